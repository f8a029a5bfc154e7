"""Finding tables on the LAN with zeroconf (mDNS/DNS-SD), and never minding when it fails.

A table announces ``_botifarra._tcp.local.`` with a TXT record: ``name``,
``protocol``, ``free`` (free seats) and ``password`` ("yes"/"no").  Joiners
browse for it.  Networks without multicast are common (guest Wi-Fi, some
routers), so every failure here is logged and swallowed: announcing returns
False, browsing finds nothing, and typing the address by hand always works.

The zeroconf calls block; call them off the asyncio event loop (the headless
host uses a worker thread).
"""

from __future__ import annotations

import logging
import socket
import threading
import time
from contextlib import suppress
from dataclasses import dataclass, replace
from typing import TYPE_CHECKING, Callable, Mapping, Optional, Protocol, TypedDict, Union

from .protocol import MAX_NAME, PROTOCOL_VERSION, clean_text

if TYPE_CHECKING:
    from zeroconf import ServiceBrowser, ServiceInfo, ServiceStateChange, Zeroconf

log = logging.getLogger(__name__)

SERVICE_TYPE = "_botifarra._tcp.local."


class Announcement(TypedDict):
    """What a table says of itself on the LAN (``TableFlow.info``), and what a TXT record read back
    gives (``parse_txt``)."""

    name: str
    protocol: int
    free_seats: int
    password: bool


@dataclass(frozen=True)
class TableInfo:
    name: str
    address: str
    port: int
    protocol: int
    free_seats: int
    password: bool
    service: str = ""  # the mDNS instance name, to match removals

    @property
    def compatible(self) -> bool:
        return self.protocol == PROTOCOL_VERSION


def txt_properties(name: str, free_seats: int, password: bool, protocol: int = PROTOCOL_VERSION) -> dict[str, str]:
    return {"name": clean_text(name, MAX_NAME) or "Botifarra", "protocol": str(protocol),
            "free": str(max(0, min(4, free_seats))), "password": "yes" if password else "no"}


def _text(value: Union[bytes, str, None]) -> Optional[str]:
    if isinstance(value, bytes):
        try:
            return value.decode("utf-8")
        except UnicodeDecodeError:
            return None
    return value if isinstance(value, str) else None


def parse_txt(properties: Mapping[bytes, Optional[bytes]]) -> Optional[Announcement]:
    """The TXT record of a table, checked; ``None`` for anything malformed (it is someone else's data)."""
    props = {_text(k): _text(v) for k, v in properties.items()}
    name, proto, free, pw = props.get("name"), props.get("protocol"), props.get("free"), props.get("password")
    if name is None or proto is None or free is None or pw not in ("yes", "no"):
        return None
    if not (proto.isdigit() and len(proto) <= 4 and free.isdigit() and len(free) == 1 and int(free) <= 4):
        return None
    return Announcement(name=clean_text(name, MAX_NAME) or "Botifarra", protocol=int(proto),
                        free_seats=int(free), password=pw == "yes")


def table_from_service(info: ServiceInfo) -> Optional[TableInfo]:
    """A ``TableInfo`` from a resolved zeroconf ``ServiceInfo``, or ``None``."""
    try:
        txt = parse_txt(info.properties or {})
        addresses = [a for a in info.parsed_addresses() if ":" not in a] or list(info.parsed_addresses())
        port = info.port or 0
    except Exception:  # foreign data: anything may be wrong with it
        return None
    if txt is None or not addresses or not 0 < port < 65536:
        return None
    return TableInfo(address=addresses[0], port=port, service=str(info.name), **txt)


def lan_addresses() -> list[str]:
    """This computer's IPv4 addresses other than loopback."""
    try:
        import ifaddr

        return [ip.ip for a in ifaddr.get_adapters() for ip in a.ips
                if isinstance(ip.ip, str) and not ip.ip.startswith("127.")]
    except Exception:
        return []


