// The access-log reader: lines cut from the input in any chunking, CSV (header row first) or JSON lines. A CSV line
// without a quote is split in place; a line with one goes through the RFC 4180 CsvRecordReader (a quoted field may
// span lines), so that both agree on what a field is.
#include "partiscope/import/access_log.h"

#include "access_log_fields.h"

#include "partiscope/csv_items.h"
#include "partiscope/input_files.h"
#include "partiscope/os_error.h"

#include <simdjson.h>

#include <array>
#include <cerrno>
#include <cstring>
#include <fcntl.h>
#include <unistd.h>
#include <vector>

namespace partiscope {

using namespace access_log;

namespace {

enum class LogFormat { Unknown, Csv, JsonLines };
enum Column : std::size_t { kTimestamp, kKey, kOperation, kCount, kUnits, kIndex, kColumnCount };
constexpr std::array<std::string_view, kColumnCount> kColumnNames{"timestamp", "key",   "operation",
                                                                  "count",     "units", "index"};
constexpr std::size_t kAbsent = SIZE_MAX;

bool isBlank(std::string_view line) {
    for (const char c : line) {
        if (c != ' ' && c != '\t' && c != '\r') {
            return false;
        }
    }
    return true;
}

#if defined(__BYTE_ORDER__) && __BYTE_ORDER__ == __ORDER_LITTLE_ENDIAN__
/// The high bit of each byte of @p word that is @p c, the lowest one exact (the bits above it may be false: the
/// borrow of the subtraction runs on).
inline std::uint64_t bytesEqual(std::uint64_t word, char c) {
    constexpr std::uint64_t kOnes = 0x0101010101010101ull;
    const std::uint64_t x = word ^ (kOnes * static_cast<std::uint8_t>(c));
    return (x - kOnes) & ~x & (kOnes << 7);
}
#endif

/// The position of the first ',' or '"' in @p text from @p at on (text.size() when none): eight bytes a step, as a
/// log line is split for every line of the file.
std::size_t nextCommaOrQuote(std::string_view text, std::size_t at) {
#if defined(__BYTE_ORDER__) && __BYTE_ORDER__ == __ORDER_LITTLE_ENDIAN__
    for (; at + 8 <= text.size(); at += 8) {
        std::uint64_t word = 0;
        std::memcpy(&word, text.data() + at, 8);
        if (const std::uint64_t found = bytesEqual(word, ',') | bytesEqual(word, '"')) {
            return at + static_cast<std::size_t>(__builtin_ctzll(found)) / 8;
        }
    }
#endif
    for (; at < text.size(); ++at) {
        if (text[at] == ',' || text[at] == '"') {
            return at;
        }
    }
    return text.size();
}

std::string lowered(std::string_view text) {
    std::string out(text);
    for (char& c : out) {
        if (c >= 'A' && c <= 'Z') {
            c = static_cast<char>(c - 'A' + 'a');
        }
    }
    return out;
}

} // namespace

struct AccessLogReader::State {
    std::string fileName;
    RecordSink sink;
    LogFormat format = LogFormat::Unknown;
    std::string partial;    ///< the input's last line, until its newline arrives
    std::uint64_t line = 0; ///< lines completed
    bool stopped = false;
    std::optional<ImportProblem> problem;
    std::uint64_t records = 0;
    // CSV
    bool haveHeader = false;
    std::array<std::size_t, kColumnCount> column{};
    std::size_t fieldCount = 0;
    std::vector<std::string_view> fields;
    /// A record with quotes, fed line by line until it ends; its fields once it has.
    std::unique_ptr<CsvRecordReader> quoted;
    std::uint64_t quotedStartLine = 0;
    bool quotedDone = false;
    std::vector<std::string> quotedFields;
    std::string quotedError;
    // JSON lines
    simdjson::dom::parser json;

    void fail(std::uint64_t at, std::string message, std::string jsonPath = {}) {
        if (!problem) {
            problem = ImportProblem{fileName, at, std::move(jsonPath), std::move(message)};
        }
        stopped = true;
    }

