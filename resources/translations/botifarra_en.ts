<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="en" sourcelanguage="en">
<context>
    <name>About</name>
    <message>
        <source>The Catalan card game, against the computer or with friends on your network.</source>
        <translation>The Catalan card game, against the computer or with friends on your network.</translation>
    </message>
    <message>
        <source>Free software under the GNU GPL, version 3 or later.</source>
        <translation>Free software under the GNU GPL, version 3 or later.</translation>
    </message>
</context>
<context>
    <name>Access</name>
    <message>
        <source>Card table</source>
        <translation>Card table</translation>
    </message>
    <message>
        <source>Announcements</source>
        <translation>Announcements</translation>
    </message>
    <message>
        <source>Last trick shown</source>
        <translation>Last trick shown</translation>
    </message>
    <message>
        <source>card face down</source>
        <translation>card face down</translation>
    </message>
    <message>
        <source>Left and Right choose a card, 1 to 9 and 0 pick the first to tenth, Enter plays it.</source>
        <translation>Left and Right choose a card, 1 to 9 and 0 pick the first to tenth, Enter plays it.</translation>
    </message>
    <message>
        <source>Enter plays it.</source>
        <translation>Enter plays it.</translation>
    </message>
    <message>
        <source>Table rules: say the other side played an illegal card; if they did, they lose the hand.</source>
        <translation>Table rules: say the other side played an illegal card; if they did, they lose the hand.</translation>
    </message>
    <message>
        <source>Shows the last trick the other side won (Esc hides it).</source>
        <translation>Shows the last trick the other side won (Esc hides it).</translation>
    </message>
    <message>
        <source>Shows the last trick your side won (Esc hides it).</source>
        <translation>Shows the last trick your side won (Esc hides it).</translation>
    </message>
    <message>
        <source>Shows the last trick each player won (Esc hides them).</source>
        <translation>Shows the last trick each player won (Esc hides them).</translation>
    </message>
    <message>
        <source>No points.</source>
        <translation>No points.</translation>
    </message>
    <message numerus="yes">
        <source>Worth %n points.</source>
        <translation>
            <numerusform>Worth %n point.</numerusform>
            <numerusform>Worth %n points.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n cards</source>
        <translation>
            <numerusform>%n card</numerusform>
            <numerusform>%n cards</numerusform>
        </translation>
    </message>
    <message>
        <source>Your hand: %1</source>
        <translation>Your hand: %1</translation>
    </message>
    <message>
        <source>Your cards: %1 in your hand, %2 face up on your piles</source>
        <translation>Your cards: %1 in your hand, %2 face up on your piles</translation>
    </message>
    <message>
        <source>%1, on top of your pile %2</source>
        <translation>%1, on top of your pile %2</translation>
    </message>
    <message>
        <source>Pile %1 of %2 in front of you; under it: %3 face down.</source>
        <translation>Pile %1 of %2 in front of you; under it: %3 face down.</translation>
    </message>
    <message>
        <source>Trick: no card on the table yet</source>
        <translation>Trick: no card on the table yet</translation>
    </message>
    <message>
        <source>Trick %1: %2</source>
        <translation>Trick %1: %2</translation>
    </message>
    <message>
        <source>%1, playable</source>
        <translation>%1, playable</translation>
    </message>
    <message>
        <source>%1, not playable</source>
        <translation>%1, not playable</translation>
    </message>
    <message>
        <source>Card %1 of %2 in your hand.</source>
        <translation>Card %1 of %2 in your hand.</translation>
    </message>
    <message>
        <source>You played the %1</source>
        <translation>You played the %1</translation>
    </message>
    <message>
        <source>%1 played the %2</source>
        <translation>%1 played the %2</translation>
    </message>
    <message>
        <source>%1, winning</source>
        <translation>%1, winning</translation>
    </message>
    <message>
        <source>%1 (you)</source>
        <translation>%1 (you)</translation>
    </message>
    <message>
        <source>dealer</source>
        <translation>dealer</translation>
    </message>
    <message>
        <source>your turn</source>
        <translation>your turn</translation>
    </message>
    <message>
        <source>their turn</source>
        <translation>their turn</translation>
    </message>
    <message>
        <source>Face up on the piles: %1.</source>
        <translation>Face up on the piles: %1.</translation>
    </message>
    <message>
        <source>Any card may be played.</source>
        <translation>Any card may be played.</translation>
    </message>
    <message>
        <source>Playable: %1.</source>
        <translation>Playable: %1.</translation>
    </message>
    <message>
        <source>No trump; the hand counts double.</source>
        <translation>No trump; the hand counts double.</translation>
    </message>
    <message>
        <source>Your partner chooses trump.</source>
        <translation>Your partner chooses trump.</translation>
    </message>
    <message>
        <source>Make %1 trump.</source>
        <translation>Make %1 trump.</translation>
    </message>
    <message>
        <source>Do not double the stakes.</source>
        <translation>Do not double the stakes.</translation>
    </message>
    <message>
        <source>Double the stakes.</source>
        <translation>Double the stakes.</translation>
    </message>
    <message numerus="yes">
        <source>You win the trick (%n points).</source>
        <translation>
            <numerusform>You win the trick (%n point).</numerusform>
            <numerusform>You win the trick (%n points).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 wins the trick (%n points).</source>
        <translation>
            <numerusform>%1 wins the trick (%n point).</numerusform>
            <numerusform>%1 wins the trick (%n points).</numerusform>
        </translation>
    </message>
    <message>
        <source>You deal.</source>
        <translation>You deal.</translation>
    </message>
    <message>
        <source>%1 deals.</source>
        <translation>%1 deals.</translation>
    </message>
    <message>
        <source>You delegate to your partner.</source>
        <translation>You delegate to your partner.</translation>
    </message>
    <message>
        <source>You say %1!</source>
        <translation>You say %1!</translation>
    </message>
    <message>
        <source>You pass.</source>
        <translation>You pass.</translation>
    </message>
    <message>
        <source>You turn up the %1.</source>
        <translation>You turn up the %1.</translation>
    </message>
    <message>
        <source>%1 turns up the %2.</source>
        <translation>%1 turns up the %2.</translation>
    </message>
</context>
<context>
    <name>Coach</name>
    <message>
        <source>Rules coach</source>
        <translation>Rules coach</translation>
    </message>
    <message>
        <source>Check</source>
        <translation>Check</translation>
    </message>
    <message>
        <source>Show the answer</source>
        <translation>Show the answer</translation>
    </message>
    <message>
        <source>Try again</source>
        <translation>Try again</translation>
    </message>
    <message>
        <source>◀ Previous</source>
        <translation>◀ Previous</translation>
    </message>
    <message>
        <source>Next ▶</source>
        <translation>Next ▶</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>Close</translation>
    </message>
    <message>
        <source>The lessons could not be found.</source>
        <translation>The lessons could not be found.</translation>
    </message>
    <message>
        <source>Exercise %1 of %2</source>
        <translation>Exercise %1 of %2</translation>
    </message>
    <message>
        <source>Which cards may you play?</source>
        <translation>Which cards may you play?</translation>
    </message>
    <message>
        <source>Click every card you may play (click again to take it back), then press Check.</source>
        <translation>Click every card you may play (click again to take it back), then press Check.</translation>
    </message>
    <message>
        <source>Choose the cards you may play first: click them.</source>
        <translation>Choose the cards you may play first: click them.</translation>
    </message>
    <message>
        <source>These are the cards you may play.</source>
        <translation>These are the cards you may play.</translation>
    </message>
    <message>
        <source>Right! You found every card you may play.</source>
        <translation>Right! You found every card you may play.</translation>
    </message>
    <message>
        <source>Not quite. The red cards are wrong:</source>
        <translation>Not quite. The red cards are wrong:</translation>
    </message>
    <message>
        <source>you may play this card too.</source>
        <translation>you may play this card too.</translation>
    </message>
    <message>
        <source>Change your choice and press Check again, or press Show the answer.</source>
        <translation>Change your choice and press Check again, or press Show the answer.</translation>
    </message>
</context>
<context>
    <name>DealDialog</name>
    <message>
        <source>Play a deal by number</source>
        <extracomment>(deal number or code, dealer seat, from the other side); a code does not fit a C++ int</extracomment>
        <translation>Play a deal by number</translation>
    </message>
    <message>
        <source>You</source>
        <translation>You</translation>
    </message>
    <message>
        <source>The player on your right</source>
        <translation>The player on your right</translation>
    </message>
    <message>
        <source>Your partner</source>
        <translation>Your partner</translation>
    </message>
    <message>
        <source>The player on your left</source>
        <translation>The player on your left</translation>
    </message>
    <message>
        <source>Your side: the cards dealt to you</source>
        <translation>Your side: the cards dealt to you</translation>
    </message>
    <message>
        <source>The other side: the cards of the player on your right</source>
        <translation>The other side: the cards of the player on your right</translation>
    </message>
    <message>
        <source>Deal number or code:</source>
        <translation>Deal number or code:</translation>
    </message>
    <message>
        <source>The same number and dealer give everyone the same cards: play a deal a friend played and compare, or play it from the other side. A LAN table shows each hand&apos;s deal code when the hand is over.</source>
        <translation>The same number and dealer give everyone the same cards: play a deal a friend played and compare, or play it from the other side. A LAN table shows each hand&apos;s deal code when the hand is over.</translation>
    </message>
    <message>
        <source>Type a deal number (up to ten digits) or a deal code (32 digits and letters a-f, as the table showed it).</source>
        <translation>Type a deal number (up to ten digits) or a deal code (32 digits and letters a-f, as the table showed it).</translation>
    </message>
    <message>
        <source>Dealer:</source>
        <translation>Dealer:</translation>
    </message>
    <message>
        <source>Play</source>
        <translation>Play</translation>
    </message>
</context>
<context>
    <name>Duplicate</name>
    <message>
        <source>Board %1 of %2</source>
        <extracomment>&quot;Review your hand&quot;: the hand review of your decisions at this board (the table still holds it)</extracomment>
        <translation>Board %1 of %2</translation>
    </message>
    <message>
        <source>Compare with the other table&apos;s play:</source>
        <translation>Compare with the other table&apos;s play:</translation>
    </message>
    <message>
        <source>replay %1</source>
        <translation>replay %1</translation>
    </message>
    <message>
        <source>Trick</source>
        <translation>Trick</translation>
    </message>
    <message>
        <source>Your table</source>
        <translation>Your table</translation>
    </message>
    <message>
        <source>The other table</source>
        <translation>The other table</translation>
    </message>
    <message>
        <source>See the match&apos;s total</source>
        <translation>See the match&apos;s total</translation>
    </message>
    <message>
        <source>Next board</source>
        <translation>Next board</translation>
    </message>
    <message>
        <source>Review your hand</source>
        <translation>Review your hand</translation>
    </message>
    <message>
        <source>The other table is still playing this board…</source>
        <translation>The other table is still playing this board…</translation>
    </message>
    <message>
        <source>Dealt by %1. Your side&apos;s result: %2.</source>
        <translation>Dealt by %1. Your side&apos;s result: %2.</translation>
    </message>
    <message>
        <source>Board points: %1</source>
        <translation>Board points: %1</translation>
    </message>
    <message>
        <source>Dealt by %1. You gave this board up: it scores %2 board points.</source>
        <translation>Dealt by %1. You gave this board up: it scores %2 board points.</translation>
    </message>
    <message>
        <source>Dealt by %1. Your side&apos;s result: %2. The other table (%3): %4, mean %5. The difference, %6 game points, scores %7 board points.</source>
        <translation>Dealt by %1. Your side&apos;s result: %2. The other table (%3): %4, mean %5. The difference, %6 game points, scores %7 board points.</translation>
    </message>
    <message>
        <source>Easy</source>
        <translation>Easy</translation>
    </message>
    <message>
        <source>Medium</source>
        <translation>Medium</translation>
    </message>
    <message>
        <source>Hard</source>
        <translation>Hard</translation>
    </message>
    <message>
        <source>%1, %2 times</source>
        <translation>%1, %2 times</translation>
    </message>
    <message>
        <source>Calls</source>
        <translation>Calls</translation>
    </message>
    <message>
        <source>Duplicate match</source>
        <translation>Duplicate match</translation>
    </message>
    <message>
        <source>Today&apos;s boards: share your result</source>
        <translation>Today&apos;s boards: share your result</translation>
    </message>
    <message>
        <source>Your result, to copy to your friends:</source>
        <translation>Your result, to copy to your friends:</translation>
    </message>
    <message>
        <source>Copy</source>
        <translation>Copy</translation>
    </message>
    <message>
        <source>Paste a friend&apos;s result to compare:</source>
        <translation>Paste a friend&apos;s result to compare:</translation>
    </message>
    <message>
        <source>Compare</source>
        <translation>Compare</translation>
    </message>
    <message>
        <source>The other table is still playing boards %1…</source>
        <translation>The other table is still playing boards %1…</translation>
    </message>
    <message>
        <source>Total: %1 board points over %2 boards.</source>
        <translation>Total: %1 board points over %2 boards.</translation>
    </message>
    <message>
        <source>Board points, board by board</source>
        <translation>Board points, board by board</translation>
    </message>
    <message>
        <source>Each board</source>
        <translation>Each board</translation>
    </message>
    <message>
        <source>Board: %1</source>
        <translation>Board: %1</translation>
    </message>
    <message>
        <source>Running total</source>
        <translation>Running total</translation>
    </message>
    <message>
        <source>Total: %1</source>
        <translation>Total: %1</translation>
    </message>
    <message>
        <source>even</source>
        <translation>even</translation>
    </message>
    <message>
        <source>Board</source>
        <translation>Board</translation>
    </message>
    <message>
        <source>No board scored yet.</source>
        <translation>No board scored yet.</translation>
    </message>
    <message>
        <source>Your total %1, your friend&apos;s %2.</source>
        <translation>Your total %1, your friend&apos;s %2.</translation>
    </message>
    <message>
        <source>Board %1: you %2 (%3), your friend %4 (%5)</source>
        <translation>Board %1: you %2 (%3), your friend %4 (%5)</translation>
    </message>
    <message>
        <source>You both played exactly the same cards.</source>
        <translation>You both played exactly the same cards.</translation>
    </message>
    <message>
        <source>This result text was changed after it was made (its check does not match): it is not compared.</source>
        <translation>This result text was changed after it was made (its check does not match): it is not compared.</translation>
    </message>
    <message>
        <source>A board of this result text does not score what its result scores against the other table: it was changed.</source>
        <translation>A board of this result text does not score what its result scores against the other table: it was changed.</translation>
    </message>
    <message>
        <source>This result is for another day&apos;s boards.</source>
        <translation>This result is for another day&apos;s boards.</translation>
    </message>
    <message>
        <source>This result was played against another other table (level or replays): the scores cannot be compared.</source>
        <translation>This result was played against another other table (level or replays): the scores cannot be compared.</translation>
    </message>
    <message>
        <source>This is not a botifarra duplicate result text that can be read: copy all three lines of it.</source>
        <translation>This is not a botifarra duplicate result text that can be read: copy all three lines of it.</translation>
    </message>
    <message>
        <source>The duplicate match could not be saved: %1</source>
        <translation>The duplicate match could not be saved: %1</translation>
    </message>
    <message>
        <source>The saved duplicate match could not be read.</source>
        <translation>The saved duplicate match could not be read.</translation>
    </message>
    <message>
        <source>Duplicate match: board %1 of %2.</source>
        <translation>Duplicate match: board %1 of %2.</translation>
    </message>
    <message>
        <source>Duplicate match: board %1 was given up (-3 board points).</source>
        <translation>Duplicate match: board %1 was given up (-3 board points).</translation>
    </message>
    <message>
        <source>The other table could not play board %1.</source>
        <translation>The other table could not play board %1.</translation>
    </message>
    <message>
        <source>The rating could not be saved.</source>
        <translation>The rating could not be saved.</translation>
    </message>
    <message>
        <source>The rating file had a problem.</source>
        <translation>The rating file had a problem.</translation>
    </message>
    <message>
        <source>You play each board once with a computer partner against two computer opponents. At the other table four computer players play the same boards in the same seats, several times. Each board scores the difference between your result and theirs, so the luck of the cards is taken out.</source>
        <translation>You play each board once with a computer partner against two computer opponents. At the other table four computer players play the same boards in the same seats, several times. Each board scores the difference between your result and theirs, so the luck of the cards is taken out.</translation>
    </message>
    <message>
        <source>Today&apos;s boards (%1 boards, the same for everyone today)</source>
        <translation>Today&apos;s boards (%1 boards, the same for everyone today)</translation>
    </message>
    <message>
        <source>A match of new boards</source>
        <translation>A match of new boards</translation>
    </message>
    <message>
        <source>Boards:</source>
        <translation>Boards:</translation>
    </message>
    <message>
        <source>Computer players&apos; level:</source>
        <translation>Computer players&apos; level:</translation>
    </message>
    <message>
        <source>Plays of each board at the other table:</source>
        <translation>Plays of each board at the other table:</translation>
    </message>
    <message>
        <source>Start</source>
        <translation>Start</translation>
    </message>
