<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="pt" sourcelanguage="en">
<context>
    <name>About</name>
    <message>
        <source>The Catalan card game, against the computer or with friends on your network.</source>
        <translation>O jogo de cartas catalão, contra o computador ou com amigos na tua rede.</translation>
    </message>
    <message>
        <source>Free software under the GNU GPL, version 3 or later.</source>
        <translation>Software livre sob a GNU GPL, versão 3 ou posterior.</translation>
    </message>
</context>
<context>
    <name>Access</name>
    <message>
        <source>Card table</source>
        <translation>Mesa de jogo</translation>
    </message>
    <message>
        <source>Announcements</source>
        <translation>Avisos</translation>
    </message>
    <message>
        <source>Last trick shown</source>
        <translation>Última vaza à vista</translation>
    </message>
    <message>
        <source>card face down</source>
        <translation>carta virada para baixo</translation>
    </message>
    <message>
        <source>Left and Right choose a card, 1 to 9 and 0 pick the first to tenth, Enter plays it.</source>
        <translation>Esquerda e Direita escolhem uma carta, de 1 a 9 e 0 escolhem da primeira à décima, Enter joga-a.</translation>
    </message>
    <message>
        <source>Enter plays it.</source>
        <translation>Enter joga-a.</translation>
    </message>
    <message>
        <source>Table rules: say the other side played an illegal card; if they did, they lose the hand.</source>
        <translation>Regras de mesa: dizes que a outra dupla jogou uma carta ilegal; se for assim, perdem a mão.</translation>
    </message>
    <message>
        <source>Shows the last trick the other side won (Esc hides it).</source>
        <translation>Mostra a última vaza ganha pela outra dupla (Esc esconde-a).</translation>
    </message>
    <message>
        <source>Shows the last trick your side won (Esc hides it).</source>
        <translation>Mostra a última vaza ganha pela tua dupla (Esc esconde-a).</translation>
    </message>
    <message>
        <source>Shows the last trick each player won (Esc hides them).</source>
        <translation>Mostra a última vaza ganha por cada jogador (Esc esconde-as).</translation>
    </message>
    <message>
        <source>No points.</source>
        <translation>Não vale pontos.</translation>
    </message>
    <message numerus="yes">
        <source>Worth %n points.</source>
        <translation>
            <numerusform>Vale %n ponto.</numerusform>
            <numerusform>Vale %n pontos.</numerusform>
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
        <translation>A tua mão: %1</translation>
    </message>
    <message>
        <source>Your cards: %1 in your hand, %2 face up on your piles</source>
        <translation>As tuas cartas: %1 na mão, %2 viradas para cima nos teus montes</translation>
    </message>
    <message>
        <source>%1, on top of your pile %2</source>
        <translation>%1, no topo do teu monte %2</translation>
    </message>
    <message>
        <source>Pile %1 of %2 in front of you; under it: %3 face down.</source>
        <translation>Monte %1 de %2 à tua frente; por baixo: %3 viradas para baixo.</translation>
    </message>
    <message>
        <source>Trick: no card on the table yet</source>
        <translation>Vaza: ainda não há cartas na mesa</translation>
    </message>
    <message>
        <source>Trick %1: %2</source>
        <translation>Vaza %1: %2</translation>
    </message>
    <message>
        <source>%1, playable</source>
        <translation>%1, pode ser jogada</translation>
    </message>
    <message>
        <source>%1, not playable</source>
        <translation>%1, não pode ser jogada</translation>
    </message>
    <message>
        <source>Card %1 of %2 in your hand.</source>
        <translation>Carta %1 de %2 da tua mão.</translation>
    </message>
    <message>
        <source>You played the %1</source>
        <translation>Jogaste %1</translation>
    </message>
    <message>
        <source>%1 played the %2</source>
        <translation>%1 jogou %2</translation>
    </message>
    <message>
        <source>%1, winning</source>
        <translation>%1, ganha a vaza</translation>
    </message>
    <message>
        <source>%1 (you)</source>
        <translation>%1 (tu)</translation>
    </message>
    <message>
        <source>dealer</source>
        <translation>dá as cartas</translation>
    </message>
    <message>
        <source>your turn</source>
        <translation>é a tua vez</translation>
    </message>
    <message>
        <source>their turn</source>
        <translation>é a vez dele</translation>
    </message>
    <message>
        <source>Face up on the piles: %1.</source>
        <translation>Viradas para cima nos montes: %1.</translation>
    </message>
    <message>
        <source>Any card may be played.</source>
        <translation>Podes jogar qualquer carta.</translation>
    </message>
    <message>
        <source>Playable: %1.</source>
        <translation>Podes jogar: %1.</translation>
    </message>
    <message>
        <source>No trump; the hand counts double.</source>
        <translation>Sem trunfo; a mão conta a dobrar.</translation>
    </message>
    <message>
        <source>Your partner chooses trump.</source>
        <translation>O teu parceiro escolhe o trunfo.</translation>
    </message>
    <message>
        <source>Make %1 trump.</source>
        <translation>Trunfo: %1.</translation>
    </message>
    <message>
        <source>Do not double the stakes.</source>
        <translation>Não dobrar a aposta.</translation>
    </message>
    <message>
        <source>Double the stakes.</source>
        <translation>Dobrar a aposta.</translation>
    </message>
    <message numerus="yes">
        <source>You win the trick (%n points).</source>
        <translation>
            <numerusform>Ganhas a vaza (%n ponto).</numerusform>
            <numerusform>Ganhas a vaza (%n pontos).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 wins the trick (%n points).</source>
        <translation>
            <numerusform>%1 ganha a vaza (%n ponto).</numerusform>
            <numerusform>%1 ganha a vaza (%n pontos).</numerusform>
        </translation>
    </message>
    <message>
        <source>You deal.</source>
        <translation>Dás as cartas.</translation>
    </message>
    <message>
        <source>%1 deals.</source>
        <translation>%1 dá as cartas.</translation>
    </message>
    <message>
        <source>You delegate to your partner.</source>
        <translation>Deixas o parceiro escolher.</translation>
    </message>
    <message>
        <source>You say %1!</source>
        <translation>Dizes %1!</translation>
    </message>
    <message>
        <source>You pass.</source>
        <translation>Passas.</translation>
    </message>
    <message>
        <source>You turn up the %1.</source>
        <translation>Viras %1.</translation>
    </message>
    <message>
        <source>%1 turns up the %2.</source>
        <translation>%1 vira %2.</translation>
    </message>
</context>
<context>
    <name>Coach</name>
    <message>
        <source>Rules coach</source>
        <translation>Treino das regras</translation>
    </message>
    <message>
        <source>Check</source>
        <translation>Verificar</translation>
    </message>
    <message>
        <source>Show the answer</source>
        <translation>Mostrar a resposta</translation>
    </message>
    <message>
        <source>Try again</source>
        <translation>Tentar de novo</translation>
    </message>
    <message>
        <source>◀ Previous</source>
        <translation>◀ Anterior</translation>
    </message>
    <message>
        <source>Next ▶</source>
        <translation>Seguinte ▶</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>Fechar</translation>
    </message>
    <message>
        <source>The lessons could not be found.</source>
        <translation>Não foi possível encontrar as lições.</translation>
    </message>
    <message>
        <source>Exercise %1 of %2</source>
        <translation>Exercício %1 de %2</translation>
    </message>
    <message>
        <source>Which cards may you play?</source>
        <translation>Que cartas podes jogar?</translation>
    </message>
    <message>
        <source>Click every card you may play (click again to take it back), then press Check.</source>
        <translation>Clica em cada carta que podes jogar (outro clique tira-a) e depois carrega em Verificar.</translation>
    </message>
    <message>
        <source>Choose the cards you may play first: click them.</source>
        <translation>Primeiro escolhe as cartas que podes jogar: clica nelas.</translation>
    </message>
    <message>
        <source>These are the cards you may play.</source>
        <translation>Estas são as cartas que podes jogar.</translation>
    </message>
    <message>
        <source>Right! You found every card you may play.</source>
        <translation>Muito bem! Encontraste todas as cartas que podes jogar.</translation>
    </message>
    <message>
        <source>Not quite. The red cards are wrong:</source>
        <translation>Ainda não. As cartas a vermelho estão erradas:</translation>
    </message>
    <message>
        <source>you may play this card too.</source>
        <translation>também podes jogar esta carta.</translation>
    </message>
    <message>
        <source>Change your choice and press Check again, or press Show the answer.</source>
        <translation>Muda a tua escolha e carrega outra vez em Verificar, ou carrega em Mostrar a resposta.</translation>
    </message>
</context>
<context>
    <name>DealDialog</name>
    <message>
        <source>Play a deal by number</source>
        <extracomment>(deal number or code, dealer seat, from the other side); a code does not fit a C++ int</extracomment>
        <translation>Jogar umas cartas pelo número</translation>
    </message>
    <message>
        <source>You</source>
        <translation>Tu</translation>
    </message>
    <message>
        <source>The player on your right</source>
        <translation>O jogador à tua direita</translation>
    </message>
    <message>
        <source>Your partner</source>
        <translation>O teu parceiro</translation>
    </message>
    <message>
        <source>The player on your left</source>
        <translation>O jogador à tua esquerda</translation>
    </message>
    <message>
        <source>Your side: the cards dealt to you</source>
        <translation>A tua dupla: as cartas que te calham a ti</translation>
    </message>
    <message>
        <source>The other side: the cards of the player on your right</source>
        <translation>A outra dupla: as cartas do jogador à tua direita</translation>
    </message>
    <message>
        <source>Deal number or code:</source>
        <translation>Número ou código da distribuição:</translation>
    </message>
    <message>
        <source>The same number and dealer give everyone the same cards: play a deal a friend played and compare, or play it from the other side. A LAN table shows each hand&apos;s deal code when the hand is over.</source>
        <translation>O mesmo número e o mesmo dador dão a todos as mesmas cartas: joga uma distribuição que um amigo jogou e comparem, ou joga-a do outro lado. Uma mesa em rede mostra o código de cada mão quando acaba.</translation>
    </message>
    <message>
        <source>Type a deal number (up to ten digits) or a deal code (32 digits and letters a-f, as the table showed it).</source>
        <translation>Escreve um número de distribuição (até dez algarismos) ou um código (32 algarismos e letras a-f, como a mesa o mostrou).</translation>
    </message>
    <message>
        <source>Dealer:</source>
        <translation>Dá as cartas:</translation>
    </message>
    <message>
        <source>Play</source>
        <translation>Jogar</translation>
    </message>
</context>
<context>
    <name>Duplicate</name>
    <message>
        <source>Board %1 of %2</source>
        <extracomment>&quot;Review your hand&quot;: the hand review of your decisions at this board (the table still holds it)</extracomment>
        <translation>Distribuição %1 de %2</translation>
    </message>
    <message>
        <source>Compare with the other table&apos;s play:</source>
        <translation>Comparar com o jogo da outra mesa:</translation>
    </message>
    <message>
        <source>replay %1</source>
        <translation>repetição %1</translation>
    </message>
    <message>
        <source>Trick</source>
        <translation>Vaza</translation>
    </message>
    <message>
        <source>Your table</source>
        <translation>A sua mesa</translation>
    </message>
    <message>
        <source>The other table</source>
        <translation>A outra mesa</translation>
    </message>
    <message>
        <source>See the match&apos;s total</source>
        <translation>Ver o total da partida</translation>
    </message>
    <message>
        <source>Next board</source>
        <translation>Distribuição seguinte</translation>
    </message>
    <message>
        <source>Review your hand</source>
        <translation>Rever a sua mão</translation>
    </message>
    <message>
        <source>The other table is still playing this board…</source>
        <translation>A outra mesa ainda está a jogar esta distribuição…</translation>
    </message>
    <message>
        <source>Dealt by %1. Your side&apos;s result: %2.</source>
        <translation>Deu as cartas %1. Resultado do seu lado: %2.</translation>
    </message>
    <message>
        <source>Board points: %1</source>
        <translation>Pontos da distribuição: %1</translation>
    </message>
    <message>
        <source>Dealt by %1. You gave this board up: it scores %2 board points.</source>
        <translation>Deu as cartas %1. Desistiu desta distribuição: vale %2 pontos de distribuição.</translation>
    </message>
    <message>
        <source>Dealt by %1. Your side&apos;s result: %2. The other table (%3): %4, mean %5. The difference, %6 game points, scores %7 board points.</source>
        <translation>Deu as cartas %1. Resultado do seu lado: %2. A outra mesa (%3): %4, média %5. A diferença, %6 pontos de jogo, vale %7 pontos de distribuição.</translation>
    </message>
    <message>
        <source>Easy</source>
        <translation>Fácil</translation>
    </message>
    <message>
        <source>Medium</source>
        <translation>Médio</translation>
    </message>
    <message>
        <source>Hard</source>
        <translation>Difícil</translation>
    </message>
    <message>
        <source>%1, %2 times</source>
        <translation>%1, %2 vezes</translation>
    </message>
    <message>
        <source>Calls</source>
        <translation>Declarações</translation>
    </message>
    <message>
        <source>Duplicate match</source>
        <translation>Partida em duplicado</translation>
    </message>
    <message>
        <source>Today&apos;s boards: share your result</source>
        <translation>As distribuições de hoje: partilhe o seu resultado</translation>
    </message>
    <message>
        <source>Your result, to copy to your friends:</source>
        <translation>O seu resultado, para copiar para os amigos:</translation>
    </message>
    <message>
        <source>Copy</source>
        <translation>Copiar</translation>
    </message>
    <message>
        <source>Paste a friend&apos;s result to compare:</source>
        <translation>Cole o resultado de um amigo para comparar:</translation>
    </message>
    <message>
        <source>Compare</source>
        <translation>Comparar</translation>
    </message>
    <message>
        <source>The other table is still playing boards %1…</source>
        <translation>A outra mesa ainda está a jogar as distribuições %1…</translation>
    </message>
    <message>
        <source>Total: %1 board points over %2 boards.</source>
        <translation>Total: %1 pontos de distribuição em %2 distribuições.</translation>
    </message>
    <message>
        <source>Board points, board by board</source>
        <translation>Pontos de cada distribuição</translation>
    </message>
    <message>
        <source>Each board</source>
        <translation>Cada distribuição</translation>
    </message>
    <message>
        <source>Board: %1</source>
        <translation>Distribuição: %1</translation>
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
        <translation>Distribuição</translation>
    </message>
    <message>
        <source>No board scored yet.</source>
        <translation>Ainda não há nenhuma distribuição pontuada.</translation>
    </message>
    <message>
        <source>Your total %1, your friend&apos;s %2.</source>
        <translation>O seu total %1, o do seu amigo %2.</translation>
    </message>
    <message>
        <source>Board %1: you %2 (%3), your friend %4 (%5)</source>
        <translation>Distribuição %1: você %2 (%3), o seu amigo %4 (%5)</translation>
    </message>
    <message>
        <source>You both played exactly the same cards.</source>
        <translation>Ambos jogaram exatamente as mesmas cartas.</translation>
    </message>
    <message>
        <source>This result text was changed after it was made (its check does not match): it is not compared.</source>
        <translation>Este texto de resultado foi alterado depois de ser criado (a verificação não corresponde): não é comparado.</translation>
    </message>
    <message>
        <source>A board of this result text does not score what its result scores against the other table: it was changed.</source>
        <translation>Uma distribuição deste texto não tem os pontos que o seu resultado vale contra a outra mesa: foi alterado.</translation>
    </message>
    <message>
        <source>This result is for another day&apos;s boards.</source>
        <translation>Este resultado é das distribuições de outro dia.</translation>
    </message>
    <message>
        <source>This result was played against another other table (level or replays): the scores cannot be compared.</source>
        <translation>Este resultado foi jogado contra uma outra mesa diferente (nível ou repetições): os pontos não podem ser comparados.</translation>
    </message>
    <message>
        <source>This is not a botifarra duplicate result text that can be read: copy all three lines of it.</source>
        <translation>Isto não é um texto de resultado de duplicado de botifarra que se possa ler: copie as três linhas.</translation>
    </message>
    <message>
        <source>The duplicate match could not be saved: %1</source>
        <translation>Não foi possível guardar a partida em duplicado: %1</translation>
    </message>
    <message>
        <source>The saved duplicate match could not be read.</source>
        <translation>Não foi possível ler a partida em duplicado guardada.</translation>
    </message>
    <message>
        <source>Duplicate match: board %1 of %2.</source>
        <translation>Partida em duplicado: distribuição %1 de %2.</translation>
    </message>
    <message>
        <source>Duplicate match: board %1 was given up (-3 board points).</source>
        <translation>Partida em duplicado: a distribuição %1 foi abandonada (-3 pontos de distribuição).</translation>
    </message>
    <message>
        <source>The other table could not play board %1.</source>
        <translation>A outra mesa não conseguiu jogar a distribuição %1.</translation>
    </message>
    <message>
        <source>The rating could not be saved.</source>
        <translation>Não foi possível guardar a classificação.</translation>
    </message>
    <message>
        <source>The rating file had a problem.</source>
        <translation>O ficheiro da classificação tinha um problema.</translation>
    </message>
    <message>
        <source>You play each board once with a computer partner against two computer opponents. At the other table four computer players play the same boards in the same seats, several times. Each board scores the difference between your result and theirs, so the luck of the cards is taken out.</source>
        <translation>Joga cada distribuição uma vez com um parceiro do computador contra dois adversários do computador. Na outra mesa, quatro jogadores do computador jogam as mesmas distribuições nos mesmos lugares, várias vezes. Cada distribuição pontua a diferença entre o seu resultado e o deles, e assim a sorte das cartas fica de fora.</translation>
    </message>
    <message>
        <source>Today&apos;s boards (%1 boards, the same for everyone today)</source>
        <translation>As distribuições de hoje (%1 distribuições, as mesmas para todos hoje)</translation>
    </message>
    <message>
        <source>A match of new boards</source>
        <translation>Uma partida de distribuições novas</translation>
    </message>
    <message>
        <source>Boards:</source>
        <translation>Distribuições:</translation>
    </message>
    <message>
        <source>Computer players&apos; level:</source>
        <translation>Nível dos jogadores do computador:</translation>
    </message>
    <message>
        <source>Plays of each board at the other table:</source>
        <translation>Vezes que a outra mesa joga cada distribuição:</translation>
    </message>
    <message>
        <source>Start</source>
        <translation>Começar</translation>
    </message>
