"""Games on disk: the keeper (autosave, history, statistics), saving that fails, the Open / Save as, Past hands and Statistics dialogs, and the Game menu's files."""
