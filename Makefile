# ControlKit's commands. `make test` and `make gallery` are the README's
# contract: each installs what it needs on a fresh Debian machine, then runs.
SHELL := /bin/bash
SWIFT ?= swift
# The package traits our own builds enable (GTK enables Cairo): every front-end and test.
TRAITS ?= --traits GTK
SUDO := $(shell [ "$$(id -u)" = 0 ] || echo sudo)


.PHONY: all build test gallery demo deps-demo lint format fuzz bench bench-gtk deps-test deps-gallery check-warnings check-uikit check-swiftui check-conformance check-doc-examples check-availability check-apple-sdk example-gtk test-debian13 check-core-only docs check-docs-render docs-screenshots clean

all: build

build:
	$(SWIFT) build $(TRAITS) 2>&1 | tee .build-log.txt; test $${PIPESTATUS[0]} = 0
	@$(MAKE) --no-print-directory check-warnings

# Zero warnings in our own code: any compiler warning pointing into Sources/ or Tests/ fails.
check-warnings:
	@if grep -E '/(Sources|Tests|Benchmarks|Fuzz)/.*warning:' .build-log.txt; then \
	  echo "error: the build has warnings (see above)"; exit 1; fi

deps-test:
	@./scripts/install-deps.sh test

# cairo, Pango and CJK fonts for rendering the gallery (`make gallery` depends on this).
deps-gallery:
	@./scripts/install-deps.sh gallery

test: deps-test
	$(SWIFT) build --build-tests $(TRAITS) 2>&1 | tee .build-log.txt; test $${PIPESTATUS[0]} = 0
	@$(MAKE) --no-print-directory check-warnings
	# GTK tests: no DISPLAY, so they start their own Xvfb; REQUIRE makes a missing display a failure;
	# every GLib critical is fatal (the X tests' children get G_DEBUG=fatal-criticals too).
	env -u DISPLAY CONTROLKIT_REQUIRE_GTK_TESTS=1 G_DEBUG=fatal-criticals $(SWIFT) test --skip-build --parallel $(TRAITS) 2>&1 \
	  | tee .test-log.txt; test $${PIPESTATUS[0]} = 0
	@$(MAKE) --no-print-directory check-uikit
	@$(MAKE) --no-print-directory check-swiftui
	@$(MAKE) --no-print-directory check-conformance
	@$(MAKE) --no-print-directory docs
	@$(MAKE) --no-print-directory check-docs-render
	@$(MAKE) --no-print-directory check-availability
	@$(MAKE) --no-print-directory check-doc-examples
	@$(MAKE) --no-print-directory check-apple-sdk
	@$(MAKE) --no-print-directory example-gtk
	@$(MAKE) --no-print-directory check-core-only
	@$(MAKE) --no-print-directory test-debian13

# One DocC site for every product (ControlKit, ControlKitUIKit, ControlKitSwiftUI, ControlKitGTK,
# ControlKitTesting), built offline with the toolchain's docc into $(DOCS_OUT), a static site: each
# module's symbol graph comes from a build that already compiled it (the UIKit and SwiftUI
# front-ends' from Checks/UIKitCheck and Checks/SwiftUICheck, which compile the real sources against
# stubs), each catalog is converted with warnings as errors (a broken ``Symbol`` link, an
# undocumented parameter, a missing image), and `docc merge` joins them (scripts/build-docs.sh).
# Serve it with `python3 -m http.server -d $(DOCS_OUT)` and open /documentation/.
DOCS_OUT ?= .build-docs/site
docs:
	DOCS_OUT="$(DOCS_OUT)" SWIFT="$(SWIFT)" ./scripts/build-docs.sh

# The built site opened in Debian's Chromium (headless, over a loopback HTTP server): each product's
# landing page and one symbol page must render real content, not DocC's empty JavaScript shell
# (scripts/check-docs-render.py). `make docs-screenshots` also refreshes docs/images/docs-*.png.
check-docs-render:
	@./scripts/install-deps.sh docs
	python3 scripts/check-docs-render.py

docs-screenshots: docs
	@./scripts/install-deps.sh docs
	python3 scripts/check-docs-render.py --update-images

