// The Simulation menu: CloudWatch's metrics (aws cloudwatch get-metric-data) over the simulated timeline.
#include "shell/main_window.h"

#include "panes/simulation_panel.h"
#include "util/user_file.h"

#include <partiscope/metric_data.h>

#include <QFile>
#include <QFileDialog>
#include <QMenuBar>
#include <QMessageBox>
#include <QTabWidget>

namespace partiscope::ui {

void MainWindow::createSimulationMenu() {
    QMenu* simulation = menuBar()->addMenu(tr("Si&mulation"));
    simulation->setObjectName(QStringLiteral("simulationMenu"));
    // W for CloudWatch: the other letters near it are taken.
    QAction* compare =
        simulation->addAction(tr("Compare with &CloudWatch data…"), QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_W),
                              this, &MainWindow::compareWithCloudWatchInteractively);
    compare->setObjectName(QStringLiteral("compareWithCloudWatchAction"));
    compare->setStatusTip(tr("Draw the output of aws cloudwatch get-metric-data over the simulated timeline"));
    QAction* clear =
        simulation->addAction(tr("C&lear CloudWatch data"), QKeySequence(Qt::CTRL | Qt::ALT | Qt::SHIFT | Qt::Key_W),
                              this, [this] { m_simulationPanel->clearObserved(); });
    clear->setObjectName(QStringLiteral("clearCloudWatchAction"));
}

bool MainWindow::compareWithCloudWatchData(const QString& path, QString& error) {
    // Read here, on the window's thread: a device or a named pipe could keep it waiting, so only regular files.
    if (const QString kind = userFileKindProblem(path); !kind.isEmpty()) {
        error = path + QStringLiteral(": ") + kind;
        return false;
    }
    ObservedMetrics observed;
    if (auto problem = loadMetricDataFile(QFile::encodeName(path).toStdString(), observed)) {
        error = QString::fromStdString(problem->file + ": " +
                                       (problem->jsonPath.empty() ? std::string() : problem->jsonPath + ": ") +
                                       problem->message);
        return false;
    }
    m_simulationPanel->setObserved(std::move(observed), path);
    m_views->setCurrentWidget(m_simulationPanel);
    return true;
}

void MainWindow::compareWithCloudWatchInteractively() {
    const QString path = QFileDialog::getOpenFileName(this, tr("Compare with CloudWatch data"), QString(),
                                                      tr("get-metric-data JSON (*.json);;All files (*)"));
    QString error;
    if (!path.isEmpty() && !compareWithCloudWatchData(path, error)) {
        QMessageBox::warning(this, tr("Compare with CloudWatch data"), error);
    }
}

} // namespace partiscope::ui
