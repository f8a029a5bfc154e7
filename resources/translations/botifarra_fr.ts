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
        <source>%1 declared botifarra.</source>
        <translation>%1 a annoncé botifarra.</translation>
    </message>
    <message>
        <source>%1 declared %2.</source>
        <translation>%1 a annoncé %2.</translation>
    </message>
    <message>
        <source>(%1 delegated.)</source>
        <translation>(%1 a laissé choisir son partenaire.)</translation>
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
        <source>Hand %1: the cards as dealt</source>
        <translation>Donne %1&#xa0;: les cartes telles qu&apos;elles ont été distribuées</translation>
    </message>
    <message>
        <source>%1 claimed an illegal card: the %2 played by %3 in trick %4.</source>
        <translation>%1 a réclamé une carte illégale&#xa0;: %2, jouée par %3 au pli %4.</translation>
    </message>
    <message>
        <source>Trick %1 of 12: %2 wins it (%3 points)</source>
        <translation>Pli %1 sur 12&#xa0;: %2 le remporte (%3 points)</translation>
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
        <source>Points: %1 %2, %3 %4.  Score: %1 %5, %3 %6.  Totals: %1 %7, %3 %8.</source>
        <translation>Points&#xa0;: %1 %2, %3 %4.  Marque&#xa0;: %1 %5, %3 %6.  Totaux&#xa0;: %1 %7, %3 %8.</translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message>
        <source>&amp;Save as…</source>
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
        <source>Botifarra</source>
        <translation>Botifarra</translation>
    </message>
    <message>
        <source>The game could not be kept on disk; you can play on.</source>
        <extracomment>Writes the autosave, hand history and statistics; ``None`` without player directories.</extracomment>
        <translation>La partie n&apos;a pas pu être enregistrée sur le disque&#xa0;; vous pouvez continuer à jouer.</translation>
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
        <source>&amp;Game</source>
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
        <translation>&amp;Affichage</translation>
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
        <source>The settings could not be saved: %1</source>
        <translation>Les préférences n&apos;ont pas pu être enregistrées&#xa0;: %1</translation>
    </message>
    <message>
        <source>Some of your files could not be used; the game goes on with defaults.</source>
        <translation>Certains de vos fichiers n&apos;ont pas pu être utilisés&#xa0;; le jeu continue avec les réglages par défaut.</translation>
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
        <source>ButiNET tournament (12 hands)</source>
        <translation>Tournoi ButiNET (12 donnes)</translation>
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
        <source>Play to</source>
        <translation>Jouer en</translation>
    </message>
    <message>
        <source>%1 points</source>
        <translation>%1 points</translation>
    </message>
    <message>
        <source>Play</source>
        <translation>Jouer</translation>
    </message>
    <message>
        <source> hands</source>
        <translation> donnes</translation>
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
        <source>Table rules: illegal cards allowed, the other side may claim</source>
        <translation>Règles de table&#xa0;: cartes illégales permises, l&apos;autre camp peut réclamer</translation>
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
        <source>Rules</source>
        <translation>Règles</translation>
    </message>
    <message>
        <source>Score</source>
        <translation>Score</translation>
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
        <source>%1 – %2, hand %3</source>
        <translation>%1 – %2, donne %3</translation>
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
        <extracomment>``suit_pixmap(suit letter, height in px)``: a small picture of the suit (the ace of the deck).</extracomment>
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
        <source>%1 made %2 (×%3)</source>
        <translation>%1 a annoncé %2 (×%3)</translation>
    </message>
    <message>
        <source>Do you double the stakes?</source>
        <translation>Voulez-vous doubler la mise&#xa0;?</translation>
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
        <source>Calls: %1</source>
        <translation>Doublements&#xa0;: %1</translation>
    </message>
    <message>
        <source>%1 claimed an illegal card: the other side loses the hand.</source>
        <translation>%1 a réclamé une carte illégale&#xa0;: l&apos;autre camp perd la donne.</translation>
    </message>
    <message>
        <source>36 to 36: nobody scores.</source>
        <translation>36 à 36&#xa0;: personne ne marque.</translation>
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
        <source>New game</source>
        <translation>Nouvelle partie</translation>
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
        <source>Card size:</source>
        <translation>Taille des cartes&#xa0;:</translation>
    </message>
    <message>
        <source>A new language is used fully after restarting the program.</source>
        <translation>La nouvelle langue s&apos;applique entièrement au prochain démarrage du programme.</translation>
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
    <message>
        <source>%1 points behind, and won</source>
        <translation>%1 points de retard, et gagnée</translation>
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
        <source>Counted for your side (you and your partner). A contro counts when your side doubled (contro, recontro, Sant Vicenç or barraca) and is won when your side then scored. The best comeback is the largest deficit in a game your side went on to win.</source>
        <translation>Compté pour votre camp (vous et votre partenaire). Un contro compte quand votre camp a doublé (contro, recontro, Sant Vicenç ou barraca)&#xa0;; il est gagné quand votre camp a ensuite marqué. La meilleure remontée est le plus grand retard dans une partie que votre camp a fini par gagner.</translation>
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
        <source>Games</source>
        <translation>Parties</translation>
    </message>
    <message>
        <source>Won</source>
        <translation>Gagnées</translation>
    </message>
    <message>
        <source>Hands</source>
        <translation>Donnes</translation>
    </message>
    <message>
        <source>Points per hand</source>
        <translation>Points par donne</translation>
    </message>
    <message>
        <source>Contros</source>
        <translation>Contros</translation>
    </message>
</context>
<context>
    <name>Table</name>
    <message>
        <source>D</source>
        <comment>dealer mark on a nameplate</comment>
        <extracomment>A card of the human&apos;s hand was clicked (card string).</extracomment>
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
        <translation>Notre dernier pli</translation>
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
        <source>Player %1</source>
        <translation>Joueur %1</translation>
    </message>
    <message>
        <source>to %1</source>
        <translation>en %1</translation>
    </message>
    <message>
        <source>%1 hands</source>
        <translation>%1 donnes</translation>
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
