"""The card table: the view, the scene and its layout, the events' choreography, card sprites, the human's hand, nameplates, the panels on the table, high contrast."""
