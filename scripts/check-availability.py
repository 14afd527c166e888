#!/usr/bin/env python3
"""Fails when Apple-platform code uses an API newer than the package's minimum deployment target
outside `if #available` / `guard #available` / `@available` (`make check-availability`, part of
`make test`).

The stubs that stand in for Apple's frameworks on Linux (`Checks/SwiftUICheck/Sources/*`,
`Checks/UIKitCheck/Sources/*`) record the availability Apple's page gives each declaration that is
newer than the oldest SDK we support, as the SDK does: `@available(iOS 17.0, macOS 14.0, ...)`
before it. A declaration without one is available since before `Package.swift`'s minimum (the
real-SDK check, `make check-apple-sdk`, confirms it against an iOS 16 SDK). On Linux the compiler
ignores Apple platforms' availability, so this script checks instead: for every such declaration,
each use of its name in the front-ends (`Sources/ControlKitSwiftUI`, `Sources/ControlKitUIKit`),
the catalog (`Examples/iOSCatalog/Sources`), the consumers (`Checks/DocExamples/Consumers`) and the
documented examples (```swift blocks of the README, `docs/` and the DocC catalogs) must sit inside a
`{ }` opened by `if #available(...)`/`@available(...)`, or after a `guard #available(...)` in its
scope, naming every platform whose version is above the minimum with at least that version.

It matches names, not resolved symbols: a name declared by a newer stub is taken to mean it (our
own code does not reuse them). `--self-test` runs it on a made-up file with one unguarded and
three guarded uses first and fails unless exactly the unguarded one is reported.
"""

from __future__ import annotations

import re
import sys
import tempfile
from dataclasses import dataclass
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
STUBS = [p for check in ("SwiftUICheck", "UIKitCheck") for p in (ROOT / "Checks" / check / "Sources").iterdir()
         if p.is_dir() and not p.is_symlink() and not p.name.startswith("ControlKit")]
USES = [ROOT / "Sources" / "ControlKitSwiftUI", ROOT / "Sources" / "ControlKitUIKit",
        ROOT / "Examples" / "iOSCatalog" / "Sources", ROOT / "Checks" / "DocExamples" / "Consumers"]
DOCUMENTS = (
    [ROOT / "README.md"]
    + sorted((ROOT / "docs").glob("*.md"))
    + sorted((ROOT / "Sources").glob("*/*.docc/*.md"))
)
PLATFORM_NAMES = {"iOS": "iOS", "macOS": "macOS", "tvOS": "tvOS", "visionOS": "visionOS", "watchOS": "watchOS"}
DECLARATION = re.compile(r"\b(?:func|struct|class|enum|protocol|typealias|actor|var|let|case)\s+([A-Za-z_]\w*)")
VERSION = re.compile(r"\b(iOS|macOS|tvOS|visionOS|watchOS)\s+(\d+(?:\.\d+)*)")


def version(text: str) -> tuple[int, ...]:
    """`17` and `17.0` alike: (17, 0, 0)."""
    parts = [int(part) for part in text.split(".")]
    return tuple((parts + [0, 0, 0])[:3])


def minimum() -> dict[str, tuple[int, ...]]:
    manifest = (ROOT / "Package.swift").read_text(encoding="utf-8")
    found = {}
    for platform, major in re.findall(r"\.(iOS|macOS|tvOS|visionOS|watchOS)\(\.v(\d+(?:_\d+)*)\)", manifest):
        found[platform] = version(major.replace("_", "."))
    return found


@dataclass
class Newer:
    name: str
    introduced: dict[str, tuple[int, ...]]  # only the platforms above the minimum
    where: str


