#pragma once

#include "partiscope/pod_array.h"

#include <cstdint>
#include <span>
#include <string_view>
#include <vector>

namespace partiscope {

/// @brief One distinct key with its summed count. The key bytes live in the owning tally's arena.
struct TalliedKey {
    std::uint64_t offset = 0;
    std::uint32_t length = 0;
    /// Input lines (items) that added to this key, saturating at 2^32-1. acceptForStrategy() needs it: a
    /// strategy that rejects the key after reading must take exactly that many lines off the accepted count.
    /// The first line is not kept (it would make the entry 40 bytes instead of 32 in the hot loop).
    std::uint32_t lines = 0;
    std::uint64_t hash = 0; ///< modelHash() of the key bytes
    std::uint64_t count = 0;
};

/// @brief Counts distinct keys. Open addressing over a dense entry vector; keys are copied once,
/// on first sight, into an arena so the caller's buffers can be reused immediately.
///
/// Written for the hot loop of `analyze`: the probe array holds 8 bytes per slot (a hash tag and
/// an entry index) so that most misses are resolved without touching the entry or the key bytes.
class KeyCounter {
public:
    KeyCounter();

    /// Adds @p count to @p key whose modelHash() is @p hash, read from @p lines input lines.
    void add(std::string_view key, std::uint64_t hash, std::uint64_t count, std::uint32_t lines = 1);

    /// One addition for addBatch(), of @p lines input lines of one key; the key bytes must stay valid until
    /// addBatch() returns. 32 bytes: the key's pointer and size are stored apart so that the lines fit beside them.
    struct PendingKey {
        const char* data = nullptr;
        std::uint32_t size = 0;
        std::uint32_t lines = 1;
        std::uint64_t hash = 0;
        std::uint64_t count = 0;
        [[nodiscard]] std::string_view key() const noexcept { return {data, size}; }
    };
    /// Same as add() for each of the @p n items in order, but overlaps the cache misses of
    /// consecutive lookups (prefetching), which dominate on tables larger than the CPU caches.
    void addBatch(const PendingKey* items, std::size_t n);

    /// Adds every key of @p other (used to merge per-thread counters).
    void mergeFrom(const KeyCounter& other);

    /// The probe slots the table needs so that @p moreKeys new keys fit without growing while they are added
    /// (a power of two, at least the current number).
    [[nodiscard]] std::size_t slotsFor(std::size_t moreKeys) const noexcept;
    /// Grows the probe table to @p slots (a power of two) now, if it is smaller: mergeFrom() sizes the table for
    /// the union this way, so that it grows at most once instead of at every doubling on the way.
    void growTo(std::size_t slots);

    [[nodiscard]] std::size_t distinct() const noexcept { return m_entries.size(); }
    [[nodiscard]] std::string_view keyOf(const TalliedKey& entry) const noexcept {
        return {m_arena.data() + entry.offset, entry.length};
    }
    [[nodiscard]] std::span<const TalliedKey> entries() const noexcept { return m_entries.span(); }
    /// Bytes of all keys (they are stored back to back).
    [[nodiscard]] std::size_t arenaBytes() const noexcept { return m_arena.size(); }

    /// Moves the contents out (the counter is empty afterwards).
    void release(PodArray<char>& arena, PodArray<TalliedKey>& entries);

private:
    struct Slot {
        std::uint32_t tag = 0;   ///< upper 32 bits of the hash
        std::uint32_t index = 0; ///< entry index + 1; 0 = empty
    };
    /// add(), inlined into the batch pipeline; only a new key's insert() stays a call.
    void addInline(std::string_view key, std::uint64_t hash, std::uint64_t count, std::uint32_t lines);
    /// Appends a key not in the table yet, whose probe ended at the empty slot @p pos.
    void insert(std::uint64_t pos, std::string_view key, std::uint64_t hash, std::uint64_t count, std::uint32_t lines);
    void grow();
    void rehash(std::size_t slots);
    /// addBatch()'s pipeline over @p n items; @p itemAt(i) gives item i's key, hash, count and lines.
    template <typename ItemAt>
    void addPipelined(std::size_t n, const ItemAt& itemAt);

    PodArray<Slot> m_slots;
    std::uint64_t m_mask = 0;
    PodArray<TalliedKey> m_entries;
    PodArray<char> m_arena;
};

/// @brief Immutable result of counting: distinct keys with counts. Keys are in first-seen order when
/// read with one thread; with several, readKeyList() counts each hash partition on its own thread and
/// the keys come grouped by partition, each group in first-seen order. Nothing should depend on the
/// order (analysis breaks ties by key bytes).
class KeyTally {
public:
    KeyTally() = default;
    explicit KeyTally(KeyCounter&& counter);
    /// Concatenates counters that have no key in common (e.g. the counters of disjoint hash
    /// partitions) without any lookup: the keys of @p disjointParts[0] first, then [1], and so on.
    explicit KeyTally(std::vector<KeyCounter>&& disjointParts);

    [[nodiscard]] std::size_t distinct() const noexcept { return m_entries.size(); }
    [[nodiscard]] std::span<const TalliedKey> entries() const noexcept { return m_entries.span(); }
    [[nodiscard]] std::string_view keyOf(const TalliedKey& entry) const noexcept {
        return {m_arena.data() + entry.offset, entry.length};
    }
    [[nodiscard]] std::uint64_t totalCount() const noexcept { return m_total; }

    /// The keys for which @p keep(entry) is true, in the same order, with their counts and lines: a copy
    /// without any lookup (used to drop the keys a strategy rejects after reading).
    template <typename Keep>
    [[nodiscard]] KeyTally filtered(const Keep& keep) const {
        KeyTally out;
        for (const TalliedKey& entry : m_entries) {
            if (keep(entry)) {
                out.appendDistinct(keyOf(entry), entry);
            }
        }
        return out;
    }

private:
    void appendDistinct(std::string_view key, TalliedKey entry);

    PodArray<char> m_arena;
    PodArray<TalliedKey> m_entries;
    std::uint64_t m_total = 0;
};

} // namespace partiscope

namespace partiscope {

/// @brief Tallied items carry their logical key and, when it differs, the value of the strategy's
/// source attribute, joined by a NUL byte. NUL cannot occur in accepted keys, so the split is
/// unambiguous; without a NUL the source is the key itself (the `--keys` case).
inline constexpr char kSourceSeparator = '\0';

struct LogicalItem {
    std::string_view key;
    std::string_view source;
};

inline LogicalItem splitTalliedItem(std::string_view tallied) noexcept {
    const auto nul = tallied.find(kSourceSeparator);
    if (nul == std::string_view::npos) {
        return {tallied, tallied};
    }
    return {tallied.substr(0, nul), tallied.substr(nul + 1)};
}

} // namespace partiscope
