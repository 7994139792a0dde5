#pragma once

#include <nlohmann/json.hpp>

namespace partiscope {

/// @brief What a JSON value is, as the readers' messages say it: "expected a string, got a number".
template <typename Json>
const char* jsonTypeName(const Json& value) {
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
    case Json::value_t::discarded:
        return "nothing";
    default:
        return "a number";
    }
}

} // namespace partiscope
