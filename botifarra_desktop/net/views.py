"""Seat views on the wire: ``SeatView`` to a JSON-ready dict and back.

``view_to_dict`` gives exactly ``SeatView.to_dict()`` (a test checks it) but
without ``dataclasses.asdict``'s deep copies, which cost ~0.5 ms a view; the
host sends a fresh view to every seat after every action.  Only the last
``MAX_VIEW_RESULTS`` hand results travel in a view so a line stays far below
64 KiB in long games; the full score sheet is the ``hand_scored`` events.
``ViewDict`` (with ``TrickDict`` and ``ResultDict``) is that dict's shape, field by field.

``view_from_dict`` reads a view that came off the wire: nothing in it is trusted,
so every field goes through a reader that converts it or raises.
"""

from __future__ import annotations

from typing import Iterable, Mapping, Optional, TypedDict, Union

from ..engine import Phase, Rules, SeatView
from ..engine.events import HandResult, TrickWon
from .codec import JsonObject

MAX_VIEW_RESULTS = 12

#: A (seat, card) pair on the wire: a JSON array of two.
Pair = list[Union[int, str]]


class TrickDict(TypedDict):
    """A ``TrickWon`` on the wire."""

    trick_no: int
    winner: int
    cards: list[Pair]
    points: int


class ResultDict(TypedDict):
    """A ``HandResult`` on the wire (``HandResult.to_dict``)."""

    hand_no: int
    dealer: int
    declarer: int
    delegated: bool
    trump: Optional[str]
    doubles: int
    calls: list[Pair]
    multiplier: int
    card_points: list[int]
    tricks: list[int]
    points: list[int]
    score: list[int]
    totals: list[int]
    claimed_by: Optional[int]


class ViewDict(TypedDict):
    """A ``SeatView`` on the wire (``SeatView.to_dict``): the ``view`` of a ``state`` message."""

    seat: int
    rules: JsonObject
    phase: str
    hand_no: int
    dealer: Optional[int]
    hand: list[str]
    hand_counts: list[int]
    turn: Optional[int]
    declared: bool
    declarer: Optional[int]
    delegated: bool
    trump: Optional[str]
    doubles: int
    calls: list[Pair]
    multiplier: int
    leader: Optional[int]
    trick_no: int
    trick: list[Pair]
    history: list[Optional[TrickDict]]
    last_tricks: list[Optional[TrickDict]]
    tricks_won: list[int]
    card_points: list[int]
    legal: list[str]
    options: list[str]
    can_claim: bool
    totals: list[int]
    results: list[ResultDict]
    winner_team: Optional[int]
    piles: list[list[list[Union[str, int, None]]]]
    played_before: list[str]


def _trick_dict(t: Optional[TrickWon]) -> Optional[TrickDict]:
    if t is None:
        return None
    return {"trick_no": t.trick_no, "winner": t.winner, "cards": [list(c) for c in t.cards], "points": t.points}


_result_cache: dict[int, tuple[HandResult, ResultDict]] = {}


def _result_dict(r: HandResult) -> ResultDict:
    # Results never change once scored and every state repeats them: convert each once.
    hit = _result_cache.get(id(r))
    if hit is not None and hit[0] is r:
        return hit[1]
    if len(_result_cache) > 4096:
        _result_cache.clear()
    d = _result_dict_uncached(r)
    _result_cache[id(r)] = (r, d)
    return d


def _result_dict_uncached(r: HandResult) -> ResultDict:
    return {
        "hand_no": r.hand_no, "dealer": r.dealer, "declarer": r.declarer, "delegated": r.delegated,
        "trump": r.trump, "doubles": r.doubles, "calls": [list(c) for c in r.calls], "multiplier": r.multiplier,
        "card_points": list(r.card_points), "tricks": list(r.tricks), "points": list(r.points),
        "score": list(r.score), "totals": list(r.totals), "claimed_by": r.claimed_by,
    }


def view_to_dict(v: SeatView, max_results: Optional[int] = MAX_VIEW_RESULTS) -> ViewDict:
    results = v.results if max_results is None else v.results[-max_results:] if max_results else ()
    return {
        "seat": v.seat, "rules": v.rules.to_dict(), "phase": v.phase.value, "hand_no": v.hand_no, "dealer": v.dealer,
        "hand": list(v.hand), "hand_counts": list(v.hand_counts), "turn": v.turn,
        "declared": v.declared, "declarer": v.declarer, "delegated": v.delegated, "trump": v.trump,
        "doubles": v.doubles, "calls": [list(c) for c in v.calls], "multiplier": v.multiplier,
        "leader": v.leader, "trick_no": v.trick_no, "trick": [list(c) for c in v.trick],
        "history": [_trick_dict(t) for t in v.history], "last_tricks": [_trick_dict(t) for t in v.last_tricks],
        "tricks_won": list(v.tricks_won), "card_points": list(v.card_points),
        "legal": list(v.legal), "options": list(v.options), "can_claim": v.can_claim,
        "totals": list(v.totals), "results": [_result_dict(r) for r in results], "winner_team": v.winner_team,
        "piles": [[list(p) for p in seat] for seat in v.piles],
        "played_before": list(v.played_before),
    }


