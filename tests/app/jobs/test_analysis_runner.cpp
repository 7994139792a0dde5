#include "jobs/analysis_runner.h"

#include <catch2/catch.hpp>

#include <QTest>

#include <vector>

using namespace partiscope;
using namespace partiscope::ui;

namespace {

AnalysisRequest requestFor(const QString& keys, std::uint32_t buckets = 8) {
    AnalysisRequest request;
    request.keyText = keys;
    request.options.buckets = buckets;
    return request;
}

struct Delivery {
    std::uint64_t jobId = 0;
    std::shared_ptr<const DistributionAnalysis> analysis;
    QString error;
};

} // namespace

TEST_CASE("AnalysisRunner::analyse reads and analyses in one go", "[runner]") {
    const std::atomic<bool> notCancelled{false};
    const auto outcome =
        AnalysisRunner::analyse(requestFor(QStringLiteral("HOT\t90\ncold\t10\n\nbad\tx\n")), notCancelled);
    REQUIRE(outcome.analysis);
    CHECK(outcome.error.isEmpty());
    CHECK(outcome.analysis->keysTotal == 100);
    CHECK(outcome.analysis->input.linesRead == 4);
    CHECK(outcome.analysis->input.accepted == 2);
    CHECK(outcome.analysis->input.rejected == 1);
    CHECK(outcome.analysis->input.blank == 1);
    CHECK(outcome.analysis->buckets.size() == 8);
}

TEST_CASE("AnalysisRunner::analyse handles non-ASCII keys as UTF-8", "[runner]") {
    const std::atomic<bool> notCancelled{false};
    const auto outcome = AnalysisRunner::analyse(requestFor(QStringLiteral("Straße#1\t3\nキー\t2\n")), notCancelled);
    REQUIRE(outcome.analysis);
    CHECK(outcome.analysis->keysTotal == 5);
    REQUIRE(outcome.analysis->topKeys.size() == 2);
    CHECK(outcome.analysis->topKeys[0].key == "Straße#1");
}

TEST_CASE("AnalysisRunner::analyse stops when cancelled", "[runner]") {
    const std::atomic<bool> cancelled{true};
    const auto outcome = AnalysisRunner::analyse(requestFor(QStringLiteral("a\nb\n")), cancelled);
    CHECK_FALSE(outcome.analysis);
    CHECK(outcome.error == QStringLiteral("cancelled"));
}

TEST_CASE("AnalysisRunner::analyse reports an invalid strategy", "[runner]") {
    AnalysisRequest request = requestFor(QStringLiteral("a\n"));
    request.strategy.kind = StrategyKind::Random;
    request.strategy.shards = 0;
    const std::atomic<bool> notCancelled{false};
    const auto outcome = AnalysisRunner::analyse(request, notCancelled);
    CHECK_FALSE(outcome.analysis);
    CHECK_FALSE(outcome.error.isEmpty());
}

TEST_CASE("AnalysisRunner::analyse refuses a random strategy that would count too many physical keys", "[runner]") {
    // Two keys with a billion writes each over a million random suffixes: two million physical keys per
    // key is fine, but 25 such keys would pass limits::kMaxPhysicalKeys (the CLI refuses the same input).
    QString keys;
    for (int i = 0; i < 25; ++i) {
        keys += QStringLiteral("K%1\t1000000000\n").arg(i);
    }
    AnalysisRequest request = requestFor(keys);
    request.strategy.kind = StrategyKind::Random;
    request.strategy.shards = 1000000;
    const std::atomic<bool> notCancelled{false};
    const auto outcome = AnalysisRunner::analyse(request, notCancelled);
    CHECK_FALSE(outcome.analysis);
    CHECK(outcome.error.contains(QStringLiteral("physical keys")));
}

TEST_CASE("AnalysisRunner delivers only the newest job's result", "[runner]") {
    AnalysisRunner runner;
    std::vector<Delivery> deliveries;
    QObject::connect(&runner, &AnalysisRunner::analysisFinished, [&](std::uint64_t jobId, auto analysis) {
        deliveries.push_back({jobId, std::move(analysis), {}});
    });

    // The first job finishes and posts its result before the second starts, but the result is only
    // handled afterwards: exactly the race a fast typist causes.
    const auto staleJob = runner.start(requestFor(QStringLiteral("old\t5\n")));
    runner.waitForJobs();
    const auto freshJob = runner.start(requestFor(QStringLiteral("new\t7\nnewer\t1\n")));
    REQUIRE(freshJob > staleJob);
    CHECK(runner.latestJobId() == freshJob);

    REQUIRE(QTest::qWaitFor([&] { return !deliveries.empty(); }, 5000));
    runner.waitForJobs();
    QTest::qWait(50); // anything else queued would arrive now
    REQUIRE(deliveries.size() == 1);
    CHECK(deliveries[0].jobId == freshJob);
    CHECK(deliveries[0].analysis->keysTotal == 8);
    CHECK(runner.droppedOutcomes() == 1);
}

TEST_CASE("AnalysisRunner reports failures of the newest job", "[runner]") {
    AnalysisRunner runner;
    std::vector<Delivery> deliveries;
    QObject::connect(&runner, &AnalysisRunner::analysisFailed, [&](std::uint64_t jobId, const QString& error) {
        deliveries.push_back({jobId, nullptr, error});
    });
    AnalysisRequest request = requestFor(QStringLiteral("a\n"));
    request.strategy.kind = StrategyKind::Calculated;
    request.strategy.shards = 0;
    const auto job = runner.start(request);
    REQUIRE(QTest::qWaitFor([&] { return !deliveries.empty(); }, 5000));
    CHECK(deliveries[0].jobId == job);
    CHECK(deliveries[0].error.contains(QStringLiteral("shards")));
}

TEST_CASE("AnalysisRunner can be destroyed with jobs in flight", "[runner]") {
    QString big;
    for (int i = 0; i < 200'000; ++i) {
        big += QStringLiteral("KEY#") + QString::number(i) + QLatin1Char('\n');
    }
    {
        AnalysisRunner runner;
        runner.start(requestFor(big));
        runner.start(requestFor(big));
    } // must neither hang nor deliver into a destroyed object
    QTest::qWait(20);
    SUCCEED();
}
