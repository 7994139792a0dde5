// The simulator's set-up (scenario checked, keys placed, capacity allocated) and its public face.
#include "simulator_engine.h"

#include "partiscope/capacity_units.h"
#include "partiscope/hashing.h"
#include "partiscope/number_format.h"
#include "partiscope/placement.h"
#include "partiscope/write_operations.h"

#include <algorithm>
#include <array>
#include <cmath>
#include <numeric>
#include <thread>

namespace partiscope {

using namespace sim;

std::string throttlingReasonName(ThrottlingReason reason) {
    static constexpr std::array<const char*, 4> kLimits{"ProvisionedThroughputExceeded", "AccountLimitExceeded",
                                                        "KeyRangeThroughputExceeded", "MaxOnDemandThroughputExceeded"};
    return std::string(reason.resource == ThrottleResource::Table ? "Table" : "Index") +
           (reason.operation == ThrottleOperation::Read ? "Read" : "Write") +
           kLimits[static_cast<std::size_t>(reason.limit)];
}

TableSimulator::TableSimulator(std::unique_ptr<Engine> engine) : m_engine(std::move(engine)) {}
TableSimulator::~TableSimulator() = default;

namespace {

/// Places @p logical's keys in @p s, fanned out by @p strategy. @p normalise: weights are relative (the table's
/// keys); otherwise they are absolute shares of the base writes (a GSI's index keys).
/// @p firstPhysical (optional) receives, per logical key and one past the last, its first physical key's position.
bool placeKeys(KeySpace& s, const std::vector<WorkloadKey>& logical, bool normalise, const ShardStrategy& strategy,
               const std::string& path, std::string& error, std::vector<std::uint32_t>* firstPhysical = nullptr) {
    double totalWeight = 0;
    for (const auto& k : logical) {
        totalWeight += k.weight;
    }
    const auto partitionCount = static_cast<std::uint32_t>(s.partitions.size());
    const PartitionMap map(PlacementModel::Range, partitionCount);
    for (const auto& k : logical) {
        if (firstPhysical) {
            firstPhysical->push_back(static_cast<std::uint32_t>(s.keys.size()));
        }
        const double share = normalise ? k.weight / totalWeight : k.weight;
        if (share <= 0) {
            continue;
        }
        // Writes spread evenly over the shards (random: in expectation; the other kinds assume
        // the source values are spread evenly). A logical read queries every shard once.
        const std::vector<std::string> physical = strategy.fanOutKeys(k.key);
        const double n = static_cast<double>(physical.size());
        const double rcuPerQuery =
            physical.size() == 1 ? s.rcuPerRead : (s.rcuPerRead + (n - 1) * s.minRcuPerQuery) / n;
        for (const auto& name : physical) {
            if (name.size() > limits::kPartitionKeyMaxBytes) {
                error = path + ": the sharded key for '" + k.key.substr(0, 40) + "' exceeds " +
                        groupedCount(limits::kPartitionKeyMaxBytes) + " bytes";
                return false;
            }
            PhysicalKey key;
            key.writeShare = share / n;
            key.readQueries = normalise ? share : 0.0;
            key.rcuPerQuery = rcuPerQuery;
            key.sortKey = k.sortKey;
            if (k.sizeGb) {
                key.statedGb = *k.sizeGb / n;
            }
            key.hash = modelHash(name);
            const std::uint32_t partition = k.partition ? *k.partition : map.bucketOfHash(key.hash);
            if (partition >= partitionCount) {
                error = path + ": partition " + std::to_string(partition) + " does not exist";
                return false;
            }
            s.partitions[partition].slices.push_back({static_cast<std::uint32_t>(s.keys.size()), 1.0});
            s.keys.push_back(key);
        }
    }
    if (firstPhysical) {
        firstPhysical->push_back(static_cast<std::uint32_t>(s.keys.size()));
    }
    return true;
}

/// Adds an access pattern's reads to @p s: every shard of its key is queried once per logical read; each shard's
/// Query returns its share of the items and rounds their size once (at least the minimum read).
void addPatternReads(KeySpace& s, const AccessPattern& pattern, const ShardStrategy& strategy, double itemKb) {
    const std::vector<std::string> physical = strategy.fanOutKeys(pattern.key);
    const double n = static_cast<double>(physical.size());
    const double perShard = units::queryUnits(pattern.itemsPerQuery / n * itemKb, pattern.consistency);
    const PartitionMap map(PlacementModel::Range, static_cast<std::uint32_t>(s.partitions.size()));
    for (const auto& name : physical) {
        const std::uint64_t hash = modelHash(name);
        auto found = std::find_if(s.keys.begin(), s.keys.end(), [&](const PhysicalKey& k) { return k.hash == hash; });
        if (found == s.keys.end()) {
            PhysicalKey key;
            key.hash = hash;
            key.rcuPerQuery = s.rcuPerRead;
            s.partitions[map.bucketOfHash(hash)].slices.push_back({static_cast<std::uint32_t>(s.keys.size()), 1.0});
            s.keys.push_back(key);
            found = s.keys.end() - 1;
        }
        found->patternQueries += pattern.readsPerS;
        found->patternRcu += pattern.readsPerS * perShard;
    }
}

} // namespace

std::unique_ptr<TableSimulator> TableSimulator::create(const Scenario& scenario, std::string& error) {
    return create(scenario, nullptr, error);
}

std::unique_ptr<TableSimulator> TableSimulator::create(const Scenario& scenario, std::shared_ptr<TraceDemand> trace,
                                                       std::string& error) {
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
        to.operations = from.operations;
        to.writesPerS = from.writesPerS;
        to.readsPerS = from.readsPerS;
        to.profile = from.profile;
        to.generator = from.generator;
        to.noise = from.noise;
        to.retries = from.retries;
        to.seed = from.seed;
    }
    if (trace) {
        // The trace is the traffic, noise included; its rates and mix replace the scenario's.
        e.trace = std::move(trace);
        e.replaying = true;
        e.scenario.workload.noise = NoiseModel::None;
        e.scenario.workload.profile.clear();
        e.tracePlacements.resize(1 + scenario.table.gsis.size());
    }
    e.noiseThreads = std::clamp(std::thread::hardware_concurrency(), 1u, 2u);
    const auto& w = scenario.workload;
    const TableSpec& spec = scenario.table;
    e.setupRetries();
    e.spaces.resize(1 + spec.gsis.size());

