#include "dynamodb_json_files.h"

#include "aws_json_object.h"
#include "byte_source.h"
#include "dynamodb_item_reader.h"
#include "export_manifest.h"
#include "json_item_stream.h"

#include "partiscope/input_files.h"

#include <charconv>
#include <filesystem>

namespace partiscope::import_detail {

namespace {

std::uint64_t fileSize(const std::string& path) {
    std::error_code ec;
    const auto size = std::filesystem::file_size(path, ec);
    return ec ? 0 : static_cast<std::uint64_t>(size);
}

/// One top-level object of a file: a scan page or an export line, and what its small members said.
struct DocumentSeen {
    std::uint64_t line = 0;
    std::uint64_t items = 0;
    bool hasItems = false; ///< "Items" (a scan page)
    bool hasItem = false;  ///< "Item" (an export line)
    std::optional<std::uint64_t> count;
    std::optional<std::uint64_t> scannedCount;
    bool continues = false; ///< NextToken or LastEvaluatedKey
};

class InputReader {
public:
    InputReader(DynamoItemSink& sink, const ImportProgress& progress, std::size_t chunkBytes, std::uint64_t totalBytes)
        : m_sink(sink), m_progress(progress), m_chunkBytes(chunkBytes), m_totalBytes(totalBytes) {}

    DynamoJsonReadResult result;

    /// Reads one data file; false when it stopped the import (problem or cancel).
    bool readDataFile(const DataFileToRead& input) {
        const std::string& file = input.path;
        std::string error;
        auto source = openInputFile(file, error);
        if (!source) {
            return fail({file, 0, "", error});
        }
        ++result.dataFiles;
        JsonItemStream::Options options;
        options.chunkBytes = m_chunkBytes;
        options.capturedMembers = {"Count", "ScannedCount", "NextToken", "LastEvaluatedKey"};
        const std::uint64_t doneBefore = m_doneBytes;
        JsonItemStream stream(*source, options, [&](std::uint64_t consumed) {
            m_doneBytes = doneBefore + consumed;
            return !m_progress || m_progress(m_doneBytes, m_totalBytes);
        });
        std::uint64_t items = 0;
        std::uint64_t documents = 0;
        DocumentSeen doc;
        for (;;) {
            switch (stream.next()) {
            case JsonItemStream::Event::DocumentStart:
                doc = DocumentSeen{};
                doc.line = stream.eventLine();
                ++documents;
                break;
            case JsonItemStream::Event::Item:
                if (!readItem(file, stream, doc)) {
                    return false;
                }
                ++items;
                break;
            case JsonItemStream::Event::Member:
                if (!readMember(file, stream, doc)) {
                    return false;
                }
                break;
            case JsonItemStream::Event::DocumentEnd:
                doc.hasItems = doc.hasItems || stream.documentHasItemsArray();
                if (!endDocument(file, doc)) {
                    return false;
                }
                break;
            case JsonItemStream::Event::Error:
                return fail({file, stream.inputFailed() ? 0 : stream.eventLine(), "", stream.error()});
            case JsonItemStream::Event::Cancelled:
                result.cancelled = true;
                return false;
            case JsonItemStream::Event::End:
                result.bytesRead = m_doneBytes = doneBefore + source->inputBytesConsumed();
                if (documents == 0 && !input.emptyAllowed) {
                    return fail({file, 0, "",
                                 "no scan page or export line: the file is empty (expected the output of aws "
                                 "dynamodb scan --output json, or an S3 export's data file)"});
                }
                if (input.expectedItems && *input.expectedItems != items) {
                    return fail({file, 0, "",
                                 "holds " + std::to_string(items) + " items, but " + input.manifestFile + " line " +
                                     std::to_string(input.manifestLine) + " says " +
                                     std::to_string(*input.expectedItems) + " (itemCount)"});
                }
                result.scanIncomplete = doc.continues;
                return true;
            }
        }
    }

private:
    bool fail(ImportProblem problem) {
        result.problem = std::move(problem);
        return false;
    }

    bool readItem(const std::string& file, JsonItemStream& stream, DocumentSeen& doc) {
        const bool inPage = stream.memberName() == "Items";
        (inPage ? doc.hasItems : doc.hasItem) = true;
        const std::string_view text = stream.text();
        ItemProblem problem;
        const auto& keyNames = m_sink.keyNames();
        if (!m_reader.read(text.data(), text.size(), stream.itemCapacity(), keyNames, m_facts, problem)) {
            const std::uint64_t line = stream.eventLine();
            if (problem.line > 0) {
                // A JSON syntax error: nlohmann's line counts from the item's first line.
                return fail({file, line + problem.line - 1, "", problem.message});
            }
            return fail({file, line, itemPath(stream) + problem.path, problem.message});
        }
        std::string error;
        if (!m_sink.add(m_facts, error)) {
            return fail({file, stream.eventLine(), itemPath(stream), error});
        }
        ++doc.items;
        ++result.items;
        return true;
    }

