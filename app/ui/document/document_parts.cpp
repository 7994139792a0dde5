#include "document/document_parts.h"
#include "document/scenario_queries.h"

#include "partiscope/import/access_log_replay.h"

#include <string>
#include <vector>

#include <QCoreApplication>

namespace partiscope::ui {

DocumentParts splitDocument(Scenario document) {
    std::vector<WorkloadKey> keys = std::move(document.workload.keys);
    std::optional<GeneratorSpec> generator = std::move(document.workload.generator);
    document.workload.keys.clear();
    document.workload.generator.reset();
    DocumentParts parts;
    parts.parameters = document; // no keys left to copy
    document.workload.keys = std::move(keys);
    document.workload.generator = std::move(generator);
    parts.keySource = std::make_shared<const Scenario>(std::move(document));
    return parts;
}

Scenario composeDocument(const Scenario& parameters, const Scenario& keySource) {
    Scenario document = parameters;
    document.workload.keys = keySource.workload.keys;
    document.workload.generator = keySource.workload.generator;
    return document;
}

std::size_t workloadKeyCount(const Scenario& keySource) noexcept {
    return keySource.workload.generator ? keySource.workload.generator->count : keySource.workload.keys.size();
}

PreparedDocumentPtr prepareDocument(Scenario document, const std::string& documentPath) {
    if (document.workload.trace) {
        document.workload.trace = resolveTracePath(documentPath, *document.workload.trace);
    }
    auto prepared = std::make_shared<PreparedDocument>();
    const std::size_t keys = document.workload.keys.size();
    if (!document.workload.generator && (keys == 0 || keys > kMaxKeys)) {
        prepared->simulationProblem =
            keys == 0
                ? QCoreApplication::translate("partiscope::ui::DocumentParts", "the document has no key")
                : QCoreApplication::translate("partiscope::ui::DocumentParts", "the document has more than ") +
                      QString::number(kMaxKeys) + QCoreApplication::translate("partiscope::ui::DocumentParts", " keys");
    } else {
        std::string problem;
        prepared->simulator = createScenarioSimulator(document, std::string(), problem);
        prepared->simulationProblem = QString::fromStdString(problem);
    }
    prepared->scenario = std::make_shared<const Scenario>(std::move(document));
    return prepared;
}

QString editableKeyText(const DocumentParts& parts) {
    return workloadKeyCount(*parts.keySource) <= kMaxEditableKeys ? editorKeyText(*parts.keySource) : QString();
}

} // namespace partiscope::ui
