#!/usr/bin/env python3
"""The .deb, end to end, without touching the machine.

Builds the package from this build folder with cpack (into a temporary folder), checks its control data
(Depends on Debian's Qt runtime packages), unpacks it with `dpkg-deb -x` into a fresh folder and, from
there, with PARTISCOPE_LESSONS_DIR unset and the working directory outside the source tree, runs the
installed `partiscope-cli lessons`, `partiscope-cli simulate` on an installed lesson and
`partiscope --render`. No installed binary may contain the source or build folder's path, and
`lessons` must fail (naming only installed places) once the installed lessons are gone. Then validates
the desktop entry, the AppStream metadata and the MIME type the way Debian's tools will.

Run as root on a machine where no `partiscope` package is installed (CI), it also installs the .deb with
`dpkg -i`, as a user would: the desktop database then lists Partiscope as the handler of scenario files,
shared-mime-info recognises `*.partiscope.json`, the desktop entry's Exec line given a scenario file (what a
double click runs) renders that scenario with the installed binary; then `dpkg --purge` removes it again.
Exit 0 passes, 1 fails; each failure is printed.
"""
import argparse
import json
import os
import re
import shutil
import subprocess
import sys
import tempfile

APP_ID = "io.github.partiscope.Partiscope"
QT_DEPENDS = ["libqt6core6", "libqt6gui6", "libqt6widgets6", "libqt6charts6", "libqt6svg6"]
FILES = [
    "usr/bin/partiscope",
    "usr/bin/partiscope-cli",
    "usr/share/partiscope/lessons/01-celebrity-leaderboard.json",
    "usr/share/partiscope/lessons/01-celebrity-leaderboard.md",
    "usr/share/partiscope/lessons/05-isbn-lookup-map.csv",
    f"usr/share/applications/{APP_ID}.desktop",
    f"usr/share/metainfo/{APP_ID}.metainfo.xml",
    f"usr/share/mime/packages/{APP_ID}.xml",
    f"usr/share/icons/hicolor/scalable/apps/{APP_ID}.svg",
    "usr/share/man/man1/partiscope.1",
    "usr/share/man/man1/partiscope-cli.1",
    "usr/share/bash-completion/completions/partiscope-cli",
] + [f"usr/share/icons/hicolor/{s}x{s}/apps/{APP_ID}.png" for s in (16, 24, 32, 48, 64, 128, 256)]

failures = []


def check(condition, message):
    if not condition:
        failures.append(message)
        print("FAIL:", message, file=sys.stderr)
    return condition


def run(command, **kwargs):
    return subprocess.run(command, capture_output=True, text=True, **kwargs)


def clean_env():
    env = dict(os.environ)
    env.pop("PARTISCOPE_LESSONS_DIR", None)
    env["QT_QPA_PLATFORM"] = "offscreen"
    return env


def build_deb(build_dir, work):
    out = os.path.join(work, "cpack")
    made = run(["cpack", "-G", "DEB", "--config", os.path.join(build_dir, "CPackConfig.cmake"), "-B", out])
    if not check(made.returncode == 0, f"cpack failed:\n{made.stdout}\n{made.stderr}"):
        return None
    debs = [f for f in os.listdir(out) if f.endswith(".deb")]
    check(len(debs) == 1, f"cpack made {debs}, expected one .deb")
    return os.path.join(out, debs[0]) if debs else None


def check_control(deb, version):
    info = run(["dpkg-deb", "-I", deb]).stdout
    fields = dict(re.findall(r"^ ([A-Za-z-]+): (.*)$", info, re.M))
    check(fields.get("Package") == "partiscope", f"Package: {fields.get('Package')}")
    check(fields.get("Version") == version, f"Version {fields.get('Version')}, expected {version}")
    check(os.path.basename(deb) == f"partiscope_{version}_{fields.get('Architecture')}.deb", f"file name {deb}")
    depends = [d.strip().split(" ")[0] for d in fields.get("Depends", "").split(",")]
    for package in QT_DEPENDS:
        check(package in depends, f"Depends lacks {package}: {fields.get('Depends')}")
    for field in ("Maintainer", "Section", "Homepage", "Description"):
        check(fields.get(field), f"control field {field} missing")
    print(f"{os.path.basename(deb)}: {os.path.getsize(deb)} bytes; Depends: {fields.get('Depends')}")


def check_no_tree_paths(root, source_dir, build_dir):
    for binary in ("usr/bin/partiscope", "usr/bin/partiscope-cli"):
        strings = run(["strings", "-a", os.path.join(root, binary)]).stdout
        for tree in {os.path.realpath(source_dir), os.path.realpath(build_dir)}:
            hits = [line for line in strings.splitlines() if tree in line]
            check(not hits, f"{binary} contains the path {tree}: {hits[:3]}")


