<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="es" sourcelanguage="en">
<context>
    <name>About</name>
    <message>
        <source>The Catalan card game, against the computer or with friends on your network.</source>
        <translation>El juego de cartas catalán, contra el ordenador o con amigos en tu red.</translation>
    </message>
    <message>
        <source>Free software under the GNU GPL, version 3 or later.</source>
        <translation>Software libre bajo la GNU GPL, versión 3 o posterior.</translation>
    </message>
</context>
<context>
    <name>Access</name>
    <message>
        <source>Card table</source>
        <translation>Mesa de juego</translation>
    </message>
    <message>
        <source>Announcements</source>
        <translation>Avisos</translation>
    </message>
    <message>
        <source>Last trick shown</source>
        <translation>Última baza a la vista</translation>
    </message>
    <message>
        <source>card face down</source>
        <translation>carta boca abajo</translation>
    </message>
    <message>
        <source>Left and Right choose a card, 1 to 9 and 0 pick the first to tenth, Enter plays it.</source>
        <translation>Izquierda y Derecha eligen una carta, del 1 al 9 y el 0 eligen de la primera a la décima, Intro la juega.</translation>
    </message>
    <message>
        <source>Enter plays it.</source>
        <translation>Intro la juega.</translation>
    </message>
    <message>
        <source>Table rules: say the other side played an illegal card; if they did, they lose the hand.</source>
        <translation>Reglas de mesa: dices que la otra pareja ha jugado una carta ilegal; si es así, pierden la mano.</translation>
    </message>
    <message>
        <source>Shows the last trick the other side won (Esc hides it).</source>
        <translation>Muestra la última baza que ha ganado la otra pareja (Esc la oculta).</translation>
    </message>
    <message>
        <source>Shows the last trick your side won (Esc hides it).</source>
        <translation>Muestra la última baza que ha ganado tu pareja (Esc la oculta).</translation>
    </message>
    <message>
        <source>Shows the last trick each player won (Esc hides them).</source>
        <translation>Muestra la última baza que ha ganado cada jugador (Esc las oculta).</translation>
    </message>
    <message>
        <source>No points.</source>
        <translation>No vale puntos.</translation>
    </message>
    <message numerus="yes">
        <source>Worth %n points.</source>
        <translation>
            <numerusform>Vale %n punto.</numerusform>
            <numerusform>Vale %n puntos.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n cards</source>
        <translation>
            <numerusform>%n carta</numerusform>
            <numerusform>%n cartas</numerusform>
        </translation>
    </message>
    <message>
        <source>Your hand: %1</source>
        <translation>Tu mano: %1</translation>
    </message>
    <message>
        <source>Your cards: %1 in your hand, %2 face up on your piles</source>
        <translation>Tus cartas: %1 en la mano, %2 boca arriba en tus montones</translation>
    </message>
    <message>
        <source>%1, on top of your pile %2</source>
        <translation>%1, encima de tu montón %2</translation>
    </message>
    <message>
        <source>Pile %1 of %2 in front of you; under it: %3 face down.</source>
        <translation>Montón %1 de %2 delante de ti; debajo: %3 boca abajo.</translation>
    </message>
    <message>
        <source>Trick: no card on the table yet</source>
        <translation>Baza: aún no hay ninguna carta en la mesa</translation>
    </message>
    <message>
        <source>Trick %1: %2</source>
        <translation>Baza %1: %2</translation>
    </message>
    <message>
        <source>%1, playable</source>
        <translation>%1, se puede jugar</translation>
    </message>
    <message>
        <source>%1, not playable</source>
        <translation>%1, no se puede jugar</translation>
    </message>
    <message>
        <source>Card %1 of %2 in your hand.</source>
        <translation>Carta %1 de %2 de tu mano.</translation>
    </message>
    <message>
        <source>You played the %1</source>
        <translation>Has jugado %1</translation>
    </message>
    <message>
        <source>%1 played the %2</source>
        <translation>%1 ha jugado %2</translation>
    </message>
    <message>
        <source>%1, winning</source>
        <translation>%1, gana la baza</translation>
    </message>
    <message>
        <source>%1 (you)</source>
        <translation>%1 (tú)</translation>
    </message>
    <message>
        <source>dealer</source>
        <translation>reparte</translation>
    </message>
    <message>
        <source>your turn</source>
        <translation>te toca</translation>
    </message>
    <message>
        <source>their turn</source>
        <translation>le toca</translation>
    </message>
    <message>
        <source>Face up on the piles: %1.</source>
        <translation>Cartas boca arriba en los montones: %1.</translation>
    </message>
    <message>
        <source>Any card may be played.</source>
        <translation>Puedes jugar cualquier carta.</translation>
    </message>
    <message>
        <source>Playable: %1.</source>
        <translation>Puedes jugar: %1.</translation>
    </message>
    <message>
        <source>No trump; the hand counts double.</source>
        <translation>Sin triunfo; la mano cuenta doble.</translation>
    </message>
    <message>
        <source>Your partner chooses trump.</source>
        <translation>Tu compañero elige el triunfo.</translation>
    </message>
    <message>
        <source>Make %1 trump.</source>
        <translation>Triunfo: %1.</translation>
    </message>
    <message>
        <source>Do not double the stakes.</source>
        <translation>No doblar la apuesta.</translation>
    </message>
    <message>
        <source>Double the stakes.</source>
        <translation>Doblar la apuesta.</translation>
    </message>
    <message numerus="yes">
        <source>You win the trick (%n points).</source>
        <translation>
            <numerusform>Ganas la baza (%n punto).</numerusform>
            <numerusform>Ganas la baza (%n puntos).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 wins the trick (%n points).</source>
        <translation>
            <numerusform>%1 gana la baza (%n punto).</numerusform>
            <numerusform>%1 gana la baza (%n puntos).</numerusform>
        </translation>
    </message>
    <message>
        <source>You deal.</source>
        <translation>Repartes tú.</translation>
    </message>
    <message>
        <source>%1 deals.</source>
        <translation>Reparte %1.</translation>
    </message>
    <message>
        <source>You delegate to your partner.</source>
        <translation>Delegas en tu compañero.</translation>
    </message>
    <message>
        <source>You say %1!</source>
        <translation>¡Dices %1!</translation>
    </message>
    <message>
        <source>You pass.</source>
        <translation>Pasas.</translation>
    </message>
    <message>
        <source>You turn up the %1.</source>
        <translation>Descubres %1.</translation>
    </message>
    <message>
        <source>%1 turns up the %2.</source>
        <translation>%1 descubre %2.</translation>
    </message>
</context>
<context>
    <name>Coach</name>
    <message>
        <source>Rules coach</source>
        <translation>Entrenador de reglas</translation>
    </message>
    <message>
        <source>Check</source>
        <translation>Comprobar</translation>
    </message>
    <message>
        <source>Show the answer</source>
        <translation>Ver la respuesta</translation>
    </message>
    <message>
        <source>Try again</source>
        <translation>Volver a probar</translation>
    </message>
    <message>
        <source>◀ Previous</source>
        <translation>◀ Anterior</translation>
    </message>
    <message>
        <source>Next ▶</source>
        <translation>Siguiente ▶</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>Cerrar</translation>
    </message>
    <message>
        <source>The lessons could not be found.</source>
        <translation>No se han encontrado las lecciones.</translation>
    </message>
    <message>
        <source>Exercise %1 of %2</source>
        <translation>Ejercicio %1 de %2</translation>
    </message>
    <message>
        <source>Which cards may you play?</source>
        <translation>¿Qué cartas puedes jugar?</translation>
    </message>
    <message>
        <source>Click every card you may play (click again to take it back), then press Check.</source>
        <translation>Haz clic en cada carta que puedes jugar (otro clic la quita) y luego pulsa Comprobar.</translation>
    </message>
    <message>
        <source>Choose the cards you may play first: click them.</source>
        <translation>Primero elige las cartas que puedes jugar: haz clic en ellas.</translation>
    </message>
    <message>
        <source>These are the cards you may play.</source>
        <translation>Estas son las cartas que puedes jugar.</translation>
    </message>
    <message>
        <source>Right! You found every card you may play.</source>
        <translation>¡Muy bien! Has encontrado todas las cartas que puedes jugar.</translation>
    </message>
    <message>
        <source>Not quite. The red cards are wrong:</source>
        <translation>No del todo. Las cartas rojas no son correctas:</translation>
    </message>
    <message>
        <source>you may play this card too.</source>
        <translation>esta carta también la puedes jugar.</translation>
    </message>
    <message>
        <source>Change your choice and press Check again, or press Show the answer.</source>
        <translation>Cambia tu elección y vuelve a pulsar Comprobar, o pulsa Ver la respuesta.</translation>
    </message>
</context>
<context>
    <name>DealDialog</name>
    <message>
        <source>Play a deal by number</source>
        <extracomment>(deal number or code, dealer seat, from the other side); a code does not fit a C++ int</extracomment>
        <translation>Jugar unas cartas por número</translation>
    </message>
    <message>
        <source>You</source>
        <translation>Tú</translation>
    </message>
    <message>
        <source>The player on your right</source>
        <translation>El jugador de tu derecha</translation>
    </message>
    <message>
        <source>Your partner</source>
        <translation>Tu compañero</translation>
    </message>
    <message>
        <source>The player on your left</source>
        <translation>El jugador de tu izquierda</translation>
    </message>
    <message>
        <source>Your side: the cards dealt to you</source>
        <translation>Tu pareja: las cartas que te tocan a ti</translation>
    </message>
    <message>
        <source>The other side: the cards of the player on your right</source>
        <translation>La otra pareja: las cartas del jugador de tu derecha</translation>
    </message>
    <message>
        <source>Deal number or code:</source>
        <translation>Número o código de reparto:</translation>
    </message>
    <message>
        <source>The same number and dealer give everyone the same cards: play a deal a friend played and compare, or play it from the other side. A LAN table shows each hand&apos;s deal code when the hand is over.</source>
        <translation>El mismo número y el mismo repartidor dan a todos las mismas cartas: juega las cartas que jugó un amigo y comparad, o juégalas desde el otro lado. Una mesa en red muestra el código de reparto de cada mano cuando termina.</translation>
    </message>
    <message>
        <source>Type a deal number (up to ten digits) or a deal code (32 digits and letters a-f, as the table showed it).</source>
        <translation>Escribe un número de reparto (hasta diez cifras) o un código de reparto (32 cifras y letras a-f, tal como lo mostraba la mesa).</translation>
    </message>
    <message>
        <source>Dealer:</source>
        <translation>Reparte:</translation>
    </message>
    <message>
        <source>Play</source>
        <translation>Jugar</translation>
    </message>
</context>
<context>
    <name>Duplicate</name>
    <message>
        <source>Board %1 of %2</source>
        <extracomment>&quot;Review your hand&quot;: the hand review of your decisions at this board (the table still holds it)</extracomment>
        <translation>Reparto %1 de %2</translation>
    </message>
    <message>
        <source>Compare with the other table&apos;s play:</source>
        <translation>Compara con el juego de la otra mesa:</translation>
    </message>
    <message>
        <source>replay %1</source>
        <translation>repetición %1</translation>
    </message>
    <message>
        <source>Trick</source>
        <translation>Baza</translation>
    </message>
    <message>
        <source>Your table</source>
        <translation>Tu mesa</translation>
    </message>
    <message>
        <source>The other table</source>
        <translation>La otra mesa</translation>
    </message>
    <message>
        <source>See the match&apos;s total</source>
        <translation>Ver el total de la partida</translation>
    </message>
    <message>
        <source>Next board</source>
        <translation>Reparto siguiente</translation>
    </message>
    <message>
        <source>Review your hand</source>
        <translation>Revisa tu mano</translation>
    </message>
    <message>
        <source>The other table is still playing this board…</source>
        <translation>La otra mesa todavía juega este reparto…</translation>
    </message>
    <message>
        <source>Dealt by %1. Your side&apos;s result: %2.</source>
        <translation>Ha repartido %1. Resultado de tu bando: %2.</translation>
    </message>
    <message>
        <source>Board points: %1</source>
        <translation>Puntos del reparto: %1</translation>
    </message>
    <message>
        <source>Dealt by %1. You gave this board up: it scores %2 board points.</source>
        <translation>Ha repartido %1. Has abandonado este reparto: vale %2 puntos de reparto.</translation>
    </message>
    <message>
        <source>Dealt by %1. Your side&apos;s result: %2. The other table (%3): %4, mean %5. The difference, %6 game points, scores %7 board points.</source>
        <translation>Ha repartido %1. Resultado de tu bando: %2. La otra mesa (%3): %4, media %5. La diferencia, %6 puntos de juego, vale %7 puntos de reparto.</translation>
    </message>
    <message>
        <source>Easy</source>
        <translation>Fácil</translation>
    </message>
    <message>
        <source>Medium</source>
        <translation>Medio</translation>
    </message>
    <message>
        <source>Hard</source>
        <translation>Difícil</translation>
    </message>
    <message>
        <source>%1, %2 times</source>
        <translation>%1, %2 veces</translation>
    </message>
    <message>
        <source>Calls</source>
        <translation>Cantos</translation>
    </message>
    <message>
        <source>Duplicate match</source>
        <translation>Partida duplicada</translation>
    </message>
    <message>
        <source>Today&apos;s boards: share your result</source>
        <translation>Los repartos de hoy: comparte tu resultado</translation>
    </message>
    <message>
        <source>Your result, to copy to your friends:</source>
        <translation>Tu resultado, para copiar a tus amigos:</translation>
    </message>
    <message>
        <source>Copy</source>
        <translation>Copiar</translation>
    </message>
    <message>
        <source>Paste a friend&apos;s result to compare:</source>
        <translation>Pega el resultado de un amigo para compararlo:</translation>
    </message>
    <message>
        <source>Compare</source>
        <translation>Comparar</translation>
    </message>
    <message>
        <source>The other table is still playing boards %1…</source>
        <translation>La otra mesa todavía juega los repartos %1…</translation>
    </message>
    <message>
        <source>Total: %1 board points over %2 boards.</source>
        <translation>Total: %1 puntos de reparto en %2 repartos.</translation>
    </message>
    <message>
        <source>Board points, board by board</source>
        <translation>Puntos de cada reparto</translation>
    </message>
    <message>
        <source>Each board</source>
        <translation>Cada reparto</translation>
    </message>
    <message>
        <source>Board: %1</source>
        <translation>Reparto: %1</translation>
    </message>
    <message>
        <source>Running total</source>
        <translation>Total acumulado</translation>
    </message>
    <message>
        <source>Total: %1</source>
        <translation>Total: %1</translation>
    </message>
    <message>
        <source>even</source>
        <translation>empate</translation>
    </message>
    <message>
        <source>Board</source>
        <translation>Reparto</translation>
    </message>
    <message>
        <source>No board scored yet.</source>
        <translation>Todavía no hay ningún reparto puntuado.</translation>
    </message>
    <message>
        <source>Your total %1, your friend&apos;s %2.</source>
        <translation>Tu total %1, el de tu amigo %2.</translation>
    </message>
    <message>
        <source>Board %1: you %2 (%3), your friend %4 (%5)</source>
        <translation>Reparto %1: tú %2 (%3), tu amigo %4 (%5)</translation>
    </message>
    <message>
        <source>You both played exactly the same cards.</source>
        <translation>Los dos habéis jugado exactamente las mismas cartas.</translation>
    </message>
    <message>
        <source>This result text was changed after it was made (its check does not match): it is not compared.</source>
        <translation>Este texto de resultado se cambió después de hacerlo (la comprobación no coincide): no se compara.</translation>
    </message>
    <message>
        <source>A board of this result text does not score what its result scores against the other table: it was changed.</source>
        <translation>Un reparto de este texto no tiene los puntos que su resultado vale contra la otra mesa: se ha cambiado.</translation>
    </message>
    <message>
        <source>This result is for another day&apos;s boards.</source>
        <translation>Este resultado es de los repartos de otro día.</translation>
    </message>
    <message>
        <source>This result was played against another other table (level or replays): the scores cannot be compared.</source>
        <translation>Este resultado se jugó contra otra mesa distinta (nivel o repeticiones): los puntos no se pueden comparar.</translation>
    </message>
    <message>
        <source>This is not a botifarra duplicate result text that can be read: copy all three lines of it.</source>
        <translation>Esto no es un texto de resultado de duplicado de botifarra que se pueda leer: copia sus tres líneas.</translation>
    </message>
    <message>
        <source>The duplicate match could not be saved: %1</source>
        <translation>No se ha podido guardar la partida duplicada: %1</translation>
    </message>
    <message>
        <source>The saved duplicate match could not be read.</source>
        <translation>No se ha podido leer la partida duplicada guardada.</translation>
    </message>
    <message>
        <source>Duplicate match: board %1 of %2.</source>
        <translation>Partida duplicada: reparto %1 de %2.</translation>
    </message>
    <message>
        <source>Duplicate match: board %1 was given up (-3 board points).</source>
        <translation>Partida duplicada: se ha abandonado el reparto %1 (-3 puntos de reparto).</translation>
    </message>
    <message>
        <source>The other table could not play board %1.</source>
        <translation>La otra mesa no ha podido jugar el reparto %1.</translation>
    </message>
    <message>
        <source>The rating could not be saved.</source>
        <translation>No se ha podido guardar la valoración.</translation>
    </message>
    <message>
        <source>The rating file had a problem.</source>
        <translation>El archivo de la valoración tenía un problema.</translation>
    </message>
    <message>
        <source>You play each board once with a computer partner against two computer opponents. At the other table four computer players play the same boards in the same seats, several times. Each board scores the difference between your result and theirs, so the luck of the cards is taken out.</source>
        <translation>Juegas cada reparto una vez con un compañero del ordenador contra dos rivales del ordenador. En la otra mesa, cuatro jugadores del ordenador juegan los mismos repartos en los mismos puestos, varias veces. Cada reparto puntúa la diferencia entre tu resultado y el suyo, y así se quita la suerte de las cartas.</translation>
    </message>
    <message>
        <source>Today&apos;s boards (%1 boards, the same for everyone today)</source>
        <translation>Los repartos de hoy (%1 repartos, los mismos para todos hoy)</translation>
    </message>
    <message>
        <source>A match of new boards</source>
        <translation>Una partida de repartos nuevos</translation>
    </message>
    <message>
        <source>Boards:</source>
        <translation>Repartos:</translation>
    </message>
    <message>
        <source>Computer players&apos; level:</source>
        <translation>Nivel de los jugadores del ordenador:</translation>
    </message>
    <message>
        <source>Plays of each board at the other table:</source>
        <translation>Veces que la otra mesa juega cada reparto:</translation>
    </message>
    <message>
        <source>Start</source>
        <translation>Empezar</translation>
    </message>