</context>
<context>
    <name>FirstStart</name>
    <message>
        <source>Welcome to Botifarra</source>
        <translation>Bem-vindo à Botifarra</translation>
    </message>
    <message>
        <source>Before the first deal: how should we call you, in which language, and how strong should the computer players be?</source>
        <translation>Antes da primeira mão: como te chamamos, em que língua, e quão fortes devem ser os jogadores do computador?</translation>
    </message>
    <message>
        <source>Your &amp;name:</source>
        <translation>O teu &amp;nome:</translation>
    </message>
    <message>
        <source>&amp;Language:</source>
        <translation>&amp;Língua:</translation>
    </message>
    <message>
        <source>&amp;Computer players:</source>
        <translation>Jogadores do &amp;computador:</translation>
    </message>
    <message>
        <source>Easy: to learn the game</source>
        <translation>Fácil: para aprender o jogo</translation>
    </message>
    <message>
        <source>Medium: a good club player</source>
        <translation>Médio: um bom jogador de clube</translation>
    </message>
    <message>
        <source>Hard: plays to win</source>
        <translation>Difícil: joga para ganhar</translation>
    </message>
    <message>
        <source>You can change all of this later: the language in Preferences, the names and levels in New game.</source>
        <translation>Tudo isto pode ser mudado mais tarde: a língua nas Preferências, os nomes e os níveis em Novo jogo.</translation>
    </message>
    <message>
        <source>&amp;Start playing</source>
        <translation>&amp;Começar a jogar</translation>
    </message>
    <message>
        <source>S&amp;kip</source>
        <translation>&amp;Saltar</translation>
    </message>
    <message>
        <source>Your answers could not be saved: %1</source>
        <translation>Não foi possível guardar as respostas: %1</translation>
    </message>
</context>
<context>
    <name>GameOver</name>
    <message>
        <source>The game ends level.</source>
        <translation>O jogo termina empatado.</translation>
    </message>
    <message>
        <source>You win the game!</source>
        <translation>Ganhaste o jogo!</translation>
    </message>
    <message>
        <source>The other side wins the game.</source>
        <translation>A outra dupla ganha o jogo.</translation>
    </message>
    <message>
        <source>%1 wins the game.</source>
        <translation>%1 ganha o jogo.</translation>
    </message>
    <message>
        <source>Rematch</source>
        <extracomment>The coins when the player&apos;s side wins (``won``), over the title and score only.</extracomment>
        <translation>Desforra</translation>
    </message>
    <message>
        <source>The same players and rules; the deal passes on.</source>
        <translation>Os mesmos jogadores e regras; a vez de dar continua.</translation>
    </message>
    <message>
        <source>New game…</source>
        <translation>Novo jogo…</translation>
    </message>
    <message>
        <source>Review</source>
        <translation>Rever</translation>
    </message>
    <message>
        <source>Your cards in the hands of this game.</source>
        <translation>As suas cartas nas mãos desta partida.</translation>
    </message>
    <message>
        <source>Congratulations!</source>
        <translation>Parabéns!</translation>
    </message>
    <message>
        <source>Rematch asked</source>
        <translation>Desforra pedida</translation>
    </message>
    <message>
        <source>Statistics</source>
        <translation>Estatísticas</translation>
    </message>
    <message>
        <source>Hands played: %1</source>
        <translation>Mãos jogadas: %1</translation>
    </message>
</context>
<context>
    <name>HandHistoryDialog</name>
    <message>
        <source>Past hands</source>
        <translation>Mãos jogadas</translation>
    </message>
    <message>
        <source>First</source>
        <translation>Primeira</translation>
    </message>
    <message>
        <source>Previous trick</source>
        <translation>Vaza anterior</translation>
    </message>
    <message>
        <source>Next trick</source>
        <translation>Vaza seguinte</translation>
    </message>
    <message>
        <source>Last</source>
        <translation>Última</translation>
    </message>
    <message>
        <source>Play this deal again</source>
        <translation>Voltar a jogar estas cartas</translation>
    </message>
    <message>
        <source>No hands have been played yet.</source>
        <translation>Ainda não se jogou nenhuma mão.</translation>
    </message>
    <message>
        <source>Damaged record</source>
        <translation>Registo danificado</translation>
    </message>
    <message>
        <source>Hand %1: %2</source>
        <translation>Mão %1: %2</translation>
    </message>
    <message>
        <source>%1 %2, %3 %4</source>
        <translation>%1 %2, %3 %4</translation>
    </message>
    <message>
        <source>This record is damaged and cannot be shown:</source>
        <translation>Este registo está danificado e não pode ser mostrado:</translation>
    </message>
    <message>
        <source>Seat %1</source>
        <translation>Lugar %1</translation>
    </message>
    <message>
        <source>Botifarra</source>
        <translation>Botifarra</translation>
    </message>
    <message>
        <source>You declared botifarra.</source>
        <translation>Escolheste botifarra.</translation>
    </message>
    <message>
        <source>%1 declared botifarra.</source>
        <translation>%1 escolheu botifarra.</translation>
    </message>
    <message>
        <source>You declared %1.</source>
        <translation>Escolheste %1.</translation>
    </message>
    <message>
        <source>%1 declared %2.</source>
        <translation>%1 escolheu %2.</translation>
    </message>
    <message>
        <source>(You delegated.)</source>
        <translation>(Deixaste o parceiro escolher.)</translation>
    </message>
    <message>
        <source>(%1 delegated.)</source>
        <translation>(%1 deixou o parceiro escolher.)</translation>
    </message>
    <message>
        <source>You said %1.</source>
        <translation>Disseste %1.</translation>
    </message>
    <message>
        <source>%1: %2.</source>
        <translation>%1: %2.</translation>
    </message>
    <message>
        <source>Each point counts ×%1.</source>
        <translation>Cada ponto vale ×%1.</translation>
    </message>
    <message>
        <source>Way to play: %1.</source>
        <translation>Forma de jogar: %1.</translation>
    </message>
    <message>
        <source>Hand %1: the cards as dealt</source>
        <translation>Mão %1: as cartas tal como foram dadas</translation>
    </message>
    <message>
        <source>You claimed an illegal card: the %1 played by %2 in trick %3.</source>
        <translation>Reclamaste uma carta ilegal: %1, jogada por %2 na vaza %3.</translation>
    </message>
    <message>
        <source>%1 claimed an illegal card: the %2 you played in trick %3.</source>
        <translation>%1 reclamou uma carta ilegal: %2, que jogaste na vaza %3.</translation>
    </message>
    <message>
        <source>%1 claimed an illegal card: the %2 played by %3 in trick %4.</source>
        <translation>%1 reclamou uma carta ilegal: %2, jogada por %3 na vaza %4.</translation>
    </message>
    <message numerus="yes">
        <source>Trick %1 of %2: you win it (%n points)</source>
        <translation>
            <numerusform>Vaza %1 de %2: ganha-la tu (%n ponto)</numerusform>
            <numerusform>Vaza %1 de %2: ganha-la tu (%n pontos)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Trick %1 of %2: %3 wins it (%n points)</source>
        <translation>
            <numerusform>Vaza %1 de %2: ganha-a %3 (%n ponto)</numerusform>
            <numerusform>Vaza %1 de %2: ganha-a %3 (%n pontos)</numerusform>
        </translation>
    </message>
    <message>
        <source>Cards in hand:</source>
        <translation>Cartas na mão:</translation>
    </message>
    <message>
        <source>(none)</source>
        <translation>(nenhuma)</translation>
    </message>
    <message>
        <source>Piles (the top card was face up):</source>
        <translation>Montes (a carta de cima estava virada para cima):</translation>
    </message>
    <message>
        <source>%1, pile %2:</source>
        <translation>%1, monte %2:</translation>
    </message>
    <message>
        <source>%1 on top</source>
        <translation>%1 em cima</translation>
    </message>
    <message>
        <source>under it: %1</source>
        <translation>por baixo: %1</translation>
    </message>
    <message>
        <source>Points: %1.  Score: %2.  Totals: %3.</source>
        <translation>Pontos: %1.  Marcados: %2.  Totais: %3.</translation>
    </message>
    <message>
        <source>Points: %1 %2, %3 %4.  Score: %1 %5, %3 %6.  Totals: %1 %7, %3 %8.</source>
        <translation>Pontos: %1 %2, %3 %4.  Marcados: %1 %5, %3 %6.  Totais: %1 %7, %3 %8.</translation>
    </message>
</context>
<context>
    <name>Hints</name>
    <message>
        <source>The %card is your only legal card.</source>
        <translation>Só podes jogar uma carta: %card.</translation>
    </message>
    <message>
        <source>Lead the %card to draw the rivals&apos; trumps (arrastrar).</source>
        <translation>Sai com %card para fazer cair os trunfos dos adversários (arrastrar).</translation>
    </message>
    <message>
        <source>Lead the %card: it is the highest %suit card left.</source>
        <translation>Sai com %card: é a carta mais alta de %suit que resta.</translation>
    </message>
    <message>
        <source>Lead the %card: a low card keeps your strong cards for later.</source>
        <translation>Sai com %card: uma carta baixa guarda as tuas boas para depois.</translation>
    </message>
    <message>
        <source>Lead the %card, a trump.</source>
        <translation>Sai com %card, um trunfo.</translation>
    </message>
    <message>
        <source>Your partner is winning the trick: load it with the %card (carregar).</source>
        <translation>O teu parceiro está a ganhar a vaza: carrega-a com %card (carregar).</translation>
    </message>
    <message>
        <source>Your partner is winning the trick: play the %card and keep your good cards.</source>
        <translation>O teu parceiro está a ganhar a vaza: joga %card e guarda as tuas cartas boas.</translation>
    </message>
    <message>
        <source>Cut with the %card to win the trick.</source>
        <translation>Corta com %card para ganhar a vaza.</translation>
    </message>
    <message>
        <source>Win the trick with the %card: it is the highest %suit card left.</source>
        <translation>Ganha a vaza com %card: é a carta mais alta de %suit que resta.</translation>
    </message>
    <message>
        <source>Win the trick with the %card.</source>
        <translation>Ganha a vaza com %card.</translation>
    </message>
    <message>
        <source>You cannot win this trick cheaply: play the %card, it costs you least.</source>
        <translation>Não podes ganhar esta vaza barata: joga %card, é a que te custa menos.</translation>
    </message>
    <message>
        <source>Name %suit as trumps: you hold %count of them.</source>
        <translation>Escolhe %suit como trunfo: tens %count.</translation>
    </message>
    <message>
        <source>Say botifarra: your manilles and aces should win most of the points.</source>
        <translation>Diz botifarra: as tuas manilhas e os teus ases devem ganhar a maior parte dos pontos.</translation>
    </message>
    <message>
        <source>Delegate: your hand is weak, let your partner choose.</source>
        <translation>Delega: a tua mão é fraca, deixa o teu parceiro escolher.</translation>
    </message>
    <message>
        <source>Say %call: your side expects about %points of the 72 points.</source>
        <translation>Diz %call: a tua dupla pode esperar cerca de %points dos 72 pontos.</translation>
    </message>
    <message>
        <source>Pass: your side expects about %points of the 72 points, not enough to raise the stake.</source>
        <translation>Passa: a tua dupla pode esperar cerca de %points dos 72 pontos, não chega para subir a aposta.</translation>
    </message>
    <message>
        <source>Play the %card: the Hard level&apos;s search expects the most points for your side with it.</source>
        <translation>Joga %card: a procura do nível Difícil prevê mais pontos para a tua dupla com ela.</translation>
    </message>
    <message>
        <source>Hint</source>
        <translation>Dica</translation>
    </message>
    <message>
        <source>Undo</source>
        <translation>Desfazer</translation>
    </message>
    <message>
        <source>&amp;Hint</source>
        <translation>&amp;Dica</translation>
    </message>
    <message>
        <source>&amp;Undo my last card</source>
        <translation>Des&amp;fazer a minha última jogada</translation>
    </message>
    <message>
        <source>What the hard level would play, and why (H).</source>
        <translation>O que jogaria o nível difícil, e porquê (H).</translation>
    </message>
    <message>
        <source>Takes back your last card (Ctrl+Z).</source>
        <translation>Desfaz a tua última carta (Ctrl+Z).</translation>
    </message>
    <message>
        <source>Looking for a hint…</source>
        <translation>À procura de uma dica…</translation>
    </message>
    <message>
        <source>No hint now: %1</source>
        <translation>Agora não há dica: %1</translation>
    </message>
    <message>
        <source>Hint: %1</source>
        <translation>Dica: %1</translation>
    </message>
    <message>
        <source>Your last move was taken back.</source>
        <translation>A tua última jogada foi desfeita.</translation>
    </message>
</context>
<context>
    <name>Keeper</name>
    <message>
        <source>Lost: finished hands that could not be saved in your past hands, nor kept in %2 to be saved later: %1.</source>
        <translation>Perdidas: mãos terminadas que não puderam ser guardadas nas mãos passadas nem mantidas em %2 para serem guardadas mais tarde: %1.</translation>
    </message>
    <message>
        <source>Lost: hands or games that could not be counted in your statistics, nor kept in %2 to be counted later: %1.</source>
        <translation>Perdidas: mãos ou jogos que não puderam ser contados nas estatísticas nem mantidos em %2 para serem contados mais tarde: %1.</translation>
    </message>
    <message>
        <source>Some finished hands cannot be kept anywhere for now: neither your past hands nor the file that keeps them until they can be saved can be written.</source>
        <translation>Por agora algumas mãos terminadas não podem ser mantidas em lado nenhum: não se podem escrever nem as mãos passadas nem o ficheiro que as mantém até poderem ser guardadas.</translation>
    </message>
    <message>
        <source>Hands kept only in this window&apos;s memory: %1.
If Botifarra is closed before saving works again, they will be lost from your past hands.
File: %2</source>
        <translation>Mãos mantidas só na memória desta janela: %1.
Se o Botifarra for fechado antes de a gravação voltar a funcionar, perdem-se das mãos passadas.
Ficheiro: %2</translation>
    </message>
    <message>
        <source>Some hands or games cannot be counted anywhere for now: neither your statistics nor the file that keeps them until they can be counted can be written.</source>
        <translation>Por agora algumas mãos ou jogos não podem ser contados em lado nenhum: não se podem escrever nem as estatísticas nem o ficheiro que os mantém até poderem ser contados.</translation>
    </message>
    <message>
        <source>Hands or games kept only in this window&apos;s memory: %1.
If Botifarra is closed before saving works again, your statistics will not include them.
File: %2</source>
        <translation>Mãos ou jogos mantidos só na memória desta janela: %1.
