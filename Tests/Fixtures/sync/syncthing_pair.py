#!/usr/bin/env python3
"""Two real Syncthing devices on this machine make a real conflict copy (docs/sync.md).

Usage: syncthing_pair.py WORKDIR SEED_VAULT

Copies SEED_VAULT to WORKDIR/a, starts two Syncthing instances (homes WORKDIR/home-a and
WORKDIR/home-b, talking to each other on 127.0.0.1 only: no discovery, no relays) that share
WORKDIR/a and WORKDIR/b as one folder, and waits until b holds the vault. Then b's device is
stopped, `inbox.md` is edited on both sides (a: the first open task ticked; b: a task appended,
saved a minute earlier), b comes back, and Syncthing resolves the clash as it does: the later
edit wins the name, the other becomes `inbox.sync-conflict-YYYYMMDD-HHMMSS-DEVICE.md` on both
devices. Prints the names of the conflict copies in WORKDIR/a, one a line, and stops both
instances. Exit 2 when Syncthing is missing, 1 when it does not get there in time.
"""
import json
import os
import shutil
import socket
import subprocess
import sys
import time
import urllib.request

TIMEOUT = 90


def free_port():
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


def device_id(home):
    out = subprocess.run(["syncthing", "serve", "--home=" + home, "--device-id"], capture_output=True, text=True)
    return out.stdout.strip()


def write_config(home, me, other, folder, listen, other_listen, gui, key):
    devices = "".join(
        f'<device id="{d}" name="{n}" compression="metadata"><address>tcp://127.0.0.1:{p}</address></device>'
        for d, n, p in ((me, "self", listen), (other, "other", other_listen)))
    config = f"""<configuration version="36">
    <folder id="vault" label="vault" path="{folder}" type="sendreceive" rescanIntervalS="3600" fsWatcherEnabled="false">
        <device id="{me}"></device><device id="{other}"></device>
        <maxConflicts>10</maxConflicts>
    </folder>
    {devices}
    <gui enabled="true" tls="false"><address>127.0.0.1:{gui}</address><apikey>{key}</apikey></gui>
    <options>
        <listenAddress>tcp://127.0.0.1:{listen}</listenAddress>
        <globalAnnounceEnabled>false</globalAnnounceEnabled>
        <localAnnounceEnabled>false</localAnnounceEnabled>
        <relaysEnabled>false</relaysEnabled>
        <natEnabled>false</natEnabled>
        <startBrowser>false</startBrowser>
        <urAccepted>-1</urAccepted>
        <crashReportingEnabled>false</crashReportingEnabled>
        <autoUpgradeIntervalH>0</autoUpgradeIntervalH>
        <reconnectionIntervalS>1</reconnectionIntervalS>
    </options>
</configuration>
"""
    with open(os.path.join(home, "config.xml"), "w") as f:
        f.write(config)


class Device:
    def __init__(self, home, gui, key):
        self.home, self.gui, self.key, self.process = home, gui, key, None

    def start(self):
        env = dict(os.environ, STNOUPGRADE="1", STNORESTART="1")
        self.process = subprocess.Popen(
            ["syncthing", "serve", "--home=" + self.home, "--no-browser", "--no-restart"],
            stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL, env=env)

    def stop(self):
        if self.process:
            self.process.terminate()
            try:
                self.process.wait(10)
            except subprocess.TimeoutExpired:
                self.process.kill()
            self.process = None

    def api(self, path, method="GET"):
        request = urllib.request.Request(
            f"http://127.0.0.1:{self.gui}{path}", method=method, headers={"X-API-Key": self.key})
        with urllib.request.urlopen(request, timeout=5) as response:
            body = response.read()
            return json.loads(body) if body else None

    def ready(self):
        try:
            self.api("/rest/system/ping")
            return True
        except OSError:
            return False

    def scan(self):
        self.api("/rest/db/scan?folder=vault", method="POST")

    def in_sync(self, other_id):
        status = self.api("/rest/db/status?folder=vault")
        completion = self.api(f"/rest/db/completion?folder=vault&device={other_id}")
        return status["state"] == "idle" and status["needTotalItems"] == 0 and completion["completion"] == 100


def wait(what, condition):
    end = time.time() + TIMEOUT
    while time.time() < end:
        try:
            if condition():
                return
        except OSError:
            pass
        time.sleep(0.3)
    sys.exit(f"syncthing_pair: timed out waiting for {what}")


def main():
    if shutil.which("syncthing") is None:
        print("syncthing is not installed", file=sys.stderr)
        sys.exit(2)
    work, seed = os.path.abspath(sys.argv[1]), os.path.abspath(sys.argv[2])
    a, b = os.path.join(work, "a"), os.path.join(work, "b")
    shutil.copytree(seed, a)
    os.makedirs(b)
    homes = [os.path.join(work, "home-" + n) for n in "ab"]
    for home in homes:
        subprocess.run(["syncthing", "generate", "--home=" + home, "--no-default-folder"],
                       check=True, capture_output=True)
    ids = [device_id(h) for h in homes]
    listen, gui = [free_port(), free_port()], [free_port(), free_port()]
    key = "quire-test-key"
    for i, (home, folder) in enumerate(zip(homes, (a, b))):
        write_config(home, ids[i], ids[1 - i], folder, listen[i], listen[1 - i], gui[i], key)
    devices = [Device(homes[i], gui[i], key) for i in range(2)]
    try:
        for d in devices:
            d.start()
        for d in devices:
            wait("the GUI", d.ready)
        wait("b to receive the vault", lambda: devices[0].in_sync(ids[1]) and devices[1].in_sync(ids[0])
             and os.path.exists(os.path.join(b, "inbox.md")))

        # The clash: b offline, both edit inbox.md.
        devices[1].stop()
        inbox_a, inbox_b = os.path.join(a, "inbox.md"), os.path.join(b, "inbox.md")
        with open(inbox_b, "a") as f:
            f.write("- [ ] Added on the laptop 📅 2026-11-30\n")
        past = time.time() - 60
        os.utime(inbox_b, (past, past))
        with open(inbox_a) as f:
            text = f.read()
        with open(inbox_a, "w") as f:
            f.write(text.replace("- [ ] ", "- [x] ", 1))
        devices[0].scan()
        devices[1].start()
        wait("b's GUI", devices[1].ready)
        devices[1].scan()

        def conflicts(folder):
            return sorted(n for n in os.listdir(folder) if ".sync-conflict-" in n)

        wait("the conflict copy on both devices", lambda: conflicts(a) and conflicts(a) == conflicts(b)
             and devices[0].in_sync(ids[1]) and devices[1].in_sync(ids[0]))
        for name in conflicts(a):
            print(name)
    finally:
        for d in devices:
            d.stop()


if __name__ == "__main__":
    main()
