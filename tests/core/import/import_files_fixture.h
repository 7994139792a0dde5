#pragma once

// A scratch folder for importer tests, with helpers to write text and gzip files into it.

#include <zlib.h>

#include <filesystem>
#include <fstream>
#include <stdexcept>
#include <string>
#include <string_view>
#include <unistd.h>

namespace partiscope::test {

class ScratchFolder {
public:
    ScratchFolder() {
        m_path = std::filesystem::temp_directory_path() /
                 ("partiscope-import-" + std::to_string(::getpid()) + "-" + std::to_string(s_counter++));
        std::filesystem::remove_all(m_path);
        std::filesystem::create_directories(m_path);
    }
    ~ScratchFolder() {
        std::error_code ec;
        std::filesystem::remove_all(m_path, ec);
    }
    ScratchFolder(const ScratchFolder&) = delete;
    ScratchFolder& operator=(const ScratchFolder&) = delete;

    [[nodiscard]] std::string path(const std::string& name) const { return (m_path / name).string(); }
    [[nodiscard]] std::string root() const { return m_path.string(); }

    std::string write(const std::string& name, std::string_view text) const {
        const std::string file = path(name);
        std::filesystem::create_directories(std::filesystem::path(file).parent_path());
        std::ofstream out(file, std::ios::binary | std::ios::trunc);
        out.write(text.data(), static_cast<std::streamsize>(text.size()));
        return file;
    }

    /// Gzip data of @p text (one gzip member), as bytes.
    static std::string gzipped(std::string_view text) {
        z_stream z{};
        if (deflateInit2(&z, Z_DEFAULT_COMPRESSION, Z_DEFLATED, 16 + MAX_WBITS, 8, Z_DEFAULT_STRATEGY) != Z_OK) {
            throw std::runtime_error("deflateInit2");
        }
        std::string out(deflateBound(&z, static_cast<uLong>(text.size())) + 32, '\0');
        z.next_in = reinterpret_cast<Bytef*>(const_cast<char*>(text.data()));
        z.avail_in = static_cast<uInt>(text.size());
        z.next_out = reinterpret_cast<Bytef*>(out.data());
        z.avail_out = static_cast<uInt>(out.size());
        if (deflate(&z, Z_FINISH) != Z_STREAM_END) {
            throw std::runtime_error("deflate");
        }
        out.resize(z.total_out);
        deflateEnd(&z);
        return out;
    }

private:
    std::filesystem::path m_path;
    static inline int s_counter = 0;
};

} // namespace partiscope::test
