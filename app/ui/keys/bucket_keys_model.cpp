#include "keys/bucket_keys_model.h"

#include "util/analysis_summary_text.h"
#include "util/qt_strings.h"

#include <algorithm>
#include <vector>

namespace partiscope::ui {

BucketKeysModel::BucketKeysModel(QObject* parent) : QAbstractTableModel(parent) {}

void BucketKeysModel::setListing(std::shared_ptr<const BucketKeyListing> listing) {
    beginResetModel();
    m_listing = std::move(listing);
    endResetModel();
}

void BucketKeysModel::setCellNoun(const QString& noun) {
    if (noun != m_cellNoun) {
        m_cellNoun = noun;
        emit headerDataChanged(Qt::Horizontal, ShareColumn, ShareColumn);
    }
}

int BucketKeysModel::rowCount(const QModelIndex& parent) const {
    if (parent.isValid() || !m_listing) {
        return 0;
    }
    return static_cast<int>(std::min<std::size_t>(m_listing->keys.size(), INT_MAX));
}

int BucketKeysModel::columnCount(const QModelIndex& parent) const {
    return parent.isValid() ? 0 : ColumnCount;
}

double BucketKeysModel::shareOfBucket(const KeyShare& key) const noexcept {
    return m_listing->writes ? static_cast<double>(key.count) / static_cast<double>(m_listing->writes) : 0.0;
}

QVariant BucketKeysModel::data(const QModelIndex& index, int role) const {
    if (!checkIndex(index, CheckIndexOption::IndexIsValid | CheckIndexOption::ParentIsInvalid) || !m_listing) {
        return {};
    }
    const KeyShare& key = m_listing->keys[static_cast<std::size_t>(index.row())];
    switch (role) {
    case Qt::DisplayRole:
    case Qt::ToolTipRole:
        switch (index.column()) {
        case KeyColumn:
            return fromStd(key.key);
        case WritesColumn:
            return countText(key.count);
        case ShareColumn:
            return shareText(shareOfBucket(key));
        default:
            return {};
        }
    case kRawRole:
        switch (index.column()) {
        case KeyColumn:
            return fromStd(key.key);
        case WritesColumn:
            return QVariant::fromValue<qulonglong>(key.count);
        case ShareColumn:
            return shareOfBucket(key);
        default:
            return {};
        }
    case Qt::TextAlignmentRole:
        return index.column() == KeyColumn ? QVariant(Qt::AlignLeft | Qt::AlignVCenter)
                                           : QVariant(Qt::AlignRight | Qt::AlignVCenter);
    default:
        return {};
    }
}

QVariant BucketKeysModel::headerData(int section, Qt::Orientation orientation, int role) const {
    if (orientation != Qt::Horizontal || role != Qt::DisplayRole) {
        return QAbstractTableModel::headerData(section, orientation, role);
    }
    switch (section) {
    case KeyColumn:
        return tr("Key");
    case WritesColumn:
        return tr("Writes");
    case ShareColumn:
        return QString(tr("Share of ") + m_cellNoun);
    default:
        return {};
    }
}

QString BucketKeysModel::rowsAsTsv(const QModelIndexList& indexes) {
    std::vector<QModelIndex> rows;
    for (const QModelIndex& index : indexes) {
        const QModelIndex first = index.siblingAtColumn(KeyColumn);
        if (std::find(rows.begin(), rows.end(), first) == rows.end()) {
            rows.push_back(first);
        }
    }
    std::sort(rows.begin(), rows.end(), [](const QModelIndex& a, const QModelIndex& b) { return a.row() < b.row(); });
    QString text;
    for (const QModelIndex& row : rows) {
        text += row.data(kRawRole).toString() + QLatin1Char('\t') +
                QString::number(row.siblingAtColumn(WritesColumn).data(kRawRole).toULongLong()) + QLatin1Char('\t') +
                QString::number(row.siblingAtColumn(ShareColumn).data(kRawRole).toDouble(), 'g', 6) + QLatin1Char('\n');
    }
    return text;
}

} // namespace partiscope::ui
