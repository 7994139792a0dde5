#pragma once

// Internal to the access-log import and replay: dense ids for the distinct keys of a log. Open addressing over
// XXH3 hashes, because the lookup runs once per log line and a node-based map's allocation and pointer chase per
// key would dominate the read of a 10-million-line log.

#include "partiscope/hashing.h"

#include <cstdint>
#include <cstring>
#include <optional>
#include <string>
#include <string_view>
#include <type_traits>
#include <vector>

namespace partiscope::access_log {

/// No value beside a key: a KeyIds slot is the key alone.
struct NoKeyValue {};

/// Dense key ids, and a @p Value per key kept in the key's slot: a tally that adds to a key's value per log line then
/// touches one cache line per line, not a slot and then a separate array by id.
template <class Value>
class KeyTable {
public:
    /// The id of @p key (0, 1, 2... in order of first appearance), added when new.
    std::uint32_t idOf(std::string_view key) { return slotOf(key, modelHash(key)).id; }

    /// The value of @p key (value-initialized when new), whose modelHash() is @p hash; @p added says whether it was.
    Value& valueOf(std::string_view key, std::uint64_t hash, bool& added) {
        const std::size_t before = m_names.size();
        Value& value = slotOf(key, hash).value;
        added = m_names.size() != before;
        return value;
    }

    /// Starts loading the slot where a key of @p hash is looked for first: a tally that knows its next keys a few
    /// lines ahead then waits for memory once for several lines, not once per line.
    void prefetch(std::uint64_t hash) const noexcept {
        if (!m_slots.empty()) {
            __builtin_prefetch(&m_slots[hash & (m_slots.size() - 1)], 1);
        }
    }

    /// The values by id.
    [[nodiscard]] std::vector<Value> valuesById() const {
        std::vector<Value> values(m_names.size());
        for (const Slot& slot : m_slots) {
            if (slot.id != kEmpty) {
                values[slot.id] = slot.value;
            }
        }
        return values;
    }

private:
    struct Slot;
    Slot& slotOf(std::string_view key, std::uint64_t hash) {
        if ((m_names.size() + 1) * 4 > m_slots.size() * 3) {
            grow();
        }
        const std::size_t mask = m_slots.size() - 1;
        for (std::size_t i = hash & mask;; i = (i + 1) & mask) {
            Slot& slot = m_slots[i];
            if (slot.id == kEmpty) {
                slot.hash = hash;
                slot.id = static_cast<std::uint32_t>(m_names.size());
                slot.length = static_cast<std::uint32_t>(key.size());
                if (key.size() <= kInline) {
                    std::memcpy(slot.bytes, key.data(), key.size());
                }
                m_names.emplace_back(key);
                return slot;
            }
            if (slot.hash == hash && matches(slot, key)) {
                return slot;
            }
        }
    }

public:
    /// The id of @p key if it was added.
    [[nodiscard]] std::optional<std::uint32_t> find(std::string_view key) const {
        if (m_slots.empty()) {
            return std::nullopt;
        }
        const std::uint64_t hash = modelHash(key);
        const std::size_t mask = m_slots.size() - 1;
        for (std::size_t i = hash & mask;; i = (i + 1) & mask) {
            const Slot& slot = m_slots[i];
            if (slot.id == kEmpty) {
                return std::nullopt;
            }
            if (slot.hash == hash && matches(slot, key)) {
                return slot.id;
            }
        }
    }

    [[nodiscard]] std::size_t size() const noexcept { return m_names.size(); }
    [[nodiscard]] const std::vector<std::string>& names() const noexcept { return m_names; }

private:
    static constexpr std::uint32_t kEmpty = UINT32_MAX;
    /// Keys up to this long are kept in the slot too: a lookup then touches one cache line, not a second one for
    /// the key's bytes (log keys such as `USER#000123` are short).
    static constexpr std::size_t kInline = 16;
    // A slot with a value fills a cache line of its own (64 bytes with TraceCounts).
    struct alignas(std::is_empty_v<Value> ? 8 : 64) Slot {
        std::uint64_t hash = 0;
        std::uint32_t id = kEmpty;
        std::uint32_t length = 0;
        char bytes[kInline] = {};
        [[no_unique_address]] Value value{};
    };

    bool matches(const Slot& slot, std::string_view key) const {
        if (slot.length != key.size()) {
            return false;
        }
        if (key.size() >= 8 && key.size() <= kInline) {
            // Two 8-byte words (overlapping when shorter than 16) instead of a call to memcmp per lookup.
            std::uint64_t a[2];
            std::uint64_t b[2];
            std::memcpy(&a[0], slot.bytes, 8);
            std::memcpy(&b[0], key.data(), 8);
            std::memcpy(&a[1], slot.bytes + key.size() - 8, 8);
            std::memcpy(&b[1], key.data() + key.size() - 8, 8);
            return a[0] == b[0] && a[1] == b[1];
        }
        if (key.size() < 8) {
            return std::memcmp(slot.bytes, key.data(), key.size()) == 0;
        }
        return m_names[slot.id] == key;
    }

    void grow() {
        std::vector<Slot> slots(m_slots.empty() ? 1024 : m_slots.size() * 2);
        const std::size_t mask = slots.size() - 1;
        for (const Slot& slot : m_slots) {
            if (slot.id == kEmpty) {
                continue;
            }
            std::size_t i = slot.hash & mask;
            while (slots[i].id != kEmpty) {
                i = (i + 1) & mask;
            }
            slots[i] = slot;
        }
        m_slots = std::move(slots);
    }

    std::vector<Slot> m_slots;
    std::vector<std::string> m_names;
};

using KeyIds = KeyTable<NoKeyValue>;

} // namespace partiscope::access_log
