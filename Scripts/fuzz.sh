#!/usr/bin/env bash
# Fuzzes the scenario decoder and the trace reader with libFuzzer.
#
#   Scripts/fuzz.sh [scenario|trace|all] [SECONDS] [RUNS]
#
# Each harness in Fuzz/ is compiled with every file of the library's layer targets (Sources/InsetSimTraceFormat …
# Sources/InsetSimMatrix; their `import InsetSim…` lines dropped) into one module
# (swiftc -O -sanitize=fuzzer,address) under .build-fuzz/, then run for SECONDS (default 60; and at most
# RUNS executions when given), one harness after the other. Seeds: Traces/ and Tests/BadInputs/, copied
# into .build-fuzz/corpus/NAME/, which keeps what libFuzzer finds between runs. A crash, hang (over 60 s
# for one input) or leak leaves its input in .build-fuzz/artifacts/ and makes the script exit 1: add it to
# Tests/BadInputs/fuzz/ as a regression case once fixed. Linux only (libFuzzer ships with Swift there).
set -euo pipefail

cd "$(dirname "$0")/.."
which="${1:-all}"
seconds="${2:-60}"
runs="${3:-}"
out=.build-fuzz

case "$which" in
  scenario) harnesses=(scenario) ;;
  trace) harnesses=(trace) ;;
  all) harnesses=(scenario trace) ;;
  *) echo "usage: Scripts/fuzz.sh [scenario|trace|all] [SECONDS] [RUNS]" >&2; exit 2 ;;
esac
if ! [[ "$seconds" =~ ^[0-9]+$ ]] || { [ -n "$runs" ] && ! [[ "$runs" =~ ^[0-9]+$ ]]; }; then
  echo "fuzz.sh: SECONDS and RUNS are whole numbers" >&2
  exit 2
fi

mkdir -p "$out/artifacts"
layers=(TraceFormat Support Model Rules Trace Engine Render Lint Matrix)
mapfile -t sources < <(for l in "${layers[@]}"; do find "Sources/InsetSim$l" -name '*.swift'; done | LC_ALL=C sort)

status=0
for name in "${harnesses[@]}"; do
  case "$name" in
    scenario) harness=Fuzz/ScenarioDecoderFuzz.swift; pattern='*.json'; max_len=16384 ;;
    trace) harness=Fuzz/TraceReaderFuzz.swift; pattern='*.jsonl'; max_len=65536 ;;
  esac
  binary="$out/$name-fuzzer"
  if [ ! -x "$binary" ] || [ -n "$(find "$harness" "${sources[@]}" -newer "$binary" -print -quit)" ]; then
    echo "== building $binary"
    # Compile a copy, so that edits made meanwhile in the checkout cannot break the build.
    snapshot="$out/src-$name"
    rm -rf "$snapshot" && mkdir -p "$snapshot"
    cp "$harness" "$snapshot/"
    cp --parents "${sources[@]}" "$snapshot/"
    # One module: the layers' imports of one another go (their `package` API stays visible through -package-name).
    (cd "$snapshot" && sed -i -E '/^(@_exported |@testable )?import InsetSim/d' "${sources[@]}")
    if ! (cd "$snapshot" && swiftc -O -sanitize=fuzzer,address -parse-as-library -module-name InsetSimFuzz -package-name InsetSim \
      "$(basename "$harness")" "${sources[@]}" -o "../$name-fuzzer") >"$out/$name-build.log" 2>&1; then
      grep -E 'error' "$out/$name-build.log" >&2 || cat "$out/$name-build.log" >&2
      exit 1
    fi
  fi

  corpus="$out/corpus/$name"
  mkdir -p "$corpus"
  while IFS= read -r -d '' seed; do
    cp -n "$seed" "$corpus/seed-$(printf '%s' "$seed" | cksum | cut -d' ' -f1)-$(basename "$seed")" 2>/dev/null || true
  done < <(find Traces Tests/BadInputs -type f -name "$pattern" -size -64k -print0 2>/dev/null)

  args=(-max_total_time="$seconds" -max_len="$max_len" -timeout=60 -rss_limit_mb=4096 -print_final_stats=1
    -dict=Fuzz/insetsim.dict -artifact_prefix="$out/artifacts/$name-")
  [ -n "$runs" ] && args+=(-runs="$runs")
  log="$out/$name.log"
  echo "== fuzzing $name for ${seconds}s${runs:+ or $runs runs} (log: $log)"
  start=$(date +%s)
  if "$binary" "${args[@]}" "$corpus" >"$log" 2>&1; then
    result=ok
  else
    result=FAILED
    status=1
  fi
  end=$(date +%s)
  executions=$(grep -Eo 'stat::number_of_executed_units: *[0-9]+' "$log" | grep -Eo '[0-9]+$' | tail -1 || true)
  echo "$name: $result, ${executions:-?} executions in $((end - start)) s, corpus $(find "$corpus" -type f | wc -l) inputs"
  if [ "$result" = FAILED ]; then
    grep -E 'ERROR|SUMMARY|Test unit written|Fatal error' "$log" | head -20 >&2 || true
  fi
done
exit "$status"
