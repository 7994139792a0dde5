#pragma once

// The locale the tests run under: the environment's, as in the desktop app (Qt's QCoreApplication calls
// setlocale(LC_ALL, "") on Unix, so core's code runs with the user's LC_NUMERIC there). The "locale" runs of
// tests/CMakeLists.txt name the locale they need in PARTISCOPE_TEST_LOCALE; a machine without it fails them
// instead of passing them under "C" unseen.

#include <clocale>
#include <cstdio>
#include <cstdlib>
#include <cstring>

namespace partiscope::testing {

/// Adopts the environment's locale; false (with a message) when PARTISCOPE_TEST_LOCALE names one that is not in
/// effect afterwards.
inline bool adoptEnvironmentLocale() {
    const char* adopted = std::setlocale(LC_ALL, "");
    const char* wanted = std::getenv("PARTISCOPE_TEST_LOCALE");
    if (wanted == nullptr || *wanted == '\0') {
        return true;
    }
    const char* numeric = std::setlocale(LC_NUMERIC, nullptr);
    if (adopted == nullptr || numeric == nullptr || std::strcmp(numeric, wanted) != 0) {
        std::fprintf(stderr,
                     "tests: the locale %s is not in effect (LC_NUMERIC is %s): generate it first "
                     "(localedef -i %.5s -f UTF-8 %s, as ./partiscope.sh test does)\n",
                     wanted, numeric ? numeric : "unknown", wanted, wanted);
        return false;
    }
    return true;
}

} // namespace partiscope::testing
