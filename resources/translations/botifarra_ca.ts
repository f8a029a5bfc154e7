<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="ca" sourcelanguage="en">
<context>
    <name>About</name>
    <message>
        <source>The Catalan card game, against the computer or with friends on your network.</source>
        <translation>El joc de cartes català, contra l&apos;ordinador o amb amics a la teva xarxa.</translation>
    </message>
    <message>
        <source>Free software under the GNU GPL, version 3 or later.</source>
        <translation>Programari lliure sota la GNU GPL, versió 3 o posterior.</translation>
    </message>
</context>
<context>
    <name>Access</name>
    <message>
        <source>Card table</source>
        <translation>Taula de joc</translation>
    </message>
    <message>
        <source>Announcements</source>
        <translation>Avisos</translation>
    </message>
    <message>
        <source>Last trick shown</source>
        <translation>Darrera basa a la vista</translation>
    </message>
    <message>
        <source>card face down</source>
        <translation>carta girada</translation>
    </message>
    <message>
        <source>Left and Right choose a card, 1 to 9 and 0 pick the first to tenth, Enter plays it.</source>
        <translation>Esquerra i Dreta trien una carta, de l&apos;1 al 9 i el 0 trien de la primera a la desena, Retorn la juga.</translation>
    </message>
    <message>
        <source>Enter plays it.</source>
        <translation>Retorn la juga.</translation>
    </message>
    <message>
        <source>Table rules: say the other side played an illegal card; if they did, they lose the hand.</source>
        <translation>Regles de taula: dius que l&apos;altra parella ha jugat una carta il·legal; si és així, perden la mà.</translation>
    </message>
    <message>
        <source>Shows the last trick the other side won (Esc hides it).</source>
        <translation>Mostra la darrera basa que ha guanyat l&apos;altra parella (Esc l&apos;amaga).</translation>
    </message>
    <message>
        <source>Shows the last trick your side won (Esc hides it).</source>
        <translation>Mostra la darrera basa que ha guanyat la teva parella (Esc l&apos;amaga).</translation>
    </message>
    <message>
        <source>Shows the last trick each player won (Esc hides them).</source>
        <translation>Mostra la darrera basa que ha guanyat cada jugador (Esc les amaga).</translation>
    </message>
    <message>
        <source>No points.</source>
        <translation>No val punts.</translation>
    </message>
    <message numerus="yes">
        <source>Worth %n points.</source>
        <translation>
            <numerusform>Val %n punt.</numerusform>
            <numerusform>Val %n punts.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n cards</source>
        <translation>
            <numerusform>%n carta</numerusform>
            <numerusform>%n cartes</numerusform>
        </translation>
    </message>
    <message>
        <source>Your hand: %1</source>
        <translation>La teva mà: %1</translation>
    </message>
    <message>
        <source>Your cards: %1 in your hand, %2 face up on your piles</source>
        <translation>Les teves cartes: %1 a la mà, %2 girades a les teves piles</translation>
    </message>
    <message>
        <source>%1, on top of your pile %2</source>
        <translation>%1, al damunt de la teva pila %2</translation>
    </message>
    <message>
        <source>Pile %1 of %2 in front of you; under it: %3 face down.</source>
        <translation>Pila %1 de %2 davant teu; a sota: %3 de cara avall.</translation>
    </message>
    <message>
        <source>Trick: no card on the table yet</source>
        <translation>Basa: encara no hi ha cap carta a la taula</translation>
    </message>
    <message>
        <source>Trick %1: %2</source>
        <translation>Basa %1: %2</translation>
    </message>
    <message>
        <source>%1, playable</source>
        <translation>%1, es pot jugar</translation>
    </message>
    <message>
        <source>%1, not playable</source>
        <translation>%1, no es pot jugar</translation>
    </message>
    <message>
        <source>Card %1 of %2 in your hand.</source>
        <translation>Carta %1 de %2 de la teva mà.</translation>
    </message>
    <message>
        <source>You played the %1</source>
        <translation>Has jugat %1</translation>
    </message>
    <message>
        <source>%1 played the %2</source>
        <translation>%1 ha jugat %2</translation>
    </message>
    <message>
        <source>%1, winning</source>
        <translation>%1, guanya la basa</translation>
    </message>
    <message>
        <source>%1 (you)</source>
        <translation>%1 (tu)</translation>
    </message>
    <message>
        <source>dealer</source>
        <translation>reparteix</translation>
    </message>
    <message>
        <source>your turn</source>
        <translation>et toca</translation>
    </message>
    <message>
        <source>their turn</source>
        <translation>li toca</translation>
    </message>
    <message>
        <source>Face up on the piles: %1.</source>
        <translation>Cartes girades a les piles: %1.</translation>
    </message>
    <message>
        <source>Any card may be played.</source>
        <translation>Pots jugar qualsevol carta.</translation>
    </message>
    <message>
        <source>Playable: %1.</source>
        <translation>Pots jugar: %1.</translation>
    </message>
    <message>
        <source>No trump; the hand counts double.</source>
        <translation>Sense trumfo; la mà compta doble.</translation>
    </message>
    <message>
        <source>Your partner chooses trump.</source>
        <translation>El company tria el trumfo.</translation>
    </message>
    <message>
        <source>Make %1 trump.</source>
        <translation>Trumfo: %1.</translation>
    </message>
    <message>
        <source>Do not double the stakes.</source>
        <translation>No doblar l&apos;aposta.</translation>
    </message>
    <message>
        <source>Double the stakes.</source>
        <translation>Doblar l&apos;aposta.</translation>
    </message>
    <message numerus="yes">
        <source>You win the trick (%n points).</source>
        <translation>
            <numerusform>Guanyes la basa (%n punt).</numerusform>
            <numerusform>Guanyes la basa (%n punts).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 wins the trick (%n points).</source>
        <translation>
            <numerusform>%1 guanya la basa (%n punt).</numerusform>
            <numerusform>%1 guanya la basa (%n punts).</numerusform>
        </translation>
    </message>
    <message>
        <source>You deal.</source>
        <translation>Reparteixes tu.</translation>
    </message>
    <message>
        <source>%1 deals.</source>
        <translation>Reparteix %1.</translation>
    </message>
    <message>
        <source>You delegate to your partner.</source>
        <translation>Delegues al company.</translation>
    </message>
    <message>
        <source>You say %1!</source>
        <translation>Dius %1!</translation>
    </message>
    <message>
        <source>You pass.</source>
        <translation>Passes.</translation>
    </message>
    <message>
        <source>You turn up the %1.</source>
        <translation>Gires %1.</translation>
    </message>
    <message>
        <source>%1 turns up the %2.</source>
        <translation>%1 gira %2.</translation>
    </message>
</context>
<context>
    <name>Coach</name>
    <message>
        <source>Rules coach</source>
        <translation>Entrenador de regles</translation>
    </message>
    <message>
        <source>Check</source>
        <translation>Comprova</translation>
    </message>
    <message>
        <source>Show the answer</source>
        <translation>Mostra la resposta</translation>
    </message>
    <message>
        <source>Try again</source>
        <translation>Torna-ho a provar</translation>
    </message>
    <message>
        <source>◀ Previous</source>
        <translation>◀ Anterior</translation>
    </message>
    <message>
        <source>Next ▶</source>
        <translation>Següent ▶</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>Tanca</translation>
    </message>
    <message>
        <source>The lessons could not be found.</source>
        <translation>No s&apos;han trobat les lliçons.</translation>
    </message>
    <message>
        <source>Exercise %1 of %2</source>
        <translation>Exercici %1 de %2</translation>
    </message>
    <message>
        <source>Which cards may you play?</source>
        <translation>Quines cartes pots jugar?</translation>
    </message>
    <message>
        <source>Click every card you may play (click again to take it back), then press Check.</source>
        <translation>Fes clic a cada carta que pots jugar (un altre clic la treu) i després prem Comprova.</translation>
    </message>
    <message>
        <source>Choose the cards you may play first: click them.</source>
        <translation>Primer tria les cartes que pots jugar: fes-hi clic.</translation>
    </message>
    <message>
        <source>These are the cards you may play.</source>
        <translation>Aquestes són les cartes que pots jugar.</translation>
    </message>
    <message>
        <source>Right! You found every card you may play.</source>
        <translation>Molt bé! Has trobat totes les cartes que pots jugar.</translation>
    </message>
    <message>
        <source>Not quite. The red cards are wrong:</source>
        <translation>No del tot. Les cartes vermelles no són correctes:</translation>
    </message>
    <message>
        <source>you may play this card too.</source>
        <translation>aquesta carta també la pots jugar.</translation>
    </message>
    <message>
        <source>Change your choice and press Check again, or press Show the answer.</source>
        <translation>Canvia la tria i torna a prémer Comprova, o prem Mostra la resposta.</translation>
    </message>
</context>
<context>
    <name>DealDialog</name>
    <message>
        <source>Play a deal by number</source>
        <extracomment>(deal number or code, dealer seat, from the other side); a code does not fit a C++ int</extracomment>
        <translation>Juga unes cartes pel número</translation>
    </message>
    <message>
        <source>You</source>
        <translation>Tu</translation>
    </message>
    <message>
        <source>The player on your right</source>
        <translation>El jugador de la teva dreta</translation>
    </message>
    <message>
        <source>Your partner</source>
        <translation>El teu company</translation>
    </message>
    <message>
        <source>The player on your left</source>
        <translation>El jugador de la teva esquerra</translation>
    </message>
    <message>
        <source>Your side: the cards dealt to you</source>
        <translation>La teva parella: les cartes que et toquen a tu</translation>
    </message>
    <message>
        <source>The other side: the cards of the player on your right</source>
        <translation>L&apos;altra parella: les cartes del jugador de la teva dreta</translation>
    </message>
    <message>
        <source>Deal number or code:</source>
        <translation>Número o codi de repartiment:</translation>
    </message>
    <message>
        <source>The same number and dealer give everyone the same cards: play a deal a friend played and compare, or play it from the other side. A LAN table shows each hand&apos;s deal code when the hand is over.</source>
        <translation>El mateix número i el mateix repartidor donen a tothom les mateixes cartes: juga les cartes que ha jugat un amic i compareu, o juga-les des de l&apos;altra banda. Una taula en xarxa mostra el codi de repartiment de cada mà quan s&apos;acaba.</translation>
    </message>
    <message>
        <source>Type a deal number (up to ten digits) or a deal code (32 digits and letters a-f, as the table showed it).</source>
        <translation>Escriu un número de repartiment (fins a deu xifres) o un codi de repartiment (32 xifres i lletres a-f, tal com el mostrava la taula).</translation>
    </message>
    <message>
        <source>Dealer:</source>
        <translation>Reparteix:</translation>
    </message>
    <message>
        <source>Play</source>
        <translation>Juga</translation>
    </message>
</context>
<context>
    <name>Duplicate</name>
    <message>
        <source>Board %1 of %2</source>
        <extracomment>&quot;Review your hand&quot;: the hand review of your decisions at this board (the table still holds it)</extracomment>
        <translation>Repartiment %1 de %2</translation>
    </message>
    <message>
        <source>Compare with the other table&apos;s play:</source>
        <translation>Compara amb el joc de l&apos;altra taula:</translation>
    </message>
    <message>
        <source>replay %1</source>
        <translation>repetició %1</translation>
    </message>
    <message>
        <source>Trick</source>
        <translation>Basa</translation>
    </message>
    <message>
        <source>Your table</source>
        <translation>La teva taula</translation>
    </message>
    <message>
        <source>The other table</source>
        <translation>L&apos;altra taula</translation>
    </message>
    <message>
        <source>See the match&apos;s total</source>
        <translation>Mostra el total de la partida</translation>
    </message>
    <message>
        <source>Next board</source>
        <translation>Repartiment següent</translation>
    </message>
    <message>
        <source>Review your hand</source>
        <translation>Revisa la teva mà</translation>
    </message>
    <message>
        <source>The other table is still playing this board…</source>
        <translation>L&apos;altra taula encara juga aquest repartiment…</translation>
    </message>
    <message>
        <source>Dealt by %1. Your side&apos;s result: %2.</source>
        <translation>Ha repartit %1. Resultat del teu bàndol: %2.</translation>
    </message>
    <message>
        <source>Board points: %1</source>
        <translation>Punts del repartiment: %1</translation>
    </message>
    <message>
        <source>Dealt by %1. You gave this board up: it scores %2 board points.</source>
        <translation>Ha repartit %1. Has abandonat aquest repartiment: val %2 punts de repartiment.</translation>
    </message>
    <message>
        <source>Dealt by %1. Your side&apos;s result: %2. The other table (%3): %4, mean %5. The difference, %6 game points, scores %7 board points.</source>
        <translation>Ha repartit %1. Resultat del teu bàndol: %2. L&apos;altra taula (%3): %4, mitjana %5. La diferència, %6 punts de joc, val %7 punts de repartiment.</translation>
    </message>
    <message>
        <source>Easy</source>
        <translation>Fàcil</translation>
    </message>
    <message>
        <source>Medium</source>
        <translation>Mitjà</translation>
    </message>
    <message>
        <source>Hard</source>
        <translation>Difícil</translation>
    </message>
    <message>
        <source>%1, %2 times</source>
        <translation>%1, %2 vegades</translation>
    </message>
    <message>
        <source>Calls</source>
        <translation>Cants</translation>
    </message>
    <message>
        <source>Duplicate match</source>
        <translation>Partida de duplicat</translation>
    </message>
    <message>
        <source>Today&apos;s boards: share your result</source>
        <translation>Els repartiments d&apos;avui: comparteix el resultat</translation>
    </message>
    <message>
        <source>Your result, to copy to your friends:</source>
        <translation>El teu resultat, per copiar als amics:</translation>
    </message>
    <message>
        <source>Copy</source>
        <translation>Copia</translation>
    </message>
    <message>
        <source>Paste a friend&apos;s result to compare:</source>
        <translation>Enganxa el resultat d&apos;un amic per comparar-lo:</translation>
    </message>
    <message>
        <source>Compare</source>
        <translation>Compara</translation>
    </message>
    <message>
        <source>The other table is still playing boards %1…</source>
        <translation>L&apos;altra taula encara juga els repartiments %1…</translation>
    </message>
    <message>
        <source>Total: %1 board points over %2 boards.</source>
        <translation>Total: %1 punts de repartiment en %2 repartiments.</translation>
    </message>
    <message>
        <source>Board points, board by board</source>
        <translation>Punts de cada repartiment</translation>
    </message>
    <message>
        <source>Each board</source>
        <translation>Cada repartiment</translation>
    </message>
    <message>
        <source>Board: %1</source>
        <translation>Repartiment: %1</translation>
    </message>
    <message>
        <source>Running total</source>
        <translation>Total acumulat</translation>
    </message>
    <message>
        <source>Total: %1</source>
        <translation>Total: %1</translation>
    </message>
    <message>
        <source>even</source>
        <translation>empat</translation>
    </message>
    <message>
        <source>Board</source>
        <translation>Repartiment</translation>
    </message>
    <message>
        <source>No board scored yet.</source>
        <translation>Encara no hi ha cap repartiment puntuat.</translation>
    </message>
    <message>
        <source>Your total %1, your friend&apos;s %2.</source>
        <translation>El teu total %1, el del teu amic %2.</translation>
    </message>
    <message>
        <source>Board %1: you %2 (%3), your friend %4 (%5)</source>
        <translation>Repartiment %1: tu %2 (%3), el teu amic %4 (%5)</translation>
    </message>
    <message>
        <source>You both played exactly the same cards.</source>
        <translation>Tots dos heu jugat exactament les mateixes cartes.</translation>
    </message>
    <message>
        <source>This result text was changed after it was made (its check does not match): it is not compared.</source>
        <translation>Aquest text de resultat s&apos;ha canviat després de fer-lo (la comprovació no coincideix): no es compara.</translation>
    </message>
    <message>
        <source>A board of this result text does not score what its result scores against the other table: it was changed.</source>
        <translation>Un repartiment d&apos;aquest text no té els punts que el seu resultat val contra l&apos;altra taula: s&apos;ha canviat.</translation>
    </message>
    <message>
        <source>This result is for another day&apos;s boards.</source>
        <translation>Aquest resultat és dels repartiments d&apos;un altre dia.</translation>
    </message>
    <message>
        <source>This result was played against another other table (level or replays): the scores cannot be compared.</source>
        <translation>Aquest resultat es va jugar contra una altra taula diferent (nivell o repeticions): els punts no es poden comparar.</translation>
    </message>
    <message>
        <source>This is not a botifarra duplicate result text that can be read: copy all three lines of it.</source>
        <translation>Això no és un text de resultat de duplicat de botifarra que es pugui llegir: copia&apos;n les tres línies.</translation>
    </message>
    <message>
        <source>The duplicate match could not be saved: %1</source>
        <translation>No s&apos;ha pogut desar la partida de duplicat: %1</translation>
    </message>
    <message>
        <source>The saved duplicate match could not be read.</source>
        <translation>No s&apos;ha pogut llegir la partida de duplicat desada.</translation>
    </message>
    <message>
        <source>Duplicate match: board %1 of %2.</source>
        <translation>Partida de duplicat: repartiment %1 de %2.</translation>
    </message>
    <message>
        <source>Duplicate match: board %1 was given up (-3 board points).</source>
        <translation>Partida de duplicat: s&apos;ha abandonat el repartiment %1 (-3 punts de repartiment).</translation>
    </message>
    <message>
        <source>The other table could not play board %1.</source>
        <translation>L&apos;altra taula no ha pogut jugar el repartiment %1.</translation>
    </message>
    <message>
        <source>The rating could not be saved.</source>
        <translation>No s&apos;ha pogut desar la valoració.</translation>
    </message>
    <message>
        <source>The rating file had a problem.</source>
        <translation>El fitxer de la valoració tenia un problema.</translation>
    </message>
    <message>
        <source>You play each board once with a computer partner against two computer opponents. At the other table four computer players play the same boards in the same seats, several times. Each board scores the difference between your result and theirs, so the luck of the cards is taken out.</source>
        <translation>Jugues cada repartiment una vegada amb un company de l&apos;ordinador contra dos rivals de l&apos;ordinador. A l&apos;altra taula, quatre jugadors de l&apos;ordinador juguen els mateixos repartiments als mateixos llocs, diverses vegades. Cada repartiment puntua la diferència entre el teu resultat i el seu, i així es treu la sort de les cartes.</translation>
    </message>
    <message>
        <source>Today&apos;s boards (%1 boards, the same for everyone today)</source>
        <translation>Els repartiments d&apos;avui (%1 repartiments, els mateixos per a tothom avui)</translation>
    </message>
    <message>
        <source>A match of new boards</source>
        <translation>Una partida de repartiments nous</translation>
    </message>
    <message>
        <source>Boards:</source>
        <translation>Repartiments:</translation>
    </message>
    <message>
        <source>Computer players&apos; level:</source>
        <translation>Nivell dels jugadors de l&apos;ordinador:</translation>
    </message>
    <message>
        <source>Plays of each board at the other table:</source>
        <translation>Vegades que l&apos;altra taula juga cada repartiment:</translation>
    </message>
    <message>
        <source>Start</source>
        <translation>Comença</translation>
    </message>
