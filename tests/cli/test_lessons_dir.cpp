// Where `partiscope-cli lessons` looks, for an installed layout, a build tree and neither. The folders are
// built in a temporary directory so the answers do not depend on where this test binary runs from.
#include "cli_run.h"
#include "lessons_dir.h"

#include <catch2/catch.hpp>

#include <filesystem>
#include <fstream>
#include <string>

using partiscope::cli::findLessonsDir;
using partiscope::cli::kDevLessonsMarker;
using partiscope::cli::testing::TempDir;

namespace {

void writeFile(const std::filesystem::path& file, const std::string& content) {
    std::filesystem::create_directories(file.parent_path());
    std::ofstream(file, std::ios::binary) << content;
}

} // namespace

TEST_CASE("an installed binary finds the lessons in share/partiscope/lessons") {
    TempDir root;
    const auto executable = root.path / "usr" / "bin" / "partiscope-cli";
    writeFile(root.path / "usr" / "share" / "partiscope" / "lessons" / "01.json", "{}");
    std::string error;
    const auto dir = findLessonsDir(nullptr, executable, error);
    REQUIRE(dir);
    CHECK(*dir == (root.path / "usr" / "share" / "partiscope" / "lessons").lexically_normal());
}

TEST_CASE("a build tree finds the lessons through the marker next to its binary") {
    TempDir root;
    const auto source = root.path / "src" / "resources" / "lessons";
    writeFile(source / "01.json", "{}");
    const auto bindir = root.path / "build" / "app" / "cli";
    writeFile(bindir / kDevLessonsMarker, source.string() + "\n");
    std::string error;
    const auto dir = findLessonsDir(nullptr, bindir / "partiscope-cli", error);
    REQUIRE(dir);
    CHECK(*dir == source);
}

TEST_CASE("without the marker a binary never falls back to a source tree") {
    TempDir root;
    // The binary of an unpacked package, with no share/ beside it and no marker: nothing to find, and the
    // message lists exactly the two installed places.
    const auto bindir = root.path / "usr" / "bin";
    std::filesystem::create_directories(bindir);
    std::string error;
    CHECK_FALSE(findLessonsDir(nullptr, bindir / "partiscope-cli", error));
    const std::string expected = "no lessons found (looked in " +
                                 (root.path / "usr/share/partiscope/lessons").string() + ", " +
                                 (bindir / "lessons").string() + "); set PARTISCOPE_LESSONS_DIR to their folder";
    CHECK(error == expected);
}

TEST_CASE("a marker naming a folder without lessons is listed and skipped") {
    TempDir root;
    const auto empty = root.path / "empty";
    std::filesystem::create_directories(empty);
    const auto bindir = root.path / "bin";
    writeFile(bindir / kDevLessonsMarker, empty.string() + "\n");
    std::string error;
    CHECK_FALSE(findLessonsDir(nullptr, bindir / "partiscope-cli", error));
    CHECK(error.find(empty.string()) != std::string::npos);
}

TEST_CASE("the installed layout wins over a build-tree marker") {
    TempDir root;
    writeFile(root.path / "share" / "partiscope" / "lessons" / "a.json", "{}");
    const auto other = root.path / "other";
    writeFile(other / "b.json", "{}");
    writeFile(root.path / "bin" / kDevLessonsMarker, other.string() + "\n");
    std::string error;
    const auto dir = findLessonsDir(nullptr, root.path / "bin" / "partiscope-cli", error);
    REQUIRE(dir);
    CHECK(*dir == (root.path / "share" / "partiscope" / "lessons").lexically_normal());
}
