#pragma once

#include <partiscope/key_input.h>
#include <partiscope/scenario.h>

#include <QAbstractTableModel>

#include <memory>
#include <vector>

class QTableView;

namespace partiscope::ui {

/// A key list as a read-only table: key and count (or weight), for lists of millions of keys. It holds one
/// shared immutable list (a read's tally, or a document's workload keys) and formats a row only when a view
/// asks for it, so a million keys cost nothing up front: no per-row strings, sizes or indexes. A new list is
/// swapped in whole with one model reset. Rows are in the list's own order (a tally's is its reading order).
/// Qt::UserRole holds the raw value (key text; count as qulonglong or weight as double).
class KeyListModel : public QAbstractTableModel {
    Q_OBJECT
public:
    enum Column { KeyColumn, CountColumn, ColumnCount };
    static constexpr int kRawRole = Qt::UserRole;

    explicit KeyListModel(QObject* parent = nullptr);

    /// Shows the keys of @p read's tally with their counts (null: no rows).
    void setKeys(std::shared_ptr<const KeyReadResult> read);
    /// Shows @p keys with their weights (null: no rows); whole weights read as counts.
    void setKeys(std::shared_ptr<const std::vector<WorkloadKey>> keys);

    [[nodiscard]] int rowCount(const QModelIndex& parent = QModelIndex()) const override;
    [[nodiscard]] int columnCount(const QModelIndex& parent = QModelIndex()) const override;
    [[nodiscard]] QVariant data(const QModelIndex& index, int role = Qt::DisplayRole) const override;
    [[nodiscard]] QVariant headerData(int section, Qt::Orientation orientation,
                                      int role = Qt::DisplayRole) const override;

private:
    std::shared_ptr<const KeyReadResult> m_read;
    std::shared_ptr<const std::vector<WorkloadKey>> m_workloadKeys;
};

/// Shows @p model in @p view, set up for a list of any size: fixed row heights and a fixed count column, so
/// the view never measures a row (nothing in it scales with the number of rows); no row header, no word wrap.
void showKeyList(QTableView& view, KeyListModel& model);

} // namespace partiscope::ui
