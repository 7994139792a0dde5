#include "util/finding_text.h"

#include "util/qt_strings.h"

#include <QCoreApplication>
#include <QLocale>
#include <QRegularExpression>
#include <QTranslator>

#include <memory>

// Q_INIT_RESOURCE declares a function in the enclosing scope, so it runs outside any namespace; a static library's
// resources are only linked in when something references them. qt_add_translations (app/ui/CMakeLists.txt) names
// the resource holding every compiled .ts of the UI "partiscope_ui_translations".
static void initFindingTranslations() {
    Q_INIT_RESOURCE(partiscope_ui_translations);
}

namespace partiscope::ui {

namespace {

// The one context lupdate files the findings' patterns under (finding_patterns_tr.cpp) and the app looks them up in.
constexpr const char* kFindingContext = "Finding";

QString fillPattern(const QString& pattern, const QStringList& args) {
    QString text;
    text.reserve(pattern.size() + 16 * args.size());
    for (qsizetype i = 0; i < pattern.size(); ++i) {
        const QChar c = pattern[i];
        if (c == QLatin1Char('%') && i + 1 < pattern.size() && pattern[i + 1] >= QLatin1Char('1') &&
            pattern[i + 1] <= QLatin1Char('9')) {
            const qsizetype index = pattern[i + 1].unicode() - u'1';
            if (index < args.size()) {
                text += args[index];
                ++i;
                continue;
            }
        }
        text += c;
    }
    return text;
}

} // namespace

QString localizedFindingArgument(const QString& argument) {
    // core's groupedNumber()/percent(): "1,800", "0.5", "12.5%", "-3"; a key such as "121212" or "2014-07-09.1"
    // does not match (no grouping comma, decimal point or percent sign, or other characters).
    static const QRegularExpression number(QStringLiteral("^(-?\\d{1,3}(?:,\\d{3})*)(\\.\\d+)?(%?)$"));
    const QRegularExpressionMatch match = number.match(argument);
    if (!match.hasMatch()) {
        return argument;
    }
    const QString integerPart = match.captured(1);
    const QString decimals = match.captured(2);
    const bool percent = !match.captured(3).isEmpty();
    if (!integerPart.contains(QLatin1Char(',')) && decimals.isEmpty() && !percent) {
        return argument; // a plain integer reads the same in every language (and may be a key)
    }
    QString plain = integerPart;
    plain.remove(QLatin1Char(','));
    bool ok = false;
    const double value = QString(plain + decimals).toDouble(&ok);
    if (!ok) {
        return argument;
    }
    const QLocale locale;
    const int precision = decimals.isEmpty() ? 0 : static_cast<int>(decimals.size() - 1);
    QString text = locale.toString(value, 'f', precision);
    if (percent) {
        text += locale.percent();
    }
    return text;
}

QString localizedPhrases(const std::vector<FindingPhrase>& phrases, const std::string& english) {
    if (phrases.empty()) {
        return fromStd(english);
    }
    QString text;
    for (const FindingPhrase& phrase : phrases) {
        const std::string pattern(phrase.pattern);
        QStringList args;
        args.reserve(static_cast<qsizetype>(phrase.args.size()));
        for (const std::string& arg : phrase.args) {
            args.append(localizedFindingArgument(fromStd(arg)));
        }
        text += fillPattern(QCoreApplication::translate(kFindingContext, pattern.c_str()), args);
    }
    return text;
}

LocalizedFinding localizedFinding(const Finding& finding) {
    return {localizedPhrases(finding.titlePhrases, finding.title),
            localizedPhrases(finding.evidencePhrases, finding.evidence),
            localizedPhrases(finding.recommendationPhrases, finding.recommendation)};
}

bool installFindingTranslations(const QString& language) {
    // One translator for the findings, swapped when the language changes; owned here because the application
    // only borrows installed translators.
    static std::unique_ptr<QTranslator> installed;
    if (installed) {
        QCoreApplication::removeTranslator(installed.get());
        installed.reset();
    }
    if (language.isEmpty() || language == QStringLiteral("en")) {
        return false;
    }
    static const bool resourcesReady = [] {
        initFindingTranslations();
        return true;
    }();
    (void)resourcesReady;
    auto translator = std::make_unique<QTranslator>();
    if (!translator->load(QStringLiteral(":/i18n/findings_") + language + QStringLiteral(".qm"))) {
        return false;
    }
    QCoreApplication::installTranslator(translator.get());
    installed = std::move(translator);
    return true;
}

} // namespace partiscope::ui
