#pragma once

#include "partiscope/key_input.h"

#include <catch2/catch.hpp>

#include <string_view>
#include <utility>

/// Key lists for the core tests, read by the product's reader.
namespace partiscope::test {

/// @p text read as a key list on one thread (deterministic issue order); the test fails on a fatal error.
inline KeyReadResult readKeys(std::string_view text, KeyAcceptor acceptor = {}) {
    KeyReadOptions options;
    options.threads = 1;
    options.acceptor = std::move(acceptor);
    auto result = readKeyList(text, options);
    REQUIRE(result.fatalError.empty());
    return result;
}

} // namespace partiscope::test