def check_cli(root, work):
    cli = os.path.join(root, "usr/bin/partiscope-cli")
    lessons_dir = os.path.join(root, "usr/share/partiscope/lessons")
    listed = run([cli, "lessons"], env=clean_env(), cwd=work)
    check(listed.returncode == 0, f"partiscope-cli lessons exit {listed.returncode}: {listed.stderr}")
    check(listed.stdout.startswith(f"Built-in lessons in {lessons_dir} "), f"lessons read from: {listed.stdout[:200]}")
    check("07-status-gsi.json  07-status-gsi.md" in listed.stdout, "lessons does not list lesson 07")

    simulated = run([cli, "simulate", "--scenario", os.path.join(lessons_dir, "07-status-gsi.json"), "--format",
                     "json"], env=clean_env(), cwd=work)
    check(simulated.returncode == 0, f"simulate exit {simulated.returncode}: {simulated.stderr}")
    check('"metrics"' in simulated.stdout, f"simulate printed no metrics: {simulated.stdout[:200]}")

    # Without the installed lessons there is nothing to fall back to: the message names only installed places.
    hidden = lessons_dir + ".hidden"
    os.rename(lessons_dir, hidden)
    try:
        missing = run([cli, "lessons"], env=clean_env(), cwd=work)
    finally:
        os.rename(hidden, lessons_dir)
    expected = (f"partiscope-cli: no lessons found (looked in {os.path.join(root, 'usr/share/partiscope/lessons')}, "
                f"{os.path.join(root, 'usr/bin/lessons')}); set PARTISCOPE_LESSONS_DIR to their folder\n")
    check(missing.returncode == 2 and missing.stderr == expected, f"without lessons: {missing.stderr!r}")


def check_render(root, work):
    out = os.path.join(work, "render")
    rendered = run([os.path.join(root, "usr/bin/partiscope"), "--render", "--out", out], env=clean_env(), cwd=work,
                   timeout=180)
    check(rendered.returncode == 0, f"partiscope --render exit {rendered.returncode}: {rendered.stderr}")
    written = rendered.stdout.split()
    check(len(written) >= 4, f"--render wrote {written}")
    for path in written:
        full = path if os.path.isabs(path) else os.path.join(work, path)
        check(os.path.getsize(full) > 0 if os.path.exists(full) else False, f"--render listed {path}, not written")


def check_desktop_files(root, version):
    share = os.path.join(root, "usr/share")
    desktop = os.path.join(share, "applications", f"{APP_ID}.desktop")
    validated = run(["desktop-file-validate", desktop])
    check(validated.returncode == 0 and "error" not in validated.stdout,
          f"desktop-file-validate: {validated.stdout}{validated.stderr}")
    entry = open(desktop, encoding="utf-8").read()
    check("Exec=partiscope %f" in entry, "the desktop entry does not pass the file (%f)")
    check("MimeType=application/x-partiscope-scenario;" in entry, "the desktop entry lacks the MIME type")

    metainfo = os.path.join(share, "metainfo", f"{APP_ID}.metainfo.xml")
    validated = run(["appstreamcli", "validate", "--no-net", metainfo])
    check(validated.returncode == 0, f"appstreamcli validate: {validated.stdout}{validated.stderr}")
    releases = re.findall(r'<release version="([^"]+)" date="([^"]+)"', open(metainfo, encoding="utf-8").read())
    check(releases and releases[0][0] == version, f"newest AppStream release {releases[:1]}, expected {version}")
    for shot in re.findall(r"<image>[^<]*/resources/screenshots/([^<]+)</image>", open(metainfo).read()):
        check(os.path.exists(os.path.join(args.source_dir, "resources/screenshots", shot)), f"no screenshot {shot}")

    mime_xml = os.path.join(share, "mime/packages", f"{APP_ID}.xml")
    if shutil.which("xmllint"):
        linted = run(["xmllint", "--noout", mime_xml])
        check(linted.returncode == 0, f"xmllint: {linted.stderr}")
    if shutil.which("update-mime-database"):
        # Builds the MIME database of the unpacked tree alone (it only reads packages/ under the folder).
        env = dict(os.environ, XDG_DATA_DIRS=share)  # else it notes that the folder is not searched
        updated = run(["update-mime-database", os.path.join(share, "mime")], env=env)
        check(updated.returncode == 0 and not updated.stderr.strip(), f"update-mime-database: {updated.stderr}")
        globs = open(os.path.join(share, "mime/globs2"), encoding="utf-8").read().splitlines()
        ours = [g for g in globs if "application/x-partiscope-scenario" in g]
        check(ours == ["80:application/x-partiscope-scenario:*.partiscope.json"], f"our globs: {ours}")
        check(os.path.exists(os.path.join(share, "mime/application/x-partiscope-scenario.xml")), "type not built")

    for page in ("partiscope.1", "partiscope-cli.1"):
        if shutil.which("groff"):
            rendered = run(["groff", "-man", "-Tutf8", "-ww", "-z", os.path.join(share, "man/man1", page)])
            check(rendered.returncode == 0 and not rendered.stderr, f"groff {page}: {rendered.stderr}")

    completion = os.path.join(share, "bash-completion/completions/partiscope-cli")
    sourced = run(["bash", "-c", f"source '{completion}' && complete -p partiscope-cli"])
    check("_partiscope_cli" in sourced.stdout, f"completion not registered: {sourced.stdout}{sourced.stderr}")


