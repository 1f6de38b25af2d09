#!/usr/bin/env python3
"""Every zh-Hant answer is written in traditional characters (issue 51).

Sends a corpus of requests to a running server with `Accept-Language: zh-TW` — the judged
repetition cycles of crates/xiangqi/tests/data/qili_cases.json (with diagrams), illegal moves, notation
conversion, touch-move, a Swiss pairing, standings, a round robin, a knockout draw, a club event,
Chinese checkers, and bad input of every kind the no-English test sends — and checks each
character of every string in the answers with OpenCC: a character that OpenCC's simplified →
traditional (Taiwan standard, s2tw) conversion changes, that traditional → simplified leaves as
it is, and that is not also a traditional character in its own right (台, 只, 干 …, listed
below), is simplified text in a zh-Hant answer.

Usage: zh_hant_opencc.py [BASE_URL]   (default http://localhost:50051). Needs `opencc`
(pip install opencc). Prints the figure; exits 1 on any simplified character.
"""

import json
import os
import sys
import urllib.error
import urllib.request

import opencc

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
BASE = sys.argv[1] if len(sys.argv) > 1 else "http://localhost:50051"

# Characters OpenCC's s2t maps elsewhere by default but that traditional texts also write as
# they are (台灣, 只有, 干支, 面, 里程 …): not evidence of simplified text.
SHARED = set("台只干面里系范松游周冬丑卜斗谷后划几了么千曲舍术胡")

S2T = opencc.OpenCC("s2tw")
T2S = opencc.OpenCC("t2s")


def simplified_chars(text):
    out = []
    for c in text:
        if "\u4e00" <= c <= "\u9fff" and c not in SHARED and S2T.convert(c) != c and T2S.convert(c) == c:
            out.append(c)
    return out


def post(path, body):
    req = urllib.request.Request(
        BASE + path,
        data=json.dumps(body).encode(),
        headers={"content-type": "application/json", "accept-language": "zh-TW"},
    )
    try:
        with urllib.request.urlopen(req, timeout=60) as resp:
            return json.load(resp)
    except urllib.error.HTTPError as e:
        return json.load(e)


def get(path):
    req = urllib.request.Request(BASE + path, headers={"accept-language": "zh-TW"})
    with urllib.request.urlopen(req, timeout=60) as resp:
        return resp.read().decode()


def strings(value, path=""):
    if isinstance(value, str):
        yield path, value
    elif isinstance(value, dict):
        for k, v in value.items():
            yield from strings(v, f"{path}.{k}")
    elif isinstance(value, list):
        for i, v in enumerate(value):
            yield from strings(v, f"{path}[{i}]")


