"""Shared helpers for the LAN UI tests: a host on 127.0.0.1 and a controller fed by the network."""

from ui_helpers import RandomLegal

from botifarra_desktop.engine import Rules
from botifarra_desktop.net.background import HostThread, LocalTableClient
from botifarra_desktop.net.client import ThreadedTableClient
from botifarra_desktop.net.host import HostConfig
from botifarra_desktop.ui.play.controller import GameController
from botifarra_desktop.ui.lan.source import NetworkSource

LOOPBACK = "127.0.0.1"
WAIT = 20000  # ms: generous, never a timing assertion


def bot_factory(seat):
    return RandomLegal(100 + seat)


class NetTable:
    """A host thread on 127.0.0.1 (ephemeral port) and one player's controller fed by its messages.

    ``remote=False``: the player is the host's own (``LocalTableClient``, seat 0);
    ``remote=True``: a ``ThreadedTableClient`` over TCP in seat 1 (its seats are turned to 0).
    """

    def __init__(self, qtbot, rules=Rules(), seed=7, remote=False, animator=None):
        seat = 1 if remote else 0
        self.host = HostThread(HostConfig(rules=rules, human_seats=(seat,), seed=seed, hand_pause=600, grace=30),
                               bot_factory, announce=False)
        self.port = self.host.start(LOOPBACK, 0)
        self.source = NetworkSource()
        if remote:
            self.client = ThreadedTableClient()
            welcome = self.client.connect(LOOPBACK, self.port, "Jo", timeout=10)
            self.source.attach(self.client, welcome)
        else:
            self.client = LocalTableClient(self.host)
            self.client.connect("Jo")
            self.source.attach(self.client)
        self.controller = GameController()
        if animator is not None:
            self.controller.animator = animator
        qtbot.waitUntil(lambda: self.source.started, timeout=WAIT)
        self.controller.start_source(self.source)

    def close(self):
        self.controller.stop()
        self.client.close()
        self.host.close()
