#pragma once

#include "document/parameter_edit.h"
#include "document/scenario_queries.h"
#include "panes/access_pattern_editor.h"

#include <partiscope/key_condition.h>
#include <partiscope/shard_strategy.h>

#include <QWidget>

#include <optional>
#include <string>

class QComboBox;
class QLabel;
class QListWidget;
class QPlainTextEdit;
class QPushButton;

namespace partiscope::ui {

/// The per-shard requests of a read, in a chosen format, with copy-one, copy-all and save-as. With access patterns
/// in the document: the one picked in the combo, editable (AccessPatternEditor), its requests exactly what
/// `partiscope-cli queries --scenario FILE --pattern NAME` prints. Without: the hottest logical key read back from
/// the table, and an offer to add that read as an access pattern. Regenerated whenever the document, the key, the
/// pattern or the format changes.
class QueriesPane : public QWidget {
    Q_OBJECT
public:
    explicit QueriesPane(QWidget* parent = nullptr);

    /// The document's parameters (table, strategies, access patterns) and the workload's hottest key. The picked
    /// pattern stays picked while it exists; the form follows the document (undo/redo).
    void setScenario(const Scenario& parameters, const std::string& hottestKey);
    /// A read of @p logicalKey on @p target, without a document (no access patterns).
    void setQuery(const QueryTarget& target, const StrategyConfig& strategy, const std::string& logicalKey);
    void setFormat(QueryFormat format);
    [[nodiscard]] QueryFormat format() const;

    [[nodiscard]] const GeneratedQueries& queries() const noexcept { return m_queries; }
    /// The text shown (the whole plan, or why there is none).
    [[nodiscard]] QString shownText() const;
    [[nodiscard]] QListWidget* requestList() const noexcept { return m_requestList; }

    /// Puts the selected request (or the first) on the clipboard.
    void copySelected();
    /// Puts the whole plan on the clipboard.
    void copyAll();
    /// Writes the whole plan to @p path (writeFileSafely()); on error returns false and sets @p error to "<path>:
    /// <reason>".
    bool saveTo(const QString& path, QString& error) const;

    /// The index in the document's access patterns of the one shown, or -1 (the hottest key is shown).
    [[nodiscard]] int patternIndex() const;
    [[nodiscard]] AccessPatternEditor* patternEditor() const noexcept { return m_editor; }

signals:
    /// The form changed access pattern @p index into @p pattern; the window commits it (or reports a problem).
    void patternEdited(int index, const partiscope::AccessPattern& pattern, const partiscope::ui::ParameterEdit& edit);
    /// "Add as access pattern": the read shown (the hottest key on the table) as a new pattern.
    void patternAdded(const partiscope::AccessPattern& pattern);

private:
    void regenerate();
    /// The list, the text and the buttons show m_queries.
    void showQueries();
    void saveAs();
    void addHottestKeyAsPattern();

    std::optional<Scenario> m_scenario; ///< the document's parameters; unset: setQuery()'s read
    int m_pattern = -1;
    QueryTarget m_target;
    StrategyConfig m_strategy;
    std::string m_logicalKey;
    GeneratedQueries m_queries;

    QComboBox* m_format = nullptr;
    QComboBox* m_patternChoice = nullptr;
    QLabel* m_patternLabel = nullptr;
    QWidget* m_patternRow = nullptr;
    AccessPatternEditor* m_editor = nullptr;
    QPushButton* m_addPattern = nullptr;
    QLabel* m_heading = nullptr;
    QListWidget* m_requestList = nullptr;
    QPlainTextEdit* m_text = nullptr;
    QLabel* m_summary = nullptr;
    QPushButton* m_copySelected = nullptr;
    QPushButton* m_copyAll = nullptr;
    QPushButton* m_saveAs = nullptr;
};

} // namespace partiscope::ui
