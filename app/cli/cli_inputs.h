#pragma once

#include "cli.h"
#include "flag_set.h"

#include "partiscope/read_limit.h"

#include "partiscope/scenario.h"
#include "partiscope/shard_strategy.h"

#include <map>
#include <string>

/// The files and standard input the commands read ('-' is standard input).
namespace partiscope::cli {

/// An item file (`queries --item`) holds one item: DynamoDB's 400 KB, as JSON with room for escapes.
inline constexpr std::uint64_t kMaxItemFileBytes = std::uint64_t{4} << 20;

/// The text of an input file, or of @p stdinFd for '-', at most @p limit (see readWholeFile()); InputError when it
/// cannot be read or is larger, Interrupted when SIGINT or SIGTERM stopped the read (a pipe that waits).
std::string readInput(const std::string& path, int stdinFd, const ReadLimit& limit, const CliContext& context = {});

/// How messages name an input: its path, or "standard input" for '-'.
std::string inputName(const std::string& path);

/// A scenario file (or standard input); InputError naming the file and the problem.
Scenario loadScenarioOrThrow(const std::string& path, int stdinFd, const CliContext& context = {});

/// Standard input can feed one input only: a UsageError when two of the input flags are '-'.
void checkOneStdinInput(const FlagSet& flags);

/// An item file: a JSON object of plain values or DynamoDB JSON ({"S": "..."}); attribute -> value.
std::map<std::string, std::string> readItem(const std::string& path, int stdinFd, const CliContext& context = {});

/// The strategy of the strategy flags (--strategy, --shards, --fn, --sep, --boundaries, --map, --seed) of analyze,
/// advise and queries; UsageError for a flag the strategy does not take or a strategy that cannot be built.
ShardStrategy strategyFromFlags(const FlagSet& flags, int stdinFd, const CliContext& context = {});

} // namespace partiscope::cli
