#include "keys/bucket_keys_panel.h"

#include "keys/bucket_keys_model.h"
#include "util/analysis_summary_text.h"

#include <QAction>
#include <QApplication>
#include <QClipboard>
#include <QCoreApplication>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QItemSelectionModel>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QSortFilterProxyModel>
#include <QTableView>
#include <QVBoxLayout>

namespace partiscope::ui {

BucketKeysPanel::BucketKeysPanel(QWidget* parent) : QWidget(parent) {
    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(4, 4, 4, 4);

    m_heading = new QLabel(tr("Click a cell of the heat map to list its keys."), this);
    m_heading->setObjectName(QStringLiteral("bucketKeysHeading"));
    m_heading->setWordWrap(true);
    layout->addWidget(m_heading);

    auto* row = new QHBoxLayout();
    m_filter = new QLineEdit(this);
    m_filter->setObjectName(QStringLiteral("bucketKeysFilter"));
    m_filter->setPlaceholderText(tr("Filter keys"));
    m_filter->setClearButtonEnabled(true);
    row->addWidget(m_filter, 1);
    auto* copyButton = new QPushButton(tr("&Copy"), this);
    copyButton->setObjectName(QStringLiteral("bucketKeysCopyButton"));
    copyButton->setToolTip(tr("Copy the selected rows as tab-separated text (Ctrl+C)"));
    row->addWidget(copyButton);
    layout->addLayout(row);

    m_model = new BucketKeysModel(this);
    m_proxy = new QSortFilterProxyModel(this);
    m_proxy->setSourceModel(m_model);
    m_proxy->setSortRole(BucketKeysModel::kRawRole);
    m_proxy->setFilterRole(BucketKeysModel::kRawRole);
    m_proxy->setFilterKeyColumn(BucketKeysModel::KeyColumn);
    m_proxy->setFilterCaseSensitivity(Qt::CaseInsensitive);

    m_view = new QTableView(this);
    m_view->setObjectName(QStringLiteral("bucketKeysView"));
    m_view->setModel(m_proxy);
    m_view->setSortingEnabled(true);
    m_view->sortByColumn(BucketKeysModel::WritesColumn, Qt::DescendingOrder);
    m_view->setSelectionBehavior(QAbstractItemView::SelectRows);
    m_view->setSelectionMode(QAbstractItemView::ExtendedSelection);
    m_view->setEditTriggers(QAbstractItemView::NoEditTriggers);
    m_view->verticalHeader()->hide();
    // The keys are what the panel is for: their column fits its longest key (the view scrolls sideways in a
    // narrow dock, also with presentation mode's larger font) and the last column takes what is left.
    m_view->horizontalHeader()->setSectionResizeMode(BucketKeysModel::KeyColumn, QHeaderView::ResizeToContents);
    m_view->horizontalHeader()->setStretchLastSection(true);
    m_view->horizontalHeader()->setSectionResizeMode(BucketKeysModel::WritesColumn, QHeaderView::ResizeToContents);
    m_view->horizontalHeader()->setSectionResizeMode(BucketKeysModel::ShareColumn, QHeaderView::ResizeToContents);
    layout->addWidget(m_view, 1);

    m_copy = new QAction(tr("Copy rows"), this);
    m_copy->setObjectName(QStringLiteral("bucketKeysCopyAction"));
    m_copy->setShortcut(QKeySequence::Copy);
    // Only while the panel has focus: Ctrl+C elsewhere (the key editor) keeps its usual meaning.
    m_copy->setShortcutContext(Qt::WidgetWithChildrenShortcut);
    addAction(m_copy);
    connect(m_copy, &QAction::triggered, this, &BucketKeysPanel::copySelection);
    connect(copyButton, &QPushButton::clicked, this, &BucketKeysPanel::copySelection);
    connect(m_filter, &QLineEdit::textChanged, m_proxy, &QSortFilterProxyModel::setFilterFixedString);
}

void BucketKeysPanel::showPending(std::uint32_t bucket, const QString& cellNoun) {
    m_model->setListing(nullptr);
    m_heading->setText(tr("Listing the keys of ") + cellNoun + QLatin1Char(' ') + QString::number(bucket) +
                       QStringLiteral("…"));
}

void BucketKeysPanel::showListing(std::shared_ptr<const BucketKeyListing> listing, const QString& cellNoun) {
    if (!listing) {
        m_model->setListing(nullptr);
        return;
    }
    const std::size_t keys = listing->keys.size();
    const double share =
        listing->allWrites ? static_cast<double>(listing->writes) / static_cast<double>(listing->allWrites) : 0.0;
    m_model->setCellNoun(cellNoun);
    m_heading->setText(cellNoun.left(1).toUpper() + cellNoun.mid(1) + QLatin1Char(' ') +
                       QString::number(listing->bucket) + QStringLiteral(": ") +
                       countOfText(keys, QT_TRANSLATE_NOOP("partiscope::ui::Nouns", "key"),
                                   QT_TRANSLATE_NOOP("partiscope::ui::Nouns", "keys")) +
                       QStringLiteral(", ") +
                       countOfText(listing->writes, QT_TRANSLATE_NOOP("partiscope::ui::Nouns", "write"),
                                   QT_TRANSLATE_NOOP("partiscope::ui::Nouns", "writes")) +
                       QStringLiteral(" (") + shareText(share) + tr(" of all writes)"));
    m_model->setListing(std::move(listing));
}

void BucketKeysPanel::showProblem(const QString& error) {
    m_model->setListing(nullptr);
    m_heading->setText(tr("Cannot list the keys: ") + error);
}

QString BucketKeysPanel::copySelection() {
    QModelIndexList rows = m_view->selectionModel()->selectedRows();
    if (rows.isEmpty()) {
        for (int row = 0; row < m_proxy->rowCount(); ++row) {
            rows.append(m_proxy->index(row, BucketKeysModel::KeyColumn));
        }
    }
    const QString text = BucketKeysModel::rowsAsTsv(rows);
    QApplication::clipboard()->setText(text);
    return text;
}

} // namespace partiscope::ui
