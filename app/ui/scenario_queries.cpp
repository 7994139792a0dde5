#include "scenario_queries.h"
#include "qt_strings.h"

#include <partiscope/dynamodb_limits.h>
#include <partiscope/key_list_writer.h>
#include <partiscope/workload_keys.h>

#include <string>

namespace partiscope::ui {

namespace {

constexpr auto kMinTableName = static_cast<qsizetype>(limits::kTableNameMinChars);
constexpr auto kMaxTableName = static_cast<qsizetype>(limits::kTableNameMaxChars);

bool allowedInTableName(QChar c) {
    return (c >= QLatin1Char('a') && c <= QLatin1Char('z')) || (c >= QLatin1Char('A') && c <= QLatin1Char('Z')) ||
           (c >= QLatin1Char('0') && c <= QLatin1Char('9')) || c == QLatin1Char('_') || c == QLatin1Char('.') ||
           c == QLatin1Char('-');
}

QString number(double value) {
    return QString::number(value, 'g', 12);
}

} // namespace

QString tableNameFor(const Scenario& scenario) {
    QString name = fromStd(scenario.name).trimmed();
    for (QChar& c : name) {
        if (!allowedInTableName(c)) {
            c = QLatin1Char('-');
        }
    }
    name.truncate(kMaxTableName);
    return name.size() < kMinTableName ? QStringLiteral("Table") : name;
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