</context>
<context>
    <name>FirstStart</name>
    <message>
        <source>Welcome to Botifarra</source>
        <translation>Benvingut a la Botifarra</translation>
    </message>
    <message>
        <source>Before the first deal: how should we call you, in which language, and how strong should the computer players be?</source>
        <translation>Abans de la primera mà: com et diem, en quina llengua, i com de forts han de ser els jugadors de l&apos;ordinador?</translation>
    </message>
    <message>
        <source>Your &amp;name:</source>
        <translation>El teu &amp;nom:</translation>
    </message>
    <message>
        <source>&amp;Language:</source>
        <translation>&amp;Llengua:</translation>
    </message>
    <message>
        <source>&amp;Computer players:</source>
        <translation>Jugadors de l&apos;&amp;ordinador:</translation>
    </message>
    <message>
        <source>Easy: to learn the game</source>
        <translation>Fàcil: per aprendre el joc</translation>
    </message>
    <message>
        <source>Medium: a good club player</source>
        <translation>Mitjà: un bon jugador de casino</translation>
    </message>
    <message>
        <source>Hard: plays to win</source>
        <translation>Difícil: juga per guanyar</translation>
    </message>
    <message>
        <source>You can change all of this later: the language in Preferences, the names and levels in New game.</source>
        <translation>Tot això es pot canviar després: la llengua a Preferències, els noms i els nivells a Partida nova.</translation>
    </message>
    <message>
        <source>&amp;Start playing</source>
        <translation>&amp;Comença a jugar</translation>
    </message>
    <message>
        <source>S&amp;kip</source>
        <translation>&amp;Salta</translation>
    </message>
    <message>
        <source>Your answers could not be saved: %1</source>
        <translation>No s&apos;han pogut desar les respostes: %1</translation>
    </message>
</context>
<context>
    <name>GameOver</name>
    <message>
        <source>The game ends level.</source>
        <translation>La partida acaba en empat.</translation>
    </message>
    <message>
        <source>You win the game!</source>
        <translation>Heu guanyat la partida!</translation>
    </message>
    <message>
        <source>The other side wins the game.</source>
        <translation>L&apos;altra parella guanya la partida.</translation>
    </message>
    <message>
        <source>%1 wins the game.</source>
        <translation>%1 guanya la partida.</translation>
    </message>
    <message>
        <source>Rematch</source>
        <extracomment>The coins when the player&apos;s side wins (``won``), over the title and score only.</extracomment>
        <translation>Revenja</translation>
    </message>
    <message>
        <source>The same players and rules; the deal passes on.</source>
        <translation>Els mateixos jugadors i regles; el repartiment continua.</translation>
    </message>
    <message>
        <source>New game…</source>
        <translation>Partida nova…</translation>
    </message>
    <message>
        <source>Review</source>
        <translation>Revisió</translation>
    </message>
    <message>
        <source>Your cards in the hands of this game.</source>
        <translation>Les teves cartes a les mans d&apos;aquesta partida.</translation>
    </message>
    <message>
        <source>Congratulations!</source>
        <translation>Enhorabona!</translation>
    </message>
    <message>
        <source>Rematch asked</source>
        <translation>Revenja demanada</translation>
    </message>
    <message>
        <source>Statistics</source>
        <translation>Estadístiques</translation>
    </message>
    <message>
        <source>Hands played: %1</source>
        <translation>Mans jugades: %1</translation>
    </message>
</context>
<context>
    <name>HandHistoryDialog</name>
    <message>
        <source>Past hands</source>
        <translation>Mans jugades</translation>
    </message>
    <message>
        <source>First</source>
        <translation>Primera</translation>
    </message>
    <message>
        <source>Previous trick</source>
        <translation>Basa anterior</translation>
    </message>
    <message>
        <source>Next trick</source>
        <translation>Basa següent</translation>
    </message>
    <message>
        <source>Last</source>
        <translation>Última</translation>
    </message>
    <message>
        <source>Play this deal again</source>
        <translation>Torna a jugar aquestes cartes</translation>
    </message>
    <message>
        <source>No hands have been played yet.</source>
        <translation>Encara no s&apos;ha jugat cap mà.</translation>
    </message>
    <message>
        <source>Damaged record</source>
        <translation>Registre malmès</translation>
    </message>
    <message>
        <source>Hand %1: %2</source>
        <translation>Mà %1: %2</translation>
    </message>
    <message>
        <source>%1 %2, %3 %4</source>
        <translation>%1 %2, %3 %4</translation>
    </message>
    <message>
        <source>This record is damaged and cannot be shown:</source>
        <translation>Aquest registre està malmès i no es pot mostrar:</translation>
    </message>
    <message>
        <source>Seat %1</source>
        <translation>Seient %1</translation>
    </message>
    <message>
        <source>Botifarra</source>
        <translation>Botifarra</translation>
    </message>
    <message>
        <source>You declared botifarra.</source>
        <translation>Has cantat botifarra.</translation>
    </message>
    <message>
        <source>%1 declared botifarra.</source>
        <translation>%1 ha cantat botifarra.</translation>
    </message>
    <message>
        <source>You declared %1.</source>
        <translation>Has cantat %1.</translation>
    </message>
    <message>
        <source>%1 declared %2.</source>
        <translation>%1 ha cantat %2.</translation>
    </message>
    <message>
        <source>(You delegated.)</source>
        <translation>(Has delegat.)</translation>
    </message>
    <message>
        <source>(%1 delegated.)</source>
        <translation>(%1 ha delegat.)</translation>
    </message>
    <message>
        <source>You said %1.</source>
        <translation>Has dit %1.</translation>
    </message>
    <message>
        <source>%1: %2.</source>
        <translation>%1: %2.</translation>
    </message>
    <message>
        <source>Each point counts ×%1.</source>
        <translation>Cada punt val ×%1.</translation>
    </message>
    <message>
        <source>Way to play: %1.</source>
        <translation>Manera de jugar: %1.</translation>
    </message>
    <message>
        <source>Hand %1: the cards as dealt</source>
        <translation>Mà %1: les cartes tal com es van repartir</translation>
    </message>
    <message>
        <source>You claimed an illegal card: the %1 played by %2 in trick %3.</source>
        <translation>Has reclamat una carta il·legal: %1, jugada per %2 a la basa %3.</translation>
    </message>
    <message>
        <source>%1 claimed an illegal card: the %2 you played in trick %3.</source>
        <translation>%1 ha reclamat una carta il·legal: %2, que has jugat a la basa %3.</translation>
    </message>
    <message>
        <source>%1 claimed an illegal card: the %2 played by %3 in trick %4.</source>
        <translation>%1 ha reclamat una carta il·legal: %2, jugada per %3 a la basa %4.</translation>
    </message>
    <message numerus="yes">
        <source>Trick %1 of %2: you win it (%n points)</source>
        <translation>
            <numerusform>Basa %1 de %2: la guanyes tu (%n punt)</numerusform>
            <numerusform>Basa %1 de %2: la guanyes tu (%n punts)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Trick %1 of %2: %3 wins it (%n points)</source>
        <translation>
            <numerusform>Basa %1 de %2: la guanya %3 (%n punt)</numerusform>
            <numerusform>Basa %1 de %2: la guanya %3 (%n punts)</numerusform>
        </translation>
    </message>
    <message>
        <source>Cards in hand:</source>
        <translation>Cartes a la mà:</translation>
    </message>
    <message>
        <source>(none)</source>
        <translation>(cap)</translation>
    </message>
    <message>
        <source>Piles (the top card was face up):</source>
        <translation>Munts (la carta de dalt era boca amunt):</translation>
    </message>
    <message>
        <source>%1, pile %2:</source>
        <translation>%1, munt %2:</translation>
    </message>
    <message>
        <source>%1 on top</source>
        <translation>%1 a dalt</translation>
    </message>
    <message>
        <source>under it: %1</source>
        <translation>a sota: %1</translation>
    </message>
    <message>
        <source>Points: %1.  Score: %2.  Totals: %3.</source>
        <translation>Punts: %1.  Anotació: %2.  Totals: %3.</translation>
    </message>
    <message>
        <source>Points: %1 %2, %3 %4.  Score: %1 %5, %3 %6.  Totals: %1 %7, %3 %8.</source>
        <translation>Punts: %1 %2, %3 %4.  Anotació: %1 %5, %3 %6.  Totals: %1 %7, %3 %8.</translation>
    </message>
</context>
<context>
    <name>Hints</name>
    <message>
        <source>The %card is your only legal card.</source>
        <translation>Només pots tirar una carta: %card.</translation>
    </message>
    <message>
        <source>Lead the %card to draw the rivals&apos; trumps (arrastrar).</source>
        <translation>Surt amb %card per fer caure els trumfos dels rivals (arrossegar).</translation>
    </message>
    <message>
        <source>Lead the %card: it is the highest %suit card left.</source>
        <translation>Surt amb %card: és la més alta que queda del pal (%suit).</translation>
    </message>
    <message>
        <source>Lead the %card: a low card keeps your strong cards for later.</source>
        <translation>Surt amb %card: una carta baixa et guarda les bones per després.</translation>
    </message>
    <message>
        <source>Lead the %card, a trump.</source>
        <translation>Surt amb %card, un trumfo.</translation>
    </message>
    <message>
        <source>Your partner is winning the trick: load it with the %card (carregar).</source>
        <translation>El teu company guanya la basa: carrega-la amb %card.</translation>
    </message>
    <message>
        <source>Your partner is winning the trick: play the %card and keep your good cards.</source>
        <translation>El teu company guanya la basa: tira %card i guarda&apos;t les cartes bones.</translation>
    </message>
    <message>
        <source>Cut with the %card to win the trick.</source>
        <translation>Talla amb %card per guanyar la basa.</translation>
    </message>
    <message>
        <source>Win the trick with the %card: it is the highest %suit card left.</source>
        <translation>Guanya la basa amb %card: és la més alta que queda del pal (%suit).</translation>
    </message>
    <message>
        <source>Win the trick with the %card.</source>
        <translation>Guanya la basa amb %card.</translation>
    </message>
    <message>
        <source>You cannot win this trick cheaply: play the %card, it costs you least.</source>
        <translation>Aquesta basa no la pots guanyar barata: tira %card, és la que menys et costa.</translation>
    </message>
    <message>
        <source>Name %suit as trumps: you hold %count of them.</source>
        <translation>Fes trumfo (%suit): en tens %count.</translation>
    </message>
    <message>
        <source>Say botifarra: your manilles and aces should win most of the points.</source>
        <translation>Canta botifarra: les teves manilles i els teus asos haurien de guanyar la majoria dels punts.</translation>
    </message>
    <message>
        <source>Delegate: your hand is weak, let your partner choose.</source>
        <translation>Delega: tens una mà fluixa, que triï el teu company.</translation>
    </message>
    <message>
        <source>Say %call: your side expects about %points of the 72 points.</source>
        <translation>Digues %call: la teva parella pot esperar uns %points dels 72 punts.</translation>
    </message>
    <message>
        <source>Pass: your side expects about %points of the 72 points, not enough to raise the stake.</source>
        <translation>Passa: la teva parella pot esperar uns %points dels 72 punts, no prou per apujar l&apos;aposta.</translation>
    </message>
    <message>
        <source>Play the %card: the Hard level&apos;s search expects the most points for your side with it.</source>
        <translation>Tira %card: la cerca del nivell Difícil hi preveu més punts per a la teva parella.</translation>
    </message>
    <message>
        <source>Hint</source>
        <translation>Pista</translation>
    </message>
    <message>
        <source>Undo</source>
        <translation>Desfés</translation>
    </message>
    <message>
        <source>&amp;Hint</source>
        <translation>&amp;Pista</translation>
    </message>
    <message>
        <source>&amp;Undo my last card</source>
        <translation>&amp;Desfés la darrera jugada</translation>
    </message>
    <message>
        <source>What the hard level would play, and why (H).</source>
        <translation>El que jugaria el nivell difícil, i per què (H).</translation>
    </message>
    <message>
        <source>Takes back your last card (Ctrl+Z).</source>
        <translation>Desfà la teva darrera carta (Ctrl+Z).</translation>
    </message>
    <message>
        <source>Looking for a hint…</source>
        <translation>Buscant una pista…</translation>
    </message>
    <message>
        <source>No hint now: %1</source>
        <translation>Ara no hi ha pista: %1</translation>
    </message>
    <message>
        <source>Hint: %1</source>
        <translation>Pista: %1</translation>
    </message>
    <message>
        <source>Your last move was taken back.</source>
        <translation>S&apos;ha desfet la teva darrera jugada.</translation>
    </message>
</context>
<context>
    <name>Keeper</name>
    <message>
        <source>Lost: finished hands that could not be saved in your past hands, nor kept in %2 to be saved later: %1.</source>
        <translation>Perdudes: mans acabades que no s&apos;han pogut desar a les mans passades ni guardar a %2 per desar-les més tard: %1.</translation>
    </message>
    <message>
        <source>Lost: hands or games that could not be counted in your statistics, nor kept in %2 to be counted later: %1.</source>
        <translation>Perdudes: mans o partides que no s&apos;han pogut comptar a les estadístiques ni guardar a %2 per comptar-les més tard: %1.</translation>
    </message>
    <message>
        <source>Some finished hands cannot be kept anywhere for now: neither your past hands nor the file that keeps them until they can be saved can be written.</source>
        <translation>De moment algunes mans acabades no es poden guardar enlloc: no es poden escriure ni les mans passades ni el fitxer que les guarda fins que es puguin desar.</translation>
    </message>
    <message>
        <source>Hands kept only in this window&apos;s memory: %1.
If Botifarra is closed before saving works again, they will be lost from your past hands.
File: %2</source>
        <translation>Mans guardades només a la memòria d&apos;aquesta finestra: %1.
Si es tanca Botifarra abans que el desament torni a funcionar, es perdran de les mans passades.
Fitxer: %2</translation>
    </message>
    <message>
        <source>Some hands or games cannot be counted anywhere for now: neither your statistics nor the file that keeps them until they can be counted can be written.</source>
        <translation>De moment algunes mans o partides no es poden comptar enlloc: no es poden escriure ni les estadístiques ni el fitxer que les guarda fins que es puguin comptar.</translation>
    </message>
    <message>
        <source>Hands or games kept only in this window&apos;s memory: %1.
If Botifarra is closed before saving works again, your statistics will not include them.
File: %2</source>
        <translation>Mans o partides guardades només a la memòria d&apos;aquesta finestra: %1.
