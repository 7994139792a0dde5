#pragma once

#include "partiscope/enum_names.h"
#include "partiscope/read_limit.h"

#include <array>
#include <atomic>
#include <cstdint>
#include <functional>
#include <optional>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

namespace partiscope {

enum class StrategyKind { None, Random, Calculated, Mod, Range, Lookup };
/// How `calculated` turns the source value into a suffix 1..N.
enum class SuffixFunction {
    Utf8Product, ///< product of the Unicode code points of the UTF-8 source, mod N, + 1 (seed 000, literally)
    Hash,        ///< XXH3-64 (seed 0) of the source bytes, mod N, + 1
};
/// How `lookup` finds the logical shard of an item.
enum class LookupFunction {
    Value,          ///< the source value is the logical shard id
    Hash,           ///< XXH3-64 of the source mod V; the map must name logical shards 0..V-1 (virtual shards)
    IsbnCheckDigit, ///< last character of an ISBN (0-9, X = 10): the 11 logical shards of seed 002
};

/// @brief The names of the strategy kinds and functions in scenario files (`kind`, `fn`) and CLI flags.
inline constexpr std::array<EnumName<StrategyKind>, 6> kStrategyKindNames{{{StrategyKind::None, "none"},
                                                                           {StrategyKind::Random, "random"},
                                                                           {StrategyKind::Calculated, "calculated"},
                                                                           {StrategyKind::Mod, "mod"},
                                                                           {StrategyKind::Range, "range"},
                                                                           {StrategyKind::Lookup, "lookup"}}};
inline constexpr std::array<EnumName<SuffixFunction>, 2> kSuffixFunctionNames{
    {{SuffixFunction::Utf8Product, "utf8-product"}, {SuffixFunction::Hash, "hash"}}};
inline constexpr std::array<EnumName<LookupFunction>, 3> kLookupFunctionNames{
    {{LookupFunction::Value, "value"},
     {LookupFunction::Hash, "hash"},
     {LookupFunction::IsbnCheckDigit, "isbn-check-digit"}}};

std::string_view strategyKindName(StrategyKind kind) noexcept;
bool parseStrategyKind(std::string_view name, StrategyKind& out) noexcept;

/// @brief Largest shard count N (random, calculated, mod): the one limit every front end checks.
inline constexpr std::uint32_t kMaxShards = 1'000'000;
/// @brief The allowed shard counts in words, for every message about them:
/// "a whole number from 1 to 1,000,000".
std::string shardsRangeText();

/// @brief Whether a strategy of @p kind reads the option @p option (the CLI flag without its dashes,
/// the same name as the scenario field): "shards", "fn", "sep", "boundaries", "map" or "seed".
bool strategyUsesOption(StrategyKind kind, std::string_view option) noexcept;

/// @brief How ShardStrategy::create names the option a problem is about: CLI flags ("--shards must
/// be ...") or scenario fields ("/strategy/shards: must be ...").
enum class OptionNaming { CliFlags, ScenarioFields };

/// @brief A lookup (shard-map) table: logical shard id -> physical shard (partition or database).
class ShardMap {
public:
    /// Parses `LOGICAL,PHYSICAL` or `LOGICAL<TAB>PHYSICAL` lines; `#` starts a comment line; blank
    /// lines are ignored; fields are trimmed; LF or CRLF line ends, a UTF-8 byte-order mark at the start is
    /// ignored; a NUL byte is an error. Errors name the line: "shard map line 3: ...", or
    /// "FILE:3: ..." with @p fileName. A refused text leaves @p out empty.
    static bool parse(std::string_view text, ShardMap& out, std::string& error, const std::string& fileName = {});
    /// parse() of the file @p path, at most kMaxShardMapFileBytes (see readWholeFile()).
    static bool load(const std::string& path, ShardMap& out, std::string& error,
                     const std::atomic<bool>* cancel = nullptr, FileKinds kinds = FileKinds::Any);

