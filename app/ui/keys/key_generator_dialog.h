#pragma once

#include <partiscope/scenario.h>

#include <QDate>
#include <QDialog>
#include <QString>

#include <vector>

class QComboBox;
class QDoubleSpinBox;
class QLabel;
class QLineEdit;
class QPlainTextEdit;
class QSpinBox;

namespace partiscope::ui {

/// Keys > Generate: a synthetic key list from core's generators (the same ones a scenario's "generator" uses):
/// uniform, Zipf, one hot key, dated keys with today hot, or a leaderboard (one board key among players).
/// The writes are drawn over the keys with a seed, so the same settings always give the same list.
class KeyGeneratorDialog : public QDialog {
    Q_OBJECT
public:
    enum class Shape { Uniform, Zipf, HotKey, Today, Leaderboard };

    explicit KeyGeneratorDialog(QWidget* parent = nullptr);

    /// The day "today" means for the dated keys (tests pin it; the dialog starts with the real date).
    void setToday(QDate today);

    /// Core's generator for the current settings.
    [[nodiscard]] GeneratorSpec generatorSpec() const;
    /// The generated keys as the editor takes them: "key TAB count", keys that drew no write left out.
    [[nodiscard]] QString keyText() const;
    /// The same keys as data (key and sampled count, keys sampled 0 times left out): what the window hands over.
    [[nodiscard]] std::vector<WorkloadKey> keys() const;

    [[nodiscard]] QComboBox* shapeCombo() const noexcept { return m_shape; }
    [[nodiscard]] QSpinBox* keyCountSpinBox() const noexcept { return m_keys; }
    [[nodiscard]] QSpinBox* writesSpinBox() const noexcept { return m_writes; }
    [[nodiscard]] QSpinBox* seedSpinBox() const noexcept { return m_seed; }
    [[nodiscard]] QDoubleSpinBox* zipfExponentSpinBox() const noexcept { return m_zipfS; }
    [[nodiscard]] QDoubleSpinBox* hotShareSpinBox() const noexcept { return m_hotShare; }
    [[nodiscard]] QLineEdit* hotKeyEdit() const noexcept { return m_hotKey; }
    [[nodiscard]] QPlainTextEdit* preview() const noexcept { return m_preview; }

    static constexpr int kPreviewLines = 12;
    static constexpr int kLivePreviewWrites = 200'000;
    static constexpr int kLivePreviewKeys = 100'000;

private:
    void updateControls();

    QDate m_today;
    QComboBox* m_shape = nullptr;
    QSpinBox* m_keys = nullptr;
    QSpinBox* m_writes = nullptr;
    QSpinBox* m_seed = nullptr;
    QDoubleSpinBox* m_zipfS = nullptr;
    QDoubleSpinBox* m_hotShare = nullptr;
    QLineEdit* m_hotKey = nullptr;
    QLineEdit* m_prefix = nullptr;
    QLabel* m_description = nullptr;
    QPlainTextEdit* m_preview = nullptr;
};

} // namespace partiscope::ui
