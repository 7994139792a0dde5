#pragma once

#include "partiscope/metric_data.h"
#include "partiscope/simulator.h"

#include <ostream>
#include <string>

namespace partiscope {

/// @brief The `simulate --format json` document (contract in the README); with @p observed (`--observed`) also
/// `observed_vs_simulated`.
std::string simulationToJson(const Scenario& scenario, const SimulationSnapshot& snapshot,
                             const std::vector<MetricComparison>& observed = {});
/// @brief A human summary: table, totals, metrics, the most throttled partitions, split events, and each observed
/// metric beside the simulation's.
std::string simulationToText(const Scenario& scenario, const SimulationSnapshot& snapshot,
                             const std::vector<MetricComparison>& observed = {});

/// @brief Streams one CSV row per partition per tick (header first) while a simulation runs.
class TickCsvWriter {
public:
    explicit TickCsvWriter(std::ostream& out);
    void write(std::uint64_t atS, const std::vector<PartitionTick>& ticks);

private:
    std::ostream& m_out;
    std::string m_buffer;
};

} // namespace partiscope
