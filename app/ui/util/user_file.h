#pragma once

#include "partiscope/read_limit.h"

#include <QByteArray>
#include <QString>

#include <cstdint>

namespace partiscope::ui {

/// @brief The bytes of a file the user named, read by core's bounded reader as the command line reads it: a
/// regular file of at most @p limit, nothing else (a device or a named pipe chosen in a file dialog would never
/// end or never start, and the worker reading it has no signal to stop it). A Qt resource (":/...") is read from
/// the application. False with @p error the reason in core's words, without the path (callers place it):
/// "a named pipe (FIFO), not a regular file", "larger than the 256 MiB a scenario file may hold",
/// "No such file or directory".
bool readUserFile(const QString& path, const ReadLimit& limit, QByteArray& bytes, QString& error);

/// @brief Why @p path cannot be read as a user's file before its size is looked at: not a regular file (a device,
/// a named pipe, a socket; see notRegularProblem()) in the words of readUserFile(), or empty when it can be tried.
QString userFileKindProblem(const QString& path);

} // namespace partiscope::ui
