"""A layout kept to its end (`gravity: end`) in TesseraView, in each engine, on the chat example
(Examples/Web/chat.html, messages as tall as their text): the page opens at the newest message, a
sent message stays in view at the end and leaves a reader who scrolled up where they are, older
messages loaded above leave what the reader sees where it is, a short conversation sits at the
bottom, and a shorter scroller (the keyboard) keeps the last messages in view."""
from conftest import wait_until
from test_web_runtime import site  # noqa: F401  (the repository served over HTTP)

STATE = """
const { view, scroller } = window.chat;
const box = scroller.getBoundingClientRect();
const cells = [...view.content.children].filter((node) => node.dataset.kind === 'cell')
  .map((node) => ({ section: Number(node.dataset.section), item: Number(node.dataset.item), rect: node.getBoundingClientRect() }))
  .filter((cell) => cell.rect.bottom > box.top && cell.rect.top < box.bottom)
  .sort((a, b) => a.rect.top - b.rect.top);
return {
  top: scroller.scrollTop, end: scroller.scrollHeight - scroller.clientHeight,
  visible: cells.map((cell) => [cell.section, cell.item, cell.rect.top - box.top, cell.rect.bottom - box.top]),
  height: scroller.clientHeight, counts: view.driver.input.sectionCounts,
};
"""


def open_chat(browser, site, count=12):
    browser.get("about:blank")
    browser.get(f"{site}chat.html?count={count}")
    wait_until(lambda: browser.execute_script("return window.tesseraReady === true"), message="the chat to start")
    browser.set_script_timeout(20)


def state(browser):
    return browser.execute_script(STATE)


def settle(browser):
    """Waits two frames: scroll events and the cells' measuring come in before the checks."""
    browser.execute_async_script("const done = arguments[0]; requestAnimationFrame(() => requestAnimationFrame(() => done()));")


def test_the_chat_opens_at_the_newest_message(browser, site):
    open_chat(browser, site)
    settle(browser)
    now = state(browser)
    assert now["end"] > 0
    assert abs(now["top"] - now["end"]) <= 1, now
    last = now["visible"][-1]
    assert last[:2] == [2, 11], now["visible"]
    # The last message ends at the layout's bottom inset (12 points).
    assert abs(last[3] - (now["height"] - 12)) <= 1, last


def test_a_short_chat_sits_at_the_bottom(browser, site):
    open_chat(browser, site, count=1)
    settle(browser)
    now = state(browser)
    assert now["end"] == 0
    assert len(now["visible"]) == 3
    assert abs(now["visible"][-1][3] - (now["height"] - 12)) <= 1, now["visible"]
    assert now["visible"][0][2] > now["height"] / 2, "three short messages are at the bottom, not at the top"


def test_a_sent_message_stays_in_view_at_the_end(browser, site):
    open_chat(browser, site)
    settle(browser)
    for text in ["Hello", "A longer message, which takes more than one line in a bubble three quarters of the view wide. " * 2]:
        browser.execute_async_script("const [text, done] = arguments; window.chat.send(text); requestAnimationFrame(() => done());", text)
        settle(browser)
        now = state(browser)
        assert abs(now["top"] - now["end"]) <= 1, now
        assert now["visible"][-1][:2] == [2, now["counts"][2] - 1]


def test_a_reader_who_scrolled_up_stays_where_they_are(browser, site):
    open_chat(browser, site)
    settle(browser)
    browser.execute_script("window.chat.scroller.scrollTop = Math.round(window.chat.scroller.scrollTop / 2);")
    settle(browser)
    before = state(browser)
    browser.execute_async_script("const done = arguments[0]; window.chat.send('While you read'); requestAnimationFrame(() => done());")
    settle(browser)
    after = state(browser)
    assert after["top"] == before["top"]
    assert after["visible"][0] == before["visible"][0]
    assert after["end"] > before["end"]


