"""The house rules of one game: every option of RULES.md, as one frozen value."""

from __future__ import annotations

from dataclasses import asdict, dataclass, fields, replace
from typing import Any

from .cards import RANKINGS, STANDARD, THREE_SECOND, Ranking
from .ways import PAIRS, RECTOR, WAY_TABLE, WAYS, Way

LLIURE = "lliure"
OBLIGADA = "obligada"
INTERMEDIA = "intermedia"
VARIANTS = (LLIURE, OBLIGADA, INTERMEDIA)

#: Game targets offered (docs/RULES.md "Scoring" says where each comes from): 101 and 100 (seed 000, also
#: 003 and 001/004), 73, 200, 201 (seed 000's other variants), 50 and 150 (seeds 001/004's shorter and longer
#: games), 51 and 151 (the earlier reading of those two, reached like 101 is)
TARGETS = (50, 51, 73, 100, 101, 150, 151, 200, 201)
FIRST_DEALER_RANDOM = "random"
FIRST_DEALER_LLEIDA = "lleida"  # the holder of the 5 of espases makes trump first


#: Python field names that saves and the wire spell otherwise (the field was once called so).
WIRE_NAMES = {"way_name": "mode"}
FIELD_NAMES = {v: k for k, v in WIRE_NAMES.items()}


@dataclass(frozen=True)
class Rules:
    variant: str = LLIURE
    #: intermèdia only: a "carregar" drop must be announced ("Carrego"), shown to everyone.
    announce_carrego: bool = False
    #: seeds 001/004: beating and trumping are due even when the partner is winning.
    strict: bool = False
    #: seed 002, obligada and intermèdia, pairs game: the second player of a trick who can neither
    #: follow nor trump need not play the lowest card of a suit ("amb una excepció per al segon
    #: jugador que no pot servir ni tallar"): any card.
    second_discards_freely: bool = False
    #: "standard" (9 > 1 > 12 ...) or "three_second" (9 > 3 > 1 > 12 ...).
    ranking: str = STANDARD
    #: Lleida: after Sant Vicenç the recontro side may say barraca (x16; never on botifarra).
    barraca: bool = False
    #: tournament rule: Sant Vicenç also allowed on botifarra (x16).
    sant_vicenc_on_botifarra: bool = False
    #: game to this many points, or ``None`` when a fixed number of hands is played.
    target: int | None = 101
    #: fixed number of hands (tournament style), or ``None`` for a target score.
    hands: int | None = None
    first_dealer: str = FIRST_DEALER_RANDOM
    #: illegal cards are accepted and penalised when the other side claims them.
    table_rules: bool = False
    #: the way to play, by name: "pairs" (the main game), "individual", "three", "rector", "two_hand"
    #: (:attr:`way` is the way itself).  Saves and the wire call it "mode" (:meth:`to_dict`).
    way_name: str = PAIRS
    #: rector i vicari: trump is the face-up card of the chooser's last pile (no choice).
    rector_trump_last_pile: bool = False
    #: practice "memory aid": every trick of the hand in progress may be looked at again
    #: (seed 000 allows only the last trick of each pile; ``view.looked_back_tricks``).
    show_all_tricks: bool = False

    def __post_init__(self) -> None:
        if self.variant not in VARIANTS:
            raise ValueError(f"unknown variant {self.variant!r}: use one of {', '.join(VARIANTS)}")
        if self.ranking not in (STANDARD, THREE_SECOND):
            raise ValueError(f"unknown ranking {self.ranking!r}: use 'standard' or 'three_second'")
        if self.way_name not in WAYS:
            raise ValueError(f"unknown way to play {self.way_name!r}: use one of {', '.join(WAYS)}")
        if self.rector_trump_last_pile and self.way_name != RECTOR:
            raise ValueError("trump from the last pile is an option of rector i vicari only")
        if self.first_dealer not in (FIRST_DEALER_RANDOM, FIRST_DEALER_LLEIDA):
            raise ValueError(f"unknown first-dealer method {self.first_dealer!r}: use 'random' or 'lleida'")
        if (self.target is None) == (self.hands is None):
            raise ValueError("a game is played either to a target score or for a fixed number of hands, not both")
        if self.target is not None and (
            not isinstance(self.target, int) or isinstance(self.target, bool) or not 1 <= self.target <= 10000
        ):
            raise ValueError(f"the target score must be a whole number from 1 to 10000, not {self.target!r}")
        if self.hands is not None and (
            not isinstance(self.hands, int) or isinstance(self.hands, bool) or not 1 <= self.hands <= 200
        ):
            raise ValueError(f"the number of hands must be a whole number from 1 to 200, not {self.hands!r}")
        for name in ("announce_carrego", "strict", "second_discards_freely", "barraca", "sant_vicenc_on_botifarra", "table_rules",
                     "rector_trump_last_pile", "show_all_tricks"):
            if not isinstance(getattr(self, name), bool):
                raise ValueError(f"the option {name} must be true or false")

    @property
    def card_ranking(self) -> Ranking:
        return RANKINGS[self.ranking]

    @property
    def way(self) -> Way:
        """The way to play: players, deck, piles, sides, scoring base (see ``ways.py``)."""
        return WAY_TABLE[self.way_name]

    def max_doubles(self, botifarra: bool) -> int:
        """How many doubling levels may be called after this declaration.

        x16 is the highest multiplier (RULES.md; seed 000 gives barraca as x16): on botifarra
        (base x2) the chain stops at recontro (x8), or at Sant Vicenç (x16) with the
        tournament option, so barraca is never called on botifarra.
        """
        if self.way.individual:  # seed 000: only contro, and not on botifarra
            return 0 if botifarra else 1
        if botifarra:
            return 3 if self.sant_vicenc_on_botifarra else 2  # contro, recontro (, Sant Vicenç x16)
        return 4 if self.barraca else 3

    def with_changes(self, **changes: Any) -> "Rules":
        return replace(self, **changes)

    def to_dict(self) -> dict[str, Any]:
        """Every option; ``second_discards_freely`` only when on, so that saves and LAN peers that
        came before it read every game that does not use it.  The way to play's key is "mode", as it
        always was in saves and on the wire."""
        d = {WIRE_NAMES.get(k, k): v for k, v in asdict(self).items()}
        if not self.second_discards_freely:
            del d["second_discards_freely"]
        return d

    @classmethod
    def from_dict(cls, data: Any) -> "Rules":
        if not isinstance(data, dict):
            raise ValueError("the rules must be a JSON object")
        known = {WIRE_NAMES.get(f.name, f.name) for f in fields(cls)}
        unknown = set(data) - known
        if unknown:
            raise ValueError(f"unknown rule option(s): {', '.join(sorted(unknown))}")
        return cls(**{FIELD_NAMES.get(str(k), str(k)): v for k, v in data.items()})


