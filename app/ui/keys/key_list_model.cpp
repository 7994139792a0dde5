#include "keys/key_list_model.h"

#include "util/analysis_summary_text.h"

#include <QHeaderView>
#include <QTableView>

#include <cmath>
#include <limits>

namespace partiscope::ui {

namespace {

// A QAbstractItemModel row is an int: a list longer than that shows its first INT_MAX keys.
int clampedRows(std::size_t rows) {
    return static_cast<int>(std::min<std::size_t>(rows, std::numeric_limits<int>::max()));
}

QString weightText(double weight) {
    if (weight >= 0 && weight == std::floor(weight) && weight < 9.007199254740992e15) {
        return countText(static_cast<std::uint64_t>(weight));
    }
    return QString::number(weight, 'g', 6);
}

} // namespace

KeyListModel::KeyListModel(QObject* parent) : QAbstractTableModel(parent) {}

void KeyListModel::setKeys(std::shared_ptr<const KeyReadResult> read) {
    beginResetModel();
    m_read = std::move(read);
    m_workloadKeys.reset();
    endResetModel();
}

void KeyListModel::setKeys(std::shared_ptr<const std::vector<WorkloadKey>> keys) {
    beginResetModel();
    m_workloadKeys = std::move(keys);
    m_read.reset();
    endResetModel();
}

int KeyListModel::rowCount(const QModelIndex& parent) const {
    if (parent.isValid()) {
        return 0;
    }
    if (m_read) {
        return clampedRows(m_read->tally.distinct());
    }
    return m_workloadKeys ? clampedRows(m_workloadKeys->size()) : 0;
}

int KeyListModel::columnCount(const QModelIndex& parent) const {
    return parent.isValid() ? 0 : ColumnCount;
}

QVariant KeyListModel::data(const QModelIndex& index, int role) const {
    if (!index.isValid() || index.row() >= rowCount()) {
        return {};
    }
    if (role == Qt::TextAlignmentRole) {
        return index.column() == CountColumn ? QVariant(Qt::AlignRight | Qt::AlignVCenter) : QVariant();
    }
    if (role != Qt::DisplayRole && role != kRawRole) {
        return {};
    }
    const auto row = static_cast<std::size_t>(index.row());
    if (m_read) {
        const TalliedKey& entry = m_read->tally.entries()[row];
        if (index.column() == KeyColumn) {
            const std::string_view key = m_read->tally.keyOf(entry);
            return QString::fromUtf8(key.data(), static_cast<qsizetype>(key.size()));
        }
        return role == kRawRole ? QVariant(static_cast<qulonglong>(entry.count)) : QVariant(countText(entry.count));
    }
    const WorkloadKey& key = (*m_workloadKeys)[row];
    if (index.column() == KeyColumn) {
        return QString::fromStdString(key.key);
    }
    return role == kRawRole ? QVariant(key.weight) : QVariant(weightText(key.weight));
}

QVariant KeyListModel::headerData(int section, Qt::Orientation orientation, int role) const {
    if (orientation != Qt::Horizontal || role != Qt::DisplayRole) {
        return {};
    }
    switch (section) {
    case KeyColumn:
        return tr("Key");
    case CountColumn:
        return m_workloadKeys ? tr("Weight") : tr("Count");
    default:
        return {};
    }
}

void showKeyList(QTableView& view, KeyListModel& model) {
    view.setWordWrap(false);
    view.setShowGrid(false);
    view.setSelectionBehavior(QAbstractItemView::SelectRows);
    view.setEditTriggers(QAbstractItemView::NoEditTriggers);
    // The row header before the model arrives: QHeaderView keeps an item per section, and changing the
    // resize mode or the default size afterwards walks all of them (a million rows: tens of ms). Fixed: no
    // row is ever measured.
    view.verticalHeader()->setVisible(false);
    view.verticalHeader()->setSectionResizeMode(QHeaderView::Fixed);
    view.verticalHeader()->setDefaultSectionSize(view.fontMetrics().height() + 6);
    view.setModel(&model);
    // Column settings need the model's columns. The count column is wide enough for the largest count
    // (2^53-1, grouped); ResizeToContents would measure rows.
    view.horizontalHeader()->setSectionResizeMode(KeyListModel::KeyColumn, QHeaderView::Stretch);
    view.horizontalHeader()->setSectionResizeMode(KeyListModel::CountColumn, QHeaderView::Fixed);
    view.horizontalHeader()->resizeSection(KeyListModel::CountColumn,
                                           view.fontMetrics().horizontalAdvance(countText(9'007'199'254'740'991)) + 16);
}

} // namespace partiscope::ui
