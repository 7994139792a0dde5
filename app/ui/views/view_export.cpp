#include "views/view_export.h"

#include "charts/chart_adapter.h"
#include "document/document_parts.h"
#include "document/key_spaces.h"
#include "util/analysis_summary_text.h"
#include "util/core_text.h"
#include "util/file_output.h"
#include "util/qt_strings.h"
#include "views/bucket_heatmap.h"
#include "views/partition_time_heatmap.h"

#include <partiscope/hashing.h>
#include <partiscope/number_format.h>
#include <partiscope/output_file.h>
#include <partiscope/shard_strategy.h>
#include <partiscope/simulation_report.h>
#include <partiscope/simulator.h>

#include <QBuffer>
#include <QCoreApplication>
#include <QFileDialog>
#include <QFontMetrics>
#include <QImage>
#include <QMainWindow>
#include <QMenu>
#include <QMessageBox>
#include <QPainter>
#include <QStatusBar>
#include <QSvgGenerator>

#include <functional>
#include <ostream>

namespace partiscope::ui {

namespace {

using Paint = std::function<void(QPainter&, const QRectF&)>;

bool fail(const QString& path, const QString& reason, QString& error) {
    error = path + QStringLiteral(": ") + reason;
    return false;
}

/// The heading band above an exported view: its fonts and the height its lines need.
struct HeadingLayout {
    QFont titleFont;
    QFont noteFont;
    int height = 0;
};

constexpr int kHeadingMargin = 8;

HeadingLayout headingLayout(const QStringList& heading) {
    HeadingLayout layout;
    if (heading.isEmpty()) {
        return layout;
    }
    layout.noteFont = QFont();
    layout.titleFont = layout.noteFont;
    layout.titleFont.setBold(true);
    layout.titleFont.setPointSizeF(layout.noteFont.pointSizeF() * 1.25);
    layout.height = 2 * kHeadingMargin + QFontMetrics(layout.titleFont).lineSpacing() +
                    static_cast<int>(heading.size() - 1) * QFontMetrics(layout.noteFont).lineSpacing();
    return layout;
}

void paintHeading(QPainter& painter, const QStringList& heading, const HeadingLayout& layout, qreal width) {
    painter.save();
    painter.setPen(Qt::black);
    qreal y = kHeadingMargin;
    for (qsizetype i = 0; i < heading.size(); ++i) {
        const QFont& font = i == 0 ? layout.titleFont : layout.noteFont;
        painter.setFont(font);
        const QFontMetrics metrics(font);
        const QRectF line(kHeadingMargin, y, width - 2 * kHeadingMargin, metrics.lineSpacing());
        // Elided only if the picture is narrower than a line: the whole picture stays readable.
        painter.drawText(line, Qt::AlignLeft | Qt::AlignVCenter,
                         metrics.elidedText(heading[i], Qt::ElideRight, static_cast<int>(line.width())));
        y += metrics.lineSpacing();
    }
    painter.restore();
}

bool writeImage(const QSize& viewSize, const QString& title, const QStringList& heading, const Paint& paint,
                const QString& path, ImageFormat format, QString& error) {
    if (viewSize.isEmpty()) {
        return fail(path, QStringLiteral("the view has no size yet (show it once)"), error);
    }
    // Drawn into memory, then written in one go: a failed write leaves no half picture.
    QByteArray bytes;
    QBuffer file(&bytes);
    file.open(QIODevice::WriteOnly);
    const HeadingLayout layout = headingLayout(heading);
    const QSize size(viewSize.width(), viewSize.height() + layout.height);
    const QRectF target(QPointF(0, 0), QSizeF(size));
    const QRectF viewTarget(QPointF(0, layout.height), QSizeF(viewSize));
    auto paintAll = [&](QPainter& painter) {
        if (!heading.isEmpty()) {
            painter.fillRect(QRectF(0, 0, size.width(), layout.height), Qt::white);
            paintHeading(painter, heading, layout, size.width());
        }
        painter.translate(0, layout.height);
        paint(painter, QRectF(QPointF(0, 0), viewTarget.size()));
    };
    if (format == ImageFormat::Svg) {
        QSvgGenerator svg;
        svg.setOutputDevice(&file);
        svg.setSize(size);
        svg.setViewBox(target);
        svg.setTitle(heading.isEmpty() ? title : heading.front());
        svg.setDescription(heading.isEmpty() ? QStringLiteral("Exported by Partiscope")
                                             : heading.mid(1).join(QStringLiteral("; ")));
        QPainter painter(&svg);
        paintAll(painter);
        if (!painter.end()) {
            return fail(path, QStringLiteral("SVG painting failed"), error);
        }
    } else {
        QImage image(size, QImage::Format_ARGB32_Premultiplied);
        image.fill(Qt::white);
        {
            QPainter painter(&image);
            painter.setRenderHint(QPainter::Antialiasing);
            paintAll(painter);
        }
        if (!image.save(&file, "PNG")) {
            return fail(path, QStringLiteral("PNG encoding failed"), error);
        }
    }
    return writeFileSafely(path, bytes, error);
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

bool exportBucketHeatmap(const BucketHeatmap& heatmap, const QString& path, ImageFormat format, QString& error,
                         const QStringList& heading) {
    return writeImage(heatmap.size(), QStringLiteral("Writes per bucket"), heading, widgetPainter(heatmap), path,
                      format, error);
}

bool exportPartitionTime(const PartitionTimeHeatmap& heatmap, const QString& path, ImageFormat format, QString& error,
                         const QStringList& heading) {
    return writeImage(heatmap.size(), QStringLiteral("Partition x time"), heading, widgetPainter(heatmap), path, format,
                      error);
}

bool exportTimeline(const ThrottleTimelineChart& chart, const QString& path, ImageFormat format, QString& error,
                    const QStringList& heading) {
    return writeImage(
        chart.size(), QStringLiteral("Throttle timeline"), heading,
        [&chart](QPainter& painter, const QRectF& target) { chart.renderChart(painter, target); }, path, format, error);
}

QStringList exportHeading(const QString& view, const Scenario& scenario, const std::string& target) {
    const QString name = scenario.name.empty() ? QStringLiteral("untitled scenario") : fromStd(scenario.name);
    const GsiSpec* gsi = findGsi(scenario, target);
    QString strategy;
    ShardStrategy configured;
    std::string problem;
    strategy = ShardStrategy::create(gsi ? gsi->strategy : scenario.strategy, configured, problem)
                   ? fromStd(configured.describe())
                   : QStringLiteral("(invalid strategy)");
    // An index is billed like its table (same mode) with capacity of its own.
    const CapacityMode mode = gsi ? gsi->mode.value_or(scenario.table.mode) : scenario.table.mode;
    QString capacity;
    if (mode == CapacityMode::Provisioned) {
        capacity = QStringLiteral("provisioned, ") + localizedNumber(gsi ? gsi->rcu : scenario.table.rcu) +
                   QStringLiteral(" RCU / ") + localizedNumber(gsi ? gsi->wcu : scenario.table.wcu) +
                   QStringLiteral(" WCU");
    } else {
        capacity = fromStd(enumName(kCapacityModeNames, mode));
    }
    capacity += QStringLiteral(", ") + countOfText(keySpacePartitions(scenario, target),
                                                   QT_TRANSLATE_NOOP("partiscope::ui::Nouns", "partition"),
                                                   QT_TRANSLATE_NOOP("partiscope::ui::Nouns", "partitions"));
    const QString keySpace = gsi ? QStringLiteral("Index ") + fromStd(gsi->name) : QStringLiteral("Table");
    return {view + QStringLiteral(" — ") + name, QStringLiteral("Strategy: ") + strategy,
            keySpace + QStringLiteral(": ") + capacity, QStringLiteral("Model: ") + fromStd(std::string(kModelNote))};
}

QString dialogTitleFor(const QString& actionText) {
    QString title = actionText;
    // "&&" is a literal ampersand; a single '&' only marks the mnemonic.
    title.replace(QStringLiteral("&&"), QStringLiteral("\x01"));
    title.remove(QLatin1Char('&'));
    title.replace(QStringLiteral("\x01"), QStringLiteral("&"));
    if (title.endsWith(QChar(0x2026))) {
        title.chop(1);
    } else if (title.endsWith(QStringLiteral("..."))) {
        title.chop(3);
    }
    return title.trimmed();
}

bool exportSimulationCsv(const Scenario& scenario, const QString& path, QString& error,
                         const std::atomic<bool>* cancel) {
    std::string problem;
    auto simulator = TableSimulator::create(scenario, problem);
    if (!simulator) {
        return fail(path, QString::fromStdString(problem), error);
    }
    // Streamed, as `partiscope-cli simulate --csv` does: the core's writer into a temporary file that replaces
    // @p path only once the run is complete, so a long run never holds its whole CSV in memory.
    OutputFile file;
    if (!file.open(localPath(path), cancel)) {
        return fail(path, fromStd(file.reason()), error);
    }
    OutputFileBuffer buffer(file);
    std::ostream stream(&buffer);
    TickCsvWriter writer(stream);
    // TableSimulator::run() step by step, so a superseded export stops within a tick.
    while (!simulator->finished()) {
        if (cancel && cancel->load(std::memory_order_relaxed)) {
            file.abandon();
            return fail(path, QStringLiteral("cancelled"), error);
        }
        const std::uint64_t atS = simulator->nowS();
        simulator->step();
        writer.write(atS, simulator->lastTick());
        if (!stream) {
            file.abandon();
            return fail(path, fromStd(file.reason()), error);
        }
    }
    if (!stream.flush() || !file.commit()) {
        return fail(path, fromStd(file.reason()), error);
    }
    return true;
}

void SimulationCsvExport::start(Scenario parameters, std::shared_ptr<const Scenario> keySource, const QString& path) {
    m_running = true;
    m_jobs.start(
        this,
        [parameters = std::move(parameters), keySource = std::move(keySource), path](const std::atomic<bool>& cancel) {
            // Composed here: a million keys are a copy the UI thread need not make.
            QString error;
            exportSimulationCsv(composeDocument(parameters, *keySource), path, error, &cancel);
            return error;
        },
        [this, path](std::uint64_t /*jobId*/, const QString& error) {
            m_running = false;
            emit finished(path, error);
        });
}

void SimulationCsvExport::cancel() {
    m_jobs.supersede();
    m_running = false;
}

QMenu* createExportMenu(const ExportSources& sources, QMenu& parent) {
    QMenu* menu = parent.addMenu(QCoreApplication::translate("partiscope::ui::ViewExport", "E&xport"));
    menu->setObjectName(QStringLiteral("exportMenu"));
    QMainWindow* window = sources.window;
    const QString pngFilter = QCoreApplication::translate("partiscope::ui::ViewExport", "PNG images (*.png)");
    const QString svgFilter = QCoreApplication::translate("partiscope::ui::ViewExport", "SVG drawings (*.svg)");
    auto addImage = [&](const QString& text, const QKeySequence& shortcut, const QString& stem, ImageFormat format,
                        std::function<bool(const QString&, QString&)> write) {
        const bool svg = format == ImageFormat::Svg;
        QAction* action = menu->addAction(text, window, [window, text, stem, svg, pngFilter, svgFilter, write] {
            const QString path =
                askPath(window, dialogTitleFor(text), stem + (svg ? QStringLiteral(".svg") : QStringLiteral(".png")),
                        svg ? svgFilter : pngFilter);
            if (path.isEmpty()) {
                return;
            }
            QString error;
            if (write(path, error)) {
                window->statusBar()->showMessage(
                    QCoreApplication::translate("partiscope::ui::ViewExport", "Exported ") + path, 5000);
            } else {
                QMessageBox::warning(window, QCoreApplication::translate("partiscope::ui::ViewExport", "Export"),
                                     QCoreApplication::translate("partiscope::ui::ViewExport", "Cannot export ") +
                                         error);
            }
        });
        action->setShortcut(shortcut);
        action->setObjectName(stem + (svg ? QStringLiteral("-svg") : QStringLiteral("-png")));
    };
    for (const ImageFormat format : {ImageFormat::Png, ImageFormat::Svg}) {
        const bool png = format == ImageFormat::Png;
        const QString as = png ? QCoreApplication::translate("partiscope::ui::ViewExport", " as PNG…")
                               : QCoreApplication::translate("partiscope::ui::ViewExport", " as SVG…");
        // Ctrl+Shift+letter for PNG, the everyday format; Ctrl+Alt+Shift+the same letter for SVG.
        const auto keys = [png](Qt::Key letter) {
            return png ? QKeySequence(Qt::CTRL | Qt::SHIFT | letter)
                       : QKeySequence(Qt::CTRL | Qt::ALT | Qt::SHIFT | letter);
        };
        addImage(QCoreApplication::translate("partiscope::ui::ViewExport", "&Heat map") + as, keys(Qt::Key_H),
                 QStringLiteral("heatmap"), format, [sources, format](const QString& path, QString& error) {
                     return exportBucketHeatmap(
                         *sources.heatmap, path, format, error,
                         exportHeading(QStringLiteral("Writes per bucket"), sources.parameters(), sources.target()));
                 });
        addImage(QCoreApplication::translate("partiscope::ui::ViewExport", "&Timeline") + as, keys(Qt::Key_T),
                 QStringLiteral("timeline"), format, [sources, format](const QString& path, QString& error) {
                     return exportTimeline(
                         *sources.timeline, path, format, error,
                         exportHeading(QStringLiteral("Throttle timeline"), sources.parameters(), sources.target()));
                 });
        addImage(QCoreApplication::translate("partiscope::ui::ViewExport", "&Partition × time") + as, keys(Qt::Key_U),
                 QStringLiteral("partition-time"), format, [sources, format](const QString& path, QString& error) {
                     return exportPartitionTime(
                         *sources.partitionTime, path, format, error,
                         exportHeading(QStringLiteral("Partition × time"), sources.parameters(), sources.target()));
                 });
        menu->addSeparator();
    }
    // A whole run can be millions of rows: simulated and written on a worker with a copy of the document, the
    // result reported back on the UI thread. A child of the menu, so closing the window cancels it.
    auto* csvExport = new SimulationCsvExport(menu);
    csvExport->setObjectName(QStringLiteral("simulationCsvExport"));
    QObject::connect(csvExport, &SimulationCsvExport::finished, window,
                     [window](const QString& path, const QString& error) {
                         if (error.isEmpty()) {
                             window->statusBar()->showMessage(
                                 QCoreApplication::translate("partiscope::ui::ViewExport", "Exported ") + path, 5000);
                         } else {
                             window->statusBar()->clearMessage();
                             QMessageBox::warning(
                                 window, QCoreApplication::translate("partiscope::ui::ViewExport", "Export"),
                                 QCoreApplication::translate("partiscope::ui::ViewExport", "Cannot export ") + error);
                         }
                     });
    QAction* csv = menu->addAction(
        QCoreApplication::translate("partiscope::ui::ViewExport", "Simulation &metrics as CSV…"), window,
        [sources, csvExport] {
            const QString path = askPath(
                sources.window, QCoreApplication::translate("partiscope::ui::ViewExport", "Export simulation metrics"),
                QStringLiteral("simulation.csv"),
                QCoreApplication::translate("partiscope::ui::ViewExport", "CSV files (*.csv)"));
            if (path.isEmpty()) {
                return;
            }
            sources.window->statusBar()->showMessage(
                QCoreApplication::translate("partiscope::ui::ViewExport", "Exporting ") + path + QStringLiteral("…"));
            csvExport->start(sources.parameters(), sources.keySource(), path);
        });
    csv->setShortcut(QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_M));
    csv->setObjectName(QStringLiteral("metrics-csv"));
    return menu;
}

} // namespace partiscope::ui
