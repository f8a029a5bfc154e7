"""What a screen reader finds on the card table, and the words it hears."""
