#include <catch2/catch.hpp>

#include "partiscope/key_condition.h"
#include "partiscope/reserved_words.h"
#include "partiscope/shard_strategy.h"

#include <nlohmann/json.hpp>

#include "strategy_fixtures.h"
#include <algorithm>
#include <cctype>
#include <cstdlib>
#include <filesystem>
#include <optional>
#include <regex>
#include <set>
#include <string>
#include <sys/wait.h>
#include <unistd.h>
#include <vector>

using namespace partiscope;
using Catch::Matchers::Contains;
using Catch::Matchers::StartsWith;
using partiscope::test::kIsbnMap;
using partiscope::test::makeStrategy;

namespace {

const std::string kTableNameRule = "must be 3-255 characters of a-z, A-Z, 0-9, '_', '-', '.'";

QueryTarget tableTarget(std::string pkName = "PK", AttributeType pkType = AttributeType::S) {
    QueryTarget t;
    t.table = "Scores";
    t.partitionKeyName = std::move(pkName);
    t.partitionKeyType = pkType;
    return t;
}

QueryTarget withSortKey(QueryTarget t, SortKeyOperator op, std::string value,
                        std::optional<std::string> value2 = std::nullopt, AttributeType type = AttributeType::S,
                        std::string name = "SK") {
    SortKeyCondition sk;
    sk.name = std::move(name);
    sk.type = type;
    sk.op = op;
    sk.value = std::move(value);
    sk.value2 = std::move(value2);
    t.sortKey = std::move(sk);
    return t;
}

QueryRequest buildOk(const QueryTarget& t, const std::string& pkValue) {
    QueryRequest r;
    const auto problem = KeyConditionBuilder::build(t, pkValue, r);
    INFO(problem.value_or(""));
    REQUIRE_FALSE(problem.has_value());
    return r;
}

/// The error of build() (which runs targetProblem() first); "" when it succeeds.
std::string buildError(const QueryTarget& t, const std::string& pkValue) {
    QueryRequest r;
    r.tableName = "untouched";
    const auto problem = KeyConditionBuilder::build(t, pkValue, r);
    if (problem) {
        CHECK(r.tableName == "untouched"); // out is left alone on error
        CHECK(problem->find('\n') == std::string::npos);
    }
    return problem.value_or("");
}

std::string targetError(const QueryTarget& t) {
    return KeyConditionBuilder::targetProblem(t).value_or("");
}

std::string numberError(std::string_view text) {
    std::string error;
    const bool ok = isValidDynamoNumber(text, error);
    return ok ? std::string() : error;
}

StrategyConfig counted(StrategyKind kind, std::uint32_t shards, std::string separator = "#") {
    StrategyConfig c;
    c.kind = kind;
    c.shards = shards;
    c.separator = std::move(separator);
    return c;
}

FanOutPlan planOk(const QueryTarget& t, const ShardStrategy& strategy, const std::string& logical,
                  const std::optional<std::string>& source = std::nullopt) {
    FanOutPlan plan;
    const auto problem = planFanOut(t, strategy, logical, source, plan);
    INFO(problem.value_or(""));
    REQUIRE_FALSE(problem.has_value());
    return plan;
}

std::string planError(const QueryTarget& t, const ShardStrategy& strategy, const std::string& logical,
                      const std::optional<std::string>& source = std::nullopt) {
    FanOutPlan plan;
    plan.consistency = "untouched";
    const auto problem = planFanOut(t, strategy, logical, source, plan);
    REQUIRE(problem.has_value());
    CHECK(plan.consistency == "untouched");
    CHECK(plan.requests.empty());
    return *problem;
}

std::vector<std::string> partitionValues(const FanOutPlan& plan) {
    std::vector<std::string> values;
    for (const auto& r : plan.requests) {
        values.push_back(r.partitionKeyValue);
    }
    return values;
}

std::vector<std::string> numbered(const std::string& stem, std::uint32_t first, std::uint32_t last) {
    std::vector<std::string> keys;
    for (std::uint32_t i = first; i <= last; ++i) {
        keys.push_back(stem + std::to_string(i));
    }
    return keys;
}

std::string formatted(const FanOutPlan& plan, QueryFormat format) {
    std::string text;
    const auto problem = formatPlan(plan, format, text);
    INFO(problem.value_or(""));
    REQUIRE_FALSE(problem.has_value());
    return text;
}

std::vector<std::string> splitLines(const std::string& text) {
    std::vector<std::string> lines;
    std::size_t start = 0;
    while (start < text.size()) {
        const auto end = text.find('\n', start);
        REQUIRE(end != std::string::npos); // every line ends with a newline
        lines.push_back(text.substr(start, end - start));
        start = end + 1;
    }
    return lines;
}

/// A fresh, empty temporary directory, removed on destruction.
struct TempDir {
    std::filesystem::path path;
    TempDir() {
        std::string pattern = (std::filesystem::temp_directory_path() / "partiscope-kc-XXXXXX").string();
        REQUIRE(::mkdtemp(pattern.data()) != nullptr);
        path = pattern;
    }
    ~TempDir() {
        std::error_code ignored;
        std::filesystem::remove_all(path, ignored);
    }
    TempDir(const TempDir&) = delete;
    TempDir& operator=(const TempDir&) = delete;
    [[nodiscard]] std::vector<std::string> entries() const {
        std::vector<std::string> names;
        for (const auto& entry : std::filesystem::directory_iterator(path)) {
            names.push_back(entry.path().filename().string());
        }
        return names;
    }
};

/// Runs @p script through a real `/bin/sh -c` in @p cwd and returns its standard output, byte for
/// byte. Requires exit status 0.
std::string runShell(const std::string& script, const std::filesystem::path& cwd) {
    int fds[2];
    REQUIRE(::pipe(fds) == 0);
    const std::string dir = cwd.string();
    const pid_t pid = ::fork();
    REQUIRE(pid >= 0);
    if (pid == 0) {
        ::dup2(fds[1], STDOUT_FILENO);
        ::close(fds[0]);
        ::close(fds[1]);
        if (::chdir(dir.c_str()) != 0) {
            ::_exit(126);
        }
        ::execl("/bin/sh", "sh", "-c", script.c_str(), static_cast<char*>(nullptr));
        ::_exit(127);
    }
    ::close(fds[1]);
    std::string out;
    char buffer[4096];
    for (;;) {
        const ssize_t n = ::read(fds[0], buffer, sizeof buffer);
        if (n <= 0) {
            break;
        }
        out.append(buffer, static_cast<std::size_t>(n));
    }
    ::close(fds[0]);
    int status = 0;
    REQUIRE(::waitpid(pid, &status, 0) == pid);
    INFO(script);
    REQUIRE(WIFEXITED(status));
    REQUIRE(WEXITSTATUS(status) == 0);
    return out;
}

std::vector<std::string> splitNul(const std::string& text) {
    std::vector<std::string> parts;
    std::size_t start = 0;
    while (start < text.size()) {
        const auto end = text.find('\0', start);
        REQUIRE(end != std::string::npos);
        parts.push_back(text.substr(start, end - start));
        start = end + 1;
    }
    return parts;
}

/// The JSON string literal between @p open and @p close in generated code, decoded twice: first as
/// the string literal, then as the JSON document that string holds.
nlohmann::json embeddedRequests(const std::string& code, const std::string& open, const std::string& close) {
    const auto begin = code.find(open);
    REQUIRE(begin != std::string::npos);
    const auto start = begin + open.size();
    const auto end = code.find(close, start);
    REQUIRE(end != std::string::npos);
    const std::string literal = code.substr(start, end - start);
    // ASCII only: no raw byte of a key reaches the source file.
    CHECK(std::all_of(literal.begin(), literal.end(), [](char c) {
        const auto u = static_cast<unsigned char>(c);
        return u >= 0x20 && u < 0x7F;
    }));
    const auto asString = nlohmann::json::parse(literal);
    REQUIRE(asString.is_string());
    return nlohmann::json::parse(asString.get<std::string>());
}

// Bytes every output format must carry through unchanged.
const std::string kAdversarialKey = std::string("it's $(touch X) `touch Y` `id` \"a b\" \\ ; rm -rf ~ |&") + "\n\t" +
                                    "\xF0\x9F\x98\x80 \xE2\x80\xA8 \"\"\" ''' </script> ${HOME} %s %n";

} // namespace

// ---------------------------------------------------------------------------------------------
// Reserved words

