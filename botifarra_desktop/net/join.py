"""``botifarra-join``: a computer player takes a seat at a table, without a window.

    botifarra-join ADDRESS[:PORT] --bot LEVEL [--name N] [--password-file FILE]
    botifarra-join CODE --bot LEVEL [--mailbox URL] [--relay tcp:HOST:PORT]

A CODE (a number and words, ``6-manilla-contro``, as the host's *Invite over the internet* or
``botifarra-host --internet-seats`` shows it) joins across the internet (net/internet.py) through
the mailbox server and the transit relay (``--mailbox``/``--relay``, else the environment's
``BOTIFARRA_MAILBOX``/``BOTIFARRA_RELAY``, else the public ones); the code's words are the password.
A dropped seat that came by a code goes back through the relay with its token, without a new code.

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
from typing import Optional, TextIO

from ..session.seats import BOT_LEVELS
from ..session.table import Bot
from .client import Dial, JoinError, TableClient
from .codes import looks_like_code, parse_code
from .headless import PASSWORD_ENV, password_from
from .internet import InternetSettings, code_route, rejoin_route
from .messages import Disconnected, Error, GameOver, HandOver, RequestMessage
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
                                description="Seat a computer player at a botifarra table: on the LAN by address, "
                                            "across the internet by code.")
    p.add_argument("address", metavar="ADDRESS[:PORT] | CODE",
                   help=f"the table's address (port {DEFAULT_PORT} unless given), or an internet code such as "
                        "6-manilla-contro")
    p.add_argument("--bot", choices=BOT_LEVELS, required=True, help="the computer player's level")
    p.add_argument("--name", default="", help="the name shown at the table (default: Computer)")
    p.add_argument("--password-file", metavar="FILE",
                   help=f"the table's password on the first line of FILE (or set {PASSWORD_ENV})")
    p.add_argument("--timeout", type=float, default=15.0, help="seconds to wait for the table (default 15)")
    p.add_argument("--seed", type=int, help="seed of the computer player's choices (reproducible runs)")
    p.add_argument("--mailbox", metavar="URL",
                   help="with a code: the mailbox server, e.g. ws://HOST:4000/v1 (default: $BOTIFARRA_MAILBOX, "
                        "else the public wss://relay.magic-wormhole.io/v1)")
    p.add_argument("--relay", metavar="tcp:HOST:PORT",
                   help="with a code: the transit relay (default: $BOTIFARRA_RELAY, else the public "
                        "tcp:transit.magic-wormhole.io:4001)")
    return p


class Target:
    """Where ``botifarra-join`` goes: an address on the LAN, or a code across the internet."""

    def __init__(self, text: str, settings: InternetSettings) -> None:
        self.settings = settings
        self.code = parse_code(text) if looks_like_code(text) else None
        if looks_like_code(text) and self.code is None:
            raise ValueError(f"{text!r} is not a Botifarra code: a number and two or more of its words, "
                             "e.g. 6-manilla-contro (check the spelling)")
        self.host, self.port = ("internet", 0) if self.code else parse_address(text)

    @property
    def label(self) -> str:
        return f"code {self.code[0]}-{self.code[1]}" if self.code else f"{self.host}:{self.port}"

    def first(self, password: Optional[str]) -> tuple[Optional[Dial], Optional[str]]:
        """The dial and password of the first join (a code's words are its password)."""
        if self.code is None:
            return None, password
        route = code_route(self.settings, "-".join(self.code))
        return route.dial, route.password

    def back(self, token: str) -> tuple[Optional[Dial], Optional[str]]:
        """The dial and password of a return with ``token``."""
        if self.code is None:
            return None, None
        route = rejoin_route(self.settings, token)
        return route.dial, route.password


class Player:
    """Plays one seat with a bot until the game is over."""

    def __init__(self, bot: Bot, out: TextIO) -> None:
        self.bot = bot
        self.out = out
        self.over: Optional[GameOver] = None

    def say(self, text: str) -> None:
        print(text, file=self.out, flush=True)

    async def play(self, client: TableClient) -> str:
        """Answer every request until the game is over ("over") or the connection ends ("gone").
        It reads the messages as the client's core read them (``messages``), never the wire."""
        assert client.messages is not None
        loop = asyncio.get_running_loop()
        while True:
            received = await client.messages.get()
            match received.message:
                case RequestMessage(action=action, options=options):
                    view = client.view
                    if view is None or not options:
                        continue
                    # Every decision takes the bot's path, a forced one too: timing tells nothing.
                    value = await loop.run_in_executor(None, self.bot.decide, view)
                    if value not in options and not (action == "play" and view.rules.table_rules):
                        value = options[0]
                    try:
                        await client.act(action, str(value))
                    except ConnectionError:
                        return "gone"
                case HandOver():
                    try:
                        await client.ready()
                    except ConnectionError:
                        return "gone"
                case GameOver() as over:
                    self.over = over
                    return "over"
                case Error(code="seat_freed" | "replaced", message=message):
                    self.say(f"botifarra-join: {message}")
                case Disconnected():
                    return "gone"


async def run(args: argparse.Namespace, out: Optional[TextIO] = None) -> int:
    out = out or sys.stdout
    from ..ai import make_bot

    target = Target(args.address, InternetSettings.choose(args.mailbox, args.relay))
    dial, password = target.first(password_from(args.password_file))
    seed = args.seed if args.seed is not None else secrets.randbelow(2**31)
    player = Player(make_bot(args.bot, seed), out)
    name = args.name or "Computer"
    client = TableClient()
    try:
        await client.connect(target.host, target.port, name, password=password, timeout=args.timeout, dial=dial)
    except JoinError as exc:
        print(f"botifarra-join: cannot join {target.label}: {exc.message}", file=sys.stderr)
        return 2
    welcome = client.welcome
    assert welcome is not None, "a client is welcomed when connect returns"
    player.say(f"Seated at seat {welcome.seat + 1} of '{welcome.table}' as {args.bot} player "
               f"(table code {client.table_code})")
    while True:
        outcome = await player.play(client)
        await client.close()
        if outcome == "over":
            hands, totals = (player.over.hands_played, list(player.over.totals)) if player.over else (None, None)
            player.say(f"Game over after {hands} hand(s): totals {totals}")
            return 0
        back = await _take_back(target, name, client.token, client.table_key, args.timeout, player)
        if back is None:
            print("botifarra-join: the table went away during the game", file=sys.stderr)
            return 3
        client = back


async def _take_back(target: Target, name: str, token: Optional[str], table_key: Optional[bytes],
                     timeout: float, player: Player) -> Optional[TableClient]:
    """The seat again with its token (a few tries, waiting longer each time), or None."""
    for attempt in range(1, RECONNECT_TRIES + 1):
        if token is None:
            return None
        await asyncio.sleep(min(8.0, 2.0 ** attempt))
        back = TableClient()
        dial, password = target.back(token)
        try:
            await back.connect(target.host, target.port, name, token=token, timeout=timeout, table_key=table_key,
                               dial=dial, password=password)
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
        Target(args.address, InternetSettings.choose(args.mailbox, args.relay))
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
