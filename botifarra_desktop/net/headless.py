"""``botifarra-host``: a table on a spare machine, without a window.

    botifarra-host --port P --humans N --bots LEVEL [--game WAY] [--hands H] [--games N] [--grace S]
                   [--bind ADDR] [--turn-time S] [--away-budget S] [--away-budget-game S] [--free-after N]
                   [--bot-think S] [--password-file FILE | --ask-password]

A table password never goes on the command line (other users of the machine
could read it in the process list): it is read from ``--password-file``, asked
for at the terminal with ``--ask-password``, or taken from the environment
variable ``BOTIFARRA_PASSWORD``.

The game starts when N players have joined; bots of LEVEL fill the other
seats.  ``--game`` is the way to play (pairs, individual, three, rector,
two_hand): 4, 4, 3, 2 and 2 seats.  With ``--hands H`` a game is H hands;
otherwise it is played to the rules' target.  After the game (``game_over``)
the table closes and the command exits; with ``--games N`` it plays up to N
games: after each but the last, the next one starts (same seats, names, bots
and rules, the dealing rotation going on) as soon as every connected player
has asked for a rematch, and the table closes after the N-th, or at a game's
end when no player is connected any more.  A table bound to a
loopback address is not announced on the LAN (no one else could reach it).

Time: each decision has ``--turn-time`` seconds; beyond that the table waits
on a seat only out of its away budget (``--away-budget`` a hand,
``--away-budget-game`` a game), then a bot plays the seat for the rest of the
hand.  ``--free-after N`` frees a seat for good once its turn clock has run out
N times.  While the table runs, the standard input takes commands, one a line:
``seats`` (who sits where, and each invited seat's code), ``free SEAT`` (free a player's
seat: a bot plays it to the end, its token is void), ``renew SEAT`` (with internet seats: withdraw the seat's
code and make a new one, e.g. when its player hears that someone else is using it) and ``help``.

Across the internet: ``--internet-seats N`` keeps an invitation code (``6-manilla-contro``,
net/internet.py) for each of the last N player seats while it is open, printed as
``Seat S: code CODE`` (a new line whenever a code is used or burnt and replaced), with the table
code; a guest types it into ``botifarra-join`` or the app.  ``--mailbox URL`` and
``--relay tcp:HOST:PORT`` (or ``BOTIFARRA_MAILBOX``/``BOTIFARRA_RELAY``) choose the servers;
the public ones otherwise.  ``--humans`` defaults to N then.
"""

from __future__ import annotations

import argparse
import asyncio
import getpass
import ipaddress
import logging
import os
import secrets
import signal
import sys
import threading
from typing import Callable, Mapping, Optional, TextIO

from ..engine import PRESETS
from ..engine.rules import for_way
from ..engine.ways import PAIRS, WAYS
from ..session.seats import BOT_LEVELS
from ..session.table import Bot
from .codes import DEFAULT_WORDS, MAX_WORDS
from .discovery import Announcement, announce_host
from .flow import BotFactory
from .host import HostConfig, TableHost
from .internet import InternetInviter, InternetSettings, Invitation
from .protocol import DEFAULT_PORT
from .turn_clock import QUICK_TURN

#: Player seats for N humans in the pairs game: two players sit as partners against the bots.
HUMAN_SEATS = {1: (0,), 2: (0, 2), 3: (0, 1, 2), 4: (0, 1, 2, 3)}


def human_seats(way_name: str, humans: int) -> tuple[int, ...]:
    """The seats of ``humans`` players: partners in the pairs game, else the first seats."""
    return HUMAN_SEATS[humans] if way_name == PAIRS else tuple(range(humans))


def _seconds(text: str) -> float:
    value = float(text)
    if not 0 <= value <= 3600:
        raise argparse.ArgumentTypeError("use a number of seconds from 0 to 3600")
    return value


def _turn_time(text: str) -> float:
    value = _seconds(text)
    if 0 < value < 5:
        raise argparse.ArgumentTypeError("give a player at least 5 seconds a turn (0: no turn clock)")
    return value


def _count(text: str) -> int:
    try:
        value = int(text)
    except ValueError:
        value = 0
    if not 1 <= value <= 1000:
        raise argparse.ArgumentTypeError(f"use a whole number from 1 to 1000, not {text!r}")
    return value


def _port(text: str) -> int:
    value = int(text)
    if not 0 <= value <= 65535:
        raise argparse.ArgumentTypeError("a port is a number from 0 to 65535 (0: any free port)")
    return value


