"""Seat views on the wire: ``SeatView`` to a JSON-ready dict and back.

``view_to_dict`` gives exactly ``SeatView.to_dict()`` (a test checks it) but
without ``dataclasses.asdict``'s deep copies, which cost ~0.5 ms a view; the
host sends a fresh view to every seat after every action.  Only the last
``MAX_VIEW_RESULTS`` hand results travel in a view so a line stays far below
64 KiB in long games; the full score sheet is the ``hand_scored`` events.
"""

from __future__ import annotations

from typing import Any, Optional

from ..engine import Phase, Rules, SeatView
from ..engine.events import HandResult, TrickWon

MAX_VIEW_RESULTS = 12


def _trick_dict(t: Optional[TrickWon]) -> Optional[dict[str, Any]]:
    if t is None:
        return None
    return {"trick_no": t.trick_no, "winner": t.winner, "cards": [list(c) for c in t.cards], "points": t.points}


_result_cache: dict[int, tuple[HandResult, dict[str, Any]]] = {}


def _result_dict(r: HandResult) -> dict[str, Any]:
    # Results never change once scored and every state repeats them: convert each once.
    hit = _result_cache.get(id(r))
    if hit is not None and hit[0] is r:
        return hit[1]
    if len(_result_cache) > 4096:
        _result_cache.clear()
    d = _result_dict_uncached(r)
    _result_cache[id(r)] = (r, d)
    return d


def _result_dict_uncached(r: HandResult) -> dict[str, Any]:
    return {
        "hand_no": r.hand_no, "dealer": r.dealer, "declarer": r.declarer, "delegated": r.delegated,
        "trump": r.trump, "doubles": r.doubles, "calls": [list(c) for c in r.calls], "multiplier": r.multiplier,
        "card_points": list(r.card_points), "tricks": list(r.tricks), "points": list(r.points),
        "score": list(r.score), "totals": list(r.totals), "claimed_by": r.claimed_by,
    }


def view_to_dict(v: SeatView, max_results: Optional[int] = MAX_VIEW_RESULTS) -> dict[str, Any]:
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


def _trick(d: Any) -> Optional[TrickWon]:
    if d is None:
        return None
    return TrickWon(int(d["trick_no"]), int(d["winner"]), tuple((int(s), str(c)) for s, c in d["cards"]),
                    int(d["points"]))


def _won(d: Any) -> TrickWon:
    trick = _trick(d)
    if trick is None:
        raise ValueError("a trick of the hand is missing")
    return trick


def _pairs(items: Any) -> tuple[tuple[int, str], ...]:
    return tuple((int(s), str(c)) for s, c in items)


def _results(items: Any, previous: Optional[SeatView]) -> tuple[HandResult, ...]:
    # Consecutive states repeat the same results: reuse the previous ones when the newest agrees.
    if previous is not None and len(previous.results) == len(items):
        if not items or HandResult.from_dict(items[-1]) == previous.results[-1]:
            if not items or HandResult.from_dict(items[0]) == previous.results[0]:
                return previous.results
    return tuple(HandResult.from_dict(r) for r in items)


def view_from_dict(d: Any, previous: Optional[SeatView] = None) -> SeatView:
    """Rebuild a ``SeatView`` from a ``state`` message's view; ValueError if it is malformed.

    ``previous``: the last view of the same seat, to reuse its unchanged hand results.
    """
    try:
        return SeatView(
            seat=int(d["seat"]), rules=Rules.from_dict(d["rules"]), phase=Phase(str(d["phase"])),
            hand_no=int(d["hand_no"]), dealer=d["dealer"], hand=tuple(str(c) for c in d["hand"]),
            hand_counts=tuple(int(n) for n in d["hand_counts"]), turn=d["turn"],
            declared=bool(d["declared"]), declarer=d["declarer"], delegated=bool(d["delegated"]), trump=d["trump"],
            doubles=int(d["doubles"]), calls=_pairs(d["calls"]), multiplier=int(d["multiplier"]),
            leader=d["leader"], trick_no=int(d["trick_no"]), trick=_pairs(d["trick"]),
            history=tuple(_won(t) for t in d["history"]),
            last_tricks=tuple(_trick(t) for t in d["last_tricks"]),
            tricks_won=tuple(int(n) for n in d["tricks_won"]), card_points=tuple(int(n) for n in d["card_points"]),
            legal=tuple(str(c) for c in d["legal"]), options=tuple(str(c) for c in d["options"]),
            can_claim=bool(d["can_claim"]), totals=tuple(int(n) for n in d["totals"]),
            results=_results(d["results"], previous), winner_team=d["winner_team"],
            piles=tuple(tuple((None if top is None else str(top), int(n)) for top, n in seat)
                        for seat in d.get("piles", ())),
            played_before=tuple(str(c) for c in d.get("played_before", ())),
        )
    except (KeyError, TypeError, ValueError) as exc:
        raise ValueError(f"the table sent a malformed view ({exc})") from None
