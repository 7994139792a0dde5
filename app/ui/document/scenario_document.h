#pragma once

#include <partiscope/scenario.h>

#include <QString>

namespace partiscope::ui {

/// Reads a scenario document. On error returns false, leaves @p out untouched and sets @p error to
/// "<path>: <problem>", the problem naming the JSON path ("/table/rcu: expected a number, got a string").
bool readScenarioDocument(const QString& path, Scenario& out, QString& error);

/// Writes @p scenario as JSON through writeFileSafely() (util/file_output.h): the old file stays intact until the
/// new one is complete, a symbolic link's target is written. On error returns false and sets @p error.
bool writeScenarioDocument(const QString& path, const Scenario& scenario, QString& error);

} // namespace partiscope::ui
