#pragma once

#include "partiscope/input_files.h"
#include "partiscope/number_format.h"

#include <charconv>
#include <cstddef>
#include <cstdint>
#include <map>
#include <optional>
#include <set>
#include <string>
#include <vector>

namespace partiscope::cli {

/// `--help` anywhere among a command's options.
struct HelpRequest {};

/// Bad usage: reported as a one-line reason followed by the usage text (exit 2).
struct UsageError {
    std::string reason;
};

/// Bad input (not bad usage): reported as one line, without the usage text.
struct InputError {
    std::string reason;
};

/// An output file could not be written (the reason names the file and the system's error; exit 4).
struct OutputError {
    std::string reason;
};

/// SIGINT or SIGTERM arrived; @p where says what was stopped. Nothing half-done is left behind (exit 130).
struct Interrupted {
    std::string where;
    std::string outcome = "nothing written"; ///< what was left; a device or FIFO keeps what it was sent
};

template <typename T>
std::string wholeNumberRange(T min, T max) {
    return "a whole number from " + groupedCount(static_cast<std::uint64_t>(min)) + " to " +
           groupedCount(static_cast<std::uint64_t>(max));
}

/// Flags of one command: `--name value` or `--name=value`; each flag at most once, except those @p repeatable
/// names (all of whose values all() lists, in order).
class FlagSet {
public:
    FlagSet(const std::vector<std::string>& args, std::size_t first, const std::set<std::string>& known,
            const std::set<std::string>& repeatable = {});

    [[nodiscard]] std::optional<std::string> get(const std::string& name) const {
        const auto it = m_values.find(name);
        return it == m_values.end() ? std::nullopt : std::optional<std::string>(it->second);
    }
    [[nodiscard]] bool has(const std::string& name) const {
        return m_values.count(name) > 0 || m_repeated.count(name) > 0;
    }
    /// Every value of a repeatable flag, in the order given; empty when it was not given.
    [[nodiscard]] std::vector<std::string> all(const std::string& name) const {
        const auto it = m_repeated.find(name);
        return it == m_repeated.end() ? std::vector<std::string>{} : it->second;
    }

    template <typename T>
    T integer(const std::string& name, T fallback, T min, T max) const {
        const auto text = get(name);
        if (!text) {
            return fallback;
        }
        T value{};
        const auto [ptr, ec] = std::from_chars(text->data(), text->data() + text->size(), value);
        if (ec != std::errc() || ptr != text->data() + text->size() || value < min || value > max) {
            throw UsageError{"--" + name + " must be " + wholeNumberRange(min, max) + ", got '" + *text + "'"};
        }
        return value;
    }

    /// A decimal number; without the flag, @p fallback, or a usage error when there is none.
    double number(const std::string& name, std::optional<double> fallback) const;

private:
    std::map<std::string, std::string> m_values;
    std::map<std::string, std::vector<std::string>> m_repeated;
};

/// A command that takes files as well as flags (`import`, `compare`): every flag takes a value, so whatever is
/// neither a flag nor a flag's value is a file; after `--` everything is (a file name may start with "--").
struct PositionalArgs {
    std::vector<std::string> flagArgs; ///< the command, then its flags with their values (for FlagSet, from 1)
    std::vector<std::string> files;    ///< in the order given
};
PositionalArgs splitPositionalArgs(const std::vector<std::string>& args);

} // namespace partiscope::cli
