#pragma once

#include <QThreadPool>

#include <memory>
#include <utility>

namespace partiscope::ui {

/// Destroys @p value on a pool thread. Freeing a document's million keys (one allocation each, plus the
/// simulator's tables) takes 10-25 ms, which the UI thread would otherwise spend between two frames. Only for
/// values nothing on the UI thread refers to any more; a shared_ptr is freed by whichever owner lets go last.
template <typename T>
void releaseElsewhere(T value) {
    auto box = std::make_shared<T>(std::move(value)); // std::function needs a copyable callable
    QThreadPool::globalInstance()->start([box = std::move(box)]() mutable { box.reset(); });
}

} // namespace partiscope::ui