Si es tanca Botifarra abans que el desament torni a funcionar, les estadístiques no les inclouran.
Fitxer: %2</translation>
    </message>
    <message>
        <source>The file of what was waiting to be saved was damaged and has been kept aside; its backup copy is used.</source>
        <translation>El fitxer del que esperava ser desat estava malmès i s&apos;ha apartat; se&apos;n fa servir la còpia de seguretat.</translation>
    </message>
    <message>
        <source>The file of past hands waiting to be saved was damaged and has been kept aside; the hands it held are not in your past hands.</source>
        <translation>El fitxer de mans passades que esperaven ser desades estava malmès i s&apos;ha apartat; les mans que contenia no són a les mans passades.</translation>
    </message>
    <message>
        <source>The file of hands and games waiting to be counted was damaged and has been kept aside; what it held is not counted. Your statistics file is not affected.</source>
        <translation>El fitxer de mans i partides que esperaven ser comptades estava malmès i s&apos;ha apartat; el que contenia no es compta. El fitxer d&apos;estadístiques no n&apos;és afectat.</translation>
    </message>
    <message>
        <source>Some of what was waiting to be saved could not be used and has been kept aside.</source>
        <translation>Una part del que esperava ser desat no s&apos;ha pogut fer servir i s&apos;ha apartat.</translation>
    </message>
    <message>
        <source>Your statistics file was damaged and has been kept aside; the statistics go on from its backup copy.</source>
        <translation>El fitxer de les estadístiques estava malmès i s&apos;ha guardat a part; les estadístiques continuen a partir de la seva còpia de seguretat.</translation>
    </message>
    <message>
        <source>Your statistics file was damaged and has been kept aside; counting starts again with the hands and games that were waiting to be counted.</source>
        <translation>El fitxer d&apos;estadístiques estava malmès i s&apos;ha apartat; el recompte torna a començar amb les mans i partides que esperaven ser comptades.</translation>
    </message>
    <message>
        <source>Your statistics file was damaged and has been kept aside; counting starts again from this hand.</source>
        <translation>El fitxer de les estadístiques estava malmès i s&apos;ha guardat a part; el recompte torna a començar des d&apos;aquesta mà.</translation>
    </message>
    <message>
        <source>The file of the game in play was damaged and has been kept aside; the game is saved again from now on.</source>
        <translation>El fitxer de la partida en joc estava malmès i s&apos;ha guardat a part; a partir d&apos;ara la partida es torna a desar.</translation>
    </message>
    <message>
        <source>A damaged file of the past hands has been kept aside; the hands that were waiting to be saved are saved now.</source>
        <translation>S&apos;ha apartat un fitxer malmès de les mans passades; les mans que esperaven ser desades ja s&apos;han desat.</translation>
    </message>
    <message>
        <source>A damaged file of the past hands has been kept aside; this hand is saved.</source>
        <translation>S&apos;ha guardat a part un fitxer malmès de les mans jugades; aquesta mà queda desada.</translation>
    </message>
</context>
<context>
    <name>Lan</name>
    <message>
        <source>Chat</source>
        <extracomment>Where the lobby listens and whether it announces (tests: 127.0.0.1, port 0, no multicast). Seats held at tables, (address, port) -&gt; token, to take one back by joining it again. What the last table opened in this run was set up with: the next Host dialog starts from it.</extracomment>
        <translation>Xat</translation>
    </message>
    <message>
        <source>&amp;Host a game…</source>
        <translation>Or&amp;ganitza una partida…</translation>
    </message>
    <message>
        <source>&amp;Join a game…</source>
        <translation>&amp;Uneix-te a una partida…</translation>
    </message>
    <message>
        <source>&amp;Rejoin the LAN table</source>
        <translation>&amp;Torna a la taula en xarxa</translation>
    </message>
    <message>
        <source>&amp;Leave the LAN table</source>
        <translation>De&amp;ixa la taula en xarxa</translation>
    </message>
    <message>
        <source>&amp;Free a friend&apos;s seat</source>
        <translation>&amp;Allibera el seient d&apos;un amic</translation>
    </message>
    <message>
        <source>Hand %1 was dealt from the code %2 (Practice ▸ Play a deal by number).</source>
        <translation>La mà %1 es va repartir amb el codi %2 (Pràctica ▸ Juga unes cartes pel número).</translation>
    </message>
    <message>
        <source>%1 is back.</source>
        <translation>%1 ha tornat.</translation>
    </message>
    <message>
        <source>A computer player now plays for %1.</source>
        <translation>Ara un jugador de l&apos;ordinador juga per %1.</translation>
    </message>
    <message>
        <source>Botifarra — LAN game</source>
        <translation>Botifarra — partida en xarxa</translation>
    </message>
    <message>
        <source>Waiting for %1… %2 s, then a computer player takes the seat.</source>
        <translation>Esperant %1… %2 s, i després un jugador de l&apos;ordinador ocuparà el seient.</translation>
    </message>
    <message>
        <source>The table cannot start another game now.</source>
        <translation>La taula no pot començar una altra partida ara.</translation>
    </message>
    <message>
        <source>A new game begins: the same players and rules.</source>
        <translation>Comença una nova partida: els mateixos jugadors i regles.</translation>
    </message>
    <message>
        <source>%1 asks for a rematch.</source>
        <translation>%1 demana la revenja.</translation>
    </message>
    <message>
        <source>Ready for a rematch: %1.</source>
        <translation>A punt per a la revenja: %1.</translation>
    </message>
    <message>
        <source>Waiting for: %1.</source>
        <translation>Esperant: %1.</translation>
    </message>
    <message>
        <source>Connecting to the table over the internet…</source>
        <translation>Connectant amb la taula per internet…</translation>
    </message>
    <message>
        <source>The connection to the table was lost.</source>
        <translation>S&apos;ha perdut la connexió amb la taula.</translation>
    </message>
    <message>
        <source>The host has closed the table.</source>
        <translation>L&apos;amfitrió ha tancat la taula.</translation>
    </message>
    <message>
        <source>Your seat was taken from another window or computer.</source>
        <translation>El teu seient s&apos;ha ocupat des d&apos;una altra finestra o un altre ordinador.</translation>
    </message>
    <message>
        <source>LAN game</source>
        <translation>Partida en xarxa</translation>
    </message>
    <message>
        <source>Your seat is kept for a while: rejoin to play on.</source>
        <translation>Et guardem el seient una estona: torna-hi per continuar jugant.</translation>
    </message>
    <message>
        <source>Rejoin</source>
        <translation>Torna-hi</translation>
    </message>
    <message>
        <source>Leave the table</source>
        <translation>Deixa la taula</translation>
    </message>
    <message>
        <source>Connecting to %1…</source>
        <translation>Connectant amb %1…</translation>
    </message>
    <message>
        <source>Close your table? The game ends for everyone at it.</source>
        <translation>Vols tancar la teva taula? La partida s&apos;acaba per a tothom.</translation>
    </message>
    <message>
        <source>Leave the LAN table? A computer player will take your seat.</source>
        <translation>Vols deixar la taula? Un jugador de l&apos;ordinador ocuparà el teu seient.</translation>
    </message>
    <message>
        <source>Join a game</source>
        <extracomment>The internet servers for a code (called when one is used; ValueError: unusable, said so).</extracomment>
        <translation>Uneix-te a una partida</translation>
    </message>
    <message>
        <source>Your name:</source>
        <extracomment>Seats we held at tables (address, port) -&gt; token: joining one again takes the seat back.</extracomment>
        <translation>El teu nom:</translation>
    </message>
    <message>
        <source>Tables on this network</source>
        <translation>Taules en aquesta xarxa</translation>
    </message>
    <message>
        <source>Or type the address, or the internet code, the host gives you</source>
        <translation>O escriu l&apos;adreça, o el codi d&apos;internet, que et doni l&apos;amfitrió</translation>
    </message>
    <message>
        <source>192.168.1.20:47047 or 6-manilla-contro</source>
        <translation>192.168.1.20:47047 o 6-manilla-contro</translation>
    </message>
    <message>
        <source>Address or code:</source>
        <translation>Adreça o codi:</translation>
    </message>
    <message>
        <source>only if the table has one</source>
        <translation>només si la taula en té</translation>
    </message>
    <message>
        <source>Password:</source>
        <translation>Contrasenya:</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Cancel·la</translation>
    </message>
    <message>
        <source>Join</source>
        <translation>Uneix-t&apos;hi</translation>
    </message>
    <message>
        <source>another version of Botifarra</source>
        <translation>una altra versió de Botifarra</translation>
    </message>
    <message>
        <source>full</source>
        <translation>plena</translation>
    </message>
    <message numerus="yes">
        <source>%n free seats</source>
        <translation>
            <numerusform>%n seient lliure</numerusform>
            <numerusform>%n seients lliures</numerusform>
        </translation>
    </message>
    <message>
        <source>password</source>
        <translation>contrasenya</translation>
    </message>
    <message>
        <source>Tables cannot be looked for on this network. Type the address below.</source>
        <translation>En aquesta xarxa no es poden buscar taules. Escriu l&apos;adreça a sota.</translation>
    </message>
    <message>
        <source>Looking for tables… None found yet. You can also type the address below.</source>
        <translation>Buscant taules… Encara no se n&apos;ha trobat cap. També pots escriure l&apos;adreça a sota.</translation>
    </message>
    <message>
        <source>Write your name: the others see it at the table.</source>
        <translation>Escriu el teu nom: els altres el veuen a la taula.</translation>
    </message>
    <message>
        <source>Looking for the table of this code over the internet…</source>
        <translation>Buscant per internet la taula d&apos;aquest codi…</translation>
    </message>
    <message>
        <source>You are at the table “%1”. The game starts when the host says so.</source>
        <extracomment>What to remember as the last address (&quot;&quot; for a code: it is single use).</extracomment>
        <translation>Ets a la taula «%1». La partida comença quan ho digui l&apos;amfitrió.</translation>
    </message>
    <message>
        <source>At the table</source>
        <translation>A la taula</translation>
    </message>
    <message>
        <source>Host a game</source>
        <translation>Organitza una partida</translation>
    </message>
    <message>
        <source>The table</source>
        <extracomment>The table, once open; handed over (``take_seat``) when the game starts. The choices the table was opened with (for the next Host dialog of the run).</extracomment>
        <translation>La taula</translation>
    </message>
    <message>
        <source>%1&apos;s table</source>
        <translation>Taula de %1</translation>
    </message>
    <message>
        <source>Table name:</source>
        <translation>Nom de la taula:</translation>
    </message>
    <message>
        <source>none</source>
        <translation>cap</translation>
    </message>
    <message>
        <source>Password (optional):</source>
        <translation>Contrasenya (opcional):</translation>
    </message>
    <message>
        <source>How long each player, you too, may think about each card; then a little extra time a hand, and then the computer plays their cards until the hand is over</source>
        <translation>Quant temps pot pensar cada jugador, tu també, cada carta; després, una mica de temps de més per mà, i llavors l&apos;ordinador juga les seves cartes fins que s&apos;acaba la mà</translation>
    </message>
    <message>
        <source>Time per turn:</source>
        <translation>Temps per torn:</translation>
    </message>
    <message>
        <source>How much time each player may take, over the whole game, beyond the first %1 seconds of their turns. Once it is spent, each turn has %1 seconds: nobody can make the game last hours by thinking to the end of every turn.</source>
        <translation>Quant temps pot fer servir cada jugador, en tota la partida, més enllà dels primers %1 segons de cada torn. Quan s&apos;ha acabat, cada torn té %1 segons: ningú no pot allargar la partida hores pensant fins al final de cada torn.</translation>
    </message>
    <message>
        <source>Slow turns, per game:</source>
        <translation>Torns lents, per partida:</translation>
    </message>
    <message>
        <source>Seats</source>
        <translation>Seients</translation>
    </message>
    <message>
        <source>A friend</source>
        <translation>Un amic</translation>
    </message>
    <message>
        <source>A computer player</source>
        <translation>Un jugador de l&apos;ordinador</translation>
    </message>
    <message>
        <source>The computer player&apos;s level (also for a friend&apos;s seat left empty when you start)</source>
        <translation>Nivell del jugador de l&apos;ordinador (també per al seient d&apos;un amic que quedi buit en començar)</translation>
    </message>
    <message>
        <source>A friend&apos;s seat still empty when you start is played by the computer, at the level beside it.</source>
        <translation>El seient d&apos;un amic que encara estigui buit quan comencis el juga l&apos;ordinador, al nivell que hi ha al costat.</translation>
    </message>
    <message>
        <source>Open the table</source>
        <translation>Obre la taula</translation>
    </message>
    <message>
        <source>Write your name: your friends see it at the table.</source>
        <translation>Escriu el teu nom: els teus amics el veuen a la taula.</translation>
    </message>
    <message>
        <source>Choose at least one seat for a friend (for a game against the computer only, use New game).</source>
        <translation>Tria almenys un seient per a un amic (per jugar només contra l&apos;ordinador, fes servir Partida nova).</translation>
    </message>
    <message>
        <source>Your table is open</source>
        <translation>La teva taula és oberta</translation>
    </message>
    <message>
        <source>Tell your friends this address (in Game ▸ Join a game):</source>
        <translation>Digues aquesta adreça als teus amics (a Partida ▸ Uneix-te a una partida):</translation>
    </message>
    <message>
        <source>Trying again in a few seconds; friends on this network can still join.</source>
        <translation>Es tornarà a provar d&apos;aquí a uns segons; els amics d&apos;aquesta xarxa encara poden entrar.</translation>
    </message>
    <message>
        <source>Copy</source>
        <translation>Copia</translation>
    </message>
    <message>
        <source>New code</source>
        <translation>Codi nou</translation>
    </message>
    <message>
        <source>Withdraw this code and make another (if it went to the wrong person, or someone else holds it)</source>
        <translation>Retira aquest codi i en fa un altre (si ha arribat a qui no tocava, o algú altre l&apos;ocupa)</translation>
    </message>
    <message>
        <source>Read it out as: %1</source>
        <translation>Digues-lo així: %1</translation>
    </message>
    <message>
        <source>A friend is coming in…</source>
        <translation>Un amic està entrant…</translation>
    </message>
    <message>
        <source>A new code follows if they do not get the seat.</source>
        <translation>Si no aconsegueix el seient, en vindrà un codi nou.</translation>
    </message>
    <message>
        <source>No code now</source>
        <translation>Ara no hi ha codi</translation>
    </message>
    <message>
        <source>Making a code…</source>
        <translation>Fent un codi…</translation>
    </message>
    <message>
        <source>Invite over the internet</source>
        <translation>Convida per internet</translation>
    </message>
    <message>
        <source>A code for each friend&apos;s seat still empty, for friends who are not on this network</source>
        <translation>Un codi per a cada seient d&apos;amic encara buit, per als amics que no són en aquesta xarxa</translation>
    </message>
    <message>
        <source>Give each friend the code of their seat (in Game ▸ Join a game, they type it instead of an address). Each code works once.</source>
        <translation>Dona a cada amic el codi del seu seient (a Partida ▸ Uneix-te a una partida, l&apos;escriu en lloc d&apos;una adreça). Cada codi serveix una sola vegada.</translation>
    </message>
    <message>
        <source>Making the codes…</source>
        <translation>Fent els codis…</translation>
    </message>
    <message>
        <source>Every friend&apos;s seat is taken.</source>
        <translation>Tots els seients d&apos;amic estan ocupats.</translation>
    </message>
    <message>
        <source>Close the table</source>
        <translation>Tanca la taula</translation>
    </message>
    <message>
        <source>Start the game</source>
        <translation>Comença la partida</translation>
    </message>
    <message>
        <source>Friends&apos; seats still empty are played by the computer</source>
        <translation>Els seients d&apos;amics encara buits els juga l&apos;ordinador</translation>
    </message>
    <message>
        <source>Free a seat</source>
        <translation>Allibera un seient</translation>
    </message>
    <message>
        <source>Friends on this network also see the table in their list.</source>
        <translation>Els amics d&apos;aquesta xarxa també veuen la taula a la seva llista.</translation>
    </message>
    <message>
        <source>The table is not announced on the network: give your friends the address.</source>
        <translation>La taula no s&apos;anuncia a la xarxa: dona l&apos;adreça als teus amics.</translation>
    </message>
    <message>
        <source>Table code: %1. The host&apos;s window and every player&apos;s show the same code: compare it out loud to be sure nobody sits in between.</source>
        <translation>Codi de la taula: %1. La finestra de l&apos;amfitrió i la de cada jugador mostren el mateix codi: compareu-lo en veu alta per assegurar-vos que no hi ha ningú pel mig.</translation>
    </message>
    <message>
        <source>Try again in %1 s.</source>
        <translation>Torna-ho a provar d&apos;aquí a %1 s.</translation>
    </message>
    <message>
        <source>This table runs a different version of Botifarra. Both computers need the same version.</source>
        <translation>Aquesta taula fa servir una altra versió de Botifarra. Els dos ordinadors necessiten la mateixa versió.</translation>
    </message>
    <message>
        <source>This table is full (or its game is over).</source>
        <translation>Aquesta taula és plena (o la partida ja s&apos;ha acabat).</translation>
    </message>
    <message>
        <source>The password is not right. Ask the host for it.</source>
        <translation>La contrasenya no és correcta. Demana-la a l&apos;amfitrió.</translation>
    </message>
    <message>
        <source>Too many wrong passwords from this computer.</source>
        <translation>Massa contrasenyes incorrectes des d&apos;aquest ordinador.</translation>
    </message>
    <message>
        <source>Your seat is still connected from another window or computer. Close that one, or wait until the table notices it is gone, and try again.</source>
        <translation>El teu seient encara està connectat des d&apos;una altra finestra o un altre ordinador. Tanca-la, o espera que la taula s&apos;adoni que ja no hi és, i torna-ho a provar.</translation>
    </message>
    <message>
        <source>The table at that address is not the one your seat is at (its code changed). Your seat&apos;s token was not sent.</source>
        <translation>La taula d&apos;aquesta adreça no és la del teu seient (el seu codi ha canviat). No s&apos;ha enviat la clau del teu seient.</translation>
    </message>
    <message>
        <source>The connection to the table could not be set up safely.</source>
        <translation>No s&apos;ha pogut establir una connexió segura amb la taula.</translation>
    </message>
    <message>
        <source>The connection to the table was tampered with, or the password is not right.</source>
        <translation>La connexió amb la taula ha estat manipulada, o la contrasenya no és correcta.</translation>
    </message>
    <message>
        <source>Your seat at this table is gone. Join again as a new player.</source>
        <translation>El teu seient en aquesta taula ja no existeix. Torna a entrar com a jugador nou.</translation>
    </message>
    <message>
        <source>The table is busy. Try again in a moment.</source>
        <translation>La taula està ocupada. Torna-ho a provar d&apos;aquí a un moment.</translation>
    </message>
    <message>
        <source>No table answers at that address. Check the address and the port, and that the host has opened the table.</source>
        <translation>Cap taula no respon en aquesta adreça. Comprova l&apos;adreça i el port, i que l&apos;amfitrió hagi obert la taula.</translation>
    </message>
    <message>
        <source>The table did not answer in time. Check the address and try again.</source>
        <translation>La taula no ha respost a temps. Comprova l&apos;adreça i torna-ho a provar.</translation>
    </message>
    <message>
        <source>The table closed the connection. Try again.</source>
        <translation>La taula ha tancat la connexió. Torna-ho a provar.</translation>
    </message>
    <message>
        <source>Type the address the host gives you, for example 192.168.1.20:47047.</source>
        <translation>Escriu l&apos;adreça que et doni l&apos;amfitrió, per exemple 192.168.1.20:47047.</translation>
    </message>
    <message>
        <source>The table could not be opened on this computer: %1</source>
        <translation>No s&apos;ha pogut obrir la taula en aquest ordinador: %1</translation>
    </message>
    <message>
        <source>The internet meeting point cannot be reached. Check this computer&apos;s connection, or the servers in Preferences ▸ Internet.</source>
        <translation>No es pot arribar al punt de trobada d&apos;internet. Comprova la connexió d&apos;aquest ordinador, o els servidors a Preferències ▸ Internet.</translation>
    </message>
    <message>
        <source>That is not a Botifarra code. A code is a number and words, for example 6-manilla-contro: check the spelling.</source>
        <translation>Això no és un codi de Botifarra. Un codi és un número i paraules, per exemple 6-manilla-contro: revisa com l&apos;has escrit.</translation>
    </message>
    <message>
        <source>The internet servers in Preferences are not usable: %1</source>
        <translation>Els servidors d&apos;internet de les Preferències no es poden fer servir: %1</translation>
    </message>
    <message>
        <source>No table answers on this code: it is mistyped, already used, or its table is closed. Check it, or ask the host for a new code.</source>
        <translation>Cap taula no respon a aquest codi: està mal escrit, ja s&apos;ha fet servir o la seva taula està tancada. Revisa&apos;l, o demana un codi nou a l&apos;amfitrió.</translation>
    </message>
    <message>
        <source>The words of this code are not right, and a code works only once: ask the host for the seat&apos;s new code.</source>
        <translation>Les paraules d&apos;aquest codi no són correctes, i un codi només serveix una vegada: demana a l&apos;amfitrió el codi nou del seient.</translation>
    </message>
    <message>
        <source>What answered on this code is not a Botifarra table.</source>
        <translation>El que ha respost a aquest codi no és una taula de Botifarra.</translation>
    </message>
    <message>
        <source>Someone else is using this code. Ask the host for a new one.</source>
        <translation>Algú altre fa servir aquest codi. Demana&apos;n un de nou a l&apos;amfitrió.</translation>
    </message>
    <message>
        <source>The table did not come to the relay: the host may have closed it, or it uses other servers.</source>
        <translation>La taula no ha arribat al relé: potser l&apos;amfitrió l&apos;ha tancada, o fa servir altres servidors.</translation>
    </message>
    <message>
        <source>The mailbox address is not usable: %1</source>
        <translation>L&apos;adreça del servidor de trobada no es pot fer servir: %1</translation>
    </message>
    <message>
        <source>The relay address is not usable: %1</source>
        <translation>L&apos;adreça del relé no es pot fer servir: %1</translation>
    </message>
    <message>
        <source>The internet meeting point refused us: %1</source>
        <translation>El punt de trobada d&apos;internet ens ha rebutjat: %1</translation>
    </message>
    <message>
        <source>The relay cannot be reached. Check this computer&apos;s connection, or the servers in Preferences ▸ Internet.</source>
        <translation>No es pot arribar al relé. Comprova la connexió d&apos;aquest ordinador, o els servidors a Preferències ▸ Internet.</translation>
    </message>
    <message>
        <source>The other side did not come to the relay in time.</source>
        <translation>L&apos;altra banda no ha arribat al relé a temps.</translation>
    </message>
    <message>
        <source>The game has not started yet.</source>
        <translation>La partida encara no ha començat.</translation>
    </message>
    <message>
        <source>Too many clicks at once; wait a moment.</source>
        <translation>Massa clics alhora; espera un moment.</translation>
    </message>
    <message>
        <source>The game is over.</source>
        <translation>La partida s&apos;ha acabat.</translation>
    </message>
    <message>
        <source>Your time ran out: a computer player plays your cards until this hand is over.</source>
        <translation>T&apos;has quedat sense temps: un jugador de l&apos;ordinador juga les teves cartes fins que s&apos;acabi aquesta mà.</translation>
    </message>
    <message>
        <source>Too many chat messages at once; wait a moment.</source>
        <translation>Massa missatges de xat alhora; espera un moment.</translation>
    </message>
    <message>
        <source>The host has given your seat to a computer player.</source>
        <translation>L&apos;amfitrió ha donat el teu seient a un jugador de l&apos;ordinador.</translation>
    </message>
    <message>
        <source>Your turn: %1 s left to play.</source>
        <translation>Et toca: et queden %1 s per jugar.</translation>
    </message>
    <message>
        <source>%1 has %2 s left to play.</source>
        <translation>A %1 li queden %2 s per jugar.</translation>
    </message>
    <message>
        <source>No limit</source>
        <extracomment>The lobby&apos;s choices of slow time a game (``HostConfig.overtime_per_game``); 5 minutes unless the host picks another, as ``botifarra-host --overtime-per-game``.</extracomment>
        <translation>Sense límit</translation>
    </message>
    <message numerus="yes">
        <source>%n seconds</source>
        <translation>
            <numerusform>%n segon</numerusform>
            <numerusform>%n segons</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n minutes</source>
        <translation>
            <numerusform>%n minut</numerusform>
            <numerusform>%n minuts</numerusform>
        </translation>
    </message>
    <message>
        <source>Give %1&apos;s seat to a computer player</source>
        <translation>Dona el seient de %1 a un jugador de l&apos;ordinador</translation>
    </message>
    <message>
        <source>Free %1&apos;s seat</source>
        <translation>Allibera el seient de %1</translation>
    </message>
    <message>
        <source>No friend&apos;s seat to free</source>
        <translation>No hi ha cap seient d&apos;amic per alliberar</translation>
    </message>
    <message>
        <source>waiting for a friend…</source>
        <translation>esperant un amic…</translation>
    </message>
    <message>
        <source>%1 (connection lost)</source>
        <translation>%1 (connexió perduda)</translation>
    </message>
    <message>
        <source>%1 (a computer player plays for them)</source>
        <translation>%1 (hi juga un jugador de l&apos;ordinador)</translation>
    </message>
    <message>
        <source>%1 (computer)</source>
        <translation>%1 (ordinador)</translation>
    </message>
    <message>
        <source>Write to the table…</source>
        <translation>Escriu a la taula…</translation>
    </message>
    <message>
        <source>Send</source>
        <translation>Envia</translation>
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
        <translation>Vols abandonar la partida en curs?</translation>
    </message>
    <message>
        <source>To go on with it another time, save it first.</source>
        <translation>Per continuar-la un altre dia, desa-la abans.</translation>
    </message>
    <message>
        <source>&amp;Keep playing</source>
        <translation>&amp;Continua jugant</translation>
    </message>
    <message>
        <source>&amp;Save it first…</source>
        <translation>&amp;Desa-la abans…</translation>
    </message>
    <message>
        <source>&amp;Abandon it</source>
        <translation>&amp;Abandona-la</translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message>
        <source>&amp;Save as…</source>
        <extracomment>Writes the game in play to disk; ``None`` without player directories (nothing to keep).</extracomment>
        <translation>&amp;Desa com a…</translation>
    </message>
    <message>
        <source>&amp;Open…</source>
        <translation>&amp;Obre…</translation>
    </message>
    <message>
        <source>Past &amp;hands…</source>
        <translation>&amp;Mans jugades…</translation>
    </message>
    <message>
        <source>S&amp;tatistics…</source>
        <translation>&amp;Estadístiques…</translation>
    </message>
    <message>
        <source>Game of %1</source>
        <translation>Partida del %1</translation>
    </message>
    <message>
        <source>The game was saved as “%1”.</source>
        <translation>S&apos;ha desat la partida com a «%1».</translation>
    </message>
    <message>
        <source>A damaged saved game of that name was kept aside.</source>
        <translation>Hi havia una partida desada amb aquest nom que estava malmesa; s&apos;ha guardat a part.</translation>
    </message>
    <message>
        <source>The saved game was damaged; its backup copy was opened.</source>
        <translation>La partida desada estava malmesa; s&apos;ha obert la còpia de seguretat.</translation>
    </message>
    <message>
        <source>Loaded “%1”.</source>
        <translation>S&apos;ha carregat «%1».</translation>
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
        <translation>Puntuació</translation>
    </message>
    <message>
        <source>Score sheet</source>
        <translation>Anotacions</translation>
    </message>
    <message>
        <source>Tricks</source>
        <translation>Bases</translation>
    </message>
    <message>
        <source>During a hand only the last trick of each pile can be looked at again; every trick once the hand is over (or with the memory aid of the new-game options).</source>
        <translation>Durant la mà només es pot tornar a mirar l&apos;última basa de cada pilot; totes les bases quan la mà s&apos;acaba (o amb l&apos;ajuda per a la memòria de les opcions de partida nova).</translation>
    </message>
    <message>
        <source>&amp;Game</source>
        <extracomment>A player&apos;s name in a heading or cell of the Tricks tab takes at most this many pixels (a longer one ends in &quot;…&quot;): the usual names and &quot;Winner&quot; are whole in every language.</extracomment>
        <translation>&amp;Partida</translation>
    </message>
    <message>
        <source>&amp;New game…</source>
        <translation>Partida &amp;nova…</translation>
    </message>
    <message>
        <source>&amp;Preferences…</source>
        <translation>&amp;Preferències…</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>&amp;Surt</translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation>&amp;Visualització</translation>
    </message>
    <message>
        <source>&amp;Score</source>
        <translation>&amp;Puntuació</translation>
    </message>
    <message>
        <source>&amp;Full screen</source>
        <translation>Pantalla &amp;completa</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>&amp;Ajuda</translation>
    </message>
    <message>
        <source>How to &amp;play</source>
        <translation>&amp;Com es juga</translation>
    </message>
    <message>
        <source>&amp;About Botifarra</source>
        <translation>&amp;Quant a Botifarra</translation>
    </message>
    <message>
        <source>About Botifarra</source>
        <translation>Quant a Botifarra</translation>
    </message>
    <message>
        <source>The file of the unfinished game could not be used and was kept aside. Its backup copy, saved a moment earlier, can be continued.</source>
        <extracomment>Who sits at the offline game on the table (``None`` at a LAN table).</extracomment>
        <translation>El fitxer de la partida a mitges no es podia fer servir i s&apos;ha guardat a part. Pots continuar la seva còpia de seguretat, desada un moment abans.</translation>
    </message>
    <message>
        <source>The unfinished game could not be read, so a new game starts.</source>
        <translation>No s&apos;ha pogut llegir la partida a mitges, així que en comença una de nova.</translation>
    </message>
    <message>
        <source>%1 is thinking…</source>
        <translation>%1 està pensant…</translation>
    </message>
    <message>
        <source>A computer player failed: %1</source>
        <translation>Un jugador de l&apos;ordinador ha fallat: %1</translation>
    </message>
    <message>
        <source>Botifarra (not saving)</source>
        <translation>Botifarra (sense desar)</translation>
    </message>
    <message>
        <source>Some of your files could not be used; the game goes on with defaults.</source>
        <translation>No s&apos;han pogut fer servir alguns dels teus fitxers; el joc continua amb els valors per defecte.</translation>
    </message>
    <message>
        <source>Your settings could not be saved in %1 when closing (%2). The settings saved before are kept and used next time.</source>
        <translation>No s&apos;han pogut desar les preferències a %1 en tancar (%2). Es mantenen les preferències desades abans i es faran servir la propera vegada.</translation>
    </message>