def test_older_messages_loaded_above_leave_the_reader_in_place(browser, site):
    open_chat(browser, site)
    settle(browser)
    browser.execute_script("window.chat.scroller.scrollTop = 0;")
    settle(browser)
    before = state(browser)
    first = before["visible"][0]
    browser.execute_async_script("const done = arguments[0]; window.chat.loadOlder(8); requestAnimationFrame(() => done());")
    settle(browser)
    after = state(browser)
    assert after["counts"][0] == before["counts"][0] + 8
    # The message that was first in view is 8 places later, where it was on the screen.
    moved = [cell for cell in after["visible"] if cell[:2] == [first[0], first[1] + 8]]
    assert moved, after["visible"]
    assert abs(moved[0][2] - first[2]) <= 1, (first, moved[0])
    assert after["top"] > 0


def test_a_shorter_scroller_keeps_the_last_messages_in_view(browser, site):
    open_chat(browser, site)
    settle(browser)
    before = state(browser)
    # The keyboard: the scroller loses 300 pixels at the bottom.
    browser.execute_script("const s = window.chat.scroller, height = s.clientHeight - 300; s.style.flex = 'none'; s.style.height = `${height}px`;")
    wait_until(lambda: state(browser)["height"] == before["height"] - 300, message="the scroller to shrink")
    wait_until(lambda: abs(state(browser)["top"] - state(browser)["end"]) <= 1, message="the view to follow the end")
    now = state(browser)
    assert now["visible"][-1][:2] == [2, 11]


def test_a_long_message_is_as_tall_as_its_text(browser, site):
    open_chat(browser, site)
    settle(browser)
    browser.execute_async_script("const done = arguments[0]; window.chat.send('A long message: ' + 'lorem ipsum dolor sit amet '.repeat(40)); requestAnimationFrame(() => done());")
    settle(browser)
    measured = browser.execute_script("""
        const node = [...window.chat.view.content.children].find((node) => node.textContent.startsWith('A long'));
        const bubble = node.firstElementChild;
        return { node: node.getBoundingClientRect().height, bubble: bubble.scrollHeight, size: window.chat.view.driver.input.itemSizes.at(-1).at(-1) };
    """)
    size = measured["size"]["height"] if isinstance(measured["size"], dict) else measured["size"]
    # The cell measured itself (more than the 44-point estimate) and shows all of its text.
    assert size > 60, measured
    assert measured["bubble"] <= measured["node"] + 0.5, measured
    now = state(browser)
    assert abs(now["top"] - now["end"]) <= 1, now


def test_the_window_resized_after_sending_keeps_the_end(browser, site):
    try:
        browser.set_window_size(400, 700)
        open_chat(browser, site)
        settle(browser)
        # Typed and sent as a reader does: the field keeps the focus.
        browser.find_element("id", "message").send_keys("Hello")
        browser.find_element("css selector", "#composer button").click()
        settle(browser)
        for height in [450, 800, 600]:
            browser.set_window_size(400, height)
            wait_until(lambda: abs(state(browser)["top"] - state(browser)["end"]) <= 1
                       and browser.execute_script("return window.chat.view.driver.followsEnd()"),
                       message=f"the view at the end after the window became {height} tall")
    finally:
        browser.set_window_size(1600, 1300)


def test_a_scroll_to_a_message_not_loaded_yet_waits_for_it(browser, site):
    """`scrollToItem` naming an item the data does not have is kept (the session's pending
    scroll) and taken by the update that brings the item: its top goes to the scroller's top."""
    open_chat(browser, site)
    settle(browser)
    before = state(browser)
    wanted = before["counts"][0] + 3
    browser.execute_script("window.chat.view.scrollToItem(0, arguments[0]);", wanted)
    settle(browser)
    waiting = state(browser)
    assert waiting["top"] == before["top"], "the item is not there yet: nothing moves"
    browser.execute_async_script("const done = arguments[0]; window.chat.loadOlder(8); requestAnimationFrame(() => done());")
    settle(browser)
    now = state(browser)
    top = browser.execute_script("""
        const { view, scroller } = window.chat;
        return view.node('cell', 0, arguments[0]).getBoundingClientRect().top - scroller.getBoundingClientRect().top;""", wanted)
    assert abs(top) <= 1 and now["top"] != before["top"], (top, now["top"], before["top"])