    static std::string itemPath(const JsonItemStream& stream) {
        return stream.memberName() == "Items" ? "/Items/" + std::to_string(stream.itemIndex()) : "/Item";
    }

    bool readMember(const std::string& file, JsonItemStream& stream, DocumentSeen& doc) {
        const std::string& name = stream.memberName();
        if (name == "Items") {
            // "Items" that is not an array (an array is split into items).
            return fail({file, stream.eventLine(), "/Items", "expected an array of items"});
        }
        if (name == "NextToken" || name == "LastEvaluatedKey") {
            doc.continues = true;
            return true;
        }
        if (name != "Count" && name != "ScannedCount") {
            return true;
        }
        const std::string_view text = stream.text();
        std::uint64_t value = 0;
        const auto [end, ec] = std::from_chars(text.data(), text.data() + text.size(), value);
        if (!stream.captured() || ec != std::errc() || end != text.data() + text.size()) {
            return fail({file, stream.eventLine(), "/" + name,
                         "expected a whole number of at least 0, got " + std::string(text.substr(0, 40))});
        }
        if (name == "Count") {
            doc.count = value;
        } else {
            doc.scannedCount = value;
        }
        return true;
    }

    bool endDocument(const std::string& file, const DocumentSeen& doc) {
        if (doc.hasItems == doc.hasItem) {
            return fail({file, doc.line, "",
                         doc.hasItems ? "both \"Items\" and \"Item\" in one object: neither a scan page nor an "
                                        "export line"
                                      : "neither a scan page ({\"Items\": [...]} from aws dynamodb scan --output json) "
                                        "nor an export line ({\"Item\": {...}} from an S3 export in DYNAMODB_JSON)"});
        }
        if (doc.count && *doc.count != doc.items) {
            ++result.pagesWithOtherCount;
        }
        if (doc.count && *doc.count == doc.items && doc.scannedCount && *doc.scannedCount > *doc.count) {
            result.scannedButFiltered += *doc.scannedCount - *doc.count;
        }
        return true;
    }

    DynamoItemSink& m_sink;
    const ImportProgress& m_progress;
    std::size_t m_chunkBytes;
    std::uint64_t m_totalBytes;
    std::uint64_t m_doneBytes = 0;
    DynamoItemReader m_reader;
    ItemFacts m_facts;
};

} // namespace

ImportProblem jsonFileProblem(const std::string& file, const std::string& error) {
    std::uint64_t line = 0;
    const char* end = error.data() + error.size();
    const auto [afterLine, lineError] = std::from_chars(error.data(), end, line);
    if (lineError == std::errc() && afterLine != end && *afterLine == ':') {
        std::uint64_t column = 0;
        const auto [afterColumn, columnError] = std::from_chars(afterLine + 1, end, column);
        if (columnError == std::errc() && end - afterColumn >= 2 && afterColumn[0] == ':') {
            return {file, line, "", std::string(afterColumn + 2, end)};
        }
    }
    if (!error.empty() && error[0] == '/') {
        const auto colon = error.find(": ");
        if (colon != std::string::npos) {
            return {file, 0, error.substr(0, colon), error.substr(colon + 2)};
        }
    }
    return {file, 0, "", error};
}

DynamoJsonReadResult readDynamoJsonInputs(const std::vector<std::string>& paths, DynamoItemSink& sink,
                                          const ImportProgress& progress, std::size_t chunkBytes) {
    // Every manifest first: a missing data file or an Ion export is reported before any item is read.
    struct Group {
        std::optional<ExportFolder> folder;
        std::vector<DataFileToRead> files;
    };
    std::vector<Group> groups;
    std::uint64_t totalBytes = 0;
    for (const std::string& path : paths) {
        Group group;
        if (isExportManifestPath(path)) {
            ImportProblem problem;
            group.folder = readExportFolder(path, problem);
            if (!group.folder) {
                DynamoJsonReadResult failed;
                failed.problem = std::move(problem);
                return failed;
            }
            group.files = group.folder->dataFiles;
        } else {
            group.files.push_back({path, std::nullopt, "", 0, false});
        }
        for (const auto& file : group.files) {
            totalBytes += fileSize(file.path);
        }
        groups.push_back(std::move(group));
    }

    InputReader reader(sink, progress, chunkBytes, totalBytes);
    for (const Group& group : groups) {
        const std::uint64_t itemsBefore = reader.result.items;
        for (const DataFileToRead& file : group.files) {
            if (!reader.readDataFile(file)) {
                return reader.result;
            }
        }
        const std::uint64_t read = reader.result.items - itemsBefore;
        if (group.folder && read != group.folder->itemCount) {
            reader.result.problem = ImportProblem{group.folder->summaryFile, 0, "/itemCount",
                                                  "says " + std::to_string(group.folder->itemCount) +
                                                      " items, but the data files listed in manifest-files.json hold " +
                                                      std::to_string(read)};
            return reader.result;
        }
    }
    return reader.result;
}

} // namespace partiscope::import_detail
