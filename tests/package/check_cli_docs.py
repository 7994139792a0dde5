#!/usr/bin/env python3
"""Checks that the man page and the bash completion of partiscope-cli keep up with the binary.

From `partiscope-cli --help`: every command must be documented in the man page and completed by the
completion script, and every flag a command's usage names must be in the man page and among the flags
the completion offers for that command. The other way round, every flag the completion offers must be
accepted by the command (running it must not say "unknown option"). The completion is exercised by
sourcing it in bash and calling its function, as bash would on TAB.
"""
import argparse
import re
import subprocess
import sys

FLAG = re.compile(r"--[a-z0-9][a-z0-9-]*")


def usage_flags(help_text):
    """{command: set of flags} from the usage lines (a command's line and its indented continuations)."""
    flags = {}
    command = None
    for line in help_text.splitlines():
        match = re.match(r"  partiscope-cli ([a-z]+)", line)
        if match:
            command = match.group(1)
            flags.setdefault(command, set())
        elif not line.startswith("      "):
            command = None
        if command:
            flags[command] |= set(FLAG.findall(line))
    return flags


def complete(script, words):
    """What the completion offers after `words` (the last one is the word being completed)."""
    array = " ".join("'" + w + "'" for w in words)
    program = (f"source '{script}'; COMP_WORDS=({array}); COMP_CWORD={len(words) - 1}; "
               "_partiscope_cli; printf '%s\\n' \"${COMPREPLY[@]}\"")
    out = subprocess.run(["bash", "-c", program], capture_output=True, text=True, check=True).stdout
    return set(out.split())


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--cli", required=True)
    parser.add_argument("--man", required=True)
    parser.add_argument("--completion", required=True)
    args = parser.parse_args()

    help_text = subprocess.run([args.cli, "--help"], capture_output=True, text=True, check=True).stdout
    commands = usage_flags(help_text)
    # The man page escapes hyphens in option names (\-\-flag).
    man = open(args.man, encoding="utf-8").read().replace("\\-", "-")
    problems = []
    if len(commands) < 10:
        problems.append(f"only {len(commands)} commands found in --help: {sorted(commands)}")

    offered_commands = complete(args.completion, ["partiscope-cli", ""])
    for command, flags in sorted(commands.items()):
        if not re.search(r"^\.B[A-Z]* " + command + r"\b", man, re.M) or f"partiscope-cli {command}" not in man:
            problems.append(f"man page: command '{command}' not in SYNOPSIS and COMMANDS")
        if command not in offered_commands:
            problems.append(f"completion: command '{command}' not offered")
        offered = complete(args.completion, ["partiscope-cli", command, "--"])
        for flag in sorted(flags - {"--help", "--version"}):
            if not re.search(re.escape(flag) + r"(?![a-z0-9-])", man):
                problems.append(f"man page: {command} {flag} missing")
            if flag not in offered:
                problems.append(f"completion: {command} {flag} not offered")
        for flag in sorted(offered - {"--help"}):
            run = subprocess.run([args.cli, command, flag, "x"], capture_output=True, text=True, stdin=subprocess.DEVNULL)
            if "unknown option" in run.stderr:
                problems.append(f"completion offers {command} {flag}, which the command rejects")
    for flag in ("--help", "--version"):
        if flag not in offered_commands:
            problems.append(f"completion: {flag} not offered")
    # A flag that takes a file completes file names (any working directory: an absolute path).
    if "/usr" not in complete(args.completion, ["partiscope-cli", "simulate", "--scenario", "/us"]):
        problems.append("completion: --scenario does not complete file names")

    for problem in problems:
        print(problem, file=sys.stderr)
    print(f"{len(commands)} commands, {sum(len(f) for f in commands.values())} usage flags checked; "
          f"{len(problems)} problems")
    return 1 if problems else 0


if __name__ == "__main__":
    sys.exit(main())
