#!/usr/bin/env python3
"""Process-level crash tests of the desktop app, each in a fresh settings and data folder (HOME,
XDG_CONFIG_HOME and XDG_DATA_HOME in a temporary folder; the recovery copies live in
$XDG_DATA_HOME/Partiscope/Partiscope/recovery). crash_window is the real MainWindow driven through its own
controls (see crash_window.cpp); this script kills it with SIGKILL.

  recovery  Edits the document, waits until the recovery copy holds the last edit, kills the window, and
            checks that the next start offers that copy and restores exactly what it holds; then kills a
            window in the middle of a stream of edits (a copy may be half written at that moment) and
            checks the copy offered is a whole document. A third start offers nothing.
  save      Opens a large document (KEYS keys), edits it and saves it with File > Save, killed at several
            moments of the save, including while the new file is being written (its descriptor open in
            the document's folder): the file on disk is afterwards byte for byte the old document or the
            new one, and core reads it whole.
"""

import argparse
import json
import os
import shutil
import signal
import subprocess
import sys
import tempfile
import time

TIMEOUT_S = 30


class Window:
    """One crash_window process whose stdout lines are read as they come."""

    def __init__(self, exe, env, *args):
        # stderr into a file: Qt's warnings must never fill a pipe nobody reads and stall the window.
        self.stderr = tempfile.TemporaryFile(mode="w+")
        self.process = subprocess.Popen([exe, *args], env=env, stdout=subprocess.PIPE, stderr=self.stderr,
                                        text=True, bufsize=1)
        self.lines = []

    def wait_line(self, prefix, timeout=TIMEOUT_S):
        """The first line starting with prefix (reading on), or an error naming what came instead."""
        deadline = time.monotonic() + timeout
        while time.monotonic() < deadline:
            line = self.process.stdout.readline()
            if not line:
                raise AssertionError("crash_window ended before '%s': %r, stderr %s" %
                                     (prefix, self.lines, self.stderr_text()))
            self.lines.append(line.rstrip("\n"))
            if line.startswith(prefix):
                return line.rstrip("\n")
        raise AssertionError("no '%s' within %d s: %r" % (prefix, timeout, self.lines))

    def stderr_text(self):
        self.stderr.seek(0)
        return self.stderr.read()[-2000:]

    def kill(self, may_have_quit=False):
        """SIGKILL. With may_have_quit, a window that finished its work and quit by itself between the caller's
        last look and the signal (a fast machine's save) is accepted: returns False then, True when killed."""
        try:
            os.kill(self.process.pid, signal.SIGKILL)
        except ProcessLookupError:
            pass  # already reaped
        self.process.wait()
        killed = self.process.returncode == -signal.SIGKILL
        assert killed or (may_have_quit and self.process.returncode == 0), self.process.returncode
        self.lines += self.process.stdout.read().splitlines()  # what it printed before the kill
        self.process.stdout.close()
        self.stderr.close()
        return killed


def run(exe, env, *args, expect=0):
    done = subprocess.run([exe, *args], env=env, capture_output=True, text=True, timeout=TIMEOUT_S * 2)
    if done.returncode != expect:
        raise AssertionError("crash_window %s: exit %d (expected %d)\n%s%s" %
                             (" ".join(args), done.returncode, expect, done.stdout, done.stderr))
    return done.stdout.splitlines()


def read_json(path):
    with open(path, encoding="utf-8") as f:
        return json.load(f)


def copy_holding(path, rcu, keys, timeout=TIMEOUT_S):
    """Waits until the recovery copy at path is a whole document with the table's RCU at rcu and `keys` keys
    (the key editor's text reaches the document after its background parse, so later than the RCU)."""
    deadline = time.monotonic() + timeout
    while time.monotonic() < deadline:
        try:
            held = read_json(path)
            if held["table"]["rcu"] == rcu and len(held["workload"]["keys"]) == keys:
                return
        except (OSError, ValueError, KeyError):
            pass  # not written yet
        time.sleep(0.02)
    raise AssertionError("the recovery copy %s never held RCU %s and %d keys" % (path, rcu, keys))


