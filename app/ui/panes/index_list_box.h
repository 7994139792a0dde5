#pragma once

#include <QWidget>

class QLabel;
class QListWidget;
class QPushButton;

namespace partiscope::ui {

/// The top of the GSI and LSI editors: the indexes by name, Add and Remove beside them, and under them the problem
/// of the selected one. Selecting from code emits nothing; a click on a row emits selected().
class IndexListBox : public QWidget {
    Q_OBJECT
public:
    /// @p kind names the buttons ("Add GSI"); @p objectPrefix names the parts (gsiList, addGsiButton,
    /// removeGsiButton, gsiProblemLabel).
    IndexListBox(const QString& kind, const QString& objectPrefix, const QString& accessibleName,
                 QWidget* parent = nullptr);

    void setNames(const QStringList& names);
    void setCurrent(int row);
    void setCurrentName(const QString& name);
    [[nodiscard]] QPushButton* addButton() const noexcept { return m_add; }
    [[nodiscard]] QPushButton* removeButton() const noexcept { return m_remove; }

    void showProblem(const QString& text);
    void clearProblem();
    [[nodiscard]] QString problem() const;

signals:
    void addRequested();
    void removeRequested();
    void selected(int row);

private:
    QListWidget* m_list = nullptr;
    QPushButton* m_add = nullptr;
    QPushButton* m_remove = nullptr;
    QLabel* m_problem = nullptr;
};

} // namespace partiscope::ui
