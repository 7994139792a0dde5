// importDynamoDbJson: `aws dynamodb scan --output json` pages and S3 exports in DynamoDB JSON, with the key schema
// from `aws dynamodb describe-table` or from --pk-name / --sk-name.

#include "describe_table.h"
#include "dynamodb_json_files.h"

#include "partiscope/import/import.h"
#include "partiscope/import/item_tally.h"
#include "partiscope/input_files.h"
#include "partiscope/number_format.h"

#include <filesystem>
#include <memory>
#include <optional>

namespace partiscope {

namespace {

using import_detail::DynamoItemSink;

/// Feeds the tally. Without describe-table the key types are only known from the first item, so the tally is made
/// then, and the first item's keys are handed over in the tally's order.
class TallySink final : public DynamoItemSink {
public:
    explicit TallySink(TableSpec table) : m_tally(std::make_unique<TableItemTally>(std::move(table))) {}
    TallySink(std::string partitionKey, std::string sortKey) {
        m_firstNames.push_back(std::move(partitionKey));
        if (!sortKey.empty()) {
            m_firstNames.push_back(std::move(sortKey));
        }
    }

    const std::vector<std::string>& keyNames() override { return m_tally ? m_tally->keyNames() : m_firstNames; }

    bool add(const ItemFacts& item, std::string& error) override {
        if (m_tally) {
            return m_tally->add(item, error);
        }
        // The first item: its key attributes' types become the key schema.
        TableSpec table;
        table.mode = CapacityMode::OnDemand; // no describe-table: a new on-demand table (said in a note)
        for (std::size_t k = 0; k < m_firstNames.size(); ++k) {
            if (!item.keys[k]) {
                error = std::string("missing the ") + (k == 0 ? "partition" : "sort") + " key attribute '" +
                        m_firstNames[k] + "'";
                return false;
            }
            const KeyAttribute attribute{m_firstNames[k], item.keys[k]->type};
            if (k == 0) {
                table.keySchema.partitionKey = attribute;
            } else {
                table.keySchema.sortKey = attribute;
            }
        }
        m_tally = std::make_unique<TableItemTally>(std::move(table));
        ItemFacts reordered;
        reordered.sizeBytes = item.sizeBytes;
        for (const std::string& name : m_tally->keyNames()) {
            std::optional<TypedKeyValue> value;
            for (std::size_t k = 0; k < m_firstNames.size(); ++k) {
                if (m_firstNames[k] == name) {
                    value = item.keys[k];
                }
            }
            reordered.keys.push_back(std::move(value));
        }
        return m_tally->add(reordered, error);
    }

    [[nodiscard]] const TableItemTally* tally() const noexcept { return m_tally.get(); }

private:
    std::unique_ptr<TableItemTally> m_tally;
    std::vector<std::string> m_firstNames;
};

std::string nameFromFile(const std::string& path) {
    std::string name = std::filesystem::path(path).filename().string();
    for (const std::string_view suffix : {".gz", ".json"}) {
        if (name.size() > suffix.size() && name.compare(name.size() - suffix.size(), suffix.size(), suffix) == 0) {
            name.resize(name.size() - suffix.size());
        }
    }
    return name.empty() ? std::string("imported table") : name;
}

ImportOutcome failed(ImportProblem problem) {
    ImportOutcome outcome;
    outcome.problem = std::move(problem);
    return outcome;
}

} // namespace

ImportOutcome importDynamoDbJson(const ImportRequest& request, const ImportProgress& progress) {
    if (request.paths.empty()) {
        return failed({"", 0, "", "no input files: give scan output, export data files or an export folder"});
    }
    std::optional<import_detail::DescribedTable> described;
    std::unique_ptr<TallySink> sink;
    if (!request.describePath.empty()) {
        std::string text;
        std::string error;
        import_detail::DescribedTable table;
        if (!readWholeFile(request.describePath, text, error,
                           {import_detail::kMaxDescribeTableBytes, "a table description"})) {
            return failed({request.describePath, 0, "", error});
        }
        if (!import_detail::readDescribeTable(text, table, error)) {
            return failed(import_detail::jsonFileProblem(request.describePath, error));
        }
        described = std::move(table);
        sink = std::make_unique<TallySink>(described->table);
    } else if (request.partitionKeyName.empty()) {
        return failed({"", 0, "",
                       "the key schema is unknown: give the output of aws dynamodb describe-table (--describe) or "
                       "the partition key's attribute name (--pk-name)"});
    } else {
        sink = std::make_unique<TallySink>(request.partitionKeyName, request.sortKeyName);
    }

    const import_detail::DynamoJsonReadResult read =
        import_detail::readDynamoJsonInputs(request.paths, *sink, progress);
    ImportOutcome outcome;
    outcome.bytesRead = read.bytesRead;
    outcome.records = read.items;
    if (read.cancelled) {
        outcome.cancelled = true;
        return outcome;
    }
    if (read.problem) {
        outcome.problem = read.problem;
        return outcome;
    }
    if (read.items == 0 || sink->tally() == nullptr) {
        outcome.problem = ImportProblem{request.paths.front(), 0, "", "no items: there is nothing to import"};
        return outcome;
    }

    std::string name = !request.tableName.empty() ? request.tableName
                       : described                ? described->table.name
                                                  : nameFromFile(request.paths.front());
    Scenario scenario = sink->tally()->toScenario(
        name, ImportSource{"dynamodb-json", request.paths, read.items, WeightBasis::ItemCount});
    if (!request.tableName.empty()) {
        scenario.table.name = request.tableName;
    }
    if (const auto problem = checkScenario(scenario)) {
        outcome.problem =
            ImportProblem{"", 0, problem->path, "the imported scenario is not valid: " + problem->message};
        return outcome;
    }
    outcome.notes.push_back("Weights are item counts: traffic is assumed proportional to the items until a trace or "
                            "Contributor Insights says otherwise.");
    if (!described) {
        outcome.notes.push_back("No describe-table output was given: the table is modelled as a new on-demand table "
                                "without indexes, its key types taken from the first item.");
    } else if (described->itemCount && *described->itemCount != read.items) {
        outcome.notes.push_back("describe-table says " + groupedCount(*described->itemCount) +
                                " items, the files hold " + groupedCount(read.items) +
                                " (DynamoDB updates ItemCount about every six hours).");
    }
    if (read.scannedButFiltered > 0) {
        outcome.notes.push_back("The scan was filtered: " + groupedCount(read.scannedButFiltered) +
                                " scanned items are not in the output, so the key distribution is the filter's.");
    }
    if (read.pagesWithOtherCount > 0) {
        outcome.notes.push_back(groupedCount(read.pagesWithOtherCount) +
                                " scan page(s) hold another number of items than their Count says (the AWS CLI's "
                                "--max-items prints the Count of the pages it requested): the items are counted.");
    }
    if (read.scanIncomplete) {
        outcome.notes.push_back("The last scan page has NextToken or LastEvaluatedKey: the scan stopped before the end "
                                "of the table (--max-items?), so only the items read are counted.");
    }
    outcome.scenario = std::move(scenario);
    return outcome;
}

} // namespace partiscope
