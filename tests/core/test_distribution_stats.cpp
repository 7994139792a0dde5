#include <catch2/catch.hpp>

#include "partiscope/distribution_stats.h"

#include <cmath>
#include <vector>

using namespace partiscope;

namespace {

/// Q(n, x) for integer n: e^-x * sum_{k<n} x^k / k! (the Poisson CDF), summed in log space.
double integerGammaQ(int n, double x) {
    double total = 0;
    for (int k = 0; k < n; ++k) {
        total += std::exp(-x + k * std::log(x) - std::lgamma(k + 1.0));
    }
    return total;
}

} // namespace

TEST_CASE("computeDistributionStats: perfectly even {10,10,10,10}", "[stats]") {
    const auto s = computeDistributionStats({10, 10, 10, 10});
    REQUIRE(s.total == 40);
    REQUIRE(s.buckets == 4);
    REQUIRE(s.maxCount == 10);
    REQUIRE(s.mean == Approx(10.0));       // 40 / 4
    REQUIRE(s.maxOverMean == Approx(1.0)); // 10 / 10
    REQUIRE(s.cv == Approx(0.0).margin(1e-12));
    REQUIRE(s.gini == Approx(0.0).margin(1e-12));
    REQUIRE(s.entropyNorm == Approx(1.0)); // ln 4 / ln 4
    REQUIRE(s.chi2 == Approx(0.0).margin(1e-12));
    REQUIRE(s.degreesOfFreedom == Approx(3.0));
    REQUIRE(s.pValue == Approx(1.0));
    REQUIRE(s.emptyBuckets == 0);
}

TEST_CASE("computeDistributionStats: everything in one bucket {0,0,0,40}", "[stats]") {
    const auto s = computeDistributionStats({0, 0, 0, 40});
    REQUIRE(s.total == 40);
    REQUIRE(s.maxCount == 40);
    REQUIRE(s.mean == Approx(10.0));
    REQUIRE(s.maxOverMean == Approx(4.0)); // 40 / 10 = B
    // squared deviations: 3 * (0-10)^2 + (40-10)^2 = 300 + 900 = 1200; variance 1200/4 = 300
    REQUIRE(s.cv == Approx(std::sqrt(300.0) / 10.0)); // 1.7320508
    // sorted 0,0,0,40 with weights (2i - n - 1) = -3,-1,1,3: 3*40 / (4*40) = 0.75 = (B-1)/B
    REQUIRE(s.gini == Approx(0.75));
    REQUIRE(s.entropyNorm == Approx(0.0).margin(1e-12));
    REQUIRE(s.chi2 == Approx(120.0)); // 1200 / 10
    REQUIRE(s.degreesOfFreedom == Approx(3.0));
    // P(chi2_3 >= 120) = 7.7168e-26 (mpmath)
    REQUIRE(s.pValue == Approx(7.71679035563e-26).epsilon(1e-6));
    REQUIRE(s.emptyBuckets == 3);
}

TEST_CASE("computeDistributionStats: {1,2,3,4}", "[stats]") {
    const auto s = computeDistributionStats({1, 2, 3, 4});
    REQUIRE(s.total == 10);
    REQUIRE(s.maxCount == 4);
    REQUIRE(s.mean == Approx(2.5));
    REQUIRE(s.maxOverMean == Approx(1.6)); // 4 / 2.5
    // deviations -1.5,-0.5,0.5,1.5: squares 2.25+0.25+0.25+2.25 = 5; variance 5/4 = 1.25
    REQUIRE(s.cv == Approx(std::sqrt(1.25) / 2.5)); // 0.4472136
    // weights -3,-1,1,3: -3 - 2 + 3 + 12 = 10; 10 / (4 * 10) = 0.25
    REQUIRE(s.gini == Approx(0.25));
    // H = -(0.1 ln 0.1 + 0.2 ln 0.2 + 0.3 ln 0.3 + 0.4 ln 0.4) = 1.2798542; / ln 4 = 0.9232197
    const double h = -(0.1 * std::log(0.1) + 0.2 * std::log(0.2) + 0.3 * std::log(0.3) + 0.4 * std::log(0.4));
    REQUIRE(s.entropyNorm == Approx(h / std::log(4.0)));
    REQUIRE(s.entropyNorm == Approx(0.9232196723));
    REQUIRE(s.chi2 == Approx(2.0)); // 5 / 2.5
    // P(chi2_3 >= 2) = 0.5724067
    REQUIRE(s.pValue == Approx(0.5724067045).epsilon(1e-8));
    REQUIRE(s.emptyBuckets == 0);
}

