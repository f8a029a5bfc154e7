"""The table flow alone: fake connections, a clock moved by hand, no sockets and no sleeping.

Covers the stall rules (the turn clock, away budgets, returns that resume the
turn), drops that pause nothing, limits per seat across reconnects, and that a
bot's forced card takes exactly as long as a choice.
"""

from __future__ import annotations

import asyncio
from typing import Any, Callable, Optional

import pytest
from flow_kit import FakeClock, FakeConn, answer, come_back, make_flow, settle, sit
from net_testkit import random_bots

from botifarra_desktop.engine import Rules
from botifarra_desktop.net.connection import LocalConnection
from botifarra_desktop.net.flow import HostConfig, TableFlow
from botifarra_desktop.net.player_messages import PlayerChat


def run(coro):
    return asyncio.run(asyncio.wait_for(coro, 60))


def config(**changes: Any) -> HostConfig:
    base: dict[str, Any] = dict(rules=Rules(target=10000), human_seats=(0, 1), hand_pause=0, max_hands=1, seed=3,
                                turn_time=10.0, clock_warning=5.0, away_budget=30.0, away_budget_game=None,
                                grace=1000.0, bot_think=0.5)
    base.update(changes)
    return HostConfig(**base)


async def play(flow: TableFlow, clock: FakeClock, players: list[FakeConn],
               policy: Optional[Callable[[], None]] = None, max_steps: int = 20_000) -> dict[int, float]:
    """Until the game is over: ``players`` answer every request at once, ``policy`` runs before the
    clock moves to the next timer.  Returns the seconds the table waited on each seat's player (not
    counting a bot's think time in that seat)."""
    held: dict[int, float] = {}
    for _ in range(max_steps):
        await settle()
        if flow.over:
            return held
        if any(answer(flow, c) for c in players if not c.closed and c.seat is not None):
            continue
        if policy is not None:
            policy()
            await settle()
        due = clock.next_due()
        assert due is not None, "the table waits for nothing and nobody"
        pending = flow.session.pending() if flow.session is not None else None
        if pending is not None and flow.slots[pending.seat].bot is None:
            held[pending.seat] = held.get(pending.seat, 0.0) + (due - clock.t)
        clock.advance(due - clock.t)
    raise AssertionError("the game did not end")


def test_the_flow_is_built_and_plays_a_game_with_fake_connections_only():
    async def main():
        flow, clock = make_flow(config(), random_bots(1))
        a, b = FakeConn(clock), FakeConn(clock)
        sit(flow, a, 0, "Anna")
        sit(flow, b, 1, "Bernat")
        flow.start_game()
        await play(flow, clock, [a, b])
        over = a.of_type("game_over")
        assert len(over) == 1 and over[0]["hands_played"] == 1 and b.of_type("game_over") == over
        # each seat saw only its own hand: every state's view is its own seat
        assert {m["view"]["seat"] for m in a.of_type("state")} == {0}
        flow.close()

    run(main())


def test_forced_and_chosen_bot_cards_take_the_same_time():
    async def main():
        flow, clock = make_flow(config(human_seats=(0,), bot_think=0.7, turn_time=None), random_bots(2))
        a = FakeConn(clock)
        sit(flow, a, 0, "Anna")
        flow.start_game()
        await play(flow, clock, [a])
        # a bot card comes at a drawn time after the action before it (from bot_think to 1.5 bot_think while
        # every bot answers at once), whether the bot had a choice or not (the distributions: test_net_bot_pace)
        events = [(t, m["event"]) for t, m in a.got if m["type"] == "event"]
        gaps = {"forced": [], "chosen": []}
        for (t0, _), (t1, e) in zip(events, events[1:]):
            if e["type"] == "card_played" and e["seat"] != 0:
                gaps["forced" if e["trick_no"] == 12 else "chosen"].append(round(t1 - t0, 6))
        assert gaps["forced"] and gaps["chosen"]
        assert all(0.7 <= g <= 1.05 + 1e-6 for g in gaps["forced"] + gaps["chosen"]), gaps
        assert len(set(gaps["chosen"])) > 1  # drawn, not one fixed delay
        flow.close()

    run(main())


