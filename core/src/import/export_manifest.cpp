#include "export_manifest.h"

#include "aws_json_object.h"
#include "dynamodb_json_files.h"

#include "partiscope/input_files.h"

#include <filesystem>

namespace partiscope::import_detail {

namespace fs = std::filesystem;

namespace {

constexpr std::string_view kSummaryName = "manifest-summary.json";
constexpr std::string_view kFilesName = "manifest-files.json";

std::string folderOf(const std::string& path) {
    std::error_code ec;
    if (fs::is_directory(path, ec)) {
        return path;
    }
    const fs::path parent = fs::path(path).parent_path();
    return parent.empty() ? std::string(".") : parent.string();
}

std::string joinPath(const std::string& folder, std::string_view name) {
    return (fs::path(folder) / name).string();
}

bool readSummary(const std::string& file, ExportFolder& out, ImportProblem& problem) {
    std::string text;
    std::string error;
    Json doc;
    if (!readWholeFile(file, text, error, {kMaxExportManifestBytes, "an export manifest"})) {
        problem = {file, 0, "", error};
        return false;
    }
    if (!parseJsonStrictly(text, doc, error)) {
        problem = jsonFileProblem(file, error);
        return false;
    }
    try {
        const AwsObject summary(doc, "");
        const std::string format = summary.string("outputFormat");
        if (format == "ION") {
            summary.fail("outputFormat", "this export is in Amazon Ion; export the table again with --export-format "
                                         "DYNAMODB_JSON (Partiscope reads DynamoDB JSON)");
        }
        if (format != "DYNAMODB_JSON") {
            summary.fail("outputFormat", "expected DYNAMODB_JSON, got \"" + format + "\"");
        }
        out.itemCount = summary.count("itemCount");
    } catch (const AwsJsonError& e) {
        problem = {file, 0, e.path, e.message};
        return false;
    }
    return true;
}

bool readFileList(const std::string& folder, const std::string& file, ExportFolder& out, ImportProblem& problem) {
    std::string text;
    std::string error;
    if (!readWholeFile(file, text, error, {kMaxExportManifestBytes, "an export manifest"})) {
        problem = {file, 0, "", error};
        return false;
    }
    std::size_t start = 0;
    std::uint64_t line = 0;
    while (start < text.size()) {
        std::size_t end = text.find('\n', start);
        end = end == std::string::npos ? text.size() : end;
        ++line;
        const std::string_view row(text.data() + start, end - start);
        start = end + 1;
        if (row.find_first_not_of(" \t\r") == std::string_view::npos) {
            continue;
        }
        Json doc;
        if (!parseJsonStrictly(row, doc, error)) {
            ImportProblem rowProblem = jsonFileProblem(file, error);
            rowProblem.line = line;
            problem = rowProblem;
            return false;
        }
        try {
            const AwsObject entry(doc, "");
            DataFileToRead data;
            data.expectedItems = entry.count("itemCount");
            data.manifestFile = file;
            data.manifestLine = line;
            data.emptyAllowed = *data.expectedItems == 0;
            const std::string key = entry.string("dataFileS3Key");
            // The key is <s3Prefix>/AWSDynamoDB/<export id>/data/<name>.json.gz; the folder is the export id's.
            const std::size_t dataAt = key.rfind("data/");
            // The name is one file of data/: a ".." or a further folder would lead the import out of the export.
            const std::string_view name =
                dataAt == std::string::npos ? std::string_view() : std::string_view(key).substr(dataAt + 5);
            if (dataAt == std::string::npos || (dataAt > 0 && key[dataAt - 1] != '/') || name.empty() || name == "." ||
                name == ".." || name.find('/') != std::string_view::npos) {
                entry.fail("dataFileS3Key", "expected a key ending in data/<name>.json.gz, got \"" + key + "\"");
            }
            data.path = joinPath(folder, key.substr(dataAt));
            std::error_code ec;
            if (!fs::is_regular_file(data.path, ec)) {
                entry.fail("dataFileS3Key",
                           "the data file " + data.path +
                               " is missing (copy the whole export folder with aws s3 cp --recursive)");
            }
            out.dataFiles.push_back(std::move(data));
        } catch (const AwsJsonError& e) {
            problem = {file, line, e.path, e.message};
            return false;
        }
    }
    return true;
}

} // namespace

bool isExportManifestPath(const std::string& path) {
    std::error_code ec;
    const fs::path name = fs::path(path).filename();
    return fs::is_directory(path, ec) || name == kSummaryName || name == kFilesName;
}

std::optional<ExportFolder> readExportFolder(const std::string& path, ImportProblem& problem) {
    const std::string folder = folderOf(path);
    ExportFolder out;
    out.summaryFile = joinPath(folder, kSummaryName);
    std::error_code ec;
    if (!fs::is_regular_file(out.summaryFile, ec)) {
        problem = {path, 0, "",
                   "a folder without manifest-summary.json: give an S3 export's folder (the one holding "
                   "manifest-summary.json, manifest-files.json and data/), or the files themselves"};
        return std::nullopt;
    }
    if (!readSummary(out.summaryFile, out, problem) ||
        !readFileList(folder, joinPath(folder, kFilesName), out, problem)) {
        return std::nullopt;
    }
    return out;
}

} // namespace partiscope::import_detail