TEST_CASE("computeDistributionStats: two buckets {5,0}", "[stats]") {
    const auto s = computeDistributionStats({5, 0});
    REQUIRE(s.mean == Approx(2.5));
    REQUIRE(s.maxOverMean == Approx(2.0));
    REQUIRE(s.cv == Approx(1.0));                            // deviations +-2.5, sd 2.5
    REQUIRE(s.gini == Approx(0.5));                          // (-1*0 + 1*5) / (2*5)
    REQUIRE(s.chi2 == Approx(5.0));                          // (6.25 + 6.25) / 2.5
    REQUIRE(s.pValue == Approx(0.0253473187).epsilon(1e-7)); // P(chi2_1 >= 5)
    REQUIRE(s.entropyNorm == Approx(0.0).margin(1e-12));
    REQUIRE(s.emptyBuckets == 1);
}

TEST_CASE("computeDistributionStats: degenerate inputs", "[stats]") {
    SECTION("empty vector") {
        const auto s = computeDistributionStats({});
        REQUIRE(s.total == 0);
        REQUIRE(s.buckets == 0);
        REQUIRE(s.maxCount == 0);
        REQUIRE(s.mean == 0.0);
        REQUIRE(s.maxOverMean == 0.0);
        REQUIRE(s.cv == 0.0);
        REQUIRE(s.gini == 0.0);
        REQUIRE(s.entropyNorm == 0.0);
        REQUIRE(s.chi2 == 0.0);
        REQUIRE(s.pValue == 1.0);
        REQUIRE(s.emptyBuckets == 0);
    }
    SECTION("single bucket") {
        const auto s = computeDistributionStats({7});
        REQUIRE(s.total == 7);
        REQUIRE(s.buckets == 1);
        REQUIRE(s.mean == Approx(7.0));
        REQUIRE(s.maxOverMean == Approx(1.0));
        REQUIRE(s.cv == Approx(0.0).margin(1e-12));
        REQUIRE(s.gini == Approx(0.0).margin(1e-12));
        REQUIRE(s.entropyNorm == 1.0); // defined as 1 when B = 1
        REQUIRE(s.chi2 == Approx(0.0).margin(1e-12));
        REQUIRE(s.degreesOfFreedom == 0.0);
        REQUIRE(s.pValue == 1.0);
    }
    SECTION("buckets but no writes") {
        const auto s = computeDistributionStats({0, 0, 0});
        REQUIRE(s.total == 0);
        REQUIRE(s.buckets == 3);
        REQUIRE(s.emptyBuckets == 3);
        REQUIRE(s.mean == 0.0);
        REQUIRE(s.maxOverMean == 0.0);
        REQUIRE(s.degreesOfFreedom == 2.0);
        REQUIRE(s.pValue == 1.0);
        REQUIRE(s.cv == 0.0);
        REQUIRE(s.gini == 0.0);
        REQUIRE(s.entropyNorm == 0.0);
    }
    SECTION("large counts stay exact in total and max") {
        const std::uint64_t big = (std::uint64_t{1} << 53) - 1;
        const auto s = computeDistributionStats({big, 0});
        REQUIRE(s.total == big);
        REQUIRE(s.maxCount == big);
        REQUIRE(s.maxOverMean == Approx(2.0));
        REQUIRE(s.gini == Approx(0.5));
        REQUIRE(s.pValue == 0.0);
    }
}

TEST_CASE("regularizedGammaQ against closed forms", "[stats][gamma]") {
    REQUIRE(regularizedGammaQ(1.0, 0.0) == 1.0);
    REQUIRE(regularizedGammaQ(2.5, -1.0) == 1.0);
    // Q(1, x) = e^-x (series branch for x < 2, continued fraction above)
    REQUIRE(regularizedGammaQ(1.0, 0.5) == Approx(std::exp(-0.5)).epsilon(1e-12));
    REQUIRE(regularizedGammaQ(1.0, 2.0) == Approx(std::exp(-2.0)).epsilon(1e-12));
    REQUIRE(regularizedGammaQ(1.0, 30.0) == Approx(std::exp(-30.0)).epsilon(1e-10));
    // Q(3, 2) = e^-2 (1 + 2 + 2^2/2) = 5 e^-2 = 0.6766764
    REQUIRE(regularizedGammaQ(3.0, 2.0) == Approx(5.0 * std::exp(-2.0)).epsilon(1e-12));
    // Q(1/2, x) = erfc(sqrt(x))
    for (double x : {0.01, 0.3, 1.0, 1.4, 2.0, 5.0, 12.0}) {
        INFO(x);
        REQUIRE(regularizedGammaQ(0.5, x) == Approx(std::erfc(std::sqrt(x))).epsilon(1e-10));
    }
    // Integer a, both sides of x = a + 1.
    for (int a : {2, 5, 10, 50}) {
        for (double x : {0.5 * a, a + 0.5, a + 1.5, 2.0 * a}) {
            INFO("a " << a << " x " << x);
            REQUIRE(regularizedGammaQ(a, x) == Approx(integerGammaQ(a, x)).epsilon(1e-9));
        }
    }
}

