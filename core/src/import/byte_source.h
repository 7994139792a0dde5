#pragma once

#include <cstddef>
#include <cstdint>
#include <memory>
#include <string>
#include <string_view>

namespace partiscope::import_detail {

/// Where an importer's bytes come from: a file, a gzip file inflated on the fly, or memory (tests, fuzzing).
class ByteSource {
public:
    virtual ~ByteSource() = default;
    /// Up to @p size bytes into @p into; 0 at the end; -1 with @p error ("read error: ...", "not gzip data ...").
    virtual std::ptrdiff_t read(char* into, std::size_t size, std::string& error) = 0;
    /// Bytes taken from the input so far: compressed bytes for gzip, so that progress matches the file size.
    [[nodiscard]] virtual std::uint64_t inputBytesConsumed() const noexcept = 0;
};

/// The bytes of @p text (not copied: it must outlive the source), at most @p maxRead at a time, so that tests
/// can cut the input at every position.
std::unique_ptr<ByteSource> memorySource(std::string_view text, std::size_t maxRead = SIZE_MAX);

/// The file @p path, read as it is; nullptr with @p error when it cannot be opened (see openForReading).
std::unique_ptr<ByteSource> fileSource(const std::string& path, std::string& error);

/// Inflates gzip data from @p compressed (several gzip members one after the other, as `cat a.gz b.gz` makes,
/// read as one stream). Errors: "not gzip data (...)", "the gzip data ends early (truncated file?)".
std::unique_ptr<ByteSource> gunzipSource(std::unique_ptr<ByteSource> compressed);

/// True when @p head starts like gzip data (magic bytes 1f 8b).
bool looksGzipped(std::string_view head) noexcept;

/// The file @p path, gunzipped when its first bytes are gzip's magic (whatever its name) or its name ends in
/// ".gz" (then bad gzip is an error rather than text); nullptr with @p error when it cannot be opened or read.
std::unique_ptr<ByteSource> openInputFile(const std::string& path, std::string& error);

} // namespace partiscope::import_detail
