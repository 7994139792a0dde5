#include "partiscope/csv_items.h"
#include "partiscope/number_format.h"

#include "partiscope/dynamodb_limits.h"
#include "partiscope/hashing.h"
#include "partiscope/input_files.h"
#include "partiscope/key_validation.h"

#include "key_reader_detail.h"

#include <algorithm>
#include <cctype>
#include <optional>
#include <unordered_map>

namespace partiscope {

bool KeyTemplate::parse(std::string_view pattern, KeyTemplate& out, std::string& error) {
    out.m_parts.clear();
    if (pattern.empty()) {
        error = "the key template is empty";
        return false;
    }
    std::string literal;
    auto flushLiteral = [&] {
        if (!literal.empty()) {
            out.m_parts.push_back({false, std::move(literal)});
            literal.clear();
        }
    };
    for (std::size_t i = 0; i < pattern.size(); ++i) {
        const char c = pattern[i];
        if (c == '{' && i + 1 < pattern.size() && pattern[i + 1] == '{') {
            literal += '{';
            ++i;
        } else if (c == '}' && i + 1 < pattern.size() && pattern[i + 1] == '}') {
            literal += '}';
            ++i;
        } else if (c == '{') {
            const auto close = pattern.find('}', i + 1);
            if (close == std::string_view::npos) {
                error = "unclosed '{' at position " + std::to_string(i + 1) + " of the key template";
                return false;
            }
            const std::string_view column = pattern.substr(i + 1, close - i - 1);
            if (column.empty()) {
                error = "empty column name '{}' at position " + std::to_string(i + 1) + " of the key template";
                return false;
            }
            flushLiteral();
            out.m_parts.push_back({true, std::string(column)});
            i = close;
        } else if (c == '}') {
            error = "unmatched '}' at position " + std::to_string(i + 1) + " of the key template (write '}}')";
            return false;
        } else {
            literal += c;
        }
    }
    flushLiteral();
    return true;
}

std::vector<std::string> KeyTemplate::columns() const {
    std::vector<std::string> names;
    for (const auto& part : m_parts) {
        if (part.isColumn) {
            names.push_back(part.text);
        }
    }
    return names;
}

void CsvRecordReader::endField() {
    m_fields.push_back(std::move(m_field));
    m_field.clear();
}

void CsvRecordReader::endRecord() {
    if (!m_recordHasContent && m_fields.size() == 1 && m_fields[0].empty() && m_error.empty()) {
        m_fields.clear(); // a blank line
    }
    m_sink(m_fields, m_recordLine, m_error);
    m_fields.clear();
    m_error.clear();
    m_recordHasContent = false;
    m_state = State::FieldStart;
    m_recordLine = m_line;
}

void CsvRecordReader::endLine() {
    ++m_line;
    endField();
    endRecord();
}

bool CsvRecordReader::takeDelimiter(char c) {
    switch (c) {
    case ',':
        m_recordHasContent = true; // "a," is two fields, the second empty; not a blank line
        endField();
        m_state = State::FieldStart;
        return true;
    case '\n':
        endLine();
        return true;
    case '\r':
        m_state = State::AfterCarriageReturn; // CRLF ends the line; a lone CR turns out to be data
        return true;
    default:
        return false;
    }
}

void CsvRecordReader::feed(std::string_view bytes) {
    if (m_overlong) {
        return;
    }
    if (m_atStart) {
        // The BOM may arrive split across feeds: hold its bytes in m_field until it is complete or
        // turns out not to be a BOM, then replay them as data.
        constexpr std::string_view bom = "\xEF\xBB\xBF";
        while (!bytes.empty() && m_field.size() < bom.size() && bytes.front() == bom[m_field.size()]) {
            m_field += bytes.front();
            bytes.remove_prefix(1);
        }
        if (m_field.size() == bom.size()) {
            m_field.clear();
            m_atStart = false;
        } else if (bytes.empty()) {
            return;
        } else {
            m_atStart = false;
            const std::string held = std::move(m_field);
            m_field.clear();
            feed(held);
        }
    }
    for (std::size_t i = 0; i < bytes.size(); ++i) {
        const char c = bytes[i];
        switch (m_state) {
        case State::FieldStart:
        case State::Unquoted:
            if (takeDelimiter(c)) {
                break;
            }
            if (c == '"' && m_state == State::FieldStart) {
                m_recordHasContent = true;
                m_quoteLine = m_line;
                m_state = State::Quoted;
            } else {
                if (c == '"' && m_error.empty()) {
                    m_error = "quote inside an unquoted field (field " + std::to_string(m_fields.size() + 1) +
                              "); quote the whole field and double inner quotes";
                }
                m_recordHasContent = true;
                m_field += c;
                m_state = State::Unquoted;
            }
            break;
        case State::Quoted:
            if (c == '"') {
                m_state = State::QuoteInQuoted;
            } else {
                if (c == '\n') {
                    ++m_line;
                }
                m_field += c;
            }
            break;
        case State::QuoteInQuoted:
            if (c == '"') {
                m_field += '"';
                m_state = State::Quoted;
            } else if (!takeDelimiter(c)) {
                if (m_error.empty()) {
                    m_error = "text after a closing quote (field " + std::to_string(m_fields.size() + 1) + ")";
                }
                m_field += c;
                m_state = State::Unquoted;
            }
            break;
        case State::AfterCarriageReturn:
            if (c == '\n') {
                endLine();
            } else {
                // A lone CR is data, not a line break.
                m_field += '\r';
                m_recordHasContent = true;
                m_state = State::Unquoted;
                --i; // look at c again in the Unquoted state
            }
            break;
        }
    }
    // Checked once a chunk, not once a byte: a record of /dev/zero or of a binary file never ends.
    std::size_t held = m_field.size();
    for (const std::string& field : m_fields) {
        held += field.size() + 1;
    }
    if (held > kMaxCsvRecordBytes) {
        m_overlong = true;
        m_fields.clear();
        m_field.clear();
    }
}

void CsvRecordReader::finish() {
    if (m_atStart && !m_field.empty()) {
        // The input was only the start of a BOM: it is data.
        m_atStart = false;
        const std::string held = std::move(m_field);
        m_field.clear();
        feed(held);
    }
    if (m_state == State::Quoted) {
        m_error = "unterminated quoted field starting at line " + std::to_string(m_quoteLine);
        endField();
        endRecord();
        return;
    }
    if (m_state == State::AfterCarriageReturn) {
        endField();
        endRecord();
        return;
    }
    if (m_recordHasContent || !m_field.empty() || !m_fields.empty()) {
        endField();
        endRecord();
    }
}

namespace {

class ItemTallier {
public:
    explicit ItemTallier(const ItemReadOptions& options) : m_options(options) {
        if (!KeyTemplate::parse(options.keyTemplate, m_template, m_fatal)) {
            m_fatal = "--pk: " + m_fatal;
        }
    }