    void takeLine(std::string_view text);
    void takeCsvFields(std::uint64_t at);
    void readHeader(std::uint64_t at);
    void takeJsonLine(std::string_view text, std::uint64_t at);
    void emit(const AccessLogRecord& record) {
        ++records;
        if (!sink(record)) {
            stopped = true;
        }
    }
};

void AccessLogReader::State::takeLine(std::string_view text) {
    ++line;
    if (quoted) {
        // Inside a quoted record: the line goes back with its newline, which may be part of a field.
        quoted->feed(text);
        quoted->feed("\n");
        if (quotedDone) {
            quoted.reset();
            fields.assign(quotedFields.begin(), quotedFields.end());
            if (!quotedError.empty()) {
                fail(quotedStartLine, quotedError);
                return;
            }
            takeCsvFields(quotedStartLine);
        }
        return;
    }
    if (line == 1 && text.substr(0, 3) == "\xEF\xBB\xBF") {
        text.remove_prefix(3); // a byte order mark, as spreadsheets write
    }
    if (isBlank(text)) {
        return;
    }
    if (format == LogFormat::Unknown) {
        const std::size_t first = text.find_first_not_of(" \t");
        format = text[first] == '{' ? LogFormat::JsonLines : LogFormat::Csv;
    }
    if (format == LogFormat::JsonLines) {
        takeJsonLine(text, line);
        return;
    }
    // One pass over the line: the commas, and whether a quote sends it to the RFC 4180 reader instead.
    fields.clear();
    const std::size_t length = !text.empty() && text.back() == '\r' ? text.size() - 1 : text.size();
    std::size_t start = 0;
    bool hasQuote = false;
    for (std::size_t at = 0;;) {
        const std::size_t hit = nextCommaOrQuote(text, at);
        if (hit == text.size()) {
            break;
        }
        if (text[hit] == '"') {
            hasQuote = true;
            break;
        }
        fields.push_back(text.substr(start, hit - start));
        start = at = hit + 1;
    }
    if (hasQuote) {
        quotedDone = false;
        quotedStartLine = line;
        quoted = std::make_unique<CsvRecordReader>(
            [this](const std::vector<std::string>& values, std::uint64_t, const std::string& error) {
                quotedFields = values;
                quotedError = error;
                quotedDone = true;
            });
        --line; // counted again on the way back in
        takeLine(text);
        return;
    }
    fields.push_back(text.substr(start, length - start));
    takeCsvFields(line);
}

void AccessLogReader::State::readHeader(std::uint64_t at) {
    column.fill(kAbsent);
    for (std::size_t i = 0; i < fields.size(); ++i) {
        const std::string name = lowered(trimmed(fields[i]));
        for (std::size_t c = 0; c < kColumnCount; ++c) {
            if (name == kColumnNames[c]) {
                if (column[c] != kAbsent) {
                    fail(at, "the header names column '" + name + "' twice");
                    return;
                }
                column[c] = i;
            }
        }
    }
    for (const Column required : {kTimestamp, kKey}) {
        if (column[required] == kAbsent) {
            fail(at, "missing column '" + std::string(kColumnNames[required]) +
                         "' in the header (an access log has timestamp, key and optionally operation, count or "
                         "units, index)");
            return;
        }
    }
    if (column[kCount] != kAbsent && column[kUnits] != kAbsent) {
        fail(at, "give either a 'count' or a 'units' column, not both");
        return;
    }
    fieldCount = fields.size();
    haveHeader = true;
}

void AccessLogReader::State::takeCsvFields(std::uint64_t at) {
    if (!haveHeader) {
        readHeader(at);
        return;
    }
    if (fields.size() != fieldCount) {
        fail(at,
             "this line has " + std::to_string(fields.size()) + " fields, the header " + std::to_string(fieldCount));
        return;
    }
    AccessLogRecord record;
    record.line = at;
    std::string error;
    if (!parseTimestamp(fields[column[kTimestamp]], record.timestamp, error)) {
        fail(at, "timestamp: " + error);
        return;
    }
    record.key = fields[column[kKey]];
    if (record.key.empty()) {
        fail(at, "empty key");
        return;
    }
    if (column[kOperation] != kAbsent && !parseOperation(fields[column[kOperation]], record.operation, error)) {
        fail(at, error);
        return;
    }
    if (column[kCount] != kAbsent && !parseAmount(fields[column[kCount]], "count", record.amount, error)) {
        fail(at, error);
        return;
    }
    if (column[kUnits] != kAbsent) {
        record.unitsGiven = true;
        if (!parseAmount(fields[column[kUnits]], "units", record.amount, error)) {
            fail(at, error);
            return;
        }
    }
    if (column[kIndex] != kAbsent) {
        record.index = trimmed(fields[column[kIndex]]);
    }
    emit(record);
}

void AccessLogReader::State::takeJsonLine(std::string_view text, std::uint64_t at) {
    simdjson::dom::element doc;
    if (const auto error = json.parse(text.data(), text.size()).get(doc)) {
        fail(at, std::string("not a JSON object: ") + simdjson::error_message(error));
        return;
    }
    simdjson::dom::object object;
    if (doc.get_object().get(object)) {
        fail(at, "expected a JSON object with timestamp and key");
        return;
    }
    AccessLogRecord record;
    record.line = at;
    bool haveTimestamp = false;
    bool haveKey = false;
    bool haveCount = false;
    for (const auto field : object) {
        const std::string_view name = field.key;
        const simdjson::dom::element value = field.value;
        const std::string path = "/" + std::string(name);
        std::string error;
        std::string_view text;
        if (name == "timestamp") {
            haveTimestamp = true;
            double number = 0;
            if (!value.get_string().get(text)) {
                if (!parseTimestamp(text, record.timestamp, error)) {
                    fail(at, "timestamp: " + error, path);
                    return;
                }
            } else if (!value.get_double().get(number) && number >= 0) {
                record.timestamp = number;
            } else {
                fail(at, "timestamp: expected epoch seconds or an ISO 8601 string", path);
                return;
            }
        } else if (name == "key") {
            haveKey = true;
            if (value.get_string().get(record.key) || record.key.empty()) {
                fail(at, "key: expected a non-empty string", path);
                return;
            }
        } else if (name == "operation") {
            if (value.get_string().get(text) || !parseOperation(text, record.operation, error)) {
                fail(at, error.empty() ? "operation: expected \"read\" or \"write\"" : error, path);
                return;
            }
        } else if (name == "count" || name == "units") {
            if (haveCount) {
                fail(at, "give either count or units, not both", path);
                return;
            }
            haveCount = true;
            record.unitsGiven = name == "units";
            double number = 0;
            if (value.get_double().get(number)) {
                fail(at, std::string(name) + ": expected a number", path);
                return;
            }
            if (number < 0) {
                fail(at, "negative " + std::string(name) + " " + simdjson::to_string(value), path);
                return;
            }
            record.amount = number;
        } else if (name == "index") {
            if (!value.is_null() && value.get_string().get(record.index)) {
                fail(at, "index: expected a string (a GSI's name) or null", path);
                return;
            }
        }
    }
    if (!haveTimestamp || !haveKey) {
        fail(at, std::string("missing member '") + (haveTimestamp ? "key" : "timestamp") + "'",
             haveTimestamp ? "/key" : "/timestamp");
        return;
    }
    emit(record);
}

AccessLogReader::AccessLogReader(std::string fileName, RecordSink sink) : m_state(std::make_unique<State>()) {
    m_state->fileName = std::move(fileName);
    m_state->sink = std::move(sink);
}

AccessLogReader::~AccessLogReader() = default;

bool AccessLogReader::feed(std::string_view bytes) {
    State& s = *m_state;
    while (!s.stopped && !bytes.empty()) {
        const void* found = std::memchr(bytes.data(), '\n', bytes.size());
        if (!found) {
            if (s.partial.size() + bytes.size() > kMaxAccessLogLineBytes) {
                // /dev/zero or a binary file has no line ends: refused at the limit, not when memory runs out.
                s.fail(s.line + 1, "a line longer than " + byteLimitText(kMaxAccessLogLineBytes) +
                                       " (an access-log line holds a key of at most 2,048 bytes and a few fields)");
                break;
            }
            s.partial.append(bytes);
            break;
        }
        const auto length = static_cast<std::size_t>(static_cast<const char*>(found) - bytes.data());
        if (s.partial.empty()) {
            s.takeLine(bytes.substr(0, length));
        } else {
            s.partial.append(bytes.substr(0, length));
            s.takeLine(s.partial);
            s.partial.clear();
        }
        bytes.remove_prefix(length + 1);
    }
    return !s.stopped;
}

bool AccessLogReader::finish() {
    State& s = *m_state;
    if (s.stopped) {
        return false;
    }
    if (!s.partial.empty()) {
        const std::string last = std::move(s.partial);
        s.partial.clear();
        s.takeLine(last);
    }
    if (!s.stopped && s.quoted) {
        s.fail(s.quotedStartLine, "a quoted field is not closed before the end of the file");
    }
    if (!s.stopped && s.records == 0) {
        s.fail(s.line, s.haveHeader || s.format == LogFormat::JsonLines
                           ? "no requests in the log"
                           : "empty: an access log has a header row (timestamp,key,...) and a line per request");
    }
    return !s.stopped;
}

const std::optional<ImportProblem>& AccessLogReader::problem() const noexcept {
    return m_state->problem;
}

std::uint64_t AccessLogReader::records() const noexcept {
    return m_state->records;
}

std::uint64_t AccessLogReader::lines() const noexcept {
    return m_state->line;
}

bool AccessLogReader::insideQuotedRecord() const noexcept {
    return m_state->quoted != nullptr;
}

bool readAccessLogFile(const std::string& path, const AccessLogReader::RecordSink& sink, const ImportProgress& progress,
                       ImportProblem& problem, bool& cancelled) {
    cancelled = false;
    std::string error;
    const int fd = openForReading(path, error); // a FIFO opens without waiting for its writer
    if (fd < 0) {
        problem = ImportProblem{path, 0, {}, error};
        return false;
    }
    const off_t size = ::lseek(fd, 0, SEEK_END);
    ::lseek(fd, 0, SEEK_SET);
    const std::uint64_t total = size > 0 ? static_cast<std::uint64_t>(size) : 0;
    AccessLogReader reader(path, sink);
    constexpr std::size_t kChunk = 4u << 20;
    std::vector<char> buffer(kChunk);
    std::uint64_t done = 0;
    bool ok = true;
    while (true) {
        const std::ptrdiff_t got = readSome(fd, buffer.data(), buffer.size(), error);
        if (got < 0) {
            problem = ImportProblem{path, 0, {}, error};
            ok = false;
            break;
        }
        if (got == 0) {
            ok = reader.finish();
            break;
        }
        done += static_cast<std::uint64_t>(got);
        if (!reader.feed(std::string_view(buffer.data(), static_cast<std::size_t>(got)))) {
            ok = false;
            break;
        }
        if (progress && !progress(done, total)) {
            cancelled = true;
            ok = false;
            break;
        }
    }
    ::close(fd);
    if (!ok && !cancelled && reader.problem()) {
        problem = *reader.problem();
    }
    return ok;
}

} // namespace partiscope
