// The window on a real German, French or Italian desktop: Qt adopts the user's locale for the C library, where
// printf("%.1f") writes "1,5". Run in every build; the "locale" runs of ctest (tests/CMakeLists.txt) make sure
// the locales are installed, a machine without them only checks the C locale.

#include "gui_process.h"
#include "image_colours.h"
#include "util/core_text.h"

#include <catch2/catch.hpp>

#include <QDir>
#include <QImage>
#include <QLocale>
#include <QTemporaryDir>

#include <clocale>
#include <cstdlib>
#include <string>
#include <vector>

using namespace partiscope;
using namespace partiscope::ui;

namespace {

/// Whether the C library has @p name (de_DE.UTF-8, ...) installed.
bool localeInstalled(const char* name) {
    const std::string previous = std::setlocale(LC_NUMERIC, nullptr);
    const bool installed = std::setlocale(LC_NUMERIC, name) != nullptr;
    std::setlocale(LC_NUMERIC, previous.c_str());
    return installed;
}

/// The C library's numbers and the default QLocale in @p name for one test, as Qt sets them at start on such a
/// desktop; restored afterwards.
class DesktopLocale {
public:
    explicit DesktopLocale(const char* name) : m_previous(std::setlocale(LC_NUMERIC, nullptr)) {
        std::setlocale(LC_NUMERIC, name);
        QLocale::setDefault(QLocale(QString::fromLatin1(name).left(5)));
    }
    ~DesktopLocale() {
        std::setlocale(LC_NUMERIC, m_previous.c_str());
        QLocale::setDefault(m_defaultBefore);
    }
    DesktopLocale(const DesktopLocale&) = delete;
    DesktopLocale& operator=(const DesktopLocale&) = delete;

private:
    std::string m_previous;
    QLocale m_defaultBefore;
};

/// The locales of this test: each of the window's translations where it is installed.
std::vector<const char*> installedDesktopLocales() {
    std::vector<const char*> installed;
    for (const char* name : {"de_DE.UTF-8", "fr_FR.UTF-8", "it_IT.UTF-8"}) {
        if (localeInstalled(name)) {
            installed.push_back(name);
        }
    }
    if (installed.empty()) {
        // A locale run must have them; elsewhere the process tests below still run in the C locale.
        REQUIRE(std::getenv("PARTISCOPE_TEST_LOCALE") == nullptr);
        WARN("de_DE, fr_FR and it_IT are not installed here: only the C locale is checked");
    }
    return installed;
}

} // namespace

TEST_CASE("Core's figures in the window's texts under a locale whose C library writes a decimal comma", "[locale]") {
    for (const char* name : installedDesktopLocales()) {
        INFO(name);
        const DesktopLocale desktop(name);
        const QString comma = QLocale().decimalPoint();
        // One decimal of a duration and two of the hot factor: the texts that read core's rounding back.
        CHECK(localizedDurationText(5400).startsWith(QStringLiteral("1") + comma + QStringLiteral("5")));
        CHECK(localizedDurationText(86400 * 2).startsWith(QStringLiteral("2 ")));
        CHECK(localizedHotFactor(2.0, 4, CellKind::Partitions)
                  .startsWith(QStringLiteral("2") + comma + QStringLiteral("00")));
        CHECK(localizedFixed(2.625, 2) == QStringLiteral("2") + comma + QStringLiteral("62"));
        CHECK(localizedNumber(12.5) == QStringLiteral("12") + comma + QStringLiteral("5"));
        CHECK(localizedNumber(1234.0) == QLocale().toString(1234));
    }
}

TEST_CASE("partiscope --render and the window start in the system's German, French and Italian", "[locale][process]") {
    for (const char* name : installedDesktopLocales()) {
        INFO(name);
        QTemporaryDir dir;
        REQUIRE(dir.isValid());
        // No remembered language: View > Language is "System default", so the window is translated.
        QProcessEnvironment desktop;
        desktop.insert(QStringLiteral("LANG"), QString::fromLatin1(name));
        desktop.insert(QStringLiteral("LC_ALL"), QString::fromLatin1(name));
        desktop.insert(QStringLiteral("XDG_CONFIG_HOME"), dir.filePath(QStringLiteral("config")));
        const QString out = dir.filePath(QStringLiteral("out"));
        const GuiRun render =
            runGuiProcess({QStringLiteral("--render"), QStringLiteral("--out"), out}, GuiDisplay::None, desktop);
        CAPTURE(render.standardError.toStdString());
        REQUIRE(render.finished);
        CHECK(render.exitCode == 0);
        for (const char* file : {"window-heat-map.png", "window-simulation.png", "window-advisor.png"}) {
            INFO(file);
            const QImage image(out + QLatin1Char('/') + QString::fromLatin1(file));
            REQUIRE_FALSE(image.isNull());
            CHECK(sampledColours(image) > 20);
        }
        const QString shot = dir.filePath(QStringLiteral("window.png"));
        const GuiRun window = runGuiProcess({QStringLiteral("--screenshot"), shot}, GuiDisplay::Offscreen, desktop);
        CAPTURE(window.standardError.toStdString());
        REQUIRE(window.finished);
        CHECK(window.exitCode == 0);
        CHECK_FALSE(QImage(shot).isNull());
    }
}
