"""The arena plays a tiny duplicate match and ends with a parsable JSON line."""

import json
import subprocess
import sys

from botifarra_desktop.ai.arena import main, matches_won


def test_tiny_match_prints_json_last(capsys):
    assert main(["--a", "medium", "--b", "easy", "--deals", "4", "--seed", "3", "--json", "--jobs", "1",
                 "--quiet"]) == 0
    out = capsys.readouterr().out.strip().splitlines()
    res = json.loads(out[-1])
    assert set(res) >= {"mean_points_per_deal", "ci95", "match_win_rate", "think_ms"}
    lo, hi = res["ci95"]
    assert lo <= res["mean_points_per_deal"] <= hi
    assert set(res["think_ms"]) == {"medium", "easy"}
    assert set(res["think_ms"]["easy"]) == {"median", "p95", "max"}
    assert res["deal_pairs"] == 4


def test_oracle_and_hard_in_full_mode_with_two_workers():
    cmd = [sys.executable, "-m", "botifarra_desktop.ai.arena", "--a", "oracle", "--b", "hard", "--deals", "2",
           "--mode", "full", "--hard-rollouts", "40", "--json", "--jobs", "2"]
    proc = subprocess.run(cmd, capture_output=True, text=True, timeout=300)
    assert proc.returncode == 0, proc.stderr
    res = json.loads(proc.stdout.strip().splitlines()[-1])
    assert set(res["think_ms"]) == {"oracle", "hard"}
    assert "deal pairs" in proc.stderr  # the progress bar


def test_duplicate_is_zero_sum_for_equal_levels_with_the_same_seeds():
    # Medium is deterministic and depends only on its view: the same level on both sides, cards
    # swapped between the two plays, must give exactly opposite results.
    from botifarra_desktop.ai.arena import play_pair
    from botifarra_desktop.engine import Rules

    _, d1, d2, _, _ = play_pair(5, a="medium", b="medium", seed=2, mode="cardplay", rules_dict=Rules().to_dict(),
                             hard_rollouts=None)
    assert d1 == -d2


def test_at_stake_one_each_play_is_its_score_over_its_multiplier():
    """Full hands: each play's diff at stake one is its diff divided by a power of two (botifarra and the
    doublings), the same level on both sides (the same bots: ``match``) stays zero-sum, and the run reports
    the mean of both plays;
    card-play hands (a suit, nobody doubles) are at stake one already."""
    from botifarra_desktop.ai.arena import play_pair, run
    from botifarra_desktop.engine import Rules

    ratios = set()
    for index in range(6):
        _, d1, d2, _, (s1, s2) = play_pair(index, a="medium", b="medium", seed=7, mode="full",
                                            rules_dict=Rules().to_dict(), hard_rollouts=None, match=True)
        assert s1 == -s2 and d1 == -d2
        if d1:
            ratios.add(d1 / s1)
        else:
            assert s1 == 0
        _, c1, _, _, (t1, _) = play_pair(index, a="medium", b="easy", seed=7, mode="cardplay",
                                          rules_dict=Rules().to_dict(), hard_rollouts=None)
        assert t1 == c1
    assert ratios <= {1.0, 2.0, 4.0, 8.0, 16.0} and len(ratios) > 1  # these deals have doubled hands too
    per_deal: list = []
    res = run("medium", "easy", 3, 7, "full", Rules(), 1, progress=False, per_deal=per_deal)
    rows = [play_pair(i, a="medium", b="easy", seed=7, mode="full", rules_dict=Rules().to_dict(),
                      hard_rollouts=None)[4] for i in range(3)]
    want = sum((x + y) / 2 for x, y in rows) / 3
    assert res["stake_one"]["mean_points_per_deal"] == round(want, 3)
    lo, hi = res["stake_one"]["ci95"]
    assert lo <= want <= hi


def test_games_to_101_are_counted_from_hand_scores():
    assert matches_won([[60, 50, -30], [-101]]) == (1, 2)
    assert matches_won([[10, -20]]) == (0, 0)


import pytest  # noqa: E402


