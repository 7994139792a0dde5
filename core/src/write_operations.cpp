// The cost of a workload's operation mix, per logical write, from capacity_units.h's per-operation rules.
#include "partiscope/write_operations.h"

#include "partiscope/capacity_units.h"
#include "partiscope/dynamodb_limits.h"

#include <algorithm>

namespace partiscope {

namespace {

bool hasItemBefore(WriteOperationKind kind) {
    return kind != WriteOperationKind::Put;
}

bool hasItemAfter(WriteOperationKind kind) {
    return kind != WriteOperationKind::Delete;
}

/// KB an item of @p imageKb occupies in its item collection: itself and, in each LSI, its entry and overhead.
double collectionKb(const TableSpec& table, double imageKb) {
    if (imageKb <= 0) {
        return 0;
    }
    double kb = imageKb;
    for (const LsiSpec& lsi : table.lsis) {
        kb += lsiEntryKb(lsi, imageKb) + limits::kIndexEntryOverheadBytes / limits::kBytesPerKb;
    }
    return kb;
}

/// Σ share × (size after − size before) of @p sizeOf's images, at least 0.
template <typename SizeOf>
double netKbAdded(const WorkloadSpec& workload, SizeOf sizeOf) {
    double kb = 0;
    for (const WriteOperation& op : writeMix(workload)) {
        kb += op.share * (sizeOf(*op.itemKb) - sizeOf(*op.itemKbBefore));
    }
    return std::max(0.0, kb);
}

} // namespace

std::vector<WriteOperation> writeMix(const WorkloadSpec& workload) {
    return writeMix(workload.operations, workload.itemKb);
}

std::vector<WriteOperation> writeMix(const std::vector<WriteOperation>& operations, double itemKb) {
    std::vector<WriteOperation> mix = operations;
    if (mix.empty()) {
        mix.push_back(WriteOperation{});
    }
    for (WriteOperation& op : mix) {
        op.itemKbBefore = hasItemBefore(op.kind) ? op.itemKbBefore.value_or(itemKb) : 0.0;
        op.itemKb = hasItemAfter(op.kind) ? op.itemKb.value_or(itemKb) : 0.0;
    }
    return mix;
}

double tableWcuPerWrite(const WorkloadSpec& workload) {
    return tableWcuPerWrite(workload.operations, workload.itemKb, workload.consistency);
}

double tableWcuPerWrite(const std::vector<WriteOperation>& operations, double itemKb, Consistency consistency) {
    double units = 0;
    for (const WriteOperation& op : writeMix(operations, itemKb)) {
        units += op.share * units::tableWriteUnits(op.kind, *op.itemKbBefore, *op.itemKb, consistency);
    }
    return units;
}

double gsiEntryKb(const GsiSpec& gsi, double imageKb) {
    if (imageKb <= 0) {
        return 0;
    }
    return gsi.itemKb.value_or(gsi.projection == Projection::All ? imageKb : 1.0);
}

double lsiEntryKb(const LsiSpec& lsi, double imageKb) {
    return lsi.projection == Projection::All ? imageKb : std::min(imageKb, 1.0);
}

double gsiItemKb(const GsiSpec& gsi, const WorkloadSpec& workload) {
    return gsiEntryKb(gsi, workload.itemKb);
}

double lsiEntryKb(const LsiSpec& lsi, const WorkloadSpec& workload) {
    return lsiEntryKb(lsi, workload.itemKb);
}

double gsiWcuPerWrite(const GsiSpec& gsi, const WorkloadSpec& workload) {
    double units = 0;
    for (const WriteOperation& op : writeMix(workload)) {
        units += op.share * units::indexWriteUnits(op.kind, gsi.projection, gsiEntryKb(gsi, *op.itemKbBefore),
                                                   gsiEntryKb(gsi, *op.itemKb));
    }
    return units;
}

double lsiWcuPerWrite(const TableSpec& table, const WorkloadSpec& workload) {
    double units = 0;
    for (const WriteOperation& op : writeMix(workload)) {
        for (const LsiSpec& lsi : table.lsis) {
            units += op.share * units::indexWriteUnits(op.kind, lsi.projection, lsiEntryKb(lsi, *op.itemKbBefore),
                                                       lsiEntryKb(lsi, *op.itemKb));
        }
    }
    return units;
}

double collectionKbPerItem(const TableSpec& table, const WorkloadSpec& workload) {
    return collectionKb(table, workload.itemKb);
}

double tableKbAddedPerWrite(const WorkloadSpec& workload) {
    return netKbAdded(workload, [](double kb) { return kb; });
}

double gsiKbAddedPerWrite(const GsiSpec& gsi, const WorkloadSpec& workload) {
    return netKbAdded(workload, [&](double kb) { return gsiEntryKb(gsi, kb); });
}

double collectionKbAddedPerWrite(const TableSpec& table, const WorkloadSpec& workload) {
    return netKbAdded(workload, [&](double kb) { return collectionKb(table, kb); });
}

} // namespace partiscope
