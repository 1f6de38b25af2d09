#!/usr/bin/env python3
"""The club's three-stage event end to end over REST (`RunEvent`), standard library only.

16 players; stage 1: groups drawn by lot playing single elimination (首轮抽签分组单淘汰);
stage 2: a round robin of the qualifiers; stage 3: a knockout of the round robin's best seeded
by points (第三轮根据积分进行淘汰赛). Every call sends the definition and all results so far;
the answer says which games to play next, which play-offs (加赛) are needed, and at the end
the final ranking. Results here are made up: the lower number wins, except that every game
between 3 and 4 is drawn (in a knockout the play-off then goes to the higher number).

    python3 scripts/club_event.py [http://localhost:50051]
"""

import json
import sys
import urllib.request

BASE = sys.argv[1] if len(sys.argv) > 1 else "http://localhost:50051"

EVENT = {
    "players": [{"id": i, "name": f"棋手{i}"} for i in range(1, 17)],
    "preset": "EVENT_PRESET_CLUB_THREE_STAGE",
    "points": {"preset": "POINT_PRESET_CXA"},
    "seed": 20261202,
}


def run_event(results, playoffs):
    body = json.dumps({"event": EVENT, "results": results, "playoffs": playoffs}).encode()
    req = urllib.request.Request(
        BASE + "/v1/tournament/runEvent",
        data=body,
        headers={"content-type": "application/json"},
    )
    with urllib.request.urlopen(req, timeout=30) as resp:
        return json.load(resp)


def outcome(red, black):
    if {red, black} == {3, 4}:
        return "GAME_OUTCOME_DRAW"
    return "GAME_OUTCOME_RED_WINS" if red < black else "GAME_OUTCOME_BLACK_WINS"


def main():
    results, playoffs = [], []
    for _ in range(100):
        state = run_event(results, playoffs)
        if state.get("finished"):
            break
        print(f"stage {state['currentStage']}: {state['explanation']}")
        for g in state.get("nextGames", []):
            a = g["game"]
            red, black = g["red"], g["black"]
            print(f"  group {a['group']} round {a['round']} board {a['board']}: {red} v {black}")
            results.append({"game": a, "red": red, "black": black, "outcome": outcome(red, black)})
        for p in state.get("playoffs", []):
            print(f"  play-off ({p['reason']}): {p['players']}")
            if p["reason"] == "PLAYOFF_REASON_DRAWN_MATCH":
                drawn = next(r for r in results if r["game"] == p["game"])
                drawn["playoffWinner"] = max(p["players"])
            else:
                playoffs.append({"stage": p["stage"], "group": p["group"], "order": p["players"]})
    else:
        sys.exit("the event did not end")
    for s in state["stages"]:
        groups = ", ".join(f"{g['label']}: {g['players']}" for g in s["groups"])
        print(f"{s['name']} — groups {groups}; qualified {s.get('qualified', [])}")
    print("final ranking:")
    for row in state["finalRanking"]:
        print(f"  {row['place']:>2}. {row['name']} (out in stage {row['stage']})")
    assert len(state["finalRanking"]) == 16
    print("club event: finished")


if __name__ == "__main__":
    main()
