<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="it" sourcelanguage="en">
<context>
    <name>About</name>
    <message>
        <source>The Catalan card game, against the computer or with friends on your network.</source>
        <translation>Il gioco di carte catalano, contro il computer o con gli amici sulla tua rete.</translation>
    </message>
    <message>
        <source>Free software under the GNU GPL, version 3 or later.</source>
        <translation>Software libero con licenza GNU GPL, versione 3 o successiva.</translation>
    </message>
</context>
<context>
    <name>Access</name>
    <message>
        <source>Card table</source>
        <translation>Tavolo da gioco</translation>
    </message>
    <message>
        <source>Announcements</source>
        <translation>Annunci</translation>
    </message>
    <message>
        <source>Last trick shown</source>
        <translation>Ultima presa mostrata</translation>
    </message>
    <message>
        <source>card face down</source>
        <translation>carta coperta</translation>
    </message>
    <message>
        <source>Left and Right choose a card, 1 to 9 and 0 pick the first to tenth, Enter plays it.</source>
        <translation>Sinistra e Destra scelgono una carta, da 1 a 9 e 0 prendono dalla prima alla decima, Invio la gioca.</translation>
    </message>
    <message>
        <source>Enter plays it.</source>
        <translation>Invio la gioca.</translation>
    </message>
    <message>
        <source>Table rules: say the other side played an illegal card; if they did, they lose the hand.</source>
        <translation>Regole da tavolo: dichiari che l&apos;altra coppia ha giocato una carta irregolare; se è così, perdono la mano.</translation>
    </message>
    <message>
        <source>Shows the last trick the other side won (Esc hides it).</source>
        <translation>Mostra l&apos;ultima presa vinta dall&apos;altra coppia (Esc la nasconde).</translation>
    </message>
    <message>
        <source>Shows the last trick your side won (Esc hides it).</source>
        <translation>Mostra l&apos;ultima presa vinta dalla tua coppia (Esc la nasconde).</translation>
    </message>
    <message>
        <source>Shows the last trick each player won (Esc hides them).</source>
        <translation>Mostra l&apos;ultima presa vinta da ogni giocatore (Esc le nasconde).</translation>
    </message>
    <message>
        <source>No points.</source>
        <translation>Non vale punti.</translation>
    </message>
    <message numerus="yes">
        <source>Worth %n points.</source>
        <translation>
            <numerusform>Vale %n punto.</numerusform>
            <numerusform>Vale %n punti.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n cards</source>
        <translation>
            <numerusform>%n carta</numerusform>
            <numerusform>%n carte</numerusform>
        </translation>
    </message>
    <message>
        <source>Your hand: %1</source>
        <translation>La tua mano: %1</translation>
    </message>
    <message>
        <source>Your cards: %1 in your hand, %2 face up on your piles</source>
        <translation>Le tue carte: %1 in mano, %2 scoperte sui tuoi mazzetti</translation>
    </message>
    <message>
        <source>%1, on top of your pile %2</source>
        <translation>%1, in cima al tuo mazzetto %2</translation>
    </message>
    <message>
        <source>Pile %1 of %2 in front of you; under it: %3 face down.</source>
        <translation>Mazzetto %1 di %2 davanti a te; sotto: %3 coperte.</translation>
    </message>
    <message>
        <source>Trick: no card on the table yet</source>
        <translation>Presa: ancora nessuna carta sul tavolo</translation>
    </message>
    <message>
        <source>Trick %1: %2</source>
        <translation>Presa %1: %2</translation>
    </message>
    <message>
        <source>%1, playable</source>
        <translation>%1, giocabile</translation>
    </message>
    <message>
        <source>%1, not playable</source>
        <translation>%1, non giocabile</translation>
    </message>
    <message>
        <source>Card %1 of %2 in your hand.</source>
        <translation>Carta %1 di %2 della tua mano.</translation>
    </message>
    <message>
        <source>You played the %1</source>
        <translation>Hai giocato %1</translation>
    </message>
    <message>
        <source>%1 played the %2</source>
        <translation>%1 ha giocato %2</translation>
    </message>
    <message>
        <source>%1, winning</source>
        <translation>%1, vince la presa</translation>
    </message>
    <message>
        <source>%1 (you)</source>
        <translation>%1 (tu)</translation>
    </message>
    <message>
        <source>dealer</source>
        <translation>mazziere</translation>
    </message>
    <message>
        <source>your turn</source>
        <translation>tocca a te</translation>
    </message>
    <message>
        <source>their turn</source>
        <translation>tocca a lui</translation>
    </message>
    <message>
        <source>Face up on the piles: %1.</source>
        <translation>Scoperte sui mazzetti: %1.</translation>
    </message>
    <message>
        <source>Any card may be played.</source>
        <translation>Puoi giocare qualsiasi carta.</translation>
    </message>
    <message>
        <source>Playable: %1.</source>
        <translation>Puoi giocare: %1.</translation>
    </message>
    <message>
        <source>No trump; the hand counts double.</source>
        <translation>Senza briscola; la mano vale doppio.</translation>
    </message>
    <message>
        <source>Your partner chooses trump.</source>
        <translation>Il tuo compagno sceglie la briscola.</translation>
    </message>
    <message>
        <source>Make %1 trump.</source>
        <translation>Briscola: %1.</translation>
    </message>
    <message>
        <source>Do not double the stakes.</source>
        <translation>Non raddoppiare la posta.</translation>
    </message>
    <message>
        <source>Double the stakes.</source>
        <translation>Raddoppiare la posta.</translation>
    </message>
    <message numerus="yes">
        <source>You win the trick (%n points).</source>
        <translation>
            <numerusform>Vinci la presa (%n punto).</numerusform>
            <numerusform>Vinci la presa (%n punti).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 wins the trick (%n points).</source>
        <translation>
            <numerusform>%1 vince la presa (%n punto).</numerusform>
            <numerusform>%1 vince la presa (%n punti).</numerusform>
        </translation>
    </message>
    <message>
        <source>You deal.</source>
        <translation>Distribuisci tu.</translation>
    </message>
    <message>
        <source>%1 deals.</source>
        <translation>%1 distribuisce.</translation>
    </message>
    <message>
        <source>You delegate to your partner.</source>
        <translation>Lasci scegliere al compagno.</translation>
    </message>
    <message>
        <source>You say %1!</source>
        <translation>Dici %1!</translation>
    </message>
    <message>
        <source>You pass.</source>
        <translation>Passi.</translation>
    </message>
    <message>
        <source>You turn up the %1.</source>
        <translation>Scopri %1.</translation>
    </message>
    <message>
        <source>%1 turns up the %2.</source>
        <translation>%1 scopre %2.</translation>
    </message>
</context>
<context>
    <name>Coach</name>
    <message>
        <source>Rules coach</source>
        <translation>Allenamento sulle regole</translation>
    </message>
    <message>
        <source>Check</source>
        <translation>Verifica</translation>
    </message>
    <message>
        <source>Show the answer</source>
        <translation>Mostra la risposta</translation>
    </message>
    <message>
        <source>Try again</source>
        <translation>Riprova</translation>
    </message>
    <message>
        <source>◀ Previous</source>
        <translation>◀ Precedente</translation>
    </message>
    <message>
        <source>Next ▶</source>
        <translation>Successivo ▶</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>Chiudi</translation>
    </message>
    <message>
        <source>The lessons could not be found.</source>
        <translation>Non è stato possibile trovare le lezioni.</translation>
    </message>
    <message>
        <source>Exercise %1 of %2</source>
        <translation>Esercizio %1 di %2</translation>
    </message>
    <message>
        <source>Which cards may you play?</source>
        <translation>Quali carte puoi giocare?</translation>
    </message>
    <message>
        <source>Click every card you may play (click again to take it back), then press Check.</source>
        <translation>Fai clic su ogni carta che puoi giocare (un altro clic la toglie), poi premi Verifica.</translation>
    </message>
    <message>
        <source>Choose the cards you may play first: click them.</source>
        <translation>Prima scegli le carte che puoi giocare: fai clic su di esse.</translation>
    </message>
    <message>
        <source>These are the cards you may play.</source>
        <translation>Queste sono le carte che puoi giocare.</translation>
    </message>
    <message>
        <source>Right! You found every card you may play.</source>
        <translation>Giusto! Hai trovato tutte le carte che puoi giocare.</translation>
    </message>
    <message>
        <source>Not quite. The red cards are wrong:</source>
        <translation>Non proprio. Le carte rosse sono sbagliate:</translation>
    </message>
    <message>
        <source>you may play this card too.</source>
        <translation>puoi giocare anche questa carta.</translation>
    </message>
    <message>
        <source>Change your choice and press Check again, or press Show the answer.</source>
        <translation>Cambia la tua scelta e premi di nuovo Verifica, oppure premi Mostra la risposta.</translation>
    </message>
</context>
<context>
    <name>DealDialog</name>
    <message>
        <source>Play a deal by number</source>
        <extracomment>(deal number or code, dealer seat, from the other side); a code does not fit a C++ int</extracomment>
        <translation>Gioca una smazzata per numero</translation>
    </message>
    <message>
        <source>You</source>
        <translation>Tu</translation>
    </message>
    <message>
        <source>The player on your right</source>
        <translation>Il giocatore alla tua destra</translation>
    </message>
    <message>
        <source>Your partner</source>
        <translation>Il tuo compagno</translation>
    </message>
    <message>
        <source>The player on your left</source>
        <translation>Il giocatore alla tua sinistra</translation>
    </message>
    <message>
        <source>Your side: the cards dealt to you</source>
        <translation>La tua coppia: le carte distribuite a te</translation>
    </message>
    <message>
        <source>The other side: the cards of the player on your right</source>
        <translation>La coppia avversaria: le carte del giocatore alla tua destra</translation>
    </message>
    <message>
        <source>Deal number or code:</source>
        <translation>Numero o codice della distribuzione:</translation>
    </message>
    <message>
        <source>The same number and dealer give everyone the same cards: play a deal a friend played and compare, or play it from the other side. A LAN table shows each hand&apos;s deal code when the hand is over.</source>
        <translation>Lo stesso numero e lo stesso mazziere danno a tutti le stesse carte: gioca una distribuzione che ha giocato un amico e confrontate, o giocala dall&apos;altra parte. Un tavolo in rete mostra il codice di ogni mano quando è finita.</translation>
    </message>
    <message>
        <source>Type a deal number (up to ten digits) or a deal code (32 digits and letters a-f, as the table showed it).</source>
        <translation>Scrivi un numero di distribuzione (fino a dieci cifre) o un codice (32 cifre e lettere a-f, come lo mostrava il tavolo).</translation>
    </message>
    <message>
        <source>Dealer:</source>
        <translation>Mazziere:</translation>
    </message>
    <message>
        <source>Play</source>
        <translation>Gioca</translation>
    </message>
</context>
<context>
    <name>Duplicate</name>
    <message>
        <source>Board %1 of %2</source>
        <extracomment>&quot;Review your hand&quot;: the hand review of your decisions at this board (the table still holds it)</extracomment>
        <translation>Smazzata %1 di %2</translation>
    </message>
    <message>
        <source>Compare with the other table&apos;s play:</source>
        <translation>Confronta con il gioco dell&apos;altro tavolo:</translation>
    </message>
    <message>
        <source>replay %1</source>
        <translation>ripetizione %1</translation>
    </message>
    <message>
        <source>Trick</source>
        <translation>Presa</translation>
    </message>
    <message>
        <source>Your table</source>
        <translation>Il tuo tavolo</translation>
    </message>
    <message>
        <source>The other table</source>
        <translation>L&apos;altro tavolo</translation>
    </message>
    <message>
        <source>See the match&apos;s total</source>
        <translation>Vedi il totale della partita</translation>
    </message>
    <message>
        <source>Next board</source>
        <translation>Smazzata successiva</translation>
    </message>
    <message>
        <source>Review your hand</source>
        <translation>Rivedi la tua mano</translation>
    </message>
    <message>
        <source>The other table is still playing this board…</source>
        <translation>L&apos;altro tavolo sta ancora giocando questa smazzata…</translation>
    </message>
    <message>
        <source>Dealt by %1. Your side&apos;s result: %2.</source>
        <translation>Ha distribuito %1. Risultato della tua squadra: %2.</translation>
    </message>
    <message>
        <source>Board points: %1</source>
        <translation>Punti della smazzata: %1</translation>
    </message>
    <message>
        <source>Dealt by %1. You gave this board up: it scores %2 board points.</source>
        <translation>Ha distribuito %1. Hai abbandonato questa smazzata: vale %2 punti smazzata.</translation>
    </message>
    <message>
        <source>Dealt by %1. Your side&apos;s result: %2. The other table (%3): %4, mean %5. The difference, %6 game points, scores %7 board points.</source>
        <translation>Ha distribuito %1. Risultato della tua squadra: %2. L&apos;altro tavolo (%3): %4, media %5. La differenza, %6 punti di gioco, vale %7 punti smazzata.</translation>
    </message>
    <message>
        <source>Easy</source>
        <translation>Facile</translation>
    </message>
    <message>
        <source>Medium</source>
        <translation>Medio</translation>
    </message>
    <message>
        <source>Hard</source>
        <translation>Difficile</translation>
    </message>
    <message>
        <source>%1, %2 times</source>
        <translation>%1, %2 volte</translation>
    </message>
    <message>
        <source>Calls</source>
        <translation>Dichiarazioni</translation>
    </message>
    <message>
        <source>Duplicate match</source>
        <translation>Partita in duplicato</translation>
    </message>
    <message>
        <source>Today&apos;s boards: share your result</source>
        <translation>Le smazzate di oggi: condividi il tuo risultato</translation>
    </message>
    <message>
        <source>Your result, to copy to your friends:</source>
        <translation>Il tuo risultato, da copiare agli amici:</translation>
    </message>
    <message>
        <source>Copy</source>
        <translation>Copia</translation>
    </message>
    <message>
        <source>Paste a friend&apos;s result to compare:</source>
        <translation>Incolla il risultato di un amico per confrontarlo:</translation>
    </message>
    <message>
        <source>Compare</source>
        <translation>Confronta</translation>
    </message>
    <message>
        <source>The other table is still playing boards %1…</source>
        <translation>L&apos;altro tavolo sta ancora giocando le smazzate %1…</translation>
    </message>
    <message>
        <source>Total: %1 board points over %2 boards.</source>
        <translation>Totale: %1 punti smazzata in %2 smazzate.</translation>
    </message>
    <message>
        <source>Board points, board by board</source>
        <translation>Punti smazzata, smazzata per smazzata</translation>
    </message>
    <message>
        <source>Each board</source>
        <translation>Ogni smazzata</translation>
    </message>
    <message>
        <source>Board: %1</source>
        <translation>Smazzata: %1</translation>
    </message>
    <message>
        <source>Running total</source>
        <translation>Totale progressivo</translation>
    </message>
    <message>
        <source>Total: %1</source>
        <translation>Totale: %1</translation>
    </message>
    <message>
        <source>even</source>
        <translation>pari</translation>
    </message>
    <message>
        <source>Board</source>
        <translation>Smazzata</translation>
    </message>
    <message>
        <source>No board scored yet.</source>
        <translation>Nessuna smazzata ancora conteggiata.</translation>
    </message>
    <message>
        <source>Your total %1, your friend&apos;s %2.</source>
        <translation>Il tuo totale %1, quello del tuo amico %2.</translation>
    </message>
    <message>
        <source>Board %1: you %2 (%3), your friend %4 (%5)</source>
        <translation>Smazzata %1: tu %2 (%3), il tuo amico %4 (%5)</translation>
    </message>
    <message>
        <source>You both played exactly the same cards.</source>
        <translation>Avete giocato entrambi esattamente le stesse carte.</translation>
    </message>
    <message>
        <source>This result text was changed after it was made (its check does not match): it is not compared.</source>
        <translation>Questo testo di risultato è stato modificato dopo essere stato creato (il controllo non corrisponde): non viene confrontato.</translation>
    </message>
    <message>
        <source>A board of this result text does not score what its result scores against the other table: it was changed.</source>
        <translation>Una smazzata di questo testo non ha i punti che il suo risultato vale contro l&apos;altro tavolo: è stato modificato.</translation>
    </message>
    <message>
        <source>This result is for another day&apos;s boards.</source>
        <translation>Questo risultato è delle smazzate di un altro giorno.</translation>
    </message>
    <message>
        <source>This result was played against another other table (level or replays): the scores cannot be compared.</source>
        <translation>Questo risultato è stato giocato contro un altro tavolo diverso (livello o ripetizioni): i punti non si possono confrontare.</translation>
    </message>
    <message>
        <source>This is not a botifarra duplicate result text that can be read: copy all three lines of it.</source>
        <translation>Questo non è un testo di risultato di duplicato di botifarra leggibile: copiane tutte e tre le righe.</translation>
    </message>
    <message>
        <source>The duplicate match could not be saved: %1</source>
        <translation>Non è stato possibile salvare la partita in duplicato: %1</translation>
    </message>
    <message>
        <source>The saved duplicate match could not be read.</source>
        <translation>Non è stato possibile leggere la partita in duplicato salvata.</translation>
    </message>
    <message>
        <source>Duplicate match: board %1 of %2.</source>
        <translation>Partita in duplicato: smazzata %1 di %2.</translation>
    </message>
    <message>
        <source>Duplicate match: board %1 was given up (-3 board points).</source>
        <translation>Partita in duplicato: la smazzata %1 è stata abbandonata (-3 punti smazzata).</translation>
    </message>
    <message>
        <source>The other table could not play board %1.</source>
        <translation>L&apos;altro tavolo non ha potuto giocare la smazzata %1.</translation>
    </message>
    <message>
        <source>The rating could not be saved.</source>
        <translation>Non è stato possibile salvare la valutazione.</translation>
    </message>
    <message>
        <source>The rating file had a problem.</source>
        <translation>Il file della valutazione aveva un problema.</translation>
    </message>
    <message>
        <source>You play each board once with a computer partner against two computer opponents. At the other table four computer players play the same boards in the same seats, several times. Each board scores the difference between your result and theirs, so the luck of the cards is taken out.</source>
        <translation>Giochi ogni smazzata una volta con un compagno del computer contro due avversari del computer. All&apos;altro tavolo quattro giocatori del computer giocano le stesse smazzate negli stessi posti, più volte. Ogni smazzata conta la differenza tra il tuo risultato e il loro, così la fortuna delle carte viene tolta.</translation>
    </message>
    <message>
        <source>Today&apos;s boards (%1 boards, the same for everyone today)</source>
        <translation>Le smazzate di oggi (%1 smazzate, le stesse per tutti oggi)</translation>
    </message>
    <message>
        <source>A match of new boards</source>
        <translation>Una partita di smazzate nuove</translation>
    </message>
    <message>
        <source>Boards:</source>
        <translation>Smazzate:</translation>
    </message>
    <message>
        <source>Computer players&apos; level:</source>
        <translation>Livello dei giocatori del computer:</translation>
    </message>
    <message>
        <source>Plays of each board at the other table:</source>
        <translation>Volte che l&apos;altro tavolo gioca ogni smazzata:</translation>
    </message>
    <message>
        <source>Start</source>
        <translation>Inizia</translation>
    </message>
