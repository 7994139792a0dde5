// The simulator's Poisson noise: each tick's request counts, drawn over the noise threads, the next tick's made
// ahead while this one is served.
#include "simulator_engine.h"

#include <algorithm>
#include <functional>

namespace partiscope {

using namespace sim;

namespace {

/// A few hundred draws take less time than handing them to a helper thread.
constexpr std::size_t kParallelFrom = 128;

} // namespace

void TableSimulator::Engine::streamKeysOf(std::uint64_t second, std::vector<std::uint64_t>& keys) const {
    keys.resize(2 * spaces.size());
    for (std::size_t space = 0; space < spaces.size(); ++space) {
        keys[2 * space + kRead] = tickStreamKey(scenario.workload.seed, space, kRead, second);
        keys[2 * space + kWrite] = tickStreamKey(scenario.workload.seed, space, kWrite, second);
    }
}

void TableSimulator::Engine::drawNoise() {
    // The job drawing this second ahead (started last tick) is done before anything it touches changes.
    if (noisePool) {
        noisePool->finish();
    }
    for (KeySpace& s : spaces) {
        // Splits add partitions: their samplers start without a mean and take theirs at the first draw.
        s.noiseSamplers.resize(2 * s.partitions.size());
    }
    // Take every draw made ahead whose mean still holds (a draw depends only on its stream and mean, so it is the
    // draw this tick would make); list the rest: all of them at the first tick, after a rate change, a split or a
    // partition leaving its quiet group. The same pass lists the means for the next second's draws ahead.
    const bool drawAhead = noiseThreads >= 2 && now + 1 < scenario.workload.durationS;
    const DrawsAhead& ahead = drawsAhead;
    const std::size_t aheadCount = ahead.second == now ? ahead.flows.size() : 0;
    std::size_t a = 0;
    DrawsAhead& next = nextDrawsAhead;
    next.flows.clear();
    streamKeysOf(now, noiseStreamKeys);
    noiseMissing.clear();
    for (std::size_t space = 0; space < spaces.size(); ++space) {
        KeySpace& s = spaces[space];
        if (!s.quiet.members.empty()) {
            drawQuietGroup(space);
        }
        const bool drawWrites = s.writesRetry; // an index's writes follow the table's, noise included
        const auto spaceIndex = static_cast<std::uint32_t>(space);
        for (const IndexRun run : s.individuals) {
            for (std::uint32_t i = run.begin; i < run.end; ++i) {
                Partition& p = s.partitions[i];
                for (std::size_t direction : {kRead, kWrite}) {
                    if (direction == kWrite && !drawWrites) {
                        continue;
                    }
                    const auto slot = static_cast<std::uint32_t>(2 * i + direction);
                    Flow& flow = direction == kRead ? p.reads : p.writes;
                    const double mean = flowMean(flow, direction == kRead ? s.readRate : s.writeRate);
                    if (drawAhead) {
                        next.flows.push_back({spaceIndex, slot, mean});
                    }
                    // Both lists are in key space and slot order.
                    while (a < aheadCount && (ahead.flows[a].space < spaceIndex ||
                                              (ahead.flows[a].space == spaceIndex && ahead.flows[a].slot < slot))) {
                        ++a;
                    }
                    if (a < aheadCount && ahead.flows[a].space == spaceIndex && ahead.flows[a].slot == slot &&
                        ahead.flows[a].mean == mean) {
                        flow.drawn = ahead.draws[a];
                    } else if (noiseThreads < 2) {
                        flow.drawn = drawWith(s.noiseSamplers[slot], mean, noiseStreamKeys[2 * space + direction], i);
                    } else {
                        noiseMissing.emplace_back(spaceIndex, slot);
                    }
                }
            }
        }
    }
    drawMissing();
    drawsAhead.second = UINT64_MAX;
    if (drawAhead && next.flows.size() >= kParallelFrom) {
        std::swap(drawsAhead, nextDrawsAhead);
        startDrawsAhead();
    }
}

void TableSimulator::Engine::drawMissing() {
    const std::vector<std::uint64_t>& keys = noiseStreamKeys; // drawNoise's, of this second
    const std::function<void(std::size_t, std::size_t)> drawRange = [&](std::size_t begin, std::size_t end) {
        for (std::size_t m = begin; m < end; ++m) {
            const auto [space, slot] = noiseMissing[m];
            KeySpace& s = spaces[space];
            const std::size_t i = slot / 2;
            const bool isRead = slot % 2 == kRead;
            Partition& p = s.partitions[i];
            Flow& flow = isRead ? p.reads : p.writes;
            flow.drawn = drawWith(s.noiseSamplers[slot], flowMean(flow, isRead ? s.readRate : s.writeRate),
                                  keys[2 * space + slot % 2], i);
        }
    };
    if (noiseThreads < 2 || noiseMissing.size() < kParallelFrom) {
        drawRange(0, noiseMissing.size());
        return;
    }
    if (!noisePool) {
        noisePool = std::make_unique<ParallelRange>(noiseThreads);
    }
    noisePool->run(noiseMissing.size(), drawRange);
}

void TableSimulator::Engine::startDrawsAhead() {
    // Only this second's means (drawNoise put them in drawsAhead) go to the job: the partitions themselves change
    // while it runs (the tick is served, a split may move them). A mean that changes before the next second is
    // drawn again then.
    DrawsAhead& ahead = drawsAhead;
    const std::uint64_t second = now + 1;
    streamKeysOf(second, ahead.streamKeys);
    ahead.samplers.resize(spaces.size());
    for (std::size_t space = 0; space < spaces.size(); ++space) {
        ahead.samplers[space] = spaces[space].noiseSamplers.data();
    }
    ahead.draws.resize(ahead.flows.size());
    ahead.second = second;
    if (!noisePool) {
        noisePool = std::make_unique<ParallelRange>(noiseThreads);
    }
    noisePool->start(ahead.flows.size(), [&ahead](std::size_t begin, std::size_t end) {
        for (std::size_t k = begin; k < end; ++k) {
            const DrawAhead& flow = ahead.flows[k];
            ahead.draws[k] = drawWith(ahead.samplers[flow.space][flow.slot], flow.mean,
                                      ahead.streamKeys[2 * flow.space + flow.slot % 2], flow.slot / 2);
        }
    });
}

} // namespace partiscope
