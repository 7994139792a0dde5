#pragma once

#include "partiscope/scenario.h"
#include "partiscope/simulator.h"

#include <cstddef>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace partiscope {

/// @brief DynamoDB list prices of one region (standard table class), as a price file gives them. Every cost
/// Partiscope shows is an estimate from these numbers; the file says where and when they were taken.
/// The shipped default is resources/prices/default.prices (compiled in: defaultPriceTableText()).
struct PriceTable {
    std::string region;                 ///< e.g. us-east-1
    std::string currency;               ///< e.g. USD
    std::string asOf;                   ///< the date the prices were taken, YYYY-MM-DD
    std::string source;                 ///< where they were taken from (a URL)
    double onDemandWritePerMillion = 0; ///< per million write request units
    double onDemandReadPerMillion = 0;  ///< per million read request units
    double provisionedWcuHour = 0;      ///< per WCU-hour
    double provisionedRcuHour = 0;      ///< per RCU-hour
    double storageGbMonth = 0;          ///< per GB-month
    double storageFreeGb = 0;           ///< GB-months free each month (the free tier's 25 GB)
    double hoursPerMonth = 730;         ///< AWS's pricing month

    bool operator==(const PriceTable&) const = default;
};

/// @brief Largest price file read: eleven lines and their comments fit in a few KiB.
inline constexpr std::uint64_t kMaxPriceFileBytes = std::uint64_t{1} << 20;
/// @brief Largest price of one unit in a price file, in any currency: a bill of the largest table and rates the
/// scenario limits allow stays a finite number.
inline constexpr double kMaxPrice = 1e6;

/// @brief A price file: one `name = value` per line, `#` starts a comment, blank lines ignored (format in the
/// README, "Cost estimates"). Every name must be known and given once; every price a number from 0 to kMaxPrice; no NUL
/// byte. On error returns false and sets @p error to "<fileName>:<line>: <problem>" ("prices.txt:7: unknown name
/// 'wcu_hour'", or line 0 for a name that is missing).
bool parsePriceTable(std::string_view text, const std::string& fileName, PriceTable& out, std::string& error);
/// @brief What is wrong with a price file: the line (1-based; 0 when a name is missing, a problem of the whole file)
/// and the problem, as parsePriceTable() words it after "<fileName>:<line>: ".
struct PriceFileProblem {
    std::size_t line = 0;
    std::string message;
    bool operator==(const PriceFileProblem&) const = default;
};
/// @brief parsePriceTable() for text that is not a file (the app's price editor): nullopt when @p text is a valid
/// price file, which is then stored in @p out.
std::optional<PriceFileProblem> priceTableProblem(std::string_view text, PriceTable& out);
/// @brief parsePriceTable() of the file @p path, at most kMaxPriceFileBytes (see readWholeFile()).
bool loadPriceTableFile(const std::string& path, PriceTable& out, std::string& error,
                        const std::atomic<bool>* cancel = nullptr, FileKinds kinds = FileKinds::Any);
/// @brief The shipped default price file's text (resources/prices/default.prices, compiled in).
std::string_view defaultPriceTableText() noexcept;
/// @brief That file parsed.
const PriceTable& defaultPriceTable();
/// @brief @p prices written as a price file (parsePriceTable() reads it back equal).
std::string priceTableToText(const PriceTable& prices);

/// @brief One key space's share of a monthly bill (the table, or one GSI).
struct KeySpaceCost {
    std::string name; ///< "" the table, else the GSI's name
    CapacityMode mode = CapacityMode::Provisioned;
    double readUnits = 0; ///< per month: request units (on-demand) or capacity-unit-hours (provisioned)
    double writeUnits = 0;
    double storageGb = 0; ///< data held (the table's size_gb with its LSI entries; a GSI's estimate)
    double reads = 0;     ///< money per month
    double writes = 0;
    double storage = 0; ///< before the free allowance, which MonthlyCost::storage takes off once
};

/// @brief A design's estimated monthly bill at @p prices: on-demand request units consumed (served, not throttled)
/// scaled from the simulated run to a month, or provisioned capacity-hours, for the table and each GSI, plus storage.
struct MonthlyCost {
    double total = 0;
    double reads = 0;
    double writes = 0;
    double storage = 0; ///< after the free allowance
    std::string currency;
    std::string pricesAsOf;
    std::string region;
    std::vector<KeySpaceCost> keySpaces; ///< the table first, then the GSIs in the scenario's order
};

/// @brief The monthly cost of @p scenario from its finished simulation @p snapshot (snapshot.nowS > 0).
MonthlyCost monthlyCost(const Scenario& scenario, const SimulationSnapshot& snapshot, const PriceTable& prices);

} // namespace partiscope
