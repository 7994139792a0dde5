#pragma once

#include "document/parameter_edit.h"

#include <partiscope/scenario.h>

#include <QWidget>

class QCheckBox;
class QComboBox;
class QDoubleSpinBox;
class QFormLayout;
class QLabel;
class QSpinBox;

namespace partiscope::ui {

/// @p problem ("<json path>: <message>", as the core reports scenario problems) in the Table tab's terms: the
/// field's label instead of its path ("Write capacity (WCU) must be at least 1 ..."); unchanged for other paths.
QString tableProblemText(const QString& problem);

/// The Table tab: capacity mode and units, partitions (derived or pinned), item size and consistency,
/// LSI / Streams, burst, adaptive capacity, split-for-heat, SDK retries, and the run's length and rates.
/// Like the Strategy tab it only reports changes; the window checks that the scenario still runs.
class TablePane : public QWidget {
    Q_OBJECT
public:
    explicit TablePane(QWidget* parent = nullptr);

    /// Shows the document's table, capacity and workload rates without emitting tableEdited.
    void setScenario(const Scenario& scenario);
    /// Writes what the controls show into @p scenario (table, capacity, workload duration/rates/item
    /// size/consistency/retries); everything else is left as it is.
    void applyTo(Scenario& scenario) const;
    void acceptEdit();
    void showProblem(const QString& problem);
    [[nodiscard]] QString problem() const;

    /// The partition count the controls lead to: the pinned one, or derivedPartitionCount().
    [[nodiscard]] std::uint32_t partitionCount() const;

signals:
    void tableEdited(const ParameterEdit& edit);

private:
    QWidget* createTableGroup();
    QWidget* createCapacityGroup();
    QWidget* createWorkloadGroup();
    QDoubleSpinBox* addNumber(QFormLayout* form, const QString& label, const QString& name, double max, int decimals,
                              const QString& suffix);
    QCheckBox* addCheck(QFormLayout* form, const QString& label, const QString& name);
    QComboBox* addChoice(QFormLayout* form, const QString& label, const QString& name, const QStringList& items);
    void track(QWidget* control, const QString& label);
    void onControlChanged(const QWidget* control);
    void updateDependentControls();

    QFormLayout* m_tableForm = nullptr;
    QFormLayout* m_capacityForm = nullptr;
    QComboBox* m_mode = nullptr;
    QDoubleSpinBox* m_rcu = nullptr;
    QDoubleSpinBox* m_wcu = nullptr;
    QDoubleSpinBox* m_previousPeakRcu = nullptr;
    QDoubleSpinBox* m_previousPeakWcu = nullptr;
    QCheckBox* m_pinPartitions = nullptr;
    QSpinBox* m_partitions = nullptr;
    QLabel* m_derivedPartitions = nullptr;
    QCheckBox* m_lsi = nullptr;
    QCheckBox* m_streams = nullptr;

    QCheckBox* m_burst = nullptr;
    QComboBox* m_burstStart = nullptr;
    QComboBox* m_adaptive = nullptr;
    QDoubleSpinBox* m_adaptiveDelay = nullptr;
    QCheckBox* m_splitForHeat = nullptr;
    QDoubleSpinBox* m_splitAfter = nullptr;

    QSpinBox* m_duration = nullptr;
    QDoubleSpinBox* m_writesPerS = nullptr;
    QDoubleSpinBox* m_readsPerS = nullptr;
    QDoubleSpinBox* m_itemKb = nullptr;
    QComboBox* m_consistency = nullptr;
    QComboBox* m_retries = nullptr;

    QLabel* m_problem = nullptr;
    ParameterEditTracker m_tracker;
    bool m_syncing = false;
};

} // namespace partiscope::ui
