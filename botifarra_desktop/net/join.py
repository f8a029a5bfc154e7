"""``botifarra-join``: a computer player takes a seat at a LAN table, without a window.

    botifarra-join ADDRESS[:PORT] --bot LEVEL [--name N] [--password-file FILE]

It joins through the same client as the app (``TableClient`` and its ``ClientCore``),
so a player can add a computer from another machine, and tests and outside checks
have a real client to run against a host.  LEVEL is easy, medium or hard.  The
password is read from the first line of FILE (or the environment variable
``BOTIFARRA_PASSWORD``), never from the command line.

A busy table (``server_busy``, ``try_later``) or a connection cut before the welcome is tried
again within ``--timeout``, never sooner than the ``retry_after`` the table asks for
(``TableClient.connect``); taking the seat back after a drop does the same.

Exit status: 0 when the game (or the host's hand count) is over; 2 when it cannot
join (the message says why: unreachable, wrong password, table full …); 3 when the
table went away during the game and the seat could not be taken back.
"""

from __future__ import annotations

import argparse
import asyncio
import logging
import secrets
import sys
from typing import Any, Optional

from .client import JoinError, TableClient
from .headless import LEVELS, PASSWORD_ENV, password_from
from .protocol import DEFAULT_PORT

#: How often a dropped connection is tried again with the seat's token before giving up.
RECONNECT_TRIES = 3


def parse_address(text: str) -> tuple[str, int]:
    """"host", "host:port", "[v6]" or "[v6]:port"; ValueError with a clear message."""
    text = text.strip()
    host, port = text, DEFAULT_PORT
    if text.startswith("["):
        end = text.find("]")
        if end < 0:
            raise ValueError(f"{text!r}: an IPv6 address is written [address] or [address]:port")
        host, rest = text[1:end], text[end + 1:]
        if rest:
            if not rest.startswith(":"):
                raise ValueError(f"{text!r}: after [address] only :port may follow")
            port = _port(rest[1:])
    elif text.count(":") == 1:
        host, port_text = text.split(":")
        port = _port(port_text)
    if not host:
        raise ValueError("give the table's address, e.g. 192.168.1.20 or 192.168.1.20:47047")
    return host, port


def _port(text: str) -> int:
    if not text.isdigit() or not 1 <= int(text) <= 65535:
        raise ValueError(f"{text!r} is not a port (a number from 1 to 65535)")
    return int(text)


def build_parser() -> argparse.ArgumentParser:
    p = argparse.ArgumentParser(prog="botifarra-join",
                                description="Seat a computer player at a botifarra table on the LAN.")
    p.add_argument("address", metavar="ADDRESS[:PORT]", help=f"the table's address (port {DEFAULT_PORT} unless given)")
    p.add_argument("--bot", choices=LEVELS, required=True, help="the computer player's level")
    p.add_argument("--name", default="", help="the name shown at the table (default: Computer)")
    p.add_argument("--password-file", metavar="FILE",
                   help=f"the table's password on the first line of FILE (or set {PASSWORD_ENV})")
    p.add_argument("--timeout", type=float, default=15.0, help="seconds to wait for the table (default 15)")
    p.add_argument("--seed", type=int, help="seed of the computer player's choices (reproducible runs)")
    return p


class Player:
    """Plays one seat with a bot until the game is over."""

    def __init__(self, bot: Any, out: Any) -> None:
        self.bot = bot
        self.out = out
        self.over: Optional[dict[str, Any]] = None

    def say(self, text: str) -> None:
        print(text, file=self.out, flush=True)

    async def play(self, client: TableClient) -> str:
        """Answer every request until the game is over ("over") or the connection ends ("gone")."""
        assert client.messages is not None
        loop = asyncio.get_running_loop()
        while True:
            msg = await client.messages.get()
            kind = msg.get("type")
            if kind == "request":
                view = client.view
                options = [str(o) for o in msg.get("options", [])]
                if view is None or not options:
                    continue
                # Every decision takes the bot's path, a forced one too: timing tells nothing.
                value = await loop.run_in_executor(None, self.bot.decide, view)
                if value not in options and not (msg.get("action") == "play" and view.rules.table_rules):
                    value = options[0]
                try:
                    await client.act(str(msg["action"]), str(value))
                except ConnectionError:
                    return "gone"
            elif kind == "hand_over":
                try:
                    await client.ready()
                except ConnectionError:
                    return "gone"
            elif kind == "game_over":
                self.over = msg
                return "over"
            elif kind == "error" and msg.get("code") in ("seat_freed", "replaced"):
                self.say(f"botifarra-join: {msg.get('message')}")
            elif kind == "disconnected":
                return "gone"


async def run(args: argparse.Namespace, out: Any = None) -> int:
    out = out or sys.stdout
    from ..ai import make_bot

    host, port = parse_address(args.address)
    password = password_from(args.password_file)
    seed = args.seed if args.seed is not None else secrets.randbelow(2**31)
    player = Player(make_bot(args.bot, seed), out)
    name = args.name or "Computer"
    client = TableClient()
    try:
        welcome = await client.connect(host, port, name, password=password, timeout=args.timeout)
    except JoinError as exc:
        print(f"botifarra-join: cannot join {host}:{port}: {exc.message}", file=sys.stderr)
        return 2
    player.say(f"Seated at seat {welcome['seat'] + 1} of '{welcome.get('table')}' as {args.bot} player "
               f"(table code {client.table_code})")
    while True:
        outcome = await player.play(client)
        await client.close()
        if outcome == "over":
            over = player.over or {}
            player.say(f"Game over after {over.get('hands_played')} hand(s): totals {over.get('totals')}")
            return 0
        back = await _take_back(host, port, name, client.token, client.table_key, args.timeout, player)
        if back is None:
            print("botifarra-join: the table went away during the game", file=sys.stderr)
            return 3
        client = back


async def _take_back(host: str, port: int, name: str, token: Optional[str], table_key: Optional[bytes],
                     timeout: float, player: Player) -> Optional[TableClient]:
    """The seat again with its token (a few tries, waiting longer each time), or None."""
    for attempt in range(1, RECONNECT_TRIES + 1):
        if token is None:
            return None
        await asyncio.sleep(min(8.0, 2.0 ** attempt))
        back = TableClient()
        try:
            await back.connect(host, port, name, token=token, timeout=timeout, table_key=table_key)
        except JoinError as exc:
            player.say(f"botifarra-join: could not take the seat back ({exc.message})")
            if exc.code in ("bad_token", "seat_freed", "table_full", "wrong_table"):
                return None
            continue
        player.say("Back at the table")
        return back
    return None


def main(argv: Optional[list[str]] = None) -> int:
    parser = build_parser()
    args = parser.parse_args(argv)
    try:
        parse_address(args.address)
        password_from(args.password_file)
    except ValueError as exc:
        parser.error(str(exc))
    logging.basicConfig(level=logging.WARNING, format="%(levelname)s %(name)s: %(message)s")
    try:
        return asyncio.run(run(args))
    except KeyboardInterrupt:
        return 130


if __name__ == "__main__":
    sys.exit(main())
