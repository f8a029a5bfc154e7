"""Look-alike names: the Unicode TR39 confusables skeleton, and the host numbers a look-alike like a
duplicate."""

import asyncio

from net_testkit import LOOPBACK, random_bots

from botifarra_desktop.net.client import TableClient
from botifarra_desktop.net.confusables import skeleton
from botifarra_desktop.net.host import HostConfig, TableHost
from botifarra_desktop.net.protocol import name_skeleton


def test_the_tr39_skeleton_maps_look_alikes_to_one_prototype():
    assert skeleton("LoIa") == skeleton("Lola") == "Lola"
    assert skeleton("\u0251") == "a" and skeleton("\u0433") == "r" and skeleton("\u13aa") == "A"
    assert skeleton("I") == "l"  # a capital I reads as a small L
    assert skeleton("Anna") == "Anna"


def test_the_red_teams_look_alike_names_are_the_same_name():
    assert name_skeleton("LoIa") == name_skeleton("Lola")
    assert name_skeleton("Ann\u0251") == name_skeleton("Anna")  # Latin alpha
    assert name_skeleton("Ma\u0433c") == name_skeleton("Marc")  # Cyrillic ge
    assert name_skeleton("\u13aanna") == name_skeleton("Anna")  # Cherokee A
    assert name_skeleton("Anna") != name_skeleton("Anne") and name_skeleton("Marc") != name_skeleton("Mar")


def test_the_host_numbers_look_alike_names_like_duplicates():
    async def seat_all(names):
        host = TableHost(HostConfig(human_seats=(0, 1, 2, 3)), random_bots(1))
        port = await host.start(LOOPBACK, 0)
        clients = []
        for name in names:
            c = TableClient()
            await c.connect(LOOPBACK, port, name)
            clients.append(c)
        seated = [s.name for s in host.slots]
        for c in clients:
            await c.close()
        await host.close()
        return seated

    async def main():
        assert await seat_all(["Lola", "LoIa", "Marc", "Ma\u0433c"]) == ["Lola", "LoIa 2", "Marc", "Ma\u0433c 2"]
        assert await seat_all(["Anna", "Ann\u0251", "\u13aanna", "Joan"]) == \
            ["Anna", "Ann\u0251 2", "\u13aanna 3", "Joan"]

    asyncio.run(asyncio.wait_for(main(), 60))
