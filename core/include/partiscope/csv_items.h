#pragma once

#include "partiscope/key_input.h"

#include <cstdint>
#include <functional>
#include <string>
#include <string_view>
#include <vector>

namespace partiscope {

/// @brief Largest items CSV read whole (a scenario's `--items`, which is read again for each `--index-key`; the
/// desktop app's item import): a stream read (`analyze --items`) has no size limit.
inline constexpr std::uint64_t kMaxWholeItemsCsvBytes = std::uint64_t{512} << 20;

/// @brief A partition-key template over CSV columns: `{date}`, `BOARD#global`,
/// `{customerid}+{productid}+{countrycode}`. `{{` and `}}` stand for literal braces.
class KeyTemplate {
public:
    struct Part {
        bool isColumn = false;
        std::string text; ///< literal text or column name
    };

    /// Parses @p pattern; on error returns false and sets @p error.
    static bool parse(std::string_view pattern, KeyTemplate& out, std::string& error);

    [[nodiscard]] const std::vector<Part>& parts() const noexcept { return m_parts; }
    [[nodiscard]] std::vector<std::string> columns() const;

private:
    std::vector<Part> m_parts;
};

/// @brief Longest CSV record read (its fields, quoted newlines included): an item is at most 400 KB, so 16 MiB is
/// no items file (/dev/zero, a binary file) and the read stops there instead of holding it.
inline constexpr std::size_t kMaxCsvRecordBytes = std::size_t{16} << 20;
inline constexpr const char* kCsvRecordTooLong =
    "a record longer than 16 MiB (an item is at most 400 KB): not an items CSV";

/// @brief Incremental RFC 4180 reader: fields separated by `,`, records by LF or CRLF, `"` quoting
/// with `""` escapes, newlines allowed inside quotes. Feed bytes in any chunking.
class CsvRecordReader {
public:
    /// Called once per record with its fields, the line it starts on, and an error (empty if fine).
    using RecordSink =
        std::function<void(const std::vector<std::string>& fields, std::uint64_t line, const std::string& error)>;

    explicit CsvRecordReader(RecordSink sink) : m_sink(std::move(sink)) {}
    void feed(std::string_view bytes);
    void finish();
    /// A record grew past kMaxCsvRecordBytes: the reader took no more (the caller reports csvRecordTooLong()).
    [[nodiscard]] bool overlong() const noexcept { return m_overlong; }
    /// The line the overlong record starts on.
    [[nodiscard]] std::uint64_t recordLine() const noexcept { return m_recordLine; }

private:
    enum class State { FieldStart, Unquoted, Quoted, QuoteInQuoted, AfterCarriageReturn };
    void endField();
    void endRecord();
    void endLine();
    /// `,` ends the field, LF the record, CR may start a CRLF: the same after unquoted text and after a
    /// closing quote. Returns false for any other byte.
    bool takeDelimiter(char c);

    RecordSink m_sink;
    std::vector<std::string> m_fields;
    std::string m_field;
    std::string m_error;
    State m_state = State::FieldStart;
    std::uint64_t m_line = 1;
    std::uint64_t m_recordLine = 1;
    std::uint64_t m_quoteLine = 0;
    bool m_recordHasContent = false;
    bool m_atStart = true;
    bool m_overlong = false;
};

struct ItemReadOptions : KeyReadOptions {
    std::string keyTemplate;  ///< required
    std::string sourceColumn; ///< optional; empty = the built key is the source
    std::string countColumn;  ///< optional; the writes each row stands for (see countProblem); empty = 1
};

/// @brief Reads items from CSV with a header row and tallies the logical keys built by the template
/// (joined with the source column's value, see splitTalliedItem). Record numbers count data rows
/// (the header excluded); issue line numbers are physical lines. Single-threaded.
KeyReadResult readCsvItems(std::string_view text, const ItemReadOptions& options);
KeyReadResult readCsvItemsFd(int fd, const ItemReadOptions& options);
KeyReadResult readCsvItemsFile(const std::string& path, const ItemReadOptions& options);

} // namespace partiscope
