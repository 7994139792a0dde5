// Provisioned capacity over time: the table's UpdateTable schedule, and target tracking auto scaling of the table and
// each GSI (DG AutoScaling.html). Auto scaling sees a key space's consumed capacity a minute at a time, as CloudWatch
// reports it: throttled requests consume nothing, so a hot partition that throttles while the table as a whole stays
// under its target never makes it scale.
#include "simulator_engine.h"

#include <algorithm>
#include <cmath>

namespace partiscope {

using namespace sim;

namespace {

constexpr std::uint64_t kMinuteS = 60;
constexpr std::uint64_t kDayS = 86400;

double& capacityOf(KeySpace& s, std::size_t direction) {
    return direction == kRead ? s.rcu : s.wcu;
}

} // namespace

bool sim::decreaseAllowed(const std::vector<std::uint64_t>& made, std::uint64_t atS) {
    const std::uint64_t dayStart = atS / kDayS * kDayS;
    const auto today = std::count_if(made.begin(), made.end(), [&](std::uint64_t t) { return t >= dayStart; });
    if (today < static_cast<std::ptrdiff_t>(limits::kFreeDecreasesPerDay)) {
        return true;
    }
    return static_cast<double>(atS - made.back()) >= limits::kDecreaseSpacingS;
}

bool TableSimulator::Engine::applyCapacityChanges() {
    bool changed = false;
    auto set = [&](KeySpace& s, std::size_t direction, double units, const char* reason) {
        if (units != capacityOf(s, direction)) {
            setProvisioned(s, direction, units, reason);
            changed = true;
        }
    };
    if (now == 0) {
        // Application Auto Scaling keeps a scalable target within its minimum and maximum: a capacity outside them is
        // brought in at once.
        for (KeySpace& s : spaces) {
            for (const std::size_t d : {kRead, kWrite}) {
                if (const auto& spec = s.scaling[d].spec) {
                    set(s, d, std::clamp(capacityOf(s, d), spec->minCapacity, spec->maxCapacity), "auto scaling range");
                }
            }
        }
    }
    const auto& schedule = scenario.table.capacitySchedule;
    while (scheduleIndex < schedule.size() && schedule[scheduleIndex].atS <= static_cast<double>(now)) {
        const CapacityChange& change = schedule[scheduleIndex++];
        if (change.rcu) {
            set(table(), kRead, *change.rcu, "schedule");
        }
        if (change.wcu) {
            set(table(), kWrite, *change.wcu, "schedule");
        }
    }
    for (KeySpace& s : spaces) {
        for (const std::size_t d : {kRead, kWrite}) {
            ScalingState& st = s.scaling[d];
            if (st.pendingAtS && *st.pendingAtS <= now) {
                if (st.pendingUnits < capacityOf(s, d)) {
                    st.decreasesS.push_back(now);
                }
                set(s, d, st.pendingUnits, "auto scaling");
                st.pendingAtS.reset();
            }
        }
    }
    return changed;
}

void TableSimulator::Engine::setProvisioned(KeySpace& s, std::size_t direction, double units, const char* reason) {
    double& capacity = capacityOf(s, direction);
    capacityChanges.push_back({now, s.name, direction == kRead ? ThrottleOperation::Read : ThrottleOperation::Write,
                               capacity, units, reason});
    // A quiet member is paid what it is owed at the allocation it had; the partitions far inside their new limits
    // join again in this tick (tendQuietGroups runs after this), not after the usual wait.
    if (!s.quiet.members.empty()) {
        dissolveQuietGroup(s);
    }
    s.quiet.nextAdmissionS = now;
    capacity = units;
    // The table gets the partitions the new capacity needs (the historical formula): the busiest ones split between
    // their keys until there are as many. Partitions are never merged when capacity goes down.
    TableSpec asTable;
    asTable.rcu = s.rcu;
    asTable.wcu = s.wcu;
    const auto heatOf = [&](const Partition& p) {
        double heat = 0;
        for (const Slice& slice : p.slices) {
            heat += sliceHeat(s, slice);
        }
        return heat;
    };
    splitBusiest(s, heatOf, -1.0, derivedPartitionCount(asTable), "capacity");
    // Provisioned capacity is spread evenly over the partitions; a burst bucket keeps what it holds up to its new
    // 300 s.
    const double partitions = static_cast<double>(s.partitions.size());
    for (Partition& p : s.partitions) {
        for (auto [flow, total] : {std::pair<Flow*, double>{&p.reads, s.rcu}, {&p.writes, s.wcu}}) {
            flow->allocated = total / partitions;
            flow->tokenCap = limits::kBurstWindowS * flow->allocated;
            flow->tokens = std::min(flow->tokens, flow->tokenCap);
        }
    }
}

void TableSimulator::Engine::trackProvisionedCapacity(KeySpace& s, double servedR, double servedW) {
    s.provisionedRcuSeconds += s.rcu;
    s.provisionedWcuSeconds += s.wcu;
    for (const std::size_t d : {kRead, kWrite}) {
        ScalingState& st = s.scaling[d];
        if (!st.spec) {
            continue;
        }
        st.minuteUnits += d == kRead ? servedR : servedW;
        if ((now + 1) % kMinuteS != 0) {
            continue;
        }
        // One CloudWatch data point: the minute's consumed units per second against the target utilisation.
        const double perSecond = st.minuteUnits / static_cast<double>(kMinuteS);
        st.minuteUnits = 0;
        const double capacity = capacityOf(s, d);
        const double target = st.spec->targetUtilizationPercent / 100.0;
        const double utilisation = capacity > 0 ? perSecond / capacity : 0.0;
        st.minutesAbove = utilisation > target ? st.minutesAbove + 1 : 0;
        st.minutesBelow = utilisation < target ? st.minutesBelow + 1 : 0;
        if (st.pendingAtS) {
            continue; // an UpdateTable is under way
        }
        // Target tracking: the capacity at which this minute's consumption is the target.
        const double wanted =
            std::clamp(std::ceil(perSecond / target - 1e-9), st.spec->minCapacity, st.spec->maxCapacity);
        const std::uint64_t at = now + 1 + kScalingLagS;
        const bool out = st.minutesAbove >= limits::kAutoScalingScaleOutMinutes && wanted > capacity;
        const bool in = !out && st.minutesBelow >= limits::kAutoScalingScaleInMinutes && wanted < capacity &&
                        decreaseAllowed(st.decreasesS, at);
        if (out || in) {
            st.pendingAtS = at;
            st.pendingUnits = wanted;
            st.minutesAbove = 0;
            st.minutesBelow = 0;
        }
    }
}

} // namespace partiscope