Se o Botifarra for fechado antes de a gravação voltar a funcionar, as estatísticas não os incluirão.
Ficheiro: %2</translation>
    </message>
    <message>
        <source>The file of what was waiting to be saved was damaged and has been kept aside; its backup copy is used.</source>
        <translation>O ficheiro do que esperava ser guardado estava danificado e foi posto de lado; é usada a sua cópia de segurança.</translation>
    </message>
    <message>
        <source>The file of past hands waiting to be saved was damaged and has been kept aside; the hands it held are not in your past hands.</source>
        <translation>O ficheiro das mãos passadas à espera de serem guardadas estava danificado e foi posto de lado; as mãos que continha não estão nas mãos passadas.</translation>
    </message>
    <message>
        <source>The file of hands and games waiting to be counted was damaged and has been kept aside; what it held is not counted. Your statistics file is not affected.</source>
        <translation>O ficheiro das mãos e jogos à espera de serem contados estava danificado e foi posto de lado; o que continha não é contado. O ficheiro de estatísticas não foi afetado.</translation>
    </message>
    <message>
        <source>Some of what was waiting to be saved could not be used and has been kept aside.</source>
        <translation>Parte do que esperava ser guardado não pôde ser usado e foi posto de lado.</translation>
    </message>
    <message>
        <source>Your statistics file was damaged and has been kept aside; the statistics go on from its backup copy.</source>
        <translation>O ficheiro das estatísticas estava danificado e foi posto de parte; as estatísticas continuam a partir da sua cópia de segurança.</translation>
    </message>
    <message>
        <source>Your statistics file was damaged and has been kept aside; counting starts again with the hands and games that were waiting to be counted.</source>
        <translation>O ficheiro de estatísticas estava danificado e foi posto de lado; a contagem recomeça com as mãos e jogos que esperavam ser contados.</translation>
    </message>
    <message>
        <source>Your statistics file was damaged and has been kept aside; counting starts again from this hand.</source>
        <translation>O ficheiro das estatísticas estava danificado e foi posto de parte; a contagem recomeça a partir desta mão.</translation>
    </message>
    <message>
        <source>The file of the game in play was damaged and has been kept aside; the game is saved again from now on.</source>
        <translation>O ficheiro da partida em curso estava danificado e foi posto de parte; a partir de agora a partida volta a ser guardada.</translation>
    </message>
    <message>
        <source>A damaged file of the past hands has been kept aside; the hands that were waiting to be saved are saved now.</source>
        <translation>Um ficheiro danificado das mãos passadas foi posto de lado; as mãos que esperavam ser guardadas já foram guardadas.</translation>
    </message>
    <message>
        <source>A damaged file of the past hands has been kept aside; this hand is saved.</source>
        <translation>Um ficheiro danificado das mãos jogadas foi posto de parte; esta mão fica guardada.</translation>
    </message>
</context>
<context>
    <name>Lan</name>
    <message>
        <source>Chat</source>
        <extracomment>Where the lobby listens and whether it announces (tests: 127.0.0.1, port 0, no multicast). Seats held at tables, (address, port) -&gt; token, to take one back by joining it again. What the last table opened in this run was set up with: the next Host dialog starts from it.</extracomment>
        <translation>Conversa</translation>
    </message>
    <message>
        <source>&amp;Host a game…</source>
        <translation>&amp;Organizar uma partida…</translation>
    </message>
    <message>
        <source>&amp;Join a game…</source>
        <translation>&amp;Entrar numa partida…</translation>
    </message>
    <message>
        <source>&amp;Rejoin the LAN table</source>
        <translation>&amp;Voltar à mesa em rede</translation>
    </message>
    <message>
        <source>&amp;Leave the LAN table</source>
        <translation>&amp;Deixar a mesa em rede</translation>
    </message>
    <message>
        <source>&amp;Free a friend&apos;s seat</source>
        <translation>&amp;Libertar o lugar de um amigo</translation>
    </message>
    <message>
        <source>Hand %1 was dealt from the code %2 (Practice ▸ Play a deal by number).</source>
        <translation>A mão %1 foi dada com o código %2 (Treino ▸ Jogar umas cartas pelo número).</translation>
    </message>
    <message>
        <source>%1 is back.</source>
        <translation>%1 voltou.</translation>
    </message>
    <message>
        <source>A computer player now plays for %1.</source>
        <translation>Agora um jogador do computador joga por %1.</translation>
    </message>
    <message>
        <source>Botifarra — LAN game</source>
        <translation>Botifarra — partida em rede</translation>
    </message>
    <message>
        <source>Waiting for %1… %2 s, then a computer player takes the seat.</source>
        <translation>À espera de %1… %2 s, depois um jogador do computador ocupa o lugar.</translation>
    </message>
    <message>
        <source>The table cannot start another game now.</source>
        <translation>A mesa não pode começar outra partida agora.</translation>
    </message>
    <message>
        <source>A new game begins: the same players and rules.</source>
        <translation>Começa uma nova partida: os mesmos jogadores e regras.</translation>
    </message>
    <message>
        <source>%1 asks for a rematch.</source>
        <translation>%1 pede a desforra.</translation>
    </message>
    <message>
        <source>Ready for a rematch: %1.</source>
        <translation>Prontos para a desforra: %1.</translation>
    </message>
    <message>
        <source>Waiting for: %1.</source>
        <translation>À espera de: %1.</translation>
    </message>
    <message>
        <source>Connecting to the table over the internet…</source>
        <translation>A ligar à mesa pela internet…</translation>
    </message>
    <message>
        <source>The connection to the table was lost.</source>
        <translation>Perdeu-se a ligação à mesa.</translation>
    </message>
    <message>
        <source>The host has closed the table.</source>
        <translation>O anfitrião fechou a mesa.</translation>
    </message>
    <message>
        <source>Your seat was taken from another window or computer.</source>
        <translation>O teu lugar foi ocupado a partir de outra janela ou de outro computador.</translation>
    </message>
    <message>
        <source>LAN game</source>
        <translation>Partida em rede</translation>
    </message>
    <message>
        <source>Your seat is kept for a while: rejoin to play on.</source>
        <translation>O teu lugar fica guardado durante algum tempo: volta para continuar a jogar.</translation>
    </message>
    <message>
        <source>Rejoin</source>
        <translation>Voltar</translation>
    </message>
    <message>
        <source>Leave the table</source>
        <translation>Deixar a mesa</translation>
    </message>
    <message>
        <source>Connecting to %1…</source>
        <translation>A ligar a %1…</translation>
    </message>
    <message>
        <source>Close your table? The game ends for everyone at it.</source>
        <translation>Fechar a tua mesa? A partida acaba para todos os que lá estão.</translation>
    </message>
    <message>
        <source>Leave the LAN table? A computer player will take your seat.</source>
        <translation>Deixar a mesa? Um jogador do computador ocupa o teu lugar.</translation>
    </message>
    <message>
        <source>Join a game</source>
        <extracomment>The internet servers for a code (called when one is used; ValueError: unusable, said so).</extracomment>
        <translation>Entrar numa partida</translation>
    </message>
    <message>
        <source>Your name:</source>
        <extracomment>Seats we held at tables (address, port) -&gt; token: joining one again takes the seat back.</extracomment>
        <translation>O teu nome:</translation>
    </message>
    <message>
        <source>Tables on this network</source>
        <translation>Mesas nesta rede</translation>
    </message>
    <message>
        <source>Or type the address, or the internet code, the host gives you</source>
        <translation>Ou escreve o endereço, ou o código de internet, que o anfitrião te der</translation>
    </message>
    <message>
        <source>192.168.1.20:47047 or 6-manilla-contro</source>
        <translation>192.168.1.20:47047 ou 6-manilla-contro</translation>
    </message>
    <message>
        <source>Address or code:</source>
        <translation>Endereço ou código:</translation>
    </message>
    <message>
        <source>only if the table has one</source>
        <translation>só se a mesa tiver</translation>
    </message>
    <message>
        <source>Password:</source>
        <translation>Palavra-passe:</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Cancelar</translation>
    </message>
    <message>
        <source>Join</source>
        <translation>Entrar</translation>
    </message>
    <message>
        <source>another version of Botifarra</source>
        <translation>outra versão do Botifarra</translation>
    </message>
    <message>
        <source>full</source>
        <translation>cheia</translation>
    </message>
    <message numerus="yes">
        <source>%n free seats</source>
        <translation>
            <numerusform>%n lugar livre</numerusform>
            <numerusform>%n lugares livres</numerusform>
        </translation>
    </message>
    <message>
        <source>password</source>
        <translation>palavra-passe</translation>
    </message>
    <message>
        <source>Tables cannot be looked for on this network. Type the address below.</source>
        <translation>Não é possível procurar mesas nesta rede. Escreve o endereço em baixo.</translation>
    </message>
    <message>
        <source>Looking for tables… None found yet. You can also type the address below.</source>
        <translation>À procura de mesas… Ainda não se encontrou nenhuma. Também podes escrever o endereço em baixo.</translation>
    </message>
    <message>
        <source>Write your name: the others see it at the table.</source>
        <translation>Escreve o teu nome: os outros veem-no na mesa.</translation>
    </message>
    <message>
        <source>Looking for the table of this code over the internet…</source>
        <translation>A procurar pela internet a mesa deste código…</translation>
    </message>
    <message>
        <source>You are at the table “%1”. The game starts when the host says so.</source>
        <extracomment>What to remember as the last address (&quot;&quot; for a code: it is single use).</extracomment>
        <translation>Estás na mesa «%1». A partida começa quando o anfitrião decidir.</translation>
    </message>
    <message>
        <source>At the table</source>
        <translation>Na mesa</translation>
    </message>
    <message>
        <source>Host a game</source>
        <translation>Organizar uma partida</translation>
    </message>
    <message>
        <source>The table</source>
        <extracomment>The table, once open; handed over (``take_seat``) when the game starts. The choices the table was opened with (for the next Host dialog of the run).</extracomment>
        <translation>A mesa</translation>
    </message>
    <message>
        <source>%1&apos;s table</source>
        <translation>Mesa de %1</translation>
    </message>
    <message>
        <source>Table name:</source>
        <translation>Nome da mesa:</translation>
    </message>
    <message>
        <source>none</source>
        <translation>nenhuma</translation>
    </message>
    <message>
        <source>Password (optional):</source>
        <translation>Palavra-passe (opcional):</translation>
    </message>
    <message>
        <source>How long each player, you too, may think about each card; then a little extra time a hand, and then the computer plays their cards until the hand is over</source>
        <translation>Quanto tempo cada jogador, tu também, pode pensar em cada carta; depois, um pouco de tempo extra por mão, e então o computador joga as suas cartas até ao fim da mão</translation>
    </message>
    <message>
        <source>Time per turn:</source>
        <translation>Tempo por vez:</translation>
    </message>
    <message>
        <source>How much time each player may take, over the whole game, beyond the first %1 seconds of their turns. Once it is spent, each turn has %1 seconds: nobody can make the game last hours by thinking to the end of every turn.</source>
        <translation>Quanto tempo cada jogador pode usar, em toda a partida, além dos primeiros %1 segundos das suas vezes. Quando se esgota, cada vez tem %1 segundos: ninguém pode fazer a partida durar horas a pensar até ao fim de cada vez.</translation>
    </message>
    <message>
        <source>Slow turns, per game:</source>
        <translation>Vezes lentas, por partida:</translation>
    </message>
    <message>
        <source>Seats</source>
        <translation>Lugares</translation>
    </message>
    <message>
        <source>A friend</source>
        <translation>Um amigo</translation>
    </message>
    <message>
        <source>A computer player</source>
        <translation>Um jogador do computador</translation>
    </message>
    <message>
        <source>The computer player&apos;s level (also for a friend&apos;s seat left empty when you start)</source>
        <translation>Nível do jogador do computador (também para o lugar de um amigo que fique vazio ao começar)</translation>
    </message>
    <message>
        <source>A friend&apos;s seat still empty when you start is played by the computer, at the level beside it.</source>
        <translation>O lugar de um amigo ainda vazio quando começas é jogado pelo computador, no nível indicado ao lado.</translation>
    </message>
    <message>
        <source>Open the table</source>
        <translation>Abrir a mesa</translation>
    </message>
    <message>
        <source>Write your name: your friends see it at the table.</source>
        <translation>Escreve o teu nome: os teus amigos veem-no na mesa.</translation>
    </message>
    <message>
        <source>Choose at least one seat for a friend (for a game against the computer only, use New game).</source>
        <translation>Escolhe pelo menos um lugar para um amigo (para jogar só contra o computador, usa Nova partida).</translation>
    </message>
    <message>
        <source>Your table is open</source>
        <translation>A tua mesa está aberta</translation>
    </message>
    <message>
        <source>Tell your friends this address (in Game ▸ Join a game):</source>
        <translation>Dá este endereço aos teus amigos (em Jogo ▸ Entrar numa partida):</translation>
    </message>
    <message>
        <source>Trying again in a few seconds; friends on this network can still join.</source>
        <translation>Nova tentativa daqui a alguns segundos; os amigos desta rede ainda podem entrar.</translation>
    </message>
    <message>
        <source>Copy</source>
        <translation>Copiar</translation>
    </message>
    <message>
        <source>New code</source>
        <translation>Código novo</translation>
    </message>
    <message>
        <source>Withdraw this code and make another (if it went to the wrong person, or someone else holds it)</source>
        <translation>Retira este código e cria outro (se chegou à pessoa errada, ou se outra pessoa o ocupa)</translation>
    </message>
    <message>
        <source>Read it out as: %1</source>
        <translation>Diz assim: %1</translation>
    </message>
    <message>
        <source>A friend is coming in…</source>
        <translation>Um amigo está a entrar…</translation>
    </message>
    <message>
        <source>A new code follows if they do not get the seat.</source>
        <translation>Se não conseguir o lugar, virá um código novo.</translation>
    </message>
    <message>
        <source>No code now</source>
        <translation>Sem código agora</translation>
    </message>
    <message>
        <source>Making a code…</source>
        <translation>A criar um código…</translation>
    </message>
    <message>
        <source>Invite over the internet</source>
        <translation>Convidar pela internet</translation>
    </message>
    <message>
        <source>A code for each friend&apos;s seat still empty, for friends who are not on this network</source>
        <translation>Um código para cada lugar de amigo ainda vazio, para os amigos que não estão nesta rede</translation>
    </message>
    <message>
        <source>Give each friend the code of their seat (in Game ▸ Join a game, they type it instead of an address). Each code works once.</source>
        <translation>Dá a cada amigo o código do seu lugar (em Jogo ▸ Entrar numa partida, escreve-o em vez de um endereço). Cada código só serve uma vez.</translation>
    </message>
    <message>
        <source>Making the codes…</source>
        <translation>A criar os códigos…</translation>
    </message>
    <message>
        <source>Every friend&apos;s seat is taken.</source>
        <translation>Todos os lugares de amigo estão ocupados.</translation>
    </message>
    <message>
        <source>Close the table</source>
        <translation>Fechar a mesa</translation>
    </message>
    <message>
        <source>Start the game</source>
        <translation>Começar a partida</translation>
    </message>
    <message>
        <source>Friends&apos; seats still empty are played by the computer</source>
        <translation>Os lugares de amigos ainda vazios são jogados pelo computador</translation>
    </message>
    <message>
        <source>Free a seat</source>
        <translation>Libertar um lugar</translation>
    </message>
    <message>
        <source>Friends on this network also see the table in their list.</source>
        <translation>Os amigos nesta rede também veem a mesa na sua lista.</translation>
    </message>
    <message>
        <source>The table is not announced on the network: give your friends the address.</source>
        <translation>A mesa não é anunciada na rede: dá o endereço aos teus amigos.</translation>
    </message>
    <message>
        <source>Table code: %1. The host&apos;s window and every player&apos;s show the same code: compare it out loud to be sure nobody sits in between.</source>
        <translation>Código da mesa: %1. A janela do anfitrião e a de cada jogador mostram o mesmo código: comparem-no em voz alta para terem a certeza de que ninguém está no meio.</translation>
    </message>
    <message>
        <source>Try again in %1 s.</source>
        <translation>Tenta novamente daqui a %1 s.</translation>
    </message>
    <message>
        <source>This table runs a different version of Botifarra. Both computers need the same version.</source>
        <translation>Esta mesa usa outra versão do Botifarra. Os dois computadores precisam da mesma versão.</translation>
    </message>
    <message>
        <source>This table is full (or its game is over).</source>
        <translation>Esta mesa está cheia (ou a partida já acabou).</translation>
    </message>
    <message>
        <source>The password is not right. Ask the host for it.</source>
        <translation>A palavra-passe não está certa. Pede-a ao anfitrião.</translation>
    </message>
    <message>
        <source>Too many wrong passwords from this computer.</source>
        <translation>Demasiadas palavras-passe erradas a partir deste computador.</translation>
    </message>
    <message>
        <source>Your seat is still connected from another window or computer. Close that one, or wait until the table notices it is gone, and try again.</source>
        <translation>O teu lugar ainda está ligado a partir de outra janela ou de outro computador. Fecha-a, ou espera que a mesa perceba que já lá não está, e tenta novamente.</translation>
    </message>
    <message>
        <source>The table at that address is not the one your seat is at (its code changed). Your seat&apos;s token was not sent.</source>
        <translation>A mesa nesse endereço não é a do teu lugar (o código mudou). A chave do teu lugar não foi enviada.</translation>
    </message>
    <message>
        <source>The connection to the table could not be set up safely.</source>
        <translation>Não foi possível estabelecer uma ligação segura com a mesa.</translation>
    </message>
    <message>
        <source>The connection to the table was tampered with, or the password is not right.</source>
        <translation>A ligação à mesa foi adulterada, ou a palavra-passe não está certa.</translation>
    </message>
    <message>
        <source>Your seat at this table is gone. Join again as a new player.</source>
        <translation>O teu lugar nesta mesa já não existe. Entra outra vez como jogador novo.</translation>
    </message>
    <message>
        <source>The table is busy. Try again in a moment.</source>
        <translation>A mesa está ocupada. Tenta outra vez daqui a pouco.</translation>
    </message>
    <message>
        <source>No table answers at that address. Check the address and the port, and that the host has opened the table.</source>
        <translation>Nenhuma mesa responde nesse endereço. Verifica o endereço e a porta, e se o anfitrião abriu a mesa.</translation>
    </message>
    <message>
        <source>The table did not answer in time. Check the address and try again.</source>
        <translation>A mesa não respondeu a tempo. Verifica o endereço e tenta outra vez.</translation>
    </message>
    <message>
        <source>The table closed the connection. Try again.</source>
        <translation>A mesa fechou a ligação. Tenta outra vez.</translation>
    </message>
    <message>
        <source>Type the address the host gives you, for example 192.168.1.20:47047.</source>
        <translation>Escreve o endereço que o anfitrião te der, por exemplo 192.168.1.20:47047.</translation>
    </message>
    <message>
        <source>The table could not be opened on this computer: %1</source>
        <translation>Não foi possível abrir a mesa neste computador: %1</translation>
    </message>
    <message>
        <source>The internet meeting point cannot be reached. Check this computer&apos;s connection, or the servers in Preferences ▸ Internet.</source>
        <translation>Não é possível chegar ao ponto de encontro da internet. Verifica a ligação deste computador, ou os servidores em Preferências ▸ Internet.</translation>
    </message>
    <message>
        <source>That is not a Botifarra code. A code is a number and words, for example 6-manilla-contro: check the spelling.</source>
        <translation>Isso não é um código de Botifarra. Um código é um número e palavras, por exemplo 6-manilla-contro: verifica como o escreveste.</translation>
    </message>
    <message>
        <source>The internet servers in Preferences are not usable: %1</source>
        <translation>Os servidores de internet nas Preferências não podem ser usados: %1</translation>
    </message>
    <message>
        <source>No table answers on this code: it is mistyped, already used, or its table is closed. Check it, or ask the host for a new code.</source>
        <translation>Nenhuma mesa responde a este código: está mal escrito, já foi usado, ou a sua mesa está fechada. Verifica-o, ou pede um código novo ao anfitrião.</translation>
    </message>
    <message>
        <source>The words of this code are not right, and a code works only once: ask the host for the seat&apos;s new code.</source>
        <translation>As palavras deste código não estão certas, e um código só serve uma vez: pede ao anfitrião o código novo do lugar.</translation>
    </message>
    <message>
        <source>What answered on this code is not a Botifarra table.</source>
        <translation>O que respondeu a este código não é uma mesa de Botifarra.</translation>
    </message>
    <message>
        <source>Someone else is using this code. Ask the host for a new one.</source>
        <translation>Outra pessoa está a usar este código. Pede um novo ao anfitrião.</translation>
    </message>
    <message>
        <source>The table did not come to the relay: the host may have closed it, or it uses other servers.</source>
        <translation>A mesa não chegou ao relé: talvez o anfitrião a tenha fechado, ou usa outros servidores.</translation>
    </message>
    <message>
        <source>The mailbox address is not usable: %1</source>
        <translation>O endereço do servidor de encontro não pode ser usado: %1</translation>
    </message>
    <message>
        <source>The relay address is not usable: %1</source>
        <translation>O endereço do relé não pode ser usado: %1</translation>
    </message>
    <message>
        <source>The internet meeting point refused us: %1</source>
        <translation>O ponto de encontro da internet recusou-nos: %1</translation>
    </message>
    <message>
        <source>The relay cannot be reached. Check this computer&apos;s connection, or the servers in Preferences ▸ Internet.</source>
        <translation>Não é possível chegar ao relé. Verifica a ligação deste computador, ou os servidores em Preferências ▸ Internet.</translation>
    </message>
    <message>
        <source>The other side did not come to the relay in time.</source>
        <translation>O outro lado não chegou ao relé a tempo.</translation>
    </message>
    <message>
        <source>The game has not started yet.</source>
        <translation>A partida ainda não começou.</translation>
    </message>
    <message>
        <source>Too many clicks at once; wait a moment.</source>
        <translation>Demasiados cliques de uma vez; espera um momento.</translation>
    </message>
    <message>
        <source>The game is over.</source>
        <translation>A partida acabou.</translation>
    </message>
    <message>
        <source>Your time ran out: a computer player plays your cards until this hand is over.</source>
        <translation>O teu tempo acabou: um jogador do computador joga as tuas cartas até ao fim desta mão.</translation>
    </message>
    <message>
        <source>Too many chat messages at once; wait a moment.</source>
        <translation>Demasiadas mensagens de chat de uma vez; espera um momento.</translation>
    </message>
    <message>
        <source>The host has given your seat to a computer player.</source>
        <translation>O anfitrião deu o seu lugar a um jogador do computador.</translation>
    </message>
    <message>
        <source>Your turn: %1 s left to play.</source>
        <translation>É a sua vez: restam-lhe %1 s para jogar.</translation>
    </message>
    <message>
        <source>%1 has %2 s left to play.</source>
        <translation>Restam %2 s a %1 para jogar.</translation>
    </message>
    <message>
        <source>No limit</source>
        <extracomment>The lobby&apos;s choices of slow time a game (``HostConfig.overtime_per_game``); 5 minutes unless the host picks another, as ``botifarra-host --overtime-per-game``.</extracomment>
        <translation>Sem limite</translation>
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
        <translation>Dar o lugar de %1 a um jogador do computador</translation>
    </message>
    <message>
        <source>Free %1&apos;s seat</source>
        <translation>Libertar o lugar de %1</translation>
    </message>
    <message>
        <source>No friend&apos;s seat to free</source>
        <translation>Nenhum lugar de amigo para libertar</translation>
    </message>
    <message>
        <source>waiting for a friend…</source>
        <translation>à espera de um amigo…</translation>
    </message>
    <message>
        <source>%1 (connection lost)</source>
        <translation>%1 (ligação perdida)</translation>
    </message>
    <message>
        <source>%1 (a computer player plays for them)</source>
        <translation>%1 (um jogador do computador joga por ele)</translation>
    </message>
    <message>
        <source>%1 (computer)</source>
        <translation>%1 (computador)</translation>
    </message>
    <message>
        <source>Write to the table…</source>
        <translation>Escreve para a mesa…</translation>
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
        <translation>Abandonar a partida em curso?</translation>
    </message>
    <message>
        <source>To go on with it another time, save it first.</source>
        <translation>Para a continuar noutra altura, guarde-a primeiro.</translation>
    </message>
    <message>
        <source>&amp;Keep playing</source>
        <translation>&amp;Continuar a jogar</translation>
    </message>
    <message>
        <source>&amp;Save it first…</source>
        <translation>&amp;Guardar primeiro…</translation>
    </message>
    <message>
        <source>&amp;Abandon it</source>
        <translation>&amp;Abandoná-la</translation>
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
        <translation>&amp;Mãos jogadas…</translation>
    </message>
    <message>
        <source>S&amp;tatistics…</source>
        <translation>Es&amp;tatísticas…</translation>
    </message>
    <message>
        <source>Game of %1</source>
        <translation>Partida de %1</translation>
    </message>
    <message>
        <source>The game was saved as “%1”.</source>
        <translation>A partida foi guardada como «%1».</translation>
    </message>
    <message>
        <source>A damaged saved game of that name was kept aside.</source>
        <translation>Havia uma partida guardada danificada com este nome; foi posta de parte.</translation>
    </message>
    <message>
        <source>The saved game was damaged; its backup copy was opened.</source>
        <translation>A partida guardada estava danificada; foi aberta a cópia de segurança.</translation>
    </message>
    <message>
        <source>Loaded “%1”.</source>
        <translation>Partida «%1» carregada.</translation>
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
        <translation>Pontuação</translation>
    </message>
    <message>
        <source>Score sheet</source>
        <translation>Folha de pontos</translation>
    </message>
    <message>
        <source>Tricks</source>
        <translation>Vazas</translation>
    </message>
    <message>
        <source>During a hand only the last trick of each pile can be looked at again; every trick once the hand is over (or with the memory aid of the new-game options).</source>
        <translation>Durante a mão só se pode voltar a ver a última vaza de cada monte; todas as vazas quando a mão acaba (ou com a ajuda de memória das opções de nova partida).</translation>
    </message>
    <message>
        <source>&amp;Game</source>
        <extracomment>A player&apos;s name in a heading or cell of the Tricks tab takes at most this many pixels (a longer one ends in &quot;…&quot;): the usual names and &quot;Winner&quot; are whole in every language.</extracomment>
        <translation>&amp;Jogo</translation>
    </message>
    <message>
        <source>&amp;New game…</source>
        <translation>&amp;Nova partida…</translation>
    </message>
    <message>
        <source>&amp;Preferences…</source>
        <translation>&amp;Preferências…</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>&amp;Sair</translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation>&amp;Ver</translation>
    </message>
    <message>
        <source>&amp;Score</source>
        <translation>&amp;Pontuação</translation>
    </message>
    <message>
        <source>&amp;Full screen</source>
        <translation>Ecrã &amp;inteiro</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>Aj&amp;uda</translation>
    </message>
    <message>
        <source>How to &amp;play</source>
        <translation>&amp;Como se joga</translation>
    </message>
    <message>
        <source>&amp;About Botifarra</source>
        <translation>&amp;Acerca do Botifarra</translation>
    </message>
    <message>
        <source>About Botifarra</source>
        <translation>Acerca do Botifarra</translation>
    </message>
    <message>
        <source>The file of the unfinished game could not be used and was kept aside. Its backup copy, saved a moment earlier, can be continued.</source>
        <extracomment>Who sits at the offline game on the table (``None`` at a LAN table).</extracomment>
        <translation>O ficheiro da partida a meio não podia ser usado e foi posto de parte. Podes continuar a sua cópia de segurança, guardada um momento antes.</translation>
    </message>
    <message>
        <source>The unfinished game could not be read, so a new game starts.</source>
        <translation>Não foi possível ler a partida a meio, por isso começa uma nova.</translation>
    </message>
    <message>
        <source>%1 is thinking…</source>
        <translation>%1 está a pensar…</translation>
    </message>
    <message>
        <source>A computer player failed: %1</source>
        <translation>Um jogador do computador falhou: %1</translation>
    </message>
    <message>
        <source>Botifarra (not saving)</source>
        <translation>Botifarra (sem guardar)</translation>
    </message>
    <message>
        <source>Some of your files could not be used; the game goes on with defaults.</source>
        <translation>Não foi possível usar alguns dos teus ficheiros; o jogo continua com os valores predefinidos.</translation>
    </message>
    <message>
        <source>Your settings could not be saved in %1 when closing (%2). The settings saved before are kept and used next time.</source>
        <translation>Não foi possível guardar as preferências em %1 ao fechar (%2). As preferências guardadas antes mantêm-se e serão usadas da próxima vez.</translation>
    </message>
