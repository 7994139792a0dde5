#pragma once

#include <QList>
#include <QString>

namespace partiscope::ui {

/// One built-in lesson compiled into the resources: a scenario and the guide beside it.
struct Lesson {
    QString name;         ///< file name without extension, e.g. "01-celebrity-leaderboard"
    QString title;        ///< the guide's first heading, e.g. "Lesson 1: the celebrity leaderboard"
    QString scenarioPath; ///< ":/lessons/NN-name.json"
    QString guidePath;    ///< ":/lessons/NN-name.md"
};

/// The lessons under the ":/lessons" resource prefix, in file-name order; a scenario without a guide is
/// listed under its file name and shows an empty guide.
QList<Lesson> builtInLessons();

/// The plain text of the first Markdown heading ("# A `b`" -> "A b"), or an empty string.
QString firstHeading(const QString& markdown);

/// The lesson's guide (Markdown), empty when it cannot be read.
QString readLessonGuide(const Lesson& lesson);

} // namespace partiscope::ui
