"""The preview server's limits, one case each, with a verdict: what a client that floods it with
waiting requests (bodies that never come, long polls, large uploads, many addresses), a tree of
layout files larger than it serves, or a pairing code in an address does to the owner (the page
on this machine) and the devices. Run by preview_server_load.py (`--cases`); each case starts its
own `tessera preview --devices` on loopback, bounded in connections and time.

Many addresses are made on loopback: every 127.x.y.z is this machine, so a client socket bound to
one before it connects is another machine to the server (which takes 127.0.0.1 alone for the
owner's). Linux answers every one of them; macOS only those added to lo0 (`ifconfig lo0 alias`),
so the cases are run on Linux."""
import asyncio
import json
import re
import shutil
import tempfile
import time
from pathlib import Path

OWNER = "127.0.0.1"


def address(index, block=1):
    """The index-th address of a /16 on loopback that is not the owner's: 127.BLOCK.x.y."""
    return f"127.{block}.{index // 250}.{index % 250 + 1}"


async def ask(server, path, method="GET", body=None, source=OWNER, headers=None, code=True, timeout=10.0):
    """One request on a new connection from `source`: (status, head text, body bytes, seconds);
    status 0 when the connection failed or was reset, -1 when no answer came in time."""
    started = time.monotonic()
    try:
        reader, writer = await asyncio.wait_for(
            asyncio.open_connection("127.0.0.1", server.port, local_addr=(source, 0)), timeout)
    except (OSError, asyncio.TimeoutError):
        return 0, "", b"", time.monotonic() - started
    try:
        data = body.encode() if isinstance(body, str) else (body or b"")
        lines = [f"{method} {path} HTTP/1.1", f"Host: 127.0.0.1:{server.port}", "Connection: close", f"Content-Length: {len(data)}"]
        if code:
            lines.append(f"X-Tessera-Code: {server.code}")
        lines += [f"{name}: {value}" for name, value in (headers or {}).items()]
        writer.write(("\r\n".join(lines) + "\r\n\r\n").encode() + data)
        await writer.drain()
        answer = await asyncio.wait_for(reader.read(), timeout)
    except asyncio.TimeoutError:
        return -1, "", b"", time.monotonic() - started
    except OSError:
        return 0, "", b"", time.monotonic() - started
    finally:
        writer.close()
    head, _, rest = answer.partition(b"\r\n\r\n")
    status = int(answer[9:12]) if answer.startswith(b"HTTP/1.1 ") else 0
    return status, head.decode(errors="replace"), rest, time.monotonic() - started


class Holder:
    """Connections that send a head and then hold: `count` of them from `sources` (cycled), each
    sending `head` (a callable of the index) and keeping its connection until `release`. Counts
    how each ended: the status it was answered with, or closed / still open."""

    def __init__(self, server, count, sources, head, repoll=False):
        self.server, self.count, self.sources, self.head, self.repoll = server, count, sources, head, repoll
        self.answers = {}
        self.opened = 0
        self.stop = asyncio.Event()

    async def one(self, index):
        while not self.stop.is_set():
            try:
                reader, writer = await asyncio.open_connection("127.0.0.1", self.server.port,
                                                               local_addr=(self.sources[index % len(self.sources)], 0))
            except OSError:
                self.note("refused at connect")
                return
            self.opened += 1
            try:
                writer.write(self.head(index).encode())
                await writer.drain()
                reading = asyncio.ensure_future(reader.read(256))
                stopping = asyncio.ensure_future(self.stop.wait())
                done, _ = await asyncio.wait({reading, stopping}, return_when=asyncio.FIRST_COMPLETED)
                if reading in done:
                    answer = reading.result()
                    stopping.cancel()
                    self.note(answer[9:12].decode() if answer.startswith(b"HTTP/1.1 ") else "closed")
                else:
                    reading.cancel()
                    self.note("held to the end")
                    return
            except OSError:
                self.note("reset")
            finally:
                writer.close()
            if not self.repoll:
                return

    def note(self, what):
        self.answers[what] = self.answers.get(what, 0) + 1

    async def start(self, batch=200):
        self.tasks = []
        for start in range(0, self.count, batch):
            self.tasks += [asyncio.ensure_future(self.one(index)) for index in range(start, min(self.count, start + batch))]
            await asyncio.sleep(0.05)
        await asyncio.sleep(1.0)

    async def release(self):
        self.stop.set()
        await asyncio.gather(*self.tasks)


