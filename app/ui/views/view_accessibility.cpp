#include "views/view_accessibility.h"

#include <QPainter>
#include <QTextBlock>
#include <QTextDocument>
#include <QWidget>

#include <utility>

namespace partiscope::ui {

namespace {

/// One cell of a CellViewAccessible: everything it says comes from its parent, so it never holds stale text.
class CellAccessible : public QAccessibleInterface {
public:
    CellAccessible(const CellViewAccessible* view, int cell) : m_view(view), m_cell(cell) {}

    bool isValid() const override { return m_view->isValid() && m_cell < m_view->cellCount(); }
    QObject* object() const override { return nullptr; }
    QWindow* window() const override { return m_view->window(); }
    QAccessibleInterface* childAt(int /*x*/, int /*y*/) const override { return nullptr; }
    QAccessibleInterface* parent() const override { return const_cast<CellViewAccessible*>(m_view); }
    QAccessibleInterface* child(int /*index*/) const override { return nullptr; }
    int childCount() const override { return 0; }
    int indexOfChild(const QAccessibleInterface* /*child*/) const override { return -1; }
    QString text(QAccessible::Text text) const override {
        return isValid() ? m_view->cellText(m_cell, text) : QString();
    }
    void setText(QAccessible::Text /*text*/, const QString& /*value*/) override {}
    QRect rect() const override {
        if (!isValid()) {
            return {};
        }
        const QRect local = m_view->cellRect(m_cell);
        const auto* widget = static_cast<const QWidget*>(m_view->object());
        return local.isEmpty() ? QRect() : QRect(widget->mapToGlobal(local.topLeft()), local.size());
    }
    QAccessible::Role role() const override { return m_view->cellRole(); }
    QAccessible::State state() const override {
        QAccessible::State state;
        if (!isValid()) {
            state.invalid = true;
            return state;
        }
        state.focusable = m_view->focusedCell().has_value() || m_view->state().focusable;
        const auto* widget = static_cast<const QWidget*>(m_view->object());
        state.focused = widget->hasFocus() && m_view->focusedCell() == m_cell;
        state.invisible = m_view->cellRect(m_cell).isEmpty();
        return state;
    }
    [[nodiscard]] int cell() const noexcept { return m_cell; }

private:
    const CellViewAccessible* m_view;
    int m_cell;
};

} // namespace

AccessibleCellText accessibleCellText(const QString& toolTip) {
    QString firstBlock;
    if (Qt::mightBeRichText(toolTip)) {
        // The text before the keys' table is the document's first block, its lines split by <br> (U+2028).
        QTextDocument document;
        document.setHtml(toolTip);
        firstBlock = document.begin().text();
    } else {
        firstBlock = toolTip;
    }
    firstBlock.replace(QChar::LineSeparator, QLatin1Char('\n'));
    firstBlock.replace(QChar::Nbsp, QLatin1Char(' '));
    QStringList lines = firstBlock.split(QLatin1Char('\n'), Qt::SkipEmptyParts);
    AccessibleCellText text;
    if (lines.isEmpty()) {
        return text;
    }
    text.name = lines.takeFirst().trimmed();
    if (!lines.isEmpty() && lines.back().endsWith(QLatin1Char(':'))) {
        lines.back().chop(1);
    }
    text.value = lines.join(QStringLiteral("; "));
    return text;
}

CellViewAccessible::CellViewAccessible(QWidget* widget, QAccessible::Role role, QAccessible::Role cellRole)
    : QAccessibleWidget(widget, role), m_cellRole(cellRole) {}

CellViewAccessible::~CellViewAccessible() {
    for (const QAccessible::Id id : std::as_const(m_cellIds)) {
        QAccessible::deleteAccessibleInterface(id);
    }
}

int CellViewAccessible::childCount() const {
    return isValid() ? cellCount() : 0;
}

QAccessibleInterface* CellViewAccessible::child(int index) const {
    if (index < 0 || index >= childCount()) {
        return nullptr;
    }
    if (const auto found = m_cellIds.constFind(index); found != m_cellIds.constEnd()) {
        return QAccessible::accessibleInterface(*found);
    }
    auto* cell = new CellAccessible(this, index);
    m_cellIds.insert(index, QAccessible::registerAccessibleInterface(cell));
    return cell;
}

int CellViewAccessible::indexOfChild(const QAccessibleInterface* child) const {
    if (child && child->parent() == this && child->object() == nullptr) {
        const int cell = static_cast<const CellAccessible*>(child)->cell();
        return cell < childCount() ? cell : -1;
    }
    return -1;
}

QAccessibleInterface* CellViewAccessible::childAt(int x, int y) const {
    const auto* view = static_cast<const QWidget*>(object());
    const QPoint local = view->mapFromGlobal(QPoint(x, y));
    for (int cell = 0; cell < childCount(); ++cell) {
        if (cellRect(cell).contains(local)) {
            return child(cell);
        }
    }
    return nullptr;
}

QAccessibleInterface* CellViewAccessible::focusChild() const {
    const auto* view = static_cast<const QWidget*>(object());
    if (const auto cell = focusedCell(); cell && view->hasFocus()) {
        return child(*cell);
    }
    return QAccessibleWidget::focusChild();
}

namespace {
FocusAnnouncementObserver g_focusObserver = nullptr; // only a test's, set and restored on the UI thread
} // namespace

FocusAnnouncementObserver setFocusAnnouncementObserver(FocusAnnouncementObserver observer) {
    return std::exchange(g_focusObserver, observer);
}

void announceFocusedCell(QWidget* widget, int cell) {
    if (g_focusObserver) {
        g_focusObserver(widget, cell);
    }
    QAccessibleEvent event(widget, QAccessible::Focus);
    event.setChild(cell);
    QAccessible::updateAccessibility(&event);
}

bool focusArrivedByKeyboard(Qt::FocusReason reason) noexcept {
    return reason == Qt::TabFocusReason || reason == Qt::BacktabFocusReason || reason == Qt::ShortcutFocusReason ||
           reason == Qt::OtherFocusReason;
}

void paintFocusRing(QPainter& painter, const QRect& cell) {
    painter.save();
    painter.setBrush(Qt::NoBrush);
    painter.setPen(QPen(Qt::black, 3));
    painter.drawRect(cell.adjusted(-1, -1, 1, 1));
    painter.setPen(QPen(Qt::white, 1));
    painter.drawRect(cell.adjusted(0, 0, -1, -1));
    painter.restore();
}

void announceCellsChanged(QWidget* widget) {
    if (QAccessible::isActive()) { // nobody listens otherwise, and a new analysis can come many times a second
        QAccessibleEvent event(widget, QAccessible::ObjectReorder);
        QAccessible::updateAccessibility(&event);
    }
}

} // namespace partiscope::ui
