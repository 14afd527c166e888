#!/usr/bin/env bash
# Builds the stepper libFuzzer target (core sources + Fuzz/StepperFuzz.swift, one module) and runs it
# for a bounded time over a copy of the committed seed corpus. Exits non-zero on any crash.
# Usage: scripts/fuzz.sh [seconds]   (default 60)
set -euo pipefail
cd "$(dirname "$0")/.."
seconds="${1:-60}"
out=.build-fuzz
mkdir -p "$out/corpus"
mapfile -t sources < <(find Sources/ControlKit -name '*.swift' | sort)
echo "Building the fuzzer (${#sources[@]} core files)..."
swiftc -swift-version 6 -sanitize=fuzzer,address -parse-as-library -O -use-ld=lld -module-name ControlKitFuzz \
  "${sources[@]}" Fuzz/StepperFuzz.swift -o "$out/stepper-fuzz"
cp -n Fuzz/corpus/stepper/* "$out/corpus/" 2>/dev/null || true
echo "Fuzzing for ${seconds}s..."
# The Swift backtracer hangs on a crash under libFuzzer: turn it off (DESIGN.md).
SWIFT_BACKTRACE=enable=no ASAN_OPTIONS=detect_leaks=0 \
  "$out/stepper-fuzz" -max_total_time="$seconds" -timeout=10 -rss_limit_mb=4096 \
  -artifact_prefix="$out/" -print_final_stats=1 "$out/corpus" Fuzz/corpus/stepper
