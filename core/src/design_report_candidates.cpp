// The design report's "Candidate designs" section: the comparison table the CLI prints (the same cells), the
// throttling reasons side by side, which design the findings favour and why, and small multiples of each design's
// partitions on one absolute scale (share of the per-partition ceiling), so a cured design reads as cured at a glance.
#include "design_report_sections.h"

#include "design_comparison_text.h"
#include "partiscope/ceiling_share.h"
#include "partiscope/number_format.h"
#include "partiscope/viridis.h"

#include <algorithm>
#include <cmath>
#include <cstdio>

namespace partiscope::report {

namespace {

using report::fixed;

// Small multiples are drawn at one size, so the eye compares like with like.
constexpr int kCellsWidth = 300;
constexpr int kStripHeight = 28;
constexpr int kMapHeight = 96;
constexpr int kMargin = 8;
constexpr std::size_t kMaxRows = 48;
constexpr std::size_t kMaxColumns = 100;
constexpr std::size_t kMaxStripCells = 128;

/// A cell's fill on the shared absolute scale: viridis over 0..100 % of the ceiling, and above 100 % the top colour
/// under black-and-white hatching, which still reads as "over the ceiling" in greyscale.
std::string shareFill(double share) {
    return share > 1.0 + 1e-9 ? "url(#over-ceiling)" : viridisHex(share);
}

std::string hatchPattern() {
    return "<defs><pattern id=\"over-ceiling\" width=\"6\" height=\"6\" patternUnits=\"userSpaceOnUse\" "
           "patternTransform=\"rotate(45)\"><rect width=\"6\" height=\"6\" fill=\"" +
           viridisHex(1.0) + "\"/><rect width=\"3\" height=\"6\" fill=\"#000000\"/></pattern></defs>\n";
}

std::string svgOpen(int width, int height, const std::string& label) {
    return "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"" + std::to_string(width) + "\" height=\"" +
           std::to_string(height) + "\" viewBox=\"0 0 " + std::to_string(width) + " " + std::to_string(height) +
           "\" font-family=\"sans-serif\" font-size=\"11\" role=\"img\" aria-label=\"" + escapeXml(label) + "\">\n" +
           "<rect width=\"100%\" height=\"100%\" fill=\"#ffffff\"/>\n" + hatchPattern();
}

std::string rect(double x, double y, double w, double h, const std::string& fill, const std::string& title) {
    return "<rect x=\"" + fixed(x, 1) + "\" y=\"" + fixed(y, 1) + "\" width=\"" + fixed(std::max(w, 1.0), 1) +
           "\" height=\"" + fixed(std::max(h, 1.0), 1) + "\" fill=\"" + fill + "\"><title>" + escapeXml(title) +
           "</title></rect>\n";
}

std::string unitName(CapacityDirection direction) {
    return direction == CapacityDirection::Writes ? "WCU" : "RCU";
}

/// One design's partitions as a strip of cells, each coloured by its share of the per-partition ceiling at the
/// document's peak rates (the app's absolute heat-map scale), neighbours merged by their largest share past 128.
std::string partitionStrip(const ScenarioAnalysis& analysis, int y, std::string& svg) {
    const auto& buckets = analysis.input.distribution.buckets;
    const auto scale = ceilingScaleFor(analysis.scenario, "", analysis.input.distribution);
    if (buckets.empty() || !scale) {
        return "no request reaches the table's partitions";
    }
    const std::size_t n = buckets.size();
    const std::size_t cells = std::min(n, kMaxStripCells);
    std::vector<double> share(cells, 0.0);
    for (std::size_t i = 0; i < n; ++i) {
        share[i * cells / n] = std::max(share[i * cells / n], scale->shareOf(buckets[i]));
    }
    const double width = static_cast<double>(kCellsWidth) / static_cast<double>(cells);
    for (std::size_t i = 0; i < cells; ++i) {
        const std::size_t first = i * n / cells;
        svg += rect(kMargin + static_cast<double>(i) * width, y, width - (cells <= 64 ? 1 : 0), kStripHeight,
                    shareFill(share[i]),
                    "partition " + std::to_string(first) + ": " + groupedNumber(std::round(share[i] * 1000) / 10) +
                        "% of the " + groupedNumber(scale->ceiling) + " " + unitName(scale->direction) + "/s ceiling");
    }
    return {};
}

/// One design's partitions as the reads found them in the simulation: each partition's mean read demand (RCU asked
/// per second over the run, retries included) as a share of the 3,000 RCU ceiling. Reads are where sharding costs
/// (a logical read of a key sharded N ways is N Queries), so they get a strip of their own. Partitions made by a split
/// are shown in the order the simulation numbered them.
std::string readStrip(const ScenarioAnalysis& analysis, int y, std::string& svg) {
    const auto& simulation = analysis.input.simulation;
    if (!simulation || simulation->nowS == 0 || simulation->partitions.empty()) {
        return "no simulated reads";
    }
    const auto& partitions = simulation->partitions;
    const std::size_t n = partitions.size();
    const std::size_t cells = std::min(n, kMaxStripCells);
    const double seconds = static_cast<double>(simulation->nowS);
    std::vector<double> share(cells, 0.0);
    for (std::size_t i = 0; i < n; ++i) {
        const double asked = partitions[i].readRequests / seconds / partitionCeiling(CapacityDirection::Reads);
        share[i * cells / n] = std::max(share[i * cells / n], asked);
    }
    const double width = static_cast<double>(kCellsWidth) / static_cast<double>(cells);
    for (std::size_t i = 0; i < cells; ++i) {
        svg += rect(kMargin + static_cast<double>(i) * width, y, width - (cells <= 64 ? 1 : 0), kStripHeight,
                    shareFill(share[i]),
                    "partition " + std::to_string(partitions[i * n / cells].index) + ": reads asked " +
                        groupedNumber(std::round(share[i] * 1000) / 10) + "% of the " +
                        groupedNumber(partitionCeiling(CapacityDirection::Reads)) + " RCU/s ceiling on average");
    }
    return {};
}

/// One design's partition x time map: partitions down, the run across, each cell the capacity its partition used
/// as a share of the ceiling (served, so at most 100 %); hatched where it throttled.
std::string partitionTimeMap(const ThrottleTimeline& timeline, int y, std::string& svg) {
    const auto& traces = timeline.partitions();
    if (traces.empty() || timeline.nowS() == 0) {
        return "no partition trace";
    }
    const std::size_t rows = std::min(traces.size(), kMaxRows);
    std::size_t points = 0;
    for (const auto& trace : traces) {
        points = std::max(points, trace.utilisation.points().size());
    }
    const std::size_t columns = std::min(std::max<std::size_t>(points, 1), kMaxColumns);
    std::vector<double> used(rows * columns, 0.0);
    std::vector<char> throttled(rows * columns, 0);
    for (std::size_t p = 0; p < traces.size(); ++p) {
        const std::size_t row = p * rows / traces.size();
        const auto& utilisation = traces[p].utilisation.points();
        const auto& refused = traces[p].throttled.points();
        for (std::size_t t = 0; t < utilisation.size(); ++t) {
            const std::size_t cell = row * columns + t * columns / std::max<std::size_t>(points, 1);
            used[cell] = std::max(used[cell], static_cast<double>(utilisation[t]));
            if (t < refused.size() && refused[t] > 0) {
                throttled[cell] = 1;
            }
        }
    }
    const double w = static_cast<double>(kCellsWidth) / static_cast<double>(columns);
    const double h = static_cast<double>(kMapHeight) / static_cast<double>(rows);
    for (std::size_t r = 0; r < rows; ++r) {
        for (std::size_t c = 0; c < columns; ++c) {
            const std::size_t cell = r * columns + c;
            svg += rect(kMargin + static_cast<double>(c) * w, y + static_cast<double>(r) * h, w, h,
                        throttled[cell] ? "url(#over-ceiling)" : viridisHex(used[cell]),
                        "partition " + std::to_string(r * traces.size() / rows) + ": " +
                            groupedNumber(std::round(used[cell] * 1000) / 10) + "% of the ceiling used" +
                            (throttled[cell] ? ", throttled" : ""));
        }
    }
    return {};
}

std::string smallMultiple(const DesignSummary& design, bool favoured) {
    const ScenarioAnalysis& a = *design.analysis;
    const bool reads = a.scenario.workload.readsPerS > 0 || !a.scenario.accessPatterns.empty();
    const int stripY = kMargin + 30;
    const int readY = stripY + kStripHeight + 18;
    const int mapY = (reads ? readY + kStripHeight : stripY + kStripHeight) + 18;
    const int height = mapY + kMapHeight + 22;
    std::string svg = svgOpen(kCellsWidth + 2 * kMargin, height, design.name + ": partitions on the absolute scale");
    auto label = [&](int y, const std::string& text, const char* weight = "normal") {
        svg += "<text x=\"" + std::to_string(kMargin) + "\" y=\"" + std::to_string(y) + "\" font-weight=\"" + weight +
               "\">" + escapeXml(text) + "</text>\n";
    };
    label(kMargin + 10, design.name + (favoured ? " (favoured)" : ""), "bold");
    const auto direction = timelineDirectionFor(a.scenario);
    label(stripY - 4,
          std::string(direction == CapacityDirection::Writes ? "writes" : "reads") + " at peak rates, per partition");
    if (const std::string empty = partitionStrip(a, stripY, svg); !empty.empty()) {
        label(stripY + 16, empty);
    }
    if (reads) {
        label(readY - 4, "reads simulated (mean), per partition");
        if (const std::string empty = readStrip(a, readY, svg); !empty.empty()) {
            label(readY + 16, empty);
        }
    }
    label(mapY - 4, "partition x time (" + std::string(direction == CapacityDirection::Writes ? "writes" : "reads") +
                        "), " + durationText(a.scenario.workload.durationS));
    if (const std::string empty = partitionTimeMap(a.timeline, mapY, svg); !empty.empty()) {
        label(mapY + 16, empty);
    }
    label(height - 6, design.hotFactorText);
    svg += "</svg>\n";
    return svg;
}

/// The one legend of every small multiple: they share it because they share the scale.
std::string scaleLegend(CapacityDirection direction) {
    const double ceiling = partitionCeiling(direction);
    std::string svg = svgOpen(kCellsWidth + 2 * kMargin, 72, "absolute colour scale");
    for (int i = 0; i < 30; ++i) {
        svg += rect(8 + i * 6, 6, 6, 14, viridisHex(i / 29.0), groupedNumber(std::round(i * 1000 / 29.0) / 10) + "%");
    }
    svg += rect(8 + 30 * 6 + 6, 6, 24, 14, "url(#over-ceiling)", "above 100 %: throttles");
    svg += "<text x=\"8\" y=\"34\">0 %</text><text x=\"" + std::to_string(8 + 30 * 6) +
           "\" y=\"34\" text-anchor=\"end\">100 %</text><text x=\"" + std::to_string(8 + 30 * 6 + 34) +
           "\" y=\"17\">above 100 %</text>\n";
    // Two lines: the figure is as narrow as a small multiple.
    svg += "<text x=\"8\" y=\"50\">share of a partition's ceiling:</text>\n<text x=\"8\" y=\"64\">" +
           escapeXml(
               groupedNumber(ceiling) + " " + unitName(direction) + "/s" +
               (direction == CapacityDirection::Writes
                    ? " for writes, " + groupedNumber(partitionCeiling(CapacityDirection::Reads)) + " RCU/s for reads"
                    : std::string(" for reads"))) +
           "</text>\n</svg>\n";
    return svg;
}

} // namespace

std::optional<Section> candidatesSection(const DesignComparison& comparison) {
    if (comparison.designs.empty()) {
        return std::nullopt;
    }
    Section section{"candidates", "Candidate designs", {}};

    Block table;
    table.columns = comparison_text::columnTitles();
    for (std::size_t d = 0; d < comparison.designs.size(); ++d) {
        table.cells.push_back(comparison_text::markedRow(comparison, d));
    }
    const MonthlyCost& cost = comparison.designs.front().monthlyCost;
    table.paragraph = "* marks the best value of each column. Monthly costs are estimates at " + cost.region +
                      " list prices of " + cost.pricesAsOf + " (" + cost.currency +
                      ") from each design's simulated consumption, not a quote.";
    section.blocks.push_back(std::move(table));

    Block reasons;
    reasons.subheading = "Requests throttled, by DynamoDB's throttling reason";
    std::vector<std::size_t> occurred;
    for (std::size_t r = 0; r < kThrottlingReasonCount; ++r) {
        for (const auto& design : comparison.designs) {
            if (wholeRequests(design.throttlingReasons[r]) > 0) {
                occurred.push_back(r);
                break;
            }
        }
    }
    if (occurred.empty()) {
        reasons.paragraph = "No design had a request throttled.";
    } else {
        // One row per reason, one column per design: reason names are long, designs few.
        reasons.columns = {"reason"};
        for (const auto& design : comparison.designs) {
            reasons.columns.push_back(design.name);
        }
        for (const std::size_t r : occurred) {
            std::vector<std::string> row = {throttlingReasonName(throttlingReasonAt(r))};
            for (const auto& design : comparison.designs) {
                row.push_back(groupedNumber(wholeRequests(design.throttlingReasons[r])));
            }
            reasons.cells.push_back(std::move(row));
        }
    }
    section.blocks.push_back(std::move(reasons));

    Block verdict;
    verdict.subheading = "What the findings favour";
    // The reason starts with the favoured design's name.
    verdict.paragraph = comparison.favoured ? "The findings favour " + comparison.favouredReason + "."
                                            : "One design only: nothing to weigh it against.";
    section.blocks.push_back(std::move(verdict));

    Block multiples;
    multiples.subheading = "Partitions of each design on one absolute scale";
    multiples.paragraph = "Each design, all on one scale (share of the per-partition ceiling; hatched above 100 %): "
                          "its partitions at the document's peak rates (the heat map's absolute scale), the reads "
                          "the simulation asked of each partition on average, and the partition x time map (the "
                          "capacity each partition used over the run; hatched where it throttled). Partition "
                          "placement uses Partiscope's model hash: DynamoDB's real hash is undocumented.";
    multiples.figures.push_back(
        {"absolute colour scale", scaleLegend(timelineDirectionFor(comparison.designs.front().analysis->scenario))});
    for (std::size_t d = 0; d < comparison.designs.size(); ++d) {
        const auto& design = comparison.designs[d];
        if (design.analysis) {
            multiples.figures.push_back(
                {design.name, smallMultiple(design, comparison.favoured && *comparison.favoured == d)});
        }
    }
    section.blocks.push_back(std::move(multiples));
    return section;
}

} // namespace partiscope::report
