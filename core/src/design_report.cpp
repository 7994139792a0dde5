#include "partiscope/design_report.h"

#include "design_report_sections.h"
#include "partiscope/access_pattern_queries.h"
#include "partiscope/dynamodb_limits.h"
#include "partiscope/hashing.h"
#include "partiscope/number_format.h"
#include "partiscope/viridis.h"
#include "partiscope/write_operations.h"

#include <algorithm>
#include <cmath>
#include <cstdio>

namespace partiscope {

namespace {

using report::escapeXml;
using report::fixed;

/// Text from the scenario inside a Markdown line: punctuation that would format (emphasis, code, links, HTML tags,
/// a table cell's end) is backslash-escaped, `&` is an entity, line breaks are spaces.
std::string escapeMarkdown(std::string_view text) {
    std::string out;
    for (const char c : text) {
        if (c == '\n' || c == '\r') {
            out += ' ';
        } else if (c == '&') {
            out += "&amp;";
        } else if (std::string_view("\\`*_[]<>|~").find(c) != std::string_view::npos) {
            out += '\\';
            out += c;
        } else {
            out += c;
        }
    }
    return out;
}

std::string base64(std::string_view data) {
    static constexpr char kAlphabet[] = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/";
    std::string out;
    std::size_t i = 0;
    for (; i + 2 < data.size(); i += 3) {
        const std::uint32_t n = (static_cast<unsigned char>(data[i]) << 16) |
                                (static_cast<unsigned char>(data[i + 1]) << 8) |
                                static_cast<unsigned char>(data[i + 2]);
        out += kAlphabet[(n >> 18) & 63];
        out += kAlphabet[(n >> 12) & 63];
        out += kAlphabet[(n >> 6) & 63];
        out += kAlphabet[n & 63];
    }
    if (i < data.size()) {
        std::uint32_t n = static_cast<unsigned char>(data[i]) << 16;
        if (i + 1 < data.size()) {
            n |= static_cast<unsigned char>(data[i + 1]) << 8;
        }
        out += kAlphabet[(n >> 18) & 63];
        out += kAlphabet[(n >> 12) & 63];
        out += i + 1 < data.size() ? kAlphabet[(n >> 6) & 63] : '=';
        out += '=';
    }
    return out;
}

std::string modeName(const Scenario& s) {
    return std::string(enumName(kCapacityModeNames, s.table.mode));
}

std::string consistencyName(Consistency c) {
    return std::string(enumName(kConsistencyNames, c));
}

struct Section {
    std::string id;
    std::string title;
};

const Section kSections[] = {{"scenario", "Scenario"},         {"distribution", "Distribution statistics"},
                             {"heat-map", "Heat map"},         {"throttle-timeline", "Throttle timeline"},
                             {"findings", "Advisor findings"}, {"read-cost", "Read cost of the strategy"},
                             {"queries", "Per-shard queries"}};

/// Rows of label/value pairs shared by both formats.
using report::Rows;

/// "40% put, 60% update-index-key: 1 WCU a write on the table, 1.6 on ByStatus" (write_operations.h's sums).
std::string operationMixText(const Scenario& s) {
    std::string text;
    for (const WriteOperation& op : s.workload.operations) {
        text += (text.empty() ? "" : ", ") + groupedNumber(op.share * 100) + "% " +
                std::string(enumName(kWriteOperationKindNames, op.kind));
    }
    text += ": " + groupedNumber(tableWcuPerWrite(s.workload) + lsiWcuPerWrite(s.table, s.workload)) +
            " WCU a write on the table";
    for (const GsiSpec& gsi : s.table.gsis) {
        text += ", " + groupedNumber(gsiWcuPerWrite(gsi, s.workload)) + " on " + gsi.name;
    }
    return text;
}

Rows scenarioRows(const ScenarioAnalysis& a) {
    const Scenario& s = a.scenario;
    const auto& rates = *a.input.rates;
    const std::uint32_t partitions = s.table.partitions.value_or(derivedPartitionCount(s.table));
    Rows rows = {
        {"name", s.name.empty() ? "(unnamed)" : s.name},
        {"table", modeName(s) +
                      (s.table.mode == CapacityMode::Provisioned
                           ? ", " + groupedNumber(s.table.rcu) + " RCU / " + groupedNumber(s.table.wcu) + " WCU"
                           : "") +
                      ", " + countOf(partitions, "partition", "partitions") + (s.table.hasLsi() ? ", LSI" : "") +
                      (s.table.streams ? ", Streams" : "")},
        {"capacity", std::string("burst ") + (s.capacity.burst ? "on" : "off") + ", adaptive " +
                         std::string(enumName(kAdaptiveModeNames, s.capacity.adaptive)) + ", split-for-heat " +
                         (s.capacity.splitForHeat ? "on" : "off")},
        {"workload", groupedNumber(rates.peakWritesPerS) + " writes/s and " + groupedNumber(rates.peakReadsPerS) +
                         " reads/s at peak, items of " + fixed(rates.itemKb, 1) + " KB, " +
                         consistencyName(rates.consistency) + " reads, " + durationText(s.workload.durationS) +
                         " simulated"},
        {"keys", groupedCount(a.input.distribution.keysDistinct) + " logical, " +
                     groupedCount(a.input.distribution.physicalKeysDistinct) + " physical"},
        {"strategy", a.input.distribution.strategyDescription},
        {"model", std::string(kModelNote)}};
    if (!s.workload.operations.empty()) {
        rows.insert(rows.begin() + 4, {"writes", operationMixText(s)});
    }
    return rows;
}

Rows distributionRows(const ScenarioAnalysis& a) {
    const auto& d = a.input.distribution;
    const auto& st = d.stats;
    Rows rows = {{"writes analysed", groupedCount(d.keysTotal) + " (key weights scaled to 10^6 writes)"},
                 {"partitions", groupedCount(st.buckets) + " (" + groupedCount(st.emptyBuckets) + " empty)"},
                 {"hot factor (max / mean)", hotFactorText(d)},
                 {"coefficient of variation", fixed(st.cv, 3)},
                 {"Gini", fixed(st.gini, 3)},
                 {"normalised entropy", fixed(st.entropyNorm, 3)}};
    const auto& m = a.input.simulation->metrics;
    rows.push_back({"WriteThrottleEvents", groupedNumber(std::round(m.writeThrottleEvents))});
    rows.push_back({"ReadThrottleEvents", groupedNumber(std::round(m.readThrottleEvents))});
    rows.push_back(
        {"failed requests (retries exhausted)", groupedNumber(wholeRequests(a.input.simulation->failedRequests))});
    rows.push_back({"partitions at the end (splits)", groupedCount(a.input.simulation->partitions.size())});
    for (std::size_t i = 0; i < std::min<std::size_t>(5, d.topKeys.size()); ++i) {
        rows.push_back({"top physical key " + std::to_string(i + 1),
                        d.topKeys[i].key + " (" + fixed(d.topKeys[i].share * 100, 1) + "%)"});
    }
    return rows;
}

struct ReadCost {
    Rows rows;
    std::string logicalKey;
    std::string queries; ///< formatPlan(..., Cli)
    std::string error;
};

ReadCost readCost(const ScenarioAnalysis& a) {
    ReadCost cost;
    const auto& d = a.input.distribution;
    cost.logicalKey = a.input.logicalKeys.empty() ? std::string("KEY") : a.input.logicalKeys.front().key;
    // The same read the app's Queries tab shows without access patterns: the table's name and partition key.
    const QueryTarget target = tableReadTarget(a.scenario).query;
    FanOutPlan plan;
    if (auto problem = planFanOut(target, a.strategy, cost.logicalKey, std::nullopt, plan)) {
        cost.error = *problem;
    } else if (auto problem2 = formatPlan(plan, QueryFormat::Cli, cost.queries)) {
        cost.error = *problem2;
    }
    const double reads = a.input.rates->peakReadsPerS;
    cost.rows = {
        {"strategy", d.strategyDescription},
        {"queries per logical read", groupedCount(d.readFanOut)},
        {"minimum read units per logical read", fixed(plan.minimumReadUnits, 1) + " (" + plan.consistency + ")"},
        {"point read of one item",
         d.pointReadComputable ? "1 query (the shard is computed from the source)" : "not possible: random suffixes"},
        {"at peak reads",
         fixed(reads, 0) + " logical reads/s -> at least " + fixed(reads * plan.minimumReadUnits, 1) + " RCU/s"}};
    return cost;
}

template <typename T>
T maxOf(const std::vector<T>& values) {
    return values.empty() ? T{} : *std::max_element(values.begin(), values.end());
}

} // namespace

std::string reportTableName(const Scenario& scenario) {
    const std::string_view whitespace = " \t\n\r\f\v";
    std::string_view text = scenario.name;
    text.remove_prefix(std::min(text.size(), text.find_first_not_of(whitespace)));
    text.remove_suffix(text.size() - (text.find_last_not_of(whitespace) + 1));
    std::string name;
    for (const char c : text) {
        if ((static_cast<unsigned char>(c) & 0xC0) == 0x80) {
            continue; // a UTF-8 continuation byte: its character became one '-' already
        }
        const bool ok = (c >= 'A' && c <= 'Z') || (c >= 'a' && c <= 'z') || (c >= '0' && c <= '9') || c == '_' ||
                        c == '.' || c == '-';
        name += ok ? c : '-';
    }
    if (name.size() > limits::kTableNameMaxChars) {
        name.resize(limits::kTableNameMaxChars);
    }
    return name.size() < limits::kTableNameMinChars ? std::string("Table") : name;
}

std::string bucketChartSvg(const DistributionAnalysis& distribution) {
    constexpr int kWidth = 960;
    constexpr int kHeight = 300;
    constexpr int kLeft = 70;
    constexpr int kRight = 20;
    constexpr int kTop = 20;
    constexpr int kPlot = 200;
    // At most 128 columns: neighbouring partitions merge (summed), as in the text report.
    const std::size_t n = distribution.buckets.size();
    const std::size_t columns = std::min<std::size_t>(n, 128);
    std::vector<std::uint64_t> merged(columns, 0);
    for (std::size_t i = 0; i < n; ++i) {
        merged[i * columns / n] += distribution.buckets[i];
    }
    const std::uint64_t peak = maxOf(merged);
    const double total = static_cast<double>(distribution.keysTotal);
    const double barWidth =
        static_cast<double>(kWidth - kLeft - kRight) / static_cast<double>(std::max<std::size_t>(columns, 1));
    std::string svg =
        "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"" + std::to_string(kWidth) + "\" height=\"" +
        std::to_string(kHeight) + "\" viewBox=\"0 0 " + std::to_string(kWidth) + " " + std::to_string(kHeight) +
        "\" font-family=\"sans-serif\" font-size=\"12\" role=\"img\" aria-label=\"writes per partition\">\n";
    svg += "<rect width=\"100%\" height=\"100%\" fill=\"#ffffff\"/>\n";
    for (std::size_t i = 0; i < columns; ++i) {
        const double fraction = peak ? static_cast<double>(merged[i]) / static_cast<double>(peak) : 0.0;
        const double h = std::max(1.0, fraction * kPlot);
        const double x = kLeft + static_cast<double>(i) * barWidth;
        svg += "<rect x=\"" + fixed(x + 0.5, 1) + "\" y=\"" + fixed(kTop + kPlot - h, 1) + "\" width=\"" +
               fixed(std::max(1.0, barWidth - 1), 1) + "\" height=\"" + fixed(h, 1) + "\" fill=\"" +
               viridisHex(fraction) + "\"><title>partition " + std::to_string(i * n / columns) + ": " +
               std::to_string(merged[i]) + " writes (" + fixed(total > 0 ? merged[i] * 100.0 / total : 0, 1) +
               "%)</title></rect>\n";
    }
    // Axes and labels.
    svg += "<line x1=\"" + std::to_string(kLeft) + "\" y1=\"" + std::to_string(kTop + kPlot) + "\" x2=\"" +
           std::to_string(kWidth - kRight) + "\" y2=\"" + std::to_string(kTop + kPlot) + "\" stroke=\"#333\"/>\n";
    svg += "<text x=\"" + std::to_string(kLeft - 6) + "\" y=\"" + std::to_string(kTop + 10) +
           "\" text-anchor=\"end\">" + fixed(total > 0 ? peak * 100.0 / total : 0, 1) + "%</text>\n";
    svg += "<text x=\"" + std::to_string(kLeft - 6) + "\" y=\"" + std::to_string(kTop + kPlot) +
           "\" text-anchor=\"end\">0%</text>\n";
    svg += "<text x=\"" + std::to_string(kLeft) + "\" y=\"" + std::to_string(kTop + kPlot + 16) +
           "\">partition 0</text>\n";
    svg += "<text x=\"" + std::to_string(kWidth - kRight) + "\" y=\"" + std::to_string(kTop + kPlot + 16) +
           "\" text-anchor=\"end\">partition " + std::to_string(n ? n - 1 : 0) + "</text>\n";
    // Legend: the colour scale with its numbers.
    const int legendY = kTop + kPlot + 36;
    svg += "<text x=\"" + std::to_string(kLeft) + "\" y=\"" + std::to_string(legendY + 12) +
           "\">writes per partition:</text>\n";
    for (int i = 0; i < 32; ++i) {
        svg += "<rect x=\"" + std::to_string(kLeft + 150 + i * 8) + "\" y=\"" + std::to_string(legendY) +
               "\" width=\"8\" height=\"16\" fill=\"" + viridisHex(i / 31.0) + "\"/>\n";
    }
    svg += "<text x=\"" + std::to_string(kLeft + 146) + "\" y=\"" + std::to_string(legendY + 12) +
           "\" text-anchor=\"end\">0</text>\n";
    svg += "<text x=\"" + std::to_string(kLeft + 150 + 32 * 8 + 4) + "\" y=\"" + std::to_string(legendY + 12) + "\">" +
           std::to_string(peak) + " (" + fixed(total > 0 ? peak * 100.0 / total : 0, 1) + "%)</text>\n";
    svg += "</svg>\n";
    return svg;
}

std::string throttleTimelineSvg(const ThrottleTimeline& timeline, std::uint64_t durationS) {
    constexpr int kWidth = 960;
    constexpr int kHeight = 260;
    constexpr int kLeft = 70;
    constexpr int kRight = 20;
    constexpr int kTop = 20;
    constexpr int kPlot = 180;
    const auto& writes = timeline.table().writeThrottled.points();
    const auto& reads = timeline.table().readThrottled.points();
    const auto& demand = timeline.table().writeDemand.points();
    const double peak = std::max({1.0, static_cast<double>(maxOf(writes)), static_cast<double>(maxOf(reads)),
                                  static_cast<double>(maxOf(demand))});
    const bool throttled = maxOf(writes) > 0 || maxOf(reads) > 0;
    std::string svg =
        "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"" + std::to_string(kWidth) + "\" height=\"" +
        std::to_string(kHeight) + "\" viewBox=\"0 0 " + std::to_string(kWidth) + " " + std::to_string(kHeight) +
        "\" font-family=\"sans-serif\" font-size=\"12\" role=\"img\" aria-label=\"throttling over time\">\n";
    svg += "<rect width=\"100%\" height=\"100%\" fill=\"#ffffff\"/>\n";
    auto polyline = [&](const std::vector<float>& points, const std::string& colour, const std::string& label) {
        if (points.empty()) {
            return;
        }
        const double step = static_cast<double>(kWidth - kLeft - kRight) /
                            static_cast<double>(std::max<std::size_t>(points.size() - 1, 1));
        svg += "<polyline fill=\"none\" stroke=\"" + colour + "\" stroke-width=\"2\" points=\"";
        for (std::size_t i = 0; i < points.size(); ++i) {
            svg += fixed(kLeft + static_cast<double>(i) * step, 1) + "," +
                   fixed(kTop + kPlot - static_cast<double>(points[i]) / peak * kPlot, 1) + " ";
        }
        svg += "\"><title>" + label + "</title></polyline>\n";
    };
    polyline(demand, "#b5de2b", "write demand, WCU/s");
    polyline(reads, "#21908d", "reads throttled, RCU/s");
    polyline(writes, "#440154", "writes throttled, WCU/s");
    svg += "<line x1=\"" + std::to_string(kLeft) + "\" y1=\"" + std::to_string(kTop + kPlot) + "\" x2=\"" +
           std::to_string(kWidth - kRight) + "\" y2=\"" + std::to_string(kTop + kPlot) + "\" stroke=\"#333\"/>\n";
    svg += "<text x=\"" + std::to_string(kLeft - 6) + "\" y=\"" + std::to_string(kTop + 10) +
           "\" text-anchor=\"end\">" + fixed(peak, 0) + "/s</text>\n";
    svg += "<text x=\"" + std::to_string(kLeft - 6) + "\" y=\"" + std::to_string(kTop + kPlot) +
           "\" text-anchor=\"end\">0</text>\n";
    svg += "<text x=\"" + std::to_string(kLeft) + "\" y=\"" + std::to_string(kTop + kPlot + 16) + "\">0 s</text>\n";
    svg += "<text x=\"" + std::to_string(kWidth - kRight) + "\" y=\"" + std::to_string(kTop + kPlot + 16) +
           "\" text-anchor=\"end\">" + std::to_string(durationS) + " s</text>\n";
    const int legendY = kTop + kPlot + 40;
    const std::pair<const char*, const char*> legend[] = {{"#440154", "writes throttled (WCU/s)"},
                                                          {"#21908d", "reads throttled (RCU/s)"},
                                                          {"#b5de2b", "write demand (WCU/s)"}};
    int x = kLeft;
    for (const auto& [colour, label] : legend) {
        svg += "<rect x=\"" + std::to_string(x) + "\" y=\"" + std::to_string(legendY - 10) +
               "\" width=\"14\" height=\"4\" fill=\"" + colour + "\"/><text x=\"" + std::to_string(x + 20) + "\" y=\"" +
               std::to_string(legendY - 4) + "\">" + label + "</text>\n";
        x += 220;
    }
    if (!throttled) {
        svg += "<text x=\"" + std::to_string(kWidth / 2) + "\" y=\"" + std::to_string(kTop + 30) +
               "\" text-anchor=\"middle\" font-size=\"14\">no request was throttled</text>\n";
    }
    svg += "</svg>\n";
    return svg;
}

std::string designReport(const ScenarioAnalysis& a, ReportFormat format, const DesignComparison* candidates) {
    const Rows scenario = scenarioRows(a);
    const Rows distribution = distributionRows(a);
    const ReadCost cost = readCost(a);
    const auto tableSection = report::tableSection(a);
    const auto patternSection = report::accessPatternSection(a);
    const auto keySpaces = report::keySpaceSection(a);
    const auto candidateSection =
        candidates ? report::candidatesSection(*candidates) : std::optional<report::Section>();
    const std::string heat = bucketChartSvg(a.input.distribution);
    const std::string timeline = throttleTimelineSvg(a.timeline, a.scenario.workload.durationS);
    const std::string title =
        "Partiscope design review: " + (a.scenario.name.empty() ? std::string("scenario") : a.scenario.name);
    const std::string markdownTitle =
        "Partiscope design review: " + (a.scenario.name.empty() ? "scenario" : escapeMarkdown(a.scenario.name));
    const std::string queriesIntro = "Reading the busiest logical key '" + cost.logicalKey + "' from table '" +
                                     scenarioTableName(a.scenario) + "' (partition key attribute " +
                                     a.scenario.table.keySchema.partitionKey.name + "):";

    if (format == ReportFormat::Markdown) {
        std::string md = "# " + markdownTitle + "\n\n";
        auto table = [&](const Rows& rows) {
            md += "| | |\n|---|---|\n";
            for (const auto& [label, value] : rows) {
                md += "| " + escapeMarkdown(label) + " | " + escapeMarkdown(value) + " |\n";
            }
            md += "\n";
        };
        auto section = [&](const std::optional<report::Section>& optional) {
            if (!optional) {
                return;
            }
            md += "## " + optional->title + "\n\n";
            for (const report::Block& block : optional->blocks) {
                if (!block.subheading.empty()) {
                    md += "### " + escapeMarkdown(block.subheading) + "\n\n";
                }
                if (!block.rows.empty()) {
                    table(block.rows);
                }
                if (!block.columns.empty()) {
                    md += "|";
                    for (const auto& column : block.columns) {
                        // Appended piece by piece: GCC 12 at -O3 flags " " + std::string with a false -Wrestrict.
                        md += ' ';
                        md += escapeMarkdown(column);
                        md += " |";
                    }
                    md += "\n|";
                    for (std::size_t i = 0; i < block.columns.size(); ++i) {
                        md += "---|";
                    }
                    md += "\n";
                    for (const auto& row : block.cells) {
                        md += "|";
                        for (const auto& cell : row) {
                            md += ' ';
                            md += escapeMarkdown(cell);
                            md += " |";
                        }
                        md += "\n";
                    }
                    md += "\n";
                }
                if (!block.paragraph.empty()) {
                    md += escapeMarkdown(block.paragraph) + "\n\n";
                }
                for (const report::Figure& figure : block.figures) {
                    md += "![" + escapeMarkdown(figure.caption) + "](data:image/svg+xml;base64," + base64(figure.svg) +
                          ")\n";
                }
                if (!block.figures.empty()) {
                    md += "\n";
                }
            }
        };
        md += "## " + kSections[0].title + "\n\n";
        table(scenario);
        section(candidateSection);
        section(tableSection);
        section(patternSection);
        md += "## " + kSections[1].title + "\n\n";
        table(distribution);
        md += "## " + kSections[2].title + "\n\n![writes per partition](data:image/svg+xml;base64," + base64(heat) +
              ")\n\n```\n";
        const auto& buckets = a.input.distribution.buckets;
        const std::uint64_t peak = maxOf(buckets);
        for (std::size_t i = 0; i < std::min<std::size_t>(buckets.size(), 64); ++i) {
            const auto bar = peak ? static_cast<std::size_t>(std::lround(40.0 * buckets[i] / peak)) : 0;
            md += "partition " + std::to_string(i) + std::string(i < 10 ? 2 : (i < 100 ? 1 : 0), ' ') + " " +
                  std::string(bar, '#') + " " + std::to_string(buckets[i]) + "\n";
        }
        if (buckets.size() > 64) {
            md += "... " + countOf(buckets.size() - 64, "more partition", "more partitions") + "\n";
        }
        md += "```\n\n## " + kSections[3].title + "\n\n![throttling over time](data:image/svg+xml;base64," +
              base64(timeline) + ")\n\n";
        const auto& m = a.input.simulation->metrics;
        md += "Peak throttling: " + fixed(maxOf(a.timeline.table().writeThrottled.points()), 1) + " WCU/s and " +
              fixed(maxOf(a.timeline.table().readThrottled.points()), 1) + " RCU/s; " +
              fixed(wholeRequests(m.throttledRequests), 0) + " throttled requests in all.\n\n";
        section(keySpaces);
        md += "## " + kSections[4].title + "\n\n";
        if (a.findings.empty()) {
            md += "No findings.\n\n";
        }
        for (const auto& f : a.findings) {
            md += "- **[" + std::string(severityName(f.severity)) + "] `" + f.id + "`: " + f.title +
                  "**\n  - evidence: " + f.evidence + "\n  - recommendation: " + f.recommendation + "\n";
        }
        md += "\n## " + kSections[5].title + "\n\n";
        table(cost.rows);
        md += "## " + kSections[6].title + "\n\n" + queriesIntro + "\n\n```sh\n" +
              (cost.error.empty() ? cost.queries : "# " + cost.error + "\n") + "```\n";
        return md;
    }

    std::string html = "<!DOCTYPE html>\n<html lang=\"en\">\n<head>\n<meta charset=\"utf-8\">\n<title>" +
                       escapeXml(title) +
                       "</title>\n<style>\n"
                       "body{font-family:sans-serif;max-width:1000px;margin:2em auto;color:#222;background:#fff}\n"
                       "table{border-collapse:collapse;margin:0.5em 0}td,th{border:1px solid #ccc;padding:4px 8px;"
                       "text-align:left;vertical-align:top}\n"
                       "pre{background:#f4f4f4;padding:8px;overflow-x:auto;font-size:12px}\n"
                       ".critical{color:#fff;background:#9b1c1c}.warning{color:#000;background:#f5c542}"
                       ".info{color:#fff;background:#31688e}.sev{padding:1px 6px;border-radius:3px;font-size:12px}\n"
                       ".multiples{display:flex;flex-wrap:wrap;gap:8px}figure{margin:0}"
                       "figcaption{font-size:12px;color:#555}\n"
                       "</style>\n</head>\n<body>\n<h1>" +
                       escapeXml(title) + "</h1>\n";
    auto table = [&](const Rows& rows) {
        html += "<table>\n";
        for (const auto& [label, value] : rows) {
            html += "<tr><th>" + escapeXml(label) + "</th><td>" + escapeXml(value) + "</td></tr>\n";
        }
        html += "</table>\n";
    };
    auto heading = [&](int index) {
        html += "<h2 id=\"" + kSections[index].id + "\">" + kSections[index].title + "</h2>\n";
    };
    auto section = [&](const std::optional<report::Section>& optional) {
        if (!optional) {
            return;
        }
        html += "<h2 id=\"" + optional->id + "\">" + escapeXml(optional->title) + "</h2>\n";
        for (const report::Block& block : optional->blocks) {
            if (!block.subheading.empty()) {
                html += "<h3>" + escapeXml(block.subheading) + "</h3>\n";
            }
            if (!block.rows.empty()) {
                table(block.rows);
            }
            if (!block.columns.empty()) {
                html += "<table>\n<tr>";
                for (const auto& column : block.columns) {
                    html += "<th>" + escapeXml(column) + "</th>";
                }
                html += "</tr>\n";
                for (const auto& row : block.cells) {
                    html += "<tr>";
                    for (const auto& cell : row) {
                        html += "<td>" + escapeXml(cell) + "</td>";
                    }
                    html += "</tr>\n";
                }
                html += "</table>\n";
            }
            if (!block.paragraph.empty()) {
                html += "<p>" + escapeXml(block.paragraph) + "</p>\n";
            }
            if (!block.figures.empty()) {
                html += "<div class=\"multiples\">\n";
                for (const report::Figure& figure : block.figures) {
                    html += "<figure>" + figure.svg + "<figcaption>" + escapeXml(figure.caption) +
                            "</figcaption></figure>\n";
                }
                html += "</div>\n";
            }
        }
    };
    heading(0);
    table(scenario);
    section(candidateSection);
    section(tableSection);
    section(patternSection);
    heading(1);
    table(distribution);
    heading(2);
    html += heat;
    heading(3);
    html += timeline;
    section(keySpaces);
    heading(4);
    if (a.findings.empty()) {
        html += "<p>No findings.</p>\n";
    }
    html += "<ul>\n";
    for (const auto& f : a.findings) {
        const std::string sev(severityName(f.severity));
        html += "<li><span class=\"sev " + sev + "\">" + sev + "</span> <code>" + escapeXml(f.id) + "</code> <b>" +
                escapeXml(f.title) + "</b><br>evidence: " + escapeXml(f.evidence) +
                "<br>recommendation: " + escapeXml(f.recommendation) + "</li>\n";
    }
    html += "</ul>\n";
    heading(5);
    table(cost.rows);
    heading(6);
    html += "<p>" + escapeXml(queriesIntro) + "</p>\n<pre>" +
            escapeXml(cost.error.empty() ? cost.queries : cost.error) + "</pre>\n</body>\n</html>\n";
    return html;
}

std::optional<std::string> documentReport(const ScenarioAnalysis& analysis, ReportFormat format,
                                          const PriceTable& prices, std::string& error,
                                          const std::atomic<bool>* cancel) {
    if (analysis.scenario.candidates.empty()) {
        return designReport(analysis, format);
    }
    CompareOptions options;
    options.timelineDetail = TimelineDetail::Partitions;
    options.cancel = cancel;
    const auto candidates =
        compareDesigns(designsOf(analysis.scenario, analysis.scenario.name), prices, error, options);
    if (!candidates) {
        return std::nullopt;
    }
    return designReport(analysis, format, &*candidates);
}

} // namespace partiscope
