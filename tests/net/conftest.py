"""Fixtures of the net tests: ``wormhole_servers``, magic-wormhole's mailbox and relay on 127.0.0.1 (internet_kit)."""

from internet_kit import wormhole_servers  # noqa: F401 - a fixture, found by its name
