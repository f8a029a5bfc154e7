"""The table host without I/O: one game, its seats, the turn flow.

Every way to put a game in motion drives this one model: the offline source (Qt,
bots in a worker process), the LAN host (asyncio, remote seats are sockets), the
arena and the tests.  The session owns the ``Game`` and never hands it out; a
seat only ever gets its ``SeatView``, its filtered events and a ``Turn`` when it
must act.  The rest of the program reads the game through the read-only
accessors below (results, totals, hand number, deal numbers, start position,
the save document).

The turn flow, written once:

* ``next()`` says who must act (a ``Turn``: the request, the seat's view, the
  decision's key and deadline), or that the hand is over (``HandOver``: the
  driver deals on with ``next_hand`` when it likes) or the game (``GameFinished``);
* ``answer(turn, value)`` applies a seat's answer (a refused answer raises a
  typed ``ActionError`` and changes nothing);
* a bot seat with one legal card does not think: ``play_forced(turn)``;
* a bot that fails (raises, or answers something refused) is logged and a legal
  fallback is played for that decision, once: ``bot_answered`` / ``bot_failed``
  / ``ask_bot``.  The bot is never asked the same decision again;
* table rules: a bot seat claims an illegal card by another side as soon as its
  view proves it (after any action, ``_bots_claim``);
* the per-turn clock: with ``turn_seconds`` every turn gets a deadline;
  ``overdue()`` tells the driver when it has passed and the driver picks the
  policy (``play_fallback``, hand the seat to a bot with ``set_seat``, or wait).
"""

from __future__ import annotations

import logging
import random
import time
from functools import partial
from typing import Any, Callable, Mapping, Optional, Protocol, Sequence

from ..engine import Claim, Deal, Declare, Double, Game, Phase, Play, Rules, SeatView
from ..engine.actions import Action
from ..engine.claims import should_claim
from ..engine.deals import new_deal_code
from ..engine.errors import ActionError, BadAction, OutOfTurn, WrongPhase
from ..engine.events import Event, HandResult
from ..engine.position import Position
from ..engine.tricks import Refusal
from .seats import GameFinished, HandOver, Next, Request, Seat, Turn, fallback_choice

log = logging.getLogger(__name__)

SESSION_FORMAT = "botifarra-session"
SESSION_VERSION = 1

ACTION_KINDS = ("declare", "double", "play")


class Bot(Protocol):
    def decide(self, view: SeatView) -> str: ...


def deal_number_for(seed: int, hand_no: int) -> int:
    """The deal number of hand ``hand_no`` (1-based) of a session seeded ``seed``; stable across Pythons."""
    return int(random.Random(seed * 10007 + hand_no).random() * 2**31)


def default_seats(players: int) -> list[Seat]:
    """The player at this screen in seat 0, Medium bots in the others."""
    return [Seat.human()] + [Seat.bot() for _ in range(players - 1)]