def _instance_name(name: str) -> str:
    base = (clean_text(name, MAX_NAME) or "Botifarra").replace(".", " ")
    host = socket.gethostname().split(".")[0][:20]
    label = f"{base} ({host})" if host else base
    return label.encode("utf-8")[:63].decode("utf-8", "ignore")


@dataclass(frozen=True)
class _Announced:
    """What a ``TableAnnouncer`` announces now."""

    port: int
    name: str
    free_seats: int
    password: bool
    addresses: list[str]


#: Makes a zeroconf ``ServiceBrowser``: (zeroconf, service type, handlers); tests pass a fake.
BrowserFactory = Callable[["Zeroconf", str, list[Callable[..., None]]], "ServiceBrowser"]


class TableAnnouncer:
    """Announce one table.  ``start`` returns False (and logs why) when the LAN cannot be reached."""

    def __init__(self, zeroconf_factory: Optional[Callable[[], Zeroconf]] = None) -> None:
        self._factory = zeroconf_factory
        self._zc: Optional[Zeroconf] = None
        self._info: Optional[ServiceInfo] = None
        self._lock = threading.Lock()
        self._args: Optional[_Announced] = None

    @property
    def active(self) -> bool:
        return self._info is not None

    def _service_info(self, a: _Announced, service_name: Optional[str] = None) -> ServiceInfo:
        from zeroconf import ServiceInfo

        return ServiceInfo(SERVICE_TYPE, service_name or f"{_instance_name(a.name)}.{SERVICE_TYPE}", port=a.port,
                           properties=txt_properties(a.name, a.free_seats, a.password),
                           parsed_addresses=a.addresses)

    def start(self, port: int, name: str, free_seats: int, password: bool,
              addresses: Optional[list[str]] = None) -> bool:
        with self._lock:
            self._args = _Announced(port, name, free_seats, password,
                                    addresses if addresses is not None else lan_addresses())
            if not self._args.addresses:
                log.warning("no LAN address to announce the table on; players must type the address")
                return False
            try:
                if self._factory is None:
                    from zeroconf import Zeroconf

                    self._zc = Zeroconf()
                else:
                    self._zc = self._factory()
                info = self._service_info(self._args)
                self._zc.register_service(info, allow_name_change=True)
                self._info = info
                return True
            except Exception as exc:  # no multicast, no zeroconf, a firewall: not fatal
                log.warning("cannot announce the table on the LAN (%s); players must type the address", exc)
                self._close_zc()
                return False

    def update(self, free_seats: int) -> None:
        with self._lock:
            if self._info is None or self._zc is None or self._args is None or free_seats == self._args.free_seats:
                return
            self._args = replace(self._args, free_seats=free_seats)
            try:
                info = self._service_info(self._args, self._info.name)  # keep a name changed for a conflict
                self._zc.update_service(info)
                self._info = info
            except Exception as exc:
                log.warning("cannot update the table's announcement (%s)", exc)

    def _close_zc(self) -> None:
        if self._zc is not None:
            try:
                self._zc.close()
            except Exception:
                pass
        self._zc = None

    def close(self) -> None:
        with self._lock:
            if self._info is not None and self._zc is not None:
                try:
                    self._zc.unregister_service(self._info)
                except Exception:
                    pass
            self._info = None
            self._close_zc()


