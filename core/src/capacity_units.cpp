#include "partiscope/capacity_units.h"

#include <algorithm>
#include <cmath>

namespace partiscope::units {

namespace {

constexpr std::uint64_t kBytesPerKb = 1024;
constexpr std::uint64_t kWriteUnitBytes = kBytesPerKb;
constexpr std::uint64_t kReadUnitBytes = 4 * kBytesPerKb;
/// Sizes computed in floating point land a hair off a whole byte (1000 x 1.024 / 1024): that hair is not a byte.
constexpr double kByteTolerance = 1e-6;

std::uint64_t startedUnits(std::uint64_t bytes, std::uint64_t unitBytes) {
    return (bytes + unitBytes - 1) / unitBytes;
}

} // namespace

std::uint64_t itemBytes(double itemKb) {
    if (!(itemKb > 0)) {
        return 0;
    }
    return static_cast<std::uint64_t>(std::ceil(itemKb * static_cast<double>(kBytesPerKb) - kByteTolerance));
}

double writeUnits(double itemKb, bool transactional) {
    const auto units = static_cast<double>(startedUnits(itemBytes(itemKb), kWriteUnitBytes));
    return transactional ? 2.0 * units : units;
}

double writeUnits(double itemKb, Consistency consistency) {
    return writeUnits(itemKb, consistency == Consistency::Transactional);
}

double tableWriteUnits(WriteOperationKind kind, double beforeKb, double afterKb, Consistency consistency) {
    switch (kind) {
    case WriteOperationKind::Put:
        return writeUnits(afterKb, consistency);
    case WriteOperationKind::UpdateIndexKey:
    case WriteOperationKind::Update:
        return writeUnits(std::max(beforeKb, afterKb), consistency);
    case WriteOperationKind::Delete:
        return writeUnits(beforeKb, consistency);
    }
    return writeUnits(afterKb, consistency);
}

int indexWrites(WriteOperationKind kind, Projection projection) {
    switch (kind) {
    case WriteOperationKind::Put:
    case WriteOperationKind::Delete:
        return 1;
    case WriteOperationKind::UpdateIndexKey:
        return 2;
    case WriteOperationKind::Update:
        return projection == Projection::KeysOnly ? 0 : 1;
    }
    return 1;
}

double indexWriteUnits(WriteOperationKind kind, Projection projection, double entryBeforeKb, double entryAfterKb) {
    switch (kind) {
    case WriteOperationKind::Put:
        return writeUnits(entryAfterKb);
    case WriteOperationKind::UpdateIndexKey:
        return writeUnits(entryBeforeKb) + writeUnits(entryAfterKb);
    case WriteOperationKind::Update:
        return indexWrites(kind, projection) * writeUnits(std::max(entryBeforeKb, entryAfterKb));
    case WriteOperationKind::Delete:
        return writeUnits(entryBeforeKb);
    }
    return writeUnits(entryAfterKb);
}

double readFactor(Consistency consistency) {
    switch (consistency) {
    case Consistency::Eventual:
        return 0.5;
    case Consistency::Strong:
        return 1.0;
    case Consistency::Transactional:
        return 2.0;
    }
    return 1.0;
}

double readUnits(double itemKb, Consistency consistency) {
    return static_cast<double>(startedUnits(itemBytes(itemKb), kReadUnitBytes)) * readFactor(consistency);
}

double queryUnits(double returnedKb, Consistency consistency) {
    return std::max(readFactor(consistency), readUnits(returnedKb, consistency));
}

} // namespace partiscope::units
