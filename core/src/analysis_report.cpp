#include "partiscope/analysis_report.h"

#include "partiscope/hashing.h"
#include "partiscope/number_format.h"

#include <nlohmann/json.hpp>

#include <algorithm>
#include <cstdio>

namespace partiscope {

namespace {

nlohmann::ordered_json issuesJson(const std::vector<InputIssue>& issues) {
    auto list = nlohmann::ordered_json::array();
    for (const auto& issue : issues) {
        list.push_back({{"line", issue.line}, {"message", issue.message}});
    }
    return list;
}

nlohmann::ordered_json sharesJson(const std::vector<KeyShare>& shares) {
    auto list = nlohmann::ordered_json::array();
    for (const auto& share : shares) {
        list.push_back({{"key", share.key}, {"count", share.count}, {"share", share.share}});
    }
    return list;
}

// Keys can hold control characters; show them escaped so one key stays on one line.
std::string printable(std::string_view key) {
    std::string out;
    for (const char c : key) {
        const auto u = static_cast<unsigned char>(c);
        if (u < 0x20 || u == 0x7F) {
            char hex[8];
            std::snprintf(hex, sizeof hex, "\\x%02X", u);
            out += hex;
        } else {
            out += c;
        }
    }
    return out;
}

} // namespace

std::string analysisToJson(const DistributionAnalysis& a) {
    const auto& s = a.stats;
    nlohmann::ordered_json doc = {
        {"keys_total", a.keysTotal},
        {"keys_distinct", a.keysDistinct},
        {"physical_keys_distinct", a.physicalKeysDistinct},
        {"lines_read", a.input.linesRead},
        {"lines_blank", a.input.blank},
        {"lines_accepted", a.input.accepted},
        {"rejected", a.input.rejected},
        {"errors", issuesJson(a.errors)},
        {"warnings_total", a.input.warned},
        {"warnings", issuesJson(a.warnings)},
        {"model",
         {{"placement", std::string(placementModelName(a.options.model))},
          {"buckets", a.options.buckets},
          {"hash", std::string(kModelHashName)},
          {"note", std::string(kModelNote)}}},
        {"strategy",
         {{"kind", a.strategyKind},
          {"description", a.strategyDescription},
          {"read_fanout", a.readFanOut},
          {"point_read_computable", a.pointReadComputable}}},
        {"buckets", a.buckets},
        {"stats",
         {{"max_over_mean", s.maxOverMean},
          {"cv", s.cv},
          {"gini", s.gini},
          {"entropy_norm", s.entropyNorm},
          {"chi2", s.chi2},
          {"degrees_of_freedom", s.degreesOfFreedom},
          {"p_value", s.pValue},
          {"empty_buckets", s.emptyBuckets},
          {"max_bucket", s.maxCount},
          {"mean_bucket", s.mean}}},
        {"top_keys", sharesJson(a.topKeys)},
        {"top_logical_keys", sharesJson(a.topLogicalKeys)},
    };
    return doc.dump(2, ' ', false, nlohmann::ordered_json::error_handler_t::replace) + "\n";
}

std::string analysisToText(const DistributionAnalysis& a) {
    const auto& s = a.stats;
    std::string out;
    auto line = [&](const std::string& text) { out += text + "\n"; };
    line("Partiscope key distribution (" + std::string(kModelNote) + ")");
    line("  input:     " + groupedCount(a.input.linesRead) + " lines read, " + groupedCount(a.input.accepted) +
         " accepted, " + groupedCount(a.input.rejected) + " rejected, " + groupedCount(a.input.blank) + " blank, " +
         groupedCount(a.input.warned) + " with warnings");
    line("  writes:    " + groupedCount(a.keysTotal) + " over " + groupedCount(a.keysDistinct) +
         " distinct logical keys, " + groupedCount(a.physicalKeysDistinct) + " distinct physical keys");
    line("  strategy:  " + a.strategyDescription);
    line("  placement: " + std::string(placementModelName(a.options.model)) + ", " + groupedCount(a.options.buckets) +
         " buckets");
    line("  hot factor (max/mean) " + hotFactorText(a) + "   CV " + fixedPoint(s.cv, 3) + "   Gini " +
         fixedPoint(s.gini, 3) + "   entropy " + fixedPoint(s.entropyNorm, 3));
    line("  chi-square " + fixedPoint(s.chi2, 2) + " (df " + fixedPoint(s.degreesOfFreedom, 0) + ", p " +
         generalNumber(s.pValue, 3) + ")   empty buckets " + groupedCount(s.emptyBuckets));

    // Merge neighbouring buckets so the bar chart stays readable for thousands of buckets.
    const std::size_t rows = std::min<std::size_t>(a.buckets.size(), 64);
    if (rows > 0) {
        line("");
        line(rows == a.buckets.size()
                 ? "  bucket        writes  share"
                 : "  buckets (" + groupedCount(a.buckets.size()) + " merged into " + groupedCount(rows) + " rows)");
        std::vector<std::uint64_t> merged(rows, 0);
        for (std::size_t i = 0; i < a.buckets.size(); ++i) {
            merged[i * rows / a.buckets.size()] += a.buckets[i];
        }
        const std::uint64_t peak = std::max<std::uint64_t>(1, *std::max_element(merged.begin(), merged.end()));
        for (std::size_t r = 0; r < rows; ++r) {
            const std::size_t first = (r * a.buckets.size() + rows - 1) / rows;
            char label[32];
            std::snprintf(label, sizeof label, "%6zu", first);
            const auto width =
                static_cast<std::size_t>(40.0 * static_cast<double>(merged[r]) / static_cast<double>(peak));
            const double share =
                a.keysTotal ? 100.0 * static_cast<double>(merged[r]) / static_cast<double>(a.keysTotal) : 0.0;
            line("  " + std::string(label) + " " + padLeft(std::to_string(merged[r]), 12) + " " +
                 padLeft(fixedPoint(share, 1), 5) + "% " + std::string(width, '#'));
        }
    }
    auto shares = [&](const char* title, const std::vector<KeyShare>& list) {
        if (list.empty()) {
            return;
        }
        line("");
        line(title);
        for (const auto& share : list) {
            line("  " + padLeft(std::to_string(share.count), 12) + " " +
                 padLeft(fixedPoint(100.0 * share.share, 2), 6) + "%  " + printable(share.key));
        }
    };
    shares(a.strategyKind == "none" ? "  top keys" : "  top physical keys", a.topKeys);
    if (a.strategyKind != "none") {
        shares("  top logical keys", a.topLogicalKeys);
    }
    if (!a.errors.empty()) {
        line("");
        line("  rejected lines" +
             std::string(a.input.rejected > a.errors.size() ? " (first " + std::to_string(a.errors.size()) + ")" : "") +
             ":");
        for (const auto& issue : a.errors) {
            line("    line " + std::to_string(issue.line) + ": " + printable(issue.message));
        }
    }
    if (!a.warnings.empty()) {
        line("");
        line("  warnings" +
             std::string(a.input.warned > a.warnings.size() ? " (first " + std::to_string(a.warnings.size()) + ")"
                                                            : "") +
             ":");
        for (const auto& issue : a.warnings) {
            line("    line " + std::to_string(issue.line) + ": " + printable(issue.message));
        }
    }
    return out;
}

std::string analysisToCsv(const DistributionAnalysis& a) {
    const bool range = a.options.model == PlacementModel::Range;
    std::string out = range ? "bucket,count,share,range_start\n" : "bucket,count,share\n";
    const PartitionMap map(a.options.model, a.options.buckets);
    for (std::size_t i = 0; i < a.buckets.size(); ++i) {
        const double share = a.keysTotal ? static_cast<double>(a.buckets[i]) / static_cast<double>(a.keysTotal) : 0.0;
        out += std::to_string(i) + "," + std::to_string(a.buckets[i]) + "," + generalNumber(share, 9);
        if (range) {
            char row[32];
            std::snprintf(row, sizeof row, ",0x%016llx",
                          static_cast<unsigned long long>(map.rangeStart(static_cast<std::uint32_t>(i))));
            out += row;
        }
        out += "\n";
    }
    return out;
}

} // namespace partiscope
