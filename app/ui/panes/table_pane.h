#pragma once

#include "document/imported_items.h"
#include "document/parameter_edit.h"
#include "panes/pane_controls.h"
#include "panes/table_problem_text.h"

#include <partiscope/scenario.h>

#include <QWidget>

class QCheckBox;
class QComboBox;
class QDoubleSpinBox;
class QFormLayout;
class QLabel;
class QLineEdit;
class QSpinBox;

namespace partiscope::ui {

class AutoScalingEditor;
class GsiEditor;
class LsiList;

/// The Table tab: table name, key schema and data size, capacity mode and units (on-demand maxima and account
/// quota), partitions (derived or pinned), Streams, the GSIs and LSIs, burst, adaptive capacity, split-for-heat,
/// SDK retries, and the run's length, rates, item size and consistency. Like the Strategy tab it only reports
/// changes; the window checks that the scenario still runs, and a refusal is shown beside the part it is about.
class TablePane : public QWidget {
    Q_OBJECT
public:
    explicit TablePane(QWidget* parent = nullptr);

    /// Shows the document's table, capacity and workload rates without emitting tableEdited.
    void setScenario(const Scenario& scenario);
    /// Writes what the controls show into @p scenario (table with its indexes, capacity, workload duration/rates/
    /// item size/consistency/retries, index keys; access patterns follow a renamed index and go with a removed
    /// one); everything else is left as it is.
    void applyTo(Scenario& scenario) const;
    void acceptEdit();
    void showProblem(const QString& problem);
    [[nodiscard]] QString problem() const;
    /// The items the document's keys came from (null: none): GSIs offer to derive their index keys from them.
    void setImportedItems(std::shared_ptr<const ImportedItems> items);

    /// The partition count the controls lead to: the pinned one, or derivedPartitionCount().
    [[nodiscard]] std::uint32_t partitionCount() const;

signals:
    void tableEdited(const ParameterEdit& edit);

private:
    QWidget* createTableGroup();
    void createKeySchemaRows();
    void createOnDemandRows();
    void createWarmThroughputRows();
    QWidget* createIndexGroups();
    QWidget* createCapacityGroup();
    QWidget* createWorkloadGroup();
    QDoubleSpinBox* addNumber(QFormLayout* form, const QString& label, const QString& name, double max, int decimals,
                              const QString& suffix);
    QCheckBox* addCheck(QFormLayout* form, const QString& label, const QString& name);
    QComboBox* addChoice(QFormLayout* form, const QString& label, const QString& name, const QStringList& items);
    void track(QWidget* control, const QString& label);
    void onControlChanged(const QWidget* control);
    void onIndexEdited(const ParameterEdit& edit);
    void updateDependentControls();
    [[nodiscard]] QString derivedPartitionsText(const TableSpec& table) const;
    [[nodiscard]] QString operationMixText(const WorkloadSpec& workload) const;

    QFormLayout* m_tableForm = nullptr;
    QFormLayout* m_capacityForm = nullptr;
    QLineEdit* m_tableName = nullptr;
    KeyAttributeRow m_partitionKey;
    QCheckBox* m_hasSortKey = nullptr;
    KeyAttributeRow m_sortKey;
    QDoubleSpinBox* m_sizeGb = nullptr;
    QComboBox* m_mode = nullptr;
    QDoubleSpinBox* m_rcu = nullptr;
    QDoubleSpinBox* m_wcu = nullptr;
    QDoubleSpinBox* m_previousPeakRcu = nullptr;
    QDoubleSpinBox* m_previousPeakWcu = nullptr;
    QDoubleSpinBox* m_maxReadRequestUnits = nullptr;
    QDoubleSpinBox* m_maxWriteRequestUnits = nullptr;
    QDoubleSpinBox* m_warmReadUnits = nullptr;
    QDoubleSpinBox* m_warmWriteUnits = nullptr;
    AutoScalingEditor* m_autoScaling = nullptr;
    QDoubleSpinBox* m_accountMaxRcu = nullptr;
    QDoubleSpinBox* m_accountMaxWcu = nullptr;
    QCheckBox* m_pinPartitions = nullptr;
    QSpinBox* m_partitions = nullptr;
    QLabel* m_derivedPartitions = nullptr;
    QCheckBox* m_streams = nullptr;
    GsiEditor* m_gsis = nullptr;
    LsiList* m_lsis = nullptr;

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
    QLabel* m_operationMix = nullptr;

    QLabel* m_problem = nullptr;
    ParameterEditTracker m_tracker;
    bool m_syncing = false;
};

} // namespace partiscope::ui
