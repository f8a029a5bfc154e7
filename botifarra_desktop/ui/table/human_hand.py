"""The human's cards in the table scene: which may be chosen, the keyboard highlight, clicks.

A mixin of :class:`~.scene.TableScene` (kept apart so the scene
stays about showing events).  It reads the scene's ``hands``, ``stacks`` (the pile games'
face-up cards are chosen like hand cards), ``pile_count``, ``legal``, ``cursor``, ``ranking``
and ``_running``, and calls its ``_place_hand`` (which leaves the keyboard's card whole in sight, the
hand opened at it) and ``card_clicked``.  Which cards are legal
comes from the engine (``set_legal``); nothing here decides a rule.
"""

from __future__ import annotations

from typing import Optional, Protocol

from PySide6.QtCore import QAbstractAnimation, SignalInstance

from ...engine.cards import Ranking
from .card_item import CardItem
from .pile_rows import PileRows


class Scene(Protocol):
    """What the hand reads and calls on its scene (see the module's docstring)."""

    hands: list[list[CardItem]]
    stacks: PileRows
    pile_count: int
    legal: Optional[set[str]]
    cursor: int
    ranking: Ranking
    _running: list[QAbstractAnimation]
    _relayout_pending: bool

    @property
    def card_clicked(self) -> SignalInstance: ...

    def _place_hand(self, seat: int, animate: bool) -> Optional[QAbstractAnimation]: ...

    def playable_items(self: Scene) -> list[CardItem]: ...

    def set_cursor(self: Scene, index: int) -> None: ...

    def _refresh_states(self: Scene) -> None: ...

    def _cursor_moved(self: Scene) -> None: ...


class HumanHand:
    def sort_key(self: Scene, card: Optional[str]) -> tuple[int, int]:
        if card is None:
            return (9, 0)
        cid = self.ranking.card_id(card)
        return (cid // 12, -(cid % 12))  # by suit, strongest first

    def playable_items(self: Scene) -> list[CardItem]:
        """The human's cards that can be chosen: the hand, then the face-up cards of the piles."""
        return self.hands[0] + (self.stacks.tops(0) if self.pile_count else [])

    def set_legal(self: Scene, legal: Optional[set[str]]) -> None:
        """Which of the human's cards the engine allows now (``None``: not asked to play)."""
        self.legal = legal
        items = self.playable_items()
        if legal is None:
            self.cursor = -1
        elif not 0 <= self.cursor < len(items):
            self.cursor = next((i for i, it in enumerate(items) if it.card in legal), 0)
        if not self._running:
            self._place_hand(0, animate=False)
        self._refresh_states()

    def move_cursor(self: Scene, step: int) -> None:
        n = len(self.playable_items())
        if n:
            self.cursor = (self.cursor + step) % n if self.cursor >= 0 else 0
            self._cursor_moved()

    def set_cursor(self: Scene, index: int) -> None:
        """Put the keyboard highlight on card ``index`` of :meth:`playable_items` (no such card: nothing
        changes); -1 takes the highlight off the cards until the keyboard moves it or a card is asked
        for again."""
        if -1 <= index < len(self.playable_items()):
            self.cursor = index
            self._cursor_moved()

    def _cursor_moved(self: Scene) -> None:
        """The keyboard's card changed: the hand opens at the new one (the scene's ``_hand_targets``
        leaves it whole in sight), at once; while cards move, when they land (the scene lays out again then)."""
        if self._running:
            self._relayout_pending = True
            self._refresh_states()
        else:
            self._place_hand(0, animate=False)

    def cursor_card(self: Scene) -> Optional[str]:
        items = self.playable_items()
        return items[self.cursor].card if 0 <= self.cursor < len(items) else None

    def _refresh_states(self: Scene) -> None:
        for i, item in enumerate(self.playable_items()):
            dim = self.legal is not None and item.card not in self.legal
            item.set_state(dim, self.legal is not None and i == self.cursor)

    def _clicked(self: Scene, item: CardItem) -> None:
        items = self.playable_items()
        if item.card is not None and item in items:
            self.set_cursor(items.index(item))
            self.card_clicked.emit(item.card)

    def hand_item(self: Scene, card: str) -> Optional[CardItem]:
        """The human's playable item showing ``card`` (in the hand or on top of a pile)."""
        return next((it for it in self.playable_items() if it.card == card), None)
