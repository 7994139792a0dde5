// The key pipeline alone (a DocumentController and texts, no window), and what the issue asks of keys as data:
// one edit of the key text is parsed exactly once, whatever follows it (another strategy, compare mode, a bucket's
// keys); a document's keys, opened or shown, are never parsed as text.
#include "document/app_resources.h"
#include "document/document_controller.h"
#include "document/document_parts.h"
#include "document/parameter_edit.h"
#include "document/scenario_document.h"
#include "keys/key_generator_dialog.h"
#include "keys/key_pipeline.h"
#include "keys/keys_panel.h"
#include "shell/main_window.h"
#include "window_parts.h"

#include <partiscope/key_input.h>
#include <partiscope/scenario.h>

#include <catch2/catch.hpp>

#include <QTableView>
#include <QTemporaryDir>
#include <QTest>

#include <QSignalSpy>

#include <algorithm>
#include <optional>
#include <string>

using namespace partiscope;
using namespace partiscope::ui;

namespace {

constexpr int kTimeoutMs = 30'000;
/// Opening and analysing the large document: about 9 s in the dev build.
constexpr int kMillionKeysTimeoutMs = 120'000 * PARTISCOPE_SLOW_BUILD_FACTOR;
#if PARTISCOPE_SLOW_BUILD_FACTOR > 1
/// Under the sanitizers two million keys take minutes; 200,000 still take the read-only list's path (more than
/// kMaxEditableKeys) and the same code.
constexpr std::size_t kLargeDocumentKeys = 200'000;
#else
constexpr std::size_t kLargeDocumentKeys = kMaxKeys;
#endif
static_assert(kLargeDocumentKeys > kMaxEditableKeys);

/// A pipeline over a document, its text and options under the test's control.
struct PipelineRig {
    PipelineRig()
        : pipeline(
              document, [this] { return std::optional<QString>(text); }, [this] { return options; }) {
        options.buckets = 16;
        document.newDocument();
        pipeline.showDocumentKeys(document.keySource()); // what the window does on documentReplaced
    }
    /// The user's edit: the text, then the change as the keys pane reports it.
    void type(const QString& typed) {
        text = typed;
        pipeline.noteTextChanged(true);
    }
    /// Waits until the newest analysis job's result is on screen.
    bool settle() {
        return QTest::qWaitFor(
            [&] { return pipeline.appliedJobId() > 0 && pipeline.appliedJobId() == pipeline.runner().latestJobId(); },
            kTimeoutMs);
    }
    bool waitForNewAnalysis(std::uint64_t after) {
        return QTest::qWaitFor(
            [&] {
                return pipeline.runner().latestJobId() > after &&
                       pipeline.appliedJobId() == pipeline.runner().latestJobId();
            },
            kTimeoutMs);
    }

    DocumentController document;
    QString text;
    AnalysisOptions options;
    KeyPipeline pipeline;
};

ParameterEdit strategyEdit() {
    ParameterEdit edit;
    edit.control = QStringLiteral("Strategy");
    edit.before = QStringLiteral("none");
    edit.after = QStringLiteral("random");
    return edit;
}

} // namespace

