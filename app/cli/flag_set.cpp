#include "flag_set.h"

namespace partiscope::cli {

FlagSet::FlagSet(const std::vector<std::string>& args, std::size_t first, const std::set<std::string>& known,
                 const std::set<std::string>& repeatable) {
    for (std::size_t i = first; i < args.size(); ++i) {
        const std::string& arg = args[i];
        if (arg == "--help" || arg == "-h") {
            throw HelpRequest{};
        }
        if (arg.rfind("--", 0) != 0 || arg.size() == 2) {
            throw UsageError{"unexpected argument '" + arg + "'"};
        }
        std::string name = arg.substr(2);
        std::string value;
        if (const auto eq = name.find('='); eq != std::string::npos) {
            value = name.substr(eq + 1);
            name = name.substr(0, eq);
        } else {
            if (i + 1 >= args.size()) {
                throw UsageError{"--" + name + " needs a value"};
            }
            value = args[++i];
        }
        if (repeatable.count(name)) {
            m_repeated[name].push_back(value);
            continue;
        }
        if (!known.count(name)) {
            throw UsageError{"unknown option --" + name};
        }
        if (!m_values.emplace(name, value).second) {
            throw UsageError{"--" + name + " given twice"};
        }
    }
}

double FlagSet::number(const std::string& name, std::optional<double> fallback) const {
    const auto text = get(name);
    if (!text) {
        if (!fallback) {
            throw UsageError{"--" + name + " is required"};
        }
        return *fallback;
    }
    double value = 0;
    const auto [ptr, ec] = std::from_chars(text->data(), text->data() + text->size(), value);
    if (ec != std::errc() || ptr != text->data() + text->size()) {
        throw UsageError{"--" + name + " must be a number, got '" + *text + "'"};
    }
    return value;
}

PositionalArgs splitPositionalArgs(const std::vector<std::string>& args) {
    PositionalArgs split;
    if (!args.empty()) {
        split.flagArgs.push_back(args[0]);
    }
    bool onlyFiles = false;
    for (std::size_t i = 1; i < args.size(); ++i) {
        const std::string& arg = args[i];
        if (onlyFiles || arg.rfind("--", 0) != 0 || arg == "-") {
            if (!onlyFiles && arg == "-h") {
                throw HelpRequest{};
            }
            split.files.push_back(arg);
            continue;
        }
        if (arg == "--") {
            onlyFiles = true;
            continue;
        }
        split.flagArgs.push_back(arg);
        const bool valueInside = arg.find('=') != std::string::npos;
        if (!valueInside && arg != "--help" && i + 1 < args.size()) {
            split.flagArgs.push_back(args[++i]);
        }
    }
    return split;
}

} // namespace partiscope::cli
