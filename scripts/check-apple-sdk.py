#!/usr/bin/env python3
"""Type-checks ControlKit's Apple-platform code against a real iPhoneOS SDK (`make check-apple-sdk`).

`APPLE_SDK=path` names an iPhoneOS SDK folder (on a Mac: `xcrun --sdk iphoneos --show-sdk-path`;
on Linux any copy you have). Without it this prints that it skipped and exits 0, so CI without an
SDK stays green. Nothing of the SDK is read into the repository: modules and caches go to
`.build-apple-sdk/` (or `APPLE_SDK_MODULE_CACHE` for the module cache, which takes the first run
a long while: the SDK's Swift interfaces are rebuilt for this compiler once).

What it compiles, for `-target arm64-apple-ios16.0` (`APPLE_SDK_TARGET`, the package's minimum),
in Swift 5 and Swift 6 language modes, with the package's upcoming features:

- the modules `ControlKit`, `ControlKitTesting`, `ControlKitUIKit`, `ControlKitSwiftUI`
  (`Sources/`), each emitted for the next to import;
- every documented example and consumer that `make check-doc-examples` compiles against the stubs
  (README, DocC articles, `Checks/DocExamples/Consumers`), UIKit and SwiftUI ones;
- the catalog app (`Examples/iOSCatalog/Sources`, all of it, one module as in its Xcode target).

On Linux the toolchain's own resource directory holds Linux module maps (Glibc, Foundation's
CoreFoundation, Dispatch) that clash with the SDK's, so a resource directory with only the
toolchain's `clang` headers and Swift shims is made under `.build-apple-sdk/`.

An older SDK lacks what newer ones have: such diagnostics are listed, each with its reason, in
`Checks/AppleSDK/older-sdk-diagnostics.tsv` and set aside (printed, counted, not failing; a module
is still emitted past them). Every other error or warning in our files fails.
"""

from __future__ import annotations

import importlib.util
import os
import platform
import re
import shutil
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
OUT = ROOT / ".build-apple-sdk"
SET_ASIDE_FILE = ROOT / "Checks" / "AppleSDK" / "older-sdk-diagnostics.tsv"
UPCOMING = ["-enable-upcoming-feature", "ExistentialAny", "-enable-upcoming-feature",
            "InternalImportsByDefault"]
MODULES = [
    ("ControlKit", []),
    ("ControlKitTesting", ["ControlKit"]),
    ("ControlKitUIKit", ["ControlKit"]),
    ("ControlKitSwiftUI", ["ControlKit"]),
]
DIAGNOSTIC = re.compile(r"^(?P<file>[^\s:][^:]*):(?P<line>\d+):(?P<col>\d+): (?P<kind>error|warning): (?P<message>.*)$")


def load_doc_examples():
    spec = importlib.util.spec_from_file_location("doc_examples", ROOT / "scripts" / "check-doc-examples.py")
    module = importlib.util.module_from_spec(spec)
    assert spec.loader is not None
    sys.modules["doc_examples"] = module
    spec.loader.exec_module(module)
    return module


def set_aside_rules() -> list[tuple[re.Pattern[str], str]]:
    rules = []
    for line in SET_ASIDE_FILE.read_text(encoding="utf-8").splitlines():
        if not line.strip() or line.startswith("#"):
            continue
        pattern, reason = line.split("\t", 1)
        rules.append((re.compile(pattern), reason))
    return rules


def resource_dir() -> list[str]:
    if platform.system() == "Darwin":
        return []
    info = subprocess.run(["swiftc", "-print-target-info"], capture_output=True, text=True, check=True).stdout
    toolchain = Path(re.search(r'"runtimeResourcePath": "([^"]+)"', info).group(1))
    resources = OUT / "resource"
    resources.mkdir(parents=True, exist_ok=True)
    for name in ("clang", "shims"):
        link = resources / name
        if not link.exists():
            link.symlink_to(toolchain / name)
    return ["-resource-dir", str(resources)]


