#!/usr/bin/env python3
"""`tessera preview --devices` under the long version of what its tests do briefly: thousands of
idle connections, heads that arrive a byte a second, and hundreds of devices waiting on their
live layouts while the page works as usual (and at the preview's limits every fifth second) and
a layout is saved every few seconds. Prints what
it measured: connections held, what was answered and how fast, the server's memory and CPU, and
when the deadlines closed the idle and the slow. Then the server's limits, one case each with a
verdict (Benchmarks/preview_server_cases.py): bodies that never come and long polls from one
address and from many, large uploads at once, idle connections from 1,100 addresses, a tree
past the most layout files, the code in an address.

    swift build -c release --product tessera
    python3 Benchmarks/preview_server_load.py --binary .build/release/tessera [--only load|cases]

Needs a descriptor limit above the connections it opens (it raises its own soft limit to the
hard one). Takes --seconds (default 50): the idle deadline is 30 s, the head's 10 s. Exits 1
when the long run or any case fails.
"""
import argparse
import asyncio
import json
import os
import re
import resource
import shutil
import statistics
import subprocess
import sys
import tempfile
import threading
import time
from pathlib import Path

import preview_server_cases as cases

ROOT = Path(__file__).resolve().parents[1]


class Server:
    """A `tessera preview --devices` over a scratch copy of Layouts/."""

    def __init__(self, binary, descriptors=None, folder=None):
        """`folder`: the layouts to serve (removed at the end); a copy of Layouts/ by default."""
        self.folder = folder or Path(tempfile.mkdtemp(prefix="tessera-load-"))
        if folder is None:
            for path in (ROOT / "Layouts").glob("*.yaml"):
                shutil.copy(path, self.folder / path.name)
        # --descriptors: the server's own limit (soft and hard), as macOS's default of 256.
        limit = (lambda: resource.setrlimit(resource.RLIMIT_NOFILE, (descriptors, descriptors))) if descriptors else None
        self.process = subprocess.Popen([binary, "preview", str(self.folder), "--devices", "--host", "127.0.0.1", "--port", "0"],
                                        stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True, preexec_fn=limit)
        line = self.process.stdout.readline()
        match = re.search(r"http://127\.0\.0\.1:(\d+)/\?code=(\w+)", line)
        if not match:
            raise SystemExit(f"the preview did not start: {line}{self.process.stderr.read()}")
        self.port, self.code = int(match.group(1)), match.group(2)
        # What it says on its standard error (its notes), read as it goes: a full pipe would stop it.
        self.said = []
        self.reading = threading.Thread(target=lambda: self.said.extend(iter(self.process.stderr.readline, "")), daemon=True)
        self.reading.start()

    def notes(self):
        return "".join(self.said)

    def status(self):
        """Resident memory now and at its highest (MB), CPU seconds so far, descriptors open."""
        fields = dict(line.split(":", 1) for line in Path(f"/proc/{self.process.pid}/status").read_text().splitlines() if ":" in line)
        stat = Path(f"/proc/{self.process.pid}/stat").read_text().rsplit(")", 1)[1].split()
        cpu = (int(stat[11]) + int(stat[12])) / os.sysconf("SC_CLK_TCK")
        descriptors = len(os.listdir(f"/proc/{self.process.pid}/fd"))
        return int(fields["VmRSS"].split()[0]) / 1024, int(fields["VmHWM"].split()[0]) / 1024, cpu, descriptors

    def stop(self):
        self.process.terminate()
        try:
            self.process.wait(timeout=5)
        except subprocess.TimeoutExpired:
            self.process.kill()
        self.reading.join(timeout=5)
        shutil.rmtree(self.folder, ignore_errors=True)


async def request(port, code, path, body=None, timeout=30.0, source=None):
    """One request on a new connection (from the address `source`, by default the owner's):
    (status, JSON or None, seconds)."""
    started = time.monotonic()
    reader, writer = await asyncio.wait_for(asyncio.open_connection("127.0.0.1", port, local_addr=(source, 0) if source else None), timeout)
    try:
        head = f"{'POST' if body else 'GET'} {path} HTTP/1.1\r\nHost: 127.0.0.1:{port}\r\nX-Tessera-Code: {code}\r\nConnection: close\r\n"
        data = (body or "").encode()
        writer.write((head + f"Content-Length: {len(data)}\r\n\r\n").encode() + data)
        await writer.drain()
        answer = await asyncio.wait_for(reader.read(), timeout)
    finally:
        writer.close()
    status = int(answer[9:12]) if answer.startswith(b"HTTP/1.1 ") else 0
    text = answer.split(b"\r\n\r\n", 1)[-1]
    try:
        payload = json.loads(text)
    except ValueError:
        payload = None
    return status, payload, time.monotonic() - started


