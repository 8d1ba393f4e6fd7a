#!/usr/bin/env bash
# A long run of one fuzz target (docs/fuzzing.md): Tests/Fuzz/soak.sh TARGET SECONDS [libFuzzer options...]
# Runs Tests/Fuzz/run.sh again after a timeout (libFuzzer stops at the first one) until SECONDS have passed, keeping
# every timeout input for triage; stops at the first crash or broken property. The binary is copied first, so the
# fuzz targets can be rebuilt meanwhile. Prints the executions of all rounds and the coverage of the last one.
set -uo pipefail
cd "$(dirname "$0")/../.."

target=$1
seconds=$2
shift 2
scratch=${FUZZ_SCRATCH:-.build-fuzz}
mkdir -p "$scratch/soak" "$scratch/logs"
binary="$scratch/soak/$target"
cp "$scratch/debug/$target" "$binary"

end=$(($(date +%s) + seconds))
round=0
total=0
status=0
while :; do
  left=$((end - $(date +%s)))
  [ "$left" -ge 10 ] || break
  round=$((round + 1))
  log="$scratch/logs/$target-soak-$round.log"
  FUZZ_BINARY=$binary FUZZ_LOG=$log Tests/Fuzz/run.sh "$target" "$left" "$@" >/dev/null 2>&1
  status=$?
  runs=$(grep -oE '^#[0-9]+' "$log" | tail -n 1 | tr -d '#')
  total=$((total + ${runs:-0}))
  [ "$status" -eq 70 ] || break
  echo "$target: round $round stopped at a timeout after ${runs:-0} executions; going on" >&2
done
echo "$target: $round round(s), $total executions; last: $(grep -E '^#[0-9]+' "$log" | tail -n 1)"
if [ "$status" -ne 0 ] && [ "$status" -ne 70 ]; then
  grep -E 'property violated|ERROR: |Test unit written' "$log" | cut -c1-400 >&2
  exit "$status"
fi
