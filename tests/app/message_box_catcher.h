#pragma once

#include <QApplication>
#include <QMessageBox>
#include <QStringList>
#include <QTimer>

namespace partiscope::ui::testing {

/// While it lives, closes every modal message box from inside its own event loop and keeps its text.
class MessageBoxCatcher {
public:
    MessageBoxCatcher() {
        QObject::connect(&m_timer, &QTimer::timeout, [this] {
            if (auto* box = qobject_cast<QMessageBox*>(QApplication::activeModalWidget())) {
                m_texts << box->text();
                box->close();
            }
        });
        m_timer.start(20);
    }
    [[nodiscard]] const QStringList& texts() const noexcept { return m_texts; }

private:
    QTimer m_timer;
    QStringList m_texts;
};

} // namespace partiscope::ui::testing
