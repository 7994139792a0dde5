#pragma once

#include <cstdint>
#include <string>
#include <vector>

namespace partiscope {

/// @brief Summary of how writes land in buckets. Every write counts (a key with count 5 is 5 writes).
struct DistributionStats {
    std::uint64_t total = 0;
    std::uint32_t buckets = 0;
    std::uint64_t maxCount = 0;
    double mean = 0;        ///< total / buckets
    double maxOverMean = 0; ///< the hot factor (see hotFactor): 1 = perfectly even, buckets = everything in one
    double cv = 0;          ///< population standard deviation / mean
    double gini = 0;        ///< 0 = even, (B-1)/B = everything in one bucket
    double entropyNorm = 0; ///< Shannon entropy / ln(B): 1 = even, 0 = one bucket (1 when B = 1)
    double chi2 = 0;        ///< Pearson's chi-square against the uniform expectation
    double degreesOfFreedom = 0;
    double pValue = 1; ///< P(X >= chi2) for X ~ chi-square(B-1)
    std::uint32_t emptyBuckets = 0;
};

/// @brief What per-cell counts stand for: teaching buckets (hash mod B), or partitions (equal hash ranges, or a
/// scenario's partitions with the keys it pins to them).
enum class CellKind { Buckets, Partitions };

/// @brief The hot factor of per-cell write counts: the fullest cell's writes divided by the mean writes per
/// cell, empty cells included, i.e. max / (total / cells). 1 = perfectly even; N = every write in one of N
/// cells; 0 without writes. It depends on how many cells there are, so every view prints it with
/// hotFactorText(), which says what it was computed over. The one definition app, CLI and reports use.
double hotFactor(const std::vector<std::uint64_t>& cellCounts);

/// @brief "2.00× over 4 partitions": the hot factor with two decimals and the cells it is computed over.
std::string hotFactorText(double factor, std::uint32_t cells, CellKind kind);

/// @brief Computes all statistics over per-bucket counts. Empty input gives zeros and p = 1.
DistributionStats computeDistributionStats(const std::vector<std::uint64_t>& bucketCounts);

/// @brief Regularised upper incomplete gamma Q(a, x) = Gamma(a, x) / Gamma(a); a > 0, x >= 0.
double regularizedGammaQ(double a, double x);

/// @brief Upper tail of the chi-square distribution: P(X >= chi2) with @p dof degrees of freedom.
double chiSquareUpperTail(double chi2, double dof);

} // namespace partiscope
