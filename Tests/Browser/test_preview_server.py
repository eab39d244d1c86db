"""`tessera preview`'s server, as its own process, against clients that do not play fair: what
holds when the process runs out of descriptors. (The deadlines, the cap and the code checked on
the head are tested in-process with short limits: Tests/TesseraPreviewTests/HTTPListenerTests.)
The long version, thousands of connections and hundreds of devices, is
Benchmarks/preview_server_load.py."""
import os
import socket
import time
import urllib.parse

from conftest import Preview, wait_until


def open_idle(url, count):
    """`count` connections that send nothing, opened as fast as the server takes them."""
    parts = urllib.parse.urlsplit(url)
    held = []
    for _ in range(count):
        try:
            held.append(socket.create_connection((parts.hostname, parts.port), timeout=2))
        except OSError:
            pass  # the backlog was full for a moment: the flood goes on without it
    return held


def test_a_flood_of_idle_connections_past_the_descriptor_limit_does_not_stop_the_server(layouts_folder):
    # 64 descriptors for the server alone, 45 of them taken by files it inherited: it holds its
    # fewest connections (8, and 8 more being closed) and still runs out (EMFILE) as the flood
    # comes faster than connections close. Its layouts must stay listed throughout: a folder it
    # cannot list for want of descriptors is not a folder emptied.
    inherited = [os.open(os.devnull, os.O_RDONLY) for _ in range(45)]
    layouts = len(list(layouts_folder.glob("*.yaml")))
    server = Preview(layouts_folder, descriptors=64, pass_fds=inherited)
    for descriptor in inherited:
        os.close(descriptor)
    held = []
    try:
        held = open_idle(server.url, 300)
        time.sleep(0.2)
        assert server.process.poll() is None, f"the server ended: {server.process.stderr.read()}"
        assert len(held) > 100, len(held)
        # Still answering, with the flood's connections open on this side, and still running.
        for _ in range(5):
            status, body = wait_until(lambda: _try(server), timeout=5, message="an answer during the flood")
            assert status == 200 and len(body["layouts"]) == layouts, body
        assert server.process.poll() is None, server.process.stderr.read()
        # More idle connections, then the page's own requests again.
        held += open_idle(server.url, 200)
        status, body = wait_until(lambda: _try(server), timeout=5, message="an answer after the second flood")
        assert status == 200 and len(body["layouts"]) == layouts, body
    finally:
        for connection in held:
            connection.close()
        server.stop()
    notes = server.process.stderr.read()
    assert notes.count("out of descriptors") == 1, notes
    assert "could not start" not in notes and "error" not in notes, notes


def _try(server):
    try:
        return server.api("/api/layouts")
    except OSError:
        return None
