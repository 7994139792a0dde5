#pragma once

// Names of the indexes the Table tab's GSI and LSI editors list: new names, the undo text of the list, and what a
// rename or a removal does to the rest of the document.

#include <partiscope/scenario.h>

#include <QString>

#include <string>
#include <string_view>
#include <vector>

namespace partiscope::ui {

/// "ByStatus, ByDate", or "none": how an Add or Remove step names the list before and after.
QString indexNamesText(const std::vector<std::string>& names);

/// The first of `<prefix>1`, `<prefix>2`, ... that is not in @p names (3 to 255 characters, as IndexName requires
/// for a prefix of 2 or more).
std::string firstFreeIndexName(std::string_view prefix, const std::vector<std::string>& names);

/// What the indexes the document has are called now: for each of @p documentNames, the name of the entry that had
/// it (@p entryDocumentNames[i] -> @p entryNames[i]), or "" when no entry has it any more (removed).
std::vector<std::string> namesNow(const std::vector<std::string>& documentNames,
                                  const std::vector<std::string>& entryDocumentNames,
                                  const std::vector<std::string>& entryNames);

/// Renames or drops the access patterns of @p scenario that target an index the editors renamed or removed:
/// @p documentNames are the indexes' names in the document, @p now their names now ("" when removed).
void retargetAccessPatterns(Scenario& scenario, const std::vector<std::string>& documentNames,
                            const std::vector<std::string>& now);

} // namespace partiscope::ui
