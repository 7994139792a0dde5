#include "byte_source.h"

#include "partiscope/input_files.h"

#include <zlib.h>

#include <algorithm>
#include <condition_variable>
#include <cstring>
#include <deque>
#include <mutex>
#include <thread>
#include <unistd.h>
#include <vector>

namespace partiscope::import_detail {

namespace {

class MemorySource final : public ByteSource {
public:
    MemorySource(std::string_view text, std::size_t maxRead)
        : m_text(text), m_maxRead(std::max<std::size_t>(1, maxRead)) {}
    std::ptrdiff_t read(char* into, std::size_t size, std::string&) override {
        const std::size_t n = std::min({size, m_maxRead, m_text.size() - m_done});
        std::memcpy(into, m_text.data() + m_done, n);
        m_done += n;
        return static_cast<std::ptrdiff_t>(n);
    }
    std::uint64_t inputBytesConsumed() const noexcept override { return m_done; }

private:
    std::string_view m_text;
    std::size_t m_maxRead;
    std::size_t m_done = 0;
};

class FileSource final : public ByteSource {
public:
    explicit FileSource(int fd) : m_fd(fd) {}
    ~FileSource() override { ::close(m_fd); }
    FileSource(const FileSource&) = delete;
    FileSource& operator=(const FileSource&) = delete;
    std::ptrdiff_t read(char* into, std::size_t size, std::string& error) override {
        const std::ptrdiff_t n = readSome(m_fd, into, size, error);
        if (n > 0) {
            m_done += static_cast<std::uint64_t>(n);
        }
        return n;
    }
    std::uint64_t inputBytesConsumed() const noexcept override { return m_done; }

private:
    int m_fd;
    std::uint64_t m_done = 0;
};

class GunzipSource final : public ByteSource {
public:
    explicit GunzipSource(std::unique_ptr<ByteSource> compressed)
        : m_compressed(std::move(compressed)), m_input(std::size_t{1} << 20) {
        // 16 + MAX_WBITS: gzip framing only (a zlib or raw deflate stream is not an export file).
        m_ok = inflateInit2(&m_stream, 16 + MAX_WBITS) == Z_OK;
    }
    ~GunzipSource() override { inflateEnd(&m_stream); }
    GunzipSource(const GunzipSource&) = delete;
    GunzipSource& operator=(const GunzipSource&) = delete;

    std::ptrdiff_t read(char* into, std::size_t size, std::string& error) override {
        if (!m_ok) {
            error = "cannot start zlib";
            return -1;
        }
        m_stream.next_out = reinterpret_cast<Bytef*>(into);
        m_stream.avail_out = static_cast<uInt>(std::min<std::size_t>(size, 1u << 30));
        while (m_stream.avail_out == static_cast<uInt>(std::min<std::size_t>(size, 1u << 30))) {
            if (m_stream.avail_in == 0 && !m_inputEnded) {
                const std::ptrdiff_t n =
                    m_compressed->read(reinterpret_cast<char*>(m_input.data()), m_input.size(), error);
                if (n < 0) {
                    return -1;
                }
                m_inputEnded = n == 0;
                m_stream.next_in = m_input.data();
                m_stream.avail_in = static_cast<uInt>(n);
            }
            if (m_stream.avail_in == 0 && m_inputEnded) {
                if (m_betweenMembers) {
                    return 0;
                }
                error = m_sawData ? "the gzip data ends early (truncated file?)" : "not gzip data (the file is empty)";
                return -1;
            }
            if (m_betweenMembers) {
                // Another member follows (`cat a.gz b.gz`): start over on it.
                inflateReset(&m_stream);
                m_betweenMembers = false;
            }
            m_sawData = true;
            const int rc = inflate(&m_stream, Z_NO_FLUSH);
            if (rc == Z_STREAM_END) {
                m_betweenMembers = true;
            } else if (rc != Z_OK && rc != Z_BUF_ERROR) {
                error = std::string("not gzip data (zlib: ") + (m_stream.msg != nullptr ? m_stream.msg : "error") + ")";
                return -1;
            }
        }
        return static_cast<std::ptrdiff_t>(std::min<std::size_t>(size, 1u << 30) - m_stream.avail_out);
    }
    std::uint64_t inputBytesConsumed() const noexcept override {
        return m_compressed->inputBytesConsumed() - m_stream.avail_in;
    }

private:
    std::unique_ptr<ByteSource> m_compressed;
    std::vector<Bytef> m_input;
    z_stream m_stream{};
    bool m_ok = false;
    bool m_inputEnded = false;
    bool m_betweenMembers = false;
    bool m_sawData = false;
};

/// Reads the inner source on a thread of its own, a few blocks ahead: inflating gzip then runs beside the parsing
/// (as `zcat | jq` runs two processes) instead of before it.
class ReadAheadSource final : public ByteSource {
public:
    explicit ReadAheadSource(std::unique_ptr<ByteSource> inner) : m_inner(std::move(inner)) {
        m_worker = std::thread([this] { fill(); });
    }
    ~ReadAheadSource() override {
        {
            const std::lock_guard lock(m_mutex);
            m_stop = true;
        }
        m_changed.notify_all();
        m_worker.join();
    }
    ReadAheadSource(const ReadAheadSource&) = delete;
    ReadAheadSource& operator=(const ReadAheadSource&) = delete;