def _seed(text: str) -> int:
    value = int(text)
    if value < 0:
        raise argparse.ArgumentTypeError("a seed is a whole number from 0 up")
    return value


def build_parser() -> argparse.ArgumentParser:
    p = argparse.ArgumentParser(prog="botifarra-host", description="Host a botifarra table on the LAN (and, with "
                                "--internet-seats, across the internet).")
    p.add_argument("--port", type=_port, default=DEFAULT_PORT, help=f"TCP port (default {DEFAULT_PORT}; 0: any)")
    p.add_argument("--humans", type=int, choices=(1, 2, 3, 4),
                   help="players who join (at most the seats of the way to play; default: --internet-seats)")
    p.add_argument("--game", dest="way", choices=WAYS, default=PAIRS,
                   help="the way to play: pairs (default), individual, three, rector, two_hand")
    p.add_argument("--bots", choices=BOT_LEVELS, default="easy", help="level of the bots in the other seats")
    p.add_argument("--hands", type=int, choices=range(1, 201), metavar="H",
                   help="play H hands (1-200), then end the game (and exit after the last of --games)")
    p.add_argument("--games", type=_count, default=1, metavar="N",
                   help="play up to N games (1-1000): after each, the next starts once every connected player "
                        "has asked for a rematch; the table closes after the N-th (default 1)")
    p.add_argument("--password-file", metavar="FILE",
                   help="players must give the password on the first line of FILE to join")
    p.add_argument("--ask-password", action="store_true",
                   help=f"ask for the table's password at the terminal (or set the environment variable "
                        f"{PASSWORD_ENV}); a password is never given on the command line")
    p.add_argument("--password", help=argparse.SUPPRESS)  # refused with a clear message: see main()
    p.add_argument("--grace", type=_seconds, default=60.0,
                   help="seconds a dropped player has to come back before a bot takes the seat (default 60)")
    p.add_argument("--turn-time", type=_turn_time, default=60.0, metavar="SECONDS",
                   help="seconds a player has for each decision before the seat counts as away (the grace "
                        "period, then a bot); 0: no turn clock (default 60)")
    p.add_argument("--away-budget", type=_seconds, default=60.0, metavar="SECONDS",
                   help="seconds a seat may keep the table waiting in a hand beyond its turn clock (away or out of "
                        "time); then a bot plays it for the rest of the hand (default 60)")
    p.add_argument("--away-budget-game", type=_seconds, default=180.0, metavar="SECONDS",
                   help="the same, for the whole game (default 180)")
    p.add_argument("--overtime-per-game", type=_seconds, default=300.0, metavar="SECONDS",
                   help=f"seconds a player's turns may take beyond their first {QUICK_TURN:g} s, in a whole "
                        f"game; once spent, each turn has {QUICK_TURN:g} s (default 300; 0: always {QUICK_TURN:g} s)")
    p.add_argument("--free-after", type=_count, metavar="N",
                   help="free a player's seat for good (a bot plays it) once its turn clock has run out N times "
                        "(default: never)")
    p.add_argument("--bot-think", type=_seconds, default=0.8, metavar="SECONDS",
                   help="a bot answers no sooner than this, a forced card too, so timing tells no one which "
                        "cards were forced (default 0.8)")
    p.add_argument("--bind", default="0.0.0.0", help="address to listen on (default 0.0.0.0: every network)")
    p.add_argument("--name", default="Botifarra", help="table name shown in the join list")
    p.add_argument("--rules", choices=sorted(PRESETS), default="lliure", help="rules preset (default lliure)")
    p.add_argument("--pause", type=_seconds, default=5.0, help="seconds between hands (default 5)")
    p.add_argument("--seed", type=_seed, help="seed for the deals and the bots (reproducible tables)")
    p.add_argument("--no-announce", action="store_true", help="do not announce the table on the LAN")
    p.add_argument("--internet-seats", type=int, choices=(1, 2, 3, 4), metavar="N",
                   help="invite N of the players across the internet: a code for each of the last N player seats")
    p.add_argument("--mailbox", metavar="URL",
                   help="the mailbox server for internet codes, e.g. ws://HOST:4000/v1 (default: $BOTIFARRA_MAILBOX, "
                        "else the public wss://relay.magic-wormhole.io/v1)")
    p.add_argument("--relay", metavar="tcp:HOST:PORT",
                   help="the transit relay for internet seats (default: $BOTIFARRA_RELAY, else the public "
                        "tcp:transit.magic-wormhole.io:4001)")
    p.add_argument("--code-words", type=int, choices=range(2, MAX_WORDS + 1), default=DEFAULT_WORDS, metavar="W",
                   help=f"words in each internet code, 8 bits each (2-{MAX_WORDS}, default {DEFAULT_WORDS})")
    return p