</context>
<context>
    <name>FirstStart</name>
    <message>
        <source>Welcome to Botifarra</source>
        <translation>Benvenuto a Botifarra</translation>
    </message>
    <message>
        <source>Before the first deal: how should we call you, in which language, and how strong should the computer players be?</source>
        <translation>Prima della prima mano: come ti chiamiamo, in quale lingua, e quanto forti devono essere i giocatori del computer?</translation>
    </message>
    <message>
        <source>Your &amp;name:</source>
        <translation>Il tuo &amp;nome:</translation>
    </message>
    <message>
        <source>&amp;Language:</source>
        <translation>&amp;Lingua:</translation>
    </message>
    <message>
        <source>&amp;Computer players:</source>
        <translation>Giocatori del &amp;computer:</translation>
    </message>
    <message>
        <source>Easy: to learn the game</source>
        <translation>Facile: per imparare il gioco</translation>
    </message>
    <message>
        <source>Medium: a good club player</source>
        <translation>Medio: un buon giocatore di circolo</translation>
    </message>
    <message>
        <source>Hard: plays to win</source>
        <translation>Difficile: gioca per vincere</translation>
    </message>
    <message>
        <source>You can change all of this later: the language in Preferences, the names and levels in New game.</source>
        <translation>Tutto questo si può cambiare più tardi: la lingua in Preferenze, i nomi e i livelli in Nuova partita.</translation>
    </message>
    <message>
        <source>&amp;Start playing</source>
        <translation>&amp;Inizia a giocare</translation>
    </message>
    <message>
        <source>S&amp;kip</source>
        <translation>&amp;Salta</translation>
    </message>
    <message>
        <source>Your answers could not be saved: %1</source>
        <translation>Non è stato possibile salvare le risposte: %1</translation>
    </message>
</context>
<context>
    <name>GameOver</name>
    <message>
        <source>The game ends level.</source>
        <translation>La partita finisce in parità.</translation>
    </message>
    <message>
        <source>You win the game!</source>
        <translation>Avete vinto la partita!</translation>
    </message>
    <message>
        <source>The other side wins the game.</source>
        <translation>L&apos;altra coppia vince la partita.</translation>
    </message>
    <message>
        <source>%1 wins the game.</source>
        <translation>%1 vince la partita.</translation>
    </message>
    <message>
        <source>Rematch</source>
        <extracomment>The coins when the player&apos;s side wins (``won``), over the title and score only.</extracomment>
        <translation>Rivincita</translation>
    </message>
    <message>
        <source>The same players and rules; the deal passes on.</source>
        <translation>Stessi giocatori e regole; la distribuzione prosegue il suo giro.</translation>
    </message>
    <message>
        <source>New game…</source>
        <translation>Nuova partita…</translation>
    </message>
    <message>
        <source>Review</source>
        <translation>Rivedi</translation>
    </message>
    <message>
        <source>Your cards in the hands of this game.</source>
        <translation>Le tue carte nelle mani di questa partita.</translation>
    </message>
    <message>
        <source>Congratulations!</source>
        <translation>Congratulazioni!</translation>
    </message>
    <message>
        <source>Rematch asked</source>
        <translation>Rivincita chiesta</translation>
    </message>
    <message>
        <source>Statistics</source>
        <translation>Statistiche</translation>
    </message>
    <message>
        <source>Hands played: %1</source>
        <translation>Mani giocate: %1</translation>
    </message>
</context>
<context>
    <name>HandHistoryDialog</name>
    <message>
        <source>Past hands</source>
        <translation>Mani giocate</translation>
    </message>
    <message>
        <source>First</source>
        <translation>Prima</translation>
    </message>
    <message>
        <source>Previous trick</source>
        <translation>Presa precedente</translation>
    </message>
    <message>
        <source>Next trick</source>
        <translation>Presa successiva</translation>
    </message>
    <message>
        <source>Last</source>
        <translation>Ultima</translation>
    </message>
    <message>
        <source>Play this deal again</source>
        <translation>Rigioca queste carte</translation>
    </message>
    <message>
        <source>No hands have been played yet.</source>
        <translation>Non è stata ancora giocata nessuna mano.</translation>
    </message>
    <message>
        <source>Damaged record</source>
        <translation>Registrazione danneggiata</translation>
    </message>
    <message>
        <source>Hand %1: %2</source>
        <translation>Mano %1: %2</translation>
    </message>
    <message>
        <source>%1 %2, %3 %4</source>
        <translation>%1 %2, %3 %4</translation>
    </message>
    <message>
        <source>This record is damaged and cannot be shown:</source>
        <translation>Questa registrazione è danneggiata e non si può mostrare:</translation>
    </message>
    <message>
        <source>Seat %1</source>
        <translation>Posto %1</translation>
    </message>
    <message>
        <source>Botifarra</source>
        <translation>Botifarra</translation>
    </message>
    <message>
        <source>You declared botifarra.</source>
        <translation>Hai dichiarato botifarra.</translation>
    </message>
    <message>
        <source>%1 declared botifarra.</source>
        <translation>%1 ha dichiarato botifarra.</translation>
    </message>
    <message>
        <source>You declared %1.</source>
        <translation>Hai dichiarato %1.</translation>
    </message>
    <message>
        <source>%1 declared %2.</source>
        <translation>%1 ha dichiarato %2.</translation>
    </message>
    <message>
        <source>(You delegated.)</source>
        <translation>(Hai lasciato scegliere al compagno.)</translation>
    </message>
    <message>
        <source>(%1 delegated.)</source>
        <translation>(%1 ha lasciato scegliere al compagno.)</translation>
    </message>
    <message>
        <source>You said %1.</source>
        <translation>Hai detto %1.</translation>
    </message>
    <message>
        <source>%1: %2.</source>
        <translation>%1: %2.</translation>
    </message>
    <message>
        <source>Each point counts ×%1.</source>
        <translation>Ogni punto vale ×%1.</translation>
    </message>
    <message>
        <source>Way to play: %1.</source>
        <translation>Modalità: %1.</translation>
    </message>
    <message>
        <source>Hand %1: the cards as dealt</source>
        <translation>Mano %1: le carte come sono state distribuite</translation>
    </message>
    <message>
        <source>You claimed an illegal card: the %1 played by %2 in trick %3.</source>
        <translation>Hai contestato una carta irregolare: %1, giocata da %2 nella presa %3.</translation>
    </message>
    <message>
        <source>%1 claimed an illegal card: the %2 you played in trick %3.</source>
        <translation>%1 ha contestato una carta irregolare: %2, che hai giocato nella presa %3.</translation>
    </message>
    <message>
        <source>%1 claimed an illegal card: the %2 played by %3 in trick %4.</source>
        <translation>%1 ha contestato una carta irregolare: %2, giocata da %3 nella presa %4.</translation>
    </message>
    <message numerus="yes">
        <source>Trick %1 of %2: you win it (%n points)</source>
        <translation>
            <numerusform>Presa %1 di %2: la vinci tu (%n punto)</numerusform>
            <numerusform>Presa %1 di %2: la vinci tu (%n punti)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Trick %1 of %2: %3 wins it (%n points)</source>
        <translation>
            <numerusform>Presa %1 di %2: la vince %3 (%n punto)</numerusform>
            <numerusform>Presa %1 di %2: la vince %3 (%n punti)</numerusform>
        </translation>
    </message>
    <message>
        <source>Cards in hand:</source>
        <translation>Carte in mano:</translation>
    </message>
    <message>
        <source>(none)</source>
        <translation>(nessuna)</translation>
    </message>
    <message>
        <source>Piles (the top card was face up):</source>
        <translation>Mazzetti (la carta in cima era scoperta):</translation>
    </message>
    <message>
        <source>%1, pile %2:</source>
        <translation>%1, mazzetto %2:</translation>
    </message>
    <message>
        <source>%1 on top</source>
        <translation>%1 in cima</translation>
    </message>
    <message>
        <source>under it: %1</source>
        <translation>sotto: %1</translation>
    </message>
    <message>
        <source>Points: %1.  Score: %2.  Totals: %3.</source>
        <translation>Punti: %1.  Segnati: %2.  Totali: %3.</translation>
    </message>
    <message>
        <source>Points: %1 %2, %3 %4.  Score: %1 %5, %3 %6.  Totals: %1 %7, %3 %8.</source>
        <translation>Punti: %1 %2, %3 %4.  Segnati: %1 %5, %3 %6.  Totali: %1 %7, %3 %8.</translation>
    </message>
</context>
<context>
    <name>Hints</name>
    <message>
        <source>The %card is your only legal card.</source>
        <translation>Puoi giocare una sola carta: %card.</translation>
    </message>
    <message>
        <source>Lead the %card to draw the rivals&apos; trumps (arrastrar).</source>
        <translation>Esci con %card per far cadere le briscole degli avversari (arrastrar).</translation>
    </message>
    <message>
        <source>Lead the %card: it is the highest %suit card left.</source>
        <translation>Esci con %card: è la carta più alta di %suit rimasta.</translation>
    </message>
    <message>
        <source>Lead the %card: a low card keeps your strong cards for later.</source>
        <translation>Esci con %card: una carta bassa ti tiene le buone per dopo.</translation>
    </message>
    <message>
        <source>Lead the %card, a trump.</source>
        <translation>Esci con %card, una briscola.</translation>
    </message>
    <message>
        <source>Your partner is winning the trick: load it with the %card (carregar).</source>
        <translation>Il tuo compagno sta vincendo la presa: caricala con %card (carregar).</translation>
    </message>
    <message>
        <source>Your partner is winning the trick: play the %card and keep your good cards.</source>
        <translation>Il tuo compagno sta vincendo la presa: gioca %card e tieniti le carte buone.</translation>
    </message>
    <message>
        <source>Cut with the %card to win the trick.</source>
        <translation>Taglia con %card per vincere la presa.</translation>
    </message>
    <message>
        <source>Win the trick with the %card: it is the highest %suit card left.</source>
        <translation>Vinci la presa con %card: è la carta più alta di %suit rimasta.</translation>
    </message>
    <message>
        <source>Win the trick with the %card.</source>
        <translation>Vinci la presa con %card.</translation>
    </message>
    <message>
        <source>You cannot win this trick cheaply: play the %card, it costs you least.</source>
        <translation>Questa presa non la vinci a poco prezzo: gioca %card, è quella che ti costa meno.</translation>
    </message>
    <message>
        <source>Name %suit as trumps: you hold %count of them.</source>
        <translation>Scegli %suit come briscola: ne hai %count.</translation>
    </message>
    <message>
        <source>Say botifarra: your manilles and aces should win most of the points.</source>
        <translation>Di&apos; botifarra: le tue manille e i tuoi assi dovrebbero vincere la maggior parte dei punti.</translation>
    </message>
    <message>
        <source>Delegate: your hand is weak, let your partner choose.</source>
        <translation>Delega: la tua mano è debole, lascia scegliere il tuo compagno.</translation>
    </message>
    <message>
        <source>Say %call: your side expects about %points of the 72 points.</source>
        <translation>Di&apos; %call: la tua coppia può aspettarsi circa %points dei 72 punti.</translation>
    </message>
    <message>
        <source>Pass: your side expects about %points of the 72 points, not enough to raise the stake.</source>
        <translation>Passa: la tua coppia può aspettarsi circa %points dei 72 punti, non abbastanza per alzare la posta.</translation>
    </message>
    <message>
        <source>Play the %card: the Hard level&apos;s search expects the most points for your side with it.</source>
        <translation>Gioca %card: la ricerca del livello Difficile prevede più punti per la tua coppia con questa carta.</translation>
    </message>
    <message>
        <source>Hint</source>
        <translation>Suggerimento</translation>
    </message>
    <message>
        <source>Undo</source>
        <translation>Annulla</translation>
    </message>
    <message>
        <source>&amp;Hint</source>
        <translation>&amp;Suggerimento</translation>
    </message>
    <message>
        <source>&amp;Undo my last card</source>
        <translation>Ann&amp;ulla la mia ultima giocata</translation>
    </message>
    <message>
        <source>What the hard level would play, and why (H).</source>
        <translation>Cosa giocherebbe il livello difficile, e perché (H).</translation>
    </message>
    <message>
        <source>Takes back your last card (Ctrl+Z).</source>
        <translation>Annulla la tua ultima carta (Ctrl+Z).</translation>
    </message>
    <message>
        <source>Looking for a hint…</source>
        <translation>Cerco un suggerimento…</translation>
    </message>
    <message>
        <source>No hint now: %1</source>
        <translation>Nessun suggerimento ora: %1</translation>
    </message>
    <message>
        <source>Hint: %1</source>
        <translation>Suggerimento: %1</translation>
    </message>
    <message>
        <source>Your last move was taken back.</source>
        <translation>La tua ultima giocata è stata annullata.</translation>
    </message>
</context>
<context>
    <name>Keeper</name>
    <message>
        <source>Lost: finished hands that could not be saved in your past hands, nor kept in %2 to be saved later: %1.</source>
        <translation>Perse: mani finite che non è stato possibile salvare nelle mani passate né conservare in %2 per salvarle più tardi: %1.</translation>
    </message>
    <message>
        <source>Lost: hands or games that could not be counted in your statistics, nor kept in %2 to be counted later: %1.</source>
        <translation>Perse: mani o partite che non è stato possibile contare nelle statistiche né conservare in %2 per contarle più tardi: %1.</translation>
    </message>
    <message>
        <source>Some finished hands cannot be kept anywhere for now: neither your past hands nor the file that keeps them until they can be saved can be written.</source>
        <translation>Per ora alcune mani finite non possono essere conservate da nessuna parte: non si possono scrivere né le mani passate né il file che le conserva finché non si potranno salvare.</translation>
    </message>
    <message>
        <source>Hands kept only in this window&apos;s memory: %1.
If Botifarra is closed before saving works again, they will be lost from your past hands.
File: %2</source>
        <translation>Mani conservate solo nella memoria di questa finestra: %1.
Se Botifarra viene chiuso prima che il salvataggio torni a funzionare, andranno perse dalle mani passate.
File: %2</translation>
    </message>
    <message>
        <source>Some hands or games cannot be counted anywhere for now: neither your statistics nor the file that keeps them until they can be counted can be written.</source>
        <translation>Per ora alcune mani o partite non possono essere contate da nessuna parte: non si possono scrivere né le statistiche né il file che le conserva finché non si potranno contare.</translation>
    </message>
    <message>
        <source>Hands or games kept only in this window&apos;s memory: %1.
If Botifarra is closed before saving works again, your statistics will not include them.
File: %2</source>
        <translation>Mani o partite conservate solo nella memoria di questa finestra: %1.
