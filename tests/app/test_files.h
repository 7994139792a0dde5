#pragma once

// Files and screenshots the UI tests write.

#include <catch2/catch.hpp>

#include <QCoreApplication>
#include <QDir>
#include <QFile>
#include <QPixmap>
#include <QString>
#include <QWidget>

namespace partiscope::ui::testing {

inline void writeFile(const QString& path, const QByteArray& bytes) {
    QFile file(path);
    REQUIRE(file.open(QIODevice::WriteOnly));
    file.write(bytes);
}

/// With PARTISCOPE_TEST_SCREENSHOTS set to a folder, shows @p widget and saves it there as "<name>.png" (the
/// README's screenshots); otherwise does nothing.
inline void saveScreenshot(QWidget& widget, const QString& name) {
    const QString directory = qEnvironmentVariable("PARTISCOPE_TEST_SCREENSHOTS");
    if (!directory.isEmpty()) {
        widget.show();
        QCoreApplication::processEvents();
        widget.grab().save(QDir(directory).filePath(name + QStringLiteral(".png")));
    }
}

} // namespace partiscope::ui::testing
