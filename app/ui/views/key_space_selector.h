#pragma once

#include <QStringList>
#include <QWidget>

class QComboBox;

namespace partiscope::ui {

/// The Target selector of the Heat map and Simulation tabs: the table or one of its global secondary indexes.
/// Shows the choices it is given and reports the user's pick; which key space is shown is the document's.
class KeySpaceSelector : public QWidget {
    Q_OBJECT
public:
    explicit KeySpaceSelector(QWidget* parent = nullptr);

    /// @p targets as key_spaces.h names them ("" the table, else a GSI's name), @p labels what the list shows for
    /// each, @p current the one selected. With the table alone the list stays, disabled, saying there is no index.
    void setTargets(const QStringList& targets, const QStringList& labels, const QString& current);
    [[nodiscard]] QComboBox* comboBox() const noexcept { return m_combo; }

signals:
    /// The user picked @p target ("" the table).
    void targetChosen(const QString& target);

private:
    QComboBox* m_combo = nullptr;
};

} // namespace partiscope::ui
