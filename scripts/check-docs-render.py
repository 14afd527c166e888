#!/usr/bin/env python3
"""Opens the built DocC site in headless Chromium and checks that the pages render.

Run by `make check-docs-render` (part of `make test`, after `make docs`). DocC's pages are an empty
shell (`<div id="app">`) that JavaScript fills from the page's JSON, so a page is only known to
work once a browser has run it: this serves the site over HTTP on the loopback address
(`python3 -m http.server`), asks Debian's Chromium for each page's DOM after rendering
(`--dump-dom`), and requires the text a reader would see: for each product's landing page its
name and a topic heading, for one symbol page per product its declaration. It also takes a
screenshot of each landing page into .build-docs/screenshots; `--update-images` copies them to
docs/images (the pictures the README and the lead look at). First it reads .spi.yml with PyYAML:
it must parse and name only products of Package.swift as documentation targets.
"""

from __future__ import annotations

import html
import re
import shutil
import socket
import subprocess
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
SITE = ROOT / ".build-docs" / "site"
SHOTS = ROOT / ".build-docs" / "screenshots"
IMAGES = ROOT / "docs" / "images"

# (path, words the rendered text must contain, screenshot name or None); a symbol page
# (a path below a module) must also show a declaration list
PAGES = [
    ("documentation/controlkit", ["ControlKit", "Topics", "StepperState", "The products"], "docs-controlkit"),
    ("documentation/controlkit/stepperstate", ["struct StepperState"], None),
    ("documentation/controlkituikit", ["ControlKitUIKit", "Topics", "StepperControl", "stub"], "docs-controlkituikit"),
    ("documentation/controlkituikit/steppercontrol", ["class StepperControl", "UIControl"], None),
    ("documentation/controlkitswiftui", ["ControlKitSwiftUI", "Topics", "StepperView", "stub"], "docs-controlkitswiftui"),
    ("documentation/controlkitswiftui/stepperview", ["struct StepperView", "View"], None),
    ("documentation/controlkitgtk", ["ControlKitGTK", "Topics", "GTKStepper"], "docs-controlkitgtk"),
    ("documentation/controlkitgtk/gtkstepper", ["class GTKStepper"], None),
    ("documentation/controlkittesting", ["ControlKitTesting", "Topics", "VirtualHost"], "docs-controlkittesting"),
    ("documentation/controlkittesting/virtualhost", ["class VirtualHost"], None),
]


def chromium() -> str:
    for name in ("chromium", "chromium-browser", "google-chrome"):
        if path := shutil.which(name):
            return path
    sys.exit("check-docs-render: no chromium (make check-docs-render installs Debian's)")


def free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


def browser(*args: str) -> subprocess.CompletedProcess[str]:
    command = [
        chromium(), "--headless", "--no-sandbox", "--disable-gpu", "--disable-dev-shm-usage",
        "--no-first-run", "--hide-scrollbars", "--virtual-time-budget=20000",
        f"--user-data-dir={ROOT / '.build-docs' / 'chromium-profile'}", *args,
    ]
    return subprocess.run(command, capture_output=True, text=True, timeout=120)


def visible_text(dom: str) -> str:
    body = re.sub(r"<(script|style|noscript)\b.*?</\1>", " ", dom, flags=re.S)
    body = re.sub(r"<wbr[^>]*>", "", body)  # DocC breaks long names with <wbr>: Virtual<wbr>Host
    return re.sub(r"\s+", " ", html.unescape(re.sub(r"<[^>]+>", " ", body)))


def check_spi_manifest() -> int:
    """.spi.yml parses, and every documentation target it names is a product of the package."""
    import yaml

    manifest = yaml.safe_load((ROOT / ".spi.yml").read_text(encoding="utf-8"))
    products = set(re.findall(r'\.library\(name: "(\w+)"', (ROOT / "Package.swift").read_text()))
    named = [
        target
        for config in manifest["builder"]["configs"]
        for target in config.get("documentation_targets", [])
    ]
    unknown = [target for target in named if target not in products]
    ok = manifest.get("version") == 1 and named and not unknown
    print(f"[{'ok' if ok else 'FAILED'}] .spi.yml: documentation targets {named}"
          + (f"; not products: {unknown}" if unknown else ""))
    return 0 if ok else 1


def main() -> int:
    update = "--update-images" in sys.argv[1:]
    if not (SITE / "index.html").exists():
        sys.exit(f"check-docs-render: no site at {SITE} (run make docs)")
    SHOTS.mkdir(parents=True, exist_ok=True)
    port = free_port()
    server = subprocess.Popen(
        [sys.executable, "-m", "http.server", str(port), "--bind", "127.0.0.1", "-d", str(SITE)],
        stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL,
    )
    failures = check_spi_manifest()
    shots_failed = 0
    try:
        for _ in range(50):
            try:
                socket.create_connection(("127.0.0.1", port), timeout=0.2).close()
                break
            except OSError:
                time.sleep(0.1)
        for path, words, shot in PAGES:
            url = f"http://127.0.0.1:{port}/{path}/"
            result = browser("--dump-dom", url)
            text = visible_text(result.stdout)
            app = re.search(r'\bid="app"[^>]*>(.*)', result.stdout, re.S)
            rendered = bool(app) and len(visible_text(app.group(1) if app else "")) > 200
            missing = [w for w in words if w not in text]
            # A symbol page shows its declaration in a rendered declaration list.
            if "/" in path.removeprefix("documentation/") and 'class="declaration-list"' not in result.stdout:
                missing.append("the declaration")
            ok = result.returncode == 0 and rendered and not missing
            print(f"[{'ok' if ok else 'FAILED'}] /{path}: {len(text)} characters of text"
                  + (f"; missing {missing}" if missing else "")
                  + ("" if rendered else "; the app element is empty (not rendered)"), flush=True)
            if not ok:
                failures += 1
                noise = re.compile(r"dbus|Fontconfig|sandbox|^\s*$")
                print("\n".join(l for l in result.stderr.splitlines() if not noise.search(l))[-2000:])
            if shot:
                target = SHOTS / f"{shot}.png"
                browser(f"--screenshot={target}", "--window-size=1200,900", url)
                if not target.exists() or target.stat().st_size < 10_000:
                    print(f"[FAILED] screenshot of /{path}")
                    shots_failed += 1
                elif update:
                    shutil.copyfile(target, IMAGES / target.name)
    finally:
        server.terminate()
        server.wait()
    print(f"docs render: {len(PAGES) + 1 - failures} passed, {failures} failed")
    if shots_failed:
        print(f"docs render: {shots_failed} screenshots failed")
    return 1 if failures or shots_failed else 0


if __name__ == "__main__":
    sys.exit(main())