@pytest.mark.parametrize("how", ["overtime", "disconnected"])
def test_the_clock_and_return_cycle_costs_one_turn_and_the_budget_and_the_hand_ends(how):
    """A staller lets its time run out and comes back just before the bot would take over, again and
    again (dropping in overtime, or dropping at once and coming back just before the budget is spent).
    The table waits on it for at most one turn plus its away budget; then a bot plays out the hand."""
    async def main():
        cfg = config(returns_burst=100.0)  # the return limit would end the cycle sooner: let it run
        flow, clock = make_flow(cfg, random_bots(3))
        staller, other = FakeConn(clock), FakeConn(clock)
        sit(flow, staller, 0, "Stall")
        sit(flow, other, 1, "Other")
        conns = {"staller": staller}
        returns = [0]

        def policy() -> None:
            conn = conns["staller"]
            if conn.closed:  # away: back just before the bot would take over (the ticks are a second apart)
                paused = [m for _, m in other.got if m["type"] == "paused" and m["seat"] == 0]
                if paused and paused[-1]["seconds_left"] <= 5.5:
                    conns["staller"] = FakeConn(clock)
                    returns[0] += come_back(flow, conns["staller"], 0)
                return
            if conn.last_request() is None or flow.slots[0].bot is not None:
                return
            ticks = [m for _, m in other.got if m["type"] == "clock" and m["seat"] == 0]
            if how == "disconnected" or (ticks and ticks[-1]["overtime"] and ticks[-1]["seconds_left"] <= 6.5):
                conn.close()
                flow.dropped(conn)

        flow.start_game()
        held = await play(flow, clock, [other], policy)
        assert other.of_type("game_over")[0]["hands_played"] == 1
        assert held[0] <= cfg.turn_time + cfg.away_budget + 1e-6
        took = [m for m in other.of_type("bot_took_seat") if m["seat"] == 0]
        assert took and took[0]["until"] == "hand_end"
        assert returns[0] >= 2  # it really came back, more than once
        flow.close()

    run(main())


def test_the_game_budget_caps_the_second_hand():
    async def main():
        cfg = config(max_hands=2, away_budget=30.0, away_budget_game=40.0)
        flow, clock = make_flow(cfg, random_bots(4))
        staller, other = FakeConn(clock), FakeConn(clock)
        sit(flow, staller, 0, "Stall")
        sit(flow, other, 1, "Other")
        flow.start_game()
        held = await play(flow, clock, [other])  # the staller never answers
        assert other.of_type("game_over")[0]["hands_played"] == 2
        # two turns out of time, then 30 s of the first hand's budget and the 10 s the game had left
        assert held[0] == pytest.approx(2 * cfg.turn_time + 40.0)
        took = [m["until"] for m in other.of_type("bot_took_seat") if m["seat"] == 0]
        assert took == ["hand_end", "hand_end"]
        assert flow.slots[0].conn is staller and not staller.closed  # it watched; never cut off
        flow.close()

    run(main())


def test_a_drop_when_it_is_not_your_turn_pauses_nothing_and_returns_are_coalesced():
    async def main():
        flow, clock = make_flow(config(seats_interval=0.25), random_bots(5))
        a, b = FakeConn(clock), FakeConn(clock)
        sit(flow, a, 0, "Anna")
        sit(flow, b, 1, "Bernat")
        flow.start_game()
        for _ in range(200):  # to Anna's first request
            await settle()
            if a.last_request() is not None:
                break
            if not answer(flow, b):
                clock.advance(clock.next_due() - clock.t)
        assert a.last_request() is not None
        before = len(a.got)
        conns = [b]
        for _ in range(3):  # Bernat drops and comes back three times while Anna thinks
            conns[-1].close()
            flow.dropped(conns[-1])
            assert not flow.paused and flow.slots[1].status == "away"
            conns.append(FakeConn(clock))
            assert come_back(flow, conns[-1], 1)
        assert answer(flow, a)  # Anna's answer is taken while Bernat comes and goes
        clock.advance(0.3)
        later = [m["type"] for _, m in a.got[before:]]
        assert "paused" not in later and "resumed" not in later
        assert later.count("player_back") == 1
        flow.close()

    run(main())


