#!/usr/bin/env python3
"""Compiles every documented Swift example as an app would, in Swift 5 and Swift 6 language modes.

Run by `make check-doc-examples` (part of `make test`), after the UIKit and SwiftUI checks and the
main build have built the modules it compiles against.

Sources: the README, the pages of `docs/`, `Sources/ControlKitGTK/README.md` and every page of
every product's DocC catalog (`Sources/<Module>/<Module>.docc`), plus the hand-written consumers in
`Checks/DocExamples/Consumers` (an iOS developer's view controller and SwiftUI screen written from
the docs), plus the catalog app's screens (`Examples/iOSCatalog/Sources/UIKit` and `/SwiftUI`, each
folder one module, compiled as they are). Each fenced ```swift block is given to one platform:

- `uikit`: it names a ControlKitUIKit type (StepperControl, LoadingHUD...) or UIKit;
- `swiftui`: it names a ControlKitSwiftUI view or modifier, or SwiftUI's View;
- `gtk`: it names a ControlKitGTK type or a GTK function;
- `core`: the rest; a document with one front-end compiles its core blocks with that front-end's,
  so that they may use one another's names.

Package-manifest fragments (`// Package.swift`, `.package(`, `.product(`, `.testTarget(`) are
skipped: they are not Swift source an app compiles.

Blocks are compiled per document and platform, in order, as one module, next to that platform's
context file (`Checks/DocExamples/Context/<platform>.swift`), which declares the few names the
docs take for granted (`view`, `save()`, `model`...). A block whose top level declares types or
functions is compiled at file scope; any other block is a list of statements, put in the body of
a method (`DocScreen.example()` for UIKit, a `@ViewBuilder` view body for SwiftUI, an
`async throws` function elsewhere), after the blocks before it in the same document, so a later
block may use what an earlier one declared, as a reader would. Names a statement block binds at
its top level are used once at the end of the method, so a fragment that only shows a call is not
an "unused value" warning; everything else a compiler warns about fails.

Every module is compiled (`-c`, so SIL diagnostics such as region isolation run) with
`-warnings-as-errors` in `-swift-version 5` and `-swift-version 6`.
"""

from __future__ import annotations

import os
import re
import shutil
import subprocess
import sys
from dataclasses import dataclass, field
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
OUT = ROOT / ".build-doc-examples"
CONTEXT = ROOT / "Checks" / "DocExamples" / "Context"
CONSUMERS = ROOT / "Checks" / "DocExamples" / "Consumers"
CATALOG = ROOT / "Examples" / "iOSCatalog" / "Sources"

DOCUMENTS = (
    [ROOT / "README.md", ROOT / "Sources" / "ControlKitGTK" / "README.md"]
    + sorted((ROOT / "docs").glob("*.md"))
    + sorted((ROOT / "Sources").glob("*/*.docc/*.md"))
)

UIKIT_WORDS = re.compile(
    r"\b(StepperControl|ArcStepperControl|LoadingHUD\b|TouchAreaButton|TouchAreaView|"
    r"PassThroughView|UIKitHost|UI[A-Z]\w+|import UIKit|import ControlKitUIKit)"
)
SWIFTUI_WORDS = re.compile(
    r"(\bStepperView\b|\bArcStepperView\b|\.loadingHUD|\bloadingHUDContainer\b|"
    r"\bsome View\b|\bimport SwiftUI\b|\bimport ControlKitSwiftUI\b|\bImage\(|"
    r"\.enlargedTouchArea|\bCircleImageView\(\s*Image)"
)
GTK_WORDS = re.compile(r"\b(GTKStepper|GTKArcStepper|GTKHUD|GTKCircleImage|gtk_\w+|ck_\w+)\b")
MANIFEST = re.compile(r"^\s*(// Package\.swift|\.package\(|\.product\(|\.testTarget\()")
DECLARATION = re.compile(
    r"^(@main\b|@MainActor\b|@Suite\b|@Test\b|(@IBDesignable )?(public |private |fileprivate |final )*"
    r"(struct|class|enum|extension|protocol|actor|func)\b)"
)
TOP_BINDING = re.compile(r"^(?:let|var) ([A-Za-z_]\w*)\b")

