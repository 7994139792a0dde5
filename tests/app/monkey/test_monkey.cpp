#include "isolated_app_data.h"
#include "monkey/monkey.h"

#include <catch2/catch.hpp>

#include <cstdio>

using namespace partiscope::ui;
using namespace partiscope::ui::monkey;

TEST_CASE("Monkey: thousands of random user actions keep the window consistent", "[monkey]") {
    const int actions = actionsPerSeed(PARTISCOPE_MONKEY_DEFAULT_ACTIONS);
    for (const std::uint64_t seed : seedsToRun()) {
        const IsolatedAppData appData("monkey");
        std::fprintf(stderr,
                     "monkey: seed %llu, %d actions (replay: PARTISCOPE_MONKEY_SEED=%llu "
                     "PARTISCOPE_MONKEY_ACTIONS=%d monkey_tests)\n",
                     static_cast<unsigned long long>(seed), actions, static_cast<unsigned long long>(seed), actions);
        MainWindow window;
        window.resize(1280, 800);
        window.show();
        Monkey monkey(window, seed);
        try {
            monkey.run(actions);
        } catch (const MonkeyFailure& failure) {
            // The whole action log (it was printed as it ran too), then the failure with the seed to replay.
            std::string log;
            for (const std::string& line : monkey.log()) {
                log += line + '\n';
            }
            INFO("actions so far:\n" << log);
            FAIL(failure.what() << "\nreplay: PARTISCOPE_MONKEY_SEED=" << seed
                                << " PARTISCOPE_MONKEY_ACTIONS=" << actions << " monkey_tests");
        }
        std::fprintf(stderr, "monkey: seed %llu passed: %d actions, %d save/open checks, %d simulate checks\n",
                     static_cast<unsigned long long>(seed), actions, monkey.saveChecks(), monkey.simulateChecks());
        CHECK(monkey.saveChecks() > 0);
        // The prompts answer from the monkey, which goes first.
        window.setSavePrompt([] { return MainWindow::UnsavedChoice::Discard; });
        window.setCandidateNamePrompt([](const QString&, const QString&) { return std::nullopt; });
    }
}