    std::ptrdiff_t read(char* into, std::size_t size, std::string& error) override {
        if (m_offset == m_current.data.size()) {
            if (m_current.last) {
                error = m_current.error;
                return m_current.error.empty() ? 0 : -1;
            }
            std::unique_lock lock(m_mutex);
            m_changed.wait(lock, [this] { return !m_ready.empty(); });
            m_current = std::move(m_ready.front());
            m_ready.pop_front();
            lock.unlock();
            m_changed.notify_all();
            m_offset = 0;
            m_consumed = m_current.consumedAfter;
            if (m_current.data.empty()) {
                error = m_current.error;
                return m_current.error.empty() ? 0 : -1;
            }
        }
        const std::size_t n = std::min(size, m_current.data.size() - m_offset);
        std::memcpy(into, m_current.data.data() + m_offset, n);
        m_offset += n;
        return static_cast<std::ptrdiff_t>(n);
    }
    std::uint64_t inputBytesConsumed() const noexcept override { return m_consumed; }

private:
    struct Block {
        std::vector<char> data;
        std::uint64_t consumedAfter = 0;
        bool last = false; ///< the end of the input or an error (then error says why)
        std::string error;
    };
    static constexpr std::size_t kBlockBytes = std::size_t{1} << 20;
    static constexpr std::size_t kBlocksAhead = 4;

    void fill() {
        for (;;) {
            Block block;
            block.data.resize(kBlockBytes);
            const std::ptrdiff_t n = m_inner->read(block.data.data(), block.data.size(), block.error);
            block.data.resize(n > 0 ? static_cast<std::size_t>(n) : 0);
            block.last = n <= 0;
            if (n >= 0) {
                block.error.clear();
            }
            block.consumedAfter = m_inner->inputBytesConsumed();
            std::unique_lock lock(m_mutex);
            m_changed.wait(lock, [this] { return m_stop || m_ready.size() < kBlocksAhead; });
            if (m_stop) {
                return;
            }
            const bool last = block.last;
            m_ready.push_back(std::move(block));
            lock.unlock();
            m_changed.notify_all();
            if (last) {
                return;
            }
        }
    }

    std::unique_ptr<ByteSource> m_inner;
    std::mutex m_mutex;
    std::condition_variable m_changed;
    std::deque<Block> m_ready;
    bool m_stop = false;
    std::thread m_worker;
    Block m_current;
    std::size_t m_offset = 0;
    std::uint64_t m_consumed = 0;
};

/// Hands back the bytes already read (to look at the magic) before the rest of the source.
class PrefixedSource final : public ByteSource {
public:
    PrefixedSource(std::string prefix, std::unique_ptr<ByteSource> rest)
        : m_prefix(std::move(prefix)), m_rest(std::move(rest)) {}
    std::ptrdiff_t read(char* into, std::size_t size, std::string& error) override {
        if (m_done < m_prefix.size()) {
            const std::size_t n = std::min(size, m_prefix.size() - m_done);
            std::memcpy(into, m_prefix.data() + m_done, n);
            m_done += n;
            return static_cast<std::ptrdiff_t>(n);
        }
        return m_rest->read(into, size, error);
    }
    std::uint64_t inputBytesConsumed() const noexcept override {
        return m_rest->inputBytesConsumed() - (m_prefix.size() - m_done);
    }

private:
    std::string m_prefix;
    std::unique_ptr<ByteSource> m_rest;
    std::size_t m_done = 0;
};

} // namespace

std::unique_ptr<ByteSource> memorySource(std::string_view text, std::size_t maxRead) {
    return std::make_unique<MemorySource>(text, maxRead);
}

std::unique_ptr<ByteSource> fileSource(const std::string& path, std::string& error) {
    const int fd = openForReading(path, error);
    if (fd < 0) {
        return nullptr;
    }
    return std::make_unique<FileSource>(fd);
}

std::unique_ptr<ByteSource> gunzipSource(std::unique_ptr<ByteSource> compressed) {
    return std::make_unique<GunzipSource>(std::move(compressed));
}

bool looksGzipped(std::string_view head) noexcept {
    return head.size() >= 2 && static_cast<unsigned char>(head[0]) == 0x1f &&
           static_cast<unsigned char>(head[1]) == 0x8b;
}

std::unique_ptr<ByteSource> openInputFile(const std::string& path, std::string& error) {
    auto file = fileSource(path, error);
    if (!file) {
        return nullptr;
    }
    std::string head(2, '\0');
    std::size_t got = 0;
    while (got < head.size()) {
        const std::ptrdiff_t n = file->read(head.data() + got, head.size() - got, error);
        if (n < 0) {
            return nullptr;
        }
        if (n == 0) {
            break;
        }
        got += static_cast<std::size_t>(n);
    }
    head.resize(got);
    const bool gzipName = path.size() >= 3 && path.compare(path.size() - 3, 3, ".gz") == 0;
    const bool gzipped = looksGzipped(head);
    std::unique_ptr<ByteSource> source = std::make_unique<PrefixedSource>(std::move(head), std::move(file));
    if (gzipped || gzipName) {
        return std::make_unique<ReadAheadSource>(gunzipSource(std::move(source)));
    }
    return source;
}

} // namespace partiscope::import_detail
