#include "util/analysis_summary_text.h"
#include "util/core_text.h"

#include <partiscope/hashing.h>
#include <partiscope/number_format.h>

#include <QCoreApplication>

#include <QLocale>
#include <QStringList>
#include <string>

namespace partiscope::ui {

namespace {

QString decimalText(double value, int decimals) {
    return localizedFixed(value, decimals);
}

QString pValueText(double p) {
    // Below this the exact digits say nothing more than "certainly not uniform".
    if (p < 0.0001) {
        return QStringLiteral("p < ") + decimalText(0.0001, 4);
    }
    return QStringLiteral("p = ") + decimalText(p, 4);
}

} // namespace

QString countText(std::uint64_t count) {
    return QLocale().toString(static_cast<qulonglong>(count));
}

QString countOfText(std::uint64_t count, const char* singular, const char* plural) {
    // The nouns are marked QT_TRANSLATE_NOOP("partiscope::ui::Nouns", ...) where they are written.
    const std::string_view noun = pluralNoun(count, singular, plural);
    return countText(count) + QLatin1Char(' ') +
           QCoreApplication::translate("partiscope::ui::Nouns", std::string(noun).c_str());
}

QString durationText(std::uint64_t seconds) {
    return localizedDurationText(seconds);
}

QString shareText(double share) {
    return decimalText(share * 100.0, 1) + QStringLiteral(" %");
}

QString inputSummaryText(const InputCounts& counts, std::uint64_t distinctKeys) {
    // Two lines on purpose: one would wrap in the keys pane's width at an arbitrary word.
    return countText(counts.linesRead) +
           QCoreApplication::translate("partiscope::ui::AnalysisSummaryText", " lines · ") +
           countText(counts.accepted) +
           QCoreApplication::translate("partiscope::ui::AnalysisSummaryText", " accepted · ") +
           countText(counts.rejected) +
           QCoreApplication::translate("partiscope::ui::AnalysisSummaryText", " rejected · ") +
           countText(counts.blank) + QCoreApplication::translate("partiscope::ui::AnalysisSummaryText", " blank\n") +
           countText(distinctKeys) +
           QCoreApplication::translate("partiscope::ui::AnalysisSummaryText", " distinct keys");
}

QString inputProblemsText(const DistributionAnalysis& analysis) {
    QStringList lines;
    for (const auto& issue : analysis.errors) {
        // Line 0: a key the strategy rejects, counted per key (its message names it and its lines).
        lines << (issue.line > 0 ? QCoreApplication::translate("partiscope::ui::AnalysisSummaryText", "line ") +
                                       countText(issue.line) + QStringLiteral(": ")
                                 : QString()) +
                     QString::fromStdString(issue.message);
        if (lines.size() == 10) {
            break; // a tooltip, not a report; the CLI lists them all
        }
    }
    if (analysis.input.rejected > static_cast<std::uint64_t>(lines.size())) {
        lines << QStringLiteral("…");
    }
    return lines.isEmpty() ? QString() : lines.join(QLatin1Char('\n'));
}

QString statisticsText(const DistributionAnalysis& analysis) {
    const DistributionStats& stats = analysis.stats;
    // The range model's cells stand for partitions (as the heat map says); mod's are teaching buckets.
    const QString cells = analysis.options.model == PlacementModel::Range
                              ? QCoreApplication::translate("partiscope::ui::Nouns", "partitions")
                              : QCoreApplication::translate("partiscope::ui::Nouns", "buckets");
    QString distinct = countText(analysis.keysDistinct) +
                       QCoreApplication::translate("partiscope::ui::AnalysisSummaryText", " distinct keys");
    if (analysis.physicalKeysDistinct != analysis.keysDistinct) {
        distinct += QStringLiteral(" (") + countText(analysis.physicalKeysDistinct) +
                    QCoreApplication::translate("partiscope::ui::AnalysisSummaryText", " after sharding)");
    }
    return QCoreApplication::translate("partiscope::ui::AnalysisSummaryText", "Total ") + countText(stats.total) +
           QCoreApplication::translate("partiscope::ui::AnalysisSummaryText", " writes  ·  ") + distinct +
           QCoreApplication::translate("partiscope::ui::AnalysisSummaryText", "  ·  hot factor ") +
           localizedHotFactor(analysis) +
           QCoreApplication::translate("partiscope::ui::AnalysisSummaryText", " (max/mean)") +
           QCoreApplication::translate("partiscope::ui::AnalysisSummaryText", "  ·  Gini ") +
           decimalText(stats.gini, 3) +
           QCoreApplication::translate("partiscope::ui::AnalysisSummaryText", "  ·  entropy ") +
           decimalText(stats.entropyNorm, 3) + QStringLiteral("  ·  χ² ") + pValueText(stats.pValue) +
           QCoreApplication::translate("partiscope::ui::AnalysisSummaryText", "  ·  empty ") + cells +
           QLatin1Char(' ') + countText(stats.emptyBuckets) +
           QCoreApplication::translate("partiscope::ui::AnalysisSummaryText", " of ") + countText(stats.buckets);
}

QString heatmapModelNote(const DistributionAnalysis& shown, std::uint32_t tablePartitions, bool keysPinned,
                         const QString& index) {
    const QString keySpace =
        index.isEmpty() ? QCoreApplication::translate("partiscope::ui::AnalysisSummaryText", "the table") : index;
    QString note = QCoreApplication::translate("partiscope::ui::AnalysisSummaryText", "Note: ") + modelNoteText() +
                   QLatin1Char('.');
    const bool partitions = shown.options.model == PlacementModel::Range;
    if (partitions && shown.options.buckets == tablePartitions && !keysPinned) {
        return note;
    }
    const auto plural = [](std::uint64_t n, const QString& one, const QString& many) -> QString {
        return countText(n) + QLatin1Char(' ') + (n == 1 ? one : many);
    };
    note +=
        QCoreApplication::translate("partiscope::ui::AnalysisSummaryText",
                                    " This map places the keys by the model hash into ") +
        plural(shown.options.buckets,
               partitions ? QCoreApplication::translate("partiscope::ui::Nouns", "partition")
                          : QCoreApplication::translate("partiscope::ui::Nouns", "bucket"),
               partitions ? QCoreApplication::translate("partiscope::ui::Nouns", "partitions")
                          : QCoreApplication::translate("partiscope::ui::Nouns", "buckets")) +
        QStringLiteral("; ") + keySpace + QCoreApplication::translate("partiscope::ui::AnalysisSummaryText", " has ") +
        plural(tablePartitions, QCoreApplication::translate("partiscope::ui::Nouns", "partition"),
               QCoreApplication::translate("partiscope::ui::Nouns", "partitions")) +
        (keysPinned ? QCoreApplication::translate("partiscope::ui::AnalysisSummaryText",
                                                  " and the scenario pins its keys to them")
                    : QString()) +
        (index.isEmpty()
             ? QCoreApplication::translate("partiscope::ui::AnalysisSummaryText",
                                           ". The simulation, the advisor and the report use the table's partitions, "
                                           "so their hot factor can differ from this one.")
             : QCoreApplication::translate("partiscope::ui::AnalysisSummaryText",
                                           ". The simulation uses the index's partitions, so its hot factor can "
                                           "differ from this one."));
    return note;
}

} // namespace partiscope::ui
