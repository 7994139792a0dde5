#include "json_file.h"
#include "partiscope/os_error.h"

#include <cerrno>
#include <cstdio>
#include <cstring>
#include <filesystem>
#include <memory>

namespace partiscope {

namespace {
// 4 MB: progress often enough to cancel a large read promptly, few enough calls not to matter.
constexpr std::size_t kChunkBytes = 4u << 20;
} // namespace

std::uint64_t fileSizeOf(const std::string& path) {
    std::error_code ec;
    const auto size = std::filesystem::file_size(path, ec);
    return ec ? 0 : static_cast<std::uint64_t>(size);
}

JsonFileRead readJsonFile(const std::string& path, simdjson::padded_string& out, std::uint64_t& doneBytes,
                          std::uint64_t totalBytes, const ImportProgress& progress, std::string& error) {
    std::error_code ec;
    if (std::filesystem::is_directory(path, ec)) {
        error = "is a folder, not a JSON file";
        return JsonFileRead::Failed;
    }
    const std::unique_ptr<std::FILE, int (*)(std::FILE*)> file(std::fopen(path.c_str(), "rb"), &std::fclose);
    if (!file) {
        error = std::string("cannot open: ") + osErrorText(errno);
        return JsonFileRead::Failed;
    }
    const std::uint64_t size = fileSizeOf(path);
    simdjson::padded_string buffer(static_cast<std::size_t>(size));
    std::size_t filled = 0;
    while (filled < size) {
        const std::size_t want = std::min<std::size_t>(kChunkBytes, static_cast<std::size_t>(size) - filled);
        const std::size_t got = std::fread(buffer.data() + filled, 1, want, file.get());
        if (got == 0) {
            error = std::ferror(file.get()) ? std::string("read error: ") + osErrorText(errno)
                                            : std::string("the file shrank while it was read");
            return JsonFileRead::Failed;
        }
        filled += got;
        doneBytes += got;
        if (progress && !progress(doneBytes, totalBytes)) {
            return JsonFileRead::Cancelled;
        }
    }
    out = std::move(buffer);
    return JsonFileRead::Read;
}

const char* jsonTypeName(const simdjson::dom::element& value) {
    switch (value.type()) {
    case simdjson::dom::element_type::ARRAY:
        return "an array";
    case simdjson::dom::element_type::OBJECT:
        return "an object";
    case simdjson::dom::element_type::STRING:
        return "a string";
    case simdjson::dom::element_type::BOOL:
        return "a boolean";
    case simdjson::dom::element_type::NULL_VALUE:
        return "null";
    default:
        return "a number";
    }
}

} // namespace partiscope
