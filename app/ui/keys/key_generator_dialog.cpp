#include "keys/key_generator_dialog.h"
#include "util/qt_strings.h"

#include <partiscope/key_list_writer.h>
#include <partiscope/workload_keys.h>

#include <QComboBox>
#include <QDialogButtonBox>
#include <QDoubleSpinBox>
#include <QFontDatabase>
#include <QFormLayout>
#include <QLabel>
#include <QLineEdit>
#include <QPlainTextEdit>
#include <QPushButton>
#include <QSpinBox>
#include <QVBoxLayout>

namespace partiscope::ui {

KeyGeneratorDialog::KeyGeneratorDialog(QWidget* parent) : QDialog(parent), m_today(QDate::currentDate()) {
    setObjectName(QStringLiteral("keyGeneratorDialog"));
    setWindowTitle(tr("Generate keys"));
    auto* layout = new QVBoxLayout(this);
    auto* form = new QFormLayout;

    m_shape = new QComboBox(this);
    m_shape->setObjectName(QStringLiteral("generatorShapeCombo"));
    m_shape->addItem(tr("Uniform — every key alike"), static_cast<int>(Shape::Uniform));
    m_shape->addItem(tr("Zipf — a few popular keys, a long tail"), static_cast<int>(Shape::Zipf));
    m_shape->addItem(tr("Hot key — one key takes a share"), static_cast<int>(Shape::HotKey));
    m_shape->addItem(tr("Today's date — one key per day, today hot"), static_cast<int>(Shape::Today));
    m_shape->addItem(tr("Leaderboard — one board key among players"), static_cast<int>(Shape::Leaderboard));
    form->addRow(tr("&Shape"), m_shape);

    m_keys = new QSpinBox(this);
    m_keys->setObjectName(QStringLiteral("generatorKeyCountSpinBox"));
    m_keys->setRange(1, 1'000'000);
    m_keys->setValue(100);
    m_keys->setGroupSeparatorShown(true);
    form->addRow(tr("&Keys (days)"), m_keys);

    m_writes = new QSpinBox(this);
    m_writes->setObjectName(QStringLiteral("generatorWritesSpinBox"));
    // Each write is one draw; ten million stays well under a second.
    m_writes->setRange(1, 10'000'000);
    m_writes->setValue(10'000);
    m_writes->setGroupSeparatorShown(true);
    form->addRow(tr("&Writes"), m_writes);

    m_seed = new QSpinBox(this);
    m_seed->setObjectName(QStringLiteral("generatorSeedSpinBox"));
    m_seed->setRange(0, 1'000'000'000);
    m_seed->setValue(1);
    form->addRow(tr("S&eed"), m_seed);

    m_zipfS = new QDoubleSpinBox(this);
    m_zipfS->setObjectName(QStringLiteral("generatorZipfSpinBox"));
    m_zipfS->setRange(0.1, 5.0);
    m_zipfS->setSingleStep(0.1);
    m_zipfS->setValue(1.1);
    form->addRow(tr("Zipf &exponent s"), m_zipfS);

    m_hotShare = new QDoubleSpinBox(this);
    m_hotShare->setObjectName(QStringLiteral("generatorHotShareSpinBox"));
    m_hotShare->setRange(0.01, 0.99);
    m_hotShare->setSingleStep(0.05);
    m_hotShare->setValue(0.5);
    form->addRow(tr("Hot &share"), m_hotShare);

    m_hotKey = new QLineEdit(QStringLiteral("HOT"), this);
    m_hotKey->setObjectName(QStringLiteral("generatorHotKeyEdit"));
    form->addRow(tr("&Hot key"), m_hotKey);

    m_prefix = new QLineEdit(QStringLiteral("KEY#"), this);
    m_prefix->setObjectName(QStringLiteral("generatorPrefixEdit"));
    form->addRow(tr("Key &prefix"), m_prefix);
    layout->addLayout(form);

    m_description = new QLabel(this);
    m_description->setWordWrap(true);
    layout->addWidget(m_description);
    m_preview = new QPlainTextEdit(this);
    m_preview->setObjectName(QStringLiteral("generatorPreview"));
    m_preview->setReadOnly(true);
    m_preview->setFont(QFontDatabase::systemFont(QFontDatabase::FixedFont));
    // The key editor's tab stops, so the counts line up as they will there.
    m_preview->setTabStopDistance(m_preview->fontMetrics().horizontalAdvance(QLatin1Char(' ')) * 16);
    layout->addWidget(m_preview, 1);

    auto* buttons = new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel, this);
    buttons->button(QDialogButtonBox::Ok)->setText(tr("&Generate"));
    connect(buttons, &QDialogButtonBox::accepted, this, &QDialog::accept);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    layout->addWidget(buttons);

    connect(m_shape, &QComboBox::currentIndexChanged, this, [this] {
        const auto shape = static_cast<Shape>(m_shape->currentData().toInt());
        // Sensible names per shape, so "Leaderboard" produces the README's walk-through keys as they are.
        m_prefix->setText(shape == Shape::Leaderboard ? QStringLiteral("PLAYER#") : QStringLiteral("KEY#"));
        if (shape == Shape::Leaderboard) {
            m_hotShare->setValue(0.42);
        }
        updateControls();
    });
    for (QSpinBox* spin : {m_keys, m_writes, m_seed}) {
        connect(spin, &QSpinBox::valueChanged, this, &KeyGeneratorDialog::updateControls);
    }
    for (QDoubleSpinBox* spin : {m_zipfS, m_hotShare}) {
        connect(spin, &QDoubleSpinBox::valueChanged, this, &KeyGeneratorDialog::updateControls);
    }
    for (QLineEdit* edit : {m_hotKey, m_prefix}) {
        connect(edit, &QLineEdit::textChanged, this, &KeyGeneratorDialog::updateControls);
    }
    updateControls();
    resize(460, 520);
}

void KeyGeneratorDialog::setToday(QDate today) {
    m_today = today;
    updateControls();
}

GeneratorSpec KeyGeneratorDialog::generatorSpec() const {
    GeneratorSpec spec;
    spec.count = static_cast<std::uint32_t>(m_keys->value());
    spec.s = m_zipfS->value();
    spec.hotShare = m_hotShare->value();
    spec.prefix = m_prefix->text().toStdString();
    spec.hotKey = m_hotKey->text().toStdString();
    switch (static_cast<Shape>(m_shape->currentData().toInt())) {
    case Shape::Uniform:
        spec.kind = GeneratorKind::Uniform;
        break;
    case Shape::Zipf:
        spec.kind = GeneratorKind::Zipf;
        break;
    case Shape::HotKey:
        spec.kind = GeneratorKind::HotKey;
        break;
    case Shape::Today:
        spec.kind = GeneratorKind::TimeBucket;
        // The generator's last day is "today": count days ending with m_today.
        spec.startDate = m_today.addDays(1 - m_keys->value()).toString(Qt::ISODate).toStdString();
        break;
    case Shape::Leaderboard:
        spec.kind = GeneratorKind::HotKey;
        spec.hotKey = "BOARD#global";
        break;
    }
    return spec;
}

std::vector<WorkloadKey> KeyGeneratorDialog::keys() const {
    WorkloadSpec workload;
    workload.generator = generatorSpec();
    std::vector<WorkloadKey> keys = expandWorkloadKeys(workload);
    const auto counts = sampleKeyCounts(keys, static_cast<std::uint64_t>(m_writes->value()),
                                        static_cast<std::uint64_t>(m_seed->value()));
    std::vector<WorkloadKey> sampled;
    sampled.reserve(keys.size());
    for (std::size_t i = 0; i < keys.size(); ++i) {
        if (counts[i] > 0) {
            keys[i].weight = static_cast<double>(counts[i]);
            sampled.push_back(std::move(keys[i]));
        }
    }
    return sampled;
}

QString KeyGeneratorDialog::keyText() const {
    return fromStd(writeKeyList(keys()));
}

void KeyGeneratorDialog::updateControls() {
    const auto shape = static_cast<Shape>(m_shape->currentData().toInt());
    m_zipfS->setEnabled(shape == Shape::Zipf);
    m_hotShare->setEnabled(shape == Shape::HotKey || shape == Shape::Today || shape == Shape::Leaderboard);
    m_hotKey->setEnabled(shape == Shape::HotKey);
    m_prefix->setEnabled(shape != Shape::Today);
    QString description;
    switch (shape) {
    case Shape::Uniform:
        description = tr("Every key equally likely: the even spread sharding aims for.");
        break;
    case Shape::Zipf:
        description = tr("Key n is drawn in proportion to 1/n^s: s near 1 is typical of user activity.");
        break;
    case Shape::HotKey:
        description = tr("The hot key takes the share; the other keys split the rest evenly.");
        break;
    case Shape::Today:
        description = tr("One key per day (YYYY-MM-DD), ending today (") + m_today.toString(Qt::ISODate) +
                      tr("); today takes the share: a time-bucketed key turns hot every day.");
        break;
    case Shape::Leaderboard:
        description = tr("BOARD#global takes the share; the players (PLAYER#1 …) the rest.");
        break;
    }
    m_description->setText(description);
    // Drawing ten million writes takes a moment; the preview follows every click only while that is instant.
    if (m_writes->value() > kLivePreviewWrites || m_keys->value() > kLivePreviewKeys) {
        m_preview->setPlainText(tr("(a large list: generated when you press Generate)"));
        return;
    }
    const QString text = keyText();
    m_preview->setPlainText(text.section(QLatin1Char('\n'), 0, kPreviewLines - 1));
}

} // namespace partiscope::ui
