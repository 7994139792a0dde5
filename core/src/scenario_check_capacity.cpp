// The rules of capacity that changes during a run: auto scaling of the table and each GSI, and the table's
// UpdateTable schedule. Both adjust provisioned capacity, within the per-table quota.
#include "scenario_rules.h"

#include "partiscope/number_format.h"

#include <string>

namespace partiscope::scenario_rules {

namespace {

/// One direction's target: its ranges, min <= max, and max within the per-table quota.
std::optional<FieldProblem> autoScalingSpecProblem(const AutoScalingSpec& spec, const std::string& path, double quota,
                                                   std::string_view unit, std::string_view quotaField) {
    if (auto p = at(path + "/min_capacity", numberProblem(spec.minCapacity, 1, kMaxTableUnits))) {
        return p;
    }
    if (auto p = at(path + "/max_capacity", numberProblem(spec.maxCapacity, 1, kMaxTableUnits))) {
        return p;
    }
    if (auto p = at(path + "/target_utilization_percent",
                    numberProblem(spec.targetUtilizationPercent, limits::kAutoScalingMinTargetPercent,
                                  limits::kAutoScalingMaxTargetPercent))) {
        return p;
    }
    if (spec.maxCapacity < spec.minCapacity) {
        return FieldProblem{path + "/max_capacity", "must be at least min_capacity (" +
                                                        groupedNumber(spec.minCapacity) + "), got " +
                                                        groupedNumber(spec.maxCapacity)};
    }
    return at(path + "/max_capacity", perTableQuotaProblem(spec.maxCapacity, quota, unit, quotaField));
}

std::optional<FieldProblem> autoScalingProblem(const AutoScaling& scaling, const std::string& owner, bool provisioned,
                                               const TableSpec& table) {
    if (!scaling.isSet()) {
        return std::nullopt;
    }
    if (!provisioned) {
        return FieldProblem{owner + "/auto_scaling", "auto scaling adjusts provisioned capacity: an on-demand table "
                                                     "or index has none to scale (use mode provisioned, or remove it)"};
    }
    if (scaling.read) {
        if (auto p = autoScalingSpecProblem(*scaling.read, owner + "/auto_scaling/read", table.accountMaxRcu, "RCU",
                                            "/table/account_max_rcu")) {
            return p;
        }
    }
    if (scaling.write) {
        if (auto p = autoScalingSpecProblem(*scaling.write, owner + "/auto_scaling/write", table.accountMaxWcu, "WCU",
                                            "/table/account_max_wcu")) {
            return p;
        }
    }
    return std::nullopt;
}

std::optional<FieldProblem> scheduleProblem(const TableSpec& table) {
    if (table.capacitySchedule.empty()) {
        return std::nullopt;
    }
    if (table.mode != CapacityMode::Provisioned) {
        return FieldProblem{"/table/capacity_schedule", "changes provisioned capacity: an on-demand table has none "
                                                        "(use mode provisioned, or remove it)"};
    }
    double previous = -1;
    for (std::size_t i = 0; i < table.capacitySchedule.size(); ++i) {
        const CapacityChange& change = table.capacitySchedule[i];
        const std::string path = "/table/capacity_schedule/" + std::to_string(i);
        if (auto p = at(path + "/at_s", numberProblem(change.atS, 0, static_cast<double>(kMaxDurationS)))) {
            return p;
        }
        if (!(change.atS > previous)) {
            return FieldProblem{path + "/at_s", "must be later than the change before it (" + groupedNumber(previous) +
                                                    " s), got " + groupedNumber(change.atS)};
        }
        previous = change.atS;
        if (!change.rcu && !change.wcu) {
            return FieldProblem{path, "needs rcu, wcu or both"};
        }
        for (const auto& [field, units, quota, unit, quotaField] :
             {std::tuple{"/rcu", &change.rcu, table.accountMaxRcu, "RCU", "/table/account_max_rcu"},
              std::tuple{"/wcu", &change.wcu, table.accountMaxWcu, "WCU", "/table/account_max_wcu"}}) {
            if (!*units) {
                continue;
            }
            if (auto p = at(path + field, numberProblem(**units, 1, kMaxTableUnits))) {
                return p;
            }
            if (auto p = at(path + field, perTableQuotaProblem(**units, quota, unit, quotaField))) {
                return p;
            }
        }
    }
    return std::nullopt;
}

} // namespace

std::optional<FieldProblem> capacityOverTimeProblem(const TableSpec& table) {
    if (auto p = autoScalingProblem(table.autoScaling, "/table", table.mode == CapacityMode::Provisioned, table)) {
        return p;
    }
    for (std::size_t i = 0; i < table.gsis.size(); ++i) {
        const GsiSpec& gsi = table.gsis[i];
        if (auto p = autoScalingProblem(gsi.autoScaling, "/table/gsis/" + std::to_string(i),
                                        gsi.mode.value_or(table.mode) == CapacityMode::Provisioned, table)) {
            return p;
        }
    }
    return scheduleProblem(table);
}

} // namespace partiscope::scenario_rules
