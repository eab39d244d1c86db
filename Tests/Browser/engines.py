"""The browser engines the suite runs in, behind one small API.

Chromium (chromedriver) and WebKit (WebKitGTK's WebKitWebDriver) are driven by selenium; Firefox,
for which no geckodriver is to be had, by WebDriver BiDi, which Firefox speaks itself. Every
engine gives a test the same browser: `get`, `execute_script` and `execute_async_script` with
selenium's rules for arguments and results (the async script's last argument is `done`),
`set_script_timeout`, `current_url`, `find_element(s)` by "id" or "css selector" (an element
has `text`, `get_attribute`, `click`, `send_keys`, `is_displayed`), `set_window_size`,
`screenshot`, `perform` (W3C input sources made with `Pointer`, `wheel` and `keys` below),
`console_errors`, `cookies` and `emulate_reduced_motion`. A test that asks no more than `get`
and the two `execute_` runs in every engine as it is."""
import base64
import itertools
import json
import os
import shutil
import subprocess
import tempfile
import threading
import time
from pathlib import Path

ENGINES = ("chromium", "webkit", "firefox")
WINDOW = (1600, 1300)


class EngineUnavailable(Exception):
    """The engine, its driver or what it needs to run (a display) is missing."""


class DriverCannot(Exception):
    """The engine's driver cannot do what the test asks (emulate a media feature, take a picture)."""


class ScriptError(Exception):
    """A script threw, or an async script did not call `done` in time."""


# Input sources, in the W3C form both WebDriver and BiDi take; coordinates are the viewport's.
# A move takes 250 ms, as selenium's ActionChains moves do: the tests' timings assume it.
MOVE_MS = 250


class Pointer:
    """A pointer's actions: `Pointer("mouse").move(x, y).down().move(...).up()`."""

    def __init__(self, kind: str = "mouse"):
        self.kind = kind
        self.actions = []

    def move(self, x, y, duration_ms: int = MOVE_MS):
        self.actions.append({"type": "pointerMove", "x": round(x), "y": round(y), "origin": "viewport", "duration": duration_ms})
        return self

    def down(self):
        self.actions.append({"type": "pointerDown", "button": 0})
        return self

    def up(self):
        self.actions.append({"type": "pointerUp", "button": 0})
        return self

    def pause(self, seconds: float):
        self.actions.append({"type": "pause", "duration": round(seconds * 1000)})
        return self

    def source(self):
        return {"type": "pointer", "id": self.kind, "parameters": {"pointerType": self.kind}, "actions": self.actions}


_wheels = itertools.count()


def wheel(x, y, delta_x, delta_y):
    """A wheel turned once over the viewport's point (x, y). A new source each time: WebKitGTK's
    WebDriver (2.50) sends the difference from the last delta a source scrolled by, so a second
    turn of 300 on one source scrolls by nothing."""
    return {"type": "wheel", "id": f"wheel-{next(_wheels)}", "actions": [
        {"type": "scroll", "x": round(x), "y": round(y), "deltaX": delta_x, "deltaY": delta_y, "origin": "viewport", "duration": 0}]}


def keys(*values: str):
    """Each key (a character, or one of KEY's) pressed and released, in turn."""
    actions = []
    for value in values:
        actions += [{"type": "keyDown", "value": value}, {"type": "keyUp", "value": value}]
    return {"type": "key", "id": "keyboard", "actions": actions}


class KEY:
    """WebDriver's code points for the keys the tests press."""
    SPACE = " "
    ESCAPE = "\ue00c"
    ARROW_LEFT = "\ue012"
    ARROW_UP = "\ue013"
    ARROW_RIGHT = "\ue014"
    ARROW_DOWN = "\ue015"


def selected_engines():
    """TESSERA_BROWSERS (say `firefox` or `chromium,webkit`) picks engines; all three by default."""
    names = [name.strip() for name in os.environ.get("TESSERA_BROWSERS", ",".join(ENGINES)).split(",") if name.strip()]
    unknown = [name for name in names if name not in ENGINES]
    if unknown:
        raise ValueError(f"TESSERA_BROWSERS names {', '.join(unknown)}; the engines are {', '.join(ENGINES)}")
    return names


