// The price file: the shipped default, the format, and every error a bad file gets, with its exact line.
#include "partiscope/cost_model.h"

#include <catch2/catch.hpp>

#include <cstdio>
#include <fstream>
#include <string>
#include <unistd.h>

using namespace partiscope;

namespace {

/// A complete, valid price file with other numbers than the default's (lines 1-11, one name each).
const std::string kCustomPrices = "region = eu-west-1\n"
                                  "currency = EUR\n"
                                  "as_of = 2026-01-15\n"
                                  "source = https://example.com/prices#dynamodb\n"
                                  "on_demand_write_per_million = 1.5\n"
                                  "on_demand_read_per_million = 0.25\n"
                                  "provisioned_wcu_hour = 0.001\n"
                                  "provisioned_rcu_hour = 0.0002\n"
                                  "storage_gb_month = 0.3\n"
                                  "storage_free_gb = 0\n"
                                  "hours_per_month = 720\n";

/// kCustomPrices with line @p line (1-based) replaced by @p replacement.
std::string withLine(std::size_t line, const std::string& replacement) {
    std::string text;
    std::size_t number = 0;
    std::size_t position = 0;
    while (position < kCustomPrices.size()) {
        const std::size_t end = kCustomPrices.find('\n', position);
        ++number;
        text += number == line ? replacement : kCustomPrices.substr(position, end - position);
        text += '\n';
        position = end + 1;
    }
    return text;
}

std::string errorOf(const std::string& text) {
    PriceTable prices;
    std::string error;
    CHECK_FALSE(parsePriceTable(text, "prices.txt", prices, error));
    return error;
}

} // namespace

TEST_CASE("the shipped price file parses and holds the us-east-1 list prices", "[cost]") {
    PriceTable parsed;
    std::string error;
    REQUIRE(parsePriceTable(defaultPriceTableText(), "default.prices", parsed, error));
    CHECK(parsed == defaultPriceTable());
    // FACTS "Prices": us-east-1, standard table class, published after the November 2024 on-demand price cut.
    CHECK(parsed.region == "us-east-1");
    CHECK(parsed.currency == "USD");
    CHECK(parsed.asOf == "2024-11-01");
    CHECK(parsed.source.find("https://aws.amazon.com/dynamodb/pricing/") == 0);
    CHECK(parsed.onDemandWritePerMillion == 0.625);
    CHECK(parsed.onDemandReadPerMillion == 0.125);
    CHECK(parsed.provisionedWcuHour == 0.00065);
    CHECK(parsed.provisionedRcuHour == 0.00013);
    CHECK(parsed.storageGbMonth == 0.25);
    CHECK(parsed.storageFreeGb == 25);
    CHECK(parsed.hoursPerMonth == 730);
}

TEST_CASE("a price file with comments, blanks, CRLF and a byte-order mark parses", "[cost]") {
    const std::string text =
        "\xEF\xBB\xBF# prices for a test\r\n\r\n" + withLine(1, "  region\t=  eu-west-1   # Ireland");
    PriceTable prices;
    std::string error;
    REQUIRE(parsePriceTable(text, "prices.txt", prices, error));
    CHECK(prices.region == "eu-west-1");
    CHECK(prices.currency == "EUR");
    // '#' right after a non-blank is part of the value (a URL's fragment), not a comment.
    CHECK(prices.source == "https://example.com/prices#dynamodb");
    CHECK(prices.onDemandWritePerMillion == 1.5);
    CHECK(prices.hoursPerMonth == 720);
    // Stray carriage returns at a line's end are blanks, not part of the value.
    REQUIRE(parsePriceTable(withLine(2, "currency = GBP\r\r"), "prices.txt", prices, error));
    CHECK(prices.currency == "GBP");
}

TEST_CASE("a price table written as text reads back equal", "[cost]") {
    PriceTable custom;
    std::string error;
    REQUIRE(parsePriceTable(kCustomPrices, "prices.txt", custom, error));
    for (const PriceTable& prices : {defaultPriceTable(), custom}) {
        PriceTable back;
        REQUIRE(parsePriceTable(priceTableToText(prices), "written", back, error));
        CHECK(back == prices);
    }
    // Numbers that have no short decimal form survive too (the shortest text that reads back the same double).
    custom.provisionedWcuHour = 0.1 + 0.2;
    PriceTable back;
    REQUIRE(parsePriceTable(priceTableToText(custom), "written", back, error));
    CHECK(back.provisionedWcuHour == custom.provisionedWcuHour);
}

