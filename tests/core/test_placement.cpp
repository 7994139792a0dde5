#include <catch2/catch.hpp>

#include "partiscope/hashing.h"
#include "partiscope/placement.h"

#include <algorithm>
#include <cstdint>
#include <random>
#include <string>
#include <vector>

using namespace partiscope;

TEST_CASE("parsePlacementModel and placementModelName", "[placement]") {
    PlacementModel model = PlacementModel::Range;
    REQUIRE(parsePlacementModel("mod", model));
    REQUIRE(model == PlacementModel::Mod);
    REQUIRE(parsePlacementModel("range", model));
    REQUIRE(model == PlacementModel::Range);

    model = PlacementModel::Mod;
    REQUIRE_FALSE(parsePlacementModel("Range", model));
    REQUIRE_FALSE(parsePlacementModel("", model));
    REQUIRE_FALSE(parsePlacementModel("ranges", model));
    REQUIRE(model == PlacementModel::Mod); // untouched on failure

    REQUIRE(placementModelName(PlacementModel::Mod) == "mod");
    REQUIRE(placementModelName(PlacementModel::Range) == "range");
}

TEST_CASE("modelHash is XXH3-64 with seed 0 and is stable", "[placement][hash]") {
    for (const std::string& key :
         std::vector<std::string>{"", "a", "BOARD#global", "2014-07-09", "caf\xC3\xA9", std::string(3000, 'q')}) {
        INFO(key.size());
        REQUIRE(modelHash(key) == XXH3_64bits(key.data(), key.size()));
        REQUIRE(modelHash(key) == XXH3_64bits_withSeed(key.data(), key.size(), 0));
        REQUIRE(seededHash(key, 0) == modelHash(key));
        REQUIRE(seededHash(key, 42) == XXH3_64bits_withSeed(key.data(), key.size(), 42));
    }
    REQUIRE(seededHash("a", 1) != modelHash("a"));
    // Pinned values (computed once with libxxhash 0.8.1): a change of hash changes every
    // placement users have seen, so it must be deliberate.
    REQUIRE(modelHash("") == 0x2D06800538D394C2ull); // the published XXH3-64 of empty input
    REQUIRE(modelHash("a") == 0xE6C632B61E964E1Full);
    REQUIRE(modelHash("BOARD#global") == 0xA1F54AAD53C30605ull);
    REQUIRE(modelHash("2014-07-09") == 0x4450F5522508A359ull);
    REQUIRE(kModelHashName == "xxh3-64");
    REQUIRE_THAT(std::string(kModelNote), Catch::Contains("undocumented"));
}

TEST_CASE("PartitionMap mod model is hash mod B", "[placement]") {
    const PartitionMap map(PlacementModel::Mod, 10);
    REQUIRE(map.model() == PlacementModel::Mod);
    REQUIRE(map.buckets() == 10);
    REQUIRE(map.bucketOfHash(0) == 0);
    REQUIRE(map.bucketOfHash(9) == 9);
    REQUIRE(map.bucketOfHash(10) == 0);
    REQUIRE(map.bucketOfHash(12345) == 5);
    REQUIRE(map.bucketOfHash(UINT64_MAX) == 5); // 18446744073709551615 mod 10
    REQUIRE(map.bucketOfKey("BOARD#global") == 0xA1F54AAD53C30605ull % 10);

    const PartitionMap one(PlacementModel::Mod, 1);
    REQUIRE(one.bucketOfHash(0) == 0);
    REQUIRE(one.bucketOfHash(UINT64_MAX) == 0);

    const PartitionMap big(PlacementModel::Mod, 65536);
    REQUIRE(big.bucketOfHash(0x123456789ABCDEF0ull) == 0xDEF0u);
    REQUIRE(big.bucketOfHash(UINT64_MAX) == 65535u);
}

TEST_CASE("PartitionMap mod model: a power-of-two B (a mask) gives hash mod B like any other B", "[placement]") {
    std::mt19937_64 random(20261202);
    for (const std::uint32_t buckets : {1u, 2u, 3u, 7u, 64u, 1000u, 1024u, 4096u, 65535u, 65536u}) {
        const PartitionMap map(PlacementModel::Mod, buckets);
        for (int i = 0; i < 10000; ++i) {
            const std::uint64_t hash = i < 3 ? std::uint64_t{0} - static_cast<std::uint64_t>(i) : random();
            INFO("B = " << buckets << ", hash = " << hash);
            REQUIRE(map.bucketOfHash(hash) == hash % buckets);
        }
    }
}

