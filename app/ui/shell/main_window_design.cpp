// The Design menu (candidate designs: add, rename, remove, make current; Compare; Prices) and the Compare tab's
// wiring to the comparison controller. The candidates' rules live in CandidateList; this file only asks and shows.
#include "shell/main_window.h"

#include "shell/price_table_dialog.h"
#include "views/compare_view.h"

#include <QInputDialog>
#include <QLineEdit>
#include <QMenuBar>
#include <QMessageBox>
#include <QStatusBar>
#include <QTabWidget>

#include <algorithm>

namespace partiscope::ui {

QWidget* MainWindow::createCompareView() {
    m_compareView = new CompareView(m_views);
    m_compareView->setObjectName(QStringLiteral("compareView"));
    connect(m_compareView, &CompareView::cancelRequested, &m_designComparison, &DesignComparisonController::cancel);
    connect(m_compareView, &CompareView::compareAgainRequested, &m_designComparison,
            &DesignComparisonController::runAgain);
    // The comparison simulates every design: it runs while its tab is on screen, not for every edit made elsewhere.
    connect(m_views, &QTabWidget::currentChanged, this,
            [this] { m_designComparison.setActive(m_views->currentWidget() == m_compareView); });
    connect(&m_designComparison, &DesignComparisonController::comparisonChanged, this, [this] {
        m_compareView->setComparison(m_designComparison.comparison(), m_designComparison.isOutOfDate());
    });
    connect(&m_designComparison, &DesignComparisonController::statusChanged, this, &MainWindow::showComparisonStatus);
    connect(&m_candidates, &CandidateList::candidatesChanged, this,
            [this] { m_compareView->setCandidateCount(m_candidates.count()); });
    m_compareView->setCandidateCount(m_candidates.count());
    // The Compare tab and the exported report price the designs alike.
    m_designComparison.setPrices(m_prices.prices());
    m_document.setPrices(m_prices.prices());
    connect(&m_prices, &PriceSettings::pricesChanged, this, [this](const PriceTable& prices) {
        m_designComparison.setPrices(prices);
        m_document.setPrices(prices);
    });
    return m_compareView;
}

void MainWindow::showComparisonStatus() {
    using Status = DesignComparisonController::Status;
    const std::size_t done = m_designComparison.designsDone();
    const std::size_t total = m_designComparison.designsTotal();
    QString text;
    switch (m_designComparison.status()) {
    case Status::Idle:
        break;
    case Status::Waiting:
        text = tr("The document changed: comparing again…");
        break;
    case Status::Running:
        text = tr("Comparing design ") + QString::number(std::min(done + 1, total)) + tr(" of ") +
               QString::number(total) + QStringLiteral("…");
        break;
    case Status::Ready:
        text = total == 1 ? tr("The current design, analysed")
                          : QString(tr("Compared ") + QString::number(total) + tr(" designs"));
        break;
    case Status::Failed:
        text = tr("Cannot compare: ") + m_designComparison.error();
        break;
    case Status::Cancelled:
        text = tr("Cancelled: the figures below (if any) are out of date");
        break;
    }
    m_compareView->setProgress(text, done, total, m_designComparison.status() == Status::Running);
}

void MainWindow::showCompareView() {
    m_views->setCurrentWidget(m_compareView);
}

void MainWindow::createDesignMenu() {
    QMenu* design = menuBar()->addMenu(tr("&Design"));
    design->setObjectName(QStringLiteral("designMenu"));
    design->setToolTipsVisible(true); // the disabled Add says why

    // Ctrl+Alt+N: a New of sorts (a new candidate); Ctrl+N is File > New.
    m_addCandidateAction = design->addAction(
        tr("&Add candidate from current…"), QKeySequence(Qt::CTRL | Qt::ALT | Qt::Key_N), this, [this] {
            if (const auto name = askCandidateName(tr("Add candidate"), m_candidates.defaultName())) {
                QString problem;
                if (!m_candidates.addFromCurrent(*name, problem)) {
                    QMessageBox::warning(this, tr("Add candidate"), problem);
                }
            }
        });
    m_addCandidateAction->setObjectName(QStringLiteral("addCandidateAction"));
    m_renameCandidateMenu = design->addMenu(tr("&Rename candidate"));
    m_renameCandidateMenu->setObjectName(QStringLiteral("renameCandidateMenu"));
    m_removeCandidateMenu = design->addMenu(tr("R&emove candidate"));
    m_removeCandidateMenu->setObjectName(QStringLiteral("removeCandidateMenu"));
    m_makeCandidateCurrentMenu = design->addMenu(tr("&Make current"));
    m_makeCandidateCurrentMenu->setObjectName(QStringLiteral("makeCandidateCurrentMenu"));
    m_makeCandidateCurrentMenu->setToolTipsVisible(true);
    design->addSeparator();
    // Ctrl+Shift+D for designs: Ctrl+Shift+C and M are taken or copy elsewhere.
    QAction* compare = design->addAction(tr("&Compare"), QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_D), this,
                                         &MainWindow::showCompareView);
    compare->setObjectName(QStringLiteral("compareDesignsAction"));
    compare->setStatusTip(tr("The candidate designs side by side, with their estimated monthly cost"));
    // Ctrl+Alt+P for prices: Ctrl+Shift+P is presentation mode.
    QAction* prices = design->addAction(tr("&Prices…"), QKeySequence(Qt::CTRL | Qt::ALT | Qt::Key_P), this,
                                        &MainWindow::openPriceTable);
    prices->setObjectName(QStringLiteral("pricesAction"));
    prices->setStatusTip(tr("The list prices every cost estimate is computed from"));
    connect(&m_candidates, &CandidateList::candidatesChanged, this, &MainWindow::rebuildCandidateMenus);
    rebuildCandidateMenus();
}

