#include "shell/app_language.h"

#include <QCoreApplication>
#include <QLibraryInfo>
#include <QSettings>
#include <QTranslator>

#include <memory>

namespace partiscope::ui {

namespace {

/// Same explicit names as the View menu's other choices (the app sets no organisation name in tests).
QSettings languageSettings() {
    return QSettings(QStringLiteral("Partiscope"), QStringLiteral("Partiscope"));
}

const QString kLanguageKey = QStringLiteral("view/language");

/// The translators currently installed; replaced as a whole when the language changes.
std::unique_ptr<QTranslator>& appTranslator() {
    static std::unique_ptr<QTranslator> translator;
    return translator;
}

std::unique_ptr<QTranslator>& qtTranslator() {
    static std::unique_ptr<QTranslator> translator;
    return translator;
}

void uninstall(std::unique_ptr<QTranslator>& translator) {
    if (translator) {
        QCoreApplication::removeTranslator(translator.get());
        translator.reset();
    }
}

} // namespace

QStringList availableLanguages() {
    return {QStringLiteral("en"), QStringLiteral("de"), QStringLiteral("fr"), QStringLiteral("it")};
}

QString rememberedLanguage() {
    const QString code = languageSettings().value(kLanguageKey).toString();
    return availableLanguages().contains(code) ? code : QString();
}

void rememberLanguage(const QString& code) {
    QSettings settings = languageSettings();
    if (code.isEmpty()) {
        settings.remove(kLanguageKey);
    } else {
        settings.setValue(kLanguageKey, code);
    }
}

QLocale effectiveUiLocale() {
    const QString code = rememberedLanguage();
    return code.isEmpty() ? QLocale::system() : QLocale(code);
}

QString installTranslations(const QLocale& locale) {
    uninstall(appTranslator());
    uninstall(qtTranslator());
    const QString code = QLocale::languageToCode(locale.language(), QLocale::ISO639Part1);
    if (code == QStringLiteral("en") || !availableLanguages().contains(code)) {
        return QStringLiteral("en");
    }
    auto app = std::make_unique<QTranslator>();
    if (!app->load(QStringLiteral(":/i18n/partiscope_") + code)) {
        return QStringLiteral("en");
    }
    QCoreApplication::installTranslator(app.get());
    appTranslator() = std::move(app);
    // Qt's own strings (file dialogs, message box buttons, text field context menus) from the Qt installation;
    // without the translations package they stay English and the rest of the app is still translated.
    auto qt = std::make_unique<QTranslator>();
    if (qt->load(QStringLiteral("qtbase_") + code, QLibraryInfo::path(QLibraryInfo::TranslationsPath))) {
        QCoreApplication::installTranslator(qt.get());
        qtTranslator() = std::move(qt);
    }
    return code;
}

} // namespace partiscope::ui
