#!/usr/bin/env bash
# Scale benchmark (scale.py): on a vault shaped like a heavy real one (generate_heavy_vault.py,
# notes of 4-5 KB, ~13 task lines each, habits, events, dreams; "today" 2026-11-25), what warm
# commands cost next to a bare walk, the first run next to the cmark-gfm CLI, the index size,
# Taskwarrior's `task next` on the same open tasks, and `quire watch` latency.
# Usage: Benchmarks/scale.sh [SIZES...]   (default: 10000). Also: SCALE=1 Benchmarks/run.sh [SIZES...]
# Env: RUNS (default 5, 3 from 100,000 notes), SCALE_ARGS (extra scale.py options, e.g.
# "--skip-watch --skip-taskwarrior"), NO_BUILD=1 to use the existing release binary.
# Vaults go to Benchmarks/out/vault-heavy-N (made when missing), results to Benchmarks/out/scale-N.json.
set -euo pipefail
cd "$(dirname "$0")/.."
command -v cmark-gfm >/dev/null || { [ "$(id -u)" -eq 0 ] && apt-get install -y -qq cmark-gfm >/dev/null; }
command -v task >/dev/null || { [ "$(id -u)" -eq 0 ] && apt-get install -y -qq taskwarrior >/dev/null; } || true
quire=.build/release/quire
flags=()
[ "$(uname -s)" = Linux ] && flags=(--static-swift-stdlib)
[ "${NO_BUILD:-0}" = 1 ] || swift build -c release "${flags[@]}"
sizes=("$@")
[ ${#sizes[@]} -gt 0 ] || sizes=(10000)
for n in "${sizes[@]}"; do
  vault=Benchmarks/out/vault-heavy-$n
  [ -d "$vault" ] || python3 Benchmarks/generate_heavy_vault.py "$n" "$vault"
  runs=${RUNS:-5}
  [ -z "${RUNS:-}" ] && [ "$n" -ge 100000 ] && runs=3
  # shellcheck disable=SC2086
  python3 Benchmarks/scale.py "$quire" "$vault" --runs "$runs" ${SCALE_ARGS:-}
done
