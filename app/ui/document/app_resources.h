#pragma once

#include <QIcon>
#include <QString>

namespace partiscope::ui {

/// Registers the compiled-in resources (idempotent); call before reading a ":/" path directly.
void ensureAppResources();

/// The built-in teaching scenario: one leaderboard key taking most writes among a few hundred players.
QString defaultScenarioKeys();
/// The built-in default scenario document (resources/scenarios/default.json): a leaderboard's hot key that
/// throttles a 1000 WCU table.
QString defaultScenarioJson();
/// The window and application icon.
QIcon appIcon();

} // namespace partiscope::ui
