"""The GUI-facing pieces: a host on its own thread and clients on theirs, driven from plain threads."""

import queue
import random
import threading

import pytest
from net_testkit import LOOPBACK, WAIT, random_bots

from botifarra_desktop.engine import Rules
from botifarra_desktop.net.background import HostThread, LocalTableClient
from botifarra_desktop.net.client import JoinError, ThreadedTableClient
from botifarra_desktop.net.host import HostConfig


def test_a_threaded_host_and_threaded_clients_play_a_hand():
    host = HostThread(HostConfig(bot_think=0, rules=Rules(target=10000), human_seats=(0, 1), hand_pause=0, max_hands=1,
                                 password="p"), random_bots(1))
    port = host.start(LOOPBACK, 0)
    assert not host.announced  # loopback tables are never announced
    with pytest.raises(JoinError) as exc:
        ThreadedTableClient().connect(LOOPBACK, port, "Nobody", password="wrong")
    assert exc.value.code == "wrong_password"
    done = {0: threading.Event(), 1: threading.Event()}
    clients = []
    for i in range(2):
        rng = random.Random(i)
        holder = {}

        def on_message(msg, rng=rng, holder=holder):
            # Runs in the client's network thread; a Qt UI would emit a signal here instead.
            if msg["type"] == "request":
                holder["client"].act(msg["action"], rng.choice(msg["options"]))
            elif msg["type"] == "game_over":
                done[holder["client"].seat].set()

        c = ThreadedTableClient(on_message)
        holder["client"] = c
        welcome = c.connect(LOOPBACK, port, f"P{i}", password="p")
        assert welcome["seat"] == c.seat == i and c.token
        clients.append(c)
    assert all(done[s].wait(WAIT) for s in done)
    assert host.finished.wait(WAIT)
    assert host.info()["free_seats"] == 0
    for c in clients:
        assert c.view is not None and c.view.seat == c.seat and c.view.hand == ()
    host.close("bye")
    for c in clients:
        kinds = []
        while "disconnected" not in kinds:
            kinds.append(c.messages.get(timeout=WAIT)["type"])
        assert "game_over" in kinds and "host_closing" in kinds
        assert not c.connected
        c.close()


def test_a_taken_port_is_reported_and_nothing_keeps_running():
    first = HostThread(HostConfig(bot_think=0), random_bots(0))
    port = first.start(LOOPBACK, 0)
    second = HostThread(HostConfig(bot_think=0), random_bots(0))
    with pytest.raises(OSError):
        second.start(LOOPBACK, port)
    assert not second.running
    first.close()
    c = ThreadedTableClient()
    with pytest.raises(JoinError):
        c.connect(LOOPBACK, port, "Late", timeout=5)
    c.close()
    with pytest.raises(queue.Empty):
        c.messages.get_nowait()


def test_the_hosts_own_player_sits_in_process_and_is_served_like_a_remote_one():
    host = HostThread(HostConfig(bot_think=0, rules=Rules(target=10000), human_seats=(0, 2), hand_pause=0, max_hands=1,
                                 password="p", grace=0), random_bots(2))
    port = host.start(LOOPBACK, 0)
    done = threading.Event()
    local_errors = []

    def make_handler(holder, rng, finished):
        def on_message(msg):
            if msg["type"] == "request":
                holder["c"].act(msg["action"], rng.choice(msg["options"]))
            elif msg["type"] == "error":
                local_errors.append(msg)
            elif msg["type"] == "game_over":
                finished.set()
        return on_message

    holder = {}
    local = LocalTableClient(host, make_handler(holder, random.Random(1), done))
    holder["c"] = local
    welcome = local.connect("Amfitrió")  # no password needed: it is the host's own table
    assert welcome["seat"] == 0 and local.seat == 0 and not welcome["reconnected"]
    local.play("1O")  # not started yet: refused like any client's message
    remote_done = threading.Event()
    rholder = {}
    remote = ThreadedTableClient(make_handler(rholder, random.Random(2), remote_done))
    rholder["c"] = remote
    assert remote.connect(LOOPBACK, port, "Visita", password="p")["seat"] == 2
    assert done.wait(WAIT) and remote_done.wait(WAIT)
    assert [e["code"] for e in local_errors] == ["not_started"]
    assert local.view.seat == 0 and local.view.phase in ("hand_over", "game_over")
    with pytest.raises(JoinError) as exc:
        LocalTableClient(host).connect("Third")
    assert exc.value.code == "table_full"
    local.close()
    host.close()
    kinds = []
    while "disconnected" not in kinds:
        kinds.append(remote.messages.get(timeout=WAIT)["type"])
    assert "host_closing" in kinds
    remote.close()


def test_the_host_starts_now_and_open_player_seats_become_bots():
    host = HostThread(HostConfig(bot_think=0, rules=Rules(target=10000), human_seats=(0, 1, 2), hand_pause=0, max_hands=1),
                      random_bots(3))
    port = host.start(LOOPBACK, 0)
    assert not host.start_now()  # nobody seated: the bots would play alone
    done = threading.Event()
    holder = {}
    rng = random.Random(3)

    def on_message(msg):
        if msg["type"] == "request":
            holder["c"].act(msg["action"], rng.choice(msg["options"]))
        elif msg["type"] == "game_over":
            done.set()

    local = LocalTableClient(host, on_message)
    holder["c"] = local
    local.connect("Amfitrió")
    assert host.info()["free_seats"] == 2
    assert host.start_now()
    assert not host.start_now()  # once
    assert done.wait(WAIT)
    seats = [m for m in list(local.messages.queue) if m["type"] == "seats"][-1]
    assert [s["player"] for s in seats["seats"]] == ["human", "bot", "bot", "bot"]
    assert seats["started"] and host.info()["free_seats"] == 0
    late = ThreadedTableClient()
    with pytest.raises(JoinError) as exc:
        late.connect(LOOPBACK, port, "Late")
    assert exc.value.code == "table_full"
    late.close()
    local.close()
    host.close()