async def owner_and_device(server):
    """What the owner and a new device get while a flood holds: the page, the list, a small
    upload, and a device's first live poll from another address."""
    results = {
        "owner page": await ask(server, "/", code=True),
        "owner list": await ask(server, "/api/layouts"),
        "owner upload": await ask(server, "/api/sizes", "POST", "[1, 2, 3]", headers={"Origin": f"http://127.0.0.1:{server.port}"}),
        "new device": await ask(server, "/api/live?layout=Grid&since=-1&device=new", source=address(0, block=200)),
    }
    return {name: (status, seconds) for name, (status, _, _, seconds) in results.items()}


def verdict(name, passed, detail):
    print(f"  {name}: {'pass' if passed else 'FAIL'} — {detail}")
    return passed


def summary(results):
    return ", ".join(f"{name} {status} in {seconds:.2f} s" for name, (status, seconds) in results.items())


async def case_bodies(server, count, many):
    """Requests that announce a body and never send it: do the owner and a device still get in?"""
    sources = [address(index) for index in range(count)] if many else [OWNER]
    head = lambda _: (f"POST /api/sizes HTTP/1.1\r\nHost: 127.0.0.1:{server.port}\r\nX-Tessera-Code: {server.code}\r\n"
                      f"Origin: http://127.0.0.1:{server.port}\r\nContent-Length: 100\r\n\r\n[1,")
    holder = Holder(server, count, sources, head)
    await holder.start()
    results = await owner_and_device(server)
    await holder.release()
    passed = all(status in (200, 303) and seconds < 5 for status, seconds in results.values())
    where = f"{len(sources)} addresses" if many else "the owner's address"
    return verdict(f"{count} bodies never sent, from {where}", passed, f"{summary(results)}; the flood's: {holder.answers}")


async def case_polls(server, count, many):
    """Long polls that fill the server: do the owner's page and a new device get in?"""
    sources = [address(index) for index in range(count)] if many else [OWNER]
    _, _, body, _ = await ask(server, "/api/layouts")
    version = json.loads(body)["version"]
    head = lambda _: f"GET /api/changes?since={version} HTTP/1.1\r\nHost: 127.0.0.1:{server.port}\r\nX-Tessera-Code: {server.code}\r\n\r\n"
    holder = Holder(server, count, sources, head)
    await holder.start()
    results = await owner_and_device(server)
    await holder.release()
    passed = all(status in (200, 303) and seconds < 5 for status, seconds in results.values())
    where = f"{len(sources)} addresses" if many else "the owner's address"
    return verdict(f"{count} long polls from {where}", passed, f"{summary(results)}; the flood's: {holder.answers}")


async def case_sizes(server, uploads, items):
    """Large uploads at once: how long a small request waits, and what memory they leave."""
    body = json.dumps([{"width": 100 + index % 50, "height": 40 + index % 90} for index in range(items)])
    before = server.status()
    origin = {"Origin": f"http://127.0.0.1:{server.port}"}
    sending = [asyncio.ensure_future(ask(server, "/api/sizes", "POST", body, headers=origin, timeout=60)) for _ in range(uploads)]
    waits = []
    while not all(task.done() for task in sending):
        status, _, _, seconds = await ask(server, "/api/layouts", timeout=60)
        waits.append(seconds if status == 200 else 99)
        await asyncio.sleep(0.05)
    answers = [task.result()[0] for task in sending]
    peak = server.status()[1]
    await asyncio.sleep(1)
    after = server.status()[0]
    worst = max(waits) if waits else 0
    passed = worst < 1.0 and all(status in (200, 503) for status in answers) and 200 in answers and peak - before[0] < 400
    return verdict(f"{uploads} uploads of {len(body) / 1e6:.1f} MB ({items} sizes) at once", passed,
                   f"answers {answers}; a small request waited at most {worst:.2f} s ({len(waits)} asked); "
                   f"memory {before[0]:.0f} MB before, {peak:.0f} MB at most, {after:.0f} MB after")