def _is_loopback(address: str) -> bool:
    try:
        return ipaddress.ip_address(address).is_loopback
    except ValueError:
        return address == "localhost"


def bot_factory(level: str, seed: int) -> BotFactory:
    from ..ai import make_bot

    count = [0]

    def make(seat: int) -> Bot:
        count[0] += 1  # a bot taking over a seat gets its own stream of choices
        return make_bot(level, seed * 100 + seat * 10 + count[0])

    return make


PASSWORD_ENV = "BOTIFARRA_PASSWORD"


def password_from(path: Optional[str], environ: Optional[Mapping[str, str]] = None) -> Optional[str]:
    """The first line of the file at ``path``, else the environment's ``BOTIFARRA_PASSWORD``; ValueError
    for a file that cannot be read or is empty (also for ``botifarra-join``)."""
    if path:
        try:
            with open(path, encoding="utf-8") as f:
                line = f.readline().rstrip("\r\n")
        except (OSError, UnicodeDecodeError) as exc:
            raise ValueError(f"cannot read the password file {path}: {getattr(exc, 'strerror', None) or exc}") from None
        if not line:
            raise ValueError(f"the password file {path} is empty: write the password on its first line")
        return line
    env = (os.environ if environ is None else environ).get(PASSWORD_ENV)
    return env or None


def table_password(args: argparse.Namespace, environ: Optional[Mapping[str, str]] = None) -> Optional[str]:
    """The password from --ask-password (already asked), --password-file or the environment; ValueError
    for a file that cannot be read or is empty."""
    asked = getattr(args, "asked_password", None)
    if asked:
        return str(asked)
    return password_from(getattr(args, "password_file", None), environ)


def bot_seed(args: argparse.Namespace) -> int:
    """The bots' seed: ``--seed``, else from the secure source, so no two tables' bots play alike."""
    return args.seed if args.seed is not None else secrets.randbelow(2**31)


def config_from_args(args: argparse.Namespace) -> HostConfig:
    """The table the arguments describe; ValueError for more players than the way has seats."""
    way = getattr(args, "way", PAIRS)
    rules = for_way(PRESETS[args.rules], way)
    internet = getattr(args, "internet_seats", None)
    if args.humans is None:
        if internet is None:
            raise ValueError("give --humans N (the players who join), or --internet-seats N")
        args.humans = internet
    if internet is not None and internet > args.humans:
        raise ValueError(f"--internet-seats {internet} is more than the {args.humans} player(s) of --humans")
    if args.humans > rules.way.players:
        raise ValueError(f"{way} seats {rules.way.players} players, not {args.humans}")
    if args.hands is not None:
        rules = rules.with_changes(target=None, hands=args.hands)
    return HostConfig(rules=rules, human_seats=human_seats(way, args.humans), table_name=args.name,
                      password=table_password(args), grace=args.grace, turn_time=args.turn_time or None,
                      hand_pause=args.pause, max_hands=args.hands, seed=args.seed, games=getattr(args, "games", 1),
                      away_budget=getattr(args, "away_budget", 60.0),
                      away_budget_game=getattr(args, "away_budget_game", 180.0),
                      overtime_per_game=getattr(args, "overtime_per_game", 300.0),
                      free_after=getattr(args, "free_after", None), bot_think=getattr(args, "bot_think", 0.8))


COMMANDS_HELP = "commands: seats | free SEAT | help"


def run_command(host: TableHost, line: str, inviter: Optional[InternetInviter] = None) -> str:
    """One line of the host's standard input; the answer to print."""
    words = line.split()
    if not words:
        return ""
    if words[0] == "renew" and len(words) == 2 and inviter is not None:
        if words[1].isdigit() and inviter.renew(int(words[1])):
            return f"seat {words[1]}: its code is withdrawn; a new one follows"
        return f"seat {words[1]} has no internet code waiting (see 'seats')"
    if words[0] == "seats" and len(words) == 1:
        codes = inviter.codes() if inviter is not None else {}
        return "\n".join(f"seat {s.seat}: {s.name or '-'} ({s.status})"
                         + (f", code {codes[s.seat]}" if s.seat in codes else "") for s in host.slots)
    if words[0] == "free" and len(words) == 2:
        try:
            seat = int(words[1])
        except ValueError:
            return f"free: {words[1]!r} is not a seat number (see 'seats')"
        if host.free_seat(seat):
            return f"seat {seat} freed: a bot plays it from now on"
        return f"seat {seat} is not a player's seat that can be freed (see 'seats')"
    if words[0] == "help" and len(words) == 1:
        return COMMANDS_HELP
    return f"unknown command {line.strip()!r}; {COMMANDS_HELP}"