</context>
<context>
    <name>FirstStart</name>
    <message>
        <source>Welcome to Botifarra</source>
        <translation>Bienvenido a la Butifarra</translation>
    </message>
    <message>
        <source>Before the first deal: how should we call you, in which language, and how strong should the computer players be?</source>
        <translation>Antes de la primera mano: ¿cómo te llamamos, en qué idioma, y cómo de fuertes deben ser los jugadores del ordenador?</translation>
    </message>
    <message>
        <source>Your &amp;name:</source>
        <translation>Tu &amp;nombre:</translation>
    </message>
    <message>
        <source>&amp;Language:</source>
        <translation>&amp;Idioma:</translation>
    </message>
    <message>
        <source>&amp;Computer players:</source>
        <translation>Jugadores del &amp;ordenador:</translation>
    </message>
    <message>
        <source>Easy: to learn the game</source>
        <translation>Fácil: para aprender el juego</translation>
    </message>
    <message>
        <source>Medium: a good club player</source>
        <translation>Medio: un buen jugador de casino</translation>
    </message>
    <message>
        <source>Hard: plays to win</source>
        <translation>Difícil: juega para ganar</translation>
    </message>
    <message>
        <source>You can change all of this later: the language in Preferences, the names and levels in New game.</source>
        <translation>Todo esto se puede cambiar después: el idioma en Preferencias, los nombres y los niveles en Partida nueva.</translation>
    </message>
    <message>
        <source>&amp;Start playing</source>
        <translation>&amp;Empezar a jugar</translation>
    </message>
    <message>
        <source>S&amp;kip</source>
        <translation>&amp;Saltar</translation>
    </message>
    <message>
        <source>Your answers could not be saved: %1</source>
        <translation>No se han podido guardar las respuestas: %1</translation>
    </message>
</context>
<context>
    <name>GameOver</name>
    <message>
        <source>The game ends level.</source>
        <translation>La partida termina en empate.</translation>
    </message>
    <message>
        <source>You win the game!</source>
        <translation>¡Habéis ganado la partida!</translation>
    </message>
    <message>
        <source>The other side wins the game.</source>
        <translation>La otra pareja gana la partida.</translation>
    </message>
    <message>
        <source>%1 wins the game.</source>
        <translation>%1 gana la partida.</translation>
    </message>
    <message>
        <source>Rematch</source>
        <extracomment>The coins when the player&apos;s side wins (``won``), over the title and score only.</extracomment>
        <translation>Revancha</translation>
    </message>
    <message>
        <source>The same players and rules; the deal passes on.</source>
        <translation>Los mismos jugadores y reglas; el reparto sigue su turno.</translation>
    </message>
    <message>
        <source>New game…</source>
        <translation>Partida nueva…</translation>
    </message>
    <message>
        <source>Review</source>
        <translation>Revisión</translation>
    </message>
    <message>
        <source>Your cards in the hands of this game.</source>
        <translation>Tus cartas en las manos de esta partida.</translation>
    </message>
    <message>
        <source>Congratulations!</source>
        <translation>¡Enhorabuena!</translation>
    </message>
    <message>
        <source>Rematch asked</source>
        <translation>Revancha pedida</translation>
    </message>
    <message>
        <source>Statistics</source>
        <translation>Estadísticas</translation>
    </message>
    <message>
        <source>Hands played: %1</source>
        <translation>Manos jugadas: %1</translation>
    </message>
</context>
<context>
    <name>HandHistoryDialog</name>
    <message>
        <source>Past hands</source>
        <translation>Manos jugadas</translation>
    </message>
    <message>
        <source>First</source>
        <translation>Primera</translation>
    </message>
    <message>
        <source>Previous trick</source>
        <translation>Baza anterior</translation>
    </message>
    <message>
        <source>Next trick</source>
        <translation>Baza siguiente</translation>
    </message>
    <message>
        <source>Last</source>
        <translation>Última</translation>
    </message>
    <message>
        <source>Play this deal again</source>
        <translation>Volver a jugar estas cartas</translation>
    </message>
    <message>
        <source>No hands have been played yet.</source>
        <translation>Todavía no se ha jugado ninguna mano.</translation>
    </message>
    <message>
        <source>Damaged record</source>
        <translation>Registro dañado</translation>
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
        <translation>Este registro está dañado y no se puede mostrar:</translation>
    </message>
    <message>
        <source>Seat %1</source>
        <translation>Asiento %1</translation>
    </message>
    <message>
        <source>Botifarra</source>
        <translation>Butifarra</translation>
    </message>
    <message>
        <source>You declared botifarra.</source>
        <translation>Has cantado butifarra.</translation>
    </message>
    <message>
        <source>%1 declared botifarra.</source>
        <translation>%1 ha cantado butifarra.</translation>
    </message>
    <message>
        <source>You declared %1.</source>
        <translation>Has cantado %1.</translation>
    </message>
    <message>
        <source>%1 declared %2.</source>
        <translation>%1 ha cantado %2.</translation>
    </message>
    <message>
        <source>(You delegated.)</source>
        <translation>(Has delegado.)</translation>
    </message>
    <message>
        <source>(%1 delegated.)</source>
        <translation>(%1 ha delegado.)</translation>
    </message>
    <message>
        <source>You said %1.</source>
        <translation>Has dicho %1.</translation>
    </message>
    <message>
        <source>%1: %2.</source>
        <translation>%1: %2.</translation>
    </message>
    <message>
        <source>Each point counts ×%1.</source>
        <translation>Cada punto vale ×%1.</translation>
    </message>
    <message>
        <source>Way to play: %1.</source>
        <translation>Forma de jugar: %1.</translation>
    </message>
    <message>
        <source>Hand %1: the cards as dealt</source>
        <translation>Mano %1: las cartas tal como se repartieron</translation>
    </message>
    <message>
        <source>You claimed an illegal card: the %1 played by %2 in trick %3.</source>
        <translation>Has reclamado una carta ilegal: %1, jugada por %2 en la baza %3.</translation>
    </message>
    <message>
        <source>%1 claimed an illegal card: the %2 you played in trick %3.</source>
        <translation>%1 ha reclamado una carta ilegal: %2, que has jugado en la baza %3.</translation>
    </message>
    <message>
        <source>%1 claimed an illegal card: the %2 played by %3 in trick %4.</source>
        <translation>%1 ha reclamado una carta ilegal: %2, jugada por %3 en la baza %4.</translation>
    </message>
    <message numerus="yes">
        <source>Trick %1 of %2: you win it (%n points)</source>
        <translation>
            <numerusform>Baza %1 de %2: la ganas tú (%n punto)</numerusform>
            <numerusform>Baza %1 de %2: la ganas tú (%n puntos)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Trick %1 of %2: %3 wins it (%n points)</source>
        <translation>
            <numerusform>Baza %1 de %2: la gana %3 (%n punto)</numerusform>
            <numerusform>Baza %1 de %2: la gana %3 (%n puntos)</numerusform>
        </translation>
    </message>
    <message>
        <source>Cards in hand:</source>
        <translation>Cartas en la mano:</translation>
    </message>
    <message>
        <source>(none)</source>
        <translation>(ninguna)</translation>
    </message>
    <message>
        <source>Piles (the top card was face up):</source>
        <translation>Montones (la carta de arriba estaba boca arriba):</translation>
    </message>
    <message>
        <source>%1, pile %2:</source>
        <translation>%1, montón %2:</translation>
    </message>
    <message>
        <source>%1 on top</source>
        <translation>%1 arriba</translation>
    </message>
    <message>
        <source>under it: %1</source>
        <translation>debajo: %1</translation>
    </message>
    <message>
        <source>Points: %1.  Score: %2.  Totals: %3.</source>
        <translation>Puntos: %1.  Anotación: %2.  Totales: %3.</translation>
    </message>
    <message>
        <source>Points: %1 %2, %3 %4.  Score: %1 %5, %3 %6.  Totals: %1 %7, %3 %8.</source>
        <translation>Puntos: %1 %2, %3 %4.  Anotación: %1 %5, %3 %6.  Totales: %1 %7, %3 %8.</translation>
    </message>
</context>
<context>
    <name>Hints</name>
    <message>
        <source>The %card is your only legal card.</source>
        <translation>Solo puedes jugar una carta: %card.</translation>
    </message>
    <message>
        <source>Lead the %card to draw the rivals&apos; trumps (arrastrar).</source>
        <translation>Sal con %card para hacer caer los triunfos de los rivales (arrastrar).</translation>
    </message>
    <message>
        <source>Lead the %card: it is the highest %suit card left.</source>
        <translation>Sal con %card: es la carta más alta de %suit que queda.</translation>
    </message>
    <message>
        <source>Lead the %card: a low card keeps your strong cards for later.</source>
        <translation>Sal con %card: una carta baja te guarda las buenas para después.</translation>
    </message>
    <message>
        <source>Lead the %card, a trump.</source>
        <translation>Sal con %card, un triunfo.</translation>
    </message>
    <message>
        <source>Your partner is winning the trick: load it with the %card (carregar).</source>
        <translation>Tu compañero gana la baza: cárgala con %card.</translation>
    </message>
    <message>
        <source>Your partner is winning the trick: play the %card and keep your good cards.</source>
        <translation>Tu compañero gana la baza: juega %card y guárdate las cartas buenas.</translation>
    </message>
    <message>
        <source>Cut with the %card to win the trick.</source>
        <translation>Falla con %card para ganar la baza.</translation>
    </message>
    <message>
        <source>Win the trick with the %card: it is the highest %suit card left.</source>
        <translation>Gana la baza con %card: es la carta más alta de %suit que queda.</translation>
    </message>
    <message>
        <source>Win the trick with the %card.</source>
        <translation>Gana la baza con %card.</translation>
    </message>
    <message>
        <source>You cannot win this trick cheaply: play the %card, it costs you least.</source>
        <translation>Esta baza no la puedes ganar barata: juega %card, es la que menos te cuesta.</translation>
    </message>
    <message>
        <source>Name %suit as trumps: you hold %count of them.</source>
        <translation>Pinta %suit: tienes %count.</translation>
    </message>
    <message>
        <source>Say botifarra: your manilles and aces should win most of the points.</source>
        <translation>Canta botifarra: tus manillas y tus ases deberían ganar la mayoría de los puntos.</translation>
    </message>
    <message>
        <source>Delegate: your hand is weak, let your partner choose.</source>
        <translation>Delega: tu mano es floja, que elija tu compañero.</translation>
    </message>
    <message>
        <source>Say %call: your side expects about %points of the 72 points.</source>
        <translation>Di %call: tu pareja puede esperar unos %points de los 72 puntos.</translation>
    </message>
    <message>
        <source>Pass: your side expects about %points of the 72 points, not enough to raise the stake.</source>
        <translation>Pasa: tu pareja puede esperar unos %points de los 72 puntos, no bastan para subir la apuesta.</translation>
    </message>
    <message>
        <source>Play the %card: the Hard level&apos;s search expects the most points for your side with it.</source>
        <translation>Juega %card: la búsqueda del nivel Difícil prevé más puntos para tu pareja con ella.</translation>
    </message>
    <message>
        <source>Hint</source>
        <translation>Pista</translation>
    </message>
    <message>
        <source>Undo</source>
        <translation>Deshacer</translation>
    </message>
    <message>
        <source>&amp;Hint</source>
        <translation>&amp;Pista</translation>
    </message>
    <message>
        <source>&amp;Undo my last card</source>
        <translation>&amp;Deshacer la última jugada</translation>
    </message>
    <message>
        <source>What the hard level would play, and why (H).</source>
        <translation>Lo que jugaría el nivel difícil, y por qué (H).</translation>
    </message>
    <message>
        <source>Takes back your last card (Ctrl+Z).</source>
        <translation>Deshace tu última carta (Ctrl+Z).</translation>
    </message>
    <message>
        <source>Looking for a hint…</source>
        <translation>Buscando una pista…</translation>
    </message>
    <message>
        <source>No hint now: %1</source>
        <translation>Ahora no hay pista: %1</translation>
    </message>
    <message>
        <source>Hint: %1</source>
        <translation>Pista: %1</translation>
    </message>
    <message>
        <source>Your last move was taken back.</source>
        <translation>Se ha deshecho tu última jugada.</translation>
    </message>
</context>
<context>
    <name>Keeper</name>
    <message>
        <source>Lost: finished hands that could not be saved in your past hands, nor kept in %2 to be saved later: %1.</source>
        <translation>Perdidas: manos terminadas que no se han podido guardar en las manos pasadas ni conservar en %2 para guardarlas más tarde: %1.</translation>
    </message>
    <message>
        <source>Lost: hands or games that could not be counted in your statistics, nor kept in %2 to be counted later: %1.</source>
        <translation>Perdidas: manos o partidas que no se han podido contar en las estadísticas ni conservar en %2 para contarlas más tarde: %1.</translation>
    </message>
    <message>
        <source>Some finished hands cannot be kept anywhere for now: neither your past hands nor the file that keeps them until they can be saved can be written.</source>
        <translation>Por ahora algunas manos terminadas no se pueden conservar en ningún sitio: no se pueden escribir ni las manos pasadas ni el archivo que las conserva hasta que se puedan guardar.</translation>
    </message>
    <message>
        <source>Hands kept only in this window&apos;s memory: %1.
If Botifarra is closed before saving works again, they will be lost from your past hands.
File: %2</source>
        <translation>Manos conservadas solo en la memoria de esta ventana: %1.
Si se cierra Botifarra antes de que el guardado vuelva a funcionar, se perderán de las manos pasadas.
Archivo: %2</translation>
    </message>
    <message>
        <source>Some hands or games cannot be counted anywhere for now: neither your statistics nor the file that keeps them until they can be counted can be written.</source>
        <translation>Por ahora algunas manos o partidas no se pueden contar en ningún sitio: no se pueden escribir ni las estadísticas ni el archivo que las conserva hasta que se puedan contar.</translation>
    </message>
    <message>
        <source>Hands or games kept only in this window&apos;s memory: %1.
If Botifarra is closed before saving works again, your statistics will not include them.
File: %2</source>
        <translation>Manos o partidas conservadas solo en la memoria de esta ventana: %1.