# The second GTK lane (issue 38): the GTK front-end built with warnings as errors and its X,
# AT-SPI and Orca tests run on Debian 13 (GTK 4.18, at-spi2-core 2.56, Orca 48) in a debootstrap
# root cached under .build-debian13 (scripts/debian13-lane.sh). It needs root or password-less
# sudo and, the first time, the Debian mirror the host's apt sources name (DEBIAN13_MIRROR
# overrides it); without them it prints "skipped: why" and how to run it, and succeeds, unless
# CONTROLKIT_REQUIRE_DEBIAN13=1 (set by .ci/run) makes the skip a failure. `make test` runs it
# after the host's lane (GTK 4.8), after the script's self-test of how it reads apt sources.
test-debian13:
	./scripts/debian13-lane.sh self-test
	./scripts/debian13-lane.sh test

# Examples/GTKCounter: an outside package that depends on the ControlKitGTK product, built with
# zero warnings, then its window opened under Xvfb with every GLib critical fatal (it prints each
# widget's size once the window is shown, and quits).
example-gtk:
	@mkdir -p .build-example-link && ln -sfn "$(CURDIR)" .build-example-link/ControlKit
	cd Examples/GTKCounter && $(SWIFT) build 2>&1 | tee ../../.build-example-log.txt; \
	  test $${PIPESTATUS[0]} = 0
	@if grep -E '/(Sources|Examples)/.*warning:' .build-example-log.txt; then \
	  echo "error: the GTK example has warnings (see above)"; exit 1; fi
	cd Examples/GTKCounter && env -u DISPLAY G_DEBUG=fatal-criticals GDK_BACKEND=x11 \
	  GSK_RENDERER=cairo GTK_A11Y=none xvfb-run -a "$$($(SWIFT) build --show-bin-path)/GTKCounter" \
	  --smoke 2>&1 | tee ../../.example-log.txt; test $${PIPESTATUS[0]} = 0
	@grep -qx ready .example-log.txt || { echo "error: the GTK example did not show its window"; exit 1; }

# Every Swift example of the README, the GTK README and the DocC articles, and the consumers in
# Checks/DocExamples/Consumers (an iOS developer's view controller and SwiftUI screen), compiled as
# an app's code in Swift 5 and in Swift 6 language mode with warnings as errors: UIKit and SwiftUI
# against the stubs of check-uikit and check-swiftui, GTK against this package's build, the core's
# against both (see scripts/check-doc-examples.py). Run after those builds.
check-doc-examples:
	python3 scripts/check-doc-examples.py

# Apple-platform code may use an API newer than Package.swift's minimum (iOS 16, macOS 13, ...)
# only inside `if #available`/`guard #available`/`@available`: the stubs record each newer
# declaration's availability from its page (`@available(iOS 17.0, ...)`), and this fails on any
# unguarded use in the front-ends, the catalog, the consumers and the documented examples
# (scripts/check-availability.py; it first checks itself on a made-up unguarded call).
check-availability:
	python3 scripts/check-availability.py --self-test

# ControlKit, ControlKitTesting, ControlKitUIKit, ControlKitSwiftUI, the documented examples and
# the catalog type-checked against a real iPhoneOS SDK folder, `APPLE_SDK=path` (a Mac:
# `APPLE_SDK=$$(xcrun --sdk iphoneos --show-sdk-path)`; Linux: any copy), for -target
# arm64-apple-ios16.0 in Swift 5 and 6 modes. What an older SDK lacks is set aside by
# Checks/AppleSDK/older-sdk-diagnostics.tsv (with the reason for each); anything else fails.
# Without APPLE_SDK it says it skipped and succeeds. The first run rebuilds the SDK's Swift
# interfaces into .build-apple-sdk/ModuleCache (APPLE_SDK_MODULE_CACHE), about two minutes. On
# Linux, APPLE_SDK_APINOTES names a folder with the Dispatch and os API notes (README).
check-apple-sdk:
	python3 scripts/check-apple-sdk.py

# An app that depends only on ControlKit and ControlKitTesting (Checks/CoreOnly) resolves no other
# package and runs no pkg-config: resolved afresh, it must fetch nothing, and its build must print
# no pkg-config warning; then it steps the price bar 98 times and must read 9.9.
check-core-only:
	@mkdir -p .build-example-link && ln -sfn "$(CURDIR)" .build-example-link/ControlKit
	cd Checks/CoreOnly && rm -rf Package.resolved .build/checkouts .build/repositories \
	  .build/workspace-state.json && \
	  $(SWIFT) package resolve && $(SWIFT) build 2>&1 | tee ../../.build-core-only-log.txt; \
	  test $${PIPESTATUS[0]} = 0
	@if [ -n "$$(ls -A Checks/CoreOnly/.build/checkouts 2>/dev/null)" ]; then \
	  echo "error: an app using only ControlKit resolved: $$(ls Checks/CoreOnly/.build/checkouts)"; exit 1; fi
	@if grep -E 'prohibited flag|pkg-config|warning:' .build-core-only-log.txt; then \
	  echo "error: an app using only ControlKit got the warnings above"; exit 1; fi
	cd Checks/CoreOnly && test "$$("$$($(SWIFT) build --show-bin-path)/CoreOnly")" = "price 9.9"

