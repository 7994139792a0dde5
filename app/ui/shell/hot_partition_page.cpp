#include "shell/hot_partition_page.h"
#include "util/core_text.h"

#include "document/lesson_catalog.h"
#include "jobs/analysis_runner.h"
#include "util/qt_strings.h"
#include "views/bucket_heatmap.h"

#include <partiscope/ceiling_share.h>
#include <partiscope/dynamodb_limits.h>
#include <partiscope/hashing.h>
#include <partiscope/scenario.h>

#include <QDialogButtonBox>
#include <QFile>
#include <QLocale>
#include <QTextBrowser>
#include <QVBoxLayout>

#include <algorithm>
#include <atomic>
#include <memory>

namespace partiscope::ui {

namespace {

const QString kIllustrationUrl = QStringLiteral("partiscope-help:/illustration-%1.png");

std::optional<Scenario> firstLessonScenario() {
    for (const Lesson& lesson : builtInLessons()) {
        if (!lesson.name.startsWith(QStringLiteral("01-"))) {
            continue;
        }
        QFile file(lesson.scenarioPath);
        Scenario scenario;
        std::string error;
        if (file.open(QIODevice::ReadOnly) && parseScenario(file.readAll().toStdString(), scenario, error)) {
            return scenario;
        }
    }
    return std::nullopt;
}

const DesignCandidate* candidateOfKind(const Scenario& scenario, StrategyKind kind) {
    const auto found = std::find_if(scenario.candidates.begin(), scenario.candidates.end(),
                                    [kind](const DesignCandidate& c) { return c.strategy.kind == kind; });
    return found == scenario.candidates.end() ? nullptr : &*found;
}

QString percent(double share) {
    return QLocale().toString(share * 100.0, 'f', 0) + QStringLiteral(" %");
}

QString paragraph(const QString& text) {
    return QStringLiteral("<p>") + text + QStringLiteral("</p>");
}

QString heading(const QString& text) {
    return QStringLiteral("<h3>") + text + QStringLiteral("</h3>");
}

} // namespace

QList<HelpIllustration> leaderboardIllustrations(ColourMap map, QSize imageSize) {
    const std::optional<Scenario> lesson = firstLessonScenario();
    if (!lesson) {
        return {};
    }
    const DesignCandidate* unsharded = candidateOfKind(*lesson, StrategyKind::None);
    const DesignCandidate* sharded = candidateOfKind(*lesson, StrategyKind::Mod);
    if (!unsharded || !sharded) {
        return {};
    }
    // Twenty-one keys: analysed here, on the UI thread, in well under a millisecond (no job worth a worker).
    const auto analyse = [](const Scenario& design) -> std::shared_ptr<const DistributionAnalysis> {
        AnalysisRequest request;
        request.workload = std::make_shared<const Scenario>(design);
        request.strategy = design.strategy;
        // Placed as the simulator places them: hash ranges over the table's partitions, each key's writes spread
        // evenly over its shards (the lesson's keys carry no player id).
        request.options.model = PlacementModel::Range;
        request.options.buckets =
            std::max<std::uint32_t>(1, design.table.partitions.value_or(derivedPartitionCount(design.table)));
        request.options.sourceValues = SourceValues::EvenSpread;
        const std::atomic<bool> notCancelled{false};
        return AnalysisRunner::analyse(request, notCancelled).analysis;
    };
    const Scenario beforeDesign = scenarioWithCandidate(*lesson, *unsharded);
    const Scenario afterDesign = scenarioWithCandidate(*lesson, *sharded);
    const auto before = analyse(beforeDesign);
    const auto after = analyse(afterDesign);
    if (!before || !after) {
        return {};
    }
    const std::optional<CeilingScale> beforeScale = ceilingScaleFor(beforeDesign, std::string(), *before);
    const std::optional<CeilingScale> afterScale = ceilingScaleFor(afterDesign, std::string(), *after);
    if (!beforeScale || !afterScale) {
        return {};
    }
    const QLocale locale;
    const auto picture = [&](const std::shared_ptr<const DistributionAnalysis>& analysis, const CeilingScale& scale,
                             const QString& title, const QString& captionTemplate) {
        BucketHeatmap heatmap;
        heatmap.setAnalysis(analysis);
        heatmap.setColourMap(map);
        heatmap.setCeilingScale(scale);
        heatmap.setHeatScale(HeatScale::CeilingShare);
        heatmap.setTitle(title);
        heatmap.resize(imageSize);
        // Laid out and painted as if shown, never put on a screen.
        heatmap.setAttribute(Qt::WA_DontShowOnScreen);
        heatmap.show();
        HelpIllustration result;
        result.image = heatmap.grab().toImage();
        heatmap.hide();
        const std::uint64_t busiest = analysis->stats.maxCount;
        result.busiestShareOfCeiling = scale.shareOf(busiest);
        const double writeShare = static_cast<double>(busiest) / static_cast<double>(analysis->stats.total);
        result.caption = captionTemplate.arg(percent(writeShare), locale.toString(scale.unitsOf(busiest), 'f', 0),
                                             locale.toString(scale.ceiling, 'f', 0));
        return result;
    };
    QList<HelpIllustration> pictures;
    pictures.append(picture(before, *beforeScale, HotPartitionPage::tr("No strategy"),
                            HotPartitionPage::tr("Without sharding, the busiest partition takes %1 of the writes: "
                                                 "about %2 WCU/s, over its ceiling of %3 WCU/s.")));
    pictures.append(picture(after, *afterScale, HotPartitionPage::tr("Mod %1").arg(sharded->strategy.shards),
                            HotPartitionPage::tr("With the leaderboard key split into %1 shards, the busiest "
                                                 "partition takes %2: about %3 WCU/s of %4.")
                                .arg(sharded->strategy.shards)));
    return pictures;
}

HotPartitionPage::HotPartitionPage(ColourMap map, QWidget* parent)
    : QDialog(parent), m_illustrations(leaderboardIllustrations(map)) {
    setObjectName(QStringLiteral("hotPartitionPage"));
    setWindowTitle(tr("What is a hot partition?"));
    auto* layout = new QVBoxLayout(this);
    m_browser = new QTextBrowser(this);
    m_browser->setObjectName(QStringLiteral("hotPartitionText"));
    m_browser->setOpenLinks(false);
    for (qsizetype i = 0; i < m_illustrations.size(); ++i) {
        m_browser->document()->addResource(QTextDocument::ImageResource, QUrl(kIllustrationUrl.arg(i)),
                                           m_illustrations.at(i).image);
    }
    m_browser->setHtml(html());
    layout->addWidget(m_browser, 1);
    auto* buttons = new QDialogButtonBox(QDialogButtonBox::Close, this);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    layout->addWidget(buttons);
    resize(960, 820);
}

QString HotPartitionPage::html() const {
    const QLocale locale;
    const QString wcu = locale.toString(static_cast<qlonglong>(limits::kPartitionMaxWcu));
    const QString rcu = locale.toString(static_cast<qlonglong>(limits::kPartitionMaxRcu));
    QString page = QStringLiteral("<h2>") + tr("What is a hot partition?") + QStringLiteral("</h2>");
    page += heading(tr("Partitions"));
    page += paragraph(tr("DynamoDB keeps a table's items in partitions. It hashes each item's partition key, and "
                         "every partition owns one range of hash values. All items that share a partition key "
                         "value therefore live on the same partition."));
    page += heading(tr("The per-partition ceiling"));
    page += paragraph(tr("One partition serves at most %1 write capacity units and %2 read capacity units per "
                         "second (WCU/s and RCU/s), each limited on its own. This holds whatever capacity the table "
                         "as a whole has.")
                          .arg(wcu, rcu));
    page += paragraph(tr("Burst capacity and adaptive capacity lend a busy partition capacity that others leave "
                         "unused, but never beyond this ceiling."));
    page += heading(tr("A hot key"));
    page += paragraph(tr("A hot key is one partition key value that receives a large share of the requests: a "
                         "global leaderboard, today's date as the key of an order table, one very large customer. "
                         "Its partition reaches the ceiling while the others are nearly idle, and the requests "
                         "above the ceiling are throttled. More table capacity does not help."));
    if (!m_illustrations.isEmpty()) {
        page += paragraph(tr("Lesson 1, a game's leaderboard, on its table's partitions (expected writes per "
                             "partition, coloured by their share of the per-partition ceiling, hatched above it):"));
        page += QStringLiteral("<table cellspacing=\"6\"><tr>");
        for (qsizetype i = 0; i < m_illustrations.size(); ++i) {
            page += QStringLiteral("<td valign=\"top\"><img src=\"") + kIllustrationUrl.arg(i) +
                    QStringLiteral("\"><br>") + m_illustrations.at(i).caption.toHtmlEscaped() + QStringLiteral("</td>");
        }
        page += QStringLiteral("</tr></table>");
    }
    page += heading(tr("Write sharding"));
    page += paragraph(tr("Write sharding spreads one logical key over several physical keys by adding a suffix: "
                         "BOARD#global#0 to BOARD#global#9 instead of BOARD#global. Each suffix hashes to its own "
                         "place in the key space, so the writes spread over several partitions."));
    page += heading(tr("What it costs on reads"));
    page += paragraph(tr("Reading the whole logical key now takes one Query per shard, and the application merges "
                         "the results: ten shards, ten requests. A suffix computed from something the reader "
                         "knows, such as the player id modulo 10, lets a read of one item go straight to its "
                         "shard. A random suffix does not."));
    page += heading(tr("A model, not DynamoDB itself"));
    page += paragraph(tr("Partiscope places keys with a hash of its own: %1. The maps show where the load would "
                         "concentrate, not which physical partition AWS would choose.")
                          .arg(modelNoteText().toHtmlEscaped()));
    return page;
}

} // namespace partiscope::ui