# ------------------------------------------------------------ reading a view that came off the wire
# Its values are whatever JSON the table sent: each reader converts one as ``int()``/``str()`` would
# (``_opt_str`` takes text only) and raises TypeError or ValueError for what cannot be one
# (``view_from_dict`` reports that).
def _int(value: object) -> int:
    if isinstance(value, (int, float, str)):
        return int(value)
    raise TypeError(f"{type(value).__name__} is not a number")


def _opt_int(value: object) -> Optional[int]:
    return None if value is None else _int(value)


def _opt_str(value: object) -> Optional[str]:
    if value is None or isinstance(value, str):
        return value
    raise TypeError(f"{type(value).__name__} is not text")


def _items(value: object) -> Iterable[object]:
    if isinstance(value, (list, tuple, str, dict)):
        return value
    raise TypeError(f"{type(value).__name__} is not a list")


def _object(value: object) -> dict[str, object]:
    if isinstance(value, dict):
        return value
    raise TypeError(f"{type(value).__name__} is not an object")


def _pair(value: object) -> tuple[object, object]:
    first, second = _items(value)
    return first, second


def _trick(d: object) -> Optional[TrickWon]:
    if d is None:
        return None
    t = _object(d)
    return TrickWon(_int(t["trick_no"]), _int(t["winner"]), _pairs(t["cards"]), _int(t["points"]))


def _won(d: object) -> TrickWon:
    trick = _trick(d)
    if trick is None:
        raise ValueError("a trick of the hand is missing")
    return trick


def _pairs(items: object) -> tuple[tuple[int, str], ...]:
    return tuple((_int(s), str(c)) for s, c in map(_pair, _items(items)))


def _results(items: object, previous: Optional[SeatView]) -> tuple[HandResult, ...]:
    dicts = [_object(r) for r in _items(items)]
    # Consecutive states repeat the same results: reuse the previous ones when the newest agrees.
    if previous is not None and len(previous.results) == len(dicts):
        if not dicts or HandResult.from_dict(dicts[-1]) == previous.results[-1]:
            if not dicts or HandResult.from_dict(dicts[0]) == previous.results[0]:
                return previous.results
    return tuple(HandResult.from_dict(r) for r in dicts)


def _pile(value: object) -> tuple[Optional[str], int]:
    top, n = _pair(value)
    return None if top is None else str(top), _int(n)


def view_from_dict(d: Mapping[str, object], previous: Optional[SeatView] = None) -> SeatView:
    """Rebuild a ``SeatView`` from a ``state`` message's view; ValueError if it is malformed.

    ``previous``: the last view of the same seat, to reuse its unchanged hand results.
    """
    try:
        return SeatView(
            seat=_int(d["seat"]), rules=Rules.from_dict(d["rules"]), phase=Phase(str(d["phase"])),
            hand_no=_int(d["hand_no"]), dealer=_opt_int(d["dealer"]), hand=tuple(str(c) for c in _items(d["hand"])),
            hand_counts=tuple(_int(n) for n in _items(d["hand_counts"])), turn=_opt_int(d["turn"]),
            declared=bool(d["declared"]), declarer=_opt_int(d["declarer"]), delegated=bool(d["delegated"]),
            trump=_opt_str(d["trump"]), doubles=_int(d["doubles"]), calls=_pairs(d["calls"]),
            multiplier=_int(d["multiplier"]), leader=_opt_int(d["leader"]), trick_no=_int(d["trick_no"]),
            trick=_pairs(d["trick"]), history=tuple(_won(t) for t in _items(d["history"])),
            last_tricks=tuple(_trick(t) for t in _items(d["last_tricks"])),
            tricks_won=tuple(_int(n) for n in _items(d["tricks_won"])),
            card_points=tuple(_int(n) for n in _items(d["card_points"])),
            legal=tuple(str(c) for c in _items(d["legal"])), options=tuple(str(c) for c in _items(d["options"])),
            can_claim=bool(d["can_claim"]), totals=tuple(_int(n) for n in _items(d["totals"])),
            results=_results(d["results"], previous), winner_team=_opt_int(d["winner_team"]),
            piles=tuple(tuple(_pile(p) for p in _items(seat)) for seat in _items(d.get("piles", ()))),
            played_before=tuple(str(c) for c in _items(d.get("played_before", ()))),
        )
    except (KeyError, TypeError, ValueError) as exc:
        raise ValueError(f"the table sent a malformed view ({exc})") from None
