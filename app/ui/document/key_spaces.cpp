#include "document/key_spaces.h"

#include "util/analysis_summary_text.h"
#include "util/qt_strings.h"

#include <algorithm>

#include <QCoreApplication>

namespace partiscope::ui {

const GsiSpec* findGsi(const Scenario& scenario, const std::string& name) noexcept {
    if (name.empty()) {
        return nullptr;
    }
    const auto& gsis = scenario.table.gsis;
    const auto found = std::find_if(gsis.begin(), gsis.end(), [&](const GsiSpec& gsi) { return gsi.name == name; });
    return found == gsis.end() ? nullptr : &*found;
}

QStringList keySpaceTargets(const Scenario& scenario) {
    QStringList targets{QString()};
    for (const GsiSpec& gsi : scenario.table.gsis) {
        targets.append(fromStd(gsi.name));
    }
    return targets;
}

std::optional<std::size_t> keySpaceIndex(const Scenario& scenario, const std::string& target) noexcept {
    if (target.empty()) {
        return 0;
    }
    const auto& gsis = scenario.table.gsis;
    for (std::size_t i = 0; i < gsis.size(); ++i) {
        if (gsis[i].name == target) {
            return i + 1;
        }
    }
    return std::nullopt;
}

std::uint32_t keySpacePartitions(const Scenario& scenario, const std::string& target) {
    const GsiSpec* gsi = findGsi(scenario, target);
    if (!gsi) {
        return scenario.table.partitions.value_or(derivedPartitionCount(scenario.table));
    }
    return gsi->partitions.value_or(derivedPartitionCount(*gsi, scenario.table));
}

QString keySpaceLabel(const Scenario& scenario, const std::string& target) {
    if (const GsiSpec* gsi = findGsi(scenario, target)) {
        return QCoreApplication::translate("partiscope::ui::KeySpaces", "Index ") + fromStd(gsi->name);
    }
    return scenario.table.name.empty()
               ? QCoreApplication::translate("partiscope::ui::KeySpaces", "Table")
               : QCoreApplication::translate("partiscope::ui::KeySpaces", "Table ") + fromStd(scenario.table.name);
}

QString keySpaceHeading(const Scenario& scenario, const std::string& target) {
    const GsiSpec* gsi = findGsi(scenario, target);
    if (!gsi) {
        return keySpaceLabel(scenario, target) +
               QCoreApplication::translate("partiscope::ui::KeySpaces", " · partition key ") +
               fromStd(scenario.table.keySchema.partitionKey.name) +
               QCoreApplication::translate("partiscope::ui::KeySpaces", " · the table's keys");
    }
    const auto found = scenario.workload.indexKeys.find(gsi->name);
    double share = 0;
    std::size_t keys = 0;
    if (found != scenario.workload.indexKeys.end()) {
        keys = found->second.size();
        for (const WorkloadKey& key : found->second) {
            share += key.weight;
        }
    }
    return keySpaceLabel(scenario, target) +
           QCoreApplication::translate("partiscope::ui::KeySpaces", " · partition key ") +
           fromStd(gsi->partitionKey.name) + QStringLiteral(" · ") +
           countOfText(keys, QT_TRANSLATE_NOOP("partiscope::ui::Nouns", "index key"),
                       QT_TRANSLATE_NOOP("partiscope::ui::Nouns", "index keys")) +
           QCoreApplication::translate("partiscope::ui::KeySpaces", " carried by ") + shareText(share) +
           QCoreApplication::translate("partiscope::ui::KeySpaces", " of the base writes · each cell: index writes");
}

std::shared_ptr<const Scenario> indexKeySource(const Scenario& parameters, const GsiSpec& gsi) {
    const auto found = parameters.workload.indexKeys.find(gsi.name);
    if (found == parameters.workload.indexKeys.end() || found->second.empty()) {
        return nullptr;
    }
    auto source = std::make_shared<Scenario>();
    WorkloadSpec& workload = source->workload;
    workload.keys = found->second;
    double share = 0;
    for (const WorkloadKey& key : workload.keys) {
        share += key.weight;
    }
    // Proportional counts are weight / total weight x rate x duration; a rate of the base writes x the total share
    // makes each key's count its share x the base writes, so a sparse index is not scaled up to every write.
    workload.writesPerS = parameters.workload.writesPerS * share;
    workload.readsPerS = 0;
    workload.durationS = parameters.workload.durationS;
    return source;
}

} // namespace partiscope::ui