def newer_declarations(floor: dict[str, tuple[int, ...]], roots: list[Path]) -> dict[str, Newer]:
    found: dict[str, Newer] = {}
    for root in roots:
        for path in sorted(root.rglob("*.swift")):
            lines = path.read_text(encoding="utf-8").splitlines()
            for index, line in enumerate(lines):
                attribute = re.search(r"@available\(([^)]*)\)", line)
                if not attribute or "unavailable" in attribute.group(1):
                    continue
                introduced = {p: version(v) for p, v in VERSION.findall(attribute.group(1))}
                above = {p: v for p, v in introduced.items() if p in floor and v > floor[p]}
                if not above:
                    continue
                # The declaration follows the attribute (on its line or the next ones).
                rest = " ".join([line[attribute.end():]] + lines[index + 1:index + 4])
                declared = DECLARATION.search(rest)
                if declared:
                    name = declared.group(1)
                    found[name] = Newer(name, above, f"{path.relative_to(ROOT)}:{index + 1}")
    return found


def blank_comments_and_strings(text: str) -> str:
    """The source with comments and string literals blanked (newlines kept, so offsets hold)."""
    out = []
    i = 0
    while i < len(text):
        if text.startswith("//", i):
            end = text.find("\n", i)
            end = len(text) if end < 0 else end
            out.append(" " * (end - i))
            i = end
        elif text.startswith("/*", i):
            end = text.find("*/", i + 2)
            end = len(text) if end < 0 else end + 2
            out.append(re.sub(r"[^\n]", " ", text[i:end]))
            i = end
        elif text.startswith('"""', i):
            end = text.find('"""', i + 3)
            end = len(text) if end < 0 else end + 3
            out.append(re.sub(r"[^\n]", " ", text[i:end]))
            i = end
        elif text[i] == '"':
            j = i + 1
            while j < len(text) and text[j] not in '"\n':
                j += 2 if text[j] == "\\" else 1
            out.append(" " * (min(j + 1, len(text)) - i))
            i = j + 1
        else:
            out.append(text[i])
            i += 1
    return "".join(out)


def covers(header: str, needed: dict[str, tuple[int, ...]], guard: str) -> bool:
    for attribute in re.finditer(guard + r"\(([^)]*)\)", header):
        given = {p: version(v) for p, v in VERSION.findall(attribute.group(1))}
        if all(p in given and given[p] >= v for p, v in needed.items()):
            return True
    return False


def unguarded_uses(text: str, newer: dict[str, Newer]) -> list[tuple[int, Newer]]:
    code = blank_comments_and_strings(text)
    if not newer:
        return []
    pattern = re.compile(r"(?<![\w#@])(" + "|".join(map(re.escape, newer)) + r")\b")
    found = []
    for match in pattern.finditer(code):
        item = newer[match.group(1)]
        # Skip a declaration of the same name (`func sensoryFeedback`), which is no use.
        if re.search(r"\b(func|struct|class|enum|var|let|case)\s+$", code[:match.start()]):
            continue
        stack: list[int] = []
        for position, character in enumerate(code[:match.start()]):
            if character == "{":
                stack.append(position)
            elif character == "}" and stack:
                stack.pop()
        guarded = False
        for depth, brace in enumerate(stack):
            start = max(code.rfind(c, 0, brace) for c in "{};")
            header = code[start + 1:brace]
            if covers(header, item.introduced, r"#available") or covers(header, item.introduced, r"@available"):
                guarded = True
                break
            # A `guard #available(...) else { ... }` earlier in this scope covers the rest of it.
            inner_end = stack[depth + 1] if depth + 1 < len(stack) else match.start()
            if covers(code[brace:inner_end], item.introduced, r"guard\s+#available"):
                guarded = True
                break
        if not guarded:
            found.append((code.count("\n", 0, match.start()) + 1, item))
    return found