    void onRecord(const std::vector<std::string>& fields, std::uint64_t line, const std::string& error) {
        if (!m_fatal.empty()) {
            return;
        }
        if (!m_haveHeader) {
            if (fields.empty()) {
                return; // blank lines before the header
            }
            readHeader(fields, line, error);
            return;
        }
        ++m_counts.linesRead;
        if (fields.empty()) {
            ++m_counts.blank;
            return;
        }
        if (!error.empty()) {
            reject(line, error);
            return;
        }
        if (fields.size() != m_header.size()) {
            reject(line, "row has " + std::to_string(fields.size()) + " field(s), the header has " +
                             std::to_string(m_header.size()));
            return;
        }
        m_key.clear();
        for (std::size_t i = 0; i < m_template.parts().size(); ++i) {
            const auto& part = m_template.parts()[i];
            m_key += part.isColumn ? fields[m_partColumns[i]] : part.text;
        }
        if (auto problem = partitionKeyProblem(m_key)) {
            reject(line, "built key: " + *problem);
            return;
        }
        const std::string& source = m_sourceIndex ? fields[*m_sourceIndex] : m_key;
        if (m_sourceIndex && source.find(kSourceSeparator) != std::string::npos) {
            reject(line, "source column '" + m_options.sourceColumn + "' contains a NUL byte");
            return;
        }
        std::uint64_t count = 1;
        if (m_countIndex) {
            if (auto problem = countProblem(fields[*m_countIndex], count)) {
                reject(line, "count column '" + m_options.countColumn + "': " + *problem);
                return;
            }
        }
        if (m_options.acceptor) {
            if (auto problem = m_options.acceptor(m_key, source)) {
                reject(line, std::move(*problem));
                return;
            }
        }
        if (std::isspace(static_cast<unsigned char>(m_key.front())) ||
            std::isspace(static_cast<unsigned char>(m_key.back()))) {
            ++m_counts.warned;
            if (m_warnings.size() < m_options.maxReportedIssues) {
                m_warnings.push_back({line, "built key has leading or trailing whitespace (kept verbatim)"});
            }
        }
        if (m_sourceIndex) {
            m_key += kSourceSeparator;
            m_key += source;
        }
        if (count > limits::kMaxKeyCount - m_total) {
            m_fatal = detail::totalTooLargeMessage();
            m_fatalLine = line;
            return;
        }
        m_total += count;
        ++m_counts.accepted;
        m_counter.add(m_key, modelHash(m_key), count);
    }

    KeyReadResult finish() {
        KeyReadResult result;
        if (!m_fatal.empty()) {
            result.fatalError = m_fatal;
            result.fatalLine = m_fatalLine;
            return result;
        }
        result.counts = m_counts;
        result.errors = std::move(m_errors);
        result.warnings = std::move(m_warnings);
        result.tally = KeyTally(std::move(m_counter));
        return result;
    }