    KeySpace& t = e.table();
    t.mode = spec.mode;
    t.rcu = spec.rcu;
    t.wcu = spec.wcu;
    t.previousPeakRcu = spec.previousPeakRcu;
    t.previousPeakWcu = spec.previousPeakWcu;
    t.maxReadRequestUnits = spec.maxReadRequestUnits;
    t.maxWriteRequestUnits = spec.maxWriteRequestUnits;
    t.warmThroughput = spec.warmThroughput;
    if (spec.mode == CapacityMode::Provisioned) {
        t.scaling[kRead].spec = spec.autoScaling.read;
        t.scaling[kWrite].spec = spec.autoScaling.write;
    }
    t.accountMaxRcu = spec.accountMaxRcu;
    t.accountMaxWcu = spec.accountMaxWcu;
    t.hasLsi = spec.hasLsi();
    t.streams = spec.streams;
    // Each write costs its operation mix's units (write_operations.h). Updating the LSIs consumes the table's write
    // capacity: their writes are part of the table's cost per write.
    t.wcuPerWrite = tableWcuPerWrite(w) + lsiWcuPerWrite(spec, w);
    t.kbAddedPerWrite = tableKbAddedPerWrite(w);
    t.collectionKbPerItem = collectionKbPerItem(spec, w);
    t.collectionKbAddedPerWrite = collectionKbAddedPerWrite(spec, w);
    t.rcuPerRead = units::readUnits(w.itemKb, w.consistency);
    t.minRcuPerQuery = units::queryUnits(0, w.consistency); // a Query that returns nothing still consumes one
    t.writeRate = w.writesPerS;
    t.readRate = w.readsPerS;
    t.partitions.resize(spec.partitions.value_or(derivedPartitionCount(spec)));

    ShardStrategy strategy;
    if (!ShardStrategy::create(scenario.strategy, strategy, error)) {
        error = "/strategy: " + error;
        return nullptr;
    }
    // Listed keys are read where they are; only a generator's are made.
    const std::vector<WorkloadKey> generated = e.replaying   ? e.traceKeys(0, w.keys)
                                               : w.generator ? expandWorkloadKeys(w)
                                                             : std::vector<WorkloadKey>();
    const std::vector<WorkloadKey>& logical = e.replaying || w.generator ? generated : w.keys;
    double totalWeight = 0;
    for (const auto& k : logical) {
        totalWeight += k.weight;
    }
    if (logical.empty() || totalWeight <= 0) {
        error = e.replaying ? "/workload/trace: no request of the trace reaches the table"
                            : "/workload/keys: the key weights add up to 0";
        return nullptr;
    }
    if (e.replaying) {
        // Listed and generated keys were counted by scenarioProblem(); a trace's are known only now.
        if (auto problem = shardedKeysProblem(scenario, logical.size())) {
            error = "/workload/trace: " + problem->message;
            return nullptr;
        }
    }
    if (!placeKeys(t, logical, true, strategy, e.replaying ? "/workload/trace" : "/workload/keys", error,
                   e.replaying ? &e.tracePlacements[0].firstPhysical : nullptr)) {
        return nullptr;
    }
    if (e.replaying) {
        e.traceShares(0);
    }

