#!/usr/bin/env bash
# Runs one fuzz target for a while (docs/fuzzing.md):
#   Tests/Fuzz/run.sh TARGET SECONDS [libFuzzer options...]
# at the lowest CPU priority, on its corpus folder (new inputs are added to it), with the input limits of docs/fuzzing.md.
# The whole libFuzzer output goes to .build-fuzz/logs/TARGET.log (or $FUZZ_LOG); the last lines are printed. A crash,
# a timeout or a broken property leaves its input in .build-fuzz/artifacts/TARGET/ and makes this script fail with
# libFuzzer's exit code (77 a crash or broken property, 70 a timeout, 71 too much memory).
set -euo pipefail
cd "$(dirname "$0")/../.."

target=$1
seconds=$2
shift 2
scratch=${FUZZ_SCRATCH:-.build-fuzz}

case $target in
  FuzzNote | FuzzFlashcard | FuzzICalendar) max_len=8192 ;;
  FuzzFrontMatter) max_len=2048 ;;
  FuzzTaskLine) max_len=1024 ;;
  FuzzRecurrence) max_len=256 ;;
  FuzzQuery) max_len=2048 ;;
  FuzzMerge) max_len=4096 ;;
  *)
    echo "unknown fuzz target '$target'" >&2
    exit 64
    ;;
esac

mkdir -p "$scratch/corpus/$target" "$scratch/artifacts/$target" "$scratch/logs"
log=${FUZZ_LOG:-$scratch/logs/$target.log}
status=0
# Swift's crash reporter would print a second backtrace and hold the output for seconds: libFuzzer reports crashes.
SWIFT_BACKTRACE=enable=no nice -n 19 "${FUZZ_BINARY:-$scratch/debug/$target}" -max_total_time="$seconds" -max_len="$max_len" \
  -timeout=10 -rss_limit_mb=2048 -print_final_stats=1 -artifact_prefix="$scratch/artifacts/$target/" "$@" \
  "$scratch/corpus/$target" >"$log" 2>&1 || status=$?
if [ "$status" -ne 0 ]; then
  grep -E 'property violated|ERROR: |SUMMARY|Test unit written|Fatal error' "$log" >&2 || tail -n 30 "$log" >&2
  echo "$target: failed (exit $status); the whole output is in $log" >&2
  exit "$status"
fi
echo "$target: $(grep -E '^#[0-9]+' "$log" | tail -n 1)"
grep -E '^stat::(number_of_executed_units|average_exec_per_sec|peak_rss_mb)' "$log" | sed "s/^/$target: /"
