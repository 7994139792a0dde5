// Replays a fuzz target's corpus without libFuzzer: `fuzz_corpus_replay TARGET FOLDER` feeds every file under
// FOLDER (seeds and regressions/) to TARGET's LLVMFuzzerTestOneInput once. A broken check aborts (FUZZ_CHECK), so
// the test fails naming the file printed last. An empty or missing corpus fails too: every target keeps seeds.
#include <algorithm>
#include <cstddef>
#include <cstdint>
#include <cstdio>
#include <filesystem>
#include <fstream>
#include <iterator>
#include <string>
#include <string_view>
#include <vector>

#define PARTISCOPE_FUZZ_TARGET(name) extern "C" int partiscopeFuzz_##name(const std::uint8_t* data, std::size_t size);
#include "fuzz_targets.inc"
#undef PARTISCOPE_FUZZ_TARGET

namespace {

using FuzzEntry = int (*)(const std::uint8_t*, std::size_t);

struct Target {
    std::string_view name;
    FuzzEntry entry;
};

#define PARTISCOPE_FUZZ_TARGET(name) Target{#name, &partiscopeFuzz_##name},
const Target kTargets[] = {
#include "fuzz_targets.inc"
};
#undef PARTISCOPE_FUZZ_TARGET

} // namespace

int main(int argc, char* argv[]) {
    if (argc != 3) {
        std::fprintf(stderr, "usage: fuzz_corpus_replay TARGET CORPUS_FOLDER\n");
        return 2;
    }
    const std::string_view name = argv[1];
    const auto* target = std::find_if(std::begin(kTargets), std::end(kTargets),
                                      [&](const Target& candidate) { return candidate.name == name; });
    if (target == std::end(kTargets)) {
        std::fprintf(stderr, "no fuzz target named %s\n", argv[1]);
        return 2;
    }
    std::vector<std::filesystem::path> files;
    std::error_code ec;
    for (const auto& entry : std::filesystem::recursive_directory_iterator(argv[2], ec)) {
        if (entry.is_regular_file()) {
            files.push_back(entry.path());
        }
    }
    if (ec || files.empty()) {
        std::fprintf(stderr, "%s: no corpus files (%s)\n", argv[2], ec.message().c_str());
        return 1;
    }
    std::sort(files.begin(), files.end());
    for (const auto& file : files) {
        std::printf("%s\n", file.c_str());
        std::fflush(stdout); // the name of the input is on screen before a failing check aborts
        std::ifstream in(file, std::ios::binary);
        const std::string bytes{std::istreambuf_iterator<char>(in), std::istreambuf_iterator<char>()};
        target->entry(reinterpret_cast<const std::uint8_t*>(bytes.data()), bytes.size());
    }
    std::printf("%s: %zu inputs replayed\n", argv[1], files.size());
    return 0;
}
