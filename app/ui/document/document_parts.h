#pragma once

#include <partiscope/scenario.h>
#include <partiscope/simulator.h>

#include <QString>

#include <cstddef>
#include <memory>
#include <utility>

namespace partiscope::ui {

/// The window keeps a document in two parts: its parameters (a Scenario whose workload has no keys and no
/// generator), which every spin-box step copies, compares and keeps for undo; and its key source (a shared,
/// immutable Scenario whose workload keys or generator are the document's), which is replaced, never changed,
/// and is read on worker threads. A million keys are then never copied on the UI thread.
struct DocumentParts {
    Scenario parameters;
    std::shared_ptr<const Scenario> keySource; ///< never null
};

/// Up to this many keys the editor shows a document's keys as editable text; more are a read-only list. A
/// QPlainTextEdit of a million lines holds about a gigabyte and takes seconds per change; 50,000 lines load in a few
/// slices and edit smoothly.
inline constexpr std::size_t kMaxEditableKeys = 50'000;

/// What opening a file yields: the checked document in its two parts and the key editor's text for its keys (both
/// made on a worker thread for a large file). The text is null when the keys are too many to edit as text.
struct OpenedDocument {
    DocumentParts parts;
    QString keyText;
};

/// The editor's text for @p parts' keys, or a null string above kMaxEditableKeys.
[[nodiscard]] QString editableKeyText(const DocumentParts& parts);

/// Splits @p document without copying its keys: they move into the key source.
[[nodiscard]] DocumentParts splitDocument(Scenario document);

/// @p parameters with the keys and generator of @p keySource: the whole document. Copies every key, so the
/// window does it on a worker thread.
[[nodiscard]] Scenario composeDocument(const Scenario& parameters, const Scenario& keySource);

/// How many keys placing @p keySource's workload means: its listed keys, or what its generator makes.
[[nodiscard]] std::size_t workloadKeyCount(const Scenario& keySource) noexcept;

/// A whole document ready to play: composed, checked and its simulator built (placing a million keys takes
/// a second, so a worker does it). Not const: the receiver moves the simulator out.
struct PreparedDocument {
    std::shared_ptr<const Scenario> scenario;  ///< the whole document; never null
    std::unique_ptr<TableSimulator> simulator; ///< null when the scenario cannot run
    QString simulationProblem;                 ///< why it cannot
};
using PreparedDocumentPtr = std::shared_ptr<PreparedDocument>;

/// Builds @p document's simulator as the player runs it (the player feeds core's ThrottleTimeline from its ticks).
/// A document with no key, or more than kMaxKeys, gets no simulator: the window refuses such a key list. A
/// document's `workload.trace` is resolved against @p documentPath (its file; empty: unsaved, the working
/// directory) and the prepared scenario holds the resolved path, so that the player can rebuild the replay alone.
[[nodiscard]] PreparedDocumentPtr prepareDocument(Scenario document, const std::string& documentPath = {});

} // namespace partiscope::ui
