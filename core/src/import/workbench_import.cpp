// NoSQL Workbench model import: the model is read twice in chunks (first its tables' definitions, then the chosen
// table's TableData item by item into a TableItemTally), so memory grows with the distinct keys, not the file.
#include "partiscope/import/import.h"

#include "dynamodb_item_reader.h"
#include "json_stream_scanner.h"
#include "workbench_model.h"

#include "partiscope/import/item_tally.h"
#include "partiscope/input_files.h"

#include <cstdlib>
#include <set>
#include <sys/stat.h>
#include <unistd.h>

namespace partiscope {

namespace {

using import_detail::JsonPathStep;
using import_detail::JsonStreamScanner;
using import_detail::ModelProblem;
using import_detail::WorkbenchTable;

constexpr std::size_t kChunkBytes = 1 << 20;

const std::string* nameAt(const std::vector<JsonPathStep>& path, std::size_t i) {
    return i < path.size() ? std::get_if<std::string>(&path[i]) : nullptr;
}

std::uint64_t indexAt(const std::vector<JsonPathStep>& path, std::size_t i) {
    return std::get<std::uint64_t>(path[i]);
}

std::string tablePath(std::uint64_t table) {
    return "/DataModel/" + std::to_string(table);
}

/// Reads @p path in chunks through @p scanner, reporting progress from @p doneBefore of @p totalBytes.
/// Returns false on a problem (set in @p outcome) or a cancel.
bool scanFile(const std::string& path, JsonStreamScanner& scanner, const ImportProgress& progress,
              std::uint64_t doneBefore, std::uint64_t totalBytes, const std::optional<ModelProblem>& takerProblem,
              ImportOutcome& outcome) {
    std::string error;
    const int fd = openForReading(path, error);
    if (fd < 0) {
        outcome.problem = ImportProblem{path, 0, "", error};
        return false;
    }
    std::string chunk(kChunkBytes, '\0');
    std::uint64_t done = doneBefore;
    bool ok = true;
    while (ok) {
        const std::ptrdiff_t got = readSome(fd, chunk.data(), chunk.size(), error);
        if (got < 0) {
            outcome.problem = ImportProblem{path, 0, "", error};
            ::close(fd);
            return false;
        }
        if (got == 0) {
            ok = scanner.finish();
            break;
        }
        ok = scanner.feed(std::string_view(chunk.data(), static_cast<std::size_t>(got)));
        done += static_cast<std::uint64_t>(got);
        if (ok && progress && !progress(done, totalBytes)) {
            ::close(fd);
            outcome.cancelled = true;
            return false;
        }
    }
    ::close(fd);
    if (!ok) {
        if (takerProblem) {
            outcome.problem = ImportProblem{path, takerProblem->line, takerProblem->jsonPath, takerProblem->message};
        } else {
            // The scanner says "LINE: message".
            const std::string& e = scanner.error();
            const auto colon = e.find(": ");
            outcome.problem = ImportProblem{path, std::strtoull(e.c_str(), nullptr, 10), "",
                                            "JSON syntax error: " + e.substr(colon + 2)};
        }
        return false;
    }
    return true;
}

/// The first pass: the model's metadata and each table's definition (without its items, which are only counted).
struct ModelOutline {
    std::optional<import_detail::MemberText> modelName;
    std::set<std::string> rootMembers;
    bool duplicate = false; ///< the value being captured is a member given twice
    std::optional<import_detail::MemberText> metadata;
    bool hasDataModel = false;
    std::vector<WorkbenchTable> tables;
};

ImportOutcome failed(const std::string& file, const ModelProblem& p) {
    ImportOutcome outcome;
    outcome.problem = ImportProblem{file, p.line, p.jsonPath, p.message};
    return outcome;
}

} // namespace

ImportOutcome importWorkbench(const ImportRequest& request, const ImportProgress& progress) {
    ImportOutcome outcome;
    if (request.paths.size() != 1) {
        outcome.problem = ImportProblem{
            "", 0, "", "a Workbench import reads one model file, got " + std::to_string(request.paths.size())};
        return outcome;
    }
    const std::string& file = request.paths[0];
    struct stat info {};
    const std::uint64_t fileBytes = ::stat(file.c_str(), &info) == 0 ? static_cast<std::uint64_t>(info.st_size) : 0;
    const std::uint64_t totalBytes = 2 * fileBytes; // read twice

    ModelOutline outline;
    std::optional<ModelProblem> problem;
    auto stop = [&](ModelProblem p, std::string& error) {
        error = p.message;
        problem = std::move(p);
        return false;
    };
    JsonStreamScanner outlineScanner(
        [&](const std::vector<JsonPathStep>& path, char first) {
            if (path.empty()) {
                return first != '{';
            }
            const std::string* top = nameAt(path, 0);
            if (top == nullptr) {
                return false;
            }
            if (path.size() == 1) {
                if (!outline.rootMembers.insert(*top).second) {
                    outline.duplicate = true; // refused once read
                    return true;
                }
                if (*top == "DataModel") {
                    outline.hasDataModel = true;
                    return first != '[';
                }
                return *top == "ModelName" || *top == "ModelMetadata";
            }
            if (*top != "DataModel") {
                return false;
            }
            if (path.size() == 2) {
                outline.tables.emplace_back();
                return first != '{';
            }
            const std::string* name = nameAt(path, 2);
            if (name == nullptr) {
                return false;
            }
            WorkbenchTable& table = outline.tables.back();
            if (path.size() == 3) {
                if (*name == "TableData") {
                    if (table.hasTableData) {
                        outline.duplicate = true;
                        return true;
                    }
                    table.hasTableData = true;
                    return first != '[';
                }
                return import_detail::isReadTableMember(*name);
            }
            if (path.size() == 4 && *name == "TableData") {
                ++table.items;
            }
            return false;
        },
        [&](const std::vector<JsonPathStep>& path, std::string_view text, std::uint64_t line, std::string& error) {
            const std::string where = import_detail::jsonPathText(path);
            if (path.empty()) {
                return stop({line, "", "expected a Workbench model (an object with ModelName and DataModel)"}, error);
            }
            if (outline.duplicate) {
                return stop({line, where, "given twice in the same object"}, error);
            }
            const std::string& top = *nameAt(path, 0);
            if (path.size() == 1 && top == "ModelName") {
                outline.modelName = import_detail::MemberText{std::string(text), line};
                return true;
            }
            if (path.size() == 1 && top == "ModelMetadata") {
                outline.metadata = import_detail::MemberText{std::string(text), line};
                return true;
            }
            if (path.size() == 1) {
                return stop({line, where, "expected an array of tables"}, error);
            }
            if (path.size() == 2) {
                return stop({line, where, "expected a table (an object)"}, error);
            }
            const std::string& name = *nameAt(path, 2);
            if (name == "TableData") {
                return stop({line, where, "expected an array of items"}, error);
            }
            WorkbenchTable& table = outline.tables.back();
            if (!table.members.emplace(name, import_detail::MemberText{std::string(text), line}).second) {
                return stop({line, where, "given twice in the same table"}, error);
            }
            return true;
        });
    if (!scanFile(file, outlineScanner, progress, 0, totalBytes, problem, outcome)) {
        return outcome;
    }
    if (!outline.metadata) {
        return failed(file, {0, "/ModelMetadata", "missing (an object with the model's Version, 2.0 or 3.0)"});
    }
    if (auto p = import_detail::workbenchMetadataProblem(*outline.metadata)) {
        return failed(file, *p);
    }
    if (!outline.hasDataModel || outline.tables.empty()) {
        return failed(file,
                      {0, "/DataModel", outline.hasDataModel ? "the model has no table" : "missing (the tables)"});
    }

    // The table asked for, else the first.
    std::uint64_t chosen = 0;
    if (!request.tableName.empty()) {
        std::string names;
        bool found = false;
        for (std::size_t i = 0; i < outline.tables.size() && !found; ++i) {
            ModelProblem p;
            const auto name = import_detail::workbenchTableName(outline.tables[i], tablePath(i), p);
            if (!name) {
                return failed(file, p);
            }
            if (*name == request.tableName) {
                chosen = i;
                found = true;
            }
            names += (names.empty() ? "" : ", ") + *name;
        }
        if (!found) {
            return failed(file, {0, "/DataModel",
                                 "no table named \"" + request.tableName + "\" (the model's tables: " + names + ")"});
        }
    }
    const WorkbenchTable& table = outline.tables[chosen];
    TableSpec spec;
    ModelProblem tableProblem;
    if (!import_detail::readWorkbenchTable(table, tablePath(chosen), spec, outcome.notes, tableProblem)) {
        return failed(file, tableProblem);
    }
    if (table.items == 0) {
        return failed(file, {0, tablePath(chosen) + "/TableData",
                             table.hasTableData ? "no items (the scenario's keys come from the model's sample data)"
                                                : "missing (the scenario's keys come from the model's sample data)"});
    }

    // The second pass: the chosen table's items, one by one, exactly as a scan's.
    TableItemTally tally(spec);
    import_detail::DynamoItemReader reader;
    import_detail::ItemProblem itemProblem;
    std::string padded;
    ItemFacts facts;
    problem.reset();
    JsonStreamScanner itemScanner(
        [&](const std::vector<JsonPathStep>& path, char) {
            const std::string* top = nameAt(path, 0);
            const std::string* member = nameAt(path, 2);
            return path.size() == 4 && top && *top == "DataModel" && std::holds_alternative<std::uint64_t>(path[1]) &&
                   indexAt(path, 1) == chosen && member && *member == "TableData";
        },
        [&](const std::vector<JsonPathStep>& path, std::string_view text, std::uint64_t line, std::string& error) {
            // The item's path is only spelled out for a problem.
            auto where = [&path] { return import_detail::jsonPathText(path); };
            // One reader for every item (its parser's buffers are reused), on a padded copy (simdjson reads ahead).
            padded.assign(text);
            padded.resize(text.size() + import_detail::itemPaddingBytes(), ' ');
            if (!reader.read(padded.data(), text.size(), padded.size(), tally.keyNames(), facts, itemProblem)) {
                if (itemProblem.line > 0) { // a syntax error, counted from the item's first byte
                    return stop({line + itemProblem.line - 1, where(), itemProblem.message}, error);
                }
                return stop({line, where() + itemProblem.path, itemProblem.message}, error);
            }
            std::string itemError;
            if (!tally.add(facts, itemError)) {
                return stop({line, where(), itemError}, error);
            }
            return true;
        });
    if (!scanFile(file, itemScanner, progress, fileBytes, totalBytes, problem, outcome)) {
        return outcome;
    }

    std::string modelName = spec.name;
    if (outline.modelName) {
        ModelProblem p;
        const auto name = import_detail::workbenchModelName(*outline.modelName, p);
        if (!name) {
            return failed(file, p);
        }
        modelName = *name;
    }
    Scenario scenario = tally.toScenario(outline.tables.size() == 1 ? modelName : modelName + " - " + spec.name,
                                         ImportSource{"workbench", {file}, 0, WeightBasis::ItemCount});
    if (auto p = checkScenario(scenario)) {
        return failed(file,
                      {0, tablePath(chosen), "the table gives no valid scenario: " + p->path + ": " + p->message});
    }
    outcome.notes.insert(outcome.notes.begin(),
                         "Weights count the items of each partition-key value in the model's sample data "
                         "(TableData), not traffic; rates are 0 until you set them.");
    outcome.records = tally.items();
    outcome.bytesRead = fileBytes;
    outcome.scenario = std::move(scenario);
    return outcome;
}

} // namespace partiscope
