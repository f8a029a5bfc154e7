"""A per-game limit on slow turns: answering at the last moment of every turn cannot stretch a game
by hours (a fake clock; no waiting)."""

from flow_kit import FakeClock

from botifarra_desktop.net import headless
from botifarra_desktop.net.turn_clock import QUICK_TURN, AwayBudget, TurnTimer


def _last_moment_turns(budget: AwayBudget, turns: int, turn_time: float = 60.0) -> list[float]:
    """The seat answers each of ``turns`` turns just before its clock runs out: how long each took."""
    clock = FakeClock()
    expired = []
    timer = TurnTimer(clock, 10.0, lambda *a: None, lambda seat, mode: expired.append(mode))
    taken = []
    for key in range(turns):
        timer.run(key, 0, turn_time, budget, True)
        allowance = timer.left()
        clock.advance(allowance - 0.1)  # the last moment
        taken.append(allowance - 0.1)
        timer.stop()  # answered
    assert not expired
    return taken


def test_slow_turns_are_paid_from_a_budget_for_the_game_then_turns_are_quick():
    budget = AwayBudget(60.0, 180.0, slow_per_game=300.0)
    taken = _last_moment_turns(budget, 40)
    slow = sum(max(0.0, t - QUICK_TURN) for t in taken)
    assert slow <= 300.0 + 1e-6  # never more than the game's budget beyond the quick part of each turn
    assert taken[0] > 59 and all(t <= QUICK_TURN for t in taken[-20:])  # then every turn is a quick one
    # 40 last-moment turns took at most 40 x 20 s + 300 s, not 40 x 60 s
    assert sum(taken) <= 40 * QUICK_TURN + 300.0 + 1e-6


def test_without_a_cap_every_turn_has_its_whole_clock():
    taken = _last_moment_turns(AwayBudget(60.0, 180.0), 10)
    assert all(t > 59 for t in taken)


def test_botifarra_host_takes_the_limit_from_its_command_line():
    args = headless.build_parser().parse_args(["--humans", "1", "--overtime-per-game", "120"])
    assert headless.config_from_args(args).overtime_per_game == 120.0
    args = headless.build_parser().parse_args(["--humans", "1"])
    assert headless.config_from_args(args).overtime_per_game == 300.0
