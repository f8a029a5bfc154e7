"""botifarra-host: starts when the players are in, fills the rest with bots, ends after --hands."""

import asyncio
import contextlib
import io
import os
import random
import re
import subprocess
import sys

import pytest
from net_testkit import LOOPBACK, WAIT, answer_requests, wait_until

from botifarra_desktop.net import headless
from botifarra_desktop.net.client import TableClient

BASE = ["--port", "0", "--bind", LOOPBACK, "--pause", "0", "--seed", "3", "--bot-think", "0"]


async def open_table(args):
    """``serve(args)`` as a task, its host once it listens, and what it prints."""
    ready = asyncio.Event()
    hosts = []
    out = io.StringIO()
    serving = asyncio.get_running_loop().create_task(
        headless.serve(args, on_ready=lambda h: (hosts.append(h), ready.set()), out=out))
    await asyncio.wait_for(ready.wait(), WAIT)
    return serving, hosts[0], out


def test_two_players_and_two_easy_bots_play_the_hands_then_the_host_exits(tmp_path):
    (tmp_path / "pw").write_text("secret\nignored\n", encoding="utf-8")
    args = headless.build_parser().parse_args(BASE + ["--humans", "2", "--bots", "easy", "--hands", "2",
                                                      "--password-file", str(tmp_path / "pw"), "--grace", "5"])

    async def main():
        serving, host, out = await open_table(args)
        assert host.config.human_seats == (0, 2) and host.config.grace == 5
        a, b = TableClient(), TableClient()
        await a.connect(LOOPBACK, host.port, "Anna", password="secret")
        await b.connect(LOOPBACK, host.port, "Bernat", password="secret")
        ends = await asyncio.gather(answer_requests(a, random.Random(1)), answer_requests(b, random.Random(2)))
        assert [e[-1]["hands_played"] for e in ends] == [2, 2]
        assert await asyncio.wait_for(serving, WAIT) == 0
        assert (await answer_requests(a, random.Random(1), until="host_closing"))[-1]["reason"] == "the game is over"
        text = out.getvalue()
        assert "waiting for 2 player(s)" in text and "Game over after 2 hand(s)" in text
        # the table code is printed, and it is the one each player's program shows
        assert a.table_code is not None and f"Table code {a.table_code} " in text
        assert a.table_code == b.table_code == host.table_code

    asyncio.run(asyncio.wait_for(main(), 120))


def test_games_2_plays_a_rematch_when_the_player_asks_then_closes_after_the_second_game():
    args = headless.build_parser().parse_args(BASE + ["--humans", "1", "--bots", "easy", "--hands", "1",
                                                      "--games", "2"])
    assert headless.config_from_args(args).games == 2

    async def main():
        serving, host, out = await open_table(args)
        c = TableClient()
        await c.connect(LOOPBACK, host.port, "Solo")
        first = await answer_requests(c, random.Random(7))
        assert first[-1]["type"] == "game_over" and first[-1]["hands_played"] == 1
        assert not serving.done()  # the table waits for the rematch
        await c.rematch()
        new = await wait_until(c, lambda m: m["type"] in ("new_game", "host_closing", "disconnected"))
        assert new["type"] == "new_game" and new["game_no"] == 2
        second = await answer_requests(c, random.Random(8))
        assert second[-1]["type"] == "game_over" and second[-1]["hands_played"] == 1
        with contextlib.suppress(ConnectionError):
            await c.rematch()  # the second game was the last: this starts nothing
        rest = await answer_requests(c, random.Random(9), until="host_closing")
        assert rest[-1] == {"type": "host_closing", "reason": "the game is over"}
        assert not [m for m in rest if m["type"] == "new_game"]
        assert await asyncio.wait_for(serving, WAIT) == 0
        assert host.game_no == 2
        text = out.getvalue()
        assert text.count("Game over after 1 hand(s)") == 2
        assert "Waiting for every connected player to ask for a rematch (game 2 of 2 next)" in text
        assert re.search(r"^Game 2 starts: .+ \(seat \d\) deals first$", text, re.M)
        await c.close()

    asyncio.run(asyncio.wait_for(main(), 120))


