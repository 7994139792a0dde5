// DocumentController alone, without a window: its document's parts, the unsaved state and undo history of
// parameter edits, typed keys, and what is derived from the document off the UI thread (preparation, advice,
// the report). Opening, saving and recovering it: test_document_controller_files.cpp.
#include "document/scenario_document.h"
#include "document_controller_support.h"
#include "isolated_app_data.h"

#include <QSignalSpy>
#include <QTemporaryDir>
#include <QTest>
#include <QUndoStack>

using namespace partiscope;
using namespace partiscope::ui;
using namespace partiscope::ui::controller_test;

TEST_CASE("Document controller: starts as the built-in scenario, clean and untitled, prepared and advised by New",
          "[document-controller]") {
    DocumentController document;
    CHECK(document.scenario() == builtInScenario());
    CHECK(document.parameters().workload.keys.empty()); // the keys (here a generator) live in the key source
    CHECK_FALSE(document.parameters().workload.generator);
    CHECK(document.keySource()->workload.generator);
    CHECK_FALSE(document.isDirty());
    CHECK(document.path().isEmpty());
    CHECK(document.displayName() == QStringLiteral("Untitled"));
    CHECK(document.suggestedBaseName() == QStringLiteral("Leaderboard"));
    CHECK(document.history()->count() == 0);
    CHECK(document.hottestKey().key == "BOARD#global");
    // Nothing is derived before the owner has connected to the signals: New (the window's first call) does it.
    CHECK(document.advice() == nullptr);

    PreparedRecorder prepared(document);
    QSignalSpy replaced(&document, &DocumentController::documentReplaced);
    QSignalSpy advised(&document, &DocumentController::adviceApplied);
    document.newDocument();
    REQUIRE(replaced.size() == 1);
    CHECK(replaced.front().at(0).toString() == defaultScenarioKeys());
    // A small document is prepared before the call returns.
    REQUIRE(prepared.documents.size() == 1);
    CHECK(document.isSimulationCurrent());
    CHECK(*prepared.documents.front()->scenario == builtInScenario());
    CHECK(prepared.documents.front()->simulator != nullptr);
    CHECK_FALSE(document.isAdviceCurrent());
    REQUIRE(QTest::qWaitFor([&] { return document.isAdviceCurrent(); }, kTimeoutMs));
    CHECK(advised.size() >= 1);
    REQUIRE(document.advice() != nullptr);
    CHECK(document.advice()->scenario == builtInScenario());
    CHECK_FALSE(document.isDirty());
}

TEST_CASE("Document controller: an accepted parameter edit is dirty and undoable, undo to the saved state is clean",
          "[document-controller]") {
    IsolatedAppData isolated("controller-edits");
    DocumentController document;
    document.newDocument();
    PreparedRecorder prepared(document);
    ParametersRecorder parameters(document);
    QSignalSpy titles(&document, &DocumentController::titleChanged);
    const std::uint64_t editsBefore = document.editCount();

    REQUIRE(setWriteRate(document, 2000));
    CHECK(document.isDirty());
    CHECK(titles.size() == 1);
    REQUIRE(parameters.changes.size() == 1);
    CHECK_FALSE(parameters.changes[0].fromHistory); // the control already shows it
    CHECK(parameters.changes[0].ratesChanged);
    CHECK(document.history()->count() == 1);
    CHECK(document.history()->undoText() == QStringLiteral("Write rate 1500 → 2000"));
    CHECK(document.editCount() == editsBefore + 1);
    CHECK(document.parameters().workload.writesPerS == 2000);
    CHECK(document.scenario().workload.generator == builtInScenario().workload.generator); // keys kept
    REQUIRE(prepared.documents.size() == 1);
    CHECK(prepared.documents.back()->scenario->workload.writesPerS == 2000);

    document.history()->undo();
    REQUIRE(parameters.changes.size() == 2);
    CHECK(parameters.changes[1].fromHistory); // the controls must follow
    CHECK(parameters.changes[1].ratesChanged);
    CHECK(document.parameters().workload.writesPerS == 1500);
    CHECK_FALSE(document.isDirty());
    CHECK(titles.size() == 2);
    REQUIRE(prepared.documents.size() == 2);
    CHECK(*prepared.documents.back()->scenario == builtInScenario());

    SECTION("undo back to what was saved is clean, one step further is not") {
        document.history()->redo();
        CHECK(document.isDirty());
        QTemporaryDir dir;
        QString error;
        REQUIRE(document.saveFile(dir.filePath(QStringLiteral("saved.json")), error));
        CHECK_FALSE(document.isDirty());
        REQUIRE(setStrategy(document, StrategyKind::Random, 10));
        CHECK(document.isDirty());
        CHECK_FALSE(parameters.changes.back().ratesChanged);
        document.history()->undo();
        CHECK_FALSE(document.isDirty());
        CHECK(document.parameters().workload.writesPerS == 2000);
        document.history()->undo();
        CHECK(document.isDirty());
        CHECK(document.parameters().workload.writesPerS == 1500);
    }
}