def test_chat_and_returns_are_limited_per_seat_across_reconnects():
    async def main():
        cfg = config(chat_burst=8.0, chat_per_second=1.0, returns_burst=3.0, returns_per_second=0.1)
        flow, clock = make_flow(cfg, random_bots(6))
        victim, flooder = FakeConn(clock), FakeConn(clock)
        sit(flow, victim, 0, "Anna")
        sit(flow, flooder, 1, "Flood")
        start = clock.t
        refused_returns = 0
        for _ in range(10):
            for _ in range(100):
                flow.handle(flooder, PlayerChat("spam"))
            notices = [m for m in flooder.of_type("error") if m["code"] == "chat_limited"]
            assert len(notices) <= 1  # one notice per burst, not one per dropped line
            flooder.close()
            flow.dropped(flooder)
            while True:
                flooder = FakeConn(clock)
                if come_back(flow, flooder, 1):
                    break
                refused_returns += 1
                clock.advance(1.0)
        elapsed = clock.t - start
        chats = victim.of_type("chat")
        assert 8 <= len(chats) <= cfg.chat_burst + cfg.chat_per_second * elapsed
        assert refused_returns > 0  # ten returns in a row: the limit kicked in after three
        assert elapsed <= 10 * 10 + 1
        flow.close()

    run(main())


def test_after_n_timeouts_the_seat_is_freed():
    async def main():
        flow, clock = make_flow(config(max_hands=3, away_budget=0.0, free_after=2), random_bots(7))
        staller, other = FakeConn(clock), FakeConn(clock)
        sit(flow, staller, 0, "Stall")
        sit(flow, other, 1, "Other")
        flow.start_game()
        await play(flow, clock, [other])
        assert [m["code"] for m in staller.of_type("error")] == ["seat_freed"] and staller.closed
        assert flow.slots[0].status == "bot" and not flow.slots[0].human and flow.slots[0].token is None
        assert flow.slots[0].timeouts == 2
        flow.close()

    run(main())


def test_the_hosts_own_player_has_the_same_clock():
    async def main():
        flow, clock = make_flow(config(human_seats=(0,), away_budget=5.0), random_bots(8))
        got: list[dict] = []
        local = LocalConnection(got.append)
        slot = flow.slots[0]
        slot.name, slot.token = "Host", "t"
        flow.seated(local, slot)
        flow.start_game()
        held = await play(flow, clock, [])
        ticks = [m for m in got if m["type"] == "clock" and m["seat"] == 0]
        assert ticks and any(m["overtime"] for m in ticks)
        assert held[0] == pytest.approx(10.0 + 5.0)
        assert [m["until"] for m in got if m["type"] == "bot_took_seat"] == ["hand_end"]
        flow.close()

    run(main())


def test_an_away_seat_is_waited_for_until_its_grace_period_ends_if_that_comes_first():
    async def main():
        flow, clock = make_flow(config(grace=5.0, away_budget=30.0), random_bots(9))
        leaver, other = FakeConn(clock), FakeConn(clock)
        sit(flow, leaver, 0, "Leaves")
        sit(flow, other, 1, "Other")
        flow.start_game()
        for _ in range(200):  # to the leaver's first request
            await settle()
            if leaver.last_request() is not None:
                break
            if not answer(flow, other):
                clock.advance(clock.next_due() - clock.t)
        leaver.close()
        flow.dropped(leaver)
        assert flow.paused
        held = await play(flow, clock, [other])
        assert held[0] == pytest.approx(5.0)  # the grace period, not the 30 s budget
        paused = [m for m in other.of_type("paused") if m["seat"] == 0]
        assert paused[0]["seconds_left"] == 5.0 and all(m["seconds_left"] <= 5.0 for m in paused)
        assert [m["until"] for m in other.of_type("bot_took_seat")] == ["return"]
        flow.close()

    run(main())