</context>
<context>
    <name>NewGame</name>
    <message>
        <source>Lliure (free play, the usual game)</source>
        <translation>Lliure (jogo livre, a partida habitual)</translation>
    </message>
    <message>
        <source>Obligada</source>
        <translation>Obligada</translation>
    </message>
    <message>
        <source>Intermèdia (with &quot;Carrego&quot;)</source>
        <translation>Intermèdia (com «Carrego»)</translation>
    </message>
    <message>
        <source>Lleida (5 of espases starts, barraca)</source>
        <translation>Lleida (começa o 5 de espadas, barraca)</translation>
    </message>
    <message>
        <source>Easy</source>
        <translation>Fácil</translation>
    </message>
    <message>
        <source>Medium</source>
        <translation>Médio</translation>
    </message>
    <message>
        <source>Hard</source>
        <translation>Difícil</translation>
    </message>
    <message>
        <source>New game</source>
        <translation>Nova partida</translation>
    </message>
    <message>
        <source>ButiNET (to 101, illegal cards penalised)</source>
        <translation>ButiNET (até 101, cartas ilegais penalizadas)</translation>
    </message>
    <message>
        <source>Pairs (the main game)</source>
        <translation>Em pares (o jogo principal)</translation>
    </message>
    <message>
        <source>Four players, each on their own</source>
        <translation>Quatro jogadores, cada um por si</translation>
    </message>
    <message>
        <source>Three players</source>
        <translation>Três jogadores</translation>
    </message>
    <message>
        <source>Two players: rector i vicari (piles)</source>
        <translation>Dois jogadores: rector i vicari (montes)</translation>
    </message>
    <message>
        <source>Two players: piles and a hand</source>
        <translation>Dois jogadores: montes e cartas na mão</translation>
    </message>
    <message>
        <source>Table rules: illegal cards allowed, the other pair may claim</source>
        <translation>Regras de mesa: cartas ilegais permitidas, a outra dupla pode reclamar</translation>
    </message>
    <message>
        <source>Table rules: illegal cards allowed, the other player may claim</source>
        <translation>Regras de mesa: cartas ilegais permitidas, o outro jogador pode reclamar</translation>
    </message>
    <message>
        <source>Table rules: illegal cards allowed, the other players may claim</source>
        <translation>Regras de mesa: cartas ilegais permitidas, os outros jogadores podem reclamar</translation>
    </message>
    <message>
        <source>Way to play:</source>
        <translation>Forma de jogar:</translation>
    </message>
    <message>
        <source>Custom</source>
        <translation>Personalizadas</translation>
    </message>
    <message>
        <source>Rules:</source>
        <translation>Regras:</translation>
    </message>
    <message>
        <source>Rule options</source>
        <translation>Opções das regras</translation>
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
        <translation>Modalidade:</translation>
    </message>
    <message>
        <source>Intermèdia: announce &quot;Carrego&quot;</source>
        <translation>Intermèdia: anunciar «Carrego»</translation>
    </message>
    <message>
        <source>Strict: beat and trump even when your partner is winning</source>
        <translation>Estrita: matar e cortar mesmo quando o parceiro está a ganhar</translation>
    </message>
    <message>
        <source>Obligada: the second player who can neither follow nor trump may discard any card</source>
        <translation>Obligada: o segundo jogador que não pode assistir nem cortar pode descartar qualquer carta</translation>
    </message>
    <message>
        <source>9 &gt; 1 &gt; 12 &gt; 11 &gt; 10 &gt; 8 … (usual)</source>
        <translation>9 &gt; 1 &gt; 12 &gt; 11 &gt; 10 &gt; 8 … (habitual)</translation>
    </message>
    <message>
        <source>9 &gt; 3 &gt; 1 &gt; 12 … (the 3 second)</source>
        <translation>9 &gt; 3 &gt; 1 &gt; 12 … (o 3 em segundo)</translation>
    </message>
    <message>
        <source>Card order:</source>
        <translation>Ordem das cartas:</translation>
    </message>
    <message>
        <source>Barraca after Sant Vicenç (×16)</source>
        <translation>Barraca depois de Sant Vicenç (×16)</translation>
    </message>
    <message>
        <source>Sant Vicenç also on botifarra</source>
        <translation>Sant Vicenç também com botifarra</translation>
    </message>
    <message>
        <source>Trump from the card on top of the dealer&apos;s last pile</source>
        <translation>O trunfo é a carta de cima do último monte de quem canta</translation>
    </message>
    <message>
        <source>Play to</source>
        <translation>Jogar até</translation>
    </message>
    <message numerus="yes">
        <source>%n points</source>
        <translation>
            <numerusform>%n ponto</numerusform>
            <numerusform>%n pontos</numerusform>
        </translation>
    </message>
    <message>
        <source>Play</source>
        <translation>Jogar</translation>
    </message>
    <message>
        <source>End:</source>
        <translation>Fim:</translation>
    </message>
    <message>
        <source>Chosen at random</source>
        <translation>À sorte</translation>
    </message>
    <message>
        <source>Whoever holds the 5 of espases</source>
        <translation>Quem tiver o 5 de espadas</translation>
    </message>
    <message>
        <source>First to make trump:</source>
        <translation>Primeiro a escolher o trunfo:</translation>
    </message>
    <message>
        <source>Memory aid: show all tricks of this hand (practice)</source>
        <translation>Ajuda de memória: mostrar todas as vazas desta mão (prática)</translation>
    </message>
    <message>
        <source>Without it, as at a real table, only the last trick of each pile can be looked at during a hand.</source>
        <translation>Sem ela, como numa mesa a sério, durante a mão só se pode ver a última vaza de cada monte.</translation>
    </message>
    <message>
        <source>Players</source>
        <translation>Jogadores</translation>
    </message>
    <message>
        <source>You:</source>
        <translation>Tu:</translation>
    </message>
    <message>
        <source>Right (rival):</source>
        <translation>Direita (adversário):</translation>
    </message>
    <message>
        <source>Partner (in front):</source>
        <translation>Parceiro (em frente):</translation>
    </message>
    <message>
        <source>Left (rival):</source>
        <translation>Esquerda (adversário):</translation>
    </message>
    <message>
        <source>Right:</source>
        <translation>Direita:</translation>
    </message>
    <message>
        <source>In front:</source>
        <translation>Em frente:</translation>
    </message>
    <message>
        <source>Left:</source>
        <translation>Esquerda:</translation>
    </message>
    <message>
        <source>Go on: the player on the right of the last dealer</source>
        <translation>Continuar: o jogador à direita do último a dar</translation>
    </message>
    <message>
        <source>Chosen as the rules say (at random or the 5 of espases)</source>
        <translation>Como dizem as regras (ao acaso ou o 5 de espadas)</translation>
    </message>
    <message>
        <source>Who deals first:</source>
        <translation>Quem dá primeiro:</translation>
    </message>
    <message>
        <source>Start</source>
        <translation>Começar</translation>
    </message>
    <message>
        <source>Every player needs a name.</source>
        <translation>Cada jogador precisa de um nome.</translation>
    </message>
