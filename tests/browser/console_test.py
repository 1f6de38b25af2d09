#!/usr/bin/env python3
"""The arbiter's console in a real browser (Debian's Chromium driven by Playwright).

    python tests/browser/console_test.py target/release/arbiter SCREENSHOT_DIR

Starts the binary with a bearer token on a free loopback port and, as a user would: loads
/console, enters the token, makes a legal and an illegal move by clicking the board, loads and
adjudicates a perpetual check, converts notation, switches the language, pairs a round and shows
the standings from a TRF, draws a round robin, selects a Chinese checkers piece. Saves a
screenshot of each page and fails on any browser console error or failed request.
"""

import json
import os
import re
import socket
import subprocess
import sys
import tempfile
import time
import urllib.request

from playwright.sync_api import Error as PlaywrightError
from playwright.sync_api import expect, sync_playwright

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(os.path.dirname(HERE))
TOKEN = "console-test-token"
CHROMIUM = os.environ.get("CHROMIUM", "/usr/bin/chromium")
# The club's worked example 图2: red checks perpetually, black idles → red loses (长将).
FEN = "3k5/9/9/9/9/9/9/9/4R4/5K3 w - - 0 1"
BLOB = re.compile("^blob:")
MOVES = "车五平六 将4平5 车六平五 将5平4 e1d1 d9e9 d1e1 e9d9"



def launch(p):
    """Starts Chromium, once more if it dies while starting: Debian's Chromium has been seen to
    crash at launch (SIGSEGV before any page, 1 start in many) on this machine. A crash after
    the start is a test failure like any other."""
    for attempt in range(3):
        try:
            return p.chromium.launch(executable_path=CHROMIUM, args=["--no-sandbox"])
        except PlaywrightError as e:
            if attempt == 2:
                raise
            print(f"chromium did not start ({str(e).splitlines()[0]}); starting it again", file=sys.stderr)
            time.sleep(1)

def free_port():
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


def square_xy(square, black_bottom=False):
    """Pixel of an ICCS square on the 400×440 board image (40 margin, 40 pitch)."""
    file, rank = ord(square[0]) - 97, int(square[1])
    col, row = (8 - file, rank) if black_bottom else (file, 9 - rank)
    return {"x": 40 + col * 40, "y": 40 + row * 40}


def wait_js(page, expression, seconds=10):
    """Waits until `expression` is true in the page (polled from here: the page's CSP forbids
    the eval that `wait_for_function` uses)."""
    deadline = time.time() + seconds
    while not page.evaluate(expression):
        if time.time() > deadline:
            raise AssertionError(f"timed out waiting for {expression}")
        time.sleep(0.05)


