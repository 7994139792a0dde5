// The app in German, French and Italian: the compiled-in translations load, no label, button or tab is cut off
// by a longer translation (at the default window size and in presentation mode), and View > Language is
// remembered.

#include "shell/app_language.h"
#include "shell/main_window.h"

#include <catch2/catch.hpp>

#include <QAbstractButton>
#include <QAction>
#include <QApplication>
#include <QFontMetrics>
#include <QLabel>
#include <QMenu>
#include <QMenuBar>
#include <QPushButton>
#include <QSettings>
#include <QSignalSpy>
#include <QTabBar>
#include <QTabWidget>
#include <QTest>

using namespace partiscope::ui;

namespace {

/// Restores the source language when a test ends, whatever it installed.
struct EnglishAfterwards {
    EnglishAfterwards() = default;
    EnglishAfterwards(const EnglishAfterwards&) = delete;
    EnglishAfterwards& operator=(const EnglishAfterwards&) = delete;
    ~EnglishAfterwards() { installTranslations(QLocale(QLocale::English)); }
};

/// The widest line of a widget's text as drawn (mnemonic ampersands are not drawn).
int textWidth(const QFontMetrics& metrics, QString text) {
    text.replace(QStringLiteral("&&"), QStringLiteral("\x01"));
    text.remove(QLatin1Char('&'));
    text.replace(QLatin1Char('\x01'), QLatin1Char('&'));
    int widest = 0;
    for (const QString& line : text.split(QLatin1Char('\n'))) {
        widest = std::max(widest, metrics.horizontalAdvance(line));
    }
    return widest;
}

/// Every shown label, button and tab whose text is wider than the room it has. Labels that wrap, rich-text
/// labels (laid out as documents, not single lines) and labels that elide on purpose are left out.
QStringList cutOffTexts(QWidget& window) {
    QStringList cut;
    for (QLabel* label : window.findChildren<QLabel*>()) {
        if (!label->isVisible() || label->text().isEmpty() || label->wordWrap() ||
            label->textFormat() == Qt::RichText ||
            (label->textFormat() == Qt::AutoText && Qt::mightBeRichText(label->text())) ||
            label->inherits("partiscope::ui::ElidedLinesLabel")) {
            continue;
        }
        const int room = label->contentsRect().width() - 2 * label->margin() - 2 * label->indent();
        if (textWidth(label->fontMetrics(), label->text()) > room) {
            cut << QStringLiteral("label \"%1\" (%2 px wide, room %3)")
                       .arg(label->text())
                       .arg(textWidth(label->fontMetrics(), label->text()))
                       .arg(room);
        }
    }
    for (QAbstractButton* button : window.findChildren<QAbstractButton*>()) {
        if (!button->isVisible() || button->text().isEmpty()) {
            continue;
        }
        if (textWidth(button->fontMetrics(), button->text()) > button->contentsRect().width()) {
            cut << QStringLiteral("button \"%1\" (%2 px wide, room %3)")
                       .arg(button->text())
                       .arg(textWidth(button->fontMetrics(), button->text()))
                       .arg(button->contentsRect().width());
        }
    }
    for (QTabBar* bar : window.findChildren<QTabBar*>()) {
        if (!bar->isVisible()) {
            continue;
        }
        for (int i = 0; i < bar->count(); ++i) {
            const int width = textWidth(bar->fontMetrics(), bar->tabText(i));
            if (width > bar->tabRect(i).width()) {
                cut << QStringLiteral("tab \"%1\" (%2 px wide, room %3)")
                           .arg(bar->tabText(i))
                           .arg(width)
                           .arg(bar->tabRect(i).width());
            }
        }
    }
    return cut;
}

/// Cut-off texts over every page of every tab widget (a hidden page's labels are laid out only when shown).
QStringList cutOffTextsOnEveryPage(MainWindow& window) {
    QStringList cut;
    for (QTabWidget* tabs : window.findChildren<QTabWidget*>()) {
        if (!tabs->isVisible()) {
            continue;
        }
        const int current = tabs->currentIndex();
        for (int i = 0; i < tabs->count(); ++i) {
            tabs->setCurrentIndex(i);
            QCoreApplication::processEvents();
            for (const QString& text : cutOffTexts(window)) {
                if (!cut.contains(text)) {
                    cut << text;
                }
            }
        }
        tabs->setCurrentIndex(current);
    }
    QCoreApplication::processEvents();
    return cut;
}

QAction* languageAction(MainWindow& window, const QString& name) {
    return window.findChild<QAction*>(QStringLiteral("languageAction_") + name);
}

} // namespace

