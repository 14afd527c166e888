#!/usr/bin/env python3
"""The conformance matrix (issue 44): scenario x front-end, "same" or the first difference.

Each front-end's suites write one row per scenario they ran to FOLDER/<front-end>.tsv:

    <scenario> TAB <front-end> TAB same
    <scenario> TAB <front-end> TAB differs: <first difference>

(a scenario run several times, say at two styles, is "same" only if every run is). This joins
them into one printed table and fails on any difference, or any missing cell, that
Checks/conformance-exceptions.tsv does not list (scenario TAB front-end TAB reason; the scenario
may be a shell pattern, "hud *sidebar*"), and on a listed exception that no longer happens (so
the file stays short and true).

    python3 scripts/conformance-matrix.py FOLDER [--exceptions FILE]
    python3 scripts/conformance-matrix.py --self-test
"""
import fnmatch
import os
import sys
import tempfile

FRONT_ENDS = ["GTK", "UIKit", "SwiftUI"]

# Every scenario the matrix must show, in its order; the HUD fixture's rows
# (Sources/ControlKitTesting/HUDLayoutFixture+Rows.swift) follow, as the suites name them.
SCENARIOS = [
    "stepper minimum", "stepper middle", "stepper maximum", "stepper cart-mode-at-0",
    "stepper cart-mode-at-1", "stepper disabled", "stepper right-to-left",
    "stepper cart-mode-at-0-right-to-left", "stepper wide",
    "stepper wide-cart-mode-at-0-right-to-left", "stepper largest-text-size",
    "stepper german-value", "stepper titled-edit-bar",
    "arc 0-of-10", "arc 5-of-10", "arc 10-of-10", "arc dragging", "arc focused",
    "arc disabled", "arc right-to-left",
]

DEFAULT_EXCEPTIONS = os.path.join(
    os.path.dirname(os.path.abspath(__file__)), "..", "Checks", "conformance-exceptions.tsv")


def read_rows(folder):
    """{(scenario, front-end): result} from every FOLDER/*.tsv; a difference wins over same."""
    cells = {}
    order = []
    for name in sorted(os.listdir(folder)) if os.path.isdir(folder) else []:
        if not name.endswith(".tsv"):
            continue
        with open(os.path.join(folder, name), encoding="utf-8") as rows:
            for number, line in enumerate(rows, 1):
                line = line.rstrip("\n")
                if not line:
                    continue
                parts = line.split("\t")
                if len(parts) != 3 or parts[1] not in FRONT_ENDS or not (
                        parts[2] == "same" or parts[2].startswith("differs: ")):
                    raise SystemExit("error: %s:%d is not 'scenario<TAB>front-end<TAB>same|"
                                     "differs: ...': %r" % (name, number, line))
                scenario, front_end, result = parts
                if scenario not in order:
                    order.append(scenario)
                if cells.get((scenario, front_end), "same") == "same":
                    cells[(scenario, front_end)] = result
    return cells, order


def read_exceptions(path):
    """{(scenario, front-end): reason} from the exceptions file ('#' starts a comment line)."""
    listed = {}
    with open(path, encoding="utf-8") as lines:
        for number, line in enumerate(lines, 1):
            line = line.rstrip("\n")
            if not line.strip() or line.startswith("#"):
                continue
            parts = line.split("\t")
            if len(parts) != 3 or parts[1] not in FRONT_ENDS or not parts[2].strip():
                raise SystemExit("error: %s:%d is not 'scenario<TAB>front-end<TAB>reason': %r"
                                 % (path, number, line))
            listed[(parts[0], parts[1])] = parts[2]
    return listed


