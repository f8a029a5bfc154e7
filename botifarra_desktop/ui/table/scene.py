"""The card table: card sprites for every hand, the trick and the won tricks, and nameplates.

The scene keeps what is where: which sprites are in each hand, in the trick and in the
won piles, what the plates say, and the places the current layout gives them.
``relayout()`` puts every card where the layout says, at once (after a resize); while
cards move it waits until they land.  How the engine's events move the cards is its
component :mod:`.choreography`'s (``choreography.animate``, the controller's animator),
which asks the scene through the small public interface listed by
:class:`.choreography.Stage`.  The scene never decides a rule: it shows what it is told,
and dims the cards the engine did not list as legal.
"""

from __future__ import annotations

from typing import Any, Optional

from PySide6.QtCore import QAbstractAnimation, QParallelAnimationGroup, QPointF, QRectF, QTimer, Signal
from PySide6.QtGui import QColor
from PySide6.QtWidgets import QGraphicsScene

from ...engine import Phase, partner_of
from ...engine.cards import RANKINGS
from ..common.deck import CARD_CODES, CardRenderer
from ..common.seats import TABLE_SEATS
from ..common.texts import call_name, declaration_name, translate
from .card_item import CardItem
from .choreography import Choreography
from .contrast import felt_brush
from .human_hand import HumanHand
from .layout import TOP, TableLayout, seat_sides
from .nameplate import NameplateItem
from .pile_layout import PileLayout
from .pile_rows import PileRows, place_won

#: Animation length factor per speed setting; 0 shows every event at once.
SPEEDS = {"instant": 0.0, "fast": 0.5, "normal": 1.0, "slow": 1.8}
#: The room the keyboard's card keeps clear right of itself in your hand: its frame and the next card's
#: edge (each reaches up to 11 px out, in high contrast), so the card on its right never covers the card
#: or its frame.
FRAME_ROOM = 22.0
#: The least of a card's width the others still show when they close up for the keyboard's card: its index.
INDEX_SHOWN = 0.3


