#pragma once

#include <partiscope/scenario.h>

#include <QString>

namespace partiscope::ui {

/// Where in the Table tab a scenario problem belongs: the tab's own fields, a GSI (by its position), or an LSI.
struct TableProblemPlace {
    enum class Part { Table, Gsi, Lsi };
    Part part = Part::Table;
    int index = -1; ///< the GSI's or LSI's position in the table's lists
};

/// The part of the Table tab that @p problem ("<json path>: <message>") is about. Index keys belong to the GSI
/// of their name in @p table.
TableProblemPlace tableProblemPlace(const QString& problem, const TableSpec& table);

/// @p problem ("<json path>: <message>", as the core reports scenario problems) in the Table tab's terms: the
/// field's label instead of its path ("Write capacity (WCU) must be at least 1 ..."), a GSI's or LSI's fields
/// after its name from @p table ("ByStatus WCU must be ...", "GSI 1 WCU ..." without a table); unchanged for
/// other paths.
QString tableProblemText(const QString& problem, const TableSpec* table = nullptr);

} // namespace partiscope::ui
