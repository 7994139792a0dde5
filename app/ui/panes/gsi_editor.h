#pragma once

#include "document/imported_items.h"
#include "document/parameter_edit.h"
#include "panes/pane_controls.h"

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

class IndexKeysFromItems;
class IndexKeysTable;
class IndexListBox;

/// The Table tab's global secondary indexes: a list with Add and Remove, and the selected GSI's name, key schema,
/// projection, item size, capacity (RCU/WCU when the table is provisioned, previous peaks and maximum request units
/// when it is on demand), partition pin, write-sharding strategy and index keys. It reports each change (edited)
/// and applyTo() writes them; a renamed GSI takes its index keys and the access patterns that target it along, a
/// removed one drops them.
class GsiEditor : public QWidget {
    Q_OBJECT
public:
    explicit GsiEditor(QWidget* parent = nullptr);

    /// Shows the document's GSIs and their index keys without emitting edited.
    void setScenario(const Scenario& scenario);
    void applyTo(Scenario& scenario) const;
    /// The document took the last edit: the GSIs shown are now the document's.
    void acceptEdit();
    /// The table's capacity as its controls show it: the mode every GSI shares (it picks the capacity fields
    /// shown), and the RCU/WCU a new GSI starts from.
    void setTableCapacity(CapacityMode mode, double rcu, double wcu);
    /// The items the document's keys came from (null: none): each GSI can derive its index keys from them.
    void setImportedItems(std::shared_ptr<const ImportedItems> items);

    /// Selects GSI @p index and shows @p text above its fields.
    void showProblem(int index, const QString& text);
    void clearProblem();
    [[nodiscard]] QString problem() const;

signals:
    void edited(const ParameterEdit& edit);

private:
    struct Entry {
        GsiSpec spec;
        std::vector<WorkloadKey> indexKeys;
        std::string documentName; ///< its name in the document ("" when added since)
        QString itemTemplate;     ///< its partition-key template over the imported items' columns
    };
    QWidget* createFields();
    void deriveIndexKeys();
    void takeDerivedKeys(const std::vector<WorkloadKey>& keys);
    QWidget* createStrategyRow(QWidget* parent);
    QDoubleSpinBox* addUnits(const QString& label, const QString& name, const QString& unsetText);
    void track(QWidget* control, const QString& label);
    void addGsi();
    void removeGsi();
    void select(int index);
    void showEntry(const Entry& entry);
    void onFieldChanged(const QWidget* control);
    void updateList();
    void updateRows();
    [[nodiscard]] std::vector<std::string> names() const;
    [[nodiscard]] std::vector<std::string> entryDocumentNames() const;

    IndexListBox* m_list = nullptr;
    QWidget* m_fields = nullptr;
    QFormLayout* m_form = nullptr;
    QLineEdit* m_name = nullptr;
    KeyAttributeRow m_partitionKey;
    QCheckBox* m_hasSortKey = nullptr;
    KeyAttributeRow m_sortKey;
    QComboBox* m_projection = nullptr;
    QLineEdit* m_nonKeyAttributes = nullptr;
    QDoubleSpinBox* m_itemKb = nullptr;
    QDoubleSpinBox* m_rcu = nullptr;
    QDoubleSpinBox* m_wcu = nullptr;
    QDoubleSpinBox* m_previousPeakRcu = nullptr;
    QDoubleSpinBox* m_previousPeakWcu = nullptr;
    QDoubleSpinBox* m_maxRead = nullptr;
    QDoubleSpinBox* m_maxWrite = nullptr;
    QDoubleSpinBox* m_warmRead = nullptr;
    QDoubleSpinBox* m_warmWrite = nullptr;
    QSpinBox* m_partitions = nullptr;
    QLabel* m_derivedPartitions = nullptr;
    QWidget* m_strategyRow = nullptr;
    QComboBox* m_strategyKind = nullptr;
    QSpinBox* m_shards = nullptr;
    QLineEdit* m_separator = nullptr;
    QComboBox* m_suffixFunction = nullptr;
    IndexKeysTable* m_indexKeys = nullptr;
    IndexKeysFromItems* m_fromItems = nullptr;

    std::vector<Entry> m_gsis;
    std::vector<std::string> m_documentNames;
    int m_selected = -1;
    bool m_onDemand = false;
    double m_tableRcu = 0;
    double m_tableWcu = 0;
    ParameterEditTracker m_tracker;
    bool m_indexKeyRowsChanged = false; ///< the index keys' last change added or removed one
    bool m_syncing = false;
};

} // namespace partiscope::ui