def run(page, base, shots):
    errors = []
    # Chromium logs a refused fetch as a console error, and may deliver it after a reload: the
    # 401s are counted from the responses themselves instead.
    page.on(
        "console",
        lambda m: errors.append(m.text)
        if m.type == "error" and "status of 401" not in m.text
        else None,
    )
    page.on("pageerror", lambda e: errors.append(str(e)))
    page.on("requestfailed", lambda r: errors.append(f"request failed: {r.url}"))
    page.on("response", lambda r: errors.append(f"{r.status} from {r.url}") if r.status == 401 else None)

    page.goto(f"{base}/console")
    expect(page.locator("h1")).to_have_text("裁判控制台")
    # Without the token the API refuses; the page says what to do.
    expect(page.locator("#xq-status")).to_contain_text("令牌")
    page.fill("#token", TOKEN)
    page.dispatch_event("#token", "change")
    page.reload()
    board = page.locator("#xq-board")
    expect(board).to_have_attribute("src", BLOB)
    expect(page.locator("#ck-board")).to_have_attribute("src", BLOB)
    # The calls refused before the token was entered are the only expected errors.
    errors.clear()
    # The browser rendered the service's SVG (an image that fails to decode has no size).
    wait_js(page, "document.getElementById('xq-board').naturalWidth === 400")

    # A legal move: the cannon h2 to e2 (炮二平五).
    board.click(position=square_xy("h2"))
    page.wait_for_timeout(300)
    board.click(position=square_xy("e2"))
    expect(page.locator("#xq-status")).to_contain_text("炮二平五")
    # An illegal one: Black's horse b9 to c8 is no horse move; the reason is shown.
    board.click(position=square_xy("b9"))
    page.wait_for_timeout(300)
    board.click(position=square_xy("c8"))
    expect(page.locator("#xq-status")).to_contain_text("不合法")
    expect(page.locator("#xq-status")).to_have_class("status error")
    page.screenshot(path=os.path.join(shots, "1-xiangqi-moves.png"), full_page=True)

    # Notation conversion of the line on the board.
    page.select_option("#xq-notation", "MOVE_NOTATION_WXF")
    page.click("#xq-convert")
    expect(page.locator("#xq-converted")).to_have_text("C2.5")

    # A repetition: paste the game and adjudicate it straight away (no Load needed: the pasted
    # game is what is judged), see the cycle table and its diagrams; the pasted text stays as
    # written.
    page.fill("#xq-fen", FEN)
    page.fill("#xq-moves", MOVES)
    page.click("#xq-adjudicate")
    expect(page.locator("#xq-moves")).to_have_value(MOVES)
    verdict = page.locator("#xq-verdict-box")
    expect(verdict.locator("h3")).to_have_attribute("data-outcome", "OUTCOME_BLACK_WINS")
    expect(verdict.locator("h3")).to_contain_text("黑方胜")
    expect(verdict).to_contain_text("长将")
    expect(verdict.locator("tr")).not_to_have_count(0)
    expect(verdict.locator(".diagrams img").first).to_have_attribute("src", BLOB)
    wait_js(page, "[...document.querySelectorAll('.diagrams img')].every((i) => i.complete && i.naturalWidth > 0)")
    expect(verdict).to_contain_text("红方长将，黑方两闲")  # the ruling in the page's language, tallies first
    page.screenshot(path=os.path.join(shots, "2-xiangqi-verdict.png"), full_page=True)

    # Touch-move: the horse b0 touched after the game's moves (Red to move).
    page.fill("#xq-touched", "e0")
    page.click("#xq-touch")
    expect(page.locator("#xq-touch-out")).not_to_be_empty()

    # The language switch.
    page.select_option("#locale", "en")
    expect(page.locator("h1")).to_have_text("Arbiter console")
    page.select_option("#locale", "zh-Hant")
    expect(page.locator("#xq-adjudicate")).to_have_text("裁決")
    # In traditional characters the move column is traditional too, like the notes.
    page.click("#xq-adjudicate")
    expect(page.locator("#xq-verdict-box")).to_contain_text("車五平六")
    expect(page.locator("#xq-verdict-box")).not_to_contain_text("车五平六")

    # The endgame table for the position on the board (issue 54): 单车对士象全 in the fortress is a
    # theoretical draw; the class is named as players name it, in the page's script.
    page.fill("#xq-fen", "2bakab2/9/9/9/9/R8/9/9/9/3K5 w")
    page.fill("#xq-moves", "")
    page.click("#xq-endgame")
    box = page.locator("#xq-endgame-box")
    expect(box).to_contain_text("單車對士象全", timeout=120_000)
    expect(box).to_contain_text("理論和棋")
    page.screenshot(path=os.path.join(shots, "2b-xiangqi-endgame.png"), full_page=True)

    # Tournaments: pair the next round from a TRF, then the standings and a round robin.
    page.click("button[data-tab=tournament]")
    # Upload the TRF as a club's director would (the file's text fills the box).
    page.set_input_files("#trf-file", os.path.join(ROOT, "crates/tournament/tests/data/swiss/p015_r05_light.trf"))
    expect(page.locator("#trf")).to_have_value(re.compile("^012 "))
    # Header records Arbiter does not use must survive recording a round (issue 53, item 1).
    page.fill("#trf", page.input_value("#trf").replace("\n", "\n022 Beijing\n102 IA Wang Li\n", 1))
    page.click("#trf-pair")
    expect(page.locator("#trf-out table tr")).to_have_count(8)  # header + 7 boards (15 players)
    expect(page.locator("#trf-out")).to_contain_text("6")
    # Names and scores on every board; results entered per board go back into the TRF.
    expect(page.locator("#trf-out table")).to_contain_text(re.compile(r"[（(]"))
    page.screenshot(path=os.path.join(shots, "3-tournament-pairing.png"), full_page=True)
    before = page.input_value("#trf")
    page.click("#trf-record")  # no results yet: refused, naming the boards
    expect(page.locator("#trf-status")).to_have_class("status error")
    boards = page.locator("#trf-out select").count()
    for i in range(boards):
        page.select_option(f"#trf-result-{i}", ["1-0", "½-½", "0-1"][i % 3])
    page.click("#trf-record")
    expect(page.locator("#trf-status")).not_to_have_class("status error")
    expect(page.locator("#trf-out table tr")).to_have_count(16)  # the standings after it
    after = page.input_value("#trf")
    assert after != before, "the TRF did not change"
    for kept in ["012 AutoTest Tournament", "022 Beijing", "102 IA Wang Li"]:
        assert kept in after, f"recording the round dropped {kept!r}: {after[:300]}"
    # Each player line keeps its columns up to the rounds byte for byte.
    old_players = {l[4:8]: l[:89] for l in before.splitlines() if l.startswith("001")}
    for l in after.splitlines():
        if l.startswith("001"):
            assert l[:80] == old_players[l[4:8]][:80], (l, old_players[l[4:8]])
    # A reload keeps the event: the TRF is kept in the browser and restored (issue 53, item 3).
    page.reload()
    page.click("button[data-tab=tournament]")
    assert page.input_value("#trf") == after, "a reload lost the event"
    expect(page.locator("#trf-status")).not_to_be_empty()
    # Each player line now has one more round: the TRF is the state for the next pairing.
    lines = [l for l in after.splitlines() if l.startswith("001")]
    assert len(lines) == 15, after
    page.click("#trf-crosstable")
    expect(page.locator("#trf-out table.crosstable tr")).to_have_count(16)
    expect(page.locator("#trf-out table.crosstable tr").first.locator("th")).to_have_count(9)  # #, name, 6 rounds, points
    page.click("#trf-pair")
    expect(page.locator("#trf-out h3")).to_contain_text("7")  # round 7 of a 5-round record
    page.click("#trf-standings")
    expect(page.locator("#trf-out table tr")).to_have_count(16)
    expect(page.locator("#trf-out table")).to_contain_text("對手分")  # CXA tie-break column
    # Each tie-break column is explained, on hover and in the legend under the table.
    expect(page.locator("#trf-out dl.tiebreak-legend")).to_contain_text("所有對手的最終積分之和")
    expect(page.locator("#trf-out th[title]").first).to_have_attribute("title", re.compile(".+"))
    page.click("#rr-schedule")
    expect(page.locator("#rr-out table tr")).to_have_count(16)  # 6 players: 5 rounds × 3 boards
    page.click("#ko-draw")
    expect(page.locator("#ko-out")).to_contain_text("輪空")  # 6 players in a bracket of 8: two byes
    expect(page.locator("#rr-out table tr")).to_have_count(16)  # the round robin is still shown
    page.screenshot(path=os.path.join(shots, "4-tournament-standings.png"), full_page=True)

    # Every label comes from the server's catalogues, and switching language draws what is
    # shown again in the new one (issue 51; issue 53, item 5): no page mixes two languages.
    page.click("#trf-standings")
    expect(page.locator("#trf-out dl.tiebreak-legend")).to_be_visible()
    page.select_option("#locale", "en")
    expect(page.locator("#trf-pair")).to_have_text("Pair next round")
    expect(page.locator("#trf-out dl.tiebreak-legend")).to_contain_text("the final scores of all opponents")
    expect(page.locator("#ko-out")).to_contain_text("Bye")
    for panel in ["#trf-out", "#rr-out", "#ko-out", "header", "#tournament label"]:
        han = page.evaluate(f"[...document.querySelectorAll('{panel}')].map((e) => e.innerText).join(' ')")
        # The language menu names each language in itself; English names 对手分 by its own term.
        han = re.sub(r"简体中文|繁體中文|对手分", "", han)
        assert not re.search(r"[\u4e00-\u9fff]", han), f"Chinese left on the English page in {panel}: {han[:200]}"
    page.screenshot(path=os.path.join(shots, "4b-tournament-en.png"), full_page=True)
    page.select_option("#locale", "zh-Hans")
    expect(page.locator("#trf-out dl.tiebreak-legend")).to_contain_text("所有对手的最终积分之和")
    expect(page.locator("#ko-out")).to_contain_text("轮空")
    page.click("button[data-tab=xiangqi]")
    expect(page.locator("#xq-adjudicate")).to_have_text("裁决")
    page.fill("#xq-fen", "2bakab2/9/9/9/9/R8/9/9/9/3K5 w")
    page.fill("#xq-moves", "")
    page.click("#xq-endgame")
    expect(page.locator("#xq-endgame-box")).to_contain_text("单车对士象全")
    page.screenshot(path=os.path.join(shots, "4c-xiangqi-zh-Hans.png"), full_page=True)
    # The answer shown is drawn again in traditional characters.
    page.select_option("#locale", "zh-Hant")
    expect(page.locator("#xq-endgame-box")).to_contain_text("單車對士象全")
    expect(page.locator("#xq-endgame-box")).to_contain_text("理論和棋")
    page.click("button[data-tab=tournament]")

    event_walk(page, shots)

    # Chinese checkers: select a front piece of seat 0 (at the bottom); its hops are dotted.
    page.click("button[data-tab=checkers]")
    ck = page.locator("#ck-board")
    expect(ck).to_have_attribute("src", BLOB)
    hole = page.evaluate("ck.holes.find((h) => h.name === 'd1')")
    width = page.evaluate("ck.width")
    scale = ck.bounding_box()["width"] / width
    ck.click(position={"x": hole["x"] * scale, "y": hole["y"] * scale})
    expect(page.locator("#ck-status")).not_to_have_class("status error")
    wait_js(page, "ck.selected === 'd1' && ck.destinations.length > 0")
    target = page.evaluate("ck.holes.find((h) => h.name === ck.destinations[0])")
    ck.click(position={"x": target["x"] * scale, "y": target["y"] * scale})
    wait_js(page, "ck.toMove === 1 && ck.lastPath.length >= 2")
    expect(page.locator("#ck-status")).not_to_have_class("status error")
    ck.click(position={"x": target["x"] * scale, "y": target["y"] * scale})  # not seat 1's piece
    page.screenshot(path=os.path.join(shots, "5-checkers.png"), full_page=True)
    checkers_event(page, shots)

    # A phone (390 px): the board fits the screen and still takes clicks.
    page.set_viewport_size({"width": 390, "height": 844})
    page.click("button[data-tab=xiangqi]")
    wait_js(page, "document.getElementById('xq-board').clientWidth <= 390")
    wait_js(page, "document.documentElement.scrollWidth <= 390")
    page.screenshot(path=os.path.join(shots, "6-phone.png"), full_page=True)

    if errors:
        raise SystemExit("browser errors:\n" + "\n".join(errors))


