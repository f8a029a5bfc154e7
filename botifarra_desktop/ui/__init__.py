"""Botifarra Desktop: the Qt user interface, in rooms that import downward only (see docs/ui.md):
common, play, table (with table/access), dialogs, files, the features' context, practice and lan, shell."""
