#pragma once

#include <string>

namespace partiscope::cli {

/// @brief Writes @p text to @p path so that readers see either the old file or the whole new one, never a part: a
/// temporary file beside it, renamed over it once complete. A path that is not a regular file (/dev/null, a FIFO,
/// /dev/stdout) is written directly, since renaming over it would replace the device. Throws InputError when the
/// file cannot be created, OutputError (flag_set.h) when writing fails; the temporary file is removed either way.
void writeFileAtomically(const std::string& path, const std::string& text);

} // namespace partiscope::cli
