#!/usr/bin/env python3
"""Reference vectors for Arbiter's multi-player table ratings, from openskill.py itself.

Usage: openskill_vectors.py TABLES EVENTS SEED OUT.txt

Writes random tables (2 to 6 players, random ratings, random places with shared places as a
game's adjudication gives them) and random whole events (players at tables of 3, 4 or 6, round
after round, with byes), each rated by openskill.py's `BradleyTerryFull` model with its
defaults (the model `arbiter_tournament::checkers_ratings` follows). The crate's test
`crates/tournament/tests/ratings.rs` compares every value; set OPENSKILL_VECTORS=OUT.json to run
it on a file made here (e.g. 10,000 tables). Needs `pip install openskill==6.1.3`.

The file is plain lines of numbers (the rules crates read no JSON):
    table P1 .. Ps ; MU SIGMA (each player, before) ; MU SIGMA (each player, after)
    event N
    round SEATS.. : PLACES.. ; SEATS.. : PLACES..   (one table after another)
    after MU SIGMA (each player of the event, after its last round)
"""
import random
import sys
from importlib.metadata import version

from openskill.models import BradleyTerryFull


def places_for(rng, s):
    """Places as a game gives them: the first f home in order, the rest sharing place f + 1."""
    finished = rng.choice([s - 1, s - 1, s - 2, rng.randrange(0, s)])
    finished = max(0, min(finished, s - 1))
    return [k + 1 for k in range(finished)] + [finished + 1] * (s - finished)


def main():
    tables_n, events_n, seed, out = int(sys.argv[1]), int(sys.argv[2]), int(sys.argv[3]), sys.argv[4]
    rng = random.Random(seed)
    model = BradleyTerryFull()
    tables = []
    for _ in range(tables_n):
        s = rng.randint(2, 6)
        before = [(rng.uniform(0, 50), rng.uniform(0.5, 9)) for _ in range(s)]
        places = places_for(rng, s)
        rng.shuffle(places)
        teams = [[model.rating(mu=m, sigma=g)] for m, g in before]
        after = model.rate(teams, ranks=places)
        tables.append({
            "before": before,
            "places": places,
            "after": [(t[0].mu, t[0].sigma) for t in after],
        })
    events = []
    for _ in range(events_n):
        n = rng.randint(7, 24)
        size = rng.choice([3, 4, 6])
        ratings = [model.rating() for _ in range(n)]
        rounds = []
        for _ in range(rng.randint(3, 6)):
            players = list(range(n))
            rng.shuffle(players)
            full = n - n % size
            round_tables = []
            for k in range(0, full, size):
                seats = players[k:k + size]
                places = places_for(rng, size)
                rng.shuffle(places)
                round_tables.append({"seats": seats, "places": places})
            byes = players[full:]
            before = list(ratings)
            for t in round_tables:
                teams = [[before[p]] for p in t["seats"]]
                after = model.rate(teams, ranks=t["places"])
                for p, r in zip(t["seats"], after):
                    ratings[p] = r[0]
            rounds.append({"tables": round_tables, "byes": byes})
        events.append({
            "players": n,
            "rounds": rounds,
            "after": [(r.mu, r.sigma) for r in ratings],
        })
    def pairs(list_):
        return " ".join(f"{m!r} {g!r}" for m, g in list_)

    with open(out, "w") as f:
        f.write(f"# openskill.py {version('openskill')} BradleyTerryFull, defaults; seed {seed}\n")
        for t in tables:
            places = " ".join(str(p) for p in t["places"])
            f.write(f"table {places} ; {pairs(t['before'])} ; {pairs(t['after'])}\n")
        for e in events:
            f.write(f"event {e['players']}\n")
            for r in e["rounds"]:
                parts = [
                    " ".join(map(str, t["seats"])) + " : " + " ".join(map(str, t["places"]))
                    for t in r["tables"]
                ]
                f.write("round " + " ; ".join(parts) + "\n")
            f.write(f"after {pairs(e['after'])}\n")


if __name__ == "__main__":
    main()
