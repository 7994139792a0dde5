#pragma once

#include <partiscope/scenario.h>

#include <QWidget>

#include <optional>

class QLabel;
class QPushButton;
class QTableWidget;

namespace partiscope::ui {

/// A GSI's index keys (workload.index_keys[name]) as a small table: the key, its share of the base table's
/// writes, its sort-key shape. Under it the shares' sum, and when it is below 1 the part of the items that carry
/// no index key (a sparse index: they write nothing to it).
class IndexKeysTable : public QWidget {
    Q_OBJECT
public:
    explicit IndexKeysTable(QWidget* parent = nullptr);

    /// Shows @p keys without emitting changed.
    void setKeys(const std::vector<WorkloadKey>& keys);
    /// The keys the table shows; nullopt with @p error ("row 2: the share must be a number") when a share is not
    /// a number.
    [[nodiscard]] std::optional<std::vector<WorkloadKey>> keys(QString& error) const;

    /// "2 keys, sum 0.8": how an edit of the table names its before and after.
    [[nodiscard]] QString summary() const;

signals:
    /// The keys changed; @p rowsChanged when a key was added or removed (a step of its own, never merged).
    void changed(bool rowsChanged);

private:
    void addRow(const WorkloadKey& key);
    void updateSum();

    QTableWidget* m_table = nullptr;
    QPushButton* m_add = nullptr;
    QPushButton* m_remove = nullptr;
    QLabel* m_sum = nullptr;
    std::vector<std::optional<std::uint32_t>> m_pins; ///< per row: a pin from the file (no column; kept as is)
    bool m_syncing = false;
};

} // namespace partiscope::ui
