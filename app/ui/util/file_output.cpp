#include "util/file_output.h"
#include "util/qt_strings.h"

#include <partiscope/output_file.h>

#include <QBuffer>
#include <QFile>
#include <QImage>

#include <string_view>

namespace partiscope::ui {

std::string localPath(const QString& path) {
    return QFile::encodeName(path).toStdString();
}

bool writeFileSafely(const QString& path, const QByteArray& bytes, QString& error) {
    OutputFile file;
    if (!file.open(localPath(path)) ||
        !file.write(std::string_view(bytes.constData(), static_cast<std::size_t>(bytes.size()))) || !file.commit()) {
        error = path + QStringLiteral(": ") + fromStd(file.reason());
        return false;
    }
    return true;
}

bool writePngSafely(const QString& path, const QImage& image, QString& error) {
    QByteArray bytes;
    QBuffer buffer(&bytes);
    buffer.open(QIODevice::WriteOnly);
    if (image.isNull() || !image.save(&buffer, "PNG")) {
        error = path + QStringLiteral(": cannot encode the picture as PNG");
        return false;
    }
    return writeFileSafely(path, bytes, error);
}

} // namespace partiscope::ui
