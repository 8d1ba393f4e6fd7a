#!/usr/bin/env python3
"""A vault without .quire/ (an Obsidian vault) against an initialized one (docs/index.md).

Usage: plain_vault.py QUIRE [N] [--runs R]     (N notes, default 10,000; R runs, default 7)

Generates the heavy benchmark vault (generate_heavy_vault.py) into Benchmarks/out/vault-heavy-N when
missing and copies it without .quire/ and .gitignore to Benchmarks/out/vault-plain-N. Then times, in
alternation, warm `quire tasks --due today` and `quire agenda --week` in both (the plain vault's index
in a temporary XDG_CACHE_HOME), and the plain vault with --no-cache (what every command cost there
before its index moved to the user's cache). The plain vault's tree (every path and byte) is hashed
before and after: it must not change. Prints a Markdown table; exits 1 when the tree changed.
"""
import argparse
import hashlib
import os
import shutil
import statistics
import subprocess
import sys
import tempfile
import time

NOW = "2026-11-25T09:00"


def tree_hash(root):
    digest = hashlib.sha256()
    for folder, dirs, files in os.walk(root):
        dirs.sort()
        for name in sorted(dirs):
            digest.update(("d " + os.path.relpath(os.path.join(folder, name), root) + "\n").encode())
        for name in sorted(files):
            path = os.path.join(folder, name)
            digest.update(("f " + os.path.relpath(path, root) + "\n").encode())
            with open(path, "rb") as handle:
                digest.update(handle.read())
    return digest.hexdigest()


def timed(argv, env):
    start = time.perf_counter()
    subprocess.run(argv, env=env, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL, check=False)
    return time.perf_counter() - start


def main():
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("quire")
    ap.add_argument("n", nargs="?", type=int, default=10000)
    ap.add_argument("--runs", type=int, default=7)
    args = ap.parse_args()
    here = os.path.dirname(os.path.abspath(__file__))
    heavy = os.path.join(here, "out", f"vault-heavy-{args.n}")
    plain = os.path.join(here, "out", f"vault-plain-{args.n}")
    if not os.path.isdir(heavy):
        subprocess.run([sys.executable, os.path.join(here, "generate_heavy_vault.py"), str(args.n), heavy], check=True)
    if not os.path.isdir(plain):
        shutil.copytree(heavy, plain, ignore=shutil.ignore_patterns(".quire", ".gitignore", "agenda"))
    cache = tempfile.mkdtemp(prefix="quire-plain-cache-")
    env = dict(os.environ, QUIRE_NOW=NOW, XDG_CACHE_HOME=cache)
    env.pop("QUIRE_NO_CACHE", None)
    before = tree_hash(plain)
    quire = os.path.abspath(args.quire)
    first = {
        "initialized": timed([quire, "--vault", heavy, "index"], env),
        "plain": timed([quire, "--vault", plain, "index"], env),
    }
    commands = [["tasks", "--due", "today"], ["agenda", "--week"]]
    rows = {}
    for command in commands:
        samples = {"initialized": [], "plain": [], "plain --no-cache": []}
        for _ in range(args.runs):
            samples["initialized"].append(timed([quire, "--vault", heavy] + command, env))
            samples["plain"].append(timed([quire, "--vault", plain] + command, env))
            samples["plain --no-cache"].append(timed([quire, "--vault", plain, "--no-cache"] + command, env))
        rows[" ".join(command)] = {k: statistics.median(v) for k, v in samples.items()}
    after = tree_hash(plain)
    shutil.rmtree(cache, ignore_errors=True)
    print(f"{args.n} notes, median of {args.runs} (warm), first `quire index`: "
          f"initialized {first['initialized']:.2f} s, plain {first['plain']:.2f} s")
    print()
    print("| command | initialized vault | vault without .quire/ | ratio | without .quire/, --no-cache (before) |")
    print("| --- | ---: | ---: | ---: | ---: |")
    for name, row in rows.items():
        print(f"| `quire {name}` | {row['initialized']:.3f} s | {row['plain']:.3f} s | "
              f"{row['plain'] / row['initialized']:.2f} | {row['plain --no-cache']:.3f} s |")
    print()
    print("tree of the vault without .quire/: " + ("unchanged" if before == after else "CHANGED"))
    return 0 if before == after else 1


if __name__ == "__main__":
    sys.exit(main())
