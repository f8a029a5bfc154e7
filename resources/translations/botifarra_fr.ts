<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="fr" sourcelanguage="en">
<context>
    <name>About</name>
    <message>
        <source>The Catalan card game, against the computer or with friends on your network.</source>
        <translation>Le jeu de cartes catalan, contre l&apos;ordinateur ou avec des amis sur votre réseau.</translation>
    </message>
    <message>
        <source>Free software under the GNU GPL, version 3 or later.</source>
        <translation>Logiciel libre sous licence GNU GPL, version 3 ou ultérieure.</translation>
    </message>
</context>
<context>
    <name>Access</name>
    <message>
        <source>Card table</source>
        <translation>Table de jeu</translation>
    </message>
    <message>
        <source>Announcements</source>
        <translation>Annonces</translation>
    </message>
    <message>
        <source>Last trick shown</source>
        <translation>Dernier pli affiché</translation>
    </message>
    <message>
        <source>card face down</source>
        <translation>carte face cachée</translation>
    </message>
    <message>
        <source>Left and Right choose a card, 1 to 9 and 0 pick the first to tenth, Enter plays it.</source>
        <translation>Gauche et Droite choisissent une carte, 1 à 9 et 0 prennent la première à la dixième, Entrée la joue.</translation>
    </message>
    <message>
        <source>Enter plays it.</source>
        <translation>Entrée la joue.</translation>
    </message>
    <message>
        <source>Table rules: say the other side played an illegal card; if they did, they lose the hand.</source>
        <translation>Règles de table&#xa0;: vous signalez que l&apos;autre camp a joué une carte illégale&#xa0;; si c&apos;est le cas, il perd la donne.</translation>
    </message>
    <message>
        <source>Shows the last trick the other side won (Esc hides it).</source>
        <translation>Montre le dernier pli gagné par l&apos;autre camp (Échap le cache).</translation>
    </message>
    <message>
        <source>Shows the last trick your side won (Esc hides it).</source>
        <translation>Montre le dernier pli gagné par votre camp (Échap le cache).</translation>
    </message>
    <message>
        <source>Shows the last trick each player won (Esc hides them).</source>
        <translation>Montre le dernier pli gagné par chaque joueur (Échap les cache).</translation>
    </message>
    <message>
        <source>No points.</source>
        <translation>Ne vaut aucun point.</translation>
    </message>
    <message numerus="yes">
        <source>Worth %n points.</source>
        <translation>
            <numerusform>Vaut %n point.</numerusform>
            <numerusform>Vaut %n points.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n cards</source>
        <translation>
            <numerusform>%n carte</numerusform>
            <numerusform>%n cartes</numerusform>
        </translation>
    </message>
    <message>
        <source>Your hand: %1</source>
        <translation>Votre main&#xa0;: %1</translation>
    </message>
    <message>
        <source>Your cards: %1 in your hand, %2 face up on your piles</source>
        <translation>Vos cartes&#xa0;: %1 en main, %2 face visible sur vos tas</translation>
    </message>
    <message>
        <source>%1, on top of your pile %2</source>
        <translation>%1, sur votre tas %2</translation>
    </message>
    <message>
        <source>Pile %1 of %2 in front of you; under it: %3 face down.</source>
        <translation>Tas %1 sur %2 devant vous&#xa0;; dessous&#xa0;: %3 face cachée.</translation>
    </message>
    <message>
        <source>Trick: no card on the table yet</source>
        <translation>Pli&#xa0;: aucune carte sur la table pour l&apos;instant</translation>
    </message>
    <message>
        <source>Trick %1: %2</source>
        <translation>Pli %1&#xa0;: %2</translation>
    </message>
    <message>
        <source>%1, playable</source>
        <translation>%1, jouable</translation>
    </message>
    <message>
        <source>%1, not playable</source>
        <translation>%1, non jouable</translation>
    </message>
    <message>
        <source>Card %1 of %2 in your hand.</source>
        <translation>Carte %1 sur %2 de votre main.</translation>
    </message>
    <message>
        <source>You played the %1</source>
        <translation>Vous avez joué %1</translation>
    </message>
    <message>
        <source>%1 played the %2</source>
        <translation>%1 a joué %2</translation>
    </message>
    <message>
        <source>%1, winning</source>
        <translation>%1, gagne le pli</translation>
    </message>
    <message>
        <source>%1 (you)</source>
        <translation>%1 (vous)</translation>
    </message>
    <message>
        <source>dealer</source>
        <translation>donneur</translation>
    </message>
    <message>
        <source>your turn</source>
        <translation>à vous de jouer</translation>
    </message>
    <message>
        <source>their turn</source>
        <translation>à son tour</translation>
    </message>
    <message>
        <source>Face up on the piles: %1.</source>
        <translation>Face visible sur les tas&#xa0;: %1.</translation>
    </message>
    <message>
        <source>Any card may be played.</source>
        <translation>Vous pouvez jouer n&apos;importe quelle carte.</translation>
    </message>
    <message>
        <source>Playable: %1.</source>
        <translation>Cartes jouables&#xa0;: %1.</translation>
    </message>
    <message>
        <source>No trump; the hand counts double.</source>
        <translation>Sans atout&#xa0;; la donne compte double.</translation>
    </message>
    <message>
        <source>Your partner chooses trump.</source>
        <translation>Votre partenaire choisit l&apos;atout.</translation>
    </message>
    <message>
        <source>Make %1 trump.</source>
        <translation>Atout&#xa0;: %1.</translation>
    </message>
    <message>
        <source>Do not double the stakes.</source>
        <translation>Ne pas doubler la mise.</translation>
    </message>
    <message>
        <source>Double the stakes.</source>
        <translation>Doubler la mise.</translation>
    </message>
    <message numerus="yes">
        <source>You win the trick (%n points).</source>
        <translation>
            <numerusform>Vous remportez le pli (%n point).</numerusform>
            <numerusform>Vous remportez le pli (%n points).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 wins the trick (%n points).</source>
        <translation>
            <numerusform>%1 remporte le pli (%n point).</numerusform>
            <numerusform>%1 remporte le pli (%n points).</numerusform>
        </translation>
    </message>
    <message>
        <source>You deal.</source>
        <translation>Vous distribuez.</translation>
    </message>
    <message>
        <source>%1 deals.</source>
        <translation>%1 distribue.</translation>
    </message>
    <message>
        <source>You delegate to your partner.</source>
        <translation>Vous laissez choisir votre partenaire.</translation>
    </message>
    <message>
        <source>You say %1!</source>
        <translation>Vous dites %1&#xa0;!</translation>
    </message>
    <message>
        <source>You pass.</source>
        <translation>Vous passez.</translation>
    </message>
    <message>
        <source>You turn up the %1.</source>
        <translation>Vous retournez %1.</translation>
    </message>
    <message>
        <source>%1 turns up the %2.</source>
        <translation>%1 retourne %2.</translation>
    </message>
</context>
<context>
    <name>Coach</name>
    <message>
        <source>Rules coach</source>
        <translation>Entraînement aux règles</translation>
    </message>
    <message>
        <source>Check</source>
        <translation>Vérifier</translation>
    </message>
    <message>
        <source>Show the answer</source>
        <translation>Voir la réponse</translation>
    </message>
    <message>
        <source>Try again</source>
        <translation>Réessayer</translation>
    </message>
    <message>
        <source>◀ Previous</source>
        <translation>◀ Précédent</translation>
    </message>
    <message>
        <source>Next ▶</source>
        <translation>Suivant ▶</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>Fermer</translation>
    </message>
    <message>
        <source>The lessons could not be found.</source>
        <translation>Les leçons sont introuvables.</translation>
    </message>
    <message>
        <source>Exercise %1 of %2</source>
        <translation>Exercice %1 sur %2</translation>
    </message>
    <message>
        <source>Which cards may you play?</source>
        <translation>Quelles cartes pouvez-vous jouer&#xa0;?</translation>
    </message>
    <message>
        <source>Click every card you may play (click again to take it back), then press Check.</source>
        <translation>Cliquez sur chaque carte que vous pouvez jouer (un autre clic la retire), puis appuyez sur Vérifier.</translation>
    </message>
    <message>
        <source>Choose the cards you may play first: click them.</source>
        <translation>Choisissez d&apos;abord les cartes que vous pouvez jouer&#xa0;: cliquez dessus.</translation>
    </message>
    <message>
        <source>These are the cards you may play.</source>
        <translation>Voici les cartes que vous pouvez jouer.</translation>
    </message>
    <message>
        <source>Right! You found every card you may play.</source>
        <translation>Bravo&#xa0;! Vous avez trouvé toutes les cartes que vous pouvez jouer.</translation>
    </message>
    <message>
        <source>Not quite. The red cards are wrong:</source>
        <translation>Pas tout à fait. Les cartes en rouge sont fausses&#xa0;:</translation>
    </message>
    <message>
        <source>you may play this card too.</source>
        <translation>vous pouvez aussi jouer cette carte.</translation>
    </message>
    <message>
        <source>Change your choice and press Check again, or press Show the answer.</source>
        <translation>Modifiez votre choix et appuyez de nouveau sur Vérifier, ou appuyez sur Voir la réponse.</translation>
    </message>
</context>
<context>
    <name>DealDialog</name>
    <message>
        <source>Play a deal by number</source>
        <extracomment>(deal number or code, dealer seat, from the other side); a code does not fit a C++ int</extracomment>
        <translation>Jouer une donne par son numéro</translation>
    </message>
    <message>
        <source>You</source>
        <translation>Vous</translation>
    </message>
    <message>
        <source>The player on your right</source>
        <translation>Le joueur à votre droite</translation>
    </message>
    <message>
        <source>Your partner</source>
        <translation>Votre partenaire</translation>
    </message>
    <message>
        <source>The player on your left</source>
        <translation>Le joueur à votre gauche</translation>
    </message>
    <message>
        <source>Your side: the cards dealt to you</source>
        <translation>Votre camp&#xa0;: les cartes qui vous sont distribuées</translation>
    </message>
    <message>
        <source>The other side: the cards of the player on your right</source>
        <translation>L&apos;autre camp&#xa0;: les cartes du joueur à votre droite</translation>
    </message>
    <message>
        <source>Deal number or code:</source>
        <translation>Numéro ou code de la donne&#xa0;:</translation>
    </message>
    <message>
        <source>The same number and dealer give everyone the same cards: play a deal a friend played and compare, or play it from the other side. A LAN table shows each hand&apos;s deal code when the hand is over.</source>
        <translation>Le même numéro et le même donneur donnent à tous les mêmes cartes&#xa0;: jouez une donne qu&apos;un ami a jouée et comparez, ou jouez-la de l&apos;autre côté. Une table en réseau montre le code de chaque donne quand elle est finie.</translation>
    </message>
    <message>
        <source>Type a deal number (up to ten digits) or a deal code (32 digits and letters a-f, as the table showed it).</source>
        <translation>Tapez un numéro de donne (jusqu&apos;à dix chiffres) ou un code de donne (32 chiffres et lettres a-f, comme la table l&apos;a montré).</translation>
    </message>
    <message>
        <source>Dealer:</source>
        <translation>Donneur&#xa0;:</translation>
    </message>
    <message>
        <source>Play</source>
        <translation>Jouer</translation>
    </message>
</context>
<context>
    <name>Duplicate</name>
    <message>
        <source>Board %1 of %2</source>
        <extracomment>&quot;Review your hand&quot;: the hand review of your decisions at this board (the table still holds it)</extracomment>
        <translation>Donne %1 sur %2</translation>
    </message>
    <message>
        <source>Compare with the other table&apos;s play:</source>
        <translation>Comparer avec le jeu de l&apos;autre table&#xa0;:</translation>
    </message>
    <message>
        <source>replay %1</source>
        <translation>partie rejouée %1</translation>
    </message>
    <message>
        <source>Trick</source>
        <translation>Pli</translation>
    </message>
    <message>
        <source>Your table</source>
        <translation>Votre table</translation>
    </message>
    <message>
        <source>The other table</source>
        <translation>L&apos;autre table</translation>
    </message>
    <message>
        <source>See the match&apos;s total</source>
        <translation>Voir le total du match</translation>
    </message>
    <message>
        <source>Next board</source>
        <translation>Donne suivante</translation>
    </message>
    <message>
        <source>Review your hand</source>
        <translation>Revoir votre main</translation>
    </message>
    <message>
        <source>The other table is still playing this board…</source>
        <translation>L&apos;autre table joue encore cette donne…</translation>
    </message>
    <message>
        <source>Dealt by %1. Your side&apos;s result: %2.</source>
        <translation>Donneur&#xa0;: %1. Résultat de votre camp&#xa0;: %2.</translation>
    </message>
    <message>
        <source>Board points: %1</source>
        <translation>Points de la donne&#xa0;: %1</translation>
    </message>
    <message>
        <source>Dealt by %1. You gave this board up: it scores %2 board points.</source>
        <translation>Donneur&#xa0;: %1. Vous avez abandonné cette donne&#xa0;: elle vaut %2 points de donne.</translation>
    </message>
    <message>
        <source>Dealt by %1. Your side&apos;s result: %2. The other table (%3): %4, mean %5. The difference, %6 game points, scores %7 board points.</source>
        <translation>Donneur&#xa0;: %1. Résultat de votre camp&#xa0;: %2. L&apos;autre table (%3)&#xa0;: %4, moyenne %5. La différence, %6 points de jeu, vaut %7 points de donne.</translation>
    </message>
    <message>
        <source>Easy</source>
        <translation>Facile</translation>
    </message>
    <message>
        <source>Medium</source>
        <translation>Moyen</translation>
    </message>
    <message>
        <source>Hard</source>
        <translation>Difficile</translation>
    </message>
    <message>
        <source>%1, %2 times</source>
        <translation>%1, %2 fois</translation>
    </message>
    <message>
        <source>Calls</source>
        <translation>Annonces</translation>
    </message>
    <message>
        <source>Duplicate match</source>
        <translation>Match en duplicate</translation>
    </message>
    <message>
        <source>Today&apos;s boards: share your result</source>
        <translation>Les donnes du jour&#xa0;: partagez votre résultat</translation>
    </message>
    <message>
        <source>Your result, to copy to your friends:</source>
        <translation>Votre résultat, à copier pour vos amis&#xa0;:</translation>
    </message>
    <message>
        <source>Copy</source>
        <translation>Copier</translation>
    </message>
    <message>
        <source>Paste a friend&apos;s result to compare:</source>
        <translation>Collez le résultat d&apos;un ami pour comparer&#xa0;:</translation>
    </message>
    <message>
        <source>Compare</source>
        <translation>Comparer</translation>
    </message>
    <message>
        <source>The other table is still playing boards %1…</source>
        <translation>L&apos;autre table joue encore les donnes %1…</translation>
    </message>
    <message>
        <source>Total: %1 board points over %2 boards.</source>
        <translation>Total&#xa0;: %1 points de donne sur %2 donnes.</translation>
    </message>
    <message>
        <source>Board points, board by board</source>
        <translation>Points de donne, donne par donne</translation>
    </message>
    <message>
        <source>Each board</source>
        <translation>Chaque donne</translation>
    </message>
    <message>
        <source>Board: %1</source>
        <translation>Donne&#xa0;: %1</translation>
    </message>
    <message>
        <source>Running total</source>
        <translation>Total cumulé</translation>
    </message>
    <message>
        <source>Total: %1</source>
        <translation>Total&#xa0;: %1</translation>
    </message>
    <message>
        <source>even</source>
        <translation>égalité</translation>
    </message>
    <message>
        <source>Board</source>
        <translation>Donne</translation>
    </message>
    <message>
        <source>No board scored yet.</source>
        <translation>Aucune donne marquée pour l&apos;instant.</translation>
    </message>
    <message>
        <source>Your total %1, your friend&apos;s %2.</source>
        <translation>Votre total %1, celui de votre ami %2.</translation>
    </message>
    <message>
        <source>Board %1: you %2 (%3), your friend %4 (%5)</source>
        <translation>Donne %1&#xa0;: vous %2 (%3), votre ami %4 (%5)</translation>
    </message>
    <message>
        <source>You both played exactly the same cards.</source>
        <translation>Vous avez joué tous les deux exactement les mêmes cartes.</translation>
    </message>
    <message>
        <source>This result text was changed after it was made (its check does not match): it is not compared.</source>
        <translation>Ce texte de résultat a été modifié après sa création (son contrôle ne correspond pas)&#xa0;: il n&apos;est pas comparé.</translation>
    </message>
    <message>
        <source>A board of this result text does not score what its result scores against the other table: it was changed.</source>
        <translation>Une donne de ce texte n&apos;a pas les points que son résultat vaut face à l&apos;autre table&#xa0;: il a été modifié.</translation>
    </message>
    <message>
        <source>This result is for another day&apos;s boards.</source>
        <translation>Ce résultat concerne les donnes d&apos;un autre jour.</translation>
    </message>
    <message>
        <source>This result was played against another other table (level or replays): the scores cannot be compared.</source>
        <translation>Ce résultat a été joué contre une autre table différente (niveau ou parties rejouées)&#xa0;: les points ne peuvent pas être comparés.</translation>
    </message>
    <message>
        <source>This is not a botifarra duplicate result text that can be read: copy all three lines of it.</source>
        <translation>Ce n&apos;est pas un texte de résultat de duplicate de botifarra lisible&#xa0;: copiez-en les trois lignes.</translation>
    </message>
    <message>
        <source>The duplicate match could not be saved: %1</source>
        <translation>Le match en duplicate n&apos;a pas pu être enregistré&#xa0;: %1</translation>
    </message>
    <message>
        <source>The saved duplicate match could not be read.</source>
        <translation>Le match en duplicate enregistré n&apos;a pas pu être lu.</translation>
    </message>
    <message>
        <source>Duplicate match: board %1 of %2.</source>
        <translation>Match en duplicate&#xa0;: donne %1 sur %2.</translation>
    </message>
    <message>
        <source>Duplicate match: board %1 was given up (-3 board points).</source>
        <translation>Match en duplicate&#xa0;: la donne %1 a été abandonnée (-3 points de donne).</translation>
    </message>
    <message>
        <source>The other table could not play board %1.</source>
        <translation>L&apos;autre table n&apos;a pas pu jouer la donne %1.</translation>
    </message>
    <message>
        <source>The rating could not be saved.</source>
        <translation>Le classement n&apos;a pas pu être enregistré.</translation>
    </message>
    <message>
        <source>The rating file had a problem.</source>
        <translation>Le fichier du classement avait un problème.</translation>
    </message>
    <message>
        <source>You play each board once with a computer partner against two computer opponents. At the other table four computer players play the same boards in the same seats, several times. Each board scores the difference between your result and theirs, so the luck of the cards is taken out.</source>
        <translation>Vous jouez chaque donne une fois avec un partenaire de l&apos;ordinateur contre deux adversaires de l&apos;ordinateur. À l&apos;autre table, quatre joueurs de l&apos;ordinateur jouent les mêmes donnes aux mêmes places, plusieurs fois. Chaque donne marque la différence entre votre résultat et le leur&#xa0;: la chance des cartes est ainsi écartée.</translation>
    </message>
    <message>
        <source>Today&apos;s boards (%1 boards, the same for everyone today)</source>
        <translation>Les donnes du jour (%1 donnes, les mêmes pour tous aujourd&apos;hui)</translation>
    </message>
    <message>
        <source>A match of new boards</source>
        <translation>Un match de nouvelles donnes</translation>
    </message>
    <message>
        <source>Boards:</source>
        <translation>Donnes&#xa0;:</translation>
    </message>
    <message>
        <source>Computer players&apos; level:</source>
        <translation>Niveau des joueurs de l&apos;ordinateur&#xa0;:</translation>
    </message>
    <message>
        <source>Plays of each board at the other table:</source>
        <translation>Parties de chaque donne à l&apos;autre table&#xa0;:</translation>
    </message>
    <message>
        <source>Start</source>
        <translation>Commencer</translation>
    </message>
