#include "view_export.h"

#include "bucket_heatmap.h"
#include "chart_adapter.h"
#include "main_window.h"
#include "partition_time_heatmap.h"
#include "simulation_panel.h"

#include <partiscope/simulation_report.h>
#include <partiscope/simulator.h>

#include <QCoreApplication>
#include <QFileDialog>
#include <QImage>
#include <QMenu>
#include <QMessageBox>
#include <QPainter>
#include <QPointer>
#include <QSaveFile>
#include <QStatusBar>
#include <QSvgGenerator>
#include <QThreadPool>

#include <functional>
#include <sstream>

namespace partiscope::ui {

namespace {

using Paint = std::function<void(QPainter&, const QRectF&)>;

bool fail(const QString& path, const QString& reason, QString& error) {
    error = path + QStringLiteral(": ") + reason;
    return false;
}

bool commit(QSaveFile& file, const QString& path, QString& error) {
    if (!file.commit()) {
        return fail(path, file.errorString(), error);
    }
    return true;
}

bool writeImage(const QSize& size, const QString& title, const Paint& paint, const QString& path, ImageFormat format,
                QString& error) {
    if (size.isEmpty()) {
        return fail(path, QStringLiteral("the view has no size yet (show it once)"), error);
    }
    QSaveFile file(path);
    if (!file.open(QIODevice::WriteOnly)) {
        return fail(path, file.errorString(), error);
    }
    const QRectF target(QPointF(0, 0), QSizeF(size));
    if (format == ImageFormat::Svg) {
        QSvgGenerator svg;
        svg.setOutputDevice(&file);
        svg.setSize(size);
        svg.setViewBox(target);
        svg.setTitle(title);
        svg.setDescription(QStringLiteral("Exported by Partiscope"));
        QPainter painter(&svg);
        paint(painter, target);
        if (!painter.end()) {
            return fail(path, QStringLiteral("SVG painting failed"), error);
        }
    } else {
        QImage image(size, QImage::Format_ARGB32_Premultiplied);
        image.fill(Qt::white);
        {
            QPainter painter(&image);
            painter.setRenderHint(QPainter::Antialiasing);
            paint(painter, target);
        }
        if (!image.save(&file, "PNG")) {
            file.cancelWriting();
            return fail(path, QStringLiteral("PNG encoding failed"), error);
        }
    }
    return commit(file, path, error);
}

Paint widgetPainter(const QWidget& widget) {
    // QWidget::render() calls the widget's own paintEvent() on this painter, so an SVG painter gets the
    // vector branch of the heat maps.
    return [&widget](QPainter& painter, const QRectF& /*target*/) { const_cast<QWidget&>(widget).render(&painter); };
}

QString askPath(QWidget* parent, const QString& caption, const QString& suggested, const QString& filter) {
    return QFileDialog::getSaveFileName(parent, caption, suggested, filter);
}

} // namespace

ImageFormat imageFormatFor(const QString& path) {
    return path.endsWith(QStringLiteral(".svg"), Qt::CaseInsensitive) ? ImageFormat::Svg : ImageFormat::Png;
}

bool exportBucketHeatmap(const BucketHeatmap& heatmap, const QString& path, ImageFormat format, QString& error) {
    return writeImage(heatmap.size(), QStringLiteral("Writes per bucket"), widgetPainter(heatmap), path, format, error);
}

bool exportPartitionTime(const PartitionTimeHeatmap& heatmap, const QString& path, ImageFormat format, QString& error) {
    return writeImage(heatmap.size(), QStringLiteral("Partition x time"), widgetPainter(heatmap), path, format, error);
}

bool exportTimeline(const ThrottleTimelineChart& chart, const QString& path, ImageFormat format, QString& error) {
    return writeImage(
        chart.size(), QStringLiteral("Throttle timeline"),
        [&chart](QPainter& painter, const QRectF& target) { chart.renderChart(painter, target); }, path, format, error);
}

bool exportSimulationCsv(const Scenario& scenario, const QString& path, QString& error) {
    std::string problem;
    SimulationOptions options;
    options.historyPoints = 0;
    auto simulator = TableSimulator::create(scenario, options, problem);
    if (!simulator) {
        return fail(path, QString::fromStdString(problem), error);
    }
    QSaveFile file(path);
    if (!file.open(QIODevice::WriteOnly)) {
        return fail(path, file.errorString(), error);
    }
    // The core's writer into a buffer that is moved to the file every megabyte: one CSV format, and a long
    // run never holds its whole CSV in memory.
    std::ostringstream buffer;
    TickCsvWriter writer(buffer);
    bool writeFailed = false;
    auto flush = [&] {
        const std::string chunk = buffer.str();
        if (!chunk.empty() && file.write(chunk.data(), static_cast<qint64>(chunk.size())) != qint64(chunk.size())) {
            writeFailed = true;
        }
        buffer.str(std::string());
    };
    simulator->run([&](std::uint64_t atS, const std::vector<PartitionTick>& ticks) {
        writer.write(atS, ticks);
        if (buffer.tellp() > (1 << 20)) {
            flush();
        }
    });
    flush();
    if (writeFailed) {
        file.cancelWriting();
        return fail(path, file.errorString(), error);
    }
    return commit(file, path, error);
}

QMenu* createExportMenu(MainWindow& window, QMenu& parent) {
    QMenu* menu = parent.addMenu(QStringLiteral("E&xport"));
    menu->setObjectName(QStringLiteral("exportMenu"));
    const QString pngFilter = QStringLiteral("PNG images (*.png)");
    const QString svgFilter = QStringLiteral("SVG drawings (*.svg)");
    auto addImage = [&](const QString& text, const QKeySequence& shortcut, const QString& stem, ImageFormat format,
                        std::function<bool(const QString&, QString&)> write) {
        const bool svg = format == ImageFormat::Svg;
        QAction* action = menu->addAction(text, &window, [&window, text, stem, svg, pngFilter, svgFilter, write] {
            const QString path = askPath(&window, text, stem + (svg ? QStringLiteral(".svg") : QStringLiteral(".png")),
                                         svg ? svgFilter : pngFilter);
            if (path.isEmpty()) {
                return;
            }
            QString error;
            if (write(path, error)) {
                window.statusBar()->showMessage(QStringLiteral("Exported ") + path, 5000);
            } else {
                QMessageBox::warning(&window, QStringLiteral("Export"), QStringLiteral("Cannot export ") + error);
            }
        });
        action->setShortcut(shortcut);
        action->setObjectName(stem + (svg ? QStringLiteral("-svg") : QStringLiteral("-png")));
    };
    for (const ImageFormat format : {ImageFormat::Png, ImageFormat::Svg}) {
        const bool png = format == ImageFormat::Png;
        const QString as = png ? QStringLiteral(" as PNG…") : QStringLiteral(" as SVG…");
        // Ctrl+Shift+letter for PNG, the everyday format; Ctrl+Alt+Shift+the same letter for SVG.
        const auto keys = [png](Qt::Key letter) {
            return png ? QKeySequence(Qt::CTRL | Qt::SHIFT | letter)
                       : QKeySequence(Qt::CTRL | Qt::ALT | Qt::SHIFT | letter);
        };
        addImage(QStringLiteral("&Heat map") + as, keys(Qt::Key_H), QStringLiteral("heatmap"), format,
                 [&window, format](const QString& path, QString& error) {
                     return exportBucketHeatmap(*window.heatmap(), path, format, error);
                 });
        addImage(QStringLiteral("&Timeline") + as, keys(Qt::Key_T), QStringLiteral("timeline"), format,
                 [&window, format](const QString& path, QString& error) {
                     return exportTimeline(*window.simulationPanel()->timelineChart(), path, format, error);
                 });
        addImage(QStringLiteral("&Partition × time") + as, keys(Qt::Key_U), QStringLiteral("partition-time"), format,
                 [&window, format](const QString& path, QString& error) {
                     return exportPartitionTime(*window.simulationPanel()->partitionHeatmap(), path, format, error);
                 });
        menu->addSeparator();
    }
    QAction* csv = menu->addAction(QStringLiteral("Simulation &metrics as CSV…"), &window, [&window] {
        const QString path = askPath(&window, QStringLiteral("Export simulation metrics"),
                                     QStringLiteral("simulation.csv"), QStringLiteral("CSV files (*.csv)"));
        if (path.isEmpty()) {
            return;
        }
        // A whole run can be millions of rows: simulated and written on a pool thread with a copy of the
        // document, the result reported back on the UI thread (unless the window is gone by then).
        window.statusBar()->showMessage(QStringLiteral("Exporting ") + path + QStringLiteral("…"));
        QPointer<MainWindow> target(&window);
        QThreadPool::globalInstance()->start(
            [target, parameters = window.parameters(), keySource = window.keySource(), path] {
                QString error;
                const bool ok = exportSimulationCsv(composeDocument(parameters, *keySource), path, error);
                QMetaObject::invokeMethod(
                    QCoreApplication::instance(),
                    [target, ok, path, error] {
                        if (!target) {
                            return;
                        }
                        if (ok) {
                            target->statusBar()->showMessage(QStringLiteral("Exported ") + path, 5000);
                        } else {
                            target->statusBar()->clearMessage();
                            QMessageBox::warning(target, QStringLiteral("Export"),
                                                 QStringLiteral("Cannot export ") + error);
                        }
                    },
                    Qt::QueuedConnection);
            });
    });
    csv->setShortcut(QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_M));
    csv->setObjectName(QStringLiteral("metrics-csv"));
    return menu;
}

} // namespace partiscope::ui