def test_without_games_the_table_closes_after_the_first_game_even_if_the_player_asks_for_more():
    args = headless.build_parser().parse_args(BASE + ["--humans", "1", "--bots", "easy", "--hands", "1"])
    assert args.games == 1 and headless.config_from_args(args).games == 1

    async def main():
        serving, host, out = await open_table(args)
        c = TableClient()
        await c.connect(LOOPBACK, host.port, "Solo")
        assert (await answer_requests(c, random.Random(4)))[-1]["type"] == "game_over"
        with contextlib.suppress(ConnectionError):
            await c.rematch()  # whether it reaches the table before it closes or not, nothing starts
        rest = await answer_requests(c, random.Random(4), until="host_closing")
        assert rest[-1] == {"type": "host_closing", "reason": "the game is over"}
        assert not [m for m in rest if m["type"] == "new_game"]
        assert await asyncio.wait_for(serving, WAIT) == 0
        assert host.game_no == 1
        assert "Game 2" not in out.getvalue() and "rematch" not in out.getvalue()
        await c.close()

    asyncio.run(asyncio.wait_for(main(), 120))


def test_the_table_closes_when_no_player_is_left_after_a_game():
    args = headless.build_parser().parse_args(BASE + ["--humans", "1", "--bots", "easy", "--hands", "1",
                                                      "--games", "3"])

    async def main():
        serving, host, out = await open_table(args)
        c = TableClient()
        await c.connect(LOOPBACK, host.port, "Solo")
        assert (await answer_requests(c, random.Random(6)))[-1]["type"] == "game_over"
        await c.close()  # the only player leaves instead of asking for a rematch
        assert await asyncio.wait_for(serving, WAIT) == 0
        assert host.game_no == 1 and host.closing
        assert "No player is connected any more: closing the table" in out.getvalue()

    asyncio.run(asyncio.wait_for(main(), 120))


def test_the_host_frees_a_seat_from_a_command_on_its_standard_input():
    args = headless.build_parser().parse_args(BASE + ["--humans", "2", "--bots", "easy", "--hands", "1",
                                                      "--away-budget", "5", "--free-after", "3"])
    assert (args.away_budget, args.away_budget_game, args.free_after) == (5.0, 180.0, 3)
    assert headless.config_from_args(args).free_after == 3

    async def main():
        read_fd, write_fd = os.pipe()
        commands = os.fdopen(read_fd, "r", encoding="utf-8")
        typed = os.fdopen(write_fd, "w", encoding="utf-8", buffering=1)
        ready = asyncio.Event()
        hosts = []
        out = io.StringIO()
        serving = asyncio.get_running_loop().create_task(headless.serve(
            args, on_ready=lambda h: (hosts.append(h), ready.set()), out=out, commands=commands))
        await asyncio.wait_for(ready.wait(), WAIT)
        host = hosts[0]
        a, b = TableClient(), TableClient()
        await a.connect(LOOPBACK, host.port, "Anna")
        await b.connect(LOOPBACK, host.port, "Bernat")
        typed.write("seats\nfree 7\nnonsense\nfree 2\n")
        took = await wait_until(a, lambda m: m["type"] == "bot_took_seat")
        assert took["seat"] == 2 and took["until"] == "return"
        assert (await wait_until(b, lambda m: m["type"] == "error"))["code"] == "seat_freed"
        text = out.getvalue()
        assert "seat 2: Bernat (connected)" in text and "seat 7 is not a player's seat" in text
        assert "unknown command 'nonsense'" in text and "seat 2 freed" in text
        ends = await answer_requests(a, random.Random(3))
        assert ends[-1]["type"] == "game_over"
        assert await asyncio.wait_for(serving, WAIT) == 0
        typed.close()
        await a.close()
        await b.close()

    asyncio.run(asyncio.wait_for(main(), 120))


