// Workload keys: a scenario's generator (Zipf, dated keys, ...) expanded into the keys it stands for.
#include "partiscope/scenario.h"

#include <cmath>
#include <cstdio>

namespace partiscope {

namespace {

/// Days since 1970-01-01 for a civil date, and back (H. Hinnant's algorithms).
long daysFromCivil(int y, unsigned m, unsigned d) {
    y -= m <= 2;
    const long era = (y >= 0 ? y : y - 399) / 400;
    const auto yoe = static_cast<unsigned>(y - era * 400);
    const unsigned doy = (153 * (m + (m > 2 ? -3 : 9)) + 2) / 5 + d - 1;
    const unsigned doe = yoe * 365 + yoe / 4 - yoe / 100 + doy;
    return era * 146097 + static_cast<long>(doe) - 719468;
}

std::string civilFromDays(long z) {
    z += 719468;
    const long era = (z >= 0 ? z : z - 146096) / 146097;
    const auto doe = static_cast<unsigned>(z - era * 146097);
    const unsigned yoe = (doe - doe / 1460 + doe / 36524 - doe / 146096) / 365;
    const long y = static_cast<long>(yoe) + era * 400;
    const unsigned doy = doe - (365 * yoe + yoe / 4 - yoe / 100);
    const unsigned mp = (5 * doy + 2) / 153;
    const unsigned d = doy - (153 * mp + 2) / 5 + 1;
    const unsigned m = mp < 10 ? mp + 3 : mp - 9;
    char text[40];
    std::snprintf(text, sizeof text, "%04ld-%02u-%02u", y + (m <= 2), m, d);
    return text;
}

} // namespace

std::vector<WorkloadKey> expandWorkloadKeys(const WorkloadSpec& workload) {
    if (!workload.generator) {
        return workload.keys;
    }
    const GeneratorSpec& g = *workload.generator;
    std::vector<WorkloadKey> keys;
    keys.reserve(g.count + 1);
    auto add = [&](std::string key, double weight) {
        WorkloadKey k;
        k.key = std::move(key);
        k.weight = weight;
        k.sortKey = g.sortKey;
        keys.push_back(std::move(k));
    };
    switch (g.kind) {
    case GeneratorKind::Uniform:
        for (std::uint32_t i = 0; i < g.count; ++i) {
            add(g.prefix + std::to_string(i + 1), 1.0);
        }
        break;
    case GeneratorKind::Zipf:
        for (std::uint32_t i = 0; i < g.count; ++i) {
            add(g.prefix + std::to_string(i + 1), 1.0 / std::pow(static_cast<double>(i + 1), g.s));
        }
        break;
    case GeneratorKind::HotKey: {
        const double rest = g.count ? (1.0 - g.hotShare) / g.count : 0.0;
        add(g.hotKey, g.hotShare);
        for (std::uint32_t i = 0; i < g.count; ++i) {
            add(g.prefix + std::to_string(i + 1), rest);
        }
        break;
    }
    case GeneratorKind::TimeBucket: {
        int y = 2014;
        unsigned m = 7;
        unsigned d = 9;
        std::sscanf(g.startDate.c_str(), "%4d-%2u-%2u", &y, &m, &d);
        const long first = daysFromCivil(y, m, d);
        const double older = g.count > 1 ? (1.0 - g.hotShare) / (g.count - 1) : 0.0;
        for (std::uint32_t i = 0; i < g.count; ++i) {
            const bool today = i + 1 == g.count;
            add(civilFromDays(first + i), today ? (g.count > 1 ? g.hotShare : 1.0) : older);
        }
        break;
    }
    }
    return keys;
}

} // namespace partiscope
