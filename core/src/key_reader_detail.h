#pragma once

#include "partiscope/csv_items.h"

#include <algorithm>
#include <atomic>
#include <cstdint>
#include <functional>
#include <optional>
#include <string>
#include <string_view>
#include <unordered_map>
#include <vector>

namespace partiscope::detail {

/// Adds one to keyTextParses(); every reader of key text calls it once per call.
void noteKeyTextParse() noexcept;

/// The fatal error of a key list whose accepted counts add up to more than 2^53-1.
std::string totalTooLargeMessage();

/// Reads the CSV header row in @p fields (read at @p line, with the reader's @p error) into @p columns (name to
/// position), or says why it cannot name the columns: a row the reader could not read, or a column named twice.
std::optional<std::string> readCsvHeader(const std::vector<std::string>& fields, std::uint64_t line,
                                         const std::string& error,
                                         std::unordered_map<std::string, std::size_t>& columns);

/// Feeds @p text to @p reader in 1 MiB blocks, as a file is read, so an in-memory text reports @p progress and
/// can be cancelled too. Stops early when @p failed() turns true. Returns false when @p cancel was set.
template <typename Failed>
bool feedCsvInBlocks(CsvRecordReader& reader, std::string_view text,
                     const std::function<void(std::uint64_t bytesDone)>& progress, const std::atomic<bool>* cancel,
                     Failed failed) {
    constexpr std::size_t kBlockBytes = 1u << 20;
    std::size_t done = 0;
    while (!failed() && !reader.overlong() && done < text.size()) {
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

/// Reads all of @p text through @p tallier (onRecord(fields, line, error), failed(), finish()), in blocks as
/// feedCsvInBlocks() does; a cancelled read gives a result whose fatalError is "cancelled".
template <typename Tallier>
auto tallyCsvText(Tallier& tallier, std::string_view text, const std::function<void(std::uint64_t bytesDone)>& progress,
                  const std::atomic<bool>* cancel) -> decltype(tallier.finish()) {
    CsvRecordReader reader(
        [&](const auto& fields, auto line, const auto& error) { tallier.onRecord(fields, line, error); });
    if (!feedCsvInBlocks(reader, text, progress, cancel, [&] { return tallier.failed(); })) {
        decltype(tallier.finish()) cancelled;
        cancelled.fatalError = "cancelled";
        return cancelled;
    }
    if (reader.overlong()) {
        decltype(tallier.finish()) refused;
        refused.fatalError = kCsvRecordTooLong;
        if constexpr (requires { refused.fatalLine; }) {
            refused.fatalLine = reader.recordLine();
        } else {
            refused.fatalError = "line " + std::to_string(reader.recordLine()) + ": " + refused.fatalError;
        }
        return refused;
    }
    if (!tallier.failed()) {
        reader.finish();
    }
    return tallier.finish();
}

} // namespace partiscope::detail