</context>
<context>
    <name>FirstStart</name>
    <message>
        <source>Welcome to Botifarra</source>
        <translation>Welcome to Botifarra</translation>
    </message>
    <message>
        <source>Before the first deal: how should we call you, in which language, and how strong should the computer players be?</source>
        <translation>Before the first deal: how should we call you, in which language, and how strong should the computer players be?</translation>
    </message>
    <message>
        <source>Your &amp;name:</source>
        <translation>Your &amp;name:</translation>
    </message>
    <message>
        <source>&amp;Language:</source>
        <translation>&amp;Language:</translation>
    </message>
    <message>
        <source>&amp;Computer players:</source>
        <translation>&amp;Computer players:</translation>
    </message>
    <message>
        <source>Easy: to learn the game</source>
        <translation>Easy: to learn the game</translation>
    </message>
    <message>
        <source>Medium: a good club player</source>
        <translation>Medium: a good club player</translation>
    </message>
    <message>
        <source>Hard: plays to win</source>
        <translation>Hard: plays to win</translation>
    </message>
    <message>
        <source>You can change all of this later: the language in Preferences, the names and levels in New game.</source>
        <translation>You can change all of this later: the language in Preferences, the names and levels in New game.</translation>
    </message>
    <message>
        <source>&amp;Start playing</source>
        <translation>&amp;Start playing</translation>
    </message>
    <message>
        <source>S&amp;kip</source>
        <translation>S&amp;kip</translation>
    </message>
    <message>
        <source>Your answers could not be saved: %1</source>
        <translation>Your answers could not be saved: %1</translation>
    </message>
</context>
<context>
    <name>GameOver</name>
    <message>
        <source>The game ends level.</source>
        <translation>The game ends level.</translation>
    </message>
    <message>
        <source>You win the game!</source>
        <translation>You win the game!</translation>
    </message>
    <message>
        <source>The other side wins the game.</source>
        <translation>The other side wins the game.</translation>
    </message>
    <message>
        <source>%1 wins the game.</source>
        <translation>%1 wins the game.</translation>
    </message>
    <message>
        <source>Rematch</source>
        <extracomment>The coins when the player&apos;s side wins (``won``), over the title and score only.</extracomment>
        <translation>Rematch</translation>
    </message>
    <message>
        <source>The same players and rules; the deal passes on.</source>
        <translation>The same players and rules; the deal passes on.</translation>
    </message>
    <message>
        <source>New game…</source>
        <translation>New game…</translation>
    </message>
    <message>
        <source>Review</source>
        <translation>Review</translation>
    </message>
    <message>
        <source>Your cards in the hands of this game.</source>
        <translation>Your cards in the hands of this game.</translation>
    </message>
    <message>
        <source>Congratulations!</source>
        <translation>Congratulations!</translation>
    </message>
    <message>
        <source>Rematch asked</source>
        <translation>Rematch asked</translation>
    </message>
    <message>
        <source>Statistics</source>
        <translation>Statistics</translation>
    </message>
    <message>
        <source>Hands played: %1</source>
        <translation>Hands played: %1</translation>
    </message>
</context>
<context>
    <name>HandHistoryDialog</name>
    <message>
        <source>Past hands</source>
        <translation>Past hands</translation>
    </message>
    <message>
        <source>First</source>
        <translation>First</translation>
    </message>
    <message>
        <source>Previous trick</source>
        <translation>Previous trick</translation>
    </message>
    <message>
        <source>Next trick</source>
        <translation>Next trick</translation>
    </message>
    <message>
        <source>Last</source>
        <translation>Last</translation>
    </message>
    <message>
        <source>Play this deal again</source>
        <translation>Play this deal again</translation>
    </message>
    <message>
        <source>No hands have been played yet.</source>
        <translation>No hands have been played yet.</translation>
    </message>
    <message>
        <source>Damaged record</source>
        <translation>Damaged record</translation>
    </message>
    <message>
        <source>Hand %1: %2</source>
        <translation>Hand %1: %2</translation>
    </message>
    <message>
        <source>%1 %2, %3 %4</source>
        <translation>%1 %2, %3 %4</translation>
    </message>
    <message>
        <source>This record is damaged and cannot be shown:</source>
        <translation>This record is damaged and cannot be shown:</translation>
    </message>
    <message>
        <source>Seat %1</source>
        <translation>Seat %1</translation>
    </message>
    <message>
        <source>Botifarra</source>
        <translation>Botifarra</translation>
    </message>
    <message>
        <source>You declared botifarra.</source>
        <translation>You declared botifarra.</translation>
    </message>
    <message>
        <source>%1 declared botifarra.</source>
        <translation>%1 declared botifarra.</translation>
    </message>
    <message>
        <source>You declared %1.</source>
        <translation>You declared %1.</translation>
    </message>
    <message>
        <source>%1 declared %2.</source>
        <translation>%1 declared %2.</translation>
    </message>
    <message>
        <source>(You delegated.)</source>
        <translation>(You delegated.)</translation>
    </message>
    <message>
        <source>(%1 delegated.)</source>
        <translation>(%1 delegated.)</translation>
    </message>
    <message>
        <source>You said %1.</source>
        <translation>You said %1.</translation>
    </message>
    <message>
        <source>%1: %2.</source>
        <translation>%1: %2.</translation>
    </message>
    <message>
        <source>Each point counts ×%1.</source>
        <translation>Each point counts ×%1.</translation>
    </message>
    <message>
        <source>Way to play: %1.</source>
        <translation>Way to play: %1.</translation>
    </message>
    <message>
        <source>Hand %1: the cards as dealt</source>
        <translation>Hand %1: the cards as dealt</translation>
    </message>
    <message>
        <source>You claimed an illegal card: the %1 played by %2 in trick %3.</source>
        <translation>You claimed an illegal card: the %1 played by %2 in trick %3.</translation>
    </message>
    <message>
        <source>%1 claimed an illegal card: the %2 you played in trick %3.</source>
        <translation>%1 claimed an illegal card: the %2 you played in trick %3.</translation>
    </message>
    <message>
        <source>%1 claimed an illegal card: the %2 played by %3 in trick %4.</source>
        <translation>%1 claimed an illegal card: the %2 played by %3 in trick %4.</translation>
    </message>
    <message numerus="yes">
        <source>Trick %1 of %2: you win it (%n points)</source>
        <translation>
            <numerusform>Trick %1 of %2: you win it (%n point)</numerusform>
            <numerusform>Trick %1 of %2: you win it (%n points)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Trick %1 of %2: %3 wins it (%n points)</source>
        <translation>
            <numerusform>Trick %1 of %2: %3 wins it (%n point)</numerusform>
            <numerusform>Trick %1 of %2: %3 wins it (%n points)</numerusform>
        </translation>
    </message>
    <message>
        <source>Cards in hand:</source>
        <translation>Cards in hand:</translation>
    </message>
    <message>
        <source>(none)</source>
        <translation>(none)</translation>
    </message>
    <message>
        <source>Piles (the top card was face up):</source>
        <translation>Piles (the top card was face up):</translation>
    </message>
    <message>
        <source>%1, pile %2:</source>
        <translation>%1, pile %2:</translation>
    </message>
    <message>
        <source>%1 on top</source>
        <translation>%1 on top</translation>
    </message>
    <message>
        <source>under it: %1</source>
        <translation>under it: %1</translation>
    </message>
    <message>
        <source>Points: %1.  Score: %2.  Totals: %3.</source>
        <translation>Points: %1.  Score: %2.  Totals: %3.</translation>
    </message>
    <message>
        <source>Points: %1 %2, %3 %4.  Score: %1 %5, %3 %6.  Totals: %1 %7, %3 %8.</source>
        <translation>Points: %1 %2, %3 %4.  Score: %1 %5, %3 %6.  Totals: %1 %7, %3 %8.</translation>
    </message>
</context>
<context>
    <name>Hints</name>
    <message>
        <source>The %card is your only legal card.</source>
        <translation>The %card is your only legal card.</translation>
    </message>
    <message>
        <source>Lead the %card to draw the rivals&apos; trumps (arrastrar).</source>
        <translation>Lead the %card to draw the rivals&apos; trumps (arrastrar).</translation>
    </message>
    <message>
        <source>Lead the %card: it is the highest %suit card left.</source>
        <translation>Lead the %card: it is the highest %suit card left.</translation>
    </message>
    <message>
        <source>Lead the %card: a low card keeps your strong cards for later.</source>
        <translation>Lead the %card: a low card keeps your strong cards for later.</translation>
    </message>
    <message>
        <source>Lead the %card, a trump.</source>
        <translation>Lead the %card, a trump.</translation>
    </message>
    <message>
        <source>Your partner is winning the trick: load it with the %card (carregar).</source>
        <translation>Your partner is winning the trick: load it with the %card (carregar).</translation>
    </message>
    <message>
        <source>Your partner is winning the trick: play the %card and keep your good cards.</source>
        <translation>Your partner is winning the trick: play the %card and keep your good cards.</translation>
    </message>
    <message>
        <source>Cut with the %card to win the trick.</source>
        <translation>Cut with the %card to win the trick.</translation>
    </message>
    <message>
        <source>Win the trick with the %card: it is the highest %suit card left.</source>
        <translation>Win the trick with the %card: it is the highest %suit card left.</translation>
    </message>
    <message>
        <source>Win the trick with the %card.</source>
        <translation>Win the trick with the %card.</translation>
    </message>
    <message>
        <source>You cannot win this trick cheaply: play the %card, it costs you least.</source>
        <translation>You cannot win this trick cheaply: play the %card, it costs you least.</translation>
    </message>
    <message>
        <source>Name %suit as trumps: you hold %count of them.</source>
        <translation>Name %suit as trumps: you hold %count of them.</translation>
    </message>
    <message>
        <source>Say botifarra: your manilles and aces should win most of the points.</source>
        <translation>Say botifarra: your manilles and aces should win most of the points.</translation>
    </message>
    <message>
        <source>Delegate: your hand is weak, let your partner choose.</source>
        <translation>Delegate: your hand is weak, let your partner choose.</translation>
    </message>
    <message>
        <source>Say %call: your side expects about %points of the 72 points.</source>
        <translation>Say %call: your side expects about %points of the 72 points.</translation>
    </message>
    <message>
        <source>Pass: your side expects about %points of the 72 points, not enough to raise the stake.</source>
        <translation>Pass: your side expects about %points of the 72 points, not enough to raise the stake.</translation>
    </message>
    <message>
        <source>Play the %card: the Hard level&apos;s search expects the most points for your side with it.</source>
        <translation>Play the %card: the Hard level&apos;s search expects the most points for your side with it.</translation>
    </message>
    <message>
        <source>Hint</source>
        <translation>Hint</translation>
    </message>
    <message>
        <source>Undo</source>
        <translation>Undo</translation>
    </message>
    <message>
        <source>&amp;Hint</source>
        <translation>&amp;Hint</translation>
    </message>
    <message>
        <source>&amp;Undo my last card</source>
        <translation>&amp;Undo my last card</translation>
    </message>
    <message>
        <source>What the hard level would play, and why (H).</source>
        <translation>What the hard level would play, and why (H).</translation>
    </message>
    <message>
        <source>Takes back your last card (Ctrl+Z).</source>
        <translation>Takes back your last card (Ctrl+Z).</translation>
    </message>
    <message>
        <source>Looking for a hint…</source>
        <translation>Looking for a hint…</translation>
    </message>
    <message>
        <source>No hint now: %1</source>
        <translation>No hint now: %1</translation>
    </message>
    <message>
        <source>Hint: %1</source>
        <translation>Hint: %1</translation>
    </message>
    <message>
        <source>Your last move was taken back.</source>
        <translation>Your last move was taken back.</translation>
    </message>
</context>
<context>
    <name>Keeper</name>
    <message>
        <source>Lost: finished hands that could not be saved in your past hands, nor kept in %2 to be saved later: %1.</source>
        <translation>Lost: finished hands that could not be saved in your past hands, nor kept in %2 to be saved later: %1.</translation>
    </message>
    <message>
        <source>Lost: hands or games that could not be counted in your statistics, nor kept in %2 to be counted later: %1.</source>
        <translation>Lost: hands or games that could not be counted in your statistics, nor kept in %2 to be counted later: %1.</translation>
    </message>
    <message>
        <source>Some finished hands cannot be kept anywhere for now: neither your past hands nor the file that keeps them until they can be saved can be written.</source>
        <translation>Some finished hands cannot be kept anywhere for now: neither your past hands nor the file that keeps them until they can be saved can be written.</translation>
    </message>
    <message>
        <source>Hands kept only in this window&apos;s memory: %1.
If Botifarra is closed before saving works again, they will be lost from your past hands.
File: %2</source>
        <translation>Hands kept only in this window&apos;s memory: %1.
If Botifarra is closed before saving works again, they will be lost from your past hands.
File: %2</translation>
    </message>
    <message>
        <source>Some hands or games cannot be counted anywhere for now: neither your statistics nor the file that keeps them until they can be counted can be written.</source>
        <translation>Some hands or games cannot be counted anywhere for now: neither your statistics nor the file that keeps them until they can be counted can be written.</translation>
    </message>
    <message>
        <source>Hands or games kept only in this window&apos;s memory: %1.
If Botifarra is closed before saving works again, your statistics will not include them.
File: %2</source>
        <translation>Hands or games kept only in this window&apos;s memory: %1.
If Botifarra is closed before saving works again, your statistics will not include them.
File: %2</translation>
    </message>
    <message>
        <source>The file of what was waiting to be saved was damaged and has been kept aside; its backup copy is used.</source>
        <translation>The file of what was waiting to be saved was damaged and has been kept aside; its backup copy is used.</translation>
    </message>
    <message>
        <source>The file of past hands waiting to be saved was damaged and has been kept aside; the hands it held are not in your past hands.</source>
        <translation>The file of past hands waiting to be saved was damaged and has been kept aside; the hands it held are not in your past hands.</translation>
    </message>
    <message>
        <source>The file of hands and games waiting to be counted was damaged and has been kept aside; what it held is not counted. Your statistics file is not affected.</source>
        <translation>The file of hands and games waiting to be counted was damaged and has been kept aside; what it held is not counted. Your statistics file is not affected.</translation>
    </message>
    <message>
        <source>Some of what was waiting to be saved could not be used and has been kept aside.</source>
        <translation>Some of what was waiting to be saved could not be used and has been kept aside.</translation>
    </message>
    <message>
        <source>Your statistics file was damaged and has been kept aside; the statistics go on from its backup copy.</source>
        <translation>Your statistics file was damaged and has been kept aside; the statistics go on from its backup copy.</translation>
    </message>
    <message>
        <source>Your statistics file was damaged and has been kept aside; counting starts again with the hands and games that were waiting to be counted.</source>
        <translation>Your statistics file was damaged and has been kept aside; counting starts again with the hands and games that were waiting to be counted.</translation>
    </message>
    <message>
        <source>Your statistics file was damaged and has been kept aside; counting starts again from this hand.</source>
        <translation>Your statistics file was damaged and has been kept aside; counting starts again from this hand.</translation>
    </message>
    <message>
        <source>The file of the game in play was damaged and has been kept aside; the game is saved again from now on.</source>
        <translation>The file of the game in play was damaged and has been kept aside; the game is saved again from now on.</translation>
    </message>
    <message>
        <source>A damaged file of the past hands has been kept aside; the hands that were waiting to be saved are saved now.</source>
        <translation>A damaged file of the past hands has been kept aside; the hands that were waiting to be saved are saved now.</translation>
    </message>
    <message>
        <source>A damaged file of the past hands has been kept aside; this hand is saved.</source>
        <translation>A damaged file of the past hands has been kept aside; this hand is saved.</translation>
    </message>