Si se cierra Botifarra antes de que el guardado vuelva a funcionar, las estadísticas no las incluirán.
Archivo: %2</translation>
    </message>
    <message>
        <source>The file of what was waiting to be saved was damaged and has been kept aside; its backup copy is used.</source>
        <translation>El archivo de lo que esperaba ser guardado estaba dañado y se ha apartado; se usa su copia de seguridad.</translation>
    </message>
    <message>
        <source>The file of past hands waiting to be saved was damaged and has been kept aside; the hands it held are not in your past hands.</source>
        <translation>El archivo de manos pasadas que esperaban ser guardadas estaba dañado y se ha apartado; las manos que contenía no están en las manos pasadas.</translation>
    </message>
    <message>
        <source>The file of hands and games waiting to be counted was damaged and has been kept aside; what it held is not counted. Your statistics file is not affected.</source>
        <translation>El archivo de manos y partidas que esperaban ser contadas estaba dañado y se ha apartado; lo que contenía no se cuenta. El archivo de estadísticas no se ve afectado.</translation>
    </message>
    <message>
        <source>Some of what was waiting to be saved could not be used and has been kept aside.</source>
        <translation>Parte de lo que esperaba ser guardado no se ha podido usar y se ha apartado.</translation>
    </message>
    <message>
        <source>Your statistics file was damaged and has been kept aside; the statistics go on from its backup copy.</source>
        <translation>El archivo de las estadísticas estaba dañado y se ha guardado aparte; las estadísticas siguen a partir de su copia de seguridad.</translation>
    </message>
    <message>
        <source>Your statistics file was damaged and has been kept aside; counting starts again with the hands and games that were waiting to be counted.</source>
        <translation>El archivo de estadísticas estaba dañado y se ha apartado; el recuento vuelve a empezar con las manos y partidas que esperaban ser contadas.</translation>
    </message>
    <message>
        <source>Your statistics file was damaged and has been kept aside; counting starts again from this hand.</source>
        <translation>El archivo de las estadísticas estaba dañado y se ha guardado aparte; el recuento vuelve a empezar desde esta mano.</translation>
    </message>
    <message>
        <source>The file of the game in play was damaged and has been kept aside; the game is saved again from now on.</source>
        <translation>El archivo de la partida en juego estaba dañado y se ha guardado aparte; a partir de ahora la partida se vuelve a guardar.</translation>
    </message>
    <message>
        <source>A damaged file of the past hands has been kept aside; the hands that were waiting to be saved are saved now.</source>
        <translation>Se ha apartado un archivo dañado de las manos pasadas; las manos que esperaban ser guardadas ya se han guardado.</translation>
    </message>
    <message>
        <source>A damaged file of the past hands has been kept aside; this hand is saved.</source>
        <translation>Se ha guardado aparte un archivo dañado de las manos jugadas; esta mano queda guardada.</translation>
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
        <translation>&amp;Organizar una partida…</translation>
    </message>
    <message>
        <source>&amp;Join a game…</source>
        <translation>&amp;Unirse a una partida…</translation>
    </message>
    <message>
        <source>&amp;Rejoin the LAN table</source>
        <translation>&amp;Volver a la mesa en red</translation>
    </message>
    <message>
        <source>&amp;Leave the LAN table</source>
        <translation>&amp;Dejar la mesa en red</translation>
    </message>
    <message>
        <source>&amp;Free a friend&apos;s seat</source>
        <translation>&amp;Liberar el asiento de un amigo</translation>
    </message>
    <message>
        <source>Hand %1 was dealt from the code %2 (Practice ▸ Play a deal by number).</source>
        <translation>La mano %1 se repartió con el código %2 (Práctica ▸ Jugar unas cartas por número).</translation>
    </message>
    <message>
        <source>%1 is back.</source>
        <translation>%1 ha vuelto.</translation>
    </message>
    <message>
        <source>A computer player now plays for %1.</source>
        <translation>Ahora un jugador del ordenador juega por %1.</translation>
    </message>
    <message>
        <source>Botifarra — LAN game</source>
        <translation>Butifarra — partida en red</translation>
    </message>
    <message>
        <source>Waiting for %1… %2 s, then a computer player takes the seat.</source>
        <translation>Esperando a %1… %2 s, y luego un jugador del ordenador ocupará el asiento.</translation>
    </message>
    <message>
        <source>The table cannot start another game now.</source>
        <translation>La mesa no puede empezar otra partida ahora.</translation>
    </message>
    <message>
        <source>A new game begins: the same players and rules.</source>
        <translation>Empieza una nueva partida: los mismos jugadores y reglas.</translation>
    </message>
    <message>
        <source>%1 asks for a rematch.</source>
        <translation>%1 pide la revancha.</translation>
    </message>
    <message>
        <source>Ready for a rematch: %1.</source>
        <translation>Listos para la revancha: %1.</translation>
    </message>
    <message>
        <source>Waiting for: %1.</source>
        <translation>Esperando a: %1.</translation>
    </message>
    <message>
        <source>Connecting to the table over the internet…</source>
        <translation>Conectando con la mesa por internet…</translation>
    </message>
    <message>
        <source>The connection to the table was lost.</source>
        <translation>Se ha perdido la conexión con la mesa.</translation>
    </message>
    <message>
        <source>The host has closed the table.</source>
        <translation>El anfitrión ha cerrado la mesa.</translation>
    </message>
    <message>
        <source>Your seat was taken from another window or computer.</source>
        <translation>Tu asiento se ha ocupado desde otra ventana u otro ordenador.</translation>
    </message>
    <message>
        <source>LAN game</source>
        <translation>Partida en red</translation>
    </message>
    <message>
        <source>Your seat is kept for a while: rejoin to play on.</source>
        <translation>Te guardamos el asiento un rato: vuelve para seguir jugando.</translation>
    </message>
    <message>
        <source>Rejoin</source>
        <translation>Volver</translation>
    </message>
    <message>
        <source>Leave the table</source>
        <translation>Dejar la mesa</translation>
    </message>
    <message>
        <source>Connecting to %1…</source>
        <translation>Conectando con %1…</translation>
    </message>
    <message>
        <source>Close your table? The game ends for everyone at it.</source>
        <translation>¿Cerrar tu mesa? La partida se acaba para todos.</translation>
    </message>
    <message>
        <source>Leave the LAN table? A computer player will take your seat.</source>
        <translation>¿Dejar la mesa? Un jugador del ordenador ocupará tu asiento.</translation>
    </message>
    <message>
        <source>Join a game</source>
        <extracomment>The internet servers for a code (called when one is used; ValueError: unusable, said so).</extracomment>
        <translation>Unirse a una partida</translation>
    </message>
    <message>
        <source>Your name:</source>
        <extracomment>Seats we held at tables (address, port) -&gt; token: joining one again takes the seat back.</extracomment>
        <translation>Tu nombre:</translation>
    </message>
    <message>
        <source>Tables on this network</source>
        <translation>Mesas en esta red</translation>
    </message>
    <message>
        <source>Or type the address, or the internet code, the host gives you</source>
        <translation>O escribe la dirección, o el código de internet, que te dé el anfitrión</translation>
    </message>
    <message>
        <source>192.168.1.20:47047 or 6-manilla-contro</source>
        <translation>192.168.1.20:47047 o 6-manilla-contro</translation>
    </message>
    <message>
        <source>Address or code:</source>
        <translation>Dirección o código:</translation>
    </message>
    <message>
        <source>only if the table has one</source>
        <translation>solo si la mesa tiene</translation>
    </message>
    <message>
        <source>Password:</source>
        <translation>Contraseña:</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Cancelar</translation>
    </message>
    <message>
        <source>Join</source>
        <translation>Unirse</translation>
    </message>
    <message>
        <source>another version of Botifarra</source>
        <translation>otra versión de Butifarra</translation>
    </message>
    <message>
        <source>full</source>
        <translation>llena</translation>
    </message>
    <message numerus="yes">
        <source>%n free seats</source>
        <translation>
            <numerusform>%n asiento libre</numerusform>
            <numerusform>%n asientos libres</numerusform>
        </translation>
    </message>
    <message>
        <source>password</source>
        <translation>contraseña</translation>
    </message>
    <message>
        <source>Tables cannot be looked for on this network. Type the address below.</source>
        <translation>En esta red no se pueden buscar mesas. Escribe la dirección abajo.</translation>
    </message>
    <message>
        <source>Looking for tables… None found yet. You can also type the address below.</source>
        <translation>Buscando mesas… Todavía no se ha encontrado ninguna. También puedes escribir la dirección abajo.</translation>
    </message>
    <message>
        <source>Write your name: the others see it at the table.</source>
        <translation>Escribe tu nombre: los demás lo ven en la mesa.</translation>
    </message>
    <message>
        <source>Looking for the table of this code over the internet…</source>
        <translation>Buscando por internet la mesa de este código…</translation>
    </message>
    <message>
        <source>You are at the table “%1”. The game starts when the host says so.</source>
        <extracomment>What to remember as the last address (&quot;&quot; for a code: it is single use).</extracomment>
        <translation>Estás en la mesa «%1». La partida empieza cuando lo diga el anfitrión.</translation>
    </message>
    <message>
        <source>At the table</source>
        <translation>En la mesa</translation>
    </message>
    <message>
        <source>Host a game</source>
        <translation>Organizar una partida</translation>
    </message>
    <message>
        <source>The table</source>
        <extracomment>The table, once open; handed over (``take_seat``) when the game starts. The choices the table was opened with (for the next Host dialog of the run).</extracomment>
        <translation>La mesa</translation>
    </message>
    <message>
        <source>%1&apos;s table</source>
        <translation>Mesa de %1</translation>
    </message>
    <message>
        <source>Table name:</source>
        <translation>Nombre de la mesa:</translation>
    </message>
    <message>
        <source>none</source>
        <translation>ninguna</translation>
    </message>
    <message>
        <source>Password (optional):</source>
        <translation>Contraseña (opcional):</translation>
    </message>
    <message>
        <source>How long each player, you too, may think about each card; then a little extra time a hand, and then the computer plays their cards until the hand is over</source>
        <translation>Cuánto tiempo puede pensar cada jugador, tú también, cada carta; después, un poco de tiempo extra por mano, y luego el ordenador juega sus cartas hasta que termina la mano</translation>
    </message>
    <message>
        <source>Time per turn:</source>
        <translation>Tiempo por turno:</translation>
    </message>
    <message>
        <source>How much time each player may take, over the whole game, beyond the first %1 seconds of their turns. Once it is spent, each turn has %1 seconds: nobody can make the game last hours by thinking to the end of every turn.</source>
        <translation>Cuánto tiempo puede usar cada jugador, en toda la partida, más allá de los primeros %1 segundos de cada turno. Cuando se ha agotado, cada turno tiene %1 segundos: nadie puede alargar la partida horas pensando hasta el final de cada turno.</translation>
    </message>
    <message>
        <source>Slow turns, per game:</source>
        <translation>Turnos lentos, por partida:</translation>
    </message>
    <message>
        <source>Seats</source>
        <translation>Asientos</translation>
    </message>
    <message>
        <source>A friend</source>
        <translation>Un amigo</translation>
    </message>
    <message>
        <source>A computer player</source>
        <translation>Un jugador del ordenador</translation>
    </message>
    <message>
        <source>The computer player&apos;s level (also for a friend&apos;s seat left empty when you start)</source>
        <translation>Nivel del jugador del ordenador (también para el asiento de un amigo que quede vacío al empezar)</translation>
    </message>
    <message>
        <source>A friend&apos;s seat still empty when you start is played by the computer, at the level beside it.</source>
        <translation>El asiento de un amigo que siga vacío al empezar lo juega el ordenador, con el nivel que tiene al lado.</translation>
    </message>
    <message>
        <source>Open the table</source>
        <translation>Abrir la mesa</translation>
    </message>
    <message>
        <source>Write your name: your friends see it at the table.</source>
        <translation>Escribe tu nombre: tus amigos lo ven en la mesa.</translation>
    </message>
    <message>
        <source>Choose at least one seat for a friend (for a game against the computer only, use New game).</source>
        <translation>Elige al menos un asiento para un amigo (para jugar solo contra el ordenador, usa Partida nueva).</translation>
    </message>
    <message>
        <source>Your table is open</source>
        <translation>Tu mesa está abierta</translation>
    </message>
    <message>
        <source>Tell your friends this address (in Game ▸ Join a game):</source>
        <translation>Di esta dirección a tus amigos (en Partida ▸ Unirse a una partida):</translation>
    </message>
    <message>
        <source>Trying again in a few seconds; friends on this network can still join.</source>
        <translation>Se volverá a intentar dentro de unos segundos; los amigos de esta red aún pueden unirse.</translation>
    </message>
    <message>
        <source>Copy</source>
        <translation>Copiar</translation>
    </message>
    <message>
        <source>New code</source>
        <translation>Código nuevo</translation>
    </message>
    <message>
        <source>Withdraw this code and make another (if it went to the wrong person, or someone else holds it)</source>
        <translation>Retira este código y crea otro (si ha llegado a quien no debía, o alguien más lo ocupa)</translation>
    </message>
    <message>
        <source>Read it out as: %1</source>
        <translation>Dilo así: %1</translation>
    </message>
    <message>
        <source>A friend is coming in…</source>
        <translation>Un amigo está entrando…</translation>
    </message>
    <message>
        <source>A new code follows if they do not get the seat.</source>
        <translation>Si no consigue el asiento, llegará un código nuevo.</translation>
    </message>
    <message>
        <source>No code now</source>
        <translation>Ahora no hay código</translation>
    </message>
    <message>
        <source>Making a code…</source>
        <translation>Creando un código…</translation>
    </message>
    <message>
        <source>Invite over the internet</source>
        <translation>Invitar por internet</translation>
    </message>
    <message>
        <source>A code for each friend&apos;s seat still empty, for friends who are not on this network</source>
        <translation>Un código para cada asiento de amigo aún vacío, para los amigos que no están en esta red</translation>
    </message>
    <message>
        <source>Give each friend the code of their seat (in Game ▸ Join a game, they type it instead of an address). Each code works once.</source>
        <translation>Da a cada amigo el código de su asiento (en Partida ▸ Unirse a una partida, lo escribe en lugar de una dirección). Cada código sirve una sola vez.</translation>
    </message>
    <message>
        <source>Making the codes…</source>
        <translation>Creando los códigos…</translation>
    </message>
    <message>
        <source>Every friend&apos;s seat is taken.</source>
        <translation>Todos los asientos de amigo están ocupados.</translation>
    </message>
    <message>
        <source>Close the table</source>
        <translation>Cerrar la mesa</translation>
    </message>
    <message>
        <source>Start the game</source>
        <translation>Empezar la partida</translation>
    </message>
    <message>
        <source>Friends&apos; seats still empty are played by the computer</source>
        <translation>Los asientos de amigos aún vacíos los juega el ordenador</translation>
    </message>
    <message>
        <source>Free a seat</source>
        <translation>Liberar un asiento</translation>
    </message>
    <message>
        <source>Friends on this network also see the table in their list.</source>
        <translation>Los amigos de esta red también ven la mesa en su lista.</translation>
    </message>
    <message>
        <source>The table is not announced on the network: give your friends the address.</source>
        <translation>La mesa no se anuncia en la red: da la dirección a tus amigos.</translation>
    </message>
    <message>
        <source>Table code: %1. The host&apos;s window and every player&apos;s show the same code: compare it out loud to be sure nobody sits in between.</source>
        <translation>Código de la mesa: %1. La ventana del anfitrión y la de cada jugador muestran el mismo código: comparadlo en voz alta para aseguraros de que no hay nadie en medio.</translation>
    </message>
    <message>
        <source>Try again in %1 s.</source>
        <translation>Vuelve a intentarlo dentro de %1 s.</translation>
    </message>
    <message>
        <source>This table runs a different version of Botifarra. Both computers need the same version.</source>
        <translation>Esta mesa usa otra versión de Butifarra. Los dos ordenadores necesitan la misma versión.</translation>
    </message>
    <message>
        <source>This table is full (or its game is over).</source>
        <translation>Esta mesa está llena (o su partida ya ha terminado).</translation>
    </message>
    <message>
        <source>The password is not right. Ask the host for it.</source>
        <translation>La contraseña no es correcta. Pídesela al anfitrión.</translation>
    </message>
    <message>
        <source>Too many wrong passwords from this computer.</source>
        <translation>Demasiadas contraseñas incorrectas desde este ordenador.</translation>
    </message>
    <message>
        <source>Your seat is still connected from another window or computer. Close that one, or wait until the table notices it is gone, and try again.</source>
        <translation>Tu asiento sigue conectado desde otra ventana u otro ordenador. Ciérrala, o espera a que la mesa note que ya no está, y vuelve a intentarlo.</translation>
    </message>
    <message>
        <source>The table at that address is not the one your seat is at (its code changed). Your seat&apos;s token was not sent.</source>
        <translation>La mesa de esa dirección no es la de tu asiento (su código ha cambiado). No se ha enviado la clave de tu asiento.</translation>
    </message>
    <message>
        <source>The connection to the table could not be set up safely.</source>
        <translation>No se ha podido establecer una conexión segura con la mesa.</translation>
    </message>
    <message>
        <source>The connection to the table was tampered with, or the password is not right.</source>
        <translation>La conexión con la mesa ha sido manipulada, o la contraseña no es correcta.</translation>
    </message>
    <message>
        <source>Your seat at this table is gone. Join again as a new player.</source>
        <translation>Tu asiento en esta mesa ya no existe. Vuelve a entrar como jugador nuevo.</translation>
    </message>
    <message>
        <source>The table is busy. Try again in a moment.</source>
        <translation>La mesa está ocupada. Vuelve a probar dentro de un momento.</translation>
    </message>
    <message>
        <source>No table answers at that address. Check the address and the port, and that the host has opened the table.</source>
        <translation>Ninguna mesa responde en esa dirección. Comprueba la dirección y el puerto, y que el anfitrión haya abierto la mesa.</translation>
    </message>
    <message>
        <source>The table did not answer in time. Check the address and try again.</source>
        <translation>La mesa no ha respondido a tiempo. Comprueba la dirección y vuelve a probar.</translation>
    </message>
    <message>
        <source>The table closed the connection. Try again.</source>
        <translation>La mesa ha cerrado la conexión. Vuelve a probar.</translation>
    </message>
    <message>
        <source>Type the address the host gives you, for example 192.168.1.20:47047.</source>
        <translation>Escribe la dirección que te dé el anfitrión, por ejemplo 192.168.1.20:47047.</translation>
    </message>
    <message>
        <source>The table could not be opened on this computer: %1</source>
        <translation>No se ha podido abrir la mesa en este ordenador: %1</translation>
    </message>
    <message>
        <source>The internet meeting point cannot be reached. Check this computer&apos;s connection, or the servers in Preferences ▸ Internet.</source>
        <translation>No se puede llegar al punto de encuentro de internet. Comprueba la conexión de este ordenador, o los servidores en Preferencias ▸ Internet.</translation>
    </message>
    <message>
        <source>That is not a Botifarra code. A code is a number and words, for example 6-manilla-contro: check the spelling.</source>
        <translation>Eso no es un código de Botifarra. Un código es un número y palabras, por ejemplo 6-manilla-contro: revisa cómo lo has escrito.</translation>
    </message>
    <message>
        <source>The internet servers in Preferences are not usable: %1</source>
        <translation>Los servidores de internet de Preferencias no se pueden usar: %1</translation>
    </message>
    <message>
        <source>No table answers on this code: it is mistyped, already used, or its table is closed. Check it, or ask the host for a new code.</source>
        <translation>Ninguna mesa responde a este código: está mal escrito, ya se ha usado o su mesa está cerrada. Revísalo, o pide un código nuevo al anfitrión.</translation>
    </message>
    <message>
        <source>The words of this code are not right, and a code works only once: ask the host for the seat&apos;s new code.</source>
        <translation>Las palabras de este código no son correctas, y un código solo sirve una vez: pide al anfitrión el código nuevo del asiento.</translation>
    </message>
    <message>
        <source>What answered on this code is not a Botifarra table.</source>
        <translation>Lo que ha respondido a este código no es una mesa de Botifarra.</translation>
    </message>
    <message>
        <source>Someone else is using this code. Ask the host for a new one.</source>
        <translation>Alguien más está usando este código. Pide uno nuevo al anfitrión.</translation>
    </message>
    <message>
        <source>The table did not come to the relay: the host may have closed it, or it uses other servers.</source>
        <translation>La mesa no ha llegado al relé: quizá el anfitrión la ha cerrado, o usa otros servidores.</translation>
    </message>
    <message>
        <source>The mailbox address is not usable: %1</source>
        <translation>La dirección del servidor de encuentro no se puede usar: %1</translation>
    </message>
    <message>
        <source>The relay address is not usable: %1</source>
        <translation>La dirección del relé no se puede usar: %1</translation>
    </message>
    <message>
        <source>The internet meeting point refused us: %1</source>
        <translation>El punto de encuentro de internet nos ha rechazado: %1</translation>
    </message>
    <message>
        <source>The relay cannot be reached. Check this computer&apos;s connection, or the servers in Preferences ▸ Internet.</source>
        <translation>No se puede llegar al relé. Comprueba la conexión de este ordenador, o los servidores en Preferencias ▸ Internet.</translation>
    </message>
    <message>
        <source>The other side did not come to the relay in time.</source>
        <translation>El otro lado no ha llegado al relé a tiempo.</translation>
    </message>
    <message>
        <source>The game has not started yet.</source>
        <translation>La partida todavía no ha empezado.</translation>
    </message>
    <message>
        <source>Too many clicks at once; wait a moment.</source>
        <translation>Demasiados clics a la vez; espera un momento.</translation>
    </message>
    <message>
        <source>The game is over.</source>
        <translation>La partida ha terminado.</translation>
    </message>
    <message>
        <source>Your time ran out: a computer player plays your cards until this hand is over.</source>
        <translation>Se te ha acabado el tiempo: un jugador del ordenador juega tus cartas hasta que termine esta mano.</translation>
    </message>
    <message>
        <source>Too many chat messages at once; wait a moment.</source>
        <translation>Demasiados mensajes de chat a la vez; espera un momento.</translation>
    </message>
    <message>
        <source>The host has given your seat to a computer player.</source>
        <translation>El anfitrión ha dado tu asiento a un jugador del ordenador.</translation>
    </message>
    <message>
        <source>Your turn: %1 s left to play.</source>
        <translation>Te toca: te quedan %1 s para jugar.</translation>
    </message>
    <message>
        <source>%1 has %2 s left to play.</source>
        <translation>A %1 le quedan %2 s para jugar.</translation>
    </message>
    <message>
        <source>No limit</source>
        <extracomment>The lobby&apos;s choices of slow time a game (``HostConfig.overtime_per_game``); 5 minutes unless the host picks another, as ``botifarra-host --overtime-per-game``.</extracomment>
        <translation>Sin límite</translation>
    </message>
    <message numerus="yes">
        <source>%n seconds</source>
        <translation>
            <numerusform>%n segundo</numerusform>
            <numerusform>%n segundos</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n minutes</source>
        <translation>
            <numerusform>%n minuto</numerusform>
            <numerusform>%n minutos</numerusform>
        </translation>
    </message>
    <message>
        <source>Give %1&apos;s seat to a computer player</source>
        <translation>Dar el asiento de %1 a un jugador del ordenador</translation>
    </message>
    <message>
        <source>Free %1&apos;s seat</source>
        <translation>Liberar el asiento de %1</translation>
    </message>
    <message>
        <source>No friend&apos;s seat to free</source>
        <translation>No hay ningún asiento de amigo que liberar</translation>
    </message>
    <message>
        <source>waiting for a friend…</source>
        <translation>esperando a un amigo…</translation>
    </message>
    <message>
        <source>%1 (connection lost)</source>
        <translation>%1 (conexión perdida)</translation>
    </message>
    <message>
        <source>%1 (a computer player plays for them)</source>
        <translation>%1 (juega por él un jugador del ordenador)</translation>
    </message>
    <message>
        <source>%1 (computer)</source>
        <translation>%1 (ordenador)</translation>
    </message>
    <message>
        <source>Write to the table…</source>
        <translation>Escribe a la mesa…</translation>
    </message>
    <message>
        <source>Send</source>
        <translation>Enviar</translation>
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
        <translation>¿Quieres abandonar la partida en curso?</translation>
    </message>
    <message>
        <source>To go on with it another time, save it first.</source>
        <translation>Para seguirla otro día, guárdala antes.</translation>
    </message>
    <message>
        <source>&amp;Keep playing</source>
        <translation>&amp;Seguir jugando</translation>
    </message>
    <message>
        <source>&amp;Save it first…</source>
        <translation>&amp;Guardarla antes…</translation>
    </message>
    <message>
        <source>&amp;Abandon it</source>
        <translation>&amp;Abandonarla</translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message>
        <source>&amp;Save as…</source>
        <extracomment>Writes the game in play to disk; ``None`` without player directories (nothing to keep).</extracomment>
        <translation>&amp;Guardar como…</translation>
    </message>
    <message>
        <source>&amp;Open…</source>
        <translation>&amp;Abrir…</translation>
    </message>
    <message>
        <source>Past &amp;hands…</source>
        <translation>&amp;Manos jugadas…</translation>
    </message>
    <message>
        <source>S&amp;tatistics…</source>
        <translation>&amp;Estadísticas…</translation>
    </message>
    <message>
        <source>Game of %1</source>
        <translation>Partida del %1</translation>
    </message>
    <message>
        <source>The game was saved as “%1”.</source>
        <translation>La partida se ha guardado como «%1».</translation>
    </message>
    <message>
        <source>A damaged saved game of that name was kept aside.</source>
        <translation>Había una partida guardada con este nombre que estaba dañada; se ha apartado.</translation>
    </message>
    <message>
        <source>The saved game was damaged; its backup copy was opened.</source>
        <translation>La partida guardada estaba dañada; se ha abierto la copia de seguridad.</translation>
    </message>
    <message>
        <source>Loaded “%1”.</source>
        <translation>Partida «%1» cargada.</translation>
    </message>
    <message>
        <source>Botifarra</source>
        <extracomment>Who sits at the offline game on the table (``None`` at a LAN table or with no game). What the Practice menu and LAN play are given (they never get the window). The features that may hold the table themselves (LAN play): asked before it gives way, offered the Rematch, let go when the window closes (see :class:`..context.TableFeature`).