TEST_CASE("reservedWords: 573 sorted, unique, upper-case entries", "[key_condition][reserved]") {
    const auto words = reservedWords();
    REQUIRE(words.size() == 573);
    CHECK(words.front() == "ABORT");
    CHECK(words.back() == "ZONE");
    CHECK(std::is_sorted(words.begin(), words.end()));
    CHECK(std::adjacent_find(words.begin(), words.end()) == words.end());
    for (const auto word : words) {
        INFO(word);
        REQUIRE_FALSE(word.empty());
        CHECK(std::all_of(word.begin(), word.end(), [](char c) { return c >= 'A' && c <= 'Z'; }));
        CHECK(isReservedWord(word));
        std::string lower(word);
        std::transform(lower.begin(), lower.end(), lower.begin(),
                       [](char c) { return static_cast<char>(std::tolower(static_cast<unsigned char>(c))); });
        CHECK(isReservedWord(lower));
    }
    // A few words every DynamoDB user trips over are in the list.
    for (const char* word : {"STATUS", "DATE", "NAME", "COUNT", "DATA", "TIMESTAMP", "USER", "KEY", "VALUE", "AND",
                             "BETWEEN", "YEAR", "ZONE"}) {
        INFO(word);
        CHECK(std::binary_search(words.begin(), words.end(), std::string_view(word)));
    }
}

TEST_CASE("isReservedWord is case-insensitive and exact", "[key_condition][reserved]") {
    for (const char* word : {"status", "Status", "STATUS", "sTaTuS", "DATE", "date", "Date", "name", "NAME", "count",
                             "data", "timestamp", "user", "User", "between", "and", "begin", "value"}) {
        INFO(word);
        CHECK(isReservedWord(word));
    }
    for (const char* word : {"PK", "SK", "pk", "playerId", "BOARD", "board", "statuses", "stat", "dat", "status ",
                             " status", "status_", "st-atus", "begins_with", "id", "Id", "1", "#", "sort_key"}) {
        INFO(word);
        CHECK_FALSE(isReservedWord(word));
    }
    CHECK_FALSE(isReservedWord(""));
    CHECK_FALSE(isReservedWord(std::string(33, 'A')));
    CHECK_FALSE(isReservedWord(std::string(100000, 'z')));
    CHECK_FALSE(isReservedWord("STATUS" + std::string(40, 'S')));
    CHECK_FALSE(isReservedWord(std::string("status\0", 7)));
    CHECK_FALSE(isReservedWord("st\xC3\xA4tus"));
}

// ---------------------------------------------------------------------------------------------
// Name placeholders

TEST_CASE("needsNamePlaceholder: reserved words and non-identifiers need one", "[key_condition][names]") {
    for (const char* name : {"status",
                             "Status",
                             "DATE",
                             "name",
                             "count",
                             "data",
                             "timestamp",
                             "user",
                             "1abc",
                             "9",
                             "0PK",
                             "a b",
                             " PK",
                             "PK ",
                             "a.b",
                             "player.id",
                             "a-b",
                             "game-id",
                             "#pk",
                             "a#b",
                             "PK#",
                             "_pk",
                             "na\xC3\xAFve",
                             "\xC3\xA9t\xC3\xA9",
                             "\xE6\x97\xA5\xE4\xBB\x98",
                             "a:b",
                             "a$b",
                             "a(b)",
                             "a\tb",
                             "a\"b",
                             "a'b",
                             ""}) {
        INFO(name);
        CHECK(KeyConditionBuilder::needsNamePlaceholder(name));
    }
    for (const char* name : {"PK", "SK", "pk", "playerId", "sort_key", "a", "Z9", "gsi1pk", "x_1_y", "BOARD",
                             "statusCode", "dates", "begins_with"}) {
        INFO(name);
        CHECK_FALSE(KeyConditionBuilder::needsNamePlaceholder(name));
    }
}

// ---------------------------------------------------------------------------------------------
// build()

TEST_CASE("build: exact KeyConditionExpression for every operator", "[key_condition][build]") {
    SECTION("partition key only") {
        const auto r = buildOk(tableTarget(), "BOARD#global#3");
        CHECK(r.tableName == "Scores");
        CHECK(r.indexName.empty());
        CHECK(r.keyConditionExpression == "PK = :pk");
        CHECK(r.attributeNames.empty());
        REQUIRE(r.attributeValues.size() == 1);
        CHECK(r.attributeValues[0].first == ":pk");
        CHECK(r.attributeValues[0].second.type == AttributeType::S);
        CHECK(r.attributeValues[0].second.value == "BOARD#global#3");
        CHECK(r.partitionKeyValue == "BOARD#global#3");
        CHECK_FALSE(r.consistentRead);
    }

    struct Case {
        SortKeyOperator op;
        const char* plain;
        const char* placeheld;
    };
    const Case cases[] = {
        {SortKeyOperator::Eq, "PK = :pk AND SK = :sk", "#pk = :pk AND #sk = :sk"},
        {SortKeyOperator::Lt, "PK = :pk AND SK < :sk", "#pk = :pk AND #sk < :sk"},
        {SortKeyOperator::Le, "PK = :pk AND SK <= :sk", "#pk = :pk AND #sk <= :sk"},
        {SortKeyOperator::Gt, "PK = :pk AND SK > :sk", "#pk = :pk AND #sk > :sk"},
        {SortKeyOperator::Ge, "PK = :pk AND SK >= :sk", "#pk = :pk AND #sk >= :sk"},
        {SortKeyOperator::Between, "PK = :pk AND SK BETWEEN :sk AND :sk2", "#pk = :pk AND #sk BETWEEN :sk AND :sk2"},
        {SortKeyOperator::BeginsWith, "PK = :pk AND begins_with(SK, :sk)", "#pk = :pk AND begins_with(#sk, :sk)"},
    };
    for (const auto& c : cases) {
        INFO(c.plain);
        const bool between = c.op == SortKeyOperator::Between;
        const std::optional<std::string> value2 = between ? std::optional<std::string>("PLAYER#9") : std::nullopt;

        const auto plain = buildOk(withSortKey(tableTarget(), c.op, "PLAYER#1", value2), "p");
        CHECK(plain.keyConditionExpression == c.plain);
        CHECK(plain.attributeNames.empty());
        REQUIRE(plain.attributeValues.size() == (between ? 3u : 2u));
        CHECK(plain.attributeValues[0].first == ":pk");
        CHECK(plain.attributeValues[0].second.value == "p");
        CHECK(plain.attributeValues[1].first == ":sk");
        CHECK(plain.attributeValues[1].second.type == AttributeType::S);
        CHECK(plain.attributeValues[1].second.value == "PLAYER#1");
        if (between) {
            CHECK(plain.attributeValues[2].first == ":sk2");
            CHECK(plain.attributeValues[2].second.type == AttributeType::S);
            CHECK(plain.attributeValues[2].second.value == "PLAYER#9");
        }

        const auto held =
            buildOk(withSortKey(tableTarget("status"), c.op, "PLAYER#1", value2, AttributeType::S, "date"), "p");
        CHECK(held.keyConditionExpression == c.placeheld);
        using Names = std::vector<std::pair<std::string, std::string>>;
        CHECK(held.attributeNames == Names{{"#pk", "status"}, {"#sk", "date"}});
        CHECK(held.attributeValues.size() == plain.attributeValues.size());
    }
}

TEST_CASE("build: placeholders only for the names that need them", "[key_condition][build]") {
    using Names = std::vector<std::pair<std::string, std::string>>;
    SECTION("reserved partition key, plain sort key") {
        const auto r = buildOk(withSortKey(tableTarget("Status"), SortKeyOperator::Gt, "5"), "open");
        CHECK(r.keyConditionExpression == "#pk = :pk AND SK > :sk");
        CHECK(r.attributeNames == Names{{"#pk", "Status"}});
    }
    SECTION("plain partition key, sort key with a dot") {
        const auto r = buildOk(
            withSortKey(tableTarget(), SortKeyOperator::Eq, "x", std::nullopt, AttributeType::S, "order.date"), "k");
        CHECK(r.keyConditionExpression == "PK = :pk AND #sk = :sk");
        CHECK(r.attributeNames == Names{{"#sk", "order.date"}});
    }
    SECTION("names that look like placeholders or contain quotes stay data") {
        const auto r = buildOk(
            withSortKey(tableTarget("#pk"), SortKeyOperator::Eq, "x", std::nullopt, AttributeType::S, ":sk\" OR 1=1"),
            "k");
        CHECK(r.keyConditionExpression == "#pk = :pk AND #sk = :sk");
        CHECK(r.attributeNames == Names{{"#pk", "#pk"}, {"#sk", ":sk\" OR 1=1"}});
    }
    SECTION("non-ASCII names") {
        const auto r = buildOk(tableTarget("\xE6\x97\xA5\xE4\xBB\x98"), "k");
        CHECK(r.keyConditionExpression == "#pk = :pk");
        CHECK(r.attributeNames == Names{{"#pk", "\xE6\x97\xA5\xE4\xBB\x98"}});
    }
}