def corpus():
    with open(os.path.join(ROOT, "crates/xiangqi/tests/data/qili_cases.json"), encoding="utf-8") as f:
        cases = json.load(f)
    cases = cases if isinstance(cases, list) else cases.get("cases", [])
    for c in cases[:40]:
        profile = {"CXA": "RULE_PROFILE_CXA", "AXF": "RULE_PROFILE_AXF"}.get(c.get("ruleset"), "RULE_PROFILE_CLUB")
        yield "/v1/xiangqi/adjudicateGame", {"startFen": c["fen"], "moves": c["moves"], "profile": profile, "includeDiagrams": True}
    for body in [
        {"move": "h9g7"}, {"move": "a0b1"}, {"move": "a0a3"}, {"moves": ["h2e2"], "move": "b9d8"},
        {"startFen": "bad", "move": "h2e2"}, {"startFen": "4k4/9/9/9/9/9/9/9/1P7/4K4 w", "move": "e0e1"},
        {"move": ""}, {"moves": "h2e2"},
    ]:
        yield "/v1/xiangqi/validateMove", body
    yield "/v1/xiangqi/convertNotation", {"moves": ["h2e2", "h9g7", "h0g2", "i9h9"], "to": "MOVE_NOTATION_CHINESE"}
    yield "/v1/xiangqi/resolveTouchMove", {"touched": ["b0"]}
    yield "/v1/xiangqi/renderDiagram", {"moves": ["h2e2"], "caption": ""}
    yield "/v1/xiangqi/adjudicateGame", {"moves": ["h2e2", "h9g7", "h0g2"], "timeControl": {"kind": "TIME_CONTROL_KIND_PER_GAME", "baseMs": 2400000}, "moveTimesMs": [60000, 120000, 2520000]}
    yield "/v1/xiangqi/adjudicateGame", {"moves": [], "options": {"repetitionCount": 1}}
    with open(os.path.join(ROOT, "crates/tournament/tests/data/swiss/p015_r05_light.trf"), encoding="utf-8") as f:
        trf = f.read()
    yield "/v1/tournament/pairSwissRound", {"trf": trf}
    yield "/v1/tournament/computeStandings", {"trf": trf}
    yield "/v1/tournament/checkTournament", {"trf": trf}
    yield "/v1/tournament/scheduleRoundRobin", {"playerCount": 6}
    yield "/v1/tournament/drawKnockout", {"playerCount": 6}
    players = [{"id": i, "name": f"棋手{i}"} for i in range(1, 17)]
    for preset in ["EVENT_PRESET_CLUB_THREE_STAGE", "EVENT_PRESET_SWISS", "EVENT_PRESET_GROUPS_THEN_KNOCKOUT"]:
        yield "/v1/tournament/runEvent", {"event": {"players": players, "preset": preset}}
    yield "/v1/tournament/pairSwissRound", {}
    yield "/v1/checkers/adjudicateGame", {"position": {"players": 2}, "moves": [["a1", "a2"]]}
    yield "/v1/checkers/listLegalMoves", {"position": {"triangleSize": 7}}
    # Refusals worded from the catalogues' reasons (a sample of each area).
    yield "/v1/tournament/generateTournament", {"players": 1, "rounds": 3}
    yield "/v1/tournament/generateTournament", {"players": 3, "rounds": 5}
    yield "/v1/tournament/computeStandings", {"event": {"players": [{"startNumber": 1, "rounds": [{"result": "RESULT_KIND_WIN"}]}, {"startNumber": 2}]}}
    yield "/v1/tournament/computeStandings", {"event": {"players": [{"startNumber": 1}, {"startNumber": 2}], "prohibitedPairs": [{"players": [1, 2], "firstRound": 5, "lastRound": 2}]}}
    yield "/v1/tournament/computeStandings", {"event": {"players": [{"startNumber": 1}, {"startNumber": 2}], "acceleration": "ACCELERATION_BAKU"}}
    yield "/v1/tournament/computeTeamStandings", {"teams": [{"id": 1}, {"id": 2}], "matches": [{"home": 1, "away": 1}]}
    yield "/v1/tournament/runEvent", {"event": {"players": [{"id": 1}, {"id": 2}], "stages": [{}]}}
    yield "/v1/checkers/renderDiagram", {"position": {"players": 2}, "showDestinations": True, "selected": "e5"}
    yield "/v1/xiangqi/parseGameRecord", {"data": "WFEK"}
    yield "/v1/xiangqi/resolveTouchMove", {"touched": ["e0"] * 91}


def main():
    checked = 0
    bad = []
    for path, body in corpus():
        answer = post(path, body)
        for where, text in strings(answer):
            checked += 1
            found = simplified_chars(text)
            if found:
                bad.append((path, where, "".join(found), text[:120]))
    # The console's own words (its catalogue, served to the page).
    texts = json.loads(get("/console/texts/zh-Hant"))
    for key, text in texts.items():
        checked += 1
        found = simplified_chars(text)
        if found:
            bad.append(("/console/texts/zh-Hant", key, "".join(found), text[:120]))
    for query in ["", "?moves=h2e2&chased=e2"]:
        svg = get("/v1/xiangqi/diagram.svg" + query)
        checked += 1
        found = simplified_chars(svg)
        if found:
            bad.append(("/v1/xiangqi/diagram.svg" + query, "svg", "".join(found), svg[:120]))
    for path, where, chars, text in bad[:40]:
        print(f"SIMPLIFIED {path} {where}: {chars!r} in {text!r}")
    print(f"zh-Hant answers: {checked} strings checked, {len(bad)} with simplified characters")
    sys.exit(1 if bad else 0)


if __name__ == "__main__":
    main()