----------
Below this window width the score dock folds away by itself, so the cards keep their size. The dock&apos;s width at first: the whole score sheet, with two-line cells, fits it. The Tricks tab may widen the dock this far: a column per player and the winner, each name whole.</extracomment>
        <translation>Butifarra</translation>
    </message>
    <message>
        <source>Score</source>
        <translation>Puntuación</translation>
    </message>
    <message>
        <source>Score sheet</source>
        <translation>Anotaciones</translation>
    </message>
    <message>
        <source>Tricks</source>
        <translation>Bazas</translation>
    </message>
    <message>
        <source>During a hand only the last trick of each pile can be looked at again; every trick once the hand is over (or with the memory aid of the new-game options).</source>
        <translation>Durante la mano solo se puede volver a mirar la última baza de cada montón; todas las bazas cuando la mano termina (o con la ayuda para la memoria de las opciones de partida nueva).</translation>
    </message>
    <message>
        <source>&amp;Game</source>
        <extracomment>A player&apos;s name in a heading or cell of the Tricks tab takes at most this many pixels (a longer one ends in &quot;…&quot;): the usual names and &quot;Winner&quot; are whole in every language.</extracomment>
        <translation>&amp;Partida</translation>
    </message>
    <message>
        <source>&amp;New game…</source>
        <translation>Partida &amp;nueva…</translation>
    </message>
    <message>
        <source>&amp;Preferences…</source>
        <translation>&amp;Preferencias…</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>&amp;Salir</translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation>&amp;Ver</translation>
    </message>
    <message>
        <source>&amp;Score</source>
        <translation>&amp;Puntuación</translation>
    </message>
    <message>
        <source>&amp;Full screen</source>
        <translation>Pantalla &amp;completa</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>A&amp;yuda</translation>
    </message>
    <message>
        <source>How to &amp;play</source>
        <translation>&amp;Cómo se juega</translation>
    </message>
    <message>
        <source>&amp;About Botifarra</source>
        <translation>&amp;Acerca de Butifarra</translation>
    </message>
    <message>
        <source>About Botifarra</source>
        <translation>Acerca de Butifarra</translation>
    </message>
    <message>
        <source>The file of the unfinished game could not be used and was kept aside. Its backup copy, saved a moment earlier, can be continued.</source>
        <extracomment>Who sits at the offline game on the table (``None`` at a LAN table).</extracomment>
        <translation>El archivo de la partida a medias no se podía usar y se ha guardado aparte. Puedes continuar su copia de seguridad, guardada un momento antes.</translation>
    </message>
    <message>
        <source>The unfinished game could not be read, so a new game starts.</source>
        <translation>No se ha podido leer la partida a medias, así que empieza una nueva.</translation>
    </message>
    <message>
        <source>%1 is thinking…</source>
        <translation>%1 está pensando…</translation>
    </message>
    <message>
        <source>A computer player failed: %1</source>
        <translation>Ha fallado un jugador del ordenador: %1</translation>
    </message>
    <message>
        <source>Botifarra (not saving)</source>
        <translation>Botifarra (sin guardar)</translation>
    </message>
    <message>
        <source>Some of your files could not be used; the game goes on with defaults.</source>
        <translation>No se han podido usar algunos de tus archivos; el juego sigue con los valores por defecto.</translation>
    </message>
    <message>
        <source>Your settings could not be saved in %1 when closing (%2). The settings saved before are kept and used next time.</source>
        <translation>No se han podido guardar las preferencias en %1 al cerrar (%2). Se mantienen las preferencias guardadas antes y se usarán la próxima vez.</translation>
    </message>
</context>
<context>
    <name>NewGame</name>
    <message>
        <source>Lliure (free play, the usual game)</source>
        <translation>Libre (el juego habitual)</translation>
    </message>
    <message>
        <source>Obligada</source>
        <translation>Obligada</translation>
    </message>
    <message>
        <source>Intermèdia (with &quot;Carrego&quot;)</source>
        <translation>Intermedia (con «Cargo»)</translation>
    </message>
    <message>
        <source>Lleida (5 of espases starts, barraca)</source>
        <translation>Lleida (empieza el 5 de espadas, barraca)</translation>
    </message>
    <message>
        <source>Easy</source>
        <translation>Fácil</translation>
    </message>
    <message>
        <source>Medium</source>
        <translation>Medio</translation>
    </message>
    <message>
        <source>Hard</source>
        <translation>Difícil</translation>
    </message>
    <message>
        <source>New game</source>
        <translation>Partida nueva</translation>
    </message>
    <message>
        <source>ButiNET (to 101, illegal cards penalised)</source>
        <translation>ButiNET (a 101, las cartas ilegales se penalizan)</translation>
    </message>
    <message>
        <source>Pairs (the main game)</source>
        <translation>Parejas (el juego principal)</translation>
    </message>
    <message>
        <source>Four players, each on their own</source>
        <translation>Cuatro jugadores, cada uno por su cuenta</translation>
    </message>
    <message>
        <source>Three players</source>
        <translation>Tres jugadores</translation>
    </message>
    <message>
        <source>Two players: rector i vicari (piles)</source>
        <translation>Dos jugadores: rector i vicari (montones)</translation>
    </message>
    <message>
        <source>Two players: piles and a hand</source>
        <translation>Dos jugadores: montones y cartas en la mano</translation>
    </message>
    <message>
        <source>Table rules: illegal cards allowed, the other pair may claim</source>
        <translation>Reglas de mesa: se puede jugar una carta ilegal y la otra pareja puede reclamar</translation>
    </message>
    <message>
        <source>Table rules: illegal cards allowed, the other player may claim</source>
        <translation>Reglas de mesa: se puede jugar una carta ilegal y el otro jugador puede reclamar</translation>
    </message>
    <message>
        <source>Table rules: illegal cards allowed, the other players may claim</source>
        <translation>Reglas de mesa: se puede jugar una carta ilegal y los otros jugadores pueden reclamar</translation>
    </message>
    <message>
        <source>Way to play:</source>
        <translation>Forma de jugar:</translation>
    </message>
    <message>
        <source>Custom</source>
        <translation>Personalizadas</translation>
    </message>
    <message>
        <source>Rules:</source>
        <translation>Reglas:</translation>
    </message>
    <message>
        <source>Rule options</source>
        <translation>Opciones de las reglas</translation>
    </message>
    <message>
        <source>Lliure</source>
        <translation>Libre</translation>
    </message>
    <message>
        <source>Intermèdia</source>
        <translation>Intermedia</translation>
    </message>
    <message>
        <source>Variant:</source>
        <translation>Modalidad:</translation>
    </message>
    <message>
        <source>Intermèdia: announce &quot;Carrego&quot;</source>
        <translation>Intermedia: hay que decir «Cargo»</translation>
    </message>
    <message>
        <source>Strict: beat and trump even when your partner is winning</source>
        <translation>Estricto: matar y fallar aunque gane el compañero</translation>
    </message>
    <message>
        <source>Obligada: the second player who can neither follow nor trump may discard any card</source>
        <translation>Obligada: el segundo jugador que no puede asistir ni fallar puede descartar cualquier carta</translation>
    </message>
    <message>
        <source>9 &gt; 1 &gt; 12 &gt; 11 &gt; 10 &gt; 8 … (usual)</source>
        <translation>9 &gt; 1 &gt; 12 &gt; 11 &gt; 10 &gt; 8 … (habitual)</translation>
    </message>
    <message>
        <source>9 &gt; 3 &gt; 1 &gt; 12 … (the 3 second)</source>
        <translation>9 &gt; 3 &gt; 1 &gt; 12 … (el 3 segundo)</translation>
    </message>
    <message>
        <source>Card order:</source>
        <translation>Orden de las cartas:</translation>
    </message>
    <message>
        <source>Barraca after Sant Vicenç (×16)</source>
        <translation>Barraca después de Sant Vicenç (×16)</translation>
    </message>
    <message>
        <source>Sant Vicenç also on botifarra</source>
        <translation>Sant Vicenç también con butifarra</translation>
    </message>
    <message>
        <source>Trump from the card on top of the dealer&apos;s last pile</source>
        <translation>El triunfo, el de la carta de arriba del último montón de quien canta</translation>
    </message>
    <message>
        <source>Play to</source>
        <translation>Jugar a</translation>
    </message>
    <message numerus="yes">
        <source>%n points</source>
        <translation>
            <numerusform>%n punto</numerusform>
            <numerusform>%n puntos</numerusform>
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
        <translation>Al azar</translation>
    </message>
    <message>
        <source>Whoever holds the 5 of espases</source>
        <translation>Quien tenga el 5 de espadas</translation>
    </message>
    <message>
        <source>First to make trump:</source>
        <translation>Quién canta primero:</translation>
    </message>
    <message>
        <source>Memory aid: show all tricks of this hand (practice)</source>
        <translation>Ayuda para la memoria: muestra todas las bazas de esta mano (práctica)</translation>
    </message>
    <message>
        <source>Without it, as at a real table, only the last trick of each pile can be looked at during a hand.</source>
        <translation>Sin esta ayuda, como en una mesa de verdad, durante la mano solo se puede mirar la última baza de cada montón.</translation>
    </message>
    <message>
        <source>Players</source>
        <translation>Jugadores</translation>
    </message>
    <message>
        <source>You:</source>
        <translation>Tú:</translation>
    </message>
    <message>
        <source>Right (rival):</source>
        <translation>Derecha (rival):</translation>
    </message>
    <message>
        <source>Partner (in front):</source>
        <translation>Compañero (enfrente):</translation>
    </message>
    <message>
        <source>Left (rival):</source>
        <translation>Izquierda (rival):</translation>
    </message>
    <message>
        <source>Right:</source>
        <translation>Derecha:</translation>
    </message>
    <message>
        <source>In front:</source>
        <translation>Enfrente:</translation>
    </message>
    <message>
        <source>Left:</source>
        <translation>Izquierda:</translation>
    </message>
    <message>
        <source>Go on: the player on the right of the last dealer</source>
        <translation>Seguir: el jugador a la derecha del último que repartió</translation>
    </message>
    <message>
        <source>Chosen as the rules say (at random or the 5 of espases)</source>
        <translation>Como dicen las reglas (al azar o el 5 de espadas)</translation>
    </message>
    <message>
        <source>Who deals first:</source>
        <translation>Quién reparte primero:</translation>
    </message>
    <message>
        <source>Start</source>
        <translation>Empezar</translation>
    </message>
    <message>
        <source>Every player needs a name.</source>
        <translation>Cada jugador necesita un nombre.</translation>
    </message>
