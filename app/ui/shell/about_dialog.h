#pragma once

#include <QDialog>
#include <QList>
#include <QString>

namespace partiscope::ui {

/// A library Partiscope's binaries link, with the licence its Debian package's copyright file gives for it.
struct BundledLicence {
    QString component; ///< "Qt 6 (Core, Gui, Widgets, Svg)"
    QString licence;   ///< "LGPL-3 or GPL-2"
    QString use;       ///< what Partiscope uses it for
};

/// The version CMake's project() gives (what `partiscope --version` prints).
QString partiscopeVersion();

/// The linked libraries and their licences, in the order About lists them.
QList<BundledLicence> bundledLicences();

/// Help > About Partiscope: the version, the Qt it runs on, the licences of the libraries it links, the model-hash
/// note, and About Qt.
class AboutDialog : public QDialog {
    Q_OBJECT
public:
    explicit AboutDialog(QWidget* parent = nullptr);
    /// The dialog's text as HTML (what its browser shows).
    [[nodiscard]] static QString html();
};

} // namespace partiscope::ui
