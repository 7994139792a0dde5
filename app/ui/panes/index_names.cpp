#include "panes/index_names.h"

#include "util/qt_strings.h"

#include <QStringList>

#include <algorithm>

namespace partiscope::ui {

QString indexNamesText(const std::vector<std::string>& names) {
    QStringList shown;
    for (const std::string& name : names) {
        shown.append(fromStd(name));
    }
    return shown.isEmpty() ? QStringLiteral("none") : shown.join(QStringLiteral(", "));
}

std::string firstFreeIndexName(std::string_view prefix, const std::vector<std::string>& names) {
    for (int n = 1;; ++n) {
        std::string candidate = std::string(prefix) + std::to_string(n);
        if (std::find(names.begin(), names.end(), candidate) == names.end()) {
            return candidate;
        }
    }
}

std::vector<std::string> namesNow(const std::vector<std::string>& documentNames,
                                  const std::vector<std::string>& entryDocumentNames,
                                  const std::vector<std::string>& entryNames) {
    std::vector<std::string> now(documentNames.size());
    for (std::size_t i = 0; i < entryDocumentNames.size(); ++i) {
        const auto known = std::find(documentNames.begin(), documentNames.end(), entryDocumentNames[i]);
        if (!entryDocumentNames[i].empty() && known != documentNames.end()) {
            now[static_cast<std::size_t>(known - documentNames.begin())] = entryNames[i];
        }
    }
    return now;
}

void retargetAccessPatterns(Scenario& scenario, const std::vector<std::string>& documentNames,
                            const std::vector<std::string>& now) {
    std::vector<AccessPattern> kept;
    for (AccessPattern& pattern : scenario.accessPatterns) {
        // Each pattern is looked up once, by its name in the document: swapping two names renames it once.
        const auto known = std::find(documentNames.begin(), documentNames.end(), pattern.target);
        if (!pattern.target.empty() && known != documentNames.end()) {
            const std::string& name = now[static_cast<std::size_t>(known - documentNames.begin())];
            if (name.empty()) {
                continue; // its index was removed: nothing left to read
            }
            pattern.target = name;
        }
        kept.push_back(std::move(pattern));
    }
    scenario.accessPatterns = std::move(kept);
}

} // namespace partiscope::ui