</context>
<context>
    <name>Lan</name>
    <message>
        <source>Chat</source>
        <extracomment>Where the lobby listens and whether it announces (tests: 127.0.0.1, port 0, no multicast). Seats held at tables, (address, port) -&gt; token, to take one back by joining it again. What the last table opened in this run was set up with: the next Host dialog starts from it.</extracomment>
        <translation>Chat</translation>
    </message>
    <message>
        <source>&amp;Host a game…</source>
        <translation>&amp;Host a game…</translation>
    </message>
    <message>
        <source>&amp;Join a game…</source>
        <translation>&amp;Join a game…</translation>
    </message>
    <message>
        <source>&amp;Rejoin the LAN table</source>
        <translation>&amp;Rejoin the LAN table</translation>
    </message>
    <message>
        <source>&amp;Leave the LAN table</source>
        <translation>&amp;Leave the LAN table</translation>
    </message>
    <message>
        <source>&amp;Free a friend&apos;s seat</source>
        <translation>&amp;Free a friend&apos;s seat</translation>
    </message>
    <message>
        <source>Hand %1 was dealt from the code %2 (Practice ▸ Play a deal by number).</source>
        <translation>Hand %1 was dealt from the code %2 (Practice ▸ Play a deal by number).</translation>
    </message>
    <message>
        <source>%1 is back.</source>
        <translation>%1 is back.</translation>
    </message>
    <message>
        <source>A computer player now plays for %1.</source>
        <translation>A computer player now plays for %1.</translation>
    </message>
    <message>
        <source>Botifarra — LAN game</source>
        <translation>Botifarra — LAN game</translation>
    </message>
    <message>
        <source>Waiting for %1… %2 s, then a computer player takes the seat.</source>
        <translation>Waiting for %1… %2 s, then a computer player takes the seat.</translation>
    </message>
    <message>
        <source>The table cannot start another game now.</source>
        <translation>The table cannot start another game now.</translation>
    </message>
    <message>
        <source>A new game begins: the same players and rules.</source>
        <translation>A new game begins: the same players and rules.</translation>
    </message>
    <message>
        <source>%1 asks for a rematch.</source>
        <translation>%1 asks for a rematch.</translation>
    </message>
    <message>
        <source>Ready for a rematch: %1.</source>
        <translation>Ready for a rematch: %1.</translation>
    </message>
    <message>
        <source>Waiting for: %1.</source>
        <translation>Waiting for: %1.</translation>
    </message>
    <message>
        <source>Connecting to the table over the internet…</source>
        <translation>Connecting to the table over the internet…</translation>
    </message>
    <message>
        <source>The connection to the table was lost.</source>
        <translation>The connection to the table was lost.</translation>
    </message>
    <message>
        <source>The host has closed the table.</source>
        <translation>The host has closed the table.</translation>
    </message>
    <message>
        <source>Your seat was taken from another window or computer.</source>
        <translation>Your seat was taken from another window or computer.</translation>
    </message>
    <message>
        <source>LAN game</source>
        <translation>LAN game</translation>
    </message>
    <message>
        <source>Your seat is kept for a while: rejoin to play on.</source>
        <translation>Your seat is kept for a while: rejoin to play on.</translation>
    </message>
    <message>
        <source>Rejoin</source>
        <translation>Rejoin</translation>
    </message>
    <message>
        <source>Leave the table</source>
        <translation>Leave the table</translation>
    </message>
    <message>
        <source>Connecting to %1…</source>
        <translation>Connecting to %1…</translation>
    </message>
    <message>
        <source>Close your table? The game ends for everyone at it.</source>
        <translation>Close your table? The game ends for everyone at it.</translation>
    </message>
    <message>
        <source>Leave the LAN table? A computer player will take your seat.</source>
        <translation>Leave the LAN table? A computer player will take your seat.</translation>
    </message>
    <message>
        <source>Join a game</source>
        <extracomment>The internet servers for a code (called when one is used; ValueError: unusable, said so).</extracomment>
        <translation>Join a game</translation>
    </message>
    <message>
        <source>Your name:</source>
        <extracomment>Seats we held at tables (address, port) -&gt; token: joining one again takes the seat back.</extracomment>
        <translation>Your name:</translation>
    </message>
    <message>
        <source>Tables on this network</source>
        <translation>Tables on this network</translation>
    </message>
    <message>
        <source>Or type the address, or the internet code, the host gives you</source>
        <translation>Or type the address, or the internet code, the host gives you</translation>
    </message>
    <message>
        <source>192.168.1.20:47047 or 6-manilla-contro</source>
        <translation>192.168.1.20:47047 or 6-manilla-contro</translation>
    </message>
    <message>
        <source>Address or code:</source>
        <translation>Address or code:</translation>
    </message>
    <message>
        <source>only if the table has one</source>
        <translation>only if the table has one</translation>
    </message>
    <message>
        <source>Password:</source>
        <translation>Password:</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Cancel</translation>
    </message>
    <message>
        <source>Join</source>
        <translation>Join</translation>
    </message>
    <message>
        <source>another version of Botifarra</source>
        <translation>another version of Botifarra</translation>
    </message>
    <message>
        <source>full</source>
        <translation>full</translation>
    </message>
    <message numerus="yes">
        <source>%n free seats</source>
        <translation>
            <numerusform>%n free seat</numerusform>
            <numerusform>%n free seats</numerusform>
        </translation>
    </message>
    <message>
        <source>password</source>
        <translation>password</translation>
    </message>
    <message>
        <source>Tables cannot be looked for on this network. Type the address below.</source>
        <translation>Tables cannot be looked for on this network. Type the address below.</translation>
    </message>
    <message>
        <source>Looking for tables… None found yet. You can also type the address below.</source>
        <translation>Looking for tables… None found yet. You can also type the address below.</translation>
    </message>
    <message>
        <source>Write your name: the others see it at the table.</source>
        <translation>Write your name: the others see it at the table.</translation>
    </message>
    <message>
        <source>Looking for the table of this code over the internet…</source>
        <translation>Looking for the table of this code over the internet…</translation>
    </message>
    <message>
        <source>You are at the table “%1”. The game starts when the host says so.</source>
        <extracomment>What to remember as the last address (&quot;&quot; for a code: it is single use).</extracomment>
        <translation>You are at the table “%1”. The game starts when the host says so.</translation>
    </message>
    <message>
        <source>At the table</source>
        <translation>At the table</translation>
    </message>
    <message>
        <source>Host a game</source>
        <translation>Host a game</translation>
    </message>
    <message>
        <source>The table</source>
        <extracomment>The table, once open; handed over (``take_seat``) when the game starts. The choices the table was opened with (for the next Host dialog of the run).</extracomment>
        <translation>The table</translation>
    </message>
    <message>
        <source>%1&apos;s table</source>
        <translation>%1&apos;s table</translation>
    </message>
    <message>
        <source>Table name:</source>
        <translation>Table name:</translation>
    </message>
    <message>
        <source>none</source>
        <translation>none</translation>
    </message>
    <message>
        <source>Password (optional):</source>
        <translation>Password (optional):</translation>
    </message>
    <message>
        <source>How long each player, you too, may think about each card; then a little extra time a hand, and then the computer plays their cards until the hand is over</source>
        <translation>How long each player, you too, may think about each card; then a little extra time a hand, and then the computer plays their cards until the hand is over</translation>
    </message>
    <message>
        <source>Time per turn:</source>
        <translation>Time per turn:</translation>
    </message>
    <message>
        <source>How much time each player may take, over the whole game, beyond the first %1 seconds of their turns. Once it is spent, each turn has %1 seconds: nobody can make the game last hours by thinking to the end of every turn.</source>
        <translation>How much time each player may take, over the whole game, beyond the first %1 seconds of their turns. Once it is spent, each turn has %1 seconds: nobody can make the game last hours by thinking to the end of every turn.</translation>
    </message>
    <message>
        <source>Slow turns, per game:</source>
        <translation>Slow turns, per game:</translation>
    </message>
    <message>
        <source>Seats</source>
        <translation>Seats</translation>
    </message>
    <message>
        <source>A friend</source>
        <translation>A friend</translation>
    </message>
    <message>
        <source>A computer player</source>
        <translation>A computer player</translation>
    </message>
    <message>
        <source>The computer player&apos;s level (also for a friend&apos;s seat left empty when you start)</source>
        <translation>The computer player&apos;s level (also for a friend&apos;s seat left empty when you start)</translation>
    </message>
    <message>
        <source>A friend&apos;s seat still empty when you start is played by the computer, at the level beside it.</source>
        <translation>A friend&apos;s seat still empty when you start is played by the computer, at the level beside it.</translation>
    </message>
    <message>
        <source>Open the table</source>
        <translation>Open the table</translation>
    </message>
    <message>
        <source>Write your name: your friends see it at the table.</source>
        <translation>Write your name: your friends see it at the table.</translation>
    </message>
    <message>
        <source>Choose at least one seat for a friend (for a game against the computer only, use New game).</source>
        <translation>Choose at least one seat for a friend (for a game against the computer only, use New game).</translation>
    </message>
    <message>
        <source>Your table is open</source>
        <translation>Your table is open</translation>
    </message>
    <message>
        <source>Tell your friends this address (in Game ▸ Join a game):</source>
        <translation>Tell your friends this address (in Game ▸ Join a game):</translation>
    </message>
    <message>
        <source>Trying again in a few seconds; friends on this network can still join.</source>
        <translation>Trying again in a few seconds; friends on this network can still join.</translation>
    </message>
    <message>
        <source>Copy</source>
        <translation>Copy</translation>
    </message>
    <message>
        <source>New code</source>
        <translation>New code</translation>
    </message>
    <message>
        <source>Withdraw this code and make another (if it went to the wrong person, or someone else holds it)</source>
        <translation>Withdraw this code and make another (if it went to the wrong person, or someone else holds it)</translation>
    </message>
    <message>
        <source>Read it out as: %1</source>
        <translation>Read it out as: %1</translation>
    </message>
    <message>
        <source>A friend is coming in…</source>
        <translation>A friend is coming in…</translation>
    </message>
    <message>
        <source>A new code follows if they do not get the seat.</source>
        <translation>A new code follows if they do not get the seat.</translation>
    </message>
    <message>
        <source>No code now</source>
        <translation>No code now</translation>
    </message>
    <message>
        <source>Making a code…</source>
        <translation>Making a code…</translation>
    </message>
    <message>
        <source>Invite over the internet</source>
        <translation>Invite over the internet</translation>
    </message>
    <message>
        <source>A code for each friend&apos;s seat still empty, for friends who are not on this network</source>
        <translation>A code for each friend&apos;s seat still empty, for friends who are not on this network</translation>
    </message>
    <message>
        <source>Give each friend the code of their seat (in Game ▸ Join a game, they type it instead of an address). Each code works once.</source>
        <translation>Give each friend the code of their seat (in Game ▸ Join a game, they type it instead of an address). Each code works once.</translation>
    </message>
    <message>
        <source>Making the codes…</source>
        <translation>Making the codes…</translation>
    </message>
    <message>
        <source>Every friend&apos;s seat is taken.</source>
        <translation>Every friend&apos;s seat is taken.</translation>
    </message>
    <message>
        <source>Close the table</source>
        <translation>Close the table</translation>
    </message>
    <message>
        <source>Start the game</source>
        <translation>Start the game</translation>
    </message>
    <message>
        <source>Friends&apos; seats still empty are played by the computer</source>
        <translation>Friends&apos; seats still empty are played by the computer</translation>
    </message>
    <message>
        <source>Free a seat</source>
        <translation>Free a seat</translation>
    </message>
    <message>
        <source>Friends on this network also see the table in their list.</source>
        <translation>Friends on this network also see the table in their list.</translation>
    </message>
    <message>
        <source>The table is not announced on the network: give your friends the address.</source>
        <translation>The table is not announced on the network: give your friends the address.</translation>
    </message>
    <message>
        <source>Table code: %1. The host&apos;s window and every player&apos;s show the same code: compare it out loud to be sure nobody sits in between.</source>
        <translation>Table code: %1. The host&apos;s window and every player&apos;s show the same code: compare it out loud to be sure nobody sits in between.</translation>
    </message>
    <message>
        <source>Try again in %1 s.</source>
        <translation>Try again in %1 s.</translation>
    </message>
    <message>
        <source>This table runs a different version of Botifarra. Both computers need the same version.</source>
        <translation>This table runs a different version of Botifarra. Both computers need the same version.</translation>
    </message>
    <message>
        <source>This table is full (or its game is over).</source>
        <translation>This table is full (or its game is over).</translation>
    </message>
    <message>
        <source>The password is not right. Ask the host for it.</source>
        <translation>The password is not right. Ask the host for it.</translation>
    </message>
    <message>
        <source>Too many wrong passwords from this computer.</source>
        <translation>Too many wrong passwords from this computer.</translation>
    </message>
    <message>
        <source>Your seat is still connected from another window or computer. Close that one, or wait until the table notices it is gone, and try again.</source>
        <translation>Your seat is still connected from another window or computer. Close that one, or wait until the table notices it is gone, and try again.</translation>
    </message>
    <message>
        <source>The table at that address is not the one your seat is at (its code changed). Your seat&apos;s token was not sent.</source>
        <translation>The table at that address is not the one your seat is at (its code changed). Your seat&apos;s token was not sent.</translation>
    </message>
    <message>
        <source>The connection to the table could not be set up safely.</source>
        <translation>The connection to the table could not be set up safely.</translation>
    </message>
    <message>
        <source>The connection to the table was tampered with, or the password is not right.</source>
        <translation>The connection to the table was tampered with, or the password is not right.</translation>
    </message>
    <message>
        <source>Your seat at this table is gone. Join again as a new player.</source>
        <translation>Your seat at this table is gone. Join again as a new player.</translation>
    </message>
    <message>
        <source>The table is busy. Try again in a moment.</source>
        <translation>The table is busy. Try again in a moment.</translation>
    </message>
    <message>
        <source>No table answers at that address. Check the address and the port, and that the host has opened the table.</source>
        <translation>No table answers at that address. Check the address and the port, and that the host has opened the table.</translation>
    </message>
    <message>
        <source>The table did not answer in time. Check the address and try again.</source>
        <translation>The table did not answer in time. Check the address and try again.</translation>
    </message>
    <message>
        <source>The table closed the connection. Try again.</source>
        <translation>The table closed the connection. Try again.</translation>
    </message>
    <message>
        <source>Type the address the host gives you, for example 192.168.1.20:47047.</source>
        <translation>Type the address the host gives you, for example 192.168.1.20:47047.</translation>
    </message>
    <message>
        <source>The table could not be opened on this computer: %1</source>
        <translation>The table could not be opened on this computer: %1</translation>
    </message>
    <message>
        <source>The internet meeting point cannot be reached. Check this computer&apos;s connection, or the servers in Preferences ▸ Internet.</source>
        <translation>The internet meeting point cannot be reached. Check this computer&apos;s connection, or the servers in Preferences ▸ Internet.</translation>
    </message>
    <message>
        <source>That is not a Botifarra code. A code is a number and words, for example 6-manilla-contro: check the spelling.</source>
        <translation>That is not a Botifarra code. A code is a number and words, for example 6-manilla-contro: check the spelling.</translation>
    </message>
    <message>
        <source>The internet servers in Preferences are not usable: %1</source>
        <translation>The internet servers in Preferences are not usable: %1</translation>
    </message>
    <message>
        <source>No table answers on this code: it is mistyped, already used, or its table is closed. Check it, or ask the host for a new code.</source>
        <translation>No table answers on this code: it is mistyped, already used, or its table is closed. Check it, or ask the host for a new code.</translation>
    </message>
    <message>
        <source>The words of this code are not right, and a code works only once: ask the host for the seat&apos;s new code.</source>
        <translation>The words of this code are not right, and a code works only once: ask the host for the seat&apos;s new code.</translation>
    </message>
    <message>
        <source>What answered on this code is not a Botifarra table.</source>
        <translation>What answered on this code is not a Botifarra table.</translation>
    </message>
    <message>
        <source>Someone else is using this code. Ask the host for a new one.</source>
        <translation>Someone else is using this code. Ask the host for a new one.</translation>
    </message>
    <message>
        <source>The table did not come to the relay: the host may have closed it, or it uses other servers.</source>
        <translation>The table did not come to the relay: the host may have closed it, or it uses other servers.</translation>
    </message>
    <message>
        <source>The mailbox address is not usable: %1</source>
        <translation>The mailbox address is not usable: %1</translation>
    </message>
    <message>
        <source>The relay address is not usable: %1</source>
        <translation>The relay address is not usable: %1</translation>
    </message>
    <message>
        <source>The internet meeting point refused us: %1</source>
        <translation>The internet meeting point refused us: %1</translation>
    </message>
    <message>
        <source>The relay cannot be reached. Check this computer&apos;s connection, or the servers in Preferences ▸ Internet.</source>
        <translation>The relay cannot be reached. Check this computer&apos;s connection, or the servers in Preferences ▸ Internet.</translation>
    </message>
    <message>
        <source>The other side did not come to the relay in time.</source>
        <translation>The other side did not come to the relay in time.</translation>
    </message>
    <message>
        <source>The game has not started yet.</source>
        <translation>The game has not started yet.</translation>
    </message>
    <message>
        <source>Too many clicks at once; wait a moment.</source>
        <translation>Too many clicks at once; wait a moment.</translation>
    </message>
    <message>
        <source>The game is over.</source>
        <translation>The game is over.</translation>
    </message>
    <message>
        <source>Your time ran out: a computer player plays your cards until this hand is over.</source>
        <translation>Your time ran out: a computer player plays your cards until this hand is over.</translation>
    </message>
    <message>
        <source>Too many chat messages at once; wait a moment.</source>
        <translation>Too many chat messages at once; wait a moment.</translation>
    </message>
    <message>
        <source>The host has given your seat to a computer player.</source>
        <translation>The host has given your seat to a computer player.</translation>
    </message>
    <message>
        <source>Your turn: %1 s left to play.</source>
        <translation>Your turn: %1 s left to play.</translation>
    </message>
    <message>
        <source>%1 has %2 s left to play.</source>
        <translation>%1 has %2 s left to play.</translation>
    </message>
    <message>
        <source>No limit</source>
        <extracomment>The lobby&apos;s choices of slow time a game (``HostConfig.overtime_per_game``); 5 minutes unless the host picks another, as ``botifarra-host --overtime-per-game``.</extracomment>
        <translation>No limit</translation>
    </message>
    <message numerus="yes">
        <source>%n seconds</source>
        <translation>
            <numerusform>%n second</numerusform>
            <numerusform>%n seconds</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n minutes</source>
        <translation>
            <numerusform>%n minute</numerusform>
            <numerusform>%n minutes</numerusform>
        </translation>
    </message>
    <message>
        <source>Give %1&apos;s seat to a computer player</source>
        <translation>Give %1&apos;s seat to a computer player</translation>
    </message>
    <message>
        <source>Free %1&apos;s seat</source>
        <translation>Free %1&apos;s seat</translation>
    </message>
    <message>
        <source>No friend&apos;s seat to free</source>
        <translation>No friend&apos;s seat to free</translation>
    </message>
    <message>
        <source>waiting for a friend…</source>
        <translation>waiting for a friend…</translation>
    </message>
    <message>
        <source>%1 (connection lost)</source>
        <translation>%1 (connection lost)</translation>
    </message>
    <message>
        <source>%1 (a computer player plays for them)</source>
        <translation>%1 (a computer player plays for them)</translation>
    </message>
    <message>
        <source>%1 (computer)</source>
        <translation>%1 (computer)</translation>
    </message>
    <message>
        <source>Write to the table…</source>
        <translation>Write to the table…</translation>
    </message>
    <message>
        <source>Send</source>
        <translation>Send</translation>
    </message>
