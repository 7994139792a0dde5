#include "partiscope/distribution_stats.h"
#include "partiscope/number_format.h"

#include <algorithm>
#include <cmath>
#include <cstdio>

namespace partiscope {

namespace {

// Series and continued fraction as in Numerical Recipes §6.2; both converge quickly in their
// regions (series for x < a + 1, Lentz's continued fraction otherwise).
double gammaPSeries(double a, double x) {
    double term = 1.0 / a;
    double sum = term;
    for (int n = 1; n < 100000; ++n) {
        term *= x / (a + n);
        sum += term;
        if (std::fabs(term) < std::fabs(sum) * 1e-15) {
            break;
        }
    }
    return sum * std::exp(-x + a * std::log(x) - std::lgamma(a));
}

double gammaQContinuedFraction(double a, double x) {
    constexpr double tiny = 1e-300;
    double b = x + 1.0 - a;
    double c = 1.0 / tiny;
    double d = 1.0 / b;
    double h = d;
    for (int i = 1; i < 100000; ++i) {
        const double an = -i * (i - a);
        b += 2.0;
        d = an * d + b;
        if (std::fabs(d) < tiny) {
            d = tiny;
        }
        c = b + an / c;
        if (std::fabs(c) < tiny) {
            c = tiny;
        }
        d = 1.0 / d;
        const double delta = d * c;
        h *= delta;
        if (std::fabs(delta - 1.0) < 1e-15) {
            break;
        }
    }
    return std::exp(-x + a * std::log(x) - std::lgamma(a)) * h;
}

} // namespace

double regularizedGammaQ(double a, double x) {
    if (x <= 0.0) {
        return 1.0;
    }
    if (x < a + 1.0) {
        return std::clamp(1.0 - gammaPSeries(a, x), 0.0, 1.0);
    }
    return std::clamp(gammaQContinuedFraction(a, x), 0.0, 1.0);
}

double chiSquareUpperTail(double chi2, double dof) {
    if (dof <= 0.0) {
        return 1.0;
    }
    return regularizedGammaQ(dof / 2.0, chi2 / 2.0);
}

double hotFactor(const std::vector<std::uint64_t>& cellCounts) {
    std::uint64_t total = 0;
    std::uint64_t fullest = 0;
    for (const auto count : cellCounts) {
        total += count;
        fullest = std::max(fullest, count);
    }
    if (total == 0) {
        return 0.0;
    }
    return static_cast<double>(fullest) * static_cast<double>(cellCounts.size()) / static_cast<double>(total);
}

std::string hotFactorText(double factor, std::uint32_t cells, CellKind kind) {
    const std::string number = fixedPoint(factor, 2);
    const char* noun =
        kind == CellKind::Partitions ? (cells == 1 ? "partition" : "partitions") : (cells == 1 ? "bucket" : "buckets");
    return number + "\u00d7 over " + std::to_string(cells) + " " + noun;
}

DistributionStats computeDistributionStats(const std::vector<std::uint64_t>& bucketCounts) {
    DistributionStats stats;
    stats.buckets = static_cast<std::uint32_t>(bucketCounts.size());
    if (bucketCounts.empty()) {
        return stats;
    }
    const double n = static_cast<double>(bucketCounts.size());
    for (const auto count : bucketCounts) {
        stats.total += count;
        stats.maxCount = std::max(stats.maxCount, count);
        stats.emptyBuckets += count == 0 ? 1u : 0u;
    }
    stats.degreesOfFreedom = n - 1.0;
    if (stats.total == 0) {
        return stats;
    }
    const double total = static_cast<double>(stats.total);
    stats.mean = total / n;
    stats.maxOverMean = hotFactor(bucketCounts);

    double squaredDeviations = 0;
    double entropy = 0;
    for (const auto count : bucketCounts) {
        const double x = static_cast<double>(count);
        squaredDeviations += (x - stats.mean) * (x - stats.mean);
        if (count > 0) {
            const double p = x / total;
            entropy -= p * std::log(p);
        }
    }
    stats.cv = std::sqrt(squaredDeviations / n) / stats.mean;
    stats.chi2 = squaredDeviations / stats.mean;
    stats.entropyNorm = bucketCounts.size() > 1 ? entropy / std::log(n) : 1.0;
    stats.pValue = chiSquareUpperTail(stats.chi2, stats.degreesOfFreedom);

    // Gini via the sorted form: sum_i (2i - n - 1) x_(i) / (n * sum x), i = 1..n ascending.
    std::vector<std::uint64_t> sorted = bucketCounts;
    std::sort(sorted.begin(), sorted.end());
    double weighted = 0;
    for (std::size_t i = 0; i < sorted.size(); ++i) {
        weighted += (2.0 * static_cast<double>(i + 1) - n - 1.0) * static_cast<double>(sorted[i]);
    }
    stats.gini = weighted / (n * total);
    return stats;
}

} // namespace partiscope
