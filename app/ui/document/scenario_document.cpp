#include "document/scenario_document.h"

#include "util/file_output.h"

#include <QFile>

namespace partiscope::ui {

bool readScenarioDocument(const QString& path, Scenario& out, QString& error) {
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly)) {
        error = path + QStringLiteral(": ") + file.errorString();
        return false;
    }
    const QByteArray bytes = file.readAll();
    Scenario parsed;
    std::string problem;
    if (!parseScenario(std::string_view(bytes.constData(), static_cast<std::size_t>(bytes.size())), parsed, problem)) {
        error = path + QStringLiteral(": ") + QString::fromStdString(problem);
        return false;
    }
    out = std::move(parsed);
    return true;
}

bool writeScenarioDocument(const QString& path, const Scenario& scenario, QString& error) {
    return writeFileSafely(path, QByteArray::fromStdString(scenarioToJson(scenario)), error);
}

} // namespace partiscope::ui
