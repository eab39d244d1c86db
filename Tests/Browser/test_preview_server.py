"""`tessera preview`'s server, as its own process, against clients that do not play fair: what
holds when the process runs out of descriptors. (The deadlines, the cap and the code checked on
the head are tested in-process with short limits: Tests/TesseraPreviewTests/HTTPListenerTests.)
The long version, thousands of connections and hundreds of devices, is
Benchmarks/preview_server_load.py."""
import json
import os
import socket
import time
import urllib.error
import urllib.parse
import urllib.request

from conftest import Preview, open_page, wait_until


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
    # 64 descriptors for the server alone, 50 of them taken by files it inherited (and three by
    # its standard streams): it holds its fewest connections (8, and more being closed), and it
    # runs out (EMFILE) when the flood comes faster than connections close, as it does on this
    # machine run alone. In CI's whole run it sometimes closed them as fast and never ran out:
    # then there is no note, and what is checked is that it survives and answers throughout. Its layouts must stay listed throughout: a folder it
    # cannot list for want of descriptors is not a folder emptied.
    inherited = [os.open(os.devnull, os.O_RDONLY) for _ in range(50)]
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
    assert notes.count("out of descriptors") <= 1, notes
    assert "could not start" not in notes and "error" not in notes, notes


def _try(server):
    try:
        return server.api("/api/layouts")
    except OSError:
        return None


def test_past_the_most_files_the_page_lists_the_top_and_says_what_it_skipped(browser, layouts_folder):
    # 1,001 small layouts two folders down sort before the top's (`a/…`); the page lists the
    # top's layouts and says below the list which it skipped, and so does the terminal. A top
    # file replaced by a folder leaves the list.
    deep = layouts_folder / "a" / "b"
    deep.mkdir(parents=True)
    for index in range(1001):
        (deep / f"s{index:04d}.yaml").write_text(f"layout: S{index}\nline:\n  item: {{width: 50, height: 50}}\n")
    server = Preview(layouts_folder)
    try:
        open_page(browser, server, "grid.yaml")
        notice = browser.find_element("id", "skipped")
        assert notice.is_displayed(), "the skipped notice is hidden"
        assert "at most 1000 layout files" in notice.text and "skipped" in notice.text, notice.text
        labels = browser.execute_script("return [...document.querySelectorAll('#layouts li')].map((item) => item.dataset.file)")
        assert server.file_id("grid.yaml") in labels and server.file_id("mosaic.yaml") in labels
        blocks = layouts_folder / "blocks.yaml"
        blocks.unlink()
        blocks.mkdir()
        wait_until(lambda: server.file_id("blocks.yaml") not in browser.execute_script(
            "return [...document.querySelectorAll('#layouts li')].map((item) => item.dataset.file)"),
            timeout=10, message="the file replaced by a folder to leave the list")
    finally:
        server.stop()
    assert "note: the preview serves at most 1000 layout files" in server.process.stderr.read()


def test_the_code_in_an_address_is_refused_and_the_printed_address_still_pairs(browser, layouts_folder):
    server = Preview(layouts_folder, "--devices")
    try:
        base, code = server.url.split("?code=")
        try:
            urllib.request.urlopen(f"{base}api/layouts?code={code}", timeout=10)
            raise AssertionError("the code in an API address was taken")
        except urllib.error.HTTPError as error:
            message = json.loads(error.read())["error"]
            assert error.code == 400 and "X-Tessera-Code" in message and "?code=CODE once" in message, message
        browser.get(server.url)
        wait_until(lambda: browser.execute_script("return document.querySelectorAll('#layouts li').length") > 5,
                   message="the page lists the layouts, paired by the cookie")
        assert "code=" not in browser.current_url
    finally:
        server.stop()