def check_dpkg_install(deb, work):
    """dpkg -i, the menu entry and the file association as the desktop sees them, a "double click", dpkg --purge."""
    if os.geteuid() != 0 or not shutil.which("dpkg"):
        print("package test: not root, dpkg -i skipped (the unpacked tree was checked)")
        return
    if run(["dpkg-query", "-W", "-f", "${Status}", "partiscope"]).stdout.strip().endswith(" installed"):
        print("package test: a partiscope package is installed already, dpkg -i skipped to leave it as it is")
        return
    installed = run(["dpkg", "-i", deb], timeout=300)
    if not check(installed.returncode == 0, f"dpkg -i: {installed.stdout}{installed.stderr}"):
        run(["dpkg", "--purge", "partiscope"], timeout=300)
        return
    try:
        desktop = f"/usr/share/applications/{APP_ID}.desktop"
        check(os.path.isfile(desktop), "dpkg -i did not put the desktop entry in the application menu")
        # dpkg's triggers rebuild the desktop and MIME databases; run them again in case they were deferred.
        if shutil.which("update-desktop-database"):
            run(["update-desktop-database", "/usr/share/applications"])
            cache = open("/usr/share/applications/mimeinfo.cache", encoding="utf-8").read()
            check(f"application/x-partiscope-scenario={APP_ID}.desktop" in cache,
                  "the desktop database does not name Partiscope for scenario files")
        if shutil.which("update-mime-database"):
            run(["update-mime-database", "/usr/share/mime"])
        # An installed lesson under a table name of its own, so the render shows it was this file that opened.
        lesson = json.load(open("/usr/share/partiscope/lessons/01-celebrity-leaderboard.json", encoding="utf-8"))
        lesson["table"]["name"] = "DoubleClickedTable"
        scenario = os.path.join(work, "double-clicked.partiscope.json")
        json.dump(lesson, open(scenario, "w", encoding="utf-8"))
        if shutil.which("gio"):
            typed = run(["gio", "info", "-a", "standard::content-type", scenario])
            check("application/x-partiscope-scenario" in typed.stdout, f"gio sees the file as {typed.stdout}")
        if shutil.which("xdg-mime"):
            handler = run(["xdg-mime", "query", "default", "application/x-partiscope-scenario"])
            check(handler.stdout.strip() == f"{APP_ID}.desktop", f"xdg-mime default handler: {handler.stdout}")
        # A double click runs the entry's Exec line with %f replaced by the file; --render makes the installed
        # binary show what it opened without a display.
        exec_line = next(line[5:] for line in open(desktop, encoding="utf-8") if line.startswith("Exec="))
        command = [scenario if word == "%f" else word for word in exec_line.split()]
        out = os.path.join(work, "double-click")
        rendered = run(command + ["--render", "--out", out], env=clean_env(), cwd=work, timeout=180)
        check(rendered.returncode == 0, f"{command} --render: exit {rendered.returncode}: {rendered.stderr}")
        queries = os.path.join(out, "queries.txt")
        check(os.path.exists(queries) and "'DoubleClickedTable'" in open(queries, encoding="utf-8").read(),
              "the double-clicked scenario was not the one rendered")
    finally:
        removed = run(["dpkg", "--purge", "partiscope"], timeout=300)
        check(removed.returncode == 0, f"dpkg --purge: {removed.stderr}")
        check(not os.path.exists("/usr/bin/partiscope"), "dpkg --purge left /usr/bin/partiscope")


def main():
    global args
    parser = argparse.ArgumentParser()
    parser.add_argument("--build-dir", required=True)
    parser.add_argument("--source-dir", required=True)
    parser.add_argument("--version", required=True)
    args = parser.parse_args()
    for tool in ("cpack", "dpkg-deb", "dpkg-shlibdeps", "desktop-file-validate", "appstreamcli", "strings"):
        check(shutil.which(tool), f"{tool} is missing (./partiscope.sh test installs it)")
    if failures:
        return 1
    # Outside the source and build trees, so nothing there is reachable by a relative path either.
    with tempfile.TemporaryDirectory(prefix="partiscope-package-") as work:
        deb = build_deb(args.build_dir, work)
        if deb:
            check_control(deb, args.version)
            root = os.path.join(work, "root")
            unpacked = run(["dpkg-deb", "-x", deb, root])
            check(unpacked.returncode == 0, f"dpkg-deb -x: {unpacked.stderr}")
            for path in FILES:
                check(os.path.isfile(os.path.join(root, path)), f"not installed: /{path}")
            check(not os.path.exists(os.path.join(root, "usr/bin/partiscope-dev-lessons-dir")),
                  "the build tree's lessons marker was installed")
            check_no_tree_paths(root, args.source_dir, args.build_dir)
            check_cli(root, work)
            check_render(root, work)
            check_desktop_files(root, args.version)
            check_dpkg_install(deb, work)
    print("package test:", "FAILED" if failures else "passed")
    return 1 if failures else 0


if __name__ == "__main__":
    sys.exit(main())
