#!/usr/bin/env bash
# Builds every libFuzzer target (the core sources + Fuzz/Support + one Fuzz/*Fuzz.swift file, one
# module per target) and runs each for a bounded time over a copy of its committed seed corpus
# (Fuzz/corpus/<target>). Prints each target's run count (libFuzzer's final
# stat::number_of_executed_units) and exits non-zero if any target crashed.
# Usage: scripts/fuzz.sh [seconds-per-target]   (default 60)
# Environment: FUZZ_TARGETS="stepper arc hud" picks targets.
set -euo pipefail
cd "$(dirname "$0")/.."
seconds="${1:-60}"
out=.build-fuzz
mkdir -p "$out"
declare -A files=([stepper]=StepperFuzz [arc]=ArcStepperFuzz [hud]=HUDFuzz)
read -r -a targets <<<"${FUZZ_TARGETS:-stepper arc hud}"
# `package` declarations need a package name when swiftc builds the sources without SwiftPM.
flags=(-swift-version 6 -package-name ControlKit -sanitize=fuzzer,address -parse-as-library -O
  -use-ld=lld)
mapfile -t sources < <(find Sources/ControlKit Fuzz/Support -name '*.swift' | sort)

# Builds one target unless its binary is newer than a stamp of the same sources and flags.
build() {
  local name="$1" file="Fuzz/${files[$1]}.swift" binary="$out/$1-fuzz"
  local stamp
  stamp="$(cat "${sources[@]}" "$file" | cksum)|${flags[*]}|$(swiftc --version 2>&1 | head -1)"
  if [ -x "$binary" ] && [ -f "$binary.stamp" ] && [ "$(cat "$binary.stamp")" = "$stamp" ]; then
    echo "[$name] up to date: $binary"
    return
  fi
  echo "[$name] building $binary (${#sources[@]} core files + $file)..."
  swiftc "${flags[@]}" -module-name ControlKitFuzz "${sources[@]}" "$file" -o "$binary"
  echo "$stamp" >"$binary.stamp"
}

declare -A runs=() status=()
for name in "${targets[@]}"; do
  [ -n "${files[$name]:-}" ] || { echo "unknown fuzz target: $name" >&2; exit 64; }
  build "$name"
done
for name in "${targets[@]}"; do
  corpus="$out/corpus-$name"
  mkdir -p "$corpus"
  cp -n "Fuzz/corpus/$name"/* "$corpus/" 2>/dev/null || true
  echo "[$name] fuzzing for ${seconds}s..."
  # The Swift backtracer hangs on a crash under libFuzzer: turn it off (DESIGN.md).
  set +e
  SWIFT_BACKTRACE=enable=no ASAN_OPTIONS=detect_leaks=0 \
    "$out/$name-fuzz" -max_total_time="$seconds" -timeout=10 -rss_limit_mb=4096 \
    -artifact_prefix="$out/$name-" -print_final_stats=1 "$corpus" "Fuzz/corpus/$name" \
    >"$out/$name.log" 2>&1
  status[$name]=$?
  set -e
  tail -n 30 "$out/$name.log"
  runs[$name]="$(sed -n 's/^stat::number_of_executed_units: *//p' "$out/$name.log" | tail -1)"
done

echo "Fuzz summary (${seconds}s per target; logs in $out/<target>.log):"
failed=0
for name in "${targets[@]}"; do
  if [ "${status[$name]}" = 0 ]; then verdict=clean; else verdict="CRASHED (exit ${status[$name]})"; failed=1; fi
  echo "  $name: ${runs[$name]:-?} runs, $verdict"
done
exit "$failed"
