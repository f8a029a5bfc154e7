"""The human's cards in the table scene: which may be chosen, the keyboard highlight, clicks.

A mixin of :class:`~botifarra_desktop.ui.table_scene.TableScene` (kept apart so the scene
stays about showing events).  It reads the scene's ``hands``, ``stacks`` (the pile games'
face-up cards are chosen like hand cards), ``pile_count``, ``legal``, ``cursor``, ``ranking``
and ``_running``, and calls its ``_place_hand`` and ``card_clicked``.  Which cards are legal
comes from the engine (``set_legal``); nothing here decides a rule.
"""

from __future__ import annotations

from typing import Optional

from .card_item import CardItem


class HumanHand:
    def sort_key(self, card: Optional[str]) -> tuple[int, int]:
        if card is None:
            return (9, 0)
        cid = self.ranking.card_id(card)
        return (cid // 12, -(cid % 12))  # by suit, strongest first

    def playable_items(self) -> list[CardItem]:
        """The human's cards that can be chosen: the hand, then the face-up cards of the piles."""
        return self.hands[0] + (self.stacks.tops(0) if self.pile_count else [])

    def set_legal(self, legal: Optional[set[str]]) -> None:
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

    def move_cursor(self, step: int) -> None:
        n = len(self.playable_items())
        if n:
            self.cursor = (self.cursor + step) % n if self.cursor >= 0 else 0
            self._refresh_states()

    def set_cursor(self, index: int) -> None:
        if 0 <= index < len(self.playable_items()):
            self.cursor = index
            self._refresh_states()

    def cursor_card(self) -> Optional[str]:
        items = self.playable_items()
        return items[self.cursor].card if 0 <= self.cursor < len(items) else None

    def _refresh_states(self) -> None:
        for i, item in enumerate(self.playable_items()):
            dim = self.legal is not None and item.card not in self.legal
            item.set_state(dim, self.legal is not None and i == self.cursor)

    def _clicked(self, item: CardItem) -> None:
        items = self.playable_items()
        if item.card is not None and item in items:
            self.set_cursor(items.index(item))
            self.card_clicked.emit(item.card)

    def hand_item(self, card: str) -> Optional[CardItem]:
        """The human's playable item showing ``card`` (in the hand or on top of a pile)."""
        return next((it for it in self.playable_items() if it.card == card), None)
