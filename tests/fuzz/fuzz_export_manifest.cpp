// libFuzzer target for the reader of a DynamoDB export to S3's manifests (manifest-summary.json and
// manifest-files.json, one JSON object per line), which the dynamodb-json import reads to find the data files.
// The input is the summary, a NUL byte, then the file list; they are written into a fresh export folder that
// holds data/one.json.gz. Checks: the reader returns the data files or a problem with a message, naming one of
// the two manifests (and, for a file-list line, a line the list has); every data file it returns is a regular
// file inside the folder's data/ folder (a crafted key must not lead the import to any other file) and was
// listed with an item count.
#include "fuzz_support.h"

#include "import/export_manifest.h"

#include <algorithm>
#include <cstdint>
#include <filesystem>
#include <fstream>
#include <string>
#include <unistd.h>

using namespace partiscope;
using namespace partiscope::import_detail;
namespace fs = std::filesystem;

namespace {

void writeFile(const fs::path& path, std::string_view text) {
    std::ofstream out(path, std::ios::binary | std::ios::trunc);
    out.write(text.data(), static_cast<std::streamsize>(text.size()));
    FUZZ_CHECK(out.good());
}

/// The export folder, made once per process and removed at its end: data/one.json.gz exists, and so does a file
/// beside the folder that no manifest may reach (../outside.json.gz).
class ScratchExport {
public:
    ScratchExport() : m_root(fs::temp_directory_path() / ("partiscope-fuzz-export-" + std::to_string(::getpid()))) {
        fs::create_directories(m_root / "export" / "data");
        writeFile(m_root / "export" / "data" / "one.json.gz", "");
        writeFile(m_root / "outside.json.gz", "");
    }
    ~ScratchExport() {
        std::error_code ec;
        fs::remove_all(m_root, ec);
    }
    ScratchExport(const ScratchExport&) = delete;
    ScratchExport& operator=(const ScratchExport&) = delete;
    [[nodiscard]] fs::path folder() const { return m_root / "export"; }

private:
    fs::path m_root;
};

const fs::path& exportFolder() {
    static const ScratchExport scratch;
    static const fs::path folder = scratch.folder();
    return folder;
}

} // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
    const std::string_view input(reinterpret_cast<const char*>(data), size);
    const std::size_t cut = input.find('\0');
    const std::string_view summary = input.substr(0, cut);
    const std::string_view list = cut == std::string_view::npos ? std::string_view() : input.substr(cut + 1);
    const fs::path& folder = exportFolder();
    writeFile(folder / "manifest-summary.json", summary);
    writeFile(folder / "manifest-files.json", list);

    ImportProblem problem;
    const std::optional<ExportFolder> read = readExportFolder(folder.string(), problem);
    if (!read) {
        FUZZ_CHECK(!problem.message.empty());
        FUZZ_CHECK(problem.file == (folder / "manifest-summary.json").string() ||
                   problem.file == (folder / "manifest-files.json").string());
        // The line is one of the manifest it names (0: the file as a whole).
        const std::string_view named = problem.file == (folder / "manifest-summary.json").string() ? summary : list;
        FUZZ_CHECK(problem.line <= static_cast<std::uint64_t>(std::count(named.begin(), named.end(), '\n')) + 1);
        return 0;
    }
    const fs::path dataFolder = fs::weakly_canonical(folder / "data");
    for (const DataFileToRead& file : read->dataFiles) {
        FUZZ_CHECK(file.expectedItems.has_value());
        FUZZ_CHECK(file.manifestLine >= 1);
        std::error_code ec;
        FUZZ_CHECK(fs::is_regular_file(file.path, ec));
        FUZZ_CHECK(fs::weakly_canonical(file.path).parent_path() == dataFolder);
    }
    return 0;
}