@pytest.mark.parametrize("game", ["individual", "three", "rector", "two_hand"])
def test_tiny_match_in_every_other_way_to_play(game, capsys):
    assert main(["--game", game, "--a", "medium", "--b", "easy", "--deals", "2", "--seed", "4", "--json", "--jobs",
                 "1", "--quiet"]) == 0
    out = capsys.readouterr().out.strip().splitlines()
    res = json.loads(out[-1])
    assert res["game"] == game and res["deal_pairs"] == 2 and res["match_win_rate"] is None
    lo, hi = res["ci95"]
    assert lo <= res["mean_points_per_deal"] <= hi
    assert set(res["think_ms"]) <= {"medium", "easy"} and "medium" in res["think_ms"]


def test_rotation_of_equal_levels_sums_to_zero():
    # Each player alone: A's score minus the others' mean, over every seat of one deal, sums to zero
    # when every rotation plays the same (card play: forced declaration, Medium's card play depends on
    # its view only).
    from botifarra_desktop.ai.arena import play_rotation
    from botifarra_desktop.engine import Rules

    _, mean, _, _, _ = play_rotation(3, a="medium", b="medium", seed=2, mode="cardplay",
                                  rules_dict=Rules(way_name="individual").to_dict(), hard_rollouts=None)
    assert abs(mean) < 1e-9


def test_the_oracle_is_refused_outside_the_pairs_game():
    with pytest.raises(SystemExit):
        main(["--game", "three", "--a", "oracle", "--deals", "1", "--quiet"])


def test_gap_plays_the_oracle_on_the_same_deals(capsys):
    assert main(["--a", "medium", "--b", "easy", "--deals", "3", "--seed", "5", "--mode", "cardplay", "--gap",
                 "--hard-rollouts", "40", "--json", "--jobs", "1", "--quiet"]) == 0
    out = capsys.readouterr().out.strip().splitlines()
    res = json.loads(out[-1])
    assert set(res) >= {"mean_points_per_deal", "ci95", "match_win_rate", "think_ms", "deal_pairs"}
    assert set(res["think_ms"]) == {"medium", "easy"}  # the existing fields are unchanged
    g = res["gap"]
    assert set(g) >= {"oracle_mean_points_per_deal", "oracle_ci95", "share", "share_ci95"}
    if g["share"] is not None:
        assert g["share"] == pytest.approx(res["mean_points_per_deal"] / g["oracle_mean_points_per_deal"], abs=1e-3)
    assert any("all-seeing gap" in line for line in out)


def test_gap_share_and_its_interval():
    from botifarra_desktop.ai.gap import gap_share

    g = gap_share([1.0, 3.0, 2.0, 2.0], [4.0, 4.0, 4.0, 4.0])
    assert g["share"] == 0.5 and g["oracle_mean_points_per_deal"] == 4.0
    lo, hi = g["share_ci95"]
    assert lo < 0.5 < hi
    assert gap_share([1.0, 2.0], [-1.0, -2.0])["share"] is None  # no gap to close
    with pytest.raises(ValueError):
        gap_share([1.0], [1.0, 2.0])


def test_gap_is_refused_where_there_is_no_oracle(capsys):
    with pytest.raises(SystemExit):
        main(["--game", "three", "--gap", "--deals", "1"])
    assert "--gap" in capsys.readouterr().err


def test_play_hand_result_is_the_engines_whole_hand_result():
    from botifarra_desktop.ai import make_bot
    from botifarra_desktop.ai.arena import play_hand, play_hand_result
    from botifarra_desktop.engine import Rules
    from botifarra_desktop.engine.scoring import score_hand
    from botifarra_desktop.session import deal_number_for

    rules = Rules()
    number = deal_number_for(5, 1)

    def seats():
        return {s: make_bot("medium", 40 + s) for s in range(4)}

    think: dict[str, list[float]] = {}
    r = play_hand_result(rules, number, 1, seats(), "full", think)
    assert r.dealer == 1 and r.declarer in (1, 3)  # the dealer declares, or its partner after a delegation
    assert sum(r.points) == 72 and sum(r.tricks) == 12
    assert tuple(r.score) == score_hand(r.points[0], r.multiplier)
    assert 12 <= len(think["medium"]) < 48 + 6  # the bots' decisions are timed (forced cards are not)
    assert play_hand(rules, number, 1, seats(), "full", {}) == tuple(r.score)  # the same bots, the same hand


def test_a_direct_match_of_equal_levels_ties_on_every_deal():
    # --match: a seat's bot has the same seed in both plays, so Hard against Hard plays the same cards
    # from the same seats and every deal pair is exactly even.
    from botifarra_desktop.ai.arena import play_pair
    from botifarra_desktop.engine import Rules

    for index in (0, 1):
        _, d1, d2, _, _ = play_pair(index, a="hard", b="hard", seed=9, mode="cardplay", rules_dict=Rules().to_dict(),
                                 hard_rollouts=24, match=True)
        assert d1 == -d2


