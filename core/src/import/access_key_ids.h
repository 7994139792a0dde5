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
#include <vector>

namespace partiscope::access_log {

class KeyIds {
public:
    /// The id of @p key (0, 1, 2... in order of first appearance), added when new.
    std::uint32_t idOf(std::string_view key) {
        if ((m_names.size() + 1) * 4 > m_slots.size() * 3) {
            grow();
        }
        const std::uint64_t hash = modelHash(key);
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
                return slot.id;
            }
            if (slot.hash == hash && matches(slot, key)) {
                return slot.id;
            }
        }
    }

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
    struct Slot {
        std::uint64_t hash = 0;
        std::uint32_t id = kEmpty;
        std::uint32_t length = 0;
        char bytes[kInline] = {};
    };

    bool matches(const Slot& slot, std::string_view key) const {
        if (slot.length != key.size()) {
            return false;
        }
        if (key.size() <= kInline) {
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

} // namespace partiscope::access_log
