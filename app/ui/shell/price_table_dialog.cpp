#include "shell/price_table_dialog.h"

#include "document/price_settings.h"
#include "util/qt_strings.h"
#include "util/user_file.h"

#include "partiscope/cost_model.h"

#include <QColor>
#include <QCoreApplication>
#include <QDialogButtonBox>
#include <QFile>
#include <QFileDialog>
#include <QFileInfo>
#include <QFontDatabase>
#include <QLabel>
#include <QPlainTextEdit>
#include <QPushButton>
#include <QTextBlock>
#include <QVBoxLayout>

namespace partiscope::ui {

namespace {

QString noteFor(const PriceTable& prices) {
    return QCoreApplication::translate(
               "partiscope::ui::PriceTableDialog",
               "Every cost Partiscope shows is an <b>estimate</b> from list prices: these are for %1 in "
               "%2, as of %3, from %4. Not priced: free-tier capacity, reserved capacity, backups, "
               "streams, replication, data transfer; standard table class only.")
        .arg(fromStd(prices.region).toHtmlEscaped(), fromStd(prices.currency).toHtmlEscaped(),
             fromStd(prices.asOf).toHtmlEscaped(), fromStd(prices.source).toHtmlEscaped());
}

} // namespace

PriceTableDialog::PriceTableDialog(PriceSettings& settings, QWidget* parent) : QDialog(parent), m_settings(settings) {
    setObjectName(QStringLiteral("priceTableDialog"));
    setWindowTitle(tr("Prices"));
    auto* layout = new QVBoxLayout(this);

    auto* intro = new QLabel(tr("The prices designs are costed with, as a price file: one <tt>name = "
                                "value</tt> per line, <tt>#</tt> starts a comment."),
                             this);
    intro->setWordWrap(true);
    layout->addWidget(intro);

    m_editor = new QPlainTextEdit(this);
    m_editor->setObjectName(QStringLiteral("priceText"));
    m_editor->setFont(QFontDatabase::systemFont(QFontDatabase::FixedFont));
    m_editor->setLineWrapMode(QPlainTextEdit::NoWrap);
    m_editor->setPlainText(settings.text());
    m_editor->setMinimumSize(640, 360);
    layout->addWidget(m_editor, 1);

    m_problem = new QLabel(this);
    m_problem->setObjectName(QStringLiteral("priceProblem"));
    m_problem->setWordWrap(true);
    m_problem->setTextFormat(Qt::PlainText);
    layout->addWidget(m_problem);

    m_note = new QLabel(this);
    m_note->setObjectName(QStringLiteral("priceNote"));
    m_note->setWordWrap(true);
    layout->addWidget(m_note);

    m_buttons =
        new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel | QDialogButtonBox::RestoreDefaults, this);
    QPushButton* load = m_buttons->addButton(tr("Load file…"), QDialogButtonBox::ActionRole);
    load->setObjectName(QStringLiteral("loadPriceFile"));
    m_buttons->button(QDialogButtonBox::RestoreDefaults)->setObjectName(QStringLiteral("restorePriceDefaults"));
    layout->addWidget(m_buttons);

    connect(m_buttons, &QDialogButtonBox::accepted, this, &PriceTableDialog::accept);
    connect(m_buttons, &QDialogButtonBox::rejected, this, &PriceTableDialog::reject);
    connect(m_buttons->button(QDialogButtonBox::RestoreDefaults), &QPushButton::clicked, this,
            [this] { m_editor->setPlainText(PriceSettings::defaultText()); });
    connect(load, &QPushButton::clicked, this, &PriceTableDialog::chooseFile);
    connect(m_editor, &QPlainTextEdit::textChanged, this, &PriceTableDialog::checkText);
    checkText();
    if (!settings.storedTextProblem().isEmpty()) {
        // The kept text stopped parsing (a newer format?): say why the defaults are shown instead.
        m_problem->setText(tr("Your saved prices were not used (%1); the shipped prices are shown.")
                               .arg(settings.storedTextProblem()));
    }
}

bool PriceTableDialog::loadFile(const QString& path) {
    QByteArray bytes;
    QString problem;
    if (!readUserFile(path, {kMaxPriceFileBytes, "a price file"}, bytes, problem)) {
        m_problem->setText(tr("Cannot read %1: %2").arg(QFileInfo(path).fileName(), problem));
        return false; // the editor keeps its text
    }
    m_editor->setPlainText(QString::fromUtf8(bytes));
    return true;
}

void PriceTableDialog::accept() {
    if (m_settings.setText(m_editor->toPlainText())) {
        QDialog::accept();
    }
}

void PriceTableDialog::checkText() {
    PriceTable prices;
    const auto problem = priceTableProblem(m_editor->toPlainText().toStdString(), prices);
    m_buttons->button(QDialogButtonBox::Ok)->setEnabled(!problem);
    if (problem) {
        m_problem->setText(PriceSettings::problemText(*problem));
        markLine(problem->line);
        return;
    }
    m_problem->setText(tr("Valid price file."));
    markLine(0);
    m_note->setText(noteFor(prices));
}

/// Marks the line a problem is on (none for 0), so that it can be found in a long file.
void PriceTableDialog::markLine(std::size_t line) {
    QList<QTextEdit::ExtraSelection> marks;
    if (line > 0) {
        QTextEdit::ExtraSelection mark;
        mark.cursor = QTextCursor(m_editor->document()->findBlockByNumber(static_cast<int>(line) - 1));
        mark.format.setProperty(QTextFormat::FullWidthSelection, true);
        mark.format.setBackground(QColor(220, 50, 47, 70));
        marks.append(mark);
    }
    m_editor->setExtraSelections(marks);
}

void PriceTableDialog::chooseFile() {
    const QString path = QFileDialog::getOpenFileName(this, tr("Load price file"), QString(),
                                                      tr("Price files (*.prices *.txt);;All files (*)"));
    if (!path.isEmpty()) {
        loadFile(path);
    }
}

} // namespace partiscope::ui
