#pragma once

#include <partiscope/design_comparison.h>

#include <QAbstractTableModel>
#include <QString>

#include <memory>

namespace partiscope::ui {

/// The Compare view's table: one row per design (its name in the row header), one column per CompareColumn. The
/// best value of each column (core's DesignComparison::best) is bold and carries a star, so it reads in greyscale
/// and to a screen reader too; tooltips break the throttled requests down by DynamoDB's reason and the monthly
/// cost into reads, writes and storage. The model only formats what core computed.
class CompareTableModel : public QAbstractTableModel {
    Q_OBJECT
public:
    /// True for a cell holding its column's best value.
    static constexpr int kBestRole = Qt::UserRole + 1;
    /// The star after a best value.
    static constexpr QStringView kBestMarker = u"★";

    explicit CompareTableModel(QObject* parent = nullptr);

    /// Shows @p comparison (null: no rows).
    void setComparison(std::shared_ptr<const DesignComparison> comparison);
    [[nodiscard]] const std::shared_ptr<const DesignComparison>& comparison() const noexcept { return m_comparison; }

    [[nodiscard]] int rowCount(const QModelIndex& parent = {}) const override;
    [[nodiscard]] int columnCount(const QModelIndex& parent = {}) const override;
    [[nodiscard]] QVariant data(const QModelIndex& index, int role = Qt::DisplayRole) const override;
    [[nodiscard]] QVariant headerData(int section, Qt::Orientation orientation,
                                      int role = Qt::DisplayRole) const override;

    [[nodiscard]] bool isBest(int row, CompareColumn column) const;
    /// The column's heading ("Hot factor") and what it measures, with which way is better (the heading's tooltip).
    [[nodiscard]] static QString columnTitle(CompareColumn column);
    [[nodiscard]] static QString columnToolTip(CompareColumn column);
    /// The cell's figure as text, without the best marker.
    [[nodiscard]] static QString cellText(const DesignSummary& design, CompareColumn column);
    [[nodiscard]] static QString cellToolTip(const DesignSummary& design, CompareColumn column);
    /// "≈ $1,234.56 /month (estimate)": every cost the app shows says it is an estimate.
    [[nodiscard]] static QString monthlyCostText(const MonthlyCost& cost);
    /// "$1,234.56" (USD) or "1,234.56 EUR" (any other currency the price file names).
    [[nodiscard]] static QString moneyText(double amount, const std::string& currency);

private:
    std::shared_ptr<const DesignComparison> m_comparison;
};

} // namespace partiscope::ui
