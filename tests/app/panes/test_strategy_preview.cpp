// The Strategy tab's Preview group: its labels never draw over each other, whatever key it previews.
#include "panes/strategy_pane.h"
#include "shell/main_window.h"
#include "window_parts.h"

#include <catch2/catch.hpp>

#include <QComboBox>
#include <QLabel>
#include <QLineEdit>
#include <QScrollArea>
#include <QScrollBar>
#include <QSpinBox>
#include <QTabWidget>
#include <QTest>

using namespace partiscope;
using namespace partiscope::ui;

namespace {

QLabel* label(const QWidget& pane, const char* name) {
    auto* found = pane.findChild<QLabel*>(QString::fromLatin1(name));
    INFO(name);
    REQUIRE(found);
    return found;
}

/// Checks that @p label shows all its text in its own rectangle, inside the scroll area's visible width: wrapped
/// text gets the height its width needs; one that cannot be whole there is elided, with the whole text in the
/// tooltip.
void checkWhollyVisible(const QLabel& label, const QWidget& viewport, const QString& fullText) {
    INFO(label.text().left(80).toStdString());
    INFO(label.objectName().toStdString() << " at " << label.geometry().x() << "," << label.geometry().y() << " "
                                          << label.width() << "x" << label.height());
    const QRect inViewport(label.mapTo(&viewport, QPoint(0, 0)), label.size());
    CHECK(inViewport.right() < viewport.width());
    if (label.wordWrap()) {
        CHECK(label.height() >= label.heightForWidth(label.width()));
    } else {
        CHECK(label.height() >= label.sizeHint().height());
    }
    // What does not fit is elided, never cut: the widest line fits the label, and the tooltip has the rest.
    const QFontMetrics metrics(label.font());
    for (const QString& line : label.text().split(QLatin1Char('\n'))) {
        if (!label.wordWrap() || !line.contains(QLatin1Char(' '))) {
            CHECK(metrics.horizontalAdvance(line) <= label.contentsRect().width());
        }
    }
    if (!fullText.isEmpty() && !label.text().contains(fullText)) {
        CHECK(label.text().contains(QChar(0x2026)));
        CHECK(label.toolTip().contains(fullText));
    }
}

} // namespace

TEST_CASE("Strategy tab: the preview's labels never overlap, and long keys are elided with a tooltip",
          "[strategy][preview]") {
    StrategyPane pane;
    auto* viewport = pane.findChild<QScrollArea*>()->viewport();
    auto* combo = pane.findChild<QComboBox*>(QStringLiteral("strategyKindCombo"));
    auto* shards = pane.findChild<QSpinBox*>(QStringLiteral("shardsSpinBox"));
    REQUIRE(combo);
    REQUIRE(shards);
    QLabel* heading = label(pane, "previewHeadingLabel");
    QLabel* keys = label(pane, "previewKeysLabel");
    QLabel* fanOut = label(pane, "fanOutLabel");
    // The longest keys DynamoDB takes (2,048 bytes): one word, multi-byte characters, words that wrap.
    QString words;
    while (words.toUtf8().size() < 2040) {
        words += QStringLiteral("segment ");
    }
    const QStringList longKeys = {QString(2048, QLatin1Char('x')), QString(1024, QChar(0x00e9)), words.trimmed(),
                                  QStringLiteral("BOARD#global")};
    for (const int width : {300, 420, 900}) {
        pane.resize(width, 900);
        pane.show();
        REQUIRE(QTest::qWaitForWindowExposed(&pane));
        for (const QString& key : longKeys) {
            pane.setPreviewKey(key);
            for (const char* kind : {"random", "calculated", "mod", "none", "range", "lookup"}) {
                combo->setCurrentIndex(combo->findText(QLatin1String(kind)));
                if (shards->isVisibleTo(&pane)) {
                    shards->setValue(shards->maximum());
                }
                pane.acceptEdit(); // as the window does once the document took the change
                QCoreApplication::processEvents();
                QCoreApplication::processEvents();
                QString problem;
                const bool valid = pane.strategyFromControls(problem).has_value();
                INFO("valid " << valid << " " << problem.toStdString());
                INFO("width " << width << ", key of " << key.size() << " characters, " << kind);
                CHECK_FALSE(heading->geometry().intersects(keys->geometry()));
                CHECK_FALSE(keys->geometry().intersects(fanOut->geometry()));
                CHECK(heading->geometry().bottom() < keys->geometry().top());
                CHECK(keys->geometry().bottom() < fanOut->geometry().top());
                checkWhollyVisible(*heading, *viewport, key);
                checkWhollyVisible(*keys, *viewport, combo->currentText() == QStringLiteral("none") ? key : QString());
                checkWhollyVisible(*fanOut, *viewport, {});
                // The preview never makes the pane scroll sideways.
                CHECK(pane.findChild<QScrollArea*>()->horizontalScrollBar()->maximum() == 0);
            }
        }
    }
}

// Hidden: a million-key import with a long hottest key, then strategies and sizes, grabbed to /tmp.
TEST_CASE("Screenshot: the Strategy tab after a large import", "[.screenshot-preview]") {
    MainWindow window;
    window.resize(1280, 800);
    window.show();
    REQUIRE(QTest::qWaitFor([&] { return window.keys().appliedJobId() != 0; }, 10'000));
    const QString hot = QStringLiteral("CUSTOMER#") + QString(200, QLatin1Char('x'));
    QString text;
    for (int i = 0; i < 1'000'000; ++i) {
        text += i % 10 == 0 ? hot : QStringLiteral("USER#") + QString::number(i % 250'000);
        text += QLatin1Char('\n');
    }
    const std::uint64_t before = window.keys().runner().latestJobId();
    window.setKeyText(text);
    REQUIRE(QTest::qWaitFor(
        [&] {
            return window.keys().appliedJobId() > before &&
                   window.keys().appliedJobId() == window.keys().runner().latestJobId() && window.keys().analysis() &&
                   window.keys().analysis()->input.linesRead >= 1'000'000;
        },
        120'000 * PARTISCOPE_SLOW_BUILD_FACTOR));
    parts::parameterTabs(window)->setCurrentWidget(parts::strategyPane(window));
    auto* combo = parts::strategyPane(window)->findChild<QComboBox*>(QStringLiteral("strategyKindCombo"));
    int shot = 0;
    for (const char* kind : {"random", "calculated", "mod", "range", "lookup", "none", "random"}) {
        combo->setCurrentIndex(combo->findText(QLatin1String(kind)));
        QTest::qWait(300);
        for (const QSize size : {QSize(1280, 800), QSize(900, 700), QSize(1600, 1000)}) {
            window.resize(size);
            QTest::qWait(100);
            const QRect heading = label(*parts::strategyPane(window), "previewHeadingLabel")->geometry();
            const QRect keys = label(*parts::strategyPane(window), "previewKeysLabel")->geometry();
            const QRect fanOut = label(*parts::strategyPane(window), "fanOutLabel")->geometry();
            INFO(kind << " " << size.width() << "x" << size.height() << " heading " << heading.y() << "+"
                      << heading.height() << " keys " << keys.y() << "+" << keys.height() << " fan-out " << fanOut.y()
                      << "+" << fanOut.height());
            CHECK_FALSE(heading.intersects(keys));
            CHECK_FALSE(keys.intersects(fanOut));
            parts::strategyPane(window)->grab().save(QStringLiteral("/tmp/preview-%1.png").arg(shot++));
        }
    }
}