TEST_CASE("Document controller: a candidate that cannot run is refused naming its JSON path, an identical one is no "
          "edit",
          "[document-controller]") {
    DocumentController document;
    document.newDocument();
    PreparedRecorder prepared(document);
    ParametersRecorder parameters(document);
    QSignalSpy titles(&document, &DocumentController::titleChanged);
    const Scenario before = document.parameters();
    const std::uint64_t edits = document.editCount();

    Scenario candidate = before;
    QString problem;
    SECTION("no write capacity on a provisioned table") {
        candidate.table.wcu = 0;
        CHECK_FALSE(document.commitParameters(candidate, {QStringLiteral("WCU"), QStringLiteral("4000"), {}}, problem));
        CHECK(problem.startsWith(QStringLiteral("/table/wcu: ")));
    }
    SECTION("a strategy that needs shards without any") {
        candidate.strategy.kind = StrategyKind::Random;
        candidate.strategy.shards = 0;
        CHECK_FALSE(document.commitParameters(candidate, {QStringLiteral("Strategy"), {}, {}}, problem));
        CHECK(problem.startsWith(QStringLiteral("/strategy/shards: ")));
    }
    SECTION("the same parameters") {
        CHECK(document.commitParameters(candidate, {QStringLiteral("Shards"), QStringLiteral("0"), {}}, problem));
        CHECK(problem.isEmpty());
    }
    CHECK(document.parameters() == before);
    CHECK(document.editCount() == edits);
    CHECK(document.history()->count() == 0);
    CHECK_FALSE(document.isDirty());
    CHECK(titles.isEmpty());
    CHECK(parameters.changes.empty());
    CHECK(prepared.documents.empty());
}

TEST_CASE("Document controller: typed keys become the key source, a stale preparation is prepared again",
          "[document-controller]") {
    DocumentController document;
    document.newDocument();
    PreparedRecorder prepared(document);
    QSignalSpy adopted(&document, &DocumentController::keysAdopted);
    const std::vector<WorkloadKey> typed = weighted({{"TYPED#1", 1}, {"TYPED#2", 9}});
    Scenario typedDocument = document.parameters();
    typedDocument.workload.keys = typed;

    SECTION("prepared from the parameters of now") {
        PreparedDocumentPtr job = prepareDocument(typedDocument);
        const auto jobScenario = job->scenario;
        document.adoptTypedKeys(std::move(*job), document.editCount());
        CHECK(adopted.size() == 1);
        CHECK(document.keySource() == jobScenario); // the job's document is the key source: the keys exist once
        CHECK(document.scenario().workload.keys == typed);
        CHECK_FALSE(document.scenario().workload.generator);
        CHECK(document.isDirty());
        CHECK(document.hottestKey().key == "TYPED#2");
        CHECK(document.hottestKey().share == Approx(0.9));
        REQUIRE(prepared.documents.size() == 1);
        CHECK(prepared.documents.front()->scenario == jobScenario);
        CHECK(prepared.documents.front()->simulator != nullptr);
        CHECK(document.isSimulationCurrent());

        // Undoing every parameter edit leaves the typed keys unsaved.
        REQUIRE(setWriteRate(document, 2000));
        document.history()->undo();
        CHECK(document.history()->isClean());
        CHECK(document.isDirty());
    }
    SECTION("prepared from parameters that changed since") {
        const std::uint64_t startedAt = document.editCount();
        PreparedDocumentPtr job = prepareDocument(typedDocument);
        REQUIRE(setWriteRate(document, 2200)); // while the job ran
        prepared.documents.clear();
        document.adoptTypedKeys(std::move(*job), startedAt);
        CHECK(adopted.size() == 1);
        REQUIRE(prepared.documents.size() == 1);
        const Scenario& playing = *prepared.documents.front()->scenario;
        CHECK(playing.workload.writesPerS == 2200);
        CHECK(playing.workload.keys == typed);
        CHECK(document.scenario() == playing);
        CHECK(document.hottestKey().key == "TYPED#2");
        CHECK(document.isSimulationCurrent());
    }
}

TEST_CASE("Document controller: the report names the document's table, on a worker or here and now",
          "[document-controller]") {
    QTemporaryDir dir;
    REQUIRE(dir.isValid());
    DocumentController document;
    document.newDocument();
    Scenario renamed = document.parameters();
    renamed.name = "OrdersLedger";
    QString problem;
    REQUIRE(document.commitParameters(renamed, {QStringLiteral("Name"), {}, {}}, problem));
    QSignalSpy exported(&document, &DocumentController::reportExported);

    SECTION("from the advisor's findings, on a worker") {
        REQUIRE(QTest::qWaitFor([&] { return document.isAdviceCurrent(); }, kTimeoutMs));
        const QString path = dir.filePath(QStringLiteral("review.html"));
        document.exportReportInBackground(path);
        REQUIRE(exported.wait(kTimeoutMs));
        CHECK(exported.front().at(0).toBool());
        CHECK(exported.front().at(1).toString() == path);
        CHECK(exported.front().at(2).toString().isEmpty());
        CHECK(readFile(path).contains("OrdersLedger"));
    }
    SECTION("before the findings arrive, here and now (a fresh analysis)") {
        REQUIRE_FALSE(document.isAdviceCurrent());
        const QString path = dir.filePath(QStringLiteral("review.md"));
        QString error;
        REQUIRE(document.exportReport(path, error));
        const QByteArray markdown = readFile(path);
        CHECK(markdown.startsWith("# ")); // Markdown for *.md
        CHECK(markdown.contains("OrdersLedger"));
    }
    SECTION("to a path that cannot be written") {
        const QString path = dir.filePath(QStringLiteral("missing/dir/review.html"));
        document.exportReportInBackground(path);
        REQUIRE(exported.wait(kTimeoutMs));
        CHECK_FALSE(exported.front().at(0).toBool());
        CHECK(exported.front().at(2).toString().startsWith(path + QStringLiteral(": ")));
    }
}

