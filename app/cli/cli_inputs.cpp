#include "cli_inputs.h"

#include "partiscope/input_files.h"

#include <nlohmann/json.hpp>

namespace partiscope::cli {

/// The text of an input file, or of standard input for '-'.
std::string readInput(const std::string& path, int stdinFd) {
    std::string text;
    std::string error;
    if (path == "-" ? !readAllFromFd(stdinFd, text, error) : !readWholeFile(path, text, error)) {
        throw InputError{path == "-" ? "standard input: " + error : error};
    }
    return text;
}

/// How messages name an input: its path, or "standard input" for '-'.
std::string inputName(const std::string& path) {
    return path == "-" ? "standard input" : path;
}

Scenario loadScenarioOrThrow(const std::string& path, int stdinFd) {
    Scenario scenario;
    std::string error;
    if (!parseScenario(readInput(path, stdinFd), scenario, error)) {
        throw InputError{inFile(inputName(path), error)};
    }
    return scenario;
}

/// Standard input can feed one input only.
void checkOneStdinInput(const FlagSet& flags) {
    std::string first;
    for (const char* name : {"keys", "items", "scenario", "item", "map"}) {
        if (flags.get(name) == "-") {
            if (!first.empty()) {
                throw UsageError{"--" + first + " and --" + name + " both read standard input ('-'); give one a file"};
            }
            first = name;
        }
    }
}

/// Reads an item file: a JSON object of plain values or DynamoDB JSON ({"S": "..."}).
std::map<std::string, std::string> readItem(const std::string& path, int stdinFd) {
    nlohmann::ordered_json doc;
    std::string error;
    if (!parseJsonStrictly(readInput(path, stdinFd), doc, error)) {
        throw InputError{inFile(inputName(path), error)};
    }
    if (!doc.is_object()) {
        throw InputError{inputName(path) + ": expected a JSON object of attributes"};
    }
    std::map<std::string, std::string> item;
    for (const auto& [name, raw] : doc.items()) {
        nlohmann::ordered_json value = raw;
        if (value.is_object() && value.size() == 1) {
            // A copy of the one member: items() is a temporary, a reference into it would dangle.
            const auto member = value.begin();
            const std::string type = member.key();
            if (type == "S" || type == "N" || type == "B") {
                nlohmann::ordered_json inner = member.value();
                value = std::move(inner);
            }
        }
        if (value.is_string()) {
            item[name] = value.get<std::string>();
        } else if (value.is_number()) {
            item[name] = value.dump();
        } else {
            continue; // not usable as a key or source; ignored
        }
    }
    return item;
}

} // namespace partiscope::cli
