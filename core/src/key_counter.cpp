#include "partiscope/key_tally.h"

#include <cstring>

namespace partiscope {

namespace {
constexpr std::size_t kInitialSlots = 1024;
}

KeyCounter::KeyCounter() : m_slots(kInitialSlots), m_mask(kInitialSlots - 1) {}

void KeyCounter::add(std::string_view key, std::uint64_t hash, std::uint64_t count) {
    const auto tag = static_cast<std::uint32_t>(hash >> 32);
    std::uint64_t pos = hash & m_mask;
    for (;;) {
        Slot& slot = m_slots[pos];
        if (slot.index == 0) {
            break;
        }
        if (slot.tag == tag) {
            TalliedKey& entry = m_entries[slot.index - 1];
            if (entry.hash == hash && entry.length == key.size() &&
                std::memcmp(m_arena.data() + entry.offset, key.data(), key.size()) == 0) {
                // Saturate rather than wrap; callers reject totals above 2^53 anyway.
                entry.count = (entry.count > UINT64_MAX - count) ? UINT64_MAX : entry.count + count;
                return;
            }
        }
        pos = (pos + 1) & m_mask;
    }
    TalliedKey entry;
    entry.offset = m_arena.size();
    entry.length = static_cast<std::uint32_t>(key.size());
    entry.hash = hash;
    entry.count = count;
    m_arena.append(key);
    m_entries.push_back(entry);
    m_slots[pos] = Slot{tag, static_cast<std::uint32_t>(m_entries.size())};
    // Keep the load factor at or below 1/2: probe chains stay short on skewed inputs.
    if (m_entries.size() * 2 > m_slots.size()) {
        grow();
    }
}

void KeyCounter::grow() {
    std::vector<Slot> bigger(m_slots.size() * 2);
    const std::uint64_t mask = bigger.size() - 1;
    for (std::size_t i = 0; i < m_entries.size(); ++i) {
        const std::uint64_t hash = m_entries[i].hash;
        std::uint64_t pos = hash & mask;
        while (bigger[pos].index != 0) {
            pos = (pos + 1) & mask;
        }
        bigger[pos] = Slot{static_cast<std::uint32_t>(hash >> 32), static_cast<std::uint32_t>(i + 1)};
    }
    m_slots = std::move(bigger);
    m_mask = mask;
}

void KeyCounter::mergeFrom(const KeyCounter& other) {
    for (const TalliedKey& entry : other.m_entries) {
        add(other.keyOf(entry), entry.hash, entry.count);
    }
}

void KeyCounter::release(std::string& arena, std::vector<TalliedKey>& entries) {
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

} // namespace partiscope