TEST_CASE("KeyPipeline: typed keys are read once, become the document's, and later jobs reuse them",
          "[key-pipeline][parse-count]") {
    PipelineRig rig;
    std::uint64_t before = rig.pipeline.runner().latestJobId();
    const std::uint64_t parsesAtStart = keyTextParses();
    rig.type(QStringLiteral("ORDER#1\t3\nORDER#2\nORDER#1\n"));
    REQUIRE(rig.waitForNewAnalysis(before));
    CHECK(keyTextParses() - parsesAtStart == 1);
    REQUIRE(rig.pipeline.analysis());
    CHECK(rig.pipeline.analysis()->keysTotal == 5);
    REQUIRE(rig.pipeline.keys());
    CHECK(rig.pipeline.keys()->tally.distinct() == 2);
    // The typed keys are the document's workload now.
    CHECK(rig.document.isDirty());
    REQUIRE(rig.document.keySource()->workload.keys.size() == 2);
    CHECK(rig.document.keySource()->workload.keys[0].key == "ORDER#1");
    CHECK(rig.document.keySource()->workload.keys[0].weight == 4);

    // Another strategy analyses the same keys again: nothing is parsed.
    Scenario sharded = rig.document.parameters();
    sharded.strategy.kind = StrategyKind::Random;
    sharded.strategy.shards = 4;
    QString problem;
    REQUIRE(rig.document.commitParameters(sharded, strategyEdit(), problem));
    before = rig.pipeline.runner().latestJobId();
    rig.pipeline.scheduleAnalysis();
    REQUIRE(rig.waitForNewAnalysis(before));
    CHECK(rig.pipeline.analysis()->physicalKeysDistinct > 2);
    CHECK(rig.pipeline.shownStrategy().kind == StrategyKind::Random);

    // Compare mode's "before" and a bucket's listing start from the same read keys.
    QSignalSpy beforeApplied(&rig.pipeline, &KeyPipeline::beforeAnalysisApplied);
    rig.pipeline.setCompareMode(true);
    REQUIRE(beforeApplied.wait(kTimeoutMs));
    REQUIRE(rig.pipeline.beforeAnalysis());
    CHECK(rig.pipeline.beforeAnalysis()->physicalKeysDistinct == 2);
    std::shared_ptr<const BucketKeyListing> listing;
    QObject::connect(
        &rig.pipeline, &KeyPipeline::bucketKeysListed,
        [&](std::uint64_t, std::shared_ptr<const BucketKeyListing> listed) { listing = std::move(listed); });
    const auto& buckets = rig.pipeline.analysis()->buckets;
    const auto busiest = static_cast<std::uint32_t>(std::max_element(buckets.begin(), buckets.end()) - buckets.begin());
    rig.pipeline.listBucket(busiest, false);
    REQUIRE(QTest::qWaitFor([&] { return listing != nullptr; }, kTimeoutMs));
    CHECK_FALSE(listing->keys.empty());
    CHECK(keyTextParses() - parsesAtStart == 1);
}

TEST_CASE("KeyPipeline: a document's own keys are analysed without text and do not edit the document",
          "[key-pipeline][parse-count]") {
    PipelineRig rig;
    REQUIRE(rig.settle());
    Scenario listed = rig.document.scenario();
    listed.workload.generator.reset();
    WorkloadKey hot;
    hot.key = "HOT";
    hot.weight = 90;
    WorkloadKey cold;
    cold.key = "COLD";
    cold.weight = 10;
    listed.workload.keys = {hot, cold};
    auto keySource = std::make_shared<const Scenario>(listed);
    const std::uint64_t parsesAtStart = keyTextParses();
    const std::uint64_t before = rig.pipeline.runner().latestJobId();
    rig.pipeline.showDocumentKeys(keySource);
    REQUIRE(rig.waitForNewAnalysis(before));
    CHECK(keyTextParses() == parsesAtStart);
    CHECK(rig.pipeline.analysis()->keysTotal == 100);
    CHECK(rig.pipeline.analysis()->keysDistinct == 2);
    CHECK_FALSE(rig.document.isDirty()); // shown, not typed: the document keeps its generator
    CHECK(rig.document.keySource()->workload.generator.has_value());
}

TEST_CASE("KeyPipeline: a key file is read by the job, on every core, and its keys become the document's",
          "[key-pipeline][parse-count]") {
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("keys.txt"));
    QFile file(path);
    REQUIRE(file.open(QIODevice::WriteOnly));
    file.write("A\t2\nB\nA\n\nbad\t0\n");
    file.close();
    PipelineRig rig;
    REQUIRE(rig.settle());
    const std::uint64_t parsesAtStart = keyTextParses();
    const std::uint64_t before = rig.pipeline.runner().latestJobId();
    rig.pipeline.importKeyFile(path);
    REQUIRE(rig.waitForNewAnalysis(before));
    CHECK(keyTextParses() - parsesAtStart == 1);
    CHECK(rig.pipeline.analysis()->input.linesRead == 5);
    CHECK(rig.pipeline.analysis()->input.rejected == 1);
    CHECK(rig.pipeline.analysis()->errors.front().line == 5);
    REQUIRE(QTest::qWaitFor([&] { return rig.document.keySource()->workload.keys.size() == 2; }, kTimeoutMs));
    CHECK(rig.document.keySource()->workload.keys[0].weight == 3);
}

TEST_CASE("In the window, one edit of the key text parses it once, with compare mode and a bucket's keys open",
          "[key-pipeline][parse-count][main-window]") {
    MainWindow window;
    window.setCompareMode(true);
    auto idle = [&] {
        return window.keys().appliedJobId() > 0 &&
               window.keys().appliedJobId() == window.keys().runner().latestJobId() && window.keys().beforeAnalysis() &&
               window.document().isSimulationCurrent();
    };
    REQUIRE(QTest::qWaitFor(idle, kTimeoutMs));
    window.showBucketKeys(0);
    const std::uint64_t parsesAtStart = keyTextParses();
    const std::uint64_t before = window.keys().runner().latestJobId();
    KeyEditor* editor = parts::keyEditor(window);
    editor->selectAll();
    editor->insertPlainText(QStringLiteral("USER#1\nUSER#2\t5\nUSER#3\n"));
    REQUIRE(QTest::qWaitFor(
        [&] { return window.keys().runner().latestJobId() > before && idle() && window.document().isDirty(); },
        kTimeoutMs));
    QTest::qWait(300); // let every follow-up job (before, listing, advice) run
    CHECK(window.document().keySource()->workload.keys.size() == 3);
    CHECK(window.keys().beforeAnalysis()->keysTotal == 7);
    CHECK(keyTextParses() - parsesAtStart == 1);
}

