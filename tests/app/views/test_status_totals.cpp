#include "shell/main_window.h"
#include "util/analysis_summary_text.h"
#include "views/status_totals.h"

#include <catch2/catch.hpp>

#include <QLabel>
#include <QStatusBar>
#include <QTest>

using namespace partiscope;
using namespace partiscope::ui;

namespace {

QString labelText(const MainWindow& window, const char* name) {
    auto* label = window.statusBar()->findChild<QLabel*>(QString::fromLatin1(name));
    REQUIRE(label);
    return label->text();
}

} // namespace

TEST_CASE("Status bar: totals follow the analysis, the throttle count follows the simulation", "[status]") {
    MainWindow window;
    window.resize(1200, 800);
    window.show();
    REQUIRE(QTest::qWaitFor([&] { return window.keys().analysis() != nullptr; }, 10'000));
    const auto first = window.keys().analysis();
    CHECK(labelText(window, "statusKeysLabel") == countText(first->keysDistinct) + QStringLiteral(" keys"));
    CHECK(labelText(window, "statusWritesLabel") == countText(first->keysTotal) + QStringLiteral(" writes"));
    CHECK(labelText(window, "statusHotFactorLabel").startsWith(QStringLiteral("hot factor ")));
    const QString hotBefore = labelText(window, "statusHotFactorLabel");

    // One overwhelming key: fewer distinct keys, a different total and a hotter bucket.
    const std::uint64_t before = window.keys().appliedJobId();
    window.setKeyText(QStringLiteral("HOT\t100000\nCOLD\t1\n"));
    REQUIRE(QTest::qWaitFor(
        [&] {
            return window.keys().appliedJobId() > before &&
                   window.keys().appliedJobId() == window.keys().runner().latestJobId();
        },
        10'000));
    CHECK(labelText(window, "statusKeysLabel") == QStringLiteral("2 keys"));
    CHECK(labelText(window, "statusWritesLabel") == countText(100'001) + QStringLiteral(" writes"));
    CHECK(labelText(window, "statusHotFactorLabel") != hotBefore);

    // The built-in scenario throttles from the start until its split at 600 s.
    CHECK(labelText(window, "statusThrottledLabel").startsWith(QStringLiteral("0 throttled")));
    SimulationPlayer& player = window.player();
    player.advanceBy(120);
    REQUIRE(QTest::qWaitFor([&] { return player.timeline().nowS() >= 120; }, 20'000));
    QTest::qWait(2 * SimulationPlayer::kFrameIntervalMs);
    CHECK(player.metrics().throttledRequests > 0);
    const QString throttled = labelText(window, "statusThrottledLabel");
    CHECK_FALSE(throttled.startsWith(QStringLiteral("0 throttled")));
    CHECK(throttled.contains(QStringLiteral("t = 120 s")));

    player.reset(); // a rewind starts the count again
    CHECK(labelText(window, "statusThrottledLabel").startsWith(QStringLiteral("0 throttled")));
}
