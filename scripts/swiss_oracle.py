"""What the Swiss differential scripts share: where the bbpPairings oracle and the shared TRF
tool are (beside the project root), the results profiles and point systems of bbpPairings'
random generator, and one call that makes a seeded random tournament."""
import os
import subprocess
import sys

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
SHARED = os.path.join(ROOT, "..", "shared")
sys.path.insert(0, os.path.join(SHARED, "data", "swiss"))
import trf_tool as T  # noqa: E402,F401  (re-exported for the scripts)

BBP = os.path.join(SHARED, "tools", "swiss", "bbpPairings.exe")
# Generator rates per profile: draw %, and 1-in-N forfeit, retirement and half-point-bye rates.
PROFILES = {"clean": (30, 1000000, 1000000, 1000000), "light": (25, 40, 25, 15),
            "messy": (35, 10, 5, 5)}
POINTS = {"std": "", "cn": "PointsForWin=2.0\nPointsForDraw=1.0\n",
          "w3": "PointsForWin=3.0\nPointsForDraw=1.0\n"}


def generate(tmp, seed, players, rounds, profile, points):
    """A random tournament from bbpPairings' generator, as an LF-ended TRF in `tmp`; its path,
    or None when the generator finds no valid pairing for some round."""
    d, fr, rr, hr = PROFILES[profile]
    cfg, raw, trf = (os.path.join(tmp, x) for x in ("c.cfg", "raw.trf", "t.trf"))
    with open(cfg, "w") as f:
        f.write(f"PlayersNumber={players}\nRoundsNumber={rounds}\nDrawPercentage={d}\n"
                f"ForfeitRate={fr}\nRetiredRate={rr}\nHalfPointByeRate={hr}\n"
                f"HighestRating=2600\nLowestRating=1400\n" + POINTS[points])
    if subprocess.run([BBP, "--dutch", "-g", cfg, "-o", raw, "-s", str(seed)],
                      capture_output=True).returncode:
        return None
    T.cmd_lf(raw, trf)
    return trf
