#!/usr/bin/env python3
"""Type-checks ControlKit's Apple-platform code against a real iPhoneOS SDK (`make check-apple-sdk`).

`APPLE_SDK=path` names an iPhoneOS SDK folder (on a Mac: `xcrun --sdk iphoneos --show-sdk-path`;
on Linux any copy you have). Without it this prints that it skipped and exits 0, so CI without an
SDK stays green. Nothing of the SDK is read into the repository: modules and caches go to
`.build-apple-sdk/` (or `APPLE_SDK_MODULE_CACHE` for the module cache, which takes the first run
a while: the SDK's Swift interfaces are rebuilt for this compiler once, about two minutes on two
shared cores; a run after that takes under a minute).

What it compiles, for `-target arm64-apple-ios16.0` (`APPLE_SDK_TARGET`, the package's minimum),
in Swift 5 and Swift 6 language modes, with the package's upcoming features:

- the modules `ControlKit`, `ControlKitTesting`, `ControlKitUIKit`, `ControlKitSwiftUI`
  (`Sources/`), each emitted for the next to import;
- every documented example and consumer that `make check-doc-examples` compiles against the stubs
  (README, DocC articles, `Checks/DocExamples/Consumers`), UIKit and SwiftUI ones;
- the catalog app (`Examples/iOSCatalog/Sources`, all of it, one module as in its Xcode target).

On Linux the toolchain's own resource directory holds Linux module maps (Glibc, Foundation's
CoreFoundation, Dispatch) that clash with the SDK's, so a resource directory with only the
toolchain's `clang` headers and Swift shims is made under `.build-apple-sdk/`. It also lacks the
API notes that Xcode's toolchain installs for the SDK's C modules (`Dispatch.apinotes`,
`os.apinotes`, from the Swift repository's `apinotes/` folder; without them `DispatchQueue` does
not exist and the SDK's Dispatch overlay fails): `APPLE_SDK_APINOTES=folder` links them in.

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
    ("ControlKitSwiftUI", ["ControlKit", "ControlKitUIKit"]),
]
DIAGNOSTIC = re.compile(r"^(?P<file>[^\s:][^:]*):(?P<line>\d+):(?P<col>\d+): (?P<kind>error|warning): (?P<message>.*)$")


def load_doc_examples():
    spec = importlib.util.spec_from_file_location("doc_examples", ROOT / "scripts" / "check-doc-examples.py")
    module = importlib.util.module_from_spec(spec)
    assert spec.loader is not None
    sys.modules["doc_examples"] = module
    spec.loader.exec_module(module)
    return module


def set_aside_rules() -> list[tuple[re.Pattern[str], re.Pattern[str], str]]:
    """(file pattern, message pattern, reason) for each line of the set-aside file."""
    rules = []
    for line in SET_ASIDE_FILE.read_text(encoding="utf-8").splitlines():
        if not line.strip() or line.startswith("#"):
            continue
        files, message, reason = line.split("\t", 2)
        rules.append((re.compile(files), re.compile(message), reason))
    return rules


def resource_dir() -> list[str]:
    """On Linux, a resource directory with the toolchain's clang headers and Swift shims and the
    API notes Xcode's toolchain carries for the SDK's C modules (Dispatch, os), without the Linux
    module maps; `APPLE_SDK_RESOURCE_DIR` names a ready one instead."""
    if platform.system() == "Darwin":
        return []
    if os.environ.get("APPLE_SDK_RESOURCE_DIR"):
        return ["-resource-dir", os.environ["APPLE_SDK_RESOURCE_DIR"]]
    info = subprocess.run(["swiftc", "-print-target-info"], capture_output=True, text=True, check=True).stdout
    toolchain = Path(re.search(r'"runtimeResourcePath": "([^"]+)"', info).group(1))
    resources = OUT / "resource"
    resources.mkdir(parents=True, exist_ok=True)
    links = {"clang": toolchain / "clang", "shims": toolchain / "shims"}
    apinotes = os.environ.get("APPLE_SDK_APINOTES")
    if apinotes:
        links["apinotes"] = Path(apinotes).resolve()
    elif not (toolchain / "apinotes" / "Dispatch.apinotes").exists():
        print("check-apple-sdk: note: this toolchain has no Dispatch.apinotes and os.apinotes (Xcode's "
              "has; on Linux take them from the Swift repository's apinotes/ folder and set "
              "APPLE_SDK_APINOTES=folder): without them the SDK's Dispatch overlay does not build")
    for name, target in links.items():
        link = resources / name
        if link.is_symlink() or link.exists():
            link.unlink()
        link.symlink_to(target)
    return ["-resource-dir", str(resources)]


# Where a newer compiler no longer builds an older SDK's own Swift interface, a copy of that
# interface is patched under .build-apple-sdk/interfaces and built into .build-apple-sdk/prebuilt,
# which is searched before the SDK (`-I`). Each fix names the interface, the text, what replaces
# it and why; nothing of ours is touched, and a fix that no longer matches is skipped.
INTERFACE_FIXES = [
    (
        "System/Library/Frameworks/SwiftUI.framework/Modules/SwiftUI.swiftmodule",
        "SwiftUI",
        re.compile(r"Accessing Environment<\\\(Value\.self\)>'s value"),
        "Accessing Environment value",
        "iOS 16 SwiftUI's inlinable Environment.wrappedValue interpolates a metatype into os_log; "
        "Swift 6.3 rejects it there ('string interpolation cannot be used in this context'), so "
        "SwiftUI does not build at all; the message text loses the type name, nothing else changes",
    ),
]


def prebuilt_modules(base: list[str], sdk: str, target: str) -> list[str]:
    arch = target.split("-", 1)[0]
    prebuilt = OUT / "prebuilt"
    interfaces = OUT / "interfaces"
    prebuilt.mkdir(parents=True, exist_ok=True)
    interfaces.mkdir(parents=True, exist_ok=True)
    for folder, module, pattern, replacement, reason in INTERFACE_FIXES:
        source = Path(sdk) / folder / f"{arch}-apple-ios.swiftinterface"
        if not source.exists():
            continue
        text = source.read_text(encoding="utf-8")
        patched, count = pattern.subn(replacement, text)
        if not count:
            continue
        copy = interfaces / f"{module}.swiftinterface"
        output = prebuilt / f"{module}.swiftmodule"
        if not output.exists() or not copy.exists() or copy.read_text(encoding="utf-8") != patched:
            copy.write_text(patched, encoding="utf-8")
            print(f"check-apple-sdk: building {module} from its interface with {count} fix(es): {reason}",
                  flush=True)
            frontend = ["swift-frontend", "-compile-module-from-interface", "-module-name", module,
                        str(copy), "-o", str(output)] + base[1:]
            result = subprocess.run(frontend, capture_output=True, text=True)
            if result.returncode != 0:
                print(result.stdout + result.stderr)
                raise SystemExit(f"check-apple-sdk: {module} does not build from its interface")
    return ["-I", str(prebuilt)]


class Checker:
    def __init__(self, sdk: str, target: str, cache: Path):
        self.base = ["swiftc", "-target", target, "-sdk", sdk, "-module-cache-path", str(cache)] + resource_dir()
        if platform.system() != "Darwin":
            self.base += prebuilt_modules(self.base, sdk, target)
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
            reason = next(
                (r for f, p, r in self.rules if f.search(location) and p.search(message)), None)
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
                common + UPCOMING + keep_going + ["-parse-as-library", "-wmo", "-module-name", name, "-package-name", "ControlKit",
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
    print(f"check-apple-sdk: {checker.units} units type-checked, "
          f"{sum(checker.set_aside.values())} diagnostics set aside (older SDK), "
          f"{len(checker.failures)} failing")
    return 1 if checker.failures else 0


if __name__ == "__main__":
    sys.exit(main())