Se Botifarra viene chiuso prima che il salvataggio torni a funzionare, le statistiche non le includeranno.
File: %2</translation>
    </message>
    <message>
        <source>The file of what was waiting to be saved was damaged and has been kept aside; its backup copy is used.</source>
        <translation>Il file di ciò che aspettava di essere salvato era danneggiato ed è stato messo da parte; si usa la sua copia di riserva.</translation>
    </message>
    <message>
        <source>The file of past hands waiting to be saved was damaged and has been kept aside; the hands it held are not in your past hands.</source>
        <translation>Il file delle mani passate in attesa di essere salvate era danneggiato ed è stato messo da parte; le mani che conteneva non sono nelle mani passate.</translation>
    </message>
    <message>
        <source>The file of hands and games waiting to be counted was damaged and has been kept aside; what it held is not counted. Your statistics file is not affected.</source>
        <translation>Il file delle mani e partite in attesa di essere contate era danneggiato ed è stato messo da parte; ciò che conteneva non viene contato. Il file delle statistiche non è toccato.</translation>
    </message>
    <message>
        <source>Some of what was waiting to be saved could not be used and has been kept aside.</source>
        <translation>Una parte di ciò che aspettava di essere salvato non si è potuta usare ed è stata messa da parte.</translation>
    </message>
    <message>
        <source>Your statistics file was damaged and has been kept aside; the statistics go on from its backup copy.</source>
        <translation>Il file delle statistiche era danneggiato ed è stato messo da parte; le statistiche continuano dalla sua copia di riserva.</translation>
    </message>
    <message>
        <source>Your statistics file was damaged and has been kept aside; counting starts again with the hands and games that were waiting to be counted.</source>
        <translation>Il file delle statistiche era danneggiato ed è stato messo da parte; il conteggio riparte con le mani e partite che aspettavano di essere contate.</translation>
    </message>
    <message>
        <source>Your statistics file was damaged and has been kept aside; counting starts again from this hand.</source>
        <translation>Il file delle statistiche era danneggiato ed è stato messo da parte; il conteggio ricomincia da questa mano.</translation>
    </message>
    <message>
        <source>The file of the game in play was damaged and has been kept aside; the game is saved again from now on.</source>
        <translation>Il file della partita in corso era danneggiato ed è stato messo da parte; da adesso la partita viene di nuovo salvata.</translation>
    </message>
    <message>
        <source>A damaged file of the past hands has been kept aside; the hands that were waiting to be saved are saved now.</source>
        <translation>Un file danneggiato delle mani passate è stato messo da parte; le mani che aspettavano di essere salvate ora sono salvate.</translation>
    </message>
    <message>
        <source>A damaged file of the past hands has been kept aside; this hand is saved.</source>
        <translation>Un file danneggiato delle mani giocate è stato messo da parte; questa mano è salvata.</translation>
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
        <translation>&amp;Organizza una partita…</translation>
    </message>
    <message>
        <source>&amp;Join a game…</source>
        <translation>Parte&amp;cipa a una partita…</translation>
    </message>
    <message>
        <source>&amp;Rejoin the LAN table</source>
        <translation>Torna al ta&amp;volo in rete</translation>
    </message>
    <message>
        <source>&amp;Leave the LAN table</source>
        <translation>&amp;Lascia il tavolo in rete</translation>
    </message>
    <message>
        <source>&amp;Free a friend&apos;s seat</source>
        <translation>Li&amp;bera il posto di un amico</translation>
    </message>
    <message>
        <source>Hand %1 was dealt from the code %2 (Practice ▸ Play a deal by number).</source>
        <translation>La mano %1 è stata distribuita con il codice %2 (Allenamento ▸ Gioca una smazzata per numero).</translation>
    </message>
    <message>
        <source>%1 is back.</source>
        <translation>%1 è tornato.</translation>
    </message>
    <message>
        <source>A computer player now plays for %1.</source>
        <translation>Ora un giocatore del computer gioca al posto di %1.</translation>
    </message>
    <message>
        <source>Botifarra — LAN game</source>
        <translation>Botifarra — partita in rete</translation>
    </message>
    <message>
        <source>Waiting for %1… %2 s, then a computer player takes the seat.</source>
        <translation>In attesa di %1… %2 s, poi un giocatore del computer prenderà il posto.</translation>
    </message>
    <message>
        <source>The table cannot start another game now.</source>
        <translation>Il tavolo non può iniziare un&apos;altra partita ora.</translation>
    </message>
    <message>
        <source>A new game begins: the same players and rules.</source>
        <translation>Inizia una nuova partita: stessi giocatori e regole.</translation>
    </message>
    <message>
        <source>%1 asks for a rematch.</source>
        <translation>%1 chiede la rivincita.</translation>
    </message>
    <message>
        <source>Ready for a rematch: %1.</source>
        <translation>Pronti per la rivincita: %1.</translation>
    </message>
    <message>
        <source>Waiting for: %1.</source>
        <translation>In attesa di: %1.</translation>
    </message>
    <message>
        <source>Connecting to the table over the internet…</source>
        <translation>Connessione al tavolo via internet…</translation>
    </message>
    <message>
        <source>The connection to the table was lost.</source>
        <translation>La connessione con il tavolo si è interrotta.</translation>
    </message>
    <message>
        <source>The host has closed the table.</source>
        <translation>L&apos;organizzatore ha chiuso il tavolo.</translation>
    </message>
    <message>
        <source>Your seat was taken from another window or computer.</source>
        <translation>Il tuo posto è stato preso da un&apos;altra finestra o da un altro computer.</translation>
    </message>
    <message>
        <source>LAN game</source>
        <translation>Partita in rete</translation>
    </message>
    <message>
        <source>Your seat is kept for a while: rejoin to play on.</source>
        <translation>Il tuo posto resta riservato per un po&apos;: torna al tavolo per continuare a giocare.</translation>
    </message>
    <message>
        <source>Rejoin</source>
        <translation>Torna al tavolo</translation>
    </message>
    <message>
        <source>Leave the table</source>
        <translation>Lascia il tavolo</translation>
    </message>
    <message>
        <source>Connecting to %1…</source>
        <translation>Connessione a %1…</translation>
    </message>
    <message>
        <source>Close your table? The game ends for everyone at it.</source>
        <translation>Chiudere il tuo tavolo? La partita finisce per tutti i giocatori.</translation>
    </message>
    <message>
        <source>Leave the LAN table? A computer player will take your seat.</source>
        <translation>Lasciare il tavolo? Un giocatore del computer prenderà il tuo posto.</translation>
    </message>
    <message>
        <source>Join a game</source>
        <extracomment>The internet servers for a code (called when one is used; ValueError: unusable, said so).</extracomment>
        <translation>Partecipa a una partita</translation>
    </message>
    <message>
        <source>Your name:</source>
        <extracomment>Seats we held at tables (address, port) -&gt; token: joining one again takes the seat back.</extracomment>
        <translation>Il tuo nome:</translation>
    </message>
    <message>
        <source>Tables on this network</source>
        <translation>Tavoli su questa rete</translation>
    </message>
    <message>
        <source>Or type the address, or the internet code, the host gives you</source>
        <translation>Oppure scrivi l&apos;indirizzo, o il codice internet, che ti dà chi ospita</translation>
    </message>
    <message>
        <source>192.168.1.20:47047 or 6-manilla-contro</source>
        <translation>192.168.1.20:47047 o 6-manilla-contro</translation>
    </message>
    <message>
        <source>Address or code:</source>
        <translation>Indirizzo o codice:</translation>
    </message>
    <message>
        <source>only if the table has one</source>
        <translation>solo se il tavolo ne ha una</translation>
    </message>
    <message>
        <source>Password:</source>
        <translation>Password:</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Annulla</translation>
    </message>
    <message>
        <source>Join</source>
        <translation>Partecipa</translation>
    </message>
    <message>
        <source>another version of Botifarra</source>
        <translation>un&apos;altra versione di Botifarra</translation>
    </message>
    <message>
        <source>full</source>
        <translation>pieno</translation>
    </message>
    <message numerus="yes">
        <source>%n free seats</source>
        <translation>
            <numerusform>%n posto libero</numerusform>
            <numerusform>%n posti liberi</numerusform>
        </translation>
    </message>
    <message>
        <source>password</source>
        <translation>password</translation>
    </message>
    <message>
        <source>Tables cannot be looked for on this network. Type the address below.</source>
        <translation>Su questa rete non si possono cercare tavoli. Scrivi l&apos;indirizzo qui sotto.</translation>
    </message>
    <message>
        <source>Looking for tables… None found yet. You can also type the address below.</source>
        <translation>Ricerca dei tavoli… Ancora nessuno trovato. Puoi anche scrivere l&apos;indirizzo qui sotto.</translation>
    </message>
    <message>
        <source>Write your name: the others see it at the table.</source>
        <translation>Scrivi il tuo nome: gli altri lo vedono al tavolo.</translation>
    </message>
    <message>
        <source>Looking for the table of this code over the internet…</source>
        <translation>Ricerca via internet del tavolo di questo codice…</translation>
    </message>
    <message>
        <source>You are at the table “%1”. The game starts when the host says so.</source>
        <extracomment>What to remember as the last address (&quot;&quot; for a code: it is single use).</extracomment>
        <translation>Sei al tavolo «%1». La partita comincia quando lo decide l&apos;organizzatore.</translation>
    </message>
    <message>
        <source>At the table</source>
        <translation>Al tavolo</translation>
    </message>
    <message>
        <source>Host a game</source>
        <translation>Organizza una partita</translation>
    </message>
    <message>
        <source>The table</source>
        <extracomment>The table, once open; handed over (``take_seat``) when the game starts. The choices the table was opened with (for the next Host dialog of the run).</extracomment>
        <translation>Il tavolo</translation>
    </message>
    <message>
        <source>%1&apos;s table</source>
        <translation>Tavolo di %1</translation>
    </message>
    <message>
        <source>Table name:</source>
        <translation>Nome del tavolo:</translation>
    </message>
    <message>
        <source>none</source>
        <translation>nessuna</translation>
    </message>
    <message>
        <source>Password (optional):</source>
        <translation>Password (facoltativa):</translation>
    </message>
    <message>
        <source>How long each player, you too, may think about each card; then a little extra time a hand, and then the computer plays their cards until the hand is over</source>
        <translation>Quanto tempo ogni giocatore, anche tu, può pensare a ogni carta; poi un po&apos; di tempo in più per mano, e poi il computer gioca le sue carte fino alla fine della mano</translation>
    </message>
    <message>
        <source>Time per turn:</source>
        <translation>Tempo per turno:</translation>
    </message>
    <message>
        <source>How much time each player may take, over the whole game, beyond the first %1 seconds of their turns. Once it is spent, each turn has %1 seconds: nobody can make the game last hours by thinking to the end of every turn.</source>
        <translation>Quanto tempo può usare ogni giocatore, in tutta la partita, oltre i primi %1 secondi dei suoi turni. Una volta esaurito, ogni turno ha %1 secondi: nessuno può far durare la partita ore pensando fino alla fine di ogni turno.</translation>
    </message>
    <message>
        <source>Slow turns, per game:</source>
        <translation>Turni lenti, per partita:</translation>
    </message>
    <message>
        <source>Seats</source>
        <translation>Posti</translation>
    </message>
    <message>
        <source>A friend</source>
        <translation>Un amico</translation>
    </message>
    <message>
        <source>A computer player</source>
        <translation>Un giocatore del computer</translation>
    </message>
    <message>
        <source>The computer player&apos;s level (also for a friend&apos;s seat left empty when you start)</source>
        <translation>Livello del giocatore del computer (anche per il posto di un amico rimasto vuoto all&apos;inizio)</translation>
    </message>
    <message>
        <source>A friend&apos;s seat still empty when you start is played by the computer, at the level beside it.</source>
        <translation>Il posto di un amico ancora vuoto quando inizi è giocato dal computer, al livello indicato accanto.</translation>
    </message>
    <message>
        <source>Open the table</source>
        <translation>Apri il tavolo</translation>
    </message>
    <message>
        <source>Write your name: your friends see it at the table.</source>
        <translation>Scrivi il tuo nome: i tuoi amici lo vedono al tavolo.</translation>
    </message>
    <message>
        <source>Choose at least one seat for a friend (for a game against the computer only, use New game).</source>
        <translation>Scegli almeno un posto per un amico (per giocare solo contro il computer, usa Nuova partita).</translation>
    </message>
    <message>
        <source>Your table is open</source>
        <translation>Il tuo tavolo è aperto</translation>
    </message>
    <message>
        <source>Tell your friends this address (in Game ▸ Join a game):</source>
        <translation>Comunica questo indirizzo ai tuoi amici (in Partita ▸ Partecipa a una partita):</translation>
    </message>
    <message>
        <source>Trying again in a few seconds; friends on this network can still join.</source>
        <translation>Nuovo tentativo tra qualche secondo; gli amici di questa rete possono ancora entrare.</translation>
    </message>
    <message>
        <source>Copy</source>
        <translation>Copia</translation>
    </message>
    <message>
        <source>New code</source>
        <translation>Nuovo codice</translation>
    </message>
    <message>
        <source>Withdraw this code and make another (if it went to the wrong person, or someone else holds it)</source>
        <translation>Ritira questo codice e ne crea un altro (se è arrivato alla persona sbagliata, o qualcun altro lo occupa)</translation>
    </message>
    <message>
        <source>Read it out as: %1</source>
        <translation>Dillo così: %1</translation>
    </message>
    <message>
        <source>A friend is coming in…</source>
        <translation>Un amico sta entrando…</translation>
    </message>
    <message>
        <source>A new code follows if they do not get the seat.</source>
        <translation>Se non ottiene il posto, arriverà un nuovo codice.</translation>
    </message>
    <message>
        <source>No code now</source>
        <translation>Nessun codice ora</translation>
    </message>
    <message>
        <source>Making a code…</source>
        <translation>Creazione di un codice…</translation>
    </message>
    <message>
        <source>Invite over the internet</source>
        <translation>Invita via internet</translation>
    </message>
    <message>
        <source>A code for each friend&apos;s seat still empty, for friends who are not on this network</source>
        <translation>Un codice per ogni posto di un amico ancora vuoto, per gli amici che non sono in questa rete</translation>
    </message>
    <message>
        <source>Give each friend the code of their seat (in Game ▸ Join a game, they type it instead of an address). Each code works once.</source>
        <translation>Dai a ogni amico il codice del suo posto (in Partita ▸ Partecipa a una partita, lo scrive al posto di un indirizzo). Ogni codice vale una sola volta.</translation>
    </message>
    <message>
        <source>Making the codes…</source>
        <translation>Creazione dei codici…</translation>
    </message>
    <message>
        <source>Every friend&apos;s seat is taken.</source>
        <translation>Tutti i posti degli amici sono occupati.</translation>
    </message>
    <message>
        <source>Close the table</source>
        <translation>Chiudi il tavolo</translation>
    </message>
    <message>
        <source>Start the game</source>
        <translation>Inizia la partita</translation>
    </message>
    <message>
        <source>Friends&apos; seats still empty are played by the computer</source>
        <translation>I posti degli amici ancora vuoti li gioca il computer</translation>
    </message>
    <message>
        <source>Free a seat</source>
        <translation>Libera un posto</translation>
    </message>
    <message>
        <source>Friends on this network also see the table in their list.</source>
        <translation>Gli amici su questa rete vedono il tavolo anche nel loro elenco.</translation>
    </message>
    <message>
        <source>The table is not announced on the network: give your friends the address.</source>
        <translation>Il tavolo non è annunciato sulla rete: comunica l&apos;indirizzo ai tuoi amici.</translation>
    </message>
    <message>
        <source>Table code: %1. The host&apos;s window and every player&apos;s show the same code: compare it out loud to be sure nobody sits in between.</source>
        <translation>Codice del tavolo: %1. La finestra di chi ospita e quella di ogni giocatore mostrano lo stesso codice: confrontatelo ad alta voce per essere sicuri che nessuno si sia messo in mezzo.</translation>
    </message>
    <message>
        <source>Try again in %1 s.</source>
        <translation>Riprova tra %1 s.</translation>
    </message>
    <message>
        <source>This table runs a different version of Botifarra. Both computers need the same version.</source>
        <translation>Questo tavolo usa un&apos;altra versione di Botifarra. I due computer devono avere la stessa versione.</translation>
    </message>
    <message>
        <source>This table is full (or its game is over).</source>
        <translation>Questo tavolo è pieno (o la sua partita è finita).</translation>
    </message>
    <message>
        <source>The password is not right. Ask the host for it.</source>
        <translation>La password non è giusta. Chiedila all&apos;organizzatore.</translation>
    </message>
    <message>
        <source>Too many wrong passwords from this computer.</source>
        <translation>Troppe password sbagliate da questo computer.</translation>
    </message>
    <message>
        <source>Your seat is still connected from another window or computer. Close that one, or wait until the table notices it is gone, and try again.</source>
        <translation>Il tuo posto è ancora collegato da un&apos;altra finestra o da un altro computer. Chiudila, oppure aspetta che il tavolo si accorga che non c&apos;è più, e riprova.</translation>
    </message>
    <message>
        <source>The table at that address is not the one your seat is at (its code changed). Your seat&apos;s token was not sent.</source>
        <translation>Il tavolo a quell&apos;indirizzo non è quello del tuo posto (il suo codice è cambiato). La chiave del tuo posto non è stata inviata.</translation>
    </message>
    <message>
        <source>The connection to the table could not be set up safely.</source>
        <translation>Non è stato possibile stabilire una connessione sicura con il tavolo.</translation>
    </message>
    <message>
        <source>The connection to the table was tampered with, or the password is not right.</source>
        <translation>La connessione con il tavolo è stata manomessa, oppure la password non è corretta.</translation>
    </message>
    <message>
        <source>Your seat at this table is gone. Join again as a new player.</source>
        <translation>Il tuo posto a questo tavolo non c&apos;è più. Partecipa di nuovo come nuovo giocatore.</translation>
    </message>
    <message>
        <source>The table is busy. Try again in a moment.</source>
        <translation>Il tavolo è occupato. Riprova tra un momento.</translation>
    </message>
    <message>
        <source>No table answers at that address. Check the address and the port, and that the host has opened the table.</source>
        <translation>Nessun tavolo risponde a quell&apos;indirizzo. Controlla l&apos;indirizzo e la porta, e che l&apos;organizzatore abbia aperto il tavolo.</translation>
    </message>
    <message>
        <source>The table did not answer in time. Check the address and try again.</source>
        <translation>Il tavolo non ha risposto in tempo. Controlla l&apos;indirizzo e riprova.</translation>
    </message>
    <message>
        <source>The table closed the connection. Try again.</source>
        <translation>Il tavolo ha chiuso la connessione. Riprova.</translation>
    </message>
    <message>
        <source>Type the address the host gives you, for example 192.168.1.20:47047.</source>
        <translation>Scrivi l&apos;indirizzo che ti dà l&apos;organizzatore, per esempio 192.168.1.20:47047.</translation>
    </message>
    <message>
        <source>The table could not be opened on this computer: %1</source>
        <translation>Non è stato possibile aprire il tavolo su questo computer: %1</translation>
    </message>
    <message>
        <source>The internet meeting point cannot be reached. Check this computer&apos;s connection, or the servers in Preferences ▸ Internet.</source>
        <translation>Il punto d&apos;incontro su internet non è raggiungibile. Controlla la connessione di questo computer, o i server in Preferenze ▸ Internet.</translation>
    </message>
    <message>
        <source>That is not a Botifarra code. A code is a number and words, for example 6-manilla-contro: check the spelling.</source>
        <translation>Questo non è un codice di Botifarra. Un codice è un numero e delle parole, per esempio 6-manilla-contro: controlla come l&apos;hai scritto.</translation>
    </message>
    <message>
        <source>The internet servers in Preferences are not usable: %1</source>
        <translation>I server internet nelle Preferenze non sono utilizzabili: %1</translation>
    </message>
    <message>
        <source>No table answers on this code: it is mistyped, already used, or its table is closed. Check it, or ask the host for a new code.</source>
        <translation>Nessun tavolo risponde a questo codice: è scritto male, già usato, o il suo tavolo è chiuso. Controllalo, o chiedi un nuovo codice a chi ospita.</translation>
    </message>
    <message>
        <source>The words of this code are not right, and a code works only once: ask the host for the seat&apos;s new code.</source>
        <translation>Le parole di questo codice non sono giuste, e un codice vale una sola volta: chiedi a chi ospita il nuovo codice del posto.</translation>
    </message>
    <message>
        <source>What answered on this code is not a Botifarra table.</source>
        <translation>Ciò che ha risposto a questo codice non è un tavolo di Botifarra.</translation>
    </message>
    <message>
        <source>Someone else is using this code. Ask the host for a new one.</source>
        <translation>Qualcun altro sta usando questo codice. Chiedine uno nuovo a chi ospita.</translation>
    </message>
    <message>
        <source>The table did not come to the relay: the host may have closed it, or it uses other servers.</source>
        <translation>Il tavolo non è arrivato al relay: forse chi ospita l&apos;ha chiuso, o usa altri server.</translation>
    </message>
    <message>
        <source>The mailbox address is not usable: %1</source>
        <translation>L&apos;indirizzo del server d&apos;incontro non è utilizzabile: %1</translation>
    </message>
    <message>
        <source>The relay address is not usable: %1</source>
        <translation>L&apos;indirizzo del relay non è utilizzabile: %1</translation>
    </message>
    <message>
        <source>The internet meeting point refused us: %1</source>
        <translation>Il punto d&apos;incontro su internet ci ha rifiutati: %1</translation>
    </message>
    <message>
        <source>The relay cannot be reached. Check this computer&apos;s connection, or the servers in Preferences ▸ Internet.</source>
        <translation>Il relay non è raggiungibile. Controlla la connessione di questo computer, o i server in Preferenze ▸ Internet.</translation>
    </message>
    <message>
        <source>The other side did not come to the relay in time.</source>
        <translation>L&apos;altra parte non è arrivata al relay in tempo.</translation>
    </message>
    <message>
        <source>The game has not started yet.</source>
        <translation>La partita non è ancora cominciata.</translation>
    </message>
    <message>
        <source>Too many clicks at once; wait a moment.</source>
        <translation>Troppi clic insieme; aspetta un momento.</translation>
    </message>
    <message>
        <source>The game is over.</source>
        <translation>La partita è finita.</translation>
    </message>
    <message>
        <source>Your time ran out: a computer player plays your cards until this hand is over.</source>
        <translation>Il tuo tempo è scaduto: un giocatore del computer gioca le tue carte fino alla fine di questa mano.</translation>
    </message>
    <message>
        <source>Too many chat messages at once; wait a moment.</source>
        <translation>Troppi messaggi di chat insieme; aspetta un momento.</translation>
    </message>
    <message>
        <source>The host has given your seat to a computer player.</source>
        <translation>L&apos;host ha dato il tuo posto a un giocatore del computer.</translation>
    </message>
    <message>
        <source>Your turn: %1 s left to play.</source>
        <translation>Tocca a te: ti restano %1 s per giocare.</translation>
    </message>
    <message>
        <source>%1 has %2 s left to play.</source>
        <translation>A %1 restano %2 s per giocare.</translation>
    </message>
    <message>
        <source>No limit</source>
        <extracomment>The lobby&apos;s choices of slow time a game (``HostConfig.overtime_per_game``); 5 minutes unless the host picks another, as ``botifarra-host --overtime-per-game``.</extracomment>
        <translation>Senza limite</translation>
    </message>
    <message numerus="yes">
        <source>%n seconds</source>
        <translation>
            <numerusform>%n secondo</numerusform>
            <numerusform>%n secondi</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n minutes</source>
        <translation>
            <numerusform>%n minuto</numerusform>
            <numerusform>%n minuti</numerusform>
        </translation>
    </message>
    <message>
        <source>Give %1&apos;s seat to a computer player</source>
        <translation>Dai il posto di %1 a un giocatore del computer</translation>
    </message>
    <message>
        <source>Free %1&apos;s seat</source>
        <translation>Libera il posto di %1</translation>
    </message>
    <message>
        <source>No friend&apos;s seat to free</source>
        <translation>Nessun posto di un amico da liberare</translation>
    </message>
    <message>
        <source>waiting for a friend…</source>
        <translation>in attesa di un amico…</translation>
    </message>
    <message>
        <source>%1 (connection lost)</source>
        <translation>%1 (connessione persa)</translation>
    </message>
    <message>
        <source>%1 (a computer player plays for them)</source>
        <translation>%1 (gioca al suo posto un giocatore del computer)</translation>
    </message>
    <message>
        <source>%1 (computer)</source>
        <translation>%1 (computer)</translation>
    </message>
    <message>
        <source>Write to the table…</source>
        <translation>Scrivi al tavolo…</translation>
    </message>
    <message>
        <source>Send</source>
        <translation>Invia</translation>
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
        <translation>Vuoi abbandonare la partita in corso?</translation>
    </message>
    <message>
        <source>To go on with it another time, save it first.</source>
        <translation>Per riprenderla un&apos;altra volta, salvala prima.</translation>
    </message>
    <message>
        <source>&amp;Keep playing</source>
        <translation>&amp;Continua a giocare</translation>
    </message>
    <message>
        <source>&amp;Save it first…</source>
        <translation>&amp;Salvala prima…</translation>
    </message>
    <message>
        <source>&amp;Abandon it</source>
        <translation>&amp;Abbandonala</translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message>
        <source>&amp;Save as…</source>
        <extracomment>Writes the game in play to disk; ``None`` without player directories (nothing to keep).</extracomment>
        <translation>&amp;Salva con nome…</translation>
    </message>
    <message>
        <source>&amp;Open…</source>
        <translation>&amp;Apri…</translation>
    </message>
    <message>
        <source>Past &amp;hands…</source>
        <translation>&amp;Mani giocate…</translation>
    </message>
    <message>
        <source>S&amp;tatistics…</source>
        <translation>S&amp;tatistiche…</translation>
    </message>
    <message>
        <source>Game of %1</source>
        <translation>Partita del %1</translation>
    </message>
    <message>
        <source>The game was saved as “%1”.</source>
        <translation>La partita è stata salvata come «%1».</translation>
    </message>
    <message>
        <source>A damaged saved game of that name was kept aside.</source>
        <translation>Una partita salvata con questo nome era danneggiata ed è stata messa da parte.</translation>
    </message>
    <message>
        <source>The saved game was damaged; its backup copy was opened.</source>
        <translation>La partita salvata era danneggiata; è stata aperta la sua copia di sicurezza.</translation>
    </message>
    <message>
        <source>Loaded “%1”.</source>
        <translation>Partita «%1» caricata.</translation>
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
        <translation>Punteggio</translation>
    </message>
    <message>
        <source>Score sheet</source>
        <translation>Segnapunti</translation>
    </message>
    <message>
        <source>Tricks</source>
        <translation>Prese</translation>
    </message>
    <message>
        <source>During a hand only the last trick of each pile can be looked at again; every trick once the hand is over (or with the memory aid of the new-game options).</source>
        <translation>Durante la mano si può rivedere solo l&apos;ultima presa di ogni mucchio; tutte le prese quando la mano è finita (o con l&apos;aiuto per la memoria delle opzioni di nuova partita).</translation>
    </message>
    <message>
        <source>&amp;Game</source>
        <extracomment>A player&apos;s name in a heading or cell of the Tricks tab takes at most this many pixels (a longer one ends in &quot;…&quot;): the usual names and &quot;Winner&quot; are whole in every language.</extracomment>
        <translation>&amp;Partita</translation>
    </message>
    <message>
        <source>&amp;New game…</source>
        <translation>&amp;Nuova partita…</translation>
    </message>
    <message>
        <source>&amp;Preferences…</source>
        <translation>&amp;Preferenze…</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>&amp;Esci</translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation>&amp;Visualizza</translation>
    </message>
    <message>
        <source>&amp;Score</source>
        <translation>&amp;Punteggio</translation>
    </message>
    <message>
        <source>&amp;Full screen</source>
        <translation>Schermo &amp;intero</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>&amp;Aiuto</translation>
    </message>
    <message>
        <source>How to &amp;play</source>
        <translation>&amp;Come si gioca</translation>
    </message>
    <message>
        <source>&amp;About Botifarra</source>
        <translation>&amp;Informazioni su Botifarra</translation>
    </message>
    <message>
        <source>About Botifarra</source>
        <translation>Informazioni su Botifarra</translation>
    </message>
    <message>
        <source>The file of the unfinished game could not be used and was kept aside. Its backup copy, saved a moment earlier, can be continued.</source>
        <extracomment>Who sits at the offline game on the table (``None`` at a LAN table).</extracomment>
        <translation>Il file della partita in corso non si poteva usare ed è stato messo da parte. Puoi continuare la sua copia di riserva, salvata un momento prima.</translation>
    </message>
    <message>
        <source>The unfinished game could not be read, so a new game starts.</source>
        <translation>Non è stato possibile leggere la partita in corso, quindi ne comincia una nuova.</translation>
    </message>
    <message>
        <source>%1 is thinking…</source>
        <translation>%1 sta pensando…</translation>
    </message>
    <message>
        <source>A computer player failed: %1</source>
        <translation>Un giocatore del computer ha avuto un errore: %1</translation>
    </message>
    <message>
        <source>Botifarra (not saving)</source>
        <translation>Botifarra (senza salvare)</translation>
    </message>
    <message>
        <source>Some of your files could not be used; the game goes on with defaults.</source>
        <translation>Non è stato possibile usare alcuni dei tuoi file; il gioco continua con le impostazioni predefinite.</translation>
    </message>
    <message>
        <source>Your settings could not be saved in %1 when closing (%2). The settings saved before are kept and used next time.</source>
        <translation>Non è stato possibile salvare le preferenze in %1 alla chiusura (%2). Le preferenze salvate prima restano e verranno usate la prossima volta.</translation>
    </message>
