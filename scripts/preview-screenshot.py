#!/usr/bin/env python3
"""Redraws docs/gallery/preview.png, docs/CLI.md's picture of `tessera preview`: the mosaic
scrolled a little, the inspector naming the cell under the pointer. Needs `swift build`,
chromium, chromium-driver and selenium (see CONTRIBUTING.md)."""
import os
import subprocess
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT / "Tests" / "Browser"))
import conftest  # noqa: E402
from selenium.webdriver import ActionChains  # noqa: E402

os.chdir(ROOT)  # so that the layouts are listed as Layouts/NAME.yaml
server = conftest.Preview(Path("Layouts"))
browser = next(conftest.browser.__wrapped__())
try:
    browser.set_window_size(1000, 880)
    conftest.open_page(browser, server, "mosaic.yaml", counts="60")
    browser.execute_script("document.getElementById('viewport').scrollTo(0, 300)")
    conftest.settle(browser)
    ActionChains(browser).move_to_element(browser.find_element("css selector", '#content .element[data-item="7"]')).perform()
    conftest.wait_until(lambda: "cell 0.7" in browser.find_element("id", "inspector").text)
    time.sleep(0.3)
    browser.save_screenshot(str(ROOT / "docs" / "gallery" / "preview.png"))
finally:
    browser.quit()
    server.stop()