    [[nodiscard]] bool failed() const { return !m_fatal.empty(); }

private:
    void readHeader(const std::vector<std::string>& fields, std::uint64_t line, const std::string& error) {
        m_haveHeader = true;
        std::unordered_map<std::string, std::size_t> index;
        if (auto problem = detail::readCsvHeader(fields, line, error, index)) {
            m_fatal = std::move(*problem);
            return;
        }
        m_header = fields;
        auto columnList = [&] {
            std::string list;
            for (const auto& name : m_header) {
                list += (list.empty() ? "" : ", ") + name;
            }
            return list;
        };
        m_partColumns.assign(m_template.parts().size(), 0);
        for (std::size_t i = 0; i < m_template.parts().size(); ++i) {
            const auto& part = m_template.parts()[i];
            if (!part.isColumn) {
                continue;
            }
            const auto it = index.find(part.text);
            if (it == index.end()) {
                m_fatal = "--pk names column '" + part.text +
                          "', which is not in the CSV header (columns: " + columnList() + ")";
                return;
            }
            m_partColumns[i] = it->second;
        }
        if (!m_options.sourceColumn.empty()) {
            const auto it = index.find(m_options.sourceColumn);
            if (it == index.end()) {
                m_fatal = "--source names column '" + m_options.sourceColumn +
                          "', which is not in the CSV header (columns: " + columnList() + ")";
                return;
            }
            m_sourceIndex = it->second;
        }
        if (!m_options.countColumn.empty()) {
            const auto it = index.find(m_options.countColumn);
            if (it == index.end()) {
                m_fatal = "the count column '" + m_options.countColumn +
                          "' is not in the CSV header (columns: " + columnList() + ")";
                return;
            }
            m_countIndex = it->second;
        }
    }

    void reject(std::uint64_t line, std::string message) {
        ++m_counts.rejected;
        if (m_errors.size() < m_options.maxReportedIssues) {
            m_errors.push_back({line, std::move(message)});
        }
    }

    const ItemReadOptions& m_options;
    KeyTemplate m_template;
    std::string m_fatal;
    std::uint64_t m_fatalLine = 0;
    std::uint64_t m_total = 0; ///< at most kMaxKeyCount
    bool m_haveHeader = false;
    std::vector<std::string> m_header;
    std::vector<std::size_t> m_partColumns;
    std::optional<std::size_t> m_sourceIndex;
    std::optional<std::size_t> m_countIndex;
    InputCounts m_counts;
    std::vector<InputIssue> m_errors;
    std::vector<InputIssue> m_warnings;
    KeyCounter m_counter;
    std::string m_key;
};

} // namespace

KeyReadResult readCsvItems(std::string_view text, const ItemReadOptions& options) {
    detail::noteKeyTextParse();
    ItemTallier tallier(options);
    return detail::tallyCsvText(tallier, text, options.progress, options.cancel);
}

KeyReadResult readCsvItemsFd(int fd, const ItemReadOptions& options) {
    detail::noteKeyTextParse(); // readCsvItemsFile() comes here too: a file counts once
    ItemTallier tallier(options);
    CsvRecordReader reader(
        [&](const auto& fields, auto line, const auto& error) { tallier.onRecord(fields, line, error); });
    std::string buffer(1u << 20, '\0');
    std::uint64_t done = 0;
    while (!tallier.failed()) {
        if (options.cancel && options.cancel->load(std::memory_order_relaxed)) {
            KeyReadResult result;
            result.fatalError = "cancelled";
            return result;
        }
        KeyReadResult failed;
        const std::ptrdiff_t got = readSome(fd, buffer.data(), buffer.size(), failed.fatalError, options.cancel);
        if (got < 0) {
            if (options.cancel && options.cancel->load(std::memory_order_relaxed)) {
                failed.fatalError = "cancelled";
            }
            return failed;
        }
        if (got == 0) {
            reader.finish();
            break;
        }
        done += static_cast<std::uint64_t>(got);
        reader.feed(std::string_view(buffer.data(), static_cast<std::size_t>(got)));
        if (reader.overlong()) {
            KeyReadResult result;
            result.fatalError = kCsvRecordTooLong;
            result.fatalLine = reader.recordLine();
            return result;
        }
        if (options.progress) {
            options.progress(done);
        }
    }
    return tallier.finish();
}

KeyReadResult readCsvItemsFile(const std::string& path, const ItemReadOptions& options) {
    return readKeysFromPath(path, [&options](int fd) { return readCsvItemsFd(fd, options); });
}

namespace detail {

std::optional<std::string> readCsvHeader(const std::vector<std::string>& fields, std::uint64_t line,
                                         const std::string& error,
                                         std::unordered_map<std::string, std::size_t>& columns) {
    if (!error.empty()) {
        return "CSV header (line " + std::to_string(line) + "): " + error;
    }
    for (std::size_t i = 0; i < fields.size(); ++i) {
        if (!columns.emplace(fields[i], i).second) {
            return "CSV header (line " + std::to_string(line) + ") names column '" + fields[i] + "' twice";
        }
    }
    return std::nullopt;
}

} // namespace detail

} // namespace partiscope