def matrix(folder, exceptions_path, out=sys.stdout):
    """Prints the table; returns the list of failures (empty: the matrix passes)."""
    cells, seen = read_rows(folder)
    listed = read_exceptions(exceptions_path)
    scenarios = SCENARIOS + [s for s in seen if s not in SCENARIOS]
    failures = []
    notes = []
    listed_differences = []
    used = set()
    table = []
    for scenario in scenarios:
        row = [scenario]
        for front_end in FRONT_ENDS:
            result = cells.get((scenario, front_end))
            key = next((k for k in listed if k[1] == front_end and k[0] == scenario), None) or \
                next((k for k in listed if k[1] == front_end and fnmatch.fnmatchcase(scenario, k[0])),
                     None)
            reason = listed.get(key)
            if result == "same":
                row.append("same")
                if key is not None and key[0] == scenario:
                    failures.append("%s on %s is the same now: remove its exception"
                                    % (scenario, front_end))
            elif reason is not None:
                used.add(key)
                if reason not in notes:
                    notes.append(reason)
                if result is not None:
                    listed_differences.append("%s on %s %s" % (scenario, front_end, result))
                row.append("%s [%d]" % ("—" if result is None else "differs",
                                        notes.index(reason) + 1))
            elif result is None:
                row.append("MISSING")
                failures.append("%s on %s: no row (did its suite run?)" % (scenario, front_end))
            else:
                row.append(result)
                failures.append("%s on %s %s" % (scenario, front_end, result))
        table.append(row)
    for key in listed:
        if key not in used:
            failures.append("exception that matches no difference or missing cell: %s on %s"
                            % key)
    widths = [max(len(r[i]) for r in table + [["scenario"] + FRONT_ENDS]) for i in range(4)]
    header = ["scenario"] + FRONT_ENDS
    print("  ".join(h.ljust(w) for h, w in zip(header, widths)), file=out)
    for row in table:
        print("  ".join(c.ljust(w) for c, w in zip(row, widths)).rstrip(), file=out)
    for number, reason in enumerate(notes, 1):
        print("[%d] %s" % (number, reason), file=out)
    for difference in listed_differences:
        print("listed: %s" % difference, file=out)
    for failure in failures:
        print("error: %s" % failure, file=out)
    print("conformance: %d scenarios x %d front-ends, %d listed exceptions, %d failures"
          % (len(scenarios), len(FRONT_ENDS), len(notes), len(failures)), file=out)
    return failures


def self_test():
    """A made-up rows set: an unlisted difference fails, the same one listed passes."""
    with tempfile.TemporaryDirectory() as folder:
        rows_folder = os.path.join(folder, "rows")
        os.mkdir(rows_folder)
        for front_end in FRONT_ENDS:
            with open(os.path.join(rows_folder, front_end + ".tsv"), "w") as rows:
                for scenario in SCENARIOS + ["hud spinner"]:
                    result = "same"
                    if (scenario, front_end) == ("arc focused", "UIKit"):
                        result = "differs: focus ring none vs core 0,0,160x160"
                    rows.write("%s\t%s\t%s\n" % (scenario, front_end, result))
        exceptions = os.path.join(folder, "exceptions.tsv")
        with open(exceptions, "w") as listed:
            listed.write("# none\n")
        with open(os.devnull, "w") as quiet:
            unlisted = matrix(rows_folder, exceptions, out=quiet)
        assert any("arc focused on UIKit differs" in f for f in unlisted), unlisted
        with open(exceptions, "w") as listed:
            listed.write("arc focused\tUIKit\ta made-up reason\n")
        with open(os.devnull, "w") as quiet:
            listed_failures = matrix(rows_folder, exceptions, out=quiet)
        assert listed_failures == [], listed_failures
        # An exception for a cell that is the same fails (the file stays true).
        with open(exceptions, "a") as listed:
            listed.write("arc disabled\tUIKit\tno longer true\n")
        with open(os.devnull, "w") as quiet:
            stale = matrix(rows_folder, exceptions, out=quiet)
        assert any("arc disabled on UIKit is the same now" in f for f in stale), stale
        with open(exceptions, "w") as listed:
            listed.write("arc focused\tUIKit\ta made-up reason\nhud *\tGTK\tmade up\n")
        # A missing cell fails, and passes once listed (here by a pattern).
        os.remove(os.path.join(rows_folder, "GTK.tsv"))
        with open(os.devnull, "w") as quiet:
            missing = matrix(rows_folder, exceptions, out=quiet)
        assert any("on GTK: no row" in f for f in missing), missing
        assert not any("hud spinner on GTK" in f for f in missing), missing
    print("conformance-matrix self-test: an unlisted difference and a missing cell fail, "
          "a listed difference passes")


def main(arguments):
    if arguments == ["--self-test"]:
        self_test()
        return 0
    if not arguments:
        print(__doc__, file=sys.stderr)
        return 2
    exceptions = DEFAULT_EXCEPTIONS
    if len(arguments) == 3 and arguments[1] == "--exceptions":
        exceptions = arguments[2]
    elif len(arguments) != 1:
        print(__doc__, file=sys.stderr)
        return 2
    return 1 if matrix(arguments[0], exceptions) else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