class TableBrowser:
    """Tables appearing and going away.  Callbacks run in zeroconf's thread."""

    def __init__(self, on_add: Optional[Callable[[TableInfo], None]] = None,
                 on_remove: Optional[Callable[[TableInfo], None]] = None,
                 zeroconf_factory: Optional[Callable[[], Zeroconf]] = None,
                 browser_factory: Optional[BrowserFactory] = None) -> None:
        self.on_add = on_add
        self.on_remove = on_remove
        self._zc_factory = zeroconf_factory
        self._browser_factory = browser_factory
        self._zc: Optional[Zeroconf] = None
        self._browser: Optional[ServiceBrowser] = None
        self._tables: dict[str, TableInfo] = {}
        self._lock = threading.Lock()

    def start(self) -> bool:
        try:
            if self._zc_factory is None:
                from zeroconf import Zeroconf

                self._zc = Zeroconf()
            else:
                self._zc = self._zc_factory()
            if self._browser_factory is None:
                from zeroconf import ServiceBrowser

                self._browser = ServiceBrowser(self._zc, SERVICE_TYPE, handlers=[self._changed])
            else:
                self._browser = self._browser_factory(self._zc, SERVICE_TYPE, [self._changed])
            return True
        except Exception as exc:
            log.warning("cannot look for tables on the LAN (%s); type the table's address instead", exc)
            self.close()
            return False

    def tables(self) -> list[TableInfo]:
        with self._lock:
            return sorted(self._tables.values(), key=lambda t: (t.name.lower(), t.address, t.port))

    def _changed(self, zeroconf: Zeroconf, service_type: str, name: str, state_change: ServiceStateChange) -> None:
        try:
            state = getattr(state_change, "name", str(state_change))
            if state == "Removed":
                with self._lock:
                    gone = self._tables.pop(name, None)
                if gone is not None and self.on_remove is not None:
                    self.on_remove(gone)
                return
            info = zeroconf.get_service_info(service_type, name, timeout=1500)
            table = table_from_service(info) if info is not None else None
            if table is None:
                return
            with self._lock:
                self._tables[name] = table
            if self.on_add is not None:
                self.on_add(table)
        except Exception:
            log.exception("ignoring a table announcement that could not be read")

    def close(self) -> None:
        if self._browser is not None:
            with suppress(Exception):
                self._browser.cancel()
        if self._zc is not None:
            with suppress(Exception):
                self._zc.close()
        self._browser = None
        self._zc = None


class AnnouncedHost(Protocol):
    """What ``announce_host`` needs of a table host (``TableHost``)."""

    @property
    def port(self) -> Optional[int]: ...

    @property
    def on_change(self) -> list[Callable[[Announcement], object]]: ...

    def info(self) -> Announcement: ...


async def announce_host(host: AnnouncedHost, bind: str, announcer: Optional[TableAnnouncer] = None,
                        addresses: Optional[list[str]] = None) -> Optional[TableAnnouncer]:
    """Announce a started ``TableHost`` and keep its free seats current; ``None`` if not announced.

    Not on a loopback address (no one else could join).  The blocking zeroconf
    calls run in worker threads so the host's event loop keeps serving.
    """
    import asyncio
    import ipaddress

    try:
        if ipaddress.ip_address(bind).is_loopback:
            return None
    except ValueError:
        if bind == "localhost":
            return None
    loop = asyncio.get_running_loop()
    announcer = announcer or TableAnnouncer()
    info, port = host.info(), host.port
    if port is None:  # not listening: nothing to announce
        return None
    if not await loop.run_in_executor(None, announcer.start, port, info["name"], info["free_seats"],
                                      info["password"], addresses):
        return None
    host.on_change.append(lambda i: loop.run_in_executor(None, announcer.update, i["free_seats"]))
    return announcer


def discover(timeout: float = 2.0, zeroconf_factory: Optional[Callable[[], Zeroconf]] = None,
             browser_factory: Optional[BrowserFactory] = None) -> list[TableInfo]:
    """Tables found within ``timeout`` seconds; ``[]`` when discovery is impossible here (the factories
    stand in for zeroconf's ``Zeroconf`` and ``ServiceBrowser``, as ``TableBrowser``'s do)."""
    browser = TableBrowser(zeroconf_factory=zeroconf_factory, browser_factory=browser_factory)
    if not browser.start():
        return []
    try:
        time.sleep(timeout)
        return browser.tables()
    finally:
        browser.close()