# The UIKit front-end on Linux: its real sources (symlinked) built against stub UIKit, QuartzCore,
# CoreGraphics and CoreText modules transcribed from Apple's documentation, with zero warnings in our code,
# then its glue tests and the stub-drift test (Checks/UIKitCheck, a separate package).
check-uikit:
	cd Checks/UIKitCheck && $(SWIFT) build --build-tests 2>&1 | tee ../../.build-uikit-log.txt; \
	  test $${PIPESTATUS[0]} = 0
	@if grep -E '/(Sources|Tests)/.*warning:' .build-uikit-log.txt; then \
	  echo "error: the UIKit check has warnings (see above)"; exit 1; fi
	cd Checks/UIKitCheck && $(SWIFT) test --skip-build 2>&1 | tee ../../.test-uikit-log.txt; \
	  test $${PIPESTATUS[0]} = 0
	# Older SDKs import accessibilityIncrement()/accessibilityDecrement() nonisolated, current ones
	# @MainActor (the stub's default): the front-end must build without a warning under both.
	cd Checks/UIKitCheck && $(SWIFT) build --target ControlKitUIKit --scratch-path .build-nonisolated \
	  -Xswiftc -DUIKIT_STUB_NONISOLATED_ACCESSIBILITY 2>&1 | tee ../../.build-uikit-nonisolated-log.txt; \
	  test $${PIPESTATUS[0]} = 0
	@if grep -E '/(Sources|Tests)/.*warning:' .build-uikit-nonisolated-log.txt; then \
	  echo "error: the UIKit front-end warns with nonisolated accessibility methods"; exit 1; fi
	# The glue tests again in Swift 5 language mode, as an app written in Swift 5 calls the front-end.
	cd Checks/UIKitCheck && CHECK_TESTS_SWIFT5=1 $(SWIFT) build --build-tests \
	  --scratch-path .build-swift5 --manifest-cache none 2>&1 | tee ../../.build-uikit-swift5-log.txt; \
	  test $${PIPESTATUS[0]} = 0
	@if grep -E '/(Sources|Tests)/.*warning:' .build-uikit-swift5-log.txt; then \
	  echo "error: the UIKit glue tests warn in Swift 5 mode (see above)"; exit 1; fi
	cd Checks/UIKitCheck && CHECK_TESTS_SWIFT5=1 $(SWIFT) test --skip-build \
	  --scratch-path .build-swift5 --manifest-cache none

# The SwiftUI front-end on Linux: its real sources (symlinked) built against a stub SwiftUI module
# (with Accessibility and CoreGraphics stubs) transcribed from Apple's documentation, with zero
# warnings in our code, then its glue tests (drivers on a virtual clock) and the stub-drift test
# (Checks/SwiftUICheck, a separate package).
check-swiftui:
	cd Checks/SwiftUICheck && $(SWIFT) build --build-tests 2>&1 | tee ../../.build-swiftui-log.txt; \
	  test $${PIPESTATUS[0]} = 0
	@if grep -E '/(Sources|Tests)/.*warning:' .build-swiftui-log.txt; then \
	  echo "error: the SwiftUI check has warnings (see above)"; exit 1; fi
	cd Checks/SwiftUICheck && $(SWIFT) test --skip-build 2>&1 | tee ../../.test-swiftui-log.txt; \
	  test $${PIPESTATUS[0]} = 0
	# The glue tests again in Swift 5 language mode, as an app written in Swift 5 calls the front-end.
	cd Checks/SwiftUICheck && CHECK_TESTS_SWIFT5=1 $(SWIFT) build --build-tests \
	  --scratch-path .build-swift5 --manifest-cache none 2>&1 | tee ../../.build-swiftui-swift5-log.txt; \
	  test $${PIPESTATUS[0]} = 0
	@if grep -E '/(Sources|Tests)/.*warning:' .build-swiftui-swift5-log.txt; then \
	  echo "error: the SwiftUI glue tests warn in Swift 5 mode (see above)"; exit 1; fi
	cd Checks/SwiftUICheck && CHECK_TESTS_SWIFT5=1 $(SWIFT) test --skip-build \
	  --scratch-path .build-swift5 --manifest-cache none

