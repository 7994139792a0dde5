#include "document/price_settings.h"

#include "util/qt_strings.h"

#include <QSettings>

namespace partiscope::ui {

namespace {

const QString& settingsKey() {
    static const QString key = QStringLiteral("prices/text");
    return key;
}

} // namespace

PriceSettings::PriceSettings(QObject* parent) : QObject(parent) {
    m_prices = defaultPriceTable();
    m_text = defaultText();
    const QVariant stored = QSettings().value(settingsKey());
    if (!stored.isValid()) {
        return;
    }
    PriceTable prices;
    m_storedTextProblem = problemIn(stored.toString(), &prices);
    if (m_storedTextProblem.isEmpty()) {
        m_prices = prices;
        m_text = stored.toString();
        m_isDefault = false;
    }
}

bool PriceSettings::setText(const QString& text) {
    if (text == defaultText()) {
        restoreDefaults();
        return true;
    }
    PriceTable prices;
    if (!problemIn(text, &prices).isEmpty()) {
        return false;
    }
    QSettings().setValue(settingsKey(), text);
    use(text, prices, false);
    return true;
}

void PriceSettings::restoreDefaults() {
    QSettings().remove(settingsKey());
    use(defaultText(), defaultPriceTable(), true);
}

QString PriceSettings::defaultText() {
    return fromStd(defaultPriceTableText());
}

QString PriceSettings::problemIn(const QString& text, PriceTable* out) {
    PriceTable prices;
    const auto problem = priceTableProblem(text.toStdString(), prices);
    if (!problem) {
        if (out != nullptr) {
            *out = prices;
        }
        return {};
    }
    return problemText(*problem);
}

QString PriceSettings::problemText(const PriceFileProblem& problem) {
    const QString message = fromStd(problem.message);
    return problem.line > 0 ? QStringLiteral("Line %1: %2").arg(problem.line).arg(message) : message;
}

void PriceSettings::use(const QString& text, const PriceTable& prices, bool isDefault) {
    const bool changed = prices != m_prices;
    m_text = text;
    m_isDefault = isDefault;
    m_storedTextProblem.clear();
    m_prices = prices;
    if (changed) {
        emit pricesChanged(m_prices);
    }
}

} // namespace partiscope::ui
