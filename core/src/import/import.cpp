// The importers' shared front door: the problem text, the dispatcher, and guessing a file's format from its first
// bytes (the CLI's `import` without --from and the app's import dialog both ask it).
#include "partiscope/import/import.h"
#include "partiscope/number_format.h"
#include "partiscope/os_error.h"

#include "partiscope/input_files.h"

#include <cerrno>
#include <zlib.h>

#include <algorithm>
#include <cctype>
#include <filesystem>
#include <initializer_list>
#include <memory>
#include <set>

namespace partiscope {

std::string importSourceNote(const ImportSource& source) {
    const std::string from = "Imported from " + (source.format.empty() ? std::string("a file") : source.format);
    switch (source.weights) {
    case WeightBasis::ItemCount:
        return from + " (" + groupedCount(source.items) +
               " items): the weights are item counts, so traffic is assumed proportional to the items until a trace "
               "or Contributor Insights says otherwise.";
    case WeightBasis::AccessLog:
        return from + " (" + groupedCount(source.items) +
               " log lines): the weights are the requests the log holds per key.";
    case WeightBasis::ContributorInsights:
        return from + " (" + groupedCount(source.items) +
               " contributors): the weights are Contributor Insights' most-accessed values; keys outside its top "
               "contributors are not in the scenario.";
    case WeightBasis::Stated:
        break;
    }
    return {};
}

std::string ImportProblem::text() const {
    std::string where = file;
    if (line != 0) {
        where += (where.empty() ? "line " : ":") + std::to_string(line);
    }
    std::string out;
    for (const std::string* part : std::initializer_list<const std::string*>{&where, &jsonPath, &message}) {
        if (!part->empty()) {
            out += (out.empty() ? "" : ": ") + *part;
        }
    }
    return out;
}

std::optional<std::string> importRequestProblem(const ImportRequest& request) {
    if (request.paths.empty()) {
        return "no input file to import";
    }
    const bool describe = !request.describePath.empty();
    const bool partitionKey = !request.partitionKeyName.empty();
    const bool sortKey = !request.sortKeyName.empty();
    if (request.format != ImportFormat::DynamoDbJson) {
        if (describe || partitionKey || sortKey) {
            return std::string(enumName(kImportFormatNames, request.format)) +
                   " files name their keys themselves: a describe-table file and key names only apply to "
                   "dynamodb-json";
        }
        return std::nullopt;
    }
    if (describe && partitionKey) {
        return "give the describe-table output or the key names, not both (describe-table names the keys)";
    }
    if (sortKey && !partitionKey) {
        return "a sort key name needs the partition key name too";
    }
    if (!describe && !partitionKey) {
        return "dynamodb-json items do not say which attributes are the keys: give the table's describe-table output "
               "(aws dynamodb describe-table) or the partition key's name";
    }
    return std::nullopt;
}

ImportOutcome importScenario(const ImportRequest& request, const ImportProgress& progress) {
    if (auto problem = importRequestProblem(request)) {
        ImportOutcome refused;
        refused.problem =
            ImportProblem{request.paths.empty() ? std::string() : request.paths.front(), 0, {}, std::move(*problem)};
        return refused;
    }
    switch (request.format) {
    case ImportFormat::DynamoDbJson:
        return importDynamoDbJson(request, progress);
    case ImportFormat::Workbench:
        return importWorkbench(request, progress);
    case ImportFormat::ContributorInsights:
        return importContributorInsights(request, progress);
    case ImportFormat::AccessLog:
        return importAccessLog(request, progress);
    }
    ImportOutcome unknown;
    unknown.problem = ImportProblem{request.paths.front(), 0, {}, "unknown import format"};
    return unknown;
}

namespace {

bool isJsonSpace(char c) {
    return c == ' ' || c == '\t' || c == '\n' || c == '\r';
}

std::string_view withoutByteOrderMark(std::string_view text) {
    constexpr std::string_view kBom = "\xEF\xBB\xBF";
    return text.substr(0, kBom.size()) == kBom ? text.substr(kBom.size()) : text;
}

/// The member names of the first JSON object in @p head, as far as the head goes (it may end anywhere): only the
/// object's own members, not those of the values nested in it. Empty when @p head does not start with an object.
/// A light scan rather than a parser: the head is cut off mid-value by design.
std::vector<std::string> topLevelMemberNames(std::string_view head) {
    std::vector<std::string> names;
    std::size_t i = 0;
    while (i < head.size() && isJsonSpace(head[i])) {
        ++i;
    }
    if (i == head.size() || head[i] != '{') {
        return names;
    }
    int depth = 0;
    for (; i < head.size(); ++i) {
        const char c = head[i];
        if (c == '"') {
            const std::size_t start = i + 1;
            std::size_t end = start;
            while (end < head.size() && head[end] != '"') {
                end += head[end] == '\\' ? 2 : 1;
            }
            if (end >= head.size()) {
                break; // the head ends inside a string
            }
            std::size_t after = end + 1;
            while (after < head.size() && isJsonSpace(head[after])) {
                ++after;
            }
            if (depth == 1 && after < head.size() && head[after] == ':') {
                names.emplace_back(head.substr(start, end - start));
            }
            i = end;
        } else if (c == '{' || c == '[') {
            ++depth;
        } else if (c == '}' || c == ']') {
            if (--depth == 0) {
                break; // the first object is complete: a JSON-lines file's next line is another record
            }
        }
    }
    return names;
}

std::string lowerTrimmed(std::string_view field) {
    while (!field.empty() && (field.front() == ' ' || field.front() == '"')) {
        field.remove_prefix(1);
    }
    while (!field.empty() && (field.back() == ' ' || field.back() == '"' || field.back() == '\r')) {
        field.remove_suffix(1);
    }
    std::string out(field);
    std::transform(out.begin(), out.end(), out.begin(), [](unsigned char c) { return std::tolower(c); });
    return out;
}

/// The columns of a CSV header line, lower-cased and without quotes.
std::set<std::string> csvHeaderColumns(std::string_view head) {
    const std::string_view line = head.substr(0, head.find('\n'));
    std::set<std::string> columns;
    std::size_t start = 0;
    while (start <= line.size()) {
        const std::size_t comma = std::min(line.find(',', start), line.size());
        columns.insert(lowerTrimmed(line.substr(start, comma - start)));
        start = comma + 1;
    }
    return columns;
}

} // namespace

std::optional<ImportFormat> guessImportFormat(std::string_view fileName, std::string_view head) {
    const std::string baseName = std::filesystem::path(std::string(fileName)).filename().string();
    // An S3 export's manifests: the importer reads every data file they list.
    if (baseName == "manifest-summary.json" || baseName == "manifest-files.json") {
        return ImportFormat::DynamoDbJson;
    }
    head = withoutByteOrderMark(head);
    const std::vector<std::string> members = topLevelMemberNames(head);
    auto has = [&members](std::string_view name) {
        return std::find(members.begin(), members.end(), name) != members.end();
    };
    if (has("Items") || has("Item") || has("exportArn") || has("dataFileS3Key")) {
        return ImportFormat::DynamoDbJson; // a scan page, export lines, or a manifest under another name
    }
    if (has("ModelName") || has("DataModel")) {
        return ImportFormat::Workbench;
    }
    if (has("Contributors") || has("KeyLabels")) {
        return ImportFormat::ContributorInsights;
    }
    if (has("timestamp")) {
        return ImportFormat::AccessLog; // JSON lines
    }
    if (members.empty()) {
        const std::set<std::string> columns = csvHeaderColumns(head);
        if (columns.count("timestamp") && columns.count("key")) {
            return ImportFormat::AccessLog;
        }
    }
    return std::nullopt;
}

namespace {

struct GzFileCloser {
    void operator()(gzFile_s* file) const { gzclose(file); }
};

} // namespace

std::optional<ImportFormat> guessImportFormatOfPath(const std::string& path, std::string& error) {
    std::error_code ec;
    const auto status = std::filesystem::status(path, ec);
    if (ec || !std::filesystem::exists(status)) {
        error = "cannot open '" + path + "': " + osErrorText(ec ? ec.value() : ENOENT);
        return std::nullopt;
    }
    if (std::filesystem::is_directory(status)) {
        return ImportFormat::DynamoDbJson; // only an S3 export comes as a folder
    }
    // Guessing reads the start, which a pipe or a device would not give the importer again (and a FIFO without a
    // writer would block gzopen).
    if (auto notRegular = notRegularProblem(path)) {
        error = *notRegular + "; give --from FORMAT to read it";
        return std::nullopt;
    }
    // gzread passes a file that is not gzipped through as it is, so one reader serves both.
    const std::unique_ptr<gzFile_s, GzFileCloser> file(gzopen(path.c_str(), "rb"));
    if (!file) {
        error = "cannot open '" + path + "'";
        return std::nullopt;
    }
    std::string head(kImportGuessHeadBytes, '\0');
    const int read = gzread(file.get(), head.data(), static_cast<unsigned>(head.size()));
    if (read < 0) {
        int code = 0;
        error = "cannot read '" + path + "': " + gzerror(file.get(), &code);
        return std::nullopt;
    }
    head.resize(static_cast<std::size_t>(read));
    return guessImportFormat(path, head);
}

} // namespace partiscope