</context>
<context>
    <name>NewGame</name>
    <message>
        <source>Lliure (free play, the usual game)</source>
        <translation>Lliure (gioco libero, la partita abituale)</translation>
    </message>
    <message>
        <source>Obligada</source>
        <translation>Obligada</translation>
    </message>
    <message>
        <source>Intermèdia (with &quot;Carrego&quot;)</source>
        <translation>Intermèdia (con «Carrego»)</translation>
    </message>
    <message>
        <source>Lleida (5 of espases starts, barraca)</source>
        <translation>Lleida (comincia il 5 di spade, barraca)</translation>
    </message>
    <message>
        <source>Easy</source>
        <translation>Facile</translation>
    </message>
    <message>
        <source>Medium</source>
        <translation>Medio</translation>
    </message>
    <message>
        <source>Hard</source>
        <translation>Difficile</translation>
    </message>
    <message>
        <source>New game</source>
        <translation>Nuova partita</translation>
    </message>
    <message>
        <source>ButiNET (to 101, illegal cards penalised)</source>
        <translation>ButiNET (a 101, carte illegali penalizzate)</translation>
    </message>
    <message>
        <source>Pairs (the main game)</source>
        <translation>A coppie (il gioco principale)</translation>
    </message>
    <message>
        <source>Four players, each on their own</source>
        <translation>Quattro giocatori, ognuno per sé</translation>
    </message>
    <message>
        <source>Three players</source>
        <translation>Tre giocatori</translation>
    </message>
    <message>
        <source>Two players: rector i vicari (piles)</source>
        <translation>Due giocatori: rector i vicari (mazzetti)</translation>
    </message>
    <message>
        <source>Two players: piles and a hand</source>
        <translation>Due giocatori: mazzetti e carte in mano</translation>
    </message>
    <message>
        <source>Table rules: illegal cards allowed, the other pair may claim</source>
        <translation>Regole da tavolo: carte irregolari permesse, la coppia avversaria può contestarle</translation>
    </message>
    <message>
        <source>Table rules: illegal cards allowed, the other player may claim</source>
        <translation>Regole da tavolo: carte irregolari permesse, l&apos;avversario può contestarle</translation>
    </message>
    <message>
        <source>Table rules: illegal cards allowed, the other players may claim</source>
        <translation>Regole da tavolo: carte irregolari permesse, gli altri giocatori possono contestarle</translation>
    </message>
    <message>
        <source>Way to play:</source>
        <translation>Modalità:</translation>
    </message>
    <message>
        <source>Custom</source>
        <translation>Personalizzate</translation>
    </message>
    <message>
        <source>Rules:</source>
        <translation>Regole:</translation>
    </message>
    <message>
        <source>Rule options</source>
        <translation>Opzioni delle regole</translation>
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
        <translation>Variante:</translation>
    </message>
    <message>
        <source>Intermèdia: announce &quot;Carrego&quot;</source>
        <translation>Intermèdia: dichiarare «Carrego»</translation>
    </message>
    <message>
        <source>Strict: beat and trump even when your partner is winning</source>
        <translation>Rigida: superare e tagliare anche quando vince il compagno</translation>
    </message>
    <message>
        <source>Obligada: the second player who can neither follow nor trump may discard any card</source>
        <translation>Obligada: il secondo giocatore che non può rispondere né tagliare può scartare qualsiasi carta</translation>
    </message>
    <message>
        <source>9 &gt; 1 &gt; 12 &gt; 11 &gt; 10 &gt; 8 … (usual)</source>
        <translation>9 &gt; 1 &gt; 12 &gt; 11 &gt; 10 &gt; 8 … (abituale)</translation>
    </message>
    <message>
        <source>9 &gt; 3 &gt; 1 &gt; 12 … (the 3 second)</source>
        <translation>9 &gt; 3 &gt; 1 &gt; 12 … (il 3 secondo)</translation>
    </message>
    <message>
        <source>Card order:</source>
        <translation>Ordine delle carte:</translation>
    </message>
    <message>
        <source>Barraca after Sant Vicenç (×16)</source>
        <translation>Barraca dopo Sant Vicenç (×16)</translation>
    </message>
    <message>
        <source>Sant Vicenç also on botifarra</source>
        <translation>Sant Vicenç anche con botifarra</translation>
    </message>
    <message>
        <source>Trump from the card on top of the dealer&apos;s last pile</source>
        <translation>La briscola è la carta in cima all&apos;ultimo mazzetto di chi dichiara</translation>
    </message>
    <message>
        <source>Play to</source>
        <translation>Giocare a</translation>
    </message>
    <message numerus="yes">
        <source>%n points</source>
        <translation>
            <numerusform>%n punto</numerusform>
            <numerusform>%n punti</numerusform>
        </translation>
    </message>
    <message>
        <source>Play</source>
        <translation>Giocare</translation>
    </message>
    <message>
        <source>End:</source>
        <translation>Fine:</translation>
    </message>
    <message>
        <source>Chosen at random</source>
        <translation>A sorte</translation>
    </message>
    <message>
        <source>Whoever holds the 5 of espases</source>
        <translation>Chi ha il 5 di spade</translation>
    </message>
    <message>
        <source>First to make trump:</source>
        <translation>Primo a dichiarare la briscola:</translation>
    </message>
    <message>
        <source>Memory aid: show all tricks of this hand (practice)</source>
        <translation>Aiuto per la memoria: mostra tutte le prese di questa mano (pratica)</translation>
    </message>
    <message>
        <source>Without it, as at a real table, only the last trick of each pile can be looked at during a hand.</source>
        <translation>Senza, come a un vero tavolo, durante la mano si può guardare solo l&apos;ultima presa di ogni mucchio.</translation>
    </message>
    <message>
        <source>Players</source>
        <translation>Giocatori</translation>
    </message>
    <message>
        <source>You:</source>
        <translation>Tu:</translation>
    </message>
    <message>
        <source>Right (rival):</source>
        <translation>Destra (avversario):</translation>
    </message>
    <message>
        <source>Partner (in front):</source>
        <translation>Compagno (di fronte):</translation>
    </message>
    <message>
        <source>Left (rival):</source>
        <translation>Sinistra (avversario):</translation>
    </message>
    <message>
        <source>Right:</source>
        <translation>Destra:</translation>
    </message>
    <message>
        <source>In front:</source>
        <translation>Di fronte:</translation>
    </message>
    <message>
        <source>Left:</source>
        <translation>Sinistra:</translation>
    </message>
    <message>
        <source>Go on: the player on the right of the last dealer</source>
        <translation>Continuare: il giocatore alla destra dell&apos;ultimo mazziere</translation>
    </message>
    <message>
        <source>Chosen as the rules say (at random or the 5 of espases)</source>
        <translation>Come dicono le regole (a caso o il 5 di spade)</translation>
    </message>
    <message>
        <source>Who deals first:</source>
        <translation>Chi distribuisce per primo:</translation>
    </message>
    <message>
        <source>Start</source>
        <translation>Inizia</translation>
    </message>
    <message>
        <source>Every player needs a name.</source>
        <translation>Ogni giocatore deve avere un nome.</translation>
    </message>
