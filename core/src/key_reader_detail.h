#pragma once

#include "partiscope/csv_items.h"

#include <algorithm>
#include <atomic>
#include <cstdint>
#include <functional>
#include <string>
#include <string_view>

namespace partiscope::detail {

/// Adds one to keyTextParses(); every reader of key text calls it once per call.
void noteKeyTextParse() noexcept;

/// The fatal error of a key list whose accepted counts add up to more than 2^53-1.
std::string totalTooLargeMessage();

/// Feeds @p text to @p reader in 1 MiB blocks, as a file is read, so an in-memory text reports @p progress and
/// can be cancelled too. Stops early when @p failed() turns true. Returns false when @p cancel was set.
template <typename Failed>
bool feedCsvInBlocks(CsvRecordReader& reader, std::string_view text,
                     const std::function<void(std::uint64_t bytesDone)>& progress, const std::atomic<bool>* cancel,
                     Failed failed) {
    constexpr std::size_t kBlockBytes = 1u << 20;
    std::size_t done = 0;
    while (!failed() && done < text.size()) {
        if (cancel && cancel->load(std::memory_order_relaxed)) {
            return false;
        }
        const std::size_t block = std::min(kBlockBytes, text.size() - done);
        reader.feed(text.substr(done, block));
        done += block;
        if (progress) {
            progress(done);
        }
    }
    return true;
}

} // namespace partiscope::detail