def percentiles(values):
    if not values:
        return "none"
    values = sorted(values)
    return f"p50 {statistics.median(values) * 1000:.0f} ms, p95 {values[int(len(values) * 0.95)] * 1000:.0f} ms, max {values[-1] * 1000:.0f} ms"


class Load:
    def __init__(self, server, args):
        self.server, self.args = server, args
        self.stop_at = time.monotonic() + args.seconds
        self.page = {"answered": 0, "refused": {}, "failed": 0, "times": []}
        self.device_answers = []  # seconds from a save to a device's answer with it
        self.device_failures = {}  # by status, or the error when there was none
        self.saves = []  # (time, version seen after)
        self.idle = {"opened": 0, "failed": 0, "closed_at": []}
        self.slow = {"opened": 0, "answers": {}, "closed_at": []}
        self.samples = []

    async def idle_connections(self):
        """Connections that say nothing: how long the server keeps each."""
        async def one():
            try:
                reader, writer = await asyncio.open_connection("127.0.0.1", self.server.port)
            except OSError:
                self.idle["failed"] += 1
                return
            self.idle["opened"] += 1
            opened = time.monotonic()
            try:
                await asyncio.wait_for(reader.read(1), max(1, self.stop_at - time.monotonic()))
                self.idle["closed_at"].append(time.monotonic() - opened)
            except (asyncio.TimeoutError, OSError):
                pass
            finally:
                writer.close()
        # In batches, as a machine on the network would open them: a few hundred at a time.
        tasks, batch = [], 200
        for start in range(0, self.args.idle, batch):
            tasks += [asyncio.create_task(one()) for _ in range(min(batch, self.args.idle - start))]
            await asyncio.sleep(0.05)
        await asyncio.gather(*tasks)

    async def slow_heads(self):
        """Heads that come a byte a second, once the idle flood is in: what the server answers,
        and when. (Begun with the flood, they are the longest waiting, and make room for it.)"""
        async def one():
            try:
                reader, writer = await asyncio.open_connection("127.0.0.1", self.server.port)
            except OSError:
                return
            self.slow["opened"] += 1
            opened = time.monotonic()
            head = f"GET /api/layouts HTTP/1.1\r\nHost: 127.0.0.1:{self.server.port}\r\nX-Padding: {'x' * 200}\r\n\r\n".encode()
            answer = b""
            try:
                for byte in head:
                    writer.write(bytes([byte]))
                    await writer.drain()
                    try:
                        answer = await asyncio.wait_for(reader.read(4096), 1.0)
                        break
                    except asyncio.TimeoutError:
                        pass
                answer += await asyncio.wait_for(reader.read(), 5)
            except (asyncio.TimeoutError, OSError):
                pass
            finally:
                writer.close()
            status = answer[9:12].decode() if answer.startswith(b"HTTP/1.1 ") else "closed"
            self.slow["answers"][status] = self.slow["answers"].get(status, 0) + 1
            self.slow["closed_at"].append(time.monotonic() - opened)
        await asyncio.sleep(min(5, self.args.seconds / 4))
        await asyncio.gather(*(one() for _ in range(self.args.slow)))

    async def device(self, index, layout):
        """A device following a live layout, as TesseraLive does: a long poll, again at once. Each
        device is a machine of its own (an address of 127.3.x.y), as phones on a network are."""
        since = -1
        while time.monotonic() < self.stop_at:
            try:
                status, answer, _ = await request(self.server.port, self.server.code,
                                                  f"/api/live?layout={layout}&since={since}&device=phone%20{index}", timeout=20,
                                                  source=cases.address(index, block=3))
            except (OSError, asyncio.TimeoutError) as error:
                self.device_failures[type(error).__name__] = self.device_failures.get(type(error).__name__, 0) + 1
                await asyncio.sleep(0.25)
                continue
            if status != 200 or answer is None:
                self.device_failures[status] = self.device_failures.get(status, 0) + 1
                await asyncio.sleep(0.25)
                continue
            if since != -1 and answer["version"] > since and self.saves:
                self.device_answers.append(time.monotonic() - self.saves[-1][0])
            since = answer["version"]

    async def page_client(self):
        """The page, as usual: the list every 3 s, a compiled layout and frames each second."""
        names = ["mosaic", "grid", "carousel", "waterfall", "blocks"]
        tick = 0
        while time.monotonic() < self.stop_at:
            name = names[tick % len(names)]
            file = self.server.folder / f"{name}.yaml"
            paths = [f"/api/compiled?file={file}&items=1000",
                     f"/api/frames?file={file}&width=375&height=667&items=100000&offset=0,{tick * 700}&margin=200"]
            if tick % 3 == 0:
                paths.append("/api/layouts")
            # At the limits, every fifth second: a waterfall of 200,000 items with new sizes (a fresh
            # preparation each time) and a mosaic of a million.
            if tick % 5 == 4:
                paths.append(f"/api/frames?file={self.server.folder}/waterfall.yaml&width=375&height=667&items=200000&sizes=random:{tick}&offset=0,5000")
                paths.append(f"/api/frames?file={self.server.folder}/mosaic.yaml&width=375&height=667&items=1000000&margin={tick}&offset=0,90000")
            for path in paths:
                try:
                    status, _, seconds = await request(self.server.port, self.server.code, path)
                    if status == 200:
                        self.page["answered"] += 1
                        self.page["times"].append(seconds)
                    else:
                        self.page["refused"][status] = self.page["refused"].get(status, 0) + 1
                except (OSError, asyncio.TimeoutError):
                    self.page["failed"] += 1
            tick += 1
            await asyncio.sleep(1)

    async def saves_every(self, seconds):
        """A layout saved every few seconds, as an editor does: what the devices wait for."""
        path = self.server.folder / "grid.yaml"
        text = path.read_text()
        spacing = 5
        await asyncio.sleep(3)
        while time.monotonic() < self.stop_at - 2:
            spacing = 6 if spacing == 5 else 5
            path.write_text(re.sub(r"spacing: \d+", f"spacing: {spacing}", text, count=1))
            self.saves.append((time.monotonic(), spacing))
            await asyncio.sleep(seconds)

    async def sample(self):
        while time.monotonic() < self.stop_at:
            self.samples.append((time.monotonic(), *self.server.status()))
            await asyncio.sleep(1)

    async def run(self):
        await asyncio.gather(
            self.sample(),
            self.idle_connections(),
            self.slow_heads(),
            self.page_client(),
            self.saves_every(self.args.save_every),
            *(self.device(index, "Grid") for index in range(self.args.devices)),
        )