</context>
<context>
    <name>OpenGameDialog</name>
    <message>
        <source>Open a saved game</source>
        <translation>Apri una partita salvata</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>Nome</translation>
    </message>
    <message>
        <source>Saved</source>
        <translation>Salvata</translation>
    </message>
    <message>
        <source>Players</source>
        <translation>Giocatori</translation>
    </message>
    <message>
        <source>Score</source>
        <translation>Punteggio</translation>
    </message>
    <message>
        <source>Game</source>
        <translation>Partita</translation>
    </message>
    <message>
        <source>There are no saved games yet.</source>
        <translation>Non ci sono ancora partite salvate.</translation>
    </message>
    <message>
        <source>Open</source>
        <translation>Apri</translation>
    </message>
    <message>
        <source>Delete</source>
        <translation>Elimina</translation>
    </message>
    <message>
        <source>damaged</source>
        <translation>danneggiata</translation>
    </message>
    <message>
        <source>(no names)</source>
        <translation>(senza nomi)</translation>
    </message>
    <message>
        <source>hand %1</source>
        <translation>mano %1</translation>
    </message>
    <message>
        <source>(finished)</source>
        <translation>(finita)</translation>
    </message>
    <message>
        <source>This saved game is damaged and cannot be opened:</source>
        <translation>Questa partita salvata è danneggiata e non si può aprire:</translation>
    </message>
    <message>
        <source>This file is damaged; its backup copy will be opened instead:</source>
        <translation>Questo file è danneggiato; al suo posto verrà aperta la copia di sicurezza:</translation>
    </message>
    <message>
        <source>The game could not be opened.</source>
        <translation>Non è stato possibile aprire la partita.</translation>
    </message>
    <message>
        <source>Delete the saved game “%1”? This cannot be undone.</source>
        <translation>Eliminare la partita salvata «%1»? Non si potrà annullare.</translation>
    </message>
    <message>
        <source>The game could not be deleted:</source>
        <translation>Non è stato possibile eliminare la partita:</translation>
    </message>
</context>
<context>
    <name>Panels</name>
    <message>
        <source>Your partner passed it to you: choose trump</source>
        <extracomment>A minor button (Pass, Review, Same deal again, New game…, Statistics): words as big as the main button&apos;s beside it (Pass and Review are what Enter presses: never in smaller type), a little less bold, still plainly a button to press: light, dark words, a solid dark edge. The trump and doubling panel&apos;s buttons with its rows closed up (:meth:`RequestPanel.set_tight`): less room round their words and suit signs, the same type (a low window with very big cards); the first for the usual type, the second after :data:`PANEL_COMPACT`. ``suit_pixmap(suit letter, height in px)``: a small picture of the suit (the ace of the deck). the choice the keyboard starts on (Enter takes it): see :func:`safe_choice` two suits a row instead of four (:meth:`set_narrow`) the title and the buttons only (:meth:`set_bare`) the style of a suit&apos;s button: a strip of the suit&apos;s colour (see :mod:`.contrast`)</extracomment>
        <translation>Il compagno lascia scegliere a te: scegli la briscola</translation>
    </message>
    <message>
        <source>You make trump</source>
        <translation>Tocca a te dichiarare la briscola</translation>
    </message>
    <message>
        <source>Look at your cards and choose a trump suit, botifarra (no trump, double score) or let your partner choose.</source>
        <translation>Guarda le tue carte e scegli un seme di briscola, botifarra (senza briscola, vale doppio) oppure lascia scegliere al compagno.</translation>
    </message>
    <message>
        <source>Look at your cards and choose a trump suit or botifarra (no trump, double score).</source>
        <translation>Guarda le tue carte e scegli un seme di briscola o botifarra (senza briscola, punteggio doppio).</translation>
    </message>
    <message>
        <source>%1 made %2 (×%3)</source>
        <translation>%1 ha dichiarato %2 (×%3)</translation>
    </message>
    <message>
        <source>You made %1 (×%2)</source>
        <extracomment>The seat of the player at this screen: you sit at the bottom, and sentences about you say &quot;you&quot;.</extracomment>
        <translation>Hai dichiarato %1 (×%2)</translation>
    </message>
    <message>
        <source>We score (%1 − 36) × %2 = %3.</source>
        <translation>Segniamo (%1 − 36) × %2 = %3 punti.</translation>
    </message>
    <message>
        <source>You score (%1 − 36) × %2 = %3.</source>
        <translation>Segni (%1 − 36) × %2 = %3 punti.</translation>
    </message>
    <message>
        <source>%1 scores (%2 − 36) × %3 = %4.</source>
        <translation>%1 segna (%2 − 36) × %3 = %4 punti.</translation>
    </message>
    <message>
        <source>Do you double the stakes?</source>
        <translation>Raddoppi la posta?</translation>
    </message>
    <message>
        <source>Hand %1: you made %2</source>
        <extracomment>&quot;Next hand&quot; and the buttons other features put before it (``insertWidget``): see :class:`ButtonRows`</extracomment>
        <translation>Mano %1: hai dichiarato %2</translation>
    </message>
    <message>
        <source>Hand %1: %2 made %3</source>
        <translation>Mano %1: %2 ha dichiarato %3</translation>
    </message>
    <message>
        <source>Card points</source>
        <translation>Punti delle carte</translation>
    </message>
    <message>
        <source>Tricks</source>
        <translation>Prese</translation>
    </message>
    <message>
        <source>Points (cards + tricks)</source>
        <translation>Punti (carte + prese)</translation>
    </message>
    <message>
        <source>Multiplier</source>
        <translation>Moltiplicatore</translation>
    </message>
    <message>
        <source>Score this hand</source>
        <translation>Punti segnati</translation>
    </message>
    <message>
        <source>Total</source>
        <translation>Totale</translation>
    </message>
    <message>
        <source>%1, %2: %3</source>
        <comment>a number of the hand&apos;s breakdown read out: row, side, number (&quot;Tricks, Me / Partner: 3&quot;)</comment>
        <translation>%1, %2: %3</translation>
    </message>
    <message>
        <source>You claimed an illegal card: the other side loses the hand.</source>
        <translation>Hai contestato una carta irregolare: gli avversari perdono la mano.</translation>
    </message>
    <message>
        <source>%1 claimed an illegal card: the other side loses the hand.</source>
        <translation>%1 ha contestato una carta irregolare: gli avversari perdono la mano.</translation>
    </message>
    <message>
        <source>A point for every two tricks; the odd trick&apos;s point goes to the player with fewer points in the hand.</source>
        <translation>Un punto ogni due prese; il punto della presa dispari va al giocatore con meno punti nella mano.</translation>
    </message>
    <message>
        <source>Each player scores (points − %1) × %2: below %1 the score is negative.</source>
        <translation>Ogni giocatore segna (punti − %1) × %2: sotto %1 il punteggio è negativo.</translation>
    </message>
    <message>
        <source>36 to 36: nobody scores.</source>
        <translation>36 a 36: nessuno segna punti.</translation>
    </message>
    <message>
        <source>%1: you (×%2)</source>
        <comment>a doubling you called, in the hand&apos;s breakdown: call, multiplier (&quot;Recontro: you (×4)&quot;)</comment>
        <translation>%1: tu (×%2)</translation>
    </message>
    <message>
        <source>%1: %2 (×%3)</source>
        <comment>a doubling in the hand&apos;s breakdown: call, who called it, multiplier (&quot;Contro: Anna (×2)&quot;)</comment>
        <translation>%1: %2 (×%3)</translation>
    </message>
    <message>
        <source>%1 score (%2 − 36) × %3 = %4.</source>
        <translation>%1: (%2 − 36) × %3 = %4 punti segnati.</translation>
    </message>
    <message>
        <source>You win the game!</source>
        <translation>Avete vinto la partita!</translation>
    </message>
    <message>
        <source>The other side wins the game.</source>
        <translation>Gli avversari vincono la partita.</translation>
    </message>
    <message>
        <source>%1 wins the game.</source>
        <translation>%1 vince la partita.</translation>
    </message>
    <message>
        <source>See the result</source>
        <translation>Vedi il risultato</translation>
    </message>
    <message>
        <source>Next hand</source>
        <translation>Mano successiva</translation>
    </message>
    <message>
        <source>Hand %1</source>
        <translation>Mano %1</translation>
    </message>
    <message>
        <source>Trump: %1</source>
        <translation>Briscola: %1</translation>
    </message>
    <message>
        <source>Multiplier: %1</source>
        <translation>Moltiplicatore: %1</translation>
    </message>
    <message>
        <source>Us %1 · Them %2</source>
        <translation>Noi %1 · Loro %2</translation>
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
        <translation>Tu</translation>
    </message>
    <message>
        <source>Right rival</source>
        <translation>Avversario a destra</translation>
    </message>
    <message>
        <source>Partner</source>
        <translation>Compagno</translation>
    </message>
    <message>
        <source>Left rival</source>
        <translation>Avversario a sinistra</translation>
    </message>
    <message>
        <source>(no trumps)</source>
        <extracomment>The chosen cards changed (a card of the hand was clicked). The width a whole hand may take: a long hand gets smaller cards, never a cut one.</extracomment>
        <translation>(senza briscola)</translation>
    </message>
    <message>
        <source>strict rules</source>
        <translation>regole rigide</translation>
    </message>
    <message>
        <source>the 3 ranks second</source>
        <translation>il 3 è secondo</translation>
    </message>
    <message>
        <source>Trump: %1</source>
        <translation>Briscola: %1</translation>
    </message>
    <message>
        <source>You lead: the table is empty.</source>
        <translation>Apri tu: il tavolo è vuoto.</translation>
    </message>
    <message>
        <source>%1 · winning</source>
        <translation>%1 · vince</translation>
    </message>
    <message>
        <source>&amp;Practice</source>
        <extracomment>Replaced by tests: the file dialog of &quot;Open scenario…&quot;.</extracomment>
        <translation>Alle&amp;namento</translation>
    </message>
    <message>
        <source>Rules &amp;coach…</source>
        <translation>Allenamento sulle re&amp;gole…</translation>
    </message>
    <message>
        <source>&amp;Open scenario…</source>
        <translation>&amp;Apri una situazione…</translation>
    </message>
    <message>
        <source>Scenario &amp;editor…</source>
        <translation>&amp;Editor di situazioni…</translation>
    </message>
    <message>
        <source>&amp;Review the last hand…</source>
        <translation>&amp;Rivedi l&apos;ultima mano…</translation>
    </message>
    <message>
        <source>Play this deal &amp;again</source>
        <translation>Rigioca queste carte an&amp;cora</translation>
    </message>
    <message>
        <source>Play this deal from the &amp;other side</source>
        <translation>Gioca queste carte dall&apos;altra &amp;parte</translation>
    </message>
    <message>
        <source>Play a deal by &amp;number…</source>
        <translation>Gioca una smazzata per &amp;numero…</translation>
    </message>
    <message>
        <source>&amp;Duplicate match…</source>
        <translation>Partita in &amp;duplicato…</translation>
    </message>
    <message>
        <source>Review</source>
        <translation>Rivedi</translation>
    </message>
    <message>
        <source>Same deal again</source>
        <translation>Stesse carte</translation>
    </message>
    <message>
        <source>From the other side</source>
        <translation>Dall&apos;altra parte</translation>
    </message>
    <message>
        <source>Some coach lessons could not be read.</source>
        <translation>Non è stato possibile leggere alcune lezioni dell&apos;allenamento.</translation>
    </message>
    <message>
        <source>Open a scenario</source>
        <translation>Apri una situazione</translation>
    </message>
    <message>
        <source>Choose a position to play, or open a scenario file of your own.</source>
        <translation>Scegli una posizione da giocare, o apri un tuo file di scenario.</translation>
    </message>
    <message>
        <source>Scenarios</source>
        <translation>Scenari</translation>
    </message>
    <message>
        <source>Play it</source>
        <translation>Giocala</translation>
    </message>
    <message>
        <source>Another file…</source>
        <translation>Un altro file…</translation>
    </message>
    <message>
        <source>Open a scenario file of your own (made with the scenario editor, or given to you)</source>
        <translation>Apri un tuo file di scenario (fatto con l&apos;editor di scenari, o che ti hanno dato)</translation>
    </message>
    <message>
        <source>Scenarios (*.json)</source>
        <translation>Situazioni (*.json)</translation>
    </message>
    <message>
        <source>This scenario cannot be opened.</source>
        <translation>Questa situazione non si può aprire.</translation>
    </message>
    <message>
        <source>from the other side</source>
        <translation>dall&apos;altra parte</translation>
    </message>
    <message>
        <source>from your side</source>
        <translation>dal tuo posto</translation>
    </message>
    <message>
        <source>Deal number %1, %2.</source>
        <translation>Smazzata numero %1, %2.</translation>
    </message>
    <message>
        <source>Go on with board %1 of %2</source>
        <translation>Continua con la smazzata %1 di %2</translation>
    </message>
    <message>
        <source>See the match&apos;s total</source>
        <translation>Vedi il totale della partita</translation>
    </message>
    <message>
        <source>Hand %1</source>
        <translation>Mano %1</translation>
    </message>
    <message>
        <source>There is no finished hand to review yet.</source>
        <translation>Non c&apos;è ancora nessuna mano finita da rivedere.</translation>
    </message>
    <message>
        <source>Hand %1 of a past game</source>
        <translation>Mano %1 di una partita precedente</translation>
    </message>
    <message>
        <source>Who was right?</source>
        <extracomment>The width of the trick&apos;s cards in the panel (px): read at a glance, and three side by side fit the narrowest panel. &quot;Play it again&quot;: the same scenario from the start.</extracomment>
        <translation>Chi aveva ragione?</translation>
    </message>
    <message>
        <source>Show the rules&apos; answer</source>
        <translation>Mostra la risposta delle regole</translation>
    </message>
    <message>
        <source>The trick on the table:</source>
        <translation>La presa sul tavolo:</translation>
    </message>
    <message>
        <source>Play it again</source>
        <extracomment>The cards of the trick under discussion, as the panel shows them.</extracomment>
        <translation>Rigioca</translation>
    </message>
    <message>
        <source>You play from the bottom of the table; the computer plays the others.</source>
        <translation>Giochi dal basso del tavolo; il computer gioca per gli altri.</translation>
    </message>
    <message>
        <source>The rules allow: %1.</source>
        <translation>Le regole permettono: %1.</translation>
    </message>
    <message>
        <source>The file says the cards allowed are %1: by the rules that is wrong.</source>
        <translation>Il file dice che le carte permesse sono %1: secondo le regole è sbagliato.</translation>
    </message>
