#!/usr/bin/env python3
"""Counts each module's public symbols in the symbol graphs `make docs` extracts.

Usage: scripts/count-public-symbols.py [SYMBOLS_DIR]   (default .build-docs/work/symbols)

Reads every <Module>/*.symbols.json (the module's own graph and its extension graphs, such as
ControlKitTesting's extensions of ControlKit's types) and prints, per module, the public symbols
(public and open) by kind and in all: the figure issue 46 asks for before and after a change to the public API.
"""
from __future__ import annotations

import collections
import json
import sys
from pathlib import Path


def count(directory: Path) -> dict[str, collections.Counter[str]]:
    modules: dict[str, collections.Counter[str]] = {}
    for module_dir in sorted(p for p in directory.iterdir() if p.is_dir()):
        kinds: collections.Counter[str] = collections.Counter()
        seen: set[str] = set()
        for graph in sorted(module_dir.glob("*.symbols.json")):
            data = json.loads(graph.read_text())
            for symbol in data.get("symbols", []):
                if symbol.get("accessLevel") not in ("public", "open"):
                    continue
                kind = symbol["kind"]["identifier"].removeprefix("swift.")
                if kind == "extension":  # an extension block, not an API of its own
                    continue
                precise = symbol["identifier"]["precise"]
                if precise in seen:
                    continue
                seen.add(precise)
                kinds[kind] += 1
        modules[module_dir.name] = kinds
    return modules


def main() -> int:
    directory = Path(sys.argv[1] if len(sys.argv) > 1 else ".build-docs/work/symbols")
    if not directory.is_dir():
        print(f"count-public-symbols: no symbol graphs in {directory} (run make docs)", file=sys.stderr)
        return 2
    for module, kinds in count(directory).items():
        detail = ", ".join(f"{kind} {n}" for kind, n in sorted(kinds.items()))
        print(f"{module}: {sum(kinds.values())} public symbols ({detail})")
    return 0


if __name__ == "__main__":
    sys.exit(main())
