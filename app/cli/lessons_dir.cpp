#include "lessons_dir.h"

#include <fstream>
#include <string>
#include <system_error>
#include <utility>
#include <vector>

namespace partiscope::cli {

namespace {

bool holdsLessons(const std::filesystem::path& dir) {
    std::error_code ec;
    for (const auto& entry : std::filesystem::directory_iterator(dir, ec)) {
        if (entry.path().extension() == ".json") {
            return true;
        }
    }
    return false;
}

/// The source tree's lessons folder named by a build tree's marker next to the binary, or empty.
std::filesystem::path devLessonsDir(const std::filesystem::path& bindir) {
    std::ifstream marker(bindir / kDevLessonsMarker);
    std::string line;
    if (!marker || !std::getline(marker, line) || line.empty()) {
        return {};
    }
    return line;
}

} // namespace

std::optional<std::filesystem::path> findLessonsDir(const char* envValue, const std::filesystem::path& executable,
                                                    std::string& error) {
    std::error_code ec;
    if (envValue) {
        const std::filesystem::path dir = envValue;
        if (dir.empty()) {
            error = "PARTISCOPE_LESSONS_DIR is set but empty (unset it to use the built-in lessons)";
        } else if (!std::filesystem::exists(dir, ec)) {
            error = "PARTISCOPE_LESSONS_DIR='" + dir.string() + "': no such folder";
        } else if (!std::filesystem::is_directory(dir, ec)) {
            error = "PARTISCOPE_LESSONS_DIR='" + dir.string() + "' is not a folder";
        } else if (!holdsLessons(dir)) {
            error = "PARTISCOPE_LESSONS_DIR='" + dir.string() + "' holds no lesson (no *.json file)";
        } else {
            return dir;
        }
        return std::nullopt;
    }
    std::string looked;
    std::vector<std::filesystem::path> candidates;
    if (!executable.empty()) {
        const auto bindir = executable.parent_path();
        candidates.push_back(bindir.parent_path() / "share" / "partiscope" / "lessons");
        candidates.push_back(bindir / "lessons");
        if (auto dev = devLessonsDir(bindir); !dev.empty()) {
            candidates.push_back(std::move(dev));
        }
    }
    for (const auto& dir : candidates) {
        if (holdsLessons(dir)) {
            return dir.lexically_normal();
        }
        looked += (looked.empty() ? "" : ", ") + dir.lexically_normal().string();
    }
    error = "no lessons found (looked in " + looked + "); set PARTISCOPE_LESSONS_DIR to their folder";
    return std::nullopt;
}

std::filesystem::path currentExecutable() {
    std::error_code ec;
    auto path = std::filesystem::read_symlink("/proc/self/exe", ec);
    return ec ? std::filesystem::path() : path;
}

} // namespace partiscope::cli