def sources() -> list[tuple[str, int, str]]:
    """(path, first line, text) of every Swift source and documented Swift block to check."""
    found = []
    for root in USES:
        for path in sorted(root.rglob("*.swift")):
            found.append((str(path.relative_to(ROOT)), 1, path.read_text(encoding="utf-8")))
    for document in DOCUMENTS:
        lines = document.read_text(encoding="utf-8").splitlines()
        index = 0
        while index < len(lines):
            if lines[index].strip() == "```swift":
                end = index + 1
                while end < len(lines) and lines[end].strip() != "```":
                    end += 1
                found.append((str(document.relative_to(ROOT)), index + 2, "\n".join(lines[index + 1:end])))
                index = end
            index += 1
    return found


# What the front-ends must not use at all, whatever the guard: visionOS has no `UIScreen.main` and
# no `keyWindow` (a window comes from the view's own scene), and the front-ends build for visionOS.
FORBIDDEN = {
    "UIScreen": "visionOS has no UIScreen; take sizes and scale from the view, its window or trait collection",
    "keyWindow": "visionOS has no key window; use the view's own window (view.window)",
}
FRONT_ENDS = ("Sources/ControlKitUIKit/", "Sources/ControlKitSwiftUI/")


def forbidden_uses(path: str, text: str) -> list[str]:
    if not path.startswith(FRONT_ENDS):
        return []
    code = blank_comments_and_strings(text)
    errors = []
    for name, reason in FORBIDDEN.items():
        for match in re.finditer(r"\b" + name + r"\b", code):
            errors.append(f"{path}:{code.count(chr(10), 0, match.start()) + 1}: error: '{name}': {reason}")
    return errors


def report(floor, newer, files) -> list[str]:
    errors = []
    for path, _, text in files:
        errors += forbidden_uses(path, text)
    for path, first, text in files:
        for line, item in unguarded_uses(text, newer):
            needed = ", ".join(f"{p} {v[0]}.{v[1]}" for p, v in sorted(item.introduced.items()))
            least = ", ".join(f"{p} {floor[p][0]}.{floor[p][1]}" for p in sorted(item.introduced))
            errors.append(
                f"{path}:{first + line - 1}: error: '{item.name}' needs {needed} ({item.where}), newer than "
                f"Package.swift's {least}: use it inside `if #available({needed}, *)` or a declaration "
                f"marked `@available({needed}, *)`")
    return errors


def self_test(floor, newer) -> bool:
    sample = '''
struct Sample: View {
  var body: some View {
    Text("a").sensoryFeedback(.impact(), trigger: 1)
  }
  func guarded(_ view: some View) -> some View {
    if #available(iOS 17, macOS 14, tvOS 17, watchOS 10, visionOS 26, *) {
      return AnyView(view.sensoryFeedback(.impact(), trigger: 1))
    }
    return AnyView(view)
  }
  @available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, visionOS 26.0, *)
  func marked(_ view: some View) -> some View { view.sensoryFeedback(.impact(), trigger: 1) }
  func early(_ view: some View) -> some View {
    guard #available(iOS 17, macOS 14, tvOS 17, watchOS 10, visionOS 26, *) else { return AnyView(view) }
    return AnyView(view.sensoryFeedback(.impact(), trigger: 1))
  }
}
'''
    with tempfile.TemporaryDirectory() as folder:
        errors = report(floor, newer, [(f"{folder}/Sample.swift", 1, sample)])
    expected = ["Sample.swift:4: error: 'sensoryFeedback' needs"]
    ok = len(errors) == 1 and expected[0] in errors[0]
    print(f"check-availability self-test: {'ok' if ok else 'FAILED'} ({len(errors)} reported)")
    for error in errors:
        print("  " + error)
    return ok


def main() -> int:
    floor = minimum()
    newer = newer_declarations(floor, STUBS)
    if "--self-test" in sys.argv and not self_test(floor, newer):
        return 1
    errors = report(floor, newer, sources())
    for error in errors:
        print(error)
    names = ", ".join(sorted(newer))
    print(f"check-availability: {len(newer)} stub declarations newer than the minimum ({names}); "
          f"{len(errors)} unguarded uses")
    return 1 if errors else 0


if __name__ == "__main__":
    sys.exit(main())
