// The item CSV import with an index key template per GSI: the dialog's fields and shares, the document's
// index_keys, and one undo step for the whole import.
#include "document/document_controller.h"
#include "isolated_app_data.h"
#include "keys/item_csv_import_dialog.h"
#include "shell/main_window.h"
#include "test_files.h"
#include "window_parts.h"

#include <partiscope/scenario.h>

#include <catch2/catch.hpp>

#include <algorithm>

#include <QDialogButtonBox>
#include <QFile>
#include <QLabel>
#include <QLineEdit>
#include <QPlainTextEdit>
#include <QPushButton>
#include <QSignalSpy>
#include <QTemporaryDir>
#include <QTest>
#include <QUndoStack>

using namespace partiscope;
using namespace partiscope::ui;
using partiscope::ui::testing::saveScreenshot;
using partiscope::ui::testing::writeFile;

namespace {

constexpr int kTimeoutMs = 20'000;

// Two GSIs; ByStatus already has index keys (one key, a quarter of the writes), ByRegion none.
const QByteArray kOrdersScenario = R"({"version": 2, "name": "orders",
    "table": {"rcu": 1000, "wcu": 1000,
              "gsis": [{"name": "ByStatus", "partition_key": {"name": "status", "type": "S"}, "rcu": 100, "wcu": 1000},
                       {"name": "ByRegion", "partition_key": {"name": "region", "type": "S"}, "rcu": 100, "wcu": 1000}]},
    "workload": {"duration_s": 60, "writes_per_s": 100, "keys": [{"key": "a"}, {"key": "b"}],
                 "index_keys": {"ByStatus": [{"key": "OLD", "weight": 0.25}]}}})";

// Eight items; o4 and o7 have no status, o6 no region.
const QByteArray kOrdersCsv = "orderid,status,region\n"
                              "o1,PENDING,eu\n"
                              "o2,SHIPPED,eu\n"
                              "o3,PENDING,us\n"
                              "o4,,us\n"
                              "o5,PENDING,eu\n"
                              "o6,DELIVERED,\n"
                              "o7,,eu\n"
                              "o8,SHIPPED,us\n";

std::vector<std::pair<std::string, double>> keysAndWeights(const std::vector<WorkloadKey>& keys) {
    std::vector<std::pair<std::string, double>> out;
    for (const WorkloadKey& key : keys) {
        out.emplace_back(key.key, key.weight);
    }
    return out;
}

std::vector<std::pair<std::string, double>> indexKeysOf(const MainWindow& window, const std::string& index) {
    const auto& all = window.document().parameters().workload.indexKeys;
    const auto it = all.find(index);
    return it == all.end() ? std::vector<std::pair<std::string, double>>{} : keysAndWeights(it->second);
}

} // namespace

