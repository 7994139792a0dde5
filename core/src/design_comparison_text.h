#pragma once

// Internal to core's design comparison sources: how a comparison writes its figures, shared by the favoured
// design's sentence (design_comparison.cpp) and the table (design_comparison_output.cpp).

#include "partiscope/design_comparison.h"

#include <string>

namespace partiscope::comparison_text {

/// An amount of money with exactly two decimals, thousands grouped: 1234.5 -> "1,234.50".
std::string money(double amount);
/// A design's estimated monthly total with its currency: "1,234.50 USD".
std::string monthlyTotal(const DesignSummary& design);
/// The severity of a design's most severe finding ("critical"), or "none".
std::string mostSevere(const DesignSummary& design);

} // namespace partiscope::comparison_text
