#include <catch2/catch.hpp>

#include "partiscope/shard_estimate.h"

#include <cmath>
#include <limits>
#include <string>

using namespace partiscope;

namespace {

ShardEstimate estimate(double writes, double itemKb, double headroom) {
    std::string error;
    const auto result = estimateShards(writes, itemKb, headroom, error);
    INFO(error);
    REQUIRE(result);
    return *result;
}

std::string rejection(double writes, double itemKb, double headroom) {
    std::string error;
    const auto result = estimateShards(writes, itemKb, headroom, error);
    REQUIRE_FALSE(result);
    REQUIRE_FALSE(error.empty());
    return error;
}

} // namespace

TEST_CASE("estimateShards: seed 004 example, 5000 writes/s of 1 KB", "[estimate]") {
    const auto e = estimate(5000, 1, 0);
    REQUIRE(e.wcuPerSecond == Approx(5000.0));
    REQUIRE(e.minimumShards == 5);
    REQUIRE(e.recommendedShards == 5);
    REQUIRE(e.explanation == "5000 writes/s x 1 WCU per write = 5000 WCU/s; one partition key takes at most 1000 "
                             "WCU/s, so at least 5 shard(s); with 0% headroom: 5");
}

TEST_CASE("estimateShards: item sizes round up to whole KB", "[estimate]") {
    // 1.5 KB costs 2 WCU per write: 5000 * 2 = 10000 WCU/s -> 10 shards.
    const auto e = estimate(5000, 1.5, 0);
    REQUIRE(e.wcuPerSecond == Approx(10000.0));
    REQUIRE(e.minimumShards == 10);
    REQUIRE_THAT(e.explanation, Catch::Contains("x 2 WCU per write"));
    // Anything up to 1 KB costs 1 WCU.
    REQUIRE(estimate(5000, 0.1, 0).minimumShards == 5);
    REQUIRE(estimate(5000, 1.0, 0).wcuPerSecond == Approx(5000.0));
    // 1.01 KB costs 2 WCU.
    REQUIRE(estimate(500, 1.01, 0).wcuPerSecond == Approx(1000.0));
    // The 400 KB item limit: 400 WCU per write.
    const auto big = estimate(5000, 400, 0);
    REQUIRE(big.wcuPerSecond == Approx(2'000'000.0));
    REQUIRE(big.minimumShards == 2000);
}

TEST_CASE("estimateShards: ceilings and headroom", "[estimate]") {
    REQUIRE(estimate(1000, 1, 0).minimumShards == 1); // exactly one partition key's limit
    REQUIRE(estimate(1001, 1, 0).minimumShards == 2);
    REQUIRE(estimate(999.9, 1, 0).minimumShards == 1);
    REQUIRE(estimate(0, 1, 0).minimumShards == 1); // always at least one key
    REQUIRE(estimate(0, 1, 0).recommendedShards == 1);

    const auto e = estimate(5000, 1, 0.5); // 5 * 1.5 = 7.5 -> 8
    REQUIRE(e.minimumShards == 5);
    REQUIRE(e.recommendedShards == 8);
    REQUIRE_THAT(e.explanation, Catch::EndsWith("with 50% headroom: 8"));

    REQUIRE(estimate(3000, 1, 0.2).recommendedShards == 4); // 3.6 -> 4
    REQUIRE(estimate(5000, 1, 0.2).recommendedShards == 6); // 6.0 exactly, no rounding up to 7
    REQUIRE(estimate(1000, 1, 100).recommendedShards == 101);
    REQUIRE(estimate(700, 1, 3.0 / 7.0).recommendedShards == 1); // 0.7 * (10/7) = 1 up to rounding
}

TEST_CASE("estimateShards: invalid inputs are rejected", "[estimate]") {
    const double nan = std::numeric_limits<double>::quiet_NaN();
    const double inf = std::numeric_limits<double>::infinity();
    const std::string writesError = "writes per second must be a number from 0 to 100,000,000, got ";
    const std::string sizeError = "item size must be more than 0 and at most 400 KB (the DynamoDB item limit), got ";
    const std::string headroomError = "headroom must be between 0 and 100 (0.5 = +50%)";

    REQUIRE(rejection(-1, 1, 0) == writesError + "-1");
    REQUIRE(rejection(nan, 1, 0) == writesError + "nan");
    REQUIRE(rejection(inf, 1, 0) == writesError + "inf");
    REQUIRE(rejection(5000, 0, 0) == sizeError + "0");
    REQUIRE(rejection(5000, -1, 0) == sizeError + "-1");
    REQUIRE(rejection(5000, 400.5, 0) == sizeError + "400.5");
    REQUIRE(rejection(5000, nan, 0) == sizeError + "nan");
    REQUIRE(rejection(5000, inf, 0) == sizeError + "inf");
    REQUIRE(rejection(5000, 1, -0.1) == headroomError);
    REQUIRE(rejection(5000, 1, 100.5) == headroomError);
    REQUIRE(rejection(5000, 1, nan) == headroomError);

    SECTION("rates past 10^8 writes/s are rejected, so every shard count fits") {
        // 1e19 writes/s would need 1e16 shards: nonsense, and more than a 32-bit count holds.
        REQUIRE(rejection(1e19, 1, 0) == writesError + "1e+19");
        REQUIRE(requestRateProblem(1e8 + 1).has_value());
        REQUIRE_FALSE(requestRateProblem(1e8).has_value());
        // The largest rate, item and headroom still give an exact count.
        const auto e = estimate(1e8, 400, 100);
        REQUIRE(e.minimumShards == 40'000'000u);
        REQUIRE(e.recommendedShards == 4'040'000'000u);
    }
}