</context>
<context>
    <name>OpenGameDialog</name>
    <message>
        <source>Open a saved game</source>
        <translation>Abrir una partida guardada</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>Nombre</translation>
    </message>
    <message>
        <source>Saved</source>
        <translation>Guardada</translation>
    </message>
    <message>
        <source>Players</source>
        <translation>Jugadores</translation>
    </message>
    <message>
        <source>Score</source>
        <translation>Puntuación</translation>
    </message>
    <message>
        <source>Game</source>
        <translation>Partida</translation>
    </message>
    <message>
        <source>There are no saved games yet.</source>
        <translation>Todavía no hay ninguna partida guardada.</translation>
    </message>
    <message>
        <source>Open</source>
        <translation>Abrir</translation>
    </message>
    <message>
        <source>Delete</source>
        <translation>Borrar</translation>
    </message>
    <message>
        <source>damaged</source>
        <translation>dañada</translation>
    </message>
    <message>
        <source>(no names)</source>
        <translation>(sin nombres)</translation>
    </message>
    <message>
        <source>hand %1</source>
        <translation>mano %1</translation>
    </message>
    <message>
        <source>(finished)</source>
        <translation>(terminada)</translation>
    </message>
    <message>
        <source>This saved game is damaged and cannot be opened:</source>
        <translation>Esta partida guardada está dañada y no se puede abrir:</translation>
    </message>
    <message>
        <source>This file is damaged; its backup copy will be opened instead:</source>
        <translation>Este archivo está dañado; se abrirá la copia de seguridad:</translation>
    </message>
    <message>
        <source>The game could not be opened.</source>
        <translation>No se ha podido abrir la partida.</translation>
    </message>
    <message>
        <source>Delete the saved game “%1”? This cannot be undone.</source>
        <translation>¿Borrar la partida guardada «%1»? No se puede deshacer.</translation>
    </message>
    <message>
        <source>The game could not be deleted:</source>
        <translation>No se ha podido borrar la partida:</translation>
    </message>
</context>
<context>
    <name>Panels</name>
    <message>
        <source>Your partner passed it to you: choose trump</source>
        <extracomment>A minor button (Pass, Review, Same deal again, New game…, Statistics): words as big as the main button&apos;s beside it (Pass and Review are what Enter presses: never in smaller type), a little less bold, still plainly a button to press: light, dark words, a solid dark edge. The trump and doubling panel&apos;s buttons with its rows closed up (:meth:`RequestPanel.set_tight`): less room round their words and suit signs, the same type (a low window with very big cards); the first for the usual type, the second after :data:`PANEL_COMPACT`. ``suit_pixmap(suit letter, height in px)``: a small picture of the suit (the ace of the deck). the choice the keyboard starts on (Enter takes it): see :func:`safe_choice` two suits a row instead of four (:meth:`set_narrow`) the title and the buttons only (:meth:`set_bare`) the style of a suit&apos;s button: a strip of the suit&apos;s colour (see :mod:`.contrast`)</extracomment>
        <translation>Tu compañero te ha delegado: elige el triunfo</translation>
    </message>
    <message>
        <source>You make trump</source>
        <translation>Cantas tú</translation>
    </message>
    <message>
        <source>Look at your cards and choose a trump suit, botifarra (no trump, double score) or let your partner choose.</source>
        <translation>Mira tus cartas y elige un palo de triunfo, butifarra (sin triunfo, vale el doble) o delega en tu compañero.</translation>
    </message>
    <message>
        <source>Look at your cards and choose a trump suit or botifarra (no trump, double score).</source>
        <translation>Mira tus cartas y elige un palo de triunfo o botifarra (sin triunfo, puntuación doble).</translation>
    </message>
    <message>
        <source>%1 made %2 (×%3)</source>
        <translation>%1 ha cantado %2 (×%3)</translation>
    </message>
    <message>
        <source>You made %1 (×%2)</source>
        <extracomment>The seat of the player at this screen: you sit at the bottom, and sentences about you say &quot;you&quot;.</extracomment>
        <translation>Has cantado %1 (×%2)</translation>
    </message>
    <message>
        <source>We score (%1 − 36) × %2 = %3.</source>
        <translation>Nos apuntamos (%1 − 36) × %2 = %3.</translation>
    </message>
    <message>
        <source>You score (%1 − 36) × %2 = %3.</source>
        <translation>Te apuntas (%1 − 36) × %2 = %3.</translation>
    </message>
    <message>
        <source>%1 scores (%2 − 36) × %3 = %4.</source>
        <translation>%1 se apunta (%2 − 36) × %3 = %4.</translation>
    </message>
    <message>
        <source>Do you double the stakes?</source>
        <translation>¿Quieres doblar?</translation>
    </message>
    <message>
        <source>Hand %1: you made %2</source>
        <extracomment>&quot;Next hand&quot; and the buttons other features put before it (``insertWidget``): see :class:`ButtonRows`</extracomment>
        <translation>Mano %1: has cantado %2</translation>
    </message>
    <message>
        <source>Hand %1: %2 made %3</source>
        <translation>Mano %1: %2 ha cantado %3</translation>
    </message>
    <message>
        <source>Card points</source>
        <translation>Puntos de cartas</translation>
    </message>
    <message>
        <source>Tricks</source>
        <translation>Bazas</translation>
    </message>
    <message>
        <source>Points (cards + tricks)</source>
        <translation>Puntos con bazas</translation>
    </message>
    <message>
        <source>Multiplier</source>
        <translation>Multiplicador</translation>
    </message>
    <message>
        <source>Score this hand</source>
        <translation>Puntos anotados</translation>
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
        <translation>Has reclamado una carta ilegal: la otra pareja pierde la mano.</translation>
    </message>
    <message>
        <source>%1 claimed an illegal card: the other side loses the hand.</source>
        <translation>%1 ha reclamado una carta ilegal: la otra pareja pierde la mano.</translation>
    </message>
    <message>
        <source>A point for every two tricks; the odd trick&apos;s point goes to the player with fewer points in the hand.</source>
        <translation>Un punto por cada dos bazas; el punto de la baza impar es para el jugador con menos puntos en la mano.</translation>
    </message>
    <message>
        <source>Each player scores (points − %1) × %2: below %1 the score is negative.</source>
        <translation>Cada jugador suma (puntos − %1) × %2: por debajo de %1 la puntuación es negativa.</translation>
    </message>
    <message>
        <source>36 to 36: nobody scores.</source>
        <translation>36 a 36: nadie se apunta nada.</translation>
    </message>
    <message>
        <source>%1: you (×%2)</source>
        <comment>a doubling you called, in the hand&apos;s breakdown: call, multiplier (&quot;Recontro: you (×4)&quot;)</comment>
        <translation>%1: tú (×%2)</translation>
    </message>
    <message>
        <source>%1: %2 (×%3)</source>
        <comment>a doubling in the hand&apos;s breakdown: call, who called it, multiplier (&quot;Contro: Anna (×2)&quot;)</comment>
        <translation>%1: %2 (×%3)</translation>
    </message>
    <message>
        <source>%1 score (%2 − 36) × %3 = %4.</source>
        <translation>%1 se apuntan (%2 − 36) × %3 = %4.</translation>
    </message>
    <message>
        <source>You win the game!</source>
        <translation>¡Habéis ganado la partida!</translation>
    </message>
    <message>
        <source>The other side wins the game.</source>
        <translation>La otra pareja gana la partida.</translation>
    </message>
    <message>
        <source>%1 wins the game.</source>
        <translation>%1 gana la partida.</translation>
    </message>
    <message>
        <source>See the result</source>
        <translation>Ver el resultado</translation>
    </message>
    <message>
        <source>Next hand</source>
        <translation>Mano siguiente</translation>
    </message>
    <message>
        <source>Hand %1</source>
        <translation>Mano %1</translation>
    </message>
    <message>
        <source>Trump: %1</source>
        <translation>Triunfo: %1</translation>
    </message>
    <message>
        <source>Multiplier: %1</source>
        <translation>Multiplicador: %1</translation>
    </message>
    <message>
        <source>Us %1 · Them %2</source>
        <translation>Nosotros %1 · Ellos %2</translation>
    </message>
</context>
<context>
    <name>Practice</name>
    <message>
        <source>Lliure</source>
        <translation>Libre</translation>
    </message>
    <message>
        <source>Obligada</source>
        <translation>Obligada</translation>
    </message>
    <message>
        <source>Intermèdia</source>
        <translation>Intermedia</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <comment>a card in bold, then why</comment>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>You</source>
        <translation>Tú</translation>
    </message>
    <message>
        <source>Right rival</source>
        <translation>Rival de la derecha</translation>
    </message>
    <message>
        <source>Partner</source>
        <translation>Compañero</translation>
    </message>
    <message>
        <source>Left rival</source>
        <translation>Rival de la izquierda</translation>
    </message>
    <message>
        <source>(no trumps)</source>
        <extracomment>The chosen cards changed (a card of the hand was clicked). The width a whole hand may take: a long hand gets smaller cards, never a cut one.</extracomment>
        <translation>(sin triunfo)</translation>
    </message>
    <message>
        <source>strict rules</source>
        <translation>reglas estrictas</translation>
    </message>
    <message>
        <source>the 3 ranks second</source>
        <translation>el 3 es el segundo</translation>
    </message>
    <message>
        <source>Trump: %1</source>
        <translation>Triunfo: %1</translation>
    </message>
    <message>
        <source>You lead: the table is empty.</source>
        <translation>Sales tú: la mesa está vacía.</translation>
    </message>
    <message>
        <source>%1 · winning</source>
        <translation>%1 · gana</translation>
    </message>
    <message>
        <source>&amp;Practice</source>
        <extracomment>Replaced by tests: the file dialog of &quot;Open scenario…&quot;.</extracomment>
        <translation>P&amp;ráctica</translation>
    </message>
    <message>
        <source>Rules &amp;coach…</source>
        <translation>&amp;Entrenador de reglas…</translation>
    </message>
    <message>
        <source>&amp;Open scenario…</source>
        <translation>&amp;Abrir un escenario…</translation>
    </message>
    <message>
        <source>Scenario &amp;editor…</source>
        <translation>Editor de e&amp;scenarios…</translation>
    </message>
    <message>
        <source>&amp;Review the last hand…</source>
        <translation>&amp;Revisar la última mano…</translation>
    </message>
    <message>
        <source>Play this deal &amp;again</source>
        <translation>Volver a jugar estas cartas &amp;otra vez</translation>
    </message>
    <message>
        <source>Play this deal from the &amp;other side</source>
        <translation>Jugar estas cartas desde el otro &amp;lado</translation>
    </message>
    <message>
        <source>Play a deal by &amp;number…</source>
        <translation>Jugar unas cartas por &amp;número…</translation>
    </message>
    <message>
        <source>&amp;Duplicate match…</source>
        <translation>Partida dupli&amp;cada…</translation>
    </message>
    <message>
        <source>Review</source>
        <translation>Revisión</translation>
    </message>
    <message>
        <source>Same deal again</source>
        <translation>Las mismas cartas</translation>
    </message>
    <message>
        <source>From the other side</source>
        <translation>Desde el otro lado</translation>
    </message>
    <message>
        <source>Some coach lessons could not be read.</source>
        <translation>No se han podido leer algunas lecciones del entrenador.</translation>
    </message>
    <message>
        <source>Open a scenario</source>
        <translation>Abrir un escenario</translation>
    </message>
    <message>
        <source>Choose a position to play, or open a scenario file of your own.</source>
        <translation>Elige una posición para jugar, o abre un archivo de escenario tuyo.</translation>
    </message>
    <message>
        <source>Scenarios</source>
        <translation>Escenarios</translation>
    </message>
    <message>
        <source>Play it</source>
        <translation>Jugarla</translation>
    </message>
    <message>
        <source>Another file…</source>
        <translation>Otro archivo…</translation>
    </message>
    <message>
        <source>Open a scenario file of your own (made with the scenario editor, or given to you)</source>
        <translation>Abre un archivo de escenario tuyo (hecho con el editor de escenarios, o que te hayan dado)</translation>
    </message>
    <message>
        <source>Scenarios (*.json)</source>
        <translation>Escenarios (*.json)</translation>
    </message>
    <message>
        <source>This scenario cannot be opened.</source>
        <translation>Este escenario no se puede abrir.</translation>
    </message>
    <message>
        <source>from the other side</source>
        <translation>desde el otro lado</translation>
    </message>
    <message>
        <source>from your side</source>
        <translation>desde tu sitio</translation>
    </message>
    <message>
        <source>Deal number %1, %2.</source>
        <translation>Reparto número %1, %2.</translation>
    </message>
    <message>
        <source>Go on with board %1 of %2</source>
        <translation>Seguir con el reparto %1 de %2</translation>
    </message>
    <message>
        <source>See the match&apos;s total</source>
        <translation>Ver el total de la partida</translation>
    </message>
    <message>
        <source>Hand %1</source>
        <translation>Mano %1</translation>
    </message>
    <message>
        <source>There is no finished hand to review yet.</source>
        <translation>Todavía no hay ninguna mano terminada para revisar.</translation>
    </message>
    <message>
        <source>Hand %1 of a past game</source>
        <translation>Mano %1 de una partida anterior</translation>
    </message>
    <message>
        <source>Who was right?</source>
        <extracomment>The width of the trick&apos;s cards in the panel (px): read at a glance, and three side by side fit the narrowest panel. &quot;Play it again&quot;: the same scenario from the start.</extracomment>
        <translation>¿Quién tenía razón?</translation>
    </message>
    <message>
        <source>Show the rules&apos; answer</source>
        <translation>Ver la respuesta de las reglas</translation>
    </message>
    <message>
        <source>The trick on the table:</source>
        <translation>La baza en la mesa:</translation>
    </message>
    <message>
        <source>Play it again</source>
        <extracomment>The cards of the trick under discussion, as the panel shows them.</extracomment>
        <translation>Volver a jugarlo</translation>
    </message>
    <message>
        <source>You play from the bottom of the table; the computer plays the others.</source>
        <translation>Juegas desde la parte de abajo de la mesa; el ordenador juega por los demás.</translation>
    </message>
    <message>
        <source>The rules allow: %1.</source>
        <translation>Las reglas permiten: %1.</translation>
    </message>
    <message>
        <source>The file says the cards allowed are %1: by the rules that is wrong.</source>
        <translation>El archivo dice que las cartas permitidas son %1: según las reglas, no es correcto.</translation>
    </message>
