#pragma once

#include "partiscope/key_schema.h"
#include "partiscope/shard_strategy.h"

#include <optional>
#include <string>
#include <utility>
#include <vector>

namespace partiscope {

struct SortKeyCondition {
    std::string name;
    AttributeType type = AttributeType::S;
    SortKeyOperator op = SortKeyOperator::Eq;
    std::string value;
    std::optional<std::string> value2; ///< BETWEEN's upper bound
};

/// @brief What to query: table (and optional GSI or LSI), key names and types, optional sort-key condition.
struct QueryTarget {
    std::string table;
    std::string index;       ///< empty: the table itself
    bool localIndex = false; ///< @ref index names a local secondary index, which reads strongly consistently too
    std::string partitionKeyName;
    AttributeType partitionKeyType = AttributeType::S;
    std::optional<SortKeyCondition> sortKey;
    bool consistentRead = false; ///< the table or an LSI only; GSI reads are always eventually consistent
};

struct AttributeValue {
    AttributeType type = AttributeType::S;
    std::string value; ///< S: the string; N: the number text; B: base64
};

/// @brief One complete Query request, as the AWS API takes it.
struct QueryRequest {
    std::string tableName;
    std::string indexName;
    std::string keyConditionExpression;
    std::vector<std::pair<std::string, std::string>> attributeNames;     ///< only when needed
    std::vector<std::pair<std::string, AttributeValue>> attributeValues; ///< always
    bool consistentRead = false;
    std::string partitionKeyValue; ///< the physical key this request reads
};

/// @brief Builds safe KeyConditionExpressions: names through `#` placeholders when they are reserved
/// words or not plain identifiers, values always through `:` placeholders, all validated first.
class KeyConditionBuilder {
public:
    /// Checks the target (names, sort-key operator and values); error text is one line.
    static std::optional<std::string> targetProblem(const QueryTarget& target);
    /// Builds the request for one physical partition-key value, or returns an error.
    static std::optional<std::string> build(const QueryTarget& target, const std::string& partitionKeyValue,
                                            QueryRequest& out);
    /// True when @p name must go through an ExpressionAttributeNames placeholder.
    static bool needsNamePlaceholder(std::string_view name) noexcept;
};

/// @brief Is @p text a number DynamoDB accepts (up to 38 significant digits, magnitude 1e-130 to
/// below 1e126)? Sets @p error otherwise.
bool isValidDynamoNumber(std::string_view text, std::string& error);
/// @brief Compares two valid DynamoDB numbers exactly: <0, 0, >0.
int compareDynamoNumbers(std::string_view a, std::string_view b);

/// @brief The requests needed to read a logical key back (scatter-gather), with their cost.
struct FanOutPlan {
    std::vector<QueryRequest> requests;
    bool pointRead = false;      ///< one computed shard instead of all of them
    double minimumReadUnits = 0; ///< every Query costs at least one read unit (0.5 eventually consistent)
    std::string consistency;     ///< "eventually consistent" or "strongly consistent"
};

/// @brief All per-shard requests for @p logicalKey under @p strategy (or the single point-read
/// request when @p pointSource is given and the strategy can compute the shard).
std::optional<std::string> planFanOut(const QueryTarget& target, const ShardStrategy& strategy,
                                      const std::string& logicalKey, const std::optional<std::string>& pointSource,
                                      FanOutPlan& out);

enum class QueryFormat { CliJson, Cli, PartiQL, Python, JavaScript };
bool parseQueryFormat(std::string_view text, QueryFormat& out) noexcept;

/// @brief One request as `aws dynamodb query --cli-input-json` JSON.
std::string requestToCliJson(const QueryRequest& request);
/// @brief The whole plan in one format (cli-json: a JSON array; cli: one command per line; ...).
std::optional<std::string> formatPlan(const FanOutPlan& plan, QueryFormat format, std::string& text);
/// @brief Quotes @p text for a POSIX shell so it arrives as exactly one argument, byte for byte.
std::string shellQuote(std::string_view text);

} // namespace partiscope