</context>
<context>
    <name>OpenGameDialog</name>
    <message>
        <source>Open a saved game</source>
        <translation>Abrir uma partida guardada</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>Nome</translation>
    </message>
    <message>
        <source>Saved</source>
        <translation>Guardada</translation>
    </message>
    <message>
        <source>Players</source>
        <translation>Jogadores</translation>
    </message>
    <message>
        <source>Score</source>
        <translation>Pontuação</translation>
    </message>
    <message>
        <source>Game</source>
        <translation>Jogo</translation>
    </message>
    <message>
        <source>There are no saved games yet.</source>
        <translation>Ainda não há partidas guardadas.</translation>
    </message>
    <message>
        <source>Open</source>
        <translation>Abrir</translation>
    </message>
    <message>
        <source>Delete</source>
        <translation>Apagar</translation>
    </message>
    <message>
        <source>damaged</source>
        <translation>danificada</translation>
    </message>
    <message>
        <source>(no names)</source>
        <translation>(sem nomes)</translation>
    </message>
    <message>
        <source>hand %1</source>
        <translation>mão %1</translation>
    </message>
    <message>
        <source>(finished)</source>
        <translation>(terminada)</translation>
    </message>
    <message>
        <source>This saved game is damaged and cannot be opened:</source>
        <translation>Esta partida guardada está danificada e não pode ser aberta:</translation>
    </message>
    <message>
        <source>This file is damaged; its backup copy will be opened instead:</source>
        <translation>Este ficheiro está danificado; em vez dele será aberta a cópia de segurança:</translation>
    </message>
    <message>
        <source>The game could not be opened.</source>
        <translation>Não foi possível abrir a partida.</translation>
    </message>
    <message>
        <source>Delete the saved game “%1”? This cannot be undone.</source>
        <translation>Apagar a partida guardada «%1»? Não se pode desfazer.</translation>
    </message>
    <message>
        <source>The game could not be deleted:</source>
        <translation>Não foi possível apagar a partida:</translation>
    </message>
</context>
<context>
    <name>Panels</name>
    <message>
        <source>Your partner passed it to you: choose trump</source>
        <extracomment>A minor button (Pass, Review, Same deal again, New game…, Statistics): words as big as the main button&apos;s beside it (Pass and Review are what Enter presses: never in smaller type), a little less bold, still plainly a button to press: light, dark words, a solid dark edge. The trump and doubling panel&apos;s buttons with its rows closed up (:meth:`RequestPanel.set_tight`): less room round their words and suit signs, the same type (a low window with very big cards); the first for the usual type, the second after :data:`PANEL_COMPACT`. ``suit_pixmap(suit letter, height in px)``: a small picture of the suit (the ace of the deck). the choice the keyboard starts on (Enter takes it): see :func:`safe_choice` two suits a row instead of four (:meth:`set_narrow`) the title and the buttons only (:meth:`set_bare`) the style of a suit&apos;s button: a strip of the suit&apos;s colour (see :mod:`.contrast`)</extracomment>
        <translation>O teu parceiro passou-te a escolha: escolhe o trunfo</translation>
    </message>
    <message>
        <source>You make trump</source>
        <translation>És tu que escolhes o trunfo</translation>
    </message>
    <message>
        <source>Look at your cards and choose a trump suit, botifarra (no trump, double score) or let your partner choose.</source>
        <translation>Olha para as tuas cartas e escolhe um naipe de trunfo, botifarra (sem trunfo, vale a dobrar) ou deixa o parceiro escolher.</translation>
    </message>
    <message>
        <source>Look at your cards and choose a trump suit or botifarra (no trump, double score).</source>
        <translation>Olha para as tuas cartas e escolhe um naipe de trunfo ou botifarra (sem trunfo, pontuação dupla).</translation>
    </message>
    <message>
        <source>%1 made %2 (×%3)</source>
        <translation>%1 escolheu %2 (×%3)</translation>
    </message>
    <message>
        <source>You made %1 (×%2)</source>
        <extracomment>The seat of the player at this screen: you sit at the bottom, and sentences about you say &quot;you&quot;.</extracomment>
        <translation>Escolheste %1 (×%2)</translation>
    </message>
    <message>
        <source>We score (%1 − 36) × %2 = %3.</source>
        <translation>Marcamos (%1 − 36) × %2 = %3 pontos.</translation>
    </message>
    <message>
        <source>You score (%1 − 36) × %2 = %3.</source>
        <translation>Marcas (%1 − 36) × %2 = %3 pontos.</translation>
    </message>
    <message>
        <source>%1 scores (%2 − 36) × %3 = %4.</source>
        <translation>%1 marca (%2 − 36) × %3 = %4 pontos.</translation>
    </message>
    <message>
        <source>Do you double the stakes?</source>
        <translation>Queres dobrar a parada?</translation>
    </message>
    <message>
        <source>Hand %1: you made %2</source>
        <extracomment>&quot;Next hand&quot; and the buttons other features put before it (``insertWidget``): see :class:`ButtonRows`</extracomment>
        <translation>Mão %1: escolheste %2</translation>
    </message>
    <message>
        <source>Hand %1: %2 made %3</source>
        <translation>Mão %1: %2 escolheu %3</translation>
    </message>
    <message>
        <source>Card points</source>
        <translation>Pontos das cartas</translation>
    </message>
    <message>
        <source>Tricks</source>
        <translation>Vazas</translation>
    </message>
    <message>
        <source>Points (cards + tricks)</source>
        <translation>Pontos com vazas</translation>
    </message>
    <message>
        <source>Multiplier</source>
        <translation>Multiplicador</translation>
    </message>
    <message>
        <source>Score this hand</source>
        <translation>Pontos marcados</translation>
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
        <translation>Reclamaste uma carta ilegal: a outra dupla perde a mão.</translation>
    </message>
    <message>
        <source>%1 claimed an illegal card: the other side loses the hand.</source>
        <translation>%1 reclamou uma carta ilegal: a outra dupla perde a mão.</translation>
    </message>
    <message>
        <source>A point for every two tricks; the odd trick&apos;s point goes to the player with fewer points in the hand.</source>
        <translation>Um ponto por cada duas vazas; o ponto da vaza ímpar vai para o jogador com menos pontos na mão.</translation>
    </message>
    <message>
        <source>Each player scores (points − %1) × %2: below %1 the score is negative.</source>
        <translation>Cada jogador soma (pontos − %1) × %2: abaixo de %1 a pontuação é negativa.</translation>
    </message>
    <message>
        <source>36 to 36: nobody scores.</source>
        <translation>36 a 36: ninguém marca.</translation>
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
        <translation>%1: (%2 − 36) × %3 = %4 pontos marcados.</translation>
    </message>
    <message>
        <source>You win the game!</source>
        <translation>Ganhámos a partida!</translation>
    </message>
    <message>
        <source>The other side wins the game.</source>
        <translation>A outra dupla ganha a partida.</translation>
    </message>
    <message>
        <source>%1 wins the game.</source>
        <translation>%1 ganha a partida.</translation>
    </message>
    <message>
        <source>See the result</source>
        <translation>Ver o resultado</translation>
    </message>
    <message>
        <source>Next hand</source>
        <translation>Mão seguinte</translation>
    </message>
    <message>
        <source>Hand %1</source>
        <translation>Mão %1</translation>
    </message>
    <message>
        <source>Trump: %1</source>
        <translation>Trunfo: %1</translation>
    </message>
    <message>
        <source>Multiplier: %1</source>
        <translation>Multiplicador: %1</translation>
    </message>
    <message>
        <source>Us %1 · Them %2</source>
        <translation>Nós %1 · Eles %2</translation>
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
        <translation>Adversário da direita</translation>
    </message>
    <message>
        <source>Partner</source>
        <translation>Parceiro</translation>
    </message>
    <message>
        <source>Left rival</source>
        <translation>Adversário da esquerda</translation>
    </message>
    <message>
        <source>(no trumps)</source>
        <extracomment>The chosen cards changed (a card of the hand was clicked). The width a whole hand may take: a long hand gets smaller cards, never a cut one.</extracomment>
        <translation>(sem trunfo)</translation>
    </message>
    <message>
        <source>strict rules</source>
        <translation>regras estritas</translation>
    </message>
    <message>
        <source>the 3 ranks second</source>
        <translation>o 3 é o segundo</translation>
    </message>
    <message>
        <source>Trump: %1</source>
        <translation>Trunfo: %1</translation>
    </message>
    <message>
        <source>You lead: the table is empty.</source>
        <translation>Sais tu: a mesa está vazia.</translation>
    </message>
    <message>
        <source>%1 · winning</source>
        <translation>%1 · ganha</translation>
    </message>
    <message>
        <source>&amp;Practice</source>
        <extracomment>Replaced by tests: the file dialog of &quot;Open scenario…&quot;.</extracomment>
        <translation>&amp;Treino</translation>
    </message>
    <message>
        <source>Rules &amp;coach…</source>
        <translation>&amp;Treino das regras…</translation>
    </message>
    <message>
        <source>&amp;Open scenario…</source>
        <translation>&amp;Abrir uma situação…</translation>
    </message>
    <message>
        <source>Scenario &amp;editor…</source>
        <translation>&amp;Editor de situações…</translation>
    </message>
    <message>
        <source>&amp;Review the last hand…</source>
        <translation>&amp;Rever a última mão…</translation>
    </message>
    <message>
        <source>Play this deal &amp;again</source>
        <translation>Voltar a jogar estas cartas outra &amp;vez</translation>
    </message>
    <message>
        <source>Play this deal from the &amp;other side</source>
        <translation>Jogar estas cartas do &amp;outro lado</translation>
    </message>
    <message>
        <source>Play a deal by &amp;number…</source>
        <translation>Jogar umas cartas pelo &amp;número…</translation>
    </message>
    <message>
        <source>&amp;Duplicate match…</source>
        <translation>Partida em dup&amp;licado…</translation>
    </message>
    <message>
        <source>Review</source>
        <translation>Rever</translation>
    </message>
    <message>
        <source>Same deal again</source>
        <translation>As mesmas cartas</translation>
    </message>
    <message>
        <source>From the other side</source>
        <translation>Do outro lado</translation>
    </message>
    <message>
        <source>Some coach lessons could not be read.</source>
        <translation>Não foi possível ler algumas lições do treino.</translation>
    </message>
    <message>
        <source>Open a scenario</source>
        <translation>Abrir uma situação</translation>
    </message>
    <message>
        <source>Choose a position to play, or open a scenario file of your own.</source>
        <translation>Escolhe uma posição para jogar, ou abre um ficheiro de situação teu.</translation>
    </message>
    <message>
        <source>Scenarios</source>
        <translation>Situações</translation>
    </message>
    <message>
        <source>Play it</source>
        <translation>Jogá-la</translation>
    </message>
    <message>
        <source>Another file…</source>
        <translation>Outro ficheiro…</translation>
    </message>
    <message>
        <source>Open a scenario file of your own (made with the scenario editor, or given to you)</source>
        <translation>Abre um ficheiro de situação teu (feito com o editor de situações, ou que te deram)</translation>
    </message>
    <message>
        <source>Scenarios (*.json)</source>
        <translation>Situações (*.json)</translation>
    </message>
    <message>
        <source>This scenario cannot be opened.</source>
        <translation>Esta situação não pode ser aberta.</translation>
    </message>
    <message>
        <source>from the other side</source>
        <translation>do outro lado</translation>
    </message>
    <message>
        <source>from your side</source>
        <translation>do teu lugar</translation>
    </message>
    <message>
        <source>Deal number %1, %2.</source>
        <translation>Distribuição número %1, %2.</translation>
    </message>
    <message>
        <source>Go on with board %1 of %2</source>
        <translation>Continuar com a distribuição %1 de %2</translation>
    </message>
    <message>
        <source>See the match&apos;s total</source>
        <translation>Ver o total da partida</translation>
    </message>
    <message>
        <source>Hand %1</source>
        <translation>Mão %1</translation>
    </message>
    <message>
        <source>There is no finished hand to review yet.</source>
        <translation>Ainda não há nenhuma mão acabada para rever.</translation>
    </message>
    <message>
        <source>Hand %1 of a past game</source>
        <translation>Mão %1 de uma partida anterior</translation>
    </message>
    <message>
        <source>Who was right?</source>
        <extracomment>The width of the trick&apos;s cards in the panel (px): read at a glance, and three side by side fit the narrowest panel. &quot;Play it again&quot;: the same scenario from the start.</extracomment>
        <translation>Quem tinha razão?</translation>
    </message>
    <message>
        <source>Show the rules&apos; answer</source>
        <translation>Mostrar a resposta das regras</translation>
    </message>
    <message>
        <source>The trick on the table:</source>
        <translation>A vaza na mesa:</translation>
    </message>
    <message>
        <source>Play it again</source>
        <extracomment>The cards of the trick under discussion, as the panel shows them.</extracomment>
        <translation>Jogar outra vez</translation>
    </message>
    <message>
        <source>You play from the bottom of the table; the computer plays the others.</source>
        <translation>Jogas na parte de baixo da mesa; o computador joga pelos outros.</translation>
    </message>
    <message>
        <source>The rules allow: %1.</source>
        <translation>As regras permitem: %1.</translation>
    </message>
    <message>
        <source>The file says the cards allowed are %1: by the rules that is wrong.</source>
        <translation>O ficheiro diz que as cartas permitidas são %1: pelas regras, isso está errado.</translation>
    </message>
