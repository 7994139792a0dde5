#pragma once

#include <partiscope/throttle_timeline.h>

#include <cstdint>

namespace partiscope::ui::testing {

/// One second of @p partition writing: @p served of its @p allocated WCU/s served and @p throttled refused, in 1 KB
/// items (one WCU per write, so the throttled requests equal the throttled units).
inline PartitionTick writeTick(std::uint32_t partition, double served, double allocated, double throttled) {
    PartitionTick tick;
    tick.partition = partition;
    tick.writes.demand = served + throttled;
    tick.writes.served = served;
    tick.writes.allocated = allocated;
    tick.writes.throttled = throttled;
    tick.writes.throttledRequests = throttled;
    return tick;
}

} // namespace partiscope::ui::testing