</context>
<context>
    <name>FirstStart</name>
    <message>
        <source>Welcome to Botifarra</source>
        <translation>Bienvenue à la Botifarra</translation>
    </message>
    <message>
        <source>Before the first deal: how should we call you, in which language, and how strong should the computer players be?</source>
        <translation>Avant la première donne : comment vous appeler, dans quelle langue, et quelle force pour les joueurs de l&apos;ordinateur ?</translation>
    </message>
    <message>
        <source>Your &amp;name:</source>
        <translation>Votre &amp;nom :</translation>
    </message>
    <message>
        <source>&amp;Language:</source>
        <translation>&amp;Langue :</translation>
    </message>
    <message>
        <source>&amp;Computer players:</source>
        <translation>Joueurs de l&apos;&amp;ordinateur :</translation>
    </message>
    <message>
        <source>Easy: to learn the game</source>
        <translation>Facile : pour apprendre le jeu</translation>
    </message>
    <message>
        <source>Medium: a good club player</source>
        <translation>Moyen : un bon joueur de club</translation>
    </message>
    <message>
        <source>Hard: plays to win</source>
        <translation>Difficile : joue pour gagner</translation>
    </message>
    <message>
        <source>You can change all of this later: the language in Preferences, the names and levels in New game.</source>
        <translation>Tout cela peut être changé plus tard : la langue dans Préférences, les noms et les niveaux dans Nouvelle partie.</translation>
    </message>
    <message>
        <source>&amp;Start playing</source>
        <translation>&amp;Commencer à jouer</translation>
    </message>
    <message>
        <source>S&amp;kip</source>
        <translation>&amp;Passer</translation>
    </message>
    <message>
        <source>Your answers could not be saved: %1</source>
        <translation>Vos réponses n&apos;ont pas pu être enregistrées : %1</translation>
    </message>
</context>
<context>
    <name>GameOver</name>
    <message>
        <source>The game ends level.</source>
        <translation>La partie se termine à égalité.</translation>
    </message>
    <message>
        <source>You win the game!</source>
        <translation>Vous gagnez la partie&#xa0;!</translation>
    </message>
    <message>
        <source>The other side wins the game.</source>
        <translation>L&apos;autre équipe gagne la partie.</translation>
    </message>
    <message>
        <source>%1 wins the game.</source>
        <translation>%1 gagne la partie.</translation>
    </message>
    <message>
        <source>Rematch</source>
        <extracomment>The coins when the player&apos;s side wins (``won``), over the title and score only.</extracomment>
        <translation>Revanche</translation>
    </message>
    <message>
        <source>The same players and rules; the deal passes on.</source>
        <translation>Les mêmes joueurs et règles&#xa0;; la donne continue son tour.</translation>
    </message>
    <message>
        <source>New game…</source>
        <translation>Nouvelle partie…</translation>
    </message>
    <message>
        <source>Review</source>
        <translation>Revoir</translation>
    </message>
    <message>
        <source>Your cards in the hands of this game.</source>
        <translation>Vos cartes dans les donnes de cette partie.</translation>
    </message>
    <message>
        <source>Congratulations!</source>
        <translation>Félicitations&#xa0;!</translation>
    </message>
    <message>
        <source>Rematch asked</source>
        <translation>Revanche demandée</translation>
    </message>
    <message>
        <source>Statistics</source>
        <translation>Statistiques</translation>
    </message>
    <message>
        <source>Hands played: %1</source>
        <translation>Donnes jouées&#xa0;: %1</translation>
    </message>
</context>
<context>
    <name>HandHistoryDialog</name>
    <message>
        <source>Past hands</source>
        <translation>Donnes jouées</translation>
    </message>
    <message>
        <source>First</source>
        <translation>Première</translation>
    </message>
    <message>
        <source>Previous trick</source>
        <translation>Pli précédent</translation>
    </message>
    <message>
        <source>Next trick</source>
        <translation>Pli suivant</translation>
    </message>
    <message>
        <source>Last</source>
        <translation>Dernière</translation>
    </message>
    <message>
        <source>Play this deal again</source>
        <translation>Rejouer cette donne</translation>
    </message>
    <message>
        <source>No hands have been played yet.</source>
        <translation>Aucune donne n&apos;a encore été jouée.</translation>
    </message>
    <message>
        <source>Damaged record</source>
        <translation>Enregistrement endommagé</translation>
    </message>
    <message>
        <source>Hand %1: %2</source>
        <translation>Donne %1&#xa0;: %2</translation>
    </message>
    <message>
        <source>%1 %2, %3 %4</source>
        <translation>%1 %2, %3 %4</translation>
    </message>
    <message>
        <source>This record is damaged and cannot be shown:</source>
        <translation>Cet enregistrement est endommagé et ne peut pas être affiché&#xa0;:</translation>
    </message>
    <message>
        <source>Seat %1</source>
        <translation>Place %1</translation>
    </message>
    <message>
        <source>Botifarra</source>
        <translation>Botifarra</translation>
    </message>
    <message>
        <source>You declared botifarra.</source>
        <translation>Vous avez annoncé botifarra.</translation>
    </message>
    <message>
        <source>%1 declared botifarra.</source>
        <translation>%1 a annoncé botifarra.</translation>
    </message>
    <message>
        <source>You declared %1.</source>
        <translation>Vous avez annoncé %1.</translation>
    </message>
    <message>
        <source>%1 declared %2.</source>
        <translation>%1 a annoncé %2.</translation>
    </message>
    <message>
        <source>(You delegated.)</source>
        <translation>(Vous avez laissé choisir votre partenaire.)</translation>
    </message>
    <message>
        <source>(%1 delegated.)</source>
        <translation>(%1 a laissé choisir son partenaire.)</translation>
    </message>
    <message>
        <source>You said %1.</source>
        <translation>Vous avez dit %1.</translation>
    </message>
    <message>
        <source>%1: %2.</source>
        <translation>%1&#xa0;: %2.</translation>
    </message>
    <message>
        <source>Each point counts ×%1.</source>
        <translation>Chaque point compte ×%1.</translation>
    </message>
    <message>
        <source>Way to play: %1.</source>
        <translation>Façon de jouer&#xa0;: %1.</translation>
    </message>
    <message>
        <source>Hand %1: the cards as dealt</source>
        <translation>Donne %1&#xa0;: les cartes telles qu&apos;elles ont été distribuées</translation>
    </message>
    <message>
        <source>You claimed an illegal card: the %1 played by %2 in trick %3.</source>
        <translation>Vous avez réclamé une carte illégale&#xa0;: %1, jouée par %2 au pli %3.</translation>
    </message>
    <message>
        <source>%1 claimed an illegal card: the %2 you played in trick %3.</source>
        <translation>%1 a réclamé une carte illégale&#xa0;: %2, que vous avez jouée au pli %3.</translation>
    </message>
    <message>
        <source>%1 claimed an illegal card: the %2 played by %3 in trick %4.</source>
        <translation>%1 a réclamé une carte illégale&#xa0;: %2, jouée par %3 au pli %4.</translation>
    </message>
    <message numerus="yes">
        <source>Trick %1 of %2: you win it (%n points)</source>
        <translation>
            <numerusform>Pli %1 sur %2 : vous le remportez (%n point)</numerusform>
            <numerusform>Pli %1 sur %2 : vous le remportez (%n points)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Trick %1 of %2: %3 wins it (%n points)</source>
        <translation>
            <numerusform>Pli %1 sur %2 : %3 le remporte (%n point)</numerusform>
            <numerusform>Pli %1 sur %2 : %3 le remporte (%n points)</numerusform>
        </translation>
    </message>
    <message>
        <source>Cards in hand:</source>
        <translation>Cartes en main&#xa0;:</translation>
    </message>
    <message>
        <source>(none)</source>
        <translation>(aucune)</translation>
    </message>
    <message>
        <source>Piles (the top card was face up):</source>
        <translation>Piles (la carte du dessus était face visible)&#xa0;:</translation>
    </message>
    <message>
        <source>%1, pile %2:</source>
        <translation>%1, pile %2&#xa0;:</translation>
    </message>
    <message>
        <source>%1 on top</source>
        <translation>%1 dessus</translation>
    </message>
    <message>
        <source>under it: %1</source>
        <translation>dessous&#xa0;: %1</translation>
    </message>
    <message>
        <source>Points: %1.  Score: %2.  Totals: %3.</source>
        <translation>Points&#xa0;: %1.  Marque&#xa0;: %2.  Totaux&#xa0;: %3.</translation>
    </message>
    <message>
        <source>Points: %1 %2, %3 %4.  Score: %1 %5, %3 %6.  Totals: %1 %7, %3 %8.</source>
        <translation>Points&#xa0;: %1 %2, %3 %4.  Marque&#xa0;: %1 %5, %3 %6.  Totaux&#xa0;: %1 %7, %3 %8.</translation>
    </message>
</context>
<context>
    <name>Hints</name>
    <message>
        <source>The %card is your only legal card.</source>
        <translation>Une seule carte jouable&#xa0;: %card.</translation>
    </message>
    <message>
        <source>Lead the %card to draw the rivals&apos; trumps (arrastrar).</source>
        <translation>Entamez avec %card pour faire tomber les atouts adverses (arrastrar).</translation>
    </message>
    <message>
        <source>Lead the %card: it is the highest %suit card left.</source>
        <translation>Entamez avec %card&#xa0;: c&apos;est la plus haute carte qui reste en %suit.</translation>
    </message>
    <message>
        <source>Lead the %card: a low card keeps your strong cards for later.</source>
        <translation>Entamez avec %card&#xa0;: une petite carte garde vos bonnes cartes pour plus tard.</translation>
    </message>
    <message>
        <source>Lead the %card, a trump.</source>
        <translation>Entamez avec %card, un atout.</translation>
    </message>
    <message>
        <source>Your partner is winning the trick: load it with the %card (carregar).</source>
        <translation>Votre partenaire remporte le pli&#xa0;: chargez-le avec %card (carregar).</translation>
    </message>
    <message>
        <source>Your partner is winning the trick: play the %card and keep your good cards.</source>
        <translation>Votre partenaire remporte le pli&#xa0;: jouez %card et gardez vos bonnes cartes.</translation>
    </message>
    <message>
        <source>Cut with the %card to win the trick.</source>
        <translation>Coupez avec %card pour remporter le pli.</translation>
    </message>
    <message>
        <source>Win the trick with the %card: it is the highest %suit card left.</source>
        <translation>Remportez le pli avec %card&#xa0;: c&apos;est la plus haute carte qui reste en %suit.</translation>
    </message>
    <message>
        <source>Win the trick with the %card.</source>
        <translation>Remportez le pli avec %card.</translation>
    </message>
    <message>
        <source>You cannot win this trick cheaply: play the %card, it costs you least.</source>
        <translation>Ce pli ne se gagne pas à bon compte&#xa0;: jouez %card, c&apos;est elle qui vous coûte le moins.</translation>
    </message>
    <message>
        <source>Name %suit as trumps: you hold %count of them.</source>
        <translation>Choisissez %suit comme atout&#xa0;: vous en avez %count.</translation>
    </message>
    <message>
        <source>Say botifarra: your manilles and aces should win most of the points.</source>
        <translation>Annoncez botifarra&#xa0;: vos manilles et vos as devraient remporter la plupart des points.</translation>
    </message>
    <message>
        <source>Delegate: your hand is weak, let your partner choose.</source>
        <translation>Déléguez&#xa0;: votre jeu est faible, laissez choisir votre partenaire.</translation>
    </message>
    <message>
        <source>Say %call: your side expects about %points of the 72 points.</source>
        <translation>Annoncez %call&#xa0;: votre camp peut espérer environ %points des 72 points.</translation>
    </message>
    <message>
        <source>Pass: your side expects about %points of the 72 points, not enough to raise the stake.</source>
        <translation>Passez&#xa0;: votre camp peut espérer environ %points des 72 points, pas assez pour augmenter la mise.</translation>
    </message>
    <message>
        <source>Play the %card: the Hard level&apos;s search expects the most points for your side with it.</source>
        <translation>Jouez %card&#xa0;: la recherche du niveau Difficile y prévoit le plus de points pour votre camp.</translation>
    </message>
    <message>
        <source>Hint</source>
        <translation>Indice</translation>
    </message>
    <message>
        <source>Undo</source>
        <translation>Annuler</translation>
    </message>
    <message>
        <source>&amp;Hint</source>
        <translation>&amp;Indice</translation>
    </message>
    <message>
        <source>&amp;Undo my last card</source>
        <translation>&amp;Annuler mon dernier coup</translation>
    </message>
    <message>
        <source>What the hard level would play, and why (H).</source>
        <translation>Ce que jouerait le niveau difficile, et pourquoi (H).</translation>
    </message>
    <message>
        <source>Takes back your last card (Ctrl+Z).</source>
        <translation>Reprend votre dernière carte (Ctrl+Z).</translation>
    </message>
    <message>
        <source>Looking for a hint…</source>
        <translation>Recherche d&apos;un indice…</translation>
    </message>
    <message>
        <source>No hint now: %1</source>
        <translation>Pas d&apos;indice pour l&apos;instant&#xa0;: %1</translation>
    </message>
    <message>
        <source>Hint: %1</source>
        <translation>Indice&#xa0;: %1</translation>
    </message>
    <message>
        <source>Your last move was taken back.</source>
        <translation>Votre dernier coup a été annulé.</translation>
    </message>
</context>
<context>
    <name>Keeper</name>
    <message>
        <source>Lost: finished hands that could not be saved in your past hands, nor kept in %2 to be saved later: %1.</source>
        <translation>Perdues : des donnes terminées n&apos;ont pu être enregistrées ni dans les donnes passées ni dans %2 pour l&apos;être plus tard : %1.</translation>
    </message>
    <message>
        <source>Lost: hands or games that could not be counted in your statistics, nor kept in %2 to be counted later: %1.</source>
        <translation>Perdues : des donnes ou parties n&apos;ont pu être comptées ni dans vos statistiques ni dans %2 pour l&apos;être plus tard : %1.</translation>
    </message>
    <message>
        <source>Some finished hands cannot be kept anywhere for now: neither your past hands nor the file that keeps them until they can be saved can be written.</source>
        <translation>Pour l&apos;instant, certaines donnes terminées ne peuvent être conservées nulle part : ni les donnes passées ni le fichier qui les garde en attendant ne peuvent être écrits.</translation>
    </message>
    <message>
        <source>Hands kept only in this window&apos;s memory: %1.
If Botifarra is closed before saving works again, they will be lost from your past hands.
File: %2</source>
        <translation>Donnes gardées seulement dans la mémoire de cette fenêtre : %1.
Si Botifarra est fermé avant que l&apos;enregistrement refonctionne, elles seront perdues pour vos donnes passées.
Fichier : %2</translation>
    </message>
    <message>
        <source>Some hands or games cannot be counted anywhere for now: neither your statistics nor the file that keeps them until they can be counted can be written.</source>
        <translation>Pour l&apos;instant, certaines donnes ou parties ne peuvent être comptées nulle part : ni vos statistiques ni le fichier qui les garde en attendant ne peuvent être écrits.</translation>
    </message>
    <message>
        <source>Hands or games kept only in this window&apos;s memory: %1.
If Botifarra is closed before saving works again, your statistics will not include them.
File: %2</source>
        <translation>Donnes ou parties gardées seulement dans la mémoire de cette fenêtre : %1.