</context>
<context>
    <name>NewGame</name>
    <message>
        <source>Lliure (free play, the usual game)</source>
        <translation>Lliure (el joc habitual)</translation>
    </message>
    <message>
        <source>Obligada</source>
        <translation>Obligada</translation>
    </message>
    <message>
        <source>Intermèdia (with &quot;Carrego&quot;)</source>
        <translation>Intermèdia (amb «Carrego»)</translation>
    </message>
    <message>
        <source>Lleida (5 of espases starts, barraca)</source>
        <translation>Lleida (comença el 5 d&apos;espases, barraca)</translation>
    </message>
    <message>
        <source>Easy</source>
        <translation>Fàcil</translation>
    </message>
    <message>
        <source>Medium</source>
        <translation>Mitjà</translation>
    </message>
    <message>
        <source>Hard</source>
        <translation>Difícil</translation>
    </message>
    <message>
        <source>New game</source>
        <translation>Partida nova</translation>
    </message>
    <message>
        <source>ButiNET (to 101, illegal cards penalised)</source>
        <translation>ButiNET (a 101, les cartes il·legals es penalitzen)</translation>
    </message>
    <message>
        <source>Pairs (the main game)</source>
        <translation>Parelles (el joc principal)</translation>
    </message>
    <message>
        <source>Four players, each on their own</source>
        <translation>Quatre jugadors, cadascú pel seu compte</translation>
    </message>
    <message>
        <source>Three players</source>
        <translation>Tres jugadors</translation>
    </message>
    <message>
        <source>Two players: rector i vicari (piles)</source>
        <translation>Dos jugadors: rector i vicari (munts)</translation>
    </message>
    <message>
        <source>Two players: piles and a hand</source>
        <translation>Dos jugadors: munts i cartes a la mà</translation>
    </message>
    <message>
        <source>Table rules: illegal cards allowed, the other pair may claim</source>
        <translation>Regles de taula: es pot jugar una carta il·legal i l&apos;altra parella ho pot reclamar</translation>
    </message>
    <message>
        <source>Table rules: illegal cards allowed, the other player may claim</source>
        <translation>Regles de taula: es pot jugar una carta il·legal i l&apos;altre jugador ho pot reclamar</translation>
    </message>
    <message>
        <source>Table rules: illegal cards allowed, the other players may claim</source>
        <translation>Regles de taula: es pot jugar una carta il·legal i els altres jugadors ho poden reclamar</translation>
    </message>
    <message>
        <source>Way to play:</source>
        <translation>Manera de jugar:</translation>
    </message>
    <message>
        <source>Custom</source>
        <translation>Personalitzades</translation>
    </message>
    <message>
        <source>Rules:</source>
        <translation>Regles:</translation>
    </message>
    <message>
        <source>Rule options</source>
        <translation>Opcions de les regles</translation>
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
        <translation>Modalitat:</translation>
    </message>
    <message>
        <source>Intermèdia: announce &quot;Carrego&quot;</source>
        <translation>Intermèdia: cal dir «Carrego»</translation>
    </message>
    <message>
        <source>Strict: beat and trump even when your partner is winning</source>
        <translation>Estricte: cal matar i tallar encara que guanyi el company</translation>
    </message>
    <message>
        <source>Obligada: the second player who can neither follow nor trump may discard any card</source>
        <translation>Obligada: el segon jugador que no pot servir ni tallar pot descartar qualsevol carta</translation>
    </message>
    <message>
        <source>9 &gt; 1 &gt; 12 &gt; 11 &gt; 10 &gt; 8 … (usual)</source>
        <translation>9 &gt; 1 &gt; 12 &gt; 11 &gt; 10 &gt; 8 … (habitual)</translation>
    </message>
    <message>
        <source>9 &gt; 3 &gt; 1 &gt; 12 … (the 3 second)</source>
        <translation>9 &gt; 3 &gt; 1 &gt; 12 … (el 3 segon)</translation>
    </message>
    <message>
        <source>Card order:</source>
        <translation>Ordre de les cartes:</translation>
    </message>
    <message>
        <source>Barraca after Sant Vicenç (×16)</source>
        <translation>Barraca després de Sant Vicenç (×16)</translation>
    </message>
    <message>
        <source>Sant Vicenç also on botifarra</source>
        <translation>Sant Vicenç també amb botifarra</translation>
    </message>
    <message>
        <source>Trump from the card on top of the dealer&apos;s last pile</source>
        <translation>El trumfo, el de la carta de dalt de l&apos;últim munt de qui canta</translation>
    </message>
    <message>
        <source>Play to</source>
        <translation>Jugar a</translation>
    </message>
    <message numerus="yes">
        <source>%n points</source>
        <translation>
            <numerusform>%n punt</numerusform>
            <numerusform>%n punts</numerusform>
        </translation>
    </message>
    <message>
        <source>Play</source>
        <translation>Jugar</translation>
    </message>
    <message>
        <source>End:</source>
        <translation>Final:</translation>
    </message>
    <message>
        <source>Chosen at random</source>
        <translation>A l&apos;atzar</translation>
    </message>
    <message>
        <source>Whoever holds the 5 of espases</source>
        <translation>Qui tingui el 5 d&apos;espases</translation>
    </message>
    <message>
        <source>First to make trump:</source>
        <translation>Qui canta primer:</translation>
    </message>
    <message>
        <source>Memory aid: show all tricks of this hand (practice)</source>
        <translation>Ajuda per a la memòria: mostra totes les bases d&apos;aquesta mà (pràctica)</translation>
    </message>
    <message>
        <source>Without it, as at a real table, only the last trick of each pile can be looked at during a hand.</source>
        <translation>Sense aquesta ajuda, com a una taula de debò, durant la mà només es pot mirar l&apos;última basa de cada pilot.</translation>
    </message>
    <message>
        <source>Players</source>
        <translation>Jugadors</translation>
    </message>
    <message>
        <source>You:</source>
        <translation>Tu:</translation>
    </message>
    <message>
        <source>Right (rival):</source>
        <translation>Dreta (rival):</translation>
    </message>
    <message>
        <source>Partner (in front):</source>
        <translation>Company (al davant):</translation>
    </message>
    <message>
        <source>Left (rival):</source>
        <translation>Esquerra (rival):</translation>
    </message>
    <message>
        <source>Right:</source>
        <translation>Dreta:</translation>
    </message>
    <message>
        <source>In front:</source>
        <translation>Davant:</translation>
    </message>
    <message>
        <source>Left:</source>
        <translation>Esquerra:</translation>
    </message>
    <message>
        <source>Go on: the player on the right of the last dealer</source>
        <translation>Seguir: el jugador a la dreta de l&apos;últim que ha repartit</translation>
    </message>
    <message>
        <source>Chosen as the rules say (at random or the 5 of espases)</source>
        <translation>Com diuen les regles (a l&apos;atzar o el 5 d&apos;espases)</translation>
    </message>
    <message>
        <source>Who deals first:</source>
        <translation>Qui reparteix primer:</translation>
    </message>
    <message>
        <source>Start</source>
        <translation>Comença</translation>
    </message>
    <message>
        <source>Every player needs a name.</source>
        <translation>Cada jugador necessita un nom.</translation>
    </message>
