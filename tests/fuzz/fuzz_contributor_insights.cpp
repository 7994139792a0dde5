// libFuzzer target for the Contributor Insights importer (get-insight-rule-report JSON). The input is written to a
// file named after a rule (the importer reads files and takes the rule from the name); the first byte picks the
// rule type, so sort-key and throttled rules are fuzzed too. Checks: the import returns a scenario or a problem with
// a message, never both; an imported scenario passes checkScenario() and round-trips through its JSON.
#include "fuzz_support.h"
#include "partiscope/import/import.h"

#include <cstdint>
#include <fstream>
#include <string>
#include <unistd.h>

using namespace partiscope;

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
    static const char* const kRules[] = {"PKC", "SKC", "PKT", "SKT"};
    const char* rule = size > 0 ? kRules[data[0] % 4] : "PKC";
    const std::string path = "/tmp/partiscope-fuzz-" + std::to_string(::getpid()) + "-DynamoDBContributorInsights-" +
                             rule + "-Orders-1700000000000.json";
    {
        std::ofstream out(path, std::ios::binary | std::ios::trunc);
        out.write(reinterpret_cast<const char*>(data) + (size > 0 ? 1 : 0),
                  static_cast<std::streamsize>(size > 0 ? size - 1 : 0));
    }
    ImportRequest request;
    request.format = ImportFormat::ContributorInsights;
    request.paths = {path};
    const ImportOutcome outcome = importContributorInsights(request, {});
    ::unlink(path.c_str());
    FUZZ_CHECK(outcome.scenario.has_value() != outcome.problem.has_value());
    if (outcome.problem) {
        FUZZ_CHECK(!outcome.problem->message.empty());
        FUZZ_CHECK(outcome.problem->file == path);
        return 0;
    }
    FUZZ_CHECK(!checkScenario(*outcome.scenario));
    Scenario again;
    std::string error;
    FUZZ_CHECK(parseScenario(scenarioToJson(*outcome.scenario), again, error));
    FUZZ_CHECK(again.insights == outcome.scenario->insights);
    FUZZ_CHECK(again.workload.keys.size() == outcome.scenario->workload.keys.size());
    return 0;
}
