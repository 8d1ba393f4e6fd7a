#!/usr/bin/env bash
# Benchmark: cold `quire export --json` (a fresh process, no Quire cache) on synthetic vaults
# of 10,000 and 100,000 daily notes, next to the cmark-gfm CLI (parse floor) and cat (read floor);
# then the index: cold build and warm no-change run next to a bare walk (measure_index.py); then
# hostile single files next to the cmark-gfm CLI (hostile.py).
# Usage: Benchmarks/run.sh [SIZES...]   (default: 10000 100000). Needs a release build (make release).
# SCALE=1 Benchmarks/run.sh [SIZES...] runs Benchmarks/scale.sh instead (see there).
set -euo pipefail
cd "$(dirname "$0")/.."
# SCALE=1: the scale benchmark on heavy vaults instead (Benchmarks/scale.sh; default size 10000).
[ "${SCALE:-0}" = 1 ] && exec Benchmarks/scale.sh "$@"
command -v cmark-gfm >/dev/null || { [ "$(id -u)" -eq 0 ] && apt-get install -y -qq cmark-gfm >/dev/null; }
quire=.build/release/quire
# As `make release`: on Linux the Swift runtime and Foundation are linked in (faster start).
flags=()
[ "$(uname -s)" = Linux ] && flags=(--static-swift-stdlib)
swift build -c release "${flags[@]}"
sizes=("$@")
[ ${#sizes[@]} -gt 0 ] || sizes=(10000 100000)
for n in "${sizes[@]}"; do
  vault=Benchmarks/out/vault-$n
  [ -d "$vault" ] || python3 Benchmarks/generate_vault.py "$n" "$vault"
  runs=7
  [ "$n" -ge 100000 ] && runs=1
  # INDEX_ONLY=1 skips the export table; the index table (docs/index.md) follows it.
  [ "${INDEX_ONLY:-0}" = 1 ] || python3 Benchmarks/measure.py "$vault" "$quire" "$runs"
  index_runs=7
  [ "$n" -ge 100000 ] && index_runs=3
  python3 Benchmarks/measure_index.py "$vault" "$quire" "$index_runs"
  # Save -> page latency of `quire watch`, on the 10,000-note vault.
  [ "$n" -ne 10000 ] || python3 Benchmarks/watch_latency.py "$quire" "$vault" 30
done
# Hostile single files (a note ending in 100,000 blank lines, 20,000 tasks in one note, a 15 MB
# table, a 200,000-line paragraph, rules that never occur): seconds and peak RSS of quire, with
# --no-cache and through the index, next to the cmark-gfm CLI (HOSTILE=0 skips).
[ "${HOSTILE:-1}" = 1 ] && python3 Benchmarks/hostile.py "$quire"
# `quire agenda --week` next to Emacs org-agenda and Taskwarrior on equal data (COMPARE=0 skips;
# org-agenda takes minutes a run). Needs emacs-nox and taskwarrior from Debian.
if [ "${COMPARE:-1}" = 1 ]; then
  for tool in emacs task; do
    command -v $tool >/dev/null || { [ "$(id -u)" -eq 0 ] && apt-get install -y -qq emacs-nox taskwarrior >/dev/null; }
  done
  python3 Benchmarks/agenda_compare.py "$quire" 1000 10 3
fi