def test_the_console_script_runs_a_table_end_to_end():
    cmd = [sys.executable, "-m", "botifarra_desktop.net.headless", *BASE, "--humans", "1", "--bots", "easy",
           "--hands", "1"]
    env = dict(os.environ, PYTHONUNBUFFERED="1")
    proc = subprocess.Popen(cmd, stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True, env=env,
                            cwd=os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__)))))
    try:
        first = proc.stdout.readline()
        port = int(re.search(r":(\d+);", first).group(1))

        async def play():
            c = TableClient()
            await c.connect(LOOPBACK, port, "Solo")
            return await answer_requests(c, random.Random(5))

        seen = asyncio.run(asyncio.wait_for(play(), 60))
        assert seen[-1]["type"] == "game_over" and seen[-1]["hands_played"] == 1
        assert proc.wait(timeout=30) == 0
        assert "Game over after 1 hand(s)" in proc.stdout.read()
    finally:
        if proc.poll() is None:
            proc.kill()
            proc.wait(timeout=10)


def test_a_busy_port_and_bad_arguments_give_clear_errors(capsys):
    async def main():
        blocker = await asyncio.start_server(lambda r, w: None, LOOPBACK, 0)
        port = blocker.sockets[0].getsockname()[1]
        args = headless.build_parser().parse_args(["--port", str(port), "--bind", LOOPBACK, "--humans", "1"])
        code = await headless.serve(args, out=io.StringIO())
        blocker.close()
        await blocker.wait_closed()
        return code

    assert asyncio.run(main()) == 2
    assert "cannot listen" in capsys.readouterr().err
    for bad in (["--humans", "5"], ["--humans", "1", "--bots", "genius"], ["--humans", "1", "--hands", "0"],
                ["--humans", "1", "--grace", "-1"], ["--humans", "1", "--port", "70000"],
                ["--humans", "1", "--seed", "-3"], ["--humans", "1", "--grace", "soon"], []):
        with pytest.raises(SystemExit) as exc:
            headless.main(bad)
        assert exc.value.code == 2
    capsys.readouterr()
    for games in ("0", "-2", "two", "1001"):
        with pytest.raises(SystemExit) as exc:
            headless.main(["--humans", "1", "--games", games])
        assert exc.value.code == 2
        err = capsys.readouterr().err
        assert "--games" in err and "use a whole number from 1 to 1000" in err and repr(games) in err


def test_a_password_never_goes_on_the_command_line(tmp_path, capsys, monkeypatch):
    with pytest.raises(SystemExit) as exc:
        headless.main(BASE + ["--humans", "1", "--password", "secret"])
    assert exc.value.code == 2
    err = capsys.readouterr().err
    assert "--password is not accepted" in err and "--password-file" in err and "BOTIFARRA_PASSWORD" in err
    parser = headless.build_parser()
    help_text = parser.format_help()
    assert "--password-file" in help_text and "--ask-password" in help_text and "BOTIFARRA_PASSWORD" in help_text
    args = parser.parse_args(BASE + ["--humans", "1"])
    assert headless.table_password(args, {"BOTIFARRA_PASSWORD": "from env"}) == "from env"
    assert headless.table_password(args, {}) is None
    (tmp_path / "empty").write_text("", encoding="utf-8")
    with pytest.raises(SystemExit):
        headless.main(BASE + ["--humans", "1", "--password-file", str(tmp_path / "empty")])
    assert "is empty" in capsys.readouterr().err
    monkeypatch.setattr(headless.getpass, "getpass", lambda prompt: "typed")
    args = parser.parse_args(BASE + ["--humans", "1", "--ask-password"])
    args.asked_password = "typed"
    assert headless.config_from_args(args).password == "typed"


def test_without_seed_the_bots_are_seeded_from_the_secure_source():
    parser = headless.build_parser()
    args = parser.parse_args(["--humans", "1"])
    seeds = {headless.bot_seed(args) for _ in range(5)}
    assert len(seeds) > 1 and all(0 <= s < 2**31 for s in seeds)  # was always 0
    assert headless.bot_seed(parser.parse_args(["--humans", "1", "--seed", "7"])) == 7
