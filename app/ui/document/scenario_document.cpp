#include "document/scenario_document.h"

#include "util/user_file.h"

#include <QFile>
#include <QSaveFile>

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
    QSaveFile file(path);
    const QByteArray json = QByteArray::fromStdString(scenarioToJson(scenario));
    if (!file.open(QIODevice::WriteOnly) || file.write(json) != json.size() || !file.commit()) {
        error = path + QStringLiteral(": ") + file.errorString();
        return false;
    }
    return true;
}

} // namespace partiscope::ui
