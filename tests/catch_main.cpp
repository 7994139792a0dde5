#define CATCH_CONFIG_RUNNER
#include <catch2/catch.hpp>

#include "test_locale.h"

int main(int argc, char* argv[]) {
    if (!partiscope::testing::adoptEnvironmentLocale()) {
        return 1;
    }
    return Catch::Session().run(argc, argv);
}
