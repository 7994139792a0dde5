#pragma once

#include <partiscope/advisor.h>

#include <QString>
#include <QStringList>

#include <vector>

namespace partiscope::ui {

/// A finding's three texts as the app shows them, in the installed language.
struct LocalizedFinding {
    QString title;
    QString evidence;
    QString recommendation;
};

/// Each phrase's pattern through QCoreApplication::translate("Finding", pattern), filled with its arguments
/// (numbers written the English way, "1,800" or "0.5", in the locale's digits); @p english when there are no
/// phrases (a rule with English text only).
QString localizedPhrases(const std::vector<FindingPhrase>& phrases, const std::string& english);
LocalizedFinding localizedFinding(const Finding& finding);

/// An argument in the default QLocale's number format when it is a number as core writes it ("1,800" -> "1.800"
/// in German, "60%" -> "60 %" stays a percent); keys and anything else unchanged.
QString localizedFindingArgument(const QString& argument);

/// Installs the translations of the findings for @p language ("de", "fr", "it") on the application, replacing
/// those installed before; English, or a language without them, removes them. True when some were installed.
bool installFindingTranslations(const QString& language);

/// The patterns as the app's sources list them for lupdate (finding_patterns_tr.cpp); a test checks they are
/// exactly core's findingPatterns().
QStringList findingPatternsForTranslation();

} // namespace partiscope::ui
