// The simulator's set-up (scenario checked, keys placed, capacity allocated) and its public face.
#include "simulator_engine.h"

#include "partiscope/hashing.h"
#include "partiscope/number_format.h"
#include "partiscope/placement.h"

#include <algorithm>
#include <array>
#include <cmath>
#include <numeric>

namespace partiscope {

using namespace sim;

TableSimulator::TableSimulator(std::unique_ptr<Engine> engine) : m_engine(std::move(engine)) {}
TableSimulator::~TableSimulator() = default;

std::unique_ptr<TableSimulator> TableSimulator::create(const Scenario& scenario, std::string& error) {
    if (auto problem = scenarioProblem(scenario)) {
        error = problem->path + ": " + problem->message;
        return nullptr;
    }
    auto engine = std::make_unique<Engine>();
    Engine& e = *engine;
    // The engine keeps the scenario's settings, not its keys: they are placed once below, and a million of them
    // need no second copy (the app prepares documents of that size).
    e.scenario.version = scenario.version;
    e.scenario.name = scenario.name;
    e.scenario.table = scenario.table;
    e.scenario.capacity = scenario.capacity;
    e.scenario.strategy = scenario.strategy;
    {
        const WorkloadSpec& from = scenario.workload;
        WorkloadSpec& to = e.scenario.workload;
        to.durationS = from.durationS;
        to.itemKb = from.itemKb;
        to.consistency = from.consistency;
        to.writesPerS = from.writesPerS;
        to.readsPerS = from.readsPerS;
        to.profile = from.profile;
        to.generator = from.generator;
        to.noise = from.noise;
        to.retries = from.retries;
        to.seed = from.seed;
    }
    e.rng.state = scenario.workload.seed ^ 0x5851F42D4C957F2Dull;
    const auto& w = scenario.workload;
    const double transactional = w.consistency == Consistency::Transactional ? 2.0 : 1.0;
    const double readFactor = w.consistency == Consistency::Eventual ? 0.5 : transactional;
    e.wcuPerWrite = std::ceil(w.itemKb - 1e-12) * transactional;
    e.rcuPerRead = std::ceil(w.itemKb / 4.0 - 1e-12) * readFactor;
    e.minRcuPerQuery = readFactor; // a Query that returns nothing still consumes one read unit
    e.writeRate = w.writesPerS;
    e.readRate = w.readsPerS;
    e.setupRetries();

    ShardStrategy strategy;
    if (!ShardStrategy::create(scenario.strategy, strategy, error)) {
        error = "/strategy: " + error;
        return nullptr;
    }
    const std::uint32_t partitionCount = scenario.table.partitions.value_or(derivedPartitionCount(scenario.table));
    // Listed keys are read where they are; only a generator's are made.
    const std::vector<WorkloadKey> generated = w.generator ? expandWorkloadKeys(w) : std::vector<WorkloadKey>();
    const std::vector<WorkloadKey>& logical = w.generator ? generated : w.keys;
    double totalWeight = 0;
    for (const auto& k : logical) {
        totalWeight += k.weight;
    }
    if (logical.empty() || totalWeight <= 0) {
        error = "/workload/keys: the key weights add up to 0";
        return nullptr;
    }

    const PartitionMap map(PlacementModel::Range, partitionCount);
    e.partitions.resize(partitionCount);
    for (std::uint32_t i = 0; i < partitionCount; ++i) {
        e.partitions[i].totals.index = i;
    }
    for (const auto& k : logical) {
        const double share = k.weight / totalWeight;
        if (share <= 0) {
            continue;
        }
        // Writes spread evenly over the shards (random: in expectation; the other kinds assume
        // the source values are spread evenly). A logical read queries every shard once.
        const std::vector<std::string> physical = strategy.fanOutKeys(k.key);
        const double n = static_cast<double>(physical.size());
        const double rcuPerQuery =
            physical.size() == 1 ? e.rcuPerRead : (e.rcuPerRead + (n - 1) * e.minRcuPerQuery) / n;
        for (const auto& name : physical) {
            if (name.size() > limits::kPartitionKeyMaxBytes) {
                error = "/workload/keys: the sharded key for '" + k.key.substr(0, 40) + "' exceeds " +
                        groupedCount(limits::kPartitionKeyMaxBytes) + " bytes";
                return nullptr;
            }
            PhysicalKey key;
            key.writeShare = share / n;
            key.readQueries = share;
            key.rcuPerQuery = rcuPerQuery;
            key.sortKey = k.sortKey;
            key.hash = modelHash(name);
            const std::uint32_t partition = k.partition ? *k.partition : map.bucketOfHash(key.hash);
            if (partition >= partitionCount) {
                error = "/workload/keys: partition " + std::to_string(partition) + " does not exist";
                return nullptr;
            }
            e.partitions[partition].slices.push_back({static_cast<std::uint32_t>(e.keys.size()), 1.0});
            e.keys.push_back(key);
        }
    }
    const bool provisioned = scenario.table.mode == CapacityMode::Provisioned;
    const bool burstFull = scenario.capacity.burstStart == BurstStart::Full;
    for (auto& p : e.partitions) {
        // Keep slices in hash order: that is the order a range split cuts them in.
        std::sort(p.slices.begin(), p.slices.end(),
                  [&](const Slice& a, const Slice& b) { return e.keys[a.key].hash < e.keys[b.key].hash; });
        for (auto [flow, total] :
             {std::pair<Flow*, double>{&p.reads, scenario.table.rcu}, {&p.writes, scenario.table.wcu}}) {
            flow->allocated = provisioned ? total / partitionCount : 0.0;
            flow->tokenCap = limits::kBurstWindowS * flow->allocated;
            flow->tokens = burstFull ? flow->tokenCap : 0.0;
            flow->retryRing.assign(kRetrySlots * e.levels, 0.0);
        }
        e.recomputeWeights(p);
    }
    e.lastTick.resize(partitionCount);
    if (!provisioned) {
        e.servedHistoryR.assign(kPeakMaturityS, 0.0);
        e.servedHistoryW.assign(kPeakMaturityS, 0.0);
    }
    return std::unique_ptr<TableSimulator>(new TableSimulator(std::move(engine)));
}

bool TableSimulator::step() {
    return m_engine->step();
}

void TableSimulator::run(const std::function<void(std::uint64_t, const std::vector<PartitionTick>&)>& onTick) {
    while (m_engine->now < m_engine->scenario.workload.durationS) {
        const std::uint64_t at = m_engine->now;
        m_engine->step();
        if (onTick) {
            onTick(at, m_engine->lastTick);
        }
    }
}

bool TableSimulator::finished() const noexcept {
    return m_engine->now >= m_engine->scenario.workload.durationS;
}

std::uint64_t TableSimulator::nowS() const noexcept {
    return m_engine->now;
}

std::uint32_t TableSimulator::partitionCount() const noexcept {
    return static_cast<std::uint32_t>(m_engine->partitions.size());
}

const std::vector<PartitionTick>& TableSimulator::lastTick() const noexcept {
    return m_engine->lastTick;
}

SimulationSnapshot TableSimulator::snapshot() const {
    const Engine& e = *m_engine;
    SimulationSnapshot s;
    s.nowS = e.now;
    s.durationS = e.scenario.workload.durationS;
    s.lastTick = e.lastTick;
    for (const auto& p : e.partitions) {
        s.partitions.push_back(p.totals);
    }
    s.metrics = e.metrics;
    s.splits = e.splits;
    s.failedRequests = e.failed;
    return s;
}

} // namespace partiscope