async def case_addresses(server, count, seconds=6):
    """A flood of idle connections from many addresses while the owner's page asks on one
    connection it keeps (as a browser does): is any of the owner's requests reset?"""
    sources = [address(index) for index in range(count)]
    # Each flood connection let go of comes back at once: the flood goes on for the whole case.
    holder = Holder(server, count, sources, lambda _: "", repoll=True)
    flood = asyncio.ensure_future(holder.start())
    failures, answered = 0, 0
    reader, writer = await asyncio.open_connection("127.0.0.1", server.port, local_addr=(OWNER, 0))
    deadline = time.monotonic() + seconds
    while time.monotonic() < deadline:
        try:
            writer.write(f"GET /api/layouts HTTP/1.1\r\nHost: 127.0.0.1:{server.port}\r\nX-Tessera-Code: {server.code}\r\n\r\n".encode())
            await writer.drain()
            head = await asyncio.wait_for(reader.readuntil(b"\r\n\r\n"), 5)
            length = int(re.search(rb"Content-Length: (\d+)", head).group(1))
            await asyncio.wait_for(reader.readexactly(length), 5)
            answered += 1 if head.startswith(b"HTTP/1.1 200") else 0
            failures += 0 if head.startswith(b"HTTP/1.1 200") else 1
        except (OSError, asyncio.TimeoutError, asyncio.IncompleteReadError):
            failures += 1
            writer.close()
            reader, writer = await asyncio.open_connection("127.0.0.1", server.port, local_addr=(OWNER, 0))
        # And a new connection, as the page opens one beside it.
        status, _, _, _ = await ask(server, "/api/layouts", timeout=5)
        answered += 1 if status == 200 else 0
        failures += 0 if status == 200 else 1
        # A person's pace: the keep-alive connection waits between requests, as the flood arrives.
        await asyncio.sleep(0.3)
    writer.close()
    await flood
    await holder.release()
    return verdict(f"idle connections from {count} addresses", failures == 0,
                   f"the owner's requests on its kept connection and new ones: {answered} answered, {failures} reset or refused; "
                   f"the flood's: {holder.answers}")


def watcher_folder(root, deep_files):
    """Layouts/ at the top, and `deep_files` small layouts two folders down (sorted before the
    top's names, as `a/…` sorts before `grid.yaml`)."""
    folder = Path(tempfile.mkdtemp(prefix="tessera-watch-"))
    for path in (root / "Layouts").glob("*.yaml"):
        shutil.copy(path, folder / path.name)
    deep = folder / "a" / "b"
    deep.mkdir(parents=True)
    text = (root / "Layouts" / "grid.yaml").read_text()
    for index in range(deep_files):
        (deep / f"grid{index:04d}.yaml").write_text(re.sub(r"layout: \w+", f"layout: Grid{index}", text, count=1))
    return folder


async def case_watcher(server, deep_files, seconds=5):
    """Past the most files: are the top's layouts served, is what was skipped said, what does
    watching cost at rest; and a file replaced by a folder, is it taken for removed?"""
    _, _, body, _ = await ask(server, "/api/layouts")
    listing = json.loads(body)
    files = {layout["label"] for layout in listing["layouts"]}
    top = {"grid.yaml", "mosaic.yaml"} <= files
    skipped = listing.get("skipped")
    cpu_start, started = server.status()[2], time.monotonic()
    await asyncio.sleep(seconds)
    cpu = (server.status()[2] - cpu_start) / (time.monotonic() - started)
    replaced = server.folder / "blocks.yaml"
    replaced.unlink()
    replaced.mkdir()
    gone_after = None
    began = time.monotonic()
    while time.monotonic() - began < 15:
        _, _, body, _ = await ask(server, "/api/layouts")
        if "blocks.yaml" not in {layout["label"] for layout in json.loads(body)["layouts"]}:
            gone_after = time.monotonic() - began
            break
        await asyncio.sleep(0.2)
    said = "skipped" in server.notes()
    passed = top and bool(skipped) and said and cpu < 0.05 and gone_after is not None
    return verdict(f"{len(list(server.folder.glob('*.yaml'))) + deep_files} layout files", passed,
                   f"grid.yaml and mosaic.yaml served: {top}; skipped said in the API: {bool(skipped)}, on the terminal: {said}; "
                   f"watching at rest: {cpu * 100:.1f}% of a core; a file replaced by a folder gone "
                   + (f"after {gone_after:.1f} s" if gone_after is not None else "not within 15 s"))


async def case_code(server):
    """The code in an address: refused on the API and the page's files, with what to do; the
    printed address still opens the page and sets the cookie."""
    api = await ask(server, f"/api/layouts?code={server.code}", code=False)
    script = await ask(server, f"/app.js?code={server.code}", code=False)
    opened = await ask(server, f"/?code={server.code}", code=False)
    cookie = re.search(r"Set-Cookie: ([^;]+);", opened[1])
    with_cookie = await ask(server, "/api/layouts", code=False, headers={"Cookie": cookie.group(1)} if cookie else {})
    told = b"X-Tessera-Code" in api[2] and b"cookie" in api[2]
    passed = api[0] == 400 and script[0] == 400 and told and opened[0] == 303 and "code=" not in opened[1].split("Location:")[-1].split("\r\n")[0] \
        and with_cookie[0] == 200
    return verdict("the code in an address", passed,
                   f"/api/layouts?code= {api[0]}, /app.js?code= {script[0]} (says where the code goes: {told}); "
                   f"/?code= {opened[0]} with a cookie: {bool(cookie)}; the list with the cookie {with_cookie[0]}")
