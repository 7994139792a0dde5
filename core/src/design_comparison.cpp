// Candidate designs analysed one by one and lined up: each row's figures, the best value of each column and the
// design the findings favour (design_comparison.h). The text and JSON output is design_comparison_output.cpp.
#include "partiscope/design_comparison.h"

#include "advisor_index_load.h"
#include "advisor_rules.h"
#include "design_comparison_text.h"

#include "partiscope/analysis.h"
#include "partiscope/number_format.h"

#include <algorithm>
#include <cmath>
#include <numeric>

namespace partiscope {

namespace {

/// Figures equal up to rounding noise count as a tie (every tied design is marked best).
bool sameFigure(double a, double b) {
    return std::abs(a - b) <= 1e-9 * std::max({1.0, std::abs(a), std::abs(b)});
}

/// Severity rank of a design's most severe finding: -1 without findings, so that "none" beats "info".
int severityRank(const DesignSummary& design) {
    return design.findings.empty() ? -1 : static_cast<int>(design.findings.front().severity);
}

double columnValue(const DesignSummary& d, CompareColumn column) {
    switch (column) {
    case CompareColumn::HotFactor:
        return d.hotFactor;
    case CompareColumn::PeakPartitionUtilisation:
        return d.peakPartitionUtilisation;
    case CompareColumn::ThrottledRequests:
        return d.throttledRequests;
    case CompareColumn::ReadQueriesPerLogicalRead:
        return d.readQueriesPerLogicalRead;
    case CompareColumn::MinRcuPerLogicalRead:
        return d.minRcuPerLogicalRead;
    case CompareColumn::WriteUnitsPerLogicalWrite:
        return d.writeUnitsPerLogicalWrite;
    case CompareColumn::MonthlyCost:
        return d.monthlyCost.total;
    case CompareColumn::MostSevereFinding:
        return severityRank(d);
    }
    return 0;
}

/// Write units one logical write consumes: the table's, plus for each GSI the share of base writes whose item
/// carries its key times the index's units per write (the simulator's rules, through the advisor's index load).
double writeUnitsPerLogicalWrite(const Scenario& scenario, const WorkloadRates& rates) {
    double units = advice::wcuPerWrite(rates);
    for (const GsiSpec& gsi : scenario.table.gsis) {
        if (const auto load = advice::indexLoadOf(scenario, gsi, rates.peakWritesPerS)) {
            units += load->share * load->wcuPerWrite;
        }
    }
    return units;
}

DesignSummary summarise(const std::string& name, std::shared_ptr<const ScenarioAnalysis> analysis,
                        const PriceTable& prices) {
    DesignSummary row;
    row.name = name;
    const AdvisorInput& in = analysis->input;
    row.hotFactor = in.distribution.stats.maxOverMean;
    row.hotFactorText = hotFactorText(in.distribution);
    row.hotFactorCells = in.distribution.stats.buckets;
    row.hotFactorCellKind = hotFactorCellKind(in.distribution);
    row.peakPartitionUtilisation = analysis->peakPartitionUtilisation;
    const SimulationSnapshot& snapshot = *in.simulation;
    row.throttlingReasons = snapshot.throttlingReasons;
    row.throttledRequests = std::accumulate(row.throttlingReasons.begin(), row.throttlingReasons.end(), 0.0);
    row.readQueriesPerLogicalRead = static_cast<double>(in.distribution.readFanOut);
    // Every one of those Queries consumes at least one read unit at the workload's consistency, even when it
    // returns nothing.
    const WorkloadRates& rates = *in.rates;
    row.minRcuPerLogicalRead = row.readQueriesPerLogicalRead * advice::readFactor(rates.consistency);
    row.writeUnitsPerLogicalWrite = writeUnitsPerLogicalWrite(analysis->scenario, rates);
    row.monthlyCost = monthlyCost(analysis->scenario, snapshot, prices);
    row.findings = analysis->findings;
    row.analysis = std::move(analysis);
    return row;
}

void markBest(DesignComparison& comparison) {
    for (std::size_t c = 0; c < kCompareColumnCount; ++c) {
        const auto column = static_cast<CompareColumn>(c);
        auto& best = comparison.best[c];
        for (std::size_t i = 0; i < comparison.designs.size(); ++i) {
            const double value = columnValue(comparison.designs[i], column);
            if (best.empty()) {
                best.push_back(i);
                continue;
            }
            const double bestValue = columnValue(comparison.designs[best.front()], column);
            if (sameFigure(value, bestValue)) {
                best.push_back(i);
            } else if (value < bestValue) {
                best.assign(1, i);
            }
        }
    }
}

/// The order the favoured design is chosen by: fewest throttled requests, then the least severe finding, then the
/// lowest monthly cost, then the fewest read units per logical read. Returns the first criterion in which @p a
/// and @p b differ (kCriteria when they tie on all), and whether @p a is the better there.
constexpr std::array kCriteria{CompareColumn::ThrottledRequests, CompareColumn::MostSevereFinding,
                               CompareColumn::MonthlyCost, CompareColumn::MinRcuPerLogicalRead};

std::size_t decidingCriterion(const DesignSummary& a, const DesignSummary& b) {
    for (std::size_t k = 0; k < kCriteria.size(); ++k) {
        if (!sameFigure(columnValue(a, kCriteria[k]), columnValue(b, kCriteria[k]))) {
            return k;
        }
    }
    return kCriteria.size();
}

using comparison_text::monthlyTotal;
using comparison_text::mostSevere;

/// "(no strategy: 720,000; random 200: 0)": the other designs' figure where it differs from the favoured one's.
std::string othersText(const DesignComparison& c, std::size_t favoured, CompareColumn column,
                       std::string (*text)(const DesignSummary&)) {
    std::string list;
    for (std::size_t i = 0; i < c.designs.size(); ++i) {
        if (i == favoured || sameFigure(columnValue(c.designs[i], column), columnValue(c.designs[favoured], column))) {
            continue;
        }
        list += (list.empty() ? "" : "; ") + c.designs[i].name + ": " + text(c.designs[i]);
    }
    return list.empty() ? "" : " (" + list + ")";
}

std::string throttledText(const DesignSummary& d) {
    return groupedNumber(std::round(d.throttledRequests));
}

std::string queriesText(const DesignSummary& d) {
    return groupedNumber(d.readQueriesPerLogicalRead) + " Queries, " + groupedNumber(d.minRcuPerLogicalRead) + " RCU";
}

/// Why @p favoured is favoured, without its name.
std::string favouredReasonOf(const DesignComparison& c, std::size_t favoured) {
    const DesignSummary& f = c.designs[favoured];
    std::array<bool, kCriteria.size() + 1> decided{};
    for (std::size_t i = 0; i < c.designs.size(); ++i) {
        if (i != favoured) {
            decided[decidingCriterion(f, c.designs[i])] = true;
        }
    }
    std::string reason =
        f.throttledRequests < 0.5 ? std::string("no request throttled") : throttledText(f) + " requests throttled";
    reason += othersText(c, favoured, CompareColumn::ThrottledRequests, throttledText);
    if (decided[1]) {
        reason += (f.findings.empty() ? std::string(", it has no finding")
                                      : ", its most severe finding is " + mostSevere(f)) +
                  othersText(c, favoured, CompareColumn::MostSevereFinding, mostSevere);
    }
    if (decided[2]) {
        reason += ", an estimated " + monthlyTotal(f) + " a month" +
                  othersText(c, favoured, CompareColumn::MonthlyCost, monthlyTotal);
    }
    reason += ", its reads take " + groupedNumber(f.readQueriesPerLogicalRead) +
              (f.readQueriesPerLogicalRead == 1 ? " Query (" : " Queries (") + groupedNumber(f.minRcuPerLogicalRead) +
              " RCU) each";
    if (decided[3]) {
        reason += othersText(c, favoured, CompareColumn::MinRcuPerLogicalRead, queriesText);
    }
    if (decided[kCriteria.size()]) {
        reason += "; it ties with a later design on every criterion and comes first";
    }
    return reason;
}

void chooseFavoured(DesignComparison& comparison) {
    if (comparison.designs.size() < 2) {
        return;
    }
    std::size_t favoured = 0;
    for (std::size_t i = 1; i < comparison.designs.size(); ++i) {
        const auto& candidate = comparison.designs[i];
        const auto& current = comparison.designs[favoured];
        const std::size_t k = decidingCriterion(candidate, current);
        if (k < kCriteria.size() && columnValue(candidate, kCriteria[k]) < columnValue(current, kCriteria[k])) {
            favoured = i;
        }
    }
    comparison.favoured = favoured;
    comparison.favouredWhy = favouredReasonOf(comparison, favoured);
    comparison.favouredReason = comparison.designs[favoured].name + ": " + comparison.favouredWhy;
}

} // namespace

std::vector<DesignToCompare> designsOf(const Scenario& document, const std::string& fallbackName) {
    std::vector<DesignToCompare> designs;
    if (document.candidates.empty()) {
        designs.push_back({document.name.empty() ? fallbackName : document.name, document});
        return designs;
    }
    for (const DesignCandidate& candidate : document.candidates) {
        designs.push_back({candidate.name, scenarioWithCandidate(document, candidate)});
    }
    return designs;
}

std::optional<DesignComparison> compareDesigns(const std::vector<DesignToCompare>& designs, const PriceTable& prices,
                                               std::string& error, const CompareOptions& options) {
    DesignComparison comparison;
    ScenarioAnalysisOptions analysisOptions;
    analysisOptions.timelineDetail = options.timelineDetail;
    analysisOptions.cancel = options.cancel;
    // The timelines are kept side by side: together they get one timeline's memory.
    analysisOptions.timelinePointBudget = kTimelinePointBudget / std::max<std::size_t>(1, designs.size());
    for (std::size_t i = 0; i < designs.size(); ++i) {
        if (options.cancel && options.cancel->load(std::memory_order_relaxed)) {
            error = "cancelled";
            return std::nullopt;
        }
        std::string problem;
        auto analysis = analyseScenario(designs[i].scenario, problem, analysisOptions);
        if (!analysis) {
            error = problem == "cancelled" ? problem : designs[i].name + ": " + problem;
            return std::nullopt;
        }
        comparison.designs.push_back(
            summarise(designs[i].name, std::make_shared<const ScenarioAnalysis>(std::move(*analysis)), prices));
        if (options.progress) {
            options.progress(i + 1, designs.size());
        }
    }
    markBest(comparison);
    chooseFavoured(comparison);
    return comparison;
}

} // namespace partiscope
