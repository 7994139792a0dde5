#!/usr/bin/env python3
"""Renders the design-review report of a lesson with Debian's Chromium (headless) and checks the
screenshot is a real page: a valid PNG with enough non-white pixels and colours (the viridis heat
map). With --expect-candidates N it also checks, in the DOM Chromium built, that the report compares
N candidate designs: the "Candidate designs" section, a table row per design and a small multiple per
design. Exits 77 (skipped) when chromium is not installed."""

import argparse
import html.parser
import os
import shutil
import struct
import subprocess
import sys
import tempfile
import zlib


def decode_png(path):
    """Returns (width, height, rows of RGB tuples) for 8-bit RGB/RGBA non-interlaced PNGs."""
    data = open(path, "rb").read()
    if data[:8] != b"\x89PNG\r\n\x1a\n":
        raise ValueError("not a PNG")
    pos, idat, header = 8, b"", None
    while pos < len(data):
        length, kind = struct.unpack(">I4s", data[pos:pos + 8])
        body = data[pos + 8:pos + 8 + length]
        if kind == b"IHDR":
            header = struct.unpack(">IIBBBBB", body)
        elif kind == b"IDAT":
            idat += body
        pos += 12 + length
    width, height, depth, colour, _, _, interlace = header
    if depth != 8 or colour not in (2, 6) or interlace:
        raise ValueError("unsupported PNG layout %r" % (header,))
    bpp = 3 if colour == 2 else 4
    raw = zlib.decompress(idat)
    stride = width * bpp
    rows, previous = [], bytearray(stride)
    for y in range(height):
        kind = raw[y * (stride + 1)]
        line = bytearray(raw[y * (stride + 1) + 1:(y + 1) * (stride + 1)])
        for i in range(stride):
            left = line[i - bpp] if i >= bpp else 0
            up = previous[i]
            up_left = previous[i - bpp] if i >= bpp else 0
            if kind == 1:
                line[i] = (line[i] + left) & 255
            elif kind == 2:
                line[i] = (line[i] + up) & 255
            elif kind == 3:
                line[i] = (line[i] + (left + up) // 2) & 255
            elif kind == 4:
                p = left + up - up_left
                pa, pb, pc = abs(p - left), abs(p - up), abs(p - up_left)
                predictor = left if pa <= pb and pa <= pc else (up if pb <= pc else up_left)
                line[i] = (line[i] + predictor) & 255
        rows.append(line)
        previous = line
    return width, height, bpp, rows


class CandidateSection(html.parser.HTMLParser):
    """Counts, inside the section that starts at <h2 id="candidates"> and ends at the next <h2>, the rows of
    its first table (header excluded) and its <figure> elements, and collects its text."""

    def __init__(self):
        super().__init__()
        self.inside = False
        self.seen = False
        self.tables = 0
        self.rows = 0
        self.figures = 0
        self.text = []

    def handle_starttag(self, tag, attrs):
        if tag == "h2":
            self.inside = dict(attrs).get("id") == "candidates"
            self.seen = self.seen or self.inside
        elif self.inside and tag == "table":
            self.tables += 1
        elif self.inside and tag == "tr" and self.tables == 1:
            self.rows += 1
        elif self.inside and tag == "figure":
            self.figures += 1

    def handle_data(self, data):
        if self.inside:
            self.text.append(data)


def check_candidates(chromium, profile, html_path, expected):
    """The DOM after Chromium parsed the page: the section, one table row and one small multiple per design
    (the first figure is the shared scale's legend), and the sentence naming the favoured design."""
    dom = subprocess.run(
        [chromium, "--headless", "--no-sandbox", "--disable-gpu", "--disable-background-networking",
         "--disable-component-update", "--disable-sync", "--no-first-run", "--user-data-dir=" + profile,
         "--dump-dom", "file://" + html_path],
        stdout=subprocess.PIPE, stderr=subprocess.DEVNULL, timeout=180).stdout.decode(errors="replace")
    section = CandidateSection()
    section.feed(dom)
    text = " ".join(section.text)
    print("candidates section: %s, %d table rows, %d figures" % (section.seen, section.rows, section.figures))
    if not section.seen:
        print("the report has no candidate designs section")
        return False
    if section.rows != expected + 1 or section.figures != expected + 1:
        print("expected %d designs (a header row + one row each, the legend + one figure each)" % expected)
        return False
    if "The findings favour" not in text or "estimate" not in text:
        print("the section does not say which design the findings favour, or does not call costs estimates")
        return False
    return True


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--cli", required=True)
    parser.add_argument("--scenario", required=True)
    parser.add_argument("--expect-candidates", type=int, default=0)
    args = parser.parse_args()
    chromium = shutil.which("chromium") or shutil.which("chromium-browser")
    if not chromium:
        print("chromium is not installed (apt-get install -y chromium); skipped")
        return 77
    with tempfile.TemporaryDirectory() as work:
        html = os.path.join(work, "review.html")
        png = os.path.join(work, "review.png")
        subprocess.run([args.cli, "report", "--scenario", args.scenario, "--out", html], check=True)
        profile = os.path.join(work, "profile")
        result = subprocess.run(
            [chromium, "--headless", "--no-sandbox", "--disable-gpu", "--disable-background-networking",
             "--disable-component-update", "--disable-sync", "--no-first-run", "--user-data-dir=" + profile,
             "--screenshot=" + png, "--window-size=1200,2000", "file://" + html],
            stdout=subprocess.PIPE, stderr=subprocess.STDOUT, timeout=180)
        if result.returncode != 0 or not os.path.exists(png):
            print(result.stdout.decode(errors="replace"))
            print("chromium failed to render the report")
            return 1
        width, height, bpp, rows = decode_png(png)
        colours, dark = set(), 0
        for row in rows[::4]:
            for x in range(0, width * bpp, bpp * 4):
                pixel = tuple(row[x:x + 3])
                colours.add(pixel)
                if sum(pixel) < 600:
                    dark += 1
        sampled = (height // 4 + 1) * (width // 4 + 1)
        print("rendered %dx%d, %d colours, %.1f%% non-white samples" % (width, height, len(colours),
                                                                          100.0 * dark / sampled))
        if len(colours) < 20 or dark < 0.01 * sampled:
            print("the screenshot looks blank")
            return 1
        # The brightest viridis colour of the heat map's fullest partition must be on screen.
        if not any(abs(c[0] - 0xfd) <= 3 and abs(c[1] - 0xe7) <= 3 and abs(c[2] - 0x25) <= 3 for c in colours):
            print("the heat map's colours are missing from the screenshot")
            return 1
        if args.expect_candidates and not check_candidates(chromium, profile, html, args.expect_candidates):
            return 1
    return 0


if __name__ == "__main__":
    sys.exit(main())
