"""Shared fixtures for the browser tests: the built `tessera` binary, a preview server over a
scratch copy of the layouts, and a browser in each engine (engines.py): every test that takes
`browser` runs in Chromium, WebKit and Firefox, `[chromium]`, `[webkit]`, `[firefox]` in its id
(TESSERA_BROWSERS=firefox, or `-k firefox`, runs one). A test that differs in one engine, by that
engine's own limit, is marked `@pytest.mark.differs_in("webkit", reason=...)`: expected to fail
there (strictly: a pass there fails the run), run as usual in the others."""
import json
import os
import resource
import shutil
import signal
import subprocess
import tempfile
import time
import urllib.parse
import urllib.request
from pathlib import Path

import pytest

import engines

ROOT = Path(__file__).resolve().parents[2]


def tessera_binary() -> Path:
    path = Path(os.environ.get("TESSERA_BIN", ROOT / ".build" / "debug" / "tessera"))
    if not path.exists():
        pytest.fail(f"{path} does not exist; run `swift build` first (or set TESSERA_BIN)")
    return path


class Preview:
    """A running `tessera preview` over a folder of its own, stopped at the end."""

    def __init__(self, folder: Path, *args: str, ignoring_sigint: bool = False, descriptors: int | None = None, pass_fds=()):
        """`descriptors` sets the process's descriptor limit (soft and hard) for the server alone;
        `pass_fds` are descriptors it inherits and does not know of."""
        def prepare():
            if ignoring_sigint:
                signal.signal(signal.SIGINT, signal.SIG_IGN)
            if descriptors is not None:
                resource.setrlimit(resource.RLIMIT_NOFILE, (descriptors, descriptors))
        self.folder = folder
        self.process = subprocess.Popen(
            [str(tessera_binary()), "preview", str(folder), "--port", "0", *args],
            stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True, pass_fds=pass_fds,
            preexec_fn=prepare if ignoring_sigint or descriptors is not None else None)
        line = self.process.stdout.readline()
        if "http://" not in line:
            self.process.kill()
            raise RuntimeError(f"the preview did not start: {line}{self.process.stderr.read()}")
        self.url = line.split()[2]

    def api(self, path: str, **params):
        query = urllib.parse.urlencode(params)
        try:
            with urllib.request.urlopen(f"{self.url}{path.lstrip('/')}?{query}", timeout=10) as response:
                return response.status, json.loads(response.read())
        except urllib.error.HTTPError as error:
            return error.code, json.loads(error.read())

    def file_id(self, name: str) -> str:
        return f"{self.folder}/{name}"

    def stop(self):
        self.process.terminate()
        try:
            self.process.wait(timeout=5)
        except subprocess.TimeoutExpired:
            self.process.kill()


@pytest.fixture
def layouts_folder():
    folder = Path(tempfile.mkdtemp(prefix="tessera-browser-"))
    for path in (ROOT / "Layouts").glob("*.yaml"):
        shutil.copy(path, folder / path.name)
    yield folder
    shutil.rmtree(folder, ignore_errors=True)


@pytest.fixture
def preview(layouts_folder):
    server = Preview(layouts_folder)
    yield server
    server.stop()


@pytest.fixture(scope="session", params=engines.selected_engines())
def browser(request):
    try:
        driver = engines.launch(request.param)
    except engines.EngineUnavailable as error:
        pytest.fail(f"{request.param}: {error}")
    yield driver
    driver.quit()


def pytest_configure(config):
    config.addinivalue_line("markers", "differs_in(engine, reason): the test is expected to fail in that engine, for the reason given")
    config.addinivalue_line("markers", "browser: the test opens a page (it takes `browser`); given to such tests by itself")
    # selenium's own WebKitGTK class sets an option it has deprecated itself.
    config.addinivalue_line("filterwarnings", "ignore:setting remote_server_addr in RemoteConnection:DeprecationWarning")


def pytest_collection_modifyitems(items):
    for item in items:
        if "browser" in getattr(item, "fixturenames", ()):
            item.add_marker(pytest.mark.browser)
        engine = getattr(item, "callspec", None) and item.callspec.params.get("browser")
        for mark in item.iter_markers("differs_in"):
            if mark.args[0] not in engines.ENGINES:
                raise pytest.UsageError(f"{item.nodeid}: differs_in names {mark.args[0]!r}; the engines are {', '.join(engines.ENGINES)}")
            if mark.args[0] == engine:
                item.add_marker(pytest.mark.xfail(strict=True, reason=f"{engine}: {mark.kwargs['reason']}"))


def wait_until(condition, timeout=10.0, interval=0.02, message="condition"):
    deadline = time.monotonic() + timeout
    while time.monotonic() < deadline:
        value = condition()
        if value:
            return value
        time.sleep(interval)
    raise AssertionError(f"timed out after {timeout} s waiting for {message}")


def open_page(browser, preview, name, width=375, height=667, counts="60"):
    """Opens the page on a layout; `counts=None` leaves them to the page (the layout's own sections)."""
    fields = {"file": preview.file_id(name), "w": width, "h": height}
    if counts is not None:
        fields["counts"] = counts
    params = urllib.parse.urlencode(fields)
    browser.get("about:blank")  # a new hash alone would not load the page again
    browser.get(f"{preview.url}#{params}")
    wait_until(lambda: browser.execute_script("return window.tessera && window.tessera.ready === true"), message="the page to start")
    settle(browser)


def settle(browser, timeout=10.0):
    """Waits until no request, snap or animation is under way, twice in a row."""
    def idle():
        return not browser.execute_script("return window.tessera.busy()")
    wait_until(lambda: idle() and (time.sleep(0.2) or idle()), timeout=timeout, message="the page to settle")