TEST_CASE("build: attribute value types S, N, B", "[key_condition][build]") {
    const auto r = buildOk(withSortKey(tableTarget("playerId", AttributeType::N), SortKeyOperator::Between,
                                       "AAE=", std::string("AAI="), AttributeType::B, "bin_sk"),
                           "12345");
    CHECK(r.keyConditionExpression == "playerId = :pk AND bin_sk BETWEEN :sk AND :sk2");
    REQUIRE(r.attributeValues.size() == 3);
    CHECK(r.attributeValues[0].second.type == AttributeType::N);
    CHECK(r.attributeValues[0].second.value == "12345");
    CHECK(r.attributeValues[1].second.type == AttributeType::B);
    CHECK(r.attributeValues[1].second.value == "AAE=");
    CHECK(r.attributeValues[2].second.type == AttributeType::B);
    CHECK(r.attributeValues[2].second.value == "AAI=");

    const auto n =
        buildOk(withSortKey(tableTarget(), SortKeyOperator::Le, "-0.5", std::nullopt, AttributeType::N), "x");
    REQUIRE(n.attributeValues.size() == 2);
    CHECK(n.attributeValues[0].second.type == AttributeType::S);
    CHECK(n.attributeValues[1].second.type == AttributeType::N);
    CHECK(n.attributeValues[1].second.value == "-0.5");

    const auto b = buildOk(tableTarget("PK", AttributeType::B), "3q2+7w==");
    CHECK(b.attributeValues[0].second.type == AttributeType::B);
    CHECK(b.attributeValues[0].second.value == "3q2+7w==");
}

TEST_CASE("build: IndexName and ConsistentRead are carried", "[key_condition][build]") {
    auto gsi = tableTarget("status");
    gsi.index = "byStatus";
    const auto r = buildOk(gsi, "open");
    CHECK(r.tableName == "Scores");
    CHECK(r.indexName == "byStatus");
    CHECK_FALSE(r.consistentRead);

    auto strong = tableTarget();
    strong.consistentRead = true;
    CHECK(buildOk(strong, "k").consistentRead);
}

TEST_CASE("build: placeholder names are well formed and unique", "[key_condition][build]") {
    const std::regex placeholder("[#:][0-9A-Za-z_]+");
    const std::vector<QueryTarget> targets = {
        tableTarget(),
        tableTarget("status"),
        withSortKey(tableTarget("status"), SortKeyOperator::Between, "a", std::string("b"), AttributeType::S, "date"),
        withSortKey(tableTarget("a b"), SortKeyOperator::BeginsWith, "a", std::nullopt, AttributeType::S, "c.d"),
        withSortKey(tableTarget("PK"), SortKeyOperator::Between, "1", std::string("2"), AttributeType::N, "SK"),
    };
    for (const auto& t : targets) {
        const auto r = buildOk(t, "k");
        INFO(r.keyConditionExpression);
        std::set<std::string> seen;
        for (const auto& [name, value] : r.attributeNames) {
            CHECK(std::regex_match(name, placeholder));
            CHECK(name.front() == '#');
            CHECK(seen.insert(name).second);
            CHECK(r.keyConditionExpression.find(name) != std::string::npos); // every name is used
        }
        for (const auto& [name, value] : r.attributeValues) {
            CHECK(std::regex_match(name, placeholder));
            CHECK(name.front() == ':');
            CHECK(seen.insert(name).second);
            CHECK(r.keyConditionExpression.find(name) != std::string::npos); // every value is used
        }
    }
}

// ---------------------------------------------------------------------------------------------
// Validation

TEST_CASE("validation: partition key values", "[key_condition][validation]") {
    const auto t = tableTarget();
    CHECK(buildError(t, std::string(2048, 'k')).empty());
    CHECK(buildError(t, std::string(2049, 'k')) ==
          "the partition key value is 2,049 bytes; DynamoDB allows at most 2,048");
    CHECK(buildError(t, "") == "the partition key value is empty");
    CHECK(buildError(t, "ab\xFF") == "the partition key value is not valid UTF-8 (byte 3)");
    CHECK(buildError(t, "\xED\xA0\x80") == "the partition key value is not valid UTF-8 (byte 1)"); // surrogate
    CHECK(buildError(t, "\xC0\xAF") == "the partition key value is not valid UTF-8 (byte 1)");     // overlong
    CHECK(buildError(t, std::string("a\0b", 3)) == "the partition key value contains a NUL byte");
    CHECK(buildError(t, "\xF0\x9F\x98\x80").empty());

    const auto n = tableTarget("PK", AttributeType::N);
    CHECK(buildError(n, "42").empty());
    CHECK(buildError(n, "abc") == "the partition key value: 'abc' is not a number");
    CHECK(buildError(n, "") == "the partition key value: '' is not a number");

    const auto b = tableTarget("PK", AttributeType::B);
    CHECK(buildError(b, "AAAA").empty());
    CHECK(buildError(b, "not base64!") == "the partition key value must be base64 (type B)");
    CHECK(buildError(b, "") == "the partition key value must be base64 (type B)");
}

TEST_CASE("validation: sort key conditions", "[key_condition][validation]") {
    const auto t = tableTarget();
    auto sk = [&](SortKeyOperator op, std::string v, std::optional<std::string> v2 = std::nullopt,
                  AttributeType type = AttributeType::S) {
        return withSortKey(t, op, std::move(v), std::move(v2), type);
    };

    CHECK(targetError(sk(SortKeyOperator::Eq, std::string(1024, 's'))).empty());
    CHECK(targetError(sk(SortKeyOperator::Eq, std::string(1025, 's'))) ==
          "the sort key value is 1,025 bytes; DynamoDB allows at most 1,024");
    CHECK(buildError(sk(SortKeyOperator::Eq, std::string(1025, 's')), "k") ==
          "the sort key value is 1,025 bytes; DynamoDB allows at most 1,024");
    CHECK(targetError(sk(SortKeyOperator::Eq, "")) == "the sort key value is empty");
    CHECK(targetError(sk(SortKeyOperator::Eq, "\x80")) == "the sort key value is not valid UTF-8 (byte 1)");

    CHECK(targetError(sk(SortKeyOperator::BeginsWith, "1", std::nullopt, AttributeType::N)) ==
          "begins_with only works on S or B sort keys, not N");
    CHECK(targetError(sk(SortKeyOperator::BeginsWith, "AAE=", std::nullopt, AttributeType::B)).empty());
    CHECK(targetError(sk(SortKeyOperator::BeginsWith, "PLAYER#")).empty());

    CHECK(targetError(sk(SortKeyOperator::Between, "a")) == "between needs a second value (--sk-value2)");
    for (const auto op : {SortKeyOperator::Eq, SortKeyOperator::Lt, SortKeyOperator::Le, SortKeyOperator::Gt,
                          SortKeyOperator::Ge, SortKeyOperator::BeginsWith}) {
        CHECK(targetError(sk(op, "a", std::string("b"))) == "a second sort key value only applies to between");
    }
    CHECK(targetError(sk(SortKeyOperator::Between, "a", std::string())) == "the second sort key value is empty");
    CHECK(targetError(sk(SortKeyOperator::Between, "a", std::string(1025, 'z'))) ==
          "the second sort key value is 1,025 bytes; DynamoDB allows at most 1,024");
    CHECK(targetError(sk(SortKeyOperator::Between, "1", std::string("x"), AttributeType::N)) ==
          "the second sort key value: 'x' is not a number");

    SECTION("between bounds must be ordered") {
        CHECK(targetError(sk(SortKeyOperator::Between, "10", std::string("9.5"), AttributeType::N)) ==
              "between bounds are reversed: 10 > 9.5");
        CHECK(targetError(sk(SortKeyOperator::Between, "9.5", std::string("10"), AttributeType::N)).empty());
        CHECK(targetError(sk(SortKeyOperator::Between, "-1", std::string("-2"), AttributeType::N)) ==
              "between bounds are reversed: -1 > -2");
        CHECK(targetError(sk(SortKeyOperator::Between, "1e2", std::string("100"), AttributeType::N)).empty());
        CHECK(targetError(sk(SortKeyOperator::Between, "b", std::string("a"))) == "between bounds are reversed: b > a");
        CHECK(targetError(sk(SortKeyOperator::Between, "a", std::string("a"))).empty());
        CHECK(targetError(sk(SortKeyOperator::Between, "PLAYER#10", std::string("PLAYER#9"))).empty()); // bytes
        // UTF-8 bytes compare unsigned: U+00E9 (0xC3 0xA9) sorts after 'z'.
        CHECK(targetError(sk(SortKeyOperator::Between, "\xC3\xA9", std::string("z"))) ==
              "between bounds are reversed: \xC3\xA9 > z");
        CHECK(targetError(sk(SortKeyOperator::Between, "z", std::string("\xC3\xA9"))).empty());
        // B compares the decoded bytes: 0xFF > 0x01 although "/w==" < "AQ==" as text.
        CHECK(targetError(sk(SortKeyOperator::Between, "/w==", std::string("AQ=="), AttributeType::B)) ==
              "between bounds are reversed: /w== > AQ==");
        CHECK(targetError(sk(SortKeyOperator::Between, "AQ==", std::string("/w=="), AttributeType::B)).empty());
    }

    SECTION("numbers") {
        auto numberProblem = [&](const std::string& v) {
            return targetError(sk(SortKeyOperator::Eq, v, std::nullopt, AttributeType::N));
        };
        CHECK(numberProblem("1e400") == "the sort key value: number too large (DynamoDB allows up to 9.99...E+125)");
        CHECK(numberProblem("abc") == "the sort key value: 'abc' is not a number");
        CHECK(numberProblem(std::string("123456789") + "012345678901234567890123456789") ==
              "the sort key value: more than 38 significant digits");
        CHECK(numberProblem("1E-131") == "the sort key value: number too small (DynamoDB allows down to 1E-130)");
        for (const std::string valid : {"0", "-0.5", "1E+125", "9.9999999999999999999999999999999999999E+125",
                                        "12345678901234567890123456789012345678", "1E-130", "-1E+125"}) {
            INFO(valid);
            CHECK(numberProblem(valid).empty());
        }
    }

    SECTION("binary") {
        auto binaryProblem = [&](const std::string& v) {
            return targetError(sk(SortKeyOperator::Eq, v, std::nullopt, AttributeType::B));
        };
        for (const std::string bad :
             {"", "A", "AAA", "AAAAA", "A===", "=AAA", "AA=A", "AB=C", "AA A", "AA-_", "AA==AA==", "@@@@"}) {
            INFO(bad);
            CHECK(binaryProblem(bad) == "the sort key value must be base64 (type B)");
        }
        for (const std::string good : {"AAAA", "AAA=", "AA==", "3q2+7w==", "+/+/"}) {
            INFO(good);
            CHECK(binaryProblem(good).empty());
        }
        // 1024 decoded bytes are fine, 1025 are not.
        CHECK(binaryProblem(std::string(1364, 'A') + "AA==").empty()); // 1023 + 1 bytes
        CHECK(binaryProblem(std::string(1364, 'A') + "AAA=") == "the sort key value decodes to more than 1,024 bytes");
    }
}

