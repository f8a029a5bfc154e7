"""A slow choice cannot be told from a forced card by when the bot's answer goes out (a fake clock:
made-up thinking times, no waiting)."""

import random

from botifarra_desktop.net.bot_pace import BotPace


def _ks(a, b):
    """The two-sample Kolmogorov-Smirnov statistic."""
    a, b = sorted(a), sorted(b)
    i = j = 0
    d = 0.0
    while i < len(a) and j < len(b):
        x = min(a[i], b[j])
        while i < len(a) and a[i] <= x:
            i += 1
        while j < len(b) and b[j] <= x:
            j += 1
        d = max(d, abs(i / len(a) - j / len(b)))
    return d


def _critical(n, m, c=1.63):  # alpha 0.01
    return c * ((n + m) / (n * m)) ** 0.5


def _plays(answer_at, seed=7, n=600):
    """``n`` bot answers, about half forced (answered in a few ms) and half chosen (up to 0.95 s of
    thinking, one in six slower than the table's 0.8 s): when each went out, by kind."""
    rng = random.Random(seed)
    forced, chosen = [], []
    for _ in range(n):
        if rng.random() < 0.5:
            forced.append(answer_at(rng.uniform(0.001, 0.004)))
        else:
            chosen.append(answer_at(rng.uniform(0.05, 0.95)))
    return forced, chosen


def test_the_old_rule_gave_slow_choices_away():
    forced, chosen = _plays(lambda elapsed: max(0.8, elapsed))
    assert _ks(forced, chosen) > _critical(len(forced), len(chosen))  # the test does tell these apart


def test_forced_and_chosen_answers_go_out_at_times_of_one_distribution():
    pace = BotPace(0.8, rng=random.Random(3))
    forced, chosen = _plays(pace.answer_at)
    assert len(forced) >= 200 and len(chosen) >= 200
    assert _ks(forced, chosen) < _critical(len(forced), len(chosen)), _ks(forced, chosen)
    assert min(forced + chosen) >= 0.8  # never sooner than bot_think
    assert pace.cover <= pace.cap


def test_no_padding_when_the_table_asks_for_none():
    pace = BotPace(0.0)
    assert pace.answer_at(0.25) == 0.25 and pace.delay(0.25) == 0.0