</context>
<context>
    <name>Preferences</name>
    <message>
        <source>Preferences</source>
        <translation>Preferências</translation>
    </message>
    <message>
        <source>As the computer</source>
        <translation>Como o computador</translation>
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
        <translation>Sem animação</translation>
    </message>
    <message>
        <source>Fast</source>
        <translation>Rápidas</translation>
    </message>
    <message>
        <source>Normal</source>
        <translation>Normais</translation>
    </message>
    <message>
        <source>Slow</source>
        <translation>Lentas</translation>
    </message>
    <message>
        <source>Animations:</source>
        <translation>Animações:</translation>
    </message>
    <message>
        <source> %</source>
        <comment>after the card size in percent: 100 %</comment>
        <translation> %</translation>
    </message>
    <message>
        <source>Card size:</source>
        <translation>Tamanho das cartas:</translation>
    </message>
    <message>
        <source>Show hints (the Hint button on the table)</source>
        <translation>Mostrar dicas (o botão Dica na mesa)</translation>
    </message>
    <message>
        <source>High contrast table (also for colour blindness)</source>
        <translation>Mesa de alto contraste (também para daltonismo)</translation>
    </message>
    <message>
        <source>A new language is used fully after restarting the program.</source>
        <translation>O novo idioma aplica-se por completo quando voltares a abrir o programa.</translation>
    </message>
    <message>
        <source>Internet</source>
        <translation>Internet</translation>
    </message>
    <message>
        <source>The servers where internet codes meet (the host and the guests must use the same). Leave empty for the public ones.</source>
        <translation>Os servidores onde os códigos de internet se encontram (o anfitrião e os convidados têm de usar os mesmos). Deixa vazio para os públicos.</translation>
    </message>
    <message>
        <source>Mailbox server:</source>
        <translation>Servidor de encontro:</translation>
    </message>
    <message>
        <source>Relay (host:port):</source>
        <translation>Relé (máquina:porta):</translation>
    </message>
    <message>
        <source>%1 is set on this computer: it is used instead.</source>
        <translation>%1 está definido neste computador: é esse que se usa.</translation>
    </message>
    <message>
        <source>The mailbox server is an address like %1 (ws:// or wss://, no spaces).</source>
        <translation>O servidor de encontro é um endereço como %1 (ws:// ou wss://, sem espaços).</translation>
    </message>
    <message>
        <source>The relay is a name or address and a port, like %1.</source>
        <translation>O relé é um nome ou endereço e uma porta, como %1.</translation>
    </message>
    <message>
        <source>These addresses are too long.</source>
        <translation>Estes endereços são demasiado longos.</translation>
    </message>
    <message>
        <source>Not saved: %1</source>
        <translation>Não guardado: %1</translation>
    </message>
</context>
<context>
    <name>Problems</name>
    <message>
        <source>The file %1 is empty.</source>
        <translation>O ficheiro %1 está vazio.</translation>
    </message>
    <message>
        <source>The file %1 is not text that Botifarra can read.</source>
        <translation>O ficheiro %1 não é texto que o Botifarra consiga ler.</translation>
    </message>
    <message>
        <source>The file %1 is damaged: its contents are cut off or garbled.</source>
        <translation>O ficheiro %1 está danificado: o conteúdo está cortado ou ilegível.</translation>
    </message>
    <message>
        <source>The file %1 does not hold what Botifarra keeps there.</source>
        <translation>O ficheiro %1 não contém o que o Botifarra lá guarda.</translation>
    </message>
    <message>
        <source>The file %1 was written by a newer version of Botifarra.</source>
        <translation>O ficheiro %1 foi escrito por uma versão mais recente do Botifarra.</translation>
    </message>
    <message>
        <source>The file %1 was written by an old version of Botifarra and cannot be converted.</source>
        <translation>O ficheiro %1 foi escrito por uma versão antiga do Botifarra e não pode ser convertido.</translation>
    </message>
    <message>
        <source>The file %1 holds data that cannot be used.</source>
        <translation>O ficheiro %1 contém dados que não podem ser usados.</translation>
    </message>
    <message>
        <source>The file %1 is too large to be a Botifarra file, so it was not read.</source>
        <translation>O ficheiro %1 é demasiado grande para ser um ficheiro do Botifarra, por isso não foi lido.</translation>
    </message>
    <message>
        <source>The file %1 is missing.</source>
        <translation>O ficheiro %1 não existe.</translation>
    </message>
    <message>
        <source>The file %1 could not be read.</source>
        <translation>Não foi possível ler o ficheiro %1.</translation>
    </message>
    <message>
        <source>%1 was %2 where the folder for past hands belongs. It was kept as %3 and a new folder is used.</source>
        <translation>%1 era %2 onde deve estar a pasta das mãos jogadas. Foi guardado como %3 e é usada uma pasta nova.</translation>
    </message>
    <message>
        <source>Hands or games waiting in %1 to be counted could not be used (%2), so they were not counted in your statistics. They were kept as %3.</source>
        <translation>As mãos ou jogos à espera em %1 de serem contados não puderam ser usados (%2), por isso não foram contados nas estatísticas. Foram mantidos como %3.</translation>
    </message>
    <message>
        <source>Hands waiting in %1 to be saved could not be used (%2), so they were not added to your past hands. They were kept as %3.</source>
        <translation>As mãos à espera em %1 de serem guardadas não puderam ser usadas (%2), por isso não foram acrescentadas às mãos passadas. Foram mantidas como %3.</translation>
    </message>
    <message>
        <source>In the settings file %1, the setting “%2” had a value that cannot be used; its default is used instead.</source>
        <translation>No ficheiro de preferências %1, a preferência «%2» tinha um valor que não pode ser usado; é usado o valor predefinido.</translation>
    </message>
    <message>
        <source>The file %1 was missing; its backup copy is used.</source>
        <translation>O ficheiro %1 não existia; é usada a sua cópia de segurança.</translation>
    </message>
    <message>
        <source>%1 is %2, not a regular file, so it was not read.</source>
        <translation>%1 é %2, não um ficheiro normal, por isso não foi lido.</translation>
    </message>
    <message>
        <source>The file %1 could not be read (%2).</source>
        <translation>Não foi possível ler o ficheiro %1 (%2).</translation>
    </message>
    <message>
        <source>It was kept as %1.</source>
        <translation>Foi guardado como %1.</translation>
    </message>
    <message>
        <source>It could not be moved aside, so it was left in place.</source>
        <translation>Não foi possível pô-lo de parte, por isso ficou onde estava.</translation>
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
        <translation>Médio</translation>
    </message>
    <message>
        <source>Hard</source>
        <translation>Difícil</translation>
    </message>
    <message>
        <source>Mixed levels</source>
        <translation>Níveis mistos</translation>
    </message>
    <message>
        <source>Your rating: %1 (give or take %2). Matches and games counted: %3.</source>
        <translation>A sua classificação: %1 (mais ou menos %2). Partidas contadas: %3.</translation>
    </message>
    <message>
        <source>No rating yet: play a duplicate match or a game against the computer.</source>
        <translation>Ainda sem classificação: jogue uma partida em duplicado ou uma partida contra o computador.</translation>
    </message>
    <message>
        <source>Your rating moves after every duplicate match (you against the other table&apos;s level) and every game where all the other players are the computer. The computer levels stay where they are: Medium is 25. The band shows how sure the rating is; it narrows as you play.</source>
        <translation>A classificação muda depois de cada partida em duplicado (você contra o nível da outra mesa) e de cada partida em que todos os outros jogadores são o computador. Os níveis do computador não mudam: Médio vale 25. A faixa mostra o quão segura é a classificação; estreita-se à medida que joga.</translation>
    </message>
    <message>
        <source>You: %1</source>
        <translation>Você: %1</translation>
    </message>
    <message>
        <source>Your rating over time</source>
        <translation>A sua classificação ao longo do tempo</translation>
    </message>
    <message>
        <source>You</source>
        <translation>Você</translation>
    </message>
    <message>
        <source>Give or take</source>
        <translation>Mais ou menos</translation>
    </message>
    <message>
        <source>Matches and games that counted</source>
        <translation>Partidas contadas</translation>
    </message>
    <message>
        <source>Nothing counted yet.</source>
        <translation>Ainda nada contado.</translation>
    </message>
</context>
<context>
    <name>Review</name>
    <message>
        <source>Review of the hand</source>
        <extracomment>The least room (a dialog&apos;s share of the screen, :func:`dialog_room`) for the wide dialog: the list of cards beside a board with its side columns, up to about 1340x670 (a 1366x768 screen). Less: the narrow one. The least room&apos;s height for the card&apos;s details under the board (a 1024x768 screen&apos;s 678 has it); shorter (an 800x600 or a 1024x600 screen) the dialog is compact: the list of cards, short rows, shares a column with the details beside the board. The padding round a row&apos;s text in the list of cards (the style sheet&apos;s). The compact dialog&apos;s list shows at least this many rows (of a hand&apos;s 12 cards) at once. The narrow dialog&apos;s smallest cards: the hand&apos;s, and the trick&apos;s (the table&apos;s own on an 800x600 screen). The narrow dialog&apos;s largest hand card (a taller dialog than a 1024x768 screen&apos;s grows its cards up to it).</extracomment>
        <translation>Revisão da mão</translation>
    </message>
    <message>
        <source>Your cards in this hand</source>
        <extracomment>The screen&apos;s room is short of the wide dialog&apos;s: a board without side columns. Too short for the card&apos;s details under the board: they share the list&apos;s column, beside it.</extracomment>
        <translation>As tuas cartas nesta mão</translation>
    </message>
    <message>
        <source>Hand</source>
        <translation>Mão</translation>
    </message>
    <message>
        <source>Hand %1</source>
        <translation>Mão %1</translation>
    </message>
    <message>
        <source>◀ Previous card</source>
        <translation>◀ Carta anterior</translation>
    </message>
    <message>
        <source>Next card ▶</source>
        <translation>Carta seguinte ▶</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>Fechar</translation>
    </message>
    <message>
        <source>Previous card</source>
        <translation>Carta anterior</translation>
    </message>
    <message>
        <source>Next card</source>
        <translation>Carta seguinte</translation>
    </message>
    <message>
        <source>Hand %1 of %2</source>
        <translation>Mão %1 de %2</translation>
    </message>
    <message>
        <source>&amp;Hand:</source>
        <translation>&amp;Mão:</translation>
    </message>
    <message>
        <source>◀ Previous hand</source>
        <translation>◀ Mão anterior</translation>
    </message>
    <message>
        <source>Previous hand</source>
        <translation>Mão anterior</translation>
    </message>
    <message>
        <source>Next hand ▶</source>
        <translation>Mão seguinte ▶</translation>
    </message>
    <message>
        <source>Next hand</source>
        <translation>Mão seguinte</translation>
    </message>
    <message>
        <source>You played no card in this hand.</source>
        <translation>Não jogaste nenhuma carta nesta mão.</translation>
    </message>
    <message>
        <source>Trick %1: you played the %2</source>
        <translation>Vaza %1: a tua carta, %2</translation>
    </message>
    <message>
        <source>being rated…</source>
        <translation>a avaliar…</translation>
    </message>
    <message>
        <source>an illegal card (table rules): not rated</source>
        <translation>uma carta ilegal (regras de mesa): sem nota</translation>
    </message>
    <message>
        <source>your only card</source>
        <translation>a tua única carta</translation>
    </message>
    <message>
        <source>as the Hard level would</source>
        <translation>como o nível Difícil</translation>
    </message>
    <message>
        <source>Hard level: the %1 (−%2 points)</source>
        <translation>Nível Difícil: %1 (−%2 pontos)</translation>
    </message>
    <message>
        <source>%1. %2</source>
        <comment>a short row of the review: the trick&apos;s number, the card you played</comment>
        <translation>%1. %2</translation>
    </message>
    <message>
        <source>You played the &lt;b&gt;%1&lt;/b&gt;.</source>
        <translation>Jogaste &lt;b&gt;%1&lt;/b&gt;.</translation>
    </message>
    <message>
        <source>The Hard level is still thinking about this card…</source>
        <translation>O nível Difícil ainda está a pensar nesta carta…</translation>
    </message>
    <message>
        <source>That card broke the rules (table rules), so it is not rated.</source>
        <translation>Essa carta não cumpria as regras (regras de mesa), por isso não tem nota.</translation>
    </message>
    <message>
        <source>It was your only legal card.</source>
        <translation>Era a única carta que podias jogar.</translation>
    </message>
    <message>
        <source>The Hard level would have played the &lt;b&gt;%1&lt;/b&gt;: by its reckoning that is worth %2 points more for your side.</source>
        <translation>O nível Difícil teria jogado &lt;b&gt;%1&lt;/b&gt;: pelas suas contas, vale mais %2 pontos para a tua dupla.</translation>
    </message>
    <message>
        <source>The Hard level prefers the %1, but by less than half a point: as good.</source>
        <translation>O nível Difícil prefere %1, mas por menos de meio ponto: vale o mesmo.</translation>
    </message>
    <message>
        <source>The Hard level would have played the same card.</source>
        <translation>O nível Difícil teria jogado a mesma carta.</translation>
    </message>
    <message>
        <source>Points your side could expect from here, by card (the Hard level&apos;s estimate from what you could see):</source>
        <translation>Pontos que a tua dupla podia esperar a partir daqui, por carta (estimativa do nível Difícil com o que tu podias ver):</translation>
    </message>
    <message>
        <source>The Hard level is rating your cards: %1 of %2…</source>
        <translation>O nível Difícil está a avaliar as tuas cartas: %1 de %2…</translation>
    </message>
    <message>
        <source>The Hard level would have played every card as you did.</source>
        <translation>O nível Difícil teria jogado todas as cartas como tu.</translation>
    </message>
    <message>
        <source>The Hard level would have played %1 of your %2 cards otherwise, worth about %3 points in its estimate.</source>
        <translation>O nível Difícil teria jogado de outra forma %1 das tuas %2 cartas, no valor de cerca de %3 pontos pela sua estimativa.</translation>
    </message>
</context>
<context>
    <name>RulesHelp</name>
    <message>
        <source>Botifarra: the rules we play</source>
        <translation>A botifarra: as regras com que jogamos</translation>
    </message>
    <message>
        <source>Cards and players</source>
        <translation>Cartas e jogadores</translation>
    </message>
    <message>
        <source>Four players in two pairs; partners sit face to face. The Spanish deck of 48 cards: oros, copes, espases and bastos, 1 to 12. Play goes counterclockwise: the next player is the one on your right.</source>
        <translation>Quatro jogadores em duas duplas; os parceiros sentam-se frente a frente. Joga-se com o baralho espanhol de 48 cartas: ouros (oros), copas (copes), espadas (espases) e paus (bastos), do 1 ao 12. Joga-se no sentido contrário ao dos ponteiros do relógio: o jogador seguinte é o da tua direita.</translation>
    </message>
    <message>
        <source>Order in each suit: 9 (manilla) &gt; 1 (as) &gt; 12 (rei) &gt; 11 (cavall) &gt; 10 (sota) &gt; 8 &gt; 7 &gt; … &gt; 2. Points: manilla 5, as 4, rei 3, cavall 2, sota 1. With one point per trick there are 72 points in a hand.</source>
        <translation>Ordem em cada naipe: 9 (a manilla, a carta mais alta) &gt; 1 (ás) &gt; 12 (rei) &gt; 11 (cavalo) &gt; 10 (valete, a sota) &gt; 8 &gt; 7 &gt; … &gt; 2. Pontos: manilla 5, ás 4, rei 3, cavalo 2, valete 1. Com um ponto por vaza, cada mão tem 72 pontos.</translation>
    </message>
    <message>
        <source>Making trump</source>
        <translation>Escolher o trunfo</translation>
    </message>
    <message>
        <source>The dealer looks at the cards and names a trump suit, says botifarra (no trump, the hand counts double) or delegates to the partner, who must then choose.</source>
        <translation>Quem dá as cartas olha para elas e escolhe um naipe de trunfo, diz botifarra (sem trunfo: a mão vale a dobrar) ou passa a escolha ao parceiro (delegar), que então tem de escolher.</translation>
    </message>
    <message>
        <source>Doubling</source>
        <translation>Dobrar</translation>
    </message>
    <message>
        <source>The other side may say contro (×2); then the declaring side recontro (×4); then, only with a trump suit, the contro side Sant Vicenç (×8). With botifarra: contro ×4, recontro ×8.</source>
        <translation>A outra dupla pode dizer contro (contra, ×2); depois, a dupla que escolheu o trunfo pode dizer recontro (×4); e depois, só com naipe de trunfo, a dupla do contro pode dizer Sant Vicenç (×8). Com botifarra: contro ×4, recontro ×8.</translation>
    </message>
    <message>
        <source>Playing</source>
        <translation>O jogo</translation>
    </message>
    <message>
        <source>The player on the dealer&apos;s right leads; the winner of each trick leads the next. You must follow suit. If your partner is not winning you must beat the winning card if you can. Without the suit led and with your partner not winning, you must trump (or overtrump a rival&apos;s trump if you can). With your partner winning you may play any card. Only the last trick of each side may be looked at again.</source>
        <translation>Sai o jogador à direita de quem deu as cartas; quem ganha uma vaza sai na seguinte. É obrigatório assistir ao naipe (servir). Se o teu parceiro não está a ganhar, tens de matar a carta que está a ganhar, se puderes (matar). Se não tens o naipe jogado e o parceiro não está a ganhar, tens de cortar com trunfo (tallar), ou cortar por cima do trunfo de um adversário, se puderes (sobretallar). Se o parceiro está a ganhar, podes jogar qualquer carta. Só se pode voltar a ver a última vaza de cada dupla.</translation>
    </message>
    <message>
        <source>Obligada: a card that does not win must be a point card (partner winning) or your lowest card of its suit. Intermèdia: the same, but the second player may also drop a point card (&quot;Carrego&quot;).</source>
        <translation>Obligada: uma carta que não ganha tem de ser uma carta que conte pontos (se o parceiro está a ganhar) ou a mais baixa do seu naipe. Intermèdia: igual, mas o segundo jogador também pode carregar com uma carta que conte («Carrego»).</translation>
    </message>
    <message>
        <source>Scoring</source>
        <translation>A contagem</translation>
    </message>
    <message>
        <source>Each side counts card points plus tricks. The side above 36 scores the points above 36 times the multiplier. The game is won by the first side to reach the target (101 by default).</source>
        <translation>Cada dupla conta os pontos das cartas mais um ponto por vaza. A dupla que passa dos 36 marca os pontos acima de 36 vezes o multiplicador. Ganha a partida a primeira dupla que chega ao objetivo (101, se não se escolher outro).</translation>
    </message>
    <message>
        <source>This program refuses an illegal card and tells you why. With table rules it accepts it, and the other side may claim it: then they score 36 × the multiplier.</source>
        <translation>Este programa recusa uma carta ilegal e explica porquê. Com regras de mesa aceita-a, e a outra dupla pode reclamá-la: nesse caso marca 36 × o multiplicador.</translation>
    </message>
    <message>
        <source>Other ways to play</source>
        <translation>Outras formas de jogar</translation>
    </message>
    <message>
        <source>Four individual players: no partners and no delegating; only contro, and not on botifarra. A player who can no longer win any trick must play oros first, then copes, espases and bastos. Each player scores the points above or below 18. Three players: 36 cards (no 2, 3 or 4), 12 each, played like four individual players; each scores the points above or below 24.</source>
        <translation>Quatro jogadores individuais: sem parceiros e sem delegar; só se pode dizer contro, e nunca em botifarra. Quem já não pode ganhar nenhuma vaza tem de jogar primeiro ouros, depois copas, espadas e paus. Cada jogador marca os pontos acima (ou abaixo) de 18. Três jogadores: 36 cartas (sem os 2, 3 e 4), 12 a cada um, jogadas como com quatro jogadores individuais; cada um marca os pontos acima (ou abaixo) de 24.</translation>
    </message>
    <message>
        <source>Two players, rector i vicari: each has six piles of four cards with the top card face up, and only face-up cards can be played; the card underneath is then turned up. There are 24 tricks of two cards, one point for every two tricks, and the odd trick&apos;s point goes to the player with fewer points. Two players with a hand: four piles each and eight cards in hand.</source>
        <translation>Dois jogadores, «rector i vicari»: cada um tem seis montes de quatro cartas com a de cima virada para cima, e só se jogam cartas à vista; depois vira-se a de baixo. Há 24 vazas de duas cartas, um ponto por cada duas vazas, e o ponto da vaza ímpar vai para quem tem menos pontos. Dois jogadores com mão: quatro montes cada um e oito cartas na mão.</translation>
    </message>
    <message>
        <source>How to play</source>
        <translation>Como se joga</translation>
    </message>
</context>
<context>
    <name>SaveGameDialog</name>
    <message>
        <source>Save the game</source>
        <translation>Guardar a partida</translation>
    </message>
    <message>
        <source>A name for this game</source>
        <translation>Um nome para esta partida</translation>
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
        <translation>Nome:</translation>
    </message>
    <message>
        <source>Please write a name for the game.</source>
        <translation>Escreve um nome para a partida.</translation>
    </message>
    <message>
        <source>Use a name of up to 64 characters with some letters or digits.</source>
        <translation>Usa um nome com até 64 caracteres, com alguma letra ou algarismo.</translation>
    </message>
    <message>
        <source>A saved game with this name already exists: saving will replace it.</source>
        <translation>Já existe uma partida guardada com este nome: se guardares, vais substituí-la.</translation>
    </message>
    <message>
        <source>Replace the saved game “%1” with this game?</source>
        <translation>Substituir a partida guardada «%1» por esta?</translation>
    </message>
    <message>
        <source>Replace</source>
        <translation>Substituir</translation>
    </message>
    <message>
        <source>The game was not saved:</source>
        <translation>A partida não foi guardada:</translation>
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
        <translation>Regras próprias</translation>
    </message>
    <message>
        <source>Pairs</source>
        <translation>Em pares</translation>
    </message>
    <message>
        <source>Four players, no pairs</source>
        <translation>Quatro jogadores, sem pares</translation>
    </message>
    <message>
        <source>Three players</source>
        <translation>Três jogadores</translation>
    </message>
    <message>
        <source>Two players: rector i vicari</source>
        <translation>Dois jogadores: rector i vicari</translation>
    </message>
    <message>
        <source>Two players: piles and a hand</source>
        <translation>Dois jogadores: montes e cartas na mão</translation>
    </message>
    <message>
        <source>over the network</source>
        <translation>em rede</translation>
    </message>
    <message>
        <source>the computer plays alone</source>
        <translation>só joga o computador</translation>
    </message>
    <message>
        <source>against the computer</source>
        <translation>contra o computador</translation>
    </message>
    <message>
        <source>several people at this computer</source>
        <translation>várias pessoas neste computador</translation>
    </message>
    <message>
        <source>unknown date</source>
        <translation>data desconhecida</translation>
    </message>
</context>
<context>
    <name>Saving</name>
    <message>
        <source>The game in play could not be saved.</source>
        <translation>Não foi possível guardar a partida em curso.</translation>
    </message>
    <message>
        <source>The past hands could not be saved.</source>
        <translation>Não foi possível guardar as mãos jogadas.</translation>
    </message>
    <message>
        <source>Your statistics could not be saved.</source>
        <translation>Não foi possível guardar as tuas estatísticas.</translation>
    </message>
    <message>
        <source>Your settings could not be saved.</source>
        <translation>Não foi possível guardar as tuas preferências.</translation>
    </message>
    <message>
        <source>the game in play</source>
        <translation>a partida em curso</translation>
    </message>
    <message>
        <source>the past hands</source>
        <translation>as mãos jogadas</translation>
    </message>
    <message>
        <source>the statistics</source>
        <translation>as estatísticas</translation>
    </message>
    <message>
        <source>the settings</source>
        <translation>as preferências</translation>
    </message>
    <message>
        <source>the disk is full</source>
        <translation>o disco está cheio</translation>
    </message>
    <message>
        <source>Botifarra may not write in that folder</source>
        <translation>O Botifarra não tem permissão para escrever nessa pasta</translation>
    </message>
    <message>
        <source>the disk or folder is read-only</source>
        <translation>o disco ou a pasta são só de leitura</translation>
    </message>
    <message>
        <source>another copy of Botifarra kept the file busy</source>
        <translation>outra cópia do Botifarra tinha o ficheiro ocupado</translation>
    </message>
    <message>
        <source>it is %1, not a file</source>
        <translation>é %1, não um ficheiro</translation>
    </message>
    <message>
        <source>it is %1, not a folder</source>
        <translation>é %1, não uma pasta</translation>
    </message>
    <message>
        <source>a file is where a folder belongs</source>
        <translation>há um ficheiro onde devia haver uma pasta</translation>
    </message>
    <message>
        <source>a folder is where a file belongs</source>
        <translation>há uma pasta onde devia haver um ficheiro</translation>
    </message>
    <message>
        <source>a folder</source>
        <translation>uma pasta</translation>
    </message>
    <message>
        <source>a named pipe</source>
        <translation>um pipe com nome</translation>
    </message>
    <message>
        <source>a socket</source>
        <translation>um socket</translation>
    </message>
    <message>
        <source>a device</source>
        <translation>um dispositivo</translation>
    </message>
    <message>
        <source>a file</source>
        <translation>um ficheiro</translation>
    </message>
    <message>
        <source>a broken link</source>
        <translation>uma ligação quebrada</translation>
    </message>
    <message>
        <source>a special file</source>
        <translation>um ficheiro especial</translation>
    </message>
    <message>
        <source>Saving works again: %1.</source>
        <translation>Volta a guardar-se: %1.</translation>
    </message>
    <message>
        <source>File: %1</source>
        <translation>Ficheiro: %1</translation>
    </message>
    <message>
        <source>Reason: %1.</source>
        <translation>Motivo: %1.</translation>
    </message>
    <message>
        <source>Still saved: %1.</source>
        <translation>Continuam a ser guardados: %1.</translation>
    </message>
    <message>
        <source>Nothing can be saved at the moment; you can play on.</source>
        <translation>Neste momento não é possível guardar nada; podes continuar a jogar.</translation>
    </message>
    <message>
        <source>Botifarra tries again by itself and tells you when it works again.</source>
        <translation>O Botifarra volta a tentar sozinho e avisa-te quando voltar a funcionar.</translation>
    </message>
</context>
<context>
    <name>ScenarioEditor</name>
    <message>
        <source>South (bottom)</source>
        <translation>Sul (em baixo)</translation>
    </message>
    <message>
        <source>East (right)</source>
        <translation>Este (à direita)</translation>
    </message>
    <message>
        <source>North (top)</source>
        <translation>Norte (em cima)</translation>
    </message>
    <message>
        <source>West (left)</source>
        <translation>Oeste (à esquerda)</translation>
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
        <translation>Editor de situações</translation>
    </message>
    <message>
        <source>Strict: beat and trump even over your partner</source>
        <extracomment>Replaced by tests: the file dialogs and the question before replacing a file.</extracomment>
        <translation>Estrita: matar e cortar mesmo por cima do parceiro</translation>
    </message>
    <message>
        <source>The 3 ranks second</source>
        <translation>O 3 é o segundo</translation>
    </message>
    <message>
        <source>Botifarra (no trumps)</source>
        <translation>Botifarra (sem trunfo)</translation>
    </message>
    <message>
        <source>Delegated: the dealer&apos;s partner made trump</source>
        <translation>Delegado: o parceiro de quem deu escolheu o trunfo</translation>
    </message>
    <message>
        <source>Rules:</source>
        <translation>Regras:</translation>
    </message>
    <message>
        <source>Trump:</source>
        <translation>Trunfo:</translation>
    </message>
    <message>
        <source>Dealer:</source>
        <translation>Dá as cartas:</translation>
    </message>
    <message>
        <source>Calls:</source>
        <translation>Dobras:</translation>
    </message>
    <message>
        <source>Leads the trick:</source>
        <translation>Sai na vaza:</translation>
    </message>
    <message>
        <source>Title:</source>
        <translation>Título:</translation>
    </message>
    <message>
        <source>Story:</source>
        <translation>História:</translation>
    </message>
    <message>
        <source>Question:</source>
        <translation>Pergunta:</translation>
    </message>
    <message>
        <source>Answer:</source>
        <translation>Resposta:</translation>
    </message>
    <message>
        <source>A click puts the card in:</source>
        <translation>Um clique põe a carta em:</translation>
    </message>
    <message>
        <source>the trick</source>
        <translation>a vaza</translation>
    </message>
    <message>
        <source>Fill the rest at random</source>
        <translation>Preencher o resto ao acaso</translation>
    </message>
    <message>
        <source>Clear the cards</source>
        <translation>Tirar as cartas</translation>
    </message>
    <message>
        <source>Cards per player:</source>
        <translation>Cartas por jogador:</translation>
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
        <translation>Jogar a partir daqui</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>Fechar</translation>
    </message>
    <message>
        <source>None</source>
        <translation>Nenhuma</translation>
    </message>
    <message>
        <source>The trick has at most 3 cards: the fourth would end it.</source>
        <translation>A vaza tem no máximo 3 cartas: a quarta fechava-a.</translation>
    </message>
    <message>
        <source>seat %1</source>
        <translation>lugar %1</translation>
    </message>
    <message>
        <source>On the trick</source>
        <translation>Na vaza</translation>
    </message>
    <message>
        <source>Not a possible position yet: %1</source>
        <translation>Ainda não é uma posição possível: %1</translation>
    </message>
    <message>
        <source>Ready. %1 is to play and may play: %2.</source>
        <translation>Pronto. Joga %1, que pode jogar: %2.</translation>
    </message>
    <message>
        <source>every player must hold the same number of cards (1 to 12), counting a card already on the trick: %1.</source>
        <translation>cada jogador deve ter o mesmo número de cartas (de 1 a 12), contando a carta já jogada na vaza: %1.</translation>
    </message>
    <message>
        <source>T%1</source>
        <comment>card on the trick, in order</comment>
        <translation>V%1</translation>
    </message>
    <message numerus="yes">
        <source>A player already holds more than %n cards: raise the number of cards per player.</source>
        <translation>
            <numerusform>Um jogador já tem mais de %n carta: aumenta o número de cartas por jogador.</numerusform>
            <numerusform>Um jogador já tem mais de %n cartas: aumenta o número de cartas por jogador.</numerusform>
        </translation>
    </message>
    <message>
        <source>This file cannot be opened.</source>
        <translation>Este ficheiro não pode ser aberto.</translation>
    </message>
    <message>
        <source>The scenario could not be saved: %1</source>
        <translation>Não foi possível guardar a situação: %1</translation>
    </message>
    <message>
        <source>Save the scenario</source>
        <translation>Guardar a situação</translation>
    </message>
    <message>
        <source>Scenarios (*.json)</source>
        <translation>Situações (*.json)</translation>
    </message>
    <message>
        <source>Open a scenario</source>
        <translation>Abrir uma situação</translation>
    </message>
    <message>
        <source>Replace the file?</source>
        <translation>Substituir o ficheiro?</translation>
    </message>
    <message>
        <source>%1 already exists. Replace it?</source>
        <translation>%1 já existe. Substituí-lo?</translation>
    </message>
</context>
<context>
    <name>ScoreChart</name>
    <message>
        <source>The game so far</source>
        <translation>O jogo até agora</translation>
    </message>
    <message>
        <source>Hand</source>
        <translation>Mão</translation>
    </message>
    <message>
        <source>Each side&apos;s total will be drawn here after every hand.</source>
        <translation>Aqui será desenhado o total de cada lado depois de cada mão.</translation>
    </message>
</context>
<context>
    <name>ScoreSheet</name>
    <message>
        <source>Hand</source>
        <translation>Mão</translation>
    </message>
    <message>
        <source>Called</source>
        <translation>Trunfo</translation>
    </message>
    <message>
        <source>×</source>
        <translation>×</translation>
    </message>
    <message>
        <source>Points</source>
        <translation>Pontos</translation>
    </message>
    <message>
        <source>Us</source>
        <translation>Nós</translation>
    </message>
    <message>
        <source>Them</source>
        <translation>Eles</translation>
    </message>
    <message>
        <source>Trump, who made it, and the calls</source>
        <translation>O trunfo, quem o escolheu e as dobras</translation>
    </message>
    <message>
        <source>Multiplier</source>
        <translation>Multiplicador</translation>
    </message>
    <message>
        <source>Points (cards + tricks): us – them</source>
        <translation>Pontos (cartas + vazas): nós – eles</translation>
    </message>
    <message>
        <source>Our score this hand and our total</source>
        <translation>O que marcámos nesta mão e o nosso total</translation>
    </message>
    <message>
        <source>Their score this hand and their total</source>
        <translation>O que eles marcaram nesta mão e o total deles</translation>
    </message>
    <message>
        <source>Decided by your claim</source>
        <translation>Decidida pela tua reclamação</translation>
    </message>
    <message>
        <source>Points (cards + tricks): %1</source>
        <translation>Pontos (cartas + vazas): %1</translation>
    </message>
    <message>
        <source>Decided by a claim of %1</source>
        <translation>Decidida por uma reclamação de %1</translation>
    </message>
    <message>
        <source> (delegated)</source>
        <translation> (delegado)</translation>
    </message>
    <message>
        <source>claim</source>
        <translation>reclamação</translation>
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
        <translation>O Botifarra já está aberto com as tuas partidas guardadas.</translation>
    </message>
    <message>
        <source>Only one copy at a time can keep your game, past hands, statistics and settings. You can bring that window forward, or play here without saving anything.</source>
        <translation>Só uma cópia de cada vez pode guardar a partida, as mãos jogadas, as estatísticas e as preferências. Podes trazer essa janela para a frente ou jogar aqui sem guardar nada.</translation>
    </message>
    <message>
        <source>The other Botifarra window did not answer.</source>
        <translation>A outra janela do Botifarra não respondeu.</translation>
    </message>
    <message>
        <source>Bring that window forward</source>
        <translation>Trazer essa janela para a frente</translation>
    </message>
    <message>
        <source>Play without saving</source>
        <translation>Jogar sem guardar</translation>
    </message>
    <message>
        <source>Quit</source>
        <translation>Sair</translation>
    </message>
    <message>
        <source>Botifarra could not create its lock file %1 (%2).</source>
        <translation>O Botifarra não conseguiu criar o seu ficheiro de bloqueio %1 (%2).</translation>
    </message>
    <message>
        <source>Without it, two copies of Botifarra could overwrite each other&apos;s games, so this copy will not keep anything. You can play here without saving, or quit and free some space first.</source>
        <translation>Sem ele, duas cópias do Botifarra poderiam sobrescrever os jogos uma da outra, por isso esta cópia não guardará nada. Pode jogar aqui sem guardar, ou sair e libertar primeiro algum espaço.</translation>
    </message>
    <message>
        <source>Not saving: the lock file %1 could not be created.</source>
        <translation>Não está a guardar: não foi possível criar o ficheiro de bloqueio %1.</translation>
    </message>
    <message>
        <source>Not saving: Botifarra is already open with your saved games in another window.</source>
        <translation>Sem guardar: o Botifarra já está aberto com as tuas partidas guardadas noutra janela.</translation>
    </message>
    <message>
        <source>Not saving: the lock file %1 was removed and another copy of Botifarra now keeps your saved games. From now on this window saves nothing.</source>
        <translation>Sem gravar: o ficheiro de bloqueio %1 foi apagado e outra cópia do Botifarra guarda agora os teus jogos. A partir de agora esta janela não guarda nada.</translation>
    </message>
</context>
<context>
    <name>StartPanel</name>
    <message>
        <source>You have a game under way</source>
        <translation>Tens uma partida a meio</translation>
    </message>
    <message>
        <source>Hand %1 · Us &lt;b&gt;%2&lt;/b&gt; · Them &lt;b&gt;%3&lt;/b&gt;</source>
        <translation>Mão %1 · Nós &lt;b&gt;%2&lt;/b&gt; · Eles &lt;b&gt;%3&lt;/b&gt;</translation>
    </message>
    <message>
        <source>Hand %1 · %2</source>
        <translation>Mão %1 · %2</translation>
    </message>
    <message>
        <source>Playing with %1</source>
        <translation>Jogas com %1</translation>
    </message>
    <message>
        <source>Saved on %1</source>
        <translation>Guardada em %1</translation>
    </message>
    <message>
        <source>A new game replaces this one.</source>
        <translation>Uma nova partida substitui esta.</translation>
    </message>
    <message>
        <source>Continue the game</source>
        <translation>Continuar a partida</translation>
    </message>
    <message>
        <source>New game</source>
        <translation>Nova partida</translation>
    </message>
</context>
<context>
    <name>StatisticsCharts</name>
    <message>
        <source>All games</source>
        <translation>Todos os jogos</translation>
    </message>
    <message>
        <source>Way to play: %1</source>
        <translation>Modo de jogo: %1</translation>
    </message>
    <message>
        <source>Opponents: %1</source>
        <translation>Adversários: %1</translation>
    </message>
    <message>
        <source>Show:</source>
        <translation>Mostrar:</translation>
    </message>
    <message>
        <source>Games won, game after game (the last %1)</source>
        <translation>Jogos ganhos, jogo após jogo (os últimos %1)</translation>
    </message>
    <message>
        <source>Won so far</source>
        <translation>Ganhos até agora</translation>
    </message>
    <message>
        <source>%1 of %2 won</source>
        <translation>%1 de %2 ganhos</translation>
    </message>
    <message>
        <source>Games, oldest first; share won so far in %</source>
        <translation>Jogos, do mais antigo; percentagem ganha até então</translation>
    </message>
    <message>
        <source>No finished game yet.</source>
        <translation>Ainda não há nenhum jogo terminado.</translation>
    </message>
    <message numerus="yes">
        <source>Points per hand (the last %n hands)</source>
        <translation>
            <numerusform>Pontos por mão (a última %n mão)</numerusform>
            <numerusform>Pontos por mão (as últimas %n mãos)</numerusform>
        </translation>
    </message>
    <message>
        <source>Each hand</source>
        <translation>Cada mão</translation>
    </message>
    <message>
        <source>Average of 10</source>
        <translation>Média de 10</translation>
    </message>
    <message>
        <source>Average of 10: %1</source>
        <translation>Média de 10: %1</translation>
    </message>
    <message>
        <source>half: 36</source>
        <translation>metade: 36</translation>
    </message>
    <message>
        <source>Hands, oldest first; points of 72</source>
        <translation>Mãos, da mais antiga; pontos em 72</translation>
    </message>
    <message>
        <source>No hand played yet.</source>
        <translation>Ainda não se jogou nenhuma mão.</translation>
    </message>
    <message numerus="yes">
        <source>%n games</source>
        <translation>
            <numerusform>%n jogo</numerusform>
            <numerusform>%n jogos</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n hands</source>
        <translation>
            <numerusform>%n mão</numerusform>
            <numerusform>%n mãos</numerusform>
        </translation>
    </message>
    <message>
        <source>Nothing counted yet.</source>
        <translation>Ainda não há nada contado.</translation>
    </message>
    <message>
        <source>Games won by opponents&apos; level</source>
        <translation>Jogos ganhos por nível dos adversários</translation>
    </message>
    <message>
        <source>Points per hand by opponents&apos; level</source>
        <translation>Pontos por mão por nível dos adversários</translation>
    </message>
    <message>
        <source>Games won by way to play</source>
        <translation>Jogos ganhos por modo de jogo</translation>
    </message>
    <message>
        <source>Points per hand by way to play</source>
        <translation>Pontos por mão por modo de jogo</translation>
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
        <translation>Médio</translation>
    </message>
    <message>
        <source>Hard</source>
        <translation>Difícil</translation>
    </message>
    <message>
        <source>Mixed levels</source>
        <translation>Níveis misturados</translation>
    </message>
    <message>
        <source>People</source>
        <translation>Pessoas</translation>
    </message>
    <message>
        <source>Statistics</source>
        <translation>Estatísticas</translation>
    </message>
    <message>
        <source>Games played:</source>
        <translation>Partidas jogadas:</translation>
    </message>
    <message>
        <source>Games won:</source>
        <translation>Partidas ganhas:</translation>
    </message>
    <message>
        <source>Hands played:</source>
        <translation>Mãos jogadas:</translation>
    </message>
    <message>
        <source>Hands won:</source>
        <translation>Mãos ganhas:</translation>
    </message>
    <message>
        <source>Average points per hand (of 72):</source>
        <translation>Média de pontos por mão (de 72):</translation>
    </message>
    <message>
        <source>Average score per hand:</source>
        <translation>Média marcada por mão:</translation>
    </message>
    <message>
        <source>Contros called / won:</source>
        <translation>Contros feitos / ganhos:</translation>
    </message>
    <message numerus="yes">
        <source>%n points behind, and won</source>
        <translation>
            <numerusform>%n ponto atrás, e ganha</numerusform>
            <numerusform>%n pontos atrás, e ganha</numerusform>
        </translation>
    </message>
    <message>
        <source>none yet</source>
        <translation>ainda nenhuma</translation>
    </message>
    <message>
        <source>Best comeback:</source>
        <translation>Melhor reviravolta:</translation>
    </message>
    <message>
        <source>Counted for your side: you and your partner in the pairs game, you alone in the other ways to play. A hand is won when your side has the best score of the hand (in the pairs game and with two players, when it scores); without pairs a score can be below zero. A contro counts when your side doubled (contro, recontro, Sant Vicenç or barraca) and is won when your side then won the hand. The best comeback is the largest deficit in a game your side went on to win. The partner&apos;s level counts the pairs game only.</source>
        <translation>Contado para o teu lado: tu e o teu parceiro no jogo em pares, tu sozinho nas outras formas de jogar. Uma mão é ganha quando o teu lado tem a melhor pontuação da mão (em pares e a dois jogadores, quando marca pontos); sem pares uma pontuação pode ser negativa. Um contro conta quando o teu lado dobrou (contro, recontro, Sant Vicenç ou barraca) e é ganho quando depois o teu lado ganhou a mão. A melhor reviravolta é a maior desvantagem numa partida que o teu lado acabou por ganhar. O nível do parceiro só conta o jogo em pares.</translation>
    </message>
    <message>
        <source>Way to play</source>
        <translation>Forma de jogar</translation>
    </message>
    <message>
        <source>Variant</source>
        <translation>Modalidade</translation>
    </message>
    <message>
        <source>Opponents</source>
        <translation>Adversários</translation>
    </message>
    <message>
        <source>Partner</source>
        <translation>Parceiro</translation>
    </message>
    <message>
        <source>Over time</source>
        <translation>Ao longo do tempo</translation>
    </message>
    <message>
        <source>Compared</source>
        <translation>Comparado</translation>
    </message>
    <message>
        <source>By way to play</source>
        <translation>Por forma de jogar</translation>
    </message>
    <message>
        <source>By variant</source>
        <translation>Por modalidade</translation>
    </message>
    <message>
        <source>By opponents&apos; level</source>
        <translation>Por nível dos adversários</translation>
    </message>
    <message>
        <source>By partner&apos;s level</source>
        <translation>Por nível do parceiro</translation>
    </message>
    <message>
        <source>In numbers</source>
        <translation>Em números</translation>
    </message>
    <message>
        <source>Rating</source>
        <translation>Classificação</translation>
    </message>
    <message>
        <source>Games won</source>
        <translation>Partidas ganhas</translation>
    </message>
    <message>
        <source>Hands won</source>
        <translation>Mãos ganhas</translation>
    </message>
    <message>
        <source>Contros won</source>
        <translation>Contros ganhos</translation>
    </message>
    <message>
        <source>%1 of %2</source>
        <comment>in a table: 11 games won of 30 played</comment>
        <translation>%1 de %2</translation>
    </message>
    <message>
        <source>Points per hand</source>
        <translation>Pontos por mão</translation>
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
        <translation>A nossa última vaza</translation>
    </message>
    <message>
        <source>Last tricks</source>
        <translation>Últimas vazas</translation>
    </message>
    <message>
        <source>Their last trick</source>
        <translation>A última vaza deles</translation>
    </message>
    <message>
        <source>Claim an illegal card</source>
        <translation>Reclamar uma carta ilegal</translation>
    </message>
    <message>
        <source>to %1</source>
        <extracomment>the box&apos;s background and the colour of its quieter words (high contrast: black and white)</extracomment>
        <translation>até %1</translation>
    </message>
    <message>
        <source>%1 claims: %2 played the %3 illegally in trick %4.</source>
        <translation>%1 reclama: %2 jogou %3 ilegalmente na vaza %4.</translation>
    </message>
    <message>
        <source>Your turn!</source>
        <translation>É a tua vez!</translation>
    </message>
    <message>
        <source>thinking…</source>
        <translation>a pensar…</translation>
    </message>
    <message>
        <source>Wait for your turn.</source>
        <translation>Espera pela tua vez.</translation>
    </message>
    <message>
        <source>Play an illegal card?</source>
        <translation>Jogar uma carta ilegal?</translation>
    </message>
    <message>
        <source>With table rules you may play it anyway, but if the other side claims it you lose the hand. Play it?</source>
        <translation>Com regras de mesa podes jogá-la mesmo assim, mas se a outra dupla reclamar perdes a mão. Jogas?</translation>
    </message>
    <message numerus="yes">
        <source>%n hands</source>
        <translation>
            <numerusform>%n mão</numerusform>
            <numerusform>%n mãos</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Texts</name>
    <message>
        <source>oros</source>
        <translation>ouros</translation>
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
        <translation>paus</translation>
    </message>
    <message>
        <source>botifarra</source>
        <translation>botifarra</translation>
    </message>
    <message>
        <source>ace</source>
        <translation>ás</translation>
    </message>
    <message>
        <source>manilla</source>
        <translation>manilla</translation>
    </message>
    <message>
        <source>jack</source>
        <translation>valete</translation>
    </message>
    <message>
        <source>knight</source>
        <translation>cavalo</translation>
    </message>
    <message>
        <source>king</source>
        <translation>rei</translation>
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
        <translation> (regras estritas: mesmo quando o parceiro está a ganhar)</translation>
    </message>
    <message>
        <source>You hold %suit: you must follow suit (%options).</source>
        <translation>Tens %suit: tens de assistir ao naipe (%options).</translation>
    </message>
    <message>
        <source>The %winning is winning and your partner is not: you must beat it if you can (%options).</source>
        <translation>A carta que está a ganhar (%winning) não é do teu parceiro: tens de a matar, se puderes (%options).</translation>
    </message>
    <message>
        <source>A rival has trumped with the %winning: you must overtrump if you can (%options).</source>
        <translation>Um adversário cortou (%winning): tens de cortar por cima, se puderes (%options).</translation>
    </message>
    <message>
        <source>You have no %led and your partner is not winning: you must trump with %suit (%options).</source>
        <translation>Não tens %led e o teu parceiro não está a ganhar: tens de cortar com %suit (%options).</translation>
    </message>
    <message>
        <source>The %card does not win the trick and your partner is winning: play a point card or your lowest %suit (the %lowest).</source>
        <translation>Esta carta (%card) não ganha a vaza e o teu parceiro está a ganhar: joga uma carta que conte pontos ou a mais baixa de %suit (%lowest).</translation>
    </message>
    <message>
        <source>The %card does not win the trick and a rival is winning: play your lowest %suit (the %lowest).</source>
        <translation>Esta carta (%card) não ganha a vaza e um adversário está a ganhar: joga a mais baixa de %suit (%lowest).</translation>
    </message>
    <message>
        <source>You do not hold the %card.</source>
        <translation>Não tens esta carta (%card).</translation>
    </message>
    <message>
        <source>It is not your turn.</source>
        <translation>Não é a tua vez.</translation>
    </message>
    <message>
        <source>That cannot be done now.</source>
        <translation>Agora não se pode fazer isso.</translation>
    </message>
    <message>
        <source>The other side has not played an illegal card in this hand.</source>
        <translation>A outra dupla não jogou nenhuma carta ilegal nesta mão.</translation>
    </message>
    <message>
        <source>Us</source>
        <translation>Nós</translation>
    </message>
    <message>
        <source>Them</source>
        <translation>Eles</translation>
    </message>
    <message>
        <source>Across</source>
        <comment>default name of the player in front, who is not a partner</comment>
        <translation>Em frente</translation>
    </message>
    <message>
        <source>Me</source>
        <comment>default name of the player</comment>
        <translation>Eu</translation>
    </message>
    <message>
        <source>Right</source>
        <comment>default name of the player on your right</comment>
        <translation>Direita</translation>
    </message>
    <message>
        <source>Partner</source>
        <comment>default name of the partner</comment>
        <translation>Parceiro</translation>
    </message>
    <message>
        <source>Left</source>
        <comment>default name of the player on your left</comment>
        <translation>Esquerda</translation>
    </message>
    <message>
        <source>Pere,Montse,Jordi,Núria,Carme,Josep,Marta,Quim</source>
        <comment>the computer players&apos; names at a LAN table: comma-separated first names usual in this language (at least three, different from each other)</comment>
        <translation>João,Maria,Pedro,Ana,Rui,Inês,Miguel,Sofia</translation>
    </message>
</context>
<context>
    <name>TrickHistory</name>
    <message>
        <source>Trick</source>
        <translation>Vaza</translation>
    </message>
    <message>
        <source>Winner</source>
        <translation>Vencedor</translation>
    </message>
    <message>
        <source>Points</source>
        <translation>Pontos</translation>
    </message>
</context>
</TS>
