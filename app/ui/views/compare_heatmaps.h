#pragma once

#include "views/heat_scale.h"

#include <partiscope/analysis.h>
#include <partiscope/ceiling_share.h>
#include <partiscope/viridis.h>

#include <QWidget>

#include <memory>
#include <optional>

class QLabel;

namespace partiscope::ui {

class BucketHeatmap;

/// Before/after: the keys without a strategy on the left, with the current strategy on the right, on one
/// colour scale (both relative to the larger of the two maxima, or both shares of the per-partition ceiling at the
/// document's rates), each titled with its hot factor. A side
/// whose analysis has not arrived yet stays empty rather than showing a stale picture on the wrong scale.
class CompareHeatmaps : public QWidget {
    Q_OBJECT
public:
    explicit CompareHeatmaps(QWidget* parent = nullptr);

    void setBefore(std::shared_ptr<const DistributionAnalysis> before);
    void setAfter(std::shared_ptr<const DistributionAnalysis> after);
    void setColourMap(ColourMap map);
    /// Both sides on @p scale: relative to the larger maximum, or both shares of the ceiling (one absolute scale).
    void setHeatScale(HeatScale scale);
    /// The rates of the shown key space (core's keySpaceRates()), from which each side's ceiling scale follows (its
    /// own fan-out: the "before" side reads one key once); nullopt: no rate, both sides stay relative.
    void setKeySpaceRates(std::optional<KeySpaceRates> rates);

    [[nodiscard]] BucketHeatmap* beforeMap() const noexcept { return m_before; }
    [[nodiscard]] BucketHeatmap* afterMap() const noexcept { return m_after; }
    /// The shared top of the scale: the larger of the two maps' fullest buckets.
    [[nodiscard]] std::uint64_t sharedMaximum() const noexcept { return m_sharedMaximum; }

    /// "Before: no strategy · hot factor 16.00× over 16 buckets" (hotFactorText) (what the titles say).
    [[nodiscard]] static QString titleFor(const QString& side, const DistributionAnalysis& analysis);

private:
    void updateScale();
    void updateCeilingScales();

    BucketHeatmap* m_before = nullptr;
    BucketHeatmap* m_after = nullptr;
    std::uint64_t m_sharedMaximum = 0;
    std::optional<KeySpaceRates> m_rates;
};

} // namespace partiscope::ui