TEST_CASE("Import items CSV with an index key template: index_keys are the shares of items, one undo step",
          "[import][csv][gsi]") {
    IsolatedAppData isolated("import-csv-index");
    QTemporaryDir dir;
    const QString scenario = dir.filePath(QStringLiteral("orders.json"));
    const QString csv = dir.filePath(QStringLiteral("orders.csv"));
    writeFile(scenario, kOrdersScenario);
    writeFile(csv, kOrdersCsv);
    MainWindow window;
    QString error;
    REQUIRE(window.openScenarioFile(scenario, error));
    const QString editorBefore = parts::keyEditor(window)->toPlainText();
    const auto tableKeysBefore = keysAndWeights(window.document().keySource()->workload.keys);
    REQUIRE(tableKeysBefore.size() == 2);

    ItemCsvImportDialog* dialog = window.openItemCsvImport(csv, error);
    REQUIRE(dialog);
    QLineEdit* byStatus = dialog->indexTemplateEdit(QStringLiteral("ByStatus"));
    REQUIRE(byStatus);
    CHECK(byStatus->objectName() == QStringLiteral("csvIndexKeyTemplateEdit:ByStatus"));
    REQUIRE(dialog->indexTemplateEdit(QStringLiteral("ByRegion")));
    CHECK(byStatus->text().isEmpty()); // optional: nothing changes an index unless asked
    CHECK(byStatus->placeholderText().contains(QStringLiteral("{status}")));

    dialog->templateEdit()->setText(QStringLiteral("ORDER#{orderid}"));
    byStatus->setText(QStringLiteral("{status}"));
    // By hand: 8 items, PENDING 3, SHIPPED 2, DELIVERED 1, no status 2: 6/8 = 75 % carry status.
    auto* share = dialog->findChild<QLabel*>(QStringLiteral("csvIndexShareLabel:ByStatus"));
    REQUIRE(share);
    CHECK(share->text() == QStringLiteral("ByStatus: 3 keys, 75 % of items carry status (sparse)"));
    CHECK(dialog->preview()->toPlainText().contains(
        QStringLiteral("ByStatus index keys (share of items):\nPENDING\t37.5 %\nSHIPPED\t25 %\nDELIVERED\t12.5 %\n")));
    CHECK(dialog->problemLabel()->text().isEmpty());
    saveScreenshot(*dialog, QStringLiteral("item-csv-import-index"));

    SECTION("a bad index template is shown and blocks the import") {
        byStatus->setText(QStringLiteral("{state}"));
        CHECK(share->text().contains(QStringLiteral("'state', which is not in the CSV header")));
        CHECK(dialog->problemLabel()->text().startsWith(QStringLiteral("ByStatus: ")));
        byStatus->setText(QStringLiteral("{status"));
        CHECK_FALSE(dialog->findChild<QDialogButtonBox*>()->button(QDialogButtonBox::Ok)->isEnabled());
        CHECK_FALSE(dialog->readAllItems());
        CHECK(dialog->problemLabel()->text().startsWith(QStringLiteral("ByStatus: index key template:")));
        dialog->reject();
        CHECK(indexKeysOf(window, "ByStatus") == std::vector<std::pair<std::string, double>>{{"OLD", 0.25}});
    }

    SECTION("OK sets index_keys, undo restores the keys and index keys before, redo the import") {
        dialog->accept();
        REQUIRE(QTest::qWaitFor([&] { return indexKeysOf(window, "ByStatus").size() == 3; }, kTimeoutMs));
        // Absolute shares of all items: they sum to 0.75, below 1 (a sparse index).
        const std::vector<std::pair<std::string, double>> imported{
            {"PENDING", 0.375}, {"SHIPPED", 0.25}, {"DELIVERED", 0.125}};
        CHECK(indexKeysOf(window, "ByStatus") == imported);
        CHECK(indexKeysOf(window, "ByRegion").empty()); // no template: left as it was
        const auto& tableKeys = window.document().keySource()->workload.keys;
        REQUIRE(tableKeys.size() == 8);
        CHECK(tableKeys.front().key == "ORDER#o1");
        CHECK(window.document().isDirty());
        QUndoStack* history = window.document().history();
        REQUIRE(history->count() == 1);
        CHECK(history->undoText() == QStringLiteral("Import items orders.csv"));
        REQUIRE(QTest::qWaitFor(
            [&] { return parts::keyEditor(window)->toPlainText().startsWith(QStringLiteral("ORDER#o1\t1\n")); },
            kTimeoutMs));

        history->undo();
        CHECK(indexKeysOf(window, "ByStatus") == std::vector<std::pair<std::string, double>>{{"OLD", 0.25}});
        CHECK(keysAndWeights(window.document().keySource()->workload.keys) == tableKeysBefore);
        REQUIRE(QTest::qWaitFor([&] { return parts::keyEditor(window)->toPlainText() == editorBefore; }, kTimeoutMs));
        CHECK_FALSE(window.document().isDirty());
        REQUIRE(QTest::qWaitFor([&] { return window.document().isSimulationCurrent(); }, kTimeoutMs));

        history->redo();
        CHECK(indexKeysOf(window, "ByStatus") == imported);
        CHECK(window.document().keySource()->workload.keys.size() == 8);
        // Saved, the document holds what was imported, with the index's shares as weights.
        const std::string json = scenarioToJson(window.document().scenario());
        CHECK(json.find("\"DELIVERED\"") != std::string::npos);
    }
}