def restore(exe, env, work, copy_path):
    """Starts the window again: it must offer copy_path; returns the document it restored."""
    out = os.path.join(work, "restored.json")
    lines = run(exe, env, "restore", out)
    assert "offered " + copy_path in lines, "offer: %r (expected %s)" % (lines, copy_path)
    assert "restored" in lines, lines
    return read_json(out)


def test_recovery(exe, env, work):
    edits = 5
    window = Window(exe, env, "edit", "200", str(edits))
    copy_path = window.wait_line("copy ")[len("copy "):]
    window.wait_line("edit %d" % edits)
    copy_holding(copy_path, 1000 + edits, edits)
    window.kill()
    assert os.path.exists(copy_path + ".lock"), "a killed window leaves its lock behind"
    held = read_json(copy_path)
    assert len(held["workload"]["keys"]) == edits, held["workload"]["keys"]
    restored = restore(exe, env, work, copy_path)
    assert restored == held, "the restored document differs from the recovery copy"
    assert restored["table"]["rcu"] == 1000 + edits
    assert sorted((k["key"], k["weight"]) for k in restored["workload"]["keys"]) == sorted(
        ("CRASH#%d" % i, i + 1) for i in range(1, edits + 1))
    print("recovery: the last edit (RCU %d, %d keys) was offered and restored" % (1000 + edits, edits))

    # Killed in the middle of a stream of edits, one every 50 ms and a copy every 100 ms: whatever moment the kill
    # hits (the copy may be being written), what is offered is one whole copy of the document.
    window = Window(exe, env, "edit", "100", "100000")
    copy_path = window.wait_line("copy ")[len("copy "):]
    window.wait_line("edit 20")
    deadline = time.monotonic() + TIMEOUT_S
    while not os.path.exists(copy_path) and time.monotonic() < deadline:
        time.sleep(0.01)
    window.kill()
    held = read_json(copy_path)  # whole JSON, or this raises
    # An edit is printed before the event loop can copy it: the copy holds no edit later than the last printed.
    last = max(int(line.split()[1]) for line in window.lines if line.startswith("edit "))
    assert 1001 <= held["table"]["rcu"] <= 1000 + last, (held["table"]["rcu"], last)
    restored = restore(exe, env, work, copy_path)
    assert restored == held, "the restored document differs from the recovery copy"
    print("recovery: killed while editing: the copy offered held edit %d, whole" % (held["table"]["rcu"] - 1000))

    lines = run(exe, env, "restore", os.path.join(work, "again.json"), expect=4)
    assert lines == ["no offer"], lines


def large_document(path, keys):
    """A scenario with `keys` keys, as a user's large key list makes it."""
    document = {
        "version": 2,
        "name": "large",
        "table": {"name": "Large", "key_schema": {"partition_key": {"name": "PK", "type": "S"}},
                  "mode": "provisioned", "rcu": 100, "wcu": 100},
        "workload": {"duration_s": 60, "writes_per_s": 10,
                     "keys": [{"key": "LARGE#%07d" % i, "weight": 1 + i % 97} for i in range(keys)]},
    }
    with open(path, "w", encoding="utf-8") as f:
        json.dump(document, f)


def writing_into(pid, folder):
    """True while the process has a file of folder open (the save's new file, named or not)."""
    fds = "/proc/%d/fd" % pid
    try:
        for fd in os.listdir(fds):
            try:
                if os.path.dirname(os.readlink(os.path.join(fds, fd))) == folder:
                    return True
            except OSError:
                pass
    except OSError:
        pass
    return False


