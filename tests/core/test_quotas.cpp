// DynamoDB's throughput quotas and the throttles they cause, worked by hand from the documentation:
// - per table (table-level quota, default 40,000 RCU and 40,000 WCU): the most that can be provisioned for a table or
//   for any of its GSIs, each apart; an on-demand table and each GSI serve at most that many request units a second;
// - per account (account-level quota, default 80,000 RCU and 80,000 WCU, provisioned mode only): the sum over all the
//   account's tables and GSIs in a Region.
//   https://docs.aws.amazon.com/amazondynamodb/latest/developerguide/ServiceQuotas.html
// - throttles above a quota or a configured maximum name it: AccountLimitExceeded, MaxOnDemandThroughputExceeded.
//   https://docs.aws.amazon.com/amazondynamodb/latest/developerguide/throttling-account-limit-exceeded-mitigation.html
#include "../json_number.h"
#include "finding_phrase_checks.h"
#include "partiscope/advisor.h"
#include "partiscope/scenario.h"
#include "partiscope/simulator.h"
#include "scenario_fixtures.h"

#include <catch2/catch.hpp>

#include <algorithm>
#include <string>

using namespace partiscope;
using partiscope::testing::jsonNumber;

namespace {

/// A provisioned table of @p rcu / @p wcu with 100 writes/s on one key for 10 s; @p tableExtra goes inside "table".
std::string provisioned(const std::string& rcu, const std::string& wcu, const std::string& tableExtra = "") {
    return R"({"version": 2, "table": {"rcu": )" + rcu + R"(, "wcu": )" + wcu + tableExtra +
           R"(}, "workload": {"duration_s": 10, "writes_per_s": 100, "keys": [{"key": "a"}]}})";
}

std::string parseError(const std::string& json) {
    Scenario scenario;
    std::string error;
    CHECK_FALSE(parseScenario(json, scenario, error));
    return error;
}

const Finding* findingOf(const std::vector<Finding>& findings, const std::string& id) {
    testing::checkPhrased(findings);
    const auto it = std::find_if(findings.begin(), findings.end(), [&](const Finding& f) { return f.id == id; });
    return it == findings.end() ? nullptr : &*it;
}

void checkSays(const std::string& text, const std::string& part) {
    INFO(text);
    CHECK(text.find(part) != std::string::npos);
}

/// A GSI "ByStatus" on `status` (JSON), with @p extra inside its object.
std::string byStatus(const std::string& extra) {
    return R"("gsis": [{"name": "ByStatus", "partition_key": {"name": "status", "type": "S"})" + extra + "}]";
}

} // namespace

// Per-table quota (ServiceQuotas.html): "the maximum amount of read and write capacity units that can be provisioned
// for any table or any of its GSIs"; default 40,000 each.
TEST_CASE("a provisioned table above the per-table quota is refused at its JSON path, with the quota", "[quotas]") {
    CHECK(parseError(provisioned("1000", "50000")) ==
          "/table/wcu: must be at most 40,000 WCU, the per-table quota (Service Quotas' default; state a raised "
          "quota in /table/account_max_wcu): DynamoDB provisions no more to a table or to any of its GSIs; got "
          "50,000");
    CHECK(parseError(provisioned("40001", "1000")) ==
          "/table/rcu: must be at most 40,000 RCU, the per-table quota (Service Quotas' default; state a raised "
          "quota in /table/account_max_rcu): DynamoDB provisions no more to a table or to any of its GSIs; got "
          "40,001");
    // The quota itself may be provisioned.
    parsedScenario(provisioned("40000", "40000"));
    // checkScenario() and the simulator judge a scenario built in code the same way.
    Scenario s = parsedScenario(provisioned("1000", "1000"));
    s.table.wcu = 50000;
    const auto problem = checkScenario(s);
    REQUIRE(problem);
    CHECK(problem->path == "/table/wcu");
    std::string error;
    CHECK_FALSE(TableSimulator::create(s, error));
    CHECK(error.find("/table/wcu: must be at most 40,000 WCU") != std::string::npos);
}

TEST_CASE("a raised per-table quota stated in account_max_rcu / account_max_wcu allows more", "[quotas]") {
    const Scenario raised = parsedScenario(provisioned("1000", "50000", R"(, "account_max_wcu": 60000)"));
    CHECK(raised.table.wcu == 50000);
    // ... up to the stated quota, which the message then names as stated.
    CHECK(parseError(provisioned("1000", "70000", R"(, "account_max_wcu": 60000)")) ==
          "/table/wcu: must be at most 60,000 WCU, the per-table quota (as /table/account_max_wcu states): DynamoDB "
          "provisions no more to a table or to any of its GSIs; got 70,000");
}

