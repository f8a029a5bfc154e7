"""The ways to play (RULES.md "Other ways to play", seed 000 "altres variants menors").

- ``pairs``: the main game, four players in two pairs.
- ``individual``: four players, each on their own; no delegation; only contro, never on
  botifarra; a player who can no longer win any trick discards oros, then copes,
  espases, bastos; each scores points - 18.
- ``three``: three players, 36 cards (no 2, 3, 4), 12 each; as ``individual``; points - 24.
- ``rector``: two players, "rector i vicari": six piles of four each, the top card face up;
  only face-up cards are played and the card below is turned up; 24 tricks of two
  cards, one point per two tricks, an odd trick's point to the player with fewer
  points in that hand.
- ``two_hand``: two players with four piles of four each (as above) plus eight cards in hand.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Optional

from .cards import card_str, shuffled_deck

PAIRS = "pairs"
INDIVIDUAL = "individual"
THREE = "three"
RECTOR = "rector"
TWO_HAND = "two_hand"
WAYS = (PAIRS, INDIVIDUAL, THREE, RECTOR, TWO_HAND)

THREE_RANKS = (1, 5, 6, 7, 8, 9, 10, 11, 12)  # seed 000: "sense dosos, tresos i quatres"


@dataclass(frozen=True)
class Way:
    name: str
    players: int
    piles: int  # piles of four per player (0: none)
    hand_cards: int  # cards in hand per player
    individual: bool  # each player on their own (no partners)
    base: int  # the score counts points above this

    @property
    def deck_size(self) -> int:
        return 36 if self.name == THREE else 48

    @property
    def tricks(self) -> int:
        return self.deck_size // self.players

    @property
    def two_player(self) -> bool:
        return self.players == 2

    @property
    def partners(self) -> bool:
        """The pairs game: two sides of two partners (every other way, each player on their own or with piles)."""
        return self.name == PAIRS

    @property
    def sides(self) -> int:
        return 2 if self.name == PAIRS else self.players

    @property
    def seats(self) -> range:
        """The seats in turn order (seat s + 1 plays after seat s, on its right)."""
        return range(self.players)

    def next_seat(self, seat: int, steps: int = 1) -> int:
        """The seat that plays ``steps`` turns after ``seat`` (1: the player on its right)."""
        return (seat + steps) % self.players

    def side_of(self, seat: int) -> int:
        """The side ``seat`` plays for: its pair (0 or 1) in the pairs game, else the seat itself."""
        return seat % 2 if self.name == PAIRS else seat

    def partner_of(self, seat: int) -> Optional[int]:
        """The partner of ``seat`` in the pairs game; ``None`` in the ways without partners."""
        return (seat + 2) % 4 if self.name == PAIRS else None

    def double_queue(self, declarer: int, last_speaker: int, doubles: int) -> list[int]:
        """Who may call the next doubling level (after ``doubles`` calls), in turn: the eligible side,
        counterclockwise from the right of the last speaker (contro and Sant Vicenç: the declarer's
        opponents; recontro, barraca: the declarer's side).  Each passes or calls in that order."""
        declaring = self.side_of(declarer)
        by_declaring_side = doubles % 2 == 1
        order = [(last_speaker + k) % self.players for k in range(1, self.players)]
        return [s for s in order if (self.side_of(s) == declaring) == by_declaring_side]


WAY_TABLE = {
    PAIRS: Way(PAIRS, 4, 0, 12, False, 36),
    INDIVIDUAL: Way(INDIVIDUAL, 4, 0, 12, True, 18),
    THREE: Way(THREE, 3, 0, 12, True, 24),
    RECTOR: Way(RECTOR, 2, 6, 0, False, 36),
    TWO_HAND: Way(TWO_HAND, 2, 4, 8, False, 36),
}


def deck_for(way: Way) -> list[str]:
    if way.name == THREE:
        return [card_str(r, s) for s in "OCEB" for r in THREE_RANKS]
    return [card_str(r, s) for s in "OCEB" for r in range(1, 13)]


def deal(way: Way, deal_number: int, dealer: int) -> tuple[list[list[str]], list[list[list[str]]]]:
    """(hands, piles) by seat.  Packets of four counterclockwise from the dealer's right;
    with piles, each packet makes one pile (listed bottom to top), then the hand cards follow."""
    deck = shuffled_deck(deal_number, deck_for(way))
    n = way.players
    order = [(dealer + 1 + k) % n for k in range(n)]
    hands: list[list[str]] = [[] for _ in range(n)]
    piles: list[list[list[str]]] = [[] for _ in range(n)]
    pos = 0
    for _ in range(way.piles):
        for seat in order:
            piles[seat].append(deck[pos : pos + 4])
            pos += 4
    while pos < len(deck):
        for seat in order:
            hands[seat].extend(deck[pos : pos + 4])
            pos += 4
    return hands, piles
