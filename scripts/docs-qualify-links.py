#!/usr/bin/env python3
"""Makes a front-end's symbol links to the core resolvable in the combined DocC site.

Usage: docs-qualify-links.py CORE_SYMBOLS_DIR MODULE_SYMBOLS_DIR

A front-end's doc comments link core symbols as Xcode's Quick Help reads them, ``StepperState``
or ``ControlKit/StepperState``. `docc convert` resolves a link into another archive (the core's,
passed with `--dependency`) only when it is absolute, ``/ControlKit/StepperState``, so
`scripts/build-docs.sh` runs this on the extracted symbol graphs (never on the sources): a link
whose first component is not a symbol of the module itself but is a top-level symbol of the core
becomes absolute. Anything else is left alone, so a broken link still fails the build.
"""

import json
import re
import sys
from pathlib import Path

LINK = re.compile(r"``(?!/)([A-Za-z_][A-Za-z0-9_]*)([^`]*)``")


def top_level_names(graph: dict) -> set[str]:
    return {
        s["pathComponents"][0]
        for s in graph.get("symbols", [])
        if len(s.get("pathComponents", [])) == 1
    }


def main() -> int:
    core_dir, module_dir = Path(sys.argv[1]), Path(sys.argv[2])
    core = set()
    for path in core_dir.glob("ControlKit.symbols.json"):
        core |= top_level_names(json.loads(path.read_text()))
    graphs = {path: json.loads(path.read_text()) for path in module_dir.glob("*.symbols.json")}
    local = set()
    # Members the module adds to core types (`ControlKitGTK@ControlKit.symbols.json`): a link to
    # one stays relative, ``ControlKit/ControlLanguage/localeEnvironment()``, found in the module.
    extended = set()
    for path, graph in graphs.items():
        if "@" not in path.name:
            local |= top_level_names(graph)
        else:
            extended |= {
                "/".join(s["pathComponents"][:2])
                for s in graph.get("symbols", [])
                if len(s.get("pathComponents", [])) >= 2
            }

    def qualify(match: re.Match) -> str:
        first, rest = match.group(1), match.group(2)
        if first == "ControlKit" and rest.startswith("/"):
            if "/".join(rest.split("/")[1:3]) in extended:
                return match.group(0)
            return f"``/ControlKit{rest}``"
        if "/".join(f"{first}{rest}".split("/")[:2]) in extended:
            return f"``ControlKit/{first}{rest}``"
        if first in core and first not in local:
            return f"``/ControlKit/{first}{rest}``"
        return match.group(0)

    changed = 0
    for path, graph in graphs.items():
        for symbol in graph.get("symbols", []):
            for line in (symbol.get("docComment") or {}).get("lines", []):
                text = LINK.sub(qualify, line["text"])
                if text != line["text"]:
                    line["text"] = text
                    changed += 1
        path.write_text(json.dumps(graph))
    print(f"{module_dir.name}: {changed} doc-comment lines link the core")
    return 0


if __name__ == "__main__":
    sys.exit(main())
