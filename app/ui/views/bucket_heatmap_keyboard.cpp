// The bucket heat map's keyboard walk: the focus cell, its outline and what it tells the keyboard user.
#include "views/bucket_heatmap.h"

#include "views/view_accessibility.h"

#include <QFocusEvent>
#include <QKeyEvent>
#include <QPainter>
#include <QToolTip>

#include <algorithm>

namespace partiscope::ui {

std::optional<std::uint32_t> BucketHeatmap::focusedBucket() const {
    if (m_counts.empty()) {
        return std::nullopt;
    }
    return std::min<std::uint32_t>(m_focusBucket, static_cast<std::uint32_t>(m_counts.size() - 1));
}

void BucketHeatmap::moveFocusTo(std::uint32_t bucket) {
    m_focusBucket = bucket;
    update();
    if (hasFocus()) {
        showFocusedToolTip();
        announceFocusedCell(this, static_cast<int>(bucket));
    }
}

void BucketHeatmap::showFocusedToolTip() {
    const auto bucket = focusedBucket();
    if (!bucket) {
        return;
    }
    // Under the cell, where the mouse's tooltip would be: what hovering tells, the keyboard gets too.
    const QRect cell = m_geometry.cellRect(*bucket);
    QToolTip::showText(mapToGlobal(QPoint(cell.center().x(), cell.bottom())), bucketToolTip(*bucket), this, cell);
}

void BucketHeatmap::keyPressEvent(QKeyEvent* event) {
    const auto bucket = focusedBucket();
    if (!bucket) {
        QWidget::keyPressEvent(event);
        return;
    }
    const auto last = static_cast<std::int64_t>(m_counts.size() - 1);
    const std::int64_t columns = std::max(1, m_geometry.columns);
    std::int64_t target = *bucket;
    switch (event->key()) {
    case Qt::Key_Left:
        target -= 1;
        break;
    case Qt::Key_Right:
        target += 1;
        break;
    case Qt::Key_Up:
        target -= columns;
        break;
    case Qt::Key_Down:
        target += columns;
        break;
    case Qt::Key_Home:
        target = 0;
        break;
    case Qt::Key_End:
        target = last;
        break;
    case Qt::Key_Return:
    case Qt::Key_Enter:
        emit bucketClicked(*bucket);
        return;
    default:
        QWidget::keyPressEvent(event);
        return;
    }
    // Up from the top row or down from the bottom one stays put rather than jumping to the row's end.
    if (target >= 0 && target <= last) {
        moveFocusTo(static_cast<std::uint32_t>(target));
    }
}

void BucketHeatmap::focusInEvent(QFocusEvent* event) {
    QWidget::focusInEvent(event);
    update();
    if (const auto bucket = focusedBucket()) {
        announceFocusedCell(this, static_cast<int>(*bucket));
        if (focusArrivedByKeyboard(event->reason())) {
            showFocusedToolTip();
        }
    }
}

void BucketHeatmap::focusOutEvent(QFocusEvent* event) {
    QWidget::focusOutEvent(event);
    update(); // the focus outline shows only while the map has focus
}

void BucketHeatmap::paintFocusedCell(QPainter& painter) const {
    const auto bucket = focusedBucket();
    if (!hasFocus() || !bucket || m_geometry.isEmpty()) {
        return;
    }
    // The slot, not cellRect(): with more buckets than pixels a cell can be zero pixels wide, the ring still shows.
    const int column = static_cast<int>(*bucket % static_cast<std::uint32_t>(m_geometry.columns));
    const int row = static_cast<int>(*bucket / static_cast<std::uint32_t>(m_geometry.columns));
    const QRect slot(QPoint(m_geometry.columnLeft(column), m_geometry.rowTop(row)),
                     QPoint(std::max(m_geometry.columnLeft(column + 1), m_geometry.columnLeft(column) + 1) - 1,
                            std::max(m_geometry.rowTop(row + 1), m_geometry.rowTop(row) + 1) - 1));
    paintFocusRing(painter, slot);
}

} // namespace partiscope::ui
