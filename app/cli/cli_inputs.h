#pragma once

#include "flag_set.h"

#include "partiscope/scenario.h"
#include "partiscope/shard_strategy.h"

#include <map>
#include <string>

/// The files and standard input the commands read ('-' is standard input).
namespace partiscope::cli {

/// The text of an input file, or of @p stdinFd for '-'; InputError when it cannot be read.
std::string readInput(const std::string& path, int stdinFd);

/// How messages name an input: its path, or "standard input" for '-'.
std::string inputName(const std::string& path);

/// A scenario file (or standard input); InputError naming the file and the problem.
Scenario loadScenarioOrThrow(const std::string& path, int stdinFd);

/// Standard input can feed one input only: a UsageError when two of the input flags are '-'.
void checkOneStdinInput(const FlagSet& flags);

/// An item file: a JSON object of plain values or DynamoDB JSON ({"S": "..."}); attribute -> value.
std::map<std::string, std::string> readItem(const std::string& path, int stdinFd);

/// The strategy of the strategy flags (--strategy, --shards, --fn, --sep, --boundaries, --map, --seed) of analyze,
/// advise and queries; UsageError for a flag the strategy does not take or a strategy that cannot be built.
ShardStrategy strategyFromFlags(const FlagSet& flags, int stdinFd);

} // namespace partiscope::cli