# The conformance matrix (issue 44; docs/gallery-and-look.md): scenario × GTK/UIKit/SwiftUI,
# "same" or the first difference from the core. It runs only the suites that write the matrix's
# rows (filters, on the builds `make test`, check-uikit and check-swiftui already made: seconds,
# not a second full run), each appending to $(CONFORMANCE_DIR)/<front-end>.tsv, then
# scripts/conformance-matrix.py prints the table and fails on a difference or missing cell not
# listed in Checks/conformance-exceptions.tsv. The script checks itself first.
CONFORMANCE_DIR ?= .build-conformance
CONFORMANCE_GTK := StepperLayoutXTests|OnePresentationXTests/theHUDShows|ArcConformanceXTests
CONFORMANCE_CHECKS := StepperLayoutFixtureTests|StepperDrawingConformanceTests|ArcConformanceTests|theSubviewsSitAtTheCoresLayout|theOverlaysFramesAreTheCoreLayouts
check-conformance:
	python3 scripts/conformance-matrix.py --self-test
	rm -rf "$(CONFORMANCE_DIR)" && mkdir -p "$(CONFORMANCE_DIR)"
	env -u DISPLAY CONTROLKIT_REQUIRE_GTK_TESTS=1 G_DEBUG=fatal-criticals \
	  CONTROLKIT_CONFORMANCE_DIR="$(CURDIR)/$(CONFORMANCE_DIR)" \
	  $(SWIFT) test --skip-build $(TRAITS) --filter '$(CONFORMANCE_GTK)' 2>&1 \
	  | tee "$(CONFORMANCE_DIR)/gtk-log.txt"; test $${PIPESTATUS[0]} = 0
	cd Checks/UIKitCheck && CONTROLKIT_CONFORMANCE_DIR="$(CURDIR)/$(CONFORMANCE_DIR)" \
	  $(SWIFT) test --skip-build --filter '$(CONFORMANCE_CHECKS)' 2>&1 \
	  | tee "$(CURDIR)/$(CONFORMANCE_DIR)/uikit-log.txt"; test $${PIPESTATUS[0]} = 0
	cd Checks/SwiftUICheck && CONTROLKIT_CONFORMANCE_DIR="$(CURDIR)/$(CONFORMANCE_DIR)" \
	  $(SWIFT) test --skip-build --filter '$(CONFORMANCE_CHECKS)' 2>&1 \
	  | tee "$(CURDIR)/$(CONFORMANCE_DIR)/swiftui-log.txt"; test $${PIPESTATUS[0]} = 0
	python3 scripts/conformance-matrix.py "$(CONFORMANCE_DIR)"

# Every control in every state, as PNG (1x, 2x, 3x) and SVG with an index.html, into ./gallery.
# GALLERY_ARGS passes options through, e.g. `make gallery GALLERY_ARGS="--scale 2 --theme dark"`.
gallery: deps-gallery
	$(SWIFT) build --product controlkit $(TRAITS) 2>&1 | tee .build-log.txt; test $${PIPESTATUS[0]} = 0
	@$(MAKE) --no-print-directory check-warnings
	"$$($(SWIFT) build --show-bin-path)/controlkit" gallery --out gallery $(GALLERY_ARGS)
	@echo "Open gallery/index.html"

# GTK 4 (and cairo, Pango) for the interactive demo.
deps-demo:
	@./scripts/install-deps.sh demo

# The interactive GTK window with every control (needs a display). DEMO_ARGS passes options
# through, e.g. `make demo DEMO_ARGS="--trace --image ~/photo.jpg"`.
demo: deps-demo
	$(SWIFT) build --product controlkit $(TRAITS) 2>&1 | tee .build-log.txt; test $${PIPESTATUS[0]} = 0
	@$(MAKE) --no-print-directory check-warnings
	"$$($(SWIFT) build --show-bin-path)/controlkit" demo $(DEMO_ARGS)

