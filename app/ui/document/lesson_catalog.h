#pragma once

#include <QList>
#include <QString>

#include <cstdint>

namespace partiscope::ui {

/// A lesson guide is a page of Markdown: one of more than 4 MiB is not read (it shows as missing).
inline constexpr std::uint64_t kMaxGuideFileBytes = std::uint64_t{4} << 20;

/// One built-in lesson compiled into the resources: a scenario and the guide beside it.
struct Lesson {
    QString name;         ///< file name without extension, e.g. "01-celebrity-leaderboard"
    QString title;        ///< the guide's first heading, e.g. "Lesson 1: the celebrity leaderboard"
    QString summary;      ///< the guide's first sentence (firstSentence()), for the Help > Lessons index
    QString scenarioPath; ///< ":/lessons/NN-name.json"
    QString guidePath;    ///< ":/lessons/<language>/NN-name.md" when translated, else ":/lessons/NN-name.md"
};

/// The language the lesson guides are shown in: the two-letter code of the default QLocale ("de", "fr", "it",
/// "en"), which follows the system locale and the language chosen in the app (it sets the default locale).
QString guideLanguage();

/// The guide of lesson @p name in @p language (":/lessons/de/NN-name.md"), or the English guide
/// (":/lessons/NN-name.md") when there is no translation.
QString lessonGuidePath(const QString& name, const QString& language);

/// The lessons under the ":/lessons" resource prefix, in file-name order, with the guides (and titles) of
/// @p language; a scenario without a guide is listed under its file name and shows an empty guide.
QList<Lesson> builtInLessons(const QString& language);
QList<Lesson> builtInLessons(); ///< in guideLanguage()

/// The plain text of the first Markdown heading ("# A `b`" -> "A b"), or an empty string.
QString firstHeading(const QString& markdown);

/// The plain text of the first sentence of the first paragraph after the first heading: the paragraph's lines
/// joined, inline-code and emphasis marks removed, cut after the first ". " (or the whole paragraph when it has
/// none). Empty when the guide has no paragraph.
QString firstSentence(const QString& markdown);

/// The lesson's guide (Markdown), empty when it cannot be read.
QString readLessonGuide(const Lesson& lesson);

} // namespace partiscope::ui