</context>
<context>
    <name>OpenGameDialog</name>
    <message>
        <source>Open a saved game</source>
        <translation>Obre una partida desada</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>Nom</translation>
    </message>
    <message>
        <source>Saved</source>
        <translation>Desada</translation>
    </message>
    <message>
        <source>Players</source>
        <translation>Jugadors</translation>
    </message>
    <message>
        <source>Score</source>
        <translation>Puntuació</translation>
    </message>
    <message>
        <source>Game</source>
        <translation>Partida</translation>
    </message>
    <message>
        <source>There are no saved games yet.</source>
        <translation>Encara no hi ha cap partida desada.</translation>
    </message>
    <message>
        <source>Open</source>
        <translation>Obre</translation>
    </message>
    <message>
        <source>Delete</source>
        <translation>Esborra</translation>
    </message>
    <message>
        <source>damaged</source>
        <translation>malmesa</translation>
    </message>
    <message>
        <source>(no names)</source>
        <translation>(sense noms)</translation>
    </message>
    <message>
        <source>hand %1</source>
        <translation>mà %1</translation>
    </message>
    <message>
        <source>(finished)</source>
        <translation>(acabada)</translation>
    </message>
    <message>
        <source>This saved game is damaged and cannot be opened:</source>
        <translation>Aquesta partida desada està malmesa i no es pot obrir:</translation>
    </message>
    <message>
        <source>This file is damaged; its backup copy will be opened instead:</source>
        <translation>Aquest fitxer està malmès; s&apos;obrirà la còpia de seguretat:</translation>
    </message>
    <message>
        <source>The game could not be opened.</source>
        <translation>No s&apos;ha pogut obrir la partida.</translation>
    </message>
    <message>
        <source>Delete the saved game “%1”? This cannot be undone.</source>
        <translation>Vols esborrar la partida desada «%1»? No es pot desfer.</translation>
    </message>
    <message>
        <source>The game could not be deleted:</source>
        <translation>No s&apos;ha pogut esborrar la partida:</translation>
    </message>
</context>
<context>
    <name>Panels</name>
    <message>
        <source>Your partner passed it to you: choose trump</source>
        <extracomment>A minor button (Pass, Review, Same deal again, New game…, Statistics): words as big as the main button&apos;s beside it (Pass and Review are what Enter presses: never in smaller type), a little less bold, still plainly a button to press: light, dark words, a solid dark edge. The trump and doubling panel&apos;s buttons with its rows closed up (:meth:`RequestPanel.set_tight`): less room round their words and suit signs, the same type (a low window with very big cards); the first for the usual type, the second after :data:`PANEL_COMPACT`. ``suit_pixmap(suit letter, height in px)``: a small picture of the suit (the ace of the deck). the choice the keyboard starts on (Enter takes it): see :func:`safe_choice` two suits a row instead of four (:meth:`set_narrow`) the title and the buttons only (:meth:`set_bare`) the style of a suit&apos;s button: a strip of the suit&apos;s colour (see :mod:`.contrast`)</extracomment>
        <translation>El company t&apos;ha delegat: tria el trumfo</translation>
    </message>
    <message>
        <source>You make trump</source>
        <translation>Cantes tu</translation>
    </message>
    <message>
        <source>Look at your cards and choose a trump suit, botifarra (no trump, double score) or let your partner choose.</source>
        <translation>Mira les cartes i tria un pal de trumfo, botifarra (sense trumfo, val el doble) o delega al company.</translation>
    </message>
    <message>
        <source>Look at your cards and choose a trump suit or botifarra (no trump, double score).</source>
        <translation>Mira les teves cartes i tria un pal de trumfo o botifarra (sense trumfo, puntuació doble).</translation>
    </message>
    <message>
        <source>%1 made %2 (×%3)</source>
        <translation>%1 ha cantat %2 (×%3)</translation>
    </message>
    <message>
        <source>You made %1 (×%2)</source>
        <extracomment>The seat of the player at this screen: you sit at the bottom, and sentences about you say &quot;you&quot;.</extracomment>
        <translation>Has cantat %1 (×%2)</translation>
    </message>
    <message>
        <source>We score (%1 − 36) × %2 = %3.</source>
        <translation>Ens apuntem (%1 − 36) × %2 = %3.</translation>
    </message>
    <message>
        <source>You score (%1 − 36) × %2 = %3.</source>
        <translation>T&apos;apuntes (%1 − 36) × %2 = %3.</translation>
    </message>
    <message>
        <source>%1 scores (%2 − 36) × %3 = %4.</source>
        <translation>%1 s&apos;apunta (%2 − 36) × %3 = %4.</translation>
    </message>
    <message>
        <source>Do you double the stakes?</source>
        <translation>Vols doblar?</translation>
    </message>
    <message>
        <source>Hand %1: you made %2</source>
        <extracomment>&quot;Next hand&quot; and the buttons other features put before it (``insertWidget``): see :class:`ButtonRows`</extracomment>
        <translation>Mà %1: has cantat %2</translation>
    </message>
    <message>
        <source>Hand %1: %2 made %3</source>
        <translation>Mà %1: %2 ha cantat %3</translation>
    </message>
    <message>
        <source>Card points</source>
        <translation>Punts de cartes</translation>
    </message>
    <message>
        <source>Tricks</source>
        <translation>Bases</translation>
    </message>
    <message>
        <source>Points (cards + tricks)</source>
        <translation>Punts (cartes + bases)</translation>
    </message>
    <message>
        <source>Multiplier</source>
        <translation>Multiplicador</translation>
    </message>
    <message>
        <source>Score this hand</source>
        <translation>Punts anotats</translation>
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
        <translation>Has reclamat una carta il·legal: l&apos;altra parella perd la mà.</translation>
    </message>
    <message>
        <source>%1 claimed an illegal card: the other side loses the hand.</source>
        <translation>%1 ha reclamat una carta il·legal: l&apos;altra parella perd la mà.</translation>
    </message>
    <message>
        <source>A point for every two tricks; the odd trick&apos;s point goes to the player with fewer points in the hand.</source>
        <translation>Un punt per cada dues bases; el punt de la base senar és per al jugador amb menys punts a la mà.</translation>
    </message>
    <message>
        <source>Each player scores (points − %1) × %2: below %1 the score is negative.</source>
        <translation>Cada jugador suma (punts − %1) × %2: per sota de %1 la puntuació és negativa.</translation>
    </message>
    <message>
        <source>36 to 36: nobody scores.</source>
        <translation>36 a 36: ningú no s&apos;apunta res.</translation>
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
        <translation>%1 s&apos;apunten (%2 − 36) × %3 = %4.</translation>
    </message>
    <message>
        <source>You win the game!</source>
        <translation>Heu guanyat la partida!</translation>
    </message>
    <message>
        <source>The other side wins the game.</source>
        <translation>L&apos;altra parella guanya la partida.</translation>
    </message>
    <message>
        <source>%1 wins the game.</source>
        <translation>%1 guanya la partida.</translation>
    </message>
    <message>
        <source>See the result</source>
        <translation>Veure el resultat</translation>
    </message>
    <message>
        <source>Next hand</source>
        <translation>Mà següent</translation>
    </message>
    <message>
        <source>Hand %1</source>
        <translation>Mà %1</translation>
    </message>
    <message>
        <source>Trump: %1</source>
        <translation>Trumfo: %1</translation>
    </message>
    <message>
        <source>Multiplier: %1</source>
        <translation>Multiplicador: %1</translation>
    </message>
    <message>
        <source>Us %1 · Them %2</source>
        <translation>Nosaltres %1 · Ells %2</translation>
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
        <translation>Rival de la dreta</translation>
    </message>
    <message>
        <source>Partner</source>
        <translation>Company</translation>
    </message>
    <message>
        <source>Left rival</source>
        <translation>Rival de l&apos;esquerra</translation>
    </message>
    <message>
        <source>(no trumps)</source>
        <extracomment>The chosen cards changed (a card of the hand was clicked). The width a whole hand may take: a long hand gets smaller cards, never a cut one.</extracomment>
        <translation>(sense trumfo)</translation>
    </message>
    <message>
        <source>strict rules</source>
        <translation>regles estrictes</translation>
    </message>
    <message>
        <source>the 3 ranks second</source>
        <translation>el 3 és el segon</translation>
    </message>
    <message>
        <source>Trump: %1</source>
        <translation>Trumfo: %1</translation>
    </message>
    <message>
        <source>You lead: the table is empty.</source>
        <translation>Surts tu: la taula és buida.</translation>
    </message>
    <message>
        <source>%1 · winning</source>
        <translation>%1 · guanya</translation>
    </message>
    <message>
        <source>&amp;Practice</source>
        <extracomment>Replaced by tests: the file dialog of &quot;Open scenario…&quot;.</extracomment>
        <translation>P&amp;ràctica</translation>
    </message>
    <message>
        <source>Rules &amp;coach…</source>
        <translation>&amp;Entrenador de regles…</translation>
    </message>
    <message>
        <source>&amp;Open scenario…</source>
        <translation>&amp;Obre un escenari…</translation>
    </message>
    <message>
        <source>Scenario &amp;editor…</source>
        <translation>Editor d&apos;e&amp;scenaris…</translation>
    </message>
    <message>
        <source>&amp;Review the last hand…</source>
        <translation>&amp;Revisa l&apos;última mà…</translation>
    </message>
    <message>
        <source>Play this deal &amp;again</source>
        <translation>Torna a jugar aquestes cartes &amp;una altra vegada</translation>
    </message>
    <message>
        <source>Play this deal from the &amp;other side</source>
        <translation>Juga aquestes cartes des de l&apos;&amp;altra banda</translation>
    </message>
    <message>
        <source>Play a deal by &amp;number…</source>
        <translation>Juga unes cartes pel &amp;número…</translation>
    </message>
    <message>
        <source>&amp;Duplicate match…</source>
        <translation>Partida de dup&amp;licat…</translation>
    </message>
    <message>
        <source>Review</source>
        <translation>Revisió</translation>
    </message>
    <message>
        <source>Same deal again</source>
        <translation>Les mateixes cartes</translation>
    </message>
    <message>
        <source>From the other side</source>
        <translation>Des de l&apos;altra banda</translation>
    </message>
    <message>
        <source>Some coach lessons could not be read.</source>
        <translation>No s&apos;han pogut llegir algunes lliçons de l&apos;entrenador.</translation>
    </message>
    <message>
        <source>Open a scenario</source>
        <translation>Obre un escenari</translation>
    </message>
    <message>
        <source>Choose a position to play, or open a scenario file of your own.</source>
        <translation>Tria una posició per jugar, o obre un fitxer d&apos;escenari teu.</translation>
    </message>
    <message>
        <source>Scenarios</source>
        <translation>Escenaris</translation>
    </message>
    <message>
        <source>Play it</source>
        <translation>Juga-la</translation>
    </message>
    <message>
        <source>Another file…</source>
        <translation>Un altre fitxer…</translation>
    </message>
    <message>
        <source>Open a scenario file of your own (made with the scenario editor, or given to you)</source>
        <translation>Obre un fitxer d&apos;escenari teu (fet amb l&apos;editor d&apos;escenaris, o que t&apos;hagin donat)</translation>
    </message>
    <message>
        <source>Scenarios (*.json)</source>
        <translation>Escenaris (*.json)</translation>
    </message>
    <message>
        <source>This scenario cannot be opened.</source>
        <translation>Aquest escenari no es pot obrir.</translation>
    </message>
    <message>
        <source>from the other side</source>
        <translation>des de l&apos;altra banda</translation>
    </message>
    <message>
        <source>from your side</source>
        <translation>des del teu lloc</translation>
    </message>
    <message>
        <source>Deal number %1, %2.</source>
        <translation>Repartiment número %1, %2.</translation>
    </message>
    <message>
        <source>Go on with board %1 of %2</source>
        <translation>Continua amb el repartiment %1 de %2</translation>
    </message>
    <message>
        <source>See the match&apos;s total</source>
        <translation>Mostra el total de la partida</translation>
    </message>
    <message>
        <source>Hand %1</source>
        <translation>Mà %1</translation>
    </message>
    <message>
        <source>There is no finished hand to review yet.</source>
        <translation>Encara no hi ha cap mà acabada per revisar.</translation>
    </message>
    <message>
        <source>Hand %1 of a past game</source>
        <translation>Mà %1 d&apos;una partida anterior</translation>
    </message>
    <message>
        <source>Who was right?</source>
        <extracomment>The width of the trick&apos;s cards in the panel (px): read at a glance, and three side by side fit the narrowest panel. &quot;Play it again&quot;: the same scenario from the start.</extracomment>
        <translation>Qui tenia raó?</translation>
    </message>
    <message>
        <source>Show the rules&apos; answer</source>
        <translation>Mostra la resposta de les regles</translation>
    </message>
    <message>
        <source>The trick on the table:</source>
        <translation>La basa a la taula:</translation>
    </message>
    <message>
        <source>Play it again</source>
        <extracomment>The cards of the trick under discussion, as the panel shows them.</extracomment>
        <translation>Torna-ho a jugar</translation>
    </message>
    <message>
        <source>You play from the bottom of the table; the computer plays the others.</source>
        <translation>Tu jugues des de la part de baix de la taula; l&apos;ordinador juga per als altres.</translation>
    </message>
    <message>
        <source>The rules allow: %1.</source>
        <translation>Les regles permeten: %1.</translation>
    </message>
    <message>
        <source>The file says the cards allowed are %1: by the rules that is wrong.</source>
        <translation>El fitxer diu que les cartes permeses són %1: segons les regles, no és correcte.</translation>
    </message>