lint:
	$(SWIFT) format lint --strict --recursive --parallel Package.swift Sources Tests Fuzz Benchmarks/Package.swift Benchmarks/Benchmarks Examples/GTKCounter/Package.swift Examples/GTKCounter/Sources Checks/CoreOnly/Package.swift Checks/CoreOnly/Sources \
	  Checks/UIKitCheck/Package.swift Checks/UIKitCheck/Sources/UIKit Checks/UIKitCheck/Sources/QuartzCore Checks/UIKitCheck/Sources/CoreGraphics Checks/UIKitCheck/Sources/CoreText Checks/UIKitCheck/Sources/CoreFoundationBridge Checks/UIKitCheck/Sources/Combine Checks/UIKitCheck/Tests \
	  Checks/SwiftUICheck/Package.swift Checks/SwiftUICheck/Sources/SwiftUI Checks/SwiftUICheck/Sources/Accessibility Checks/SwiftUICheck/Sources/CoreGraphics Checks/SwiftUICheck/Sources/Combine Checks/SwiftUICheck/Tests Checks/DocExamples Examples/iOSCatalog/Sources

format:
	$(SWIFT) format --in-place --recursive --parallel Package.swift Sources Tests Fuzz Benchmarks/Package.swift Benchmarks/Benchmarks Examples/GTKCounter/Package.swift Examples/GTKCounter/Sources Checks/CoreOnly/Package.swift Checks/CoreOnly/Sources \
	  Checks/UIKitCheck/Package.swift Checks/UIKitCheck/Sources/UIKit Checks/UIKitCheck/Sources/QuartzCore Checks/UIKitCheck/Sources/CoreGraphics Checks/UIKitCheck/Sources/CoreText Checks/UIKitCheck/Sources/CoreFoundationBridge Checks/UIKitCheck/Sources/Combine Checks/UIKitCheck/Tests \
	  Checks/SwiftUICheck/Package.swift Checks/SwiftUICheck/Sources/SwiftUI Checks/SwiftUICheck/Sources/Accessibility Checks/SwiftUICheck/Sources/CoreGraphics Checks/SwiftUICheck/Sources/Combine Checks/SwiftUICheck/Tests Checks/DocExamples Examples/iOSCatalog/Sources

clean:
	rm -rf .build .build-* .build-log.txt .test-log.txt Checks/SwiftUICheck/.build Examples/GTKCounter/.build .example-log.txt

# Benchmarks: package-benchmark (ordo-one) with malloc counts, in their own package under Benchmarks/.
bench:
	@mkdir -p .build-bench-link && ln -sfn "$(CURDIR)" .build-bench-link/ControlKit
	cd Benchmarks && $(SWIFT) package --allow-writing-to-package-directory benchmark $(BENCH_ARGS)

# libFuzzer over the stepper, arc stepper and HUD cores, FUZZ_SECONDS per target; prints run counts.
FUZZ_SECONDS ?= 60
fuzz:
	./scripts/fuzz.sh $(FUZZ_SECONDS)

# Instruction counts (valgrind's callgrind: the same on a loaded machine) of the core's hot paths
# (controlkit-hot-paths) and of GTK creation and value changes (controlkit-gtk-bench), release
# builds, against Benchmarks/instructions-baseline.tsv: more than 10 % more instructions on any
# path fails, and so does any change in a core path's allocations. `.ci/run` runs it; it installs
# valgrind (and GTK, Xvfb) when missing. A few minutes.
.PHONY: check-instructions instructions-baseline
check-instructions:
	@./scripts/install-deps.sh instructions
	SWIFT="$(SWIFT)" TRAITS="$(TRAITS)" ./scripts/check-instructions.sh check

# Re-measures every path and rewrites Benchmarks/instructions-baseline.tsv. Only on purpose: commit
# the new baseline on its own, with the reason for the new figures in the message.
instructions-baseline:
	@./scripts/install-deps.sh instructions
	SWIFT="$(SWIFT)" TRAITS="$(TRAITS)" ./scripts/check-instructions.sh baseline

# GTKStepper vs GtkSpinButton, side by side in one run (release build, under a private Xvfb).
# Not part of `make test`: timings need a quiet machine.
bench-gtk: deps-test
	$(SWIFT) build -c release --product controlkit-gtk-bench $(TRAITS)
	GSK_RENDERER=cairo GTK_A11Y=none GDK_BACKEND=x11 xvfb-run -a \
	  "$$($(SWIFT) build -c release --show-bin-path)/controlkit-gtk-bench"
