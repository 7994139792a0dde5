#pragma once

#include <QList>
#include <QString>

namespace partiscope::ui {

/// One built-in lesson compiled into the resources: a scenario and the guide beside it.
struct Lesson {
    QString name;         ///< file name without extension, e.g. "01-celebrity-leaderboard"
    QString title;        ///< the guide's first heading, e.g. "Lesson 1: the celebrity leaderboard"
    QString summary;      ///< the guide's first sentence (firstSentence()), for the Help > Lessons index
    QString scenarioPath; ///< ":/lessons/NN-name.json"
    QString guidePath;    ///< ":/lessons/NN-name.md"
};

/// The lessons under the ":/lessons" resource prefix, in file-name order; a scenario without a guide is
/// listed under its file name and shows an empty guide.
QList<Lesson> builtInLessons();

/// The plain text of the first Markdown heading ("# A `b`" -> "A b"), or an empty string.
QString firstHeading(const QString& markdown);

/// The plain text of the first sentence of the first paragraph after the first heading: the paragraph's lines
/// joined, inline-code and emphasis marks removed, cut after the first ". " (or the whole paragraph when it has
/// none). Empty when the guide has no paragraph.
QString firstSentence(const QString& markdown);

/// The lesson's guide (Markdown), empty when it cannot be read.
QString readLessonGuide(const Lesson& lesson);

} // namespace partiscope::ui