def read_commands(stream: TextIO, host: TableHost, say: Callable[[str], None],
                  inviter: Optional[InternetInviter] = None) -> None:
    """Read ``stream`` in a daemon thread (a blocked read must not keep the process alive) and run
    each line on the host's event loop; stops at the end of the stream."""
    loop = asyncio.get_running_loop()

    def handle(line: str) -> None:
        answer = run_command(host, line, inviter)
        if answer:
            say(answer)

    def reader() -> None:
        try:
            for line in stream:
                loop.call_soon_threadsafe(handle, line)
        except (OSError, ValueError, RuntimeError):
            pass  # the stream or the loop is closed: no more commands

    threading.Thread(target=reader, name="botifarra-host-commands", daemon=True).start()


async def _first(stopped: asyncio.Task[bool], event: asyncio.Event) -> bool:
    """Wait for ``event`` or the stop; True for the event (the stop wins when both are there)."""
    waiting = asyncio.get_running_loop().create_task(event.wait())
    try:
        await asyncio.wait({waiting, stopped}, return_when=asyncio.FIRST_COMPLETED)
    finally:
        waiting.cancel()
    return not stopped.done()


def _anyone_connected(host: TableHost) -> bool:
    return any(slot.conn is not None for slot in host.slots)


NOBODY_LEFT = "no player is at the table any more"


class Games:
    """The games of a ``botifarra-host`` table (``--games``): reports each start and end as it happens
    (the host's callbacks, so none is missed however soon the next game follows) and ``run`` decides
    when the table closes.  Made before the table listens; ``detach`` when it is done."""

    def __init__(self, host: TableHost, games: int, say: Callable[[str], None]) -> None:
        self.host, self.games, self.say = host, games, say
        self.changed = asyncio.Event()  # a game started or ended, or who sits where changed
        self.announced = 0  # the last game whose start was reported
        host.on_game_over.append(self._game_over)
        host.on_change.append(self._seats_changed)

    def detach(self) -> None:
        self.host.on_game_over.remove(self._game_over)
        self.host.on_change.remove(self._seats_changed)

    def _game_over(self) -> None:
        host, s = self.host, self.host.session
        if s is not None:
            self.say(f"Game over after {s.hand_no} hand(s): {' - '.join(str(t) for t in s.totals)}")
        if host.game_no < self.games:
            self.say(f"Waiting for every connected player to ask for a rematch "
                     f"(game {host.game_no + 1} of {self.games} next)")
        self.changed.set()

    def _seats_changed(self, info: Announcement) -> None:
        host, s = self.host, self.host.session
        if host.game_no != self.announced and s is not None:
            self.announced = host.game_no
            self.say("All players are here: the game starts" if host.game_no == 1 else
                     f"Game {host.game_no} starts: {s.names[s.first_dealer]} (seat {s.first_dealer}) deals first")
        self.changed.set()

    async def run(self, stopped: asyncio.Task[bool]) -> Optional[str]:
        """Until the last game is over, or no player is left at the end of one: the reason to close the
        table with; None once ``stopped`` is done (the next game starts in ``TableFlow`` on the votes)."""
        host = self.host
        while True:
            self.changed.clear()
            if host.over:
                if host.game_no >= self.games:
                    return "the game is over"
                if not _anyone_connected(host):
                    self.say("No player is connected any more: closing the table")
                    return NOBODY_LEFT
            if not await _first(stopped, self.changed):
                # stopped; a last game that ended meanwhile still closes as over
                return "the game is over" if host.over and host.game_no >= self.games else None


