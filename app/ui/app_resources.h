#pragma once

#include <QIcon>
#include <QString>

namespace partiscope::ui {

/// The built-in teaching scenario: one leaderboard key taking most writes among a few hundred players.
QString defaultScenarioKeys();
/// The window and application icon.
QIcon appIcon();

} // namespace partiscope::ui
