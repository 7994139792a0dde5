#pragma once

#include <filesystem>
#include <optional>
#include <string>

namespace partiscope::cli {

/// The file CMake writes next to a binary it builds (never installed): its first line is the source
/// tree's resources/lessons folder, so a build run in place finds the lessons without a compiled-in path.
inline constexpr const char* kDevLessonsMarker = "partiscope-dev-lessons-dir";

/// @brief The folder `partiscope-cli lessons` reads. With @p envValue (PARTISCOPE_LESSONS_DIR) set,
/// that folder, which must hold lessons (an empty value or a folder without any *.json is an
/// error, not a silent fallback). Otherwise the first that holds lessons of: <bindir>/../share/partiscope/lessons
/// (installed), <bindir>/lessons (an unpacked bundle), and the folder named by <bindir>/partiscope-dev-lessons-dir
/// (a build tree; see kDevLessonsMarker), where <bindir> is @p executable's folder.
/// Returns nullopt and sets @p error when none is usable.
std::optional<std::filesystem::path> findLessonsDir(const char* envValue, const std::filesystem::path& executable,
                                                    std::string& error);

/// @brief This process's executable (Linux: /proc/self/exe), or empty when unknown.
std::filesystem::path currentExecutable();

} // namespace partiscope::cli
