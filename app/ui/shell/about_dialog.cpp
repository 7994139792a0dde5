#include "shell/about_dialog.h"
#include "util/core_text.h"

#include "util/qt_strings.h"

#include <partiscope/hashing.h>

#include <QDialogButtonBox>
#include <QMessageBox>
#include <QPushButton>
#include <QTextBrowser>
#include <QVBoxLayout>

namespace partiscope::ui {

QString partiscopeVersion() {
    return QStringLiteral(PARTISCOPE_VERSION);
}

QList<BundledLicence> bundledLicences() {
    // What /usr/share/doc/<package>/copyright says for "Files: *" of each library on Debian 12 (in its words).
    return {
        {QStringLiteral("Qt 6 (Core, Gui, Widgets, Svg)"), QStringLiteral("LGPL-3 or GPL-2"),
         AboutDialog::tr("the window and its widgets")},
        {QStringLiteral("Qt Charts 6"), QStringLiteral("GPL-3+"),
         AboutDialog::tr("the throttle timeline (Qt Charts has no LGPL option)")},
        {QStringLiteral("nlohmann/json"), QStringLiteral("Expat (MIT)"), AboutDialog::tr("scenario and report files")},
        {QStringLiteral("simdjson"), QStringLiteral("Apache-2.0"),
         AboutDialog::tr("large JSON files (imports, CloudWatch data)")},
        {QStringLiteral("xxHash"), QStringLiteral("BSD-2-clause"), AboutDialog::tr("the model partition hash")},
        {QStringLiteral("zlib"), QStringLiteral("Zlib"), AboutDialog::tr("reading gzip-compressed exports")},
        {QStringLiteral("Catch2"), QStringLiteral("Boost-1.0 (BSL-1.0)"),
         AboutDialog::tr("the tests only; not part of the programs")},
    };
}

QString AboutDialog::html() {
    QString page = QStringLiteral("<h2>Partiscope ") + partiscopeVersion().toHtmlEscaped() + QStringLiteral("</h2>");
    page += QStringLiteral("<p>") +
            tr("Models how DynamoDB partition keys spread over partitions, where a hot key throttles, and what "
               "write sharding costs on reads. Every cost figure is an estimate.") +
            QStringLiteral("</p>");
    page +=
        QStringLiteral("<p>") +
        tr("Built with Qt %1, running on Qt %2.").arg(QStringLiteral(QT_VERSION_STR), QString::fromLatin1(qVersion())) +
        QStringLiteral("</p>");
    page += QStringLiteral("<h3>") + tr("Libraries and their licences") + QStringLiteral("</h3>");
    page += QStringLiteral("<table cellpadding=\"3\"><tr><th align=\"left\">") + tr("Library") +
            QStringLiteral("</th><th align=\"left\">") + tr("Licence") + QStringLiteral("</th><th align=\"left\">") +
            tr("Used for") + QStringLiteral("</th></tr>");
    for (const BundledLicence& licence : bundledLicences()) {
        page += QStringLiteral("<tr><td>") + licence.component.toHtmlEscaped() + QStringLiteral("</td><td>") +
                licence.licence.toHtmlEscaped() + QStringLiteral("</td><td>") + licence.use.toHtmlEscaped() +
                QStringLiteral("</td></tr>");
    }
    page += QStringLiteral("</table>");
    page += QStringLiteral("<p>") +
            tr("The licences as the copyright files of the Debian packages state them. The libraries are linked "
               "from the system, not copied into Partiscope.") +
            QStringLiteral("</p>");
    page += QStringLiteral("<h3>") + tr("The partition hash") + QStringLiteral("</h3>");
    page += QStringLiteral("<p>") + tr("Note: %1.").arg(modelNoteText().toHtmlEscaped()) + QStringLiteral("</p>");
    return page;
}

AboutDialog::AboutDialog(QWidget* parent) : QDialog(parent) {
    setObjectName(QStringLiteral("aboutDialog"));
    setWindowTitle(tr("About Partiscope"));
    auto* layout = new QVBoxLayout(this);
    auto* text = new QTextBrowser(this);
    text->setObjectName(QStringLiteral("aboutText"));
    text->setOpenLinks(false);
    text->setHtml(html());
    layout->addWidget(text, 1);
    auto* buttons = new QDialogButtonBox(QDialogButtonBox::Close, this);
    QPushButton* aboutQt = buttons->addButton(tr("About &Qt"), QDialogButtonBox::ActionRole);
    aboutQt->setObjectName(QStringLiteral("aboutQtButton"));
    connect(aboutQt, &QPushButton::clicked, this, [this] { QMessageBox::aboutQt(this); });
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    layout->addWidget(buttons);
    resize(680, 560);
}

} // namespace partiscope::ui
