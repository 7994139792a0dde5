#pragma once

#include <QImage>
#include <QRgb>
#include <QSize>

namespace partiscope::ui {

/// A heat map's cell image: rebuilt when stale, its pixels reused while its size stays. A fresh image per
/// redraw is a fresh mapping of several megabytes (the allocator maps large blocks of their own), and touching
/// it costs a page fault per 4 KB page: 15-20 ms for a 1280x800 grid, in a frame that has 33.
class CellImage {
public:
    void invalidate() noexcept { m_valid = false; }
    [[nodiscard]] bool isValid() const noexcept { return m_valid; }
    /// The image at @p size filled with @p background, from now on valid; paint the cells into it.
    QImage& restart(QSize size, QRgb background) {
        if (m_image.size() != size) {
            m_image = QImage(size, QImage::Format_RGB32);
        }
        m_image.fill(background);
        m_valid = true;
        return m_image;
    }
    [[nodiscard]] const QImage& image() const noexcept { return m_image; }
    /// The valid image, to paint more cells into (its size and the cells already there stay).
    QImage& imageForAppend() noexcept { return m_image; }

private:
    QImage m_image;
    bool m_valid = false;
};

} // namespace partiscope::ui
