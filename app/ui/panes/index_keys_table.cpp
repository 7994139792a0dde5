#include "panes/index_keys_table.h"

#include "panes/pane_controls.h"
#include "views/secondary_label.h"

#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QLocale>
#include <QPushButton>
#include <QSignalBlocker>
#include <QTableWidget>
#include <QVBoxLayout>

#include <cmath>

namespace partiscope::ui {

namespace {

enum Column { KeyColumn, ShareColumn, ShapeColumn, ColumnCount };

QString shareText(double share) {
    return QLocale::c().toString(share, 'g', 6);
}

} // namespace

IndexKeysTable::IndexKeysTable(QWidget* parent) : QWidget(parent) {
    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    m_table = new QTableWidget(0, ColumnCount, this);
    m_table->setObjectName(QStringLiteral("gsiIndexKeysTable"));
    m_table->setAccessibleName(tr("Index keys"));
    m_table->setHorizontalHeaderLabels({tr("Index key"), tr("Share of writes"), tr("Sort key")});
    m_table->horizontalHeader()->setSectionResizeMode(KeyColumn, QHeaderView::Stretch);
    m_table->verticalHeader()->hide();
    m_table->setTabKeyNavigation(false); // Tab leaves the table, arrows move between cells
    m_table->setMinimumHeight(90);
    m_table->setMaximumHeight(140);
    m_table->setToolTip(tr("Share: the part of the base table's writes whose item carries this index key"));
    layout->addWidget(m_table);

    auto* buttons = new QHBoxLayout;
    m_add = new QPushButton(tr("Add key"), this);
    m_add->setObjectName(QStringLiteral("addIndexKeyButton"));
    m_remove = new QPushButton(tr("Remove key"), this);
    m_remove->setObjectName(QStringLiteral("removeIndexKeyButton"));
    buttons->addWidget(m_add);
    buttons->addWidget(m_remove);
    buttons->addStretch(1);
    layout->addLayout(buttons);
    m_sum = makeSecondaryLabel(QString(), this);
    m_sum->setObjectName(QStringLiteral("gsiIndexKeysSumLabel"));
    layout->addWidget(m_sum);

    connect(m_table, &QTableWidget::itemChanged, this, [this] {
        if (!m_syncing) {
            updateSum();
            emit changed(false);
        }
    });
    connect(m_add, &QPushButton::clicked, this, [this] {
        WorkloadKey key;
        key.key = "KEY" + std::to_string(m_table->rowCount() + 1);
        key.weight = 0; // a new key takes no writes until its share is set: the others stay as they were
        addRow(key);
        m_table->setCurrentCell(m_table->rowCount() - 1, KeyColumn);
        updateSum();
        emit changed(true);
    });
    connect(m_remove, &QPushButton::clicked, this, [this] {
        const int row = m_table->currentRow();
        if (row < 0) {
            return;
        }
        m_table->removeRow(row);
        m_pins.erase(m_pins.begin() + row);
        updateSum();
        emit changed(true);
    });
    updateSum();
}

void IndexKeysTable::addRow(const WorkloadKey& key) {
    const bool wasSyncing = m_syncing;
    m_syncing = true;
    const int row = m_table->rowCount();
    m_table->insertRow(row);
    m_table->setItem(row, KeyColumn, new QTableWidgetItem(fromStd(key.key)));
    m_table->setItem(row, ShareColumn, new QTableWidgetItem(shareText(key.weight)));
    auto* shape = new QComboBox(m_table);
    shape->setAccessibleName(tr("Sort-key shape of index key %1").arg(row + 1));
    fillChoices(shape, namesOf(kSortKeyShapeNames));
    setChoice(shape, static_cast<int>(key.sortKey));
    m_table->setCellWidget(row, ShapeColumn, shape);
    connect(shape, &QComboBox::currentIndexChanged, this, [this] {
        if (!m_syncing) {
            emit changed(false);
        }
    });
    m_pins.push_back(key.partition);
    m_syncing = wasSyncing;
}

void IndexKeysTable::setKeys(const std::vector<WorkloadKey>& keys) {
    m_syncing = true;
    m_table->setRowCount(0);
    m_pins.clear();
    for (const WorkloadKey& key : keys) {
        addRow(key);
    }
    m_syncing = false;
    updateSum();
}

std::optional<std::vector<WorkloadKey>> IndexKeysTable::keys(QString& error) const {
    std::vector<WorkloadKey> keys;
    for (int row = 0; row < m_table->rowCount(); ++row) {
        WorkloadKey key;
        key.key = m_table->item(row, KeyColumn)->text().trimmed().toStdString();
        bool ok = false;
        key.weight = QLocale::c().toDouble(m_table->item(row, ShareColumn)->text().trimmed(), &ok);
        if (!ok || !std::isfinite(key.weight)) {
            error = tr("Index key %1: the share must be a number (0.5 is half of the writes)").arg(row + 1);
            return std::nullopt;
        }
        key.sortKey = choiceOf<SortKeyShape>(qobject_cast<QComboBox*>(m_table->cellWidget(row, ShapeColumn)));
        key.partition = m_pins[static_cast<std::size_t>(row)];
        keys.push_back(std::move(key));
    }
    return keys;
}

QString IndexKeysTable::summary() const {
    QString error;
    const auto shown = keys(error);
    if (!shown) {
        return tr("%1 keys").arg(m_table->rowCount());
    }
    double sum = 0;
    for (const WorkloadKey& key : *shown) {
        sum += key.weight;
    }
    return tr("%1 %2, sum %3")
        .arg(shown->size())
        .arg(shown->size() == 1 ? QStringLiteral("key") : QStringLiteral("keys"), shareText(sum));
}

void IndexKeysTable::updateSum() {
    m_remove->setEnabled(m_table->rowCount() > 0);
    QString error;
    const auto shown = keys(error);
    if (!shown) {
        m_sum->setText(error);
        return;
    }
    if (shown->empty()) {
        m_sum->setText(tr("No index keys: no base write reaches this index."));
        return;
    }
    double sum = 0;
    for (const WorkloadKey& key : *shown) {
        sum += key.weight;
    }
    QString text = tr("Sum of shares: %1").arg(shareText(sum));
    if (sum < 1) {
        // A sparse index: the items without the index's key attribute are not written to it.
        text += tr(" — sparse: %1 % of items write nothing").arg(shareText((1 - sum) * 100));
    }
    m_sum->setText(text);
}

} // namespace partiscope::ui
