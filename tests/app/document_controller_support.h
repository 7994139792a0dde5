#pragma once

// What the DocumentController tests share: recorders for its signals, documents to start from, edits as the
// Strategy and Table panes make them.

#include "document/app_resources.h"
#include "document/document_controller.h"
#include "document/document_parts.h"
#include "document/parameter_edit.h"
#include "document/scenario_document.h"

#include <partiscope/scenario.h>

#include <catch2/catch.hpp>

#include <QFile>
#include <QObject>
#include <QString>

#include <cstdint>
#include <initializer_list>
#include <string>
#include <utility>
#include <vector>

namespace partiscope::ui::controller_test {

inline constexpr int kTimeoutMs = 30'000;

/// documentPrepared()'s arguments, recorded (QSignalSpy cannot hold an unregistered shared_ptr type).
struct PreparedRecorder {
    explicit PreparedRecorder(DocumentController& document) {
        QObject::connect(
            &document, &DocumentController::documentPrepared,
            [this](std::uint64_t /*jobId*/, const PreparedDocumentPtr& prepared) { documents.push_back(prepared); });
    }
    std::vector<PreparedDocumentPtr> documents;
};

struct ParametersChange {
    bool fromHistory = false;
    bool ratesChanged = false;
};

struct ParametersRecorder {
    explicit ParametersRecorder(DocumentController& document) {
        QObject::connect(&document, &DocumentController::parametersChanged,
                         [this](bool fromHistory, bool ratesChanged) {
                             changes.push_back({fromHistory, ratesChanged});
                         });
    }
    std::vector<ParametersChange> changes;
};

/// Listed keys with their weights, unpinned.
inline std::vector<WorkloadKey> weighted(std::initializer_list<std::pair<const char*, double>> keys) {
    std::vector<WorkloadKey> listed;
    for (const auto& [key, weight] : keys) {
        WorkloadKey workloadKey;
        workloadKey.key = key;
        workloadKey.weight = weight;
        listed.push_back(workloadKey);
    }
    return listed;
}

inline Scenario builtInScenario() {
    Scenario scenario;
    std::string problem;
    REQUIRE(parseScenario(defaultScenarioJson().toStdString(), scenario, problem));
    return scenario;
}

inline QByteArray readFile(const QString& path) {
    QFile file(path);
    return file.open(QIODevice::ReadOnly) ? file.readAll() : QByteArray();
}

/// The document in the file @p path, as opening it reads it.
inline Scenario reread(const QString& path) {
    Scenario scenario;
    QString error;
    REQUIRE(readScenarioDocument(path, scenario, error));
    return scenario;
}

/// Makes the write rate @p writesPerS through the undo history, as the Table pane does.
inline bool setWriteRate(DocumentController& document, double writesPerS) {
    Scenario candidate = document.parameters();
    const ParameterEdit edit{QStringLiteral("Write rate"), QString::number(candidate.workload.writesPerS),
                             QString::number(writesPerS)};
    candidate.workload.writesPerS = writesPerS;
    QString problem;
    return document.commitParameters(candidate, edit, problem);
}

inline bool setStrategy(DocumentController& document, StrategyKind kind, std::uint32_t shards) {
    Scenario candidate = document.parameters();
    candidate.strategy.kind = kind;
    candidate.strategy.shards = shards;
    QString problem;
    return document.commitParameters(candidate, {QStringLiteral("Strategy"), QString(), QString()}, problem);
}

} // namespace partiscope::ui::controller_test