</context>
<context>
    <name>Preferences</name>
    <message>
        <source>Preferences</source>
        <translation>Preferències</translation>
    </message>
    <message>
        <source>As the computer</source>
        <translation>Com l&apos;ordinador</translation>
    </message>
    <message>
        <source>Language:</source>
        <translation>Llengua:</translation>
    </message>
    <message>
        <source>Cards:</source>
        <translation>Cartes:</translation>
    </message>
    <message>
        <source>No animation</source>
        <translation>Sense animació</translation>
    </message>
    <message>
        <source>Fast</source>
        <translation>Ràpida</translation>
    </message>
    <message>
        <source>Normal</source>
        <translation>Normal</translation>
    </message>
    <message>
        <source>Slow</source>
        <translation>Lenta</translation>
    </message>
    <message>
        <source>Animations:</source>
        <translation>Animacions:</translation>
    </message>
    <message>
        <source> %</source>
        <comment>after the card size in percent: 100 %</comment>
        <translation> %</translation>
    </message>
    <message>
        <source>Card size:</source>
        <translation>Mida de les cartes:</translation>
    </message>
    <message>
        <source>Show hints (the Hint button on the table)</source>
        <translation>Mostra pistes (el botó Pista a la taula)</translation>
    </message>
    <message>
        <source>High contrast table (also for colour blindness)</source>
        <translation>Taula d&apos;alt contrast (també per al daltonisme)</translation>
    </message>
    <message>
        <source>A new language is used fully after restarting the program.</source>
        <translation>La llengua nova s&apos;aplica del tot quan tornes a obrir el programa.</translation>
    </message>
    <message>
        <source>Internet</source>
        <translation>Internet</translation>
    </message>
    <message>
        <source>The servers where internet codes meet (the host and the guests must use the same). Leave empty for the public ones.</source>
        <translation>Els servidors on es troben els codis d&apos;internet (l&apos;amfitrió i els convidats han de fer servir els mateixos). Deixa-ho buit per als públics.</translation>
    </message>
    <message>
        <source>Mailbox server:</source>
        <translation>Servidor de trobada:</translation>
    </message>
    <message>
        <source>Relay (host:port):</source>
        <translation>Relé (màquina:port):</translation>
    </message>
    <message>
        <source>%1 is set on this computer: it is used instead.</source>
        <translation>%1 està definit en aquest ordinador: es fa servir aquest.</translation>
    </message>
    <message>
        <source>The mailbox server is an address like %1 (ws:// or wss://, no spaces).</source>
        <translation>El servidor de trobada és una adreça com %1 (ws:// o wss://, sense espais).</translation>
    </message>
    <message>
        <source>The relay is a name or address and a port, like %1.</source>
        <translation>El relé és un nom o una adreça i un port, com %1.</translation>
    </message>
    <message>
        <source>These addresses are too long.</source>
        <translation>Aquestes adreces són massa llargues.</translation>
    </message>
    <message>
        <source>Not saved: %1</source>
        <translation>No s&apos;ha desat: %1</translation>
    </message>
</context>
<context>
    <name>Problems</name>
    <message>
        <source>The file %1 is empty.</source>
        <translation>El fitxer %1 és buit.</translation>
    </message>
    <message>
        <source>The file %1 is not text that Botifarra can read.</source>
        <translation>El fitxer %1 no és text que Botifarra pugui llegir.</translation>
    </message>
    <message>
        <source>The file %1 is damaged: its contents are cut off or garbled.</source>
        <translation>El fitxer %1 està malmès: el contingut està tallat o desordenat.</translation>
    </message>
    <message>
        <source>The file %1 does not hold what Botifarra keeps there.</source>
        <translation>El fitxer %1 no conté el que Botifarra hi desa.</translation>
    </message>
    <message>
        <source>The file %1 was written by a newer version of Botifarra.</source>
        <translation>El fitxer %1 l&apos;ha escrit una versió més nova de Botifarra.</translation>
    </message>
    <message>
        <source>The file %1 was written by an old version of Botifarra and cannot be converted.</source>
        <translation>El fitxer %1 l&apos;ha escrit una versió antiga de Botifarra i no es pot convertir.</translation>
    </message>
    <message>
        <source>The file %1 holds data that cannot be used.</source>
        <translation>El fitxer %1 conté dades que no es poden fer servir.</translation>
    </message>
    <message>
        <source>The file %1 is too large to be a Botifarra file, so it was not read.</source>
        <translation>El fitxer %1 és massa gran per ser un fitxer de Botifarra, i no s&apos;ha llegit.</translation>
    </message>
    <message>
        <source>The file %1 is missing.</source>
        <translation>Falta el fitxer %1.</translation>
    </message>
    <message>
        <source>The file %1 could not be read.</source>
        <translation>No s&apos;ha pogut llegir el fitxer %1.</translation>
    </message>
    <message>
        <source>%1 was %2 where the folder for past hands belongs. It was kept as %3 and a new folder is used.</source>
        <translation>%1 era %2 on hi ha d&apos;haver la carpeta de les mans jugades. S&apos;ha guardat com a %3 i es fa servir una carpeta nova.</translation>
    </message>
    <message>
        <source>Hands or games waiting in %1 to be counted could not be used (%2), so they were not counted in your statistics. They were kept as %3.</source>
        <translation>Les mans o partides que esperaven a %1 ser comptades no s&apos;han pogut fer servir (%2), així que no s&apos;han comptat a les estadístiques. S&apos;han guardat com a %3.</translation>
    </message>
    <message>
        <source>Hands waiting in %1 to be saved could not be used (%2), so they were not added to your past hands. They were kept as %3.</source>
        <translation>Les mans que esperaven a %1 ser desades no s&apos;han pogut fer servir (%2), així que no s&apos;han afegit a les mans passades. S&apos;han guardat com a %3.</translation>
    </message>
    <message>
        <source>In the settings file %1, the setting “%2” had a value that cannot be used; its default is used instead.</source>
        <translation>Al fitxer de preferències %1, la preferència «%2» tenia un valor que no es pot fer servir; s&apos;usa el valor per defecte.</translation>
    </message>
    <message>
        <source>The file %1 was missing; its backup copy is used.</source>
        <translation>Faltava el fitxer %1; es fa servir la còpia de seguretat.</translation>
    </message>
    <message>
        <source>%1 is %2, not a regular file, so it was not read.</source>
        <translation>%1 és %2, no un fitxer normal, i no s&apos;ha llegit.</translation>
    </message>
    <message>
        <source>The file %1 could not be read (%2).</source>
        <translation>No s&apos;ha pogut llegir el fitxer %1 (%2).</translation>
    </message>
    <message>
        <source>It was kept as %1.</source>
        <translation>S&apos;ha guardat com a %1.</translation>
    </message>
    <message>
        <source>It could not be moved aside, so it was left in place.</source>
        <translation>No s&apos;ha pogut apartar, i s&apos;ha deixat on era.</translation>
    </message>
</context>
<context>
    <name>Rating</name>
    <message>
        <source>Easy</source>
        <translation>Fàcil</translation>
    </message>
    <message>
        <source>Medium</source>
        <translation>Mitjà</translation>
    </message>
    <message>
        <source>Hard</source>
        <translation>Difícil</translation>
    </message>
    <message>
        <source>Mixed levels</source>
        <translation>Nivells barrejats</translation>
    </message>
    <message>
        <source>Your rating: %1 (give or take %2). Matches and games counted: %3.</source>
        <translation>La teva valoració: %1 (més o menys %2). Partides comptades: %3.</translation>
    </message>
    <message>
        <source>No rating yet: play a duplicate match or a game against the computer.</source>
        <translation>Encara no tens valoració: juga una partida de duplicat o una partida contra l&apos;ordinador.</translation>
    </message>
    <message>
        <source>Your rating moves after every duplicate match (you against the other table&apos;s level) and every game where all the other players are the computer. The computer levels stay where they are: Medium is 25. The band shows how sure the rating is; it narrows as you play.</source>
        <translation>La valoració es mou després de cada partida de duplicat (tu contra el nivell de l&apos;altra taula) i de cada partida en què tots els altres jugadors són l&apos;ordinador. Els nivells de l&apos;ordinador no es mouen: Mitjà és 25. La franja mostra com n&apos;és de segura la valoració; s&apos;estreny a mesura que jugues.</translation>
    </message>
    <message>
        <source>You: %1</source>
        <translation>Tu: %1</translation>
    </message>
    <message>
        <source>Your rating over time</source>
        <translation>La teva valoració al llarg del temps</translation>
    </message>
    <message>
        <source>You</source>
        <translation>Tu</translation>
    </message>
    <message>
        <source>Give or take</source>
        <translation>Més o menys</translation>
    </message>
    <message>
        <source>Matches and games that counted</source>
        <translation>Partides comptades</translation>
    </message>
    <message>
        <source>Nothing counted yet.</source>
        <translation>Encara no hi ha res comptat.</translation>
    </message>
</context>
<context>
    <name>Review</name>
    <message>
        <source>Review of the hand</source>
        <extracomment>The least room (a dialog&apos;s share of the screen, :func:`dialog_room`) for the wide dialog: the list of cards beside a board with its side columns, up to about 1340x670 (a 1366x768 screen). Less: the narrow one. The least room&apos;s height for the card&apos;s details under the board (a 1024x768 screen&apos;s 678 has it); shorter (an 800x600 or a 1024x600 screen) the dialog is compact: the list of cards, short rows, shares a column with the details beside the board. The padding round a row&apos;s text in the list of cards (the style sheet&apos;s). The compact dialog&apos;s list shows at least this many rows (of a hand&apos;s 12 cards) at once. The narrow dialog&apos;s smallest cards: the hand&apos;s, and the trick&apos;s (the table&apos;s own on an 800x600 screen). The narrow dialog&apos;s largest hand card (a taller dialog than a 1024x768 screen&apos;s grows its cards up to it).</extracomment>
        <translation>Revisió de la mà</translation>
    </message>
    <message>
        <source>Your cards in this hand</source>
        <extracomment>The screen&apos;s room is short of the wide dialog&apos;s: a board without side columns. Too short for the card&apos;s details under the board: they share the list&apos;s column, beside it.</extracomment>
        <translation>Les teves cartes en aquesta mà</translation>
    </message>
    <message>
        <source>Hand</source>
        <translation>Mà</translation>
    </message>
    <message>
        <source>Hand %1</source>
        <translation>Mà %1</translation>
    </message>
    <message>
        <source>◀ Previous card</source>
        <translation>◀ Carta anterior</translation>
    </message>
    <message>
        <source>Next card ▶</source>
        <translation>Carta següent ▶</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>Tanca</translation>
    </message>
    <message>
        <source>Previous card</source>
        <translation>Carta anterior</translation>
    </message>
    <message>
        <source>Next card</source>
        <translation>Carta següent</translation>
    </message>
    <message>
        <source>Hand %1 of %2</source>
        <translation>Mà %1 de %2</translation>
    </message>
    <message>
        <source>&amp;Hand:</source>
        <translation>&amp;Mà:</translation>
    </message>
    <message>
        <source>◀ Previous hand</source>
        <translation>◀ Mà anterior</translation>
    </message>
    <message>
        <source>Previous hand</source>
        <translation>Mà anterior</translation>
    </message>
    <message>
        <source>Next hand ▶</source>
        <translation>Mà següent ▶</translation>
    </message>
    <message>
        <source>Next hand</source>
        <translation>Mà següent</translation>
    </message>
    <message>
        <source>You played no card in this hand.</source>
        <translation>En aquesta mà no has tirat cap carta.</translation>
    </message>
    <message>
        <source>Trick %1: you played the %2</source>
        <translation>Basa %1: la teva carta, %2</translation>
    </message>
    <message>
        <source>being rated…</source>
        <translation>avaluant…</translation>
    </message>
    <message>
        <source>an illegal card (table rules): not rated</source>
        <translation>una carta il·legal (regles de taula): sense nota</translation>
    </message>
    <message>
        <source>your only card</source>
        <translation>la teva única carta</translation>
    </message>
    <message>
        <source>as the Hard level would</source>
        <translation>com ho faria el nivell Difícil</translation>
    </message>
    <message>
        <source>Hard level: the %1 (−%2 points)</source>
        <translation>Nivell Difícil: %1 (−%2 punts)</translation>
    </message>
    <message>
        <source>%1. %2</source>
        <comment>a short row of the review: the trick&apos;s number, the card you played</comment>
        <translation>%1. %2</translation>
    </message>
    <message>
        <source>You played the &lt;b&gt;%1&lt;/b&gt;.</source>
        <translation>Has tirat &lt;b&gt;%1&lt;/b&gt;.</translation>
    </message>
    <message>
        <source>The Hard level is still thinking about this card…</source>
        <translation>El nivell Difícil encara està pensant aquesta carta…</translation>
    </message>
    <message>
        <source>That card broke the rules (table rules), so it is not rated.</source>
        <translation>Aquesta carta no complia les regles (regles de taula), així que no té nota.</translation>
    </message>
    <message>
        <source>It was your only legal card.</source>
        <translation>Era l&apos;única carta que podies tirar.</translation>
    </message>
    <message>
        <source>The Hard level would have played the &lt;b&gt;%1&lt;/b&gt;: by its reckoning that is worth %2 points more for your side.</source>
        <translation>El nivell Difícil hauria tirat &lt;b&gt;%1&lt;/b&gt;: segons els seus càlculs, val %2 punts més per a la teva parella.</translation>
    </message>
    <message>
        <source>The Hard level prefers the %1, but by less than half a point: as good.</source>
        <translation>El nivell Difícil prefereix %1, però per menys de mig punt: és igual de bona.</translation>
    </message>
    <message>
        <source>The Hard level would have played the same card.</source>
        <translation>El nivell Difícil hauria tirat la mateixa carta.</translation>
    </message>
    <message>
        <source>Points your side could expect from here, by card (the Hard level&apos;s estimate from what you could see):</source>
        <translation>Punts que la teva parella podia esperar des d&apos;aquí, per carta (estimació del nivell Difícil amb el que tu podies veure):</translation>
    </message>
    <message>
        <source>The Hard level is rating your cards: %1 of %2…</source>
        <translation>El nivell Difícil està avaluant les teves cartes: %1 de %2…</translation>
    </message>
    <message>
        <source>The Hard level would have played every card as you did.</source>
        <translation>El nivell Difícil hauria tirat totes les cartes com tu.</translation>
    </message>
    <message>
        <source>The Hard level would have played %1 of your %2 cards otherwise, worth about %3 points in its estimate.</source>
        <translation>El nivell Difícil hauria tirat diferent %1 de les teves %2 cartes, que valen uns %3 punts segons la seva estimació.</translation>
    </message>
</context>
<context>
    <name>RulesHelp</name>
    <message>
        <source>Botifarra: the rules we play</source>
        <translation>La botifarra: les regles que hi juguem</translation>
    </message>
    <message>
        <source>Cards and players</source>
        <translation>Cartes i jugadors</translation>
    </message>
    <message>
        <source>Four players in two pairs; partners sit face to face. The Spanish deck of 48 cards: oros, copes, espases and bastos, 1 to 12. Play goes counterclockwise: the next player is the one on your right.</source>
        <translation>Quatre jugadors en dues parelles; els companys seuen l&apos;un davant de l&apos;altre. Es juga amb la baralla espanyola de 48 cartes: oros, copes, espases i bastos, de l&apos;1 al 12. Es juga en sentit contrari a les agulles del rellotge: el següent és el de la dreta.</translation>
    </message>
    <message>
        <source>Order in each suit: 9 (manilla) &gt; 1 (as) &gt; 12 (rei) &gt; 11 (cavall) &gt; 10 (sota) &gt; 8 &gt; 7 &gt; … &gt; 2. Points: manilla 5, as 4, rei 3, cavall 2, sota 1. With one point per trick there are 72 points in a hand.</source>
        <translation>Ordre de cada pal: 9 (manilla) &gt; 1 (as) &gt; 12 (rei) &gt; 11 (cavall) &gt; 10 (sota) &gt; 8 &gt; 7 &gt; … &gt; 2. Punts: manilla 5, as 4, rei 3, cavall 2, sota 1. Amb un punt per basa, cada mà té 72 punts.</translation>
    </message>
    <message>
        <source>Making trump</source>
        <translation>Cantar</translation>
    </message>
    <message>
        <source>The dealer looks at the cards and names a trump suit, says botifarra (no trump, the hand counts double) or delegates to the partner, who must then choose.</source>
        <translation>Qui reparteix mira les cartes i canta un pal de trumfo, diu botifarra (sense trumfo, la mà val el doble) o delega al company, que aleshores ha de triar.</translation>
    </message>
    <message>
        <source>Doubling</source>
        <translation>Doblar</translation>
    </message>
    <message>
        <source>The other side may say contro (×2); then the declaring side recontro (×4); then, only with a trump suit, the contro side Sant Vicenç (×8). With botifarra: contro ×4, recontro ×8.</source>
        <translation>L&apos;altra parella pot dir contro (×2); després la parella que ha cantat, recontro (×4); i, només amb trumfo, la del contro pot dir Sant Vicenç (×8). Amb botifarra: contro ×4, recontro ×8.</translation>
    </message>
    <message>
        <source>Playing</source>
        <translation>El joc</translation>
    </message>
    <message>
        <source>The player on the dealer&apos;s right leads; the winner of each trick leads the next. You must follow suit. If your partner is not winning you must beat the winning card if you can. Without the suit led and with your partner not winning, you must trump (or overtrump a rival&apos;s trump if you can). With your partner winning you may play any card. Only the last trick of each side may be looked at again.</source>
        <translation>Surt el jugador de la dreta de qui reparteix; qui guanya una basa surt a la següent. Cal servir el pal. Si el company no guanya, cal matar la carta guanyadora si es pot. Si no tens el pal i el company no guanya, cal tallar (o sobretallar el trumfo d&apos;un rival si es pot). Si guanya el company, pots jugar qualsevol carta. Només es pot tornar a mirar l&apos;última basa de cada parella.</translation>
    </message>
    <message>
        <source>Obligada: a card that does not win must be a point card (partner winning) or your lowest card of its suit. Intermèdia: the same, but the second player may also drop a point card (&quot;Carrego&quot;).</source>
        <translation>Obligada: una carta que no guanya ha de ser una carta que compti (si guanya el company) o la més baixa del seu pal. Intermèdia: igual, però el segon jugador també pot carregar una carta que compti («Carrego»).</translation>
    </message>
    <message>
        <source>Scoring</source>
        <translation>Comptar</translation>
    </message>
    <message>
        <source>Each side counts card points plus tricks. The side above 36 scores the points above 36 times the multiplier. The game is won by the first side to reach the target (101 by default).</source>
        <translation>Cada parella compta els punts de les cartes més les bases. La que passa de 36 s&apos;apunta els punts que passen de 36 pel multiplicador. Guanya la partida la primera parella que arriba a l&apos;objectiu (101, si no es tria res més).</translation>
    </message>
    <message>
        <source>This program refuses an illegal card and tells you why. With table rules it accepts it, and the other side may claim it: then they score 36 × the multiplier.</source>
        <translation>Aquest programa no accepta una carta il·legal i t&apos;explica per què. Amb regles de taula l&apos;accepta, i l&apos;altra parella la pot reclamar: llavors s&apos;apunten 36 × el multiplicador.</translation>
    </message>
    <message>
        <source>Other ways to play</source>
        <translation>Altres maneres de jugar</translation>
    </message>
    <message>
        <source>Four individual players: no partners and no delegating; only contro, and not on botifarra. A player who can no longer win any trick must play oros first, then copes, espases and bastos. Each player scores the points above or below 18. Three players: 36 cards (no 2, 3 or 4), 12 each, played like four individual players; each scores the points above or below 24.</source>
        <translation>Quatre jugadors individuals: sense companys i sense delegar; només es pot contrar, i no quan és botifarra. Qui ja no pot guanyar cap basa ha de tirar primer oros, després copes, espases i bastos. Cada jugador s&apos;apunta els punts que passen de 18 (o li falten). Tres jugadors: 36 cartes (sense dosos, tresos ni quatres), 12 per cap, i es juga com amb quatre jugadors individuals; cadascú s&apos;apunta els punts que passen de 24 (o li falten).</translation>
    </message>
    <message>
        <source>Two players, rector i vicari: each has six piles of four cards with the top card face up, and only face-up cards can be played; the card underneath is then turned up. There are 24 tricks of two cards, one point for every two tricks, and the odd trick&apos;s point goes to the player with fewer points. Two players with a hand: four piles each and eight cards in hand.</source>
        <translation>Dos jugadors, el rector i el vicari: cadascú té sis piles de quatre cartes amb la de dalt girada, i només es poden tirar les cartes girades; llavors es gira la de sota. Hi ha 24 bases de dues cartes, un punt per cada dues bases, i el punt de la basa que sobra és per a qui té menys punts. Dos jugadors amb mà: quatre piles cadascú i vuit cartes a la mà.</translation>
    </message>
    <message>
        <source>How to play</source>
        <translation>Com es juga</translation>
    </message>
</context>
<context>
    <name>SaveGameDialog</name>
    <message>
        <source>Save the game</source>
        <translation>Desa la partida</translation>
    </message>
    <message>
        <source>A name for this game</source>
        <translation>Un nom per a aquesta partida</translation>
    </message>
    <message>
        <source>Saved games: %1</source>
        <translation>Partides desades: %1</translation>
    </message>
    <message>
        <source>Save</source>
        <translation>Desa</translation>
    </message>
    <message>
        <source>Name:</source>
        <translation>Nom:</translation>
    </message>
    <message>
        <source>Please write a name for the game.</source>
        <translation>Escriu un nom per a la partida.</translation>
    </message>
    <message>
        <source>Use a name of up to 64 characters with some letters or digits.</source>
        <translation>Fes servir un nom de fins a 64 caràcters amb alguna lletra o xifra.</translation>
    </message>
    <message>
        <source>A saved game with this name already exists: saving will replace it.</source>
        <translation>Ja hi ha una partida desada amb aquest nom: si deses, la substituiràs.</translation>
    </message>
    <message>
        <source>Replace the saved game “%1” with this game?</source>
        <translation>Vols substituir la partida desada «%1» per aquesta?</translation>
    </message>
    <message>
        <source>Replace</source>
        <translation>Substitueix</translation>
    </message>
    <message>
        <source>The game was not saved:</source>
        <translation>No s&apos;ha desat la partida:</translation>
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
        <translation>Regles pròpies</translation>
    </message>
    <message>
        <source>Pairs</source>
        <translation>Per parelles</translation>
    </message>
    <message>
        <source>Four players, no pairs</source>
        <translation>Quatre jugadors, sense parelles</translation>
    </message>
    <message>
        <source>Three players</source>
        <translation>Tres jugadors</translation>
    </message>
    <message>
        <source>Two players: rector i vicari</source>
        <translation>Dos jugadors: rector i vicari</translation>
    </message>
    <message>
        <source>Two players: piles and a hand</source>
        <translation>Dos jugadors: munts i cartes a la mà</translation>
    </message>
    <message>
        <source>over the network</source>
        <translation>en xarxa</translation>
    </message>
    <message>
        <source>the computer plays alone</source>
        <translation>només juga l&apos;ordinador</translation>
    </message>
    <message>
        <source>against the computer</source>
        <translation>contra l&apos;ordinador</translation>
    </message>
    <message>
        <source>several people at this computer</source>
        <translation>diverses persones en aquest ordinador</translation>
    </message>
    <message>
        <source>unknown date</source>
        <translation>data desconeguda</translation>
    </message>
</context>
<context>
    <name>Saving</name>
    <message>
        <source>The game in play could not be saved.</source>
        <translation>No s&apos;ha pogut desar la partida en joc.</translation>
    </message>
    <message>
        <source>The past hands could not be saved.</source>
        <translation>No s&apos;han pogut desar les mans jugades.</translation>
    </message>
    <message>
        <source>Your statistics could not be saved.</source>
        <translation>No s&apos;han pogut desar les estadístiques.</translation>
    </message>
    <message>
        <source>Your settings could not be saved.</source>
        <translation>No s&apos;han pogut desar les preferències.</translation>
    </message>
    <message>
        <source>the game in play</source>
        <translation>la partida en joc</translation>
    </message>
    <message>
        <source>the past hands</source>
        <translation>les mans jugades</translation>
    </message>
    <message>
        <source>the statistics</source>
        <translation>les estadístiques</translation>
    </message>
    <message>
        <source>the settings</source>
        <translation>les preferències</translation>
    </message>
    <message>
        <source>the disk is full</source>
        <translation>el disc és ple</translation>
    </message>
    <message>
        <source>Botifarra may not write in that folder</source>
        <translation>Botifarra no té permís per escriure en aquesta carpeta</translation>
    </message>
    <message>
        <source>the disk or folder is read-only</source>
        <translation>el disc o la carpeta són només de lectura</translation>
    </message>
    <message>
        <source>another copy of Botifarra kept the file busy</source>
        <translation>una altra còpia de Botifarra tenia el fitxer ocupat</translation>
    </message>
    <message>
        <source>it is %1, not a file</source>
        <translation>és %1, no un fitxer</translation>
    </message>
    <message>
        <source>it is %1, not a folder</source>
        <translation>és %1, no una carpeta</translation>
    </message>
    <message>
        <source>a file is where a folder belongs</source>
        <translation>hi ha un fitxer on hi ha d&apos;haver una carpeta</translation>
    </message>
    <message>
        <source>a folder is where a file belongs</source>
        <translation>hi ha una carpeta on hi ha d&apos;haver un fitxer</translation>
    </message>
    <message>
        <source>a folder</source>
        <translation>una carpeta</translation>
    </message>
    <message>
        <source>a named pipe</source>
        <translation>una canonada amb nom</translation>
    </message>
    <message>
        <source>a socket</source>
        <translation>un sòcol</translation>
    </message>
    <message>
        <source>a device</source>
        <translation>un dispositiu</translation>
    </message>
    <message>
        <source>a file</source>
        <translation>un fitxer</translation>
    </message>
    <message>
        <source>a broken link</source>
        <translation>un enllaç trencat</translation>
    </message>
    <message>
        <source>a special file</source>
        <translation>un fitxer especial</translation>
    </message>
    <message>
        <source>Saving works again: %1.</source>
        <translation>Es torna a desar: %1.</translation>
    </message>
    <message>
        <source>File: %1</source>
        <translation>Fitxer: %1</translation>
    </message>
    <message>
        <source>Reason: %1.</source>
        <translation>Motiu: %1.</translation>
    </message>
    <message>
        <source>Still saved: %1.</source>
        <translation>Encara es desen: %1.</translation>
    </message>
    <message>
        <source>Nothing can be saved at the moment; you can play on.</source>
        <translation>Ara mateix no es pot desar res; pots continuar jugant.</translation>
    </message>
    <message>
        <source>Botifarra tries again by itself and tells you when it works again.</source>
        <translation>Botifarra ho torna a provar tot sol i t&apos;avisa quan torni a funcionar.</translation>
    </message>
</context>
<context>
    <name>ScenarioEditor</name>
    <message>
        <source>South (bottom)</source>
        <translation>Sud (a baix)</translation>
    </message>
    <message>
        <source>East (right)</source>
        <translation>Est (a la dreta)</translation>
    </message>
    <message>
        <source>North (top)</source>
        <translation>Nord (a dalt)</translation>
    </message>
    <message>
        <source>West (left)</source>
        <translation>Oest (a l&apos;esquerra)</translation>
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
        <translation>Editor d&apos;escenaris</translation>
    </message>
    <message>
        <source>Strict: beat and trump even over your partner</source>
        <extracomment>Replaced by tests: the file dialogs and the question before replacing a file.</extracomment>
        <translation>Estricte: cal matar i tallar fins i tot per sobre del company</translation>
    </message>
    <message>
        <source>The 3 ranks second</source>
        <translation>El 3 és el segon</translation>
    </message>
    <message>
        <source>Botifarra (no trumps)</source>
        <translation>Botifarra (sense trumfo)</translation>
    </message>
    <message>
        <source>Delegated: the dealer&apos;s partner made trump</source>
        <translation>Delegada: ha cantat el company de qui reparteix</translation>
    </message>
    <message>
        <source>Rules:</source>
        <translation>Regles:</translation>
    </message>
    <message>
        <source>Trump:</source>
        <translation>Trumfo:</translation>
    </message>
    <message>
        <source>Dealer:</source>
        <translation>Reparteix:</translation>
    </message>
    <message>
        <source>Calls:</source>
        <translation>Dobles:</translation>
    </message>
    <message>
        <source>Leads the trick:</source>
        <translation>Surt a la basa:</translation>
    </message>
    <message>
        <source>Title:</source>
        <translation>Títol:</translation>
    </message>
    <message>
        <source>Story:</source>
        <translation>Història:</translation>
    </message>
    <message>
        <source>Question:</source>
        <translation>Pregunta:</translation>
    </message>
    <message>
        <source>Answer:</source>
        <translation>Resposta:</translation>
    </message>
    <message>
        <source>A click puts the card in:</source>
        <translation>Un clic posa la carta a:</translation>
    </message>
    <message>
        <source>the trick</source>
        <translation>la basa</translation>
    </message>
    <message>
        <source>Fill the rest at random</source>
        <translation>Omple la resta a l&apos;atzar</translation>
    </message>
    <message>
        <source>Clear the cards</source>
        <translation>Treu les cartes</translation>
    </message>
    <message>
        <source>Cards per player:</source>
        <translation>Cartes per jugador:</translation>
    </message>
    <message>
        <source>Open…</source>
        <translation>Obre…</translation>
    </message>
    <message>
        <source>Save…</source>
        <translation>Desa…</translation>
    </message>
    <message>
        <source>Play from here</source>
        <translation>Juga des d&apos;aquí</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>Tanca</translation>
    </message>
    <message>
        <source>None</source>
        <translation>Cap</translation>
    </message>
    <message>
        <source>The trick has at most 3 cards: the fourth would end it.</source>
        <translation>La basa té com a molt 3 cartes: la quarta l&apos;acabaria.</translation>
    </message>
    <message>
        <source>seat %1</source>
        <translation>seient %1</translation>
    </message>
    <message>
        <source>On the trick</source>
        <translation>A la basa</translation>
    </message>
    <message>
        <source>Not a possible position yet: %1</source>
        <translation>Encara no és una posició possible: %1</translation>
    </message>
    <message>
        <source>Ready. %1 is to play and may play: %2.</source>
        <translation>A punt. Ha de jugar %1 i pot jugar: %2.</translation>
    </message>
    <message>
        <source>every player must hold the same number of cards (1 to 12), counting a card already on the trick: %1.</source>
        <translation>tots els jugadors han de tenir el mateix nombre de cartes (d&apos;1 a 12), comptant la carta que ja tenen a la basa: %1.</translation>
    </message>
    <message>
        <source>T%1</source>
        <comment>card on the trick, in order</comment>
        <translation>B%1</translation>
    </message>
    <message numerus="yes">
        <source>A player already holds more than %n cards: raise the number of cards per player.</source>
        <translation>
            <numerusform>Un jugador ja té més de %n carta: augmenta el nombre de cartes per jugador.</numerusform>
            <numerusform>Un jugador ja té més de %n cartes: augmenta el nombre de cartes per jugador.</numerusform>
        </translation>
    </message>
    <message>
        <source>This file cannot be opened.</source>
        <translation>Aquest fitxer no es pot obrir.</translation>
    </message>
    <message>
        <source>The scenario could not be saved: %1</source>
        <translation>No s&apos;ha pogut desar l&apos;escenari: %1</translation>
    </message>
    <message>
        <source>Save the scenario</source>
        <translation>Desa l&apos;escenari</translation>
    </message>
    <message>
        <source>Scenarios (*.json)</source>
        <translation>Escenaris (*.json)</translation>
    </message>
    <message>
        <source>Open a scenario</source>
        <translation>Obre un escenari</translation>
    </message>
    <message>
        <source>Replace the file?</source>
        <translation>Vols substituir el fitxer?</translation>
    </message>
    <message>
        <source>%1 already exists. Replace it?</source>
        <translation>%1 ja existeix. El vols substituir?</translation>
    </message>
</context>
<context>
    <name>ScoreChart</name>
    <message>
        <source>The game so far</source>
        <translation>La partida fins ara</translation>
    </message>
    <message>
        <source>Hand</source>
        <translation>Mà</translation>
    </message>
    <message>
        <source>Each side&apos;s total will be drawn here after every hand.</source>
        <translation>Aquí es dibuixarà el total de cada bàndol després de cada mà.</translation>
    </message>
</context>
<context>
    <name>ScoreSheet</name>
    <message>
        <source>Hand</source>
        <translation>Mà</translation>
    </message>
    <message>
        <source>×</source>
        <translation>×</translation>
    </message>
    <message>
        <source>Called</source>
        <translation>Cantat</translation>
    </message>
    <message>
        <source>Points</source>
        <translation>Punts</translation>
    </message>
    <message>
        <source>Us</source>
        <translation>Nosaltres</translation>
    </message>
    <message>
        <source>Them</source>
        <translation>Ells</translation>
    </message>
    <message>
        <source>Trump, who made it, and the calls</source>
        <translation>El trumfo, qui l&apos;ha fet i els doblaments</translation>
    </message>
    <message>
        <source>Multiplier</source>
        <translation>Multiplicador</translation>
    </message>
    <message>
        <source>Points (cards + tricks): us – them</source>
        <translation>Punts (cartes + basses): nosaltres – ells</translation>
    </message>
    <message>
        <source>Our score this hand and our total</source>
        <translation>El que hem anotat en aquesta mà i el nostre total</translation>
    </message>
    <message>
        <source>Their score this hand and their total</source>
        <translation>El que han anotat en aquesta mà i el seu total</translation>
    </message>
    <message>
        <source>Decided by your claim</source>
        <translation>Decidida per la teva reclamació</translation>
    </message>
    <message>
        <source>Points (cards + tricks): %1</source>
        <translation>Punts (cartes + bases): %1</translation>
    </message>
    <message>
        <source>Decided by a claim of %1</source>
        <translation>Decidida per una reclamació de %1</translation>
    </message>
    <message>
        <source> (delegated)</source>
        <translation> (delegada)</translation>
    </message>
    <message>
        <source>claim</source>
        <translation>reclamació</translation>
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
        <translation>Botifarra ja està obert amb les teves partides desades.</translation>
    </message>
    <message>
        <source>Only one copy at a time can keep your game, past hands, statistics and settings. You can bring that window forward, or play here without saving anything.</source>
        <translation>Només una còpia alhora pot desar la partida, les mans jugades, les estadístiques i les preferències. Pots portar aquella finestra al davant o jugar aquí sense desar res.</translation>
    </message>
    <message>
        <source>The other Botifarra window did not answer.</source>
        <translation>L&apos;altra finestra de Botifarra no ha respost.</translation>
    </message>
    <message>
        <source>Bring that window forward</source>
        <translation>Porta aquella finestra al davant</translation>
    </message>
    <message>
        <source>Play without saving</source>
        <translation>Juga sense desar</translation>
    </message>
    <message>
        <source>Quit</source>
        <translation>Surt</translation>
    </message>
    <message>
        <source>Botifarra could not create its lock file %1 (%2).</source>
        <translation>Botifarra no ha pogut crear el seu fitxer de bloqueig %1 (%2).</translation>
    </message>
    <message>
        <source>Without it, two copies of Botifarra could overwrite each other&apos;s games, so this copy will not keep anything. You can play here without saving, or quit and free some space first.</source>
        <translation>Sense aquest fitxer, dues còpies de Botifarra podrien sobreescriure&apos;s les partides, així que aquesta còpia no desarà res. Pots jugar aquí sense desar, o sortir i alliberar abans una mica d&apos;espai.</translation>
    </message>
    <message>
        <source>Not saving: the lock file %1 could not be created.</source>
        <translation>No es desa: no s&apos;ha pogut crear el fitxer de bloqueig %1.</translation>
    </message>
    <message>
        <source>Not saving: Botifarra is already open with your saved games in another window.</source>
        <translation>Sense desar: Botifarra ja està obert amb les teves partides desades en una altra finestra.</translation>
    </message>
    <message>
        <source>Not saving: the lock file %1 was removed and another copy of Botifarra now keeps your saved games. From now on this window saves nothing.</source>
        <translation>No es desa: el fitxer de bloqueig %1 s&apos;ha esborrat i ara una altra còpia de Botifarra guarda les partides desades. A partir d&apos;ara aquesta finestra no desa res.</translation>
    </message>
</context>
<context>
    <name>StartPanel</name>
    <message>
        <source>You have a game under way</source>
        <translation>Tens una partida a mitges</translation>
    </message>
    <message>
        <source>Hand %1 · Us &lt;b&gt;%2&lt;/b&gt; · Them &lt;b&gt;%3&lt;/b&gt;</source>
        <translation>Mà %1 · Nosaltres &lt;b&gt;%2&lt;/b&gt; · Ells &lt;b&gt;%3&lt;/b&gt;</translation>
    </message>
    <message>
        <source>Hand %1 · %2</source>
        <translation>Mà %1 · %2</translation>
    </message>
    <message>
        <source>Playing with %1</source>
        <translation>Jugues amb %1</translation>
    </message>
    <message>
        <source>Saved on %1</source>
        <translation>Desada el %1</translation>
    </message>
    <message>
        <source>A new game replaces this one.</source>
        <translation>Si comences una partida nova, aquesta es perd.</translation>
    </message>
    <message>
        <source>Continue the game</source>
        <translation>Continua la partida</translation>
    </message>
    <message>
        <source>New game</source>
        <translation>Partida nova</translation>
    </message>
</context>
<context>
    <name>StatisticsCharts</name>
    <message>
        <source>All games</source>
        <translation>Totes les partides</translation>
    </message>
    <message>
        <source>Way to play: %1</source>
        <translation>Manera de jugar: %1</translation>
    </message>
    <message>
        <source>Opponents: %1</source>
        <translation>Contraris: %1</translation>
    </message>
    <message>
        <source>Show:</source>
        <translation>Mostra:</translation>
    </message>
    <message>
        <source>Games won, game after game (the last %1)</source>
        <translation>Partides guanyades, partida rere partida (les últimes %1)</translation>
    </message>
    <message>
        <source>Won so far</source>
        <translation>Guanyades fins ara</translation>
    </message>
    <message>
        <source>%1 of %2 won</source>
        <translation>%1 de %2 guanyades</translation>
    </message>
    <message>
        <source>Games, oldest first; share won so far in %</source>
        <translation>Partides, de la més antiga; percentatge guanyat fins llavors</translation>
    </message>
    <message>
        <source>No finished game yet.</source>
        <translation>Encara no hi ha cap partida acabada.</translation>
    </message>
    <message numerus="yes">
        <source>Points per hand (the last %n hands)</source>
        <translation>
            <numerusform>Punts per mà (l'última %n mà)</numerusform>
            <numerusform>Punts per mà (les últimes %n mans)</numerusform>
        </translation>
    </message>
    <message>
        <source>Each hand</source>
        <translation>Cada mà</translation>
    </message>
    <message>
        <source>Average of 10</source>
        <translation>Mitjana de 10</translation>
    </message>
    <message>
        <source>Average of 10: %1</source>
        <translation>Mitjana de 10: %1</translation>
    </message>
    <message>
        <source>half: 36</source>
        <translation>meitat: 36</translation>
    </message>
    <message>
        <source>Hands, oldest first; points of 72</source>
        <translation>Mans, de la més antiga; punts de 72</translation>
    </message>
    <message>
        <source>No hand played yet.</source>
        <translation>Encara no s&apos;ha jugat cap mà.</translation>
    </message>
    <message numerus="yes">
        <source>%n games</source>
        <translation>
            <numerusform>%n partida</numerusform>
            <numerusform>%n partides</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n hands</source>
        <translation>
            <numerusform>%n mà</numerusform>
            <numerusform>%n mans</numerusform>
        </translation>
    </message>
    <message>
        <source>Nothing counted yet.</source>
        <translation>Encara no hi ha res comptat.</translation>
    </message>
    <message>
        <source>Games won by opponents&apos; level</source>
        <translation>Partides guanyades segons el nivell dels contraris</translation>
    </message>
    <message>
        <source>Points per hand by opponents&apos; level</source>
        <translation>Punts per mà segons el nivell dels contraris</translation>
    </message>
    <message>
        <source>Games won by way to play</source>
        <translation>Partides guanyades segons la manera de jugar</translation>
    </message>
    <message>
        <source>Points per hand by way to play</source>
        <translation>Punts per mà segons la manera de jugar</translation>
    </message>
</context>
<context>
    <name>StatisticsDialog</name>
    <message>
        <source>Easy</source>
        <translation>Fàcil</translation>
    </message>
    <message>
        <source>Medium</source>
        <translation>Mitjà</translation>
    </message>
    <message>
        <source>Hard</source>
        <translation>Difícil</translation>
    </message>
    <message>
        <source>Mixed levels</source>
        <translation>Nivells barrejats</translation>
    </message>
    <message>
        <source>People</source>
        <translation>Persones</translation>
    </message>
    <message>
        <source>Statistics</source>
        <translation>Estadístiques</translation>
    </message>
    <message>
        <source>Games played:</source>
        <translation>Partides jugades:</translation>
    </message>
    <message>
        <source>Games won:</source>
        <translation>Partides guanyades:</translation>
    </message>
    <message>
        <source>Hands played:</source>
        <translation>Mans jugades:</translation>
    </message>
    <message>
        <source>Hands won:</source>
        <translation>Mans guanyades:</translation>
    </message>
    <message>
        <source>Average points per hand (of 72):</source>
        <translation>Mitjana de punts per mà (de 72):</translation>
    </message>
    <message>
        <source>Average score per hand:</source>
        <translation>Mitjana d&apos;anotació per mà:</translation>
    </message>
    <message>
        <source>Contros called / won:</source>
        <translation>Contros dits / guanyats:</translation>
    </message>
    <message numerus="yes">
        <source>%n points behind, and won</source>
        <translation>
            <numerusform>%n punt per darrere, i guanyada</numerusform>
            <numerusform>%n punts per darrere, i guanyada</numerusform>
        </translation>
    </message>
    <message>
        <source>none yet</source>
        <translation>encara cap</translation>
    </message>
    <message>
        <source>Best comeback:</source>
        <translation>Millor remuntada:</translation>
    </message>
    <message>
        <source>Counted for your side: you and your partner in the pairs game, you alone in the other ways to play. A hand is won when your side has the best score of the hand (in the pairs game and with two players, when it scores); without pairs a score can be below zero. A contro counts when your side doubled (contro, recontro, Sant Vicenç or barraca) and is won when your side then won the hand. The best comeback is the largest deficit in a game your side went on to win. The partner&apos;s level counts the pairs game only.</source>
        <translation>Comptat per al teu bàndol: tu i el company en el joc per parelles, tu sol en les altres maneres de jugar. Una mà es guanya quan el teu bàndol hi fa la millor anotació (per parelles i a dos jugadors, quan s&apos;apunta punts); sense parelles una anotació pot ser negativa. Un contro compta quan el teu bàndol ha doblat (contro, recontro, Sant Vicenç o barraca) i es guanya quan després el teu bàndol guanya la mà. La millor remuntada és el desavantatge més gran en una partida que el teu bàndol ha acabat guanyant. El nivell del company només compta el joc per parelles.</translation>
    </message>
    <message>
        <source>Way to play</source>
        <translation>Manera de jugar</translation>
    </message>
    <message>
        <source>Variant</source>
        <translation>Modalitat</translation>
    </message>
    <message>
        <source>Opponents</source>
        <translation>Rivals</translation>
    </message>
    <message>
        <source>Partner</source>
        <translation>Company</translation>
    </message>
    <message>
        <source>Over time</source>
        <translation>Al llarg del temps</translation>
    </message>
    <message>
        <source>Compared</source>
        <translation>Comparat</translation>
    </message>
    <message>
        <source>By way to play</source>
        <translation>Per manera de jugar</translation>
    </message>
    <message>
        <source>By variant</source>
        <translation>Per modalitat</translation>
    </message>
    <message>
        <source>By opponents&apos; level</source>
        <translation>Pel nivell dels rivals</translation>
    </message>
    <message>
        <source>By partner&apos;s level</source>
        <translation>Pel nivell del company</translation>
    </message>
    <message>
        <source>In numbers</source>
        <translation>En xifres</translation>
    </message>
    <message>
        <source>Rating</source>
        <translation>Valoració</translation>
    </message>
    <message>
        <source>Games won</source>
        <translation>Partides guanyades</translation>
    </message>
    <message>
        <source>Hands won</source>
        <translation>Mans guanyades</translation>
    </message>
    <message>
        <source>Contros won</source>
        <translation>Contros guanyats</translation>
    </message>
    <message>
        <source>%1 of %2</source>
        <comment>in a table: 11 games won of 30 played</comment>
        <translation>%1 de %2</translation>
    </message>
    <message>
        <source>Points per hand</source>
        <translation>Punts per mà</translation>
    </message>
</context>
<context>
    <name>Table</name>
    <message>
        <source>D</source>
        <comment>dealer mark on a nameplate</comment>
        <extracomment>Animation length factor per speed setting; 0 shows every event at once. The room the keyboard&apos;s card keeps clear right of itself in your hand: its frame and the next card&apos;s edge (each reaches up to 11 px out, in high contrast), so the card on its right never covers the card or its frame. The least of a card&apos;s width the others still show when they close up for the keyboard&apos;s card: its index. the corners the view&apos;s widgets take: info box, last-trick buttons, Hint and Undo your plate and your partner&apos;s stand aside for an ending panel (``set_plates_aside``) the human&apos;s cards: which may be chosen, the keyboard&apos;s card, clicks (see :mod:`.human_hand`)</extracomment>
        <translation>R</translation>
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
        <translation>Reclamo!</translation>
    </message>
    <message>
        <source>Our last trick</source>
        <extracomment>a screen reader reads this view as the card table (:mod:`.access.tree`), even while it is built buttons features put on the table (Hint, Undo), laid out bottom left; whether each is wanted</extracomment>
        <translation>La nostra última basa</translation>
    </message>
    <message>
        <source>Last tricks</source>
        <translation>Últimes bases</translation>
    </message>
    <message>
        <source>Their last trick</source>
        <translation>La seva última basa</translation>
    </message>
    <message>
        <source>Claim an illegal card</source>
        <translation>Reclama una carta il·legal</translation>
    </message>
    <message>
        <source>to %1</source>
        <extracomment>the box&apos;s background and the colour of its quieter words (high contrast: black and white)</extracomment>
        <translation>a %1</translation>
    </message>
    <message>
        <source>%1 claims: %2 played the %3 illegally in trick %4.</source>
        <translation>%1 reclama: %2 ha jugat il·legalment %3 a la basa %4.</translation>
    </message>
    <message>
        <source>Your turn!</source>
        <translation>Et toca!</translation>
    </message>
    <message>
        <source>thinking…</source>
        <translation>pensant…</translation>
    </message>
    <message>
        <source>Wait for your turn.</source>
        <translation>Espera el teu torn.</translation>
    </message>
    <message>
        <source>Play an illegal card?</source>
        <translation>Vols jugar una carta il·legal?</translation>
    </message>
    <message>
        <source>With table rules you may play it anyway, but if the other side claims it you lose the hand. Play it?</source>
        <translation>Amb regles de taula la pots jugar igualment, però si l&apos;altra parella ho reclama perds la mà. La jugues?</translation>
    </message>
    <message numerus="yes">
        <source>%n hands</source>
        <translation>
            <numerusform>%n mà</numerusform>
            <numerusform>%n mans</numerusform>
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
        <translation>as</translation>
    </message>
    <message>
        <source>manilla</source>
        <translation>manilla</translation>
    </message>
    <message>
        <source>jack</source>
        <translation>sota</translation>
    </message>
    <message>
        <source>knight</source>
        <translation>cavall</translation>
    </message>
    <message>
        <source>king</source>
        <translation>rei</translation>
    </message>
    <message>
        <source>%1 of %2</source>
        <comment>the suit name starts with a vowel</comment>
        <translation>%1 d&apos;%2</translation>
    </message>
    <message>
        <source>%1 of %2</source>
        <translation>%1 de %2</translation>
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
        <translation> (regles estrictes: encara que guanyi el company)</translation>
    </message>
    <message>
        <source>You hold %suit: you must follow suit (%options).</source>
        <translation>Tens %suit: has de servir (%options).</translation>
    </message>
    <message>
        <source>The %winning is winning and your partner is not: you must beat it if you can (%options).</source>
        <translation>Guanya la basa %winning, i no és del company: l&apos;has de matar si pots (%options).</translation>
    </message>
    <message>
        <source>A rival has trumped with the %winning: you must overtrump if you can (%options).</source>
        <translation>Un rival ha tallat amb %winning: has de sobretallar si pots (%options).</translation>
    </message>
    <message>
        <source>You have no %led and your partner is not winning: you must trump with %suit (%options).</source>
        <translation>No tens %led i el company no guanya: has de tallar amb %suit (%options).</translation>
    </message>
    <message>
        <source>The %card does not win the trick and your partner is winning: play a point card or your lowest %suit (the %lowest).</source>
        <translation>Aquesta carta (%card) no guanya la basa i guanya el company: juga una carta que compti o la més baixa de %suit (%lowest).</translation>
    </message>
    <message>
        <source>The %card does not win the trick and a rival is winning: play your lowest %suit (the %lowest).</source>
        <translation>Aquesta carta (%card) no guanya la basa i guanya un rival: juga la més baixa de %suit (%lowest).</translation>
    </message>
    <message>
        <source>You do not hold the %card.</source>
        <translation>No tens aquesta carta (%card).</translation>
    </message>
    <message>
        <source>It is not your turn.</source>
        <translation>No és el teu torn.</translation>
    </message>
    <message>
        <source>That cannot be done now.</source>
        <translation>Ara no es pot fer això.</translation>
    </message>
    <message>
        <source>The other side has not played an illegal card in this hand.</source>
        <translation>L&apos;altra parella no ha jugat cap carta il·legal en aquesta mà.</translation>
    </message>
    <message>
        <source>Us</source>
        <translation>Nosaltres</translation>
    </message>
    <message>
        <source>Them</source>
        <translation>Ells</translation>
    </message>
    <message>
        <source>Across</source>
        <comment>default name of the player in front, who is not a partner</comment>
        <translation>Davant</translation>
    </message>
    <message>
        <source>Me</source>
        <comment>default name of the player</comment>
        <translation>Jo</translation>
    </message>
    <message>
        <source>Right</source>
        <comment>default name of the player on your right</comment>
        <translation>Dreta</translation>
    </message>
    <message>
        <source>Partner</source>
        <comment>default name of the partner</comment>
        <translation>Company</translation>
    </message>
    <message>
        <source>Left</source>
        <comment>default name of the player on your left</comment>
        <translation>Esquerra</translation>
    </message>
    <message>
        <source>Pere,Montse,Jordi,Núria,Carme,Josep,Marta,Quim</source>
        <comment>the computer players&apos; names at a LAN table: comma-separated first names usual in this language (at least three, different from each other)</comment>
        <translation>Pere,Montse,Jordi,Núria,Carme,Josep,Marta,Quim</translation>
    </message>
</context>
<context>
    <name>TrickHistory</name>
    <message>
        <source>Trick</source>
        <translation>Basa</translation>
    </message>
    <message>
        <source>Winner</source>
        <translation>Guanya</translation>
    </message>
    <message>
        <source>Points</source>
        <translation>Punts</translation>
    </message>
</context>
</TS>
