#include "keys/plain_text_streamer.h"

#include <QCoreApplication>
#include <QElapsedTimer>
#include <QPlainTextEdit>

#include <catch2/catch.hpp>

using partiscope::ui::PlainTextStreamer;
using partiscope::ui::SliceSizer;

TEST_CASE("Slice sizer: slow slices shrink at once, fast ones grow at most twofold", "[streamer]") {
    SliceSizer sizer;
    REQUIRE(sizer.chars == SliceSizer::kStartChars);
    sizer.record(4096, 15.0); // a loaded machine: 10x the target
    CHECK(sizer.chars == static_cast<qsizetype>(4096 * SliceSizer::kTargetMs / 15.0));
    const qsizetype small = sizer.chars;
    sizer.record(small, 0.01); // very fast: only doubles
    CHECK(sizer.chars == 2 * small);
    for (int i = 0; i < 20; ++i) {
        sizer.record(sizer.chars, 0.0); // too fast to measure
    }
    CHECK(sizer.chars == SliceSizer::kMaxChars);
    for (int i = 0; i < 20; ++i) {
        sizer.record(sizer.chars, 1000.0);
    }
    CHECK(sizer.chars == SliceSizer::kMinChars);
    sizer.record(1000, SliceSizer::kTargetMs); // on target: stays (within the twofold cap)
    CHECK(sizer.chars == SliceSizer::kMinChars * 2);
}

TEST_CASE("Streamer: a large text arrives complete, in slices, without blocking", "[streamer]") {
    QPlainTextEdit editor;
    PlainTextStreamer streamer(&editor);
    QString text;
    for (int i = 0; i < 60'000; ++i) {
        text += QStringLiteral("KEY#") + QString::number(i) + QLatin1Char('\n');
    }
    int changes = 0;
    QObject::connect(&editor, &QPlainTextEdit::textChanged, [&changes] { ++changes; });
    streamer.setText(text);
    CHECK(streamer.isStreaming());
    CHECK(editor.isReadOnly());
    QElapsedTimer clock;
    clock.start();
    while (streamer.isStreaming() && clock.elapsed() < 30'000) {
        QCoreApplication::processEvents();
    }
    REQUIRE_FALSE(streamer.isStreaming());
    CHECK(changes > 2); // more than one insertion
    CHECK_FALSE(editor.isReadOnly());
    CHECK(editor.toPlainText() == text);
    CHECK(streamer.loadedText() == text);
    CHECK(streamer.sliceChars() >= SliceSizer::kMinChars);
    CHECK(streamer.sliceChars() <= SliceSizer::kMaxChars);
}
