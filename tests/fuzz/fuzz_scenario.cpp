// libFuzzer target for the scenario parser: any bytes must give either a scenario or an error
// message, never a crash; small valid scenarios are also simulated and checked for conservation.
#include "partiscope/scenario.h"
#include "partiscope/simulator.h"
#include "partiscope/throttle_timeline.h"

#include <cmath>
#include <cstdint>
#include <cstdlib>
#include <string>

using namespace partiscope;

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
    const std::string text(reinterpret_cast<const char*>(data), size);
    Scenario scenario;
    std::string error;
    if (!parseScenario(text, scenario, error)) {
        if (error.empty()) {
            std::abort(); // every rejection must say why
        }
        return 0;
    }
    // Round trip: what we write, we read back identically.
    Scenario again;
    const std::string saved = scenarioToJson(scenario);
    if (!parseScenario(saved, again, error) || scenarioToJson(again) != saved) {
        std::abort();
    }
    const std::uint32_t partitions = scenario.table.partitions.value_or(derivedPartitionCount(scenario.table));
    if (static_cast<double>(partitions) * static_cast<double>(scenario.workload.durationS) > 20000 ||
        expandWorkloadKeys(scenario.workload).size() > 5000) {
        return 0; // keep each input fast
    }
    auto simulator = TableSimulator::create(scenario, error);
    if (!simulator) {
        return 0;
    }
    // The app, the report and the CLI's report keep the run in a ThrottleTimeline: feed it every input too.
    ThrottleTimeline timeline(scenario.workload.durationS, timelineDirectionFor(scenario), simulator->partitionCount());
    while (simulator->step()) {
        timeline.addTick(simulator->nowS() - 1, simulator->lastTick());
        for (const auto& tick : simulator->lastTick()) {
            for (const FlowTick* flow : {&tick.reads, &tick.writes}) {
                const double scale = std::max(1.0, flow->demand);
                if (!(std::fabs(flow->demand - flow->served - flow->throttled) <= 1e-6 * scale) ||
                    flow->served < -1e-9 || !std::isfinite(flow->served)) {
                    std::abort();
                }
            }
            if (tick.writes.served > 1000 + 1e-6 || tick.reads.served > 3000 + 1e-6) {
                std::abort();
            }
        }
    }
    return 0;
}
