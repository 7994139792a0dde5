#include "views/compare_table_model.h"
#include "util/core_text.h"

#include "util/finding_text.h"
#include "util/qt_strings.h"

#include <partiscope/number_format.h>

#include <QFont>
#include <QLocale>
#include <QStringList>

#include <algorithm>
#include <cmath>
#include <cstdint>

namespace partiscope::ui {

namespace {

QString count(double value) {
    // The simulator is fluid (expected values): counts are rounded, as the status bar rounds them.
    return localizedCount(static_cast<std::uint64_t>(std::llround(std::max(0.0, value))));
}

QString number(double value) {
    return localizedNumber(value);
}

QString percent(double share) {
    return QString::number(share * 100, 'f', 0) + QStringLiteral(" %");
}

CompareColumn columnAt(int column) {
    return static_cast<CompareColumn>(column);
}

} // namespace

CompareTableModel::CompareTableModel(QObject* parent) : QAbstractTableModel(parent) {}

void CompareTableModel::setComparison(std::shared_ptr<const DesignComparison> comparison) {
    beginResetModel();
    m_comparison = std::move(comparison);
    endResetModel();
}

int CompareTableModel::rowCount(const QModelIndex& parent) const {
    return parent.isValid() || !m_comparison ? 0 : static_cast<int>(m_comparison->designs.size());
}

int CompareTableModel::columnCount(const QModelIndex& parent) const {
    return parent.isValid() ? 0 : static_cast<int>(kCompareColumnCount);
}

bool CompareTableModel::isBest(int row, CompareColumn column) const {
    if (!m_comparison || row < 0) {
        return false;
    }
    const auto& best = m_comparison->best[static_cast<std::size_t>(column)];
    return std::find(best.begin(), best.end(), static_cast<std::size_t>(row)) != best.end();
}

QVariant CompareTableModel::data(const QModelIndex& index, int role) const {
    if (!index.isValid() || index.row() >= rowCount() || index.column() >= columnCount()) {
        return {};
    }
    const DesignSummary& design = m_comparison->designs[static_cast<std::size_t>(index.row())];
    const CompareColumn column = columnAt(index.column());
    const bool best = isBest(index.row(), column);
    switch (role) {
    case Qt::DisplayRole:
        return best ? cellText(design, column) + QLatin1Char(' ') + kBestMarker : cellText(design, column);
    case Qt::ToolTipRole: {
        QString tip = cellToolTip(design, column);
        if (best) {
            tip += QStringLiteral("\n") + kBestMarker + tr(" The best of the designs in this column");
        }
        return tip;
    }
    case Qt::FontRole:
        if (best) {
            QFont bold;
            bold.setBold(true);
            return bold;
        }
        return {};
    case Qt::TextAlignmentRole:
        return column == CompareColumn::MostSevereFinding ? QVariant(Qt::AlignLeft | Qt::AlignVCenter)
                                                          : QVariant(Qt::AlignRight | Qt::AlignVCenter);
    case kBestRole:
        return best;
    default:
        return {};
    }
}

QVariant CompareTableModel::headerData(int section, Qt::Orientation orientation, int role) const {
    if (orientation == Qt::Horizontal) {
        if (section < 0 || section >= columnCount()) {
            return {};
        }
        if (role == Qt::DisplayRole) {
            return columnTitle(columnAt(section));
        }
        if (role == Qt::ToolTipRole) {
            return columnToolTip(columnAt(section));
        }
        return {};
    }
    if (section < 0 || section >= rowCount()) {
        return {};
    }
    const auto row = static_cast<std::size_t>(section);
    const bool favoured = m_comparison->favoured == row;
    if (role == Qt::DisplayRole) {
        return fromStd(m_comparison->designs[row].name);
    }
    if (role == Qt::FontRole && favoured) {
        QFont bold;
        bold.setBold(true);
        return bold;
    }
    if (role == Qt::ToolTipRole && favoured) {
        return fromStd(m_comparison->favouredReason);
    }
    return {};
}

QString CompareTableModel::columnTitle(CompareColumn column) {
    // Two lines where a heading is wider than its figures: the table fits beside the key editor.
    switch (column) {
    case CompareColumn::HotFactor:
        return tr("Hot factor");
    case CompareColumn::PeakPartitionUtilisation:
        return tr("Peak\npartition use");
    case CompareColumn::ThrottledRequests:
        return tr("Throttled\nrequests");
    case CompareColumn::ReadQueriesPerLogicalRead:
        return tr("Queries\nper read");
    case CompareColumn::MinRcuPerLogicalRead:
        return tr("Min RCU\nper read");
    case CompareColumn::WriteUnitsPerLogicalWrite:
        return tr("WCU per\nwrite");
    case CompareColumn::MonthlyCost:
        return tr("Monthly cost\n(estimate)");
    case CompareColumn::MostSevereFinding:
        return tr("Most severe\nfinding");
    }
    return {};
}

QString CompareTableModel::columnToolTip(CompareColumn column) {
    switch (column) {
    case CompareColumn::HotFactor:
        return tr("The fullest partition's writes over the mean per partition (lower is better)");
    case CompareColumn::PeakPartitionUtilisation:
        return tr("The most any partition of the table or an index asked for in one second, as a share of "
                  "the per-partition ceiling; above 100 % it asked for more than a partition can serve "
                  "(lower is better)");
    case CompareColumn::ThrottledRequests:
        return tr("Requests the application saw throttled over the run, for every reason (lower is "
                  "better); hover a cell for the reasons");
    case CompareColumn::ReadQueriesPerLogicalRead:
        return tr("Queries it takes to read one whole logical key: the strategy's fan-out (lower is "
                  "better)");
    case CompareColumn::MinRcuPerLogicalRead:
        return tr("The least read capacity those queries consume; each query costs at least one read "
                  "unit (lower is better)");
    case CompareColumn::WriteUnitsPerLogicalWrite:
        return tr("Write capacity units one logical write consumes, the table's and every index's "
                  "together (lower is better)");
    case CompareColumn::MonthlyCost:
        return tr("An estimate of the monthly bill from the simulated consumption at the price table's "
                  "list prices (lower is better)");
    case CompareColumn::MostSevereFinding:
        return tr("The advisor's most severe finding for the design (less severe is better)");
    }
    return {};
}

QString CompareTableModel::cellText(const DesignSummary& design, CompareColumn column) {
    switch (column) {
    case CompareColumn::HotFactor:
        return localizedHotFactor(design.hotFactor, design.hotFactorCells, design.hotFactorCellKind);
    case CompareColumn::PeakPartitionUtilisation:
        return percent(design.peakPartitionUtilisation);
    case CompareColumn::ThrottledRequests:
        return count(design.throttledRequests);
    case CompareColumn::ReadQueriesPerLogicalRead:
        return number(design.readQueriesPerLogicalRead);
    case CompareColumn::MinRcuPerLogicalRead:
        return number(design.minRcuPerLogicalRead) + tr(" RCU");
    case CompareColumn::WriteUnitsPerLogicalWrite:
        return number(design.writeUnitsPerLogicalWrite) + tr(" WCU");
    case CompareColumn::MonthlyCost:
        return monthlyCostText(design.monthlyCost);
    case CompareColumn::MostSevereFinding:
        if (design.findings.empty()) {
            return tr("none");
        }
        return severityText(design.findings.front().severity) + QStringLiteral(": ") +
               localizedFinding(design.findings.front()).title;
    }
    return {};
}

QString CompareTableModel::cellToolTip(const DesignSummary& design, CompareColumn column) {
    switch (column) {
    case CompareColumn::ThrottledRequests: {
        QStringList reasons;
        for (std::size_t i = 0; i < design.throttlingReasons.size(); ++i) {
            if (std::llround(design.throttlingReasons[i]) > 0) {
                reasons.append(fromStd(throttlingReasonName(throttlingReasonAt(i))) + QStringLiteral(": ") +
                               count(design.throttlingReasons[i]));
            }
        }
        return reasons.isEmpty() ? tr("Nothing was throttled")
                                 : tr("Throttled by reason:\n") + reasons.join(QLatin1Char('\n'));
    }
    case CompareColumn::MonthlyCost: {
        const MonthlyCost& cost = design.monthlyCost;
        return tr("Estimate at ") + fromStd(cost.region) + tr(" list prices of ") + fromStd(cost.pricesAsOf) +
               tr("\nReads: ") + moneyText(cost.reads, cost.currency) + tr("\nWrites: ") +
               moneyText(cost.writes, cost.currency) + tr("\nStorage: ") + moneyText(cost.storage, cost.currency);
    }
    case CompareColumn::MostSevereFinding: {
        if (design.findings.empty()) {
            return tr("The advisor found nothing to report");
        }
        const LocalizedFinding shown = localizedFinding(design.findings.front());
        return shown.title + QStringLiteral("\n") + shown.evidence;
    }
    default:
        return cellText(design, column);
    }
}

QString CompareTableModel::monthlyCostText(const MonthlyCost& cost) {
    return QStringLiteral("≈ ") + moneyText(cost.total, cost.currency) + tr(" /month (estimate)");
}

QString CompareTableModel::moneyText(double amount, const std::string& currency) {
    // Grouped thousands and cents whatever the user's locale: the figures read as the CLI and the report print them.
    const QString figure = QLocale(QLocale::English, QLocale::UnitedStates).toString(amount, 'f', 2);
    if (currency == "USD") {
        return QStringLiteral("$") + figure;
    }
    return figure + QLatin1Char(' ') + fromStd(currency);
}

} // namespace partiscope::ui
