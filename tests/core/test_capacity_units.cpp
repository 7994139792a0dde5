// DynamoDB's capacity units, from one module (DG read-write-capacity-mode.html,
// provisioned-capacity-mode.html "Read capacity units" / "Write capacity units"; Query rounding:
// Query.html#Query.Throughput).
#include "partiscope/capacity_units.h"
#include "partiscope/shard_estimate.h"

#include <catch2/catch.hpp>

using namespace partiscope;

TEST_CASE("capacity units: 1 WCU per started KB, 1 RCU per started 4 KB, half eventual, twice transactional",
          "[units]") {
    CHECK(units::writeUnits(1.0) == 1);
    CHECK(units::writeUnits(1.5) == 2);
    CHECK(units::writeUnits(3.5) == 4);
    CHECK(units::writeUnits(400) == 400);
    CHECK(units::writeUnits(0.001) == 1);
    CHECK(units::writeUnits(3.5, true) == 8);
    CHECK(units::writeUnits(1.0, Consistency::Transactional) == 2);
    CHECK(units::writeUnits(1.0, Consistency::Eventual) == 1);
    // An 8 KB item: 2 RCU strongly consistent, 1 eventually, 4 transactional; 9 KB starts a third 4 KB.
    CHECK(units::readUnits(8, Consistency::Strong) == 2);
    CHECK(units::readUnits(8, Consistency::Eventual) == 1);
    CHECK(units::readUnits(8, Consistency::Transactional) == 4);
    CHECK(units::readUnits(9, Consistency::Strong) == 3);
    CHECK(units::readUnits(1, Consistency::Eventual) == 0.5);
}

TEST_CASE("capacity units: sizes are whole bytes, so a float's hair above a KB is not another KB", "[units]") {
    CHECK(units::itemBytes(1.0) == 1024);
    CHECK(units::itemBytes(1.0000000000001) == 1024);
    CHECK(units::itemBytes(1.001) == 1026); // 1,025.024 bytes: the next whole byte
    CHECK(units::writeUnits(1.0000000000001) == 1);
    CHECK(units::writeUnits(1025.0 / 1024) == 2); // one byte over a KB starts the second
    CHECK(units::readUnits(4097.0 / 1024, Consistency::Strong) == 2);
    // The shard estimate counts the same units as everything else (it once took ceil(1.0000000000001) = 2).
    std::string error;
    const auto estimate = estimateShards(1000, 1.0000000000001, 0.5, error);
    REQUIRE(estimate);
    CHECK(estimate->wcuPerSecond == 1000);
    CHECK(estimate->minimumShards == 1);
}

TEST_CASE("capacity units: a Query rounds its returned items once and costs at least one read's minimum", "[units]") {
    // 20 items of 1 KB in one Query: 20 KB = 5 x 4 KB: 2.5 RCU eventually consistent.
    CHECK(units::queryUnits(20, Consistency::Eventual) == 2.5);
    CHECK(units::queryUnits(0, Consistency::Eventual) == 0.5);
    CHECK(units::queryUnits(0, Consistency::Strong) == 1);
    CHECK(units::queryUnits(0.1, Consistency::Strong) == 1);
}
