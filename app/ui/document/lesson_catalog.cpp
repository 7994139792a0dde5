#include "document/lesson_catalog.h"

#include "document/app_resources.h"
#include "util/user_file.h"

#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QLocale>

namespace partiscope::ui {

namespace {

/// A guide that cannot be read (a device or a FIFO in the lessons folder, a huge file) shows as missing.
QString readText(const QString& path) {
    QByteArray bytes;
    QString ignored;
    if (!readUserFile(path, {kMaxGuideFileBytes, "a lesson guide"}, bytes, ignored)) {
        return {};
    }
    return QString::fromUtf8(bytes);
}

} // namespace

QString firstHeading(const QString& markdown) {
    for (const QStringView line : QStringView(markdown).split(QLatin1Char('\n'))) {
        const QStringView trimmed = line.trimmed();
        if (trimmed.startsWith(QLatin1Char('#'))) {
            qsizetype level = 0;
            while (level < trimmed.size() && trimmed[level] == QLatin1Char('#')) {
                ++level;
            }
            // Menus show plain text: inline-code backticks would show up literally.
            return trimmed.mid(level).trimmed().toString().remove(QLatin1Char('`'));
        }
    }
    return {};
}

QString guideLanguage() {
    return QLocale().name().left(2);
}

QString lessonGuidePath(const QString& name, const QString& language) {
    ensureAppResources();
    const QString english = QStringLiteral(":/lessons/") + name + QStringLiteral(".md");
    // English is the original beside the scenarios; "C" and "en" have no folder of their own.
    if (language.isEmpty() || language == QStringLiteral("en")) {
        return english;
    }
    const QString translated =
        QStringLiteral(":/lessons/") + language + QLatin1Char('/') + name + QStringLiteral(".md");
    return QFileInfo::exists(translated) ? translated : english;
}

QString firstSentence(const QString& markdown) {
    QStringList paragraph;
    bool pastHeading = false;
    for (const QStringView line : QStringView(markdown).split(QLatin1Char('\n'))) {
        const QStringView trimmed = line.trimmed();
        if (!pastHeading) {
            pastHeading = trimmed.startsWith(QLatin1Char('#'));
            continue;
        }
        if (trimmed.isEmpty() || trimmed.startsWith(QLatin1Char('#'))) {
            if (!paragraph.isEmpty()) {
                break;
            }
            continue;
        }
        paragraph << trimmed.toString();
    }
    // A one-line index shows plain text: Markdown's code and emphasis marks would show up literally.
    QString text = paragraph.join(QLatin1Char(' ')).remove(QLatin1Char('`')).remove(QLatin1Char('*'));
    const qsizetype end = text.indexOf(QStringLiteral(". "));
    if (end >= 0) {
        text.truncate(end + 1);
    }
    return text;
}

QList<Lesson> builtInLessons() {
    return builtInLessons(guideLanguage());
}

QList<Lesson> builtInLessons(const QString& language) {
    ensureAppResources();
    QList<Lesson> lessons;
    const QDir dir(QStringLiteral(":/lessons"));
    const QStringList scenarios = dir.entryList({QStringLiteral("*.json")}, QDir::Files, QDir::Name);
    for (const QString& fileName : scenarios) {
        Lesson lesson;
        lesson.name = QFileInfo(fileName).completeBaseName();
        lesson.scenarioPath = dir.filePath(fileName);
        lesson.guidePath = lessonGuidePath(lesson.name, language);
        const QString guide = readText(lesson.guidePath);
        lesson.title = firstHeading(guide);
        lesson.summary = firstSentence(guide);
        if (lesson.title.isEmpty()) {
            lesson.title = lesson.name;
        }
        lessons.append(lesson);
    }
    return lessons;
}

QString readLessonGuide(const Lesson& lesson) {
    return readText(lesson.guidePath);
}

} // namespace partiscope::ui