IMPORTS = {
    "core": ["ControlKit", "ControlKitTesting", "Foundation"],
    "uikit": ["Combine", "ControlKit", "ControlKitTesting", "ControlKitUIKit", "Foundation", "UIKit"],
    "swiftui": ["Combine", "ControlKit", "ControlKitSwiftUI", "Foundation", "SwiftUI"],
    "gtk": ["CGtk", "ControlKit", "ControlKitGTK", "Foundation"],
}


@dataclass
class Block:
    source: Path
    line: int
    text: str


@dataclass
class Unit:
    """One module to compile: a document's blocks for one platform, or a consumer file."""

    name: str
    platform: str
    blocks: list[Block] = field(default_factory=list)
    # Source files compiled as they are, without a context file (the catalog app's screens).
    files: list[Path] = field(default_factory=list)


def platform_of(text: str) -> str:
    if GTK_WORDS.search(text):
        return "gtk"
    if SWIFTUI_WORDS.search(text):
        return "swiftui"
    if UIKIT_WORDS.search(text):
        return "uikit"
    return "core"


def blocks_of(document: Path) -> list[Block]:
    text = document.read_text(encoding="utf-8")
    blocks = []
    for match in re.finditer(r"^```swift\n(.*?)^```", text, re.S | re.M):
        body = match.group(1)
        if any(MANIFEST.match(line) for line in body.splitlines()[:2]):
            continue
        blocks.append(Block(document, text[: match.start()].count("\n") + 2, body))
    return blocks


def is_declarations(text: str) -> bool:
    """Whether every top-level line of the block is (part of) a declaration."""
    top = [
        line
        for line in text.splitlines()
        if line and not line[0].isspace() and not line.startswith(("//", "}", "import "))
    ]
    return bool(top) and all(DECLARATION.match(line) for line in top)


def indent(text: str, by: str) -> str:
    return "\n".join(by + line if line.strip() else "" for line in text.splitlines())


def source_of(unit: Unit) -> str:
    imports = set(IMPORTS[unit.platform])
    declarations: list[str] = []
    statements: list[str] = []
    bound: list[str] = []
    for block in unit.blocks:
        lines = []
        for line in block.text.splitlines():
            if line.startswith("import "):
                imports.add(line.split()[1])
            else:
                lines.append(line)
        body = "\n".join(lines)
        marker = f"// {block.source.relative_to(ROOT)}:{block.line}"
        if is_declarations(body):
            declarations.append(f"{marker}\n{body}")
        else:
            statements.append(f"{marker}\n{body}")
            bound += [m.group(1) for line in lines if (m := TOP_BINDING.match(line))]
    if "Testing" in imports:
        imports.add("Testing")
    out = [f"import {name}" for name in sorted(imports)] + [""] + declarations
    if statements:
        body = "\n\n".join(statements)
        if unit.platform != "swiftui":
            uses = "\n".join(f"_ = {name}" for name in dict.fromkeys(bound))
            body += "\n\n" + uses if uses else ""
        if unit.platform == "uikit":
            out.append(
                "extension DocScreen {\n  func example() async throws {\n"
                + indent(body, "    ")
                + "\n  }\n}"
            )
        elif unit.platform == "swiftui":
            # SwiftUI statement blocks are view expressions: the body of a view.
            out.append(
                "struct DocExampleView: View {\n  var body: some View {\n"
                + indent(body, "    ")
                + "\n  }\n}"
            )
        else:
            out.append(
                "@MainActor\nfunc docExample() async throws {\n" + indent(body, "  ") + "\n}"
            )
    return "\n".join(out) + "\n"


def module_flags(platform: str) -> list[str]:
    if platform in ("core", "uikit"):
        build = ROOT / "Checks" / "UIKitCheck" / ".build"
    elif platform == "swiftui":
        build = ROOT / "Checks" / "SwiftUICheck" / ".build"
    else:
        build = ROOT / ".build"
    flags = ["-I", str(build / "debug" / "Modules")]
    triple_dirs = [p for p in build.iterdir() if p.is_dir() and "-unknown-linux" in p.name]
    for triple in triple_dirs:
        for modulemap in sorted((triple / "debug").glob("*.build/module.modulemap")):
            flags += ["-Xcc", f"-fmodule-map-file={modulemap}"]
    if platform == "gtk":
        for system_library in ("CGtk", "CCairo"):
            modulemap = ROOT / "Sources" / system_library / "module.modulemap"
            flags += ["-Xcc", f"-fmodule-map-file={modulemap}"]
        cflags = subprocess.run(
            ["pkg-config", "--cflags", "gtk4", "pangocairo"],
            check=True,
            capture_output=True,
            text=True,
        ).stdout.split()
        for flag in cflags:
            flags += ["-Xcc", flag]
    return flags


