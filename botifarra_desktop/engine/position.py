"""A position in the middle of a hand: the start of a rules-coach exercise or a club's
"who was right?" scenario, instead of a deal number.

A ``Position`` names every seat's cards, the declaration and the calls, the trick on
the table and, optionally, the cards each side has already won.  ``Game.from_position``
starts a game there; its record keeps the position, so it still replays exactly.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any, Optional

from .cards import SUITS, full_deck
from .rules import Rules
from .scoring import DOUBLE_NAMES

POSITION_FORMAT = 1


def _seat(value: Any, what: str) -> int:
    if not isinstance(value, int) or isinstance(value, bool) or not 0 <= value < 4:
        raise ValueError(f"{what} must be a seat from 0 to 3, not {value!r}")
    return value


@dataclass(frozen=True)
class Position:
    rules: Rules
    hands: tuple[tuple[str, ...], ...]  # the four seats' cards (the pairs game)
    dealer: int
    declarer: int
    trump: Optional[str]  # suit letter, None for botifarra
    delegated: bool = False
    calls: tuple[tuple[int, str], ...] = ()  # doubling calls in order: (seat, "contro"), ...
    trick: tuple[tuple[int, str], ...] = ()  # the cards on the table, in play order
    leader: Optional[int] = None  # who leads the trick (needed when it is empty)
    won: Optional[tuple[tuple[str, ...], tuple[str, ...]]] = None  # cards won by team 0 / team 1
    totals: tuple[int, int] = (0, 0)

    def __post_init__(self) -> None:
        self.check()

    # ------------------------------------------------------------------ checks
    def check(self) -> None:
        """Raise ValueError naming the first thing that makes the position impossible."""
        if not isinstance(self.rules, Rules):
            raise ValueError("the position needs rules")
        if not isinstance(self.hands, tuple) or len(self.hands) != 4:
            raise ValueError("a position lists the cards of all four seats")
        rk = self.rules.card_ranking
        seen: dict[str, str] = {}

        def take(card: Any, where: str) -> None:
            try:
                rk.card_id(card)
            except (ValueError, TypeError) as exc:
                raise ValueError(f"{where}: {exc}") from None
            if card in seen:
                raise ValueError(f"the {card} is both in {seen[card]} and in {where}")
            seen[card] = where

        for s, hand in enumerate(self.hands):
            for c in hand:
                take(c, f"seat {s}'s hand")
        _seat(self.dealer, "the dealer")
        _seat(self.declarer, "the declarer")
        if self.declarer not in (self.dealer, (self.dealer + 2) % 4):
            raise ValueError("the declarer is the dealer or, after a delegation, the dealer's partner")
        if self.delegated != (self.declarer != self.dealer):
            raise ValueError("the dealer's partner declares exactly when the dealer delegated")
        if self.trump is not None and (not isinstance(self.trump, str) or self.trump not in SUITS):
            raise ValueError(f"trump must be O, C, E, B or None for botifarra, not {self.trump!r}")
        self._check_calls()
        if not isinstance(self.trick, tuple) or len(self.trick) > 3:
            raise ValueError("the trick on the table has 0 to 3 cards (a full trick is already won)")
        leader = _seat(self.trick[0][0] if self.trick else self.leader, "the leader of the trick")
        for i, entry in enumerate(self.trick):
            if not isinstance(entry, tuple) or len(entry) != 2:
                raise ValueError("each card on the table is a (seat, card) pair")
            if _seat(entry[0], "a seat on the table") != (leader + i) % 4:
                raise ValueError("the cards on the table must be in play order, counterclockwise from the leader")
            take(entry[1], "the trick")
        on_table = {s for s, _ in self.trick}
        sizes = [len(h) + (1 if s in on_table else 0) for s, h in enumerate(self.hands)]
        if len(set(sizes)) != 1 or not 1 <= sizes[0] <= 12:
            raise ValueError(
                "every seat must hold the same number of cards (counting a card it has put on the trick): "
                + ", ".join(f"seat {s}: {n}" for s, n in enumerate(sizes))
            )
        rest = [c for c in full_deck() if c not in seen]
        if self.won is not None:
            if not isinstance(self.won, tuple) or len(self.won) != 2:
                raise ValueError("the won cards are listed for team 0 and team 1")
            for t, cards in enumerate(self.won):
                if len(cards) % 4:
                    raise ValueError(f"team {t} has won {len(cards)} cards: tricks have four cards each")
                for c in cards:
                    take(c, f"the cards team {t} won")
            if sum(len(w) for w in self.won) != len(rest):
                missing = [c for c in full_deck() if c not in seen]
                raise ValueError("these cards are nowhere in the position: " + ", ".join(missing))
        if not isinstance(self.totals, tuple) or len(self.totals) != 2 or not all(
            isinstance(x, int) and not isinstance(x, bool) for x in self.totals
        ):
            raise ValueError("the running totals are two whole numbers")

    def _check_calls(self) -> None:
        botifarra = self.trump is None
        if len(self.calls) > self.rules.max_doubles(botifarra):
            raise ValueError(f"too many doubling calls for {'botifarra' if botifarra else 'a trump suit'} with these rules")
        declaring_team = self.declarer % 2
        for level, entry in enumerate(self.calls):
            if not isinstance(entry, tuple) or len(entry) != 2:
                raise ValueError("each call is a (seat, call) pair")
            seat, call = entry
            _seat(seat, "a caller")
            if call != DOUBLE_NAMES[level]:
                raise ValueError(f"call {level + 1} must be {DOUBLE_NAMES[level]}, not {call!r}")
            # contro and Sant Vicenç by the other side; recontro and barraca by the declaring side
            if (seat % 2 == declaring_team) != (level % 2 == 1):
                raise ValueError(f"{call} is called by the {'declaring' if level % 2 else 'other'} side")

    # ------------------------------------------------------------------ derived
    @property
    def trick_leader(self) -> int:
        return _seat(self.trick[0][0] if self.trick else self.leader, "the leader of the trick")

    def won_cards(self) -> tuple[tuple[str, ...], tuple[str, ...]]:
        """The cards each side has won; when not given, the missing cards go to the sides a trick at a time."""
        if self.won is not None:
            return self.won
        used = {c for h in self.hands for c in h} | {c for _, c in self.trick}
        rest = [c for c in full_deck() if c not in used]
        chunks = [tuple(rest[i : i + 4]) for i in range(0, len(rest), 4)]
        return (
            tuple(c for chunk in chunks[0::2] for c in chunk),
            tuple(c for chunk in chunks[1::2] for c in chunk),
        )

    # ------------------------------------------------------------------ JSON
    def to_dict(self) -> dict[str, Any]:
        return {
            "format": POSITION_FORMAT,
            "rules": self.rules.to_dict(),
            "hands": [list(h) for h in self.hands],
            "dealer": self.dealer,
            "declarer": self.declarer,
            "delegated": self.delegated,
            "trump": self.trump,
            "calls": [list(c) for c in self.calls],
            "trick": [list(t) for t in self.trick],
            "leader": self.trick_leader,
            "won": None if self.won is None else [list(w) for w in self.won],
            "totals": list(self.totals),
        }

    @classmethod
    def from_dict(cls, data: Any) -> "Position":
        if not isinstance(data, dict):
            raise ValueError("a position is a JSON object")
        if data.get("format", POSITION_FORMAT) != POSITION_FORMAT:
            raise ValueError(f"position format {data.get('format')!r} is not supported")

        def pairs(value: Any, what: str) -> tuple:
            if not isinstance(value, list) or not all(isinstance(v, list) and len(v) == 2 for v in value):
                raise ValueError(f"{what} must be a list of [seat, value] pairs")
            return tuple((v[0], v[1]) for v in value)

        def cards(value: Any, what: str) -> tuple:
            if not isinstance(value, list) or not all(isinstance(c, str) for c in value):
                raise ValueError(f"{what} must be a list of cards like \"9O\"")
            return tuple(value)

        hands = data.get("hands")
        if not isinstance(hands, list) or len(hands) != 4:
            raise ValueError("a position lists the cards of all four seats")
        won = data.get("won")
        if won is not None and (not isinstance(won, list) or len(won) != 2):
            raise ValueError("the won cards are listed for team 0 and team 1")
        totals = data.get("totals", [0, 0])
        if not isinstance(totals, list) or len(totals) != 2:
            raise ValueError("the running totals are two whole numbers")
        return cls(
            rules=Rules.from_dict(data.get("rules", {})),
            hands=tuple(cards(h, f"seat {i}'s hand") for i, h in enumerate(hands)),
            dealer=_seat(data.get("dealer"), "the dealer"),
            declarer=_seat(data.get("declarer"), "the declarer"),
            trump=data.get("trump"),
            delegated=bool(data.get("delegated", data.get("declarer") != data.get("dealer"))),
            calls=pairs(data.get("calls", []), "the calls"),
            trick=pairs(data.get("trick", []), "the trick"),
            leader=data.get("leader"),
            won=None if won is None else (cards(won[0], "team 0's cards"), cards(won[1], "team 1's cards")),
            totals=tuple(totals),
        )
