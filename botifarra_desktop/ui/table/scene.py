"""The card table: card sprites for every hand, the trick and the won tricks, and nameplates.

The scene shows events (``animate(event, done)``, the controller's animator) and
calls ``done`` when the animation is over, so the game waits for the player's
eyes.  Between events, ``relayout()`` puts every card where the current layout
says (after a resize).  The scene never decides a rule: it shows what the
events say, and dims the cards the engine did not list as legal.
"""

from __future__ import annotations

from typing import Any, Callable, Optional

from PySide6.QtCore import (
    QAbstractAnimation,
    QParallelAnimationGroup,
    QPointF,
    QRectF,
    QSequentialAnimationGroup,
    QTimer,
    Signal,
)
from PySide6.QtGui import QColor
from PySide6.QtWidgets import QGraphicsScene

from ...engine import Phase, partner_of
from ...engine import events as ev
from ...engine.cards import RANKINGS
from ..common.deck import CARD_CODES, CardRenderer
from ..common.seats import TABLE_SEATS
from ..common.texts import call_name, declaration_name, translate
from .card_item import CardItem
from .contrast import felt_brush
from .human_hand import HumanHand
from .layout import TOP, TableLayout, seat_sides
from .nameplate import NameplateItem
from .pile_layout import PileLayout
from .pile_rows import PileRows, collect_won, place_won

