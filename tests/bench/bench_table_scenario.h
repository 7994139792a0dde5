#pragma once

#include <cstdint>
#include <string>

/// The benchmarks' table (bench_simulate's cases, bench_ui's playback frames): 1,500,000 RCU + 500,000 WCU gives
/// ceil(500 + 500) = 1000 partitions by the historical formula (above the default per-table quota, so the file states
/// a raised one); 100,000 distinct keys in a Zipf(1.1) mix, standard SDK retries. One text, so the two benchmarks
/// simulate the same table.
inline std::string benchTableScenarioJson(std::uint64_t durationS, const char* writesPerS = "100000",
                                          const char* readsPerS = "300000", bool poisson = false) {
    return R"({"version": 2, "name": "bench: 24 h, 1000 partitions, 100k Zipf keys",
        "table": {"rcu": 1500000, "wcu": 500000, "account_max_rcu": 1500000, "account_max_wcu": 500000},
        "workload": {"duration_s": )" +
           std::to_string(durationS) + R"(, "writes_per_s": )" + writesPerS + R"(, "reads_per_s": )" + readsPerS +
           (poisson ? R"(, "noise": "poisson")" : "") + R"(,
          "retries": "standard", "generator": {"kind": "zipf", "count": 100000, "s": 1.1}}})";
}