TEST_CASE("Opening a scenario of a million keys parses no key text, and the keys pane lists them read-only",
          "[key-pipeline][parse-count][main-window][large]") {
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("million.json"));
    Scenario large;
    std::string problem;
    REQUIRE(parseScenario(defaultScenarioJson().toStdString(), large, problem));
    large.workload.generator.reset();
    large.workload.keys.clear();
    large.workload.keys.reserve(kLargeDocumentKeys);
    for (std::size_t i = 0; i < kLargeDocumentKeys; ++i) {
        WorkloadKey key;
        key.key = "USER#" + std::to_string(i);
        key.weight = 1.0 + static_cast<double>(i % 7);
        large.workload.keys.push_back(std::move(key));
    }
    QString error;
    REQUIRE(writeScenarioDocument(path, large, error));

    MainWindow window;
    REQUIRE(QTest::qWaitFor([&] { return window.keys().appliedJobId() > 0; }, kTimeoutMs));
    const std::uint64_t parsesAtStart = keyTextParses();
    QSignalSpy opened(&window.document(), &DocumentController::documentOpened);
    window.openInBackground(path);
    REQUIRE(opened.wait(kMillionKeysTimeoutMs));
    REQUIRE(opened.front().at(0).toBool());
    QString failure;
    QObject::connect(&window.keys(), &KeyPipeline::analysisFailed,
                     [&](std::uint64_t, const QString& error) { failure = error; });
    const bool analysed = QTest::qWaitFor(
        [&] {
            return window.keys().analysis() && window.keys().analysis()->keysDistinct == kLargeDocumentKeys &&
                   window.keys().appliedJobId() == window.keys().runner().latestJobId();
        },
        kMillionKeysTimeoutMs);
    INFO(failure.toStdString() << " distinct "
                               << (window.keys().analysis() ? window.keys().analysis()->keysDistinct : 0));
    REQUIRE(analysed);
    CHECK(keyTextParses() == parsesAtStart);
    CHECK_FALSE(window.document().isDirty());
    auto* panel = window.findChild<KeysPanel*>(QStringLiteral("keysPanel"));
    REQUIRE(panel);
    CHECK(panel->isShowingList());
    CHECK(parts::keyEditor(window)->document()->isEmpty()); // no million lines of editable text
    auto* list = window.findChild<QTableView*>(QStringLiteral("keyListView"));
    REQUIRE(list);
    REQUIRE(list->model());
    CHECK(list->model()->rowCount() == static_cast<int>(kLargeDocumentKeys));
}

TEST_CASE("Generated keys reach the document as data: no key text is parsed",
          "[key-pipeline][parse-count][main-window]") {
    MainWindow window;
    REQUIRE(QTest::qWaitFor(
        [&] {
            return window.keys().appliedJobId() > 0 &&
                   window.keys().appliedJobId() == window.keys().runner().latestJobId();
        },
        kTimeoutMs));
    const std::uint64_t parsesAtStart = keyTextParses();
    KeyGeneratorDialog* dialog = window.openKeyGenerator();
    REQUIRE(dialog);
    const std::vector<WorkloadKey> generated = dialog->keys();
    REQUIRE_FALSE(generated.empty());
    const QString text = dialog->keyText();
    dialog->accept();
    REQUIRE(QTest::qWaitFor([&] { return window.document().isDirty(); }, kTimeoutMs));
    CHECK(window.document().keySource()->workload.keys.size() == generated.size());
    const auto& adopted = window.document().keySource()->workload.keys; // most writes first, as typed keys are
    const auto first = std::find_if(adopted.begin(), adopted.end(),
                                    [&](const WorkloadKey& key) { return key.key == generated.front().key; });
    REQUIRE(first != adopted.end());
    CHECK(first->weight == generated.front().weight);
    CHECK(parts::keyEditor(window)->toPlainText() == text); // shown as text: few enough to edit
    CHECK(keyTextParses() == parsesAtStart);
}
