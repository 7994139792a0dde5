#pragma once

#include <nlohmann/json.hpp>

#include <cmath>
#include <cstdint>
#include <optional>
#include <string>

namespace partiscope::import_detail {

using Json = nlohmann::ordered_json;

/// A value of AWS's JSON (describe-table, export manifests, scan page members) that is not what the API reference
/// says: its JSON path and the problem.
struct AwsJsonError {
    std::string path;
    std::string message;
    [[nodiscard]] std::string text() const { return path.empty() ? message : path + ": " + message; }
};

inline const char* awsJsonTypeName(const Json& value) {
    switch (value.type()) {
    case Json::value_t::null:
        return "null";
    case Json::value_t::boolean:
        return "a boolean";
    case Json::value_t::string:
        return "a string";
    case Json::value_t::array:
        return "an array";
    case Json::value_t::object:
        return "an object";
    default:
        return "a number";
    }
}

/// One object of an AWS response, read member by member with its JSON path for messages. Members it is not asked
/// about are ignored: AWS adds fields over time and a newer CLI must not break the import.
class AwsObject {
public:
    AwsObject(const Json& json, std::string path) : m_json(json), m_path(std::move(path)) {
        if (!json.is_object()) {
            throw AwsJsonError{m_path, std::string("expected an object, got ") + awsJsonTypeName(json)};
        }
    }

    [[nodiscard]] std::string pathOf(const std::string& name) const { return m_path + "/" + name; }
    [[nodiscard]] const std::string& path() const noexcept { return m_path; }
    [[nodiscard]] bool has(const std::string& name) const { return m_json.contains(name) && !m_json[name].is_null(); }
    [[noreturn]] void fail(const std::string& name, std::string message) const {
        throw AwsJsonError{pathOf(name), std::move(message)};
    }

    const Json& required(const std::string& name) const {
        if (!has(name)) {
            fail(name, "missing");
        }
        return m_json[name];
    }

    std::string string(const std::string& name) const {
        const Json& value = required(name);
        if (!value.is_string()) {
            fail(name, std::string("expected a string, got ") + awsJsonTypeName(value));
        }
        return value.get<std::string>();
    }
    std::optional<std::string> optionalString(const std::string& name) const {
        return has(name) ? std::optional<std::string>(string(name)) : std::nullopt;
    }

    double number(const std::string& name) const {
        const Json& value = required(name);
        if (!value.is_number()) {
            fail(name, std::string("expected a number, got ") + awsJsonTypeName(value));
        }
        return value.get<double>();
    }
    std::optional<double> optionalNumber(const std::string& name) const {
        return has(name) ? std::optional<double>(number(name)) : std::nullopt;
    }

    std::uint64_t count(const std::string& name) const {
        const Json& value = required(name);
        if (value.is_number_unsigned()) {
            return value.get<std::uint64_t>();
        }
        fail(name, std::string("expected a whole number of at least 0, got ") +
                       (value.is_number() ? value.dump() : awsJsonTypeName(value)));
    }
    std::optional<std::uint64_t> optionalCount(const std::string& name) const {
        return has(name) ? std::optional<std::uint64_t>(count(name)) : std::nullopt;
    }

    AwsObject object(const std::string& name) const { return AwsObject(required(name), pathOf(name)); }
    std::optional<AwsObject> optionalObject(const std::string& name) const {
        return has(name) ? std::optional<AwsObject>(object(name)) : std::nullopt;
    }

    const Json& array(const std::string& name) const {
        const Json& value = required(name);
        if (!value.is_array()) {
            fail(name, std::string("expected an array, got ") + awsJsonTypeName(value));
        }
        return value;
    }

private:
    const Json& m_json;
    std::string m_path;
};

} // namespace partiscope::import_detail
