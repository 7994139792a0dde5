// The advisor's findings in the app's language: core's patterns are the ones the app lists for translators, every
// findings_<lang>.ts translates each of them (finished, placeholders kept), and with the German translations
// installed the Advisor tab shows lesson 1's findings and lesson 9's index finding in German with their numbers
// intact.
#include "document/lesson_catalog.h"
#include "panes/advisor_pane.h"
#include "shell/main_window.h"
#include "util/finding_text.h"
#include "window_parts.h"

#include <partiscope/finding_phrase.h>

#include <catch2/catch.hpp>

#include <QFile>
#include <QLabel>
#include <QLocale>
#include <QRegularExpression>
#include <QSet>
#include <QTest>
#include <QXmlStreamReader>

#include <algorithm>
#include <map>

using namespace partiscope;
using namespace partiscope::ui;

namespace {

struct TsEntry {
    QString translation;
    QString type; // "unfinished", "obsolete", "vanished" or empty (finished)
};

std::map<QString, TsEntry> readTs(const QString& path) {
    std::map<QString, TsEntry> entries;
    QFile file(path);
    REQUIRE(file.open(QIODevice::ReadOnly));
    QXmlStreamReader xml(&file);
    QString source;
    while (!xml.atEnd()) {
        xml.readNext();
        if (!xml.isStartElement()) {
            continue;
        }
        if (xml.name() == QStringLiteral("source")) {
            source = xml.readElementText();
        } else if (xml.name() == QStringLiteral("translation")) {
            TsEntry entry;
            entry.type = xml.attributes().value(QStringLiteral("type")).toString();
            entry.translation = xml.readElementText();
            entries[source] = entry;
        }
    }
    REQUIRE_FALSE(xml.hasError());
    return entries;
}

QSet<QString> placeholders(const QString& text) {
    static const QRegularExpression placeholder(QStringLiteral("%[1-9]"));
    QSet<QString> found;
    for (auto it = placeholder.globalMatch(text); it.hasNext();) {
        found.insert(it.next().captured());
    }
    return found;
}

// Removes the findings' translations and restores the default locale however the test ends.
class GermanFindings {
public:
    GermanFindings() : m_previous(QLocale()) {
        QLocale::setDefault(QLocale(QLocale::German, QLocale::Germany));
        m_installed = installFindingTranslations(QStringLiteral("de"));
    }
    ~GermanFindings() {
        installFindingTranslations(QStringLiteral("en"));
        QLocale::setDefault(m_previous);
    }
    GermanFindings(const GermanFindings&) = delete;
    GermanFindings& operator=(const GermanFindings&) = delete;
    bool installed() const { return m_installed; }

private:
    QLocale m_previous;
    bool m_installed = false;
};

} // namespace

TEST_CASE("The app lists exactly core's finding patterns for translation", "[findings][languages]") {
    QStringList core;
    for (const std::string_view pattern : findingPatterns()) {
        core.append(QString::fromUtf8(pattern.data(), static_cast<qsizetype>(pattern.size())));
    }
    CHECK(findingPatternsForTranslation() == core);
}

TEST_CASE("findings_de, _fr and _it translate every pattern, finished and with its placeholders",
          "[findings][languages]") {
    const QStringList patterns = findingPatternsForTranslation();
    for (const char* language : {"de", "fr", "it"}) {
        INFO(language);
        const auto entries = readTs(QStringLiteral(PARTISCOPE_FINDING_TS_DIR "/findings_") + QLatin1String(language) +
                                    QStringLiteral(".ts"));
        CHECK(entries.size() == static_cast<std::size_t>(patterns.size())); // nothing obsolete left over
        for (const QString& pattern : patterns) {
            INFO(pattern.toStdString());
            const auto found = entries.find(pattern);
            REQUIRE(found != entries.end());
            CHECK(found->second.type.isEmpty());
            CHECK_FALSE(found->second.translation.isEmpty());
            CHECK(placeholders(found->second.translation) == placeholders(pattern));
        }
    }
}

TEST_CASE("Finding arguments: numbers take the locale's format, keys stay as they are", "[findings][languages]") {
    const QLocale previous;
    QLocale::setDefault(QLocale(QLocale::German, QLocale::Germany));
    CHECK(localizedFindingArgument(QStringLiteral("1,800")) == QStringLiteral("1.800"));
    CHECK(localizedFindingArgument(QStringLiteral("93,600,000")) == QStringLiteral("93.600.000"));
    CHECK(localizedFindingArgument(QStringLiteral("0.5")) == QStringLiteral("0,5"));
    CHECK(localizedFindingArgument(QStringLiteral("60%")) == QStringLiteral("60%"));
    CHECK(localizedFindingArgument(QStringLiteral("12.5%")) == QStringLiteral("12,5%"));
    CHECK(localizedFindingArgument(QStringLiteral("121212")) == QStringLiteral("121212"));
    CHECK(localizedFindingArgument(QStringLiteral("2014-07-09.1")) == QStringLiteral("2014-07-09.1"));
    CHECK(localizedFindingArgument(QStringLiteral("BOARD#global")) == QStringLiteral("BOARD#global"));
    QLocale::setDefault(previous);
}