class Checker:
    def __init__(self, sdk: str, target: str, cache: Path):
        self.base = ["swiftc", "-target", target, "-sdk", sdk, "-module-cache-path", str(cache)] + resource_dir()
        self.rules = set_aside_rules()
        self.failures: list[str] = []
        self.set_aside: dict[str, int] = {}
        self.units = 0

    def run(self, label: str, arguments: list[str]) -> None:
        self.units += 1
        result = subprocess.run(self.base + arguments, capture_output=True, text=True, cwd=ROOT)
        output = result.stdout + result.stderr
        unexpected = []
        for line in output.splitlines():
            match = DIAGNOSTIC.match(line)
            if not match:
                continue
            location = f"{os.path.relpath(match['file'], ROOT)}:{match['line']}"
            if location.startswith("..") and "/.build-apple-sdk/" not in match["file"]:
                continue  # the SDK's own interfaces
            message = f"{match['kind']}: {match['message']}"
            reason = next((r for p, r in self.rules if p.search(message)), None)
            if reason:
                self.set_aside[reason] = self.set_aside.get(reason, 0) + 1
            else:
                unexpected.append(f"{location}: {message}")
        if result.returncode != 0 and not unexpected and not any(DIAGNOSTIC.match(l) for l in output.splitlines()):
            unexpected.append(output.strip() or f"swiftc exited {result.returncode}")
        status = "ok" if not unexpected else "FAILED"
        print(f"[{status}] {label}", flush=True)
        for line in unexpected:
            print(f"  {line}")
        self.failures += [f"{label}: {line}" for line in unexpected]


def main() -> int:
    sdk = os.environ.get("APPLE_SDK", "")
    if not sdk:
        print("check-apple-sdk: skipped: APPLE_SDK is not set (APPLE_SDK=$(xcrun --sdk iphoneos "
              "--show-sdk-path) make check-apple-sdk, or any iPhoneOS SDK folder)")
        return 0
    if not (Path(sdk) / "SDKSettings.json").exists() and not (Path(sdk) / "SDKSettings.plist").exists():
        print(f"check-apple-sdk: {sdk} is not an SDK folder (no SDKSettings)")
        return 1
    target = os.environ.get("APPLE_SDK_TARGET", "arm64-apple-ios16.0")
    cache = Path(os.environ.get("APPLE_SDK_MODULE_CACHE", OUT / "ModuleCache"))
    doc = load_doc_examples()
    checker = Checker(sdk, target, cache)
    print(f"check-apple-sdk: {sdk}, -target {target}")
    keep_going = ["-Xfrontend", "-experimental-allow-module-with-compiler-errors"]
    for mode in ("5", "6"):
        modules = OUT / f"swift{mode}" / "Modules"
        modules.mkdir(parents=True, exist_ok=True)
        common = ["-swift-version", mode, "-I", str(modules)]
        for name, _ in MODULES:
            sources = sorted(str(p) for p in (ROOT / "Sources" / name).rglob("*.swift"))
            checker.run(
                f"{name} (Swift {mode})",
                common + UPCOMING + keep_going + ["-parse-as-library", "-wmo", "-module-name", name,
                 "-emit-module", "-emit-module-path", str(modules / f"{name}.swiftmodule")] + sources)
        generated = OUT / f"swift{mode}" / "DocExamples"
        generated.mkdir(parents=True, exist_ok=True)
        for unit in doc.collect_units():
            if unit.platform not in ("uikit", "swiftui") or unit.name.startswith("iOSCatalog-"):
                continue
            files, origin = doc.unit_sources(unit, generated)
            checker.run(f"{unit.name} (Swift {mode}, {unit.platform}): {origin}",
                        common + ["-typecheck", "-parse-as-library", "-module-name",
                                  re.sub(r"\W", "_", unit.name)] + [str(f) for f in files])
        catalog = sorted(str(p) for p in (ROOT / "Examples" / "iOSCatalog" / "Sources").rglob("*.swift"))
        checker.run(f"iOSCatalog (Swift {mode}): Examples/iOSCatalog/Sources",
                    common + ["-typecheck", "-parse-as-library", "-module-name", "iOSCatalog"] + catalog)
    for reason, count in sorted(checker.set_aside.items()):
        print(f"set aside ({count}): {reason}")
    print(f"check-apple-sdk: {checker.units - len({f.split(': ')[0] for f in checker.failures})} of "
          f"{checker.units} compiled clean, {sum(checker.set_aside.values())} diagnostics set aside, "
          f"{len(checker.failures)} failing")
    return 1 if checker.failures else 0


if __name__ == "__main__":
    sys.exit(main())
