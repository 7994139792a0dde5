// Core's English texts worded again for the window (util/core_text.h): in English each says exactly what core
// writes for the CLI and the reports, so the translations in partiscope_<lang>.ts say the same thing; with German
// installed they are German, with German numbers.
#include "shell/app_language.h"
#include "util/analysis_summary_text.h"
#include "util/core_text.h"

#include <partiscope/distribution_stats.h>
#include <partiscope/hashing.h>
#include <partiscope/number_format.h>

#include <catch2/catch.hpp>

#include <QLocale>

#include <string>
#include <vector>

using namespace partiscope;
using namespace partiscope::ui;

namespace {

/// English, US number format, whatever the test before set; restored afterwards.
class EnglishLocale {
public:
    EnglishLocale() : m_previous(QLocale()) {
        installTranslations(QLocale(QLocale::English));
        QLocale::setDefault(QLocale(QLocale::English, QLocale::UnitedStates));
    }
    ~EnglishLocale() {
        installTranslations(QLocale(QLocale::English));
        QLocale::setDefault(m_previous);
    }
    EnglishLocale(const EnglishLocale&) = delete;
    EnglishLocale& operator=(const EnglishLocale&) = delete;

private:
    QLocale m_previous;
};

ShardStrategy strategyOf(StrategyConfig config) {
    ShardStrategy strategy;
    std::string error;
    REQUIRE(ShardStrategy::create(std::move(config), strategy, error));
    return strategy;
}

std::vector<ShardStrategy> everyKindOfStrategy() {
    std::vector<ShardStrategy> strategies;
    strategies.push_back(strategyOf(StrategyConfig{}));
    StrategyConfig random;
    random.kind = StrategyKind::Random;
    random.shards = 10;
    random.seed = 42;
    strategies.push_back(strategyOf(random));
    for (const SuffixFunction fn : {SuffixFunction::Utf8Product, SuffixFunction::Hash}) {
        StrategyConfig calculated;
        calculated.kind = StrategyKind::Calculated;
        calculated.shards = 200;
        calculated.suffixFunction = fn;
        calculated.separator = ".";
        strategies.push_back(strategyOf(calculated));
    }
    StrategyConfig mod;
    mod.kind = StrategyKind::Mod;
    mod.shards = 4;
    strategies.push_back(strategyOf(mod));
    StrategyConfig numericRange;
    numericRange.kind = StrategyKind::Range;
    numericRange.boundaries = {"100", "200"};
    strategies.push_back(strategyOf(numericRange));
    StrategyConfig stringRange;
    stringRange.kind = StrategyKind::Range;
    stringRange.boundaries = {"g", "n", "t"};
    strategies.push_back(strategyOf(stringRange));
    for (const LookupFunction fn : {LookupFunction::Value, LookupFunction::Hash, LookupFunction::IsbnCheckDigit}) {
        StrategyConfig lookup;
        lookup.kind = StrategyKind::Lookup;
        lookup.lookupFunction = fn;
        std::string error;
        const std::string lines = fn == LookupFunction::IsbnCheckDigit
                                      ? "0,A\n1,A\n2,A\n3,B\n4,B\n5,B\n6,C\n7,C\n8,C\n9,C\n10,C\n"
                                      : "0,A\n1,A\n2,B\n3,B\n";
        REQUIRE(ShardMap::parse(lines, lookup.map, error));
        lookup.shards = fn == LookupFunction::Hash ? 4 : lookup.shards;
        strategies.push_back(strategyOf(lookup));
    }
    return strategies;
}

} // namespace

TEST_CASE("core texts in English are exactly core's", "[core_text]") {
    const EnglishLocale english;
    CHECK(modelNoteText() == QString::fromUtf8(kModelNote.data(), static_cast<qsizetype>(kModelNote.size())));

    for (const ShardStrategy& strategy : everyKindOfStrategy()) {
        INFO(strategy.describe());
        CHECK(strategyDescriptionText(strategy).toStdString() == strategy.describe());
        CHECK(evenSpreadNoteText(strategy).toStdString() == evenSpreadNote(strategy));
    }

    for (const CellKind kind : {CellKind::Buckets, CellKind::Partitions}) {
        for (const std::uint32_t cells : {1u, 4u, 1024u}) {
            // 2.625 and 1.125 are exact binary ties: printf rounds them to even ("2.62", "1.12"), QLocale would
            // round them up; seed 28 of the monkey found a status bar at 2.63x beside the analysis' 2.62x.
            for (const double factor : {1.0, 6.0543, 999.999, 2.625, 1.125, 21.0 / 8.0}) {
                CHECK(localizedHotFactor(factor, cells, kind).toStdString() == hotFactorText(factor, cells, kind));
            }
        }
    }

    // 108,000 s is 1.25 days: printf rounds the binary 1.25 to "1.2", and so must the window.
    for (const std::uint64_t seconds : {0ull, 59ull, 60ull, 90ull, 3599ull, 3600ull, 5400ull, 86400ull, 108000ull,
                                        129600ull, 2678400ull, 315360000ull}) {
        INFO(seconds);
        CHECK(ui::durationText(seconds).toStdString() == partiscope::durationText(seconds));
    }

    for (const Severity severity : {Severity::Info, Severity::Warning, Severity::Critical}) {
        CHECK(severityText(severity).toStdString() == std::string(severityName(severity)));
    }
}

TEST_CASE("core texts in German", "[core_text]") {
    const EnglishLocale restore;
    REQUIRE(installTranslations(QLocale(QLocale::German, QLocale::Germany)) == QStringLiteral("de"));
    QLocale::setDefault(QLocale(QLocale::German, QLocale::Germany));

    CHECK(ui::durationText(3600) == QStringLiteral("1 Stunde (3.600 s)"));
    CHECK(ui::durationText(129600) == QStringLiteral("1,5 Tage (129.600 s)"));
    CHECK(localizedHotFactor(6.0543, 8, CellKind::Buckets) == QStringLiteral("6,05× über 8 Buckets"));
    CHECK(localizedHotFactor(2.0, 1, CellKind::Partitions) == QStringLiteral("2,00× über 1 Partition"));
    CHECK(localizedHotFactor(2.625, 9, CellKind::Partitions) == QStringLiteral("2,62× über 9 Partitionen"));
    CHECK(localizedFixed(0.125, 2) == QStringLiteral("0,12"));
    CHECK(severityText(Severity::Critical) == QStringLiteral("kritisch"));
    CHECK(modelNoteText().contains(QStringLiteral("undokumentiert")));
    for (const ShardStrategy& strategy : everyKindOfStrategy()) {
        INFO(strategy.describe());
        CHECK(strategyDescriptionText(strategy).toStdString() != strategy.describe());
    }
}
