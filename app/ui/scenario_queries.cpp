#include "scenario_queries.h"
#include "qt_strings.h"

#include <partiscope/design_report.h>
#include <partiscope/dynamodb_limits.h>
#include <partiscope/key_list_writer.h>

#include <algorithm>
#include <cmath>
#include <numeric>
#include <string>

namespace partiscope::ui {

namespace {

// Analysis counts for a scenario without any request rate: enough writes that the shares are visible.
constexpr double kFallbackTotalRequests = 1e6;

QString number(double value) {
    return QString::number(value, 'g', 12);
}

} // namespace

QString tableNameFor(const Scenario& scenario) {
    return fromStd(reportTableName(scenario)); // the design report names the same table
}

QueryTarget queryTargetFor(const Scenario& scenario) {
    QueryTarget target;
    target.table = tableNameFor(scenario).toStdString();
    target.partitionKeyName = "PK";
    target.partitionKeyType = AttributeType::S;
    target.consistentRead = scenario.workload.consistency != Consistency::Eventual;
    return target;
}

GeneratedQueries generateQueries(const QueryTarget& target, const StrategyConfig& strategyConfig,
                                 const std::string& logicalKey, QueryFormat format) {
    GeneratedQueries out;
    ShardStrategy strategy;
    std::string error;
    if (!ShardStrategy::create(strategyConfig, strategy, error)) {
        out.error = fromStd(error);
        return out;
    }
    FanOutPlan plan;
    if (auto problem = planFanOut(target, strategy, logicalKey, std::nullopt, plan)) {
        out.error = fromStd(*problem);
        return out;
    }
    std::string text;
    if (auto problem = formatPlan(plan, format, text)) {
        out.error = fromStd(*problem);
        return out;
    }
    out.text = fromStd(text);
    for (const auto& request : plan.requests) {
        FanOutPlan single = plan;
        single.requests = {request};
        std::string one;
        if (!formatPlan(single, format, one)) {
            out.requests.append(fromStd(one));
        } else {
            out.requests.append(QString());
        }
        out.physicalKeys.append(fromStd(request.partitionKeyValue));
    }
    const auto count = plan.requests.size();
    out.summary = QString::number(count) + (count == 1 ? QStringLiteral(" query") : QStringLiteral(" queries")) +
                  QStringLiteral(", at least ") + number(plan.minimumReadUnits) + QStringLiteral(" RCU (") +
                  fromStd(plan.consistency) + QLatin1Char(')');
    return out;
}

QString scenarioKeyText(const Scenario& scenario) {
    const auto keys = expandWorkloadKeys(scenario.workload);
    const double totalWeight = std::accumulate(keys.begin(), keys.end(), 0.0,
                                               [](double sum, const WorkloadKey& key) { return sum + key.weight; });
    const double rate = std::max(scenario.workload.writesPerS, scenario.workload.readsPerS);
    const double totalRequests =
        rate > 0 ? rate * static_cast<double>(scenario.workload.durationS) : kFallbackTotalRequests;
    std::string text;
    for (const auto& key : keys) {
        const double share = totalWeight > 0 ? key.weight / totalWeight : 0.0;
        // At least 1: a key in the workload is a key the table holds, even when its share rounds to nothing.
        const auto count = std::max<long long>(1, std::llround(share * totalRequests));
        appendKeyListLine(text, key.key, static_cast<std::uint64_t>(count));
    }
    return fromStd(text);
}

QString editorKeyText(const Scenario& scenario) {
    const auto& keys = scenario.workload.keys;
    // Above 2^53 a double no longer holds every whole number, and the reader refuses such counts anyway.
    constexpr auto kLargestCount = static_cast<double>(limits::kMaxKeyCount);
    const bool typedCounts =
        !scenario.workload.generator && !keys.empty() &&
        std::all_of(keys.begin(), keys.end(), [&](const WorkloadKey& key) {
            return key.weight >= 1 && key.weight <= kLargestCount && key.weight == std::floor(key.weight);
        });
    if (!typedCounts) {
        return scenarioKeyText(scenario);
    }
    return fromStd(writeKeyList(keys));
}

} // namespace partiscope::ui
