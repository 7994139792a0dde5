#pragma once

#include "document/imported_items.h"
#include "jobs/latest_job_queue.h"

#include <partiscope/scenario.h>

#include <QWidget>

#include <memory>

class QLabel;
class QLineEdit;
class QPushButton;

namespace partiscope::ui {

/// A GSI's "derive index keys from the items" row: the index's partition-key template over the imported CSV's
/// columns (`{status}`, `STATUS#{status}`) and a button. The items are read with core's readCsvIndexKeys (a large
/// file on a worker); derived() gives the keys, each with the share of items that carry it (a sparse index sums
/// below 1).
class IndexKeysFromItems : public QWidget {
    Q_OBJECT
public:
    explicit IndexKeysFromItems(QWidget* parent = nullptr);

    void setItems(std::shared_ptr<const ImportedItems> items);
    [[nodiscard]] bool hasItems() const noexcept { return m_items != nullptr; }
    /// Shows @p pattern (the selected GSI's template) without deriving.
    void setTemplate(const QString& pattern);
    [[nodiscard]] QString templateText() const;
    /// Reads the items with the template shown; derived() or failed() follows (at once for a small file).
    void derive(SortKeyShape sortKey);

    /// CSVs up to this size are read on the UI thread (a few milliseconds); larger ones on a worker.
    static constexpr qsizetype kReadHereBytes = 4 * 1024 * 1024;

signals:
    void deriveRequested();
    /// @p summary: "Derived from 1,000 items: 850 carry the key (15 % write nothing); 2 rows rejected".
    void derived(const std::vector<partiscope::WorkloadKey>& keys, const QString& summary);
    void failed(const QString& problem);

private:
    std::shared_ptr<const ImportedItems> m_items;
    QLineEdit* m_template = nullptr;
    QPushButton* m_derive = nullptr;
    QLabel* m_note = nullptr;
    LatestJobQueue m_reads{1}; // last: destroyed first, so no read posts into a half-destroyed row
};

} // namespace partiscope::ui
