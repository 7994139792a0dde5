#pragma once

#include <filesystem>
#include <optional>
#include <string>

namespace partiscope::cli {

/// @brief The folder `partiscope-cli lessons` reads. With @p envValue (PARTISCOPE_LESSONS_DIR) set,
/// that folder, which must hold lessons (an empty value or a folder without any *.json is an
/// error, not a silent fallback). Otherwise the first that exists of: <bindir>/../share/partiscope/lessons
/// (installed), <bindir>/lessons (an unpacked bundle), and the source tree's resources/lessons
/// (@p sourceTreeDir, a build run in place), where <bindir> is @p executable's folder.
/// Returns nullopt and sets @p error when none is usable.
std::optional<std::filesystem::path> findLessonsDir(const char* envValue, const std::filesystem::path& executable,
                                                    const std::filesystem::path& sourceTreeDir, std::string& error);

/// @brief This process's executable (Linux: /proc/self/exe), or empty when unknown.
std::filesystem::path currentExecutable();

} // namespace partiscope::cli