TEST_CASE("Import items CSV into a document without GSIs: no index key fields, keys as before", "[import][csv][gsi]") {
    ItemCsvImportDialog dialog(QStringLiteral("orders.csv"), kOrdersCsv);
    const auto edits = dialog.findChildren<QLineEdit*>();
    CHECK(std::none_of(edits.begin(), edits.end(), [](const QLineEdit* edit) {
        return edit->objectName().startsWith(QStringLiteral("csvIndexKeyTemplateEdit"));
    }));
    REQUIRE(dialog.readAllItems());
    CHECK(dialog.indexKeys().empty());
    CHECK(dialog.keys().size() == 8);
}

TEST_CASE("DocumentController::importItems: refused index keys change nothing, an accepted import is one step",
          "[import][csv][gsi]") {
    IsolatedAppData isolated("import-items-controller");
    QTemporaryDir dir;
    const QString scenario = dir.filePath(QStringLiteral("orders.json"));
    writeFile(scenario, kOrdersScenario);
    DocumentController document;
    QString error;
    REQUIRE(document.openFile(scenario, error));
    const Scenario before = document.scenario();
    auto key = [](const char* name, double weight) {
        WorkloadKey k;
        k.key = name;
        k.weight = weight;
        return k;
    };
    QString problem;
    // An index the table does not have, and shares above 1: the document's rules refuse both.
    CHECK_FALSE(
        document.importItems({key("x", 1)}, {{"ByDate", {key("2026", 0.5)}}}, QStringLiteral("a.csv"), problem));
    CHECK(problem.startsWith(QStringLiteral("/workload/index_keys/ByDate: no global secondary index")));
    CHECK_FALSE(document.importItems({key("x", 1)}, {{"ByStatus", {key("A", 0.75), key("B", 0.5)}}},
                                     QStringLiteral("a.csv"), problem));
    CHECK(problem.contains(QStringLiteral("add up to 1.25")));
    CHECK_FALSE(document.importItems({}, {{"ByStatus", {key("A", 0.5)}}}, QStringLiteral("a.csv"), problem));
    CHECK(document.history()->count() == 0);
    CHECK_FALSE(document.isDirty());
    CHECK(document.scenario() == before);

    QSignalSpy replaced(&document, &DocumentController::keysReplaced);
    REQUIRE(document.importItems({key("x", 3), key("y", 1)}, {{"ByRegion", {key("eu", 0.5)}}}, QStringLiteral("b.csv"),
                                 problem));
    REQUIRE(replaced.count() == 1);
    CHECK(replaced.front().at(0).toString() == QStringLiteral("x\t3\ny\t1\n"));
    CHECK(document.parameters().workload.indexKeys.at("ByRegion").front().weight == 0.5);
    CHECK(document.parameters().workload.indexKeys.at("ByStatus") == before.workload.indexKeys.at("ByStatus"));
    // A later parameter edit is a step of its own; undoing both gives the document as opened.
    Scenario faster = document.parameters();
    faster.workload.writesPerS = 200;
    REQUIRE(document.commitParameters(
        faster, {QStringLiteral("Write rate"), QStringLiteral("100"), QStringLiteral("200")}, problem));
    CHECK(document.history()->count() == 2);
    document.history()->undo();
    CHECK(document.parameters().workload.writesPerS == 100);
    CHECK(document.keySource()->workload.keys.size() == 2);
    document.history()->undo();
    CHECK(replaced.count() == 2);
    CHECK(document.scenario() == before);
    CHECK_FALSE(document.isDirty());
}
