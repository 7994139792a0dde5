#include "panes/strategy_pane.h"
#include "panes/undo_shortcut_pass_through.h"
#include "util/core_text.h"

#include "util/analysis_summary_text.h"
#include "util/qt_strings.h"
#include "views/elided_lines_label.h"
#include "views/scrolling_pane.h"
#include "views/secondary_label.h"

#include <partiscope/analysis.h>
#include <partiscope/dynamodb_limits.h>
#include <partiscope/shard_estimate.h>

#include <QComboBox>
#include <QCoreApplication>
#include <QDoubleSpinBox>
#include <QFontDatabase>
#include <QFormLayout>
#include <QGroupBox>
#include <QLabel>
#include <QLineEdit>
#include <QPlainTextEdit>
#include <QPushButton>
#include <QRegularExpressionValidator>
#include <QScrollArea>
#include <QSignalBlocker>
#include <QSpinBox>
#include <QVBoxLayout>

#include <algorithm>

namespace partiscope::ui {

namespace {

/// The preview lists this many physical keys; the fan-out line gives the full count.
constexpr int kPreviewKeys = 6;
/// Shown when the document has no key yet to preview.
const QString kPlaceholderKey = QStringLiteral("KEY");

bool usesShardCount(StrategyKind kind) {
    return strategyUsesOption(kind, "shards"); // the CLI's --shards, the pane's shard count
}

QString boundariesText(const std::vector<std::string>& boundaries) {
    QStringList lines;
    for (const auto& boundary : boundaries) {
        lines << fromStd(boundary);
    }
    return lines.join(QLatin1Char('\n'));
}

QString shardMapText(const ShardMap& map) {
    QStringList lines;
    for (const auto& [logical, physical] : map.entries()) {
        lines << fromStd(logical) + QLatin1Char(',') + fromStd(physical);
    }
    return lines.join(QLatin1Char('\n'));
}

QPlainTextEdit* makeListEditor(const QString& objectName, const QString& placeholder, QWidget* parent) {
    auto* editor = new QPlainTextEdit(parent);
    editor->setObjectName(objectName);
    editor->setFont(QFontDatabase::systemFont(QFontDatabase::FixedFont));
    editor->setLineWrapMode(QPlainTextEdit::NoWrap);
    editor->setPlaceholderText(placeholder);
    editor->setTabChangesFocus(true); // a TAB is a valid map separator, but keyboard users need to leave
    editor->setFixedHeight(editor->fontMetrics().lineSpacing() * 5 + 12);
    return editor;
}

} // namespace

StrategyPane::StrategyPane(QWidget* parent) : QWidget(parent) {
    QVBoxLayout* layout = addScrollingContent(this);
    layout->addWidget(createStrategyGroup());
    layout->addWidget(createPreviewGroup());
    layout->addWidget(createEstimatorGroup());
    layout->addWidget(createModelGroup());
    layout->addStretch(1);

    UndoShortcutPassThrough::installOn(this);
    setFocusProxy(m_kind);
    setStrategy(StrategyConfig());
}

QWidget* StrategyPane::createStrategyGroup() {
    auto* group = new QGroupBox(tr("Write sharding"), this);
    auto* layout = new QVBoxLayout(group);
    m_form = new QFormLayout();
    layout->addLayout(m_form);

    m_kind = new QComboBox(group);
    m_kind->setObjectName(QStringLiteral("strategyKindCombo"));
    for (const auto& [kind, name] : kStrategyKindNames) {
        m_kind->addItem(fromStd(name), static_cast<int>(kind));
    }
    m_kind->setToolTip(tr("How a suffix is appended to each logical key"));
    m_form->addRow(tr("Strate&gy"), m_kind);

    m_shards = new QSpinBox(group);
    m_shards->setObjectName(QStringLiteral("shardsSpinBox"));
    // The core accepts up to a million; past a few thousand the teaching view shows nothing new and a
    // random strategy only multiplies the physical keys.
    m_shards->setRange(1, 10'000);
    m_shards->setValue(4);
    m_shards->setToolTip(tr("Number of suffixes (N) the strategy spreads a key over"));
    m_form->addRow(tr("Shards (&N)"), m_shards);

    m_suffixFunction = new QComboBox(group);
    m_suffixFunction->setObjectName(QStringLiteral("suffixFunctionCombo"));
    // The entries explain themselves and are long: they must not set the pane's minimum width.
    m_suffixFunction->setSizeAdjustPolicy(QComboBox::AdjustToMinimumContentsLengthWithIcon);
    m_suffixFunction->setMinimumContentsLength(12);
    for (const auto& [fn, name] : kSuffixFunctionNames) {
        m_suffixFunction->addItem(
            fromStd(name) + QStringLiteral(" — ") +
                (fn == SuffixFunction::Hash ? tr("XXH3-64 mod N, + 1") : tr("code points multiplied, mod N, + 1")),
            static_cast<int>(fn));
    }
    m_form->addRow(tr("Suffi&x function"), m_suffixFunction);

    m_lookupFunction = new QComboBox(group);
    m_lookupFunction->setObjectName(QStringLiteral("lookupFunctionCombo"));
    m_lookupFunction->setSizeAdjustPolicy(QComboBox::AdjustToMinimumContentsLengthWithIcon);
    m_lookupFunction->setMinimumContentsLength(12);
    for (const auto& [fn, name] : kLookupFunctionNames) {
        const QString what = fn == LookupFunction::Value  ? tr("the source is the logical shard")
                             : fn == LookupFunction::Hash ? tr("virtual shards 0…V−1")
                                                          : QStringLiteral("0…9, X = 10");
        m_lookupFunction->addItem(fromStd(name) + QStringLiteral(" — ") + what, static_cast<int>(fn));
    }
    m_form->addRow(tr("Loo&kup by"), m_lookupFunction);

    m_separator = new QLineEdit(group);
    m_separator->setObjectName(QStringLiteral("separatorEdit"));
    m_separator->setToolTip(tr("Joins the logical key and the suffix"));
    m_form->addRow(tr("Se&parator"), m_separator);

    m_seed = new QLineEdit(group);
    m_seed->setObjectName(QStringLiteral("seedEdit"));
    m_seed->setValidator(new QRegularExpressionValidator(QRegularExpression(QStringLiteral("[0-9]{1,20}")), m_seed));
    m_seed->setToolTip(tr("The random suffixes are seeded, so a run can be repeated"));
    m_form->addRow(tr("Random see&d"), m_seed);

    m_boundaries = makeListEditor(QStringLiteral("boundariesEdit"), QStringLiteral("1000\n5000\n20000"), group);
    m_boundaries->setToolTip(tr("One boundary per line, strictly increasing: numeric order when every "
                                "boundary is a number, byte order otherwise"));
    m_form->addRow(tr("Bo&undaries"), m_boundaries);

    m_shardMap =
        makeListEditor(QStringLiteral("shardMapEdit"), QStringLiteral("0,bookdbshard0\n1,bookdbshard1"), group);
    m_shardMap->setToolTip(tr("LOGICAL,PHYSICAL per line (or a TAB between them); # starts a comment"));
    m_form->addRow(tr("Shard &map"), m_shardMap);

    m_problem = makeProblemLabel(group);
    m_problem->setObjectName(QStringLiteral("strategyProblemLabel"));
    layout->addWidget(m_problem);
    // Outside the form: a wrapped label inside a QFormLayout row does not get the height it needs.
    m_description = makeSecondaryLabel(QString(), group);
    m_description->setObjectName(QStringLiteral("strategyDescriptionLabel"));
    layout->addWidget(m_description);
    // The editor's keys are logical keys without a source attribute: say what the shards are then based on.
    m_sourceAssumption = makeSecondaryLabel(QString(), group);
    m_sourceAssumption->setObjectName(QStringLiteral("sourceAssumptionLabel"));
    layout->addWidget(m_sourceAssumption);

    m_tracker.add(m_kind, tr("Strategy"), [this]() -> QString { return m_kind->currentText(); });
    m_tracker.add(m_shards, tr("Shards"), [this]() -> QString { return QString::number(m_shards->value()); });
    m_tracker.add(m_suffixFunction, tr("Suffix function"), [this]() -> QString {
        return m_suffixFunction->currentText().section(QChar(0x2014), 0, 0).trimmed();
    });
    m_tracker.add(m_lookupFunction, tr("Lookup function"), [this]() -> QString {
        return m_lookupFunction->currentText().section(QChar(0x2014), 0, 0).trimmed();
    });
    m_tracker.add(m_separator, tr("Separator"),
                  [this]() -> QString { return QLatin1Char('\'') + m_separator->text() + QLatin1Char('\''); });
    m_tracker.add(m_seed, tr("Seed"), [this]() -> QString { return m_seed->text(); });
    m_tracker.add(m_boundaries, tr("Boundaries"), [this]() -> QString {
        const QString text =
            m_boundaries->toPlainText().split(QLatin1Char('\n'), Qt::SkipEmptyParts).join(QStringLiteral(", "));
        return text.size() > 32 ? text.left(31) + QChar(0x2026) : text;
    });
    m_tracker.add(m_shardMap, tr("Shard map"), [this]() -> QString {
        const auto lines = m_shardMap->toPlainText().split(QLatin1Char('\n'), Qt::SkipEmptyParts).size();
        return QString::number(lines) + (lines == 1 ? tr(" line") : tr(" lines"));
    });

    connect(m_kind, &QComboBox::currentIndexChanged, this, [this] {
        updateRowVisibility();
        onControlChanged(m_kind);
    });
    connect(m_shards, &QSpinBox::valueChanged, this, [this] { onControlChanged(m_shards); });
    connect(m_suffixFunction, &QComboBox::currentIndexChanged, this, [this] { onControlChanged(m_suffixFunction); });
    connect(m_lookupFunction, &QComboBox::currentIndexChanged, this, [this] { onControlChanged(m_lookupFunction); });
    connect(m_separator, &QLineEdit::textEdited, this, [this] { onControlChanged(m_separator); });
    connect(m_seed, &QLineEdit::textEdited, this, [this] { onControlChanged(m_seed); });
    connect(m_boundaries, &QPlainTextEdit::textChanged, this, [this] { onControlChanged(m_boundaries); });
    connect(m_shardMap, &QPlainTextEdit::textChanged, this, [this] { onControlChanged(m_shardMap); });
    return group;
}

QWidget* StrategyPane::createPreviewGroup() {
    auto* group = new QGroupBox(tr("Preview"), this);
    auto* layout = new QVBoxLayout(group);
    // The heading and the keys name a key of up to 2,048 bytes: elided to the pane's width (the whole in the
    // tooltip) rather than widening the pane to thousands of pixels.
    m_previewHeading = new ElidedLinesLabel(group);
    m_previewHeading->setObjectName(QStringLiteral("previewHeadingLabel"));
    layout->addWidget(m_previewHeading);
    m_previewKeys = new ElidedLinesLabel(group);
    m_previewKeys->setObjectName(QStringLiteral("previewKeysLabel"));
    m_previewKeys->setFont(QFontDatabase::systemFont(QFontDatabase::FixedFont));
    m_previewKeys->setTextInteractionFlags(Qt::TextSelectableByMouse);
    layout->addWidget(m_previewKeys);
    m_fanOut = new QLabel(group);
    m_fanOut->setObjectName(QStringLiteral("fanOutLabel"));
    m_fanOut->setTextFormat(Qt::PlainText);
    m_fanOut->setWordWrap(true);
    layout->addWidget(m_fanOut);
    return group;
}

QWidget* StrategyPane::createEstimatorGroup() {
    auto* group = new QGroupBox(tr("How many shards?"), this);
    auto* layout = new QVBoxLayout(group);
    auto* form = new QFormLayout();
    layout->addLayout(form);

    m_estimateWrites = new QDoubleSpinBox(group);
    m_estimateWrites->setObjectName(QStringLiteral("estimateWritesSpinBox"));
    m_estimateWrites->setRange(0, 1e9);
    m_estimateWrites->setDecimals(0);
    m_estimateWrites->setGroupSeparatorShown(true);
    m_estimateWrites->setToolTip(tr("Writes per second on the one logical key to shard (filled in "
                                    "with the document's hottest key)"));
    form->addRow(tr("&Writes/s on the key"), m_estimateWrites);

    m_estimateItemKb = new QDoubleSpinBox(group);
    m_estimateItemKb->setObjectName(QStringLiteral("estimateItemKbSpinBox"));
    m_estimateItemKb->setRange(0.001, limits::kItemMaxKb);
    m_estimateItemKb->setDecimals(3);
    m_estimateItemKb->setValue(1);
    m_estimateItemKb->setSuffix(tr(" KB"));
    form->addRow(tr("&Item size"), m_estimateItemKb);

    m_estimateHeadroom = new QSpinBox(group);
    m_estimateHeadroom->setObjectName(QStringLiteral("estimateHeadroomSpinBox"));
    m_estimateHeadroom->setRange(0, 1000);
    m_estimateHeadroom->setValue(50);
    m_estimateHeadroom->setSuffix(QStringLiteral(" %"));
    m_estimateHeadroom->setToolTip(tr("Room for growth on top of the bare minimum"));
    form->addRow(tr("Headr&oom"), m_estimateHeadroom);

    m_estimate = makeSecondaryLabel(QString(), group);
    m_estimate->setObjectName(QStringLiteral("estimateLabel"));
    layout->addWidget(m_estimate);
    m_applyEstimate = new QPushButton(group);
    m_applyEstimate->setObjectName(QStringLiteral("applyEstimateButton"));
    layout->addWidget(m_applyEstimate, 0, Qt::AlignLeft);

    connect(m_estimateWrites, &QDoubleSpinBox::valueChanged, this, &StrategyPane::updateEstimate);
    connect(m_estimateItemKb, &QDoubleSpinBox::valueChanged, this, &StrategyPane::updateEstimate);
    connect(m_estimateHeadroom, &QSpinBox::valueChanged, this, &StrategyPane::updateEstimate);
    connect(m_applyEstimate, &QPushButton::clicked, this, [this] {
        if (m_recommendedShards > 0) {
            m_shards->setValue(static_cast<int>(m_recommendedShards)); // an ordinary "Shards" edit
        }
    });
    return group;
}

QWidget* StrategyPane::createModelGroup() {
    auto* group = new QGroupBox(tr("Heat map model"), this);
    auto* form = new QFormLayout(group);
    m_buckets = new QSpinBox(group);
    m_buckets->setObjectName(QStringLiteral("bucketsSpinBox"));
    m_buckets->setRange(1, static_cast<int>(limits::kMaxBuckets));
    m_buckets->setValue(8);
    m_buckets->setToolTip(tr("Buckets (model partitions) the keys are placed into"));
    form->addRow(tr("Bu&ckets"), m_buckets);

    m_placementModel = new QComboBox(group);
    m_placementModel->setObjectName(QStringLiteral("placementModelCombo"));
    m_placementModel->setSizeAdjustPolicy(QComboBox::AdjustToMinimumContentsLengthWithIcon);
    m_placementModel->setMinimumContentsLength(12);
    m_placementModel->addItem(tr("mod — hash mod buckets"), static_cast<int>(PlacementModel::Mod));
    m_placementModel->addItem(tr("range — equal hash ranges"), static_cast<int>(PlacementModel::Range));
    m_placementModel->setToolTip(tr("Range is closer to DynamoDB: each partition owns a contiguous "
                                    "range of the hash space"));
    form->addRow(tr("Placement"), m_placementModel);

    connect(m_buckets, &QSpinBox::valueChanged, this, &StrategyPane::analysisOptionsChanged);
    connect(m_placementModel, &QComboBox::currentIndexChanged, this, &StrategyPane::analysisOptionsChanged);
    return group;
}

std::uint32_t StrategyPane::buckets() const {
    return static_cast<std::uint32_t>(m_buckets->value());
}

PlacementModel StrategyPane::placementModel() const {
    return static_cast<PlacementModel>(m_placementModel->currentData().toInt());
}

void StrategyPane::setStrategy(const StrategyConfig& strategy) {
    m_syncing = true;
    {
        const QSignalBlocker blockKind(m_kind);
        const QSignalBlocker blockShards(m_shards);
        const QSignalBlocker blockSuffix(m_suffixFunction);
        const QSignalBlocker blockLookup(m_lookupFunction);
        m_kind->setCurrentIndex(std::max(0, m_kind->findData(static_cast<int>(strategy.kind))));
        if (strategy.shards > 0 && usesShardCount(strategy.kind)) {
            m_shards->setValue(static_cast<int>(strategy.shards));
        }
        m_suffixFunction->setCurrentIndex(
            std::max(0, m_suffixFunction->findData(static_cast<int>(strategy.suffixFunction))));
        m_lookupFunction->setCurrentIndex(
            std::max(0, m_lookupFunction->findData(static_cast<int>(strategy.lookupFunction))));
        m_separator->setText(fromStd(strategy.separator));
        m_seed->setText(QString::number(strategy.seed));
        // Rewriting the text the user is typing in would move the cursor: only replace text that differs.
        std::vector<std::string> shownBoundaries;
        std::string ignored;
        const QByteArray boundaryBytes = m_boundaries->toPlainText().toUtf8();
        if (!parseBoundaryLines(boundaryBytes.toStdString(), shownBoundaries, ignored) ||
            shownBoundaries != strategy.boundaries) {
            m_boundaries->setPlainText(boundariesText(strategy.boundaries));
        }
        ShardMap shownMap;
        if (!ShardMap::parse(m_shardMap->toPlainText().toStdString(), shownMap, ignored) ||
            shownMap.entries() != strategy.map.entries()) {
            m_shardMap->setPlainText(shardMapText(strategy.map));
        }
    }
    m_syncing = false;
    m_shown = strategy;
    updateRowVisibility();
    acceptEdit();
}

std::optional<StrategyConfig> StrategyPane::strategyFromControls(QString& error) const {
    StrategyConfig config = m_shown; // what no control shows stays as the document has it
    config.kind = static_cast<StrategyKind>(m_kind->currentData().toInt());
    config.shards = usesShardCount(config.kind) ? static_cast<std::uint32_t>(m_shards->value()) : 0;
    config.suffixFunction = static_cast<SuffixFunction>(m_suffixFunction->currentData().toInt());
    config.lookupFunction = static_cast<LookupFunction>(m_lookupFunction->currentData().toInt());
    config.separator = m_separator->text().toStdString();
    bool seedOk = false;
    config.seed = m_seed->text().toULongLong(&seedOk);
    if (!seedOk) {
        error = tr("Random seed: a whole number from 0 to 18446744073709551615");
        return std::nullopt;
    }
    std::string problem;
    if (config.kind == StrategyKind::Range) {
        if (!parseBoundaryLines(m_boundaries->toPlainText().toStdString(), config.boundaries, problem)) {
            error = tr("Boundaries, ") + fromStd(problem);
            return std::nullopt;
        }
    }
    if (config.kind == StrategyKind::Lookup) {
        if (!ShardMap::parse(m_shardMap->toPlainText().toStdString(), config.map, problem)) {
            error = fromStd(problem).replace(0, 1, QStringLiteral("S")); // "Shard map line 3: ..."
            return std::nullopt;
        }
    }
    ShardStrategy strategy;
    if (!ShardStrategy::create(config, strategy, problem)) {
        error = fromStd(problem);
        return std::nullopt;
    }
    // create() fills in derived fields (virtual shards of lookup + hash); a map or function left from another kind
    // is dropped, as a save would drop it (the controls keep it for a switch back).
    return withoutUnusedOptions(strategy.config());
}

void StrategyPane::onControlChanged(const QWidget* control) {
    if (m_syncing) {
        return;
    }
    QString error;
    const auto config = strategyFromControls(error);
    if (!config) {
        showProblem(error);
        updatePreview();
        return;
    }
    emit strategyEdited(m_tracker.editOf(control));
}

void StrategyPane::acceptEdit() {
    QString error;
    if (const auto config = strategyFromControls(error)) {
        m_shown = *config;
    }
    m_tracker.acceptCurrentValues();
    m_problem->clear();
    m_problem->hide();
    updatePreview();
    updateEstimate();
}

void StrategyPane::showProblem(const QString& problem) {
    m_problem->setText(problem);
    m_problem->show();
}

QString StrategyPane::problem() const {
    return m_problem->isHidden() ? QString() : m_problem->text();
}

void StrategyPane::setPreviewKey(const QString& logicalKey) {
    if (logicalKey != m_previewKey) {
        m_previewKey = logicalKey;
        updatePreview();
    }
}

void StrategyPane::setEstimatorInputs(double writesPerS, double itemKb) {
    const QSignalBlocker blockWrites(m_estimateWrites);
    const QSignalBlocker blockItem(m_estimateItemKb);
    m_estimateWrites->setValue(writesPerS);
    m_estimateItemKb->setValue(itemKb);
    updateEstimate();
}

void StrategyPane::updateRowVisibility() {
    const auto kind = static_cast<StrategyKind>(m_kind->currentData().toInt());
    m_form->setRowVisible(m_shards, usesShardCount(kind));
    m_form->setRowVisible(m_suffixFunction, kind == StrategyKind::Calculated);
    m_form->setRowVisible(m_lookupFunction, kind == StrategyKind::Lookup);
    m_form->setRowVisible(m_separator, kind != StrategyKind::None);
    m_form->setRowVisible(m_seed, kind == StrategyKind::Random);
    m_form->setRowVisible(m_boundaries, kind == StrategyKind::Range);
    m_form->setRowVisible(m_shardMap, kind == StrategyKind::Lookup);
    updateEstimate();
}

void StrategyPane::updatePreview() {
    const QString key = m_previewKey.isEmpty() ? kPlaceholderKey : m_previewKey;
    const QString heading = tr("Physical keys of ");
    m_previewHeading->setLines({heading + key + QLatin1Char(':')}, heading.size());
    QString error;
    const auto config = strategyFromControls(error);
    ShardStrategy strategy;
    std::string problem;
    if (!config || !ShardStrategy::create(*config, strategy, problem)) {
        m_previewKeys->setLines({QStringLiteral("—")});
        m_fanOut->setText(tr("No preview until the parameters are valid."));
        m_description->clear();
        m_sourceAssumption->hide();
        return;
    }
    const QString assumption = evenSpreadNoteText(strategy);
    m_sourceAssumption->setText(assumption + QLatin1Char('.'));
    m_sourceAssumption->setVisible(!assumption.isEmpty());
    const QByteArray keyBytes = key.toUtf8();
    const std::vector<std::string> keys =
        strategy.fanOutKeys(std::string_view(keyBytes.constData(), static_cast<std::size_t>(keyBytes.size())));
    QStringList lines;
    for (std::size_t i = 0; i < keys.size() && i < static_cast<std::size_t>(kPreviewKeys); ++i) {
        lines << fromStd(keys[i]);
    }
    if (keys.size() > static_cast<std::size_t>(kPreviewKeys)) {
        lines << tr("… and ") + countText(keys.size() - static_cast<std::size_t>(kPreviewKeys)) + tr(" more");
    }
    m_previewKeys->setLines(lines);
    const QString queries = countOfText(keys.size(), QT_TRANSLATE_NOOP("partiscope::ui::Nouns", "query"),
                                        QT_TRANSLATE_NOOP("partiscope::ui::Nouns", "queries"));
    const QString pointRead = config->kind == StrategyKind::Random
                                  ? tr("a point read cannot know its shard (random)")
                                  : tr("a point read computes its one shard from the source value");
    m_fanOut->setText(tr("Read fan-out: ") + queries + tr(" to read the whole key; ") + pointRead + QLatin1Char('.'));
    m_description->setText(strategyDescriptionText(strategy));
}

void StrategyPane::updateEstimate() {
    std::string problem;
    const auto estimate = estimateShards(m_estimateWrites->value(), m_estimateItemKb->value(),
                                         m_estimateHeadroom->value() / 100.0, problem);
    m_recommendedShards = estimate ? estimate->recommendedShards : 0;
    m_estimate->setText(estimate ? fromStd(estimate->explanation) + QLatin1Char('.') : fromStd(problem));
    m_applyEstimate->setText(tr("Appl&y N = ") + QString::number(m_recommendedShards));
    const auto kind = static_cast<StrategyKind>(m_kind->currentData().toInt());
    const bool applicable = usesShardCount(kind) && m_recommendedShards > 0 &&
                            m_recommendedShards <= static_cast<std::uint32_t>(m_shards->maximum());
    m_applyEstimate->setEnabled(applicable && static_cast<int>(m_recommendedShards) != m_shards->value());
    m_applyEstimate->setToolTip(usesShardCount(kind)
                                    ? tr("Sets Shards (N) to the recommendation")
                                    : tr("Pick random, calculated or mod first: they take a shard count"));
}

} // namespace partiscope::ui