TEST_CASE("the per-table quota applies to each GSI apart, not to the table and its GSIs together", "[quotas]") {
    // Table 40,000 WCU and a GSI of 40,000 WCU: each at the quota, so both may be provisioned.
    parsedScenario(provisioned("1000", "40000", R"(, )" + byStatus(R"(, "rcu": 1000, "wcu": 40000)")));
    CHECK(parseError(provisioned("1000", "1000", R"(, )" + byStatus(R"(, "rcu": 45000, "wcu": 1000)"))) ==
          "/table/gsis/0/rcu: must be at most 40,000 RCU, the per-table quota (Service Quotas' default; state a "
          "raised quota in /table/account_max_rcu): DynamoDB provisions no more to a table or to any of its GSIs; "
          "got 45,000");
    parsedScenario(
        provisioned("1000", "1000", R"(, "account_max_rcu": 45000, )" + byStatus(R"(, "rcu": 45000, "wcu": 1000)")));
}

// Account-level quota (ServiceQuotas.html): "The total of any individual table and all its GSIs must also remain below
// the account-level read and write throughput quota" (default 80,000 RCU and 80,000 WCU, provisioned mode).
TEST_CASE("account-level-quota: a table and its GSIs provisioning more than 80,000 WCU together", "[quotas][advisor]") {
    // 40,000 + 40,000 + 5,000 = 85,000 WCU, each within the per-table quota, together above the 80,000 default.
    const std::string gsis = R"(, "gsis": [
        {"name": "ByStatus", "partition_key": {"name": "status", "type": "S"}, "rcu": 100, "wcu": 40000},
        {"name": "ByDay", "partition_key": {"name": "day", "type": "S"}, "rcu": 100, "wcu": 5000}])";
    const auto over = analysedScenario(parsedScenario(provisioned("1000", "40000", gsis)));
    const Finding* f = findingOf(over.findings, "account-level-quota");
    REQUIRE(f);
    CHECK(f->severity == Severity::Warning);
    CHECK(f->evidence == "the table provisions 40,000 WCU and its GSIs 45,000 WCU: 85,000 WCU, above the 80,000 WCU "
                         "an account may provision in a Region by default across all its tables and GSIs (Service "
                         "Quotas: account-level write throughput)");
    checkSays(f->recommendation, "request a higher account-level quota in Service Quotas");
    // 40,000 + 40,000 = 80,000: at the quota, not above it.
    const auto at = analysedScenario(
        parsedScenario(provisioned("1000", "40000", R"(, )" + byStatus(R"(, "rcu": 100, "wcu": 40000)"))));
    CHECK_FALSE(findingOf(at.findings, "account-level-quota"));
}

namespace {

/// An on-demand table with 10,000 evenly used keys (no partition near its ceiling), 10 s, no retries (each throttled
/// request fails).
std::string onDemand(double writesPerS, double previousPeakWcu, const std::string& tableExtra = "") {
    return R"({"version": 2, "table": {"mode": "on-demand", "previous_peak_wcu": )" + jsonNumber(previousPeakWcu) +
           tableExtra + R"(}, "workload": {"duration_s": 10, "writes_per_s": )" + jsonNumber(writesPerS) +
           R"(, "generator": {"kind": "uniform", "count": 10000}}})";
}

} // namespace

// On-demand: the per-table quota caps what a table serves a second; above it, TableWriteAccountLimitExceeded
// (throttling-account-limit-exceeded-mitigation.html).
TEST_CASE("account-limit: an on-demand table held at the per-table quota gets a finding with the count",
          "[quotas][advisor]") {
    // Previous peak 50,000 WRU allows 100,000, but the quota caps 45,000 writes/s at 40,000: 5,000 a second throttled
    // for 10 s = 50,000.
    const auto analysis = analysedScenario(parsedScenario(onDemand(45000, 50000)));
    const Finding* f = findingOf(analysis.findings, "account-limit");
    REQUIRE(f);
    CHECK(f->severity == Severity::Critical);
    CHECK(f->title == "Requests passed the per-table account quota");
    CHECK(f->evidence ==
          "50,000 requests throttled with TableWriteAccountLimitExceeded (limit 40,000 request units/s)");
    checkSays(f->recommendation, "request a higher per-table quota in Service Quotas");
    checkSays(f->recommendation, "account_max_wcu");
    // A raised quota serves them all: no finding.
    const auto raised = analysedScenario(parsedScenario(onDemand(45000, 50000, R"(, "account_max_wcu": 80000)")));
    CHECK_FALSE(findingOf(raised.findings, "account-limit"));
}