def test_save(exe, env, work, keys):
    folder = os.path.join(work, "documents")
    os.makedirs(folder)
    base = os.path.join(work, "base.json")
    large_document(base, keys)
    versions = {}
    save_ms = 0
    for name, rcu in (("old", 111), ("new", 222)):
        path = os.path.join(work, name + ".json")
        shutil.copyfile(base, path)
        lines = run(exe, env, "save", path, str(rcu))
        save_ms = max(save_ms, int([l for l in lines if l.startswith("saved ")][0].split()[1]))
        assert run(exe, env, "read", path) == ["rcu %d keys %d" % (rcu, keys)]
        with open(path, "rb") as f:
            versions[f.read()] = name
    print("save: %d keys, %d MB, File > Save takes %d ms here" %
          (keys, max(len(v) for v in versions) // 1_000_000, save_ms))

    target = os.path.join(folder, "document.json")
    old_bytes = next(v for v, n in versions.items() if n == "old")
    # Fixed moments across the save, then kills at the moment the new file is open for writing.
    moments = [0.0, 0.5, 1.0, 2.0]
    outcomes = []
    caught_writing = 0
    leftovers = []
    attempts = [("after %d ms" % int(f * save_ms), f * save_ms / 1000) for f in moments]
    # At least three tries at the writing moment; more (up to ten) while none has landed, since on a fast machine
    # the save can finish between the look at /proc and the signal.
    writing_tries = 0
    while attempts or (writing_tries < 10 and (writing_tries < 3 or caught_writing == 0)):
        if attempts:
            label, delay = attempts.pop(0)
        else:
            label, delay = "while writing", None
            writing_tries += 1
        with open(target, "wb") as f:
            f.write(old_bytes)
        window = Window(exe, env, "save", target, "222")
        window.wait_line("saving")
        writing = False
        if delay is not None:
            time.sleep(delay)
        else:
            deadline = time.monotonic() + TIMEOUT_S
            while time.monotonic() < deadline and window.process.poll() is None:
                if writing_into(window.process.pid, folder):
                    writing = True
                    break
        # The save may finish first (the window then quits by itself), even between this look and the signal.
        if window.kill(may_have_quit=True) and writing:
            caught_writing += 1
        with open(target, "rb") as f:
            on_disk = f.read()
        assert on_disk in versions, "%s: the file is neither the old nor the new document (%d bytes)" % (
            label, len(on_disk))
        # Byte for byte one of the two versions core read whole above.
        outcomes.append("%s: %s" % (label, versions[on_disk]))
        for leftover in os.listdir(folder):
            if leftover != "document.json":
                leftovers.append(leftover)
                os.remove(os.path.join(folder, leftover))  # a named temporary file a kill left: not the document
    print("save: " + "; ".join(outcomes))
    print("save: files other than the document left in its folder by the kills: %r" % leftovers)
    assert caught_writing >= 1, "no kill landed while the new file was being written: make the document larger"
    print("save: %d kills landed while the new file was open for writing; the old document stayed whole" %
          caught_writing)


def main():
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("crash_window")
    parser.add_argument("test", choices=["recovery", "save"])
    parser.add_argument("--keys", type=int, default=100_000, help="keys in the saved document (save)")
    args = parser.parse_args()

    work = tempfile.mkdtemp(prefix="partiscope-crash-")
    env = dict(os.environ, HOME=work, XDG_CONFIG_HOME=os.path.join(work, "config"),
               XDG_DATA_HOME=os.path.join(work, "data"), XDG_CACHE_HOME=os.path.join(work, "cache"),
               QT_QPA_PLATFORM="offscreen")
    started = time.monotonic()
    try:
        if args.test == "recovery":
            test_recovery(args.crash_window, env, work)
        else:
            test_save(args.crash_window, env, work, args.keys)
    finally:
        shutil.rmtree(work, ignore_errors=True)
    print("%s: passed in %.1f s" % (args.test, time.monotonic() - started))


if __name__ == "__main__":
    sys.exit(main())
