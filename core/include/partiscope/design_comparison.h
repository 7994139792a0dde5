#pragma once

#include "partiscope/advisor.h"
#include "partiscope/cost_model.h"
#include "partiscope/scenario.h"
#include "partiscope/throttle_timeline.h"

#include <array>
#include <atomic>
#include <cstddef>
#include <functional>
#include <memory>
#include <optional>
#include <string>
#include <vector>

namespace partiscope {

/// @brief One design to compare: a name and the whole scenario it stands for (a candidate applied to its document
/// with scenarioWithCandidate(), or a scenario file of its own).
struct DesignToCompare {
    std::string name;
    Scenario scenario;
};

/// @brief The designs a document offers for comparison: its candidates (each applied with scenarioWithCandidate()),
/// in order; a document without candidates offers its current design alone, under the scenario's name (or
/// @p fallbackName when that is empty).
std::vector<DesignToCompare> designsOf(const Scenario& document, const std::string& fallbackName);

/// @brief The columns of the comparison table, in the order the CLI, the app and the report show them.
enum class CompareColumn {
    HotFactor,                 ///< lower is better
    PeakPartitionUtilisation,  ///< lower is better
    ThrottledRequests,         ///< lower is better
    ReadQueriesPerLogicalRead, ///< lower is better
    MinRcuPerLogicalRead,      ///< lower is better
    WriteUnitsPerLogicalWrite, ///< lower is better
    MonthlyCost,               ///< lower is better
    MostSevereFinding,         ///< less severe is better
};
inline constexpr std::size_t kCompareColumnCount = 8;

/// @brief One design's row of the comparison: every figure computed by core from the design's analysis.
struct DesignSummary {
    std::string name;
    double hotFactor = 0;             ///< DistributionAnalysis stats maxOverMean over the table's partitions
    std::string hotFactorText;        ///< hotFactorText() of the same analysis
    std::uint32_t hotFactorCells = 0; ///< the cells the hot factor is computed over
    CellKind hotFactorCellKind = CellKind::Buckets; ///< what those cells are (the app words the text per language)
    /// The highest demand any partition of the table or a GSI asked for in any second, over its per-partition
    /// ceiling (1,000 WCU / 3,000 RCU), in the direction that came closest: above 1 it asked for more than one
    /// partition can serve.
    double peakPartitionUtilisation = 0;
    double throttledRequests = 0;               ///< requests the application saw throttled (all 16 reasons)
    ThrottlingReasonCounts throttlingReasons{}; ///< SimulationSnapshot::throttlingReasons
    double readQueriesPerLogicalRead = 1;       ///< Queries to read one whole logical key (the strategy's fan-out)
    double minRcuPerLogicalRead = 0;            ///< the least those Queries consume (a Query costs >= 1 read unit)
    /// Write capacity units one logical write consumes, the table's and every GSI's the item writes to together.
    double writeUnitsPerLogicalWrite = 0;
    MonthlyCost monthlyCost;
    std::vector<Finding> findings; ///< the advisor's, most severe first
    /// The analysis the row was computed from (heat map, timeline, report), shared, immutable.
    std::shared_ptr<const ScenarioAnalysis> analysis;
};

/// @brief Candidate designs side by side.
struct DesignComparison {
    std::vector<DesignSummary> designs; ///< in the order given
    /// Per column (CompareColumn order): the positions in `designs` holding that column's best value (ties: all).
    std::array<std::vector<std::size_t>, kCompareColumnCount> best;
    /// The design the findings favour (fewest throttled requests, then the least severe finding, then the lowest
    /// monthly cost, then the fewest RCU per logical read; a tie on all: the first) and one sentence saying why, with
    /// the numbers; nullopt with fewer than two designs.
    std::optional<std::size_t> favoured;
    std::string favouredReason;
    /// favouredReason without the design's name in front ("no request throttled (…), …"), for a view that shows
    /// the name apart.
    std::string favouredWhy;
};

struct CompareOptions {
    /// What each design's timeline keeps: the app's small multiples draw partitions (Partitions), the CLI and the
    /// report need the table only.
    TimelineDetail timelineDetail = TimelineDetail::TableOnly;
    /// Set from another thread to stop between (or inside) designs; compareDesigns() then returns nullopt with
    /// error "cancelled".
    const std::atomic<bool>* cancel = nullptr;
    /// Called after each design with (designs done, designs in all).
    std::function<void(std::size_t, std::size_t)> progress;
};

/// @brief Analyses (simulates, advises, prices) every design and lines them up. Returns nullopt with @p error
/// ("<design name>: <problem>") when a design cannot run.
std::optional<DesignComparison> compareDesigns(const std::vector<DesignToCompare>& designs, const PriceTable& prices,
                                               std::string& error, const CompareOptions& options = {});

/// @brief The `compare` table as text (best values marked with '*', every cost labelled an estimate), and the
/// `compare --format json` document: {"designs": [{"name", "hot_factor", "peak_partition_utilisation",
/// "throttled_requests", "throttling_reasons": {"<DynamoDB reason>": n, ...}, "read_queries_per_logical_read",
/// "min_rcu_per_logical_read", "write_units_per_logical_write", "monthly_cost": {"total", "reads", "writes",
/// "storage", "currency", "prices_as_of", "region", "estimate": true}, "findings": [ids]}], "favoured", "reason"}.
std::string comparisonToText(const DesignComparison& comparison);
std::string comparisonToJson(const DesignComparison& comparison);

} // namespace partiscope
