#include "panes/strategy_pane.h"
#include "panes/table_pane.h"

#include <partiscope/scenario.h>
#include <partiscope/shard_strategy.h>

#include <catch2/catch.hpp>

#include <QCheckBox>
#include <QComboBox>
#include <QLabel>

using namespace partiscope;
using namespace partiscope::ui;

namespace {

template <typename Widget>
Widget* child(const QObject& parent, const char* name) {
    auto* widget = parent.findChild<Widget*>(QString::fromLatin1(name));
    REQUIRE(widget);
    return widget;
}

QStringList itemTexts(const QComboBox* combo) {
    QStringList texts;
    for (int i = 0; i < combo->count(); ++i) {
        texts.append(combo->itemText(i));
    }
    return texts;
}

} // namespace

// The panes show core's names and DynamoDB numbers (scenario.h, shard_strategy.h, dynamodb_limits.h) as they
// always read.
TEST_CASE("Table pane: combos use the scenario names, texts the DynamoDB limits", "[table-pane][limits]") {
    TablePane pane;
    Scenario scenario;
    scenario.table.rcu = 3000;
    scenario.table.wcu = 1000;
    pane.setScenario(scenario);
    CHECK(itemTexts(child<QComboBox>(pane, "capacityModeCombo")) ==
          QStringList{QStringLiteral("provisioned"), QStringLiteral("on-demand")});
    CHECK(itemTexts(child<QComboBox>(pane, "burstStartCombo")) ==
          QStringList{QStringLiteral("full"), QStringLiteral("empty")});
    CHECK(itemTexts(child<QComboBox>(pane, "consistencyCombo")) ==
          QStringList{QStringLiteral("eventual"), QStringLiteral("strong"), QStringLiteral("transactional")});
    // The scenario names with what each means here; the attempts are the simulator's retry model.
    CHECK(itemTexts(child<QComboBox>(pane, "adaptiveCombo")) == QStringList{QStringLiteral("instant (since 2019)"),
                                                                            QStringLiteral("delayed (2018)"),
                                                                            QStringLiteral("off (teaching)")});
    CHECK(itemTexts(child<QComboBox>(pane, "retriesCombo")) == QStringList{QStringLiteral("none"),
                                                                           QStringLiteral("standard (3 attempts)"),
                                                                           QStringLiteral("legacy (10 attempts)")});
    CHECK(child<QCheckBox>(pane, "burstCheckBox")->toolTip() ==
          QStringLiteral("Each partition banks up to 300 s of its unused capacity"));
    CHECK(child<QLabel>(pane, "derivedPartitionsLabel")->text() ==
          QStringLiteral("Derived: 2 (ceil(RCU/3000 + WCU/1000))"));

    scenario.table.mode = CapacityMode::OnDemand;
    pane.setScenario(scenario);
    CHECK(child<QLabel>(pane, "derivedPartitionsLabel")->text() ==
          QStringLiteral("Derived: 8 (ceil(max(12000, 2 × peak RCU)/3000 + max(4000, 2 × peak WCU)/1000))"));
}

TEST_CASE("Strategy pane: kind and function combos use the scenario names", "[strategy-pane]") {
    StrategyPane pane;
    CHECK(itemTexts(child<QComboBox>(pane, "strategyKindCombo")) ==
          QStringList{QStringLiteral("none"), QStringLiteral("random"), QStringLiteral("calculated"),
                      QStringLiteral("mod"), QStringLiteral("range"), QStringLiteral("lookup")});
    CHECK(itemTexts(child<QComboBox>(pane, "suffixFunctionCombo")) ==
          QStringList{QStringLiteral("utf8-product — code points multiplied, mod N, + 1"),
                      QStringLiteral("hash — XXH3-64 mod N, + 1")});
    CHECK(itemTexts(child<QComboBox>(pane, "lookupFunctionCombo")) ==
          QStringList{QStringLiteral("value — the source is the logical shard"),
                      QStringLiteral("hash — virtual shards 0…V−1"), QStringLiteral("isbn-check-digit — 0…9, X = 10")});
}
