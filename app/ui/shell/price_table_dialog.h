#pragma once

#include <partiscope/cost_model.h>

#include <QDialog>
#include <QString>

class QDialogButtonBox;
class QLabel;
class QPlainTextEdit;

namespace partiscope::ui {

class PriceSettings;

/// Design > Prices...: the price file the app prices designs with, as text. It is checked as it is typed: the
/// parser's problem, with its line, is shown under the editor (and the line marked), and OK stays disabled until the
/// text is a valid price file. Restore defaults puts the shipped prices back in the editor; Load file... reads a price
/// file into it. OK hands the text to the PriceSettings. A note says that every cost is an estimate, and from which
/// prices (region, date, source).
class PriceTableDialog : public QDialog {
    Q_OBJECT
public:
    explicit PriceTableDialog(PriceSettings& settings, QWidget* parent = nullptr);

    /// Reads the price file @p path into the editor (valid or not: the problem is shown). Returns false, with the
    /// reason in the problem label, when the file cannot be read; the editor is then left as it was.
    bool loadFile(const QString& path);

    void accept() override;

private:
    void checkText();
    void markLine(std::size_t line);
    void chooseFile();

    PriceSettings& m_settings;
    QPlainTextEdit* m_editor = nullptr;
    QLabel* m_problem = nullptr;
    QLabel* m_note = nullptr;
    QDialogButtonBox* m_buttons = nullptr;
};

} // namespace partiscope::ui
