#pragma once

#include <partiscope/analysis.h>

#include <QAbstractTableModel>
#include <QModelIndexList>
#include <QString>

#include <memory>

namespace partiscope::ui {

/// One bucket's keys as a table: key, writes, share of the bucket's writes. Read-only over an immutable
/// listing swapped in whole (one reset per listing). Qt::UserRole holds the raw value (key text, writes as
/// qulonglong, share as double) for sorting and copying; DisplayRole is formatted like the rest of the UI.
class BucketKeysModel : public QAbstractTableModel {
    Q_OBJECT
public:
    enum Column { KeyColumn, WritesColumn, ShareColumn, ColumnCount };
    static constexpr int kRawRole = Qt::UserRole;

    explicit BucketKeysModel(QObject* parent = nullptr);

    /// "bucket" or "partition", for the share column's header.
    void setCellNoun(const QString& noun);
    /// Shows @p listing (null: no rows).
    void setListing(std::shared_ptr<const BucketKeyListing> listing);
    [[nodiscard]] const std::shared_ptr<const BucketKeyListing>& listing() const noexcept { return m_listing; }

    [[nodiscard]] int rowCount(const QModelIndex& parent = QModelIndex()) const override;
    [[nodiscard]] int columnCount(const QModelIndex& parent = QModelIndex()) const override;
    [[nodiscard]] QVariant data(const QModelIndex& index, int role = Qt::DisplayRole) const override;
    [[nodiscard]] QVariant headerData(int section, Qt::Orientation orientation,
                                      int role = Qt::DisplayRole) const override;

    /// The rows of @p indexes (any column; each row once, in the order given by their row numbers in
    /// @p indexes' model) as tab-separated "key, writes, share" lines with raw numbers, for the clipboard.
    [[nodiscard]] static QString rowsAsTsv(const QModelIndexList& indexes);

private:
    [[nodiscard]] double shareOfBucket(const KeyShare& key) const noexcept;

    std::shared_ptr<const BucketKeyListing> m_listing;
    QString m_cellNoun = QStringLiteral("bucket");
};

} // namespace partiscope::ui