</context>
<context>
    <name>Leaving</name>
    <message>
        <source>Botifarra</source>
        <translation>Botifarra</translation>
    </message>
    <message>
        <source>Abandon the game in progress?</source>
        <translation>Abandon the game in progress?</translation>
    </message>
    <message>
        <source>To go on with it another time, save it first.</source>
        <translation>To go on with it another time, save it first.</translation>
    </message>
    <message>
        <source>&amp;Keep playing</source>
        <translation>&amp;Keep playing</translation>
    </message>
    <message>
        <source>&amp;Save it first…</source>
        <translation>&amp;Save it first…</translation>
    </message>
    <message>
        <source>&amp;Abandon it</source>
        <translation>&amp;Abandon it</translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message>
        <source>&amp;Save as…</source>
        <extracomment>Writes the game in play to disk; ``None`` without player directories (nothing to keep).</extracomment>
        <translation>&amp;Save as…</translation>
    </message>
    <message>
        <source>&amp;Open…</source>
        <translation>&amp;Open…</translation>
    </message>
    <message>
        <source>Past &amp;hands…</source>
        <translation>Past h&amp;ands…</translation>
    </message>
    <message>
        <source>S&amp;tatistics…</source>
        <translation>S&amp;tatistics…</translation>
    </message>
    <message>
        <source>Game of %1</source>
        <translation>Game of %1</translation>
    </message>
    <message>
        <source>The game was saved as “%1”.</source>
        <translation>The game was saved as “%1”.</translation>
    </message>
    <message>
        <source>A damaged saved game of that name was kept aside.</source>
        <translation>A damaged saved game of that name was kept aside.</translation>
    </message>
    <message>
        <source>The saved game was damaged; its backup copy was opened.</source>
        <translation>The saved game was damaged; its backup copy was opened.</translation>
    </message>
    <message>
        <source>Loaded “%1”.</source>
        <translation>Loaded “%1”.</translation>
    </message>
    <message>
        <source>Botifarra</source>
        <extracomment>Who sits at the offline game on the table (``None`` at a LAN table or with no game). What the Practice menu and LAN play are given (they never get the window). The features that may hold the table themselves (LAN play): asked before it gives way, offered the Rematch, let go when the window closes (see :class:`..context.TableFeature`).
----------
Below this window width the score dock folds away by itself, so the cards keep their size. The dock&apos;s width at first: the whole score sheet, with two-line cells, fits it. The Tricks tab may widen the dock this far: a column per player and the winner, each name whole.</extracomment>
        <translation>Botifarra</translation>
    </message>
    <message>
        <source>Score</source>
        <translation>Score</translation>
    </message>
    <message>
        <source>Score sheet</source>
        <translation>Score sheet</translation>
    </message>
    <message>
        <source>Tricks</source>
        <translation>Tricks</translation>
    </message>
    <message>
        <source>During a hand only the last trick of each pile can be looked at again; every trick once the hand is over (or with the memory aid of the new-game options).</source>
        <translation>During a hand only the last trick of each pile can be looked at again; every trick once the hand is over (or with the memory aid of the new-game options).</translation>
    </message>
    <message>
        <source>&amp;Game</source>
        <extracomment>A player&apos;s name in a heading or cell of the Tricks tab takes at most this many pixels (a longer one ends in &quot;…&quot;): the usual names and &quot;Winner&quot; are whole in every language.</extracomment>
        <translation>&amp;Game</translation>
    </message>
    <message>
        <source>&amp;New game…</source>
        <translation>&amp;New game…</translation>
    </message>
    <message>
        <source>&amp;Preferences…</source>
        <translation>&amp;Preferences…</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>&amp;Quit</translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation>&amp;View</translation>
    </message>
    <message>
        <source>&amp;Score</source>
        <translation>&amp;Score</translation>
    </message>
    <message>
        <source>&amp;Full screen</source>
        <translation>&amp;Full screen</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>&amp;Help</translation>
    </message>
    <message>
        <source>How to &amp;play</source>
        <translation>How to &amp;play</translation>
    </message>
    <message>
        <source>&amp;About Botifarra</source>
        <translation>&amp;About Botifarra</translation>
    </message>
    <message>
        <source>About Botifarra</source>
        <translation>About Botifarra</translation>
    </message>
    <message>
        <source>The file of the unfinished game could not be used and was kept aside. Its backup copy, saved a moment earlier, can be continued.</source>
        <extracomment>Who sits at the offline game on the table (``None`` at a LAN table).</extracomment>
        <translation>The file of the unfinished game could not be used and was kept aside. Its backup copy, saved a moment earlier, can be continued.</translation>
    </message>
    <message>
        <source>The unfinished game could not be read, so a new game starts.</source>
        <translation>The unfinished game could not be read, so a new game starts.</translation>
    </message>
    <message>
        <source>%1 is thinking…</source>
        <translation>%1 is thinking…</translation>
    </message>
    <message>
        <source>A computer player failed: %1</source>
        <translation>A computer player failed: %1</translation>
    </message>
    <message>
        <source>Botifarra (not saving)</source>
        <translation>Botifarra (not saving)</translation>
    </message>
    <message>
        <source>Some of your files could not be used; the game goes on with defaults.</source>
        <translation>Some of your files could not be used; the game goes on with defaults.</translation>
    </message>
    <message>
        <source>Your settings could not be saved in %1 when closing (%2). The settings saved before are kept and used next time.</source>
        <translation>Your settings could not be saved in %1 when closing (%2). The settings saved before are kept and used next time.</translation>
    </message>
</context>
<context>
    <name>NewGame</name>
    <message>
        <source>Lliure (free play, the usual game)</source>
        <translation>Lliure (free play, the usual game)</translation>
    </message>
    <message>
        <source>Obligada</source>
        <translation>Obligada</translation>
    </message>
    <message>
        <source>Intermèdia (with &quot;Carrego&quot;)</source>
        <translation>Intermèdia (with &quot;Carrego&quot;)</translation>
    </message>
    <message>
        <source>Lleida (5 of espases starts, barraca)</source>
        <translation>Lleida (5 of espases starts, barraca)</translation>
    </message>
    <message>
        <source>Easy</source>
        <translation>Easy</translation>
    </message>
    <message>
        <source>Medium</source>
        <translation>Medium</translation>
    </message>
    <message>
        <source>Hard</source>
        <translation>Hard</translation>
    </message>
    <message>
        <source>New game</source>
        <translation>New game</translation>
    </message>
    <message>
        <source>ButiNET (to 101, illegal cards penalised)</source>
        <translation>ButiNET (to 101, illegal cards penalised)</translation>
    </message>
    <message>
        <source>Pairs (the main game)</source>
        <translation>Pairs (the main game)</translation>
    </message>
    <message>
        <source>Four players, each on their own</source>
        <translation>Four players, each on their own</translation>
    </message>
    <message>
        <source>Three players</source>
        <translation>Three players</translation>
    </message>
    <message>
        <source>Two players: rector i vicari (piles)</source>
        <translation>Two players: rector i vicari (piles)</translation>
    </message>
    <message>
        <source>Two players: piles and a hand</source>
        <translation>Two players: piles and a hand</translation>
    </message>
    <message>
        <source>Table rules: illegal cards allowed, the other pair may claim</source>
        <translation>Table rules: illegal cards allowed, the other pair may claim</translation>
    </message>
    <message>
        <source>Table rules: illegal cards allowed, the other player may claim</source>
        <translation>Table rules: illegal cards allowed, the other player may claim</translation>
    </message>
    <message>
        <source>Table rules: illegal cards allowed, the other players may claim</source>
        <translation>Table rules: illegal cards allowed, the other players may claim</translation>
    </message>
    <message>
        <source>Way to play:</source>
        <translation>Way to play:</translation>
    </message>
    <message>
        <source>Custom</source>
        <translation>Custom</translation>
    </message>
    <message>
        <source>Rules:</source>
        <translation>Rules:</translation>
    </message>
    <message>
        <source>Rule options</source>
        <translation>Rule options</translation>
    </message>
    <message>
        <source>Lliure</source>
        <translation>Lliure</translation>
    </message>
    <message>
        <source>Intermèdia</source>
        <translation>Intermèdia</translation>
    </message>
    <message>
        <source>Variant:</source>
        <translation>Variant:</translation>
    </message>
    <message>
        <source>Intermèdia: announce &quot;Carrego&quot;</source>
        <translation>Intermèdia: announce &quot;Carrego&quot;</translation>
    </message>
    <message>
        <source>Strict: beat and trump even when your partner is winning</source>
        <translation>Strict: beat and trump even when your partner is winning</translation>
    </message>
    <message>
        <source>Obligada: the second player who can neither follow nor trump may discard any card</source>
        <translation>Obligada: the second player who can neither follow nor trump may discard any card</translation>
    </message>
    <message>
        <source>9 &gt; 1 &gt; 12 &gt; 11 &gt; 10 &gt; 8 … (usual)</source>
        <translation>9 &gt; 1 &gt; 12 &gt; 11 &gt; 10 &gt; 8 … (usual)</translation>
    </message>
    <message>
        <source>9 &gt; 3 &gt; 1 &gt; 12 … (the 3 second)</source>
        <translation>9 &gt; 3 &gt; 1 &gt; 12 … (the 3 second)</translation>
    </message>
    <message>
        <source>Card order:</source>
        <translation>Card order:</translation>
    </message>
    <message>
        <source>Barraca after Sant Vicenç (×16)</source>
        <translation>Barraca after Sant Vicenç (×16)</translation>
    </message>
    <message>
        <source>Sant Vicenç also on botifarra</source>
        <translation>Sant Vicenç also on botifarra</translation>
    </message>
    <message>
        <source>Trump from the card on top of the dealer&apos;s last pile</source>
        <translation>Trump from the card on top of the dealer&apos;s last pile</translation>
    </message>
    <message>
        <source>Play to</source>
        <translation>Play to</translation>
    </message>
    <message numerus="yes">
        <source>%n points</source>
        <translation>
            <numerusform>%n point</numerusform>
            <numerusform>%n points</numerusform>
        </translation>
    </message>
    <message>
        <source>Play</source>
        <translation>Play</translation>
    </message>
    <message>
        <source>End:</source>
        <translation>End:</translation>
    </message>
    <message>
        <source>Chosen at random</source>
        <translation>Chosen at random</translation>
    </message>
    <message>
        <source>Whoever holds the 5 of espases</source>
        <translation>Whoever holds the 5 of espases</translation>
    </message>
    <message>
        <source>First to make trump:</source>
        <translation>First to make trump:</translation>
    </message>
    <message>
        <source>Memory aid: show all tricks of this hand (practice)</source>
        <translation>Memory aid: show all tricks of this hand (practice)</translation>
    </message>
    <message>
        <source>Without it, as at a real table, only the last trick of each pile can be looked at during a hand.</source>
        <translation>Without it, as at a real table, only the last trick of each pile can be looked at during a hand.</translation>
    </message>
    <message>
        <source>Players</source>
        <translation>Players</translation>
    </message>
    <message>
        <source>You:</source>
        <translation>You:</translation>
    </message>
    <message>
        <source>Right (rival):</source>
        <translation>Right (rival):</translation>
    </message>
    <message>
        <source>Partner (in front):</source>
        <translation>Partner (in front):</translation>
    </message>
    <message>
        <source>Left (rival):</source>
        <translation>Left (rival):</translation>
    </message>
    <message>
        <source>Right:</source>
        <translation>Right:</translation>
    </message>
    <message>
        <source>In front:</source>
        <translation>In front:</translation>
    </message>
    <message>
        <source>Left:</source>
        <translation>Left:</translation>
    </message>
    <message>
        <source>Go on: the player on the right of the last dealer</source>
        <translation>Go on: the player on the right of the last dealer</translation>
    </message>
    <message>
        <source>Chosen as the rules say (at random or the 5 of espases)</source>
        <translation>Chosen as the rules say (at random or the 5 of espases)</translation>
    </message>
    <message>
        <source>Who deals first:</source>
        <translation>Who deals first:</translation>
    </message>
    <message>
        <source>Start</source>
        <translation>Start</translation>
    </message>
    <message>
        <source>Every player needs a name.</source>
        <translation>Every player needs a name.</translation>
    </message>
