// libFuzzer target for what a user types into a query: table, index and key names, the sort-key condition's
// values and the partition key (`partiscope-cli query`, the Queries tab, a scenario's access patterns). The first
// byte picks the key types, the operator and the flags; the rest is seven lines: table, index, partition-key
// name, sort-key name, value, second value, partition-key value. Checks: a refused query says why; a built one
// names the table and index it was given, every #name and :value placeholder of its expression is defined, and
// the partition-key value is among its values; the request and the plan in every output format are written
// (or refused with a reason) without throwing, the CLI JSON parses back to the same expression; and DynamoDB
// numbers compare antisymmetrically.
#include "fuzz_support.h"

#include "partiscope/key_condition.h"

#include <nlohmann/json.hpp>

#include <algorithm>
#include <cctype>
#include <cstdint>
#include <string>

using namespace partiscope;

namespace {

std::string takeLine(std::string_view& text) {
    const std::size_t nl = text.find('\n');
    const std::string line(text.substr(0, nl));
    text = nl == std::string_view::npos ? std::string_view() : text.substr(nl + 1);
    return line;
}

AttributeType typeOf(unsigned bits) {
    return bits == 0 ? AttributeType::S : bits == 1 ? AttributeType::N : AttributeType::B;
}

/// Every placeholder (#name or :value) of @p expression is defined by the request.
void checkPlaceholders(const QueryRequest& request) {
    const std::string& expression = request.keyConditionExpression;
    for (std::size_t at = 0; at < expression.size(); ++at) {
        const char mark = expression[at];
        if (mark != '#' && mark != ':') {
            continue;
        }
        std::size_t end = at + 1;
        while (end < expression.size() &&
               (std::isalnum(static_cast<unsigned char>(expression[end])) != 0 || expression[end] == '_')) {
            ++end;
        }
        const std::string placeholder = expression.substr(at, end - at);
        if (mark == '#') {
            FUZZ_CHECK(std::any_of(request.attributeNames.begin(), request.attributeNames.end(),
                                   [&](const auto& name) { return name.first == placeholder; }));
        } else {
            FUZZ_CHECK(std::any_of(request.attributeValues.begin(), request.attributeValues.end(),
                                   [&](const auto& value) { return value.first == placeholder; }));
        }
        at = end - 1;
    }
}

void checkNumbers(const std::string& a, const std::string& b) {
    std::string error;
    const bool aValid = isValidDynamoNumber(a, error);
    FUZZ_CHECK(aValid || !error.empty());
    error.clear();
    if (!aValid || !isValidDynamoNumber(b, error)) {
        return;
    }
    FUZZ_CHECK(compareDynamoNumbers(a, a) == 0);
    const int ab = compareDynamoNumbers(a, b);
    const int ba = compareDynamoNumbers(b, a);
    FUZZ_CHECK((ab < 0 && ba > 0) || (ab > 0 && ba < 0) || (ab == 0 && ba == 0));
}

} // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
    if (size == 0) {
        return 0;
    }
    const unsigned flags = data[0];
    std::string_view text(reinterpret_cast<const char*>(data) + 1, size - 1);
    QueryTarget target;
    target.table = takeLine(text);
    target.index = takeLine(text);
    target.partitionKeyName = takeLine(text);
    const std::string sortKeyName = takeLine(text);
    const std::string value = takeLine(text);
    const std::string value2 = takeLine(text);
    const std::string partitionKeyValue = takeLine(text);
    target.partitionKeyType = typeOf(flags % 3);
    target.localIndex = (flags & 0x08) != 0;
    target.consistentRead = (flags & 0x10) != 0;
    if (!sortKeyName.empty()) {
        SortKeyCondition condition;
        condition.name = sortKeyName;
        condition.type = typeOf((flags >> 5) % 3);
        condition.op = static_cast<SortKeyOperator>((flags >> 2) % 7);
        condition.value = value;
        if ((flags & 0x80) != 0) {
            condition.value2 = value2;
        }
        target.sortKey = condition;
    }
    checkNumbers(value, value2);

    if (const auto problem = KeyConditionBuilder::targetProblem(target)) {
        FUZZ_CHECK(!problem->empty());
        return 0;
    }
    QueryRequest request;
    if (const auto problem = KeyConditionBuilder::build(target, partitionKeyValue, request)) {
        FUZZ_CHECK(!problem->empty());
        return 0;
    }
    FUZZ_CHECK(request.tableName == target.table && request.indexName == target.index);
    FUZZ_CHECK(request.partitionKeyValue == partitionKeyValue);
    FUZZ_CHECK(std::any_of(request.attributeValues.begin(), request.attributeValues.end(),
                           [&](const auto& v) { return v.second.value == partitionKeyValue; }));
    checkPlaceholders(request);
    const nlohmann::json cliJson = nlohmann::json::parse(requestToCliJson(request));
    FUZZ_CHECK(cliJson.at("KeyConditionExpression") == request.keyConditionExpression);

    FanOutPlan plan;
    if (const auto problem = planFanOut(target, ShardStrategy(), partitionKeyValue, std::nullopt, plan)) {
        FUZZ_CHECK(!problem->empty());
        return 0;
    }
    FUZZ_CHECK(plan.requests.size() == 1);
    for (QueryFormat format :
         {QueryFormat::CliJson, QueryFormat::Cli, QueryFormat::PartiQL, QueryFormat::Python, QueryFormat::JavaScript}) {
        std::string written;
        const auto refused = formatPlan(plan, format, written);
        FUZZ_CHECK(refused ? !refused->empty() : !written.empty());
    }
    return 0;
}
