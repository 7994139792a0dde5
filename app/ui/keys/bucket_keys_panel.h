#pragma once

#include <partiscope/analysis.h>

#include <QString>
#include <QWidget>

#include <cstdint>
#include <memory>

class QAction;
class QLabel;
class QLineEdit;
class QSortFilterProxyModel;
class QTableView;

namespace partiscope::ui {

class BucketKeysModel;

/// Every key of the bucket the user clicked: a sortable table with a filter field, and Copy (Ctrl+C) of the
/// selected rows as TSV. Lives in a dock beside the heat map.
class BucketKeysPanel : public QWidget {
    Q_OBJECT
public:
    explicit BucketKeysPanel(QWidget* parent = nullptr);

    /// A listing of @p bucket has been asked for; the table empties until it arrives.
    void showPending(std::uint32_t bucket, const QString& cellNoun);
    /// Shows @p listing; @p cellNoun is "bucket" or "partition".
    void showListing(std::shared_ptr<const BucketKeyListing> listing, const QString& cellNoun);
    void showProblem(const QString& error);

    /// Copies the selected rows (all visible rows when none is selected) to the clipboard; returns the text.
    QString copySelection();

    [[nodiscard]] BucketKeysModel* model() const noexcept { return m_model; }
    [[nodiscard]] QSortFilterProxyModel* proxy() const noexcept { return m_proxy; }
    [[nodiscard]] QTableView* view() const noexcept { return m_view; }
    [[nodiscard]] QLineEdit* filterField() const noexcept { return m_filter; }
    [[nodiscard]] QLabel* heading() const noexcept { return m_heading; }

private:
    QLabel* m_heading = nullptr;
    QLineEdit* m_filter = nullptr;
    QTableView* m_view = nullptr;
    BucketKeysModel* m_model = nullptr;
    QSortFilterProxyModel* m_proxy = nullptr;
    QAction* m_copy = nullptr;
};

} // namespace partiscope::ui
