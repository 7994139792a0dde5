#pragma once

#include <cstdint>
#include <string_view>

/// @brief What a read of a user's file may take (see input_files.h), in a header of its own so that the formats'
/// headers can name their limits without the JSON library input_files.h brings.
namespace partiscope {

/// @brief The most one whole-file read takes, and what the file is called when it holds more: readWholeFile()
/// refuses the file with "'X' is larger than the 64 MiB a scenario file may hold" for {64 MiB, "a scenario file"}.
struct ReadLimit {
    std::uint64_t maxBytes = 0;
    std::string_view what; ///< "a scenario file", "a price file", ...
};

/// @brief Which files a read takes. The desktop app reads regular files only: a device or a named pipe in a file
/// dialog is a mistake, and its worker cannot be woken by a signal as the command line can.
enum class FileKinds { Any, RegularOnly };

} // namespace partiscope