// A configured MaxWriteRequestUnits caps the table: TableWriteMaxOnDemandThroughputExceeded (DG on-demand maximum
// throughput,
// https://docs.aws.amazon.com/amazondynamodb/latest/developerguide/on-demand-capacity-mode-max-throughput.html).
TEST_CASE("max-on-demand-throughput: a table capped by MaxWriteRequestUnits gets a finding with the count",
          "[quotas][advisor]") {
    // 1,500 writes/s against a maximum of 1,000 WRU: 500 a second for 10 s = 5,000, each a failure (no retries).
    const auto analysis = analysedScenario(parsedScenario(onDemand(1500, 0, R"(, "max_write_request_units": 1000)")));
    const Finding* f = findingOf(analysis.findings, "max-on-demand-throughput");
    REQUIRE(f);
    CHECK(f->severity == Severity::Critical); // the application saw the throttles as errors
    CHECK(f->evidence ==
          "5,000 requests throttled with TableWriteMaxOnDemandThroughputExceeded (limit 1,000 request units/s)");
    checkSays(f->recommendation, "raise MaxReadRequestUnits / MaxWriteRequestUnits");
    checkSays(f->recommendation, "or remove them");
}

TEST_CASE("max-on-demand-throughput names the GSI whose maximum throttled its writes", "[quotas][advisor]") {
    // 500 writes/s, 40 % carry PENDING: 200 WRU/s of index writes against ByStatus's maximum of 100, so 100 index
    // writes a second are throttled for 10 s = 1,000 (and the base writes carrying them are refused).
    const auto analysis = analysedScenario(parsedScenario(R"({"version": 2,
        "table": {"mode": "on-demand", )" + byStatus(R"(, "max_write_request_units": 100)") +
                                                          R"(},
        "capacity": {"split_for_heat": false},
        "workload": {"duration_s": 10, "writes_per_s": 500, "keys": [{"key": "a"}],
                     "index_keys": {"ByStatus": [{"key": "PENDING", "weight": 0.4}]}}})"));
    const Finding* f = findingOf(analysis.findings, "max-on-demand-throughput");
    REQUIRE(f);
    CHECK(f->evidence == "1,000 requests of ByStatus throttled with IndexWriteMaxOnDemandThroughputExceeded (limit "
                         "100 request units/s)");
}

// An index's own read throttles reach the application: IndexReadProvisionedThroughputExceeded (DG "Diagnosing
// throttling", https://docs.aws.amazon.com/amazondynamodb/latest/developerguide/TroubleshootingThrottling.html).
TEST_CASE("gsi-read-throttling: reads of a GSI short of RCU get a finding with the count", "[quotas][advisor]") {
    // 1,000 eventually consistent reads/s of 1 KB items = 500 RCU/s on a 100 RCU index (one partition, no burst, no
    // adaptive capacity): 400 RCU/s refused = 800 reads a second for 10 s = 8,000, none above the 3,000 RCU ceiling.
    const auto analysis = analysedScenario(parsedScenario(R"({"version": 2,
        "table": {"rcu": 100, "wcu": 1000, )" + byStatus(R"(, "rcu": 100, "wcu": 1000, "partitions": 1)") +
                                                          R"(},
        "capacity": {"burst": false, "adaptive": "off", "split_for_heat": false},
        "workload": {"duration_s": 10, "writes_per_s": 100, "keys": [{"key": "a"}],
                     "index_keys": {"ByStatus": [{"key": "PENDING", "weight": 1}]}},
        "access_patterns": [{"name": "pending", "target": "ByStatus", "key": "PENDING", "reads_per_s": 1000}]})"));
    const Finding* f = findingOf(analysis.findings, "gsi-read-throttling");
    REQUIRE(f);
    CHECK(f->title == "Reads of ByStatus are throttled");
    CHECK(f->evidence == "8,000 reads of ByStatus throttled: 0 above the per-partition ceiling of 3,000 RCU/s "
                         "(IndexReadKeyRangeThroughputExceeded), 8,000 by its provisioned capacity "
                         "(IndexReadProvisionedThroughputExceeded)");
}