TEST_CASE("a bad price file gets an error naming the file and the line", "[cost]") {
    CHECK(errorOf(withLine(7, "wcu_hour = 0.001")) == "prices.txt:7: unknown name 'wcu_hour'");
    CHECK(errorOf(withLine(5, "on_demand_write_per_million = abc")) ==
          "prices.txt:5: expected a number >= 0, got 'abc'");
    CHECK(errorOf(withLine(5, "on_demand_write_per_million = -1")) == "prices.txt:5: expected a number >= 0, got '-1'");
    CHECK(errorOf(withLine(5, "on_demand_write_per_million = 1.5 USD")) ==
          "prices.txt:5: expected a number >= 0, got '1.5 USD'");
    CHECK(errorOf(withLine(5, "on_demand_write_per_million =")) == "prices.txt:5: expected a number >= 0, got ''");
    CHECK(errorOf(withLine(11, "as_of = 2024-11-02")) == "prices.txt:11: 'as_of' is given twice (first on line 3)");
    CHECK(errorOf(withLine(8, "")) == "prices.txt: missing 'provisioned_rcu_hour'");
    CHECK(errorOf(withLine(4, "source https://example.com")) ==
          "prices.txt:4: expected 'name = value', got 'source https://example.com'");
    CHECK(errorOf(withLine(4, "= https://example.com")) == "prices.txt:4: expected a name before '='");
    CHECK(errorOf(withLine(1, "region =   # no value")) == "prices.txt:1: 'region' needs a value");
    // A '#' right after the '=' starts a comment too (written back as "name = #...", it would be one).
    CHECK(errorOf(withLine(2, "currency =#USD")) == "prices.txt:2: 'currency' needs a value");
    CHECK(errorOf(withLine(11, "hours_per_month = 0")) == "prices.txt:11: expected a number > 0 and <= 744, got '0'");
    // A month has at most 31 x 24 = 744 hours.
    CHECK(errorOf(withLine(11, "hours_per_month = 745")) ==
          "prices.txt:11: expected a number > 0 and <= 744, got '745'");
}

TEST_CASE("a price that is not a finite number is refused", "[cost]") {
    for (const char* value : {"inf", "nan", "infinity", "1e999"}) {
        INFO(value);
        CHECK(errorOf(withLine(9, std::string("storage_gb_month = ") + value)) ==
              std::string("prices.txt:9: expected a number >= 0, got '") + value + "'");
    }
}

TEST_CASE("as_of must be a real date written YYYY-MM-DD", "[cost]") {
    for (const char* value : {"2024/11/01", "1 November 2024", "2024-13-01", "2023-02-29", "2024-11-1", "24-11-01"}) {
        INFO(value);
        CHECK(errorOf(withLine(3, std::string("as_of = ") + value)) ==
              std::string("prices.txt:3: expected a date YYYY-MM-DD, got '") + value + "'");
    }
    PriceTable prices;
    std::string error;
    CHECK(parsePriceTable(withLine(3, "as_of = 2024-02-29"), "prices.txt", prices, error)); // a leap year
}

TEST_CASE("an error quotes at most 40 bytes of a long value", "[cost]") {
    const std::string longValue(100, 'x');
    CHECK(errorOf(withLine(6, "on_demand_read_per_million = " + longValue)) ==
          "prices.txt:6: expected a number >= 0, got '" + std::string(40, 'x') + "...'");
}

TEST_CASE("loading a price file names the file in its errors", "[cost]") {
    char path[] = "/tmp/partiscope-prices-XXXXXX";
    const int fd = ::mkstemp(path);
    REQUIRE(fd >= 0);
    ::close(fd);
    { std::ofstream(path) << withLine(2, "currency = "); }
    PriceTable prices;
    std::string error;
    CHECK_FALSE(loadPriceTableFile(path, prices, error));
    CHECK(error == std::string(path) + ":2: 'currency' needs a value");
    { std::ofstream(path) << kCustomPrices; }
    REQUIRE(loadPriceTableFile(path, prices, error));
    CHECK(prices.region == "eu-west-1");
    std::remove(path);
    CHECK_FALSE(loadPriceTableFile(path, prices, error));
    CHECK(error == "cannot open '" + std::string(path) + "': No such file or directory");
}

TEST_CASE("a price text's problem comes with its line, 0 for a missing name", "[cost]") {
    PriceTable prices;
    CHECK(priceTableProblem(withLine(7, "wcu_hour = 0.001"), prices) == PriceFileProblem{7, "unknown name 'wcu_hour'"});
    CHECK(priceTableProblem(withLine(8, "# gone"), prices) == PriceFileProblem{0, "missing 'provisioned_rcu_hour'"});
    CHECK(prices == PriceTable{}); // untouched while the text has a problem
    CHECK_FALSE(priceTableProblem(kCustomPrices, prices).has_value());
    CHECK(prices.region == "eu-west-1");
}
