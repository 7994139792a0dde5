// Items read into a scenario: the table's keys and each GSI's index keys from one CSV file.
#include "scenario_items.h"

#include "cli_inputs.h"
#include "simulate_command.h"

#include "partiscope/csv_index_keys.h"
#include "partiscope/csv_items.h"
#include "partiscope/input_files.h"
#include "partiscope/workload_keys.h"

#include <algorithm>
#include <string>
#include <utility>
#include <vector>

namespace partiscope::cli {

namespace {

struct IndexTemplate {
    std::string index;
    std::string keyTemplate;
};

std::vector<IndexTemplate> indexTemplates(const FlagSet& flags, const Scenario& scenario) {
    std::vector<IndexTemplate> templates;
    for (const std::string& value : flags.all(kIndexKeyFlag)) {
        const auto eq = value.find('=');
        if (eq == std::string::npos || eq == 0 || eq + 1 == value.size()) {
            throw UsageError{"--index-key must be NAME=TEMPLATE (e.g. --index-key 'ByStatus={status}'), got '" + value +
                             "'"};
        }
        IndexTemplate parsed{value.substr(0, eq), value.substr(eq + 1)};
        const auto& gsis = scenario.table.gsis;
        if (std::none_of(gsis.begin(), gsis.end(), [&](const GsiSpec& gsi) { return gsi.name == parsed.index; })) {
            std::string names;
            for (const GsiSpec& gsi : gsis) {
                names += (names.empty() ? "" : ", ") + gsi.name;
            }
            throw UsageError{"--index-key " + parsed.index + ": the scenario has no GSI of that name (" +
                             (names.empty() ? std::string("it has none") : "it has " + names) + ")"};
        }
        if (std::any_of(templates.begin(), templates.end(),
                        [&](const IndexTemplate& other) { return other.index == parsed.index; })) {
            throw UsageError{"--index-key " + parsed.index + " given twice"};
        }
        templates.push_back(std::move(parsed));
    }
    return templates;
}

SortKeyShape keyShapeOf(const WorkloadSpec& workload) {
    return workload.generator      ? workload.generator->sortKey
           : workload.keys.empty() ? SortKeyShape::Random
                                   : workload.keys.front().sortKey;
}

} // namespace

void applyScenarioItems(const FlagSet& flags, Scenario& scenario, int stdinFd, const CliContext& context) {
    const auto path = flags.get("items");
    if (!path) {
        for (const char* flag : {"pk", kIndexKeyFlag}) {
            if (flags.has(flag)) {
                throw UsageError{std::string("--") + flag + " needs --items FILE.csv"};
            }
        }
        return;
    }
    const auto pk = flags.get("pk");
    if (!pk) {
        throw UsageError{"--items needs --pk TEMPLATE (e.g. --pk 'ORDER#{orderid}')"};
    }
    const std::vector<IndexTemplate> templates = indexTemplates(flags, scenario);
    const std::string file = inputName(*path);
    const std::string text = readInput(*path, stdinFd, {kMaxWholeItemsCsvBytes, "an items CSV"}, context);

    ItemReadOptions items;
    items.keyTemplate = *pk;
    items.cancel = context.interrupted;
    items.maxReportedIssues = 1;
    const KeyReadResult read = readCsvItems(text, items);
    if (interrupted(context)) {
        throw Interrupted{"while reading '" + *path + "'"};
    }
    if (read.fatalLine != 0) {
        throw InputError{file + ":" + std::to_string(read.fatalLine) + ": " + read.fatalError};
    }
    if (!read.fatalError.empty()) {
        throw InputError{file + ": " + read.fatalError};
    }
    if (!read.errors.empty()) {
        throw InputError{file + ":" + std::to_string(read.errors.front().line) + ": " + read.errors.front().message +
                         " (" + std::to_string(read.counts.rejected) + " row(s) rejected)"};
    }
    if (read.tally.distinct() == 0) {
        throw InputError{file + ": no item (the file has no data rows)"};
    }
    if (read.tally.distinct() > kMaxKeys) {
        throw InputError{file + ": more than " + std::to_string(kMaxKeys) + " distinct keys"};
    }
    scenario.workload.keys = workloadKeysFromTally(read.tally, keyShapeOf(scenario.workload));
    scenario.workload.generator.reset();

    for (const IndexTemplate& index : templates) {
        IndexKeyReadOptions options;
        options.tableKeyTemplate = *pk;
        options.indexKeyTemplate = index.keyTemplate;
        options.cancel = context.interrupted;
        options.maxReportedIssues = 1;
        IndexKeyReadResult derived = readCsvIndexKeys(text, options);
        if (interrupted(context)) {
            throw Interrupted{"while reading '" + *path + "'"};
        }
        if (!derived.fatalError.empty()) {
            throw InputError{file + ": --index-key " + index.index + ": " + derived.fatalError};
        }
        if (!derived.errors.empty()) {
            throw InputError{file + ":" + std::to_string(derived.errors.front().line) + ": --index-key " + index.index +
                             ": " + derived.errors.front().message};
        }
        auto& keys = scenario.workload.indexKeys[index.index];
        const SortKeyShape shape = keys.empty() ? SortKeyShape::Random : keys.front().sortKey;
        for (WorkloadKey& key : derived.keys) {
            key.sortKey = shape;
        }
        keys = std::move(derived.keys);
    }
    if (const auto invalid = checkScenario(scenario)) {
        throw InputError{file + ": the scenario with these items: " + invalid->path + ": " + invalid->message};
    }
}

ScenarioAnalysis analyseScenarioOrThrow(const std::string& path, int stdinFd, const FlagSet& flags,
                                        const CliContext& context) {
    Scenario scenario = loadScenarioOrThrow(path, stdinFd, context);
    applyScenarioItems(flags, scenario, stdinFd, context);
    std::string error;
    auto analysis = analyseScenario(std::move(scenario), error);
    if (!analysis) {
        throw InputError{path + ": " + error};
    }
    return std::move(*analysis);
}

} // namespace partiscope::cli
