// Design > Prices...: the price file checked as it is typed (the problem names its line, OK waits for a valid
// file), OK storing the prices, Restore defaults, Load file..., and the estimate note with the prices' date and source.
#include "document/price_settings.h"
#include "isolated_app_data.h"
#include "shell/price_table_dialog.h"
#include "test_files.h"

#include <catch2/catch.hpp>

#include <QDialogButtonBox>
#include <QLabel>
#include <QPlainTextEdit>
#include <QPushButton>
#include <QTemporaryDir>

using namespace partiscope;
using namespace partiscope::ui;
using partiscope::ui::testing::saveScreenshot;
using partiscope::ui::testing::writeFile;

namespace {

struct DialogParts {
    QPlainTextEdit* editor;
    QLabel* problem;
    QLabel* note;
    QPushButton* ok;
    QPushButton* restore;
};

DialogParts partsOf(PriceTableDialog& dialog) {
    auto* buttons = dialog.findChild<QDialogButtonBox*>();
    REQUIRE(buttons != nullptr);
    DialogParts parts{dialog.findChild<QPlainTextEdit*>(QStringLiteral("priceText")),
                      dialog.findChild<QLabel*>(QStringLiteral("priceProblem")),
                      dialog.findChild<QLabel*>(QStringLiteral("priceNote")), buttons->button(QDialogButtonBox::Ok),
                      dialog.findChild<QPushButton*>(QStringLiteral("restorePriceDefaults"))};
    REQUIRE(parts.editor != nullptr);
    REQUIRE(parts.problem != nullptr);
    REQUIRE(parts.note != nullptr);
    REQUIRE(parts.ok != nullptr);
    REQUIRE(parts.restore != nullptr);
    return parts;
}

/// The shipped price file with @p from replaced by @p to.
QString defaultWith(const QString& from, const QString& to) {
    QString text = PriceSettings::defaultText();
    REQUIRE(text.contains(from));
    return text.replace(from, to);
}

/// The 1-based line of @p text that holds @p part.
qsizetype lineOf(const QString& text, const QString& part) {
    return text.left(text.indexOf(part)).count(u'\n') + 1;
}

} // namespace

TEST_CASE("the price dialog shows the prices in use and says every cost is an estimate") {
    IsolatedAppData appData("price-dialog-note");
    PriceSettings settings;
    PriceTableDialog dialog(settings);
    const DialogParts parts = partsOf(dialog);
    CHECK(parts.editor->toPlainText() == PriceSettings::defaultText());
    CHECK(parts.ok->isEnabled());
    CHECK(parts.note->text().contains(QStringLiteral("estimate")));
    CHECK(parts.note->text().contains(QStringLiteral("2024-11-01")));
    CHECK(parts.note->text().contains(QStringLiteral("https://aws.amazon.com/dynamodb/pricing/")));
    CHECK(parts.note->text().contains(QStringLiteral("us-east-1")));
    saveScreenshot(dialog, QStringLiteral("price-table-dialog"));
}

TEST_CASE("the price dialog names the bad line as it is typed and keeps OK disabled until the text is valid") {
    IsolatedAppData appData("price-dialog-typing");
    PriceSettings settings;
    PriceTableDialog dialog(settings);
    const DialogParts parts = partsOf(dialog);

    const QString unknown = defaultWith(QStringLiteral("provisioned_wcu_hour ="), QStringLiteral("wcu_hour ="));
    parts.editor->setPlainText(unknown);
    CHECK(parts.problem->text() ==
          QStringLiteral("Line %1: unknown name 'wcu_hour'").arg(lineOf(unknown, QStringLiteral("wcu_hour ="))));
    CHECK_FALSE(parts.ok->isEnabled());
    CHECK(parts.editor->extraSelections().size() == 1);
    saveScreenshot(dialog, QStringLiteral("price-table-dialog-error"));

    const QString notANumber =
        defaultWith(QStringLiteral("storage_gb_month = 0.25"), QStringLiteral("storage_gb_month = abc"));
    parts.editor->setPlainText(notANumber);
    CHECK(parts.problem->text() == QStringLiteral("Line %1: expected a number >= 0, got 'abc'")
                                       .arg(lineOf(notANumber, QStringLiteral("storage_gb_month ="))));

    parts.editor->setPlainText(defaultWith(QStringLiteral("region = us-east-1\n"), QString()));
    CHECK(parts.problem->text() == QStringLiteral("missing 'region'"));
    CHECK_FALSE(parts.ok->isEnabled());

    // Clicking OK while the text is invalid (the button is disabled; accept() is the keyboard's way) changes nothing.
    dialog.accept();
    CHECK(settings.isDefault());
    CHECK(dialog.result() != QDialog::Accepted);
}

TEST_CASE("OK in the price dialog stores valid prices, Restore defaults brings the shipped ones back") {
    IsolatedAppData appData("price-dialog-ok");
    PriceSettings settings;
    {
        PriceTableDialog dialog(settings);
        const DialogParts parts = partsOf(dialog);
        parts.editor->setPlainText(
            defaultWith(QStringLiteral("storage_gb_month = 0.25"), QStringLiteral("storage_gb_month = 0.5")));
        CHECK(parts.problem->text() == QStringLiteral("Valid price file."));
        REQUIRE(parts.ok->isEnabled());
        parts.ok->click();
        CHECK(dialog.result() == QDialog::Accepted);
    }
    CHECK(settings.prices().storageGbMonth == 0.5);
    CHECK(PriceSettings().prices().storageGbMonth == 0.5); // kept in the settings

    PriceTableDialog dialog(settings);
    const DialogParts parts = partsOf(dialog);
    CHECK(parts.editor->toPlainText().contains(QStringLiteral("storage_gb_month = 0.5")));
    parts.restore->click();
    CHECK(parts.editor->toPlainText() == PriceSettings::defaultText());
    CHECK_FALSE(settings.isDefault()); // not before OK
    parts.ok->click();
    CHECK(settings.isDefault());
    CHECK(settings.prices() == defaultPriceTable());
}

TEST_CASE("Load file in the price dialog reads a price file into the editor") {
    IsolatedAppData appData("price-dialog-load");
    PriceSettings settings;
    PriceTableDialog dialog(settings);
    const DialogParts parts = partsOf(dialog);
    QTemporaryDir folder;
    REQUIRE(folder.isValid());
    const QString path = folder.filePath(QStringLiteral("eu.prices"));
    const QString text = defaultWith(QStringLiteral("region = us-east-1"), QStringLiteral("region = eu-west-1"));
    writeFile(path, text.toUtf8());
    REQUIRE(dialog.loadFile(path));
    CHECK(parts.editor->toPlainText() == text);
    CHECK(parts.note->text().contains(QStringLiteral("eu-west-1")));
    CHECK(parts.ok->isEnabled());

    CHECK_FALSE(dialog.loadFile(folder.filePath(QStringLiteral("missing.prices"))));
    CHECK(parts.problem->text().startsWith(QStringLiteral("Cannot read missing.prices")));
    CHECK(parts.editor->toPlainText() == text);
}