    std::vector<ShardStrategy> gsiStrategies(spec.gsis.size());
    for (std::size_t g = 0; g < spec.gsis.size(); ++g) {
        const GsiSpec& gsi = spec.gsis[g];
        KeySpace& x = e.spaces[1 + g];
        x.name = gsi.name;
        x.resource = ThrottleResource::Index;
        x.mode = gsi.mode.value_or(spec.mode);
        x.rcu = gsi.rcu;
        x.wcu = gsi.wcu;
        x.previousPeakRcu = gsi.previousPeakRcu;
        x.previousPeakWcu = gsi.previousPeakWcu;
        x.maxReadRequestUnits = gsi.maxReadRequestUnits;
        x.maxWriteRequestUnits = gsi.maxWriteRequestUnits;
        x.warmThroughput = gsi.warmThroughput;
        if (x.mode == CapacityMode::Provisioned) {
            x.scaling[kRead].spec = gsi.autoScaling.read;
            x.scaling[kWrite].spec = gsi.autoScaling.write;
        }
        x.accountMaxRcu = spec.accountMaxRcu;
        x.accountMaxWcu = spec.accountMaxWcu;
        x.writesRetry = false;
        // The index item: the projected attributes; unset, the table's item (all) or the smallest write. Each base
        // write asks the index its operation mix's index writes (a key change: a delete and a put).
        const double itemKb = gsiItemKb(gsi, w);
        x.wcuPerWrite = gsiWcuPerWrite(gsi, w);
        x.kbAddedPerWrite = gsiKbAddedPerWrite(gsi, w);
        // GSI reads are eventually consistent.
        x.rcuPerRead = units::readUnits(itemKb, Consistency::Eventual);
        x.minRcuPerQuery = units::queryUnits(0, Consistency::Eventual);
        x.partitions.resize(gsi.partitions.value_or(derivedPartitionCount(gsi, spec)));
        const std::string path = "/table/gsis/" + std::to_string(g) + "/strategy";
        if (!ShardStrategy::create(gsi.strategy, gsiStrategies[g], error)) {
            error = path + ": " + error;
            return nullptr;
        }
        if (auto keys = w.indexKeys.find(gsi.name); keys != w.indexKeys.end()) {
            if (!placeKeys(x, keys->second, false, gsiStrategies[g], "/workload/index_keys/" + gsi.name, error)) {
                return nullptr;
            }
        }
        if (e.replaying) {
            e.placeTraceIndexReads(1 + g, gsiStrategies[g]);
        }
    }
    // A trace is all the traffic: the access patterns' reads would be counted twice.
    for (std::size_t a = 0; a < (e.replaying ? 0 : scenario.accessPatterns.size()); ++a) {
        const AccessPattern& pattern = scenario.accessPatterns[a];
        const auto gsi = std::find_if(spec.gsis.begin(), spec.gsis.end(),
                                      [&](const GsiSpec& g) { return g.name == pattern.target; });
        if (gsi != spec.gsis.end()) {
            const auto g = static_cast<std::size_t>(gsi - spec.gsis.begin());
            AccessPattern eventual = pattern;
            eventual.consistency = Consistency::Eventual; // a GSI serves eventually consistent reads only
            const double itemKb = gsiItemKb(*gsi, w);
            addPatternReads(e.spaces[1 + g], eventual, gsiStrategies[g], itemKb);
        } else if (pattern.target.empty() || std::any_of(spec.lsis.begin(), spec.lsis.end(),
                                                         [&](const LsiSpec& l) { return l.name == pattern.target; })) {
            // An LSI lives in the table's partitions: its reads land on the table's keys.
            addPatternReads(t, pattern, strategy, w.itemKb);
        } else {
            error = "/access_patterns/" + std::to_string(a) + "/target: no index named '" + pattern.target + "'";
            return nullptr;
        }
    }

