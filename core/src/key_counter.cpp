#include "partiscope/key_tally.h"

#include "fresh_memory.h"
#include "tally_hot_loop.h"

#include <algorithm>
#include <cstdint>
#include <cstring>

#if defined(__linux__)
#include <sys/mman.h>
#endif

namespace partiscope {

namespace detail {

/// Prepares [data, data + bytes), freshly allocated memory about to be filled: populates the first @p writeNow
/// bytes (those written right away) in one system call instead of taking a page fault per 4 KiB page on first
/// touch. Advisory only: errors (old kernels) are ignored.
void prepareFreshMemory([[maybe_unused]] void* data, [[maybe_unused]] std::size_t bytes,
                        [[maybe_unused]] std::size_t writeNow) {
#if defined(__linux__)
    constexpr std::uintptr_t kPage = 4096;
    const auto address = reinterpret_cast<std::uintptr_t>(data);
#if defined(MADV_POPULATE_WRITE)
    if (writeNow >= (64u << 10)) {
        const auto begin = address & ~(kPage - 1);
        const auto end = (address + std::min(writeNow, bytes) + kPage - 1) & ~(kPage - 1);
        ::madvise(reinterpret_cast<void*>(begin), end - begin, MADV_POPULATE_WRITE);
    }
#endif
#endif
}

} // namespace detail

namespace {

constexpr std::size_t kInitialSlots = 1024;

/// The appended arrays are faulted in this much at a time, ahead of their writes (see faultInNextChunk()).
constexpr std::size_t kFaultChunkBytes = std::size_t{2} << 20;

/// Called after @p array grew from @p before elements: when that entered a new 2 MiB chunk of it, faults in the
/// chunk after it in one system call. The arrays keep 4 KiB pages: a 2 MiB huge page here took 0.16-0.3 ms to fault
/// in, but 5-31 ms in bursts, the host being slow to hand back the memory; 2 MiB of 4 KiB pages took 0.5-1.4 ms
/// every time. One call per 2 MiB instead of a fault per 4 KiB page keeps their cost down.
template <typename T>
void faultInNextChunk(PodArray<T>& array, std::size_t before) {
    const std::size_t chunk = array.size() * sizeof(T) / kFaultChunkBytes;
    if (before * sizeof(T) / kFaultChunkBytes == chunk) {
        return;
    }
    const std::size_t begin = (chunk + 1) * kFaultChunkBytes;
    const std::size_t end = std::min(array.capacity() * sizeof(T), begin + kFaultChunkBytes);
    if (end > begin) {
        detail::prepareFreshMemory(reinterpret_cast<char*>(array.data()) + begin, end - begin, end - begin);
    }
}

/// Faults in @p array's memory from its end up to @p n elements, in one system call: what is about to be appended.
template <typename T>
void faultInUpTo(PodArray<T>& array, std::size_t n) {
    if (n > array.size()) {
        const std::size_t bytes = (n - array.size()) * sizeof(T);
        detail::prepareFreshMemory(array.data() + array.size(), bytes, bytes);
    }
}

/// Whether @p keys would fill more than half of @p slots: the table's load factor stays at or below 1/2, so that
/// probe chains stay short on skewed inputs.
bool overloaded(std::size_t keys, std::size_t slots) {
    return keys * 2 > slots;
}

} // namespace

KeyCounter::KeyCounter() : m_slots(PodArray<Slot>::zeroed(kInitialSlots)), m_mask(kInitialSlots - 1) {}

namespace {

std::uint32_t addLines(std::uint32_t lines, std::uint32_t more) {
    return lines > UINT32_MAX - more ? UINT32_MAX : lines + more;
}

/// What KeyCounter::addPipelined() adds per item.
struct PipelinedItem {
    std::string_view key;
    std::uint64_t hash;
    std::uint64_t count;
    std::uint32_t lines;
};

} // namespace

void KeyCounter::add(std::string_view key, std::uint64_t hash, std::uint64_t count, std::uint32_t lines) {
    addInline(key, hash, count, lines);
}

[[gnu::always_inline]] inline void KeyCounter::addInline(std::string_view key, std::uint64_t hash, std::uint64_t count,
                                                         std::uint32_t lines) {
    const auto tag = static_cast<std::uint32_t>(hash >> 32);
    std::uint64_t pos = hash & m_mask;
    for (;;) {
        const Slot& slot = m_slots[pos];
        if (slot.index == 0) {
            break;
        }
        if (slot.tag == tag) {
            TalliedKey& entry = m_entries[slot.index - 1];
            if (entry.hash == hash && entry.length == key.size() &&
                detail::sameBytes(m_arena.data() + entry.offset, key.data(), key.size())) {
                entry.count = detail::addCount(entry.count, count);
                entry.lines = addLines(entry.lines, lines);
                return;
            }
        }
        pos = (pos + 1) & m_mask;
    }
    insert(pos, key, hash, count, lines);
}

[[gnu::noinline]] void KeyCounter::insert(std::uint64_t pos, std::string_view key, std::uint64_t hash,
                                          std::uint64_t count, std::uint32_t lines) {
    TalliedKey entry;
    entry.offset = m_arena.size();
    entry.length = static_cast<std::uint32_t>(key.size());
    entry.hash = hash;
    entry.count = count;
    entry.lines = lines;
    // PodArray grows large arrays in place (no copy, no second allocation), see pod_array.h.
    m_arena.append(key.data(), key.size());
    m_entries.push_back(entry);
    faultInNextChunk(m_arena, entry.offset);
    faultInNextChunk(m_entries, m_entries.size() - 1);
    m_slots[pos] = Slot{static_cast<std::uint32_t>(hash >> 32), static_cast<std::uint32_t>(m_entries.size())};
    if (overloaded(m_entries.size(), m_slots.size())) {
        grow();
    }
}

template <typename ItemAt>
void KeyCounter::addPipelined(std::size_t n, const ItemAt& itemAt) {
    // A lookup in a large table is three dependent cache misses: the probe slot, the entry, the key
    // bytes. Software pipeline over the batch: item i + 3D gets its slot prefetched, item i + 2D its
    // entry (the slot has arrived by then), item i + D its key bytes, and item i is added. At 8 items a stage the
    // loads still waited on this VM's memory (analyze of 10M keys: 250-290 ms of CPU at 8, 240-250 ms at 16-32).
    constexpr std::size_t kDistance = 16;
    auto entryOf = [this](std::uint64_t hash) -> const TalliedKey* {
        const Slot& slot = m_slots[hash & m_mask];
        if (slot.index != 0 && slot.tag == static_cast<std::uint32_t>(hash >> 32)) {
            return &m_entries[slot.index - 1];
        }
        return nullptr;
    };
    for (std::size_t i = 0; i < n + 3 * kDistance; ++i) {
        if (i < n) {
            __builtin_prefetch(&m_slots[itemAt(i).hash & m_mask]);
        }
        if (i >= kDistance && i - kDistance < n) {
            if (const TalliedKey* entry = entryOf(itemAt(i - kDistance).hash)) {
                __builtin_prefetch(entry);
            }
        }
        if (i >= 2 * kDistance && i - 2 * kDistance < n) {
            if (const TalliedKey* entry = entryOf(itemAt(i - 2 * kDistance).hash)) {
                __builtin_prefetch(m_arena.data() + entry->offset);
            }
        }
        if (i >= 3 * kDistance) {
            const auto item = itemAt(i - 3 * kDistance);
            addInline(item.key, item.hash, item.count, item.lines);
        }
    }
}

void KeyCounter::addBatch(const PendingKey* items, std::size_t n) {
    addPipelined(n, [items](std::size_t i) {
        return PipelinedItem{items[i].key(), items[i].hash, items[i].count, items[i].lines};
    });
}

void KeyCounter::grow() {
    rehash(m_slots.size() * 2);
}

std::size_t KeyCounter::slotsFor(std::size_t moreKeys) const noexcept {
    std::size_t slots = m_slots.size();
    while (overloaded(m_entries.size() + moreKeys, slots)) {
        slots *= 2;
    }
    return slots;
}

void KeyCounter::growTo(std::size_t slots) {
    if (slots > m_slots.size()) {
        rehash(slots);
    }
}

void KeyCounter::rehash(std::size_t slots) {
    // The entries hold every hash, so the old slots are not needed: the table grows in place and is
    // refilled. Only the added half is new memory, not a whole new table per doubling.
    m_slots.assignZeroed(slots);
    // The new part has never been written: all of it is written in the refill below, at random.
    detail::prepareFreshMemory(m_slots.data(), slots * sizeof(Slot), slots * sizeof(Slot));
    const std::uint64_t mask = slots - 1;
    // Each entry lands in a random slot: the slot 16 entries ahead is fetched while this one is placed.
    constexpr std::size_t kAhead = 16;
    for (std::size_t i = 0; i < m_entries.size(); ++i) {
        if (i + kAhead < m_entries.size()) {
            __builtin_prefetch(&m_slots[m_entries[i + kAhead].hash & mask], 1);
        }
        const std::uint64_t hash = m_entries[i].hash;
        std::uint64_t pos = hash & mask;
        while (m_slots[pos].index != 0) {
            pos = (pos + 1) & mask;
        }
        m_slots[pos] = Slot{static_cast<std::uint32_t>(hash >> 32), static_cast<std::uint32_t>(i + 1)};
    }
    m_mask = mask;
}

void KeyCounter::mergeFrom(const KeyCounter& other) {
    // Size the table for the union up front (at most one rehash), then add with prefetching.
    growTo(slotsFor(other.m_entries.size()));
    const auto& entries = other.m_entries;
    addPipelined(entries.size(), [&](std::size_t i) {
        const TalliedKey& entry = entries[i];
        return PipelinedItem{other.keyOf(entry), entry.hash, entry.count, entry.lines};
    });
}

void KeyCounter::release(PodArray<char>& arena, PodArray<TalliedKey>& entries) {
    arena = std::move(m_arena);
    entries = std::move(m_entries);
    *this = KeyCounter();
}

KeyTally::KeyTally(KeyCounter&& counter) {
    counter.release(m_arena, m_entries);
    for (const TalliedKey& entry : m_entries) {
        m_total += entry.count;
    }
}

void KeyTally::appendDistinct(std::string_view key, TalliedKey entry) {
    entry.offset = m_arena.size();
    m_arena.append(key.data(), key.size());
    m_total += entry.count;
    m_entries.push_back(entry);
}

KeyTally::KeyTally(std::vector<KeyCounter>&& disjointParts) {
    if (disjointParts.empty()) {
        return;
    }
    // The first part's arrays become the result and grow in place; the others are appended.
    disjointParts.front().release(m_arena, m_entries);
    std::size_t entryCount = m_entries.size();
    std::size_t bytes = m_arena.size();
    for (std::size_t i = 1; i < disjointParts.size(); ++i) {
        entryCount += disjointParts[i].distinct();
        bytes += disjointParts[i].arenaBytes();
    }
    m_entries.reserve(entryCount);
    m_arena.reserve(bytes);
    // What is appended below goes to memory never written yet.
    faultInUpTo(m_entries, entryCount);
    faultInUpTo(m_arena, bytes);
    for (std::size_t i = 1; i < disjointParts.size(); ++i) {
        PodArray<char> arena;
        PodArray<TalliedKey> entries;
        disjointParts[i].release(arena, entries);
        const std::uint64_t base = m_arena.size();
        m_arena.append(arena.data(), arena.size());
        const std::size_t first = m_entries.size();
        m_entries.append(entries.data(), entries.size());
        for (std::size_t e = first; e < m_entries.size(); ++e) {
            m_entries[e].offset += base;
        }
    }
    for (const TalliedKey& entry : m_entries) {
        m_total += entry.count;
    }
}

} // namespace partiscope
