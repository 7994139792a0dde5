#pragma once

#include <QFrame>
#include <QScrollArea>
#include <QVBoxLayout>

namespace partiscope::ui {

/// A parameter pane's groups are taller than the space under the key editor on a small screen: they go
/// into a scroll area (scroll, do not squash). Fills @p pane with an outer layout holding the
/// scroll area last, and returns the scroll content's layout for the groups. @p outer receives the pane's
/// own layout, for widgets that must stay above the scrolled part.
inline QVBoxLayout* addScrollingContent(QWidget* pane, QVBoxLayout** outer = nullptr) {
    auto* scroll = new QScrollArea(pane);
    scroll->setWidgetResizable(true);
    scroll->setFrameShape(QFrame::NoFrame);
    // Sideways only when the groups cannot be narrower (presentation mode's larger font in a narrow column):
    // a scroll bar then, rather than combo boxes and labels cut off at the edge.
    scroll->setHorizontalScrollBarPolicy(Qt::ScrollBarAsNeeded);
    auto* content = new QWidget(scroll);
    auto* layout = new QVBoxLayout(content);
    scroll->setWidget(content);
    auto* paneLayout = new QVBoxLayout(pane);
    paneLayout->setContentsMargins(0, 0, 0, 0);
    paneLayout->addWidget(scroll);
    if (outer) {
        *outer = paneLayout;
    }
    return layout;
}

} // namespace partiscope::ui
