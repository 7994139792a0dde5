// Index keys from CSV items: one pass over the rows, building the table's key (to know the row is an item) and
// the index's key (absent when a column it uses is empty), tallying the index keys per item count.
#include "partiscope/csv_index_keys.h"

#include "partiscope/dynamodb_limits.h"
#include "partiscope/key_validation.h"
#include "partiscope/number_format.h"

#include "key_reader_detail.h"

#include <algorithm>
#include <unordered_map>

namespace partiscope {

namespace {

class IndexKeyTallier {
public:
    explicit IndexKeyTallier(const IndexKeyReadOptions& options) : m_options(options) {
        std::string error;
        if (!KeyTemplate::parse(options.tableKeyTemplate, m_table, error)) {
            m_fatal = "table key template: " + error;
        } else if (!KeyTemplate::parse(options.indexKeyTemplate, m_index, error)) {
            m_fatal = "index key template: " + error;
        }
    }

    void onRecord(const std::vector<std::string>& fields, std::uint64_t line, const std::string& error) {
        if (!m_fatal.empty()) {
            return;
        }
        if (!m_haveHeader) {
            if (!fields.empty()) {
                readHeader(fields, line, error);
            }
            return;
        }
        ++m_result.counts.linesRead;
        if (fields.empty()) {
            ++m_result.counts.blank;
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
        // As the table import: a key with an empty column is still a key when the whole of it is valid.
        bool tableAttributesPresent = true;
        const std::string tableKey = build(m_table, m_tableColumns, fields, tableAttributesPresent);
        if (auto problem = partitionKeyProblem(tableKey)) {
            reject(line, "built table key: " + *problem);
            return;
        }
        bool indexAttributesPresent = true;
        const std::string indexKey = build(m_index, m_indexColumns, fields, indexAttributesPresent);
        if (indexAttributesPresent) {
            if (auto problem = partitionKeyProblem(indexKey)) {
                reject(line, "built index key: " + *problem);
                return;
            }
        }
        std::uint64_t count = 1;
        if (m_countIndex) {
            if (auto problem = countProblem(fields[*m_countIndex], count)) {
                reject(line, "count column '" + m_options.countColumn + "': " + *problem);
                return;
            }
        }
        if (count > limits::kMaxKeyCount - m_result.items) {
            m_fatal = "line " + std::to_string(line) + ": the item counts add up to more than " +
                      groupedCount(limits::kMaxKeyCount);
            return;
        }
        ++m_result.counts.accepted;
        m_result.items += count;
        if (!indexAttributesPresent) {
            return; // the item lacks the index's key attribute: nothing is written to the index
        }
        m_result.itemsWithKey += count;
        const auto [it, fresh] = m_counts.try_emplace(indexKey, 0);
        if (fresh && m_counts.size() > kMaxKeys) {
            m_fatal = "more than " + groupedCount(kMaxKeys) + " distinct index keys";
            return;
        }
        it->second += count;
    }

    IndexKeyReadResult finish() {
        if (!m_fatal.empty()) {
            IndexKeyReadResult failed;
            failed.fatalError = m_fatal;
            return failed;
        }
        std::vector<std::pair<std::string, std::uint64_t>> sorted(m_counts.begin(), m_counts.end());
        std::sort(sorted.begin(), sorted.end(), [](const auto& a, const auto& b) {
            return a.second != b.second ? a.second > b.second : a.first < b.first;
        });
        m_result.keys.reserve(sorted.size());
        for (auto& [key, count] : sorted) {
            m_result.keys.push_back(WorkloadKey{std::move(key),
                                                static_cast<double>(count) / static_cast<double>(m_result.items),
                                                std::nullopt, m_options.sortKey, std::nullopt});
        }
        return std::move(m_result);
    }

    [[nodiscard]] bool failed() const { return !m_fatal.empty(); }

private:
    /// The key @p keyTemplate builds from @p fields; @p present turns false when a column it uses is empty.
    static std::string build(const KeyTemplate& keyTemplate, const std::vector<std::size_t>& columns,
                             const std::vector<std::string>& fields, bool& present) {
        std::string key;
        for (std::size_t i = 0; i < keyTemplate.parts().size(); ++i) {
            const auto& part = keyTemplate.parts()[i];
            if (part.isColumn) {
                present = present && !fields[columns[i]].empty();
                key += fields[columns[i]];
            } else {
                key += part.text;
            }
        }
        return key;
    }

    void readHeader(const std::vector<std::string>& fields, std::uint64_t line, const std::string& error) {
        m_haveHeader = true;
        std::unordered_map<std::string, std::size_t> index;
        if (auto problem = detail::readCsvHeader(fields, line, error, index)) {
            m_fatal = std::move(*problem);
            return;
        }
        m_header = fields;
        auto resolve = [&](const KeyTemplate& keyTemplate, const char* which, std::vector<std::size_t>& columns) {
            columns.assign(keyTemplate.parts().size(), 0);
            for (std::size_t i = 0; i < keyTemplate.parts().size() && m_fatal.empty(); ++i) {
                const auto& part = keyTemplate.parts()[i];
                if (!part.isColumn) {
                    continue;
                }
                const auto it = index.find(part.text);
                if (it == index.end()) {
                    m_fatal = std::string(which) + " key template names column '" + part.text +
                              "', which is not in the CSV header";
                    return;
                }
                columns[i] = it->second;
            }
        };
        resolve(m_table, "the table", m_tableColumns);
        resolve(m_index, "the index", m_indexColumns);
        if (m_fatal.empty() && !m_options.countColumn.empty()) {
            const auto it = index.find(m_options.countColumn);
            if (it == index.end()) {
                m_fatal = "the count column '" + m_options.countColumn + "' is not in the CSV header";
                return;
            }
            m_countIndex = it->second;
        }
    }

    void reject(std::uint64_t line, std::string message) {
        ++m_result.counts.rejected;
        if (m_result.errors.size() < m_options.maxReportedIssues) {
            m_result.errors.push_back({line, std::move(message)});
        }
    }

    const IndexKeyReadOptions& m_options;
    KeyTemplate m_table;
    KeyTemplate m_index;
    std::string m_fatal;
    bool m_haveHeader = false;
    std::vector<std::string> m_header;
    std::vector<std::size_t> m_tableColumns;
    std::vector<std::size_t> m_indexColumns;
    std::optional<std::size_t> m_countIndex;
    std::unordered_map<std::string, std::uint64_t> m_counts;
    IndexKeyReadResult m_result;
};

} // namespace

IndexKeyReadResult readCsvIndexKeys(std::string_view text, const IndexKeyReadOptions& options) {
    IndexKeyTallier tallier(options);
    return detail::tallyCsvText(tallier, text, options.progress, options.cancel);
}

} // namespace partiscope
