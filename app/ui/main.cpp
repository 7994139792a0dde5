#include "gui_startup.h"

#include <QApplication>

int main(int argc, char* argv[]) {
    QApplication app(argc, argv);
    return partiscope::ui::runGui(app);
}
