"""botifarra-host: starts when the players are in, fills the rest with bots, ends after --hands."""

import asyncio
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


def test_two_players_and_two_easy_bots_play_the_hands_then_the_host_exits(tmp_path):
    (tmp_path / "pw").write_text("secret\nignored\n", encoding="utf-8")
    args = headless.build_parser().parse_args(BASE + ["--humans", "2", "--bots", "easy", "--hands", "2",
                                                      "--password-file", str(tmp_path / "pw"), "--grace", "5"])

    async def main():
        ready = asyncio.Event()
        hosts = []
        out = io.StringIO()
        serving = asyncio.get_running_loop().create_task(
            headless.serve(args, on_ready=lambda h: (hosts.append(h), ready.set()), out=out))
        await asyncio.wait_for(ready.wait(), WAIT)
        host = hosts[0]
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