TEST_CASE("chiSquareUpperTail against table values", "[stats][gamma]") {
    // Critical values at 5%: 3.841 (df 1), 18.307 (df 10).
    REQUIRE(chiSquareUpperTail(3.841, 1) == Approx(0.05).margin(1e-4));
    REQUIRE(chiSquareUpperTail(3.841, 1) == Approx(0.0500136838).epsilon(1e-7));
    REQUIRE(chiSquareUpperTail(18.307, 10) == Approx(0.05).margin(1e-4));
    REQUIRE(chiSquareUpperTail(18.307, 10) == Approx(0.0500005891).epsilon(1e-7));
    // df 2 is exponential: P(X >= 2) = e^-1.
    REQUIRE(chiSquareUpperTail(2.0, 2) == Approx(std::exp(-1.0)).epsilon(1e-12));
    REQUIRE(chiSquareUpperTail(0.0, 5) == 1.0);
    REQUIRE(chiSquareUpperTail(5.0, 0) == 1.0);

    SECTION("large degrees of freedom (1023, as for 1024 buckets)") {
        // Reference values from mpmath: Q(1023/2, x/2).
        REQUIRE(chiSquareUpperTail(1023.0, 1023) == Approx(0.4941200899).epsilon(1e-8));
        REQUIRE(chiSquareUpperTail(1098.0, 1023) == Approx(0.0511429191).epsilon(1e-7));
        REQUIRE(chiSquareUpperTail(1100.0, 1023) == Approx(0.0468663282).epsilon(1e-7));
        REQUIRE(chiSquareUpperTail(950.0, 1023) == Approx(0.9494054967).epsilon(1e-8));
        // Independent check: Q(a + 1, x) = Q(a, x) + x^a e^-x / Gamma(a + 1) applied 511 times from
        // Q(1/2, x) = erfc(sqrt(x)) gives Q(511.5, x) as a finite sum.
        for (double chi2 : {950.0, 1023.0, 1098.0}) {
            const double x = chi2 / 2.0;
            double reference = std::erfc(std::sqrt(x));
            for (int k = 0; k < 511; ++k) {
                const double a = k + 0.5;
                reference += std::exp(a * std::log(x) - x - std::lgamma(a + 1.0));
            }
            INFO(chi2);
            REQUIRE(chiSquareUpperTail(chi2, 1023) == Approx(reference).epsilon(1e-8));
        }
        // Very far in the tail the value is tiny but not negative.
        const double tail = chiSquareUpperTail(5000.0, 1023);
        REQUIRE(tail >= 0.0);
        REQUIRE(tail < 1e-100);
    }
}

TEST_CASE("hotFactor: one definition, the fullest cell over the mean, labelled by its cells", "[stats]") {
    // Lesson 6: 50, 50, 50 and 150 writes/s on 4 partitions: 150 / 75.
    CHECK(hotFactor({50, 50, 50, 150}) == Approx(2.0));
    CHECK(hotFactor({0, 0, 0, 40}) == Approx(4.0));
    CHECK(hotFactor({}) == 0.0);
    CHECK(hotFactor({0, 0}) == 0.0);
    CHECK(computeDistributionStats({50, 50, 50, 150}).maxOverMean == hotFactor({50, 50, 50, 150}));
    CHECK(hotFactorText(2.0, 4, CellKind::Partitions) == "2.00\u00d7 over 4 partitions");
    CHECK(hotFactorText(4.0, 8, CellKind::Buckets) == "4.00\u00d7 over 8 buckets");
    CHECK(hotFactorText(1.0, 1, CellKind::Partitions) == "1.00\u00d7 over 1 partition");
}
