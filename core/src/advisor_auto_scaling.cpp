// auto-scaling-hot-partition: auto scaling follows the table's consumed capacity (DG AutoScaling.html), and a
// throttled request consumes nothing, so a hot partition can throttle all day while the table as a whole stays under
// its target and auto scaling never scales out (it may even scale in).
#include "advisor_rules.h"
#include "finding_patterns.h"

#include "partiscope/dynamodb_limits.h"
#include "partiscope/number_format.h"

namespace partiscope::advice {

std::optional<Finding> autoScalingHotPartition(const AdvisorInput& in) {
    if (!in.simulation || !in.scenario || in.scenario->table.mode != CapacityMode::Provisioned ||
        !in.scenario->table.autoScaling.write) {
        return std::nullopt;
    }
    const SimulationSnapshot& sim = *in.simulation;
    const double hotThrottles = wholeRequests(sim.metrics.writeKeyRangeThroughputThrottleEvents);
    if (hotThrottles < 1 || sim.nowS == 0) {
        return std::nullopt;
    }
    const double seconds = static_cast<double>(sim.nowS);
    const double consumed = sim.metrics.consumedWriteCapacityUnits / seconds;
    const double provisioned = sim.provisioned.wcuSeconds > 0 ? sim.provisioned.wcuSeconds / seconds : 0.0;
    const double target = in.scenario->table.autoScaling.write->targetUtilizationPercent / 100.0;
    if (!(provisioned > 0) || consumed / provisioned >= target) {
        return std::nullopt;
    }
    std::size_t changes = 0;
    for (const CapacityChangeEvent& change : sim.capacityChanges) {
        changes += change.index.empty() && change.operation == ThrottleOperation::Write ? 1 : 0;
    }
    Finding f{"auto-scaling-hot-partition", Severity::Warning, "", "", ""};
    sayTitle(f, pattern::kAutoScalingBlindTitle);
    sayEvidence(f, pattern::kAutoScalingBlindEvidence,
                {num(hotThrottles), num(limits::kPartitionMaxWcu), num(consumed), num(provisioned),
                 percent(consumed / provisioned), percent(target), num(static_cast<double>(changes))});
    sayRecommendation(f, pattern::kAutoScalingBlindFix);
    return f;
}

} // namespace partiscope::advice
