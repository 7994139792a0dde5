#pragma once

#include "partiscope/analysis.h"
#include "partiscope/finding_phrase.h"
#include "partiscope/key_input.h"
#include "partiscope/scenario.h"
#include "partiscope/shard_strategy.h"
#include "partiscope/simulator.h"
#include "partiscope/throttle_timeline.h"

#include <atomic>
#include <cstddef>
#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace partiscope {

enum class Severity { Info, Warning, Critical };

std::string_view severityName(Severity severity) noexcept;

/// @brief One verdict of the advisor. `id` is stable (scripts and tests match on it); `evidence`
/// always carries the numbers the verdict was computed from. The phrase lists hold the same three texts as
/// patterns and arguments (the text is the phrases filled), so the app can show them in another language;
/// a rule not yet written in phrases leaves them empty and has English text only.
struct Finding {
    std::string id;
    Severity severity = Severity::Info;
    std::string title;
    std::string evidence;
    std::string recommendation;
    std::vector<FindingPhrase> titlePhrases{};
    std::vector<FindingPhrase> evidencePhrases{};
    std::vector<FindingPhrase> recommendationPhrases{};
};

/// @brief How well a strategy spread each logical key over its shards, measured on the physical
/// keys it produced. "Effective shards" is the inverse Simpson index 1 / sum(p_i^2) of a logical
/// key's physical write shares: N for a perfect spread over N shards, 1 when one shard takes all.
struct StrategySpread {
    std::uint32_t configuredShards = 1; ///< physical keys a logical key can map to (fan-out)
    std::string worstKey;               ///< the logical key (with enough writes) spread worst
    std::uint64_t worstKeyWrites = 0;
    double worstEffectiveShards = 0;
    double worstExpectedShards = 0;    ///< min(shards, writes): what an even spread would reach
    double worstTopShardShare = 0;     ///< share of the worst key's writes on its busiest shard
    std::uint32_t worstShardsUsed = 0; ///< distinct physical keys the worst key produced
};

/// @brief Write and read demand of one logical key at the workload's peak rates (capacity units/s).
struct KeyDemand {
    std::string logicalKey;
    double share = 0;         ///< of all writes
    std::uint32_t shards = 1; ///< physical keys its writes are spread over
    std::string busiestPhysicalKey;
    double writeUnitsPerS = 0; ///< whole logical key
    double busiestShardWriteUnitsPerS = 0;
    double busiestShardReadUnitsPerS = 0;
    SortKeyShape sortKey = SortKeyShape::Random;
    std::optional<double> sizeGb; ///< the data its items hold when the scenario states it (WorkloadKey::sizeGb)
};

/// @brief Rates the advisor needs to turn shares into capacity units.
struct WorkloadRates {
    double peakWritesPerS = 0;
    double peakReadsPerS = 0;
    double itemKb = 1;
    Consistency consistency = Consistency::Eventual;
    /// The workload's operation mix (WorkloadSpec::operations; empty: every write a put of itemKb).
    std::vector<WriteOperation> operations;
    /// Write units each write consumes of the table's capacity for its local secondary indexes (lsiWcuPerWrite()).
    double lsiWcuPerWrite = 0;
};

/// @brief @p workload's rates at their peak: the largest of the base rate and every profile step's, for writes and
/// for reads apart; its item size and consistency.
WorkloadRates peakWorkloadRates(const WorkloadSpec& workload);
/// @brief The same for @p scenario's workload, with the table's LSI writes in each write's cost.
WorkloadRates peakWorkloadRates(const Scenario& scenario);

/// @brief Everything the advisor looks at. Built by analyseScenario() or analyseKeysForAdvice().
struct AdvisorInput {
    DistributionAnalysis distribution;
    std::vector<KeyShare> logicalKeys; ///< every logical key, most writes first
    StrategySpread spread;
    std::vector<KeyDemand> demands; ///< per logical key, most write demand first (empty without rates)
    std::optional<WorkloadRates> rates;
    std::optional<Scenario> scenario;
    std::optional<SimulationSnapshot> simulation;
};

/// @brief The findings for @p input, most severe first (ties in the fixed id order).
std::vector<Finding> adviseOn(const AdvisorInput& input);

/// @brief Measures @p strategy's spread on tallied items (keys, or keys with their source value).
StrategySpread measureStrategySpread(const KeyTally& tally, const ShardStrategy& strategy);

/// @brief A scenario analysed end to end: distribution, simulation and findings.
struct ScenarioAnalysis {
    Scenario scenario;
    ShardStrategy strategy;
    AdvisorInput input;        ///< holds the distribution, spread, demands and simulation
    ThrottleTimeline timeline; ///< the run, tick by tick (the report charts its table-wide series)
    std::vector<Finding> findings;
    /// The highest demand (retries included) any partition of the table or of a GSI asked for in any second of the
    /// run, over the per-partition ceiling of its direction (1,000 WCU/s, 3,000 RCU/s), the closer direction of the
    /// two: above 1 a partition asked for more than one partition can ever serve.
    double peakPartitionUtilisation = 0;
};

/// @brief What analyseScenario() keeps of the run and when it stops early.
struct ScenarioAnalysisOptions {
    /// The report charts the table only; the app's small multiples draw the partitions.
    TimelineDetail timelineDetail = TimelineDetail::TableOnly;
    /// The values the timeline's partition traces may hold (see kTimelinePointBudget); whoever keeps several
    /// analyses at once shares the budget out among them.
    std::size_t timelinePointBudget = kTimelinePointBudget;
    /// Set from another thread to stop the run between two simulated seconds: analyseScenario() then returns nullopt
    /// with the error "cancelled".
    const std::atomic<bool>* cancel = nullptr;
};

/// @brief Expands the workload's keys (weights become write counts, 10^6 writes in all), spreads
/// each logical key evenly over its shards (the simulator's assumption: source values are spread
/// evenly), places the physical keys on the table's partitions (range model, pinned keys honoured),
/// runs the simulation and advises. Returns nullopt and sets @p error when the scenario cannot run (or "cancelled").
std::optional<ScenarioAnalysis> analyseScenario(const Scenario& scenario, std::string& error,
                                                const ScenarioAnalysisOptions& options = {});

/// @brief Advisor input for a key list or CSV items (the `analyze` inputs): no simulation; with
/// @p rates the key demands are computed from the write shares.
AdvisorInput analyseKeysForAdvice(const KeyReadResult& input, const ShardStrategy& strategy,
                                  const AnalysisOptions& options, const std::optional<WorkloadRates>& rates);

/// @brief Findings as text (one block per finding) or as `{"findings": [...]}` JSON.
std::string findingsToText(const std::vector<Finding>& findings);
std::string findingsToJson(const std::vector<Finding>& findings);

} // namespace partiscope