def launch(engine: str):
    if engine == "chromium":
        return SeleniumBrowser.chromium()
    if engine == "webkit":
        return SeleniumBrowser.webkit()
    return FirefoxBrowser()


def _program(name: str, package: str) -> str:
    path = shutil.which(name)
    if not path:
        raise EngineUnavailable(f"{name} is not installed; on Debian: apt-get install {package}")
    return path


class SeleniumBrowser:
    """Chromium or WebKit, through selenium and the engine's own WebDriver."""

    def __init__(self, engine, driver):
        self.engine = engine
        self.driver = driver
        self.version = driver.capabilities.get("browserVersion", "")
        driver.set_script_timeout(30)

    @classmethod
    def chromium(cls):
        from selenium import webdriver
        from selenium.webdriver.chrome.service import Service
        options = webdriver.ChromeOptions()
        for argument in ["--headless=new", "--no-sandbox", "--disable-gpu", "--disable-dev-shm-usage",
                         f"--window-size={WINDOW[0]},{WINDOW[1]}", "--hide-scrollbars", "--force-device-scale-factor=1"]:
            options.add_argument(argument)
        options.binary_location = _program("chromium", "chromium")
        options.set_capability("goog:loggingPrefs", {"browser": "ALL"})
        return cls("chromium", webdriver.Chrome(service=Service(_program("chromedriver", "chromium-driver")), options=options))

    @classmethod
    def webkit(cls):
        from selenium import webdriver
        from selenium.webdriver.webkitgtk.service import Service
        program = _program("WebKitWebDriver", "webkit2gtk-driver")
        if not os.environ.get("DISPLAY") and not os.environ.get("WAYLAND_DISPLAY"):
            raise EngineUnavailable("WebKitGTK needs a display: run the suite under `xvfb-run -a` (Debian's xvfb)")
        options = webdriver.WebKitGTKOptions()
        # WebKitGTK's DMA-BUF renderer, with no GPU under Xvfb, draws a frame of the preview page
        # in 100 to 330 ms (requestAnimationFrame and scroll events come as late); its older
        # compositing path draws one in 15 ms, as a browser on a phone does. On that path
        # WebKitWebDriver's screenshots never return: `screenshot` refuses at once instead.
        service = Service(program, env={**os.environ, "WEBKIT_DISABLE_DMABUF_RENDERER": "1"})
        driver = webdriver.WebKitGTK(service=service, options=options)
        driver.set_window_size(*WINDOW)
        return cls("webkit", driver)

    def quit(self):
        self.driver.quit()

    def get(self, url):
        self.driver.get(url)

    @property
    def current_url(self):
        return self.driver.current_url

    def execute_script(self, script, *args):
        return self.driver.execute_script(script, *args)

    def execute_async_script(self, script, *args):
        return self.driver.execute_async_script(script, *args)

    def set_script_timeout(self, seconds):
        self.driver.set_script_timeout(seconds)

    def find_element(self, by, value):
        return self.driver.find_element(by, value)

    def find_elements(self, by, value):
        return self.driver.find_elements(by, value)

    def screenshot(self, element, path):
        """A PNG of what `element` shows."""
        if self.engine == "webkit":
            raise DriverCannot("WebKitWebDriver's screenshots never return under Xvfb on the renderer the suite uses")
        element.screenshot(str(path))

    def set_window_size(self, width, height):
        self.driver.set_window_size(width, height)

    def perform(self, *sources):
        from selenium.webdriver.remote.command import Command
        self.driver.execute(Command.W3C_ACTIONS, {"actions": [source.source() if isinstance(source, Pointer) else source for source in sources]})

    def console_errors(self):
        """The page's errors since the last call. WebKit's WebDriver keeps no console log: there
        an error shows only through what the test checks besides."""
        if self.engine != "chromium":
            return []
        return [entry["message"] for entry in self.driver.get_log("browser") if entry["level"] == "SEVERE"]

    def cookies(self):
        return [cookie["name"] for cookie in self.driver.get_cookies()]

    def emulate_reduced_motion(self, reduce: bool):
        if self.engine != "chromium":
            raise DriverCannot(f"{self.engine}'s WebDriver cannot emulate prefers-reduced-motion")
        self.driver.execute_cdp_cmd("Emulation.setEmulatedMedia", {"features": [
            {"name": "prefers-reduced-motion", "value": "reduce" if reduce else "no-preference"}]})


