#pragma once

#include "partiscope/scenario.h"

namespace partiscope::test {

/// The orders table of tests/scenarios/orders-access-patterns.json, built in C++: PK/SK, a GSI on `status`
/// (sharded PENDING#0..3 by its own mod-4 strategy) with sort key `createdAt`, an LSI on `date` (reserved
/// words both), the table's keys sharded CUSTOMER#42#1..3, and one access pattern of each kind.
inline Scenario ordersScenario() {
    Scenario s;
    s.name = "orders with access patterns";
    s.table.name = "Orders";
    s.table.keySchema = {{"PK", AttributeType::S}, KeyAttribute{"SK", AttributeType::S}};
    s.table.rcu = 100;
    s.table.wcu = 100;
    GsiSpec byStatus;
    byStatus.name = "ByStatus";
    byStatus.partitionKey = {"status", AttributeType::S};
    byStatus.sortKey = KeyAttribute{"createdAt", AttributeType::S};
    byStatus.rcu = 100;
    byStatus.wcu = 100;
    byStatus.strategy.kind = StrategyKind::Mod;
    byStatus.strategy.shards = 4;
    s.table.gsis.push_back(byStatus);
    LsiSpec byDate;
    byDate.name = "ByDate";
    byDate.sortKey = {"date", AttributeType::S};
    s.table.lsis.push_back(byDate);
    s.strategy.kind = StrategyKind::Random;
    s.strategy.shards = 3;
    s.workload.durationS = 60;
    s.workload.writesPerS = 10;
    s.workload.keys = {WorkloadKey{"CUSTOMER#42", 1, std::nullopt, SortKeyShape::Random, std::nullopt}};

    AccessPattern november;
    november.name = "customer orders in November";
    november.key = "CUSTOMER#42";
    november.sortKeyCondition = AccessPattern::SortKeyCondition{SortKeyOperator::BeginsWith, "ORDER#2026-11", {}};
    november.readsPerS = 20;
    AccessPattern firstWeek;
    firstWeek.name = "customer orders in the first week";
    firstWeek.key = "CUSTOMER#42";
    firstWeek.sortKeyCondition =
        AccessPattern::SortKeyCondition{SortKeyOperator::Between, "ORDER#2026-11-01", "ORDER#2026-11-07~"};
    firstWeek.consistency = Consistency::Strong;
    firstWeek.readsPerS = 5;
    AccessPattern pending;
    pending.name = "pending orders this month";
    pending.target = "ByStatus";
    pending.key = "PENDING";
    pending.sortKeyCondition = AccessPattern::SortKeyCondition{SortKeyOperator::BeginsWith, "2026-11", {}};
    pending.readsPerS = 50;
    AccessPattern shipped;
    shipped.name = "shipped after the 20th";
    shipped.target = "ByStatus";
    shipped.key = "SHIPPED";
    shipped.sortKeyCondition = AccessPattern::SortKeyCondition{SortKeyOperator::Gt, "2026-11-20", {}};
    shipped.readsPerS = 2;
    AccessPattern byDateBefore;
    byDateBefore.name = "customer orders dated before the 10th";
    byDateBefore.target = "ByDate";
    byDateBefore.key = "CUSTOMER#42";
    byDateBefore.sortKeyCondition = AccessPattern::SortKeyCondition{SortKeyOperator::Lt, "2026-11-10", {}};
    byDateBefore.consistency = Consistency::Strong;
    byDateBefore.readsPerS = 1;
    s.accessPatterns = {november, firstWeek, pending, shipped, byDateBefore};
    return s;
}

} // namespace partiscope::test
