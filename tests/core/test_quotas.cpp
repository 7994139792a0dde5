// DynamoDB's throughput quotas and the throttles they cause, worked by hand from the documentation:
// - per table (table-level quota, default 40,000 RCU and 40,000 WCU): the most that can be provisioned for a table or
//   for any of its GSIs, each apart; an on-demand table and each GSI serve at most that many request units a second;
// - per account (account-level quota, default 80,000 RCU and 80,000 WCU, provisioned mode only): the sum over all the
//   account's tables and GSIs in a Region.
//   https://docs.aws.amazon.com/amazondynamodb/latest/developerguide/ServiceQuotas.html
#include "partiscope/scenario.h"
#include "partiscope/simulator.h"
#include "scenario_fixtures.h"

#include <catch2/catch.hpp>

#include <string>

using namespace partiscope;

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
