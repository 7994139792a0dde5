// `workload.operations`, the operation mix of the writes: read with its JSON paths, and checked as a value with the
// same rules in the same words (scenario_rules.h).
#include "scenario_reader.h"

#include "partiscope/dynamodb_limits.h"

#include <cmath>

namespace partiscope {

namespace scenario_rules {

namespace {

/// The shares are fractions of the writes: their sum may miss 1 by rounding only.
constexpr double kShareSumTolerance = 1e-9;

std::optional<FieldProblem> operationProblem(const WriteOperation& op, const std::string& path) {
    if (auto p = at(path + "/share", numberProblem(op.share, 0, 1))) {
        return p;
    }
    for (const auto& [field, size] :
         {std::pair<const char*, const std::optional<double>*>{"/item_kb_before", &op.itemKbBefore},
          {"/item_kb", &op.itemKb}}) {
        if (*size) {
            if (auto p = at(path + field, numberProblem(**size, kMinItemKb, limits::kItemMaxKb))) {
                return p;
            }
        }
    }
    if (op.itemKbBefore && op.kind == WriteOperationKind::Put) {
        return FieldProblem{path + "/item_kb_before", "a put writes a new item, so there is no item before it (a "
                                                      "write that replaces an item is an update)"};
    }
    if (op.itemKb && op.kind == WriteOperationKind::Delete) {
        return FieldProblem{path + "/item_kb", "a delete leaves no item; give the deleted item's size as "
                                               "item_kb_before"};
    }
    return std::nullopt;
}

} // namespace

std::optional<FieldProblem> writeOperationsProblem(const std::vector<WriteOperation>& operations) {
    const std::string path = "/workload/operations";
    if (operations.size() > kMaxWriteOperations) {
        return FieldProblem{path, "at most " + std::to_string(kMaxWriteOperations) + " operations"};
    }
    double sum = 0;
    for (std::size_t i = 0; i < operations.size(); ++i) {
        if (auto p = operationProblem(operations[i], path + "/" + std::to_string(i))) {
            return p;
        }
        sum += operations[i].share;
    }
    if (!operations.empty() && std::fabs(sum - 1) > kShareSumTolerance) {
        return FieldProblem{path, "the shares add up to " + generalNumber(sum) +
                                      "; each is the share of the base-table writes of that kind, so together "
                                      "they are 1"};
    }
    return std::nullopt;
}

} // namespace scenario_rules

namespace scenario_reader {

std::vector<WriteOperation> readWriteOperations(const Json& json) {
    const std::string path = "/workload/operations";
    if (!json.is_array()) {
        ObjectReader::fail(path, std::string("expected an array, got ") + jsonTypeName(json));
    }
    if (json.empty()) {
        ObjectReader::fail(path, "needs at least one operation (leave the field out when every write is a put)");
    }
    if (json.size() > kMaxWriteOperations) {
        ObjectReader::fail(path, "at most " + std::to_string(kMaxWriteOperations) + " operations");
    }
    std::vector<WriteOperation> operations;
    for (std::size_t i = 0; i < json.size(); ++i) {
        const std::string opPath = path + "/" + std::to_string(i);
        const ObjectReader r(json[i], opPath, {"kind", "share", "item_kb_before", "item_kb"});
        WriteOperation op;
        if (!r.has("kind")) {
            ObjectReader::fail(opPath + "/kind", "missing (" + enumNameList(kWriteOperationKindNames, "", ", ") + ")");
        }
        op.kind = r.choice("kind", WriteOperationKind::Put, kWriteOperationKindNames);
        op.share = r.number("share", std::nullopt, 0, 1);
        if (r.has("item_kb_before")) {
            op.itemKbBefore = r.number("item_kb_before", std::nullopt, kMinItemKb, limits::kItemMaxKb);
        }
        if (r.has("item_kb")) {
            op.itemKb = r.number("item_kb", std::nullopt, kMinItemKb, limits::kItemMaxKb);
        }
        operations.push_back(op);
    }
    if (auto problem = writeOperationsProblem(operations)) {
        ObjectReader::fail(problem->path, problem->message);
    }
    return operations;
}

Json writeOperationsJson(const std::vector<WriteOperation>& operations) {
    Json list = Json::array();
    for (const WriteOperation& op : operations) {
        Json j;
        j["kind"] = enumName(kWriteOperationKindNames, op.kind);
        j["share"] = op.share;
        if (op.itemKbBefore) {
            j["item_kb_before"] = *op.itemKbBefore;
        }
        if (op.itemKb) {
            j["item_kb"] = *op.itemKb;
        }
        list.push_back(j);
    }
    return list;
}

} // namespace scenario_reader

} // namespace partiscope
