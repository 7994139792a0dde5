// libFuzzer target for the price-file reader (resources/prices, --prices, the app's price editor). Checks: a refused
// file has an error naming the file (and a line, unless a name is missing); an accepted one has every price finite
// and >= 0, reads back equal from its written text, and prices a small design to a bill that is never negative or
// NaN.
#include "fuzz_support.h"
#include "partiscope/cost_model.h"

#include <cmath>
#include <cstdint>
#include <string>

using namespace partiscope;

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
    const std::string_view text(reinterpret_cast<const char*>(data), size);
    PriceTable prices;
    std::string error;
    if (!parsePriceTable(text, "p.prices", prices, error)) {
        FUZZ_CHECK(error.rfind("p.prices:", 0) == 0);
        FUZZ_CHECK(error.size() > 10);
        FUZZ_CHECK(prices == PriceTable{});
        return 0;
    }
    for (double price : {prices.onDemandWritePerMillion, prices.onDemandReadPerMillion, prices.provisionedWcuHour,
                         prices.provisionedRcuHour, prices.storageGbMonth, prices.storageFreeGb}) {
        FUZZ_CHECK(std::isfinite(price) && price >= 0);
    }
    FUZZ_CHECK(prices.hoursPerMonth > 0 && prices.hoursPerMonth <= 744);
    FUZZ_CHECK(!prices.region.empty() && !prices.currency.empty() && !prices.source.empty());
    FUZZ_CHECK(prices.asOf.size() == 10);

    PriceTable back;
    FUZZ_CHECK(parsePriceTable(priceTableToText(prices), "written", back, error));
    FUZZ_CHECK(back == prices);

    // An on-demand table and a provisioned one, each with a GSI, priced from a hand-made snapshot.
    for (CapacityMode mode : {CapacityMode::OnDemand, CapacityMode::Provisioned}) {
        Scenario scenario;
        scenario.table.mode = mode;
        scenario.table.rcu = 100;
        scenario.table.wcu = 50;
        scenario.table.sizeGb = 30;
        GsiSpec gsi;
        gsi.name = "ByStatus";
        gsi.rcu = 10;
        gsi.wcu = 5;
        scenario.table.gsis.push_back(gsi);
        scenario.workload.indexKeys["ByStatus"] = {WorkloadKey{"PENDING", 0.5, {}, SortKeyShape::Random, {}}};
        SimulationSnapshot snapshot;
        snapshot.nowS = 60;
        snapshot.metrics.consumedReadCapacityUnits = 600;
        snapshot.metrics.consumedWriteCapacityUnits = 0;
        snapshot.indexes.push_back(IndexSnapshot{"ByStatus", {}, {}, {}, {}, {}});
        const MonthlyCost bill = monthlyCost(scenario, snapshot, prices);
        FUZZ_CHECK(!std::isnan(bill.total) && bill.total >= 0);
        FUZZ_CHECK(bill.keySpaces.size() == 2);
        FUZZ_CHECK(bill.currency == prices.currency && bill.pricesAsOf == prices.asOf);
    }
    return 0;
}