TEST_CASE("validation: table, index and key names", "[key_condition][validation]") {
    auto t = tableTarget();
    for (const std::string& bad : std::vector<std::string>{"", "T", "ab", "my table", "T\xC3\xA9st", "a/b", "a#b",
                                                           "a:b", std::string(256, 'x')}) {
        t.table = bad;
        INFO(bad);
        CHECK(targetError(t) == "table name '" + bad + "' " + kTableNameRule);
        CHECK(buildError(t, "k") == "table name '" + bad + "' " + kTableNameRule);
    }
    for (const std::string& good : std::vector<std::string>{"abc", "Orders", "my_table-2.v1", std::string(255, 'x')}) {
        t.table = good;
        INFO(good);
        CHECK(targetError(t).empty());
    }

    t = tableTarget();
    t.index = "ix";
    CHECK(targetError(t) == "index name 'ix' " + kTableNameRule);
    t.index = "by status";
    CHECK(targetError(t) == "index name 'by status' " + kTableNameRule);
    t.index = "byStatus";
    CHECK(targetError(t).empty());
    t.consistentRead = true;
    CHECK(targetError(t) == "a global secondary index only supports eventually consistent reads");
    t.index.clear();
    CHECK(targetError(t).empty()); // consistent reads on the table are fine

    CHECK(targetError(tableTarget("")) == "the partition key name must be 1-255 bytes of UTF-8");
    CHECK(targetError(tableTarget(std::string(256, 'p'))) == "the partition key name must be 1-255 bytes of UTF-8");
    CHECK(targetError(tableTarget(std::string(255, 'p'))).empty());
    CHECK(targetError(tableTarget("p\xFF")) == "the partition key name must be 1-255 bytes of UTF-8");
    CHECK(targetError(tableTarget(std::string("p\0k", 3))) == "the partition key name must be 1-255 bytes of UTF-8");

    auto noName = withSortKey(tableTarget(), SortKeyOperator::Eq, "x", std::nullopt, AttributeType::S, "");
    CHECK(targetError(noName) == "the sort key name must be 1-255 bytes of UTF-8");
    auto same = withSortKey(tableTarget("PK"), SortKeyOperator::Eq, "x", std::nullopt, AttributeType::S, "PK");
    CHECK(targetError(same) == "the partition and sort key names must differ");
    auto caseOnly = withSortKey(tableTarget("pk"), SortKeyOperator::Eq, "x", std::nullopt, AttributeType::S, "PK");
    CHECK(targetError(caseOnly).empty()); // attribute names are case-sensitive
}

// ---------------------------------------------------------------------------------------------
// Numbers

TEST_CASE("isValidDynamoNumber", "[key_condition][numbers]") {
    for (const std::string valid : {"0",
                                    "-0",
                                    "0.0",
                                    "00",
                                    "-0.5",
                                    "0.5",
                                    "42",
                                    "-42",
                                    "3.14159",
                                    "1e2",
                                    "1E2",
                                    "1E+125",
                                    "-1E+125",
                                    "1e-130",
                                    "1E-130",
                                    "-1E-130",
                                    "9.9999999999999999999999999999999999999E+125",
                                    "12345678901234567890123456789012345678",
                                    "0.12345678901234567890123456789012345678",
                                    "0.001E-127",
                                    "10E+124",
                                    "0e400",
                                    "0E-400",
                                    "1.5e-3"}) {
        INFO(valid);
        CHECK(numberError(valid).empty());
    }
    CHECK(numberError("1e400") == "number too large (DynamoDB allows up to 9.99...E+125)");
    CHECK(numberError("1E+126") == "number too large (DynamoDB allows up to 9.99...E+125)");
    CHECK(numberError("10E+125") == "number too large (DynamoDB allows up to 9.99...E+125)");
    CHECK(numberError("-1E+126") == "number too large (DynamoDB allows up to 9.99...E+125)");
    CHECK(numberError("1e99999999999999999999") == "number too large (DynamoDB allows up to 9.99...E+125)");
    CHECK(numberError("1E-131") == "number too small (DynamoDB allows down to 1E-130)");
    CHECK(numberError("0.0001E-127") == "number too small (DynamoDB allows down to 1E-130)");
    CHECK(numberError("-1e-999999999999") == "number too small (DynamoDB allows down to 1E-130)");
    CHECK(numberError("123456789012345678901234567890123456789") == "more than 38 significant digits");
    CHECK(numberError("1.23456789012345678901234567890123456789") == "more than 38 significant digits");
    CHECK(numberError("abc") == "'abc' is not a number");
    for (const std::string bad :
         {"",     "-",   "+",        ".",    "e5",    "1e",  "1e+", "1e-", "1.2.3", " 1",          "1 ",
          "0x10", "NaN", "Infinity", "-inf", "1e5.5", "1,5", "--1", "1-",  "1e2e3", "\xEF\xBC\x91"}) {
        INFO(bad);
        const auto error = numberError(bad);
        CHECK(error == "'" + bad + "' is not a number");
    }
    // The echoed text is cut at 60 bytes.
    CHECK(numberError(std::string(100, 'x')) == "'" + std::string(60, 'x') + "' is not a number");
}

TEST_CASE("compareDynamoNumbers is exact", "[key_condition][numbers]") {
    CHECK(compareDynamoNumbers("10", "9.5") > 0);
    CHECK(compareDynamoNumbers("9.5", "10") < 0);
    CHECK(compareDynamoNumbers("-1", "0") < 0);
    CHECK(compareDynamoNumbers("0", "-1") > 0);
    CHECK(compareDynamoNumbers("-10", "-9.5") < 0);
    CHECK(compareDynamoNumbers("1e2", "100") == 0);
    CHECK(compareDynamoNumbers("0.10", "0.1") == 0);
    CHECK(compareDynamoNumbers("-0", "0") == 0);
    CHECK(compareDynamoNumbers("0.0", "-0e5") == 0);
    CHECK(compareDynamoNumbers("00100.00", "1E+2") == 0);
    CHECK(compareDynamoNumbers("0.15", "0.2") < 0);
    CHECK(compareDynamoNumbers("15", "2") > 0);
    CHECK(compareDynamoNumbers("1", "1.5") < 0);
    CHECK(compareDynamoNumbers("1E+125", "9.9E+124") > 0);
    CHECK(compareDynamoNumbers("1E+125", "1" + std::string(125, '0')) == 0);
    CHECK(compareDynamoNumbers("-1E+125", "1E-130") < 0);
    CHECK(compareDynamoNumbers("1E-130", "0") > 0);
    CHECK(compareDynamoNumbers("-1E-130", "0") < 0);
    CHECK(compareDynamoNumbers("1E-130", "1E-129") < 0);
    CHECK(compareDynamoNumbers("9.9999999999999999999999999999999999999E+125", "1E+125") > 0);
    // Beyond double precision: 38 digits differing in the last one.
    CHECK(compareDynamoNumbers("12345678901234567890123456789012345678", "12345678901234567890123456789012345679") < 0);
    CHECK(compareDynamoNumbers("-12345678901234567890123456789012345678", "-12345678901234567890123456789012345679") >
          0);
    CHECK(compareDynamoNumbers("0.30000000000000000000000000000000000001", "0.3") > 0);
    for (const auto& [a, b] : std::vector<std::pair<std::string, std::string>>{
             {"1", "2"}, {"-3", "2.5"}, {"1e-5", "1e-4"}, {"-1e100", "-1e99"}, {"0", "1E-130"}}) {
        INFO(a << " vs " << b);
        CHECK(compareDynamoNumbers(a, b) < 0);
        CHECK(compareDynamoNumbers(b, a) > 0);
        CHECK(compareDynamoNumbers(a, a) == 0);
    }
}

