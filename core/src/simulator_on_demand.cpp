// On-demand limits of a key space in one tick: twice the matured peak (at least the initial or warm throughput), the
// per-table account quota and the configured maximum, each cut naming its reason.
#include "simulator_engine.h"

#include <algorithm>

namespace partiscope {

using namespace sim;

void TableSimulator::Engine::onDemandScales(KeySpace& s, double& scaleR, double& scaleW, ThrottleLimit& kindR,
                                            ThrottleLimit& kindW) {
    if (now >= kPeakMaturityS) {
        // What was served kPeakMaturityS ago now counts as the previous peak.
        const std::size_t slot = now % kPeakMaturityS;
        s.maturedPeakR = std::max(s.maturedPeakR, s.servedHistoryR[slot]);
        s.maturedPeakW = std::max(s.maturedPeakW, s.servedHistoryW[slot]);
    }
    const double peakR = std::max(s.previousPeakRcu, s.maturedPeakR);
    const double peakW = std::max(s.previousPeakWcu, s.maturedPeakW);
    const WarmThroughput& warm = s.warmThroughput;
    const double limitR = onDemandInstantUnits(limits::kOnDemandInitialRcu, warm.readUnitsPerSecond, peakR);
    const double limitW = onDemandInstantUnits(limits::kOnDemandInitialWcu, warm.writeUnitsPerSecond, peakW);
    // Fluid dust: a demand summed over the partitions to a hair above the limit is at the limit, not above it.
    constexpr double kAtLimit = 1.0 + 1e-9;
    scaleR = s.gathered.baseR > limitR * kAtLimit ? limitR / s.gathered.baseR : 1.0;
    scaleW = s.gathered.baseW > limitW * kAtLimit ? limitW / s.gathered.baseW : 1.0;
    if (limitR <= limits::kOnDemandInitialRcu && limitW <= limits::kOnDemandInitialWcu) {
        // Still on its initial throughput: "up to 4,000 write request units or 12,000 read request units, or a
        // linear combination of both" is one budget, shared in proportion when exceeded. A warm throughput above it
        // is stated per direction (WarmThroughput's two rates), so it serves both at once.
        const double used =
            s.gathered.baseR / limits::kOnDemandInitialRcu + s.gathered.baseW / limits::kOnDemandInitialWcu;
        if (used > kAtLimit) {
            scaleR = std::min(scaleR, 1.0 / used);
            scaleW = std::min(scaleW, 1.0 / used);
        }
    }
    // The per-table account quota, then the configured maximum: a cut below the scaling limit is theirs.
    auto cap = [](double base, double limit, double& scale, ThrottleLimit& kind, ThrottleLimit named) {
        if (base * scale > limit * kAtLimit) {
            scale = limit / base;
            kind = named;
        }
    };
    cap(s.gathered.baseR, s.accountMaxRcu, scaleR, kindR, ThrottleLimit::AccountLimitExceeded);
    cap(s.gathered.baseW, s.accountMaxWcu, scaleW, kindW, ThrottleLimit::AccountLimitExceeded);
    if (s.maxReadRequestUnits) {
        cap(s.gathered.baseR, *s.maxReadRequestUnits, scaleR, kindR, ThrottleLimit::MaxOnDemandThroughputExceeded);
    }
    if (s.maxWriteRequestUnits) {
        cap(s.gathered.baseW, *s.maxWriteRequestUnits, scaleW, kindW, ThrottleLimit::MaxOnDemandThroughputExceeded);
    }
}

} // namespace partiscope