</context>
<context>
    <name>Preferences</name>
    <message>
        <source>Preferences</source>
        <translation>Preferencias</translation>
    </message>
    <message>
        <source>As the computer</source>
        <translation>Como el ordenador</translation>
    </message>
    <message>
        <source>Language:</source>
        <translation>Idioma:</translation>
    </message>
    <message>
        <source>Cards:</source>
        <translation>Cartas:</translation>
    </message>
    <message>
        <source>No animation</source>
        <translation>Sin animación</translation>
    </message>
    <message>
        <source>Fast</source>
        <translation>Rápida</translation>
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
        <translation>Animaciones:</translation>
    </message>
    <message>
        <source> %</source>
        <comment>after the card size in percent: 100 %</comment>
        <translation> %</translation>
    </message>
    <message>
        <source>Card size:</source>
        <translation>Tamaño de las cartas:</translation>
    </message>
    <message>
        <source>Show hints (the Hint button on the table)</source>
        <translation>Mostrar pistas (el botón Pista en la mesa)</translation>
    </message>
    <message>
        <source>High contrast table (also for colour blindness)</source>
        <translation>Mesa de alto contraste (también para el daltonismo)</translation>
    </message>
    <message>
        <source>A new language is used fully after restarting the program.</source>
        <translation>El idioma nuevo se aplica del todo al volver a abrir el programa.</translation>
    </message>
    <message>
        <source>Internet</source>
        <translation>Internet</translation>
    </message>
    <message>
        <source>The servers where internet codes meet (the host and the guests must use the same). Leave empty for the public ones.</source>
        <translation>Los servidores donde se encuentran los códigos de internet (el anfitrión y los invitados deben usar los mismos). Déjalo vacío para los públicos.</translation>
    </message>
    <message>
        <source>Mailbox server:</source>
        <translation>Servidor de encuentro:</translation>
    </message>
    <message>
        <source>Relay (host:port):</source>
        <translation>Relé (máquina:puerto):</translation>
    </message>
    <message>
        <source>%1 is set on this computer: it is used instead.</source>
        <translation>%1 está definido en este ordenador: se usa ese.</translation>
    </message>
    <message>
        <source>The mailbox server is an address like %1 (ws:// or wss://, no spaces).</source>
        <translation>El servidor de encuentro es una dirección como %1 (ws:// o wss://, sin espacios).</translation>
    </message>
    <message>
        <source>The relay is a name or address and a port, like %1.</source>
        <translation>El relé es un nombre o una dirección y un puerto, como %1.</translation>
    </message>
    <message>
        <source>These addresses are too long.</source>
        <translation>Estas direcciones son demasiado largas.</translation>
    </message>
    <message>
        <source>Not saved: %1</source>
        <translation>No se ha guardado: %1</translation>
    </message>
</context>
<context>
    <name>Problems</name>
    <message>
        <source>The file %1 is empty.</source>
        <translation>El archivo %1 está vacío.</translation>
    </message>
    <message>
        <source>The file %1 is not text that Botifarra can read.</source>
        <translation>El archivo %1 no es texto que Botifarra pueda leer.</translation>
    </message>
    <message>
        <source>The file %1 is damaged: its contents are cut off or garbled.</source>
        <translation>El archivo %1 está dañado: su contenido está cortado o revuelto.</translation>
    </message>
    <message>
        <source>The file %1 does not hold what Botifarra keeps there.</source>
        <translation>El archivo %1 no contiene lo que Botifarra guarda allí.</translation>
    </message>
    <message>
        <source>The file %1 was written by a newer version of Botifarra.</source>
        <translation>El archivo %1 lo escribió una versión más nueva de Botifarra.</translation>
    </message>
    <message>
        <source>The file %1 was written by an old version of Botifarra and cannot be converted.</source>
        <translation>El archivo %1 lo escribió una versión antigua de Botifarra y no se puede convertir.</translation>
    </message>
    <message>
        <source>The file %1 holds data that cannot be used.</source>
        <translation>El archivo %1 contiene datos que no se pueden usar.</translation>
    </message>
    <message>
        <source>The file %1 is too large to be a Botifarra file, so it was not read.</source>
        <translation>El archivo %1 es demasiado grande para ser un archivo de Botifarra, así que no se ha leído.</translation>
    </message>
    <message>
        <source>The file %1 is missing.</source>
        <translation>Falta el archivo %1.</translation>
    </message>
    <message>
        <source>The file %1 could not be read.</source>
        <translation>No se ha podido leer el archivo %1.</translation>
    </message>
    <message>
        <source>%1 was %2 where the folder for past hands belongs. It was kept as %3 and a new folder is used.</source>
        <translation>%1 era %2 donde debe estar la carpeta de las manos jugadas. Se ha guardado como %3 y se usa una carpeta nueva.</translation>
    </message>
    <message>
        <source>Hands or games waiting in %1 to be counted could not be used (%2), so they were not counted in your statistics. They were kept as %3.</source>
        <translation>Las manos o partidas que esperaban en %1 ser contadas no se han podido usar (%2), así que no se han contado en las estadísticas. Se han conservado como %3.</translation>
    </message>
    <message>
        <source>Hands waiting in %1 to be saved could not be used (%2), so they were not added to your past hands. They were kept as %3.</source>
        <translation>Las manos que esperaban en %1 ser guardadas no se han podido usar (%2), así que no se han añadido a las manos pasadas. Se han conservado como %3.</translation>
    </message>
    <message>
        <source>In the settings file %1, the setting “%2” had a value that cannot be used; its default is used instead.</source>
        <translation>En el archivo de preferencias %1, la preferencia «%2» tenía un valor que no se puede usar; se usa el valor por defecto.</translation>
    </message>
    <message>
        <source>The file %1 was missing; its backup copy is used.</source>
        <translation>Faltaba el archivo %1; se usa su copia de seguridad.</translation>
    </message>
    <message>
        <source>%1 is %2, not a regular file, so it was not read.</source>
        <translation>%1 es %2, no un archivo normal, así que no se ha leído.</translation>
    </message>
    <message>
        <source>The file %1 could not be read (%2).</source>
        <translation>No se ha podido leer el archivo %1 (%2).</translation>
    </message>
    <message>
        <source>It was kept as %1.</source>
        <translation>Se ha guardado como %1.</translation>
    </message>
    <message>
        <source>It could not be moved aside, so it was left in place.</source>
        <translation>No se ha podido apartar, así que se ha dejado donde estaba.</translation>
    </message>
</context>
<context>
    <name>Rating</name>
    <message>
        <source>Easy</source>
        <translation>Fácil</translation>
    </message>
    <message>
        <source>Medium</source>
        <translation>Medio</translation>
    </message>
    <message>
        <source>Hard</source>
        <translation>Difícil</translation>
    </message>
    <message>
        <source>Mixed levels</source>
        <translation>Niveles mezclados</translation>
    </message>
    <message>
        <source>Your rating: %1 (give or take %2). Matches and games counted: %3.</source>
        <translation>Tu valoración: %1 (más o menos %2). Partidas contadas: %3.</translation>
    </message>
    <message>
        <source>No rating yet: play a duplicate match or a game against the computer.</source>
        <translation>Todavía no tienes valoración: juega una partida duplicada o una partida contra el ordenador.</translation>
    </message>
    <message>
        <source>Your rating moves after every duplicate match (you against the other table&apos;s level) and every game where all the other players are the computer. The computer levels stay where they are: Medium is 25. The band shows how sure the rating is; it narrows as you play.</source>
        <translation>La valoración se mueve después de cada partida duplicada (tú contra el nivel de la otra mesa) y de cada partida en la que todos los demás jugadores son el ordenador. Los niveles del ordenador no se mueven: Medio es 25. La franja muestra lo segura que es la valoración; se estrecha a medida que juegas.</translation>
    </message>
    <message>
        <source>You: %1</source>
        <translation>Tú: %1</translation>
    </message>
    <message>
        <source>Your rating over time</source>
        <translation>Tu valoración a lo largo del tiempo</translation>
    </message>
    <message>
        <source>You</source>
        <translation>Tú</translation>
    </message>
    <message>
        <source>Give or take</source>
        <translation>Más o menos</translation>
    </message>
    <message>
        <source>Matches and games that counted</source>
        <translation>Partidas contadas</translation>
    </message>
    <message>
        <source>Nothing counted yet.</source>
        <translation>Todavía no se ha contado nada.</translation>
    </message>
</context>
<context>
    <name>Review</name>
    <message>
        <source>Review of the hand</source>
        <extracomment>The least room (a dialog&apos;s share of the screen, :func:`dialog_room`) for the wide dialog: the list of cards beside a board with its side columns, up to about 1340x670 (a 1366x768 screen). Less: the narrow one. The least room&apos;s height for the card&apos;s details under the board (a 1024x768 screen&apos;s 678 has it); shorter (an 800x600 or a 1024x600 screen) the dialog is compact: the list of cards, short rows, shares a column with the details beside the board. The padding round a row&apos;s text in the list of cards (the style sheet&apos;s). The compact dialog&apos;s list shows at least this many rows (of a hand&apos;s 12 cards) at once. The narrow dialog&apos;s smallest cards: the hand&apos;s, and the trick&apos;s (the table&apos;s own on an 800x600 screen). The narrow dialog&apos;s largest hand card (a taller dialog than a 1024x768 screen&apos;s grows its cards up to it).</extracomment>
        <translation>Revisión de la mano</translation>
    </message>
    <message>
        <source>Your cards in this hand</source>
        <extracomment>The screen&apos;s room is short of the wide dialog&apos;s: a board without side columns. Too short for the card&apos;s details under the board: they share the list&apos;s column, beside it.</extracomment>
        <translation>Tus cartas en esta mano</translation>
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
        <translation>◀ Carta anterior</translation>
    </message>
    <message>
        <source>Next card ▶</source>
        <translation>Carta siguiente ▶</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>Cerrar</translation>
    </message>
    <message>
        <source>Previous card</source>
        <translation>Carta anterior</translation>
    </message>
    <message>
        <source>Next card</source>
        <translation>Carta siguiente</translation>
    </message>
    <message>
        <source>Hand %1 of %2</source>
        <translation>Mano %1 de %2</translation>
    </message>
    <message>
        <source>&amp;Hand:</source>
        <translation>&amp;Mano:</translation>
    </message>
    <message>
        <source>◀ Previous hand</source>
        <translation>◀ Mano anterior</translation>
    </message>
    <message>
        <source>Previous hand</source>
        <translation>Mano anterior</translation>
    </message>
    <message>
        <source>Next hand ▶</source>
        <translation>Mano siguiente ▶</translation>
    </message>
    <message>
        <source>Next hand</source>
        <translation>Mano siguiente</translation>
    </message>
    <message>
        <source>You played no card in this hand.</source>
        <translation>En esta mano no has jugado ninguna carta.</translation>
    </message>
    <message>
        <source>Trick %1: you played the %2</source>
        <translation>Baza %1: tu carta, %2</translation>
    </message>
    <message>
        <source>being rated…</source>
        <translation>evaluando…</translation>
    </message>
    <message>
        <source>an illegal card (table rules): not rated</source>
        <translation>una carta ilegal (reglas de mesa): sin nota</translation>
    </message>
    <message>
        <source>your only card</source>
        <translation>tu única carta</translation>
    </message>
    <message>
        <source>as the Hard level would</source>
        <translation>como lo haría el nivel Difícil</translation>
    </message>
    <message>
        <source>Hard level: the %1 (−%2 points)</source>
        <translation>Nivel Difícil: %1 (−%2 puntos)</translation>
    </message>
    <message>
        <source>%1. %2</source>
        <comment>a short row of the review: the trick&apos;s number, the card you played</comment>
        <translation>%1. %2</translation>
    </message>
    <message>
        <source>You played the &lt;b&gt;%1&lt;/b&gt;.</source>
        <translation>Has jugado &lt;b&gt;%1&lt;/b&gt;.</translation>
    </message>
    <message>
        <source>The Hard level is still thinking about this card…</source>
        <translation>El nivel Difícil todavía está pensando esta carta…</translation>
    </message>
    <message>
        <source>That card broke the rules (table rules), so it is not rated.</source>
        <translation>Esa carta no cumplía las reglas (reglas de mesa), así que no tiene nota.</translation>
    </message>
    <message>
        <source>It was your only legal card.</source>
        <translation>Era la única carta que podías jugar.</translation>
    </message>
    <message>
        <source>The Hard level would have played the &lt;b&gt;%1&lt;/b&gt;: by its reckoning that is worth %2 points more for your side.</source>
        <translation>El nivel Difícil habría jugado &lt;b&gt;%1&lt;/b&gt;: según sus cálculos, vale %2 puntos más para tu pareja.</translation>
    </message>
    <message>
        <source>The Hard level prefers the %1, but by less than half a point: as good.</source>
        <translation>El nivel Difícil prefiere %1, pero por menos de medio punto: es igual de buena.</translation>
    </message>
    <message>
        <source>The Hard level would have played the same card.</source>
        <translation>El nivel Difícil habría jugado la misma carta.</translation>
    </message>
    <message>
        <source>Points your side could expect from here, by card (the Hard level&apos;s estimate from what you could see):</source>
        <translation>Puntos que tu pareja podía esperar desde aquí, por carta (estimación del nivel Difícil con lo que tú podías ver):</translation>
    </message>
    <message>
        <source>The Hard level is rating your cards: %1 of %2…</source>
        <translation>El nivel Difícil está evaluando tus cartas: %1 de %2…</translation>
    </message>
    <message>
        <source>The Hard level would have played every card as you did.</source>
        <translation>El nivel Difícil habría jugado todas las cartas como tú.</translation>
    </message>
    <message>
        <source>The Hard level would have played %1 of your %2 cards otherwise, worth about %3 points in its estimate.</source>
        <translation>El nivel Difícil habría jugado distinto %1 de tus %2 cartas, que valen unos %3 puntos según su estimación.</translation>
    </message>
</context>
<context>
    <name>RulesHelp</name>
    <message>
        <source>Botifarra: the rules we play</source>
        <translation>La butifarra: las reglas con que jugamos</translation>
    </message>
    <message>
        <source>Cards and players</source>
        <translation>Cartas y jugadores</translation>
    </message>
    <message>
        <source>Four players in two pairs; partners sit face to face. The Spanish deck of 48 cards: oros, copes, espases and bastos, 1 to 12. Play goes counterclockwise: the next player is the one on your right.</source>
        <translation>Cuatro jugadores en dos parejas; los compañeros se sientan uno frente al otro. Se juega con la baraja española de 48 cartas: oros, copas, espadas y bastos, del 1 al 12. Se juega en sentido contrario a las agujas del reloj: el siguiente es el de la derecha.</translation>
    </message>
    <message>
        <source>Order in each suit: 9 (manilla) &gt; 1 (as) &gt; 12 (rei) &gt; 11 (cavall) &gt; 10 (sota) &gt; 8 &gt; 7 &gt; … &gt; 2. Points: manilla 5, as 4, rei 3, cavall 2, sota 1. With one point per trick there are 72 points in a hand.</source>
        <translation>Orden de cada palo: 9 (manilla) &gt; 1 (as) &gt; 12 (rey) &gt; 11 (caballo) &gt; 10 (sota) &gt; 8 &gt; 7 &gt; … &gt; 2. Puntos: manilla 5, as 4, rey 3, caballo 2, sota 1. Con un punto por baza, cada mano tiene 72 puntos.</translation>
    </message>
    <message>
        <source>Making trump</source>
        <translation>Cantar</translation>
    </message>
    <message>
        <source>The dealer looks at the cards and names a trump suit, says botifarra (no trump, the hand counts double) or delegates to the partner, who must then choose.</source>
        <translation>Quien reparte mira sus cartas y canta un palo de triunfo, dice butifarra (sin triunfo, la mano vale el doble) o delega en su compañero, que entonces tiene que elegir.</translation>
    </message>
    <message>
        <source>Doubling</source>
        <translation>Doblar</translation>
    </message>
    <message>
        <source>The other side may say contro (×2); then the declaring side recontro (×4); then, only with a trump suit, the contro side Sant Vicenç (×8). With botifarra: contro ×4, recontro ×8.</source>
        <translation>La otra pareja puede decir contro (×2); luego la pareja que ha cantado, recontro (×4); y, solo con triunfo, la del contro puede decir Sant Vicenç (×8). Con butifarra: contro ×4, recontro ×8.</translation>
    </message>
    <message>
        <source>Playing</source>
        <translation>El juego</translation>
    </message>
    <message>
        <source>The player on the dealer&apos;s right leads; the winner of each trick leads the next. You must follow suit. If your partner is not winning you must beat the winning card if you can. Without the suit led and with your partner not winning, you must trump (or overtrump a rival&apos;s trump if you can). With your partner winning you may play any card. Only the last trick of each side may be looked at again.</source>
        <translation>Sale el jugador a la derecha de quien reparte; quien gana una baza sale en la siguiente. Hay que servir el palo. Si tu compañero no gana, hay que matar la carta ganadora si se puede. Sin el palo y sin que gane tu compañero, hay que fallar (o sobrefallar el triunfo de un rival si se puede). Si gana tu compañero, puedes jugar cualquier carta. Solo se puede volver a mirar la última baza de cada pareja.</translation>
    </message>
    <message>
        <source>Obligada: a card that does not win must be a point card (partner winning) or your lowest card of its suit. Intermèdia: the same, but the second player may also drop a point card (&quot;Carrego&quot;).</source>
        <translation>Obligada: una carta que no gana debe ser una carta que cuente (si gana el compañero) o la más baja de su palo. Intermedia: igual, pero el segundo jugador también puede cargar una carta que cuente («Cargo»).</translation>
    </message>
    <message>
        <source>Scoring</source>
        <translation>Contar</translation>
    </message>
    <message>
        <source>Each side counts card points plus tricks. The side above 36 scores the points above 36 times the multiplier. The game is won by the first side to reach the target (101 by default).</source>
        <translation>Cada pareja cuenta los puntos de las cartas más las bazas. La que pasa de 36 se apunta los puntos que pasan de 36 por el multiplicador. Gana la partida la primera pareja que llega al objetivo (101 si no se elige otro).</translation>
    </message>
    <message>
        <source>This program refuses an illegal card and tells you why. With table rules it accepts it, and the other side may claim it: then they score 36 × the multiplier.</source>
        <translation>Este programa no acepta una carta ilegal y te explica por qué. Con reglas de mesa la acepta, y la otra pareja puede reclamarla: entonces se apuntan 36 × el multiplicador.</translation>
    </message>
    <message>
        <source>Other ways to play</source>
        <translation>Otras maneras de jugar</translation>
    </message>
    <message>
        <source>Four individual players: no partners and no delegating; only contro, and not on botifarra. A player who can no longer win any trick must play oros first, then copes, espases and bastos. Each player scores the points above or below 18. Three players: 36 cards (no 2, 3 or 4), 12 each, played like four individual players; each scores the points above or below 24.</source>
        <translation>Cuatro jugadores individuales: sin compañeros y sin delegar; solo se puede contrar, y no cuando es botifarra. Quien ya no puede ganar ninguna baza debe tirar primero oros, después copas, espadas y bastos. Cada jugador se apunta los puntos que pasan de 18 (o los que le faltan). Tres jugadores: 36 cartas (sin doses, treses ni cuatros), 12 cada uno, y se juega como con cuatro jugadores individuales; cada uno se apunta los puntos que pasan de 24 (o los que le faltan).</translation>
    </message>
    <message>
        <source>Two players, rector i vicari: each has six piles of four cards with the top card face up, and only face-up cards can be played; the card underneath is then turned up. There are 24 tricks of two cards, one point for every two tricks, and the odd trick&apos;s point goes to the player with fewer points. Two players with a hand: four piles each and eight cards in hand.</source>
        <translation>Dos jugadores, el rector y el vicario: cada uno tiene seis montones de cuatro cartas con la de arriba boca arriba, y solo se pueden tirar las cartas descubiertas; entonces se gira la de debajo. Hay 24 bazas de dos cartas, un punto por cada dos bazas, y el punto de la baza que sobra es para quien tiene menos puntos. Dos jugadores con mano: cuatro montones cada uno y ocho cartas en la mano.</translation>
    </message>
    <message>
        <source>How to play</source>
        <translation>Cómo se juega</translation>
    </message>
</context>
<context>
    <name>SaveGameDialog</name>
    <message>
        <source>Save the game</source>
        <translation>Guardar la partida</translation>
    </message>
    <message>
        <source>A name for this game</source>
        <translation>Un nombre para esta partida</translation>
    </message>
    <message>
        <source>Saved games: %1</source>
        <translation>Partidas guardadas: %1</translation>
    </message>
    <message>
        <source>Save</source>
        <translation>Guardar</translation>
    </message>
    <message>
        <source>Name:</source>
        <translation>Nombre:</translation>
    </message>
    <message>
        <source>Please write a name for the game.</source>
        <translation>Escribe un nombre para la partida.</translation>
    </message>
    <message>
        <source>Use a name of up to 64 characters with some letters or digits.</source>
        <translation>Usa un nombre de hasta 64 caracteres con alguna letra o cifra.</translation>
    </message>
    <message>
        <source>A saved game with this name already exists: saving will replace it.</source>
        <translation>Ya hay una partida guardada con este nombre: si guardas, la sustituirás.</translation>
    </message>
    <message>
        <source>Replace the saved game “%1” with this game?</source>
        <translation>¿Sustituir la partida guardada «%1» por esta?</translation>
    </message>
    <message>
        <source>Replace</source>
        <translation>Sustituir</translation>
    </message>
    <message>
        <source>The game was not saved:</source>
        <translation>No se ha guardado la partida:</translation>
    </message>
</context>
<context>
    <name>Saves</name>
    <message>
        <source>Lliure</source>
        <translation>Libre</translation>
    </message>
    <message>
        <source>Obligada</source>
        <translation>Obligada</translation>
    </message>
    <message>
        <source>Intermèdia</source>
        <translation>Intermedia</translation>
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
        <translation>Reglas propias</translation>
    </message>
    <message>
        <source>Pairs</source>
        <translation>Por parejas</translation>
    </message>
    <message>
        <source>Four players, no pairs</source>
        <translation>Cuatro jugadores, sin parejas</translation>
    </message>
    <message>
        <source>Three players</source>
        <translation>Tres jugadores</translation>
    </message>
    <message>
        <source>Two players: rector i vicari</source>
        <translation>Dos jugadores: rector i vicari</translation>
    </message>
    <message>
        <source>Two players: piles and a hand</source>
        <translation>Dos jugadores: montones y cartas en la mano</translation>
    </message>
    <message>
        <source>over the network</source>
        <translation>en red</translation>
    </message>
    <message>
        <source>the computer plays alone</source>
        <translation>solo juega el ordenador</translation>
    </message>
    <message>
        <source>against the computer</source>
        <translation>contra el ordenador</translation>
    </message>
    <message>
        <source>several people at this computer</source>
        <translation>varias personas en este ordenador</translation>
    </message>
    <message>
        <source>unknown date</source>
        <translation>fecha desconocida</translation>
    </message>
</context>
<context>
    <name>Saving</name>
    <message>
        <source>The game in play could not be saved.</source>
        <translation>No se ha podido guardar la partida en juego.</translation>
    </message>
    <message>
        <source>The past hands could not be saved.</source>
        <translation>No se han podido guardar las manos jugadas.</translation>
    </message>
    <message>
        <source>Your statistics could not be saved.</source>
        <translation>No se han podido guardar las estadísticas.</translation>
    </message>
    <message>
        <source>Your settings could not be saved.</source>
        <translation>No se han podido guardar las preferencias.</translation>
    </message>
    <message>
        <source>the game in play</source>
        <translation>la partida en juego</translation>
    </message>
    <message>
        <source>the past hands</source>
        <translation>las manos jugadas</translation>
    </message>
    <message>
        <source>the statistics</source>
        <translation>las estadísticas</translation>
    </message>
    <message>
        <source>the settings</source>
        <translation>las preferencias</translation>
    </message>
    <message>
        <source>the disk is full</source>
        <translation>el disco está lleno</translation>
    </message>
    <message>
        <source>Botifarra may not write in that folder</source>
        <translation>Botifarra no tiene permiso para escribir en esa carpeta</translation>
    </message>
    <message>
        <source>the disk or folder is read-only</source>
        <translation>el disco o la carpeta son de solo lectura</translation>
    </message>
    <message>
        <source>another copy of Botifarra kept the file busy</source>
        <translation>otra copia de Botifarra tenía el archivo ocupado</translation>
    </message>
    <message>
        <source>it is %1, not a file</source>
        <translation>es %1, no un archivo</translation>
    </message>
    <message>
        <source>it is %1, not a folder</source>
        <translation>es %1, no una carpeta</translation>
    </message>
    <message>
        <source>a file is where a folder belongs</source>
        <translation>hay un archivo donde debe haber una carpeta</translation>
    </message>
    <message>
        <source>a folder is where a file belongs</source>
        <translation>hay una carpeta donde debe haber un archivo</translation>
    </message>
    <message>
        <source>a folder</source>
        <translation>una carpeta</translation>
    </message>
    <message>
        <source>a named pipe</source>
        <translation>una tubería con nombre</translation>
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
        <translation>un archivo</translation>
    </message>
    <message>
        <source>a broken link</source>
        <translation>un enlace roto</translation>
    </message>
    <message>
        <source>a special file</source>
        <translation>un archivo especial</translation>
    </message>
    <message>
        <source>Saving works again: %1.</source>
        <translation>Se vuelve a guardar: %1.</translation>
    </message>
    <message>
        <source>File: %1</source>
        <translation>Archivo: %1</translation>
    </message>
    <message>
        <source>Reason: %1.</source>
        <translation>Motivo: %1.</translation>
    </message>
    <message>
        <source>Still saved: %1.</source>
        <translation>Se siguen guardando: %1.</translation>
    </message>
    <message>
        <source>Nothing can be saved at the moment; you can play on.</source>
        <translation>Ahora mismo no se puede guardar nada; puedes seguir jugando.</translation>
    </message>
    <message>
        <source>Botifarra tries again by itself and tells you when it works again.</source>
        <translation>Botifarra lo vuelve a intentar solo y te avisa cuando vuelva a funcionar.</translation>
    </message>
</context>
<context>
    <name>ScenarioEditor</name>
    <message>
        <source>South (bottom)</source>
        <translation>Sur (abajo)</translation>
    </message>
    <message>
        <source>East (right)</source>
        <translation>Este (a la derecha)</translation>
    </message>
    <message>
        <source>North (top)</source>
        <translation>Norte (arriba)</translation>
    </message>
    <message>
        <source>West (left)</source>
        <translation>Oeste (a la izquierda)</translation>
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
        <translation>Editor de escenarios</translation>
    </message>
    <message>
        <source>Strict: beat and trump even over your partner</source>
        <extracomment>Replaced by tests: the file dialogs and the question before replacing a file.</extracomment>
        <translation>Estricto: matar y fallar incluso por encima del compañero</translation>
    </message>
    <message>
        <source>The 3 ranks second</source>
        <translation>El 3 es el segundo</translation>
    </message>
    <message>
        <source>Botifarra (no trumps)</source>
        <translation>Butifarra (sin triunfo)</translation>
    </message>
    <message>
        <source>Delegated: the dealer&apos;s partner made trump</source>
        <translation>Delegada: ha cantado el compañero de quien reparte</translation>
    </message>
    <message>
        <source>Rules:</source>
        <translation>Reglas:</translation>
    </message>
    <message>
        <source>Trump:</source>
        <translation>Triunfo:</translation>
    </message>
    <message>
        <source>Dealer:</source>
        <translation>Reparte:</translation>
    </message>
    <message>
        <source>Calls:</source>
        <translation>Doblas:</translation>
    </message>
    <message>
        <source>Leads the trick:</source>
        <translation>Sale a la baza:</translation>
    </message>
    <message>
        <source>Title:</source>
        <translation>Título:</translation>
    </message>
    <message>
        <source>Story:</source>
        <translation>Historia:</translation>
    </message>
    <message>
        <source>Question:</source>
        <translation>Pregunta:</translation>
    </message>
    <message>
        <source>Answer:</source>
        <translation>Respuesta:</translation>
    </message>
    <message>
        <source>A click puts the card in:</source>
        <translation>Un clic pone la carta en:</translation>
    </message>
    <message>
        <source>the trick</source>
        <translation>la baza</translation>
    </message>
    <message>
        <source>Fill the rest at random</source>
        <translation>Rellenar el resto al azar</translation>
    </message>
    <message>
        <source>Clear the cards</source>
        <translation>Quitar las cartas</translation>
    </message>
    <message>
        <source>Cards per player:</source>
        <translation>Cartas por jugador:</translation>
    </message>
    <message>
        <source>Open…</source>
        <translation>Abrir…</translation>
    </message>
    <message>
        <source>Save…</source>
        <translation>Guardar…</translation>
    </message>
    <message>
        <source>Play from here</source>
        <translation>Jugar desde aquí</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>Cerrar</translation>
    </message>
    <message>
        <source>None</source>
        <translation>Ninguna</translation>
    </message>
    <message>
        <source>The trick has at most 3 cards: the fourth would end it.</source>
        <translation>La baza tiene como mucho 3 cartas: la cuarta la cerraría.</translation>
    </message>
    <message>
        <source>seat %1</source>
        <translation>asiento %1</translation>
    </message>
    <message>
        <source>On the trick</source>
        <translation>En la baza</translation>
    </message>
    <message>
        <source>Not a possible position yet: %1</source>
        <translation>Todavía no es una posición posible: %1</translation>
    </message>
    <message>
        <source>Ready. %1 is to play and may play: %2.</source>
        <translation>Listo. Juega %1 y puede jugar: %2.</translation>
    </message>
    <message>
        <source>every player must hold the same number of cards (1 to 12), counting a card already on the trick: %1.</source>
        <translation>todos los jugadores deben tener el mismo número de cartas (de 1 a 12), contando la carta que ya tienen en la baza: %1.</translation>
    </message>
    <message>
        <source>T%1</source>
        <comment>card on the trick, in order</comment>
        <translation>B%1</translation>
    </message>
    <message numerus="yes">
        <source>A player already holds more than %n cards: raise the number of cards per player.</source>
        <translation>
            <numerusform>Un jugador ya tiene más de %n carta: aumenta el número de cartas por jugador.</numerusform>
            <numerusform>Un jugador ya tiene más de %n cartas: aumenta el número de cartas por jugador.</numerusform>
        </translation>
    </message>
    <message>
        <source>This file cannot be opened.</source>
        <translation>Este archivo no se puede abrir.</translation>
    </message>
    <message>
        <source>The scenario could not be saved: %1</source>
        <translation>No se ha podido guardar el escenario: %1</translation>
    </message>
    <message>
        <source>Save the scenario</source>
        <translation>Guardar el escenario</translation>
    </message>
    <message>
        <source>Scenarios (*.json)</source>
        <translation>Escenarios (*.json)</translation>
    </message>
    <message>
        <source>Open a scenario</source>
        <translation>Abrir un escenario</translation>
    </message>
    <message>
        <source>Replace the file?</source>
        <translation>¿Sustituir el archivo?</translation>
    </message>
    <message>
        <source>%1 already exists. Replace it?</source>
        <translation>%1 ya existe. ¿Sustituirlo?</translation>
    </message>
</context>
<context>
    <name>ScoreChart</name>
    <message>
        <source>The game so far</source>
        <translation>La partida hasta ahora</translation>
    </message>
    <message>
        <source>Hand</source>
        <translation>Mano</translation>
    </message>
    <message>
        <source>Each side&apos;s total will be drawn here after every hand.</source>
        <translation>Aquí se dibujará el total de cada bando después de cada mano.</translation>
    </message>
</context>
<context>
    <name>ScoreSheet</name>
    <message>
        <source>Hand</source>
        <translation>Mano</translation>
    </message>
    <message>
        <source>×</source>
        <translation>×</translation>
    </message>
    <message>
        <source>Called</source>
        <translation>Cantado</translation>
    </message>
    <message>
        <source>Points</source>
        <translation>Puntos</translation>
    </message>
    <message>
        <source>Us</source>
        <translation>Nosotros</translation>
    </message>
    <message>
        <source>Them</source>
        <translation>Ellos</translation>
    </message>
    <message>
        <source>Trump, who made it, and the calls</source>
        <translation>El triunfo, quién lo ha cantado y los doblajes</translation>
    </message>
    <message>
        <source>Multiplier</source>
        <translation>Multiplicador</translation>
    </message>
    <message>
        <source>Points (cards + tricks): us – them</source>
        <translation>Puntos (cartas + bazas): nosotros – ellos</translation>
    </message>
    <message>
        <source>Our score this hand and our total</source>
        <translation>Lo que hemos anotado en esta mano y nuestro total</translation>
    </message>
    <message>
        <source>Their score this hand and their total</source>
        <translation>Lo que han anotado en esta mano y su total</translation>
    </message>
    <message>
        <source>Decided by your claim</source>
        <translation>Decidida por tu reclamación</translation>
    </message>
    <message>
        <source>Points (cards + tricks): %1</source>
        <translation>Puntos (cartas + bazas): %1</translation>
    </message>
    <message>
        <source>Decided by a claim of %1</source>
        <translation>Decidida por una reclamación de %1</translation>
    </message>
    <message>
        <source> (delegated)</source>
        <translation> (delegada)</translation>
    </message>
    <message>
        <source>claim</source>
        <translation>reclamación</translation>
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
        <translation>Botifarra ya está abierto con tus partidas guardadas.</translation>
    </message>
    <message>
        <source>Only one copy at a time can keep your game, past hands, statistics and settings. You can bring that window forward, or play here without saving anything.</source>
        <translation>Solo una copia a la vez puede guardar la partida, las manos jugadas, las estadísticas y las preferencias. Puedes traer esa ventana al frente o jugar aquí sin guardar nada.</translation>
    </message>
    <message>
        <source>The other Botifarra window did not answer.</source>
        <translation>La otra ventana de Botifarra no ha respondido.</translation>
    </message>
    <message>
        <source>Bring that window forward</source>
        <translation>Traer esa ventana al frente</translation>
    </message>
    <message>
        <source>Play without saving</source>
        <translation>Jugar sin guardar</translation>
    </message>
    <message>
        <source>Quit</source>
        <translation>Salir</translation>
    </message>
    <message>
        <source>Botifarra could not create its lock file %1 (%2).</source>
        <translation>Botifarra no ha podido crear su archivo de bloqueo %1 (%2).</translation>
    </message>
    <message>
        <source>Without it, two copies of Botifarra could overwrite each other&apos;s games, so this copy will not keep anything. You can play here without saving, or quit and free some space first.</source>
        <translation>Sin él, dos copias de Botifarra podrían sobrescribirse las partidas, así que esta copia no guardará nada. Puedes jugar aquí sin guardar, o salir y liberar antes algo de espacio.</translation>
    </message>
    <message>
        <source>Not saving: the lock file %1 could not be created.</source>
        <translation>No se guarda: no se ha podido crear el archivo de bloqueo %1.</translation>
    </message>
    <message>
        <source>Not saving: Botifarra is already open with your saved games in another window.</source>
        <translation>Sin guardar: Botifarra ya está abierto con tus partidas guardadas en otra ventana.</translation>
    </message>
    <message>
        <source>Not saving: the lock file %1 was removed and another copy of Botifarra now keeps your saved games. From now on this window saves nothing.</source>
        <translation>No se guarda: el archivo de bloqueo %1 se ha borrado y ahora otra copia de Botifarra conserva tus partidas guardadas. A partir de ahora esta ventana no guarda nada.</translation>
    </message>
</context>
<context>
    <name>StartPanel</name>
    <message>
        <source>You have a game under way</source>
        <translation>Tienes una partida a medias</translation>
    </message>
    <message>
        <source>Hand %1 · Us &lt;b&gt;%2&lt;/b&gt; · Them &lt;b&gt;%3&lt;/b&gt;</source>
        <translation>Mano %1 · Nosotros &lt;b&gt;%2&lt;/b&gt; · Ellos &lt;b&gt;%3&lt;/b&gt;</translation>
    </message>
    <message>
        <source>Hand %1 · %2</source>
        <translation>Mano %1 · %2</translation>
    </message>
    <message>
        <source>Playing with %1</source>
        <translation>Juegas con %1</translation>
    </message>
    <message>
        <source>Saved on %1</source>
        <translation>Guardada el %1</translation>
    </message>
    <message>
        <source>A new game replaces this one.</source>
        <translation>Si empiezas una partida nueva, esta se pierde.</translation>
    </message>
    <message>
        <source>Continue the game</source>
        <translation>Continuar la partida</translation>
    </message>
    <message>
        <source>New game</source>
        <translation>Partida nueva</translation>
    </message>
</context>
<context>
    <name>StatisticsCharts</name>
    <message>
        <source>All games</source>
        <translation>Todas las partidas</translation>
    </message>
    <message>
        <source>Way to play: %1</source>
        <translation>Modo de juego: %1</translation>
    </message>
    <message>
        <source>Opponents: %1</source>
        <translation>Contrarios: %1</translation>
    </message>
    <message>
        <source>Show:</source>
        <translation>Mostrar:</translation>
    </message>
    <message>
        <source>Games won, game after game (the last %1)</source>
        <translation>Partidas ganadas, partida tras partida (las últimas %1)</translation>
    </message>
    <message>
        <source>Won so far</source>
        <translation>Ganadas hasta ahora</translation>
    </message>
    <message>
        <source>%1 of %2 won</source>
        <translation>%1 de %2 ganadas</translation>
    </message>
    <message>
        <source>Games, oldest first; share won so far in %</source>
        <translation>Partidas, de la más antigua; porcentaje ganado hasta entonces</translation>
    </message>
    <message>
        <source>No finished game yet.</source>
        <translation>Todavía no hay ninguna partida terminada.</translation>
    </message>
    <message numerus="yes">
        <source>Points per hand (the last %n hands)</source>
        <translation>
            <numerusform>Puntos por mano (la última %n mano)</numerusform>
            <numerusform>Puntos por mano (las últimas %n manos)</numerusform>
        </translation>
    </message>
    <message>
        <source>Each hand</source>
        <translation>Cada mano</translation>
    </message>
    <message>
        <source>Average of 10</source>
        <translation>Media de 10</translation>
    </message>
    <message>
        <source>Average of 10: %1</source>
        <translation>Media de 10: %1</translation>
    </message>
    <message>
        <source>half: 36</source>
        <translation>mitad: 36</translation>
    </message>
    <message>
        <source>Hands, oldest first; points of 72</source>
        <translation>Manos, de la más antigua; puntos de 72</translation>
    </message>
    <message>
        <source>No hand played yet.</source>
        <translation>Todavía no se ha jugado ninguna mano.</translation>
    </message>
    <message numerus="yes">
        <source>%n games</source>
        <translation>
            <numerusform>%n partida</numerusform>
            <numerusform>%n partidas</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n hands</source>
        <translation>
            <numerusform>%n mano</numerusform>
            <numerusform>%n manos</numerusform>
        </translation>
    </message>
    <message>
        <source>Nothing counted yet.</source>
        <translation>Todavía no hay nada contado.</translation>
    </message>
    <message>
        <source>Games won by opponents&apos; level</source>
        <translation>Partidas ganadas según el nivel de los contrarios</translation>
    </message>
    <message>
        <source>Points per hand by opponents&apos; level</source>
        <translation>Puntos por mano según el nivel de los contrarios</translation>
    </message>
    <message>
        <source>Games won by way to play</source>
        <translation>Partidas ganadas según el modo de juego</translation>
    </message>
    <message>
        <source>Points per hand by way to play</source>
        <translation>Puntos por mano según el modo de juego</translation>
    </message>
</context>
<context>
    <name>StatisticsDialog</name>
    <message>
        <source>Easy</source>
        <translation>Fácil</translation>
    </message>
    <message>
        <source>Medium</source>
        <translation>Medio</translation>
    </message>
    <message>
        <source>Hard</source>
        <translation>Difícil</translation>
    </message>
    <message>
        <source>Mixed levels</source>
        <translation>Niveles mezclados</translation>
    </message>
    <message>
        <source>People</source>
        <translation>Personas</translation>
    </message>
    <message>
        <source>Statistics</source>
        <translation>Estadísticas</translation>
    </message>
    <message>
        <source>Games played:</source>
        <translation>Partidas jugadas:</translation>
    </message>
    <message>
        <source>Games won:</source>
        <translation>Partidas ganadas:</translation>
    </message>
    <message>
        <source>Hands played:</source>
        <translation>Manos jugadas:</translation>
    </message>
    <message>
        <source>Hands won:</source>
        <translation>Manos ganadas:</translation>
    </message>
    <message>
        <source>Average points per hand (of 72):</source>
        <translation>Media de puntos por mano (de 72):</translation>
    </message>
    <message>
        <source>Average score per hand:</source>
        <translation>Media de anotación por mano:</translation>
    </message>
    <message>
        <source>Contros called / won:</source>
        <translation>Contros dichos / ganados:</translation>
    </message>
    <message numerus="yes">
        <source>%n points behind, and won</source>
        <translation>
            <numerusform>%n punto por detrás, y ganada</numerusform>
            <numerusform>%n puntos por detrás, y ganada</numerusform>
        </translation>
    </message>
    <message>
        <source>none yet</source>
        <translation>todavía ninguna</translation>
    </message>
    <message>
        <source>Best comeback:</source>
        <translation>Mejor remontada:</translation>
    </message>
    <message>
        <source>Counted for your side: you and your partner in the pairs game, you alone in the other ways to play. A hand is won when your side has the best score of the hand (in the pairs game and with two players, when it scores); without pairs a score can be below zero. A contro counts when your side doubled (contro, recontro, Sant Vicenç or barraca) and is won when your side then won the hand. The best comeback is the largest deficit in a game your side went on to win. The partner&apos;s level counts the pairs game only.</source>
        <translation>Contado para tu bando: tú y tu compañero en el juego por parejas, tú solo en las otras formas de jugar. Una mano se gana cuando tu bando hace la mejor anotación (por parejas y a dos jugadores, cuando se apunta puntos); sin parejas una anotación puede ser negativa. Un contro cuenta cuando tu bando ha doblado (contro, recontro, Sant Vicenç o barraca) y se gana cuando después tu bando gana la mano. La mejor remontada es la mayor desventaja en una partida que tu bando acabó ganando. El nivel del compañero solo cuenta el juego por parejas.</translation>
    </message>
    <message>
        <source>Way to play</source>
        <translation>Forma de jugar</translation>
    </message>
    <message>
        <source>Variant</source>
        <translation>Modalidad</translation>
    </message>
    <message>
        <source>Opponents</source>
        <translation>Rivales</translation>
    </message>
    <message>
        <source>Partner</source>
        <translation>Compañero</translation>
    </message>
    <message>
        <source>Over time</source>
        <translation>A lo largo del tiempo</translation>
    </message>
    <message>
        <source>Compared</source>
        <translation>Comparado</translation>
    </message>
    <message>
        <source>By way to play</source>
        <translation>Por forma de jugar</translation>
    </message>
    <message>
        <source>By variant</source>
        <translation>Por modalidad</translation>
    </message>
    <message>
        <source>By opponents&apos; level</source>
        <translation>Por nivel de los rivales</translation>
    </message>
    <message>
        <source>By partner&apos;s level</source>
        <translation>Por nivel del compañero</translation>
    </message>
    <message>
        <source>In numbers</source>
        <translation>En cifras</translation>
    </message>
    <message>
        <source>Rating</source>
        <translation>Valoración</translation>
    </message>
    <message>
        <source>Games won</source>
        <translation>Partidas ganadas</translation>
    </message>
    <message>
        <source>Hands won</source>
        <translation>Manos ganadas</translation>
    </message>
    <message>
        <source>Contros won</source>
        <translation>Contros ganados</translation>
    </message>
    <message>
        <source>%1 of %2</source>
        <comment>in a table: 11 games won of 30 played</comment>
        <translation>%1 de %2</translation>
    </message>
    <message>
        <source>Points per hand</source>
        <translation>Puntos por mano</translation>
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
        <translation>Paso</translation>
    </message>
    <message>
        <source>Carrego</source>
        <translation>Cargo</translation>
    </message>
    <message>
        <source>Claims!</source>
        <translation>¡Reclamo!</translation>
    </message>
    <message>
        <source>Our last trick</source>
        <extracomment>a screen reader reads this view as the card table (:mod:`.access.tree`), even while it is built buttons features put on the table (Hint, Undo), laid out bottom left; whether each is wanted</extracomment>
        <translation>Nuestra última baza</translation>
    </message>
    <message>
        <source>Last tricks</source>
        <translation>Últimas bazas</translation>
    </message>
    <message>
        <source>Their last trick</source>
        <translation>Su última baza</translation>
    </message>
    <message>
        <source>Claim an illegal card</source>
        <translation>Reclamar una carta ilegal</translation>
    </message>
    <message>
        <source>to %1</source>
        <extracomment>the box&apos;s background and the colour of its quieter words (high contrast: black and white)</extracomment>
        <translation>a %1</translation>
    </message>
    <message>
        <source>%1 claims: %2 played the %3 illegally in trick %4.</source>
        <translation>%1 reclama: %2 jugó %3 de forma ilegal en la baza %4.</translation>
    </message>
    <message>
        <source>Your turn!</source>
        <translation>¡Te toca!</translation>
    </message>
    <message>
        <source>thinking…</source>
        <translation>pensando…</translation>
    </message>
    <message>
        <source>Wait for your turn.</source>
        <translation>Espera tu turno.</translation>
    </message>
    <message>
        <source>Play an illegal card?</source>
        <translation>¿Jugar una carta ilegal?</translation>
    </message>
    <message>
        <source>With table rules you may play it anyway, but if the other side claims it you lose the hand. Play it?</source>
        <translation>Con reglas de mesa puedes jugarla igualmente, pero si la otra pareja lo reclama pierdes la mano. ¿La juegas?</translation>
    </message>
    <message numerus="yes">
        <source>%n hands</source>
        <translation>
            <numerusform>%n mano</numerusform>
            <numerusform>%n manos</numerusform>
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
        <translation>copas</translation>
    </message>
    <message>
        <source>espases</source>
        <translation>espadas</translation>
    </message>
    <message>
        <source>bastos</source>
        <translation>bastos</translation>
    </message>
    <message>
        <source>botifarra</source>
        <translation>butifarra</translation>
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
        <translation>caballo</translation>
    </message>
    <message>
        <source>king</source>
        <translation>rey</translation>
    </message>
    <message>
        <source>%1 of %2</source>
        <comment>the suit name starts with a vowel</comment>
        <translation>%1 de %2</translation>
    </message>
    <message>
        <source>%1 of %2</source>
        <translation>%1 de %2</translation>
    </message>
    <message>
        <source>Botifarra</source>
        <translation>Butifarra</translation>
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
        <translation>Paso</translation>
    </message>
    <message>
        <source> (strict rules: even when your partner is winning)</source>
        <translation> (reglas estrictas: aunque gane tu compañero)</translation>
    </message>
    <message>
        <source>You hold %suit: you must follow suit (%options).</source>
        <translation>Tienes %suit: tienes que servir (%options).</translation>
    </message>
    <message>
        <source>The %winning is winning and your partner is not: you must beat it if you can (%options).</source>
        <translation>Gana la baza %winning, y no es de tu compañero: tienes que matarla si puedes (%options).</translation>
    </message>
    <message>
        <source>A rival has trumped with the %winning: you must overtrump if you can (%options).</source>
        <translation>Un rival ha fallado con %winning: tienes que sobrefallar si puedes (%options).</translation>
    </message>
    <message>
        <source>You have no %led and your partner is not winning: you must trump with %suit (%options).</source>
        <translation>No tienes %led y tu compañero no gana: tienes que fallar con %suit (%options).</translation>
    </message>
    <message>
        <source>The %card does not win the trick and your partner is winning: play a point card or your lowest %suit (the %lowest).</source>
        <translation>Esta carta (%card) no gana la baza y gana tu compañero: juega una carta que cuente o la más baja de %suit (%lowest).</translation>
    </message>
    <message>
        <source>The %card does not win the trick and a rival is winning: play your lowest %suit (the %lowest).</source>
        <translation>Esta carta (%card) no gana la baza y gana un rival: juega la más baja de %suit (%lowest).</translation>
    </message>
    <message>
        <source>You do not hold the %card.</source>
        <translation>No tienes esta carta (%card).</translation>
    </message>
    <message>
        <source>It is not your turn.</source>
        <translation>No es tu turno.</translation>
    </message>
    <message>
        <source>That cannot be done now.</source>
        <translation>Ahora no se puede hacer eso.</translation>
    </message>
    <message>
        <source>The other side has not played an illegal card in this hand.</source>
        <translation>La otra pareja no ha jugado ninguna carta ilegal en esta mano.</translation>
    </message>
    <message>
        <source>Us</source>
        <translation>Nosotros</translation>
    </message>
    <message>
        <source>Them</source>
        <translation>Ellos</translation>
    </message>
    <message>
        <source>Across</source>
        <comment>default name of the player in front, who is not a partner</comment>
        <translation>Enfrente</translation>
    </message>
    <message>
        <source>Me</source>
        <comment>default name of the player</comment>
        <translation>Yo</translation>
    </message>
    <message>
        <source>Right</source>
        <comment>default name of the player on your right</comment>
        <translation>Derecha</translation>
    </message>
    <message>
        <source>Partner</source>
        <comment>default name of the partner</comment>
        <translation>Compañero</translation>
    </message>
    <message>
        <source>Left</source>
        <comment>default name of the player on your left</comment>
        <translation>Izquierda</translation>
    </message>
    <message>
        <source>Pere,Montse,Jordi,Núria,Carme,Josep,Marta,Quim</source>
        <comment>the computer players&apos; names at a LAN table: comma-separated first names usual in this language (at least three, different from each other)</comment>
        <translation>Juan,Carmen,José,Lucía,Antonio,Pilar,Manuel,Rosa</translation>
    </message>
</context>
<context>
    <name>TrickHistory</name>
    <message>
        <source>Trick</source>
        <translation>Baza</translation>
    </message>
    <message>
        <source>Winner</source>
        <translation>Gana</translation>
    </message>
    <message>
        <source>Points</source>
        <translation>Puntos</translation>
    </message>
</context>
</TS>
