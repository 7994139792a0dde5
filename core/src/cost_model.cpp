// A design's estimated monthly bill: what its simulated run consumed (on-demand) or reserved (provisioned), scaled to a
// month, plus the data it stores. The rules follow DynamoDB's billing (README "Cost estimates"); every figure is an
// estimate.
#include "partiscope/cost_model.h"

#include <algorithm>

namespace partiscope {

namespace {

constexpr double kSecondsPerHour = 3600;
constexpr double kUnitsPerMillion = 1e6;

/// Reads and writes of one key space for a month. On-demand bills the request units served (a throttled request
/// consumes nothing; a retry that gets through is billed once, when it is served): the simulator counts them in
/// capacity units, which are request units (half a unit for an eventually consistent read of up to 4 KB, two for a
/// transactional one). They are scaled from the simulated seconds to a month, as if the run repeated all month.
/// Provisioned bills the capacity set, used or not, every hour of the month.
void priceThroughput(KeySpaceCost& cost, const ThrottleMetrics& metrics, double rcu, double wcu, double simulatedS,
                     const PriceTable& prices) {
    if (cost.mode == CapacityMode::OnDemand) {
        const double toMonth = simulatedS > 0 ? kSecondsPerHour * prices.hoursPerMonth / simulatedS : 0;
        cost.readUnits = metrics.consumedReadCapacityUnits * toMonth;
        cost.writeUnits = metrics.consumedWriteCapacityUnits * toMonth;
        cost.reads = cost.readUnits * prices.onDemandReadPerMillion / kUnitsPerMillion;
        cost.writes = cost.writeUnits * prices.onDemandWritePerMillion / kUnitsPerMillion;
    } else {
        cost.readUnits = rcu * prices.hoursPerMonth;
        cost.writeUnits = wcu * prices.hoursPerMonth;
        cost.reads = cost.readUnits * prices.provisionedRcuHour;
        cost.writes = cost.writeUnits * prices.provisionedWcuHour;
    }
}

/// The data a GSI holds, estimated from the table's: the share of the table's items that carry the index's key (the
/// summed weights of its index keys, at most 1; a GSI without index keys receives no writes in the simulator, so it
/// holds nothing here either) times the index item's size over the table item's (at most 1: an index item carries a
/// subset of the table item's attributes).
double gsiStorageGb(const GsiSpec& gsi, const Scenario& scenario) {
    const WorkloadSpec& workload = scenario.workload;
    double share = 0;
    if (const auto keys = workload.indexKeys.find(gsi.name); keys != workload.indexKeys.end()) {
        for (const WorkloadKey& key : keys->second) {
            share += key.weight;
        }
    }
    share = std::clamp(share, 0.0, 1.0);
    const double sizeRatio = workload.itemKb > 0 ? std::min(1.0, gsiItemKb(gsi, workload) / workload.itemKb) : 1.0;
    return scenario.table.sizeGb * share * sizeRatio;
}

/// The provisioned capacity billed: the mean over the ticks run, as the simulation provisioned it (auto scaling and
/// the schedule change it; as if the run repeated all month), else the scenario's.
std::pair<double, double> billedCapacity(const ProvisionedCapacity& provisioned, double rcu, double wcu,
                                         double simulatedS) {
    if (simulatedS > 0 && (provisioned.rcuSeconds > 0 || provisioned.wcuSeconds > 0)) {
        return {provisioned.rcuSeconds / simulatedS, provisioned.wcuSeconds / simulatedS};
    }
    return {rcu, wcu};
}

} // namespace

MonthlyCost monthlyCost(const Scenario& scenario, const SimulationSnapshot& snapshot, const PriceTable& prices) {
    MonthlyCost bill;
    bill.currency = prices.currency;
    bill.pricesAsOf = prices.asOf;
    bill.region = prices.region;
    const auto simulatedS = static_cast<double>(snapshot.nowS);
    const TableSpec& table = scenario.table;

    KeySpaceCost tableCost;
    tableCost.mode = table.mode;
    const auto [tableRcu, tableWcu] = billedCapacity(snapshot.provisioned, table.rcu, table.wcu, simulatedS);
    priceThroughput(tableCost, snapshot.metrics, tableRcu, tableWcu, simulatedS, prices);
    // The table's items and their entries in its local secondary indexes, which are billed as the table's storage
    // (DG LSI.html "Storage considerations"); size_gb counts the items alone.
    tableCost.storageGb = table.sizeGb * collectionKbPerItem(table, scenario.workload) / scenario.workload.itemKb;
    bill.keySpaces.push_back(tableCost);

    for (const GsiSpec& gsi : table.gsis) {
        KeySpaceCost indexCost;
        indexCost.name = gsi.name;
        indexCost.mode = gsi.mode.value_or(table.mode);
        // Looked up by name: a snapshot of another design may not have this index (then it consumed nothing).
        const auto index = std::find_if(snapshot.indexes.begin(), snapshot.indexes.end(),
                                        [&](const IndexSnapshot& s) { return s.name == gsi.name; });
        const ThrottleMetrics metrics = index != snapshot.indexes.end() ? index->metrics : ThrottleMetrics{};
        const auto [indexRcu, indexWcu] = billedCapacity(
            index != snapshot.indexes.end() ? index->provisioned : ProvisionedCapacity{}, gsi.rcu, gsi.wcu, simulatedS);
        priceThroughput(indexCost, metrics, indexRcu, indexWcu, simulatedS, prices);
        indexCost.storageGb = gsiStorageGb(gsi, scenario);
        bill.keySpaces.push_back(indexCost);
    }

    double storedGb = 0;
    for (KeySpaceCost& cost : bill.keySpaces) {
        cost.storage = cost.storageGb * prices.storageGbMonth;
        storedGb += cost.storageGb;
        bill.reads += cost.reads;
        bill.writes += cost.writes;
    }
    // The free allowance is one per bill (per account and region), not one per table or index.
    bill.storage = std::max(0.0, storedGb - prices.storageFreeGb) * prices.storageGbMonth;
    bill.total = bill.reads + bill.writes + bill.storage;
    return bill;
}

} // namespace partiscope