// ---------------------------------------------------------------------------------------------
// planFanOut

TEST_CASE("planFanOut: strategy none reads the logical key itself", "[key_condition][fanout]") {
    const auto plan = planOk(tableTarget(), ShardStrategy(), "BOARD#global");
    CHECK(partitionValues(plan) == std::vector<std::string>{"BOARD#global"});
    CHECK_FALSE(plan.pointRead);
    CHECK(plan.minimumReadUnits == 0.5);
    CHECK(plan.consistency == "eventually consistent");

    // A number partition key is fine when nothing is appended to it.
    const auto n = planOk(tableTarget("PK", AttributeType::N), ShardStrategy(), "42");
    REQUIRE(n.requests.size() == 1);
    CHECK(n.requests[0].attributeValues[0].second.type == AttributeType::N);
    CHECK(n.requests[0].attributeValues[0].second.value == "42");
}

TEST_CASE("planFanOut: random N=200 with '.' (seed 000)", "[key_condition][fanout]") {
    auto config = counted(StrategyKind::Random, 200, ".");
    const auto strategy = makeStrategy(config);
    const auto target = tableTarget("date");

    const auto plan = planOk(target, strategy, "2014-07-09");
    REQUIRE(plan.requests.size() == 200);
    CHECK(plan.requests.front().partitionKeyValue == "2014-07-09.1");
    CHECK(plan.requests.back().partitionKeyValue == "2014-07-09.200");
    CHECK(partitionValues(plan) == numbered("2014-07-09.", 1, 200));
    CHECK_FALSE(plan.pointRead);
    CHECK(plan.minimumReadUnits == 100.0);
    CHECK(plan.consistency == "eventually consistent");
    for (const auto& r : plan.requests) {
        CHECK(r.keyConditionExpression == "#pk = :pk");
        CHECK(r.attributeNames == std::vector<std::pair<std::string, std::string>>{{"#pk", "date"}});
        REQUIRE(r.attributeValues.size() == 1);
        CHECK(r.attributeValues[0].second.value == r.partitionKeyValue);
        CHECK_FALSE(r.consistentRead);
    }

    auto strong = target;
    strong.consistentRead = true;
    const auto strongPlan = planOk(strong, strategy, "2014-07-09");
    CHECK(strongPlan.requests.size() == 200);
    CHECK(strongPlan.minimumReadUnits == 200.0);
    CHECK(strongPlan.consistency == "strongly consistent");
    CHECK(std::all_of(strongPlan.requests.begin(), strongPlan.requests.end(),
                      [](const QueryRequest& r) { return r.consistentRead; }));

    CHECK(planError(target, strategy, "2014-07-09", std::string("anything")) ==
          "the random strategy cannot compute an item's shard (suffixes are random): read every shard instead");
}

TEST_CASE("planFanOut: calculated", "[key_condition][fanout]") {
    const auto strategy = makeStrategy(counted(StrategyKind::Calculated, 4));
    const auto plan = planOk(tableTarget(), strategy, "K");
    CHECK(partitionValues(plan) == numbered("K#", 1, 4));
    CHECK(plan.minimumReadUnits == 2.0);

    // 'a' * 'b' = 97 * 98 = 9506; 9506 mod 4 = 2; suffix 3.
    const auto point = planOk(tableTarget(), strategy, "K", std::string("ab"));
    CHECK(point.pointRead);
    CHECK(partitionValues(point) == std::vector<std::string>{"K#3"});
    CHECK(point.minimumReadUnits == 0.5);

    auto hashConfig = counted(StrategyKind::Calculated, 16);
    hashConfig.suffixFunction = SuffixFunction::Hash;
    const auto hashed = makeStrategy(hashConfig);
    const auto all = partitionValues(planOk(tableTarget(), hashed, "K"));
    const auto one = planOk(tableTarget(), hashed, "K", std::string("player-7"));
    REQUIRE(one.requests.size() == 1);
    CHECK(std::find(all.begin(), all.end(), one.requests[0].partitionKeyValue) != all.end());
}

TEST_CASE("planFanOut: mod 10 (seed 001 leaderboard)", "[key_condition][fanout]") {
    const auto strategy = makeStrategy(counted(StrategyKind::Mod, 10));
    const auto target = withSortKey(tableTarget(), SortKeyOperator::BeginsWith, "PLAYER#");
    const auto plan = planOk(target, strategy, "BOARD#global");
    CHECK(partitionValues(plan) == numbered("BOARD#global#", 0, 9));
    CHECK(plan.minimumReadUnits == 5.0);
    for (const auto& r : plan.requests) {
        CHECK(r.keyConditionExpression == "PK = :pk AND begins_with(SK, :sk)");
        REQUIRE(r.attributeValues.size() == 2);
        CHECK(r.attributeValues[1].second.value == "PLAYER#");
    }

    const auto point = planOk(tableTarget(), strategy, "BOARD#global", std::string("12345"));
    CHECK(point.pointRead);
    CHECK(partitionValues(point) == std::vector<std::string>{"BOARD#global#5"});
    CHECK(point.minimumReadUnits == 0.5);
    CHECK(partitionValues(planOk(tableTarget(), strategy, "BOARD#global", std::string("-7"))) ==
          std::vector<std::string>{"BOARD#global#3"});

    CHECK_THAT(planError(tableTarget(), strategy, "BOARD#global", std::string("abc")),
               StartsWith("the item cannot be placed: mod needs a whole-number source value"));
}

TEST_CASE("planFanOut: range", "[key_condition][fanout]") {
    auto config = counted(StrategyKind::Range, 0);
    config.boundaries = {"100", "200"};
    const auto strategy = makeStrategy(config);
    CHECK(partitionValues(planOk(tableTarget(), strategy, "R")) == numbered("R#", 0, 2));
    CHECK(partitionValues(planOk(tableTarget(), strategy, "R", std::string("99"))) == std::vector<std::string>{"R#0"});
    CHECK(partitionValues(planOk(tableTarget(), strategy, "R", std::string("150"))) == std::vector<std::string>{"R#1"});
    CHECK(partitionValues(planOk(tableTarget(), strategy, "R", std::string("200"))) == std::vector<std::string>{"R#2"});
}

TEST_CASE("planFanOut: lookup reads each physical shard once", "[key_condition][fanout]") {
    auto config = counted(StrategyKind::Lookup, 0);
    std::string error;
    REQUIRE(ShardMap::parse(kIsbnMap, config.map, error));
    config.lookupFunction = LookupFunction::IsbnCheckDigit;
    const auto strategy = makeStrategy(config);

    const auto plan = planOk(tableTarget(), strategy, "BOOKS");
    CHECK(partitionValues(plan) ==
          std::vector<std::string>{"BOOKS#bookdbshard0", "BOOKS#bookdbshard1", "BOOKS#bookdbshard2"});
    CHECK(plan.minimumReadUnits == 1.5);

    CHECK(partitionValues(planOk(tableTarget(), strategy, "BOOKS", std::string("0-306-40615-2"))) ==
          std::vector<std::string>{"BOOKS#bookdbshard0"});
    CHECK(partitionValues(planOk(tableTarget(), strategy, "BOOKS", std::string("0-8044-2957-X"))) ==
          std::vector<std::string>{"BOOKS#bookdbshard1"});
    CHECK(partitionValues(planOk(tableTarget(), strategy, "BOOKS", std::string("978-0-13-110362-7"))) ==
          std::vector<std::string>{"BOOKS#bookdbshard2"});
    CHECK_THAT(planError(tableTarget(), strategy, "BOOKS", std::string("no digit here")),
               StartsWith("the item cannot be placed: "));
}

