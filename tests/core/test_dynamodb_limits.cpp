#include <catch2/catch.hpp>

#include "partiscope/dynamodb_limits.h"
#include "partiscope/key_condition.h"
#include "partiscope/scenario.h"

#include <string>

using namespace partiscope;

// The rules that read these limits agree with them at their edges (values as in FACTS.md).
TEST_CASE("DynamoDB limits: the values FACTS.md documents", "[limits]") {
    STATIC_REQUIRE(limits::kPartitionMaxRcu == 3000.0);
    STATIC_REQUIRE(limits::kPartitionMaxWcu == 1000.0);
    STATIC_REQUIRE(limits::kOnDemandInitialRcu == 12000.0);
    STATIC_REQUIRE(limits::kOnDemandInitialWcu == 4000.0);
    STATIC_REQUIRE(limits::kTableNameMinChars == 3);
    STATIC_REQUIRE(limits::kTableNameMaxChars == 255);
    STATIC_REQUIRE(limits::kKeyAttributeNameMaxBytes == 255);
    STATIC_REQUIRE(limits::kMaxKeyCount == 9007199254740991ULL);
}

TEST_CASE("DynamoDB limits: a new on-demand table gets its initial throughput's partitions", "[limits]") {
    TableSpec table;
    table.mode = CapacityMode::OnDemand;
    // ceil(12000 / 3000 + 4000 / 1000) = 8 while twice the previous peak stays below the initial throughput.
    REQUIRE(derivedPartitionCount(table) == 8);
    table.previousPeakRcu = limits::kOnDemandInitialRcu / 2;
    table.previousPeakWcu = limits::kOnDemandInitialWcu / 2;
    REQUIRE(derivedPartitionCount(table) == 8);
    table.previousPeakWcu = limits::kOnDemandInitialWcu / 2 + limits::kPartitionMaxWcu / 2;
    REQUIRE(derivedPartitionCount(table) == 9);
}

TEST_CASE("DynamoDB limits: table and key attribute names at their length limits", "[limits]") {
    QueryTarget target;
    target.partitionKeyName = "PK";
    target.table = std::string(limits::kTableNameMaxChars, 't');
    REQUIRE_FALSE(KeyConditionBuilder::targetProblem(target));
    target.table += 't';
    REQUIRE(KeyConditionBuilder::targetProblem(target).value_or("").find("must be 3-255 characters") !=
            std::string::npos);
    target.table = std::string(limits::kTableNameMinChars, 't');
    REQUIRE_FALSE(KeyConditionBuilder::targetProblem(target));
    target.partitionKeyName = std::string(limits::kKeyAttributeNameMaxBytes, 'p');
    REQUIRE_FALSE(KeyConditionBuilder::targetProblem(target));
    target.partitionKeyName += 'p';
    REQUIRE(KeyConditionBuilder::targetProblem(target) == "the partition key name must be 1-255 bytes of UTF-8");
}
