#pragma once

#include <partiscope/scenario.h>

#include <QString>
#include <QWidget>

#include <utility>
#include <vector>

class QCheckBox;
class QDoubleSpinBox;
class QFormLayout;

namespace partiscope::ui {

/// A provisioned table's auto scaling (Application Auto Scaling target tracking), writes and reads apart: on or off,
/// the minimum, the maximum and the target utilisation. It only reports edits; the Table pane applies them.
class AutoScalingEditor : public QWidget {
    Q_OBJECT
public:
    explicit AutoScalingEditor(QWidget* parent = nullptr);

    /// Shows @p scaling; emits nothing.
    void setAutoScaling(const AutoScaling& scaling);
    [[nodiscard]] AutoScaling autoScaling() const;
    /// The table's capacity now: a direction switched on starts from it (minimum) and four times it (maximum).
    void setCapacity(double rcu, double wcu);
    /// Every control with the label an undo step names it by.
    [[nodiscard]] std::vector<std::pair<QWidget*, QString>> controls() const;

signals:
    void edited(const QWidget* control);

private:
    struct Direction {
        QCheckBox* on = nullptr;
        QWidget* range = nullptr;
        QDoubleSpinBox* min = nullptr;
        QDoubleSpinBox* max = nullptr;
        QDoubleSpinBox* target = nullptr;
        double capacity = 1;
    };
    void addDirection(Direction& direction, QFormLayout* form, const QString& label, const QString& key);
    void show(Direction& direction, const std::optional<AutoScalingSpec>& spec);
    static std::optional<AutoScalingSpec> valueOf(const Direction& direction);
    void switchedOn(Direction& direction);

    Direction m_write;
    Direction m_read;
    bool m_syncing = false;
};

} // namespace partiscope::ui
