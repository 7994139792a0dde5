#pragma once

#include <QByteArray>

#include <string>

namespace partiscope::ui {

/// The items CSV the document's keys were imported from (File > Import items CSV), with the table's key template
/// and count column: kept while the document is open (not saved), so a GSI can derive its index keys from the
/// same items with a template of its own.
struct ImportedItems {
    QByteArray csv;
    std::string keyTemplate;
    std::string countColumn;
};

} // namespace partiscope::ui
