#include "panes/index_keys_from_items.h"

#include "util/core_text.h"
#include "util/qt_strings.h"
#include "views/secondary_label.h"

#include <partiscope/csv_index_keys.h>
#include <partiscope/number_format.h>

#include <QCoreApplication>
#include <QHBoxLayout>
#include <QLabel>
#include <QLineEdit>
#include <QLocale>
#include <QPushButton>
#include <QVBoxLayout>

namespace partiscope::ui {

namespace {

QString summaryOf(const IndexKeyReadResult& read) {
    const double sparse =
        read.items == 0 ? 0
                        : 100.0 * static_cast<double>(read.items - read.itemsWithKey) / static_cast<double>(read.items);
    QString text =
        QCoreApplication::translate("partiscope::ui::IndexKeysFromItems",
                                    "Derived from %1 items: %2 carry the key (%3 % write nothing)")
            .arg(localizedCount((read.items)), localizedCount((read.itemsWithKey)), QLocale().toString(sparse, 'g', 3));
    if (read.counts.rejected > 0) {
        text += QCoreApplication::translate("partiscope::ui::IndexKeysFromItems", "; %1 rows rejected")
                    .arg(localizedCount((read.counts.rejected)));
    }
    return text;
}

} // namespace

IndexKeysFromItems::IndexKeysFromItems(QWidget* parent) : QWidget(parent) {
    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    auto* row = new QHBoxLayout;
    m_template = new QLineEdit(this);
    m_template->setObjectName(QStringLiteral("gsiItemTemplateEdit"));
    m_template->setAccessibleName(tr("Index key template over the items' columns"));
    m_template->setPlaceholderText(QStringLiteral("{status}"));
    m_template->setToolTip(tr("The index's partition key built from the imported CSV's columns; an item "
                              "with an empty column here lacks the attribute (a sparse index)"));
    m_derive = new QPushButton(tr("Derive from items"), this);
    m_derive->setObjectName(QStringLiteral("deriveIndexKeysButton"));
    row->addWidget(m_template, 1);
    row->addWidget(m_derive);
    layout->addLayout(row);
    m_note = makeSecondaryLabel(QString(), this);
    m_note->setObjectName(QStringLiteral("deriveIndexKeysNoteLabel"));
    m_note->hide();
    layout->addWidget(m_note);
    connect(m_derive, &QPushButton::clicked, this, &IndexKeysFromItems::deriveRequested);
    connect(m_template, &QLineEdit::returnPressed, this, &IndexKeysFromItems::deriveRequested);
}

void IndexKeysFromItems::setItems(std::shared_ptr<const ImportedItems> items) {
    m_items = std::move(items);
    m_reads.supersede(); // a read of the previous items must not land
    m_note->hide();
    m_derive->setEnabled(true);
}

void IndexKeysFromItems::setTemplate(const QString& pattern) {
    m_reads.supersede(); // another GSI is shown: a read for the previous one must not land on it
    m_derive->setEnabled(true);
    m_template->setText(pattern);
    m_note->hide();
}

QString IndexKeysFromItems::templateText() const {
    return m_template->text();
}

void IndexKeysFromItems::derive(SortKeyShape sortKey) {
    if (!m_items) {
        return;
    }
    IndexKeyReadOptions options;
    options.tableKeyTemplate = m_items->keyTemplate;
    options.indexKeyTemplate = m_template->text().trimmed().toStdString();
    options.countColumn = m_items->countColumn;
    options.sortKey = sortKey;
    m_derive->setEnabled(false); // one read at a time: the result matches the template on screen
    m_note->setText(tr("Reading the items…"));
    m_note->show();
    m_reads.startOrRunHere(
        m_items->csv.size() <= kReadHereBytes, this,
        [items = m_items, options](const std::atomic<bool>& /*cancel*/) {
            return readCsvIndexKeys(
                std::string_view(items->csv.constData(), static_cast<std::size_t>(items->csv.size())), options);
        },
        [this](std::uint64_t /*jobId*/, IndexKeyReadResult read) {
            m_derive->setEnabled(true);
            if (!read.fatalError.empty()) {
                m_note->hide();
                emit failed(fromStd(read.fatalError));
                return;
            }
            if (read.keys.empty()) {
                m_note->hide();
                emit failed(tr("no item carries this index key (%1 items read)").arg(localizedCount((read.items))));
                return;
            }
            const QString summary = summaryOf(read);
            m_note->setText(summary);
            emit derived(read.keys, summary);
        });
}

} // namespace partiscope::ui
