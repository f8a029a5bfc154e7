"""LAN play: a table host, its client, discovery and the headless ``botifarra-host``.  No Qt.

The wire protocol is docs/protocol.md.  For the app:

- host a table: ``HostThread(HostConfig(...), bot_factory).start(bind, port)``; the host's
  own player sits in-process with ``LocalTableClient(host_thread, on_message).connect(name)``
  (no socket; the same messages, checks and methods as a remote player);
- join one: ``ThreadedTableClient(on_message).connect(address, port, name, password=...)``,
  then ``declare`` / ``double`` / ``play`` / ``act`` / ``chat`` / ``ready``; ``reconnect`` uses the token;
- find tables: ``TableBrowser(on_add, on_remove)`` or ``discover(timeout)``;
- seat a computer player from the command line: ``botifarra-join`` (``net/join.py``);
- across the internet: ``InternetInviter(table_host, InternetSettings(...)).start()`` keeps a code per
  open seat (``net/internet.py``; the mailbox and relay clients are ``net/mailbox.py`` and
  ``net/relay.py``, the codes ``net/codes.py``); a guest joins with
  ``code_route(settings, code)``'s ``dial`` and ``password`` given to ``connect``, and comes back with
  ``rejoin_route(settings, token)``.

Every connection is an encrypted channel (``net/channel.py``); ``ClientCore`` reads the host's
messages once for every kind of client, into the frozen dataclasses of ``net/messages.py``
(``from_wire``; ``MessageError`` for one it cannot read): a client's ``messages`` and ``on_message``
give ``Received`` objects whose ``message`` is the typed message.  The other way, the host reads
each client message once with ``protocol.parse_client`` into the frozen dataclasses of
``net/player_messages.py`` (``ProtocolError`` for one it refuses), and its handlers read only those.
Free-form JSON is ``codec.JsonValue``/``JsonObject``; every fixed shape has its own type.
"""

from .background import HostThread, LocalTableClient
from .client import JoinError, TableClient, ThreadedTableClient
from .discovery import SERVICE_TYPE, TableAnnouncer, TableBrowser, TableInfo, discover
from .host import HostConfig, TableHost
from .protocol import DEFAULT_PORT, PROTOCOL_VERSION
from .views import view_from_dict, view_to_dict

__all__ = [
    "HostThread", "LocalTableClient", "HostConfig", "TableHost", "TableClient", "ThreadedTableClient", "JoinError",
    "TableBrowser", "TableAnnouncer", "TableInfo", "discover", "SERVICE_TYPE",
    "DEFAULT_PORT", "PROTOCOL_VERSION", "view_from_dict", "view_to_dict",
]
