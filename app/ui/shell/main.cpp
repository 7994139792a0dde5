#include "keys/plain_text_streamer.h"
#include "shell/gui_startup.h"

#include <QApplication>

int main(int argc, char* argv[]) {
    // --help and --version print text: no display needed, so no QApplication (it would fail without one).
    if (partiscope::ui::wantsInformationOnly(argc, argv)) {
        QCoreApplication app(argc, argv);
        return partiscope::ui::printInformation();
    }
    // --render must work without a display; the platform is fixed once the application exists.
    if (partiscope::ui::wantsOffscreenRender(argc, argv) && qEnvironmentVariableIsEmpty("QT_QPA_PLATFORM")) {
        qputenv("QT_QPA_PLATFORM", "offscreen");
    }
    partiscope::ui::keepLargeAllocationsMapped(); // before the first document grows: imports stream smoothly
    QApplication app(argc, argv);
    return partiscope::ui::runGui(app);
}