def test_the_previous_hard_is_a_level_of_the_arena(capsys):
    assert main(["--a", "hard", "--b", "hard-prev", "--deals", "1", "--seed", "2", "--mode", "cardplay",
                 "--hard-rollouts", "24", "--match", "--json", "--jobs", "1", "--quiet"]) == 0
    res = json.loads(capsys.readouterr().out.strip().splitlines()[-1])
    assert set(res["think_ms"]) == {"hard", "hard-prev"}
    assert res["match"] is True and res["cv"] is None  # one deal pair: too few to fit the controls


def test_hard_without_the_models_is_a_level_of_the_arena_and_no_time_limit_lifts_the_safety_stop(capsys):
    from botifarra_desktop.ai.arena import pair_seats

    assert main(["--a", "hard", "--b", "hard-noread", "--deals", "1", "--seed", "2", "--mode", "cardplay",
                 "--hard-rollouts", "24", "--match", "--no-time-limit", "--json", "--jobs", "1", "--quiet"]) == 0
    res = json.loads(capsys.readouterr().out.strip().splitlines()[-1])
    assert set(res["think_ms"]) == {"hard", "hard-noread"}
    timed = pair_seats("hard", "hard-noread", 2, 0, 0, 24, match=True)
    timeless = pair_seats("hard", "hard-noread", 2, 0, 0, 24, match=True, timeless=True)
    assert all(bot.max_seconds is not None for bot in timed.values())
    assert all(bot.max_seconds is None for bot in timeless.values())
    assert timeless[0].read_model is not None and timeless[0].read_bids is not None
    assert timeless[1].read_model is None and timeless[1].read_bids is None
    # the match's name for today's Hard, and the previous release's Hard, which never read with the models
    seats = pair_seats("hard-read", "hard-prev", 2, 0, 0, 24, match=True)
    assert seats[0].level == "hard-read" and seats[0].read_model is not None
    assert seats[1].level == "hard-prev" and seats[1].read_model is None


def test_the_variance_reduced_comparison_is_reported_beside_the_raw_one(capsys):
    assert main(["--a", "medium", "--b", "easy", "--deals", "12", "--seed", "6", "--mode", "cardplay",
                 "--cv-deals", "30", "--json", "--jobs", "1", "--quiet"]) == 0
    out = capsys.readouterr().out.strip().splitlines()
    res = json.loads(out[-1])
    assert set(res) >= {"mean_points_per_deal", "ci95", "match_win_rate", "think_ms", "deal_pairs"}
    cv = res["cv"]
    assert set(cv) >= {"cv_mean_points_per_deal", "cv_ci95", "cv_variance_reduction", "cv_extra_deals"}
    lo, hi = cv["cv_ci95"]
    assert lo <= cv["cv_mean_points_per_deal"] <= hi and cv["cv_extra_deals"] == 30
    assert cv["cv_variance_reduction"] <= 1
    assert any(line.startswith("variance-reduced") for line in out)


def test_control_variates_remove_the_explained_spread_without_moving_the_mean():
    import random

    from botifarra_desktop.ai.yardstick import cv_estimate

    rng = random.Random(4)
    g = [[rng.gauss(0, 3)] for _ in range(200)]
    more = [[rng.gauss(0, 3)] for _ in range(2000)]
    r = [1.0 + 2.0 * x[0] + rng.gauss(0, 1) for x in g]
    cv = cv_estimate(r, g, more)
    # r's spread is mostly the control's; what is left is the noise and the error of the controls' mean
    assert cv["cv_variance_reduction"] > 0.8
    lo, hi = cv["cv_ci95"]
    assert lo < 1.0 < hi and hi - lo < 0.6
    assert cv["cv_beta"][0] == pytest.approx(2.0, abs=0.2)
    assert cv_estimate(r[:5], g[:5], more) is None


def test_deal_controls_are_a_function_of_the_deal():
    from botifarra_desktop.ai.yardstick import deal_controls
    from botifarra_desktop.engine import Rules

    a = deal_controls(Rules(), 12345, 1)
    assert a == deal_controls(Rules(), 12345, 1) and len(a) == 3
    assert a != deal_controls(Rules(), 54321, 1)