TEST_CASE("planFanOut: errors", "[key_condition][fanout]") {
    const auto mod = makeStrategy(counted(StrategyKind::Mod, 10));
    SECTION("a sharded partition key must be a string") {
        CHECK(planError(tableTarget("PK", AttributeType::N), mod, "1") ==
              "a sharded partition key is a string (logical key + separator + suffix): use --pk-type S");
        CHECK(planError(tableTarget("PK", AttributeType::B), mod, "AAAA") ==
              "a sharded partition key is a string (logical key + separator + suffix): use --pk-type S");
    }
    SECTION("target problems come first") {
        auto bad = tableTarget();
        bad.table = "x";
        CHECK(planError(bad, mod, "k") == "table name 'x' " + kTableNameRule);
    }
    SECTION("a physical key over 2048 bytes") {
        CHECK(planOk(tableTarget(), mod, std::string(2046, 'k')).requests.size() == 10);
        CHECK(planError(tableTarget(), mod, std::string(2047, 'k')) ==
              "the partition key value is 2,049 bytes; DynamoDB allows at most 2,048");
        CHECK_THAT(planError(tableTarget(), mod, std::string(2047, 'k'), std::string("1")),
                   StartsWith("the item cannot be placed: the sharded key would be up to 2,049 bytes"));
    }
    SECTION("an empty logical key without sharding") {
        CHECK(planError(tableTarget(), ShardStrategy(), "") == "the partition key value is empty");
    }
}

TEST_CASE("planFanOut: a GSI target is always eventually consistent", "[key_condition][fanout]") {
    const auto strategy = makeStrategy(counted(StrategyKind::Mod, 4));
    auto gsi = tableTarget("status");
    gsi.index = "byStatus";
    const auto plan = planOk(gsi, strategy, "open");
    REQUIRE(plan.requests.size() == 4);
    CHECK(plan.minimumReadUnits == 2.0); // 0.5 per query
    CHECK(plan.consistency == "eventually consistent");
    for (const auto& r : plan.requests) {
        CHECK(r.indexName == "byStatus");
        CHECK_FALSE(r.consistentRead);
    }
    gsi.consistentRead = true;
    CHECK(planError(gsi, strategy, "open") == "a global secondary index only supports eventually consistent reads");
}

// ---------------------------------------------------------------------------------------------
// Output formats

TEST_CASE("requestToCliJson: field order and shape", "[key_condition][format]") {
    QueryRequest r;
    r.tableName = "Orders";
    r.indexName = "byDate";
    r.keyConditionExpression = "#pk = :pk AND #sk BETWEEN :sk AND :sk2";
    r.attributeNames = {{"#pk", "date"}, {"#sk", "status"}};
    r.attributeValues = {{":pk", {AttributeType::S, "2014-07-09.1"}},
                         {":sk", {AttributeType::N, "1"}},
                         {":sk2", {AttributeType::B, "AAE="}}};
    r.consistentRead = true;
    CHECK(requestToCliJson(r) == "{\n"
                                 "  \"TableName\": \"Orders\",\n"
                                 "  \"IndexName\": \"byDate\",\n"
                                 "  \"KeyConditionExpression\": \"#pk = :pk AND #sk BETWEEN :sk AND :sk2\",\n"
                                 "  \"ExpressionAttributeNames\": {\n"
                                 "    \"#pk\": \"date\",\n"
                                 "    \"#sk\": \"status\"\n"
                                 "  },\n"
                                 "  \"ExpressionAttributeValues\": {\n"
                                 "    \":pk\": {\n"
                                 "      \"S\": \"2014-07-09.1\"\n"
                                 "    },\n"
                                 "    \":sk\": {\n"
                                 "      \"N\": \"1\"\n"
                                 "    },\n"
                                 "    \":sk2\": {\n"
                                 "      \"B\": \"AAE=\"\n"
                                 "    }\n"
                                 "  },\n"
                                 "  \"ConsistentRead\": true\n"
                                 "}\n");

    const auto minimal = buildOk(tableTarget(), "k");
    CHECK(requestToCliJson(minimal) == "{\n"
                                       "  \"TableName\": \"Scores\",\n"
                                       "  \"KeyConditionExpression\": \"PK = :pk\",\n"
                                       "  \"ExpressionAttributeValues\": {\n"
                                       "    \":pk\": {\n"
                                       "      \"S\": \"k\"\n"
                                       "    }\n"
                                       "  }\n"
                                       "}\n");
    const auto parsed = nlohmann::json::parse(requestToCliJson(buildOk(tableTarget(), kAdversarialKey)));
    CHECK(parsed["ExpressionAttributeValues"][":pk"]["S"].get<std::string>() == kAdversarialKey);
}

TEST_CASE("formatPlan cli-json: a JSON array with exactly the documented fields", "[key_condition][format]") {
    const auto strategy = makeStrategy(counted(StrategyKind::Mod, 2));
    const auto plain = planOk(withSortKey(tableTarget(), SortKeyOperator::BeginsWith, "PLAYER#"), strategy, "B");
    const auto text = formatted(plain, QueryFormat::CliJson);
    CHECK(text == "[\n"
                  "  {\n"
                  "    \"TableName\": \"Scores\",\n"
                  "    \"KeyConditionExpression\": \"PK = :pk AND begins_with(SK, :sk)\",\n"
                  "    \"ExpressionAttributeValues\": {\n"
                  "      \":pk\": {\n"
                  "        \"S\": \"B#0\"\n"
                  "      },\n"
                  "      \":sk\": {\n"
                  "        \"S\": \"PLAYER#\"\n"
                  "      }\n"
                  "    }\n"
                  "  },\n"
                  "  {\n"
                  "    \"TableName\": \"Scores\",\n"
                  "    \"KeyConditionExpression\": \"PK = :pk AND begins_with(SK, :sk)\",\n"
                  "    \"ExpressionAttributeValues\": {\n"
                  "      \":pk\": {\n"
                  "        \"S\": \"B#1\"\n"
                  "      },\n"
                  "      \":sk\": {\n"
                  "        \"S\": \"PLAYER#\"\n"
                  "      }\n"
                  "    }\n"
                  "  }\n"
                  "]\n");

    const auto doc = nlohmann::json::parse(text);
    REQUIRE(doc.is_array());
    REQUIRE(doc.size() == 2);
    for (const auto& request : doc) {
        std::set<std::string> keys;
        for (const auto& [key, value] : request.items()) {
            keys.insert(key);
        }
        CHECK(keys == std::set<std::string>{"TableName", "KeyConditionExpression", "ExpressionAttributeValues"});
    }

    auto gsi = withSortKey(tableTarget("status"), SortKeyOperator::Eq, "7", std::nullopt, AttributeType::N, "date");
    gsi.index = "byStatus";
    const auto gsiDoc = nlohmann::json::parse(formatted(planOk(gsi, strategy, "open"), QueryFormat::CliJson));
    REQUIRE(gsiDoc.size() == 2);
    for (std::size_t i = 0; i < 2; ++i) {
        const auto& request = gsiDoc[i];
        std::set<std::string> keys;
        for (const auto& [key, value] : request.items()) {
            keys.insert(key);
        }
        CHECK(keys == std::set<std::string>{"TableName", "IndexName", "KeyConditionExpression",
                                            "ExpressionAttributeNames", "ExpressionAttributeValues"});
        CHECK(request["TableName"] == "Scores");
        CHECK(request["IndexName"] == "byStatus");
        CHECK(request["KeyConditionExpression"] == "#pk = :pk AND #sk = :sk");
        CHECK(request["ExpressionAttributeNames"] == nlohmann::json{{"#pk", "status"}, {"#sk", "date"}});
        CHECK(request["ExpressionAttributeValues"] ==
              nlohmann::json{{":pk", {{"S", "open#" + std::to_string(i)}}}, {":sk", {{"N", "7"}}}});
    }

    auto strong = tableTarget();
    strong.consistentRead = true;
    const auto strongDoc = nlohmann::json::parse(formatted(planOk(strong, strategy, "B"), QueryFormat::CliJson));
    CHECK(strongDoc[0]["ConsistentRead"] == true);

    // Every request is also exactly what requestToCliJson gives for it.
    for (std::size_t i = 0; i < plain.requests.size(); ++i) {
        CHECK(doc[i] == nlohmann::json::parse(requestToCliJson(plain.requests[i])));
    }
}