TEST_CASE("Each translation loads from the resources and names the menus in its language", "[i18n]") {
    const EnglishAfterwards english;
    const QList<std::pair<QString, QString>> fileMenus = {{QStringLiteral("de"), QStringLiteral("&Datei")},
                                                          {QStringLiteral("fr"), QStringLiteral("&Fichier")},
                                                          {QStringLiteral("it"), QStringLiteral("&File")}};
    for (const auto& [code, fileMenu] : fileMenus) {
        CAPTURE(code);
        REQUIRE(installTranslations(QLocale(code)) == code);
        MainWindow window;
        QMenu* file = window.findChild<QMenu*>(QStringLiteral("fileMenu"));
        REQUIRE(file);
        CHECK(file->title() == fileMenu);
        QMenu* view = window.findChild<QMenu*>(QStringLiteral("viewMenu"));
        REQUIRE(view);
        CHECK(view->title() != QStringLiteral("&View"));
    }
    // A language without a translation (and English itself) shows the source text.
    CHECK(installTranslations(QLocale(QLocale::Japanese)) == QStringLiteral("en"));
    MainWindow window;
    CHECK(window.findChild<QMenu*>(QStringLiteral("fileMenu"))->title() == QStringLiteral("&File"));
}

TEST_CASE("No label, button or tab is cut off in German, French or Italian", "[i18n][presentation]") {
    const EnglishAfterwards english;
    for (const QString& code : {QStringLiteral("de"), QStringLiteral("fr"), QStringLiteral("it")}) {
        CAPTURE(code);
        REQUIRE(installTranslations(QLocale(code)) == code);
        MainWindow window;
        window.resize(1280, 800); // the default window size (StartupOptions::windowSize)
        window.show();
        QSignalSpy applied(&window.keys(), &KeyPipeline::analysisApplied);
        REQUIRE(applied.wait(10'000));
        REQUIRE(QTest::qWaitForWindowExposed(&window));
        QCoreApplication::processEvents();
        // A layout grows the window rather than cut a label: the longer texts must still fit the default size.
        CHECK(window.width() == 1280);
        CHECK(window.minimumSizeHint().width() <= 1280);
        const QStringList atDefaultSize = cutOffTextsOnEveryPage(window);
        CAPTURE(atDefaultSize);
        CHECK(atDefaultSize.isEmpty());

        window.setPresentationMode(true);
        QCoreApplication::processEvents();
        CHECK(window.width() == 1280);
        const QStringList inPresentation = cutOffTextsOnEveryPage(window);
        CAPTURE(inPresentation);
        CHECK(inPresentation.isEmpty());
    }
}

TEST_CASE("View > Language remembers the choice and offers it checked in the next window", "[i18n]") {
    rememberLanguage(QString());
    {
        MainWindow window;
        QAction* system = languageAction(window, QStringLiteral("system"));
        REQUIRE(system);
        CHECK(system->isChecked());
        QAction* german = languageAction(window, QStringLiteral("de"));
        REQUIRE(german);
        german->trigger();
        CHECK(german->isChecked());
        CHECK_FALSE(system->isChecked());
    }
    CHECK(QSettings(QStringLiteral("Partiscope"), QStringLiteral("Partiscope"))
              .value(QStringLiteral("view/language"))
              .toString() == QStringLiteral("de"));
    CHECK(rememberedLanguage() == QStringLiteral("de"));
    CHECK(effectiveUiLocale().language() == QLocale::German);
    {
        MainWindow window;
        CHECK(languageAction(window, QStringLiteral("de"))->isChecked());
        languageAction(window, QStringLiteral("system"))->trigger();
    }
    CHECK(rememberedLanguage().isEmpty());
    CHECK(effectiveUiLocale() == QLocale::system());
}

TEST_CASE("The cut-off check finds a label, button and tab narrower than their text", "[i18n]") {
    QWidget window;
    auto* label = new QLabel(QStringLiteral("Partitionsschlüssel des globalen sekundären Index"), &window);
    label->setFixedWidth(40);
    auto* wrapped = new QLabel(QStringLiteral("Ein langer Text, der umbricht, statt abgeschnitten zu werden"), &window);
    wrapped->setWordWrap(true);
    wrapped->setFixedWidth(40);
    auto* button = new QPushButton(QStringLiteral("&Zufalls-Seed übernehmen"), &window);
    button->setFixedWidth(30);
    auto* tabs = new QTabBar(&window);
    tabs->addTab(QStringLiteral("Zugriffsmuster"));
    tabs->setExpanding(false);
    tabs->setElideMode(Qt::ElideNone);
    tabs->setUsesScrollButtons(true);
    tabs->setFixedWidth(20);
    window.show();
    QCoreApplication::processEvents();
    const QStringList cut = cutOffTexts(window);
    CAPTURE(cut);
    CHECK(cut.size() == 2 + (tabs->tabRect(0).width() < tabs->fontMetrics().horizontalAdvance(tabs->tabText(0))));
    CHECK(cut.filter(QStringLiteral("label \"Partitionsschlüssel")).size() == 1);
    CHECK(cut.filter(QStringLiteral("button \"&Zufalls-Seed")).size() == 1);
    CHECK(cut.filter(QStringLiteral("umbricht")).isEmpty());
}
