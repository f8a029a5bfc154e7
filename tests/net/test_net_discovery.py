"""Discovery: the TXT record, announce/browse through a fake zeroconf, and harmless failure.

Real mDNS sends multicast, which these tests must not; the zeroconf objects are
replaced by an in-memory "network" with the same methods.
"""

import enum

from zeroconf import ServiceInfo

from botifarra_desktop.net.discovery import (
    SERVICE_TYPE,
    TableAnnouncer,
    TableBrowser,
    discover,
    parse_txt,
    table_from_service,
    txt_properties,
)
from botifarra_desktop.net.protocol import PROTOCOL_VERSION


class Change(enum.Enum):
    Added = 1
    Updated = 2
    Removed = 3


class FakeNet:
    """Stands in for the multicast network: services registered here are seen by every browser."""

    def __init__(self):
        self.services = {}
        self.browsers = []

    def zeroconf(self):
        return FakeZeroconf(self)

    def browser(self, zc, service_type, handlers):
        assert service_type == SERVICE_TYPE
        self.browsers.append((zc, handlers))
        for name in list(self.services):
            for h in handlers:
                h(zc, service_type, name, Change.Added)
        return type("Browser", (), {"cancel": lambda self: None})()

    def notify(self, name, change):
        for zc, handlers in self.browsers:
            for h in handlers:
                h(zc, SERVICE_TYPE, name, change)


class FakeZeroconf:
    def __init__(self, net):
        self.net = net
        self.closed = False

    def register_service(self, info, allow_name_change=False):
        self.net.services[info.name] = info
        self.net.notify(info.name, Change.Added)

    def update_service(self, info):
        self.net.services[info.name] = info
        self.net.notify(info.name, Change.Updated)

    def unregister_service(self, info):
        del self.net.services[info.name]
        self.net.notify(info.name, Change.Removed)

    def get_service_info(self, service_type, name, timeout=3000):
        return self.net.services.get(name)

    def close(self):
        self.closed = True


def test_txt_record_round_trip_and_hostile_records_are_ignored():
    props = txt_properties("Taula\x00 de l'Anna", free_seats=2, password=True)
    assert props == {"name": "Taula de l'Anna", "protocol": str(PROTOCOL_VERSION), "free": "2", "password": "yes"}
    wire = {k.encode(): v.encode() for k, v in props.items()}
    assert parse_txt(wire) == {"name": "Taula de l'Anna", "protocol": PROTOCOL_VERSION, "free_seats": 2,
                               "password": True}
    for bad in [{}, {**wire, b"free": b"9"}, {**wire, b"free": b"-1"}, {**wire, b"protocol": b"x"},
                {**wire, b"password": b"maybe"}, {**wire, b"name": b"\xff"}, {**wire, b"free": None}]:
        assert parse_txt(bad) is None, bad


def test_a_service_without_usable_data_is_not_a_table():
    good = ServiceInfo(SERVICE_TYPE, "T." + SERVICE_TYPE, port=47047,
                       properties=txt_properties("T", 1, False), parsed_addresses=["192.0.2.7"])
    table = table_from_service(good)
    assert (table.name, table.address, table.port, table.free_seats, table.password) == ("T", "192.0.2.7", 47047,
                                                                                          1, False)
    assert table.compatible
    no_txt = ServiceInfo(SERVICE_TYPE, "U." + SERVICE_TYPE, port=1, properties={}, parsed_addresses=["192.0.2.7"])
    assert table_from_service(no_txt) is None


def test_announced_tables_appear_update_and_disappear_in_a_browser():
    net = FakeNet()
    added, removed = [], []
    browser = TableBrowser(added.append, removed.append, zeroconf_factory=net.zeroconf,
                           browser_factory=net.browser)
    assert browser.start()
    announcer = TableAnnouncer(zeroconf_factory=net.zeroconf)
    assert announcer.start(47047, "Cal Pep", free_seats=3, password=False, addresses=["192.0.2.5"])
    assert announcer.active
    assert [(t.name, t.address, t.port, t.free_seats) for t in browser.tables()] == [("Cal Pep", "192.0.2.5",
                                                                                      47047, 3)]
    announcer.update(free_seats=1)
    assert browser.tables()[0].free_seats == 1 and added[-1].free_seats == 1
    announcer.close()
    assert browser.tables() == [] and removed[0].name == "Cal Pep"
    # A later browser finds what is announced at that time.
    announcer2 = TableAnnouncer(zeroconf_factory=net.zeroconf)
    announcer2.start(5000, "Segona", 4, True, addresses=["192.0.2.6"])
    found = discover(0, zeroconf_factory=net.zeroconf, browser_factory=net.browser)
    assert [(t.name, t.password) for t in found] == [("Segona", True)]
    browser.close()
    announcer2.close()


def test_without_multicast_discovery_fails_quietly():
    def broken():
        raise OSError("no multicast here")

    assert discover(0.01, zeroconf_factory=broken) == []
    browser = TableBrowser(zeroconf_factory=broken)
    assert not browser.start() and browser.tables() == []
    announcer = TableAnnouncer(zeroconf_factory=broken)
    assert not announcer.start(47047, "T", 1, False, addresses=["192.0.2.5"])
    assert not announcer.active
    announcer.update(0)  # harmless when not announcing
    announcer.close()
    assert not TableAnnouncer(zeroconf_factory=broken).start(47047, "T", 1, False, addresses=[])


def test_a_running_host_is_announced_with_its_free_seats_kept_current():
    import asyncio

    from net_testkit import LOOPBACK, random_bots

    from botifarra_desktop.net.client import TableClient
    from botifarra_desktop.net.discovery import announce_host
    from botifarra_desktop.net.host import HostConfig, TableHost

    net = FakeNet()
    browser = TableBrowser(zeroconf_factory=net.zeroconf, browser_factory=net.browser)
    assert browser.start()

    async def main():
        host = TableHost(HostConfig(bot_think=0, human_seats=(0, 1), table_name="Casa", password="x"), random_bots(0))
        port = await host.start(LOOPBACK, 0)
        assert await announce_host(host, LOOPBACK) is None  # nobody else could reach a loopback table
        announcer = await announce_host(host, "0.0.0.0", TableAnnouncer(zeroconf_factory=net.zeroconf),
                                        addresses=["192.0.2.10"])
        assert announcer is not None
        [table] = browser.tables()
        assert (table.name, table.address, table.port, table.free_seats, table.password) == (
            "Casa", "192.0.2.10", port, 2, True)
        c = TableClient()
        await c.connect(LOOPBACK, port, "Anna", password="x")
        for _ in range(500):  # the update runs in a worker thread; bounded wait
            if browser.tables()[0].free_seats == 1:
                break
            await asyncio.sleep(0.01)
        assert browser.tables()[0].free_seats == 1
        await host.close()
        announcer.close()
        assert browser.tables() == []

    asyncio.run(asyncio.wait_for(main(), 60))
    browser.close()
