#include "import_command.h"

#include "cli_outputs.h"
#include "flag_set.h"
#include "progress_line.h"
#include "simulate_command.h"

#include "partiscope/import/import.h"
#include "partiscope/number_format.h"

#include <filesystem>
#include <ostream>

namespace partiscope::cli {

namespace {

std::string formatChoices() {
    return enumNameList(kImportFormatNames, "", "|");
}

std::string formatName(ImportFormat format) {
    return std::string(enumName(kImportFormatNames, format));
}

/// --from, or the format the first file's content says (told on @p err: the user should know it was a guess).
ImportFormat chooseFormat(const FlagSet& flags, const std::vector<std::string>& files, std::ostream& err) {
    if (const auto from = flags.get("from")) {
        ImportFormat format{};
        if (!parseEnumName(kImportFormatNames, *from, format)) {
            throw UsageError{"--from must be " + enumNameList(kImportFormatNames, "", ", ") + ", got '" + *from + "'"};
        }
        return format;
    }
    std::string error;
    const auto guessed = guessImportFormatOfPath(files.front(), error);
    if (!error.empty()) {
        throw InputError{error};
    }
    if (!guessed) {
        throw InputError{"cannot tell the format of '" + files.front() + "' from its content; give --from " +
                         formatChoices()};
    }
    err << "partiscope-cli: " << files.front() << ": guessed --from " << formatName(*guessed) << "\n";
    return *guessed;
}

/// The request's own rules (core's importRequestProblem), told in flags.
void checkRequest(const ImportRequest& request) {
    if (auto problem = importRequestProblem(request)) {
        throw UsageError{*problem + (request.format == ImportFormat::DynamoDbJson
                                         ? " (--describe describe-table.json, or --pk-name A [--sk-name B])"
                                         : " (--describe, --pk-name and --sk-name are for --from dynamodb-json)")};
    }
}

/// Progress of an import on a terminal: the progress line rewritten at most once per percent (or MB).
class ImportProgressLine {
public:
    ImportProgressLine(std::ostream& err, bool enabled) : m_line(err, enabled) {}

    void at(std::uint64_t doneBytes, std::uint64_t totalBytes) {
        if (!m_line.enabled()) {
            return;
        }
        const std::uint64_t percent = totalBytes ? doneBytes * 100 / totalBytes : 0;
        const std::uint64_t shownMb = doneBytes >> 20;
        if (m_shownOnce && (totalBytes ? percent == m_percent : shownMb == m_megabytes)) {
            return;
        }
        m_shownOnce = true;
        m_percent = percent;
        m_megabytes = shownMb;
        std::string text = "importing " + groupedCount(shownMb) + " MB";
        if (totalBytes) {
            text += " of " + groupedCount(totalBytes >> 20) + " MB (" + std::to_string(percent) + "%)";
        }
        m_line.show(text);
    }
    void clear() { m_line.clear(); }

private:
    ProgressLine m_line;
    bool m_shownOnce = false;
    std::uint64_t m_percent = 0;
    std::uint64_t m_megabytes = 0;
};

} // namespace

int runImport(const std::vector<std::string>& args, std::ostream& out, std::ostream& err, const CliContext& context) {
    const PositionalArgs split = splitPositionalArgs(args);
    const FlagSet flags(split.flagArgs, 1, {"from", "describe", "pk-name", "sk-name", "table", "out"});
    if (split.files.empty()) {
        throw UsageError{"import needs at least one FILE (or an S3 export's folder)"};
    }
    for (const std::string& file : split.files) {
        if (file == "-") {
            throw UsageError{"import reads files, not standard input (it may read them more than once)"};
        }
    }
    for (const std::string& file : split.files) {
        std::error_code ec;
        if (!std::filesystem::exists(file, ec)) {
            throw InputError{"cannot open '" + file + "': No such file or directory"};
        }
    }
    const ImportFormat format = chooseFormat(flags, split.files, err);
    ImportRequest request;
    request.format = format;
    request.paths = split.files;
    request.describePath = flags.get("describe").value_or("");
    request.partitionKeyName = flags.get("pk-name").value_or("");
    request.sortKeyName = flags.get("sk-name").value_or("");
    request.tableName = flags.get("table").value_or("");
    const auto outPath = flags.get("out");
    if (outPath && *outPath != "-") {
        request.scenarioPath = *outPath;
    }
    checkRequest(request);

    ImportProgressLine progress(err, context.progress);
    const ImportOutcome outcome = importScenario(request, [&](std::uint64_t done, std::uint64_t total) {
        progress.at(done, total);
        return !interrupted(context);
    });
    progress.clear();
    // A read that waited on a pipe stops with a problem ("interrupted") rather than through the progress callback.
    if (outcome.cancelled || interrupted(context)) {
        throw Interrupted{"import after " + groupedCount(outcome.bytesRead) + " bytes"};
    }
    if (outcome.problem) {
        throw InputError{outcome.problem->text()};
    }
    if (!outcome.scenario) {
        throw InputError{split.files.front() + ": the import gave no scenario"};
    }
    // What cannot be simulated is not written: the file would only fail later, further from its cause.
    if (const auto invalid = checkScenario(*outcome.scenario)) {
        throw InputError{split.files.front() + ": the imported scenario cannot be used: " + invalid->path + ": " +
                         invalid->message};
    }
    const std::string json = scenarioToJson(*outcome.scenario);
    if (outPath && *outPath != "-") {
        writeOutputFile(*outPath, json, context);
        out << "wrote " << *outPath << "\n";
    } else {
        out << json;
    }
    err << "partiscope-cli: imported " << groupedCount(outcome.records) << " records ("
        << groupedCount(outcome.bytesRead) << " bytes) as " << formatName(format) << ": "
        << groupedCount(outcome.scenario->workload.keys.size()) << " keys\n";
    for (const std::string& note : outcome.notes) {
        err << "partiscope-cli: note: " << note << "\n";
    }
    return kExitOk;
}

} // namespace partiscope::cli