def start_inviter(host: TableHost, args: argparse.Namespace, say: Callable[[str], None]) -> InternetInviter:
    """Codes for the last ``--internet-seats`` player seats, each printed when it is made (or fails)."""
    settings = InternetSettings.choose(getattr(args, "mailbox", None), getattr(args, "relay", None))
    seats = host.config.human_seats[-args.internet_seats:]
    shown: dict[int, tuple[Optional[str], str]] = {}

    def show(invitations: dict[int, Invitation]) -> None:
        for seat, inv in sorted(invitations.items()):
            now = (inv.code, inv.state)
            if shown.get(seat) == now:
                continue
            shown[seat] = now
            if inv.state == "waiting":
                say(f"Seat {seat}: code {inv.code}")
            elif inv.state == "failed":
                say(f"Seat {seat}: no code yet ({inv.message}); trying again")

    say(f"Inviting {len(seats)} player(s) over the internet through {settings.mailbox} and {settings.relay}; "
        f"table code {host.table_code}")
    inviter = InternetInviter(host, settings, words=getattr(args, "code_words", DEFAULT_WORDS), on_change=show,
                              seats=seats)
    inviter.start()
    return inviter


async def serve(args: argparse.Namespace, bots: Optional[BotFactory] = None,
                on_ready: Optional[Callable[[TableHost], None]] = None,
                out: Optional[TextIO] = None, commands: Optional[TextIO] = None) -> int:
    """Run one table until its last game (``--games``) is over (0) or it is stopped (0); 2 if it cannot listen.
    ``commands``: a stream of the host's commands (``run_command``), e.g. the standard input."""
    out = out or sys.stdout
    say = lambda text: print(text, file=out, flush=True)  # noqa: E731 - one-line progress reports
    config = config_from_args(args)
    seed = bot_seed(args)
    host = TableHost(config, bots or bot_factory(args.bots, seed))
    games = Games(host, args.games, say)
    try:
        port = await host.start(args.bind, args.port)
    except OSError as exc:
        print(f"botifarra-host: cannot listen on {args.bind}:{args.port}: {exc.strerror or exc}", file=sys.stderr)
        await host.close()
        return 2
    say(f"Table '{config.table_name}' listening on {args.bind}:{port}; waiting for {args.humans} player(s)")
    # The players compare this with the code their program shows: a table in the middle shows another.
    say(f"Table code {host.table_code} (players see the same code when they join; a different one means "
        "they reached another table)")
    logging.getLogger(__name__).info("table %r code %s", config.table_name, host.table_code)
    loop = asyncio.get_running_loop()
    announcer = None
    if not args.no_announce and not _is_loopback(args.bind):
        announcer = await announce_host(host, args.bind)
        say("Announced on the LAN" if announcer else
            "Not announced on the LAN (no multicast?); players can type the address")
    stop = asyncio.Event()
    for sig in (signal.SIGINT, signal.SIGTERM):
        try:
            loop.add_signal_handler(sig, stop.set)
        except (NotImplementedError, RuntimeError, ValueError):
            pass  # Windows, or not the main thread: Ctrl+C still ends the process
    inviter = None
    if getattr(args, "internet_seats", None):
        inviter = start_inviter(host, args, say)
    if commands is not None:
        read_commands(commands, host, say, inviter)
        if getattr(commands, "isatty", lambda: False)():
            say(f"Type a command and Enter ({COMMANDS_HELP}{' | renew SEAT' if inviter else ''})")
    if on_ready is not None:
        on_ready(host)
    stopped = loop.create_task(stop.wait())
    try:
        reason = await games.run(stopped)
    finally:
        stopped.cancel()
        games.detach()
        if inviter is not None:
            await inviter.close()
    if reason is not None:
        await host.close(reason)
    else:
        say("Stopping the table")
        await host.close("the host stopped the table")
    if announcer is not None:
        await loop.run_in_executor(None, announcer.close)
    return 0


def main(argv: Optional[list[str]] = None) -> int:
    parser = build_parser()
    args = parser.parse_args(argv)
    if args.password is not None:
        parser.error("--password is not accepted: a password on the command line shows in the process list. "
                     f"Use --password-file FILE, --ask-password or the environment variable {PASSWORD_ENV}.")
    if args.ask_password:
        try:
            args.asked_password = getpass.getpass("Table password: ")
        except (EOFError, KeyboardInterrupt):
            parser.error("no password was typed")
        if not args.asked_password:
            parser.error("an empty password is no password: leave out --ask-password for an open table")
    try:
        config_from_args(args)
        if args.internet_seats:
            InternetSettings.choose(args.mailbox, args.relay)
    except ValueError as exc:
        parser.error(str(exc))
    logging.basicConfig(level=logging.WARNING, format="%(levelname)s %(name)s: %(message)s")
    try:
        return asyncio.run(serve(args, commands=sys.stdin))
    except KeyboardInterrupt:
        return 130


if __name__ == "__main__":
    sys.exit(main())
