"""The game state machine, for every way to play (pairs, individual, three players, two with piles).

A ``Game`` changes only through ``apply(action)``.  Every action is checked in
full before anything changes, so a refused action (a typed ``ActionError``)
leaves the state exactly as it was.  ``apply`` returns the events it caused;
``events_for(seat)`` filters them for one seat.  A game is reproduced from its
rules, first dealer and action log (``to_dict`` / ``from_dict``).
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any, Callable, Optional, cast

from . import events as ev
from .actions import DECLARE_CHOICES, Action, Claim, Deal, Declare, Double, Play, action_from_dict, action_to_dict
from .cards import SUITS
from .errors import BadAction, ClaimRefused, IllegalCard, InvalidChoice, NotInHand, OutOfTurn, UnknownCard, WrongPhase
from .explain import discard_order_refusal, trick_state
from .phase import Phase
from .rules import FIRST_DEALER_LLEIDA, INTERMEDIA, Rules
from .scoring import DOUBLE_NAMES, multiplier
from .tricks import Refusal, explain, legal_mask, lowest_of_each_suit, trick_winner_index, winning_mask
from .way_rules import cannot_win_any_trick, discard_order_mask, pile_hand_points, side_scores
from .ways import deal as deal_cards

GAME_FORMAT = "botifarra-game"
#: 2: a Lleida first hand is dealt by the player who has the deck (the holder of the 5 of
#: espases only declares); version-1 records, where the holder counted as the dealer and the
#: first lead was on the holder's right, are replayed that way.
GAME_VERSION = 2
PLAYERS = 4  # the pairs game; Game.players for every way to play


if TYPE_CHECKING:
    from .position import Position
    from .view import SeatView


def _known(seat: Optional[int], what: str) -> int:
    """A seat the phase guarantees is set (the dealer once dealt, the declarer once declared)."""
    if seat is None:
        raise RuntimeError(f"{what} is not known yet")
    return seat


def team_of(seat: int) -> int:
    """Teams {0, 2} and {1, 3} (the pairs game; ``Game.side_of`` for every way to play)."""
    return seat % 2


def partner_of(seat: int) -> int:
    """The partner of ``seat`` in the pairs game (``Way.partner_of`` for every way to play)."""
    return (seat + 2) % PLAYERS


#: The pairs game's seats in turn order, and each one's partner (``PARTNERS[seat]``: a table
#: for the bots' inner loops, where a function call per card costs)
SEATS: tuple[int, ...] = tuple(range(PLAYERS))
PARTNERS: tuple[int, ...] = tuple(partner_of(seat) for seat in SEATS)


class Game:
    def __init__(self, rules: Rules, first_dealer: int, legacy_lleida: bool = False, goes_on: bool = False,
                 position: Optional[Position] = None) -> None:
        """``position``: start mid-hand there (``from_position``, which checks it first).

        ``legacy_lleida``: replay a record written before version 2, where a Lleida first
        hand counted the holder of the 5 of espases as its dealer (first lead on their right).

        ``goes_on``: a new game with the same players that goes on with the last game's
        rotation (seed 000, "Començament d'una nova partida"): ``first_dealer`` deals and
        makes trump in the first hand, so the Lleida rule (the 5 of espases) does not apply;
        it only starts a game from scratch."""
        if not isinstance(rules, Rules):
            raise ValueError("rules must be a Rules value")
        if not isinstance(first_dealer, int) or isinstance(first_dealer, bool) or not 0 <= first_dealer < PLAYERS:
            raise ValueError(f"the first dealer is a seat 0-3, not {first_dealer!r}")
        self.rules = rules
        self.ranking = rules.card_ranking
        self.way = rules.way
        self.players = self.way.players
        if first_dealer >= self.players:
            raise ValueError(f"the first dealer is a seat 0-{self.players - 1}, not {first_dealer!r}")
        self.first_dealer = first_dealer
        self.legacy_lleida = legacy_lleida
        self.goes_on = goes_on is True
        self.actions: list[Action] = []
        self.events: list[ev.Event] = []
        self.results: list[ev.HandResult] = []
        self.deal_numbers: list[int] = []
        self.totals = [0] * self.way.sides
        self.phase = Phase.DEAL
        self.hand_no = 0
        self.next_dealer = first_dealer
        self.winner_team: Optional[int] = None
        self.start_position: Optional[Position] = None  # when the game starts mid-hand (scenarios)
        self._reset_hand()
        if position is not None:
            self._start_at(position)

    def _reset_hand(self) -> None:
        self.dealer: Optional[int] = None
        self.hands = [0] * self.players  # every card a seat holds, in hand or in piles
        self.piles: list[list[list[int]]] = [[] for _ in range(self.players)]  # bottom..top, per seat
        self.hidden = [0] * self.players  # face-down pile cards (nobody may play or see them)
        self.declarer: Optional[int] = None
        self.delegated = False
        self.trump: Optional[int] = None  # suit index; None with botifarra or before declaring
        self.declared = False
        self.doubles = 0
        self.calls: list[tuple[int, str]] = []
        self.double_queue: list[int] = []
        self.turn: Optional[int] = None
        self.leader: Optional[int] = None
        self.trick: list[tuple[int, int]] = []  # (seat, card id)
        self.trick_no = 0
        self.history: list[ev.TrickWon] = []
        self.card_points = [0] * self.way.sides
        self.tricks_won = [0] * self.way.sides
        self.last_trick: list[Optional[ev.TrickWon]] = [None] * self.way.sides
        self.offences: list[tuple[int, int, int]] = []  # (seat, card id, trick no)
        self.claimed = False
        #: individual games: "can this seat still win a trick" per position (``ways.cannot_win_any_trick``)
        self.can_win_cache: dict = {}

    # ------------------------------------------------------------------ queries
    @property
    def botifarra(self) -> bool:
        return self.declared and self.trump is None

    @property
    def multiplier(self) -> int:
        return multiplier(self.botifarra, self.doubles) if self.declared else 1

    def to_act(self) -> Optional[int]:
        """The seat whose decision the game waits for, if any."""
        return self.turn if self.phase in (Phase.DECLARE, Phase.DOUBLE, Phase.PLAY) else None

    def side_of(self, seat: int) -> int:
        """The side a seat plays for: its pair, or itself in the individual ways to play."""
        return self.way.side_of(seat)

    def playable(self, seat: int) -> int:
        """The cards ``seat`` may choose from: its hand and the face-up tops of its piles."""
        return self.hands[seat] & ~self.hidden[seat]

    def hand_of(self, seat: int) -> list[str]:
        """The cards ``seat`` can see and play (in the pile games, not its face-down pile cards)."""
        return self.ranking.cards_of(self.playable(seat))

    def _trick_state(self, seat: int) -> tuple[Optional[int], int, bool, bool]:
        """(led suit, winning card, partner winning, second to play) for ``seat`` to play now."""
        return trick_state(self.trick, self.trump, self.way.partner_of(seat))

    def obligation_mask(self, seat: int) -> int:
        """The cards the trick obligations allow ``seat`` (before the individual games' discard order)."""
        led, win, pw, second = self._trick_state(seat)
        r = self.rules
        return legal_mask(self.playable(seat), led, win, pw, second, self.trump, self.ranking, r.variant, r.strict,
                          r.second_discards_freely)

    def legal_mask_for(self, seat: int) -> int:
        legal = self.obligation_mask(seat)
        if self.way.individual:
            ordered = discard_order_mask(legal)
            # the search only matters when the discard order would narrow the choice
            if ordered != legal and cannot_win_any_trick(self, seat):
                legal = ordered
        return legal

    def legal_cards(self, seat: int) -> list[str]:
        if self.phase is not Phase.PLAY or self.turn != seat:
            return []
        return self.ranking.cards_of(self.legal_mask_for(seat))

    def explain_card(self, seat: int, card: str) -> Optional[Refusal]:
        """Why ``seat`` may not play ``card`` now (``None`` if it may)."""
        cid = self._card_id(card)
        led, win, pw, second = self._trick_state(seat)
        r = self.rules
        if self.hidden[seat] >> cid & 1:
            return Refusal("face_down", card, {}, f"The {card} is face down in one of your piles: only face-up cards are played.")
        refusal = explain(cid, self.playable(seat), led, win, pw, second, self.trump, self.ranking, r.variant, r.strict,
                          r.second_discards_freely)
        if refusal is None and not self.legal_mask_for(seat) >> cid & 1:
            return discard_order_refusal(self.ranking, cid, self.obligation_mask(seat))
        return refusal

    def declare_options(self, seat: int) -> list[str]:
        if self.phase is not Phase.DECLARE or self.turn != seat:
            return []
        if self.delegated or self.way.partner_of(seat) is None:  # no delegating back, nor without a partner
            return [c for c in DECLARE_CHOICES if c != "delegate"]
        return list(DECLARE_CHOICES)

    def double_options(self, seat: int) -> list[str]:
        if self.phase is not Phase.DOUBLE or self.turn != seat:
            return []
        return [DOUBLE_NAMES[self.doubles], "pass"]

    def can_claim(self, seat: int) -> bool:
        return self.rules.table_rules and not self.claimed and self.phase in (
            Phase.PLAY, Phase.HAND_OVER, Phase.GAME_OVER) and self.hand_no > 0

    def view(self, seat: int) -> SeatView:
        from .view import build_view

        return build_view(self, seat)

    def events_for(self, seat: Optional[int], start: int = 0) -> list[ev.Event]:
        return [ev.event_for_seat(e, seat) for e in self.events[start:]]

    # ------------------------------------------------------------------ actions
    def apply(self, action: Action) -> list[ev.Event]:
        handlers: dict[type, Callable[[Any], None]] = {
            Deal: self._deal, Declare: self._declare, Double: self._double, Play: self._play, Claim: self._claim}
        handler = handlers.get(type(action))
        if handler is None:
            raise BadAction(f"not an action: {action!r}")
        start = len(self.events)
        handler(action)
        self.actions.append(action)
        return self.events[start:]

    def _emit(self, event: ev.Event) -> None:
        self.events.append(event)

    def _require(self, phase: Phase, seat: Optional[int] = None) -> None:
        if self.phase is not phase:
            raise WrongPhase(f"that cannot be done now: the game is in the {self.phase.value} phase, not {phase.value}",
                             phase=self.phase.value)
        if seat is not None:
            if not isinstance(seat, int) or isinstance(seat, bool) or not 0 <= seat < self.players:
                raise BadAction(f"no such seat: {seat!r}")
            if seat != self.turn:
                raise OutOfTurn(f"it is not seat {seat}'s turn; seat {self.turn} is to act", turn=self.turn)

    def _card_id(self, card: str) -> int:
        try:
            return self.ranking.card_id(card)
        except (ValueError, TypeError) as exc:
            raise UnknownCard(str(exc)) from None

    def _deal(self, action: Deal) -> None:
        if self.phase not in (Phase.DEAL, Phase.HAND_OVER):
            raise WrongPhase(f"a new hand cannot be dealt in the {self.phase.value} phase", phase=self.phase.value)
        n = action.deal_number
        if not isinstance(n, int) or isinstance(n, bool) or n < 0:
            raise BadAction(f"a deal number is a whole number from 0 up, not {n!r}")
        self._reset_hand()
        rk = self.ranking
        hands, piles = deal_cards(self.way, n, self.next_dealer)
        for s in range(self.players):
            self.piles[s] = [[rk.card_id(c) for c in pile] for pile in piles[s]]
            self.hands[s] = rk.mask_of(hands[s] + [c for pile in piles[s] for c in pile])
            for pile in self.piles[s]:  # all but the top card face down
                for c in pile[:-1]:
                    self.hidden[s] |= 1 << c
        self.hand_no += 1
        self.deal_numbers.append(n)
        dealer = chooser = self.next_dealer
        five = rk.card_id("5E")
        # the pile games: the 5 of espases counts only where its holder can see it (in hand or face up)
        lleida = (self.hand_no == 1 and self.rules.first_dealer == FIRST_DEALER_LLEIDA and not self.goes_on
                  and any(self.playable(s) >> five & 1 for s in range(self.players)))
        if lleida:
            # seed 000: whoever has the deck deals, "però comença cantant qui tingui el 5 d'espases";
            # the first lead stays with the dealer's right ("el primer jugador a tirar ... és el que
            # està a la dreta de qui ha repartit").  The next hand: the chooser's right deals and
            # declares ("fent trumfo successivament el jugador de la dreta").  A game that goes on
            # with the rotation (``goes_on``) already has its dealer, who deals and declares; so does
            # the dealer of a pile game whose 5 of espases lies face down (nobody can show it).
            chooser = next(s for s in range(self.players) if self.playable(s) >> five & 1)
            if self.legacy_lleida:
                dealer = chooser
        self.dealer = dealer
        self.next_dealer = (chooser + 1) % self.players
        self.phase = Phase.DECLARE
        self.turn = chooser
        self._emit(ev.HandStarted(self.hand_no, dealer, lleida))
        for s in range(self.players):
            self._emit(ev.CardsDealt(s, tuple(self.hand_of(s)), self.hands[s].bit_count()))
        if self.rules.rector_trump_last_pile:
            # the trump is the face-up card of the chooser's last pile: no choice to make
            top = self.piles[chooser][-1][-1]
            self._declare(Declare(chooser, SUITS[top // 12]))

    def _declare(self, action: Declare) -> None:
        self._require(Phase.DECLARE, action.seat)
        choice = action.choice
        if choice not in self.declare_options(action.seat):
            raise InvalidChoice(
                f"{choice!r} is not a declaration you can make now; choose one of {', '.join(self.declare_options(action.seat))}"
                + (" (the partner cannot delegate back)" if self.delegated and choice == "delegate" else ""),
                options=self.declare_options(action.seat),
            )
        if choice == "delegate":
            self.delegated = True
            self.turn = partner_of(action.seat)
            self._emit(ev.Delegated(action.seat, self.turn))
            return
        self.declarer = action.seat
        self.declared = True
        self.trump = None if choice == "botifarra" else SUITS.index(choice)
        self._emit(ev.Declared(action.seat, None if self.trump is None else choice, self.delegated, self.multiplier))
        # Offered to the two opponents counterclockwise from the right of the last speaker.
        self.phase = Phase.DOUBLE
        if self.rules.max_doubles(self.botifarra) == 0:
            self._start_play()
            return
        self.double_queue = self._double_queue(action.seat)
        self.turn = self.double_queue[0]

    def _double_queue(self, last_speaker: int) -> list[int]:
        return self.way.double_queue(_known(self.declarer, "the declarer"), last_speaker, self.doubles)

    def _double(self, action: Double) -> None:
        self._require(Phase.DOUBLE, action.seat)
        opts = self.double_options(action.seat)
        if action.call not in opts:
            raise InvalidChoice(f"{action.call!r} cannot be called now; the options are {', '.join(opts)}", options=opts)
        if action.call == "pass":
            self._emit(ev.DoublePassed(action.seat))
            self.double_queue.pop(0)
            if not self.double_queue:
                self._start_play()
            else:
                self.turn = self.double_queue[0]
            return
        self.doubles += 1
        self.calls.append((action.seat, action.call))
        self._emit(ev.DoubleCalled(action.seat, action.call, self.doubles, self.multiplier))
        if self.doubles >= self.rules.max_doubles(self.botifarra):
            self._start_play()
            return
        self.double_queue = self._double_queue(action.seat)
        self.turn = self.double_queue[0]

    def _start_play(self) -> None:
        self.phase = Phase.PLAY
        self.leader = self.turn = (_known(self.dealer, "the dealer") + 1) % self.players
        self.trick_no = 1
        self._emit(ev.PlayStarted(self.leader, None if self.trump is None else SUITS[self.trump], self.multiplier))

    def _play(self, action: Play) -> None:
        self._require(Phase.PLAY, action.seat)
        seat = action.seat
        cid = self._card_id(action.card)
        hand = self.playable(seat)
        if not hand >> cid & 1:
            if self.hidden[seat] >> cid & 1:
                raise NotInHand(f"the {self.ranking.card_str(cid)} is face down in a pile: only face-up cards are played")
            raise NotInHand(f"seat {seat} does not hold the {self.ranking.card_str(cid)}")
        legal = self.legal_mask_for(seat)
        illegal = not legal >> cid & 1
        if illegal and not self.rules.table_rules:
            raise IllegalCard(self.explain_card(seat, action.card))
        carrego = False
        led, win, pw, second = self._trick_state(seat)
        if self.rules.variant == INTERMEDIA and self.rules.announce_carrego and second:
            bit = 1 << cid
            carrego = bool(
                bit & self.ranking.point_mask
                and not winning_mask(bit, win, self.trump, self.ranking.higher)
                and not bit & lowest_of_each_suit(hand)
            )
        if illegal:
            self.offences.append((seat, cid, self.trick_no))
        self.hands[seat] &= ~(1 << cid)
        self.trick.append((seat, cid))
        self._emit(ev.CardPlayed(seat, self.ranking.card_str(cid), self.trick_no, carrego))
        self._turn_up(seat, cid)
        if len(self.trick) < self.players:
            self.turn = (seat + 1) % self.players
            return
        cards = [c for _, c in self.trick]
        winner = self.trick[trick_winner_index(cards, self.trump)][0]
        pts = sum(self.ranking.points[c] for c in cards)
        t = self.side_of(winner)
        self.card_points[t] += pts
        self.tricks_won[t] += 1
        won = ev.TrickWon(self.trick_no, winner, tuple((s, self.ranking.card_str(c)) for s, c in self.trick), pts + 1)
        self.history.append(won)
        self.last_trick[t] = won
        self._emit(won)
        self.trick = []
        if self.trick_no == self.way.tricks:
            self._close_hand()
            return
        self.trick_no += 1
        self.leader = self.turn = winner

    def _claim(self, action: Claim) -> None:
        seat = action.seat
        if not isinstance(seat, int) or isinstance(seat, bool) or not 0 <= seat < self.players:
            raise BadAction(f"no such seat: {seat!r}")
        if not self.rules.table_rules:
            raise ClaimRefused("claims are only made when playing with table rules; illegal cards are refused anyway")
        if not self.can_claim(seat):
            raise WrongPhase("there is no hand to claim on now", phase=self.phase.value)
        offence = next((o for o in self.offences if self.side_of(o[0]) != self.side_of(seat)), None)
        if offence is None:
            raise ClaimRefused("the other side has not played an illegal card in this hand")
        self.claimed = True
        off_seat, cid, trick_no = offence
        self._emit(ev.IllegalCardClaimed(seat, off_seat, self.ranking.card_str(cid), trick_no))
        if self.phase is not Phase.PLAY:  # the hand was already scored: take that score back
            last = self.results.pop()
            self.totals = [t - sc for t, sc in zip(last.totals, last.score)]
            self.winner_team = None
        self._close_hand(claimer=seat, offender=off_seat)

    def _turn_up(self, seat: int, cid: int) -> None:
        """In the pile games, the card under a played pile card is turned face up."""
        for i, pile in enumerate(self.piles[seat]):
            if pile and pile[-1] == cid:
                pile.pop()
                if pile:
                    self.hidden[seat] &= ~(1 << pile[-1])
                    self._emit(ev.PileCardTurned(seat, i, self.ranking.card_str(pile[-1]), len(pile)))
                return

    def _close_hand(self, claimer: Optional[int] = None, offender: Optional[int] = None) -> None:
        mult = self.multiplier
        way = self.way
        dealer = _known(self.dealer, "the dealer")
        points: tuple[int, ...]
        if way.two_player:  # seed 000: a point per two tricks, the odd one to the player behind
            points = pile_hand_points(self.card_points, self.tricks_won, dealer)
        else:
            points = tuple(cp + t for cp, t in zip(self.card_points, self.tricks_won))
        if claimer is None:
            score = side_scores(way, points, mult)
        else:  # RULES.md table rules: the offending side loses the hand, the other scores 36 x multiplier
            score = tuple(way.base * mult if side == self.side_of(claimer) else 0 for side in range(way.sides))
        self.totals = [t + sc for t, sc in zip(self.totals, score)]
        result = ev.HandResult(
            hand_no=self.hand_no,
            dealer=dealer,
            declarer=_known(self.declarer, "the declarer"),
            delegated=self.delegated,
            trump=None if self.trump is None else SUITS[self.trump],
            doubles=self.doubles,
            calls=tuple(self.calls),
            multiplier=mult,
            card_points=tuple(self.card_points),
            tricks=tuple(self.tricks_won),
            points=tuple(points),
            score=tuple(score),
            totals=tuple(self.totals),
            claimed_by=claimer,
        )
        self.results.append(result)
        self.turn = None
        self.phase = Phase.HAND_OVER
        self._emit(ev.HandScored(result))
        winner = self._game_winner()
        if winner is not None:
            self.winner_team = winner
            self.phase = Phase.GAME_OVER
            self._emit(ev.GameOver(winner, tuple(self.totals), self.hand_no))

    def _game_winner(self) -> Optional[int]:
        """The winning side, if the game is over: target reached (or hands played) and one side ahead."""
        best = max(self.totals)
        leaders = [i for i, t in enumerate(self.totals) if t == best]
        if self.rules.target is not None:
            done = best >= self.rules.target
        else:  # fixed number of hands: highest total wins, a tie plays one more hand
            done = self.rules.hands is not None and self.hand_no >= self.rules.hands
        return leaders[0] if done and len(leaders) == 1 else None

    # ------------------------------------------------------------------ positions
    @classmethod
    def from_position(cls, position: Any) -> "Game":
        """Start at a position in the middle of a hand (see ``position.py``), ready to play."""
        from .position import Position

        if not isinstance(position, Position):
            raise ValueError("from_position needs a Position")
        if not position.rules.way.partners:
            raise ValueError("positions are for the pairs game")
        return cls(position.rules, position.dealer, position=position)

    def _start_at(self, p: Position) -> None:
        """Put this new game at ``p`` mid-hand, with the events a table needs to draw it."""
        self.start_position = p
        rk = self.ranking
        self.hand_no = 1
        self.dealer = p.dealer
        self.next_dealer = (p.dealer + 1) % PLAYERS
        self.totals = list(p.totals)
        self._emit(ev.HandStarted(1, p.dealer, False))
        played_now = dict(p.trick)
        for s in range(PLAYERS):
            held = list(p.hands[s]) + ([played_now[s]] if s in played_now else [])
            self.hands[s] = rk.mask_of(held)
            self._emit(ev.CardsDealt(s, tuple(rk.cards_of(self.hands[s])), len(held)))
        if p.delegated:
            self._emit(ev.Delegated(p.dealer, p.declarer))
        self.delegated = p.delegated
        self.declarer = p.declarer
        self.declared = True
        self.trump = None if p.trump is None else SUITS.index(p.trump)
        self._emit(ev.Declared(p.declarer, p.trump, p.delegated, self.multiplier))
        for seat, call in p.calls:
            self.doubles += 1
            self.calls.append((seat, call))
            self._emit(ev.DoubleCalled(seat, call, self.doubles, self.multiplier))
        for t, cards in enumerate(p.won_cards()):
            self.card_points[t] = sum(rk.points[rk.card_id(c)] for c in cards)
            self.tricks_won[t] = len(cards) // 4
        self.phase = Phase.PLAY
        self.leader = self.turn = p.trick_leader
        self.trick_no = 1 + sum(self.tricks_won)
        self._emit(ev.PlayStarted(self.leader, p.trump, self.multiplier))
        for seat, card in p.trick:
            cid = rk.card_id(card)
            self.hands[seat] &= ~(1 << cid)
            self.trick.append((seat, cid))
            self._emit(ev.CardPlayed(seat, card, self.trick_no, False))
        self.turn = (p.trick_leader + len(p.trick)) % PLAYERS

    # ------------------------------------------------------------------ persistence
    def to_dict(self) -> dict[str, Any]:
        d = {
            "kind": GAME_FORMAT,
            "version": GAME_VERSION,
            "rules": self.rules.to_dict(),
            "first_dealer": self.first_dealer,
            "actions": [action_to_dict(a) for a in self.actions],
        }
        if self.goes_on:
            d["goes_on"] = True
        if self.start_position is not None:
            d["start"] = self.start_position.to_dict()
        return d

    @classmethod
    def from_dict(cls, data: Any) -> "Game":
        """Rebuild a game by replaying its log; raises ValueError for anything malformed."""
        if not isinstance(data, dict) or data.get("kind") != GAME_FORMAT:
            raise ValueError("not a botifarra game record")
        version = data.get("version")
        if version not in (1, GAME_VERSION):
            raise ValueError(f"game record version {version!r} is not supported (this program reads versions 1-{GAME_VERSION})")
        rules = Rules.from_dict(data.get("rules"))
        actions = data.get("actions")
        if not isinstance(actions, list):
            raise ValueError("the game record has no action list")
        if data.get("start") is not None:
            from .position import Position

            position = Position.from_dict(data["start"])
            if position.rules != rules:
                raise ValueError("the game record's rules differ from its starting position's")
            game = cls.from_position(position)
        else:
            goes_on = data.get("goes_on", False)
            if not isinstance(goes_on, bool):
                raise ValueError("the game record's goes_on must be true or false")
            game = cls(rules, cast(int, data.get("first_dealer")), legacy_lleida=version == 1,  # checked by __init__
                       goes_on=goes_on)
        for i, a in enumerate(actions):
            try:
                game.apply(action_from_dict(a))
            except Exception as exc:  # ActionError or malformed data
                raise ValueError(f"action {i + 1} of the game record cannot be replayed: {exc}") from None
        return game

    @classmethod
    def replay(cls, rules: Rules, first_dealer: int, actions: list[Action]) -> "Game":
        game = cls(rules, first_dealer)
        for a in actions:
            game.apply(a)
        return game
