#pragma once

#include "document/parameter_edit.h"
#include "panes/pane_controls.h"

#include <partiscope/scenario.h>

#include <QWidget>

class QComboBox;
class QFormLayout;
class QLabel;
class QLineEdit;

namespace partiscope::ui {

class IndexListBox;

/// The Table tab's local secondary indexes: a list with Add and Remove, and the selected LSI's name, sort key,
/// projection and projected attributes. An LSI shares the table's partition key, so it needs the table's sort key
/// (a composite primary key): without one the list says so and Add is off. Like the tab it only reports changes
/// (edited); applyTo() writes them, renaming or dropping the access patterns that target a renamed or removed LSI.
class LsiList : public QWidget {
    Q_OBJECT
public:
    explicit LsiList(QWidget* parent = nullptr);

    /// Shows the document's LSIs without emitting edited.
    void setScenario(const Scenario& scenario);
    void applyTo(Scenario& scenario) const;
    /// The document took the last edit: the LSIs shown are now the document's.
    void acceptEdit();
    /// Whether the table (as its controls show it) has a sort key: without one an LSI cannot exist.
    void setTableHasSortKey(bool hasSortKey);
    [[nodiscard]] bool isEmpty() const noexcept { return m_lsis.empty(); }

    /// Selects LSI @p index and shows @p text beside its fields.
    void showProblem(int index, const QString& text);
    void clearProblem();
    [[nodiscard]] QString problem() const;

signals:
    void edited(const ParameterEdit& edit);

private:
    struct Entry {
        LsiSpec spec;
        std::string documentName; ///< its name in the document ("" when added since)
    };
    void addLsi();
    void removeLsi();
    void select(int index);
    void onFieldChanged(const QWidget* control);
    void updateList();
    void updateEnabled();
    [[nodiscard]] std::vector<std::string> names() const;

    IndexListBox* m_list = nullptr;
    QLabel* m_needsSortKey = nullptr;
    QWidget* m_fields = nullptr;
    QFormLayout* m_form = nullptr;
    QLineEdit* m_name = nullptr;
    KeyAttributeRow m_sortKey;
    QComboBox* m_projection = nullptr;
    QLineEdit* m_nonKeyAttributes = nullptr;

    std::vector<Entry> m_lsis;
    std::vector<std::string> m_documentNames;
    int m_selected = -1;
    bool m_tableHasSortKey = false;
    ParameterEditTracker m_tracker;
    bool m_syncing = false;
};

} // namespace partiscope::ui
