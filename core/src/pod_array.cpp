#include "partiscope/pod_array.h"

#include <cstdint>

#if defined(__linux__)
#include <sys/mman.h>
#endif

namespace partiscope::detail {

namespace {

constexpr std::size_t kHugePage = std::size_t{2} << 20;

std::size_t roundUpToHugePages(std::size_t bytes) {
    return (bytes + kHugePage - 1) & ~(kHugePage - 1);
}

} // namespace

#if defined(__linux__) && defined(MREMAP_FIXED)

void* mapZeroedBytes(std::size_t& bytes) {
    if (bytes > SIZE_MAX - 2 * kHugePage) {
        return nullptr;
    }
    const std::size_t size = roundUpToHugePages(bytes);
    // Over-allocate by one huge page and trim, so the mapping starts on a 2 MiB boundary: where the system gives huge
    // pages unasked (THP set to "always"), every 2 MiB of it can be one, and a later growMappedBytes() keeps them
    // whole. Partiscope does not ask for them: see faultInNextChunk() in key_counter.cpp.
    void* raw = ::mmap(nullptr, size + kHugePage, PROT_READ | PROT_WRITE, MAP_PRIVATE | MAP_ANONYMOUS, -1, 0);
    if (raw == MAP_FAILED) {
        return nullptr;
    }
    const auto begin = reinterpret_cast<std::uintptr_t>(raw);
    const auto aligned = (begin + kHugePage - 1) & ~(std::uintptr_t{kHugePage} - 1);
    if (aligned > begin) {
        ::munmap(raw, aligned - begin);
    }
    const std::size_t tail = begin + size + kHugePage - (aligned + size);
    if (tail > 0) {
        ::munmap(reinterpret_cast<void*>(aligned + size), tail);
    }
    void* data = reinterpret_cast<void*>(aligned);
    bytes = size;
    return data;
}

void* growMappedBytes(void* data, std::size_t bytes, std::size_t& newBytes) {
    std::size_t size = newBytes;
    void* target = mapZeroedBytes(size); // reserves an aligned range the pages then move into
    if (!target) {
        return nullptr;
    }
    void* moved = ::mremap(data, bytes, size, MREMAP_MAYMOVE | MREMAP_FIXED, target);
    if (moved == MAP_FAILED) {
        ::munmap(target, size);
        return nullptr;
    }
    newBytes = size;
    return moved;
}

void unmapBytes(void* data, std::size_t bytes) noexcept {
    if (data) {
        ::munmap(data, bytes);
    }
}

#else

// Without mremap() PodArray keeps every array on the heap.
void* mapZeroedBytes(std::size_t&) {
    return nullptr;
}

void* growMappedBytes(void*, std::size_t, std::size_t&) {
    return nullptr;
}

void unmapBytes(void*, std::size_t) noexcept {}

#endif

} // namespace partiscope::detail
