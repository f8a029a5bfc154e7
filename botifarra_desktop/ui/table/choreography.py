"""The engine's events shown on the table: what each one moves, and how long the player watches.

:class:`Choreography` is the controller's animator (``animate(event, done)``): a typed ``match``
over the engine's events picks the sequence each one starts -- the deal, a card played, a trick
taken, the declarations and doubles said on the nameplates, a pile card turned up -- and ``done``
is called when the player has seen it, so the game waits for their eyes.  The pace (``DEAL_MS`` and
the others) is scaled by the scene's ``speed``; at speed 0 every event is drawn at once.

A component of :class:`~.scene.TableScene` (its ``choreography``), which keeps what is where: the
card sprites in each hand, the trick and the won piles, the plates, and the layout's places for
them.  The choreography reaches the scene only through :class:`Stage`: it moves the sprites the
scene hands it to the places the scene's layout gives, and tells the scene when nothing moves any
more (``cards_landed``: a relayout asked for meanwhile happens then).  It never decides a rule: it
shows what the events say.
"""

from __future__ import annotations

from typing import Any, Callable, Optional, Protocol

from PySide6.QtCore import QAbstractAnimation, QParallelAnimationGroup, QPointF, QSequentialAnimationGroup

from ...engine import events as ev
from ..common.texts import call_name, declaration_name, translate
from .card_item import CardItem
from .human_hand import HumanHand
from .layout import TableLayout
from .pile_rows import PileRows, collect_won

DEAL_MS, PLAY_MS, TRICK_PAUSE_MS, COLLECT_MS, CALL_MS, SORT_MS = 90, 380, 750, 450, 800, 300


class Stage(Protocol):
    """What the choreography reads and asks of the scene (see the module's docstring)."""

    speed: float
    layout: TableLayout
    sides: tuple[int, ...]
    players: int
    pile_count: int
    dealer: int
    trick: list[tuple[int, CardItem]]
    piles: list[list[CardItem]]
    stacks: PileRows
    hand: HumanHand

    def start_hand(self, dealer: int, dealer_turn: bool) -> None: ...

    def deal_hand(self, seat: int, cards: list[Optional[str]], start: QPointF) -> None: ...

    def hand_targets(self, seat: int) -> list[tuple[CardItem, QPointF, float, int]]: ...

    def sort_own_hand(self) -> None: ...

    def place_hand(self, seat: int, ms: int = 0) -> Optional[QAbstractAnimation]: ...

    def to_trick(self, seat: int, card: str) -> CardItem: ...

    def take_trick(self) -> list[CardItem]: ...

    def set_turn(self, seat: Optional[int]) -> None: ...

    def set_status(self, seat: int, text: str) -> None: ...

    def clear_statuses(self) -> None: ...

    def cards_landed(self) -> None: ...


