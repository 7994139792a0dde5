// The app's price table: the shipped one until the user sets another, kept in the settings across restarts, and a
// signal each time it changes.
#include "document/price_settings.h"
#include "isolated_app_data.h"

#include <catch2/catch.hpp>

#include <QSettings>
#include <QSignalSpy>

using namespace partiscope;
using namespace partiscope::ui;

namespace {

/// The shipped price file with the on-demand write price changed to @p price.
QString withWritePrice(const QString& price) {
    QString text = PriceSettings::defaultText();
    text.replace(QStringLiteral("on_demand_write_per_million = 0.625"),
                 QStringLiteral("on_demand_write_per_million = ") + price);
    return text;
}

} // namespace

TEST_CASE("price settings start with the shipped prices") {
    IsolatedAppData appData("price-settings-default");
    const PriceSettings settings;
    CHECK(settings.isDefault());
    CHECK(settings.prices() == defaultPriceTable());
    CHECK(settings.text() == PriceSettings::defaultText());
    CHECK(settings.storedTextProblem().isEmpty());
}

TEST_CASE("price settings keep the user's prices across restarts and say when they change") {
    IsolatedAppData appData("price-settings-kept");
    {
        PriceSettings settings;
        QSignalSpy changed(&settings, &PriceSettings::pricesChanged);
        REQUIRE(settings.setText(withWritePrice(QStringLiteral("1.25"))));
        CHECK_FALSE(settings.isDefault());
        CHECK(settings.prices().onDemandWritePerMillion == 1.25);
        CHECK(changed.count() == 1);
        // An invalid text changes nothing.
        CHECK_FALSE(settings.setText(withWritePrice(QStringLiteral("abc"))));
        CHECK(settings.prices().onDemandWritePerMillion == 1.25);
        CHECK(changed.count() == 1);
    }
    {
        PriceSettings reopened;
        CHECK_FALSE(reopened.isDefault());
        CHECK(reopened.prices().onDemandWritePerMillion == 1.25);
        QSignalSpy changed(&reopened, &PriceSettings::pricesChanged);
        reopened.restoreDefaults();
        CHECK(reopened.isDefault());
        CHECK(reopened.prices() == defaultPriceTable());
        CHECK(changed.count() == 1);
    }
    CHECK(PriceSettings().isDefault());
}

TEST_CASE("price settings fall back to the shipped prices when the kept text no longer parses") {
    IsolatedAppData appData("price-settings-stale");
    QSettings().setValue(QStringLiteral("prices/text"), QStringLiteral("region = us-east-1\nrcu_hour = 1\n"));
    const PriceSettings settings;
    CHECK(settings.isDefault());
    CHECK(settings.prices() == defaultPriceTable());
    CHECK(settings.storedTextProblem() == QStringLiteral("Line 2: unknown name 'rcu_hour'"));
}

TEST_CASE("a price text's problem reads with its line") {
    const QString text = withWritePrice(QStringLiteral("-1"));
    const auto line = text.left(text.indexOf(QStringLiteral("on_demand_write_per_million"))).count(u'\n') + 1;
    CHECK(PriceSettings::problemIn(text) == QStringLiteral("Line %1: expected a number >= 0, got '-1'").arg(line));
    CHECK(PriceSettings::problemIn(QStringLiteral("region = x\n")) == QStringLiteral("missing 'currency'"));
    CHECK(PriceSettings::problemIn(PriceSettings::defaultText()).isEmpty());
}
