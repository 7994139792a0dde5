#include "util/core_text.h"

#include <partiscope/hashing.h>
#include <partiscope/number_format.h>

#include <QCoreApplication>
#include <QLocale>

#include <charconv>
#include <cmath>

namespace partiscope::ui {

/// The translation context of these texts, named in full so lupdate and the runtime agree on it.
class CoreText {
    Q_DECLARE_TR_FUNCTIONS(partiscope::ui::CoreText)
};

namespace {

QString count(std::uint64_t value) {
    return localizedCount(value);
}

/// @p value rounded to @p decimals as core rounds it (fixedPoint), read back: the rounded figure is no tie any more,
/// so QLocale prints it as core would, only in the locale's format.
double roundedAsCore(const std::string& rounded) {
    double value = 0;
    std::from_chars(rounded.data(), rounded.data() + rounded.size(), value);
    return value;
}

/// One decimal, dropped when it is zero: core's durationText() rounding in the locale's format. @p one: whether it
/// reads "1", which takes the singular.
QString oneDecimal(double value, bool& one) {
    const std::string rounded = fixedPoint(value, 1);
    one = rounded == "1.0";
    const bool whole = rounded.size() >= 2 && rounded.compare(rounded.size() - 2, 2, ".0") == 0;
    return localizedFixed(roundedAsCore(rounded), whole ? 0 : 1);
}

QString quoted(const std::string& separator) {
    return QLatin1Char('\'') + QString::fromStdString(separator) + QLatin1Char('\'');
}

} // namespace

QString modelNoteText() {
    return CoreText::tr("model only: placement uses XXH3-64; DynamoDB's real partition hash is undocumented");
}

QString localizedCount(std::uint64_t count) {
    return QLocale().toString(static_cast<qulonglong>(count));
}

QString localizedNumber(double value) {
    if (!std::isfinite(value)) {
        return QStringLiteral("n/a");
    }
    const double magnitude = std::fabs(value);
    const int decimals = magnitude >= 100 ? 0 : (magnitude >= 10 ? 1 : 2);
    const QLocale locale;
    QString text = localizedFixed(value, decimals, locale);
    if (decimals > 0) {
        const QString point = locale.decimalPoint();
        const QString zero = locale.zeroDigit();
        while (text.endsWith(zero)) {
            text.chop(zero.size());
        }
        if (text.endsWith(point)) {
            text.chop(point.size());
        }
    }
    const QString negativeZero = locale.negativeSign() + locale.zeroDigit();
    return text == negativeZero ? locale.zeroDigit() : text;
}

QString localizedFixed(double value, int decimals, const QLocale& locale) {
    if (!std::isfinite(value)) {
        return QString::fromStdString(fixedPoint(value, decimals));
    }
    return locale.toString(roundedAsCore(fixedPoint(value, decimals)), 'f', decimals);
}

QString localizedHotFactor(double factor, std::uint32_t cells, CellKind kind) {
    // Ungrouped, as core writes it ("1024 buckets"): the figure is read beside the CLI's and the report's.
    QLocale locale;
    locale.setNumberOptions(QLocale::OmitGroupSeparator);
    const QString number = localizedFixed(factor, 2, locale);
    const QString cellCount = locale.toString(cells);
    if (kind == CellKind::Partitions) {
        return (cells == 1 ? CoreText::tr("%1× over %2 partition") : CoreText::tr("%1× over %2 partitions"))
            .arg(number, cellCount);
    }
    return (cells == 1 ? CoreText::tr("%1× over %2 bucket") : CoreText::tr("%1× over %2 buckets"))
        .arg(number, cellCount);
}

QString localizedHotFactor(const DistributionAnalysis& analysis) {
    return localizedHotFactor(analysis.stats.maxOverMean, analysis.stats.buckets, hotFactorCellKind(analysis));
}

QString strategyDescriptionText(const ShardStrategy& strategy) {
    const StrategyConfig& c = strategy.config();
    const QString n = QString::number(c.shards);
    const QString separator = quoted(c.separator);
    switch (c.kind) {
    case StrategyKind::None:
        return CoreText::tr("none: the partition key is the logical key itself; one query per read");
    case StrategyKind::Random:
        return CoreText::tr(
                   "random: suffix 1..%1 drawn per write (seed %2), joined with %3; writes spread evenly, every read "
                   "queries all %1 shards")
            .arg(n, QString::number(c.seed), separator);
    case StrategyKind::Calculated:
        return (c.suffixFunction == SuffixFunction::Utf8Product
                    ? CoreText::tr(
                          "calculated: suffix = (product of the source's code points) mod %1 + 1, joined with %2; a "
                          "point read computes its shard, a full read queries %1")
                    : CoreText::tr(
                          "calculated: suffix = xxh3-64(source) mod %1 + 1, joined with %2; a point read computes its "
                          "shard, a full read queries %1"))
            .arg(n, separator);
    case StrategyKind::Mod:
        return CoreText::tr(
                   "mod: suffix = source mod %1 (0..%2), joined with %3; a point read computes its shard, a full read "
                   "queries %1")
            .arg(n, QString::number(c.shards - 1), separator);
    case StrategyKind::Range: {
        const QString ranges = QString::number(c.boundaries.size() + 1);
        return (strategy.numericBoundaries()
                    ? CoreText::tr(
                          "range: suffix = index of the source's range among %1 numeric ranges, joined with %2; a full "
                          "read queries %1")
                    : CoreText::tr(
                          "range: suffix = index of the source's range among %1 string ranges, joined with %2; a full "
                          "read queries %1"))
            .arg(ranges, separator);
    }
    case StrategyKind::Lookup: {
        const QString logical = QString::number(c.map.entries().size());
        const QString physical = QString::number(c.map.physicalShards().size());
        switch (c.lookupFunction) {
        case LookupFunction::Value:
            return CoreText::tr(
                       "lookup: logical shard = the source value, mapped by the shard map (%1 logical -> %2 physical "
                       "shards), joined with %3; a full read queries %2")
                .arg(logical, physical, separator);
        case LookupFunction::Hash:
            return CoreText::tr(
                       "lookup: logical shard = xxh3-64(source) mod %1, mapped by the shard map (%2 logical -> %3 "
                       "physical shards), joined with %4; a full read queries %3")
                .arg(n, logical, physical, separator);
        case LookupFunction::IsbnCheckDigit:
            return CoreText::tr(
                       "lookup: logical shard = the ISBN check digit, mapped by the shard map (%1 logical -> %2 "
                       "physical shards), joined with %3; a full read queries %2")
                .arg(logical, physical, separator);
        }
    }
    }
    return {};
}

QString evenSpreadNoteText(const ShardStrategy& strategy) {
    if (!strategy.needsSourceValue()) {
        return {};
    }
    const std::uint64_t shards = strategy.shardCount();
    const QString kind = QString::fromLatin1(strategyKindName(strategy.kind()).data(),
                                             static_cast<qsizetype>(strategyKindName(strategy.kind()).size()));
    return (shards == 1
                ? CoreText::tr("The keys carry no source value for %1: each key's writes are spread evenly over its %2 "
                               "shard, the scenario's assumption (as in the simulation and the advisor)")
                : CoreText::tr("The keys carry no source value for %1: each key's writes are spread evenly over its %2 "
                               "shards, the scenario's assumption (as in the simulation and the advisor)"))
        .arg(kind, count(shards));
}

QString severityText(Severity severity) {
    switch (severity) {
    case Severity::Info:
        return CoreText::tr("info");
    case Severity::Warning:
        return CoreText::tr("warning");
    case Severity::Critical:
        return CoreText::tr("critical");
    }
    return CoreText::tr("info");
}

QString localizedDurationText(std::uint64_t seconds) {
    constexpr std::uint64_t kMinute = 60;
    constexpr std::uint64_t kHour = 60 * kMinute;
    constexpr std::uint64_t kDay = 24 * kHour;
    if (seconds < kMinute) {
        return CoreText::tr("%1 s").arg(count(seconds));
    }
    const auto inUnit = [seconds](std::uint64_t unit) {
        return static_cast<double>(seconds) / static_cast<double>(unit);
    };
    QString larger;
    bool one = false;
    if (seconds >= kDay) {
        const QString days = oneDecimal(inUnit(kDay), one);
        larger = (one ? CoreText::tr("%1 day") : CoreText::tr("%1 days")).arg(days);
    } else if (seconds >= kHour) {
        const QString hours = oneDecimal(inUnit(kHour), one);
        larger = (one ? CoreText::tr("%1 hour") : CoreText::tr("%1 hours")).arg(hours);
    } else {
        larger = CoreText::tr("%1 min").arg(oneDecimal(inUnit(kMinute), one));
    }
    return CoreText::tr("%1 (%2 s)").arg(larger, count(seconds));
}

} // namespace partiscope::ui