TEST_CASE("formatPlan cli: one aws dynamodb query line per request", "[key_condition][format]") {
    SECTION("README worked example: mod 10 leaderboard") {
        const auto strategy = makeStrategy(counted(StrategyKind::Mod, 10));
        auto target = withSortKey(tableTarget(), SortKeyOperator::BeginsWith, "PLAYER#");
        target.table = "Leaderboard";
        const auto lines = splitLines(formatted(planOk(target, strategy, "BOARD#global"), QueryFormat::Cli));
        REQUIRE(lines.size() == 10);
        CHECK(lines[0] == "aws dynamodb query --table-name 'Leaderboard' --key-condition-expression 'PK = :pk AND "
                          "begins_with(SK, :sk)' --expression-attribute-values "
                          "'{\":pk\":{\"S\":\"BOARD#global#0\"},\":sk\":{\"S\":\"PLAYER#\"}}'");
        CHECK(lines[9] == "aws dynamodb query --table-name 'Leaderboard' --key-condition-expression 'PK = :pk AND "
                          "begins_with(SK, :sk)' --expression-attribute-values "
                          "'{\":pk\":{\"S\":\"BOARD#global#9\"},\":sk\":{\"S\":\"PLAYER#\"}}'");

        auto pointTarget = tableTarget();
        pointTarget.table = "Leaderboard";
        CHECK(formatted(planOk(pointTarget, strategy, "BOARD#global", std::string("12345")), QueryFormat::Cli) ==
              "aws dynamodb query --table-name 'Leaderboard' --key-condition-expression 'PK = :pk' "
              "--expression-attribute-values '{\":pk\":{\"S\":\"BOARD#global#5\"}}'\n");
    }
    SECTION("README worked example: random 200 on the reserved word date") {
        auto target = tableTarget("date");
        target.table = "Orders";
        const auto lines = splitLines(formatted(
            planOk(target, makeStrategy(counted(StrategyKind::Random, 200, ".")), "2014-07-09"), QueryFormat::Cli));
        REQUIRE(lines.size() == 200);
        CHECK(lines.front() == "aws dynamodb query --table-name 'Orders' --key-condition-expression '#pk = :pk' "
                               "--expression-attribute-names '{\"#pk\":\"date\"}' --expression-attribute-values "
                               "'{\":pk\":{\"S\":\"2014-07-09.1\"}}'");
        CHECK(lines.back() == "aws dynamodb query --table-name 'Orders' --key-condition-expression '#pk = :pk' "
                              "--expression-attribute-names '{\"#pk\":\"date\"}' --expression-attribute-values "
                              "'{\":pk\":{\"S\":\"2014-07-09.200\"}}'");
    }
    SECTION("index and consistent read flags") {
        auto gsi = tableTarget();
        gsi.index = "byStatus";
        CHECK(formatted(planOk(gsi, ShardStrategy(), "k"), QueryFormat::Cli) ==
              "aws dynamodb query --table-name 'Scores' --index-name 'byStatus' --key-condition-expression 'PK = :pk' "
              "--expression-attribute-values '{\":pk\":{\"S\":\"k\"}}'\n");
        auto strong = tableTarget();
        strong.consistentRead = true;
        CHECK(formatted(planOk(strong, ShardStrategy(), "k"), QueryFormat::Cli) ==
              "aws dynamodb query --table-name 'Scores' --key-condition-expression 'PK = :pk' "
              "--expression-attribute-values '{\":pk\":{\"S\":\"k\"}}' --consistent-read\n");
    }
}

TEST_CASE("shellQuote round-trips adversarial strings through /bin/sh", "[key_condition][format][shell]") {
    CHECK(shellQuote("") == "''");
    CHECK(shellQuote("abc") == "'abc'");
    CHECK(shellQuote("it's") == "'it'\\''s'");
    CHECK(shellQuote("'") == "''\\'''");

    const std::vector<std::string> adversarial = {
        "it's",
        "$(touch X)",
        "`touch Y`",
        "`id`",
        "a b",
        "\"",
        "\\",
        "\\\\",
        "line1\nline2",
        "trailing newline\n",
        "\xF0\x9F\x98\x80",
        "",
        "'",
        "''",
        "'\\''",
        "x'; touch Z; echo '",
        "\"; touch W; echo \"",
        "$HOME ${HOME} $0 $1 $@ $$",
        "* ? [a] ~ ~root",
        "!! !$ ^a^b",
        "a\tb\rc\x01\x7F",
        "; touch V && touch U || touch T | cat > S",
        "%s %n %d %%",
        "-n",
        "--",
        kAdversarialKey,
    };
    TempDir dir;
    for (const auto& text : adversarial) {
        INFO("input: " << text);
        const auto output = runShell("printf %s " + shellQuote(text), dir.path);
        CHECK(output == text);
    }
    // All of them as separate arguments in one command.
    std::string script = "for a in";
    std::string expected;
    for (const auto& text : adversarial) {
        script += " " + shellQuote(text);
        expected += text;
        expected += '\0';
    }
    script += "; do printf '%s\\0' \"$a\"; done";
    CHECK(runShell(script, dir.path) == expected);
    CHECK(dir.entries().empty()); // nothing ran
}

TEST_CASE("formatPlan cli: adversarial keys reach aws as exact arguments", "[key_condition][format][shell]") {
    const auto strategy = makeStrategy(counted(StrategyKind::Mod, 3));
    auto target = withSortKey(tableTarget("status"), SortKeyOperator::Between, "`id`$(touch Q)", std::string("it's"),
                              AttributeType::S, "a b");
    const auto plan = planOk(target, strategy, kAdversarialKey);
    const auto text = formatted(plan, QueryFormat::Cli);
    const auto lines = splitLines(text);
    REQUIRE(lines.size() == 3);

    TempDir dir;
    for (std::size_t i = 0; i < lines.size(); ++i) {
        INFO(lines[i]);
        REQUIRE(lines[i].rfind("aws dynamodb query ", 0) == 0);
        // A stand-in `aws` that prints each argument NUL-terminated.
        const auto args =
            splitNul(runShell("aws() { for a in \"$@\"; do printf '%s\\0' \"$a\"; done; }\n" + lines[i], dir.path));
        REQUIRE(args.size() == 10);
        CHECK(args[0] == "dynamodb");
        CHECK(args[1] == "query");
        CHECK(args[2] == "--table-name");
        CHECK(args[3] == "Scores");
        CHECK(args[4] == "--key-condition-expression");
        CHECK(args[5] == "#pk = :pk AND #sk BETWEEN :sk AND :sk2");
        CHECK(args[6] == "--expression-attribute-names");
        CHECK(nlohmann::json::parse(args[7]) == nlohmann::json{{"#pk", "status"}, {"#sk", "a b"}});
        CHECK(args[8] == "--expression-attribute-values");
        const auto values = nlohmann::json::parse(args[9]);
        CHECK(values[":pk"]["S"].get<std::string>() == kAdversarialKey + "#" + std::to_string(i));
        CHECK(values[":sk"]["S"].get<std::string>() == "`id`$(touch Q)");
        CHECK(values[":sk2"]["S"].get<std::string>() == "it's");
    }
    CHECK(dir.entries().empty());
}