def compile_unit(unit: Unit, files: list[Path], mode: str) -> tuple[bool, str]:
    work = OUT / f"{unit.name}-swift{mode}"
    work.mkdir(parents=True, exist_ok=True)
    command = (
        ["swiftc", "-c", "-parse-as-library", "-wmo", "-swift-version", mode, "-warnings-as-errors"]
        + ["-module-name", re.sub(r"\W", "_", unit.name), "-o", str(work / "out.o")]
        + ["-Xfrontend", "-disable-cross-import-overlays"]
        + module_flags(unit.platform)
        + [str(f) for f in files]
    )
    result = subprocess.run(command, capture_output=True, text=True)
    return result.returncode == 0, result.stdout + result.stderr


def collect_units() -> list[Unit]:
    """Every module to compile: each document's blocks per platform, the consumers, the catalog."""
    units: list[Unit] = []
    for document in DOCUMENTS:
        blocks = blocks_of(document)
        platforms = {platform_of(block.text) for block in blocks} - {"core"}
        by_platform: dict[str, Unit] = {}
        for block in blocks:
            platform = platform_of(block.text)
            # Core blocks share a unit with a document's only front-end, whose blocks may use
            # what they declared (the price configuration of the edit-bar article).
            if platform == "core" and len(platforms) == 1:
                platform = next(iter(platforms))
            # The GTK README is not the README: units are named after the document's folder too.
            label = document.stem
            if document.stem == "README" and document.parent != ROOT:
                label = f"{document.parent.name}-README"
            name = f"{label}-{platform}"
            by_platform.setdefault(platform, Unit(name, platform)).blocks.append(block)
        units += by_platform.values()
    for consumer in sorted(CONSUMERS.glob("*.swift")):
        platform = "swiftui" if "SwiftUI" in consumer.stem else "uikit"
        units.append(Unit(consumer.stem, platform))
    # Examples/iOSCatalog: the app's UIKit screen and its SwiftUI screen, one module per folder,
    # with no context file (the app declares what it uses). Sources/App joins the two frameworks
    # (the @main App, UIViewControllerRepresentable, the storyboard): no stub has both, so Xcode
    # (or `make check-apple-sdk`) alone compiles it.
    for folder, platform in (("UIKit", "uikit"), ("SwiftUI", "swiftui")):
        sources = sorted((CATALOG / folder).glob("*.swift"))
        if sources:
            units.append(Unit(f"iOSCatalog-{folder}", platform, files=sources))
    return units


def unit_sources(unit: Unit, out: Path = OUT) -> tuple[list[Path], str]:
    """The files that make `unit`'s module (writing its generated source under `out`), and where
    they come from."""
    files: list[Path] = [CONTEXT / f"{unit.platform}.swift"]
    if unit.files:
        return list(unit.files), str(CATALOG.relative_to(ROOT) / unit.name.split("-", 1)[1])
    if unit.blocks:
        generated = out / f"{unit.name}.swift"
        generated.write_text(source_of(unit), encoding="utf-8")
        files.append(generated)
        return files, ", ".join(sorted({f"{b.source.relative_to(ROOT)}:{b.line}" for b in unit.blocks}))
    files.append(CONSUMERS / f"{unit.name}.swift")
    return files, str(files[-1].relative_to(ROOT))


def main() -> int:
    only = set(sys.argv[1:])
    shutil.rmtree(OUT, ignore_errors=True)
    OUT.mkdir(parents=True)
    failures = 0
    checked = 0
    for unit in collect_units():
        if only and unit.platform not in only and unit.name not in only:
            continue
        files, origin = unit_sources(unit)
        for mode in ("5", "6"):
            ok, output = compile_unit(unit, files, mode)
            checked += 1
            status = "ok" if ok else "FAILED"
            print(f"[{status}] {unit.name} (Swift {mode}, {unit.platform}): {origin}", flush=True)
            if not ok:
                failures += 1
                print(output)
    print(f"doc examples: {checked - failures} passed, {failures} failed")
    return 1 if failures else 0


if __name__ == "__main__":
    sys.exit(main())
