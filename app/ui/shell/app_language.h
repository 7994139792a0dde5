#pragma once

#include <QLocale>
#include <QString>
#include <QStringList>

class QCoreApplication;

namespace partiscope::ui {

/// The languages the app's own strings are translated to, by ISO 639-1 code ("en" is the source text).
QStringList availableLanguages();

/// The language remembered by View > Language: a code from availableLanguages(), or empty for "System default".
QString rememberedLanguage();
void rememberLanguage(const QString& code);

/// The locale the app's text follows: the remembered language if there is one, else the system locale
/// (LANG / LC_ALL / LC_MESSAGES on Linux).
QLocale effectiveUiLocale();

/// Loads Partiscope's translation and Qt's own (qtbase: standard dialogs, context menus) for the locale and
/// installs them on the application, replacing any installed before. Returns the language code whose
/// translation is now active ("en" when the locale's language has none, so the source text shows).
QString installTranslations(const QLocale& locale);

} // namespace partiscope::ui
