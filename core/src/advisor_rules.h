#pragma once

// Internal to core's advisor sources: the number format and unit costs every rule uses, and the rules that
// live in their own file.

#include "partiscope/advisor.h"

#include <optional>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

namespace partiscope::advice {

/// Numbers for people: thousands separated, at most two decimals, no trailing zeros.
std::string num(double value);
/// A share 0..1 as "42%".
std::string percent(double share);
/// WCU of one write (item size rounded up to 1 KB, doubled for transactions).
double wcuPerWrite(const WorkloadRates& rates);
/// RCU of one read unit by consistency (eventual 0.5, strong 1, transactional 2).
double readFactor(Consistency consistency);
/// RCU of one read (item size rounded up to 4 KB, times readFactor).
double rcuPerRead(const WorkloadRates& rates);

/// Appends @p pattern filled with @p args to a finding's English @p text and the phrase to its @p phrases: the
/// one call that writes both, so the text is always the phrases filled (finding_phrase.cpp).
void say(std::string& text, std::vector<FindingPhrase>& phrases, std::string_view pattern,
         std::vector<std::string> args = {});
inline void sayTitle(Finding& f, std::string_view pattern, std::vector<std::string> args = {}) {
    say(f.title, f.titlePhrases, pattern, std::move(args));
}
inline void sayEvidence(Finding& f, std::string_view pattern, std::vector<std::string> args = {}) {
    say(f.evidence, f.evidencePhrases, pattern, std::move(args));
}
inline void sayRecommendation(Finding& f, std::string_view pattern, std::vector<std::string> args = {}) {
    say(f.recommendation, f.recommendationPhrases, pattern, std::move(args));
}

/// Throttling below the per-partition ceiling on a provisioned table, named by its cause (advisor_throttling.cpp).
std::vector<Finding> provisionedThrottling(const AdvisorInput& in);
/// A provisioned table whose capacity and its GSIs' passes the account-level default quota (80,000 RCU / WCU across
/// the account's tables and GSIs in a Region, DG ServiceQuotas): account-level-quota (advisor_throttling.cpp).
std::optional<Finding> accountLevelQuota(const AdvisorInput& in);
/// Throttles by the per-table account quota (account-limit) and by a configured on-demand maximum
/// (max-on-demand-throughput) on the table and each GSI, and an index's own read throttles (gsi-read-throttling);
/// with counts, the key space and DynamoDB's reason (advisor_throttling.cpp).
std::vector<Finding> limitThrottling(const AdvisorInput& in);
/// Writes throttled on a hot partition of a provisioned table whose write auto scaling saw the table under its target
/// (it follows the table's consumed capacity): auto-scaling-hot-partition (advisor_auto_scaling.cpp).
std::optional<Finding> autoScalingHotPartition(const AdvisorInput& in);
/// The global secondary indexes' findings: gsi-back-pressure, gsi-low-cardinality, sparse-index
/// (advisor_indexes.cpp).
std::vector<Finding> indexFindings(const AdvisorInput& in);
/// An item collection near the 10 GB a table with a local secondary index allows (advisor_lsi.cpp).
std::optional<Finding> lsiCollectionSize(const AdvisorInput& in);

} // namespace partiscope::advice
