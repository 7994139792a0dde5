#pragma once

// Internal to core's design comparison sources: how a comparison writes its figures, shared by the favoured
// design's sentence (design_comparison.cpp), the `compare` table (design_comparison_output.cpp) and the design
// report's candidates section (design_report_candidates.cpp), so both tables show the same cells.

#include "partiscope/design_comparison.h"

#include <string>
#include <vector>

namespace partiscope::comparison_text {

/// An amount of money with exactly two decimals, thousands grouped: 1234.5 -> "1,234.50".
std::string money(double amount);
/// A design's estimated monthly total with its currency: "1,234.50 USD".
std::string monthlyTotal(const DesignSummary& design);
/// The severity of a design's most severe finding ("critical"), or "none".
std::string mostSevere(const DesignSummary& design);
/// The comparison table's column titles: "design", then one per CompareColumn.
std::vector<std::string> columnTitles();
/// Design @p design's row: its name, then its cells in CompareColumn order, each best value followed by " *" (only
/// when there is more than one design to choose between).
std::vector<std::string> markedRow(const DesignComparison& comparison, std::size_t design);

} // namespace partiscope::comparison_text