</context>
<context>
    <name>OpenGameDialog</name>
    <message>
        <source>Open a saved game</source>
        <translation>Open a saved game</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>Name</translation>
    </message>
    <message>
        <source>Saved</source>
        <translation>Saved</translation>
    </message>
    <message>
        <source>Players</source>
        <translation>Players</translation>
    </message>
    <message>
        <source>Score</source>
        <translation>Score</translation>
    </message>
    <message>
        <source>Game</source>
        <translation>Game</translation>
    </message>
    <message>
        <source>There are no saved games yet.</source>
        <translation>There are no saved games yet.</translation>
    </message>
    <message>
        <source>Open</source>
        <translation>Open</translation>
    </message>
    <message>
        <source>Delete</source>
        <translation>Delete</translation>
    </message>
    <message>
        <source>damaged</source>
        <translation>damaged</translation>
    </message>
    <message>
        <source>(no names)</source>
        <translation>(no names)</translation>
    </message>
    <message>
        <source>hand %1</source>
        <translation>hand %1</translation>
    </message>
    <message>
        <source>(finished)</source>
        <translation>(finished)</translation>
    </message>
    <message>
        <source>This saved game is damaged and cannot be opened:</source>
        <translation>This saved game is damaged and cannot be opened:</translation>
    </message>
    <message>
        <source>This file is damaged; its backup copy will be opened instead:</source>
        <translation>This file is damaged; its backup copy will be opened instead:</translation>
    </message>
    <message>
        <source>The game could not be opened.</source>
        <translation>The game could not be opened.</translation>
    </message>
    <message>
        <source>Delete the saved game “%1”? This cannot be undone.</source>
        <translation>Delete the saved game “%1”? This cannot be undone.</translation>
    </message>
    <message>
        <source>The game could not be deleted:</source>
        <translation>The game could not be deleted:</translation>
    </message>
</context>
<context>
    <name>Panels</name>
    <message>
        <source>Your partner passed it to you: choose trump</source>
        <extracomment>A minor button (Pass, Review, Same deal again, New game…, Statistics): words as big as the main button&apos;s beside it (Pass and Review are what Enter presses: never in smaller type), a little less bold, still plainly a button to press: light, dark words, a solid dark edge. The trump and doubling panel&apos;s buttons with its rows closed up (:meth:`RequestPanel.set_tight`): less room round their words and suit signs, the same type (a low window with very big cards); the first for the usual type, the second after :data:`PANEL_COMPACT`. ``suit_pixmap(suit letter, height in px)``: a small picture of the suit (the ace of the deck). the choice the keyboard starts on (Enter takes it): see :func:`safe_choice` two suits a row instead of four (:meth:`set_narrow`) the title and the buttons only (:meth:`set_bare`) the style of a suit&apos;s button: a strip of the suit&apos;s colour (see :mod:`.contrast`)</extracomment>
        <translation>Your partner passed it to you: choose trump</translation>
    </message>
    <message>
        <source>You make trump</source>
        <translation>You make trump</translation>
    </message>
    <message>
        <source>Look at your cards and choose a trump suit, botifarra (no trump, double score) or let your partner choose.</source>
        <translation>Look at your cards and choose a trump suit, botifarra (no trump, double score) or let your partner choose.</translation>
    </message>
    <message>
        <source>Look at your cards and choose a trump suit or botifarra (no trump, double score).</source>
        <translation>Look at your cards and choose a trump suit or botifarra (no trump, double score).</translation>
    </message>
    <message>
        <source>%1 made %2 (×%3)</source>
        <translation>%1 made %2 (×%3)</translation>
    </message>
    <message>
        <source>You made %1 (×%2)</source>
        <extracomment>The seat of the player at this screen: you sit at the bottom, and sentences about you say &quot;you&quot;.</extracomment>
        <translation>You made %1 (×%2)</translation>
    </message>
    <message>
        <source>We score (%1 − 36) × %2 = %3.</source>
        <translation>We score (%1 − 36) × %2 = %3.</translation>
    </message>
    <message>
        <source>You score (%1 − 36) × %2 = %3.</source>
        <translation>You score (%1 − 36) × %2 = %3.</translation>
    </message>
    <message>
        <source>%1 scores (%2 − 36) × %3 = %4.</source>
        <translation>%1 scores (%2 − 36) × %3 = %4.</translation>
    </message>
    <message>
        <source>Do you double the stakes?</source>
        <translation>Do you double the stakes?</translation>
    </message>
    <message>
        <source>Hand %1: you made %2</source>
        <extracomment>&quot;Next hand&quot; and the buttons other features put before it (``insertWidget``): see :class:`ButtonRows`</extracomment>
        <translation>Hand %1: you made %2</translation>
    </message>
    <message>
        <source>Hand %1: %2 made %3</source>
        <translation>Hand %1: %2 made %3</translation>
    </message>
    <message>
        <source>Card points</source>
        <translation>Card points</translation>
    </message>
    <message>
        <source>Tricks</source>
        <translation>Tricks</translation>
    </message>
    <message>
        <source>Points (cards + tricks)</source>
        <translation>Points (cards + tricks)</translation>
    </message>
    <message>
        <source>Multiplier</source>
        <translation>Multiplier</translation>
    </message>
    <message>
        <source>Score this hand</source>
        <translation>Score this hand</translation>
    </message>
    <message>
        <source>Total</source>
        <translation>Total</translation>
    </message>
    <message>
        <source>%1, %2: %3</source>
        <comment>a number of the hand&apos;s breakdown read out: row, side, number (&quot;Tricks, Me / Partner: 3&quot;)</comment>
        <translation>%1, %2: %3</translation>
    </message>
    <message>
        <source>You claimed an illegal card: the other side loses the hand.</source>
        <translation>You claimed an illegal card: the other side loses the hand.</translation>
    </message>
    <message>
        <source>%1 claimed an illegal card: the other side loses the hand.</source>
        <translation>%1 claimed an illegal card: the other side loses the hand.</translation>
    </message>
    <message>
        <source>A point for every two tricks; the odd trick&apos;s point goes to the player with fewer points in the hand.</source>
        <translation>A point for every two tricks; the odd trick&apos;s point goes to the player with fewer points in the hand.</translation>
    </message>
    <message>
        <source>Each player scores (points − %1) × %2: below %1 the score is negative.</source>
        <translation>Each player scores (points − %1) × %2: below %1 the score is negative.</translation>
    </message>
    <message>
        <source>36 to 36: nobody scores.</source>
        <translation>36 to 36: nobody scores.</translation>
    </message>
    <message>
        <source>%1: you (×%2)</source>
        <comment>a doubling you called, in the hand&apos;s breakdown: call, multiplier (&quot;Recontro: you (×4)&quot;)</comment>
        <translation>%1: you (×%2)</translation>
    </message>
    <message>
        <source>%1: %2 (×%3)</source>
        <comment>a doubling in the hand&apos;s breakdown: call, who called it, multiplier (&quot;Contro: Anna (×2)&quot;)</comment>
        <translation>%1: %2 (×%3)</translation>
    </message>
    <message>
        <source>%1 score (%2 − 36) × %3 = %4.</source>
        <translation>%1 score (%2 − 36) × %3 = %4.</translation>
    </message>
    <message>
        <source>You win the game!</source>
        <translation>You win the game!</translation>
    </message>
    <message>
        <source>The other side wins the game.</source>
        <translation>The other side wins the game.</translation>
    </message>
    <message>
        <source>%1 wins the game.</source>
        <translation>%1 wins the game.</translation>
    </message>
    <message>
        <source>See the result</source>
        <translation>See the result</translation>
    </message>
    <message>
        <source>Next hand</source>
        <translation>Next hand</translation>
    </message>
    <message>
        <source>Hand %1</source>
        <translation>Hand %1</translation>
    </message>
    <message>
        <source>Trump: %1</source>
        <translation>Trump: %1</translation>
    </message>
    <message>
        <source>Multiplier: %1</source>
        <translation>Multiplier: %1</translation>
    </message>
    <message>
        <source>Us %1 · Them %2</source>
        <translation>Us %1 · Them %2</translation>
    </message>
</context>
<context>
    <name>Practice</name>
    <message>
        <source>Lliure</source>
        <translation>Lliure</translation>
    </message>
    <message>
        <source>Obligada</source>
        <translation>Obligada</translation>
    </message>
    <message>
        <source>Intermèdia</source>
        <translation>Intermèdia</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <comment>a card in bold, then why</comment>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>You</source>
        <translation>You</translation>
    </message>
    <message>
        <source>Right rival</source>
        <translation>Right rival</translation>
    </message>
    <message>
        <source>Partner</source>
        <translation>Partner</translation>
    </message>
    <message>
        <source>Left rival</source>
        <translation>Left rival</translation>
    </message>
    <message>
        <source>(no trumps)</source>
        <extracomment>The chosen cards changed (a card of the hand was clicked). The width a whole hand may take: a long hand gets smaller cards, never a cut one.</extracomment>
        <translation>(no trumps)</translation>
    </message>
    <message>
        <source>strict rules</source>
        <translation>strict rules</translation>
    </message>
    <message>
        <source>the 3 ranks second</source>
        <translation>the 3 ranks second</translation>
    </message>
    <message>
        <source>Trump: %1</source>
        <translation>Trump: %1</translation>
    </message>
    <message>
        <source>You lead: the table is empty.</source>
        <translation>You lead: the table is empty.</translation>
    </message>
    <message>
        <source>%1 · winning</source>
        <translation>%1 · winning</translation>
    </message>
    <message>
        <source>&amp;Practice</source>
        <extracomment>Replaced by tests: the file dialog of &quot;Open scenario…&quot;.</extracomment>
        <translation>&amp;Practice</translation>
    </message>
    <message>
        <source>Rules &amp;coach…</source>
        <translation>Rules &amp;coach…</translation>
    </message>
    <message>
        <source>&amp;Open scenario…</source>
        <translation>&amp;Open scenario…</translation>
    </message>
    <message>
        <source>Scenario &amp;editor…</source>
        <translation>Scenario &amp;editor…</translation>
    </message>
    <message>
        <source>&amp;Review the last hand…</source>
        <translation>&amp;Review the last hand…</translation>
    </message>
    <message>
        <source>Play this deal &amp;again</source>
        <translation>Play this deal &amp;again</translation>
    </message>
    <message>
        <source>Play this deal from the &amp;other side</source>
        <translation>Play this deal from the other &amp;side</translation>
    </message>
    <message>
        <source>Play a deal by &amp;number…</source>
        <translation>Play a deal by &amp;number…</translation>
    </message>
    <message>
        <source>&amp;Duplicate match…</source>
        <translation>&amp;Duplicate match…</translation>
    </message>
    <message>
        <source>Review</source>
        <translation>Review</translation>
    </message>
    <message>
        <source>Same deal again</source>
        <translation>Same deal again</translation>
    </message>
    <message>
        <source>From the other side</source>
        <translation>From the other side</translation>
    </message>
    <message>
        <source>Some coach lessons could not be read.</source>
        <translation>Some coach lessons could not be read.</translation>
    </message>
    <message>
        <source>Open a scenario</source>
        <translation>Open a scenario</translation>
    </message>
    <message>
        <source>Choose a position to play, or open a scenario file of your own.</source>
        <translation>Choose a position to play, or open a scenario file of your own.</translation>
    </message>
    <message>
        <source>Scenarios</source>
        <translation>Scenarios</translation>
    </message>
    <message>
        <source>Play it</source>
        <translation>Play it</translation>
    </message>
    <message>
        <source>Another file…</source>
        <translation>Another file…</translation>
    </message>
    <message>
        <source>Open a scenario file of your own (made with the scenario editor, or given to you)</source>
        <translation>Open a scenario file of your own (made with the scenario editor, or given to you)</translation>
    </message>
    <message>
        <source>Scenarios (*.json)</source>
        <translation>Scenarios (*.json)</translation>
    </message>
    <message>
        <source>This scenario cannot be opened.</source>
        <translation>This scenario cannot be opened.</translation>
    </message>
    <message>
        <source>from the other side</source>
        <translation>from the other side</translation>
    </message>
    <message>
        <source>from your side</source>
        <translation>from your side</translation>
    </message>
    <message>
        <source>Deal number %1, %2.</source>
        <translation>Deal number %1, %2.</translation>
    </message>
    <message>
        <source>Go on with board %1 of %2</source>
        <translation>Go on with board %1 of %2</translation>
    </message>
    <message>
        <source>See the match&apos;s total</source>
        <translation>See the match&apos;s total</translation>
    </message>
    <message>
        <source>Hand %1</source>
        <translation>Hand %1</translation>
    </message>
    <message>
        <source>There is no finished hand to review yet.</source>
        <translation>There is no finished hand to review yet.</translation>
    </message>
    <message>
        <source>Hand %1 of a past game</source>
        <translation>Hand %1 of a past game</translation>
    </message>
    <message>
        <source>Who was right?</source>
        <extracomment>The width of the trick&apos;s cards in the panel (px): read at a glance, and three side by side fit the narrowest panel. &quot;Play it again&quot;: the same scenario from the start.</extracomment>
        <translation>Who was right?</translation>
    </message>
    <message>
        <source>Show the rules&apos; answer</source>
        <translation>Show the rules&apos; answer</translation>
    </message>
    <message>
        <source>The trick on the table:</source>
        <translation>The trick on the table:</translation>
    </message>
    <message>
        <source>Play it again</source>
        <extracomment>The cards of the trick under discussion, as the panel shows them.</extracomment>
        <translation>Play it again</translation>
    </message>
    <message>
        <source>You play from the bottom of the table; the computer plays the others.</source>
        <translation>You play from the bottom of the table; the computer plays the others.</translation>
    </message>
    <message>
        <source>The rules allow: %1.</source>
        <translation>The rules allow: %1.</translation>
    </message>
    <message>
        <source>The file says the cards allowed are %1: by the rules that is wrong.</source>
        <translation>The file says the cards allowed are %1: by the rules that is wrong.</translation>
    </message>