Si Botifarra est fermé avant que l&apos;enregistrement refonctionne, vos statistiques ne les incluront pas.
Fichier : %2</translation>
    </message>
    <message>
        <source>The file of what was waiting to be saved was damaged and has been kept aside; its backup copy is used.</source>
        <translation>Le fichier de ce qui attendait d&apos;être enregistré était endommagé et a été mis de côté ; sa copie de sauvegarde est utilisée.</translation>
    </message>
    <message>
        <source>The file of past hands waiting to be saved was damaged and has been kept aside; the hands it held are not in your past hands.</source>
        <translation>Le fichier des donnes passées en attente d&apos;enregistrement était endommagé et a été mis de côté ; les donnes qu&apos;il contenait ne sont pas dans vos donnes passées.</translation>
    </message>
    <message>
        <source>The file of hands and games waiting to be counted was damaged and has been kept aside; what it held is not counted. Your statistics file is not affected.</source>
        <translation>Le fichier des donnes et parties en attente d&apos;être comptées était endommagé et a été mis de côté ; ce qu&apos;il contenait n&apos;est pas compté. Votre fichier de statistiques n&apos;est pas touché.</translation>
    </message>
    <message>
        <source>Some of what was waiting to be saved could not be used and has been kept aside.</source>
        <translation>Une partie de ce qui attendait d&apos;être enregistré n&apos;a pas pu être utilisée et a été mise de côté.</translation>
    </message>
    <message>
        <source>Your statistics file was damaged and has been kept aside; the statistics go on from its backup copy.</source>
        <translation>Le fichier des statistiques était abîmé et a été mis de côté&#xa0;; les statistiques continuent à partir de sa copie de secours.</translation>
    </message>
    <message>
        <source>Your statistics file was damaged and has been kept aside; counting starts again with the hands and games that were waiting to be counted.</source>
        <translation>Votre fichier de statistiques était endommagé et a été mis de côté ; le décompte repart avec les donnes et parties qui attendaient d&apos;être comptées.</translation>
    </message>
    <message>
        <source>Your statistics file was damaged and has been kept aside; counting starts again from this hand.</source>
        <translation>Le fichier des statistiques était abîmé et a été mis de côté&#xa0;; le décompte recommence à partir de cette donne.</translation>
    </message>
    <message>
        <source>The file of the game in play was damaged and has been kept aside; the game is saved again from now on.</source>
        <translation>Le fichier de la partie en cours était abîmé et a été mis de côté&#xa0;; la partie est de nouveau enregistrée à partir de maintenant.</translation>
    </message>
    <message>
        <source>A damaged file of the past hands has been kept aside; the hands that were waiting to be saved are saved now.</source>
        <translation>Un fichier endommagé des donnes passées a été mis de côté ; les donnes qui attendaient d&apos;être enregistrées le sont maintenant.</translation>
    </message>
    <message>
        <source>A damaged file of the past hands has been kept aside; this hand is saved.</source>
        <translation>Un fichier abîmé des donnes jouées a été mis de côté&#xa0;; cette donne est enregistrée.</translation>
    </message>
</context>
<context>
    <name>Lan</name>
    <message>
        <source>Chat</source>
        <extracomment>Where the lobby listens and whether it announces (tests: 127.0.0.1, port 0, no multicast). Seats held at tables, (address, port) -&gt; token, to take one back by joining it again. What the last table opened in this run was set up with: the next Host dialog starts from it.</extracomment>
        <translation>Discussion</translation>
    </message>
    <message>
        <source>&amp;Host a game…</source>
        <translation>Or&amp;ganiser une partie…</translation>
    </message>
    <message>
        <source>&amp;Join a game…</source>
        <translation>&amp;Rejoindre une partie…</translation>
    </message>
    <message>
        <source>&amp;Rejoin the LAN table</source>
        <translation>Re&amp;venir à la table en réseau</translation>
    </message>
    <message>
        <source>&amp;Leave the LAN table</source>
        <translation>Q&amp;uitter la table en réseau</translation>
    </message>
    <message>
        <source>&amp;Free a friend&apos;s seat</source>
        <translation>&amp;Libérer la place d&apos;un ami</translation>
    </message>
    <message>
        <source>Hand %1 was dealt from the code %2 (Practice ▸ Play a deal by number).</source>
        <translation>La donne %1 a été distribuée avec le code %2 (Entraînement ▸ Jouer une donne par son numéro).</translation>
    </message>
    <message>
        <source>%1 is back.</source>
        <translation>%1 est de retour.</translation>
    </message>
    <message>
        <source>A computer player now plays for %1.</source>
        <translation>Un joueur de l&apos;ordinateur joue maintenant pour %1.</translation>
    </message>
    <message>
        <source>Botifarra — LAN game</source>
        <translation>Botifarra — partie en réseau</translation>
    </message>
    <message>
        <source>Waiting for %1… %2 s, then a computer player takes the seat.</source>
        <translation>On attend %1… %2 s, puis un joueur de l&apos;ordinateur prendra sa place.</translation>
    </message>
    <message>
        <source>The table cannot start another game now.</source>
        <translation>La table ne peut pas commencer une autre partie maintenant.</translation>
    </message>
    <message>
        <source>A new game begins: the same players and rules.</source>
        <translation>Une nouvelle partie commence : mêmes joueurs, mêmes règles.</translation>
    </message>
    <message>
        <source>%1 asks for a rematch.</source>
        <translation>%1 demande une revanche.</translation>
    </message>
    <message>
        <source>Ready for a rematch: %1.</source>
        <translation>Prêts pour la revanche : %1.</translation>
    </message>
    <message>
        <source>Waiting for: %1.</source>
        <translation>En attente de : %1.</translation>
    </message>
    <message>
        <source>Connecting to the table over the internet…</source>
        <translation>Connexion à la table par internet…</translation>
    </message>
    <message>
        <source>The connection to the table was lost.</source>
        <translation>La connexion avec la table a été perdue.</translation>
    </message>
    <message>
        <source>The host has closed the table.</source>
        <translation>L&apos;hôte a fermé la table.</translation>
    </message>
    <message>
        <source>Your seat was taken from another window or computer.</source>
        <translation>Votre place a été prise depuis une autre fenêtre ou un autre ordinateur.</translation>
    </message>
    <message>
        <source>LAN game</source>
        <translation>Partie en réseau</translation>
    </message>
    <message>
        <source>Your seat is kept for a while: rejoin to play on.</source>
        <translation>Votre place vous est gardée un moment&#xa0;: revenez pour continuer à jouer.</translation>
    </message>
    <message>
        <source>Rejoin</source>
        <translation>Revenir</translation>
    </message>
    <message>
        <source>Leave the table</source>
        <translation>Quitter la table</translation>
    </message>
    <message>
        <source>Connecting to %1…</source>
        <translation>Connexion à %1…</translation>
    </message>
    <message>
        <source>Close your table? The game ends for everyone at it.</source>
        <translation>Fermer votre table&#xa0;? La partie se termine pour tous ceux qui y jouent.</translation>
    </message>
    <message>
        <source>Leave the LAN table? A computer player will take your seat.</source>
        <translation>Quitter la table&#xa0;? Un joueur de l&apos;ordinateur prendra votre place.</translation>
    </message>
    <message>
        <source>Join a game</source>
        <extracomment>The internet servers for a code (called when one is used; ValueError: unusable, said so).</extracomment>
        <translation>Rejoindre une partie</translation>
    </message>
    <message>
        <source>Your name:</source>
        <extracomment>Seats we held at tables (address, port) -&gt; token: joining one again takes the seat back.</extracomment>
        <translation>Votre nom&#xa0;:</translation>
    </message>
    <message>
        <source>Tables on this network</source>
        <translation>Tables sur ce réseau</translation>
    </message>
    <message>
        <source>Or type the address, or the internet code, the host gives you</source>
        <translation>Ou tapez l&apos;adresse, ou le code internet, que l&apos;hôte vous donne</translation>
    </message>
    <message>
        <source>192.168.1.20:47047 or 6-manilla-contro</source>
        <translation>192.168.1.20:47047 ou 6-manilla-contro</translation>
    </message>
    <message>
        <source>Address or code:</source>
        <translation>Adresse ou code&#xa0;:</translation>
    </message>
    <message>
        <source>only if the table has one</source>
        <translation>seulement si la table en a un</translation>
    </message>
    <message>
        <source>Password:</source>
        <translation>Mot de passe&#xa0;:</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Annuler</translation>
    </message>
    <message>
        <source>Join</source>
        <translation>Rejoindre</translation>
    </message>
    <message>
        <source>another version of Botifarra</source>
        <translation>autre version de Botifarra</translation>
    </message>
    <message>
        <source>full</source>
        <translation>complète</translation>
    </message>
    <message numerus="yes">
        <source>%n free seats</source>
        <translation>
            <numerusform>%n place libre</numerusform>
            <numerusform>%n places libres</numerusform>
        </translation>
    </message>
    <message>
        <source>password</source>
        <translation>mot de passe</translation>
    </message>
    <message>
        <source>Tables cannot be looked for on this network. Type the address below.</source>
        <translation>Impossible de chercher des tables sur ce réseau. Tapez l&apos;adresse ci-dessous.</translation>
    </message>
    <message>
        <source>Looking for tables… None found yet. You can also type the address below.</source>
        <translation>Recherche de tables… Aucune trouvée pour l&apos;instant. Vous pouvez aussi taper l&apos;adresse ci-dessous.</translation>
    </message>
    <message>
        <source>Write your name: the others see it at the table.</source>
        <translation>Écrivez votre nom&#xa0;: les autres le voient à la table.</translation>
    </message>
    <message>
        <source>Looking for the table of this code over the internet…</source>
        <translation>Recherche sur internet de la table de ce code…</translation>
    </message>
    <message>
        <source>You are at the table “%1”. The game starts when the host says so.</source>
        <extracomment>What to remember as the last address (&quot;&quot; for a code: it is single use).</extracomment>
        <translation>Vous êtes à la table «&#xa0;%1&#xa0;». La partie commence quand l&apos;hôte le décide.</translation>
    </message>
    <message>
        <source>At the table</source>
        <translation>À la table</translation>
    </message>
    <message>
        <source>Host a game</source>
        <translation>Organiser une partie</translation>
    </message>
    <message>
        <source>The table</source>
        <extracomment>The table, once open; handed over (``take_seat``) when the game starts. The choices the table was opened with (for the next Host dialog of the run).</extracomment>
        <translation>La table</translation>
    </message>
    <message>
        <source>%1&apos;s table</source>
        <translation>Table de %1</translation>
    </message>
    <message>
        <source>Table name:</source>
        <translation>Nom de la table&#xa0;:</translation>
    </message>
    <message>
        <source>none</source>
        <translation>aucun</translation>
    </message>
    <message>
        <source>Password (optional):</source>
        <translation>Mot de passe (facultatif)&#xa0;:</translation>
    </message>
    <message>
        <source>How long each player, you too, may think about each card; then a little extra time a hand, and then the computer plays their cards until the hand is over</source>
        <translation>Combien de temps chaque joueur, vous aussi, peut réfléchir à chaque carte ; puis un peu de temps en plus par donne, et ensuite l&apos;ordinateur joue ses cartes jusqu&apos;à la fin de la donne</translation>
    </message>
    <message>
        <source>Time per turn:</source>
        <translation>Temps par tour :</translation>
    </message>
    <message>
        <source>How much time each player may take, over the whole game, beyond the first %1 seconds of their turns. Once it is spent, each turn has %1 seconds: nobody can make the game last hours by thinking to the end of every turn.</source>
        <translation>Le temps que chaque joueur peut prendre, sur toute la partie, au-delà des %1 premières secondes de ses tours. Une fois épuisé, chaque tour a %1 secondes&#xa0;: personne ne peut faire durer la partie des heures en réfléchissant jusqu&apos;au bout de chaque tour.</translation>
    </message>
    <message>
        <source>Slow turns, per game:</source>
        <translation>Tours lents, par partie&#xa0;:</translation>
    </message>
    <message>
        <source>Seats</source>
        <translation>Places</translation>
    </message>
    <message>
        <source>A friend</source>
        <translation>Un ami</translation>
    </message>
    <message>
        <source>A computer player</source>
        <translation>Un joueur de l&apos;ordinateur</translation>
    </message>
    <message>
        <source>The computer player&apos;s level (also for a friend&apos;s seat left empty when you start)</source>
        <translation>Niveau du joueur de l&apos;ordinateur (aussi pour la place d&apos;un ami restée vide au début de la partie)</translation>
    </message>
    <message>
        <source>A friend&apos;s seat still empty when you start is played by the computer, at the level beside it.</source>
        <translation>Le siège d&apos;un ami encore vide quand vous commencez est joué par l&apos;ordinateur, au niveau indiqué à côté.</translation>
    </message>
    <message>
        <source>Open the table</source>
        <translation>Ouvrir la table</translation>
    </message>
    <message>
        <source>Write your name: your friends see it at the table.</source>
        <translation>Écrivez votre nom&#xa0;: vos amis le voient à la table.</translation>
    </message>
    <message>
        <source>Choose at least one seat for a friend (for a game against the computer only, use New game).</source>
        <translation>Choisissez au moins une place pour un ami (pour jouer seulement contre l&apos;ordinateur, utilisez Nouvelle partie).</translation>
    </message>
    <message>
        <source>Your table is open</source>
        <translation>Votre table est ouverte</translation>
    </message>
    <message>
        <source>Tell your friends this address (in Game ▸ Join a game):</source>
        <translation>Donnez cette adresse à vos amis (dans Partie ▸ Rejoindre une partie)&#xa0;:</translation>
    </message>
    <message>
        <source>Trying again in a few seconds; friends on this network can still join.</source>
        <translation>Nouvel essai dans quelques secondes&#xa0;; les amis de ce réseau peuvent toujours rejoindre la table.</translation>
    </message>
    <message>
        <source>Copy</source>
        <translation>Copier</translation>
    </message>
    <message>
        <source>New code</source>
        <translation>Nouveau code</translation>
    </message>
    <message>
        <source>Withdraw this code and make another (if it went to the wrong person, or someone else holds it)</source>
        <translation>Retire ce code et en crée un autre (s&apos;il est arrivé à la mauvaise personne, ou si quelqu&apos;un d&apos;autre l&apos;occupe)</translation>
    </message>
    <message>
        <source>Read it out as: %1</source>
        <translation>À dire ainsi&#xa0;: %1</translation>
    </message>
    <message>
        <source>A friend is coming in…</source>
        <translation>Un ami arrive…</translation>
    </message>
    <message>
        <source>A new code follows if they do not get the seat.</source>
        <translation>S&apos;il n&apos;obtient pas la place, un nouveau code suivra.</translation>
    </message>
    <message>
        <source>No code now</source>
        <translation>Pas de code pour l&apos;instant</translation>
    </message>
    <message>
        <source>Making a code…</source>
        <translation>Création d&apos;un code…</translation>
    </message>
    <message>
        <source>Invite over the internet</source>
        <translation>Inviter par internet</translation>
    </message>
    <message>
        <source>A code for each friend&apos;s seat still empty, for friends who are not on this network</source>
        <translation>Un code pour chaque place d&apos;ami encore vide, pour les amis qui ne sont pas sur ce réseau</translation>
    </message>
    <message>
        <source>Give each friend the code of their seat (in Game ▸ Join a game, they type it instead of an address). Each code works once.</source>
        <translation>Donnez à chaque ami le code de sa place (dans Partie ▸ Rejoindre une partie, il le tape au lieu d&apos;une adresse). Chaque code ne sert qu&apos;une fois.</translation>
    </message>
    <message>
        <source>Making the codes…</source>
        <translation>Création des codes…</translation>
    </message>
    <message>
        <source>Every friend&apos;s seat is taken.</source>
        <translation>Toutes les places d&apos;ami sont prises.</translation>
    </message>
    <message>
        <source>Close the table</source>
        <translation>Fermer la table</translation>
    </message>
    <message>
        <source>Start the game</source>
        <translation>Commencer la partie</translation>
    </message>
    <message>
        <source>Friends&apos; seats still empty are played by the computer</source>
        <translation>Les places d&apos;amis encore vides sont jouées par l&apos;ordinateur</translation>
    </message>
    <message>
        <source>Free a seat</source>
        <translation>Libérer une place</translation>
    </message>
    <message>
        <source>Friends on this network also see the table in their list.</source>
        <translation>Les amis sur ce réseau voient aussi la table dans leur liste.</translation>
    </message>
    <message>
        <source>The table is not announced on the network: give your friends the address.</source>
        <translation>La table n&apos;est pas annoncée sur le réseau&#xa0;: donnez l&apos;adresse à vos amis.</translation>
    </message>
    <message>
        <source>Table code: %1. The host&apos;s window and every player&apos;s show the same code: compare it out loud to be sure nobody sits in between.</source>
        <translation>Code de la table : %1. La fenêtre de l&apos;hôte et celle de chaque joueur affichent le même code : comparez-le à voix haute pour vous assurer que personne ne s&apos;est glissé entre vous.</translation>
    </message>
    <message>
        <source>Try again in %1 s.</source>
        <translation>Réessayez dans %1 s.</translation>
    </message>
    <message>
        <source>This table runs a different version of Botifarra. Both computers need the same version.</source>
        <translation>Cette table utilise une autre version de Botifarra. Les deux ordinateurs doivent avoir la même version.</translation>
    </message>
    <message>
        <source>This table is full (or its game is over).</source>
        <translation>Cette table est complète (ou sa partie est terminée).</translation>
    </message>
    <message>
        <source>The password is not right. Ask the host for it.</source>
        <translation>Ce n&apos;est pas le bon mot de passe. Demandez-le à l&apos;hôte.</translation>
    </message>
    <message>
        <source>Too many wrong passwords from this computer.</source>
        <translation>Trop de mots de passe erronés depuis cet ordinateur.</translation>
    </message>
    <message>
        <source>Your seat is still connected from another window or computer. Close that one, or wait until the table notices it is gone, and try again.</source>
        <translation>Votre place est encore connectée depuis une autre fenêtre ou un autre ordinateur. Fermez-la, ou attendez que la table remarque qu&apos;elle n&apos;est plus là, puis réessayez.</translation>
    </message>
    <message>
        <source>The table at that address is not the one your seat is at (its code changed). Your seat&apos;s token was not sent.</source>
        <translation>La table à cette adresse n&apos;est pas celle de votre place (son code a changé). La clé de votre place n&apos;a pas été envoyée.</translation>
    </message>
    <message>
        <source>The connection to the table could not be set up safely.</source>
        <translation>La connexion à la table n&apos;a pas pu être établie de façon sûre.</translation>
    </message>
    <message>
        <source>The connection to the table was tampered with, or the password is not right.</source>
        <translation>La connexion à la table a été altérée, ou le mot de passe n&apos;est pas le bon.</translation>
    </message>
    <message>
        <source>Your seat at this table is gone. Join again as a new player.</source>
        <translation>Votre place à cette table n&apos;existe plus. Rejoignez-la de nouveau comme nouveau joueur.</translation>
    </message>
    <message>
        <source>The table is busy. Try again in a moment.</source>
        <translation>La table est occupée. Réessayez dans un instant.</translation>
    </message>
    <message>
        <source>No table answers at that address. Check the address and the port, and that the host has opened the table.</source>
        <translation>Aucune table ne répond à cette adresse. Vérifiez l&apos;adresse et le port, et que l&apos;hôte a bien ouvert la table.</translation>
    </message>
    <message>
        <source>The table did not answer in time. Check the address and try again.</source>
        <translation>La table n&apos;a pas répondu à temps. Vérifiez l&apos;adresse et réessayez.</translation>
    </message>
    <message>
        <source>The table closed the connection. Try again.</source>
        <translation>La table a fermé la connexion. Réessayez.</translation>
    </message>
    <message>
        <source>Type the address the host gives you, for example 192.168.1.20:47047.</source>
        <translation>Tapez l&apos;adresse que l&apos;hôte vous donne, par exemple 192.168.1.20:47047.</translation>
    </message>
    <message>
        <source>The table could not be opened on this computer: %1</source>
        <translation>La table n&apos;a pas pu être ouverte sur cet ordinateur&#xa0;: %1</translation>
    </message>
    <message>
        <source>The internet meeting point cannot be reached. Check this computer&apos;s connection, or the servers in Preferences ▸ Internet.</source>
        <translation>Le point de rendez-vous sur internet est injoignable. Vérifiez la connexion de cet ordinateur, ou les serveurs dans Préférences ▸ Internet.</translation>
    </message>
    <message>
        <source>That is not a Botifarra code. A code is a number and words, for example 6-manilla-contro: check the spelling.</source>
        <translation>Ce n&apos;est pas un code de Botifarra. Un code est un nombre et des mots, par exemple 6-manilla-contro&#xa0;: vérifiez l&apos;orthographe.</translation>
    </message>
    <message>
        <source>The internet servers in Preferences are not usable: %1</source>
        <translation>Les serveurs internet des Préférences sont inutilisables&#xa0;: %1</translation>
    </message>
    <message>
        <source>No table answers on this code: it is mistyped, already used, or its table is closed. Check it, or ask the host for a new code.</source>
        <translation>Aucune table ne répond à ce code&#xa0;: il est mal tapé, déjà utilisé, ou sa table est fermée. Vérifiez-le, ou demandez un nouveau code à l&apos;hôte.</translation>
    </message>
    <message>
        <source>The words of this code are not right, and a code works only once: ask the host for the seat&apos;s new code.</source>
        <translation>Les mots de ce code ne sont pas les bons, et un code ne sert qu&apos;une fois&#xa0;: demandez à l&apos;hôte le nouveau code de la place.</translation>
    </message>
    <message>
        <source>What answered on this code is not a Botifarra table.</source>
        <translation>Ce qui a répondu à ce code n&apos;est pas une table de Botifarra.</translation>
    </message>
    <message>
        <source>Someone else is using this code. Ask the host for a new one.</source>
        <translation>Quelqu&apos;un d&apos;autre utilise ce code. Demandez-en un nouveau à l&apos;hôte.</translation>
    </message>
    <message>
        <source>The table did not come to the relay: the host may have closed it, or it uses other servers.</source>
        <translation>La table n&apos;est pas venue au relais&#xa0;: l&apos;hôte l&apos;a peut-être fermée, ou elle utilise d&apos;autres serveurs.</translation>
    </message>
    <message>
        <source>The mailbox address is not usable: %1</source>
        <translation>L&apos;adresse du serveur de rendez-vous est inutilisable&#xa0;: %1</translation>
    </message>
    <message>
        <source>The relay address is not usable: %1</source>
        <translation>L&apos;adresse du relais est inutilisable&#xa0;: %1</translation>
    </message>
    <message>
        <source>The internet meeting point refused us: %1</source>
        <translation>Le point de rendez-vous sur internet nous a refusés&#xa0;: %1</translation>
    </message>
    <message>
        <source>The relay cannot be reached. Check this computer&apos;s connection, or the servers in Preferences ▸ Internet.</source>
        <translation>Le relais est injoignable. Vérifiez la connexion de cet ordinateur, ou les serveurs dans Préférences ▸ Internet.</translation>
    </message>
    <message>
        <source>The other side did not come to the relay in time.</source>
        <translation>L&apos;autre côté n&apos;est pas venu au relais à temps.</translation>
    </message>
    <message>
        <source>The game has not started yet.</source>
        <translation>La partie n&apos;a pas encore commencé.</translation>
    </message>
    <message>
        <source>Too many clicks at once; wait a moment.</source>
        <translation>Trop de clics à la fois&#xa0;; attendez un instant.</translation>
    </message>
    <message>
        <source>The game is over.</source>
        <translation>La partie est terminée.</translation>
    </message>
    <message>
        <source>Your time ran out: a computer player plays your cards until this hand is over.</source>
        <translation>Votre temps est écoulé : un joueur de l&apos;ordinateur joue vos cartes jusqu&apos;à la fin de cette donne.</translation>
    </message>
    <message>
        <source>Too many chat messages at once; wait a moment.</source>
        <translation>Trop de messages de discussion à la fois ; attendez un instant.</translation>
    </message>
    <message>
        <source>The host has given your seat to a computer player.</source>
        <translation>L&apos;hôte a donné votre place à un joueur de l&apos;ordinateur.</translation>
    </message>
    <message>
        <source>Your turn: %1 s left to play.</source>
        <translation>À vous : il vous reste %1 s pour jouer.</translation>
    </message>
    <message>
        <source>%1 has %2 s left to play.</source>
        <translation>Il reste %2 s à %1 pour jouer.</translation>
    </message>
    <message>
        <source>No limit</source>
        <extracomment>The lobby&apos;s choices of slow time a game (``HostConfig.overtime_per_game``); 5 minutes unless the host picks another, as ``botifarra-host --overtime-per-game``.</extracomment>
        <translation>Sans limite</translation>
    </message>
    <message numerus="yes">
        <source>%n seconds</source>
        <translation>
            <numerusform>%n seconde</numerusform>
            <numerusform>%n secondes</numerusform>
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
        <translation>Donner la place de %1 à un joueur de l&apos;ordinateur</translation>
    </message>
    <message>
        <source>Free %1&apos;s seat</source>
        <translation>Libérer la place de %1</translation>
    </message>
    <message>
        <source>No friend&apos;s seat to free</source>
        <translation>Aucune place d&apos;ami à libérer</translation>
    </message>
    <message>
        <source>waiting for a friend…</source>
        <translation>en attente d&apos;un ami…</translation>
    </message>
    <message>
        <source>%1 (connection lost)</source>
        <translation>%1 (connexion perdue)</translation>
    </message>
    <message>
        <source>%1 (a computer player plays for them)</source>
        <translation>%1 (un joueur de l&apos;ordinateur joue à sa place)</translation>
    </message>
    <message>
        <source>%1 (computer)</source>
        <translation>%1 (ordinateur)</translation>
    </message>
    <message>
        <source>Write to the table…</source>
        <translation>Écrire à la table…</translation>
    </message>
    <message>
        <source>Send</source>
        <translation>Envoyer</translation>
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
        <translation>Abandonner la partie en cours&#xa0;?</translation>
    </message>
    <message>
        <source>To go on with it another time, save it first.</source>
        <translation>Pour la reprendre une autre fois, enregistrez-la d&apos;abord.</translation>
    </message>
    <message>
        <source>&amp;Keep playing</source>
        <translation>&amp;Continuer à jouer</translation>
    </message>
    <message>
        <source>&amp;Save it first…</source>
        <translation>&amp;Enregistrer d&apos;abord…</translation>
    </message>
    <message>
        <source>&amp;Abandon it</source>
        <translation>&amp;Abandonner</translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message>
        <source>&amp;Save as…</source>
        <extracomment>Writes the game in play to disk; ``None`` without player directories (nothing to keep).</extracomment>
        <translation>&amp;Enregistrer sous…</translation>
    </message>
    <message>
        <source>&amp;Open…</source>
        <translation>&amp;Ouvrir…</translation>
    </message>
    <message>
        <source>Past &amp;hands…</source>
        <translation>&amp;Donnes jouées…</translation>
    </message>
    <message>
        <source>S&amp;tatistics…</source>
        <translation>S&amp;tatistiques…</translation>
    </message>
    <message>
        <source>Game of %1</source>
        <translation>Partie du %1</translation>
    </message>
    <message>
        <source>The game was saved as “%1”.</source>
        <translation>La partie a été enregistrée sous «&#xa0;%1&#xa0;».</translation>
    </message>
    <message>
        <source>A damaged saved game of that name was kept aside.</source>
        <translation>Une partie enregistrée endommagée qui portait ce nom a été mise de côté.</translation>
    </message>
    <message>
        <source>The saved game was damaged; its backup copy was opened.</source>
        <translation>La partie enregistrée était endommagée&#xa0;; sa copie de sauvegarde a été ouverte.</translation>
    </message>
    <message>
        <source>Loaded “%1”.</source>
        <translation>Partie «&#xa0;%1&#xa0;» chargée.</translation>
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
        <translation>Feuille de marque</translation>
    </message>
    <message>
        <source>Tricks</source>
        <translation>Plis</translation>
    </message>
    <message>
        <source>During a hand only the last trick of each pile can be looked at again; every trick once the hand is over (or with the memory aid of the new-game options).</source>
        <translation>Pendant la donne, on ne peut revoir que le dernier pli de chaque tas&#xa0;; tous les plis une fois la donne finie (ou avec l&apos;aide-mémoire des options de nouvelle partie).</translation>
    </message>
    <message>
        <source>&amp;Game</source>
        <extracomment>A player&apos;s name in a heading or cell of the Tricks tab takes at most this many pixels (a longer one ends in &quot;…&quot;): the usual names and &quot;Winner&quot; are whole in every language.</extracomment>
        <translation>&amp;Partie</translation>
    </message>
    <message>
        <source>&amp;New game…</source>
        <translation>&amp;Nouvelle partie…</translation>
    </message>
    <message>
        <source>&amp;Preferences…</source>
        <translation>&amp;Préférences…</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>&amp;Quitter</translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation>Affic&amp;hage</translation>
    </message>
    <message>
        <source>&amp;Score</source>
        <translation>&amp;Score</translation>
    </message>
    <message>
        <source>&amp;Full screen</source>
        <translation>Plein é&amp;cran</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>&amp;Aide</translation>
    </message>
    <message>
        <source>How to &amp;play</source>
        <translation>&amp;Comment jouer</translation>
    </message>
    <message>
        <source>&amp;About Botifarra</source>
        <translation>À &amp;propos de Botifarra</translation>
    </message>
    <message>
        <source>About Botifarra</source>
        <translation>À propos de Botifarra</translation>
    </message>
    <message>
        <source>The file of the unfinished game could not be used and was kept aside. Its backup copy, saved a moment earlier, can be continued.</source>
        <extracomment>Who sits at the offline game on the table (``None`` at a LAN table).</extracomment>
        <translation>Le fichier de la partie en cours n&apos;a pas pu être utilisé et a été mis de côté. Sa copie de secours, enregistrée un instant plus tôt, peut être continuée.</translation>
    </message>
    <message>
        <source>The unfinished game could not be read, so a new game starts.</source>
        <translation>La partie en cours n&apos;a pas pu être lue&#xa0;; une nouvelle partie commence.</translation>
    </message>
    <message>
        <source>%1 is thinking…</source>
        <translation>%1 réfléchit…</translation>
    </message>
    <message>
        <source>A computer player failed: %1</source>
        <translation>Un joueur de l&apos;ordinateur a rencontré une erreur&#xa0;: %1</translation>
    </message>
    <message>
        <source>Botifarra (not saving)</source>
        <translation>Botifarra (sans enregistrer)</translation>
    </message>
    <message>
        <source>Some of your files could not be used; the game goes on with defaults.</source>
        <translation>Certains de vos fichiers n&apos;ont pas pu être utilisés&#xa0;; le jeu continue avec les réglages par défaut.</translation>
    </message>
    <message>
        <source>Your settings could not be saved in %1 when closing (%2). The settings saved before are kept and used next time.</source>
        <translation>Vos préférences n&apos;ont pas pu être enregistrées dans %1 à la fermeture (%2). Les préférences enregistrées auparavant sont conservées et utilisées la prochaine fois.</translation>
    </message>