class TableSession:
    def __init__(
        self,
        rules: Rules,
        seed: int,
        first_dealer: Optional[int] = None,
        deal_numbers: Optional[Sequence[int]] = None,
        names: Optional[Sequence[str]] = None,
        seats: Optional[Sequence[Seat]] = None,
        turn_seconds: Optional[float] = None,
        clock: Callable[[], float] = time.monotonic,
        secret_deals: bool = False,
        goes_on: bool = False,
        game: Optional[Game] = None,
    ) -> None:
        """``game``: a game already begun to host (a scenario's position, a save); ``None``: a new one.

        ``first_dealer``: the seat that deals first (``None``: drawn from ``seed``; with the
        Lleida rule that is whoever has the deck, and the holder of the 5 of espases makes trump).
        ``goes_on``: a new game with the same players going on with the rotation (``next_game``):
        ``first_dealer`` deals and makes trump in the first hand, Lleida or not (seed 000)."""
        if not isinstance(seed, int) or isinstance(seed, bool) or seed < 0:
            raise ValueError(f"a session seed is a whole number from 0 up, not {seed!r}")
        if game is not None and game.rules != rules:
            raise ValueError("the game given was begun with other rules")
        self.rules = rules
        self.seed = seed
        players = rules.way.players
        self.first_dealer = random.Random(seed).randrange(players) if first_dealer is None else first_dealer
        #: Deal numbers to use first (replaying a deal); after them, numbers come from the seed.
        self.preset_deals = list(deal_numbers or ())
        #: Deal each hand from a fresh secret deal code (``engine.deals``) instead of the seed:
        #: nobody can work out the other hands from their own (LAN tables).
        self.secret_deals = secret_deals
        self.names = list(names) if names else [""] * max(4, players)
        self._seats: list[Seat] = []
        self.seats = list(seats) if seats is not None else default_seats(players)
        if turn_seconds is not None and turn_seconds <= 0:
            raise ValueError("the turn clock is a number of seconds above 0, or none")
        self.turn_seconds = turn_seconds
        self._clock = clock
        self._clock_key = -1  # the decision the clock runs for
        self._clock_started = 0.0
        self._game = Game(rules, self.first_dealer, goes_on=goes_on) if game is None else game

    @classmethod
    def from_position(cls, position: Position, seed: int = 0, names: Optional[Sequence[str]] = None,
                      seats: Optional[Sequence[Seat]] = None) -> "TableSession":
        """A session that starts mid-hand at a scenario's position, ready to play (no ``start()``)."""
        game = Game.from_position(position)
        return cls(game.rules, seed, game.first_dealer, names=names, seats=seats, game=game)

    # --------------------------------------------------------------- seats
    @property
    def players(self) -> int:
        """How many seats the way to play has (2-4)."""
        return self.rules.way.players

    @property
    def seats(self) -> tuple[Seat, ...]:
        return tuple(self._seats)

    @seats.setter
    def seats(self, seats: Sequence[Seat]) -> None:
        seats = list(seats)
        if len(seats) != self.rules.way.players or not all(isinstance(s, Seat) for s in seats):
            raise ValueError(f"this way to play has {self.rules.way.players} seats, not {len(seats)}")
        self._seats = seats

    def set_seat(self, seat: int, who: Seat) -> None:
        """Someone else answers ``seat`` from now on (a bot takes a dropped player's seat)."""
        if not 0 <= seat < len(self._seats):
            raise ValueError(f"no such seat: {seat!r}")
        self._seats[seat] = who

    # --------------------------------------------------------------- reading
    @property
    def phase(self) -> Phase:
        return self._game.phase

    @property
    def over(self) -> bool:
        return self._game.phase is Phase.GAME_OVER

    @property
    def hand_no(self) -> int:
        """Hands dealt so far (the current hand's number once dealt)."""
        return self._game.hand_no

    @property
    def dealer(self) -> Optional[int]:
        return self._game.dealer

    @property
    def results(self) -> tuple[HandResult, ...]:
        """Every hand scored so far, in order."""
        return tuple(self._game.results)

    @property
    def totals(self) -> tuple[int, ...]:
        """The running total of every side."""
        return tuple(self._game.totals)

    @property
    def winner(self) -> Optional[int]:
        """The side that won the game, once it is over."""
        return self._game.winner_team

    @property
    def deal_numbers(self) -> tuple[int, ...]:
        """The deal number of every hand dealt so far (the deal's identity: it reproduces the cards)."""
        return tuple(self._game.deal_numbers)

    @property
    def start_position(self) -> Optional[Position]:
        """The scenario position the game started from, or ``None`` for a game from its first deal."""
        return self._game.start_position

    @property
    def actions(self) -> tuple[Action, ...]:
        """The action log (every deal and answer, in order)."""
        return tuple(self._game.actions)

    @property
    def event_count(self) -> int:
        return len(self._game.events)

    def view(self, seat: int) -> SeatView:
        return self._game.view(seat)

    def events(self, seat: Optional[int], since: int = 0) -> tuple[list[Event], int]:
        """The events from index ``since`` as ``seat`` may see them, and the next index."""
        return self._game.events_for(seat, since), len(self._game.events)

    def pending(self) -> Optional[Request]:
        g = self._game
        seat = g.to_act()
        if seat is None:
            return None
        if g.phase is Phase.DECLARE:
            return Request(seat, "declare", tuple(g.declare_options(seat)))
        if g.phase is Phase.DOUBLE:
            return Request(seat, "double", tuple(g.double_options(seat)))
        return Request(seat, "play", tuple(g.legal_cards(seat)))

    def explain(self, seat: int, card: str) -> Optional[Refusal]:
        """Why ``seat`` may not play ``card`` now (a ``Refusal``), or ``None`` if it may.

        Only about the seat's own hand: for a card it does not hold the answer is
        "not_in_hand", whoever holds it.
        """
        return self._game.explain_card(seat, card)

    @property
    def goes_on(self) -> bool:
        """This game went on with the last one's rotation: its first dealer also made trump."""
        return self._game.goes_on

    def next_game(self, seed: int, seats: Optional[Sequence[Seat]] = None, ended: bool = False) -> "TableSession":
        """Once the game is over, a new game with the same players, rules and names that goes on with
        the rotation: the player on the right of the last dealer deals first and makes trump (seed
        000, "Començament d'una nova partida"; with the Lleida rule too, which only starts a game
        from scratch).  Not started yet (``start()``).  Raises ``WrongPhase`` before the end.
        ``ended``: the table ended the game after a hand without the engine's end (a LAN host's
        hand limit); the rotation goes on from that hand all the same."""
        first = self.next_game_dealer(ended)
        if first is None:
            raise WrongPhase("the game is not over: a new game goes on only after it")
        return TableSession(self.rules, seed, first_dealer=first, names=self.names,
                            seats=self.seats if seats is None else seats, turn_seconds=self.turn_seconds,
                            clock=self._clock, secret_deals=self.secret_deals, goes_on=True)

    def next_game_dealer(self, ended: bool = False) -> Optional[int]:
        """Once the game is over, who deals first in a new game with the same players: the player
        on the right of the last dealer (seed 000, "Començament d'una nova partida"); else ``None``.
        ``ended``: a hand that is over also ends the game (a LAN host's hand limit)."""
        over = self._game.phase is Phase.GAME_OVER or (ended and self._game.phase is Phase.HAND_OVER)
        return self._game.next_dealer if over else None

    def deal_number(self, hand_no: int) -> int:
        """The deal number of a hand already dealt (1-based)."""
        return self._game.deal_numbers[hand_no - 1]

    def open_hands(self) -> list[int]:
        """Every seat's cards (bit masks).  For the arena's all-seeing reference player only:
        no seat, bot or remote player is ever given this."""
        return list(self._game.hands)

    def hand_of(self, seat: int) -> list[str]:
        """The cards ``seat`` can see and play now (in the pile games its face-up pile cards too).
        The table's own knowledge, for its record and for checks: a seat is only given its view."""
        return self._game.hand_of(seat)

    def face_down(self, seat: int) -> list[str]:
        """``seat``'s face-down pile cards (the pile games), which nobody may see or play yet."""
        return self._game.ranking.cards_of(self._game.hidden[seat])

    def all_events(self, since: int = 0) -> list[Event]:
        """Every event from index ``since``, every seat's dealt cards included: the table's own record.
        A seat is only given ``events(seat)``."""
        return list(self._game.events[since:])

    # --------------------------------------------------------------- the turn flow
    @property
    def key(self) -> int:
        """The current decision's identity: it changes with every action at the table."""
        return len(self._game.actions)

    def next(self) -> Next:
        """Who must act now (a ``Turn``), or that the hand or the game is over."""
        g = self._game
        if g.phase is Phase.GAME_OVER:
            return GameFinished(g.winner_team, tuple(g.totals), g.hand_no)
        req = self.pending()
        if req is None:
            return HandOver(g.hand_no, g.results[-1] if g.results else None)
        key = len(g.actions)
        seat = self._seats[req.seat]
        forced = req.options[0] if req.action == "play" and len(req.options) == 1 else None
        return Turn(req, key, seat.kind, seat.level, self._deadline(key), forced, partial(self.view, req.seat))

    def current(self, turn: Turn) -> bool:
        """Is ``turn`` still the decision the table waits for?"""
        return turn.key == len(self._game.actions)

    def answer(self, turn: Turn, value: str) -> list[Event]:
        """The answer to ``turn``; raises a typed ``ActionError`` (nothing changes) when refused
        or when the table has moved on since."""
        if not self.current(turn):
            raise WrongPhase("that decision is no longer awaited: the table has moved on")
        return self.act(turn.seat, turn.action, value)

    def play_forced(self, turn: Turn) -> list[Event]:
        """The one legal card of ``turn``, played without asking anyone."""
        if turn.forced is None:
            raise WrongPhase("the seat has a choice to make: nothing is forced")
        return self.answer(turn, turn.forced)

    def act(self, seat: int, kind: str, value: str) -> list[Event]:
        """A seat's answer to its request.  Raises a typed ``ActionError``; nothing changes then."""
        req = self.pending()
        if kind not in ACTION_KINDS:
            raise BadAction(f"unknown action {kind!r}; use declare, double or play")
        if req is None:
            raise WrongPhase("nobody is to act now")
        if seat != req.seat:
            raise OutOfTurn(f"it is not seat {seat}'s turn; seat {req.seat} is to act", turn=req.seat)
        if kind != req.action:
            raise WrongPhase(f"seat {seat} must {req.action} now, not {kind}", phase=self._game.phase.value)
        if not isinstance(value, str):
            raise BadAction(f"the {kind} value must be a string, not {value!r}")
        makers: dict[str, Callable[[int, str], Action]] = {"declare": Declare, "double": Double, "play": Play}
        return self._game.apply(makers[kind](seat, value)) + self._bots_claim()

    def _bots_claim(self) -> list[Event]:
        """Table rules: after every action, a bot seat claims as soon as its view proves an illegal
        card by another side (``engine.claims``, never a wrong claim).  Every driver acts through here,
        so bots claim offline, on the LAN (bots in empty seats) and in the arena alike."""
        if not self.rules.table_rules:
            return []
        for seat, who in enumerate(self._seats):
            if who.is_bot and self._game.can_claim(seat) and should_claim(self._game.view(seat)):
                return self._game.apply(Claim(seat))
        return []

    # --------------------------------------------------------------- bots and fallbacks
    def play_fallback(self, turn: Turn, why: str) -> list[Event]:
        """Play the legal fallback for ``turn`` (see ``fallback_choice``), logging ``why``.
        Nothing happens (``[]``) when the table has moved on since."""
        if not self.current(turn):
            return []
        choice = fallback_choice(turn.request)
        log.warning("seat %s (%s): %s; the table plays %r for it", turn.seat, turn.action, why, choice)
        return self.answer(turn, choice)

    def bot_answered(self, turn: Turn, value: Any) -> list[Event]:
        """A bot's answer to ``turn``: played if legal, else the fallback (once; the bot is not asked
        again).  An answer for a decision that is gone is dropped (``[]``)."""
        if not self.current(turn):
            return []
        if isinstance(value, str):
            try:
                return self.answer(turn, value)
            except ActionError as exc:
                return self.play_fallback(turn, f"the bot answered {value!r}, which was refused ({exc.message})")
        return self.play_fallback(turn, f"the bot answered {value!r}, not a choice")

    def bot_failed(self, turn: Turn, error: str) -> list[Event]:
        """A bot raised instead of answering ``turn``: the fallback is played for this decision."""
        return self.play_fallback(turn, f"the bot failed ({error})")

    def ask_bot(self, turn: Turn, bot: Bot) -> list[Event]:
        """Ask ``bot`` for ``turn`` in this thread and apply its answer (or the fallback if it fails);
        a forced card is played without asking."""
        if turn.forced is not None:
            return self.play_forced(turn)
        try:
            value = bot.decide(turn.view)
        except Exception as exc:  # a broken bot must not stop the table
            return self.bot_failed(turn, f"{type(exc).__name__}: {exc}")
        return self.bot_answered(turn, value)

    def drive_bots(self, bots: Mapping[int, Bot], max_steps: int = 100_000) -> int:
        """The synchronous driver (tests, tools): while a seat in ``bots`` is to act, ask it
        (``ask_bot``: forced cards and failures handled as everywhere).  Returns the actions
        taken; stops at anyone else's turn or when the hand or the game is over."""
        steps = 0
        while steps < max_steps and isinstance(turn := self.next(), Turn) and turn.seat in bots:
            self.ask_bot(turn, bots[turn.seat])
            steps += 1
        return steps

    # --------------------------------------------------------------- the turn clock
    def _deadline(self, key: int) -> Optional[float]:
        if self.turn_seconds is None:
            return None
        if key != self._clock_key:
            self._clock_key, self._clock_started = key, self._clock()
        return self._clock_started + self.turn_seconds

    def restart_clock(self) -> None:
        """The current turn's clock starts again (after a pause, say)."""
        self._clock_key = -1

    def overdue(self, now: Optional[float] = None) -> Optional[Turn]:
        """The current turn, if its deadline has passed; the driver decides what follows."""
        turn = self.next()
        if not isinstance(turn, Turn) or turn.deadline is None:
            return None
        return turn if (self._clock() if now is None else now) >= turn.deadline else None

    # --------------------------------------------------------------- hands and claims
    def start(self) -> None:
        """Deal the first hand."""
        if self._game.hand_no:
            raise WrongPhase("the game has already started")
        self._deal()

    def next_hand(self) -> list[Event]:
        """Deal the next hand (the first one too, when nothing is dealt yet)."""
        phase = self._game.phase
        if not (phase is Phase.HAND_OVER or (phase is Phase.DEAL and self._game.hand_no == 0)):
            raise WrongPhase(f"the next hand can only be dealt when a hand is over, not in the {phase.value} phase")
        return self._deal()

    def _deal(self) -> list[Event]:
        k = self._game.hand_no  # hands dealt so far
        if k < len(self.preset_deals):
            n = self.preset_deals[k]
        else:
            n = new_deal_code() if self.secret_deals else deal_number_for(self.seed, k + 1)
        return self._game.apply(Deal(n))

    def can_claim(self, seat: int) -> bool:
        return self._game.can_claim(seat)

    def claim(self, seat: int) -> list[Event]:
        """Table rules: ``seat`` claims an illegal card the other side played (raises when refused)."""
        return self._game.apply(Claim(seat))

    # --------------------------------------------------------------- persistence
    def to_dict(self) -> dict[str, Any]:
        """The save document: rules, seed, names, deal numbers and the whole action log."""
        return {
            "kind": SESSION_FORMAT,
            "version": SESSION_VERSION,
            "seed": self.seed,
            "names": list(self.names),
            "preset_deals": list(self.preset_deals),
            "secret_deals": self.secret_deals,
            "game": self._game.to_dict(),
        }

    @classmethod
    def from_dict(cls, data: Any, seats: Optional[Sequence[Seat]] = None) -> "TableSession":
        """Rebuild a session by replaying its game; raises ValueError for anything malformed."""
        if not isinstance(data, dict) or data.get("kind") != SESSION_FORMAT:
            raise ValueError("not a botifarra table session")
        if data.get("version") != SESSION_VERSION:
            raise ValueError(f"session version {data.get('version')!r} is not supported")
        game = Game.from_dict(data.get("game"))
        seed = data.get("seed")
        names = data.get("names") or [""] * 4
        preset = data.get("preset_deals") or []
        if (not isinstance(names, list) or not game.players <= len(names) <= 4
                or not all(isinstance(n, str) for n in names)):
            raise ValueError("the session's player names are malformed")
        if not isinstance(preset, list) or not all(isinstance(n, int) and n >= 0 for n in preset):
            raise ValueError("the session's deal numbers are malformed")
        if not isinstance(seed, int) or isinstance(seed, bool) or seed < 0:
            raise ValueError("the session's seed is malformed")
        return cls(game.rules, seed, game.first_dealer, preset, names, seats=seats,
                   secret_deals=data.get("secret_deals") is True, game=game)

    def copy(self) -> "TableSession":
        """An independent session with the same game, seats and names (replayed from the save document)."""
        return TableSession.from_dict(self.to_dict(), seats=self.seats)