class Choreography:
    def __init__(self, stage: Stage) -> None:
        self.stage = stage
        #: the player's view now (set by the table view): the pile games' dealt piles come from it
        self.view_source: Callable[[], Any] = lambda: None
        self._running: list[QAbstractAnimation] = []

    def ms(self, base: int) -> int:
        """``base`` milliseconds at the table's speed (0: at once)."""
        return int(base * self.stage.speed)

    @property
    def animating(self) -> bool:
        """Cards are moving: an event is being shown and its animation has not ended."""
        return bool(self._running)

    def animate(self, event: ev.Event, done: Callable[[], None]) -> None:
        """The controller's animator: show ``event`` and call ``done`` when the player has seen it."""
        anim = self._animation_for(event)
        if anim is None or self.stage.speed == 0:
            if anim is not None:
                anim.setCurrentTime(anim.totalDuration())  # jump to the end
            done()
            return
        self._running.append(anim)

        def finished() -> None:
            if anim in self._running:
                self._running.remove(anim)
            if not self._running:
                self.stage.cards_landed()
            done()

        anim.finished.connect(finished)
        anim.start(QAbstractAnimation.DeletionPolicy.DeleteWhenStopped)

    def stop(self) -> None:
        """Drop what is still moving (another game is being put on the table)."""
        running, self._running = self._running, []
        for anim in running:
            try:
                anim.stop()  # no ``finished``: nobody waits for the old game any more
            except RuntimeError:  # already deleted
                pass

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

    def _pause(self, ms: int) -> Optional[QAbstractAnimation]:
        if not self.ms(ms):
            return None
        seq = QSequentialAnimationGroup()
        seq.addPause(self.ms(ms))
        return seq

    def _say(self, seat: int, text: str) -> Optional[QAbstractAnimation]:
        self.stage.set_status(seat, text)
        return self._pause(CALL_MS)

    # ------------------------------------------------------------ the events
    def _on_hand_started(self, e: ev.HandStarted) -> None:
        self.stage.start_hand(e.dealer, dealer_turn=not e.lleida_five_of_espases)

    def _on_cards_dealt(self, e: ev.CardsDealt) -> Optional[QAbstractAnimation]:
        stage, seat = self.stage, e.seat
        start, _ = stage.layout.deck_slot(stage.sides[stage.dealer])
        # the piles and their face-up cards are public: the view lists them
        piles = stage.stacks.of_view(self.view_source(), seat) if stage.pile_count else ()
        stage.stacks.build(seat, piles, start)
        in_hand, in_piles = stage.stacks.hand_part(e.cards, piles)
        cards: list[Optional[str]] = in_hand if e.cards else [None] * (e.count - in_piles)
        stage.deal_hand(seat, cards, start)
        group = QSequentialAnimationGroup()
        deal = QParallelAnimationGroup()
        step = self.ms(DEAL_MS)
        if piles:
            stage.stacks.deal(seat, stage.layout, stage.hand.legal, step, deal)
        for k, (item, pos, rot, z) in enumerate(stage.hand_targets(seat)):
            if step:
                # one card after another, a small pause between packets of four as at the table
                delay = step * (k // 2) // 2 + step * (k // 4)
                deal.addAnimation(item.animation_to(pos, rot, seat == 0, z, step * 2, delay))
            else:
                item.place(pos, rot, seat == 0, z)
        if deal.animationCount():
            group.addAnimation(deal)
        if seat == 0:
            stage.sort_own_hand()
            resort = stage.place_hand(0, self.ms(SORT_MS))
            if resort is not None:
                group.addAnimation(resort)
        return group if group.animationCount() else None

    def _on_delegated(self, e: ev.Delegated) -> Optional[QAbstractAnimation]:
        self.stage.set_turn(e.partner)
        return self._say(e.seat, translate("Table", "Delegates"))

    def _on_declared(self, e: ev.Declared) -> Optional[QAbstractAnimation]:
        self.stage.set_turn(None)
        return self._say(e.seat, declaration_name("botifarra" if e.trump is None else e.trump) + "!")

    def _on_double_called(self, e: ev.DoubleCalled) -> Optional[QAbstractAnimation]:
        self.stage.set_turn(None)
        return self._say(e.seat, call_name(e.call) + "!")

    def _on_double_passed(self, e: ev.DoublePassed) -> Optional[QAbstractAnimation]:
        self.stage.set_turn(None)
        return self._say(e.seat, translate("Table", "Pass"))

    def _on_play_started(self, e: ev.PlayStarted) -> None:
        self.stage.clear_statuses()
        self.stage.set_turn(e.leader)

    def _on_card_played(self, e: ev.CardPlayed) -> Optional[QAbstractAnimation]:
        stage = self.stage
        item = stage.to_trick(e.seat, e.card)
        pos, rot = stage.layout.trick_slot(stage.sides[e.seat])
        z = 100 + len(stage.trick)
        stage.set_turn((e.seat + 1) % stage.players if len(stage.trick) < stage.players else None)
        if e.carrego:
            stage.set_status(e.seat, translate("Table", "Carrego"))
        if e.seat == 0:
            stage.hand.legal = None
            stage.hand.cursor = -1
        item.set_size(*stage.layout.trick_card)
        if not self.ms(PLAY_MS):
            item.place(pos, rot, True, z)
            stage.place_hand(e.seat)
            return None
        group = QParallelAnimationGroup()
        group.addAnimation(item.animation_to(pos, rot, True, z, self.ms(PLAY_MS)))
        closing = stage.place_hand(e.seat, self.ms(SORT_MS))
        if closing is not None:
            group.addAnimation(closing)
        return group

    def _on_pile_card_turned(self, e: ev.PileCardTurned) -> Optional[QAbstractAnimation]:
        stage = self.stage
        anim = stage.stacks.turn_up(e.seat, e.pile, e.card, stage.layout, stage.hand.legal, self.ms(PLAY_MS))
        if e.seat == 0 and stage.hand.legal is not None:
            stage.hand.refresh_states()  # the new top may be playable
        return anim

    def _on_trick_won(self, e: ev.TrickWon) -> Optional[QAbstractAnimation]:
        stage = self.stage
        seq = QSequentialAnimationGroup()
        if self.ms(TRICK_PAUSE_MS):
            seq.addPause(self.ms(TRICK_PAUSE_MS))  # let the player see the whole trick
        group = QParallelAnimationGroup()
        collect_won(stage.piles[e.winner], stage.take_trick(), stage.layout, stage.sides[e.winner],
                    self.ms(COLLECT_MS), group)
        stage.set_turn(e.winner)
        if group.animationCount():
            seq.addAnimation(group)
        return seq if seq.animationCount() else None

    def _on_illegal_card_claimed(self, e: ev.IllegalCardClaimed) -> Optional[QAbstractAnimation]:
        return self._say(e.claimer, translate("Table", "Claims!"))

    def _on_hand_scored(self, e: ev.HandScored) -> None:
        self.stage.set_turn(None)