TEST_CASE("Document controller: the exported report describes the document's table and its indexes",
          "[document-controller]") {
    QTemporaryDir dir;
    REQUIRE(dir.isValid());
    DocumentController document;
    document.newDocument();
    Scenario withIndex = document.parameters();
    withIndex.table.name = "Orders";
    GsiSpec gsi;
    gsi.name = "ByStatus";
    gsi.partitionKey = {"status", AttributeType::S};
    gsi.rcu = withIndex.table.rcu;
    gsi.wcu = withIndex.table.wcu;
    withIndex.table.gsis.push_back(gsi);
    WorkloadKey pending;
    pending.key = "PENDING";
    pending.weight = 0.5;
    withIndex.workload.indexKeys["ByStatus"] = {pending};
    QString problem;
    REQUIRE(document.commitParameters(withIndex, {QStringLiteral("GSI"), {}, {}}, problem));
    const QString path = dir.filePath(QStringLiteral("review.md"));
    QString error;
    REQUIRE(document.exportReport(path, error));
    const QByteArray markdown = readFile(path);
    CHECK(markdown.contains("## Table and indexes"));
    CHECK(markdown.contains("| table name | Orders |"));
    CHECK(markdown.contains("| ByStatus | PENDING 50 %; sparse: 50 % of items write nothing there |"));
    CHECK(markdown.contains("| GSI ByStatus |")); // its row in the throttling by key space
}

TEST_CASE("Document controller: a large document is prepared on a worker, after the change returns",
          "[document-controller]") {
    IsolatedAppData isolated("controller-large");
    QTemporaryDir dir;
    REQUIRE(dir.isValid());
    Scenario large = builtInScenario();
    large.workload.generator->kind = GeneratorKind::Uniform;
    large.workload.generator->count = static_cast<std::uint32_t>(DocumentController::kPrepareInlineKeys + 5000);
    const QString path = dir.filePath(QStringLiteral("large.json"));
    QString error;
    REQUIRE(writeScenarioDocument(path, large, error));

    DocumentController document;
    document.newDocument();
    PreparedRecorder prepared(document);
    REQUIRE(document.openFile(path, error));
    CHECK(prepared.documents.empty());
    CHECK_FALSE(document.isSimulationCurrent());

    SECTION("its simulator arrives later") {
        REQUIRE(QTest::qWaitFor([&] { return !prepared.documents.empty(); }, kTimeoutMs));
        CHECK(document.isSimulationCurrent());
        CHECK(*prepared.documents.front()->scenario == large);
        CHECK(prepared.documents.front()->simulator != nullptr);
    }
    SECTION("an edit while it is prepared: only the edited document arrives") {
        REQUIRE(setWriteRate(document, 2100));
        CHECK(prepared.documents.empty());
        REQUIRE(QTest::qWaitFor([&] { return document.isSimulationCurrent(); }, kTimeoutMs));
        REQUIRE(prepared.documents.size() == 1);
        CHECK(prepared.documents.front()->scenario->workload.writesPerS == 2100);
        CHECK(prepared.documents.front()->scenario->workload.generator == large.workload.generator);
    }
    SECTION("a small document replacing it is not overtaken by the large one's preparation") {
        document.newDocument();
        REQUIRE(prepared.documents.size() == 1); // inline
        CHECK(document.isSimulationCurrent());
        // The large document's job has no way to say it is done: give it far longer than it takes (~50 ms).
        REQUIRE(QTest::qWaitFor([&] { return document.isAdviceCurrent(); }, kTimeoutMs));
        QTest::qWait(500);
        CHECK(prepared.documents.size() == 1);
        CHECK(*prepared.documents.back()->scenario == builtInScenario());
    }
}

TEST_CASE("The document's hottest key follows its key source: generated, then typed", "[document-controller]") {
    DocumentController document;
    document.newDocument(); // hot-key generator: BOARD#global takes 70 %
    CHECK(document.hottestKey().key == "BOARD#global");
    CHECK(document.hottestKey().share == Approx(0.7));
    QString problem;
    REQUIRE(document.adoptKeyList(std::make_shared<const KeyReadResult>(readKeyList("X\t1\nY\t4\n")), problem));
    CHECK(document.hottestKey().key == "Y");
    CHECK(document.hottestKey().share == Approx(0.8));
}
