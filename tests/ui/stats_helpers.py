"""Statistics as weeks of play leave them (for the Statistics charts' tests and screenshots)."""

import random
from datetime import datetime, timedelta

from botifarra_desktop.storage.statistics import Statistics, Tally


def weeks_of_play(games=40, hands_per_game=6, seed=1):
    """``games`` games over several weeks, in two ways to play against three levels; the player gets
    better with time (more points later), so the smoothed line rises."""
    rng = random.Random(seed)
    stats = Statistics()
    start = datetime(2026, 9, 1, 18, 0)
    for g in range(games):
        way_name = "pairs" if g % 4 else "individual"
        level = ("easy", "medium", "hard")[g % 3]
        partner = level if way_name == "pairs" else None
        buckets = [way_name, "lliure", level, partner]
        skill = 28 + 14 * g / games
        won_hands = 0
        for h in range(1, hands_per_game + 1):
            points = max(0, min(72, int(rng.gauss(skill, 9))))
            won = points > 36
            won_hands += won
            counts = {"hands_played": 1, "hands_won": int(won), "points": points, "score": points - 36,
                      "contros_called": 0, "contros_won": 0}
            stats.apply({"group": "hands", "key": f"g{g}:{h}", "buckets": buckets, "counts": counts})
        counts = {"games_played": 1, "games_won": int(won_hands * 2 > hands_per_game)}
        stats.apply({"group": "games", "key": f"g{g}", "buckets": buckets, "counts": counts, "comeback": 0})
        stats.recent_games[f"g{g}"]["at"] = (start + timedelta(days=g * 1.3)).isoformat(timespec="seconds")
    return stats


def tally_sum(groups):
    total = Tally()
    for t in groups.values():
        total.add(t.to_dict(), +1)
    return total