#: Named presets offered in the new-game dialog.
PRESETS: dict[str, Rules] = {
    "lliure": Rules(),
    "obligada": Rules(variant=OBLIGADA),
    "intermedia": Rules(variant=INTERMEDIA, announce_carrego=True),
    # ButiNET's western game, seed 003 point by point (docs/RULES.md "Presets"): lliure, not
    # strict; to 101; Sant Vicenç only with a trump suit, no barraca (x8 tops botifarra);
    # first dealer by draw; an illegal card gives the other side 36 x multiplier (table rules).
    # The key keeps its old name so saved settings and games still find it.
    "butinet_tournament": Rules(table_rules=True),
    # Lleida: the 5 of espases makes trump first, barraca allowed.
    "lleida": Rules(first_dealer=FIRST_DEALER_LLEIDA, barraca=True),
}


def for_way(rules: Rules, way_name: str) -> Rules:
    """``rules`` for the way to play ``way_name``: the options without meaning there are off."""
    way = WAY_TABLE[way_name]
    partners = way_name == PAIRS
    return rules.with_changes(
        way_name=way_name,
        strict=rules.strict and partners,  # "even when your partner is winning"
        second_discards_freely=rules.second_discards_freely and partners,  # the second player, a partner to come
        announce_carrego=rules.announce_carrego and partners,  # carregar is for a partner still to play
        barraca=rules.barraca and not way.individual,  # only contro without pairs
        sant_vicenc_on_botifarra=rules.sant_vicenc_on_botifarra and not way.individual,
        rector_trump_last_pile=rules.rector_trump_last_pile and way_name == RECTOR,
    )