    /// The physical shard of @p logical, or nullptr: a hash lookup (maps of millions of entries are read).
    [[nodiscard]] const std::string* physicalOf(std::string_view logical) const noexcept;
    /// The longest physical shard name in bytes (the longest suffix a lookup strategy adds).
    [[nodiscard]] std::size_t longestPhysicalBytes() const noexcept { return m_longestPhysical; }
    [[nodiscard]] const std::vector<std::pair<std::string, std::string>>& entries() const noexcept { return m_entries; }
    /// Distinct physical shards in first-seen order.
    [[nodiscard]] const std::vector<std::string>& physicalShards() const noexcept { return m_physical; }

    bool operator==(const ShardMap& other) const noexcept;

private:
    std::vector<std::pair<std::string, std::string>> m_entries;
    std::vector<std::string> m_physical;
    std::vector<std::uint32_t> m_byLogical; ///< open-addressing table of entry indices by logical name (physicalOf)
    std::size_t m_longestPhysical = 0;
};

/// @brief Largest shard map file read (`--map`): 256 MiB, ten million entries of about 25 bytes.
inline constexpr std::uint64_t kMaxShardMapFileBytes = std::uint64_t{256} << 20;

/// @brief Why @p separator cannot join a key and a suffix: longer than a sharded key may be (2,048 bytes with at
/// least a byte of key and of suffix), or NUL / invalid UTF-8; nullopt when it can.
std::optional<std::string> separatorProblem(std::string_view separator);

/// @brief Everything needed to build a ShardStrategy; what the CLI flags and scenario files fill.
struct StrategyConfig {
    StrategyKind kind = StrategyKind::None;
    std::uint32_t shards = 0; ///< N for random/calculated/mod; virtual shards for lookup+hash
    SuffixFunction suffixFunction = SuffixFunction::Utf8Product;
    LookupFunction lookupFunction = LookupFunction::Value;
    std::vector<std::string> boundaries; ///< range: strictly increasing
    ShardMap map;                        ///< lookup
    std::string separator = "#";
    std::uint64_t seed = 1; ///< random

    bool operator==(const StrategyConfig&) const = default;
};

/// @brief Sets the function of @p config (of its kind) named @p fn ("hash", "utf8-product", ...); false when no
/// function of that name applies to the kind.
bool parseStrategyFunction(std::string_view fn, StrategyConfig& config) noexcept;
/// @brief The name of the function @p config uses, or "" for a kind without one.
std::string_view strategyFunctionName(const StrategyConfig& config) noexcept;
/// @brief The functions each kind takes, for messages: "calculated: utf8-product|hash; lookup: value|hash|...".
std::string strategyFunctionList(std::string_view separator);

/// @brief @p config without the options its kind does not use: the lookup map and function only for `lookup`, the
/// suffix function only for `calculated` (the defaults otherwise). A scenario file keeps only the options of its
/// kind, so a document whose strategy went through this reads back equal after a save.
StrategyConfig withoutUnusedOptions(StrategyConfig config);

/// @brief A write-sharding strategy as an immutable value. The physical key of an item is
/// `logical + separator + suffix`; the suffix depends on the kind and on the item's source value.
class ShardStrategy {
public:
    ShardStrategy() = default;
    /// Validates @p config; on error returns false and sets @p error to a one-line reason.
    static bool create(StrategyConfig config, ShardStrategy& out, std::string& error,
                       OptionNaming naming = OptionNaming::CliFlags);

    [[nodiscard]] StrategyKind kind() const noexcept { return m_config.kind; }
    [[nodiscard]] const StrategyConfig& config() const noexcept { return m_config; }
    /// One line for humans: what the strategy does and what reads cost.
    [[nodiscard]] std::string describe() const;
    /// For `range`: whether every boundary is a number, so the source values compare as numbers (else as strings).
    [[nodiscard]] bool numericBoundaries() const noexcept { return m_numericBoundaries; }

