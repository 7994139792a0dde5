#pragma once

// The design report's sections about the user's real table (its keys, indexes and access patterns) and the
// simulation's key spaces, as data that design_report.cpp renders in HTML or Markdown.

#include "partiscope/advisor.h"
#include "partiscope/design_comparison.h"

#include <optional>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

namespace partiscope::report {

/// @p text for HTML and SVG text and attributes: & < > " ' as entities.
std::string escapeXml(std::string_view text);
/// @p value with exactly @p decimals decimals ("%.*f"), for SVG coordinates and report figures.
std::string fixed(double value, int decimals);

/// Label/value pairs: a two-column table without a header.
using Rows = std::vector<std::pair<std::string, std::string>>;

/// A chart of a section: inline SVG in HTML, an embedded data: image in Markdown.
struct Figure {
    std::string caption; ///< plain text: the Markdown image's alternative text, the HTML figure's caption
    std::string svg;     ///< a whole <svg> element, its text already escaped
};

/// One part of a section, in this order: an optional subheading, label/value rows, a table with a header row, a
/// paragraph, figures side by side. Every string but an SVG is plain text; the renderer escapes it.
struct Block {
    std::string subheading;
    Rows rows;
    std::vector<std::string> columns;
    std::vector<std::vector<std::string>> cells;
    std::string paragraph;
    std::vector<Figure> figures;
};

struct Section {
    std::string id;
    std::string title;
    std::vector<Block> blocks;
};

/// "Table and indexes": name, key schema, data size, capacity, partitions, maxima and quota, the GSIs, the LSIs and
/// the index keys. Only when tableIsDescribed(): a version 1 table has nothing to add to the Scenario section.
std::optional<Section> tableSection(const ScenarioAnalysis& analysis);

/// "Access patterns": one row per pattern. Only when the scenario has some.
std::optional<Section> accessPatternSection(const ScenarioAnalysis& analysis);

/// "Throttling by key space": the table and each GSI (partitions, throttle events, consumption), the throttling
/// reasons that occurred, GSI back-pressure and item-collection failures. Only when the table has an index or a
/// request was throttled or failed.
std::optional<Section> keySpaceSection(const ScenarioAnalysis& analysis);

/// "Candidate designs": the comparison table (the cells `compare` prints, best values marked), the throttling reasons
/// side by side, which design the findings favour and why, and small multiples of every design's partitions on one
/// absolute scale (design_report_candidates.cpp). Only with designs to show.
std::optional<Section> candidatesSection(const DesignComparison& comparison);

} // namespace partiscope::report