# Firefox through WebDriver BiDi -----------------------------------------------------------------

# Firefox's own settings for a test profile: no first-run pages, nothing fetched from Mozilla's
# servers (the machine has loopback only), scrollbars over the content as Chromium's hidden ones
# and Safari's are, one device pixel per CSS pixel.
FIREFOX_PREFS = {
    "browser.shell.checkDefaultBrowser": False,
    "browser.startup.homepage_override.mstone": "ignore",
    "browser.aboutwelcome.enabled": False,
    "datareporting.policy.dataSubmissionEnabled": False,
    "toolkit.telemetry.reportingpolicy.firstRun": False,
    "app.update.disabledForTesting": True,
    "app.normandy.enabled": False,
    "messaging-system.rsexperimentloader.enabled": False,
    "services.settings.server": "http://127.0.0.1:9/",
    "network.captive-portal-service.enabled": False,
    "network.connectivity-service.enabled": False,
    "browser.safebrowsing.malware.enabled": False,
    "browser.safebrowsing.phishing.enabled": False,
    "extensions.update.enabled": False,
    "browser.search.update": False,
    "widget.gtk.overlay-scrollbars.enabled": True,
    "layout.css.devPixelsPerPx": "1.0",
}


class FirefoxElement:
    """A node of the page, as BiDi shares it; what the tests ask of an element."""

    def __init__(self, browser, shared_id):
        self.browser = browser
        self.shared_id = shared_id

    def __eq__(self, other):
        return isinstance(other, FirefoxElement) and other.shared_id == self.shared_id

    def __hash__(self):
        return hash(self.shared_id)

    def _call(self, body, *args):
        return self.browser.execute_script(body, self, *args)

    @property
    def text(self):
        return self._call("return arguments[0].innerText")

    def get_attribute(self, name):
        return self._call("const n = arguments[0], v = n[arguments[1]];"
                          "return typeof v === 'string' || typeof v === 'number' ? String(v) : n.getAttribute(arguments[1]);", name)

    def is_displayed(self):
        return self._call("const n = arguments[0], r = n.getBoundingClientRect();"
                          "return n.checkVisibility({ visibilityProperty: true, opacityProperty: true }) && r.width > 0 && r.height > 0;")

    def click(self):
        x, y = self._call("const n = arguments[0]; n.scrollIntoView({ block: 'nearest', inline: 'nearest' });"
                          "const r = n.getBoundingClientRect(); return [r.left + r.width / 2, r.top + r.height / 2];")
        self.browser.perform(Pointer("mouse").move(x, y, 0).down().up())

    def send_keys(self, text):
        self._call("arguments[0].focus()")
        self.browser.perform(keys(*text))