</context>
<context>
    <name>Preferences</name>
    <message>
        <source>Preferences</source>
        <translation>Preferences</translation>
    </message>
    <message>
        <source>As the computer</source>
        <translation>As the computer</translation>
    </message>
    <message>
        <source>Language:</source>
        <translation>Language:</translation>
    </message>
    <message>
        <source>Cards:</source>
        <translation>Cards:</translation>
    </message>
    <message>
        <source>No animation</source>
        <translation>No animation</translation>
    </message>
    <message>
        <source>Fast</source>
        <translation>Fast</translation>
    </message>
    <message>
        <source>Normal</source>
        <translation>Normal</translation>
    </message>
    <message>
        <source>Slow</source>
        <translation>Slow</translation>
    </message>
    <message>
        <source>Animations:</source>
        <translation>Animations:</translation>
    </message>
    <message>
        <source> %</source>
        <comment>after the card size in percent: 100 %</comment>
        <translation> %</translation>
    </message>
    <message>
        <source>Card size:</source>
        <translation>Card size:</translation>
    </message>
    <message>
        <source>Show hints (the Hint button on the table)</source>
        <translation>Show hints (the Hint button on the table)</translation>
    </message>
    <message>
        <source>High contrast table (also for colour blindness)</source>
        <translation>High contrast table (also for colour blindness)</translation>
    </message>
    <message>
        <source>A new language is used fully after restarting the program.</source>
        <translation>A new language is used fully after restarting the program.</translation>
    </message>
    <message>
        <source>Internet</source>
        <translation>Internet</translation>
    </message>
    <message>
        <source>The servers where internet codes meet (the host and the guests must use the same). Leave empty for the public ones.</source>
        <translation>The servers where internet codes meet (the host and the guests must use the same). Leave empty for the public ones.</translation>
    </message>
    <message>
        <source>Mailbox server:</source>
        <translation>Mailbox server:</translation>
    </message>
    <message>
        <source>Relay (host:port):</source>
        <translation>Relay (host:port):</translation>
    </message>
    <message>
        <source>%1 is set on this computer: it is used instead.</source>
        <translation>%1 is set on this computer: it is used instead.</translation>
    </message>
    <message>
        <source>The mailbox server is an address like %1 (ws:// or wss://, no spaces).</source>
        <translation>The mailbox server is an address like %1 (ws:// or wss://, no spaces).</translation>
    </message>
    <message>
        <source>The relay is a name or address and a port, like %1.</source>
        <translation>The relay is a name or address and a port, like %1.</translation>
    </message>
    <message>
        <source>These addresses are too long.</source>
        <translation>These addresses are too long.</translation>
    </message>
    <message>
        <source>Not saved: %1</source>
        <translation>Not saved: %1</translation>
    </message>
</context>
<context>
    <name>Problems</name>
    <message>
        <source>The file %1 is empty.</source>
        <translation>The file %1 is empty.</translation>
    </message>
    <message>
        <source>The file %1 is not text that Botifarra can read.</source>
        <translation>The file %1 is not text that Botifarra can read.</translation>
    </message>
    <message>
        <source>The file %1 is damaged: its contents are cut off or garbled.</source>
        <translation>The file %1 is damaged: its contents are cut off or garbled.</translation>
    </message>
    <message>
        <source>The file %1 does not hold what Botifarra keeps there.</source>
        <translation>The file %1 does not hold what Botifarra keeps there.</translation>
    </message>
    <message>
        <source>The file %1 was written by a newer version of Botifarra.</source>
        <translation>The file %1 was written by a newer version of Botifarra.</translation>
    </message>
    <message>
        <source>The file %1 was written by an old version of Botifarra and cannot be converted.</source>
        <translation>The file %1 was written by an old version of Botifarra and cannot be converted.</translation>
    </message>
    <message>
        <source>The file %1 holds data that cannot be used.</source>
        <translation>The file %1 holds data that cannot be used.</translation>
    </message>
    <message>
        <source>The file %1 is too large to be a Botifarra file, so it was not read.</source>
        <translation>The file %1 is too large to be a Botifarra file, so it was not read.</translation>
    </message>
    <message>
        <source>The file %1 is missing.</source>
        <translation>The file %1 is missing.</translation>
    </message>
    <message>
        <source>The file %1 could not be read.</source>
        <translation>The file %1 could not be read.</translation>
    </message>
    <message>
        <source>%1 was %2 where the folder for past hands belongs. It was kept as %3 and a new folder is used.</source>
        <translation>%1 was %2 where the folder for past hands belongs. It was kept as %3 and a new folder is used.</translation>
    </message>
    <message>
        <source>Hands or games waiting in %1 to be counted could not be used (%2), so they were not counted in your statistics. They were kept as %3.</source>
        <translation>Hands or games waiting in %1 to be counted could not be used (%2), so they were not counted in your statistics. They were kept as %3.</translation>
    </message>
    <message>
        <source>Hands waiting in %1 to be saved could not be used (%2), so they were not added to your past hands. They were kept as %3.</source>
        <translation>Hands waiting in %1 to be saved could not be used (%2), so they were not added to your past hands. They were kept as %3.</translation>
    </message>
    <message>
        <source>In the settings file %1, the setting “%2” had a value that cannot be used; its default is used instead.</source>
        <translation>In the settings file %1, the setting “%2” had a value that cannot be used; its default is used instead.</translation>
    </message>
    <message>
        <source>The file %1 was missing; its backup copy is used.</source>
        <translation>The file %1 was missing; its backup copy is used.</translation>
    </message>
    <message>
        <source>%1 is %2, not a regular file, so it was not read.</source>
        <translation>%1 is %2, not a regular file, so it was not read.</translation>
    </message>
    <message>
        <source>The file %1 could not be read (%2).</source>
        <translation>The file %1 could not be read (%2).</translation>
    </message>
    <message>
        <source>It was kept as %1.</source>
        <translation>It was kept as %1.</translation>
    </message>
    <message>
        <source>It could not be moved aside, so it was left in place.</source>
        <translation>It could not be moved aside, so it was left in place.</translation>
    </message>
</context>
<context>
    <name>Rating</name>
    <message>
        <source>Easy</source>
        <translation>Easy</translation>
    </message>
    <message>
        <source>Medium</source>
        <translation>Medium</translation>
    </message>
    <message>
        <source>Hard</source>
        <translation>Hard</translation>
    </message>
    <message>
        <source>Mixed levels</source>
        <translation>Mixed levels</translation>
    </message>
    <message>
        <source>Your rating: %1 (give or take %2). Matches and games counted: %3.</source>
        <translation>Your rating: %1 (give or take %2). Matches and games counted: %3.</translation>
    </message>
    <message>
        <source>No rating yet: play a duplicate match or a game against the computer.</source>
        <translation>No rating yet: play a duplicate match or a game against the computer.</translation>
    </message>
    <message>
        <source>Your rating moves after every duplicate match (you against the other table&apos;s level) and every game where all the other players are the computer. The computer levels stay where they are: Medium is 25. The band shows how sure the rating is; it narrows as you play.</source>
        <translation>Your rating moves after every duplicate match (you against the other table&apos;s level) and every game where all the other players are the computer. The computer levels stay where they are: Medium is 25. The band shows how sure the rating is; it narrows as you play.</translation>
    </message>
    <message>
        <source>You: %1</source>
        <translation>You: %1</translation>
    </message>
    <message>
        <source>Your rating over time</source>
        <translation>Your rating over time</translation>
    </message>
    <message>
        <source>You</source>
        <translation>You</translation>
    </message>
    <message>
        <source>Give or take</source>
        <translation>Give or take</translation>
    </message>
    <message>
        <source>Matches and games that counted</source>
        <translation>Matches and games that counted</translation>
    </message>
    <message>
        <source>Nothing counted yet.</source>
        <translation>Nothing counted yet.</translation>
    </message>
</context>
<context>
    <name>Review</name>
    <message>
        <source>Review of the hand</source>
        <extracomment>The least room (a dialog&apos;s share of the screen, :func:`dialog_room`) for the wide dialog: the list of cards beside a board with its side columns, up to about 1340x670 (a 1366x768 screen). Less: the narrow one. The least room&apos;s height for the card&apos;s details under the board (a 1024x768 screen&apos;s 678 has it); shorter (an 800x600 or a 1024x600 screen) the dialog is compact: the list of cards, short rows, shares a column with the details beside the board. The padding round a row&apos;s text in the list of cards (the style sheet&apos;s). The compact dialog&apos;s list shows at least this many rows (of a hand&apos;s 12 cards) at once. The narrow dialog&apos;s smallest cards: the hand&apos;s, and the trick&apos;s (the table&apos;s own on an 800x600 screen). The narrow dialog&apos;s largest hand card (a taller dialog than a 1024x768 screen&apos;s grows its cards up to it).</extracomment>
        <translation>Review of the hand</translation>
    </message>
    <message>
        <source>Your cards in this hand</source>
        <extracomment>The screen&apos;s room is short of the wide dialog&apos;s: a board without side columns. Too short for the card&apos;s details under the board: they share the list&apos;s column, beside it.</extracomment>
        <translation>Your cards in this hand</translation>
    </message>
    <message>
        <source>Hand</source>
        <translation>Hand</translation>
    </message>
    <message>
        <source>Hand %1</source>
        <translation>Hand %1</translation>
    </message>
    <message>
        <source>◀ Previous card</source>
        <translation>◀ Previous card</translation>
    </message>
    <message>
        <source>Next card ▶</source>
        <translation>Next card ▶</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>Close</translation>
    </message>
    <message>
        <source>Previous card</source>
        <translation>Previous card</translation>
    </message>
    <message>
        <source>Next card</source>
        <translation>Next card</translation>
    </message>
    <message>
        <source>Hand %1 of %2</source>
        <translation>Hand %1 of %2</translation>
    </message>
    <message>
        <source>&amp;Hand:</source>
        <translation>&amp;Hand:</translation>
    </message>
    <message>
        <source>◀ Previous hand</source>
        <translation>◀ Previous hand</translation>
    </message>
    <message>
        <source>Previous hand</source>
        <translation>Previous hand</translation>
    </message>
    <message>
        <source>Next hand ▶</source>
        <translation>Next hand ▶</translation>
    </message>
    <message>
        <source>Next hand</source>
        <translation>Next hand</translation>
    </message>
    <message>
        <source>You played no card in this hand.</source>
        <translation>You played no card in this hand.</translation>
    </message>
    <message>
        <source>Trick %1: you played the %2</source>
        <translation>Trick %1: you played the %2</translation>
    </message>
    <message>
        <source>being rated…</source>
        <translation>being rated…</translation>
    </message>
    <message>
        <source>an illegal card (table rules): not rated</source>
        <translation>an illegal card (table rules): not rated</translation>
    </message>
    <message>
        <source>your only card</source>
        <translation>your only card</translation>
    </message>
    <message>
        <source>as the Hard level would</source>
        <translation>as the Hard level would</translation>
    </message>
    <message>
        <source>Hard level: the %1 (−%2 points)</source>
        <translation>Hard level: the %1 (−%2 points)</translation>
    </message>
    <message>
        <source>%1. %2</source>
        <comment>a short row of the review: the trick&apos;s number, the card you played</comment>
        <translation>%1. %2</translation>
    </message>
    <message>
        <source>You played the &lt;b&gt;%1&lt;/b&gt;.</source>
        <translation>You played the &lt;b&gt;%1&lt;/b&gt;.</translation>
    </message>
    <message>
        <source>The Hard level is still thinking about this card…</source>
        <translation>The Hard level is still thinking about this card…</translation>
    </message>
    <message>
        <source>That card broke the rules (table rules), so it is not rated.</source>
        <translation>That card broke the rules (table rules), so it is not rated.</translation>
    </message>
    <message>
        <source>It was your only legal card.</source>
        <translation>It was your only legal card.</translation>
    </message>
    <message>
        <source>The Hard level would have played the &lt;b&gt;%1&lt;/b&gt;: by its reckoning that is worth %2 points more for your side.</source>
        <translation>The Hard level would have played the &lt;b&gt;%1&lt;/b&gt;: by its reckoning that is worth %2 points more for your side.</translation>
    </message>
    <message>
        <source>The Hard level prefers the %1, but by less than half a point: as good.</source>
        <translation>The Hard level prefers the %1, but by less than half a point: as good.</translation>
    </message>
    <message>
        <source>The Hard level would have played the same card.</source>
        <translation>The Hard level would have played the same card.</translation>
    </message>
    <message>
        <source>Points your side could expect from here, by card (the Hard level&apos;s estimate from what you could see):</source>
        <translation>Points your side could expect from here, by card (the Hard level&apos;s estimate from what you could see):</translation>
    </message>
    <message>
        <source>The Hard level is rating your cards: %1 of %2…</source>
        <translation>The Hard level is rating your cards: %1 of %2…</translation>
    </message>
    <message>
        <source>The Hard level would have played every card as you did.</source>
        <translation>The Hard level would have played every card as you did.</translation>
    </message>
    <message>
        <source>The Hard level would have played %1 of your %2 cards otherwise, worth about %3 points in its estimate.</source>
        <translation>The Hard level would have played %1 of your %2 cards otherwise, worth about %3 points in its estimate.</translation>
    </message>
</context>
<context>
    <name>RulesHelp</name>
    <message>
        <source>Botifarra: the rules we play</source>
        <translation>Botifarra: the rules we play</translation>
    </message>
    <message>
        <source>Cards and players</source>
        <translation>Cards and players</translation>
    </message>
    <message>
        <source>Four players in two pairs; partners sit face to face. The Spanish deck of 48 cards: oros, copes, espases and bastos, 1 to 12. Play goes counterclockwise: the next player is the one on your right.</source>
        <translation>Four players in two pairs; partners sit face to face. The Spanish deck of 48 cards: oros, copes, espases and bastos, 1 to 12. Play goes counterclockwise: the next player is the one on your right.</translation>
    </message>
    <message>
        <source>Order in each suit: 9 (manilla) &gt; 1 (as) &gt; 12 (rei) &gt; 11 (cavall) &gt; 10 (sota) &gt; 8 &gt; 7 &gt; … &gt; 2. Points: manilla 5, as 4, rei 3, cavall 2, sota 1. With one point per trick there are 72 points in a hand.</source>
        <translation>Order in each suit: 9 (manilla) &gt; 1 (as) &gt; 12 (rei) &gt; 11 (cavall) &gt; 10 (sota) &gt; 8 &gt; 7 &gt; … &gt; 2. Points: manilla 5, as 4, rei 3, cavall 2, sota 1. With one point per trick there are 72 points in a hand.</translation>
    </message>
    <message>
        <source>Making trump</source>
        <translation>Making trump</translation>
    </message>
    <message>
        <source>The dealer looks at the cards and names a trump suit, says botifarra (no trump, the hand counts double) or delegates to the partner, who must then choose.</source>
        <translation>The dealer looks at the cards and names a trump suit, says botifarra (no trump, the hand counts double) or delegates to the partner, who must then choose.</translation>
    </message>
    <message>
        <source>Doubling</source>
        <translation>Doubling</translation>
    </message>
    <message>
        <source>The other side may say contro (×2); then the declaring side recontro (×4); then, only with a trump suit, the contro side Sant Vicenç (×8). With botifarra: contro ×4, recontro ×8.</source>
        <translation>The other side may say contro (×2); then the declaring side recontro (×4); then, only with a trump suit, the contro side Sant Vicenç (×8). With botifarra: contro ×4, recontro ×8.</translation>
    </message>
    <message>
        <source>Playing</source>
        <translation>Playing</translation>
    </message>
    <message>
        <source>The player on the dealer&apos;s right leads; the winner of each trick leads the next. You must follow suit. If your partner is not winning you must beat the winning card if you can. Without the suit led and with your partner not winning, you must trump (or overtrump a rival&apos;s trump if you can). With your partner winning you may play any card. Only the last trick of each side may be looked at again.</source>
        <translation>The player on the dealer&apos;s right leads; the winner of each trick leads the next. You must follow suit. If your partner is not winning you must beat the winning card if you can. Without the suit led and with your partner not winning, you must trump (or overtrump a rival&apos;s trump if you can). With your partner winning you may play any card. Only the last trick of each side may be looked at again.</translation>
    </message>
    <message>
        <source>Obligada: a card that does not win must be a point card (partner winning) or your lowest card of its suit. Intermèdia: the same, but the second player may also drop a point card (&quot;Carrego&quot;).</source>
        <translation>Obligada: a card that does not win must be a point card (partner winning) or your lowest card of its suit. Intermèdia: the same, but the second player may also drop a point card (&quot;Carrego&quot;).</translation>
    </message>
    <message>
        <source>Scoring</source>
        <translation>Scoring</translation>
    </message>
    <message>
        <source>Each side counts card points plus tricks. The side above 36 scores the points above 36 times the multiplier. The game is won by the first side to reach the target (101 by default).</source>
        <translation>Each side counts card points plus tricks. The side above 36 scores the points above 36 times the multiplier. The game is won by the first side to reach the target (101 by default).</translation>
    </message>
    <message>
        <source>This program refuses an illegal card and tells you why. With table rules it accepts it, and the other side may claim it: then they score 36 × the multiplier.</source>
        <translation>This program refuses an illegal card and tells you why. With table rules it accepts it, and the other side may claim it: then they score 36 × the multiplier.</translation>
    </message>
    <message>
        <source>Other ways to play</source>
        <translation>Other ways to play</translation>
    </message>
    <message>
        <source>Four individual players: no partners and no delegating; only contro, and not on botifarra. A player who can no longer win any trick must play oros first, then copes, espases and bastos. Each player scores the points above or below 18. Three players: 36 cards (no 2, 3 or 4), 12 each, played like four individual players; each scores the points above or below 24.</source>
        <translation>Four individual players: no partners and no delegating; only contro, and not on botifarra. A player who can no longer win any trick must play oros first, then copes, espases and bastos. Each player scores the points above or below 18. Three players: 36 cards (no 2, 3 or 4), 12 each, played like four individual players; each scores the points above or below 24.</translation>
    </message>
    <message>
        <source>Two players, rector i vicari: each has six piles of four cards with the top card face up, and only face-up cards can be played; the card underneath is then turned up. There are 24 tricks of two cards, one point for every two tricks, and the odd trick&apos;s point goes to the player with fewer points. Two players with a hand: four piles each and eight cards in hand.</source>
        <translation>Two players, rector i vicari: each has six piles of four cards with the top card face up, and only face-up cards can be played; the card underneath is then turned up. There are 24 tricks of two cards, one point for every two tricks, and the odd trick&apos;s point goes to the player with fewer points. Two players with a hand: four piles each and eight cards in hand.</translation>
    </message>
    <message>
        <source>How to play</source>
        <translation>How to play</translation>
    </message>
</context>
<context>
    <name>SaveGameDialog</name>
    <message>
        <source>Save the game</source>
        <translation>Save the game</translation>
    </message>
    <message>
        <source>A name for this game</source>
        <translation>A name for this game</translation>
    </message>
    <message>
        <source>Saved games: %1</source>
        <translation>Saved games: %1</translation>
    </message>
    <message>
        <source>Save</source>
        <translation>Save</translation>
    </message>
    <message>
        <source>Name:</source>
        <translation>Name:</translation>
    </message>
    <message>
        <source>Please write a name for the game.</source>
        <translation>Please write a name for the game.</translation>
    </message>
    <message>
        <source>Use a name of up to 64 characters with some letters or digits.</source>
        <translation>Use a name of up to 64 characters with some letters or digits.</translation>
    </message>
    <message>
        <source>A saved game with this name already exists: saving will replace it.</source>
        <translation>A saved game with this name already exists: saving will replace it.</translation>
    </message>
    <message>
        <source>Replace the saved game “%1” with this game?</source>
        <translation>Replace the saved game “%1” with this game?</translation>
    </message>
    <message>
        <source>Replace</source>
        <translation>Replace</translation>
    </message>
    <message>
        <source>The game was not saved:</source>
        <translation>The game was not saved:</translation>
    </message>
</context>
<context>
    <name>Saves</name>
    <message>
        <source>Lliure</source>
        <translation>Lliure</translation>
    </message>
    <message>
        <source>Obligada</source>
        <translation>Obligada</translation>
    </message>
    <message>
        <source>Intermèdia</source>
        <translation>Intermèdia</translation>
    </message>
    <message>
        <source>ButiNET</source>
        <translation>ButiNET</translation>
    </message>
    <message>
        <source>Lleida</source>
        <translation>Lleida</translation>
    </message>
    <message>
        <source>Own rules</source>
        <translation>Own rules</translation>
    </message>
    <message>
        <source>Pairs</source>
        <translation>Pairs</translation>
    </message>
    <message>
        <source>Four players, no pairs</source>
        <translation>Four players, no pairs</translation>
    </message>
    <message>
        <source>Three players</source>
        <translation>Three players</translation>
    </message>
    <message>
        <source>Two players: rector i vicari</source>
        <translation>Two players: rector i vicari</translation>
    </message>
    <message>
        <source>Two players: piles and a hand</source>
        <translation>Two players: piles and a hand</translation>
    </message>
    <message>
        <source>over the network</source>
        <translation>over the network</translation>
    </message>
    <message>
        <source>the computer plays alone</source>
        <translation>the computer plays alone</translation>
    </message>
    <message>
        <source>against the computer</source>
        <translation>against the computer</translation>
    </message>
    <message>
        <source>several people at this computer</source>
        <translation>several people at this computer</translation>
    </message>
    <message>
        <source>unknown date</source>
        <translation>unknown date</translation>
    </message>
</context>
<context>
    <name>Saving</name>
    <message>
        <source>The game in play could not be saved.</source>
        <translation>The game in play could not be saved.</translation>
    </message>
    <message>
        <source>The past hands could not be saved.</source>
        <translation>The past hands could not be saved.</translation>
    </message>
    <message>
        <source>Your statistics could not be saved.</source>
        <translation>Your statistics could not be saved.</translation>
    </message>
    <message>
        <source>Your settings could not be saved.</source>
        <translation>Your settings could not be saved.</translation>
    </message>
    <message>
        <source>the game in play</source>
        <translation>the game in play</translation>
    </message>
    <message>
        <source>the past hands</source>
        <translation>the past hands</translation>
    </message>
    <message>
        <source>the statistics</source>
        <translation>the statistics</translation>
    </message>
    <message>
        <source>the settings</source>
        <translation>the settings</translation>
    </message>
    <message>
        <source>the disk is full</source>
        <translation>the disk is full</translation>
    </message>
    <message>
        <source>Botifarra may not write in that folder</source>
        <translation>Botifarra may not write in that folder</translation>
    </message>
    <message>
        <source>the disk or folder is read-only</source>
        <translation>the disk or folder is read-only</translation>
    </message>
    <message>
        <source>another copy of Botifarra kept the file busy</source>
        <translation>another copy of Botifarra kept the file busy</translation>
    </message>
    <message>
        <source>it is %1, not a file</source>
        <translation>it is %1, not a file</translation>
    </message>
    <message>
        <source>it is %1, not a folder</source>
        <translation>it is %1, not a folder</translation>
    </message>
    <message>
        <source>a file is where a folder belongs</source>
        <translation>a file is where a folder belongs</translation>
    </message>
    <message>
        <source>a folder is where a file belongs</source>
        <translation>a folder is where a file belongs</translation>
    </message>
    <message>
        <source>a folder</source>
        <translation>a folder</translation>
    </message>
    <message>
        <source>a named pipe</source>
        <translation>a named pipe</translation>
    </message>
    <message>
        <source>a socket</source>
        <translation>a socket</translation>
    </message>
    <message>
        <source>a device</source>
        <translation>a device</translation>
    </message>
    <message>
        <source>a file</source>
        <translation>a file</translation>
    </message>
    <message>
        <source>a broken link</source>
        <translation>a broken link</translation>
    </message>
    <message>
        <source>a special file</source>
        <translation>a special file</translation>
    </message>
    <message>
        <source>Saving works again: %1.</source>
        <translation>Saving works again: %1.</translation>
    </message>
    <message>
        <source>File: %1</source>
        <translation>File: %1</translation>
    </message>
    <message>
        <source>Reason: %1.</source>
        <translation>Reason: %1.</translation>
    </message>
    <message>
        <source>Still saved: %1.</source>
        <translation>Still saved: %1.</translation>
    </message>
    <message>
        <source>Nothing can be saved at the moment; you can play on.</source>
        <translation>Nothing can be saved at the moment; you can play on.</translation>
    </message>
    <message>
        <source>Botifarra tries again by itself and tells you when it works again.</source>
        <translation>Botifarra tries again by itself and tells you when it works again.</translation>
    </message>
</context>
<context>
    <name>ScenarioEditor</name>
    <message>
        <source>South (bottom)</source>
        <translation>South (bottom)</translation>
    </message>
    <message>
        <source>East (right)</source>
        <translation>East (right)</translation>
    </message>
    <message>
        <source>North (top)</source>
        <translation>North (top)</translation>
    </message>
    <message>
        <source>West (left)</source>
        <translation>West (left)</translation>
    </message>
    <message>
        <source>S</source>
        <comment>South, on a card dealt there</comment>
        <translation>S</translation>
    </message>
    <message>
        <source>E</source>
        <comment>East, on a card dealt there</comment>
        <translation>E</translation>
    </message>
    <message>
        <source>N</source>
        <comment>North, on a card dealt there</comment>
        <translation>N</translation>
    </message>
    <message>
        <source>W</source>
        <comment>West, on a card dealt there</comment>
        <translation>W</translation>
    </message>
    <message>
        <source>Scenario editor</source>
        <extracomment>&quot;Play from here&quot;: the scenario to put on the table.</extracomment>
        <translation>Scenario editor</translation>
    </message>
    <message>
        <source>Strict: beat and trump even over your partner</source>
        <extracomment>Replaced by tests: the file dialogs and the question before replacing a file.</extracomment>
        <translation>Strict: beat and trump even over your partner</translation>
    </message>
    <message>
        <source>The 3 ranks second</source>
        <translation>The 3 ranks second</translation>
    </message>
    <message>
        <source>Botifarra (no trumps)</source>
        <translation>Botifarra (no trumps)</translation>
    </message>
    <message>
        <source>Delegated: the dealer&apos;s partner made trump</source>
        <translation>Delegated: the dealer&apos;s partner made trump</translation>
    </message>
    <message>
        <source>Rules:</source>
        <translation>Rules:</translation>
    </message>
    <message>
        <source>Trump:</source>
        <translation>Trump:</translation>
    </message>
    <message>
        <source>Dealer:</source>
        <translation>Dealer:</translation>
    </message>
    <message>
        <source>Calls:</source>
        <translation>Calls:</translation>
    </message>
    <message>
        <source>Leads the trick:</source>
        <translation>Leads the trick:</translation>
    </message>
    <message>
        <source>Title:</source>
        <translation>Title:</translation>
    </message>
    <message>
        <source>Story:</source>
        <translation>Story:</translation>
    </message>
    <message>
        <source>Question:</source>
        <translation>Question:</translation>
    </message>
    <message>
        <source>Answer:</source>
        <translation>Answer:</translation>
    </message>
    <message>
        <source>A click puts the card in:</source>
        <translation>A click puts the card in:</translation>
    </message>
    <message>
        <source>the trick</source>
        <translation>the trick</translation>
    </message>
    <message>
        <source>Fill the rest at random</source>
        <translation>Fill the rest at random</translation>
    </message>
    <message>
        <source>Clear the cards</source>
        <translation>Clear the cards</translation>
    </message>
    <message>
        <source>Cards per player:</source>
        <translation>Cards per player:</translation>
    </message>
    <message>
        <source>Open…</source>
        <translation>Open…</translation>
    </message>
    <message>
        <source>Save…</source>
        <translation>Save…</translation>
    </message>
    <message>
        <source>Play from here</source>
        <translation>Play from here</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>Close</translation>
    </message>
    <message>
        <source>None</source>
        <translation>None</translation>
    </message>
    <message>
        <source>The trick has at most 3 cards: the fourth would end it.</source>
        <translation>The trick has at most 3 cards: the fourth would end it.</translation>
    </message>
    <message>
        <source>seat %1</source>
        <translation>seat %1</translation>
    </message>
    <message>
        <source>On the trick</source>
        <translation>On the trick</translation>
    </message>
    <message>
        <source>Not a possible position yet: %1</source>
        <translation>Not a possible position yet: %1</translation>
    </message>
    <message>
        <source>Ready. %1 is to play and may play: %2.</source>
        <translation>Ready. %1 is to play and may play: %2.</translation>
    </message>
    <message>
        <source>every player must hold the same number of cards (1 to 12), counting a card already on the trick: %1.</source>
        <translation>every player must hold the same number of cards (1 to 12), counting a card already on the trick: %1.</translation>
    </message>
    <message>
        <source>T%1</source>
        <comment>card on the trick, in order</comment>
        <translation>T%1</translation>
    </message>
    <message numerus="yes">
        <source>A player already holds more than %n cards: raise the number of cards per player.</source>
        <translation>
            <numerusform>A player already holds more than %n card: raise the number of cards per player.</numerusform>
            <numerusform>A player already holds more than %n cards: raise the number of cards per player.</numerusform>
        </translation>
    </message>
    <message>
        <source>This file cannot be opened.</source>
        <translation>This file cannot be opened.</translation>
    </message>
    <message>
        <source>The scenario could not be saved: %1</source>
        <translation>The scenario could not be saved: %1</translation>
    </message>
    <message>
        <source>Save the scenario</source>
        <translation>Save the scenario</translation>
    </message>
    <message>
        <source>Scenarios (*.json)</source>
        <translation>Scenarios (*.json)</translation>
    </message>
    <message>
        <source>Open a scenario</source>
        <translation>Open a scenario</translation>
    </message>
    <message>
        <source>Replace the file?</source>
        <translation>Replace the file?</translation>
    </message>
    <message>
        <source>%1 already exists. Replace it?</source>
        <translation>%1 already exists. Replace it?</translation>
    </message>
</context>
<context>
    <name>ScoreChart</name>
    <message>
        <source>The game so far</source>
        <translation>The game so far</translation>
    </message>
    <message>
        <source>Hand</source>
        <translation>Hand</translation>
    </message>
    <message>
        <source>Each side&apos;s total will be drawn here after every hand.</source>
        <translation>Each side&apos;s total will be drawn here after every hand.</translation>
    </message>
</context>
<context>
    <name>ScoreSheet</name>
    <message>
        <source>Hand</source>
        <translation>Hand</translation>
    </message>
    <message>
        <source>×</source>
        <translation>×</translation>
    </message>
    <message>
        <source>Called</source>
        <translation>Called</translation>
    </message>
    <message>
        <source>Points</source>
        <translation>Points</translation>
    </message>
    <message>
        <source>Us</source>
        <translation>Us</translation>
    </message>
    <message>
        <source>Them</source>
        <translation>Them</translation>
    </message>
    <message>
        <source>Trump, who made it, and the calls</source>
        <translation>Trump, who made it, and the calls</translation>
    </message>
    <message>
        <source>Multiplier</source>
        <translation>Multiplier</translation>
    </message>
    <message>
        <source>Points (cards + tricks): us – them</source>
        <translation>Points (cards + tricks): us – them</translation>
    </message>
    <message>
        <source>Our score this hand and our total</source>
        <translation>Our score this hand and our total</translation>
    </message>
    <message>
        <source>Their score this hand and their total</source>
        <translation>Their score this hand and their total</translation>
    </message>
    <message>
        <source>Decided by your claim</source>
        <translation>Decided by your claim</translation>
    </message>
    <message>
        <source>Points (cards + tricks): %1</source>
        <translation>Points (cards + tricks): %1</translation>
    </message>
    <message>
        <source>Decided by a claim of %1</source>
        <translation>Decided by a claim of %1</translation>
    </message>
    <message>
        <source> (delegated)</source>
        <translation> (delegated)</translation>
    </message>
    <message>
        <source>claim</source>
        <translation>claim</translation>
    </message>
</context>
<context>
    <name>SingleCopy</name>
    <message>
        <source>Botifarra</source>
        <translation>Botifarra</translation>
    </message>
    <message>
        <source>Botifarra is already open with your saved games.</source>
        <translation>Botifarra is already open with your saved games.</translation>
    </message>
    <message>
        <source>Only one copy at a time can keep your game, past hands, statistics and settings. You can bring that window forward, or play here without saving anything.</source>
        <translation>Only one copy at a time can keep your game, past hands, statistics and settings. You can bring that window forward, or play here without saving anything.</translation>
    </message>
    <message>
        <source>The other Botifarra window did not answer.</source>
        <translation>The other Botifarra window did not answer.</translation>
    </message>
    <message>
        <source>Bring that window forward</source>
        <translation>Bring that window forward</translation>
    </message>
    <message>
        <source>Play without saving</source>
        <translation>Play without saving</translation>
    </message>
    <message>
        <source>Quit</source>
        <translation>Quit</translation>
    </message>
    <message>
        <source>Botifarra could not create its lock file %1 (%2).</source>
        <translation>Botifarra could not create its lock file %1 (%2).</translation>
    </message>
    <message>
        <source>Without it, two copies of Botifarra could overwrite each other&apos;s games, so this copy will not keep anything. You can play here without saving, or quit and free some space first.</source>
        <translation>Without it, two copies of Botifarra could overwrite each other&apos;s games, so this copy will not keep anything. You can play here without saving, or quit and free some space first.</translation>
    </message>
    <message>
        <source>Not saving: the lock file %1 could not be created.</source>
        <translation>Not saving: the lock file %1 could not be created.</translation>
    </message>
    <message>
        <source>Not saving: Botifarra is already open with your saved games in another window.</source>
        <translation>Not saving: Botifarra is already open with your saved games in another window.</translation>
    </message>
    <message>
        <source>Not saving: the lock file %1 was removed and another copy of Botifarra now keeps your saved games. From now on this window saves nothing.</source>
        <translation>Not saving: the lock file %1 was removed and another copy of Botifarra now keeps your saved games. From now on this window saves nothing.</translation>
    </message>
</context>
<context>
    <name>StartPanel</name>
    <message>
        <source>You have a game under way</source>
        <translation>You have a game under way</translation>
    </message>
    <message>
        <source>Hand %1 · Us &lt;b&gt;%2&lt;/b&gt; · Them &lt;b&gt;%3&lt;/b&gt;</source>
        <translation>Hand %1 · Us &lt;b&gt;%2&lt;/b&gt; · Them &lt;b&gt;%3&lt;/b&gt;</translation>
    </message>
    <message>
        <source>Hand %1 · %2</source>
        <translation>Hand %1 · %2</translation>
    </message>
    <message>
        <source>Playing with %1</source>
        <translation>Playing with %1</translation>
    </message>
    <message>
        <source>Saved on %1</source>
        <translation>Saved on %1</translation>
    </message>
    <message>
        <source>A new game replaces this one.</source>
        <translation>A new game replaces this one.</translation>
    </message>
    <message>
        <source>Continue the game</source>
        <translation>Continue the game</translation>
    </message>
    <message>
        <source>New game</source>
        <translation>New game</translation>
    </message>
</context>
<context>
    <name>StatisticsCharts</name>
    <message>
        <source>All games</source>
        <translation>All games</translation>
    </message>
    <message>
        <source>Way to play: %1</source>
        <translation>Way to play: %1</translation>
    </message>
    <message>
        <source>Opponents: %1</source>
        <translation>Opponents: %1</translation>
    </message>
    <message>
        <source>Show:</source>
        <translation>Show:</translation>
    </message>
    <message>
        <source>Games won, game after game (the last %1)</source>
        <translation>Games won, game after game (the last %1)</translation>
    </message>
    <message>
        <source>Won so far</source>
        <translation>Won so far</translation>
    </message>
    <message>
        <source>%1 of %2 won</source>
        <translation>%1 of %2 won</translation>
    </message>
    <message>
        <source>Games, oldest first; share won so far in %</source>
        <translation>Games, oldest first; share won so far in %</translation>
    </message>
    <message>
        <source>No finished game yet.</source>
        <translation>No finished game yet.</translation>
    </message>
    <message numerus="yes">
        <source>Points per hand (the last %n hands)</source>
        <translation>
            <numerusform>Points per hand (the last %n hand)</numerusform>
            <numerusform>Points per hand (the last %n hands)</numerusform>
        </translation>
    </message>
    <message>
        <source>Each hand</source>
        <translation>Each hand</translation>
    </message>
    <message>
        <source>Average of 10</source>
        <translation>Average of 10</translation>
    </message>
    <message>
        <source>Average of 10: %1</source>
        <translation>Average of 10: %1</translation>
    </message>
    <message>
        <source>half: 36</source>
        <translation>half: 36</translation>
    </message>
    <message>
        <source>Hands, oldest first; points of 72</source>
        <translation>Hands, oldest first; points of 72</translation>
    </message>
    <message>
        <source>No hand played yet.</source>
        <translation>No hand played yet.</translation>
    </message>
    <message numerus="yes">
        <source>%n games</source>
        <translation>
            <numerusform>%n game</numerusform>
            <numerusform>%n games</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n hands</source>
        <translation>
            <numerusform>%n hand</numerusform>
            <numerusform>%n hands</numerusform>
        </translation>
    </message>
    <message>
        <source>Nothing counted yet.</source>
        <translation>Nothing counted yet.</translation>
    </message>
    <message>
        <source>Games won by opponents&apos; level</source>
        <translation>Games won by opponents&apos; level</translation>
    </message>
    <message>
        <source>Points per hand by opponents&apos; level</source>
        <translation>Points per hand by opponents&apos; level</translation>
    </message>
    <message>
        <source>Games won by way to play</source>
        <translation>Games won by way to play</translation>
    </message>
    <message>
        <source>Points per hand by way to play</source>
        <translation>Points per hand by way to play</translation>
    </message>
</context>
<context>
    <name>StatisticsDialog</name>
    <message>
        <source>Easy</source>
        <translation>Easy</translation>
    </message>
    <message>
        <source>Medium</source>
        <translation>Medium</translation>
    </message>
    <message>
        <source>Hard</source>
        <translation>Hard</translation>
    </message>
    <message>
        <source>Mixed levels</source>
        <translation>Mixed levels</translation>
    </message>
    <message>
        <source>People</source>
        <translation>People</translation>
    </message>
    <message>
        <source>Statistics</source>
        <translation>Statistics</translation>
    </message>
    <message>
        <source>Games played:</source>
        <translation>Games played:</translation>
    </message>
    <message>
        <source>Games won:</source>
        <translation>Games won:</translation>
    </message>
    <message>
        <source>Hands played:</source>
        <translation>Hands played:</translation>
    </message>
    <message>
        <source>Hands won:</source>
        <translation>Hands won:</translation>
    </message>
    <message>
        <source>Average points per hand (of 72):</source>
        <translation>Average points per hand (of 72):</translation>
    </message>
    <message>
        <source>Average score per hand:</source>
        <translation>Average score per hand:</translation>
    </message>
    <message>
        <source>Contros called / won:</source>
        <translation>Contros called / won:</translation>
    </message>
    <message numerus="yes">
        <source>%n points behind, and won</source>
        <translation>
            <numerusform>%n point behind, and won</numerusform>
            <numerusform>%n points behind, and won</numerusform>
        </translation>
    </message>
    <message>
        <source>none yet</source>
        <translation>none yet</translation>
    </message>
    <message>
        <source>Best comeback:</source>
        <translation>Best comeback:</translation>
    </message>
    <message>
        <source>Counted for your side: you and your partner in the pairs game, you alone in the other ways to play. A hand is won when your side has the best score of the hand (in the pairs game and with two players, when it scores); without pairs a score can be below zero. A contro counts when your side doubled (contro, recontro, Sant Vicenç or barraca) and is won when your side then won the hand. The best comeback is the largest deficit in a game your side went on to win. The partner&apos;s level counts the pairs game only.</source>
        <translation>Counted for your side: you and your partner in the pairs game, you alone in the other ways to play. A hand is won when your side has the best score of the hand (in the pairs game and with two players, when it scores); without pairs a score can be below zero. A contro counts when your side doubled (contro, recontro, Sant Vicenç or barraca) and is won when your side then won the hand. The best comeback is the largest deficit in a game your side went on to win. The partner&apos;s level counts the pairs game only.</translation>
    </message>
    <message>
        <source>Way to play</source>
        <translation>Way to play</translation>
    </message>
    <message>
        <source>Variant</source>
        <translation>Variant</translation>
    </message>
    <message>
        <source>Opponents</source>
        <translation>Opponents</translation>
    </message>
    <message>
        <source>Partner</source>
        <translation>Partner</translation>
    </message>
    <message>
        <source>Over time</source>
        <translation>Over time</translation>
    </message>
    <message>
        <source>Compared</source>
        <translation>Compared</translation>
    </message>
    <message>
        <source>By way to play</source>
        <translation>By way to play</translation>
    </message>
    <message>
        <source>By variant</source>
        <translation>By variant</translation>
    </message>
    <message>
        <source>By opponents&apos; level</source>
        <translation>By opponents&apos; level</translation>
    </message>
    <message>
        <source>By partner&apos;s level</source>
        <translation>By partner&apos;s level</translation>
    </message>
    <message>
        <source>In numbers</source>
        <translation>In numbers</translation>
    </message>
    <message>
        <source>Rating</source>
        <translation>Rating</translation>
    </message>
    <message>
        <source>Games won</source>
        <translation>Games won</translation>
    </message>
    <message>
        <source>Hands won</source>
        <translation>Hands won</translation>
    </message>
    <message>
        <source>Contros won</source>
        <translation>Contros won</translation>
    </message>
    <message>
        <source>%1 of %2</source>
        <comment>in a table: 11 games won of 30 played</comment>
        <translation>%1 of %2</translation>
    </message>
    <message>
        <source>Points per hand</source>
        <translation>Points per hand</translation>
    </message>
</context>
<context>
    <name>Table</name>
    <message>
        <source>D</source>
        <comment>dealer mark on a nameplate</comment>
        <extracomment>Animation length factor per speed setting; 0 shows every event at once. The room the keyboard&apos;s card keeps clear right of itself in your hand: its frame and the next card&apos;s edge (each reaches up to 11 px out, in high contrast), so the card on its right never covers the card or its frame. The least of a card&apos;s width the others still show when they close up for the keyboard&apos;s card: its index. the corners the view&apos;s widgets take: info box, last-trick buttons, Hint and Undo your plate and your partner&apos;s stand aside for an ending panel (``set_plates_aside``) the human&apos;s cards: which may be chosen, the keyboard&apos;s card, clicks (see :mod:`.human_hand`)</extracomment>
        <translation>D</translation>
    </message>
    <message>
        <source>Delegates</source>
        <translation>Delegates</translation>
    </message>
    <message>
        <source>Pass</source>
        <translation>Pass</translation>
    </message>
    <message>
        <source>Carrego</source>
        <translation>Carrego</translation>
    </message>
    <message>
        <source>Claims!</source>
        <translation>Claims!</translation>
    </message>
    <message>
        <source>Our last trick</source>
        <extracomment>a screen reader reads this view as the card table (:mod:`.access.tree`), even while it is built buttons features put on the table (Hint, Undo), laid out bottom left; whether each is wanted</extracomment>
        <translation>Our last trick</translation>
    </message>
    <message>
        <source>Last tricks</source>
        <translation>Last tricks</translation>
    </message>
    <message>
        <source>Their last trick</source>
        <translation>Their last trick</translation>
    </message>
    <message>
        <source>Claim an illegal card</source>
        <translation>Claim an illegal card</translation>
    </message>
    <message>
        <source>to %1</source>
        <extracomment>the box&apos;s background and the colour of its quieter words (high contrast: black and white)</extracomment>
        <translation>to %1</translation>
    </message>
    <message>
        <source>%1 claims: %2 played the %3 illegally in trick %4.</source>
        <translation>%1 claims: %2 played the %3 illegally in trick %4.</translation>
    </message>
    <message>
        <source>Your turn!</source>
        <translation>Your turn!</translation>
    </message>
    <message>
        <source>thinking…</source>
        <translation>thinking…</translation>
    </message>
    <message>
        <source>Wait for your turn.</source>
        <translation>Wait for your turn.</translation>
    </message>
    <message>
        <source>Play an illegal card?</source>
        <translation>Play an illegal card?</translation>
    </message>
    <message>
        <source>With table rules you may play it anyway, but if the other side claims it you lose the hand. Play it?</source>
        <translation>With table rules you may play it anyway, but if the other side claims it you lose the hand. Play it?</translation>
    </message>
    <message numerus="yes">
        <source>%n hands</source>
        <translation>
            <numerusform>%n hand</numerusform>
            <numerusform>%n hands</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Texts</name>
    <message>
        <source>oros</source>
        <translation>oros</translation>
    </message>
    <message>
        <source>copes</source>
        <translation>copes</translation>
    </message>
    <message>
        <source>espases</source>
        <translation>espases</translation>
    </message>
    <message>
        <source>bastos</source>
        <translation>bastos</translation>
    </message>
    <message>
        <source>botifarra</source>
        <translation>botifarra</translation>
    </message>
    <message>
        <source>ace</source>
        <translation>ace</translation>
    </message>
    <message>
        <source>manilla</source>
        <translation>manilla</translation>
    </message>
    <message>
        <source>jack</source>
        <translation>jack</translation>
    </message>
    <message>
        <source>knight</source>
        <translation>knight</translation>
    </message>
    <message>
        <source>king</source>
        <translation>king</translation>
    </message>
    <message>
        <source>%1 of %2</source>
        <comment>the suit name starts with a vowel</comment>
        <translation>%1 of %2</translation>
    </message>
    <message>
        <source>%1 of %2</source>
        <translation>%1 of %2</translation>
    </message>
    <message>
        <source>Botifarra</source>
        <translation>Botifarra</translation>
    </message>
    <message>
        <source>Delegate to partner</source>
        <translation>Delegate to partner</translation>
    </message>
    <message>
        <source>Contro</source>
        <translation>Contro</translation>
    </message>
    <message>
        <source>Recontro</source>
        <translation>Recontro</translation>
    </message>
    <message>
        <source>Sant Vicenç</source>
        <translation>Sant Vicenç</translation>
    </message>
    <message>
        <source>Barraca</source>
        <translation>Barraca</translation>
    </message>
    <message>
        <source>Pass</source>
        <translation>Pass</translation>
    </message>
    <message>
        <source> (strict rules: even when your partner is winning)</source>
        <translation> (strict rules: even when your partner is winning)</translation>
    </message>
    <message>
        <source>You hold %suit: you must follow suit (%options).</source>
        <translation>You hold %suit: you must follow suit (%options).</translation>
    </message>
    <message>
        <source>The %winning is winning and your partner is not: you must beat it if you can (%options).</source>
        <translation>The %winning is winning and your partner is not: you must beat it if you can (%options).</translation>
    </message>
    <message>
        <source>A rival has trumped with the %winning: you must overtrump if you can (%options).</source>
        <translation>A rival has trumped with the %winning: you must overtrump if you can (%options).</translation>
    </message>
    <message>
        <source>You have no %led and your partner is not winning: you must trump with %suit (%options).</source>
        <translation>You have no %led and your partner is not winning: you must trump with %suit (%options).</translation>
    </message>
    <message>
        <source>The %card does not win the trick and your partner is winning: play a point card or your lowest %suit (the %lowest).</source>
        <translation>The %card does not win the trick and your partner is winning: play a point card or your lowest %suit (the %lowest).</translation>
    </message>
    <message>
        <source>The %card does not win the trick and a rival is winning: play your lowest %suit (the %lowest).</source>
        <translation>The %card does not win the trick and a rival is winning: play your lowest %suit (the %lowest).</translation>
    </message>
    <message>
        <source>You do not hold the %card.</source>
        <translation>You do not hold the %card.</translation>
    </message>
    <message>
        <source>It is not your turn.</source>
        <translation>It is not your turn.</translation>
    </message>
    <message>
        <source>That cannot be done now.</source>
        <translation>That cannot be done now.</translation>
    </message>
    <message>
        <source>The other side has not played an illegal card in this hand.</source>
        <translation>The other side has not played an illegal card in this hand.</translation>
    </message>
    <message>
        <source>Us</source>
        <translation>Us</translation>
    </message>
    <message>
        <source>Them</source>
        <translation>Them</translation>
    </message>
    <message>
        <source>Across</source>
        <comment>default name of the player in front, who is not a partner</comment>
        <translation>Across</translation>
    </message>
    <message>
        <source>Me</source>
        <comment>default name of the player</comment>
        <translation>Me</translation>
    </message>
    <message>
        <source>Right</source>
        <comment>default name of the player on your right</comment>
        <translation>Right</translation>
    </message>
    <message>
        <source>Partner</source>
        <comment>default name of the partner</comment>
        <translation>Partner</translation>
    </message>
    <message>
        <source>Left</source>
        <comment>default name of the player on your left</comment>
        <translation>Left</translation>
    </message>
    <message>
        <source>Pere,Montse,Jordi,Núria,Carme,Josep,Marta,Quim</source>
        <comment>the computer players&apos; names at a LAN table: comma-separated first names usual in this language (at least three, different from each other)</comment>
        <translation>Anna,Ben,Claire,David,Emma,Frank,Grace,Harry</translation>
    </message>
</context>
<context>
    <name>TrickHistory</name>
    <message>
        <source>Trick</source>
        <translation>Trick</translation>
    </message>
    <message>
        <source>Winner</source>
        <translation>Winner</translation>
    </message>
    <message>
        <source>Points</source>
        <translation>Points</translation>
    </message>
</context>
</TS>
