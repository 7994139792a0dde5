#pragma once

#include <partiscope/analysis.h>
#include <partiscope/viridis.h>

#include <QWidget>

#include <memory>

class QLabel;

namespace partiscope::ui {

class BucketHeatmap;

/// Before/after: the keys without a strategy on the left, with the current strategy on the right, on one
/// colour scale (both relative to the larger of the two maxima), each titled with its hot factor. A side
/// whose analysis has not arrived yet stays empty rather than showing a stale picture on the wrong scale.
class CompareHeatmaps : public QWidget {
    Q_OBJECT
public:
    explicit CompareHeatmaps(QWidget* parent = nullptr);

    void setBefore(std::shared_ptr<const DistributionAnalysis> before);
    void setAfter(std::shared_ptr<const DistributionAnalysis> after);
    void setColourMap(ColourMap map);

    [[nodiscard]] BucketHeatmap* beforeMap() const noexcept { return m_before; }
    [[nodiscard]] BucketHeatmap* afterMap() const noexcept { return m_after; }
    /// The shared top of the scale: the larger of the two maps' fullest buckets.
    [[nodiscard]] std::uint64_t sharedMaximum() const noexcept { return m_sharedMaximum; }

    /// "Before: no strategy · hot factor 16.00× over 16 buckets" (hotFactorText) (what the titles say).
    [[nodiscard]] static QString titleFor(const QString& side, const DistributionAnalysis& analysis);

private:
    void updateScale();

    BucketHeatmap* m_before = nullptr;
    BucketHeatmap* m_after = nullptr;
    std::uint64_t m_sharedMaximum = 0;
};

} // namespace partiscope::ui
