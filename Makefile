# ControlKit's commands. `make test` and (once the gallery lands) `make gallery` are the README's
# contract: each installs what it needs on a fresh Debian machine, then runs.
SHELL := /bin/bash
SWIFT ?= swift
SUDO := $(shell [ "$$(id -u)" = 0 ] || echo sudo)

.PHONY: all build test lint format fuzz bench deps-test check-warnings clean

all: build

build:
	$(SWIFT) build 2>&1 | tee .build-log.txt; test $${PIPESTATUS[0]} = 0
	@$(MAKE) --no-print-directory check-warnings

# Zero warnings in our own code: any compiler warning pointing into Sources/ or Tests/ fails.
check-warnings:
	@if grep -E '/(Sources|Tests|Benchmarks|Fuzz)/.*warning:' .build-log.txt; then \
	  echo "error: the build has warnings (see above)"; exit 1; fi

deps-test:
	@./scripts/install-deps.sh test

test: deps-test
	$(SWIFT) build --build-tests 2>&1 | tee .build-log.txt; test $${PIPESTATUS[0]} = 0
	@$(MAKE) --no-print-directory check-warnings
	# GTK tests: no DISPLAY, so they start their own Xvfb; REQUIRE makes a missing display a failure.
	env -u DISPLAY CONTROLKIT_REQUIRE_GTK_TESTS=1 $(SWIFT) test --skip-build --parallel 2>&1 \
	  | tee .test-log.txt; test $${PIPESTATUS[0]} = 0

lint:
	$(SWIFT) format lint --strict --recursive --parallel Package.swift Sources Tests

format:
	$(SWIFT) format --in-place --recursive --parallel Package.swift Sources Tests

clean:
	rm -rf .build .build-* .build-log.txt .test-log.txt