</context>
<context>
    <name>Preferences</name>
    <message>
        <source>Preferences</source>
        <translation>Preferenze</translation>
    </message>
    <message>
        <source>As the computer</source>
        <translation>Come il computer</translation>
    </message>
    <message>
        <source>Language:</source>
        <translation>Lingua:</translation>
    </message>
    <message>
        <source>Cards:</source>
        <translation>Carte:</translation>
    </message>
    <message>
        <source>No animation</source>
        <translation>Nessuna animazione</translation>
    </message>
    <message>
        <source>Fast</source>
        <translation>Veloci</translation>
    </message>
    <message>
        <source>Normal</source>
        <translation>Normali</translation>
    </message>
    <message>
        <source>Slow</source>
        <translation>Lente</translation>
    </message>
    <message>
        <source>Animations:</source>
        <translation>Animazioni:</translation>
    </message>
    <message>
        <source> %</source>
        <comment>after the card size in percent: 100 %</comment>
        <translation> %</translation>
    </message>
    <message>
        <source>Card size:</source>
        <translation>Dimensione delle carte:</translation>
    </message>
    <message>
        <source>Show hints (the Hint button on the table)</source>
        <translation>Mostra i suggerimenti (il pulsante Suggerimento sul tavolo)</translation>
    </message>
    <message>
        <source>High contrast table (also for colour blindness)</source>
        <translation>Tavolo ad alto contrasto (adatto anche al daltonismo)</translation>
    </message>
    <message>
        <source>A new language is used fully after restarting the program.</source>
        <translation>La nuova lingua si applica del tutto al prossimo avvio del programma.</translation>
    </message>
    <message>
        <source>Internet</source>
        <translation>Internet</translation>
    </message>
    <message>
        <source>The servers where internet codes meet (the host and the guests must use the same). Leave empty for the public ones.</source>
        <translation>I server dove s&apos;incontrano i codici internet (chi ospita e gli invitati devono usare gli stessi). Lascia vuoto per quelli pubblici.</translation>
    </message>
    <message>
        <source>Mailbox server:</source>
        <translation>Server d&apos;incontro:</translation>
    </message>
    <message>
        <source>Relay (host:port):</source>
        <translation>Relay (host:porta):</translation>
    </message>
    <message>
        <source>%1 is set on this computer: it is used instead.</source>
        <translation>%1 è impostato su questo computer: si usa quello.</translation>
    </message>
    <message>
        <source>The mailbox server is an address like %1 (ws:// or wss://, no spaces).</source>
        <translation>Il server d&apos;incontro è un indirizzo come %1 (ws:// o wss://, senza spazi).</translation>
    </message>
    <message>
        <source>The relay is a name or address and a port, like %1.</source>
        <translation>Il relay è un nome o un indirizzo e una porta, come %1.</translation>
    </message>
    <message>
        <source>These addresses are too long.</source>
        <translation>Questi indirizzi sono troppo lunghi.</translation>
    </message>
    <message>
        <source>Not saved: %1</source>
        <translation>Non salvato: %1</translation>
    </message>
</context>
<context>
    <name>Problems</name>
    <message>
        <source>The file %1 is empty.</source>
        <translation>Il file %1 è vuoto.</translation>
    </message>
    <message>
        <source>The file %1 is not text that Botifarra can read.</source>
        <translation>Il file %1 non è testo che Botifarra possa leggere.</translation>
    </message>
    <message>
        <source>The file %1 is damaged: its contents are cut off or garbled.</source>
        <translation>Il file %1 è danneggiato: il contenuto è troncato o illeggibile.</translation>
    </message>
    <message>
        <source>The file %1 does not hold what Botifarra keeps there.</source>
        <translation>Il file %1 non contiene ciò che Botifarra vi salva.</translation>
    </message>
    <message>
        <source>The file %1 was written by a newer version of Botifarra.</source>
        <translation>Il file %1 è stato scritto da una versione più recente di Botifarra.</translation>
    </message>
    <message>
        <source>The file %1 was written by an old version of Botifarra and cannot be converted.</source>
        <translation>Il file %1 è stato scritto da una vecchia versione di Botifarra e non può essere convertito.</translation>
    </message>
    <message>
        <source>The file %1 holds data that cannot be used.</source>
        <translation>Il file %1 contiene dati che non si possono usare.</translation>
    </message>
    <message>
        <source>The file %1 is too large to be a Botifarra file, so it was not read.</source>
        <translation>Il file %1 è troppo grande per essere un file di Botifarra, quindi non è stato letto.</translation>
    </message>
    <message>
        <source>The file %1 is missing.</source>
        <translation>Il file %1 non c&apos;è.</translation>
    </message>
    <message>
        <source>The file %1 could not be read.</source>
        <translation>Non è stato possibile leggere il file %1.</translation>
    </message>
    <message>
        <source>%1 was %2 where the folder for past hands belongs. It was kept as %3 and a new folder is used.</source>
        <translation>%1 era %2 dove deve stare la cartella delle mani giocate. È stato conservato come %3 e si usa una cartella nuova.</translation>
    </message>
    <message>
        <source>Hands or games waiting in %1 to be counted could not be used (%2), so they were not counted in your statistics. They were kept as %3.</source>
        <translation>Le mani o partite in attesa in %1 di essere contate non si sono potute usare (%2), quindi non sono state contate nelle statistiche. Sono state conservate come %3.</translation>
    </message>
    <message>
        <source>Hands waiting in %1 to be saved could not be used (%2), so they were not added to your past hands. They were kept as %3.</source>
        <translation>Le mani in attesa in %1 di essere salvate non si sono potute usare (%2), quindi non sono state aggiunte alle mani passate. Sono state conservate come %3.</translation>
    </message>
    <message>
        <source>In the settings file %1, the setting “%2” had a value that cannot be used; its default is used instead.</source>
        <translation>Nel file delle preferenze %1, l&apos;impostazione «%2» aveva un valore non utilizzabile; si usa il valore predefinito.</translation>
    </message>
    <message>
        <source>The file %1 was missing; its backup copy is used.</source>
        <translation>Il file %1 mancava; si usa la sua copia di riserva.</translation>
    </message>
    <message>
        <source>%1 is %2, not a regular file, so it was not read.</source>
        <translation>%1 è %2, non un file normale, quindi non è stato letto.</translation>
    </message>
    <message>
        <source>The file %1 could not be read (%2).</source>
        <translation>Non è stato possibile leggere il file %1 (%2).</translation>
    </message>
    <message>
        <source>It was kept as %1.</source>
        <translation>È stato conservato come %1.</translation>
    </message>
    <message>
        <source>It could not be moved aside, so it was left in place.</source>
        <translation>Non è stato possibile spostarlo da parte, quindi è rimasto dov&apos;era.</translation>
    </message>
</context>
<context>
    <name>Rating</name>
    <message>
        <source>Easy</source>
        <translation>Facile</translation>
    </message>
    <message>
        <source>Medium</source>
        <translation>Medio</translation>
    </message>
    <message>
        <source>Hard</source>
        <translation>Difficile</translation>
    </message>
    <message>
        <source>Mixed levels</source>
        <translation>Livelli misti</translation>
    </message>
    <message>
        <source>Your rating: %1 (give or take %2). Matches and games counted: %3.</source>
        <translation>La tua valutazione: %1 (più o meno %2). Partite contate: %3.</translation>
    </message>
    <message>
        <source>No rating yet: play a duplicate match or a game against the computer.</source>
        <translation>Nessuna valutazione ancora: gioca una partita in duplicato o una partita contro il computer.</translation>
    </message>
    <message>
        <source>Your rating moves after every duplicate match (you against the other table&apos;s level) and every game where all the other players are the computer. The computer levels stay where they are: Medium is 25. The band shows how sure the rating is; it narrows as you play.</source>
        <translation>La valutazione cambia dopo ogni partita in duplicato (tu contro il livello dell&apos;altro tavolo) e ogni partita in cui tutti gli altri giocatori sono il computer. I livelli del computer restano fermi: Medio vale 25. La fascia mostra quanto è sicura la valutazione; si restringe man mano che giochi.</translation>
    </message>
    <message>
        <source>You: %1</source>
        <translation>Tu: %1</translation>
    </message>
    <message>
        <source>Your rating over time</source>
        <translation>La tua valutazione nel tempo</translation>
    </message>
    <message>
        <source>You</source>
        <translation>Tu</translation>
    </message>
    <message>
        <source>Give or take</source>
        <translation>Più o meno</translation>
    </message>
    <message>
        <source>Matches and games that counted</source>
        <translation>Partite contate</translation>
    </message>
    <message>
        <source>Nothing counted yet.</source>
        <translation>Ancora niente di contato.</translation>
    </message>
</context>
<context>
    <name>Review</name>
    <message>
        <source>Review of the hand</source>
        <extracomment>The least room (a dialog&apos;s share of the screen, :func:`dialog_room`) for the wide dialog: the list of cards beside a board with its side columns, up to about 1340x670 (a 1366x768 screen). Less: the narrow one. The least room&apos;s height for the card&apos;s details under the board (a 1024x768 screen&apos;s 678 has it); shorter (an 800x600 or a 1024x600 screen) the dialog is compact: the list of cards, short rows, shares a column with the details beside the board. The padding round a row&apos;s text in the list of cards (the style sheet&apos;s). The compact dialog&apos;s list shows at least this many rows (of a hand&apos;s 12 cards) at once. The narrow dialog&apos;s smallest cards: the hand&apos;s, and the trick&apos;s (the table&apos;s own on an 800x600 screen). The narrow dialog&apos;s largest hand card (a taller dialog than a 1024x768 screen&apos;s grows its cards up to it).</extracomment>
        <translation>Revisione della mano</translation>
    </message>
    <message>
        <source>Your cards in this hand</source>
        <extracomment>The screen&apos;s room is short of the wide dialog&apos;s: a board without side columns. Too short for the card&apos;s details under the board: they share the list&apos;s column, beside it.</extracomment>
        <translation>Le tue carte in questa mano</translation>
    </message>
    <message>
        <source>Hand</source>
        <translation>Mano</translation>
    </message>
    <message>
        <source>Hand %1</source>
        <translation>Mano %1</translation>
    </message>
    <message>
        <source>◀ Previous card</source>
        <translation>◀ Carta precedente</translation>
    </message>
    <message>
        <source>Next card ▶</source>
        <translation>Carta successiva ▶</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>Chiudi</translation>
    </message>
    <message>
        <source>Previous card</source>
        <translation>Carta precedente</translation>
    </message>
    <message>
        <source>Next card</source>
        <translation>Carta successiva</translation>
    </message>
    <message>
        <source>Hand %1 of %2</source>
        <translation>Mano %1 di %2</translation>
    </message>
    <message>
        <source>&amp;Hand:</source>
        <translation>&amp;Mano:</translation>
    </message>
    <message>
        <source>◀ Previous hand</source>
        <translation>◀ Mano precedente</translation>
    </message>
    <message>
        <source>Previous hand</source>
        <translation>Mano precedente</translation>
    </message>
    <message>
        <source>Next hand ▶</source>
        <translation>Mano successiva ▶</translation>
    </message>
    <message>
        <source>Next hand</source>
        <translation>Mano successiva</translation>
    </message>
    <message>
        <source>You played no card in this hand.</source>
        <translation>In questa mano non hai giocato nessuna carta.</translation>
    </message>
    <message>
        <source>Trick %1: you played the %2</source>
        <translation>Presa %1: la tua carta, %2</translation>
    </message>
    <message>
        <source>being rated…</source>
        <translation>valutazione…</translation>
    </message>
    <message>
        <source>an illegal card (table rules): not rated</source>
        <translation>una carta irregolare (regole da tavolo): senza voto</translation>
    </message>
    <message>
        <source>your only card</source>
        <translation>la tua unica carta</translation>
    </message>
    <message>
        <source>as the Hard level would</source>
        <translation>come il livello Difficile</translation>
    </message>
    <message>
        <source>Hard level: the %1 (−%2 points)</source>
        <translation>Livello Difficile: %1 (−%2 punti)</translation>
    </message>
    <message>
        <source>%1. %2</source>
        <comment>a short row of the review: the trick&apos;s number, the card you played</comment>
        <translation>%1. %2</translation>
    </message>
    <message>
        <source>You played the &lt;b&gt;%1&lt;/b&gt;.</source>
        <translation>Hai giocato &lt;b&gt;%1&lt;/b&gt;.</translation>
    </message>
    <message>
        <source>The Hard level is still thinking about this card…</source>
        <translation>Il livello Difficile sta ancora pensando a questa carta…</translation>
    </message>
    <message>
        <source>That card broke the rules (table rules), so it is not rated.</source>
        <translation>Quella carta non rispettava le regole (regole da tavolo), quindi non ha voto.</translation>
    </message>
    <message>
        <source>It was your only legal card.</source>
        <translation>Era l&apos;unica carta che potevi giocare.</translation>
    </message>
    <message>
        <source>The Hard level would have played the &lt;b&gt;%1&lt;/b&gt;: by its reckoning that is worth %2 points more for your side.</source>
        <translation>Il livello Difficile avrebbe giocato &lt;b&gt;%1&lt;/b&gt;: secondo i suoi calcoli vale %2 punti in più per la tua coppia.</translation>
    </message>
    <message>
        <source>The Hard level prefers the %1, but by less than half a point: as good.</source>
        <translation>Il livello Difficile preferisce %1, ma per meno di mezzo punto: si equivalgono.</translation>
    </message>
    <message>
        <source>The Hard level would have played the same card.</source>
        <translation>Il livello Difficile avrebbe giocato la stessa carta.</translation>
    </message>
    <message>
        <source>Points your side could expect from here, by card (the Hard level&apos;s estimate from what you could see):</source>
        <translation>Punti che la tua coppia poteva aspettarsi da qui, carta per carta (stima del livello Difficile con ciò che potevi vedere):</translation>
    </message>
    <message>
        <source>The Hard level is rating your cards: %1 of %2…</source>
        <translation>Il livello Difficile sta valutando le tue carte: %1 di %2…</translation>
    </message>
    <message>
        <source>The Hard level would have played every card as you did.</source>
        <translation>Il livello Difficile avrebbe giocato tutte le carte come te.</translation>
    </message>
    <message>
        <source>The Hard level would have played %1 of your %2 cards otherwise, worth about %3 points in its estimate.</source>
        <translation>Il livello Difficile avrebbe giocato diversamente %1 delle tue %2 carte, per circa %3 punti secondo la sua stima.</translation>
    </message>
</context>
<context>
    <name>RulesHelp</name>
    <message>
        <source>Botifarra: the rules we play</source>
        <translation>La botifarra: le regole con cui giochiamo</translation>
    </message>
    <message>
        <source>Cards and players</source>
        <translation>Carte e giocatori</translation>
    </message>
    <message>
        <source>Four players in two pairs; partners sit face to face. The Spanish deck of 48 cards: oros, copes, espases and bastos, 1 to 12. Play goes counterclockwise: the next player is the one on your right.</source>
        <translation>Quattro giocatori in due coppie; i compagni siedono uno di fronte all&apos;altro. Si gioca con il mazzo spagnolo da 48 carte: denari (oros), coppe (copes), spade (espases) e bastoni (bastos), dall&apos;1 al 12. Si gioca in senso antiorario: il giocatore successivo è quello alla tua destra.</translation>
    </message>
    <message>
        <source>Order in each suit: 9 (manilla) &gt; 1 (as) &gt; 12 (rei) &gt; 11 (cavall) &gt; 10 (sota) &gt; 8 &gt; 7 &gt; … &gt; 2. Points: manilla 5, as 4, rei 3, cavall 2, sota 1. With one point per trick there are 72 points in a hand.</source>
        <translation>Ordine in ogni seme: 9 (la manilla, la carta più forte) &gt; 1 (asso) &gt; 12 (re) &gt; 11 (cavallo) &gt; 10 (fante, la sota) &gt; 8 &gt; 7 &gt; … &gt; 2. Punti: manilla 5, asso 4, re 3, cavallo 2, fante 1. Con un punto per presa, in una mano ci sono 72 punti.</translation>
    </message>
    <message>
        <source>Making trump</source>
        <translation>Dichiarare la briscola</translation>
    </message>
    <message>
        <source>The dealer looks at the cards and names a trump suit, says botifarra (no trump, the hand counts double) or delegates to the partner, who must then choose.</source>
        <translation>Il mazziere guarda le sue carte e dichiara un seme di briscola, dice botifarra (senza briscola: la mano vale doppio) oppure lascia la scelta al compagno (delegar), che allora deve scegliere.</translation>
    </message>
    <message>
        <source>Doubling</source>
        <translation>Raddoppiare</translation>
    </message>
    <message>
        <source>The other side may say contro (×2); then the declaring side recontro (×4); then, only with a trump suit, the contro side Sant Vicenç (×8). With botifarra: contro ×4, recontro ×8.</source>
        <translation>Gli avversari possono dire contro (raddoppio, ×2); poi la coppia che ha dichiarato può dire recontro (surcontro, ×4); poi, solo con un seme di briscola, la coppia del contro può dire Sant Vicenç (×8). Con botifarra: contro ×4, recontro ×8.</translation>
    </message>
    <message>
        <source>Playing</source>
        <translation>Il gioco delle carte</translation>
    </message>
    <message>
        <source>The player on the dealer&apos;s right leads; the winner of each trick leads the next. You must follow suit. If your partner is not winning you must beat the winning card if you can. Without the suit led and with your partner not winning, you must trump (or overtrump a rival&apos;s trump if you can). With your partner winning you may play any card. Only the last trick of each side may be looked at again.</source>
        <translation>Apre il giocatore alla destra del mazziere; chi vince una presa apre la successiva. Bisogna rispondere al seme (servir). Se il tuo compagno non sta vincendo la presa, devi superare la carta vincente se puoi (matar). Se non hai il seme giocato e il tuo compagno non sta vincendo, devi tagliare con la briscola (tallar), o tagliare più alto di un avversario che ha già tagliato, se puoi (sobretallar). Se vince il tuo compagno, puoi giocare qualsiasi carta. Si può rivedere solo l&apos;ultima presa di ciascuna coppia.</translation>
    </message>
    <message>
        <source>Obligada: a card that does not win must be a point card (partner winning) or your lowest card of its suit. Intermèdia: the same, but the second player may also drop a point card (&quot;Carrego&quot;).</source>
        <translation>Obligada: una carta che non vince deve essere una carta di punti (se vince il compagno) oppure la più bassa del suo seme. Intermèdia: uguale, ma il secondo giocatore può anche caricare una carta di punti («Carrego»).</translation>
    </message>
    <message>
        <source>Scoring</source>
        <translation>Il conteggio</translation>
    </message>
    <message>
        <source>Each side counts card points plus tricks. The side above 36 scores the points above 36 times the multiplier. The game is won by the first side to reach the target (101 by default).</source>
        <translation>Ogni coppia conta i punti delle carte più un punto per presa. La coppia che supera 36 segna i punti oltre 36 moltiplicati per il moltiplicatore. Vince la partita la prima coppia che raggiunge l&apos;obiettivo (101 se non si sceglie altro).</translation>
    </message>
    <message>
        <source>This program refuses an illegal card and tells you why. With table rules it accepts it, and the other side may claim it: then they score 36 × the multiplier.</source>
        <translation>Questo programma rifiuta una carta irregolare e ti spiega perché. Con le regole da tavolo la accetta, e gli avversari possono contestarla: allora segnano 36 × il moltiplicatore.</translation>
    </message>
    <message>
        <source>Other ways to play</source>
        <translation>Altri modi di giocare</translation>
    </message>
    <message>
        <source>Four individual players: no partners and no delegating; only contro, and not on botifarra. A player who can no longer win any trick must play oros first, then copes, espases and bastos. Each player scores the points above or below 18. Three players: 36 cards (no 2, 3 or 4), 12 each, played like four individual players; each scores the points above or below 24.</source>
        <translation>Quattro giocatori individuali: niente compagni e niente delega; si può solo dire contro, e mai a botifarra. Chi non può più vincere nessuna presa deve giocare prima denari, poi coppe, spade e bastoni. Ogni giocatore segna i punti sopra (o sotto) 18. Tre giocatori: 36 carte (senza 2, 3 e 4), 12 a testa, giocate come con quattro giocatori individuali; ognuno segna i punti sopra (o sotto) 24.</translation>
    </message>
    <message>
        <source>Two players, rector i vicari: each has six piles of four cards with the top card face up, and only face-up cards can be played; the card underneath is then turned up. There are 24 tricks of two cards, one point for every two tricks, and the odd trick&apos;s point goes to the player with fewer points. Two players with a hand: four piles each and eight cards in hand.</source>
        <translation>Due giocatori, «rector i vicari»: ognuno ha sei mazzetti di quattro carte con quella in cima scoperta, e si giocano solo le carte scoperte; poi si scopre quella sotto. Ci sono 24 prese di due carte, un punto ogni due prese, e il punto della presa dispari va a chi ha meno punti. Due giocatori con la mano: quattro mazzetti a testa e otto carte in mano.</translation>
    </message>
    <message>
        <source>How to play</source>
        <translation>Come si gioca</translation>
    </message>
</context>
<context>
    <name>SaveGameDialog</name>
    <message>
        <source>Save the game</source>
        <translation>Salva la partita</translation>
    </message>
    <message>
        <source>A name for this game</source>
        <translation>Un nome per questa partita</translation>
    </message>
    <message>
        <source>Saved games: %1</source>
        <translation>Partite salvate: %1</translation>
    </message>
    <message>
        <source>Save</source>
        <translation>Salva</translation>
    </message>
    <message>
        <source>Name:</source>
        <translation>Nome:</translation>
    </message>
    <message>
        <source>Please write a name for the game.</source>
        <translation>Scrivi un nome per la partita.</translation>
    </message>
    <message>
        <source>Use a name of up to 64 characters with some letters or digits.</source>
        <translation>Usa un nome di massimo 64 caratteri con qualche lettera o cifra.</translation>
    </message>
    <message>
        <source>A saved game with this name already exists: saving will replace it.</source>
        <translation>Esiste già una partita salvata con questo nome: salvando la sostituirai.</translation>
    </message>
    <message>
        <source>Replace the saved game “%1” with this game?</source>
        <translation>Sostituire la partita salvata «%1» con questa?</translation>
    </message>
    <message>
        <source>Replace</source>
        <translation>Sostituisci</translation>
    </message>
    <message>
        <source>The game was not saved:</source>
        <translation>La partita non è stata salvata:</translation>
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
        <translation>Regole proprie</translation>
    </message>
    <message>
        <source>Pairs</source>
        <translation>A coppie</translation>
    </message>
    <message>
        <source>Four players, no pairs</source>
        <translation>Quattro giocatori, senza coppie</translation>
    </message>
    <message>
        <source>Three players</source>
        <translation>Tre giocatori</translation>
    </message>
    <message>
        <source>Two players: rector i vicari</source>
        <translation>Due giocatori: rector i vicari</translation>
    </message>
    <message>
        <source>Two players: piles and a hand</source>
        <translation>Due giocatori: mazzetti e carte in mano</translation>
    </message>
    <message>
        <source>over the network</source>
        <translation>in rete</translation>
    </message>
    <message>
        <source>the computer plays alone</source>
        <translation>gioca solo il computer</translation>
    </message>
    <message>
        <source>against the computer</source>
        <translation>contro il computer</translation>
    </message>
    <message>
        <source>several people at this computer</source>
        <translation>più persone a questo computer</translation>
    </message>
    <message>
        <source>unknown date</source>
        <translation>data sconosciuta</translation>
    </message>
</context>
<context>
    <name>Saving</name>
    <message>
        <source>The game in play could not be saved.</source>
        <translation>Non è stato possibile salvare la partita in corso.</translation>
    </message>
    <message>
        <source>The past hands could not be saved.</source>
        <translation>Non è stato possibile salvare le mani giocate.</translation>
    </message>
    <message>
        <source>Your statistics could not be saved.</source>
        <translation>Non è stato possibile salvare le tue statistiche.</translation>
    </message>
    <message>
        <source>Your settings could not be saved.</source>
        <translation>Non è stato possibile salvare le tue preferenze.</translation>
    </message>
    <message>
        <source>the game in play</source>
        <translation>la partita in corso</translation>
    </message>
    <message>
        <source>the past hands</source>
        <translation>le mani giocate</translation>
    </message>
    <message>
        <source>the statistics</source>
        <translation>le statistiche</translation>
    </message>
    <message>
        <source>the settings</source>
        <translation>le preferenze</translation>
    </message>
    <message>
        <source>the disk is full</source>
        <translation>il disco è pieno</translation>
    </message>
    <message>
        <source>Botifarra may not write in that folder</source>
        <translation>Botifarra non ha il permesso di scrivere in quella cartella</translation>
    </message>
    <message>
        <source>the disk or folder is read-only</source>
        <translation>il disco o la cartella sono di sola lettura</translation>
    </message>
    <message>
        <source>another copy of Botifarra kept the file busy</source>
        <translation>un&apos;altra copia di Botifarra teneva occupato il file</translation>
    </message>
    <message>
        <source>it is %1, not a file</source>
        <translation>è %1, non un file</translation>
    </message>
    <message>
        <source>it is %1, not a folder</source>
        <translation>è %1, non una cartella</translation>
    </message>
    <message>
        <source>a file is where a folder belongs</source>
        <translation>c&apos;è un file dove deve esserci una cartella</translation>
    </message>
    <message>
        <source>a folder is where a file belongs</source>
        <translation>c&apos;è una cartella dove deve esserci un file</translation>
    </message>
    <message>
        <source>a folder</source>
        <translation>una cartella</translation>
    </message>
    <message>
        <source>a named pipe</source>
        <translation>una pipe con nome</translation>
    </message>
    <message>
        <source>a socket</source>
        <translation>un socket</translation>
    </message>
    <message>
        <source>a device</source>
        <translation>un dispositivo</translation>
    </message>
    <message>
        <source>a file</source>
        <translation>un file</translation>
    </message>
    <message>
        <source>a broken link</source>
        <translation>un collegamento interrotto</translation>
    </message>
    <message>
        <source>a special file</source>
        <translation>un file speciale</translation>
    </message>
    <message>
        <source>Saving works again: %1.</source>
        <translation>Il salvataggio funziona di nuovo: %1.</translation>
    </message>
    <message>
        <source>File: %1</source>
        <translation>File: %1</translation>
    </message>
    <message>
        <source>Reason: %1.</source>
        <translation>Motivo: %1.</translation>
    </message>
    <message>
        <source>Still saved: %1.</source>
        <translation>Si salvano ancora: %1.</translation>
    </message>
    <message>
        <source>Nothing can be saved at the moment; you can play on.</source>
        <translation>Al momento non si può salvare nulla; puoi continuare a giocare.</translation>
    </message>
    <message>
        <source>Botifarra tries again by itself and tells you when it works again.</source>
        <translation>Botifarra riprova da solo e ti avvisa quando funziona di nuovo.</translation>
    </message>
</context>
<context>
    <name>ScenarioEditor</name>
    <message>
        <source>South (bottom)</source>
        <translation>Sud (in basso)</translation>
    </message>
    <message>
        <source>East (right)</source>
        <translation>Est (a destra)</translation>
    </message>
    <message>
        <source>North (top)</source>
        <translation>Nord (in alto)</translation>
    </message>
    <message>
        <source>West (left)</source>
        <translation>Ovest (a sinistra)</translation>
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
        <translation>O</translation>
    </message>
    <message>
        <source>Scenario editor</source>
        <extracomment>&quot;Play from here&quot;: the scenario to put on the table.</extracomment>
        <translation>Editor di situazioni</translation>
    </message>
    <message>
        <source>Strict: beat and trump even over your partner</source>
        <extracomment>Replaced by tests: the file dialogs and the question before replacing a file.</extracomment>
        <translation>Rigida: superare e tagliare anche sopra il compagno</translation>
    </message>
    <message>
        <source>The 3 ranks second</source>
        <translation>Il 3 è secondo</translation>
    </message>
    <message>
        <source>Botifarra (no trumps)</source>
        <translation>Botifarra (senza briscola)</translation>
    </message>
    <message>
        <source>Delegated: the dealer&apos;s partner made trump</source>
        <translation>Delegata: ha dichiarato il compagno del mazziere</translation>
    </message>
    <message>
        <source>Rules:</source>
        <translation>Regole:</translation>
    </message>
    <message>
        <source>Trump:</source>
        <translation>Briscola:</translation>
    </message>
    <message>
        <source>Dealer:</source>
        <translation>Mazziere:</translation>
    </message>
    <message>
        <source>Calls:</source>
        <translation>Raddoppi:</translation>
    </message>
    <message>
        <source>Leads the trick:</source>
        <translation>Apre la presa:</translation>
    </message>
    <message>
        <source>Title:</source>
        <translation>Titolo:</translation>
    </message>
    <message>
        <source>Story:</source>
        <translation>Storia:</translation>
    </message>
    <message>
        <source>Question:</source>
        <translation>Domanda:</translation>
    </message>
    <message>
        <source>Answer:</source>
        <translation>Risposta:</translation>
    </message>
    <message>
        <source>A click puts the card in:</source>
        <translation>Un clic mette la carta in:</translation>
    </message>
    <message>
        <source>the trick</source>
        <translation>la presa</translation>
    </message>
    <message>
        <source>Fill the rest at random</source>
        <translation>Completa il resto a caso</translation>
    </message>
    <message>
        <source>Clear the cards</source>
        <translation>Togli le carte</translation>
    </message>
    <message>
        <source>Cards per player:</source>
        <translation>Carte per giocatore:</translation>
    </message>
    <message>
        <source>Open…</source>
        <translation>Apri…</translation>
    </message>
    <message>
        <source>Save…</source>
        <translation>Salva…</translation>
    </message>
    <message>
        <source>Play from here</source>
        <translation>Gioca da qui</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>Chiudi</translation>
    </message>
    <message>
        <source>None</source>
        <translation>Nessuno</translation>
    </message>
    <message>
        <source>The trick has at most 3 cards: the fourth would end it.</source>
        <translation>La presa ha al massimo 3 carte: la quarta la chiuderebbe.</translation>
    </message>
    <message>
        <source>seat %1</source>
        <translation>posto %1</translation>
    </message>
    <message>
        <source>On the trick</source>
        <translation>Nella presa</translation>
    </message>
    <message>
        <source>Not a possible position yet: %1</source>
        <translation>Non è ancora una posizione possibile: %1</translation>
    </message>
    <message>
        <source>Ready. %1 is to play and may play: %2.</source>
        <translation>Pronto. Tocca a %1, che può giocare: %2.</translation>
    </message>
    <message>
        <source>every player must hold the same number of cards (1 to 12), counting a card already on the trick: %1.</source>
        <translation>ogni giocatore deve avere lo stesso numero di carte (da 1 a 12), contando la carta già giocata nella presa: %1.</translation>
    </message>
    <message>
        <source>T%1</source>
        <comment>card on the trick, in order</comment>
        <translation>P%1</translation>
    </message>
    <message numerus="yes">
        <source>A player already holds more than %n cards: raise the number of cards per player.</source>
        <translation>
            <numerusform>Un giocatore ha già più di %n carta: aumenta il numero di carte per giocatore.</numerusform>
            <numerusform>Un giocatore ha già più di %n carte: aumenta il numero di carte per giocatore.</numerusform>
        </translation>
    </message>
    <message>
        <source>This file cannot be opened.</source>
        <translation>Questo file non si può aprire.</translation>
    </message>
    <message>
        <source>The scenario could not be saved: %1</source>
        <translation>Non è stato possibile salvare la situazione: %1</translation>
    </message>
    <message>
        <source>Save the scenario</source>
        <translation>Salva la situazione</translation>
    </message>
    <message>
        <source>Scenarios (*.json)</source>
        <translation>Situazioni (*.json)</translation>
    </message>
    <message>
        <source>Open a scenario</source>
        <translation>Apri una situazione</translation>
    </message>
    <message>
        <source>Replace the file?</source>
        <translation>Sostituire il file?</translation>
    </message>
    <message>
        <source>%1 already exists. Replace it?</source>
        <translation>%1 esiste già. Sostituirlo?</translation>
    </message>
</context>
<context>
    <name>ScoreChart</name>
    <message>
        <source>The game so far</source>
        <translation>La partita finora</translation>
    </message>
    <message>
        <source>Hand</source>
        <translation>Mano</translation>
    </message>
    <message>
        <source>Each side&apos;s total will be drawn here after every hand.</source>
        <translation>Qui verrà disegnato il totale di ogni squadra dopo ogni mano.</translation>
    </message>
</context>
<context>
    <name>ScoreSheet</name>
    <message>
        <source>Hand</source>
        <translation>Mano</translation>
    </message>
    <message>
        <source>Called</source>
        <translation>×</translation>
    </message>
    <message>
        <source>×</source>
        <translation>Dichiarato</translation>
    </message>
    <message>
        <source>Points</source>
        <translation>Punti</translation>
    </message>
    <message>
        <source>Us</source>
        <translation>Noi</translation>
    </message>
    <message>
        <source>Them</source>
        <translation>Loro</translation>
    </message>
    <message>
        <source>Trump, who made it, and the calls</source>
        <translation>La briscola, chi l&apos;ha dichiarata e i raddoppi</translation>
    </message>
    <message>
        <source>Multiplier</source>
        <translation>Moltiplicatore</translation>
    </message>
    <message>
        <source>Points (cards + tricks): us – them</source>
        <translation>Punti (carte + prese): noi – loro</translation>
    </message>
    <message>
        <source>Our score this hand and our total</source>
        <translation>I nostri punti in questa mano e il nostro totale</translation>
    </message>
    <message>
        <source>Their score this hand and their total</source>
        <translation>I loro punti in questa mano e il loro totale</translation>
    </message>
    <message>
        <source>Decided by your claim</source>
        <translation>Decisa da una tua contestazione</translation>
    </message>
    <message>
        <source>Points (cards + tricks): %1</source>
        <translation>Punti (carte + prese): %1</translation>
    </message>
    <message>
        <source>Decided by a claim of %1</source>
        <translation>Decisa da una contestazione di %1</translation>
    </message>
    <message>
        <source> (delegated)</source>
        <translation> (delegata)</translation>
    </message>
    <message>
        <source>claim</source>
        <translation>contestazione</translation>
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
        <translation>Botifarra è già aperto con le tue partite salvate.</translation>
    </message>
    <message>
        <source>Only one copy at a time can keep your game, past hands, statistics and settings. You can bring that window forward, or play here without saving anything.</source>
        <translation>Solo una copia alla volta può salvare la partita, le mani giocate, le statistiche e le preferenze. Puoi portare in primo piano quella finestra, oppure giocare qui senza salvare nulla.</translation>
    </message>
    <message>
        <source>The other Botifarra window did not answer.</source>
        <translation>L&apos;altra finestra di Botifarra non ha risposto.</translation>
    </message>
    <message>
        <source>Bring that window forward</source>
        <translation>Porta in primo piano quella finestra</translation>
    </message>
    <message>
        <source>Play without saving</source>
        <translation>Gioca senza salvare</translation>
    </message>
    <message>
        <source>Quit</source>
        <translation>Esci</translation>
    </message>
    <message>
        <source>Botifarra could not create its lock file %1 (%2).</source>
        <translation>Botifarra non è riuscito a creare il suo file di blocco %1 (%2).</translation>
    </message>
    <message>
        <source>Without it, two copies of Botifarra could overwrite each other&apos;s games, so this copy will not keep anything. You can play here without saving, or quit and free some space first.</source>
        <translation>Senza di esso, due copie di Botifarra potrebbero sovrascrivere l&apos;una le partite dell&apos;altra, quindi questa copia non salverà nulla. Puoi giocare qui senza salvare, oppure uscire e liberare prima un po&apos; di spazio.</translation>
    </message>
    <message>
        <source>Not saving: the lock file %1 could not be created.</source>
        <translation>Nessun salvataggio: non è stato possibile creare il file di blocco %1.</translation>
    </message>
    <message>
        <source>Not saving: Botifarra is already open with your saved games in another window.</source>
        <translation>Senza salvare: Botifarra è già aperto con le tue partite salvate in un&apos;altra finestra.</translation>
    </message>
    <message>
        <source>Not saving: the lock file %1 was removed and another copy of Botifarra now keeps your saved games. From now on this window saves nothing.</source>
        <translation>Nessun salvataggio: il file di blocco %1 è stato eliminato e ora un&apos;altra copia di Botifarra conserva le tue partite salvate. D&apos;ora in poi questa finestra non salva nulla.</translation>
    </message>
</context>
<context>
    <name>StartPanel</name>
    <message>
        <source>You have a game under way</source>
        <translation>Hai una partita in corso</translation>
    </message>
    <message>
        <source>Hand %1 · Us &lt;b&gt;%2&lt;/b&gt; · Them &lt;b&gt;%3&lt;/b&gt;</source>
        <translation>Mano %1 · Noi &lt;b&gt;%2&lt;/b&gt; · Loro &lt;b&gt;%3&lt;/b&gt;</translation>
    </message>
    <message>
        <source>Hand %1 · %2</source>
        <translation>Mano %1 · %2</translation>
    </message>
    <message>
        <source>Playing with %1</source>
        <translation>Giochi con %1</translation>
    </message>
    <message>
        <source>Saved on %1</source>
        <translation>Salvata il %1</translation>
    </message>
    <message>
        <source>A new game replaces this one.</source>
        <translation>Una nuova partita sostituisce questa.</translation>
    </message>
    <message>
        <source>Continue the game</source>
        <translation>Continua la partita</translation>
    </message>
    <message>
        <source>New game</source>
        <translation>Nuova partita</translation>
    </message>
</context>
<context>
    <name>StatisticsCharts</name>
    <message>
        <source>All games</source>
        <translation>Tutte le partite</translation>
    </message>
    <message>
        <source>Way to play: %1</source>
        <translation>Modo di gioco: %1</translation>
    </message>
    <message>
        <source>Opponents: %1</source>
        <translation>Avversari: %1</translation>
    </message>
    <message>
        <source>Show:</source>
        <translation>Mostra:</translation>
    </message>
    <message>
        <source>Games won, game after game (the last %1)</source>
        <translation>Partite vinte, partita dopo partita (le ultime %1)</translation>
    </message>
    <message>
        <source>Won so far</source>
        <translation>Vinte finora</translation>
    </message>
    <message>
        <source>%1 of %2 won</source>
        <translation>%1 su %2 vinte</translation>
    </message>
    <message>
        <source>Games, oldest first; share won so far in %</source>
        <translation>Partite, dalla più vecchia; quota vinta fino ad allora in %</translation>
    </message>
    <message>
        <source>No finished game yet.</source>
        <translation>Ancora nessuna partita finita.</translation>
    </message>
    <message numerus="yes">
        <source>Points per hand (the last %n hands)</source>
        <translation>
            <numerusform>Punti per mano (l'ultima %n mano)</numerusform>
            <numerusform>Punti per mano (le ultime %n mani)</numerusform>
        </translation>
    </message>
    <message>
        <source>Each hand</source>
        <translation>Ogni mano</translation>
    </message>
    <message>
        <source>Average of 10</source>
        <translation>Media di 10</translation>
    </message>
    <message>
        <source>Average of 10: %1</source>
        <translation>Media di 10: %1</translation>
    </message>
    <message>
        <source>half: 36</source>
        <translation>metà: 36</translation>
    </message>
    <message>
        <source>Hands, oldest first; points of 72</source>
        <translation>Mani, dalla più vecchia; punti su 72</translation>
    </message>
    <message>
        <source>No hand played yet.</source>
        <translation>Ancora nessuna mano giocata.</translation>
    </message>
    <message numerus="yes">
        <source>%n games</source>
        <translation>
            <numerusform>%n partita</numerusform>
            <numerusform>%n partite</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n hands</source>
        <translation>
            <numerusform>%n mano</numerusform>
            <numerusform>%n mani</numerusform>
        </translation>
    </message>
    <message>
        <source>Nothing counted yet.</source>
        <translation>Ancora niente di contato.</translation>
    </message>
    <message>
        <source>Games won by opponents&apos; level</source>
        <translation>Partite vinte per livello degli avversari</translation>
    </message>
    <message>
        <source>Points per hand by opponents&apos; level</source>
        <translation>Punti per mano per livello degli avversari</translation>
    </message>
    <message>
        <source>Games won by way to play</source>
        <translation>Partite vinte per modo di gioco</translation>
    </message>
    <message>
        <source>Points per hand by way to play</source>
        <translation>Punti per mano per modo di gioco</translation>
    </message>
</context>
<context>
    <name>StatisticsDialog</name>
    <message>
        <source>Easy</source>
        <translation>Facile</translation>
    </message>
    <message>
        <source>Medium</source>
        <translation>Medio</translation>
    </message>
    <message>
        <source>Hard</source>
        <translation>Difficile</translation>
    </message>
    <message>
        <source>Mixed levels</source>
        <translation>Livelli misti</translation>
    </message>
    <message>
        <source>People</source>
        <translation>Persone</translation>
    </message>
    <message>
        <source>Statistics</source>
        <translation>Statistiche</translation>
    </message>
    <message>
        <source>Games played:</source>
        <translation>Partite giocate:</translation>
    </message>
    <message>
        <source>Games won:</source>
        <translation>Partite vinte:</translation>
    </message>
    <message>
        <source>Hands played:</source>
        <translation>Mani giocate:</translation>
    </message>
    <message>
        <source>Hands won:</source>
        <translation>Mani vinte:</translation>
    </message>
    <message>
        <source>Average points per hand (of 72):</source>
        <translation>Media di punti per mano (su 72):</translation>
    </message>
    <message>
        <source>Average score per hand:</source>
        <translation>Media dei punti segnati per mano:</translation>
    </message>
    <message>
        <source>Contros called / won:</source>
        <translation>Contro dichiarati / vinti:</translation>
    </message>
    <message numerus="yes">
        <source>%n points behind, and won</source>
        <translation>
            <numerusform>Sotto di %n punto, e vinta</numerusform>
            <numerusform>Sotto di %n punti, e vinta</numerusform>
        </translation>
    </message>
    <message>
        <source>none yet</source>
        <translation>ancora nessuna</translation>
    </message>
    <message>
        <source>Best comeback:</source>
        <translation>Miglior rimonta:</translation>
    </message>
    <message>
        <source>Counted for your side: you and your partner in the pairs game, you alone in the other ways to play. A hand is won when your side has the best score of the hand (in the pairs game and with two players, when it scores); without pairs a score can be below zero. A contro counts when your side doubled (contro, recontro, Sant Vicenç or barraca) and is won when your side then won the hand. The best comeback is the largest deficit in a game your side went on to win. The partner&apos;s level counts the pairs game only.</source>
        <translation>Conteggiato per la tua parte: tu e il tuo compagno nel gioco a coppie, tu da solo nelle altre modalità. Una mano è vinta quando la tua parte ha il punteggio migliore della mano (a coppie e a due giocatori, quando segna punti); senza coppie un punteggio può essere negativo. Un contro conta quando la tua parte ha raddoppiato (contro, recontro, Sant Vicenç o barraca) ed è vinto quando poi la tua parte ha vinto la mano. La miglior rimonta è lo svantaggio più grande in una partita che la tua parte ha poi vinto. Il livello del compagno conta solo il gioco a coppie.</translation>
    </message>
    <message>
        <source>Way to play</source>
        <translation>Modalità</translation>
    </message>
    <message>
        <source>Variant</source>
        <translation>Variante</translation>
    </message>
    <message>
        <source>Opponents</source>
        <translation>Avversari</translation>
    </message>
    <message>
        <source>Partner</source>
        <translation>Compagno</translation>
    </message>
    <message>
        <source>Over time</source>
        <translation>Nel tempo</translation>
    </message>
    <message>
        <source>Compared</source>
        <translation>A confronto</translation>
    </message>
    <message>
        <source>By way to play</source>
        <translation>Per modalità</translation>
    </message>
    <message>
        <source>By variant</source>
        <translation>Per variante</translation>
    </message>
    <message>
        <source>By opponents&apos; level</source>
        <translation>Per livello degli avversari</translation>
    </message>
    <message>
        <source>By partner&apos;s level</source>
        <translation>Per livello del compagno</translation>
    </message>
    <message>
        <source>In numbers</source>
        <translation>In cifre</translation>
    </message>
    <message>
        <source>Rating</source>
        <translation>Valutazione</translation>
    </message>
    <message>
        <source>Games won</source>
        <translation>Partite vinte</translation>
    </message>
    <message>
        <source>Hands won</source>
        <translation>Mani vinte</translation>
    </message>
    <message>
        <source>Contros won</source>
        <translation>Contro vinti</translation>
    </message>
    <message>
        <source>%1 of %2</source>
        <comment>in a table: 11 games won of 30 played</comment>
        <translation>%1 su %2</translation>
    </message>
    <message>
        <source>Points per hand</source>
        <translation>Punti per mano</translation>
    </message>
</context>
<context>
    <name>Table</name>
    <message>
        <source>D</source>
        <comment>dealer mark on a nameplate</comment>
        <extracomment>Animation length factor per speed setting; 0 shows every event at once. The room the keyboard&apos;s card keeps clear right of itself in your hand: its frame and the next card&apos;s edge (each reaches up to 11 px out, in high contrast), so the card on its right never covers the card or its frame. The least of a card&apos;s width the others still show when they close up for the keyboard&apos;s card: its index. the corners the view&apos;s widgets take: info box, last-trick buttons, Hint and Undo your plate and your partner&apos;s stand aside for an ending panel (``set_plates_aside``) the human&apos;s cards: which may be chosen, the keyboard&apos;s card, clicks (see :mod:`.human_hand`)</extracomment>
        <translation>M</translation>
    </message>
    <message>
        <source>Delegates</source>
        <translation>Delega</translation>
    </message>
    <message>
        <source>Pass</source>
        <translation>Passo</translation>
    </message>
    <message>
        <source>Carrego</source>
        <translation>Carrego</translation>
    </message>
    <message>
        <source>Claims!</source>
        <translation>Contesto!</translation>
    </message>
    <message>
        <source>Our last trick</source>
        <extracomment>a screen reader reads this view as the card table (:mod:`.access.tree`), even while it is built buttons features put on the table (Hint, Undo), laid out bottom left; whether each is wanted</extracomment>
        <translation>La nostra ultima presa</translation>
    </message>
    <message>
        <source>Last tricks</source>
        <translation>Ultime prese</translation>
    </message>
    <message>
        <source>Their last trick</source>
        <translation>La loro ultima presa</translation>
    </message>
    <message>
        <source>Claim an illegal card</source>
        <translation>Contesta una carta irregolare</translation>
    </message>
    <message>
        <source>to %1</source>
        <extracomment>the box&apos;s background and the colour of its quieter words (high contrast: black and white)</extracomment>
        <translation>a %1</translation>
    </message>
    <message>
        <source>%1 claims: %2 played the %3 illegally in trick %4.</source>
        <translation>%1 contesta: %2 ha giocato %3 irregolarmente nella presa %4.</translation>
    </message>
    <message>
        <source>Your turn!</source>
        <translation>Tocca a te!</translation>
    </message>
    <message>
        <source>thinking…</source>
        <translation>sta pensando…</translation>
    </message>
    <message>
        <source>Wait for your turn.</source>
        <translation>Aspetta il tuo turno.</translation>
    </message>
    <message>
        <source>Play an illegal card?</source>
        <translation>Giocare una carta irregolare?</translation>
    </message>
    <message>
        <source>With table rules you may play it anyway, but if the other side claims it you lose the hand. Play it?</source>
        <translation>Con le regole da tavolo puoi giocarla lo stesso, ma se gli avversari la contestano perdi la mano. La giochi?</translation>
    </message>
    <message numerus="yes">
        <source>%n hands</source>
        <translation>
            <numerusform>%n mano</numerusform>
            <numerusform>%n mani</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Texts</name>
    <message>
        <source>oros</source>
        <translation>denari</translation>
    </message>
    <message>
        <source>copes</source>
        <translation>coppe</translation>
    </message>
    <message>
        <source>espases</source>
        <translation>spade</translation>
    </message>
    <message>
        <source>bastos</source>
        <translation>bastoni</translation>
    </message>
    <message>
        <source>botifarra</source>
        <translation>botifarra</translation>
    </message>
    <message>
        <source>ace</source>
        <translation>asso</translation>
    </message>
    <message>
        <source>manilla</source>
        <translation>manilla</translation>
    </message>
    <message>
        <source>jack</source>
        <translation>fante</translation>
    </message>
    <message>
        <source>knight</source>
        <translation>cavallo</translation>
    </message>
    <message>
        <source>king</source>
        <translation>re</translation>
    </message>
    <message>
        <source>%1 of %2</source>
        <comment>the suit name starts with a vowel</comment>
        <translation>%1 di %2</translation>
    </message>
    <message>
        <source>%1 of %2</source>
        <translation>%1 di %2</translation>
    </message>
    <message>
        <source>Botifarra</source>
        <translation>Botifarra</translation>
    </message>
    <message>
        <source>Delegate to partner</source>
        <translation>Delego</translation>
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
        <translation>Passo</translation>
    </message>
    <message>
        <source> (strict rules: even when your partner is winning)</source>
        <translation> (regole rigide: anche quando vince il compagno)</translation>
    </message>
    <message>
        <source>You hold %suit: you must follow suit (%options).</source>
        <translation>Hai carte di %suit: devi rispondere al seme (%options).</translation>
    </message>
    <message>
        <source>The %winning is winning and your partner is not: you must beat it if you can (%options).</source>
        <translation>La carta vincente (%winning) non è del tuo compagno: devi superarla se puoi (%options).</translation>
    </message>
    <message>
        <source>A rival has trumped with the %winning: you must overtrump if you can (%options).</source>
        <translation>Un avversario ha tagliato (%winning): devi tagliare più alto se puoi (%options).</translation>
    </message>
    <message>
        <source>You have no %led and your partner is not winning: you must trump with %suit (%options).</source>
        <translation>Non hai carte di %led e il tuo compagno non sta vincendo: devi tagliare con una carta di %suit (%options).</translation>
    </message>
    <message>
        <source>The %card does not win the trick and your partner is winning: play a point card or your lowest %suit (the %lowest).</source>
        <translation>Questa carta (%card) non vince la presa e vince il tuo compagno: gioca una carta di punti o la più bassa di %suit (%lowest).</translation>
    </message>
    <message>
        <source>The %card does not win the trick and a rival is winning: play your lowest %suit (the %lowest).</source>
        <translation>Questa carta (%card) non vince la presa e vince un avversario: gioca la più bassa di %suit (%lowest).</translation>
    </message>
    <message>
        <source>You do not hold the %card.</source>
        <translation>Non hai questa carta (%card).</translation>
    </message>
    <message>
        <source>It is not your turn.</source>
        <translation>Non è il tuo turno.</translation>
    </message>
    <message>
        <source>That cannot be done now.</source>
        <translation>Ora non si può fare.</translation>
    </message>
    <message>
        <source>The other side has not played an illegal card in this hand.</source>
        <translation>Gli avversari non hanno giocato nessuna carta irregolare in questa mano.</translation>
    </message>
    <message>
        <source>Us</source>
        <translation>Noi</translation>
    </message>
    <message>
        <source>Them</source>
        <translation>Loro</translation>
    </message>
    <message>
        <source>Across</source>
        <comment>default name of the player in front, who is not a partner</comment>
        <translation>Di fronte</translation>
    </message>
    <message>
        <source>Me</source>
        <comment>default name of the player</comment>
        <translation>Io</translation>
    </message>
    <message>
        <source>Right</source>
        <comment>default name of the player on your right</comment>
        <translation>Destra</translation>
    </message>
    <message>
        <source>Partner</source>
        <comment>default name of the partner</comment>
        <translation>Compagno</translation>
    </message>
    <message>
        <source>Left</source>
        <comment>default name of the player on your left</comment>
        <translation>Sinistra</translation>
    </message>
    <message>
        <source>Pere,Montse,Jordi,Núria,Carme,Josep,Marta,Quim</source>
        <comment>the computer players&apos; names at a LAN table: comma-separated first names usual in this language (at least three, different from each other)</comment>
        <translation>Marco,Giulia,Luca,Francesca,Paolo,Chiara,Andrea,Sara</translation>
    </message>
</context>
<context>
    <name>TrickHistory</name>
    <message>
        <source>Trick</source>
        <translation>Presa</translation>
    </message>
    <message>
        <source>Winner</source>
        <translation>Vince</translation>
    </message>
    <message>
        <source>Points</source>
        <translation>Punti</translation>
    </message>
</context>
</TS>
