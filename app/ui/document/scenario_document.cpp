#include "document/scenario_document.h"

#include "util/file_output.h"
#include "util/user_file.h"

#include <QFile>

namespace partiscope::ui {

bool readScenarioDocument(const QString& path, Scenario& out, QString& error) {
    QByteArray bytes;
    QString reason;
    if (!readUserFile(path, {kMaxScenarioFileBytes, "a scenario file"}, bytes, reason)) {
        error = path + QStringLiteral(": ") + reason; // the document stays as it is: nothing was parsed
        return false;
    }
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
