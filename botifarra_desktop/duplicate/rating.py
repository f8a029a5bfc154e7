"""The player's rating: OpenSkill (Weng-Lin, Plackett-Luce), the computer levels as fixed anchors.

The player has a skill ``mu`` and an uncertainty ``sigma`` (OpenSkill's defaults to
start: 25 and 25/3).  Each result updates them with ``openskill``'s own model; the
computer levels take part in every update at their fixed values and are never
changed, so the number keeps one meaning over time: "Medium plays at 25".

The anchors come from the arena's games to 101 (benchmarks/README.md: a Hard pair
wins about 87% of its games against a Medium pair, a Medium pair 93% against an Easy
pair).  The gaps that make the model's own ``predict_win`` for two pairs give those
rates (found once by bisection) are Hard - Medium = 3.5 and Medium - Easy = 4.6;
``tests/duplicate/test_rating.py`` checks the model still predicts them.

What counts:

* a **duplicate match**: the player against the other table's level, one to one (the
  player's own seat is the only difference between the tables): won when the total in
  board points is above 0, drawn at 0, lost below;
* a **game against the computer** (every other seat a computer player, one person at the
  table): pairs: the player and the partner's level against the two opponents' levels,
  as teams; the other ways: every player on their own, ranked by the final totals.
"""

from __future__ import annotations

import math
from dataclasses import dataclass
from typing import Optional, Sequence

from openskill.models import PlackettLuce

ANCHORS: dict[str, float] = {"easy": 20.4, "medium": 25.0, "hard": 28.5}
ANCHOR_SIGMA = 1.0
START_MU = 25.0
START_SIGMA = 25.0 / 3.0
MIN_SIGMA = 0.5  # the player's uncertainty never drops below this: the player can still change

_MODEL = PlackettLuce()


@dataclass(frozen=True)
class Skill:
    mu: float = START_MU
    sigma: float = START_SIGMA

    @property
    def shown(self) -> float:
        """The number shown to the player: ``mu``, rounded to one decimal."""
        return round(self.mu, 1)


def anchor(level: str):
    if level not in ANCHORS:
        raise ValueError(f"no rating anchor for {level!r}: use one of {', '.join(ANCHORS)}")
    return _MODEL.rating(mu=ANCHORS[level], sigma=ANCHOR_SIGMA, name=level)


def _rate(skill: Skill, teams: Sequence[Sequence[Optional[str]]], ranks: Sequence[float]) -> Skill:
    """``teams``: levels, with ``None`` for the player (exactly once)."""
    me = _MODEL.rating(mu=skill.mu, sigma=skill.sigma, name="player")
    built = [[me if level is None else anchor(level) for level in team] for team in teams]
    rated = _MODEL.rate(built, ranks=list(ranks))
    for team, new_team in zip(teams, rated):
        for level, rating in zip(team, new_team):
            if level is None:
                mu, sigma = float(rating.mu), max(float(rating.sigma), MIN_SIGMA)
                if not (math.isfinite(mu) and math.isfinite(sigma)):
                    raise ValueError("the rating update gave no number")
                return Skill(mu, sigma)
    raise ValueError("the player is in no team")


def after_duplicate(skill: Skill, level: str, total: int) -> Skill:
    """The rating after a duplicate match against ``level`` that totalled ``total`` board points."""
    anchor(level)
    ranks = [0, 0] if total == 0 else ([0, 1] if total > 0 else [1, 0])
    return _rate(skill, [[None], [level]], ranks)


def after_game(skill: Skill, partner: Optional[str], opponents: Sequence[str], totals: Sequence[int],
               pairs: bool) -> Skill:
    """The rating after a game against computer levels.

    Pairs (``pairs``): ``partner`` is the partner's level, ``opponents`` the two opponents'
    and ``totals`` the two sides' final totals (the player's side first).  Other ways: ``partner``
    is None, ``opponents`` the other seats' levels in seat order and ``totals`` every seat's
    total, the player's first.  A lower rank is better; equal totals tie."""
    if pairs:
        if partner is None or len(opponents) != 2 or len(totals) != 2:
            raise ValueError("a pairs game has a partner, two opponents and two totals")
        teams: list[list[Optional[str]]] = [[None, partner], list(opponents)]
    else:
        if partner is not None or len(totals) != len(opponents) + 1:
            raise ValueError("a game without partners has one total per player")
        teams = [[None]]
        teams.extend([level] for level in opponents)
    ranks = [-t for t in totals]
    return _rate(skill, teams, ranks)


def win_chance(a: Sequence[Optional[str]], b: Sequence[Optional[str]], skill: Skill = Skill()) -> float:
    """The model's chance that team ``a`` beats team ``b`` (levels; None: the player)."""
    me = _MODEL.rating(mu=skill.mu, sigma=skill.sigma)
    teams = [[me if x is None else anchor(x) for x in team] for team in (a, b)]
    return float(_MODEL.predict_win(teams)[0])