</context>
<context>
    <name>NewGame</name>
    <message>
        <source>Lliure (free play, the usual game)</source>
        <translation>Lliure (jeu libre, la partie habituelle)</translation>
    </message>
    <message>
        <source>Obligada</source>
        <translation>Obligada</translation>
    </message>
    <message>
        <source>Intermèdia (with &quot;Carrego&quot;)</source>
        <translation>Intermèdia (avec «&#xa0;Carrego&#xa0;»)</translation>
    </message>
    <message>
        <source>Lleida (5 of espases starts, barraca)</source>
        <translation>Lleida (le 5 d&apos;épées commence, barraca)</translation>
    </message>
    <message>
        <source>Easy</source>
        <translation>Facile</translation>
    </message>
    <message>
        <source>Medium</source>
        <translation>Moyen</translation>
    </message>
    <message>
        <source>Hard</source>
        <translation>Difficile</translation>
    </message>
    <message>
        <source>New game</source>
        <translation>Nouvelle partie</translation>
    </message>
    <message>
        <source>ButiNET (to 101, illegal cards penalised)</source>
        <translation>ButiNET (en 101, cartes illégales pénalisées)</translation>
    </message>
    <message>
        <source>Pairs (the main game)</source>
        <translation>Par équipes (le jeu principal)</translation>
    </message>
    <message>
        <source>Four players, each on their own</source>
        <translation>Quatre joueurs, chacun pour soi</translation>
    </message>
    <message>
        <source>Three players</source>
        <translation>Trois joueurs</translation>
    </message>
    <message>
        <source>Two players: rector i vicari (piles)</source>
        <translation>Deux joueurs&#xa0;: rector i vicari (piles)</translation>
    </message>
    <message>
        <source>Two players: piles and a hand</source>
        <translation>Deux joueurs&#xa0;: piles et cartes en main</translation>
    </message>
    <message>
        <source>Table rules: illegal cards allowed, the other pair may claim</source>
        <translation>Règles de table&#xa0;: cartes illégales permises, l&apos;équipe adverse peut réclamer</translation>
    </message>
    <message>
        <source>Table rules: illegal cards allowed, the other player may claim</source>
        <translation>Règles de table&#xa0;: cartes illégales permises, l&apos;autre joueur peut réclamer</translation>
    </message>
    <message>
        <source>Table rules: illegal cards allowed, the other players may claim</source>
        <translation>Règles de table&#xa0;: cartes illégales permises, les autres joueurs peuvent réclamer</translation>
    </message>
    <message>
        <source>Way to play:</source>
        <translation>Façon de jouer&#xa0;:</translation>
    </message>
    <message>
        <source>Custom</source>
        <translation>Personnalisées</translation>
    </message>
    <message>
        <source>Rules:</source>
        <translation>Règles&#xa0;:</translation>
    </message>
    <message>
        <source>Rule options</source>
        <translation>Options des règles</translation>
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
        <translation>Variante&#xa0;:</translation>
    </message>
    <message>
        <source>Intermèdia: announce &quot;Carrego&quot;</source>
        <translation>Intermèdia&#xa0;: annoncer «&#xa0;Carrego&#xa0;»</translation>
    </message>
    <message>
        <source>Strict: beat and trump even when your partner is winning</source>
        <translation>Stricte&#xa0;: monter et couper même quand votre partenaire gagne le pli</translation>
    </message>
    <message>
        <source>Obligada: the second player who can neither follow nor trump may discard any card</source>
        <translation>Obligada&#xa0;: le deuxième joueur qui ne peut ni fournir ni couper peut défausser n’importe quelle carte</translation>
    </message>
    <message>
        <source>9 &gt; 1 &gt; 12 &gt; 11 &gt; 10 &gt; 8 … (usual)</source>
        <translation>9 &gt; 1 &gt; 12 &gt; 11 &gt; 10 &gt; 8 … (habituel)</translation>
    </message>
    <message>
        <source>9 &gt; 3 &gt; 1 &gt; 12 … (the 3 second)</source>
        <translation>9 &gt; 3 &gt; 1 &gt; 12 … (le 3 en deuxième)</translation>
    </message>
    <message>
        <source>Card order:</source>
        <translation>Ordre des cartes&#xa0;:</translation>
    </message>
    <message>
        <source>Barraca after Sant Vicenç (×16)</source>
        <translation>Barraca après Sant Vicenç (×16)</translation>
    </message>
    <message>
        <source>Sant Vicenç also on botifarra</source>
        <translation>Sant Vicenç aussi à la botifarra</translation>
    </message>
    <message>
        <source>Trump from the card on top of the dealer&apos;s last pile</source>
        <translation>L&apos;atout est la carte du dessus de la dernière pile du donneur</translation>
    </message>
    <message>
        <source>Play to</source>
        <translation>Jouer en</translation>
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
        <translation>Jouer</translation>
    </message>
    <message>
        <source>End:</source>
        <translation>Fin&#xa0;:</translation>
    </message>
    <message>
        <source>Chosen at random</source>
        <translation>Tiré au sort</translation>
    </message>
    <message>
        <source>Whoever holds the 5 of espases</source>
        <translation>Celui qui a le 5 d&apos;épées</translation>
    </message>
    <message>
        <source>First to make trump:</source>
        <translation>Premier à annoncer l&apos;atout&#xa0;:</translation>
    </message>
    <message>
        <source>Memory aid: show all tricks of this hand (practice)</source>
        <translation>Aide-mémoire&#xa0;: montrer tous les plis de cette donne (entraînement)</translation>
    </message>
    <message>
        <source>Without it, as at a real table, only the last trick of each pile can be looked at during a hand.</source>
        <translation>Sans elle, comme à une vraie table, on ne peut regarder pendant la donne que le dernier pli de chaque tas.</translation>
    </message>
    <message>
        <source>Players</source>
        <translation>Joueurs</translation>
    </message>
    <message>
        <source>You:</source>
        <translation>Vous&#xa0;:</translation>
    </message>
    <message>
        <source>Right (rival):</source>
        <translation>Droite (adversaire)&#xa0;:</translation>
    </message>
    <message>
        <source>Partner (in front):</source>
        <translation>Partenaire (en face)&#xa0;:</translation>
    </message>
    <message>
        <source>Left (rival):</source>
        <translation>Gauche (adversaire)&#xa0;:</translation>
    </message>
    <message>
        <source>Right:</source>
        <translation>Droite&#xa0;:</translation>
    </message>
    <message>
        <source>In front:</source>
        <translation>En face&#xa0;:</translation>
    </message>
    <message>
        <source>Left:</source>
        <translation>Gauche&#xa0;:</translation>
    </message>
    <message>
        <source>Go on: the player on the right of the last dealer</source>
        <translation>Continuer&#xa0;: le joueur à droite du dernier donneur</translation>
    </message>
    <message>
        <source>Chosen as the rules say (at random or the 5 of espases)</source>
        <translation>Comme le disent les règles (au hasard ou le 5 d&apos;épées)</translation>
    </message>
    <message>
        <source>Who deals first:</source>
        <translation>Qui donne en premier&#xa0;:</translation>
    </message>
    <message>
        <source>Start</source>
        <translation>Commencer</translation>
    </message>
    <message>
        <source>Every player needs a name.</source>
        <translation>Chaque joueur doit avoir un nom.</translation>
    </message>
</context>
<context>
    <name>OpenGameDialog</name>
    <message>
        <source>Open a saved game</source>
        <translation>Ouvrir une partie enregistrée</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>Nom</translation>
    </message>
    <message>
        <source>Saved</source>
        <translation>Enregistrée</translation>
    </message>
    <message>
        <source>Players</source>
        <translation>Joueurs</translation>
    </message>
    <message>
        <source>Score</source>
        <translation>Score</translation>
    </message>
    <message>
        <source>Game</source>
        <translation>Partie</translation>
    </message>
    <message>
        <source>There are no saved games yet.</source>
        <translation>Il n&apos;y a encore aucune partie enregistrée.</translation>
    </message>
    <message>
        <source>Open</source>
        <translation>Ouvrir</translation>
    </message>
    <message>
        <source>Delete</source>
        <translation>Supprimer</translation>
    </message>
    <message>
        <source>damaged</source>
        <translation>endommagée</translation>
    </message>
    <message>
        <source>(no names)</source>
        <translation>(sans noms)</translation>
    </message>
    <message>
        <source>hand %1</source>
        <translation>donne %1</translation>
    </message>
    <message>
        <source>(finished)</source>
        <translation>(terminée)</translation>
    </message>
    <message>
        <source>This saved game is damaged and cannot be opened:</source>
        <translation>Cette partie enregistrée est endommagée et ne peut pas être ouverte&#xa0;:</translation>
    </message>
    <message>
        <source>This file is damaged; its backup copy will be opened instead:</source>
        <translation>Ce fichier est endommagé&#xa0;; sa copie de sauvegarde sera ouverte à la place&#xa0;:</translation>
    </message>
    <message>
        <source>The game could not be opened.</source>
        <translation>La partie n&apos;a pas pu être ouverte.</translation>
    </message>
    <message>
        <source>Delete the saved game “%1”? This cannot be undone.</source>
        <translation>Supprimer la partie enregistrée «&#xa0;%1&#xa0;»&#xa0;? C&apos;est définitif.</translation>
    </message>
    <message>
        <source>The game could not be deleted:</source>
        <translation>La partie n&apos;a pas pu être supprimée&#xa0;:</translation>
    </message>
</context>
<context>
    <name>Panels</name>
    <message>
        <source>Your partner passed it to you: choose trump</source>
        <extracomment>A minor button (Pass, Review, Same deal again, New game…, Statistics): words as big as the main button&apos;s beside it (Pass and Review are what Enter presses: never in smaller type), a little less bold, still plainly a button to press: light, dark words, a solid dark edge. The trump and doubling panel&apos;s buttons with its rows closed up (:meth:`RequestPanel.set_tight`): less room round their words and suit signs, the same type (a low window with very big cards); the first for the usual type, the second after :data:`PANEL_COMPACT`. ``suit_pixmap(suit letter, height in px)``: a small picture of the suit (the ace of the deck). the choice the keyboard starts on (Enter takes it): see :func:`safe_choice` two suits a row instead of four (:meth:`set_narrow`) the title and the buttons only (:meth:`set_bare`) the style of a suit&apos;s button: a strip of the suit&apos;s colour (see :mod:`.contrast`)</extracomment>
        <translation>Votre partenaire vous laisse choisir&#xa0;: choisissez l&apos;atout</translation>
    </message>
    <message>
        <source>You make trump</source>
        <translation>C&apos;est à vous d&apos;annoncer l&apos;atout</translation>
    </message>
    <message>
        <source>Look at your cards and choose a trump suit, botifarra (no trump, double score) or let your partner choose.</source>
        <translation>Regardez vos cartes et choisissez une couleur d&apos;atout, botifarra (sans atout, la donne compte double) ou laissez choisir votre partenaire.</translation>
    </message>
    <message>
        <source>Look at your cards and choose a trump suit or botifarra (no trump, double score).</source>
        <translation>Regarde tes cartes et choisis une couleur d&apos;atout ou botifarra (sans atout, score double).</translation>
    </message>
    <message>
        <source>%1 made %2 (×%3)</source>
        <translation>%1 a annoncé %2 (×%3)</translation>
    </message>
    <message>
        <source>You made %1 (×%2)</source>
        <extracomment>The seat of the player at this screen: you sit at the bottom, and sentences about you say &quot;you&quot;.</extracomment>
        <translation>Vous avez annoncé %1 (×%2)</translation>
    </message>
    <message>
        <source>We score (%1 − 36) × %2 = %3.</source>
        <translation>Nous marquons (%1 − 36) × %2 = %3 points.</translation>
    </message>
    <message>
        <source>You score (%1 − 36) × %2 = %3.</source>
        <translation>Vous marquez (%1 − 36) × %2 = %3 points.</translation>
    </message>
    <message>
        <source>%1 scores (%2 − 36) × %3 = %4.</source>
        <translation>%1 marque (%2 − 36) × %3 = %4 points.</translation>
    </message>
    <message>
        <source>Do you double the stakes?</source>
        <translation>Voulez-vous doubler la mise&#xa0;?</translation>
    </message>
    <message>
        <source>Hand %1: you made %2</source>
        <extracomment>&quot;Next hand&quot; and the buttons other features put before it (``insertWidget``): see :class:`ButtonRows`</extracomment>
        <translation>Donne %1&#xa0;: vous avez annoncé %2</translation>
    </message>
    <message>
        <source>Hand %1: %2 made %3</source>
        <translation>Donne %1&#xa0;: %2 a annoncé %3</translation>
    </message>
    <message>
        <source>Card points</source>
        <translation>Points des cartes</translation>
    </message>
    <message>
        <source>Tricks</source>
        <translation>Plis</translation>
    </message>
    <message>
        <source>Points (cards + tricks)</source>
        <translation>Points (cartes + plis)</translation>
    </message>
    <message>
        <source>Multiplier</source>
        <translation>Multiplicateur</translation>
    </message>
    <message>
        <source>Score this hand</source>
        <translation>Points marqués</translation>
    </message>
    <message>
        <source>Total</source>
        <translation>Total</translation>
    </message>
    <message>
        <source>%1, %2: %3</source>
        <comment>a number of the hand&apos;s breakdown read out: row, side, number (&quot;Tricks, Me / Partner: 3&quot;)</comment>
        <translation>%1, %2&#xa0;: %3</translation>
    </message>
    <message>
        <source>You claimed an illegal card: the other side loses the hand.</source>
        <translation>Vous avez réclamé une carte illégale&#xa0;: l&apos;autre camp perd la donne.</translation>
    </message>
    <message>
        <source>%1 claimed an illegal card: the other side loses the hand.</source>
        <translation>%1 a réclamé une carte illégale&#xa0;: l&apos;autre camp perd la donne.</translation>
    </message>
    <message>
        <source>A point for every two tricks; the odd trick&apos;s point goes to the player with fewer points in the hand.</source>
        <translation>Un point tous les deux plis&#xa0;; le point du pli impair va au joueur qui a le moins de points dans la donne.</translation>
    </message>
    <message>
        <source>Each player scores (points − %1) × %2: below %1 the score is negative.</source>
        <translation>Chaque joueur marque (points − %1) × %2&#xa0;: en dessous de %1 le score est négatif.</translation>
    </message>
    <message>
        <source>36 to 36: nobody scores.</source>
        <translation>36 à 36&#xa0;: personne ne marque.</translation>
    </message>
    <message>
        <source>%1: you (×%2)</source>
        <comment>a doubling you called, in the hand&apos;s breakdown: call, multiplier (&quot;Recontro: you (×4)&quot;)</comment>
        <translation>%1&#xa0;: vous (×%2)</translation>
    </message>
    <message>
        <source>%1: %2 (×%3)</source>
        <comment>a doubling in the hand&apos;s breakdown: call, who called it, multiplier (&quot;Contro: Anna (×2)&quot;)</comment>
        <translation>%1&#xa0;: %2 (×%3)</translation>
    </message>
    <message>
        <source>%1 score (%2 − 36) × %3 = %4.</source>
        <translation>%1&#xa0;: (%2 − 36) × %3 = %4 points marqués.</translation>
    </message>
    <message>
        <source>You win the game!</source>
        <translation>Vous avez gagné la partie&#xa0;!</translation>
    </message>
    <message>
        <source>The other side wins the game.</source>
        <translation>L&apos;autre camp gagne la partie.</translation>
    </message>
    <message>
        <source>%1 wins the game.</source>
        <translation>%1 gagne la partie.</translation>
    </message>
    <message>
        <source>See the result</source>
        <translation>Voir le résultat</translation>
    </message>
    <message>
        <source>Next hand</source>
        <translation>Donne suivante</translation>
    </message>
    <message>
        <source>Hand %1</source>
        <translation>Donne %1</translation>
    </message>
    <message>
        <source>Trump: %1</source>
        <translation>Atout&#xa0;: %1</translation>
    </message>
    <message>
        <source>Multiplier: %1</source>
        <translation>Multiplicateur&#xa0;: %1</translation>
    </message>
    <message>
        <source>Us %1 · Them %2</source>
        <translation>Nous %1 · Eux %2</translation>
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
        <translation>%1&#xa0;: %2</translation>
    </message>
    <message>
        <source>You</source>
        <translation>Vous</translation>
    </message>
    <message>
        <source>Right rival</source>
        <translation>Adversaire de droite</translation>
    </message>
    <message>
        <source>Partner</source>
        <translation>Partenaire</translation>
    </message>
    <message>
        <source>Left rival</source>
        <translation>Adversaire de gauche</translation>
    </message>
    <message>
        <source>(no trumps)</source>
        <extracomment>The chosen cards changed (a card of the hand was clicked). The width a whole hand may take: a long hand gets smaller cards, never a cut one.</extracomment>
        <translation>(sans atout)</translation>
    </message>
    <message>
        <source>strict rules</source>
        <translation>règles strictes</translation>
    </message>
    <message>
        <source>the 3 ranks second</source>
        <translation>le 3 en deuxième</translation>
    </message>
    <message>
        <source>Trump: %1</source>
        <translation>Atout&#xa0;: %1</translation>
    </message>
    <message>
        <source>You lead: the table is empty.</source>
        <translation>C&apos;est à vous d&apos;entamer&#xa0;: la table est vide.</translation>
    </message>
    <message>
        <source>%1 · winning</source>
        <translation>%1 · gagne</translation>
    </message>
    <message>
        <source>&amp;Practice</source>
        <extracomment>Replaced by tests: the file dialog of &quot;Open scenario…&quot;.</extracomment>
        <translation>&amp;Entraînement</translation>
    </message>
    <message>
        <source>Rules &amp;coach…</source>
        <translation>&amp;Entraînement aux règles…</translation>
    </message>
    <message>
        <source>&amp;Open scenario…</source>
        <translation>&amp;Ouvrir une situation…</translation>
    </message>
    <message>
        <source>Scenario &amp;editor…</source>
        <translation>Éditeur de &amp;situations…</translation>
    </message>
    <message>
        <source>&amp;Review the last hand…</source>
        <translation>&amp;Revoir la dernière donne…</translation>
    </message>
    <message>
        <source>Play this deal &amp;again</source>
        <translation>Rejouer cette donne en&amp;core</translation>
    </message>
    <message>
        <source>Play this deal from the &amp;other side</source>
        <translation>Rejouer cette donne de l&apos;au&amp;tre côté</translation>
    </message>
    <message>
        <source>Play a deal by &amp;number…</source>
        <translation>Jouer une donne par son &amp;numéro…</translation>
    </message>
    <message>
        <source>&amp;Duplicate match…</source>
        <translation>Match en &amp;duplicate…</translation>
    </message>
    <message>
        <source>Review</source>
        <translation>Revoir</translation>
    </message>
    <message>
        <source>Same deal again</source>
        <translation>La même donne</translation>
    </message>
    <message>
        <source>From the other side</source>
        <translation>De l&apos;autre côté</translation>
    </message>
    <message>
        <source>Some coach lessons could not be read.</source>
        <translation>Certaines leçons d&apos;entraînement n&apos;ont pas pu être lues.</translation>
    </message>
    <message>
        <source>Open a scenario</source>
        <translation>Ouvrir une situation</translation>
    </message>
    <message>
        <source>Choose a position to play, or open a scenario file of your own.</source>
        <translation>Choisissez une position à jouer, ou ouvrez un fichier de scénario à vous.</translation>
    </message>
    <message>
        <source>Scenarios</source>
        <translation>Scénarios</translation>
    </message>
    <message>
        <source>Play it</source>
        <translation>La jouer</translation>
    </message>
    <message>
        <source>Another file…</source>
        <translation>Un autre fichier…</translation>
    </message>
    <message>
        <source>Open a scenario file of your own (made with the scenario editor, or given to you)</source>
        <translation>Ouvrir un fichier de scénario à vous (fait avec l&apos;éditeur de scénarios, ou qu&apos;on vous a donné)</translation>
    </message>
    <message>
        <source>Scenarios (*.json)</source>
        <translation>Situations (*.json)</translation>
    </message>
    <message>
        <source>This scenario cannot be opened.</source>
        <translation>Cette situation ne peut pas être ouverte.</translation>
    </message>
    <message>
        <source>from the other side</source>
        <translation>de l&apos;autre côté</translation>
    </message>
    <message>
        <source>from your side</source>
        <translation>de votre côté</translation>
    </message>
    <message>
        <source>Deal number %1, %2.</source>
        <translation>Donne numéro %1, %2.</translation>
    </message>
    <message>
        <source>Go on with board %1 of %2</source>
        <translation>Continuer avec la donne %1 sur %2</translation>
    </message>
    <message>
        <source>See the match&apos;s total</source>
        <translation>Voir le total du match</translation>
    </message>
    <message>
        <source>Hand %1</source>
        <translation>Donne %1</translation>
    </message>
    <message>
        <source>There is no finished hand to review yet.</source>
        <translation>Il n&apos;y a pas encore de donne terminée à revoir.</translation>
    </message>
    <message>
        <source>Hand %1 of a past game</source>
        <translation>Donne %1 d&apos;une partie précédente</translation>
    </message>
    <message>
        <source>Who was right?</source>
        <extracomment>The width of the trick&apos;s cards in the panel (px): read at a glance, and three side by side fit the narrowest panel. &quot;Play it again&quot;: the same scenario from the start.</extracomment>
        <translation>Qui avait raison&#xa0;?</translation>
    </message>
    <message>
        <source>Show the rules&apos; answer</source>
        <translation>Voir la réponse des règles</translation>
    </message>
    <message>
        <source>The trick on the table:</source>
        <translation>Le pli sur la table&#xa0;:</translation>
    </message>
    <message>
        <source>Play it again</source>
        <extracomment>The cards of the trick under discussion, as the panel shows them.</extracomment>
        <translation>La rejouer</translation>
    </message>
    <message>
        <source>You play from the bottom of the table; the computer plays the others.</source>
        <translation>Vous jouez en bas de la table&#xa0;; l&apos;ordinateur joue pour les autres.</translation>
    </message>
    <message>
        <source>The rules allow: %1.</source>
        <translation>Les règles permettent&#xa0;: %1.</translation>
    </message>
    <message>
        <source>The file says the cards allowed are %1: by the rules that is wrong.</source>
        <translation>Le fichier dit que les cartes permises sont %1&#xa0;: d&apos;après les règles, c&apos;est faux.</translation>
    </message>
</context>
<context>
    <name>Preferences</name>
    <message>
        <source>Preferences</source>
        <translation>Préférences</translation>
    </message>
    <message>
        <source>As the computer</source>
        <translation>Comme l&apos;ordinateur</translation>
    </message>
    <message>
        <source>Language:</source>
        <translation>Langue&#xa0;:</translation>
    </message>
    <message>
        <source>Cards:</source>
        <translation>Cartes&#xa0;:</translation>
    </message>
    <message>
        <source>No animation</source>
        <translation>Sans animation</translation>
    </message>
    <message>
        <source>Fast</source>
        <translation>Rapides</translation>
    </message>
    <message>
        <source>Normal</source>
        <translation>Normales</translation>
    </message>
    <message>
        <source>Slow</source>
        <translation>Lentes</translation>
    </message>
    <message>
        <source>Animations:</source>
        <translation>Animations&#xa0;:</translation>
    </message>
    <message>
        <source> %</source>
        <comment>after the card size in percent: 100 %</comment>
        <translation> %</translation>
    </message>
    <message>
        <source>Card size:</source>
        <translation>Taille des cartes&#xa0;:</translation>
    </message>
    <message>
        <source>Show hints (the Hint button on the table)</source>
        <translation>Afficher les conseils (le bouton Indice sur la table)</translation>
    </message>
    <message>
        <source>High contrast table (also for colour blindness)</source>
        <translation>Table à fort contraste (convient aussi au daltonisme)</translation>
    </message>
    <message>
        <source>A new language is used fully after restarting the program.</source>
        <translation>La nouvelle langue s&apos;applique entièrement au prochain démarrage du programme.</translation>
    </message>
    <message>
        <source>Internet</source>
        <translation>Internet</translation>
    </message>
    <message>
        <source>The servers where internet codes meet (the host and the guests must use the same). Leave empty for the public ones.</source>
        <translation>Les serveurs où se retrouvent les codes internet (l&apos;hôte et les invités doivent utiliser les mêmes). Laissez vide pour les serveurs publics.</translation>
    </message>
    <message>
        <source>Mailbox server:</source>
        <translation>Serveur de rendez-vous&#xa0;:</translation>
    </message>
    <message>
        <source>Relay (host:port):</source>
        <translation>Relais (hôte:port)&#xa0;:</translation>
    </message>
    <message>
        <source>%1 is set on this computer: it is used instead.</source>
        <translation>%1 est défini sur cet ordinateur&#xa0;: c&apos;est lui qui est utilisé.</translation>
    </message>
    <message>
        <source>The mailbox server is an address like %1 (ws:// or wss://, no spaces).</source>
        <translation>Le serveur de rendez-vous est une adresse comme %1 (ws:// ou wss://, sans espaces).</translation>
    </message>
    <message>
        <source>The relay is a name or address and a port, like %1.</source>
        <translation>Le relais est un nom ou une adresse et un port, comme %1.</translation>
    </message>
    <message>
        <source>These addresses are too long.</source>
        <translation>Ces adresses sont trop longues.</translation>
    </message>
    <message>
        <source>Not saved: %1</source>
        <translation>Non enregistré&#xa0;: %1</translation>
    </message>
</context>
<context>
    <name>Problems</name>
    <message>
        <source>The file %1 is empty.</source>
        <translation>Le fichier %1 est vide.</translation>
    </message>
    <message>
        <source>The file %1 is not text that Botifarra can read.</source>
        <translation>Le fichier %1 n&apos;est pas un texte que Botifarra sait lire.</translation>
    </message>
    <message>
        <source>The file %1 is damaged: its contents are cut off or garbled.</source>
        <translation>Le fichier %1 est endommagé : son contenu est tronqué ou illisible.</translation>
    </message>
    <message>
        <source>The file %1 does not hold what Botifarra keeps there.</source>
        <translation>Le fichier %1 ne contient pas ce que Botifarra y enregistre.</translation>
    </message>
    <message>
        <source>The file %1 was written by a newer version of Botifarra.</source>
        <translation>Le fichier %1 a été écrit par une version plus récente de Botifarra.</translation>
    </message>
    <message>
        <source>The file %1 was written by an old version of Botifarra and cannot be converted.</source>
        <translation>Le fichier %1 a été écrit par une ancienne version de Botifarra et ne peut pas être converti.</translation>
    </message>
    <message>
        <source>The file %1 holds data that cannot be used.</source>
        <translation>Le fichier %1 contient des données inutilisables.</translation>
    </message>
    <message>
        <source>The file %1 is too large to be a Botifarra file, so it was not read.</source>
        <translation>Le fichier %1 est trop gros pour être un fichier de Botifarra ; il n&apos;a donc pas été lu.</translation>
    </message>
    <message>
        <source>The file %1 is missing.</source>
        <translation>Le fichier %1 est introuvable.</translation>
    </message>
    <message>
        <source>The file %1 could not be read.</source>
        <translation>Le fichier %1 n&apos;a pas pu être lu.</translation>
    </message>
    <message>
        <source>%1 was %2 where the folder for past hands belongs. It was kept as %3 and a new folder is used.</source>
        <translation>%1 était %2 à la place du dossier des donnes jouées. Il a été conservé sous %3 et un nouveau dossier est utilisé.</translation>
    </message>
    <message>
        <source>Hands or games waiting in %1 to be counted could not be used (%2), so they were not counted in your statistics. They were kept as %3.</source>
        <translation>Des donnes ou parties en attente dans %1 n&apos;ont pas pu être utilisées (%2) ; elles n&apos;ont donc pas été comptées dans vos statistiques. Elles ont été gardées sous %3.</translation>
    </message>
    <message>
        <source>Hands waiting in %1 to be saved could not be used (%2), so they were not added to your past hands. They were kept as %3.</source>
        <translation>Des donnes en attente dans %1 n&apos;ont pas pu être utilisées (%2) ; elles n&apos;ont donc pas été ajoutées à vos donnes passées. Elles ont été gardées sous %3.</translation>
    </message>
    <message>
        <source>In the settings file %1, the setting “%2” had a value that cannot be used; its default is used instead.</source>
        <translation>Dans le fichier de préférences %1, le réglage « %2 » avait une valeur inutilisable ; sa valeur par défaut est utilisée.</translation>
    </message>
    <message>
        <source>The file %1 was missing; its backup copy is used.</source>
        <translation>Le fichier %1 était introuvable ; sa copie de sauvegarde est utilisée.</translation>
    </message>
    <message>
        <source>%1 is %2, not a regular file, so it was not read.</source>
        <translation>%1 est %2, pas un fichier ordinaire ; il n&apos;a donc pas été lu.</translation>
    </message>
    <message>
        <source>The file %1 could not be read (%2).</source>
        <translation>Le fichier %1 n&apos;a pas pu être lu (%2).</translation>
    </message>
    <message>
        <source>It was kept as %1.</source>
        <translation>Il a été conservé sous %1.</translation>
    </message>
    <message>
        <source>It could not be moved aside, so it was left in place.</source>
        <translation>Il n&apos;a pas pu être mis de côté ; il a donc été laissé en place.</translation>
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
        <translation>Moyen</translation>
    </message>
    <message>
        <source>Hard</source>
        <translation>Difficile</translation>
    </message>
    <message>
        <source>Mixed levels</source>
        <translation>Niveaux mélangés</translation>
    </message>
    <message>
        <source>Your rating: %1 (give or take %2). Matches and games counted: %3.</source>
        <translation>Votre classement&#xa0;: %1 (à %2 près). Matchs et parties comptés&#xa0;: %3.</translation>
    </message>
    <message>
        <source>No rating yet: play a duplicate match or a game against the computer.</source>
        <translation>Pas encore de classement&#xa0;: jouez un match en duplicate ou une partie contre l&apos;ordinateur.</translation>
    </message>
    <message>
        <source>Your rating moves after every duplicate match (you against the other table&apos;s level) and every game where all the other players are the computer. The computer levels stay where they are: Medium is 25. The band shows how sure the rating is; it narrows as you play.</source>
        <translation>Votre classement évolue après chaque match en duplicate (vous contre le niveau de l&apos;autre table) et chaque partie où tous les autres joueurs sont l&apos;ordinateur. Les niveaux de l&apos;ordinateur ne bougent pas&#xa0;: Moyen vaut 25. La bande montre la certitude du classement&#xa0;; elle se resserre à mesure que vous jouez.</translation>
    </message>
    <message>
        <source>You: %1</source>
        <translation>Vous&#xa0;: %1</translation>
    </message>
    <message>
        <source>Your rating over time</source>
        <translation>Votre classement au fil du temps</translation>
    </message>
    <message>
        <source>You</source>
        <translation>Vous</translation>
    </message>
    <message>
        <source>Give or take</source>
        <translation>À peu près</translation>
    </message>
    <message>
        <source>Matches and games that counted</source>
        <translation>Matchs et parties comptés</translation>
    </message>
    <message>
        <source>Nothing counted yet.</source>
        <translation>Rien n&apos;a encore été compté.</translation>
    </message>
</context>
<context>
    <name>Review</name>
    <message>
        <source>Review of the hand</source>
        <extracomment>The least room (a dialog&apos;s share of the screen, :func:`dialog_room`) for the wide dialog: the list of cards beside a board with its side columns, up to about 1340x670 (a 1366x768 screen). Less: the narrow one. The least room&apos;s height for the card&apos;s details under the board (a 1024x768 screen&apos;s 678 has it); shorter (an 800x600 or a 1024x600 screen) the dialog is compact: the list of cards, short rows, shares a column with the details beside the board. The padding round a row&apos;s text in the list of cards (the style sheet&apos;s). The compact dialog&apos;s list shows at least this many rows (of a hand&apos;s 12 cards) at once. The narrow dialog&apos;s smallest cards: the hand&apos;s, and the trick&apos;s (the table&apos;s own on an 800x600 screen). The narrow dialog&apos;s largest hand card (a taller dialog than a 1024x768 screen&apos;s grows its cards up to it).</extracomment>
        <translation>Revue de la donne</translation>
    </message>
    <message>
        <source>Your cards in this hand</source>
        <extracomment>The screen&apos;s room is short of the wide dialog&apos;s: a board without side columns. Too short for the card&apos;s details under the board: they share the list&apos;s column, beside it.</extracomment>
        <translation>Vos cartes dans cette donne</translation>
    </message>
    <message>
        <source>Hand</source>
        <translation>Donne</translation>
    </message>
    <message>
        <source>Hand %1</source>
        <translation>Donne %1</translation>
    </message>
    <message>
        <source>◀ Previous card</source>
        <translation>◀ Carte précédente</translation>
    </message>
    <message>
        <source>Next card ▶</source>
        <translation>Carte suivante ▶</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>Fermer</translation>
    </message>
    <message>
        <source>Previous card</source>
        <translation>Carte précédente</translation>
    </message>
    <message>
        <source>Next card</source>
        <translation>Carte suivante</translation>
    </message>
    <message>
        <source>Hand %1 of %2</source>
        <translation>Donne %1 sur %2</translation>
    </message>
    <message>
        <source>&amp;Hand:</source>
        <translation>&amp;Donne :</translation>
    </message>
    <message>
        <source>◀ Previous hand</source>
        <translation>◀ Donne précédente</translation>
    </message>
    <message>
        <source>Previous hand</source>
        <translation>Donne précédente</translation>
    </message>
    <message>
        <source>Next hand ▶</source>
        <translation>Donne suivante ▶</translation>
    </message>
    <message>
        <source>Next hand</source>
        <translation>Donne suivante</translation>
    </message>
    <message>
        <source>You played no card in this hand.</source>
        <translation>Vous n&apos;avez joué aucune carte dans cette donne.</translation>
    </message>
    <message>
        <source>Trick %1: you played the %2</source>
        <translation>Pli %1&#xa0;: votre carte, %2</translation>
    </message>
    <message>
        <source>being rated…</source>
        <translation>évaluation…</translation>
    </message>
    <message>
        <source>an illegal card (table rules): not rated</source>
        <translation>une carte illégale (règles de table)&#xa0;: pas de note</translation>
    </message>
    <message>
        <source>your only card</source>
        <translation>votre seule carte</translation>
    </message>
    <message>
        <source>as the Hard level would</source>
        <translation>comme le niveau Difficile</translation>
    </message>
    <message>
        <source>Hard level: the %1 (−%2 points)</source>
        <translation>Niveau Difficile&#xa0;: %1 (−%2 points)</translation>
    </message>
    <message>
        <source>%1. %2</source>
        <comment>a short row of the review: the trick&apos;s number, the card you played</comment>
        <translation>%1. %2</translation>
    </message>
    <message>
        <source>You played the &lt;b&gt;%1&lt;/b&gt;.</source>
        <translation>Vous avez joué &lt;b&gt;%1&lt;/b&gt;.</translation>
    </message>
    <message>
        <source>The Hard level is still thinking about this card…</source>
        <translation>Le niveau Difficile réfléchit encore à cette carte…</translation>
    </message>
    <message>
        <source>That card broke the rules (table rules), so it is not rated.</source>
        <translation>Cette carte enfreignait les règles (règles de table)&#xa0;: elle n&apos;est pas notée.</translation>
    </message>
    <message>
        <source>It was your only legal card.</source>
        <translation>C&apos;était la seule carte que vous pouviez jouer.</translation>
    </message>
    <message>
        <source>The Hard level would have played the &lt;b&gt;%1&lt;/b&gt;: by its reckoning that is worth %2 points more for your side.</source>
        <translation>Le niveau Difficile aurait joué &lt;b&gt;%1&lt;/b&gt;&#xa0;: d&apos;après ses calculs, elle vaut %2 points de plus pour votre camp.</translation>
    </message>
    <message>
        <source>The Hard level prefers the %1, but by less than half a point: as good.</source>
        <translation>Le niveau Difficile préfère %1, mais de moins d&apos;un demi-point&#xa0;: elles se valent.</translation>
    </message>
    <message>
        <source>The Hard level would have played the same card.</source>
        <translation>Le niveau Difficile aurait joué la même carte.</translation>
    </message>
    <message>
        <source>Points your side could expect from here, by card (the Hard level&apos;s estimate from what you could see):</source>
        <translation>Points que votre camp pouvait espérer à partir d&apos;ici, carte par carte (estimation du niveau Difficile d&apos;après ce que vous pouviez voir)&#xa0;:</translation>
    </message>
    <message>
        <source>The Hard level is rating your cards: %1 of %2…</source>
        <translation>Le niveau Difficile évalue vos cartes&#xa0;: %1 sur %2…</translation>
    </message>
    <message>
        <source>The Hard level would have played every card as you did.</source>
        <translation>Le niveau Difficile aurait joué toutes les cartes comme vous.</translation>
    </message>
    <message>
        <source>The Hard level would have played %1 of your %2 cards otherwise, worth about %3 points in its estimate.</source>
        <translation>Le niveau Difficile aurait joué autrement %1 de vos %2 cartes, soit environ %3 points d&apos;après son estimation.</translation>
    </message>
</context>
<context>
    <name>RulesHelp</name>
    <message>
        <source>Botifarra: the rules we play</source>
        <translation>La botifarra&#xa0;: les règles de notre jeu</translation>
    </message>
    <message>
        <source>Cards and players</source>
        <translation>Cartes et joueurs</translation>
    </message>
    <message>
        <source>Four players in two pairs; partners sit face to face. The Spanish deck of 48 cards: oros, copes, espases and bastos, 1 to 12. Play goes counterclockwise: the next player is the one on your right.</source>
        <translation>Quatre joueurs en deux équipes de deux&#xa0;; les partenaires sont assis face à face. On joue avec le jeu espagnol de 48 cartes&#xa0;: deniers (oros), coupes (copes), épées (espases) et bâtons (bastos), de 1 à 12. On joue dans le sens inverse des aiguilles d&apos;une montre&#xa0;: le joueur suivant est celui de droite.</translation>
    </message>
    <message>
        <source>Order in each suit: 9 (manilla) &gt; 1 (as) &gt; 12 (rei) &gt; 11 (cavall) &gt; 10 (sota) &gt; 8 &gt; 7 &gt; … &gt; 2. Points: manilla 5, as 4, rei 3, cavall 2, sota 1. With one point per trick there are 72 points in a hand.</source>
        <translation>Ordre dans chaque couleur&#xa0;: 9 (la manilla, la plus forte) &gt; 1 (as) &gt; 12 (roi) &gt; 11 (cavalier) &gt; 10 (valet, la sota) &gt; 8 &gt; 7 &gt; … &gt; 2. Points&#xa0;: manilla 5, as 4, roi 3, cavalier 2, valet 1. Avec un point par pli, une donne vaut 72 points.</translation>
    </message>
    <message>
        <source>Making trump</source>
        <translation>Annoncer l&apos;atout</translation>
    </message>
    <message>
        <source>The dealer looks at the cards and names a trump suit, says botifarra (no trump, the hand counts double) or delegates to the partner, who must then choose.</source>
        <translation>Le donneur regarde ses cartes et annonce une couleur d&apos;atout, dit botifarra (sans atout&#xa0;: la donne compte double) ou délègue à son partenaire (delegar), qui doit alors choisir.</translation>
    </message>
    <message>
        <source>Doubling</source>
        <translation>Doubler</translation>
    </message>
    <message>
        <source>The other side may say contro (×2); then the declaring side recontro (×4); then, only with a trump suit, the contro side Sant Vicenç (×8). With botifarra: contro ×4, recontro ×8.</source>
        <translation>L&apos;autre camp peut dire contro (contre, ×2)&#xa0;; le camp qui a annoncé peut alors dire recontro (surcontre, ×4)&#xa0;; puis, seulement avec une couleur d&apos;atout, le camp du contro peut dire Sant Vicenç (×8). À la botifarra&#xa0;: contro ×4, recontro ×8.</translation>
    </message>
    <message>
        <source>Playing</source>
        <translation>Le jeu de la carte</translation>
    </message>
    <message>
        <source>The player on the dealer&apos;s right leads; the winner of each trick leads the next. You must follow suit. If your partner is not winning you must beat the winning card if you can. Without the suit led and with your partner not winning, you must trump (or overtrump a rival&apos;s trump if you can). With your partner winning you may play any card. Only the last trick of each side may be looked at again.</source>
        <translation>Le joueur à droite du donneur entame&#xa0;; le gagnant de chaque pli entame le suivant. Il faut fournir à la couleur demandée (servir). Si votre partenaire ne gagne pas le pli, vous devez monter sur la carte gagnante si vous le pouvez (matar). Si vous n&apos;avez pas la couleur demandée et que votre partenaire ne gagne pas, vous devez couper (tallar), ou surcouper l&apos;atout d&apos;un adversaire si vous le pouvez (sobretallar). Si votre partenaire gagne, vous pouvez jouer n&apos;importe quelle carte. On ne peut revoir que le dernier pli de chaque camp.</translation>
    </message>
    <message>
        <source>Obligada: a card that does not win must be a point card (partner winning) or your lowest card of its suit. Intermèdia: the same, but the second player may also drop a point card (&quot;Carrego&quot;).</source>
        <translation>Obligada&#xa0;: une carte qui ne gagne pas doit être une carte qui compte (si votre partenaire gagne) ou la plus basse de sa couleur. Intermèdia&#xa0;: pareil, mais le deuxième joueur peut aussi charger une carte qui compte («&#xa0;Carrego&#xa0;»).</translation>
    </message>
    <message>
        <source>Scoring</source>
        <translation>Le décompte</translation>
    </message>
    <message>
        <source>Each side counts card points plus tricks. The side above 36 scores the points above 36 times the multiplier. The game is won by the first side to reach the target (101 by default).</source>
        <translation>Chaque camp compte les points de ses cartes plus un point par pli. Le camp qui dépasse 36 marque les points au-dessus de 36, multipliés par le multiplicateur. La partie est gagnée par le premier camp qui atteint l&apos;objectif (101 par défaut).</translation>
    </message>
    <message>
        <source>This program refuses an illegal card and tells you why. With table rules it accepts it, and the other side may claim it: then they score 36 × the multiplier.</source>
        <translation>Ce programme refuse une carte illégale et vous explique pourquoi. Avec les règles de table, il l&apos;accepte, et l&apos;autre camp peut la réclamer&#xa0;: il marque alors 36 × le multiplicateur.</translation>
    </message>
    <message>
        <source>Other ways to play</source>
        <translation>Autres façons de jouer</translation>
    </message>
    <message>
        <source>Four individual players: no partners and no delegating; only contro, and not on botifarra. A player who can no longer win any trick must play oros first, then copes, espases and bastos. Each player scores the points above or below 18. Three players: 36 cards (no 2, 3 or 4), 12 each, played like four individual players; each scores the points above or below 24.</source>
        <translation>Quatre joueurs individuels : pas de partenaires ni de délégation ; seul le contro est permis, et jamais en botifarra. Un joueur qui ne peut plus gagner aucun pli doit jouer d’abord les deniers, puis les coupes, les épées et les bâtons. Chaque joueur marque les points au-dessus (ou en dessous) de 18. Trois joueurs : 36 cartes (sans les 2, 3 et 4), 12 chacun, jouées comme à quatre joueurs individuels ; chacun marque les points au-dessus (ou en dessous) de 24.</translation>
    </message>
    <message>
        <source>Two players, rector i vicari: each has six piles of four cards with the top card face up, and only face-up cards can be played; the card underneath is then turned up. There are 24 tricks of two cards, one point for every two tricks, and the odd trick&apos;s point goes to the player with fewer points. Two players with a hand: four piles each and eight cards in hand.</source>
        <translation>Deux joueurs, « rector i vicari » : chacun a six piles de quatre cartes dont celle du dessus est retournée, et seules les cartes visibles se jouent ; la carte de dessous est alors retournée. Il y a 24 plis de deux cartes, un point pour deux plis, et le point du pli impair va au joueur qui a le moins de points. Deux joueurs avec une main : quatre piles chacun et huit cartes en main.</translation>
    </message>
    <message>
        <source>How to play</source>
        <translation>Comment jouer</translation>
    </message>
</context>
<context>
    <name>SaveGameDialog</name>
    <message>
        <source>Save the game</source>
        <translation>Enregistrer la partie</translation>
    </message>
    <message>
        <source>A name for this game</source>
        <translation>Un nom pour cette partie</translation>
    </message>
    <message>
        <source>Saved games: %1</source>
        <translation>Parties enregistrées&#xa0;: %1</translation>
    </message>
    <message>
        <source>Save</source>
        <translation>Enregistrer</translation>
    </message>
    <message>
        <source>Name:</source>
        <translation>Nom&#xa0;:</translation>
    </message>
    <message>
        <source>Please write a name for the game.</source>
        <translation>Écrivez un nom pour la partie.</translation>
    </message>
    <message>
        <source>Use a name of up to 64 characters with some letters or digits.</source>
        <translation>Choisissez un nom de 64 caractères au plus, avec des lettres ou des chiffres.</translation>
    </message>
    <message>
        <source>A saved game with this name already exists: saving will replace it.</source>
        <translation>Une partie enregistrée porte déjà ce nom&#xa0;: l&apos;enregistrement la remplacera.</translation>
    </message>
    <message>
        <source>Replace the saved game “%1” with this game?</source>
        <translation>Remplacer la partie enregistrée «&#xa0;%1&#xa0;» par celle-ci&#xa0;?</translation>
    </message>
    <message>
        <source>Replace</source>
        <translation>Remplacer</translation>
    </message>
    <message>
        <source>The game was not saved:</source>
        <translation>La partie n&apos;a pas été enregistrée&#xa0;:</translation>
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
        <translation>Règles personnelles</translation>
    </message>
    <message>
        <source>Pairs</source>
        <translation>Par équipes de deux</translation>
    </message>
    <message>
        <source>Four players, no pairs</source>
        <translation>Quatre joueurs, sans équipes</translation>
    </message>
    <message>
        <source>Three players</source>
        <translation>Trois joueurs</translation>
    </message>
    <message>
        <source>Two players: rector i vicari</source>
        <translation>Deux joueurs&#xa0;: rector i vicari</translation>
    </message>
    <message>
        <source>Two players: piles and a hand</source>
        <translation>Deux joueurs&#xa0;: piles et cartes en main</translation>
    </message>
    <message>
        <source>over the network</source>
        <translation>en réseau</translation>
    </message>
    <message>
        <source>the computer plays alone</source>
        <translation>l&apos;ordinateur joue seul</translation>
    </message>
    <message>
        <source>against the computer</source>
        <translation>contre l&apos;ordinateur</translation>
    </message>
    <message>
        <source>several people at this computer</source>
        <translation>plusieurs personnes sur cet ordinateur</translation>
    </message>
    <message>
        <source>unknown date</source>
        <translation>date inconnue</translation>
    </message>
</context>
<context>
    <name>Saving</name>
    <message>
        <source>The game in play could not be saved.</source>
        <translation>La partie en cours n&apos;a pas pu être enregistrée.</translation>
    </message>
    <message>
        <source>The past hands could not be saved.</source>
        <translation>Les donnes jouées n&apos;ont pas pu être enregistrées.</translation>
    </message>
    <message>
        <source>Your statistics could not be saved.</source>
        <translation>Vos statistiques n&apos;ont pas pu être enregistrées.</translation>
    </message>
    <message>
        <source>Your settings could not be saved.</source>
        <translation>Vos préférences n&apos;ont pas pu être enregistrées.</translation>
    </message>
    <message>
        <source>the game in play</source>
        <translation>la partie en cours</translation>
    </message>
    <message>
        <source>the past hands</source>
        <translation>les donnes jouées</translation>
    </message>
    <message>
        <source>the statistics</source>
        <translation>les statistiques</translation>
    </message>
    <message>
        <source>the settings</source>
        <translation>les préférences</translation>
    </message>
    <message>
        <source>the disk is full</source>
        <translation>le disque est plein</translation>
    </message>
    <message>
        <source>Botifarra may not write in that folder</source>
        <translation>Botifarra n&apos;a pas le droit d&apos;écrire dans ce dossier</translation>
    </message>
    <message>
        <source>the disk or folder is read-only</source>
        <translation>le disque ou le dossier est en lecture seule</translation>
    </message>
    <message>
        <source>another copy of Botifarra kept the file busy</source>
        <translation>une autre copie de Botifarra occupait le fichier</translation>
    </message>
    <message>
        <source>it is %1, not a file</source>
        <translation>c&apos;est %1, pas un fichier</translation>
    </message>
    <message>
        <source>it is %1, not a folder</source>
        <translation>c&apos;est %1, pas un dossier</translation>
    </message>
    <message>
        <source>a file is where a folder belongs</source>
        <translation>un fichier se trouve à la place d&apos;un dossier</translation>
    </message>
    <message>
        <source>a folder is where a file belongs</source>
        <translation>un dossier se trouve à la place d&apos;un fichier</translation>
    </message>
    <message>
        <source>a folder</source>
        <translation>un dossier</translation>
    </message>
    <message>
        <source>a named pipe</source>
        <translation>un tube nommé</translation>
    </message>
    <message>
        <source>a socket</source>
        <translation>un socket</translation>
    </message>
    <message>
        <source>a device</source>
        <translation>un périphérique</translation>
    </message>
    <message>
        <source>a file</source>
        <translation>un fichier</translation>
    </message>
    <message>
        <source>a broken link</source>
        <translation>un lien cassé</translation>
    </message>
    <message>
        <source>a special file</source>
        <translation>un fichier spécial</translation>
    </message>
    <message>
        <source>Saving works again: %1.</source>
        <translation>L&apos;enregistrement fonctionne de nouveau&#xa0;: %1.</translation>
    </message>
    <message>
        <source>File: %1</source>
        <translation>Fichier&#xa0;: %1</translation>
    </message>
    <message>
        <source>Reason: %1.</source>
        <translation>Raison&#xa0;: %1.</translation>
    </message>
    <message>
        <source>Still saved: %1.</source>
        <translation>Toujours enregistrés&#xa0;: %1.</translation>
    </message>
    <message>
        <source>Nothing can be saved at the moment; you can play on.</source>
        <translation>Rien ne peut être enregistré pour le moment&#xa0;; vous pouvez continuer à jouer.</translation>
    </message>
    <message>
        <source>Botifarra tries again by itself and tells you when it works again.</source>
        <translation>Botifarra réessaie tout seul et vous prévient quand cela fonctionne de nouveau.</translation>
    </message>
</context>
<context>
    <name>ScenarioEditor</name>
    <message>
        <source>South (bottom)</source>
        <translation>Sud (en bas)</translation>
    </message>
    <message>
        <source>East (right)</source>
        <translation>Est (à droite)</translation>
    </message>
    <message>
        <source>North (top)</source>
        <translation>Nord (en haut)</translation>
    </message>
    <message>
        <source>West (left)</source>
        <translation>Ouest (à gauche)</translation>
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
        <translation>Éditeur de situations</translation>
    </message>
    <message>
        <source>Strict: beat and trump even over your partner</source>
        <extracomment>Replaced by tests: the file dialogs and the question before replacing a file.</extracomment>
        <translation>Stricte&#xa0;: monter et couper même sur votre partenaire</translation>
    </message>
    <message>
        <source>The 3 ranks second</source>
        <translation>Le 3 en deuxième</translation>
    </message>
    <message>
        <source>Botifarra (no trumps)</source>
        <translation>Botifarra (sans atout)</translation>
    </message>
    <message>
        <source>Delegated: the dealer&apos;s partner made trump</source>
        <translation>Déléguée&#xa0;: le partenaire du donneur a annoncé l&apos;atout</translation>
    </message>
    <message>
        <source>Rules:</source>
        <translation>Règles&#xa0;:</translation>
    </message>
    <message>
        <source>Trump:</source>
        <translation>Atout&#xa0;:</translation>
    </message>
    <message>
        <source>Dealer:</source>
        <translation>Donneur&#xa0;:</translation>
    </message>
    <message>
        <source>Calls:</source>
        <translation>Doublements&#xa0;:</translation>
    </message>
    <message>
        <source>Leads the trick:</source>
        <translation>Entame le pli&#xa0;:</translation>
    </message>
    <message>
        <source>Title:</source>
        <translation>Titre&#xa0;:</translation>
    </message>
    <message>
        <source>Story:</source>
        <translation>Histoire&#xa0;:</translation>
    </message>
    <message>
        <source>Question:</source>
        <translation>Question&#xa0;:</translation>
    </message>
    <message>
        <source>Answer:</source>
        <translation>Réponse&#xa0;:</translation>
    </message>
    <message>
        <source>A click puts the card in:</source>
        <translation>Un clic place la carte&#xa0;:</translation>
    </message>
    <message>
        <source>the trick</source>
        <translation>dans le pli</translation>
    </message>
    <message>
        <source>Fill the rest at random</source>
        <translation>Compléter le reste au hasard</translation>
    </message>
    <message>
        <source>Clear the cards</source>
        <translation>Retirer les cartes</translation>
    </message>
    <message>
        <source>Cards per player:</source>
        <translation>Cartes par joueur&#xa0;:</translation>
    </message>
    <message>
        <source>Open…</source>
        <translation>Ouvrir…</translation>
    </message>
    <message>
        <source>Save…</source>
        <translation>Enregistrer…</translation>
    </message>
    <message>
        <source>Play from here</source>
        <translation>Jouer à partir d&apos;ici</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>Fermer</translation>
    </message>
    <message>
        <source>None</source>
        <translation>Aucun</translation>
    </message>
    <message>
        <source>The trick has at most 3 cards: the fourth would end it.</source>
        <translation>Le pli a au plus 3 cartes&#xa0;: la quatrième le terminerait.</translation>
    </message>
    <message>
        <source>seat %1</source>
        <translation>place %1</translation>
    </message>
    <message>
        <source>On the trick</source>
        <translation>Dans le pli</translation>
    </message>
    <message>
        <source>Not a possible position yet: %1</source>
        <translation>Pas encore une position possible&#xa0;: %1</translation>
    </message>
    <message>
        <source>Ready. %1 is to play and may play: %2.</source>
        <translation>Prêt. %1 doit jouer et peut jouer&#xa0;: %2.</translation>
    </message>
    <message>
        <source>every player must hold the same number of cards (1 to 12), counting a card already on the trick: %1.</source>
        <translation>chaque joueur doit avoir le même nombre de cartes (de 1 à 12), en comptant la carte déjà posée sur le pli&#xa0;: %1.</translation>
    </message>
    <message>
        <source>T%1</source>
        <comment>card on the trick, in order</comment>
        <translation>P%1</translation>
    </message>
    <message numerus="yes">
        <source>A player already holds more than %n cards: raise the number of cards per player.</source>
        <translation>
            <numerusform>Un joueur a déjà plus de %n carte : augmentez le nombre de cartes par joueur.</numerusform>
            <numerusform>Un joueur a déjà plus de %n cartes : augmentez le nombre de cartes par joueur.</numerusform>
        </translation>
    </message>
    <message>
        <source>This file cannot be opened.</source>
        <translation>Ce fichier ne peut pas être ouvert.</translation>
    </message>
    <message>
        <source>The scenario could not be saved: %1</source>
        <translation>La situation n&apos;a pas pu être enregistrée&#xa0;: %1</translation>
    </message>
    <message>
        <source>Save the scenario</source>
        <translation>Enregistrer la situation</translation>
    </message>
    <message>
        <source>Scenarios (*.json)</source>
        <translation>Situations (*.json)</translation>
    </message>
    <message>
        <source>Open a scenario</source>
        <translation>Ouvrir une situation</translation>
    </message>
    <message>
        <source>Replace the file?</source>
        <translation>Remplacer le fichier&#xa0;?</translation>
    </message>
    <message>
        <source>%1 already exists. Replace it?</source>
        <translation>%1 existe déjà. Le remplacer&#xa0;?</translation>
    </message>
</context>
<context>
    <name>ScoreChart</name>
    <message>
        <source>The game so far</source>
        <translation>La partie jusqu&apos;ici</translation>
    </message>
    <message>
        <source>Hand</source>
        <translation>Donne</translation>
    </message>
    <message>
        <source>Each side&apos;s total will be drawn here after every hand.</source>
        <translation>Le total de chaque camp sera tracé ici après chaque donne.</translation>
    </message>
</context>
<context>
    <name>ScoreSheet</name>
    <message>
        <source>Hand</source>
        <translation>Donne</translation>
    </message>
    <message>
        <source>Called</source>
        <translation>×</translation>
    </message>
    <message>
        <source>×</source>
        <translation>Annonce</translation>
    </message>
    <message>
        <source>Points</source>
        <translation>Points</translation>
    </message>
    <message>
        <source>Us</source>
        <translation>Nous</translation>
    </message>
    <message>
        <source>Them</source>
        <translation>Eux</translation>
    </message>
    <message>
        <source>Trump, who made it, and the calls</source>
        <translation>L&apos;atout, qui l&apos;a annoncé, et les doublements</translation>
    </message>
    <message>
        <source>Multiplier</source>
        <translation>Multiplicateur</translation>
    </message>
    <message>
        <source>Points (cards + tricks): us – them</source>
        <translation>Points (cartes + plis)&#xa0;: nous – eux</translation>
    </message>
    <message>
        <source>Our score this hand and our total</source>
        <translation>Notre marque sur cette donne et notre total</translation>
    </message>
    <message>
        <source>Their score this hand and their total</source>
        <translation>Leur marque sur cette donne et leur total</translation>
    </message>
    <message>
        <source>Decided by your claim</source>
        <translation>Décidée par votre réclamation</translation>
    </message>
    <message>
        <source>Points (cards + tricks): %1</source>
        <translation>Points (cartes + plis)&#xa0;: %1</translation>
    </message>
    <message>
        <source>Decided by a claim of %1</source>
        <translation>Décidée par une réclamation de %1</translation>
    </message>
    <message>
        <source> (delegated)</source>
        <translation> (déléguée)</translation>
    </message>
    <message>
        <source>claim</source>
        <translation>réclamation</translation>
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
        <translation>Botifarra est déjà ouvert avec vos parties enregistrées.</translation>
    </message>
    <message>
        <source>Only one copy at a time can keep your game, past hands, statistics and settings. You can bring that window forward, or play here without saving anything.</source>
        <translation>Une seule copie à la fois peut enregistrer votre partie, vos donnes jouées, vos statistiques et vos préférences. Vous pouvez faire passer cette fenêtre au premier plan, ou jouer ici sans rien enregistrer.</translation>
    </message>
    <message>
        <source>The other Botifarra window did not answer.</source>
        <translation>L&apos;autre fenêtre de Botifarra n&apos;a pas répondu.</translation>
    </message>
    <message>
        <source>Bring that window forward</source>
        <translation>Faire passer cette fenêtre au premier plan</translation>
    </message>
    <message>
        <source>Play without saving</source>
        <translation>Jouer sans enregistrer</translation>
    </message>
    <message>
        <source>Quit</source>
        <translation>Quitter</translation>
    </message>
    <message>
        <source>Botifarra could not create its lock file %1 (%2).</source>
        <translation>Botifarra n&apos;a pas pu créer son fichier de verrou %1 (%2).</translation>
    </message>
    <message>
        <source>Without it, two copies of Botifarra could overwrite each other&apos;s games, so this copy will not keep anything. You can play here without saving, or quit and free some space first.</source>
        <translation>Sans lui, deux copies de Botifarra pourraient écraser mutuellement leurs parties ; cette copie n&apos;enregistrera donc rien. Vous pouvez jouer ici sans enregistrer, ou quitter et libérer d&apos;abord de l&apos;espace.</translation>
    </message>
    <message>
        <source>Not saving: the lock file %1 could not be created.</source>
        <translation>Pas d&apos;enregistrement : le fichier de verrou %1 n&apos;a pas pu être créé.</translation>
    </message>
    <message>
        <source>Not saving: Botifarra is already open with your saved games in another window.</source>
        <translation>Sans enregistrer&#xa0;: Botifarra est déjà ouvert avec vos parties enregistrées dans une autre fenêtre.</translation>
    </message>
    <message>
        <source>Not saving: the lock file %1 was removed and another copy of Botifarra now keeps your saved games. From now on this window saves nothing.</source>
        <translation>Pas d&apos;enregistrement : le fichier de verrou %1 a été supprimé et une autre copie de Botifarra garde maintenant vos parties. Désormais cette fenêtre n&apos;enregistre plus rien.</translation>
    </message>
</context>
<context>
    <name>StartPanel</name>
    <message>
        <source>You have a game under way</source>
        <translation>Vous avez une partie en cours</translation>
    </message>
    <message>
        <source>Hand %1 · Us &lt;b&gt;%2&lt;/b&gt; · Them &lt;b&gt;%3&lt;/b&gt;</source>
        <translation>Donne %1 · Nous &lt;b&gt;%2&lt;/b&gt; · Eux &lt;b&gt;%3&lt;/b&gt;</translation>
    </message>
    <message>
        <source>Hand %1 · %2</source>
        <translation>Donne %1 · %2</translation>
    </message>
    <message>
        <source>Playing with %1</source>
        <translation>Vous jouez avec %1</translation>
    </message>
    <message>
        <source>Saved on %1</source>
        <translation>Enregistrée le %1</translation>
    </message>
    <message>
        <source>A new game replaces this one.</source>
        <translation>Une nouvelle partie remplace celle-ci.</translation>
    </message>
    <message>
        <source>Continue the game</source>
        <translation>Continuer la partie</translation>
    </message>
    <message>
        <source>New game</source>
        <translation>Nouvelle partie</translation>
    </message>
</context>
<context>
    <name>StatisticsCharts</name>
    <message>
        <source>All games</source>
        <translation>Toutes les parties</translation>
    </message>
    <message>
        <source>Way to play: %1</source>
        <translation>Façon de jouer : %1</translation>
    </message>
    <message>
        <source>Opponents: %1</source>
        <translation>Adversaires : %1</translation>
    </message>
    <message>
        <source>Show:</source>
        <translation>Afficher :</translation>
    </message>
    <message>
        <source>Games won, game after game (the last %1)</source>
        <translation>Parties gagnées, partie après partie (les %1 dernières)</translation>
    </message>
    <message>
        <source>Won so far</source>
        <translation>Gagnées jusqu&apos;ici</translation>
    </message>
    <message>
        <source>%1 of %2 won</source>
        <translation>%1 sur %2 gagnées</translation>
    </message>
    <message>
        <source>Games, oldest first; share won so far in %</source>
        <translation>Parties, de la plus ancienne ; part gagnée jusque-là en %</translation>
    </message>
    <message>
        <source>No finished game yet.</source>
        <translation>Aucune partie terminée pour l&apos;instant.</translation>
    </message>
    <message numerus="yes">
        <source>Points per hand (the last %n hands)</source>
        <translation>
            <numerusform>Points par donne (la %n dernière donne)</numerusform>
            <numerusform>Points par donne (les %n dernières donnes)</numerusform>
        </translation>
    </message>
    <message>
        <source>Each hand</source>
        <translation>Chaque donne</translation>
    </message>
    <message>
        <source>Average of 10</source>
        <translation>Moyenne sur 10</translation>
    </message>
    <message>
        <source>Average of 10: %1</source>
        <translation>Moyenne sur 10 : %1</translation>
    </message>
    <message>
        <source>half: 36</source>
        <translation>moitié : 36</translation>
    </message>
    <message>
        <source>Hands, oldest first; points of 72</source>
        <translation>Donnes, de la plus ancienne ; points sur 72</translation>
    </message>
    <message>
        <source>No hand played yet.</source>
        <translation>Aucune donne jouée pour l&apos;instant.</translation>
    </message>
    <message numerus="yes">
        <source>%n games</source>
        <translation>
            <numerusform>%n partie</numerusform>
            <numerusform>%n parties</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n hands</source>
        <translation>
            <numerusform>%n donne</numerusform>
            <numerusform>%n donnes</numerusform>
        </translation>
    </message>
    <message>
        <source>Nothing counted yet.</source>
        <translation>Rien de compté pour l&apos;instant.</translation>
    </message>
    <message>
        <source>Games won by opponents&apos; level</source>
        <translation>Parties gagnées selon le niveau des adversaires</translation>
    </message>
    <message>
        <source>Points per hand by opponents&apos; level</source>
        <translation>Points par donne selon le niveau des adversaires</translation>
    </message>
    <message>
        <source>Games won by way to play</source>
        <translation>Parties gagnées selon la façon de jouer</translation>
    </message>
    <message>
        <source>Points per hand by way to play</source>
        <translation>Points par donne selon la façon de jouer</translation>
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
        <translation>Moyen</translation>
    </message>
    <message>
        <source>Hard</source>
        <translation>Difficile</translation>
    </message>
    <message>
        <source>Mixed levels</source>
        <translation>Niveaux mélangés</translation>
    </message>
    <message>
        <source>People</source>
        <translation>Personnes</translation>
    </message>
    <message>
        <source>Statistics</source>
        <translation>Statistiques</translation>
    </message>
    <message>
        <source>Games played:</source>
        <translation>Parties jouées&#xa0;:</translation>
    </message>
    <message>
        <source>Games won:</source>
        <translation>Parties gagnées&#xa0;:</translation>
    </message>
    <message>
        <source>Hands played:</source>
        <translation>Donnes jouées&#xa0;:</translation>
    </message>
    <message>
        <source>Hands won:</source>
        <translation>Donnes gagnées&#xa0;:</translation>
    </message>
    <message>
        <source>Average points per hand (of 72):</source>
        <translation>Moyenne de points par donne (sur 72)&#xa0;:</translation>
    </message>
    <message>
        <source>Average score per hand:</source>
        <translation>Marque moyenne par donne&#xa0;:</translation>
    </message>
    <message>
        <source>Contros called / won:</source>
        <translation>Contros annoncés / gagnés&#xa0;:</translation>
    </message>
    <message numerus="yes">
        <source>%n points behind, and won</source>
        <translation>
            <numerusform>%n point de retard, et gagnée</numerusform>
            <numerusform>%n points de retard, et gagnée</numerusform>
        </translation>
    </message>
    <message>
        <source>none yet</source>
        <translation>aucune pour l&apos;instant</translation>
    </message>
    <message>
        <source>Best comeback:</source>
        <translation>Meilleure remontée&#xa0;:</translation>
    </message>
    <message>
        <source>Counted for your side: you and your partner in the pairs game, you alone in the other ways to play. A hand is won when your side has the best score of the hand (in the pairs game and with two players, when it scores); without pairs a score can be below zero. A contro counts when your side doubled (contro, recontro, Sant Vicenç or barraca) and is won when your side then won the hand. The best comeback is the largest deficit in a game your side went on to win. The partner&apos;s level counts the pairs game only.</source>
        <translation>Compté pour votre camp&#xa0;: vous et votre partenaire dans le jeu par équipes, vous seul dans les autres façons de jouer. Une donne est gagnée quand votre camp y a la meilleure marque (par équipes et à deux joueurs, quand il marque)&#xa0;; sans équipes une marque peut être négative. Un contro compte quand votre camp a doublé (contro, recontro, Sant Vicenç ou barraca)&#xa0;; il est gagné quand votre camp a ensuite gagné la donne. La meilleure remontée est le plus grand retard dans une partie que votre camp a fini par gagner. Le niveau du partenaire ne compte que le jeu par équipes.</translation>
    </message>
    <message>
        <source>Way to play</source>
        <translation>Façon de jouer</translation>
    </message>
    <message>
        <source>Variant</source>
        <translation>Variante</translation>
    </message>
    <message>
        <source>Opponents</source>
        <translation>Adversaires</translation>
    </message>
    <message>
        <source>Partner</source>
        <translation>Partenaire</translation>
    </message>
    <message>
        <source>Over time</source>
        <translation>Au fil du temps</translation>
    </message>
    <message>
        <source>Compared</source>
        <translation>Comparé</translation>
    </message>
    <message>
        <source>By way to play</source>
        <translation>Par façon de jouer</translation>
    </message>
    <message>
        <source>By variant</source>
        <translation>Par variante</translation>
    </message>
    <message>
        <source>By opponents&apos; level</source>
        <translation>Par niveau des adversaires</translation>
    </message>
    <message>
        <source>By partner&apos;s level</source>
        <translation>Par niveau du partenaire</translation>
    </message>
    <message>
        <source>In numbers</source>
        <translation>En chiffres</translation>
    </message>
    <message>
        <source>Rating</source>
        <translation>Classement</translation>
    </message>
    <message>
        <source>Games won</source>
        <translation>Parties gagnées</translation>
    </message>
    <message>
        <source>Hands won</source>
        <translation>Donnes gagnées</translation>
    </message>
    <message>
        <source>Contros won</source>
        <translation>Contros gagnés</translation>
    </message>
    <message>
        <source>%1 of %2</source>
        <comment>in a table: 11 games won of 30 played</comment>
        <translation>%1 sur %2</translation>
    </message>
    <message>
        <source>Points per hand</source>
        <translation>Points par donne</translation>
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
        <translation>Délègue</translation>
    </message>
    <message>
        <source>Pass</source>
        <translation>Passe</translation>
    </message>
    <message>
        <source>Carrego</source>
        <translation>Carrego</translation>
    </message>
    <message>
        <source>Claims!</source>
        <translation>Je réclame&#xa0;!</translation>
    </message>
    <message>
        <source>Our last trick</source>
        <extracomment>a screen reader reads this view as the card table (:mod:`.access.tree`), even while it is built buttons features put on the table (Hint, Undo), laid out bottom left; whether each is wanted</extracomment>
        <translation>Notre dernier pli</translation>
    </message>
    <message>
        <source>Last tricks</source>
        <translation>Derniers plis</translation>
    </message>
    <message>
        <source>Their last trick</source>
        <translation>Leur dernier pli</translation>
    </message>
    <message>
        <source>Claim an illegal card</source>
        <translation>Réclamer une carte illégale</translation>
    </message>
    <message>
        <source>to %1</source>
        <extracomment>the box&apos;s background and the colour of its quieter words (high contrast: black and white)</extracomment>
        <translation>en %1</translation>
    </message>
    <message>
        <source>%1 claims: %2 played the %3 illegally in trick %4.</source>
        <translation>%1 réclame&#xa0;: %2 a joué %3 illégalement au pli %4.</translation>
    </message>
    <message>
        <source>Your turn!</source>
        <translation>À vous de jouer&#xa0;!</translation>
    </message>
    <message>
        <source>thinking…</source>
        <translation>réfléchit…</translation>
    </message>
    <message>
        <source>Wait for your turn.</source>
        <translation>Attendez votre tour.</translation>
    </message>
    <message>
        <source>Play an illegal card?</source>
        <translation>Jouer une carte illégale&#xa0;?</translation>
    </message>
    <message>
        <source>With table rules you may play it anyway, but if the other side claims it you lose the hand. Play it?</source>
        <translation>Avec les règles de table, vous pouvez la jouer quand même, mais si l&apos;autre camp la réclame, vous perdez la donne. La jouer&#xa0;?</translation>
    </message>
    <message numerus="yes">
        <source>%n hands</source>
        <translation>
            <numerusform>%n donne</numerusform>
            <numerusform>%n donnes</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Texts</name>
    <message>
        <source>oros</source>
        <translation>deniers</translation>
    </message>
    <message>
        <source>copes</source>
        <translation>coupes</translation>
    </message>
    <message>
        <source>espases</source>
        <translation>épées</translation>
    </message>
    <message>
        <source>bastos</source>
        <translation>bâtons</translation>
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
        <translation>valet</translation>
    </message>
    <message>
        <source>knight</source>
        <translation>cavalier</translation>
    </message>
    <message>
        <source>king</source>
        <translation>roi</translation>
    </message>
    <message>
        <source>%1 of %2</source>
        <comment>the suit name starts with a vowel</comment>
        <translation>%1 d’%2</translation>
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
        <translation>Je délègue</translation>
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
        <translation>Passe</translation>
    </message>
    <message>
        <source> (strict rules: even when your partner is winning)</source>
        <translation> (règles strictes&#xa0;: même quand votre partenaire gagne)</translation>
    </message>
    <message>
        <source>You hold %suit: you must follow suit (%options).</source>
        <translation>Vous avez des %suit&#xa0;: vous devez fournir (%options).</translation>
    </message>
    <message>
        <source>The %winning is winning and your partner is not: you must beat it if you can (%options).</source>
        <translation>La carte gagnante (%winning) n&apos;est pas à votre partenaire&#xa0;: vous devez monter dessus si vous le pouvez (%options).</translation>
    </message>
    <message>
        <source>A rival has trumped with the %winning: you must overtrump if you can (%options).</source>
        <translation>Un adversaire a coupé (%winning)&#xa0;: vous devez surcouper si vous le pouvez (%options).</translation>
    </message>
    <message>
        <source>You have no %led and your partner is not winning: you must trump with %suit (%options).</source>
        <translation>Vous n&apos;avez plus la couleur demandée (%led) et votre partenaire ne gagne pas&#xa0;: vous devez couper avec vos %suit (%options).</translation>
    </message>
    <message>
        <source>The %card does not win the trick and your partner is winning: play a point card or your lowest %suit (the %lowest).</source>
        <translation>Cette carte (%card) ne gagne pas le pli et votre partenaire gagne&#xa0;: jouez une carte qui compte ou la plus basse de vos %suit (%lowest).</translation>
    </message>
    <message>
        <source>The %card does not win the trick and a rival is winning: play your lowest %suit (the %lowest).</source>
        <translation>Cette carte (%card) ne gagne pas le pli et un adversaire gagne&#xa0;: jouez la plus basse de vos %suit (%lowest).</translation>
    </message>
    <message>
        <source>You do not hold the %card.</source>
        <translation>Vous n&apos;avez pas cette carte (%card).</translation>
    </message>
    <message>
        <source>It is not your turn.</source>
        <translation>Ce n&apos;est pas votre tour.</translation>
    </message>
    <message>
        <source>That cannot be done now.</source>
        <translation>Cela ne peut pas se faire maintenant.</translation>
    </message>
    <message>
        <source>The other side has not played an illegal card in this hand.</source>
        <translation>L&apos;autre camp n&apos;a joué aucune carte illégale pendant cette donne.</translation>
    </message>
    <message>
        <source>Us</source>
        <translation>Nous</translation>
    </message>
    <message>
        <source>Them</source>
        <translation>Eux</translation>
    </message>
    <message>
        <source>Across</source>
        <comment>default name of the player in front, who is not a partner</comment>
        <translation>En face</translation>
    </message>
    <message>
        <source>Me</source>
        <comment>default name of the player</comment>
        <translation>Moi</translation>
    </message>
    <message>
        <source>Right</source>
        <comment>default name of the player on your right</comment>
        <translation>Droite</translation>
    </message>
    <message>
        <source>Partner</source>
        <comment>default name of the partner</comment>
        <translation>Partenaire</translation>
    </message>
    <message>
        <source>Left</source>
        <comment>default name of the player on your left</comment>
        <translation>Gauche</translation>
    </message>
    <message>
        <source>Pere,Montse,Jordi,Núria,Carme,Josep,Marta,Quim</source>
        <comment>the computer players&apos; names at a LAN table: comma-separated first names usual in this language (at least three, different from each other)</comment>
        <translation>Jean,Marie,Pierre,Sophie,Louis,Camille,Paul,Claire</translation>
    </message>
</context>
<context>
    <name>TrickHistory</name>
    <message>
        <source>Trick</source>
        <translation>Pli</translation>
    </message>
    <message>
        <source>Winner</source>
        <translation>Gagnant</translation>
    </message>
    <message>
        <source>Points</source>
        <translation>Points</translation>
    </message>
</context>
</TS>