def checkers_event(page, shots):
    """A checkers event at tables of six (issue 56) as a club records it: 12 players, placement
    points; round 1's tables, one table's finishing order typed (only the first four home) and
    one table drawn before anyone finished (left empty); the standings; round 2 by score."""
    page.fill("#ce-players", "12")
    page.select_option("#ce-size", "6")
    page.fill("#ce-rounds", "3")
    page.select_option("#ce-scoring", "TABLE_SCORING_PLACEMENT")
    page.click("#ce-new")
    expect(page.locator("#ce-status")).not_to_have_class("status error")
    page.click("#ce-next")
    expect(page.locator("#ce-finish-1")).to_be_visible()
    tables = page.evaluate("ceLoad().pending.tables")
    assert len(tables) == 2 and all(len(t) == 6 for t in tables), tables
    page.fill("#ce-finish-0", " ".join(str(p) for p in tables[0][:4]))
    page.click("#ce-record")
    expect(page.locator("#ce-out table tr")).to_have_count(13)
    expect(page.locator("#ce-status")).not_to_have_class("status error")
    # Placement points 5-4-3-2-1-0: the first home at table 1 leads with 5; the drawn table's
    # six share 2.5 each; every table hands out 15.
    cells = page.evaluate(
        "[...document.querySelectorAll('#ce-out table tr')].slice(1).map((r) => [...r.children].map((c) => c.textContent))")
    assert cells[0][1] == str(tables[0][0]) and cells[0][2] == "5", cells
    assert sum(float(r[2]) for r in cells) == 30, cells
    assert sum(1 for r in cells if r[2] == "2.5") == 6, cells
    page.click("#ce-next")
    expect(page.locator("#ce-finish-0")).to_be_visible()
    assert page.evaluate("ceLoad().pending.round") == 2
    second = page.evaluate("ceLoad().pending.tables")
    for i, t in enumerate(second):
        page.fill(f"#ce-finish-{i}", " ".join(str(p) for p in t))
    page.click("#ce-record")
    wait_js(page, "ceLoad().played.length === 2 && document.querySelectorAll('#ce-out table tr').length === 13")
    expect(page.locator("#ce-status")).not_to_have_class("status error")
    page.screenshot(path=os.path.join(shots, "5b-checkers-event.png"), full_page=True)


