#pragma once

#include <QByteArray>
#include <QString>

#include <string>

class QImage;

namespace partiscope::ui {

// Every file the window writes goes through core's OutputFile (partiscope/output_file.h), as the CLI's do: a
// regular file is replaced whole or not at all (QSaveFile would also rename over a device node), a device or FIFO
// is written through, a symbolic link's target is written and the link kept. On error these return false and set
// @p error to "<path>: <reason>" ("No space left on device"); the old file is then as it was.

/// Writes @p bytes as the file @p path.
bool writeFileSafely(const QString& path, const QByteArray& bytes, QString& error);

/// Writes @p image as a PNG file @p path (encoded in memory first: a failed write leaves no half picture).
bool writePngSafely(const QString& path, const QImage& image, QString& error);

/// The path as the file system spells it (QFile::encodeName), for core's file functions.
std::string localPath(const QString& path);

} // namespace partiscope::ui
