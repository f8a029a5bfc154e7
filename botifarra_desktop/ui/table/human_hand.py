"""The human's cards in the table scene: which may be chosen, the keyboard highlight, clicks.

A component of :class:`~.scene.TableScene` (its ``hand``), kept apart so the scene stays
about what is where.  It holds which cards the engine allows (``legal``) and the keyboard's
card (``cursor``); it reads the scene's ``hands``, ``stacks`` (the pile games' face-up cards
are chosen like hand cards), ``pile_count`` and ``ranking``, and asks it to lay the hand
out again (``place_own_hand``, which leaves the keyboard's card whole in sight, the hand opened
at it) or, while cards move, once they land (``relayout``).  Which cards are legal comes from
the engine (``set_legal``); nothing here decides a rule.
"""

from __future__ import annotations

from typing import Callable, Optional, Protocol

from ...engine.cards import Ranking
from .card_item import CardItem
from .pile_rows import PileRows


class HandScene(Protocol):
    """What the hand reads and asks of its scene (see the module's docstring)."""

    hands: list[list[CardItem]]
    stacks: PileRows
    pile_count: int
    ranking: Ranking

    @property
    def animating(self) -> bool: ...

    def place_own_hand(self) -> None: ...

    def relayout(self) -> None: ...


class HumanHand:
    def __init__(self, scene: HandScene, clicked: Callable[[str], None]) -> None:
        self.scene = scene
        #: the human clicked a card they may choose (the card string)
        self.clicked = clicked
        self.legal: Optional[set[str]] = None  # None: the human is not asked to play
        self.cursor = -1  # keyboard highlight in the human hand

    def sort_key(self, card: Optional[str]) -> tuple[int, int]:
        if card is None:
            return (9, 0)
        cid = self.scene.ranking.card_id(card)
        return (cid // 12, -(cid % 12))  # by suit, strongest first

    def playable_items(self) -> list[CardItem]:
        """The human's cards that can be chosen: the hand, then the face-up cards of the piles."""
        scene = self.scene
        return scene.hands[0] + (scene.stacks.tops(0) if scene.pile_count else [])

    def set_legal(self, legal: Optional[set[str]]) -> None:
        """Which of the human's cards the engine allows now (``None``: not asked to play)."""
        self.legal = legal
        items = self.playable_items()
        if legal is None:
            self.cursor = -1
        elif not 0 <= self.cursor < len(items):
            self.cursor = next((i for i, it in enumerate(items) if it.card in legal), 0)
        if not self.scene.animating:
            self.scene.place_own_hand()
        self.refresh_states()

    def move_cursor(self, step: int) -> None:
        n = len(self.playable_items())
        if n:
            self.cursor = (self.cursor + step) % n if self.cursor >= 0 else 0
            self._cursor_moved()

    def set_cursor(self, index: int) -> None:
        """Put the keyboard highlight on card ``index`` of :meth:`playable_items` (no such card: nothing
        changes); -1 takes the highlight off the cards until the keyboard moves it or a card is asked
        for again."""
        if -1 <= index < len(self.playable_items()):
            self.cursor = index
            self._cursor_moved()

    def _cursor_moved(self) -> None:
        """The keyboard's card changed: the hand opens at the new one (the scene's layout leaves it
        whole in sight), at once; while cards move, when they land (the scene's ``relayout`` waits)."""
        if self.scene.animating:
            self.scene.relayout()  # only marks it for when the cards land
            self.refresh_states()
        else:
            self.scene.place_own_hand()

    def cursor_card(self) -> Optional[str]:
        items = self.playable_items()
        return items[self.cursor].card if 0 <= self.cursor < len(items) else None

    def refresh_states(self) -> None:
        """Each choosable card dimmed when not allowed, and the keyboard's card framed."""
        for i, item in enumerate(self.playable_items()):
            dim = self.legal is not None and item.card not in self.legal
            item.set_state(dim, self.legal is not None and i == self.cursor)

    def click(self, item: CardItem) -> None:
        """A card of the human's was clicked: it becomes the keyboard's card and is offered to play."""
        items = self.playable_items()
        if item.card is not None and item in items:
            self.set_cursor(items.index(item))
            self.clicked(item.card)

    def hand_item(self, card: str) -> Optional[CardItem]:
        """The human's playable item showing ``card`` (in the hand or on top of a pile)."""
        return next((it for it in self.playable_items() if it.card == card), None)