TEST_CASE("PartitionMap range model: contiguous, equal ranges of the hash space", "[placement]") {
    SECTION("B = 4: quarters of 2^64") {
        const PartitionMap map(PlacementModel::Range, 4);
        REQUIRE(map.rangeStart(0) == 0);
        REQUIRE(map.rangeStart(1) == (std::uint64_t{1} << 62));
        REQUIRE(map.rangeStart(2) == (std::uint64_t{1} << 63));
        REQUIRE(map.rangeStart(3) == 3 * (std::uint64_t{1} << 62));
        REQUIRE(map.bucketOfHash(0) == 0);
        REQUIRE(map.bucketOfHash((std::uint64_t{1} << 62) - 1) == 0);
        REQUIRE(map.bucketOfHash(std::uint64_t{1} << 62) == 1);
        REQUIRE(map.bucketOfHash((std::uint64_t{1} << 63) - 1) == 1);
        REQUIRE(map.bucketOfHash(std::uint64_t{1} << 63) == 2);
        REQUIRE(map.bucketOfHash(UINT64_MAX) == 3);
    }
    SECTION("B = 3: boundaries round up") {
        const PartitionMap map(PlacementModel::Range, 3);
        // 2^64 / 3 = 6148914691236517205.33..., so bucket 1 starts at ...206.
        REQUIRE(map.rangeStart(1) == 6148914691236517206ull);
        // 2 * 2^64 / 3 = 12297829382473034410.67..., so bucket 2 starts at ...411.
        REQUIRE(map.rangeStart(2) == 12297829382473034411ull);
        REQUIRE(map.bucketOfHash(6148914691236517205ull) == 0);
        REQUIRE(map.bucketOfHash(6148914691236517206ull) == 1);
        REQUIRE(map.bucketOfHash(12297829382473034410ull) == 1);
        REQUIRE(map.bucketOfHash(12297829382473034411ull) == 2);
        REQUIRE(map.bucketOfHash(UINT64_MAX) == 2);
    }
    SECTION("B = 1 owns everything") {
        const PartitionMap map(PlacementModel::Range, 1);
        REQUIRE(map.rangeStart(0) == 0);
        REQUIRE(map.bucketOfHash(0) == 0);
        REQUIRE(map.bucketOfHash(UINT64_MAX) == 0);
        REQUIRE(map.bucketOfHash(0x8000000000000000ull) == 0);
    }
    SECTION("every bucket i owns exactly [rangeStart(i), rangeStart(i+1))") {
        for (std::uint32_t b : {2u, 3u, 7u, 10u, 1000u, 4096u, 65535u, 65536u}) {
            INFO("B = " << b);
            const PartitionMap map(PlacementModel::Range, b);
            REQUIRE(map.rangeStart(0) == 0);
            REQUIRE(map.bucketOfHash(0) == 0);
            REQUIRE(map.bucketOfHash(UINT64_MAX) == b - 1);
            bool ok = true;
            std::uint64_t previous = 0;
            for (std::uint32_t i = 1; i < b && ok; ++i) {
                const std::uint64_t start = map.rangeStart(i);
                ok = start > previous && map.bucketOfHash(start) == i && map.bucketOfHash(start - 1) == i - 1;
                // The ranges are equal up to one hash value.
                const std::uint64_t width = start - previous;
                const std::uint64_t ideal = static_cast<std::uint64_t>((static_cast<Uint128>(1) << 64) / b);
                ok = ok && (width == ideal || width == ideal + 1);
                if (!ok) {
                    INFO("bucket " << i);
                    REQUIRE(ok);
                }
                previous = start;
            }
            REQUIRE(ok);
            // The last range ends at UINT64_MAX.
            const std::uint64_t lastWidth = UINT64_MAX - map.rangeStart(b - 1) + 1;
            const std::uint64_t ideal = static_cast<std::uint64_t>((static_cast<Uint128>(1) << 64) / b);
            REQUIRE((lastWidth == ideal || lastWidth == ideal + 1));
        }
    }
    SECTION("B = 65536: the top 16 bits of the hash") {
        const PartitionMap map(PlacementModel::Range, 65536);
        REQUIRE(map.rangeStart(1) == (std::uint64_t{1} << 48));
        REQUIRE(map.rangeStart(65535) == 0xFFFF000000000000ull);
        REQUIRE(map.bucketOfHash(0x123456789ABCDEF0ull) == 0x1234u);
        REQUIRE(map.bucketOfHash(0xFFFEFFFFFFFFFFFFull) == 0xFFFEu);
    }
    SECTION("bucket is monotonic in the hash") {
        std::mt19937_64 rng(7);
        std::vector<std::uint64_t> hashes(20000);
        for (auto& h : hashes) {
            h = rng();
        }
        hashes.push_back(0);
        hashes.push_back(UINT64_MAX);
        std::sort(hashes.begin(), hashes.end());
        for (std::uint32_t b : {5u, 97u, 65536u}) {
            const PartitionMap map(PlacementModel::Range, b);
            std::uint32_t last = 0;
            bool monotonic = true;
            for (const auto h : hashes) {
                const auto bucket = map.bucketOfHash(h);
                monotonic = monotonic && bucket >= last && bucket < b;
                last = bucket;
            }
            REQUIRE(monotonic);
            REQUIRE(last == b - 1);
        }
    }
}