class TableScene(QGraphicsScene):
    # A card of the human's hand (or a face-up card of their piles) was clicked (card string).
    card_clicked = Signal(str)

    def __init__(self, renderer: CardRenderer, deck_id: str, parent: Any = None) -> None:
        super().__init__(parent)
        self.renderer = renderer
        self.deck_id = deck_id
        self.aspect = renderer.deck(deck_id).aspect
        self.speed = 1.0
        self.card_scale = 1.0
        self.layout = TableLayout(1280, 800, self.aspect)
        #: the corners the view's widgets take: info box, last-trick buttons, Hint and Undo
        self.corners: tuple[tuple[float, float], ...] = ((0.0, 0.0), (0.0, 0.0), (0.0, 0.0))
        self.ranking = RANKINGS["standard"]
        self.names = ["", "", "", ""]
        self.hands: list[list[CardItem]] = [[], [], [], []]
        self.trick: list[tuple[int, CardItem]] = []
        self.piles: list[list[CardItem]] = [[], [], [], []]  # the tricks each seat has won
        # the way to play: players, piles of four per player, cards in hand (see ``set_way``)
        self.players, self.pile_count, self.hand_cards = 4, 0, 12
        self.sides = seat_sides(len(TABLE_SEATS))
        self.stacks = PileRows(self, self.new_card)  # the pile games' rows of piles
        #: your plate and your partner's stand aside for an ending panel (``set_plates_aside``)
        self.plates_aside = False
        self.plates = [NameplateItem() for _ in TABLE_SEATS]
        for p in self.plates:
            p.hide()  # shown with the players' names: an empty table has no plates
            self.addItem(p)
        #: the human's cards: which may be chosen, the keyboard's card, clicks (see :mod:`.human_hand`)
        self.hand = HumanHand(self, self.card_clicked.emit)
        #: the engine's events shown as cards moving (see :mod:`.choreography`)
        self.choreography = Choreography(self)
        self._relayout_pending = False
        #: the seat dealing this hand: the deck lies at its side
        self.dealer = 0
        self._thinking_text = ""
        # Render the faces at the current sizes in idle moments, one per tick, so that
        # a card turned up mid-animation never waits for its SVG.
        self._warm: list[tuple[str, float, float]] = []
        self._warm_timer = QTimer(self)
        self._warm_timer.setInterval(0)
        self._warm_timer.timeout.connect(self._warm_one)
        self.dpr = 1.0
        self._high_contrast = False  # see :mod:`.contrast`
        self.setBackgroundBrush(QColor("#1f6b3a"))

    # ------------------------------------------------------------ settings
    @property
    def high_contrast(self) -> bool:
        """The table in high contrast (see :mod:`.contrast`)."""
        return self._high_contrast

    @high_contrast.setter
    def high_contrast(self, on: bool) -> None:
        if on != self._high_contrast:
            self._high_contrast = on
            self.renderer.high_contrast = on  # the suits in colours colour-blind players tell apart
            for item in self.items():  # cards keep a drawing of themselves: their marks change
                item.update()

    def set_speed(self, name: str) -> None:
        self.speed = SPEEDS.get(name, 1.0)

    def set_deck(self, deck_id: str) -> None:
        self.deck_id = deck_id
        self.aspect = self.renderer.deck(deck_id).aspect
        for item in self._all_cards():
            item.deck_id = deck_id
        self.resize(self.layout.width, self.layout.height)

    def set_card_scale(self, scale: float) -> None:
        self.card_scale = scale
        self.resize(self.layout.width, self.layout.height)

    def set_way(self, players: int, piles: int, hand_cards: int) -> None:
        """The way to play on the table: how many players, piles each and cards in hand.
        Another way clears the table first: the cards of the last game sat at seats this one may not have."""
        if (players, piles, hand_cards) != (self.players, self.pile_count, self.hand_cards):
            self.choreography.stop()
            self._relayout_pending = False
            self.show_view_cleared()
            self.players, self.pile_count, self.hand_cards = players, piles, hand_cards
            self.sides = seat_sides(players)
            self.resize(self.layout.width, self.layout.height)

    def set_names(self, names: list[str]) -> None:
        self.names = list(names)
        for seat, p in enumerate(self.plates):
            p.set(name=names[seat] if seat < len(names) else "")
            p.setVisible(seat < self.players)

    # ------------------------------------------------------------ geometry
    def set_corners(self, info: tuple[float, float], buttons: tuple[float, float],
                    tools: tuple[float, float]) -> None:
        """The corners the view's widgets take (see :class:`.table_layout.TableLayout`); lays out again if they moved."""
        corners = (info, buttons, tools)
        if corners != self.corners:
            self.corners = corners
            self.resize(self.layout.width, self.layout.height)

    def resize(self, width: float, height: float) -> None:
        info, buttons, tools = self.corners
        w, h = max(320.0, width), max(240.0, height)
        if self.pile_count:
            self.layout = PileLayout(w, h, aspect=self.aspect, card_scale=self.card_scale, info=info, buttons=buttons,
                                     tools=tools, piles=self.pile_count, hand_cards=self.hand_cards)
        else:
            self.layout = TableLayout(w, h, aspect=self.aspect, card_scale=self.card_scale, info=info,
                                      buttons=buttons, tools=tools, across=TOP in self.sides)
        self.setSceneRect(QRectF(0, 0, self.layout.width, self.layout.height))
        self.setBackgroundBrush(felt_brush(self.layout.width, self.layout.height, self.high_contrast))
        for view in self.views():
            view.resetCachedContent()
        self.relayout()
        self._warm = [(c, *self.layout.trick_card) for c in CARD_CODES] + \
                     [(c, *self.layout.hand_card) for c in CARD_CODES] + [("back", *self.layout.side_card)]
        self._warm_timer.start()

    def _warm_one(self) -> None:
        if not self._warm:
            self._warm_timer.stop()
            return
        card, w, h = self._warm.pop()
        self.renderer.pixmap(self.deck_id, card, max(1, round(w)), max(1, round(h)), self.dpr)

    def set_plates_aside(self, aside: bool) -> None:
        """The nameplates where they sit in a hand, or (``aside``) stood aside for the end-of-hand
        breakdown or the game-over screen (:meth:`.TableLayout.aside_plate_rect`), at once: the hand
        is over then, no card is in anyone's hand, and plates never move in an animation, so nothing
        waits for this."""
        if aside != self.plates_aside:
            self.plates_aside = aside
            self._place_plates()

    def _place_plates(self) -> None:
        L = self.layout
        for seat in range(self.players):
            side = self.sides[seat]
            rect = L.aside_plate_rect(side) if self.plates_aside else L.plate_rect(side)
            self.plates[seat].set_rect(rect, L.plate_room(side, self.plates_aside))

    def relayout(self) -> None:
        """Every card and plate where the layout says, at once (no animation).

        While something moves, the relayout waits for it to finish: stopping an
        animation half-way would leave the controller waiting for its end.
        """
        if self.animating:
            self._relayout_pending = True
            return
        self._relayout_pending = False
        L = self.layout
        self._place_plates()
        for seat in range(self.players):
            side = self.sides[seat]
            self.place_hand(seat)
            if self.pile_count:
                self.stacks.place_badges(seat, L)
            place_won(self.piles[seat], L, side)
        for i, (seat, item) in enumerate(self.trick):
            item.set_size(*L.trick_card)
            pos, rot = L.trick_slot(self.sides[seat])
            item.place(pos, rot, True, 100 + i)

    def own_cards_rect(self) -> QRectF:
        """Where your cards lie (hand and row of piles), with room for a playable card to stand up:
        no panel covers them."""
        out = QRectF()
        for item in self.hands[0] + [i for pile in (self.stacks.piles[0] if self.stacks.piles else []) for i in pile]:
            out = out.united(item.sceneTransform().mapRect(item.shape().boundingRect()))
        return out.adjusted(0, -self.layout.lift, 0, 0) if not out.isEmpty() else out

    def _card_size(self, seat: int) -> tuple[float, float]:
        return self.layout.hand_card if seat == 0 else self.layout.side_card

    def cards_landed(self) -> None:
        """Nothing moves any more: a relayout asked for meanwhile happens now."""
        if self._relayout_pending:
            self.relayout()

    @property
    def animating(self) -> bool:
        """Cards are moving: an event is being shown and its animation has not ended."""
        return self.choreography.animating

    def hand_targets(self, seat: int) -> list[tuple[CardItem, QPointF, float, int]]:
        """Where the layout puts each of ``seat``'s hand cards: (sprite, place, rotation, z)."""
        items = self.hands[seat]
        slots = self.layout.hand_slots(self.sides[seat], len(items))
        if seat == 0:
            slots = self._opened_at_cursor(slots)
        out: list[tuple[CardItem, QPointF, float, int]] = []
        for i, (item, (pos, rot)) in enumerate(zip(items, slots)):
            if seat == 0 and self.hand.legal is not None and item.card in self.hand.legal:
                pos = pos - QPointF(0, self.layout.lift)  # playable cards stand up a little
            out.append((item, pos, rot, 200 + i))
        return out

    def _opened_at_cursor(self, slots: list[tuple[QPointF, float]]) -> list[tuple[QPointF, float]]:
        """Your hand's places with the keyboard's card seen whole: the card on its right moves over
        until it leaves the whole card and its frame in sight, the others close up a little to make
        the room, so the hand keeps its width and every card its left edge (its index) in sight."""
        i, n = self.hand.cursor, len(slots)
        if self.hand.legal is None or not 0 <= i < n - 1:
            return slots  # no keyboard card in the hand, or it is the last one: nothing lies over it
        w = self.layout.hand_card[0]
        xs = [pos.x() for pos, _ in slots]
        step = xs[1] - xs[0]
        wanted = w + FRAME_ROOM
        if step >= wanted:
            return slots
        # the other steps give up the room evenly, never below a step that still shows each card's index
        others = n - 2
        squeeze = min((wanted - step) / others, step - min(step, w * INDEX_SHOWN)) if others else 0.0
        grow = wanted - step - squeeze * others  # what the others cannot give: the hand widens evenly
        out, x = [], xs[0] - grow / 2
        for k, (pos, rot) in enumerate(slots):
            out.append((QPointF(x, pos.y()), rot))
            x += wanted if k == i else step - squeeze
        return out

    def place_own_hand(self) -> None:
        """The human's cards where the layout says, at once (the keyboard's card whole in sight)."""
        self.place_hand(0)

    def place_hand(self, seat: int, ms: int = 0) -> Optional[QAbstractAnimation]:
        """``seat``'s hand (and row of piles) where the layout says: at once, or moving there in
        ``ms`` milliseconds (the animation returned, not started; None when nothing moves)."""
        group = QParallelAnimationGroup()
        if self.pile_count:
            self.stacks.place(seat, self.layout, self.hand.legal, ms, group)
        for item, pos, rot, z in self.hand_targets(seat):
            item.set_size(*self._card_size(seat))
            face = seat == 0 and item.card is not None
            if ms:
                group.addAnimation(item.animation_to(pos, rot, face, z, ms))
            else:
                item.place(pos, rot, face, z)
        self.hand.refresh_states()
        return group if group.animationCount() else None

    # ------------------------------------------------------------ the cards
    def _all_cards(self) -> list[CardItem]:
        return [i for h in self.hands for i in h] + [i for _, i in self.trick] + [i for p in self.piles for i in p] \
            + self.stacks.items()

    def new_card(self, seat: int, card: Optional[str]) -> CardItem:
        """A sprite for ``seat``'s ``card`` (None: face down) on the table, sized for the seat's hand."""
        item = CardItem(self.renderer, self.deck_id, card, *self._card_size(seat))
        item.seat = seat
        if seat == 0:
            item.on_click = self.hand.click
        self.addItem(item)
        return item

    def _clear_cards(self) -> None:
        for item in self._all_cards():
            if item not in self.stacks.items():
                self.removeItem(item)
        self.stacks.clear()
        self.hands, self.trick, self.piles = [[], [], [], []], [], [[], [], [], []]
        self.hand.legal = None

    def start_hand(self, dealer: int, dealer_turn: bool) -> None:
        """A new hand: no card on the table, ``dealer``'s plate marked, no one saying anything, and
        the turn on the dealer's plate if ``dealer_turn`` (they choose trumps, or pass them on)."""
        self._clear_cards()
        for seat, p in enumerate(self.plates):
            p.dealer_label = translate("Table", "D", "dealer mark on a nameplate")
            p.set(dealer=seat == dealer, status="", turn=seat == dealer and dealer_turn)
        self.dealer = dealer

    def deal_hand(self, seat: int, cards: list[Optional[str]], start: QPointF) -> None:
        """``seat``'s hand is ``cards`` (None: face down), all lying face down at ``start`` (the deck)."""
        items = [self.new_card(seat, c) for c in cards]
        for item in items:
            item.place(start, 0, False, 50)
        self.hands[seat] = items

    def sort_own_hand(self) -> None:
        """Your hand in its order: by suit, the strongest first."""
        self.hands[0].sort(key=lambda it: self.hand.sort_key(it.card))

    def to_trick(self, seat: int, card: str) -> CardItem:
        """``seat`` plays ``card``: its sprite (from a face-up pile, or the hand) goes into the trick, face
        up and no longer clickable; the caller puts it in its place on the table."""
        hand = self.hands[seat]
        item = self.stacks.take(seat, card) if self.pile_count else None  # a face-up pile card
        if item is None:
            item = self.hand.hand_item(card) if seat == 0 else (hand[len(hand) // 2] if hand else None)
            if item is None:  # a hand shown without its cards (should not happen): draw one from the table edge
                item = self.new_card(seat, None)
            else:
                hand.remove(item)
        item.card = card
        item.on_click = None
        item.set_state(False, False)
        self.trick.append((seat, item))
        return item

    def take_trick(self) -> list[CardItem]:
        """The trick's sprites, off the table's middle (the caller puts them on the winner's pile)."""
        items = [item for _, item in self.trick]
        self.trick = []
        return items

    def show_view_cleared(self) -> None:
        """No game on the table: every card and plate goes."""
        self._clear_cards()
        for p in self.plates:
            p.hide()

    def show_view(self, view: Any) -> None:
        """Draw a hand already under way (a resumed game) from the seat's view, at once:
        the hands, the trick on the table, the tricks won, dealer, turn and the calls made."""
        self.start_hand(view.dealer, dealer_turn=True)
        for seat in range(self.players):
            piles = self.stacks.of_view(view, seat) if self.pile_count else ()
            self.stacks.build(seat, piles)
            in_hand, in_piles = self.stacks.hand_part(view.hand, piles)
            cards: list[Optional[str]] = in_hand if seat == view.seat else [None] * (view.hand_counts[seat] - in_piles)
            self.hands[seat] = [self.new_card(seat, c) for c in cards]
        self.sort_own_hand()
        for trick in view.history:
            for _ in trick.cards:
                self.piles[trick.winner].append(self.new_card(trick.winner, None))
        for seat, card in view.trick:
            item = self.new_card(seat, card)
            item.on_click = None
            self.trick.append((seat, item))
        if view.phase in (Phase.DECLARE, Phase.DOUBLE):  # the calls so far, as the players said them
            asked = view.declarer if view.declarer is not None else view.turn  # the partner delegated to
            if view.delegated and asked is not None:
                self.set_status(partner_of(asked), translate("Table", "Delegates"))
            if view.declared and view.declarer is not None:
                choice = "botifarra" if view.trump is None else view.trump
                self.set_status(view.declarer, declaration_name(choice) + "!")
            for seat, call in view.calls:
                self.set_status(seat, call_name(call) + "!")
        self.set_turn(view.turn)
        self.relayout()

    # ------------------------------------------------------------ the plates
    def set_turn(self, seat: Optional[int]) -> None:
        """The turn on ``seat``'s plate (None: on no one's)."""
        for s, p in enumerate(self.plates):
            p.set(turn=s == seat)

    def set_status(self, seat: int, text: str) -> None:
        """What ``seat`` says, on their plate ("Pass", "Carrego"...)."""
        self.plates[seat].set(status=text)

    def clear_statuses(self) -> None:
        """Every plate says nothing (the play starts)."""
        for p in self.plates:
            p.set(status="")

    def set_thinking(self, seat: int, text: str) -> None:
        """Show ``text`` on ``seat``'s plate (-1: nobody is thinking any more)."""
        if self._thinking_text:
            for p in self.plates:
                if p.status == self._thinking_text:
                    p.set(status="")
        self._thinking_text = text if seat >= 0 else ""
        if seat >= 0:
            self.set_status(seat, text)
