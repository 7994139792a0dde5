#include "partiscope/key_validation.h"
#include "partiscope/number_format.h"

#include "partiscope/dynamodb_limits.h"
#include "partiscope/input_files.h"

#include <cstdint>
#include <cstring>

namespace partiscope {

std::optional<std::size_t> firstInvalidUtf8(std::string_view text) noexcept {
    const auto* bytes = reinterpret_cast<const unsigned char*>(text.data());
    const std::size_t size = text.size();
    std::size_t i = 0;
    while (i < size) {
        // ASCII fast path: most partition keys are plain ASCII; test 8 bytes per step.
        if (i + 8 <= size) {
            std::uint64_t word;
            std::memcpy(&word, bytes + i, 8);
            if ((word & 0x8080808080808080ull) == 0) {
                i += 8;
                continue;
            }
        }
        const unsigned char lead = bytes[i];
        if (lead < 0x80) {
            ++i;
            continue;
        }
        std::size_t length = 0;
        unsigned char minSecond = 0x80;
        unsigned char maxSecond = 0xBF;
        if (lead >= 0xC2 && lead <= 0xDF) {
            length = 2;
        } else if (lead >= 0xE0 && lead <= 0xEF) {
            length = 3;
            if (lead == 0xE0) {
                minSecond = 0xA0; // no overlongs
            } else if (lead == 0xED) {
                maxSecond = 0x9F; // no UTF-16 surrogates
            }
        } else if (lead >= 0xF0 && lead <= 0xF4) {
            length = 4;
            if (lead == 0xF0) {
                minSecond = 0x90;
            } else if (lead == 0xF4) {
                maxSecond = 0x8F; // nothing above U+10FFFF
            }
        } else {
            return i;
        }
        if (i + length > size) {
            return i;
        }
        if (bytes[i + 1] < minSecond || bytes[i + 1] > maxSecond) {
            return i;
        }
        for (std::size_t k = 2; k < length; ++k) {
            if ((bytes[i + k] & 0xC0) != 0x80) {
                return i;
            }
        }
        i += length;
    }
    return std::nullopt;
}

std::optional<std::string> partitionKeyProblem(std::string_view key) {
    if (key.size() < limits::kPartitionKeyMinBytes) {
        return std::string("empty key (a partition key needs at least 1 byte)");
    }
    if (key.size() > limits::kPartitionKeyMaxBytes) {
        return "key is " + groupedCount(key.size()) + " bytes; DynamoDB allows at most " +
               groupedCount(limits::kPartitionKeyMaxBytes);
    }
    if (const auto bad = firstInvalidUtf8(key)) {
        return "invalid UTF-8 at byte " + std::to_string(*bad + 1);
    }
    if (const void* nul = std::memchr(key.data(), '\0', key.size())) {
        const auto at = static_cast<const char*>(nul) - key.data();
        return "NUL byte at byte " + std::to_string(at + 1) + " (binary input?)";
    }
    return std::nullopt;
}

} // namespace partiscope
