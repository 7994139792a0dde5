// What a screen reader finds in the two heat maps: one child per bucket cell, one per partition row, each named and
// valued from the tooltip the mouse gets, so both always say the same.
#include "views/bucket_heatmap.h"
#include "views/partition_time_heatmap.h"
#include "views/view_accessibility.h"

#include <partiscope/throttle_timeline.h>

#include <QCoreApplication>

namespace partiscope::ui {

namespace {

class BucketHeatmapAccessible : public CellViewAccessible {
public:
    explicit BucketHeatmapAccessible(BucketHeatmap* map)
        : CellViewAccessible(map, QAccessible::Table, QAccessible::Cell), m_map(map) {}

    int cellCount() const override { return static_cast<int>(m_map->bucketCounts().size()); }
    QString cellText(int cell, QAccessible::Text text) const override {
        const AccessibleCellText parts = accessibleCellText(m_map->bucketToolTip(static_cast<std::uint32_t>(cell)));
        switch (text) {
        case QAccessible::Name:
            return parts.name;
        case QAccessible::Value:
            return parts.value;
        case QAccessible::Help:
            return QCoreApplication::translate("BucketHeatmap", "Enter lists the keys of this cell.");
        default:
            return {};
        }
    }
    QRect cellRect(int cell) const override { return m_map->cellGeometry().cellRect(static_cast<std::uint32_t>(cell)); }
    std::optional<int> focusedCell() const override {
        const auto bucket = m_map->focusedBucket();
        return bucket ? std::optional<int>(static_cast<int>(*bucket)) : std::nullopt;
    }
    QString text(QAccessible::Text text) const override {
        if (text == QAccessible::Description) {
            return QCoreApplication::translate("BucketHeatmap", "%1. Arrow keys move between the cells, Home and End "
                                                                "jump to the first and the last.")
                .arg(m_map->legendCaption());
        }
        return CellViewAccessible::text(text);
    }

private:
    BucketHeatmap* m_map;
};

class PartitionTimeAccessible : public CellViewAccessible {
public:
    explicit PartitionTimeAccessible(PartitionTimeHeatmap* map)
        : CellViewAccessible(map, QAccessible::Table, QAccessible::Row), m_map(map) {}

    int cellCount() const override {
        return m_map->timeline() ? static_cast<int>(m_map->timeline()->partitions().size()) : 0;
    }
    QString cellText(int cell, QAccessible::Text text) const override {
        const auto partition = static_cast<std::uint32_t>(cell);
        const auto atS = m_map->focusedSecond();
        const AccessibleCellText parts =
            atS ? accessibleCellText(m_map->cellToolTip(partition, *atS)) : AccessibleCellText{};
        switch (text) {
        case QAccessible::Name:
            // Before the first simulated second there is no tooltip to take the name from.
            return parts.name.isEmpty()
                       ? QCoreApplication::translate("PartitionTimeHeatmap", "Partition %1").arg(partition)
                       : parts.name;
        case QAccessible::Value:
            return parts.value;
        default:
            return {};
        }
    }
    QRect cellRect(int cell) const override {
        const PartitionTimeGeometry& geometry = m_map->cellGeometry();
        const auto partition = static_cast<std::uint32_t>(cell);
        return QRect(QPoint(geometry.area.left(), geometry.rowTop(partition)),
                     QPoint(geometry.area.right(), geometry.rowTop(partition + 1) - 1));
    }
    std::optional<int> focusedCell() const override {
        const auto partition = m_map->focusedPartition();
        return partition ? std::optional<int>(static_cast<int>(*partition)) : std::nullopt;
    }
    QString text(QAccessible::Text text) const override {
        if (text == QAccessible::Description) {
            return QCoreApplication::translate(
                "PartitionTimeHeatmap", "One row per partition, time across. Up and Down move between the "
                                        "partitions, Left and Right through time, End follows the latest second.");
        }
        return CellViewAccessible::text(text);
    }

private:
    PartitionTimeHeatmap* m_map;
};

QAccessibleInterface* heatmapAccessibleFactory(const QString& className, QObject* object) {
    if (className == QLatin1String(BucketHeatmap::staticMetaObject.className())) {
        return new BucketHeatmapAccessible(static_cast<BucketHeatmap*>(object));
    }
    if (className == QLatin1String(PartitionTimeHeatmap::staticMetaObject.className())) {
        return new PartitionTimeAccessible(static_cast<PartitionTimeHeatmap*>(object));
    }
    return nullptr;
}

} // namespace

void installHeatmapAccessibility() {
    static const bool installed = [] {
        QAccessible::installFactory(&heatmapAccessibleFactory);
        return true;
    }();
    (void)installed;
}

} // namespace partiscope::ui
