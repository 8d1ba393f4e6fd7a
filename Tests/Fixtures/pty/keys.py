#!/usr/bin/env python3
"""Runs a quire command on a pseudo-terminal, types single keys, and reports the terminal modes.

Usage: keys.py QUIRE VAULT KEYS ARGS...   (KEYS: characters typed one by one; '^C' sends Ctrl-C)
Prints a JSON object: the output, the exit status (or signal), and whether the terminal was in
raw mode (no ICANON, no ECHO) while the command ran and back in cooked mode after it ended.
Used by Tests/QuireCLITests/TerminalKeysTests.swift.
"""
import json, os, pty, select, sys, termios, time

quire, vault, keys, args = sys.argv[1], sys.argv[2], sys.argv[3], sys.argv[4:]
pid, fd = pty.fork()
if pid == 0:
    os.environ["TERM"] = "xterm"
    os.execv(quire, [quire, "--vault", vault, "--no-color"] + args)

out = b""
def drain(seconds):
    global out
    end = time.time() + seconds
    while time.time() < end:
        r, _, _ = select.select([fd], [], [], 0.05)
        if r:
            try:
                data = os.read(fd, 4096)
            except OSError:
                return
            if not data:
                return
            out += data

def cooked():
    lflag = termios.tcgetattr(fd)[3]
    return bool(lflag & termios.ICANON) and bool(lflag & termios.ECHO)

drain(1.5)
raw_while_running = not cooked()
tokens = keys.replace("^C", "\x03")
for ch in tokens:
    os.write(fd, ch.encode())
    drain(0.3)
status = None
for _ in range(50):
    done, st = os.waitpid(pid, os.WNOHANG)
    if done:
        status = st
        break
    drain(0.1)
    time.sleep(0.1)
drain(0.2)
result = {
    "output": out.decode("utf-8", "replace").replace("\r\n", "\n"),
    "exit": os.waitstatus_to_exitcode(status) if status is not None else None,
    "rawWhileRunning": raw_while_running,
    "cookedAfter": cooked(),
}
if status is None:
    os.kill(pid, 9)
print(json.dumps(result))
