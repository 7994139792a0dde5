#!/usr/bin/env python3
"""Fails when a translation (.ts) is not complete for the current sources.

Runs lupdate over app/ui into a temporary copy of each .ts file (the committed files stay as they are), with
the options the files are maintained with, then reports per file: source strings that are new to it (lupdate
adds them as unfinished), entries left unfinished, and entries whose source string is gone (obsolete or
vanished). Usage: i18n_completeness.py [--update] LUPDATE APP_UI_DIR TS_FILE...
With --update the files themselves are updated (new strings added as unfinished, removed ones dropped): the
command to run after changing a string, before translating the new entries.

The sources are every .cpp and .h under APP_UI_DIR except files named *_tr.cpp: those only list strings for
another translation file (util/finding_patterns_tr.cpp lists the advisor's finding patterns for findings_*.ts).
"""
import shutil
import subprocess
import sys
import tempfile
import xml.etree.ElementTree as ET
from pathlib import Path


def entries(path):
    """(context, source, translation type, has numerus forms filled) for every message of a .ts file."""
    out = []
    for context in ET.parse(path).getroot().iter("context"):
        name = context.findtext("name")
        for message in context.iter("message"):
            translation = message.find("translation")
            kind = translation.get("type", "") if translation is not None else "missing"
            forms = [] if translation is None else [f.text or "" for f in translation.iter("numerusform")]
            text = "" if translation is None else (translation.text or "")
            empty = (not forms and not text.strip()) or (forms and not all(f.strip() for f in forms))
            out.append((name, message.findtext("source"), kind, empty))
    return out


def source_list(root, work):
    """A file list for lupdate (its @file argument): the app's sources without the *_tr.cpp lists."""
    files = sorted(p for p in Path(root).rglob("*") if p.suffix in (".cpp", ".h") and not p.name.endswith("_tr.cpp"))
    listing = Path(work) / "sources.lst"
    # -I: the sources include their headers as "shell/main_window.h", and lupdate needs the classes'
    # namespaces from them to name the contexts.
    listing.write_text(f"-I{root}\n" + "".join(f"{p}\n" for p in files))
    return "@" + str(listing)


def update(lupdate, sources, ts_files):
    with tempfile.TemporaryDirectory() as work:
        listing = source_list(sources, work)
        for ts in ts_files:
            language = Path(ts).stem.rsplit("_", 1)[-1]
            subprocess.run([lupdate, "-silent", "-locations", "none", "-no-obsolete", "-target-language", language,
                            listing, "-ts", ts], check=True)
    return 0


def main():
    if sys.argv[1] == "--update":
        return update(sys.argv[2], sys.argv[3], sys.argv[4:])
    lupdate, sources, ts_files = sys.argv[1], sys.argv[2], sys.argv[3:]
    if not ts_files:
        print("no .ts files given")
        return 2
    failures = 0
    with tempfile.TemporaryDirectory() as work:
        listing = source_list(sources, work)
        for ts in map(Path, ts_files):
            committed = {(c, s) for c, s, _, _ in entries(ts)}
            copy = Path(work) / ts.name
            shutil.copyfile(ts, copy)
            language = ts.stem.rsplit("_", 1)[-1]
            # The same options the committed files are updated with (README, "Languages"); obsolete entries are
            # kept here so that they show.
            subprocess.run([lupdate, "-silent", "-locations", "none", "-target-language", language, listing,
                            "-ts", str(copy)], check=True)
            problems = []
            for context, source, kind, empty in entries(copy):
                where = f"{context}: {source!r}"
                if (context, source) not in committed:
                    problems.append("missing from the file: " + where)
                elif kind == "unfinished":
                    problems.append("unfinished: " + where)
                elif kind in ("obsolete", "vanished"):
                    problems.append(kind + " (no longer in the sources): " + where)
                elif empty:
                    problems.append("empty translation: " + where)
            for problem in problems:
                print(f"{ts.name}: {problem}")
            total = len(entries(copy))
            print(f"{ts.name}: {total} entries, {len(problems)} problems")
            failures += len(problems)
    return 1 if failures else 0


if __name__ == "__main__":
    sys.exit(main())
