#pragma once

#include <partiscope/cost_model.h>

#include <QObject>
#include <QString>

namespace partiscope::ui {

/// The price table the app prices designs with: the price file text the user set (Design > Prices...), kept in
/// QSettings, or the shipped default (resources/prices/default.prices) while none is set. The window owns one and
/// hands it to whatever prices a design, so that every part sees the same table and hears when it changes.
class PriceSettings : public QObject {
    Q_OBJECT
public:
    explicit PriceSettings(QObject* parent = nullptr);

    /// The table in use (always a valid one).
    [[nodiscard]] const PriceTable& prices() const noexcept { return m_prices; }
    /// The price file text in use: the user's, or the default's.
    [[nodiscard]] const QString& text() const noexcept { return m_text; }
    /// True while the shipped prices are in use (no text of the user's is kept).
    [[nodiscard]] bool isDefault() const noexcept { return m_isDefault; }
    /// Why the text kept in the settings was not used (it no longer parses): "Line 7: ...", else empty.
    [[nodiscard]] const QString& storedTextProblem() const noexcept { return m_storedTextProblem; }

    /// Uses @p text from now on and keeps it in the settings (text equal to the default's is not kept: the
    /// defaults are then in use, and a later version's defaults will be too). Returns false and changes nothing
    /// when @p text is not a valid price file; pricesChanged() is emitted when the table changes.
    bool setText(const QString& text);
    /// Back to the shipped prices; the user's text is forgotten.
    void restoreDefaults();

    /// The shipped price file's text.
    [[nodiscard]] static QString defaultText();
    /// What is wrong with @p text as a price file, for a label (see problemText()); empty when it is valid (then it is
    /// parsed into @p out when given).
    [[nodiscard]] static QString problemIn(const QString& text, PriceTable* out = nullptr);
    /// @p problem for a label: "Line 7: unknown name 'wcu_hour'", or "missing 'provisioned_rcu_hour'".
    [[nodiscard]] static QString problemText(const PriceFileProblem& problem);

signals:
    void pricesChanged(const partiscope::PriceTable& prices);

private:
    void use(const QString& text, const PriceTable& prices, bool isDefault);

    PriceTable m_prices;
    QString m_text;
    bool m_isDefault = true;
    QString m_storedTextProblem;
};

} // namespace partiscope::ui
