// The translated lesson guides: one per lesson and language, structurally the English guide (same headings, same
// numbered steps, every number and every `code` span kept), and the one the lesson dock shows in that language.
#include "document/lesson_catalog.h"
#include "shell/main_window.h"
#include "window_parts.h"

#include <catch2/catch.hpp>

#include <QDockWidget>
#include <QFile>
#include <QLocale>
#include <QRegularExpression>
#include <QSet>
#include <QTextBrowser>

using namespace partiscope::ui;

namespace {

const QStringList kGuideLanguages{QStringLiteral("de"), QStringLiteral("fr"), QStringLiteral("it")};

QString readResource(const QString& path) {
    QFile file(path);
    return file.open(QIODevice::ReadOnly) ? QString::fromUtf8(file.readAll()) : QString();
}

struct GuideShape {
    qsizetype headings = 0;
    qsizetype numberedSteps = 0;
    QSet<QString> digitRuns; // "1,800", "1.800" and "1 800" all give {"1", "800"}: separators differ per language
    QSet<QString> codeSpans; // whitespace simplified: a span may wrap at a different place
};

GuideShape shapeOf(const QString& markdown) {
    GuideShape shape;
    static const QRegularExpression numberedStep(QStringLiteral("^\\d+\\. "));
    for (const QString& line : markdown.split(QLatin1Char('\n'))) {
        shape.headings += line.startsWith(QLatin1Char('#')) ? 1 : 0;
        shape.numberedSteps += numberedStep.match(line).hasMatch() ? 1 : 0;
    }
    static const QRegularExpression digits(QStringLiteral("\\d+"));
    for (auto it = digits.globalMatch(markdown); it.hasNext();) {
        shape.digitRuns.insert(it.next().captured());
    }
    static const QRegularExpression code(QStringLiteral("`([^`]*)`"));
    for (auto it = code.globalMatch(markdown); it.hasNext();) {
        shape.codeSpans.insert(it.next().captured(1).simplified());
    }
    return shape;
}

// Restores the default locale however the test ends: other tests expect the English guides.
class DefaultLocale {
public:
    explicit DefaultLocale(const QLocale& locale) : m_previous(QLocale()) { QLocale::setDefault(locale); }
    ~DefaultLocale() { QLocale::setDefault(m_previous); }
    DefaultLocale(const DefaultLocale&) = delete;
    DefaultLocale& operator=(const DefaultLocale&) = delete;

private:
    QLocale m_previous;
};

} // namespace

TEST_CASE("Every lesson has a German, French and Italian guide shaped like the English one", "[lessons][languages]") {
    const QList<Lesson> english = builtInLessons(QStringLiteral("en"));
    REQUIRE(english.size() == 10);
    for (const Lesson& lesson : english) {
        const GuideShape original = shapeOf(readLessonGuide(lesson));
        REQUIRE(original.headings > 0);
        for (const QString& language : kGuideLanguages) {
            INFO(lesson.name.toStdString() << " in " << language.toStdString());
            const QString path = lessonGuidePath(lesson.name, language);
            const QString expected =
                QStringLiteral(":/lessons/") + language + QLatin1Char('/') + lesson.name + QStringLiteral(".md");
            REQUIRE(path == expected);
            const QString translatedText = readResource(path);
            const GuideShape translated = shapeOf(translatedText);
            CHECK(translated.headings == original.headings);
            CHECK(translated.numberedSteps == original.numberedSteps);
            for (const QString& number : original.digitRuns) {
                INFO("number " << number.toStdString());
                CHECK(translated.digitRuns.contains(number));
            }
            for (const QString& span : original.codeSpans) {
                INFO("code span " << span.toStdString());
                CHECK(translated.codeSpans.contains(span));
            }
            CHECK(translatedText != readLessonGuide(lesson));
        }
    }
}

TEST_CASE("A language without translated guides falls back to the English guides", "[lessons][languages]") {
    CHECK(lessonGuidePath(QStringLiteral("01-celebrity-leaderboard"), QStringLiteral("ja")) ==
          QStringLiteral(":/lessons/01-celebrity-leaderboard.md"));
    CHECK(lessonGuidePath(QStringLiteral("01-celebrity-leaderboard"), QStringLiteral("C")) ==
          QStringLiteral(":/lessons/01-celebrity-leaderboard.md"));
    CHECK(builtInLessons(QStringLiteral("ja")).first().title == QStringLiteral("Lesson 1: the celebrity leaderboard"));
}

TEST_CASE("With German as the language the Lessons menu and the lesson dock show the German guide",
          "[lessons][languages]") {
    const DefaultLocale german(QLocale(QLocale::German, QLocale::Germany));
    REQUIRE(guideLanguage() == QStringLiteral("de"));
    const QList<Lesson> lessons = builtInLessons();
    REQUIRE_FALSE(lessons.isEmpty());
    CHECK(lessons.first().title == QStringLiteral("Lektion 1: die Bestenliste der Prominenten"));

    MainWindow window;
    window.resize(1400, 860);
    window.show();
    QString error;
    REQUIRE(window.openLesson(lessons.first(), error));
    const QString shown = parts::lessonGuide(window)->toPlainText();
    CHECK(shown.contains(QStringLiteral("Im Fenster")));
    CHECK(shown.contains(QStringLiteral("1.800 WCU/s")));
    CHECK_FALSE(shown.contains(QStringLiteral("In the window")));
    CHECK(parts::lessonDock(window)->windowTitle() == lessons.first().title);
}
