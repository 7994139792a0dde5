// File > Export and the Queries tab's Save where the name is not a plain new file: a symbolic link (its target is
// written, the link kept), a device node (written through, never replaced), an existing file (kept on failure).
#include "../core/worked_example.h"
#include "panes/queries_pane.h"
#include "special_files.h"
#include "views/bucket_heatmap.h"
#include "views/view_export.h"

#include <partiscope/access_pattern_queries.h>
#include <partiscope/key_condition.h>
#include <partiscope/shard_strategy.h>

#include <QDir>
#include <QFile>
#include <QImage>
#include <QTemporaryDir>

#include <catch2/catch.hpp>

#include <atomic>

using namespace partiscope;
using namespace partiscope::ui;
using namespace partiscope::ui::testing;
using partiscope::test::adaptiveExample;

namespace {

QByteArray contentOf(const QString& path) {
    QFile file(path);
    return file.open(QIODevice::ReadOnly) ? file.readAll() : QByteArray();
}

} // namespace

TEST_CASE("Export: a picture through a symbolic link is written to the link's target", "[export][output]") {
    QTemporaryDir dir;
    REQUIRE(dir.isValid());
    REQUIRE(QDir(dir.path()).mkpath(QStringLiteral("pictures")));
    const QString link = dir.filePath(QStringLiteral("heatmap.png"));
    const QString target = dir.filePath(QStringLiteral("pictures/latest.png"));
    REQUIRE(QFile::link(QStringLiteral("pictures/latest.png"), link)); // dangling until the export
    BucketHeatmap heatmap;
    heatmap.resize(300, 200);
    heatmap.setBucketCounts({1, 2, 3});
    QString error;
    REQUIRE(exportBucketHeatmap(heatmap, link, ImageFormat::Png, error));
    CHECK(isLink(link));
    CHECK(QImage(target).size() == QSize(300, 200));
    REQUIRE(exportBucketHeatmap(heatmap, link, ImageFormat::Svg, error)); // and replaced again through it
    CHECK(isLink(link));
    CHECK(contentOf(target).contains("<svg"));
}

TEST_CASE("Export: a full device is an error naming the reason, and stays a device", "[export][output]") {
    QTemporaryDir dir;
    REQUIRE(dir.isValid());
    const QString full = dir.filePath(QStringLiteral("full"));
    const QString null = dir.filePath(QStringLiteral("null"));
    REQUIRE(makeDevice(full, 7));
    REQUIRE(makeDevice(null, 3));
    BucketHeatmap heatmap;
    heatmap.resize(300, 200);
    heatmap.setBucketCounts({1, 2, 3});
    QString error;
    CHECK_FALSE(exportBucketHeatmap(heatmap, full, ImageFormat::Png, error));
    CHECK(error == full + QStringLiteral(": No space left on device"));
    CHECK(exportBucketHeatmap(heatmap, null, ImageFormat::Svg, error));
    error.clear();
    CHECK_FALSE(exportSimulationCsv(adaptiveExample(30), full, error));
    CHECK(error == full + QStringLiteral(": No space left on device"));
    CHECK(exportSimulationCsv(adaptiveExample(30), null, error));
    CHECK(isCharDevice(full));
    CHECK(isCharDevice(null));
    CHECK(QDir(dir.path()).entryList(QDir::AllEntries | QDir::Hidden | QDir::NoDotAndDotDot | QDir::System).size() ==
          2); // nothing written beside them
}

TEST_CASE("Export: a cancelled CSV export leaves the existing file exactly as it was", "[export][output]") {
    QTemporaryDir dir;
    REQUIRE(dir.isValid());
    const QString path = dir.filePath(QStringLiteral("metrics.csv"));
    {
        QFile old(path);
        REQUIRE(old.open(QIODevice::WriteOnly));
        old.write("t,partition\n0,an earlier export\n");
    }
    const std::atomic<bool> cancel{true};
    QString error;
    CHECK_FALSE(exportSimulationCsv(adaptiveExample(600), path, error, &cancel));
    CHECK(error == path + QStringLiteral(": cancelled"));
    CHECK(contentOf(path) == "t,partition\n0,an earlier export\n");
    CHECK(QDir(dir.path()).entryList(QDir::Files | QDir::Hidden) == QStringList{QStringLiteral("metrics.csv")});
}

TEST_CASE("Queries pane: saving to a full device says why, through a link it writes the target", "[queries][output]") {
    QTemporaryDir dir;
    REQUIRE(dir.isValid());
    const QString full = dir.filePath(QStringLiteral("full"));
    REQUIRE(makeDevice(full, 7));
    QueriesPane pane;
    QueryTarget target;
    target.table = "Leaderboard";
    target.partitionKeyName = "PK";
    StrategyConfig strategy;
    strategy.kind = StrategyKind::Random;
    strategy.shards = 4;
    pane.setQuery(target, strategy, "BOARD#global");
    REQUIRE_FALSE(pane.shownText().isEmpty());
    QString error;
    CHECK_FALSE(pane.saveTo(full, error));
    CHECK(error == full + QStringLiteral(": No space left on device"));
    CHECK(isCharDevice(full));
    const QString link = dir.filePath(QStringLiteral("queries.sh"));
    REQUIRE(QFile::link(QStringLiteral("queries-real.sh"), link));
    REQUIRE(pane.saveTo(link, error));
    CHECK(isLink(link));
    CHECK(QString::fromUtf8(contentOf(dir.filePath(QStringLiteral("queries-real.sh")))) == pane.shownText());
}