    if (t.hasLsi) {
        // Each item collection starts with its items' stated size (an import measures it), else with its key's share
        // of the table's data, and holds their LSI entries besides.
        const double entriesPerItem = t.collectionKbPerItem / w.itemKb;
        for (PhysicalKey& key : t.keys) {
            key.collectionGb = key.statedGb.value_or(key.writeShare * spec.sizeGb) * entriesPerItem;
        }
    }
    // The table's data starts evenly spread; an index starts empty (both grow with the items written).
    for (Partition& p : t.partitions) {
        p.sizeGb = spec.sizeGb / static_cast<double>(t.partitions.size());
    }
    const bool burstFull = scenario.capacity.burstStart == BurstStart::Full;
    for (KeySpace& s : e.spaces) {
        const bool provisioned = !s.onDemand();
        const double partitionCount = static_cast<double>(s.partitions.size());
        for (std::uint32_t i = 0; i < s.partitions.size(); ++i) {
            Partition& p = s.partitions[i];
            p.totals.index = i;
            // Keep slices in hash order: that is the order a range split cuts them in.
            std::sort(p.slices.begin(), p.slices.end(),
                      [&](const Slice& a, const Slice& b) { return s.keys[a.key].hash < s.keys[b.key].hash; });
            for (auto [flow, total] : {std::pair<Flow*, double>{&p.reads, s.rcu}, {&p.writes, s.wcu}}) {
                flow->allocated = provisioned ? total / partitionCount : 0.0;
                flow->tokenCap = limits::kBurstWindowS * flow->allocated;
                flow->tokens = burstFull ? flow->tokenCap : 0.0;
                flow->retryRing.assign(kRetrySlots * e.levels, 0.0);
            }
            Engine::recomputeWeights(s, p);
        }
        s.lastTick.resize(s.partitions.size());
        if (!provisioned) {
            s.servedHistoryR.assign(kPeakMaturityS, 0.0);
            s.servedHistoryW.assign(kPeakMaturityS, 0.0);
        }
    }
    return std::unique_ptr<TableSimulator>(new TableSimulator(std::move(engine)));
}

void TableSimulator::setNoiseThreads(unsigned threads) {
    m_engine->noiseThreads = std::max(1u, threads);
    m_engine->noisePool.reset();
}

void TableSimulator::setQuietGroups(bool on) {
    m_engine->quietGroupsOn = on; // a group formed before leaves at the next tick
}

bool TableSimulator::step() {
    return m_engine->step();
}

void TableSimulator::run(const std::function<void(std::uint64_t, const std::vector<PartitionTick>&)>& onTick) {
    while (m_engine->now < m_engine->scenario.workload.durationS) {
        const std::uint64_t at = m_engine->now;
        m_engine->step();
        if (onTick) {
            onTick(at, lastTick());
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
    return static_cast<std::uint32_t>(m_engine->table().partitions.size());
}

const std::vector<PartitionTick>& TableSimulator::lastTick() const noexcept {
    m_engine->showQuietMembers(m_engine->table()); // fills the output only: the run goes on the same
    return m_engine->table().lastTick;
}

std::size_t TableSimulator::indexCount() const noexcept {
    return m_engine->spaces.size() - 1;
}

std::uint32_t TableSimulator::indexPartitionCount(std::size_t index) const noexcept {
    return static_cast<std::uint32_t>(m_engine->spaces[1 + index].partitions.size());
}

const std::vector<PartitionTick>& TableSimulator::indexLastTick(std::size_t index) const noexcept {
    m_engine->showQuietMembers(m_engine->spaces[1 + index]);
    return m_engine->spaces[1 + index].lastTick;
}

const std::string& TableSimulator::traceProblem() const noexcept {
    return m_engine->traceProblem;
}

SimulationSnapshot TableSimulator::snapshot() const {
    for (KeySpace& space : m_engine->spaces) {
        m_engine->showQuietMembers(space);
    }
    const Engine& e = *m_engine;
    SimulationSnapshot s;
    s.nowS = e.now;
    s.durationS = e.scenario.workload.durationS;
    const KeySpace& t = e.table();
    s.lastTick = t.lastTick;
    for (const auto& p : t.partitions) {
        s.partitions.push_back(e.totalsOf(t, p));
    }
    s.metrics = t.metrics;
    s.splits = t.splits;
    s.failedRequests = e.failed;
    s.itemCollectionLimitFailedWrites = e.itemCollectionFailed;
    s.throttlingReasons = t.reasons;
    auto provisionedOf = [](const KeySpace& x) {
        return x.onDemand() ? ProvisionedCapacity{}
                            : ProvisionedCapacity{x.rcu, x.wcu, x.provisionedRcuSeconds, x.provisionedWcuSeconds};
    };
    s.provisioned = provisionedOf(t);
    s.capacityChanges = e.capacityChanges;
    for (std::size_t g = 1; g < e.spaces.size(); ++g) {
        const KeySpace& x = e.spaces[g];
        IndexSnapshot index;
        index.name = x.name;
        index.lastTick = x.lastTick;
        for (const auto& p : x.partitions) {
            index.partitions.push_back(e.totalsOf(x, p));
        }
        index.metrics = x.metrics;
        index.splits = x.splits;
        index.provisioned = provisionedOf(x);
        // The index's reads reach the client with the index's reasons (its writes only through back-pressure).
        for (std::size_t r = 0; r < kThrottlingReasonCount; ++r) {
            s.throttlingReasons[r] += x.reasons[r];
        }
        s.indexes.push_back(std::move(index));
    }
    return s;
}

} // namespace partiscope
