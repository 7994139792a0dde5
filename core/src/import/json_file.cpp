#include "json_file.h"
#include "partiscope/os_error.h"

#include "partiscope/input_files.h"

#include <cerrno>
#include <cstdio>
#include <cstring>
#include <filesystem>
#include <memory>
#include <sys/stat.h>
#include <unistd.h>

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
    const int fd = openForReading(path, error);
    if (fd < 0) {
        return JsonFileRead::Failed;
    }
    struct CloseOnReturn {
        int fd;
        ~CloseOnReturn() { ::close(fd); }
    } closer{fd};
    struct stat info {};
    const std::string what = "than the " + byteLimitText(kMaxCloudWatchJsonBytes) + " a CloudWatch output may hold";
    if (::fstat(fd, &info) != 0 || !S_ISREG(info.st_mode)) {
        // A pipe or a device: no size to read up to, so as it comes, stopped at the limit.
        std::string text;
        if (!readAllFromFd(fd, text, error, {kMaxCloudWatchJsonBytes, "a CloudWatch output"})) {
            if (error.rfind("more than", 0) == 0) {
                error = "larger " + what;
            }
            return JsonFileRead::Failed;
        }
        doneBytes += text.size();
        out = simdjson::padded_string(text);
        return JsonFileRead::Read;
    }
    const auto size = static_cast<std::uint64_t>(info.st_size);
    if (size > kMaxCloudWatchJsonBytes) {
        error = "larger " + what;
        return JsonFileRead::Failed;
    }
    simdjson::padded_string buffer(static_cast<std::size_t>(size));
    std::size_t filled = 0;
    while (filled < size) {
        const std::size_t want = std::min<std::size_t>(kChunkBytes, static_cast<std::size_t>(size) - filled);
        const std::ptrdiff_t got = readSome(fd, buffer.data() + filled, want, error);
        if (got <= 0) {
            if (got == 0) {
                error = "the file shrank while it was read";
            }
            return JsonFileRead::Failed;
        }
        filled += static_cast<std::size_t>(got);
        doneBytes += static_cast<std::uint64_t>(got);
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
