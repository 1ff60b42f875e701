<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="ru_RU" sourcelanguage="en">
<context>
    <name>blueprints</name>
    <message>
        <source>There is no such cell: a building stands on 3 rows of 2 cells.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>This cell is crossed out on your blueprint: no die may be built there.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A {value} cannot go on a {below}: a die must show a value at least as high as the one below.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Blueprints
2 to 4 players, 3 rounds. Build a small building of dice each round and win award and prize cards.

Components
* 32 dice in a bag, 8 of each material: orange wood, green recycled, black stone, clear glass.
* 24 blueprint cards: a footprint of 3 rows by 2 columns; each cell shows the height to build, or is crossed out.
* Award cards: gold 3, silver 2, bronze 1 points. 4 players: gold, silver and bronze each round; 3 players: gold and silver; 2 players: silver only.
* Prize cards, 2 points each, one of each per round:
* Skyscraper (마천루 상): a stack at least 5 dice tall.
* Structural Integrity (완전한 구조 상): at least 4 dice showing the same number.
* Geometer (기하학 상): every number from 1 to 6.
* Materials (자재 상): at least 5 dice of one colour.

Round set-up
Two in-demand dice of different colours are drawn from the bag (a second die of the first colour goes back and another is drawn). Everyone gets a secret blueprint. Dice are rolled into the depot and sorted by value: 8 with 2 players, 9 with 3, 7 with 4.

Start player
Round 1: chosen in the new-game dialog, or random. Rounds 2 and 3: the player with the lowest building score in the previous round.

Your turn
Take one die from the depot and build with it, then a new die is drawn from the bag, rolled and added to the depot. Everyone builds with six dice per round.
Two players (variant, on by default as in the rulebook): take one die to build with and one to throw away, then two new dice are rolled into the depot.

Placing a die
* Never on a cell your blueprint crosses out.
* On top of another die only if it shows a value at least as high as the die below.
* Placed dice never move and are never rolled again.
* A die that fits nowhere leaves the game for this round, and the turn still counts.

Scoring after six dice each
* Blueprint bonus: 6 points if every cell is exactly as high as your card shows.
* Wood: 2 points for every die touching it: four sides, above and below, any colour.
* Recycled: by how many green dice you used: 1/2/3/4/5/6 dice = 2/5/10/15/20/30 points.
* Stone: each black die by its level: 1st 2, 2nd 3, 3rd 5, 4th and higher 8 points.
* Glass: each clear die scores its value, even when covered.
The highest building scores win the award cards. Every prize goes to a building that meets its condition (covered dice count too); one building may win several.
Ties for an award or a prize: more dice of the first in-demand colour wins, then more of the second, then the player later in this round&apos;s turn order.
Award and prize cards stay face down until the end of the game.

End of a round
Every die goes back into the bag, the dice left in the depot included; the used blueprints are discarded. The lowest building score starts the next round.

End of the game
After round 3 everyone adds up the points of their cards. Ties: more award cards (gold, silver and bronze together) wins, then more gold, then more silver, then more bronze; otherwise the tied players share the win.