def run_cases(args):
    """Each limit, on a server of its own: True when every case passed."""
    smoke = args.smoke
    # At the smoke scale the server holds fewer connections (a lower descriptor limit), so that
    # a flood of a few hundred reaches its cap as 1,100 reach 1,000.
    descriptors = 256 if smoke else None
    flood = 300 if smoke else 1100
    runs = [
        ("bodies", lambda server: cases.case_bodies(server, flood, many=False)),
        ("bodies", lambda server: cases.case_bodies(server, flood, many=True)),
        ("polls", lambda server: cases.case_polls(server, flood, many=False)),
        ("polls", lambda server: cases.case_polls(server, flood, many=True)),
        ("sizes", lambda server: cases.case_sizes(server, 2 if smoke else 4, 20_000 if smoke else 200_000)),
        ("addresses", lambda server: cases.case_addresses(server, flood, seconds=3 if smoke else 6)),
        ("code", cases.case_code),
    ]
    print(f"the preview server's limits ({args.binary}{', smoke scale' if smoke else ''}):")
    passed = []
    for name, case in runs:
        if args.case and name != args.case:
            continue
        server = Server(args.binary, descriptors)
        try:
            passed.append(asyncio.run(case(server)))
        finally:
            server.stop()
    deep = 1_100
    if args.case and args.case != "watcher":
        return all(passed)
    server = Server(args.binary, None, folder=cases.watcher_folder(ROOT, deep))
    try:
        passed.append(asyncio.run(cases.case_watcher(server, deep, seconds=2 if smoke else 5)))
    finally:
        server.stop()
    return all(passed)


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--binary", default=str(ROOT / ".build" / "release" / "tessera"))
    parser.add_argument("--idle", type=int, default=3000, help="idle connections opened (default 3000)")
    parser.add_argument("--slow", type=int, default=200, help="heads sent a byte a second (default 200)")
    parser.add_argument("--devices", type=int, default=200, help="devices waiting on a live layout (default 200)")
    parser.add_argument("--seconds", type=float, default=50)
    parser.add_argument("--save-every", type=float, default=4, help="seconds between saves of the layout the devices follow")
    parser.add_argument("--descriptors", type=int, help="the server's descriptor limit (e.g. 256, macOS's default); by default the shell's")
    parser.add_argument("--smoke", action="store_true", help="a few seconds at a small scale, so that the script never rots (CI)")
    parser.add_argument("--only", choices=["load", "cases"], help="the long run alone, or the limits' cases alone")
    parser.add_argument("--case", choices=["bodies", "polls", "sizes", "addresses", "code", "watcher"], help="with --only cases: this case alone")
    args = parser.parse_args()
    if args.smoke:
        args.idle, args.slow, args.devices, args.seconds, args.save_every = 60, 4, 10, 8, 2
    soft, hard = resource.getrlimit(resource.RLIMIT_NOFILE)
    resource.setrlimit(resource.RLIMIT_NOFILE, (hard, hard))
    connections = max(args.idle + args.slow + args.devices, 300 if args.smoke else 1100)
    if hard < connections + 100:
        sys.exit(f"the descriptor limit ({hard}) is too low for {connections} connections; raise it (ulimit -Hn)")
    faults = []
    if args.only != "cases":
        faults += long_run(args)
    if args.only != "load" and not run_cases(args):
        faults.append("a limit's case failed (FAIL above)")
    if faults:
        sys.exit("preview_server_load: " + "; ".join(faults))


