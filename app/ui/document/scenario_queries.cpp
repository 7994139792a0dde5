#include "document/scenario_queries.h"
#include "util/qt_strings.h"

#include <partiscope/access_pattern_queries.h>
#include <partiscope/dynamodb_limits.h>
#include <partiscope/key_list_writer.h>
#include <partiscope/workload_keys.h>

#include <string>

#include <QCoreApplication>
#include <QLocale>

namespace partiscope::ui {

namespace {

// Analysis counts for a scenario without any request rate: enough writes that the shares are visible.
constexpr double kFallbackTotalRequests = 1e6;

QString number(double value) {
    return QString::number(value, 'g', 12);
}

} // namespace

QString tableNameFor(const Scenario& scenario) {
    return fromStd(scenarioTableName(scenario));
}

QueryTarget queryTargetFor(const Scenario& scenario) {
    return tableReadTarget(scenario).query;
}

namespace {

// The Queries tab formats at most this many of a fan-out's requests: a strategy of up to 1,000,000 shards would
// otherwise make gigabytes of text (the monkey test ran out of memory at 1,000,000 shards and a long separator).
// The summary keeps the whole count; `partiscope-cli queries` writes every request.
constexpr std::size_t kShownRequests = 10'000;

/// @p plan's header (point read, minimum read units, consistency) with the requests [@p first, @p last) of it.
FanOutPlan withRequests(const FanOutPlan& plan, std::size_t first, std::size_t last) {
    FanOutPlan part;
    part.pointRead = plan.pointRead;
    part.minimumReadUnits = plan.minimumReadUnits;
    part.consistency = plan.consistency;
    part.requests.assign(plan.requests.begin() + static_cast<std::ptrdiff_t>(first),
                         plan.requests.begin() + static_cast<std::ptrdiff_t>(last));
    return part;
}

GeneratedQueries formatted(const FanOutPlan& whole, QueryFormat format) {
    GeneratedQueries out;
    const bool capped = whole.requests.size() > kShownRequests;
    const FanOutPlan shown = capped ? withRequests(whole, 0, kShownRequests) : FanOutPlan{};
    const FanOutPlan& plan = capped ? shown : whole;
    std::string text;
    if (auto problem = formatPlan(plan, format, text)) {
        out.error = fromStd(*problem);
        return out;
    }
    out.text = fromStd(text);
    // One plan of one request, reused: copying the whole plan per request made 10,000 shards take minutes.
    FanOutPlan single = withRequests(plan, 0, 0);
    for (const auto& request : plan.requests) {
        single.requests.assign(1, request);
        std::string one;
        if (!formatPlan(single, format, one)) {
            out.requests.append(fromStd(one));
        } else {
            out.requests.append(QString());
        }
        out.physicalKeys.append(fromStd(request.partitionKeyValue));
    }
    const auto count = whole.requests.size();
    out.summary = QString::number(count) +
                  (count == 1 ? QCoreApplication::translate("partiscope::ui::ScenarioQueries", " query")
                              : QCoreApplication::translate("partiscope::ui::ScenarioQueries", " queries")) +
                  QCoreApplication::translate("partiscope::ui::ScenarioQueries", ", at least ") +
                  number(plan.minimumReadUnits) +
                  QCoreApplication::translate("partiscope::ui::ScenarioQueries", " RCU (") + fromStd(plan.consistency) +
                  QLatin1Char(')');
    if (capped) {
        out.summary += QCoreApplication::translate("partiscope::ui::ScenarioQueries",
                                                   "; the first %1 shown (partiscope-cli queries writes them all)")
                           .arg(QLocale().toString(static_cast<qulonglong>(kShownRequests)));
    }
    return out;
}

} // namespace

GeneratedQueries generateQueries(const QueryTarget& target, const StrategyConfig& strategyConfig,
                                 const std::string& logicalKey, QueryFormat format) {
    ShardStrategy strategy;
    std::string error;
    if (!ShardStrategy::create(strategyConfig, strategy, error)) {
        GeneratedQueries out;
        out.error = fromStd(error);
        return out;
    }
    FanOutPlan plan;
    if (auto problem = planFanOut(target, strategy, logicalKey, std::nullopt, plan)) {
        GeneratedQueries out;
        out.error = fromStd(*problem);
        return out;
    }
    return formatted(plan, format);
}

GeneratedQueries generatePatternQueries(const Scenario& scenario, const AccessPattern& pattern, QueryFormat format) {
    FanOutPlan plan;
    if (auto problem = planAccessPattern(scenario, pattern, plan)) {
        GeneratedQueries out;
        out.error = fromStd(*problem);
        return out;
    }
    return formatted(plan, format);
}

QString scenarioKeyText(const Scenario& scenario) {
    std::string text;
    forEachProportionalKeyCount(
        scenario.workload, [&](std::string_view key, std::uint64_t count) { appendKeyListLine(text, key, count); });
    return fromStd(text);
}

QString editorKeyText(const Scenario& scenario) {
    std::string text;
    forEachKeyListCount(scenario.workload,
                        [&](std::string_view key, std::uint64_t count) { appendKeyListLine(text, key, count); });
    return fromStd(text);
}

} // namespace partiscope::ui