class FirefoxBrowser:
    """Firefox (firefox-esr) in a fresh profile, driven over WebDriver BiDi on loopback."""

    engine = "firefox"

    def __init__(self):
        import websocket
        program = _program("firefox-esr", "firefox-esr")
        self.profile = tempfile.mkdtemp(prefix="tessera-firefox-")
        Path(self.profile, "user.js").write_text(
            "".join(f"user_pref({json.dumps(name)}, {json.dumps(value)});\n" for name, value in FIREFOX_PREFS.items()))
        self.process = subprocess.Popen(
            [program, "--headless", "--no-remote", "--remote-debugging-port", "0", "--profile", self.profile, "about:blank"],
            stdout=subprocess.DEVNULL, stderr=subprocess.PIPE, text=True, env={**os.environ, "MOZ_CRASHREPORTER_DISABLE": "1"})
        address = self._listening_address(timeout=60)
        # Firefox refuses a WebSocket whose Origin header names a page: none is sent.
        self.socket = websocket.create_connection(f"{address}/session", timeout=60, suppress_origin=True)
        self.next_id = 0
        self.errors = []
        self.script_timeout = 30.0
        session = self.command("session.new", {"capabilities": {"alwaysMatch": {"unhandledPromptBehavior": {"default": "dismiss"}}}})
        self.version = session["capabilities"].get("browserVersion", "")
        self.context = self.command("browsingContext.getTree", {"maxDepth": 0})["contexts"][0]["context"]
        self.command("session.subscribe", {"events": ["log.entryAdded"]})
        self.set_window_size(*WINDOW)

    def _listening_address(self, timeout):
        """Firefox prints the address it listens on to stderr; read until then."""
        found = {}

        def read():
            for line in self.process.stderr:
                if "WebDriver BiDi listening on " in line:
                    found["address"] = line.split("listening on ", 1)[1].strip()
                    break
            # Drain the rest, or Firefox blocks on a full pipe.
            for _ in self.process.stderr:
                pass
        threading.Thread(target=read, daemon=True).start()
        deadline = time.monotonic() + timeout
        while time.monotonic() < deadline and "address" not in found:
            if self.process.poll() is not None:
                raise EngineUnavailable(f"firefox-esr exited ({self.process.returncode}) before it listened for WebDriver BiDi")
            time.sleep(0.05)
        if "address" not in found:
            self.process.kill()
            raise EngineUnavailable(f"firefox-esr did not listen for WebDriver BiDi within {timeout} s")
        return found["address"]

    def command(self, method, params, timeout=None):
        self.next_id += 1
        ident = self.next_id
        self.socket.settimeout(timeout or self.script_timeout + 30)
        self.socket.send(json.dumps({"id": ident, "method": method, "params": params}))
        while True:
            message = json.loads(self.socket.recv())
            if message.get("type") == "event":
                self._event(message)
            elif message.get("id") == ident:
                if message.get("type") == "error":
                    raise ScriptError(f"{method}: {message.get('error')}: {message.get('message')}")
                return message["result"]

    def _event(self, message):
        if message["method"] == "log.entryAdded" and message["params"].get("level") == "error":
            self.errors.append(message["params"].get("text"))

    def quit(self):
        try:
            self.command("browser.close", {}, timeout=10)
        except Exception:
            pass
        try:
            self.process.wait(timeout=10)
        except subprocess.TimeoutExpired:
            self.process.kill()
            self.process.wait()
        self.socket.close()
        shutil.rmtree(self.profile, ignore_errors=True)

    def get(self, url):
        self.command("browsingContext.navigate", {"context": self.context, "url": url, "wait": "complete"})

    @property
    def current_url(self):
        return self.execute_script("return location.href")

    def set_script_timeout(self, seconds):
        self.script_timeout = float(seconds)

    # Values to and from the page, as selenium gives them: None for undefined and null, lists,
    # dicts, elements for nodes.
    def _local(self, value):
        if value is None:
            return {"type": "null"}
        if isinstance(value, bool):
            return {"type": "boolean", "value": value}
        if isinstance(value, (int, float)):
            if value != value:
                return {"type": "number", "value": "NaN"}
            if value in (float("inf"), float("-inf")):
                return {"type": "number", "value": "Infinity" if value > 0 else "-Infinity"}
            return {"type": "number", "value": value}
        if isinstance(value, str):
            return {"type": "string", "value": value}
        if isinstance(value, FirefoxElement):
            return {"sharedId": value.shared_id}
        if isinstance(value, (list, tuple)):
            return {"type": "array", "value": [self._local(item) for item in value]}
        if isinstance(value, dict):
            return {"type": "object", "value": [[str(key), self._local(item)] for key, item in value.items()]}
        raise TypeError(f"cannot pass {type(value).__name__} to a script")

    def _python(self, remote):
        kind = remote["type"]
        if kind in ("undefined", "null"):
            return None
        if kind == "number":
            value = remote["value"]
            if isinstance(value, str):
                return {"NaN": float("nan"), "-0": -0.0, "Infinity": float("inf"), "-Infinity": float("-inf")}[value]
            return value
        if kind in ("string", "boolean"):
            return remote["value"]
        if kind in ("array", "set", "nodelist", "htmlcollection"):
            return [self._python(item) for item in remote.get("value", [])]
        if kind in ("object", "map"):
            return {key if isinstance(key, str) else str(self._python(key)): self._python(item)
                    for key, item in remote.get("value", [])}
        if kind == "node":
            return FirefoxElement(self, remote["sharedId"])
        if kind == "bigint":
            return int(remote["value"])
        return None

    def _call(self, declaration, args, await_promise):
        reply = self.command("script.callFunction", {
            "functionDeclaration": declaration, "arguments": [self._local(arg) for arg in args],
            "awaitPromise": await_promise, "target": {"context": self.context}, "resultOwnership": "none",
            "serializationOptions": {"maxObjectDepth": None, "maxDomDepth": 0}})
        if reply["type"] == "exception":
            details = reply["exceptionDetails"]
            raise ScriptError(f"{details.get('text')} (line {details.get('lineNumber')})")
        return self._python(reply["result"])

    def execute_script(self, script, *args):
        return self._call(f"function() {{\n{script}\n}}", args, await_promise=False)

    def execute_async_script(self, script, *args):
        """The script's last argument is `done`; what it is called with is the result."""
        milliseconds = round(self.script_timeout * 1000)
        declaration = ("function(...args) { return new Promise((resolve, reject) => {\n"
                       f"  const timer = setTimeout(() => reject(new Error('the script did not call done within {milliseconds} ms')), {milliseconds});\n"
                       "  const done = (value) => { clearTimeout(timer); resolve(value); };\n"
                       f"  try {{ (function() {{\n{script}\n}}).apply(this, [...args, done]); }} catch (error) {{ clearTimeout(timer); reject(error); }}\n"
                       "}); }")
        return self._call(declaration, args, await_promise=True)

    def find_elements(self, by, value):
        query = {"id": "const n = document.getElementById(arguments[0]); return n ? [n] : [];",
                 "css selector": "return [...document.querySelectorAll(arguments[0])];"}[by]
        return self.execute_script(query, value)

    def find_element(self, by, value):
        found = self.find_elements(by, value)
        if not found:
            raise LookupError(f"no element {by} {value!r}")
        return found[0]

    def screenshot(self, element, path):
        """A PNG of what `element` shows."""
        reply = self.command("browsingContext.captureScreenshot", {
            "context": self.context, "clip": {"type": "element", "element": {"sharedId": element.shared_id}}})
        Path(path).write_bytes(base64.b64decode(reply["data"]))

    def set_window_size(self, width, height):
        """The viewport's size: headless Firefox has no window frame around it."""
        self.command("browsingContext.setViewport", {"context": self.context, "viewport": {"width": width, "height": height}})

    def perform(self, *sources):
        self.command("input.performActions", {"context": self.context, "actions": [
            source.source() if isinstance(source, Pointer) else source for source in sources]})

    def console_errors(self):
        """The page's errors (console.error and uncaught exceptions) since the last call."""
        errors, self.errors = self.errors, []
        return errors

    def cookies(self):
        return [cookie["name"] for cookie in self.command("storage.getCookies", {"partition": {"type": "context", "context": self.context}})["cookies"]]

    def emulate_reduced_motion(self, reduce: bool):
        raise DriverCannot("Firefox's WebDriver BiDi has no media feature emulation")
