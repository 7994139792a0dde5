// The partition x time map's keyboard walk: the focus cell (a partition at a stored point of time), its outline and
// what it tells the keyboard user.
#include "views/partition_time_heatmap.h"

#include "views/view_accessibility.h"

#include <partiscope/throttle_timeline.h>

#include <QFocusEvent>
#include <QKeyEvent>
#include <QPainter>
#include <QToolTip>

#include <algorithm>

namespace partiscope::ui {

std::optional<std::uint32_t> PartitionTimeHeatmap::focusedPartition() const {
    if (!m_timeline || m_timeline->partitions().empty()) {
        return std::nullopt;
    }
    return std::min<std::uint32_t>(m_focusPartition, static_cast<std::uint32_t>(m_timeline->partitions().size() - 1));
}

std::optional<std::uint64_t> PartitionTimeHeatmap::focusedSecond() const {
    if (!m_timeline || m_timeline->nowS() == 0) {
        return std::nullopt;
    }
    return std::min(m_focusS.value_or(m_timeline->nowS() - 1), m_timeline->nowS() - 1);
}

void PartitionTimeHeatmap::keyPressEvent(QKeyEvent* event) {
    const auto partition = focusedPartition();
    const auto atS = focusedSecond();
    if (!partition || !atS) {
        QWidget::keyPressEvent(event);
        return;
    }
    // Left and Right step by one stored point: below that the map holds no finer detail to tell.
    const std::uint64_t step = std::max<std::uint64_t>(1, m_timeline->ticksPerPoint());
    const std::uint64_t pointStart = *atS / step * step;
    switch (event->key()) {
    case Qt::Key_Up:
        m_focusPartition = *partition > 0 ? *partition - 1 : 0;
        break;
    case Qt::Key_Down:
        m_focusPartition = *partition + 1; // focusedPartition() keeps it on the last row
        break;
    case Qt::Key_Left:
        m_focusS = pointStart >= step ? pointStart - step : 0;
        break;
    case Qt::Key_Right:
        // Past the latest second it follows playback again, as End does.
        if (pointStart + step < m_timeline->nowS()) {
            m_focusS = pointStart + step;
        } else {
            m_focusS.reset();
        }
        break;
    case Qt::Key_Home:
        m_focusS = 0;
        break;
    case Qt::Key_End:
        m_focusS.reset();
        break;
    default:
        QWidget::keyPressEvent(event);
        return;
    }
    focusMoved();
}

void PartitionTimeHeatmap::focusMoved() {
    update();
    if (hasFocus()) {
        tellFocusedCell(true);
    }
}

void PartitionTimeHeatmap::tellFocusedCell(bool withToolTip) {
    const auto partition = focusedPartition();
    const auto atS = focusedSecond();
    if (!partition || !atS) {
        return;
    }
    if (withToolTip) {
        const std::uint64_t step = std::max<std::uint64_t>(1, m_timeline->ticksPerPoint());
        const std::uint64_t from = *atS / step * step;
        const QRect cell = m_geometry.cellRect(*partition, from, std::min(from + step, m_timeline->nowS()));
        QToolTip::showText(mapToGlobal(QPoint(cell.center().x(), cell.bottom())), cellToolTip(*partition, *atS), this,
                           cell);
    }
    announceFocusedCell(this, static_cast<int>(*partition));
}

void PartitionTimeHeatmap::focusInEvent(QFocusEvent* event) {
    QWidget::focusInEvent(event);
    update();
    tellFocusedCell(focusArrivedByKeyboard(event->reason()));
}

void PartitionTimeHeatmap::focusOutEvent(QFocusEvent* event) {
    QWidget::focusOutEvent(event);
    update(); // the focus outline shows only while the map has focus
}

void PartitionTimeHeatmap::paintFocusedCell(QPainter& painter) const {
    const auto partition = focusedPartition();
    const auto atS = focusedSecond();
    if (!hasFocus() || !partition || !atS || m_geometry.isEmpty()) {
        return;
    }
    const std::uint64_t step = std::max<std::uint64_t>(1, m_timeline->ticksPerPoint());
    const std::uint64_t from = *atS / step * step;
    QRect cell = m_geometry.cellRect(*partition, from, std::min(from + step, m_timeline->nowS()));
    // A second can be a pixel wide: widen the ring so it still reads as a box around the spot.
    if (cell.width() < 5) {
        cell.adjust(-(5 - cell.width()) / 2, 0, (6 - cell.width()) / 2, 0);
    }
    paintFocusRing(painter, cell);
}

} // namespace partiscope::ui