    /// True for the kinds whose suffix is derived from an item's source value (calculated, mod, range,
    /// lookup); false for none and random.
    [[nodiscard]] bool needsSourceValue() const noexcept;
    /// Why no item of @p logicalKey can be written, whatever its source value: its longest physical
    /// key would exceed DynamoDB's 2048 bytes. nullopt when the key fits.
    [[nodiscard]] std::optional<std::string> keyProblem(std::string_view logicalKey) const;
    /// Why this item cannot be written under the strategy (non-numeric source for `mod`, a source
    /// missing from the shard map, a physical key over 2048 bytes), or nullopt.
    [[nodiscard]] std::optional<std::string> itemProblem(std::string_view logicalKey, std::string_view source) const;

    /// Suffix for one write. @p rngState is only used (and advanced) by `random`.
    [[nodiscard]] std::string suffixFor(std::string_view source, std::uint64_t& rngState) const;
    /// Physical key for one write. Precondition: itemProblem() is nullopt.
    [[nodiscard]] std::string physicalKey(std::string_view logicalKey, std::string_view source,
                                          std::uint64_t& rngState) const;
    /// Every physical key a read of the whole logical key must query (scatter-gather), in order.
    [[nodiscard]] std::vector<std::string> fanOutKeys(std::string_view logicalKey) const;
    /// fanOutKeys(@p logicalKey).front() without building the others (a key fans out to up to 1,000,000).
    [[nodiscard]] std::string firstFanOutKey(std::string_view logicalKey) const;

    /// @brief How many physical keys one logical key can fan out to: allSuffixes().size(), without
    /// building them (1 for `none`).
    [[nodiscard]] std::uint64_t shardCount() const;
    /// The one physical key holding an item with this source value, when the strategy can compute
    /// it (every kind but `random`).
    [[nodiscard]] std::optional<std::string> pointReadKey(std::string_view logicalKey, std::string_view source) const;

    /// Spreads @p count writes of one item over physical keys, calling @p sink(physicalKey, n) for
    /// each key that receives n > 0 writes. Deterministic in (item, count, @p itemSeed).
    void distribute(std::string_view logicalKey, std::string_view source, std::uint64_t count, std::uint64_t itemSeed,
                    const std::function<void(std::string_view, std::uint64_t)>& sink) const;

    /// The even-spread assumption of a scenario, whose keys carry no source value: @p count writes of
    /// @p logicalKey split as evenly as whole writes allow over fanOutKeys() (the first count mod N
    /// shards take one more), calling @p sink(physicalKey, n) for each shard with n > 0. Without a
    /// strategy the key takes them all. The simulator and the advisor model a scenario this way.
    void distributeEvenly(std::string_view logicalKey, std::uint64_t count,
                          const std::function<void(std::string_view, std::uint64_t)>& sink) const;

private:
    [[nodiscard]] std::vector<std::string> allSuffixes() const;
    [[nodiscard]] std::size_t longestSuffixBytes() const;
    [[nodiscard]] std::optional<std::string> lookupLogicalShard(std::string_view source) const;

    StrategyConfig m_config;
    bool m_numericBoundaries = false;
    std::vector<double> m_numericBoundaryValues;
};

/// @brief Reads range boundaries written one per line (an editor's text): fields are trimmed, blank
/// lines ignored. They must be strictly increasing under the rule ShardStrategy applies (numeric when
/// every boundary is a number, byte-wise otherwise); errors name the line ("line 3: ...").
bool parseBoundaryLines(std::string_view text, std::vector<std::string>& out, std::string& error);

/// @brief Parses a decimal integer string (`-?[0-9]+`, any length) and returns its value mod @p n
/// in 0..n-1 (mathematical modulo: -7 mod 10 = 3), or nullopt when it is not an integer.
std::optional<std::uint32_t> integerMod(std::string_view text, std::uint32_t n) noexcept;
/// @brief (product of the code points of the UTF-8 string) mod n, + 1; exact for any length.
std::uint32_t utf8ProductSuffix(std::string_view text, std::uint32_t n) noexcept;

} // namespace partiscope
