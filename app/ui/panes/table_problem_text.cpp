#include "panes/table_problem_text.h"

#include "util/qt_strings.h"

#include <QCoreApplication>
#include <QStringList>

#include <array>

namespace partiscope::ui {

namespace {

// The scenario fields the Table tab edits, by their JSON path: the core names a problem by its path, the tab by
// the field's label.
struct FieldLabel {
    const char* path;
    const char* label;
};
constexpr std::array kTableFieldLabels{
    FieldLabel{"/table/wcu", "Write capacity (WCU)"},
    FieldLabel{"/table/rcu", "Read capacity (RCU)"},
    FieldLabel{"/table/partitions", "Partitions"},
    FieldLabel{"/table/previous_peak_wcu", "Previous peak WCU/s"},
    FieldLabel{"/table/previous_peak_rcu", "Previous peak RCU/s"},
    FieldLabel{"/table/name", "Table name"},
    FieldLabel{"/table/key_schema", "Key schema"},
    FieldLabel{"/table/key_schema/partition_key", "Partition key"},
    FieldLabel{"/table/key_schema/partition_key/name", "Partition key name"},
    FieldLabel{"/table/key_schema/partition_key/type", "Partition key type"},
    FieldLabel{"/table/key_schema/sort_key", "Sort key"},
    FieldLabel{"/table/key_schema/sort_key/name", "Sort key name"},
    FieldLabel{"/table/key_schema/sort_key/type", "Sort key type"},
    FieldLabel{"/table/size_gb", "Data size"},
    FieldLabel{"/table/max_read_request_units", "Max read request units"},
    FieldLabel{"/table/max_write_request_units", "Max write request units"},
    FieldLabel{"/table/warm_throughput/read_units_per_second", "Warm read units/s"},
    FieldLabel{"/table/warm_throughput/write_units_per_second", "Warm write units/s"},
    FieldLabel{"/table/auto_scaling", "Auto scaling"},
    FieldLabel{"/table/auto_scaling/write/min_capacity", "Write auto scaling minimum"},
    FieldLabel{"/table/auto_scaling/write/max_capacity", "Write auto scaling maximum"},
    FieldLabel{"/table/auto_scaling/write/target_utilization_percent", "Write auto scaling target"},
    FieldLabel{"/table/auto_scaling/read/min_capacity", "Read auto scaling minimum"},
    FieldLabel{"/table/auto_scaling/read/max_capacity", "Read auto scaling maximum"},
    FieldLabel{"/table/auto_scaling/read/target_utilization_percent", "Read auto scaling target"},
    FieldLabel{"/table/account_max_rcu", "Account quota RCU"},
    FieldLabel{"/table/account_max_wcu", "Account quota WCU"},
    FieldLabel{"/table/gsis", "GSIs"},
    FieldLabel{"/table/lsis", "LSIs"},
    FieldLabel{"/capacity/adaptive_delay_s", "Adaptive delay"},
    FieldLabel{"/capacity/split_after_s", "Split after"},
    FieldLabel{"/workload/duration_s", "Duration"},
    FieldLabel{"/workload/writes_per_s", "Writes/s"},
    FieldLabel{"/workload/reads_per_s", "Reads/s"},
    FieldLabel{"/workload/item_kb", "Item size"},
};
// A GSI's or LSI's fields, by their path under /table/gsis/N or /table/lsis/N.
constexpr std::array kIndexFieldLabels{
    FieldLabel{"", "definition"},
    FieldLabel{"/name", "name"},
    FieldLabel{"/partition_key", "partition key"},
    FieldLabel{"/partition_key/name", "partition key name"},
    FieldLabel{"/partition_key/type", "partition key type"},
    FieldLabel{"/sort_key", "sort key"},
    FieldLabel{"/sort_key/name", "sort key name"},
    FieldLabel{"/sort_key/type", "sort key type"},
    FieldLabel{"/projection", "projection"},
    FieldLabel{"/non_key_attributes", "non-key attributes"},
    FieldLabel{"/item_kb", "item size"},
    FieldLabel{"/mode", "mode"},
    FieldLabel{"/rcu", "RCU"},
    FieldLabel{"/wcu", "WCU"},
    FieldLabel{"/partitions", "partitions"},
    FieldLabel{"/previous_peak_rcu", "previous peak RCU/s"},
    FieldLabel{"/previous_peak_wcu", "previous peak WCU/s"},
    FieldLabel{"/max_read_request_units", "max read request units"},
    FieldLabel{"/max_write_request_units", "max write request units"},
    FieldLabel{"/warm_throughput/read_units_per_second", "warm read units/s"},
    FieldLabel{"/warm_throughput/write_units_per_second", "warm write units/s"},
    FieldLabel{"/strategy", "strategy"},
};
constexpr std::array kIndexKeyFieldLabels{
    FieldLabel{"key", "key"},
    FieldLabel{"weight", "share"},
    FieldLabel{"sort_key", "sort-key shape"},
    FieldLabel{"partition", "partition"},
};

QString labelOf(const auto& labels, QStringView path) {
    for (const FieldLabel& field : labels) {
        if (path == QLatin1String(field.path)) {
            return QString::fromLatin1(field.label);
        }
    }
    return {};
}

// "/table/gsis/2/wcu" with prefix "/table/gsis/" -> index 2, rest "/wcu"; -1 when the path is not under it.
int indexUnder(QStringView path, QStringView prefix, QStringView* rest) {
    if (!path.startsWith(prefix)) {
        return -1;
    }
    const QStringView tail = path.mid(prefix.size());
    const qsizetype slash = tail.indexOf(QLatin1Char('/'));
    bool ok = false;
    const int index = (slash < 0 ? tail : tail.left(slash)).toInt(&ok);
    if (!ok) {
        return -1;
    }
    *rest = slash < 0 ? QStringView() : tail.mid(slash);
    return index;
}

// Strategy paths under an index go deeper (/strategy/shards): the strategy is the field.
QString indexFieldLabel(QStringView rest) {
    if (rest.startsWith(QStringLiteral("/strategy"))) {
        return QStringLiteral("strategy");
    }
    if (rest.startsWith(QStringLiteral("/non_key_attributes"))) {
        return QCoreApplication::translate("partiscope::ui::TableProblemText", "non-key attributes");
    }
    return labelOf(kIndexFieldLabels, rest);
}

QString withLabel(const QString& label, const QString& message) {
    // "Write capacity (WCU) must be at least 1", but "Partitions: partition 2 does not exist ...".
    if (message.startsWith(QStringLiteral("must "))) {
        return label + QLatin1Char(' ') + message;
    }
    return label + QStringLiteral(": ") + message;
}

template <typename Spec>
QString indexName(const std::vector<Spec>* specs, int index, const char* kind) {
    if (specs && index >= 0 && static_cast<std::size_t>(index) < specs->size() && !(*specs)[index].name.empty()) {
        return fromStd((*specs)[index].name);
    }
    return QString::fromLatin1(kind) + QLatin1Char(' ') + QString::number(index + 1);
}

} // namespace

TableProblemPlace tableProblemPlace(const QString& problem, const TableSpec& table) {
    const QString path = problem.section(QStringLiteral(": "), 0, 0);
    QStringView rest;
    if (const int gsi = indexUnder(path, u"/table/gsis/", &rest); gsi >= 0) {
        return {TableProblemPlace::Part::Gsi, gsi};
    }
    if (const int lsi = indexUnder(path, u"/table/lsis/", &rest); lsi >= 0) {
        return {TableProblemPlace::Part::Lsi, lsi};
    }
    if (path.startsWith(QStringLiteral("/workload/index_keys/"))) {
        const QString name = path.section(QLatin1Char('/'), 3, 3);
        for (std::size_t i = 0; i < table.gsis.size(); ++i) {
            if (fromStd(table.gsis[i].name) == name) {
                return {TableProblemPlace::Part::Gsi, static_cast<int>(i)};
            }
        }
    }
    return {};
}

QString tableProblemText(const QString& problem, const TableSpec* table) {
    const qsizetype colon = problem.indexOf(QStringLiteral(": "));
    if (!problem.startsWith(QLatin1Char('/')) || colon < 0) {
        return problem;
    }
    const QString path = problem.left(colon);
    const QString message = problem.mid(colon + 2);
    QString label = labelOf(kTableFieldLabels, path);
    QStringView rest;
    if (const int gsi = indexUnder(path, u"/table/gsis/", &rest); gsi >= 0) {
        if (const QString field = indexFieldLabel(rest); !field.isEmpty()) {
            label = indexName(table ? &table->gsis : nullptr, gsi, "GSI") + QLatin1Char(' ') + field;
        }
    } else if (const int lsi = indexUnder(path, u"/table/lsis/", &rest); lsi >= 0) {
        if (const QString field = indexFieldLabel(rest); !field.isEmpty()) {
            label = indexName(table ? &table->lsis : nullptr, lsi, "LSI") + QLatin1Char(' ') + field;
        }
    } else if (path.startsWith(QStringLiteral("/workload/index_keys/"))) {
        // /workload/index_keys/ByStatus/1/weight: "ByStatus index key 2 share".
        const QStringList parts = path.split(QLatin1Char('/'));
        label = parts.value(3) + QStringLiteral(" index keys");
        bool ok = false;
        if (const int key = parts.value(4).toInt(&ok); ok) {
            label = parts.value(3) + QStringLiteral(" index key ") + QString::number(key + 1);
            if (const QString field = labelOf(kIndexKeyFieldLabels, parts.value(5)); !field.isEmpty()) {
                label += QLatin1Char(' ') + field;
            }
        }
    } else if (label.isEmpty() && path.startsWith(QStringLiteral("/workload/keys/")) &&
               path.endsWith(QStringLiteral("/partition"))) {
        // A key pinned to a partition the table would not have: the partition count is what the edit changed.
        label = QCoreApplication::translate("partiscope::ui::TableProblemText", "Partitions");
    }
    if (label.isEmpty()) {
        return problem;
    }
    return withLabel(label, message);
}

} // namespace partiscope::ui
