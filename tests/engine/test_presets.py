"""The named presets against their sources, and the next game's first dealer (seed 000)."""

from engine_helpers import play_random_game

from botifarra_desktop.engine import PRESETS, Deal, Declare, Double, Game, Phase, Rules


def _declared(rules, choice):
    g = Game(rules, 0)
    g.apply(Deal(2026))
    g.apply(Declare(0, choice))
    return g


def test_butinet_preset_follows_seed_003_point_by_point():
    r = PRESETS["butinet_tournament"]
    assert r.variant == "lliure" and not r.strict  # western game: follow and beat the rivals, no minimum discard
    assert r.target == 101 and r.hands is None  # "A meta é 101"
    assert r.first_dealer == "random"  # "Escolha o primeiro dador por sorteio"
    assert not r.sant_vicenc_on_botifarra and not r.barraca  # multipliers 1, 2, 4, 8; botifarra tops at 8
    assert r.table_rules  # a play that breaks an obligation gives the other side 36 x multiplier
    assert r.ranking == "standard" and r.way_name == "pairs"


def test_butinet_preset_refuses_sant_vicenc_on_botifarra():
    # seed 003: "Sant Vicenç não está disponível numa Botifarra sem trunfo" (limit recontro, x8)
    g = _declared(PRESETS["butinet_tournament"], "botifarra")
    g.apply(Double(g.to_act(), "contro"))
    g.apply(Double(g.to_act(), "recontro"))
    assert g.phase is Phase.PLAY and g.multiplier == 8
    g = _declared(PRESETS["butinet_tournament"], "O")  # with a trump suit it is there
    for call in ("contro", "recontro", "sant_vicenc"):
        assert g.double_options(g.to_act())[0] == call
        g.apply(Double(g.to_act(), call))
    assert g.phase is Phase.PLAY and g.multiplier == 8


def test_a_finished_game_knows_its_next_dealer():
    g = play_random_game(Rules(target=None, hands=2), 4)
    assert g.next_dealer == (g.results[-1].dealer + 1) % 4