TEST_CASE("formatPlan partiql: quoted identifiers and literals", "[key_condition][format]") {
    auto statement = [](const QueryTarget& t, const std::string& key) {
        return formatted(planOk(t, ShardStrategy(), key), QueryFormat::PartiQL);
    };
    auto t = tableTarget("status");
    t.table = "Tbl";
    CHECK(statement(t, "it's") == "SELECT * FROM \"Tbl\" WHERE \"status\" = 'it''s'\n");
    CHECK(statement(t, "''") == "SELECT * FROM \"Tbl\" WHERE \"status\" = ''''''\n");

    auto quoted = tableTarget("a\"b");
    quoted.table = "Tbl";
    CHECK(statement(quoted, "x\"y") == "SELECT * FROM \"Tbl\" WHERE \"a\"\"b\" = 'x\"y'\n");

    auto plain = tableTarget();
    plain.table = "Tbl";
    CHECK(statement(plain, "k") == "SELECT * FROM \"Tbl\" WHERE \"PK\" = 'k'\n");

    auto between = withSortKey(plain, SortKeyOperator::Between, "1", std::string("2.5"), AttributeType::N);
    CHECK(statement(between, "k") == "SELECT * FROM \"Tbl\" WHERE \"PK\" = 'k' AND \"SK\" BETWEEN 1 AND 2.5\n");
    auto betweenS = withSortKey(t, SortKeyOperator::Between, "a'", std::string("b'"), AttributeType::S, "date");
    CHECK(statement(betweenS, "open") ==
          "SELECT * FROM \"Tbl\" WHERE \"status\" = 'open' AND \"date\" BETWEEN 'a''' AND 'b'''\n");
    auto beginsWith = withSortKey(plain, SortKeyOperator::BeginsWith, "PLAYER#");
    CHECK(statement(beginsWith, "BOARD#global") ==
          "SELECT * FROM \"Tbl\" WHERE \"PK\" = 'BOARD#global' AND begins_with(\"SK\", 'PLAYER#')\n");
    // An attribute literally called begins_with is an identifier, the function stays a keyword.
    auto tricky = withSortKey(tableTarget("begins_with"), SortKeyOperator::BeginsWith, "x", std::nullopt,
                              AttributeType::S, "begins_with_2");
    tricky.table = "Tbl";
    CHECK(statement(tricky, "k") ==
          "SELECT * FROM \"Tbl\" WHERE \"begins_with\" = 'k' AND begins_with(\"begins_with_2\", 'x')\n");
    for (const auto& [op, symbol] : std::vector<std::pair<SortKeyOperator, std::string>>{{SortKeyOperator::Eq, "="},
                                                                                         {SortKeyOperator::Lt, "<"},
                                                                                         {SortKeyOperator::Le, "<="},
                                                                                         {SortKeyOperator::Gt, ">"},
                                                                                         {SortKeyOperator::Ge, ">="}}) {
        CHECK(statement(withSortKey(plain, op, "v"), "k") ==
              "SELECT * FROM \"Tbl\" WHERE \"PK\" = 'k' AND \"SK\" " + symbol + " 'v'\n");
    }

    auto number = tableTarget("playerId", AttributeType::N);
    number.table = "Tbl";
    number.index = "by.player";
    CHECK(statement(number, "-12.5") == "SELECT * FROM \"Tbl\".\"by.player\" WHERE \"playerId\" = -12.5\n");

    // One statement per request.
    const auto mod = makeStrategy(counted(StrategyKind::Mod, 3));
    CHECK(formatted(planOk(t, mod, "k"), QueryFormat::PartiQL) == "SELECT * FROM \"Tbl\" WHERE \"status\" = 'k#0'\n"
                                                                  "SELECT * FROM \"Tbl\" WHERE \"status\" = 'k#1'\n"
                                                                  "SELECT * FROM \"Tbl\" WHERE \"status\" = 'k#2'\n");

    SECTION("B keys are rejected") {
        auto binary = tableTarget("PK", AttributeType::B);
        binary.table = "Tbl";
        std::string text;
        CHECK(formatPlan(planOk(binary, ShardStrategy(), "AAAA"), QueryFormat::PartiQL, text) ==
              std::optional<std::string>("partiql output does not support binary (B) keys; use cli-json"));
        auto binarySort = withSortKey(plain, SortKeyOperator::Eq, "AAAA", std::nullopt, AttributeType::B);
        CHECK(formatPlan(planOk(binarySort, ShardStrategy(), "k"), QueryFormat::PartiQL, text) ==
              std::optional<std::string>("partiql output does not support binary (B) keys; use cli-json"));
        // Other formats handle them.
        CHECK_FALSE(formatPlan(planOk(binary, ShardStrategy(), "AAAA"), QueryFormat::Cli, text).has_value());
    }
}

TEST_CASE("formatPlan python and javascript embed the cli-json requests", "[key_condition][format]") {
    const auto strategy = makeStrategy(counted(StrategyKind::Mod, 3));
    auto target = withSortKey(tableTarget("status"), SortKeyOperator::Between, "\"\"\"", std::string("'''"),
                              AttributeType::S, "sort key");
    const auto plan = planOk(target, strategy, kAdversarialKey);
    const auto expected = nlohmann::json::parse(formatted(plan, QueryFormat::CliJson));
    REQUIRE(expected.size() == 3);
    CHECK(expected[1]["ExpressionAttributeValues"][":pk"]["S"].get<std::string>() == kAdversarialKey + "#1");

    const auto python = formatted(plan, QueryFormat::Python);
    CHECK_THAT(python, StartsWith("# Partiscope scatter-gather read: 3 queries, at least 1.5 RCU (eventually "
                                  "consistent).\nimport json\n"));
    CHECK_THAT(python, Contains("def query_all_shards(client=None):"));
    CHECK_THAT(python, Contains("boto3.client(\"dynamodb\")"));
    CHECK_THAT(python, Contains("\"LastEvaluatedKey\""));
    CHECK_THAT(python, Contains("kwargs[\"ExclusiveStartKey\"] = last_key"));
    CHECK(embeddedRequests(python, "SHARD_REQUESTS = json.loads(", ")\n") == expected);

    const auto javascript = formatted(plan, QueryFormat::JavaScript);
    CHECK_THAT(javascript, StartsWith("// Partiscope scatter-gather read: 3 queries, at least 1.5 RCU (eventually "
                                      "consistent).\n"));
    CHECK_THAT(javascript, Contains("export async function queryAllShards("));
    CHECK_THAT(javascript, Contains("@aws-sdk/client-dynamodb"));
    CHECK_THAT(javascript, Contains("page.LastEvaluatedKey"));
    CHECK_THAT(javascript, Contains("ExclusiveStartKey"));
    CHECK(embeddedRequests(javascript, "const SHARD_REQUESTS = JSON.parse(", ");\n") == expected);

    SECTION("one point read") {
        const auto one = planOk(tableTarget(), strategy, "BOARD#global", std::string("12345"));
        const auto oneExpected = nlohmann::json::parse(formatted(one, QueryFormat::CliJson));
        const auto py = formatted(one, QueryFormat::Python);
        CHECK_THAT(py, StartsWith("# Partiscope scatter-gather read: 1 query, at least 0.5 RCU (eventually "
                                  "consistent).\n"));
        CHECK(embeddedRequests(py, "SHARD_REQUESTS = json.loads(", ")\n") == oneExpected);
        CHECK(embeddedRequests(formatted(one, QueryFormat::JavaScript), "const SHARD_REQUESTS = JSON.parse(", ");\n") ==
              oneExpected);
    }
}

TEST_CASE("formatPlan of an empty plan", "[key_condition][format]") {
    const FanOutPlan empty;
    CHECK(formatted(empty, QueryFormat::CliJson) == "[]\n");
    CHECK(formatted(empty, QueryFormat::Cli).empty());
    CHECK(formatted(empty, QueryFormat::PartiQL).empty());
    std::string text = "stale";
    CHECK_FALSE(formatPlan(empty, QueryFormat::Cli, text).has_value());
    CHECK(text.empty()); // the output is replaced, not appended to
}

// ---------------------------------------------------------------------------------------------
// Parsers

TEST_CASE("parseQueryFormat / parseSortKeyOperator / parseAttributeType", "[key_condition][parse]") {
    const std::pair<const char*, QueryFormat> formats[] = {{"cli-json", QueryFormat::CliJson},
                                                           {"cli", QueryFormat::Cli},
                                                           {"partiql", QueryFormat::PartiQL},
                                                           {"python", QueryFormat::Python},
                                                           {"javascript", QueryFormat::JavaScript}};
    for (const auto& [name, format] : formats) {
        INFO(name);
        QueryFormat out = format == QueryFormat::Cli ? QueryFormat::Python : QueryFormat::Cli;
        CHECK(parseQueryFormat(name, out));
        CHECK(out == format);
    }
    for (const char* bad : {"", "CLI", "json", "cli_json", "cli-json ", "js", "py", "PartiQL", "sql"}) {
        INFO(bad);
        QueryFormat out = QueryFormat::PartiQL;
        CHECK_FALSE(parseQueryFormat(bad, out));
        CHECK(out == QueryFormat::PartiQL);
    }

    const std::pair<const char*, SortKeyOperator> operators[] = {{"eq", SortKeyOperator::Eq},
                                                                 {"lt", SortKeyOperator::Lt},
                                                                 {"le", SortKeyOperator::Le},
                                                                 {"gt", SortKeyOperator::Gt},
                                                                 {"ge", SortKeyOperator::Ge},
                                                                 {"between", SortKeyOperator::Between},
                                                                 {"begins_with", SortKeyOperator::BeginsWith}};
    for (const auto& [name, op] : operators) {
        INFO(name);
        SortKeyOperator out = op == SortKeyOperator::Eq ? SortKeyOperator::Ge : SortKeyOperator::Eq;
        CHECK(parseSortKeyOperator(name, out));
        CHECK(out == op);
    }
    for (const char* bad : {"", "=", "<", "EQ", "Eq", "beginswith", "begins-with", "BETWEEN", "ne", "in"}) {
        INFO(bad);
        SortKeyOperator out = SortKeyOperator::Lt;
        CHECK_FALSE(parseSortKeyOperator(bad, out));
        CHECK(out == SortKeyOperator::Lt);
    }

    for (const auto type : {AttributeType::S, AttributeType::N, AttributeType::B}) {
        AttributeType out = type == AttributeType::S ? AttributeType::B : AttributeType::S;
        const auto name = attributeTypeName(type);
        CHECK(name.size() == 1);
        CHECK(parseAttributeType(name, out));
        CHECK(out == type);
    }
    CHECK(attributeTypeName(AttributeType::S) == "S");
    CHECK(attributeTypeName(AttributeType::N) == "N");
    CHECK(attributeTypeName(AttributeType::B) == "B");
    for (const char* bad : {"", "s", "n", "b", "SS", "NS", "BS", "BOOL", "M", "L", "S "}) {
        INFO(bad);
        AttributeType out = AttributeType::N;
        CHECK_FALSE(parseAttributeType(bad, out));
        CHECK(out == AttributeType::N);
    }
}