def event_walk(page, shots):
    """A whole small event as a club arbiter runs it in the page (issue 53, item 4): settings with
    the Chinese 2-1-0 point system, players entered by hand (Chinese names), a round paired and
    recorded, a late entry, a requested half-point bye and a withdrawal for the next round, a
    result corrected, and the printout's heading."""
    page.select_option("#locale", "zh-Hans")
    page.click("button[data-tab=tournament]")
    # "New event" asks before the current event leaves the page.
    dialogs = []
    page.on("dialog", lambda d: (dialogs.append(d.type), d.accept()))
    page.click("#ev-new")
    expect(page.locator("#trf")).to_have_value("")
    assert dialogs == ["confirm"], dialogs
    page.fill("#ev-name", "周末象棋赛")
    page.fill("#ev-rounds", "5")
    page.select_option("#ev-points", "POINT_PRESET_CXA")
    page.fill("#ev-date", "2026-12-05")
    for name, rating in [("张三", "1800"), ("李四", "1750"), ("王五", "1700"), ("赵六", "1650"), ("钱七", "1600"), ("孙八", "1550")]:
        page.fill("#pl-name", name)
        page.fill("#pl-rating", rating)
        page.click("#pl-add")
        expect(page.locator("#trf-status")).to_contain_text(f"号{name}")
    trf = page.input_value("#trf")
    assert "012 周末象棋赛" in trf and "XXR 5" in trf, trf[:400]
    assert trf.count("\n001 ") + trf.startswith("001 ") == 6, trf
    # Round 1: paired and recorded.
    page.click("#trf-pair")
    expect(page.locator("#trf-out table tr")).to_have_count(4)  # 6 players: 3 boards
    expect(page.locator("#print-head")).to_contain_text("周末象棋赛 · 第1轮 · 2026-12-05")
    for i in range(3):
        page.select_option(f"#trf-result-{i}", "1-0")
    page.click("#trf-record")
    expect(page.locator("#trf-status")).to_contain_text("第1轮成绩已写入")
    expect(page.locator("#print-head")).to_contain_text("第1轮后名次")
    # The 2-1-0 system: three winners on 2 points.
    expect(page.locator("#trf-out table")).to_contain_text("2")
    # The language switched midway: the standings shown are drawn again in English, then back.
    page.select_option("#locale", "en")
    expect(page.locator("#trf-out dl.tiebreak-legend")).to_contain_text("the final scores of all opponents")
    expect(page.locator("#print-head")).to_contain_text("Standings after round 1")
    page.select_option("#locale", "zh-Hans")
    expect(page.locator("#print-head")).to_contain_text("第1轮后名次")
    # A reload keeps the event (kept in the browser).
    before_reload = page.input_value("#trf")
    page.reload()
    page.click("button[data-tab=tournament]")
    assert page.input_value("#trf") == before_reload, "a reload lost the event"
    # A late entry for round 2: absent from round 1.
    page.fill("#pl-name", "周九")
    page.fill("#pl-rating", "1500")
    page.click("#pl-add")
    expect(page.locator("#trf-status")).to_contain_text("7号周九")
    # Next round: no. 2 asks for a half-point bye, no. 3 withdraws.
    page.click("#pl-list")
    expect(page.locator("#pl-out table tr")).to_have_count(8)
    page.select_option("#pl-next-2", "RESULT_KIND_HALF_BYE")
    page.select_option("#pl-next-3", "WITHDRAWN")
    page.click("#pl-save")
    expect(page.locator("#trf-status")).to_contain_text("第2轮的登记已写入")
    page.click("#trf-pair")
    expect(page.locator("#trf-out h3")).to_contain_text("第2轮")
    paired = page.locator("#trf-out table").inner_text()
    assert "李四" not in paired and "王五" not in paired, paired  # nos. 2 and 3 are not paired
    expect(page.locator("#trf-out table tr")).to_have_count(3)  # 7 - 2 = 5 players: 2 boards and a bye
    page.screenshot(path=os.path.join(shots, "4d-event-round-2.png"), full_page=True)
    # A result chosen and not recorded: leaving the page asks first.
    page.select_option("#trf-result-0", "1-0")
    dialogs.clear()
    page.reload()
    assert dialogs == ["beforeunload"], dialogs
    page.click("button[data-tab=tournament]")
    # The withdrawal stands for every round left; reloading the list shows it. The TRF holds
    # only the next round's absence (as pairing programs read it), not the rounds after.
    page.click("#pl-list")
    expect(page.locator("#pl-next-3")).to_have_value("WITHDRAWN")
    line3 = next(l for l in page.input_value("#trf").splitlines() if l.startswith("001    3"))
    assert line3.count("0000 - ") == 1, line3
    # Correct a round-1 result: no. 1's win becomes a draw for both players.
    page.fill("#cr-round", "1")
    page.fill("#cr-player", "1")
    page.select_option("#cr-result", "RESULT_KIND_DRAW")
    page.click("#cr-apply")
    expect(page.locator("#trf-status")).to_contain_text("第1轮1号对")
    expect(page.locator("#print-head")).to_contain_text("第1轮后名次")  # rounds played, not entries
    after = page.input_value("#trf")
    line1 = next(l for l in after.splitlines() if l.startswith("001    1"))
    assert " = " in line1 + " ", line1
    page.screenshot(path=os.path.join(shots, "4e-event-corrected.png"), full_page=True)
    # The downloaded TRF is the event the server reads from the page's TRF.
    with page.expect_download() as download:
        page.click("#trf-download")
    downloaded = open(download.value.path(), encoding="utf-8").read()
    base = page.evaluate("location.origin")

    def parsed(text):
        req = urllib.request.Request(base + "/v1/tournament/parseTrf", data=json.dumps({"trf": text}).encode(),
                                     headers={"content-type": "application/json", "authorization": f"Bearer {TOKEN}"})
        with urllib.request.urlopen(req) as resp:
            return json.load(resp)["event"]

    assert parsed(downloaded) == parsed(after), "the downloaded TRF reads as another event"
    assert "周末象棋赛" in downloaded and "周九" in downloaded