def long_run(args):
    """The long run: what it measured, printed, and its faults."""
    server = Server(args.binary, args.descriptors)
    baseline = server.status()
    load = Load(server, args)
    started = time.monotonic()
    try:
        asyncio.run(load.run())
        alive = server.process.poll() is None
        final = server.status() if alive else None
    finally:
        server.stop()
    notes = server.notes().strip()

    rss = [sample[1] for sample in load.samples]
    held = [sample[4] - baseline[3] for sample in load.samples]
    cpu = (load.samples[-1][3] - load.samples[0][3]) / (load.samples[-1][0] - load.samples[0][0]) if len(load.samples) > 1 else 0
    saves = len(load.saves)
    print(f"tessera preview --devices under load for {time.monotonic() - started:.0f} s "
          f"({args.idle} idle connections, {args.slow} slow heads, {args.devices} devices, a save every {args.save_every:g} s"
          + (f", {args.descriptors} descriptors" if args.descriptors else "") + ")")
    print(f"  still running at the end: {alive}; notes it printed: {notes or 'none'}")
    print(f"  descriptors held for connections: at most {max(held)} (median {statistics.median(held):.0f})")
    print(f"  memory: {baseline[0]:.0f} MB at start, {statistics.median(rss):.0f} MB median under load, {max(s[2] for s in load.samples):.0f} MB at most"
          + (f", {final[0]:.0f} MB at the end" if final else ""))
    print(f"  CPU: {cpu * 100:.0f}% of a core on average")
    print(f"  page requests: {load.page['answered']} answered ({percentiles(load.page['times'])}), "
          f"refused {load.page['refused'] or 'none'}, failed {load.page['failed']}")
    expected = saves * args.devices
    print(f"  devices: {len(load.device_answers)} answers with a new save of {expected} due ({percentiles(load.device_answers)} from the save), "
          f"failed polls: {load.device_failures or 'none'} (asked again)")
    closed = load.idle["closed_at"]
    print(f"  idle connections: {load.idle['opened']} opened, {load.idle['failed']} refused at connect; "
          f"{len(closed)} closed by the server ({percentiles(closed)} after opening)")
    print(f"  slow heads: {load.slow['opened']} opened, answers {load.slow['answers']}, ended {percentiles(load.slow['closed_at'])} after opening")
    # What must hold at any scale: the server ran throughout, the page was answered, every save reached the devices.
    faults = []
    if not alive:
        faults.append("the server ended")
    if load.page["failed"] or load.page["refused"]:
        faults.append("page requests failed or were refused")
    if saves and len(load.device_answers) < expected * 0.99:
        faults.append("saves did not reach the devices")
    return faults


if __name__ == "__main__":
    main()
