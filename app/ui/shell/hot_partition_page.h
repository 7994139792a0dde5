#pragma once

#include "views/colour_map.h"

#include <QDialog>
#include <QImage>
#include <QList>
#include <QString>

class QTextBrowser;

namespace partiscope::ui {

/// One picture on the page: a heat map rendered by the app's own BucketHeatmap, and what it shows.
struct HelpIllustration {
    QImage image;
    QString caption;
    /// The busiest partition's capacity units per second over the per-partition ceiling (1 = at the ceiling).
    double busiestShareOfCeiling = 0;
};

/// Lesson 1's workload placed on its table's partitions twice, without a strategy and with its "mod 10" candidate,
/// each rendered by BucketHeatmap on the absolute scale (share of the per-partition ceiling, hatched above it), so
/// the same colour means the same load in both. Empty when the lesson or its candidates are missing. Needs a
/// QApplication.
QList<HelpIllustration> leaderboardIllustrations(ColourMap map, QSize imageSize = QSize(440, 250));

/// Help > What is a hot partition?: partitions, the per-partition ceiling (core's numbers), a hot key, write sharding
/// and what it costs on reads, the two heat maps of leaderboardIllustrations(), and the model-hash note. Every
/// paragraph is a tr() string of its own, so a translation follows the text paragraph by paragraph.
class HotPartitionPage : public QDialog {
    Q_OBJECT
public:
    explicit HotPartitionPage(ColourMap map, QWidget* parent = nullptr);

    [[nodiscard]] const QList<HelpIllustration>& illustrations() const noexcept { return m_illustrations; }
    [[nodiscard]] QTextBrowser* browser() const noexcept { return m_browser; }
    /// The page as HTML (images referenced by their resource names in the browser's document).
    [[nodiscard]] QString html() const;

private:
    QList<HelpIllustration> m_illustrations;
    QTextBrowser* m_browser = nullptr;
};

} // namespace partiscope::ui
