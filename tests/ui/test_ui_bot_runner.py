"""The app's bots: a forced card goes the same way as a choice and waits the same minimum think time.

No test here waits on the clock: the runners get a clock the test moves, and the
delay each answer is scheduled with is recorded instead of waited for.
"""

from ui_helpers import RandomLegal

from botifarra_desktop.engine import Rules
from botifarra_desktop.session import TableSession, Turn
from botifarra_desktop.ui.play.bot_runner import InlineBotRunner
from botifarra_desktop.ui.play.sources import SessionSource


class Recording(InlineBotRunner):
    """Answers at once, remembering the delay each answer was scheduled with."""

    def __init__(self, bots, min_think, clock):
        super().__init__(bots, min_think=min_think, clock=clock)
        self.delays: list[float] = []
        self.forced: list[bool] = []

    def submit(self, ticket, seat, view, forced=None):
        self.forced.append(forced is not None)
        super().submit(ticket, seat, view, forced)

    def _schedule(self, delay, callback):
        self.delays.append(delay)
        callback()


class Thinker:
    """A bot that takes ``seconds`` of the test's clock to answer ``card``."""

    def __init__(self, now, seconds, card):
        self.now, self.seconds, self.card = now, seconds, card

    def decide(self, view):
        self.now[0] += self.seconds
        return self.card


def test_forced_and_chosen_answers_are_scheduled_with_the_same_delay(qapp):
    now = [100.0]
    runner = Recording({1: Thinker(now, 0.1, "3O"), 2: Thinker(now, 2.0, "5E")}, min_think=0.6,
                       clock=lambda: now[0])
    got = []
    runner.decided.connect(lambda ticket, value: got.append((ticket, value)))
    runner.submit(1, 1, None, forced="7C")  # forced: no thinking at all
    runner.submit(2, 1, object())  # a quick choice
    runner.submit(3, 2, object())  # a slow choice: longer than the minimum, so no wait is added
    assert got == [(1, "7C"), (2, "3O"), (3, "5E")]
    # each answer comes 0.6 s after it was asked at the earliest: the thinking plus the added wait
    assert [round(d, 6) for d in runner.delays] == [0.6, 0.5, 0.0]


def test_offline_play_sends_forced_cards_to_the_runner_too(qapp):
    session = TableSession(Rules(), 11, first_dealer=0)
    now = [0.0]
    runner = Recording({s: RandomLegal(s) for s in range(4)}, min_think=0.6, clock=lambda: now[0])
    source = SessionSource(session, runner, humans=frozenset())
    for _ in range(1000):
        if not isinstance(session.next(), Turn):
            break
        source.after_shown()
    assert not isinstance(session.next(), Turn)  # the hand was played out by the runner's answers
    assert sum(runner.forced) >= 4  # the last trick at least: every seat had one card left
    assert not all(runner.forced)
    assert set(runner.delays) == {0.6}  # every answer, forced or chosen, waited the same
    source.close()
