// The comparison as `compare` prints it: an aligned text table and the JSON document (design_comparison.h).
#include "partiscope/design_comparison.h"

#include "design_comparison_text.h"

#include "partiscope/number_format.h"

#include <algorithm>
#include <cmath>
#include <cstdint>
#include <cstdio>
#include <nlohmann/json.hpp>

namespace partiscope {

namespace comparison_text {

std::string money(double amount) {
    const std::string text = fixedPoint(std::round(amount * 100) / 100, 2);
    const std::size_t point = text.find('.');
    const bool negative = text[0] == '-';
    const std::string whole = text.substr(negative ? 1 : 0, point - (negative ? 1 : 0));
    return (negative ? "-" : "") + groupedCount(std::stoull(whole)) + text.substr(point);
}

std::string monthlyTotal(const DesignSummary& design) {
    return money(design.monthlyCost.total) + " " + design.monthlyCost.currency;
}

std::string mostSevere(const DesignSummary& design) {
    return design.findings.empty() ? "none" : std::string(severityName(design.findings.front().severity));
}

} // namespace comparison_text

namespace {

using comparison_text::money;

/// Columns are aligned by characters, not bytes: the hot factor's "×" is two bytes of UTF-8.
std::size_t displayWidth(const std::string& text) {
    return static_cast<std::size_t>(
        std::count_if(text.begin(), text.end(), [](char c) { return (static_cast<unsigned char>(c) & 0xC0) != 0x80; }));
}

std::string padded(const std::string& text, std::size_t width) {
    const std::size_t shown = displayWidth(text);
    return text + std::string(width > shown ? width - shown : 0, ' ');
}

std::string percentText(double share) {
    return groupedNumber(std::round(share * 1000) / 10) + "%";
}

std::string findingCell(const DesignSummary& d) {
    return d.findings.empty() ? "none" : comparison_text::mostSevere(d) + " " + d.findings.front().id;
}

/// The cells of one row, in CompareColumn order after the name.
std::vector<std::string> rowCells(const DesignSummary& d) {
    return {d.hotFactorText,
            percentText(d.peakPartitionUtilisation),
            groupedNumber(wholeRequests(d.throttledRequests)),
            groupedNumber(d.readQueriesPerLogicalRead),
            groupedNumber(d.minRcuPerLogicalRead),
            groupedNumber(d.writeUnitsPerLogicalWrite),
            comparison_text::monthlyTotal(d),
            findingCell(d)};
}

/// JSON figures to a millionth: the fluid simulation's sums carry rounding noise (64799999.99999999) that would
/// only distract a script comparing them.
double tidy(double value) {
    return std::round(value * 1e6) / 1e6;
}

bool isBest(const DesignComparison& c, std::size_t column, std::size_t design) {
    const auto& best = c.best[column];
    return std::find(best.begin(), best.end(), design) != best.end();
}

} // namespace

std::vector<std::string> comparison_text::columnTitles() {
    return {"design",       "hot factor", "peak partition",          "throttled",          "queries/read",
            "min RCU/read", "WCU/write",  "monthly cost (estimate)", "most severe finding"};
}

std::vector<std::string> comparison_text::markedRow(const DesignComparison& comparison, std::size_t design) {
    std::vector<std::string> row{comparison.designs[design].name};
    const auto cells = rowCells(comparison.designs[design]);
    for (std::size_t c = 0; c < cells.size(); ++c) {
        // Only a choice between designs has a best value.
        const bool marked = comparison.designs.size() > 1 && isBest(comparison, c, design);
        row.push_back(cells[c] + (marked ? " *" : ""));
    }
    return row;
}

std::string comparisonToText(const DesignComparison& comparison) {
    const std::vector<std::string> header = comparison_text::columnTitles();
    std::vector<std::vector<std::string>> rows{header};
    for (std::size_t i = 0; i < comparison.designs.size(); ++i) {
        rows.push_back(comparison_text::markedRow(comparison, i));
    }
    std::vector<std::size_t> widths(header.size(), 0);
    for (const auto& row : rows) {
        for (std::size_t c = 0; c < row.size(); ++c) {
            widths[c] = std::max(widths[c], displayWidth(row[c]));
        }
    }
    std::string text;
    for (const auto& row : rows) {
        std::string line;
        for (std::size_t c = 0; c < row.size(); ++c) {
            line += c + 1 < row.size() ? padded(row[c], widths[c] + 2) : row[c];
        }
        text += line + "\n";
    }
    if (comparison.designs.size() > 1) {
        text += "* best in its column (the lowest; for findings, the least severe)\n";
    }
    if (!comparison.designs.empty()) {
        const MonthlyCost& cost = comparison.designs.front().monthlyCost;
        text += "Monthly costs are estimates at the list prices of " + cost.region + " as of " + cost.pricesAsOf +
                " (" + cost.currency + ").\n";
    }
    std::string reasons;
    for (const DesignSummary& d : comparison.designs) {
        for (std::size_t r = 0; r < kThrottlingReasonCount; ++r) {
            if (wholeRequests(d.throttlingReasons[r]) > 0) {
                reasons += "  " + d.name + ": " + throttlingReasonName(throttlingReasonAt(r)) + " " +
                           groupedNumber(wholeRequests(d.throttlingReasons[r])) + "\n";
            }
        }
    }
    if (!reasons.empty()) {
        text += "Throttled requests by reason:\n" + reasons;
    }
    if (comparison.favoured) {
        text += "Favoured: " + comparison.favouredReason + ".\n";
    }
    return text;
}

std::string comparisonToJson(const DesignComparison& comparison) {
    nlohmann::ordered_json designs = nlohmann::ordered_json::array();
    for (const DesignSummary& d : comparison.designs) {
        nlohmann::ordered_json design;
        design["name"] = d.name;
        design["hot_factor"] = tidy(d.hotFactor);
        design["throttled_requests"] = static_cast<std::int64_t>(wholeRequests(d.throttledRequests));
        nlohmann::ordered_json reasons = nlohmann::ordered_json::object();
        for (std::size_t r = 0; r < kThrottlingReasonCount; ++r) {
            reasons[throttlingReasonName(throttlingReasonAt(r))] =
                static_cast<std::int64_t>(wholeRequests(d.throttlingReasons[r]));
        }
        design["throttling_reasons"] = std::move(reasons);
        design["read_queries_per_logical_read"] = tidy(d.readQueriesPerLogicalRead);
        nlohmann::ordered_json cost;
        cost["total"] = tidy(d.monthlyCost.total);
        cost["reads"] = tidy(d.monthlyCost.reads);
        cost["writes"] = tidy(d.monthlyCost.writes);
        cost["storage"] = tidy(d.monthlyCost.storage);
        cost["currency"] = d.monthlyCost.currency;
        cost["prices_as_of"] = d.monthlyCost.pricesAsOf;
        cost["region"] = d.monthlyCost.region;
        cost["estimate"] = true;
        design["monthly_cost"] = std::move(cost);
        nlohmann::ordered_json findings = nlohmann::ordered_json::array();
        for (const Finding& f : d.findings) {
            findings.push_back(f.id);
        }
        design["findings"] = std::move(findings);
        design["peak_partition_utilisation"] = tidy(d.peakPartitionUtilisation);
        design["min_rcu_per_logical_read"] = tidy(d.minRcuPerLogicalRead);
        design["write_units_per_logical_write"] = tidy(d.writeUnitsPerLogicalWrite);
        designs.push_back(std::move(design));
    }
    nlohmann::ordered_json doc;
    doc["designs"] = std::move(designs);
    doc["favoured"] = comparison.favoured ? nlohmann::ordered_json(comparison.designs[*comparison.favoured].name)
                                          : nlohmann::ordered_json(nullptr);
    doc["reason"] = comparison.favouredReason;
    return doc.dump(2, ' ', false, nlohmann::ordered_json::error_handler_t::replace) + "\n";
}

} // namespace partiscope
