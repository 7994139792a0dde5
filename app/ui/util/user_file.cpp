#include "util/user_file.h"

#include "util/qt_strings.h"

#include "partiscope/input_files.h"

#include <QFile>

namespace partiscope::ui {

namespace {

bool isResource(const QString& path) {
    return path.startsWith(QLatin1Char(':')) || path.startsWith(QStringLiteral("qrc:"));
}

/// Core's message without the path it starts with, so that the window can put the path where its messages have it:
/// "'X' is a named pipe (FIFO), not a regular file" -> "a named pipe (FIFO), not a regular file",
/// "cannot open 'X': No such file or directory" -> "No such file or directory".
std::string reasonOnly(const std::string& problem, const std::string& path) {
    for (const std::string& prefix : {"'" + path + "' is ", "cannot open '" + path + "': ", "'" + path + "': "}) {
        if (problem.rfind(prefix, 0) == 0) {
            return problem.substr(prefix.size());
        }
    }
    return problem;
}

} // namespace

bool readUserFile(const QString& path, const ReadLimit& limit, QByteArray& bytes, QString& error) {
    if (isResource(path)) {
        QFile file(path);
        if (!file.open(QIODevice::ReadOnly)) {
            error = file.errorString();
            return false;
        }
        bytes = file.readAll();
        return true;
    }
    std::string text;
    std::string problem;
    const std::string local = QFile::encodeName(path).toStdString();
    if (!readWholeFile(local, text, problem, limit, nullptr, FileKinds::RegularOnly)) {
        error = fromStd(reasonOnly(problem, local));
        return false;
    }
    bytes = QByteArray::fromStdString(text);
    return true;
}

QString userFileKindProblem(const QString& path) {
    if (isResource(path)) {
        return {};
    }
    const std::string local = QFile::encodeName(path).toStdString();
    const auto problem = notRegularProblem(local);
    return problem ? fromStd(reasonOnly(*problem, local)) : QString();
}

} // namespace partiscope::ui
