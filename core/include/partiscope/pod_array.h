#pragma once

#include <algorithm>
#include <cstddef>
#include <cstdint>
#include <cstdlib>
#include <cstring>
#include <new>
#include <span>
#include <type_traits>

namespace partiscope {

namespace detail {

/// Bytes from which PodArray keeps its elements in a mapping of their own (see PodArray).
inline constexpr std::size_t kPodArrayMapBytes = std::size_t{2} << 20;

/// A zero-filled mapping of at least @p bytes (rounded up to whole 2 MiB), 2 MiB-aligned; nullptr when the system
/// has none to give. Pages are touched only when written (callers fault in what they are about to write in bulk).
void* mapZeroedBytes(std::size_t& bytes);
/// Moves the mapping [@p data, + @p bytes) to a new one of @p newBytes (rounded as mapZeroedBytes) without
/// copying: the pages themselves move. The new part reads as zero. nullptr (and the old mapping kept) on failure.
void* growMappedBytes(void* data, std::size_t bytes, std::size_t& newBytes);
void unmapBytes(void* data, std::size_t bytes) noexcept;

} // namespace detail

/// @brief A growable array of trivially copyable values, for the large tables of key counting.
///
/// Unlike std::vector, a large array (2 MiB and more) lives in a mapping of its own that grows in place
/// through the page tables: no copy, no second zero-filled allocation per doubling, and only the pages
/// written are ever resident. Counting 10M keys allocated and zero-filled about twice the memory it kept
/// with std::vector, and the kernel's page zeroing was a third of the run time. Small arrays use malloc.
template <typename T>
class PodArray {
    static_assert(std::is_trivially_copyable_v<T>);

public:
    PodArray() = default;
    PodArray(const PodArray& other) { append(other.data(), other.size()); }
    PodArray(PodArray&& other) noexcept { swap(other); }
    PodArray& operator=(const PodArray& other) {
        if (this != &other) {
            PodArray copy(other);
            swap(copy);
        }
        return *this;
    }
    PodArray& operator=(PodArray&& other) noexcept {
        PodArray gone(std::move(other)); // leaves other empty, frees ours at scope end
        swap(gone);
        return *this;
    }
    ~PodArray() { freeStorage(); }

    /// An array of @p n value-initialised (all-zero) elements; large ones come zeroed from the kernel.
    static PodArray zeroed(std::size_t n) {
        PodArray array;
        array.assignZeroed(n);
        return array;
    }

    /// Makes this @p n all-zero elements, reusing the memory it has: a large array grows in place and
    /// only the part it used before is cleared (the rest is fresh, already zero). Clearing memory the
    /// process already has is several times cheaper than the kernel's zeroing of new pages.
    void assignZeroed(std::size_t n) {
        const std::size_t usedBytes = m_capacity * sizeof(T);
        const bool wasMapped = m_mapped;
        m_size = 0;
        reserve(n);
        const std::size_t clear = wasMapped && m_mapped ? std::min(usedBytes, n * sizeof(T)) : n * sizeof(T);
        if (clear > 0) {
            std::memset(static_cast<void*>(m_data), 0, clear);
        }
        m_size = n;
    }

    void swap(PodArray& other) noexcept {
        std::swap(m_data, other.m_data);
        std::swap(m_size, other.m_size);
        std::swap(m_capacity, other.m_capacity);
        std::swap(m_mapped, other.m_mapped);
        std::swap(m_bytes, other.m_bytes);
    }

    [[nodiscard]] T* data() noexcept { return m_data; }
    [[nodiscard]] const T* data() const noexcept { return m_data; }
    [[nodiscard]] std::size_t size() const noexcept { return m_size; }
    [[nodiscard]] std::size_t capacity() const noexcept { return m_capacity; }
    [[nodiscard]] bool empty() const noexcept { return m_size == 0; }
    T& operator[](std::size_t i) noexcept { return m_data[i]; }
    const T& operator[](std::size_t i) const noexcept { return m_data[i]; }
    T* begin() noexcept { return m_data; }
    T* end() noexcept { return m_data + m_size; }
    const T* begin() const noexcept { return m_data; }
    const T* end() const noexcept { return m_data + m_size; }
    [[nodiscard]] std::span<const T> span() const noexcept { return {m_data, m_size}; }

    void reserve(std::size_t n) {
        if (n > m_capacity) {
            grow(n);
        }
    }
    void push_back(const T& value) {
        if (m_size == m_capacity) {
            grow(std::max<std::size_t>(64, m_capacity * 2));
        }
        m_data[m_size++] = value;
    }
    void append(const T* values, std::size_t n) {
        if (n == 0) {
            return;
        }
        if (m_size + n > m_capacity) {
            grow(std::max<std::size_t>({64, m_size + n, m_capacity * 2}));
        }
        std::memcpy(static_cast<void*>(m_data + m_size), values, n * sizeof(T));
        m_size += n;
    }
    void clear() noexcept { m_size = 0; }

private:
    void grow(std::size_t n) {
        if (n == 0) {
            return;
        }
        if (n > SIZE_MAX / sizeof(T)) {
            throw std::bad_alloc();
        }
        std::size_t bytes = n * sizeof(T);
        void* grown = nullptr;
        if (bytes >= detail::kPodArrayMapBytes) {
            if (m_mapped) {
                grown = detail::growMappedBytes(m_data, m_bytes, bytes);
            } else if ((grown = detail::mapZeroedBytes(bytes)) != nullptr && m_size > 0) {
                std::memcpy(grown, static_cast<const void*>(m_data), m_size * sizeof(T));
            }
            if (grown) {
                if (!m_mapped) {
                    std::free(m_data);
                }
                m_mapped = true;
            }
        }
        if (!grown) {
            if (m_mapped) { // no mapping to be had: copy into the heap instead
                bytes = n * sizeof(T);
                grown = std::malloc(bytes);
                if (grown && m_size > 0) {
                    std::memcpy(grown, static_cast<const void*>(m_data), m_size * sizeof(T));
                }
                if (grown) {
                    detail::unmapBytes(m_data, m_bytes);
                    m_mapped = false;
                }
            } else {
                bytes = n * sizeof(T);
                grown = std::realloc(m_data, bytes);
            }
        }
        if (!grown) {
            throw std::bad_alloc();
        }
        m_data = static_cast<T*>(grown);
        m_bytes = bytes;
        m_capacity = bytes / sizeof(T);
    }

    void freeStorage() noexcept {
        if (m_mapped) {
            detail::unmapBytes(m_data, m_bytes);
        } else {
            std::free(m_data);
        }
        m_data = nullptr;
        m_size = m_capacity = m_bytes = 0;
        m_mapped = false;
    }

    T* m_data = nullptr;
    std::size_t m_size = 0;
    std::size_t m_capacity = 0;
    std::size_t m_bytes = 0; ///< allocated bytes (a mapping's length)
    bool m_mapped = false;
};

} // namespace partiscope
