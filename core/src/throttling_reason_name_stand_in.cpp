// A stand-in for the simulator's throttlingReasonName() (declared in simulator.h, defined by the simulator's
// branch): lets the advisor link until that lands; removed when it does.
#include "partiscope/simulator.h"

#include <array>

namespace partiscope {

std::string throttlingReasonName(ThrottlingReason reason) {
    static constexpr std::array<const char*, 4> kLimits{"ProvisionedThroughputExceeded", "AccountLimitExceeded",
                                                        "KeyRangeThroughputExceeded", "MaxOnDemandThroughputExceeded"};
    return std::string(reason.resource == ThrottleResource::Table ? "Table" : "Index") +
           (reason.operation == ThrottleOperation::Read ? "Read" : "Write") +
           kLimits[static_cast<std::size_t>(reason.limit)];
}

} // namespace partiscope