TEST_CASE("Without a translation a finding reads as core wrote it", "[findings][languages]") {
    Finding finding;
    finding.title = "English only";
    CHECK(localizedFinding(finding).title == QStringLiteral("English only"));
    CHECK_FALSE(installFindingTranslations(QStringLiteral("ja")));
}

TEST_CASE("With the German translations installed the Advisor tab shows lesson 1's findings in German",
          "[findings][languages]") {
    const GermanFindings german;
    REQUIRE(german.installed());
    MainWindow window;
    window.resize(1400, 860);
    window.show();
    const QList<Lesson> lessons = builtInLessons();
    REQUIRE_FALSE(lessons.isEmpty());
    QString error;
    REQUIRE(window.openLesson(lessons.first(), error));
    REQUIRE(QTest::qWaitFor([&] { return window.document().isAdviceCurrent(); }, 30'000));
    auto* card = parts::advisorPane(window)->findChild<QWidget*>(QStringLiteral("finding:hot-key"));
    REQUIRE(card);
    QString shown;
    for (const QLabel* label : card->findChildren<QLabel*>()) {
        shown += label->text();
    }
    INFO(shown.toStdString());
    // Lesson 1: BOARD#global takes 60% of 3,000 writes/s = 1,800 WCU/s, over the 1,000 WCU/s one partition serves.
    CHECK(shown.contains(QStringLiteral("'BOARD#global' braucht mehr, als eine Partition bedienen kann")));
    CHECK(shown.contains(QStringLiteral("60% der Schreibvorgänge: 1.800 WCU/s in der Spitze")));
    CHECK(shown.contains(QStringLiteral("höchstens 1.000 WCU/s und 3.000 RCU/s")));
    CHECK_FALSE(shown.contains(QStringLiteral("needs more than one partition can serve")));
    CHECK(shown.contains(QStringLiteral("hot-key"))); // the id stays as scripts match it
}

TEST_CASE("With the German translations installed the Advisor tab shows lesson 9's index finding in German",
          "[findings][languages]") {
    const GermanFindings german;
    REQUIRE(german.installed());
    MainWindow window;
    window.resize(1400, 860);
    window.show();
    const QList<Lesson> lessons = builtInLessons();
    const auto lesson = std::find_if(lessons.begin(), lessons.end(), [](const Lesson& l) {
        return l.name == QStringLiteral("09-status-index-back-pressure");
    });
    REQUIRE(lesson != lessons.end());
    QString error;
    REQUIRE(window.openLesson(*lesson, error));
    REQUIRE(QTest::qWaitFor([&] { return window.document().isAdviceCurrent(); }, 30'000));
    auto* card = parts::advisorPane(window)->findChild<QWidget*>(QStringLiteral("finding:gsi-back-pressure"));
    REQUIRE(card);
    QString shown;
    for (const QLabel* label : card->findChildren<QLabel*>()) {
        shown += label->text();
    }
    INFO(shown.toStdString());
    // Lesson 9: PENDING is on 50% of 1,500 writes/s, each 1.6 index writes (40% puts, 60% status changes) = 1,200
    // WCU/s of index writes on ByStatus's partition 4, whose allocation is 4,500 WCU / 5 partitions = 900 WCU/s;
    // shard-count asks for ceil(1.2) = 2 shards, but only 4
    // spread PENDING over ByStatus's partitions (test_advisor_indexes.cpp).
    CHECK(shown.contains(QStringLiteral(
        "ByStatus drosselt die Schreibvorgänge der Tabelle: sein Schlüssel 'PENDING' braucht 1.200 WCU/s")));
    CHECK(
        shown.contains(QStringLiteral("Partition 4 von ByStatus werden 1.200 WCU/s abverlangt, gegen die 1.000 WCU/s, "
                                      "die eine Partition bedient, und ihre Zuteilung von 900 WCU/s (4.500 WCU / 5 "
                                      "Partitionen)")));
    CHECK(shown.contains(QStringLiteral("Den Partitionsschlüssel von ByStatus sharden: seiner Strategie 4 Shards geben "
                                        "('PENDING#1' … 'PENDING#4'; 1.200 WCU/s brauchen mindestens 2 Shards")));
    CHECK(shown.contains(QStringLiteral("Ein Sparse-Index würde nicht helfen")));
    CHECK_FALSE(shown.contains(QStringLiteral("throttles the table's writes")));
    CHECK_FALSE(shown.contains(QStringLiteral("base-table")));
}
