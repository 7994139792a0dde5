// PodArray (the storage of key counting) and KeyCounter on tables large enough to live in their own
// growable mappings (2 MiB and more), where growth moves pages instead of copying them.
#include <catch2/catch.hpp>

#include "partiscope/hashing.h"
#include "partiscope/key_tally.h"
#include "partiscope/pod_array.h"

#include <cstdint>
#include <cstdio>
#include <map>
#include <string>
#include <vector>

using namespace partiscope;

TEST_CASE("PodArray keeps its values while growing past the mapping threshold", "[pod_array]") {
    PodArray<std::uint64_t> values;
    // 1,000,000 values of 8 bytes = 8 MB: heap first, then a mapping that grows in place (2, 4, 8 MiB).
    constexpr std::uint64_t kCount = 1'000'000;
    for (std::uint64_t i = 0; i < kCount; ++i) {
        values.push_back(i * 3 + 1);
    }
    REQUIRE(values.size() == kCount);
    REQUIRE(values.capacity() >= kCount);
    std::uint64_t wrong = 0;
    for (std::uint64_t i = 0; i < kCount; ++i) {
        wrong += values[i] != i * 3 + 1;
    }
    CHECK(wrong == 0);
    // Sum of 3i+1 for i < n: 3 * n(n-1)/2 + n = 3 * 499,999,500,000 + 1,000,000 = 1,499,999,500,000.
    std::uint64_t sum = 0;
    for (const std::uint64_t v : values) {
        sum += v;
    }
    CHECK(sum == 1'499'999'500'000ull);

    const PodArray<std::uint64_t> copy(values);
    REQUIRE(copy.size() == kCount);
    CHECK(copy[0] == 1);
    CHECK(copy[kCount - 1] == 2'999'998);
    PodArray<std::uint64_t> moved(std::move(values));
    CHECK(values.empty());
    CHECK(moved.size() == kCount);
    CHECK(moved[kCount - 1] == 2'999'998);
}

TEST_CASE("PodArray assignZeroed clears reused memory and the grown part", "[pod_array]") {
    for (const std::size_t first : {std::size_t{1000}, std::size_t{300'000}}) { // heap, mapping (2.4 MB)
        PodArray<std::uint64_t> slots = PodArray<std::uint64_t>::zeroed(first);
        for (std::size_t i = 0; i < first; ++i) {
            slots[i] = ~std::uint64_t{0};
        }
        slots.assignZeroed(first * 4); // grows: the old part must be cleared too
        REQUIRE(slots.size() == first * 4);
        std::size_t nonZero = 0;
        for (const std::uint64_t v : slots) {
            nonZero += v != 0;
        }
        CHECK(nonZero == 0);
        slots[7] = 5;
        slots.assignZeroed(10); // shrinks the size, keeps the memory
        REQUIRE(slots.size() == 10);
        CHECK(slots[7] == 0);
    }
}

TEST_CASE("PodArray append of char data keeps every byte", "[pod_array]") {
    PodArray<char> arena;
    std::string expected;
    // 150,000 keys of 20 bytes = 3,000,000 bytes: crosses the 2 MiB threshold once.
    for (int i = 0; i < 150'000; ++i) {
        char key[21];
        std::snprintf(key, sizeof key, "CUST#%010d#EU-W", i);
        arena.append(key, 20);
        expected.append(key, 20);
    }
    REQUIRE(arena.size() == 3'000'000);
    CHECK(std::string(arena.data(), arena.size()) == expected);
}

TEST_CASE("KeyCounter counts a large key set exactly, and disjoint parts join into one tally", "[pod_array][keys]") {
    // 200,000 distinct keys in two parts of about 100,000 (each: entries 3.2 MB and slots 2 MiB, in growable
    // mappings). Key i is added (i % 7) + 1 times: 199,997 = 7 * 28,571, so i < 199,997 gives 28,571 full
    // cycles of 1..7 (28 each) = 799,988, and i = 199,997..199,999 (i % 7 = 0, 1, 2) add 1 + 2 + 3 = 6:
    // 799,994 in all.
    constexpr int kKeys = 200'000;
    auto keyOf = [](int i) { return "KEY#" + std::to_string(i * 7919); };
    std::vector<KeyCounter> parts(2);
    for (int round = 0; round < 7; ++round) {
        for (int i = 0; i < kKeys; ++i) {
            if (i % 7 >= round) {
                const std::string key = keyOf(i);
                const std::uint64_t hash = modelHash(key);
                parts[hash >> 63].add(key, hash, 1);
            }
        }
    }
    const KeyTally tally(std::move(parts));
    REQUIRE(tally.distinct() == kKeys);
    CHECK(tally.totalCount() == 799'994);
    std::map<std::string, std::uint64_t> counts;
    for (const TalliedKey& entry : tally.entries()) {
        counts[std::string(tally.keyOf(entry))] = entry.count;
    }
    REQUIRE(counts.size() == static_cast<std::size_t>(kKeys));
    int wrong = 0;
    for (int i = 0; i < kKeys; ++i) {
        const auto it = counts.find(keyOf(i));
        wrong += it == counts.end() || it->second != static_cast<std::uint64_t>(i % 7 + 1);
    }
    CHECK(wrong == 0);
}

TEST_CASE("KeyCounter grown ahead of its keys keeps every count and does not grow while they are added",
          "[pod_array][keys]") {
    // mergeFrom() grows the table once for the union (growTo with slotsFor of the other counter's keys):
    // afterwards, adding at most that many new keys must not need another growth.
    KeyCounter counter;
    const std::size_t initial = counter.slotsFor(0);
    CHECK(initial == 1024); // the smallest table; load at most 1/2
    CHECK(counter.slotsFor(512) == 1024);
    CHECK(counter.slotsFor(513) == 2048);
    auto keyOf = [](int i) { return "K" + std::to_string(i); };
    for (int i = 0; i < 3000; ++i) {
        counter.add(keyOf(i), modelHash(keyOf(i)), static_cast<std::uint64_t>(i) + 1);
    }
    // 3,000 keys: 8,192 slots (6,000 > 4,096); 5,000 more need 16,384 (16,000 > 8,192).
    CHECK(counter.slotsFor(0) == 8192);
    CHECK(counter.slotsFor(1096) == 8192);
    CHECK(counter.slotsFor(1097) == 16384);
    CHECK(counter.slotsFor(5000) == 16384);
    counter.growTo(counter.slotsFor(5000));
    CHECK(counter.slotsFor(0) == 16384);
    counter.growTo(1024); // never shrinks
    CHECK(counter.slotsFor(0) == 16384);
    for (int i = 0; i < 8000; ++i) { // 5,000 new keys, 3,000 seen again
        counter.add(keyOf(i), modelHash(keyOf(i)), 1);
    }
    CHECK(counter.slotsFor(0) == 16384); // no growth while they were added
    REQUIRE(counter.distinct() == 8000);
    int wrong = 0;
    for (const TalliedKey& entry : counter.entries()) {
        const int i = std::stoi(std::string(counter.keyOf(entry).substr(1)));
        wrong += entry.count != (i < 3000 ? static_cast<std::uint64_t>(i) + 2 : 1);
    }
    CHECK(wrong == 0);
}