Readings taken where the rulebook is unclear
* The footprint is 3 rows by 2 columns, and the 24 blueprint cards are designed for this app (the real card art is not published).
* The award table missing from the Korean text follows the published game: gold 3, silver 2, bronze 1.
* The end-game tie-break counts award cards first, then gold, silver and bronze (the rulebook&apos;s sentence mixes up award and prize cards).
* A die that fits nowhere still uses up the turn.
* If several players share the lowest building score, the one who lost the award tie-break among them starts the next round.
* Prizes between qualifying buildings are decided by the in-demand tie-break alone, not by building score.
* In the two-player game nothing is thrown away on the very last turn of a round, when it would change nothing.
</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Turn order</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Dice used</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Blueprint</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Wood · recycled · stone · glass</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>hidden</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Blueprint bonus</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Building score</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{points} + bonus?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cards</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{count} ({points} points)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{count} face down</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a shared win: equal points and equal award cards</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>most points from award and prize cards</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>equal points; more award cards</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>equal points and award cards; more gold awards</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>equal points and award cards; more silver awards</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>equal points and award cards; more bronze awards</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A placed die never moves and is never rolled again.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>There is no such die in the depot.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The round is still being played.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{name}: take a die from the depot and build with it ({used} of 6)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{name}: choose a die from the depot to throw away</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Round {round} is scored. {name} starts round {next}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The game is over: three rounds have been played.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Only in the two-player game is a second die thrown away each turn.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>You have built this turn: now choose a die from the depot to throw away.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The round is over: read the scoring sheet, then start the next round.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>First build with a die; then choose one to throw away.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The {die} fits on your building, so it cannot be thrown away: a die leaves the game only when it fits nowhere.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{material} {value}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{who} built the {die} on row {row}, column {col} (level {level}).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{who} took the {die}; it fitted nowhere and left the game.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{who} threw away the {die}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Rolled into the depot: {dice}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Round {round}: {who} starts; in demand: {first}, then {second}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Round {round} scored: {parts}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{who} receives a prize card (face down).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{who} receives an award card (face down).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Shared win: {who}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{who} wins the exhibition!</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Build the {die} on row {row}, column {col}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Take the {die} out of the game (it fits nowhere)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Throw away the {die}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Start round {round}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Turn order:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{m} {v}: {rule}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Click to pick it up, then click a glowing cell.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no building qualified</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the only building that qualified</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>score {a} vs {b} ({other})</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>tie broken on in-demand {m}: {a} vs {b} dice ({other})</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>tie broken: later in turn order than {other}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Round {n} of {total}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>IN DEMAND (TIE-BREAKS)  필수 재료</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{name} is choosing a die.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>OUT OF THE GAME THIS ROUND</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>to play</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>ROUND {n} BUILDING SCORES</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>SCOREBOARD · THIS ROUND SO FAR</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Building scores; +? is a blueprint bonus still secret.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>FINAL ROUND RESULTS</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>ROUND {n} RESULTS · {name} starts next (lowest score)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>wood scores 2 for every die touching it</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>recycled scores by how many green dice you have: 2/5/10/15/20/30</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>stone scores by its level: 2, 3, 5, then 8 from the 4th up</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>glass scores its face value, even when covered</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>It fits none of your cells: take it to remove it from the game.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>throw away one pool die</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>take die {k} of {total}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{name} to play:
{what}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>LEFT IN THE DEPOT · {n} dice go back into the bag</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>MATERIALS DEPOT  재료 창고 · {n} dice, by value</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Two-player rule: now click a die to throw it away.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Remove the {v} from the game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Round {n} scoring sheet</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Live score (preview)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>ON OFFER THIS ROUND</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>nobody</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The game is over.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>That is {owner}&apos;s building: {name} builds on their own.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>First pick a die from the materials depot, then click a cell.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Gold award</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Silver award</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Bronze award</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Skyscraper</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Structural Integrity</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Geometer</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Materials</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Round {n} scored: read the sheets,
then Start round {next}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Bag: {n} dice</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>In-demand material {k}: ties go to more {m} dice</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Game over:
{who} wins</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Game over</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Click a die to pick it up.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>It fits none of your cells: remove it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Now click a glowing cell of your building.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{p} pts · rank {r}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>2 pts · {rule}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{m} {v}, level {lv}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{n} of 6 dice taken</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>dice touching it: {n}, so {p} points</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>tie-break</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>WON THIS ROUND</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Click to look at this board up close</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Turn the building a quarter turn</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Pull the levels apart to see the covered dice</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>one of {n} green dice: {p} points together</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>FINAL STANDINGS</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{n} pts</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>cards: {n}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>stone on level {lv}: {p} points</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>glass scores its face: {p} points</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>secret until scoring</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Skyscraper (마천루): a stack at least 5 dice tall. 2 points.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Structural Integrity (완전한 구조): at least 4 dice with the same number. 2 points.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Geometer (기하학): every number 1 to 6 in the building. 2 points.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Materials (자재): at least 5 dice of one colour. 2 points.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Covered dice count too.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Wood</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Recycled</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Stone</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Glass</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>2 per die touching each wood die (sides, above, below)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>by count: 1/2/3/4/5/6 green = 2/5/10/15/20/30</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>by level: 1st 2, 2nd 3, 3rd 5, 4th+ 8</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>face value of each glass die, covered or not</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Blueprint bonus: secret until scoring</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Blueprint bonus: exact match</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Blueprint bonus: heights differ</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{n} green</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Two players: build one die and throw one away each turn</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The seed&apos;s two-player rule: take one die to build with and one to discard, then roll two new dice into the depot. Off: play as with more players.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Start player of round 1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The rulebook lets the player who most recently visited a building site start.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Random</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Player 1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Player 2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Player 3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Player 4</source>
        <translation type="unfinished"></translation>
    </message>
</context>
</TS>
