#pragma once

#include <QAccessible>
#include <QAccessibleWidget>
#include <QHash>
#include <QRect>
#include <QString>

#include <optional>

class QPainter;

namespace partiscope::ui {

/// A cell's tooltip split for assistive technology: its first line names the cell ("Partition 3"), the lines
/// after it up to any table are its value, joined by "; " (a trailing ':' that introduced the table is dropped).
/// Rich text (the bucket tooltip) and plain text (the partition x time tooltip) alike; the busiest-keys table of
/// the bucket tooltip is left out of the value, Enter lists the keys.
struct AccessibleCellText {
    QString name;
    QString value;
};
AccessibleCellText accessibleCellText(const QString& toolTip);

/// The accessible interface of a custom-painted view made of cells (heat-map cells, partition rows, diagram
/// boxes): the widget itself plus one child per cell, whose name, value and rectangle come from the subclass.
/// Children are created on demand and kept (registered with QAccessible, which owns them) until the widget goes.
class CellViewAccessible : public QAccessibleWidget {
public:
    CellViewAccessible(QWidget* widget, QAccessible::Role role, QAccessible::Role cellRole);
    ~CellViewAccessible() override;
    CellViewAccessible(const CellViewAccessible&) = delete;
    CellViewAccessible& operator=(const CellViewAccessible&) = delete;

    int childCount() const override;
    QAccessibleInterface* child(int index) const override;
    int indexOfChild(const QAccessibleInterface* child) const override;
    QAccessibleInterface* childAt(int x, int y) const override;
    QAccessibleInterface* focusChild() const override;

    /// The cells, in reading order.
    virtual int cellCount() const = 0;
    virtual QString cellText(int cell, QAccessible::Text text) const = 0;
    /// The cell's rectangle in widget coordinates (empty when it has no pixels).
    virtual QRect cellRect(int cell) const = 0;
    /// The cell the keyboard is on, if the view has one.
    virtual std::optional<int> focusedCell() const { return std::nullopt; }
    QAccessible::Role cellRole() const noexcept { return m_cellRole; }

private:
    QAccessible::Role m_cellRole;
    mutable QHash<int, QAccessible::Id> m_cellIds;
};

/// Tells assistive technology that the keyboard moved to @p cell of @p widget (a QAccessible::Focus event on
/// that child), so a screen reader reads the cell's name and value.
void announceFocusedCell(QWidget* widget, int cell);
/// Sees every announceFocusedCell() first; returns the one it replaces. For tests: without a platform bridge
/// (offscreen) QAccessible drops its events before any update handler could see them.
using FocusAnnouncementObserver = void (*)(QWidget* widget, int cell);
FocusAnnouncementObserver setFocusAnnouncementObserver(FocusAnnouncementObserver observer);
/// Tells assistive technology that @p widget's cells were replaced (new counts, a new timeline).
void announceCellsChanged(QWidget* widget);

/// Whether focus that arrived for @p reason came from the keyboard (Tab, Backtab, a shortcut) or the program, not
/// from a click, a window coming back to the front or a closed popup: only then does a map show its focus cell's
/// tooltip on focus-in, which would otherwise pop up at every return to the window.
[[nodiscard]] bool focusArrivedByKeyboard(Qt::FocusReason reason) noexcept;

/// Outlines the keyboard's cell @p cell (widget pixels, at least one): a white ring inside a black one, as the
/// throttle hatch, so one of the two contrasts with every colour of every palette and in greyscale, and the pair
/// does not read as a colour of the scale.
void paintFocusRing(QPainter& painter, const QRect& cell);

/// Installs (once) the accessible interfaces of the bucket heat map and the partition x time map.
void installHeatmapAccessibility();

} // namespace partiscope::ui