PriceTableDialog* MainWindow::openPriceTable() {
    auto* dialog = new PriceTableDialog(m_prices, this);
    dialog->setAttribute(Qt::WA_DeleteOnClose);
    dialog->open();
    return dialog;
}

void MainWindow::rebuildCandidateMenus() {
    const QString blocked = m_candidates.addBlockedReason();
    m_addCandidateAction->setEnabled(blocked.isEmpty());
    m_addCandidateAction->setToolTip(blocked.isEmpty() ? tr("The current table, strategy, index keys and "
                                                            "access patterns as a named candidate")
                                                       : blocked);
    m_addCandidateAction->setStatusTip(m_addCandidateAction->toolTip());

    const QStringList names = m_candidates.names();
    for (QMenu* menu : {m_renameCandidateMenu, m_removeCandidateMenu, m_makeCandidateCurrentMenu}) {
        menu->clear();
        menu->setEnabled(!names.isEmpty());
    }
    for (qsizetype i = 0; i < names.size(); ++i) {
        const auto index = static_cast<std::size_t>(i);
        // A numbered list, reached by its numbers (Alt+D, R, 2) like the lessons; names are the user's text: an "&"
        // in one must not become a mnemonic.
        QString label = names[i];
        label.replace(QLatin1Char('&'), QStringLiteral("&&"));
        label = QLatin1Char('&') + QString::number(i + 1) + QLatin1Char(' ') + label;
        m_renameCandidateMenu->addAction(label + QStringLiteral("…"), this, [this, index, name = names[i]] {
            if (const auto renamed = askCandidateName(tr("Rename candidate"), name)) {
                QString problem;
                if (!m_candidates.rename(index, *renamed, problem)) {
                    QMessageBox::warning(this, tr("Rename candidate"), problem);
                }
            }
        });
        m_removeCandidateMenu->addAction(label, this, [this, index] {
            QString problem;
            if (!m_candidates.remove(index, problem)) {
                QMessageBox::warning(this, tr("Remove candidate"), problem);
            }
        });
        QAction* makeCurrent = m_makeCandidateCurrentMenu->addAction(label, this, [this, index] {
            QString problem;
            if (!m_candidates.makeCurrent(index, problem)) {
                QMessageBox::warning(this, tr("Make current"), problem);
                return;
            }
            // Unlike an edit in a pane, the change did not come from the controls: they follow it.
            syncParameterPanes();
        });
        makeCurrent->setToolTip(tr("Replace the current table, strategy, index keys and access patterns "
                                   "with this candidate's (undoable)"));
    }
}

std::optional<QString> MainWindow::askCandidateName(const QString& title, const QString& suggested) {
    if (m_candidateNamePrompt) {
        return m_candidateNamePrompt(title, suggested);
    }
    bool ok = false;
    const QString name = QInputDialog::getText(
        this, title, tr("Name (at most ") + QString::number(kMaxCandidateNameChars) + tr(" characters):"),
        QLineEdit::Normal, suggested, &ok);
    if (!ok) {
        return std::nullopt;
    }
    return name;
}

} // namespace partiscope::ui
