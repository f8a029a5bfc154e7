"""The Practice menu: the rules coach, scenarios and their editor, hand review, hint and undo, playing a deal by number."""