#: Animation length factor per speed setting; 0 shows every event at once.
SPEEDS = {"instant": 0.0, "fast": 0.5, "normal": 1.0, "slow": 1.8}
DEAL_MS, PLAY_MS, TRICK_PAUSE_MS, COLLECT_MS, CALL_MS, SORT_MS = 90, 380, 750, 450, 800, 300
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
        self.stacks = PileRows(self, self._new_card)  # the pile games' rows of piles
        # the player's view now (set by the table view): the pile games' dealt piles come from it
        self.view_source: Callable[[], Any] = lambda: None
        #: your plate and your partner's stand aside for an ending panel (``set_plates_aside``)
        self.plates_aside = False
        self.plates = [NameplateItem() for _ in TABLE_SEATS]
        for p in self.plates:
            p.hide()  # shown with the players' names: an empty table has no plates
            self.addItem(p)
        #: the human's cards: which may be chosen, the keyboard's card, clicks (see :mod:`.human_hand`)
        self.hand = HumanHand(self, self.card_clicked.emit)
        self._running: list[QAbstractAnimation] = []
        self._relayout_pending = False
        self._dealer = 0
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
            self.stop_animations()
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
        if self._running:
            self._relayout_pending = True
            return
        self._relayout_pending = False
        L = self.layout
        self._place_plates()
        for seat in range(self.players):
            side = self.sides[seat]
            self._place_hand(seat, animate=False)
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

    def _hand_targets(self, seat: int) -> list[tuple[CardItem, Any, float, float]]:
        items = self.hands[seat]
        slots = self.layout.hand_slots(self.sides[seat], len(items))
        if seat == 0:
            slots = self._opened_at_cursor(slots)
        out: list[tuple[CardItem, Any, float, float]] = []
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
        self._place_hand(0, animate=False)

    def _place_hand(self, seat: int, animate: bool) -> Optional[QAbstractAnimation]:
        group = QParallelAnimationGroup()
        if self.pile_count:
            self.stacks.place(seat, self.layout, self.hand.legal, self._ms(SORT_MS) if animate else 0, group)
        for item, pos, rot, z in self._hand_targets(seat):
            item.set_size(*self._card_size(seat))
            face = seat == 0 and item.card is not None
            if animate and self._ms(SORT_MS):
                group.addAnimation(item.animation_to(pos, rot, face, z, self._ms(SORT_MS)))
            else:
                item.place(pos, rot, face, z)
        self.hand.refresh_states()
        return group if group.animationCount() else None

    # ------------------------------------------------------------ events
    def _ms(self, base: int) -> int:
        return int(base * self.speed)

    def animate(self, event: ev.Event, done: Callable[[], None]) -> None:
        """The controller's animator: show ``event`` and call ``done`` when the player has seen it."""
        anim = self._animation_for(event)
        if anim is None or self.speed == 0:
            if anim is not None:
                anim.setCurrentTime(anim.totalDuration())  # jump to the end
            done()
            return
        self._running.append(anim)

        def finished() -> None:
            if anim in self._running:
                self._running.remove(anim)
            if self._relayout_pending and not self._running:
                self.relayout()
            done()

        anim.finished.connect(finished)
        anim.start(QAbstractAnimation.DeletionPolicy.DeleteWhenStopped)

    def _animation_for(self, event: ev.Event) -> Optional[QAbstractAnimation]:
        """What ``event`` changes on the table, drawn at once or as the animation returned."""
        match event:
            case ev.HandStarted():
                self._on_hand_started(event)
            case ev.CardsDealt():
                return self._on_cards_dealt(event)
            case ev.Delegated():
                return self._on_delegated(event)
            case ev.Declared():
                return self._on_declared(event)
            case ev.DoubleCalled():
                return self._on_double_called(event)
            case ev.DoublePassed():
                return self._on_double_passed(event)
            case ev.PlayStarted():
                self._on_play_started(event)
            case ev.CardPlayed():
                return self._on_card_played(event)
            case ev.PileCardTurned():
                return self._on_pile_card_turned(event)
            case ev.TrickWon():
                return self._on_trick_won(event)
            case ev.IllegalCardClaimed():
                return self._on_illegal_card_claimed(event)
            case ev.HandScored():
                self._on_hand_scored(event)
            case ev.GameOver():
                pass  # the table view shows the end of the game
        return None

    @property
    def animating(self) -> bool:
        """Cards are moving: an event is being shown and its animation has not ended."""
        return bool(self._running)

    def stop_animations(self) -> None:
        """Drop what is still moving (another game is being put on the table)."""
        running, self._running = self._running, []
        for anim in running:
            try:
                anim.stop()  # no ``finished``: nobody waits for the old game any more
            except RuntimeError:  # already deleted
                pass

    def _all_cards(self) -> list[CardItem]:
        return [i for h in self.hands for i in h] + [i for _, i in self.trick] + [i for p in self.piles for i in p] \
            + self.stacks.items()

    def _new_card(self, seat: int, card: Optional[str]) -> CardItem:
        item = CardItem(self.renderer, self.deck_id, card, *self._card_size(seat))
        item.seat = seat
        if seat == 0:
            item.on_click = self.hand.click
        self.addItem(item)
        return item

    def _pause(self, ms: int) -> Optional[QAbstractAnimation]:
        if not self._ms(ms):
            return None
        seq = QSequentialAnimationGroup()
        seq.addPause(self._ms(ms))
        return seq

    def _clear_cards(self) -> None:
        for item in self._all_cards():
            if item not in self.stacks.items():
                self.removeItem(item)
        self.stacks.clear()
        self.hands, self.trick, self.piles = [[], [], [], []], [], [[], [], [], []]
        self.hand.legal = None

    def _on_hand_started(self, e: ev.HandStarted) -> None:
        self._clear_cards()
        for seat, p in enumerate(self.plates):
            p.dealer_label = translate("Table", "D", "dealer mark on a nameplate")
            p.set(dealer=seat == e.dealer, status="", turn=seat == e.dealer and not e.lleida_five_of_espases)
        self._dealer = e.dealer

    def show_view_cleared(self) -> None:
        """No game on the table: every card and plate goes."""
        self._clear_cards()
        for p in self.plates:
            p.hide()

    def show_view(self, view: Any) -> None:
        """Draw a hand already under way (a resumed game) from the seat's view, at once:
        the hands, the trick on the table, the tricks won, dealer, turn and the calls made."""
        self._on_hand_started(ev.HandStarted(view.hand_no, view.dealer, False))
        for seat in range(self.players):
            piles = self.stacks.of_view(view, seat) if self.pile_count else ()
            self.stacks.build(seat, piles)
            in_hand, in_piles = self.stacks.hand_part(view.hand, piles)
            cards: list[Optional[str]] = in_hand if seat == view.seat else [None] * (view.hand_counts[seat] - in_piles)
            self.hands[seat] = [self._new_card(seat, c) for c in cards]
        self.hands[0].sort(key=lambda it: self.hand.sort_key(it.card))
        for trick in view.history:
            for _ in trick.cards:
                self.piles[trick.winner].append(self._new_card(trick.winner, None))
        for seat, card in view.trick:
            item = self._new_card(seat, card)
            item.on_click = None
            self.trick.append((seat, item))
        if view.phase in (Phase.DECLARE, Phase.DOUBLE):  # the calls so far, as the players said them
            asked = view.declarer if view.declarer is not None else view.turn  # the partner delegated to
            if view.delegated and asked is not None:
                self.plates[partner_of(asked)].set(status=translate("Table", "Delegates"))
            if view.declared and view.declarer is not None:
                choice = "botifarra" if view.trump is None else view.trump
                self.plates[view.declarer].set(status=declaration_name(choice) + "!")
            for seat, call in view.calls:
                self.plates[seat].set(status=call_name(call) + "!")
        self._turn(view.turn)
        self.relayout()

    def _on_cards_dealt(self, e: ev.CardsDealt) -> Optional[QAbstractAnimation]:
        seat = e.seat
        start, _ = self.layout.deck_slot(self.sides[self._dealer])
        # the piles and their face-up cards are public: the view lists them
        piles = self.stacks.of_view(self.view_source(), seat) if self.pile_count else ()
        self.stacks.build(seat, piles, start)
        in_hand, in_piles = self.stacks.hand_part(e.cards, piles)
        cards: list[Optional[str]] = in_hand if e.cards else [None] * (e.count - in_piles)
        items = [self._new_card(seat, c) for c in cards]
        for item in items:
            item.place(start, 0, False, 50)
        self.hands[seat] = items
        group = QSequentialAnimationGroup()
        deal = QParallelAnimationGroup()
        if piles:
            self.stacks.deal(seat, self.layout, self.hand.legal, self._ms(DEAL_MS), deal)
        for k, (item, pos, rot, z) in enumerate(self._hand_targets(seat)):
            if self._ms(DEAL_MS):
                # one card after another, a small pause between packets of four as at the table
                delay = self._ms(DEAL_MS) * (k // 2) // 2 + self._ms(DEAL_MS) * (k // 4)
                deal.addAnimation(item.animation_to(pos, rot, seat == 0, z, self._ms(DEAL_MS) * 2, delay))
            else:
                item.place(pos, rot, seat == 0, z)
        if deal.animationCount():
            group.addAnimation(deal)
        if seat == 0:
            self.hands[0].sort(key=lambda it: self.hand.sort_key(it.card))
            resort = self._place_hand(0, animate=True)
            if resort is not None:
                group.addAnimation(resort)
        return group if group.animationCount() else None

    def _say(self, seat: int, text: str) -> Optional[QAbstractAnimation]:
        self.plates[seat].set(status=text)
        return self._pause(CALL_MS)

    def _on_delegated(self, e: ev.Delegated) -> Optional[QAbstractAnimation]:
        self._turn(e.partner)
        return self._say(e.seat, translate("Table", "Delegates"))

    def _on_declared(self, e: ev.Declared) -> Optional[QAbstractAnimation]:
        self._turn(None)
        return self._say(e.seat, declaration_name("botifarra" if e.trump is None else e.trump) + "!")

    def _on_double_called(self, e: ev.DoubleCalled) -> Optional[QAbstractAnimation]:
        self._turn(None)
        return self._say(e.seat, call_name(e.call) + "!")

    def _on_double_passed(self, e: ev.DoublePassed) -> Optional[QAbstractAnimation]:
        self._turn(None)
        return self._say(e.seat, translate("Table", "Pass"))

    def _on_play_started(self, e: ev.PlayStarted) -> None:
        for p in self.plates:
            p.set(status="")
        self._turn(e.leader)

    def _turn(self, seat: Optional[int]) -> None:
        for s, p in enumerate(self.plates):
            p.set(turn=s == seat)

    def set_turn(self, seat: Optional[int]) -> None:
        self._turn(seat)

    def set_thinking(self, seat: int, text: str) -> None:
        """Show ``text`` on ``seat``'s plate (-1: nobody is thinking any more)."""
        if self._thinking_text:
            for p in self.plates:
                if p.status == self._thinking_text:
                    p.set(status="")
        self._thinking_text = text if seat >= 0 else ""
        if seat >= 0:
            self.plates[seat].set(status=text)

    def _on_card_played(self, e: ev.CardPlayed) -> Optional[QAbstractAnimation]:
        hand = self.hands[e.seat]
        item = self.stacks.take(e.seat, e.card) if self.pile_count else None  # a face-up pile card
        if item is None:
            item = self.hand.hand_item(e.card) if e.seat == 0 else (hand[len(hand) // 2] if hand else None)
            if item is None:  # a hand shown without its cards (should not happen): draw one from the table edge
                item = self._new_card(e.seat, None)
            else:
                hand.remove(item)
        item.card = e.card
        item.on_click = None
        item.set_state(False, False)
        self.trick.append((e.seat, item))
        pos, rot = self.layout.trick_slot(self.sides[e.seat])
        tw, th = self.layout.trick_card
        self._turn((e.seat + 1) % self.players if len(self.trick) < self.players else None)
        if e.carrego:
            self.plates[e.seat].set(status=translate("Table", "Carrego"))
        if e.seat == 0:
            self.hand.legal = None
            self.hand.cursor = -1
        if not self._ms(PLAY_MS):
            item.set_size(tw, th)
            item.place(pos, rot, True, 100 + len(self.trick))
            self._place_hand(e.seat, animate=False)
            return None
        group = QParallelAnimationGroup()
        item.set_size(tw, th)
        group.addAnimation(item.animation_to(pos, rot, True, 100 + len(self.trick), self._ms(PLAY_MS)))
        closing = self._place_hand(e.seat, animate=True)
        if closing is not None:
            group.addAnimation(closing)
        return group

    def _on_pile_card_turned(self, e: ev.PileCardTurned) -> Optional[QAbstractAnimation]:
        anim = self.stacks.turn_up(e.seat, e.pile, e.card, self.layout, self.hand.legal, self._ms(PLAY_MS))
        if e.seat == 0 and self.hand.legal is not None:
            self.hand.refresh_states()  # the new top may be playable
        return anim

    def _on_trick_won(self, e: ev.TrickWon) -> Optional[QAbstractAnimation]:
        seq = QSequentialAnimationGroup()
        if self._ms(TRICK_PAUSE_MS):
            seq.addPause(self._ms(TRICK_PAUSE_MS))  # let the player see the whole trick
        group = QParallelAnimationGroup()
        collect_won(self.piles[e.winner], [item for _, item in self.trick], self.layout, self.sides[e.winner],
                    self._ms(COLLECT_MS), group)
        self.trick = []
        self._turn(e.winner)
        if group.animationCount():
            seq.addAnimation(group)
        return seq if seq.animationCount() else None

    def _on_illegal_card_claimed(self, e: ev.IllegalCardClaimed) -> Optional[QAbstractAnimation]:
        return self._say(e.claimer, translate("Table", "Claims!"))

    def _on_hand_scored(self, e: ev.HandScored) -> None:
        self._turn(None)

