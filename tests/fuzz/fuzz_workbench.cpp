// libFuzzer target for the NoSQL Workbench model importer. The input is written to a file and imported; its first
// byte also picks a chunk size for a second read of the same text by the chunked JSON scanner behind the importer.
// Checks: the import returns a scenario or a problem with a message, never both; an imported scenario passes
// checkScenario() and round-trips through its JSON; exporting it and importing the export keeps the table; and the
// scanner's verdict and captured values do not depend on where the chunks end.
#include "fuzz_support.h"
#include "partiscope/import/import.h"
#include "partiscope/import/workbench_export.h"

#include "../../core/src/import/json_stream_scanner.h"

#include <cstdint>
#include <fstream>
#include <string>
#include <unistd.h>

using namespace partiscope;
using partiscope::import_detail::JsonPathStep;
using partiscope::import_detail::JsonStreamScanner;

namespace {

/// What a scan of @p text in chunks of @p chunk bytes found: success, and every value of depth 1 and 2, in order.
std::pair<bool, std::string> scanInChunks(std::string_view text, std::size_t chunk) {
    std::string captured;
    JsonStreamScanner scanner(
        [](const std::vector<JsonPathStep>& path, char) { return path.size() == 2; },
        [&](const std::vector<JsonPathStep>& path, std::string_view value, std::uint64_t line, std::string&) {
            captured +=
                import_detail::jsonPathText(path) + "@" + std::to_string(line) + "=" + std::string(value) + "\n";
            return true;
        });
    bool ok = true;
    for (std::size_t at = 0; ok && at < text.size(); at += chunk) {
        ok = scanner.feed(text.substr(at, chunk));
    }
    ok = ok && scanner.finish();
    return {ok, ok ? captured : scanner.error()};
}

std::string writeFile(const std::string& name, std::string_view text) {
    const std::string path = "/tmp/partiscope-fuzz-" + std::to_string(::getpid()) + "-" + name;
    std::ofstream out(path, std::ios::binary | std::ios::trunc);
    out.write(text.data(), static_cast<std::streamsize>(text.size()));
    return path;
}

} // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
    const std::size_t chunk = size > 0 ? 1 + data[0] % 16 : 1;
    const std::string_view text(reinterpret_cast<const char*>(data) + (size > 0 ? 1 : 0), size > 0 ? size - 1 : 0);
    FUZZ_CHECK(scanInChunks(text, chunk) == scanInChunks(text, text.size() + 1));

    const std::string path = writeFile("model.json", text);
    ImportRequest request;
    request.format = ImportFormat::Workbench;
    request.paths = {path};
    const ImportOutcome outcome = importWorkbench(request, {});
    ::unlink(path.c_str());
    FUZZ_CHECK(outcome.scenario.has_value() != outcome.problem.has_value());
    if (outcome.problem) {
        FUZZ_CHECK(!outcome.problem->message.empty());
        FUZZ_CHECK(outcome.problem->file == path);
        return 0;
    }
    const Scenario& scenario = *outcome.scenario;
    FUZZ_CHECK(!checkScenario(scenario));
    Scenario again;
    std::string error;
    FUZZ_CHECK(parseScenario(scenarioToJson(scenario), again, error));
    FUZZ_CHECK(again == scenario);

    const std::string exported = writeFile("export.json", scenarioToWorkbenchModel(scenario, "d"));
    request.paths = {exported};
    const ImportOutcome back = importWorkbench(request, {});
    ::unlink(exported.c_str());
    // An export whose sample keys do not fit the key type (a sharded number key) has no items to import.
    if (back.scenario) {
        FUZZ_CHECK(back.scenario->table.name == scenario.table.name);
        FUZZ_CHECK(back.scenario->table.keySchema == scenario.table.keySchema);
        FUZZ_CHECK(back.scenario->table.mode == scenario.table.mode);
        FUZZ_CHECK(back.scenario->table.gsis.size() == scenario.table.gsis.size());
    }
    return 0;
}