def main(binary, shots):
    os.makedirs(shots, exist_ok=True)
    work = tempfile.mkdtemp()
    tokens = os.path.join(work, "tokens")
    with open(tokens, "w") as f:
        f.write(f"{TOKEN}\n")
    port = free_port()
    base = f"http://127.0.0.1:{port}"
    server = subprocess.Popen(
        [binary, "--listen", f"127.0.0.1:{port}", "--auth-tokens-file", tokens, "--log-format", "json",
         # The first endgame table of the page is generated within its request.
         "--request-timeout-ms", "120000"],
        stdout=subprocess.DEVNULL, stderr=open(os.path.join(work, "server.log"), "w"),
    )
    try:
        for _ in range(100):
            try:
                urllib.request.urlopen(base + "/healthz", timeout=1).read()
                break
            except OSError:
                time.sleep(0.1)
        with sync_playwright() as p:
            browser = launch(p)
            page = browser.new_page(viewport={"width": 1200, "height": 900})
            try:
                run(page, base, shots)
            except Exception:
                page.screenshot(path=os.path.join(shots, "failure.png"), full_page=True)
                raise
            finally:
                browser.close()
    finally:
        server.terminate()
        server.wait()
    print("console in the browser: ok")


if __name__ == "__main__":
    main(sys.argv[1], sys.argv[2] if len(sys.argv) > 2 else tempfile.mkdtemp())
