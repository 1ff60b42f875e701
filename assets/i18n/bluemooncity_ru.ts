<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="ru_RU" sourcelanguage="en">
<context>
    <name>BlueMoonCityView</name>
    <message>
        <source>The {colour} dragon. {name} cards move it. Contributing where it stands earns a golden scale.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The obelisk: {goal} offerings win.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{people} ({colour}), value {value}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{n} of {total} left</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>nothing</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The courtyard: everyone starts here. Standing here, offer crystals to the obelisk.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{building}. Boxes (left to right): {boxes}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Majority bonus (most markers; a tie goes to the farther-left marker): {r}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Construction bonus, to every contributor: {r}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Neighbourhood bonus, once rebuilt, to each contributor of a neighbour completed later: {r}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Pay</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Draw {n}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A people card, face down.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Golden scales</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Dragons beside the city</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Peoples</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Deck · {n}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Discard · {n}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Game over: {who} won: {reason}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Contribute: click a glowing box to pay it, or end the phase.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Reset: pick up to 2 cards to discard (or none), then draw.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Assembly Hall: click any tile to jump there, or stay.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cards pay {paid} of {value}, {lost} lost</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cards pay {paid} of {value}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Standing on the courtyard, offer {cost} crystals for the lowest free box.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Power ({phase} phase): {power}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the next scale triggers scoring</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>all three fly over the city</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The game is over.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Game over: {reason}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Click any tile: the {dragon} dragon flies there.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Click a glowing tile: the {dragon} dragon walks there (up to {n} steps).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Click any tile: your figure flies there.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No steps left: play a glowing power card, or end the movement.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Pay the box: the cheapest cards are raised; click cards to change them, then Pay.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Courtyard: click the next obelisk box to offer crystals, or end the phase.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{building}: {people} box {value}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Wait: it is {name}&apos;s turn.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Player {n}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Discard {d}, draw {n}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Offered! A glowing Pillar card makes a further offering; or end the phase.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Dragons give</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Completes it! You get</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>you</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Last scale of the pool: golden scales are scored</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Dragons: 1st box only</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Majority bonus: {who}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>to neighbours</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Obelisk</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Pay {value} with cards of any one people (Royal Palace).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Pay {value} with {people} cards ({colour}); Khind counts 1 and two Mimix 1s or 2s count 3 in any colour, Hoax recolours.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Courtyard</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>offer crystals here</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>next</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>bluemooncity</name>
    <message>
        <source>any people</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the Courtyard</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Play a Vulca, Terrah or Aqua card to move a dragon.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>There is no power waiting for a target.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Choose up to two cards to discard: the reset cannot be skipped.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Offerings to the obelisk are made on the Courtyard: walk there first.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Only one offering per turn; a Pillar card of value 1 or 2 allows one more.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>You have no marker left, so you cannot make an offering.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The obelisk is full.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The next obelisk box costs {cost} crystals and you have {have}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>That is not a move of Blue Moon City.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>That move is missing a detail or has one too many.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>First choose the target of the power you played, or cancel it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>First choose where the dragon goes, or cancel the power.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Figures move only onto tiles of the city.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>You can move only {steps} more orthogonal steps (no diagonals); a grey Flit card takes you farther.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Dragons land only on tiles of the city.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>With a value-2 card the dragon moves 1 to {n} orthogonal steps.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>You can only play cards from your hand.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cards of value 3 have no power.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{people} cards work in the contribution phase, as part of paying a box or an offering.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The {dragon} dragon is still beside the city: only a value-1 card can fly it in.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>An offering uses no card, or one Pillar card.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>You can only discard cards from your hand.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>In the reset phase you may discard at most two cards.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Moving and the powers of Vulca, Terrah, Aqua and Flit belong to the movement phase.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Contributions and offerings belong to the contribution phase.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cards are discarded for new ones in the reset phase.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>You can contribute only to the building your figure stands on.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The Courtyard has no boxes: here you make an offering to the obelisk.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>This building is already rebuilt.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>This building has no such box.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>That box already holds a marker.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>You have no marker left, so you cannot contribute.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Pay with cards from your hand.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Every card must count: use {people} cards, Khind as a wild 1, two Mimix as a wild 3, or Hoax to recolour.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>These cards are worth {worth}; this box needs at least {value}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A Pillar card gives a further offering: make a normal offering first.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A further offering needs a Pillar card of value 1 or 2 from your hand.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Your figure already stands there.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Your cards cannot pay this box: it needs {people} cards worth {value}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{n} (+{k} after the turn)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>reached {n} offerings to the obelisk</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>every player ran out of markers: a draw</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the city is rebuilt and nobody can offer more: most offerings, then crystals</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>time limit: most offerings, then most crystals</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Offerings</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Crystals</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Golden scales</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Markers left</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cards</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{name}: play a movement power or end your movement</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{name}: choose any tile for your figure (Flit)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{name}: choose where the {dragon} dragon goes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{name}: jump from the Assembly Hall to any tile, or stay</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{name}: discard up to two cards, then draw two more than that</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{name}: move your figure one step or play a movement power</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{name}: move your figure up to {steps} steps or play a movement power</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Blue Moon City

Rebuild the city with the eight peoples and make offerings to the obelisk. With 2/3/4 players the first to make 6/5/4 offerings wins at once.

Set-up: the Courtyard in the middle, the Fire Temple (north), Royal Palace (east), Earth Temple (south) and Water Temple (west) around it, the other 16 buildings shuffled ruin side up. Dragons wait beside the city. 7/10/12 golden scales for 2/3/4 players; 10 markers and a figure each on the Courtyard; 8 cards each from the 80.

Your turn: 1. Move 0-2 orthogonal steps. 2. Contribute on the tile you stand on: pay a box with cards of its colour worth at least its value (overpay is lost) and put a marker on it; several boxes per turn, each with its own cards; no marker, no contribution. On the Courtyard make one offering instead: the lowest free obelisk box, paid in crystals. 3. Reset: discard 0-2 cards and draw two more than you discarded. The turn passes.

Powers (values 1 and 2; a card is used for its value or its power, never both):
{peoples}

Dragons: contributing on a tile with dragons gives one golden scale per dragon, only for your first contribution of the turn, never at the Courtyard.

Completing a building: the majority bonus goes to the most markers (a tie goes to the marker farther left); every contributor takes the construction bonus and, once per neighbour, the neighbourhood bonus of each adjacent rebuilt building. Markers come back, the tile flips. Reward cards join your hand after the turn.

Golden scales: when the last one leaves the pool, the sole leader gains 6 crystals (tied leaders 3 each), everybody else with at least 3 scales gains 3; those paid return their scales.

Crystals are secret and unlimited. If the city is rebuilt and nobody can reach the goal, play on until nobody can offer: most offerings wins, then most crystals, else a shared win. If every player runs out of markers first, the game is a draw.

Readings taken: the palace boxes take one people each of any colour; a Flit value-1 jump keeps the steps you have left; several Hoax cards may help one contribution; reward cards of all contributors join their hands when the current turn ends; every card of a paid set must count; golden-scale scoring waits until all rewards of a completed building are handed out; a dragon may land on the Courtyard but gives nothing there; the game ends as soon as the city is rebuilt and no player has the crystals and a marker for the next obelisk box; a phase where only &apos;go on&apos; is possible passes by itself.

Variants: &apos;Everything random&apos; shuffles the start tiles in too. &apos;2006 edition scale pool&apos; uses 9/12/15 golden scales (the FFG/Kosmos numbers). &apos;Everybody returns scales&apos; makes every player return their golden scales at a scoring, paid or not (Knizia&apos;s original rule). &apos;Expansion buildings&apos; fills the corners:
{abilities}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{who} moved {n} steps.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{who} jumped to another tile.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{who} played Flit for two extra steps.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{who} moved the {dragon} dragon.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{who} paid a {value} box of the {building} (cards spent: {n}).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{who} took {n} golden scales from the dragons.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The {building} is rebuilt; {who} takes the majority bonus.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Golden scales scored: {parts} crystals.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{who} made an offering to the obelisk ({n} so far).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{who} discarded {d}, drew {n}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The discard pile was shuffled into a new deck.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{who} takes {n} reward cards into hand.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{who} wins Blue Moon City!</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Done contributing</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cancel the power</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Move to row {r}, column {c}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Dragon to row {r}, column {c}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Play {people} {value}: {power}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Pay the {people} {value} box</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Make an offering ({cost} crystals)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Discard {cards}, draw {n}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{who} moved one step.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{who} took a golden scale from the dragon.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{who} takes a reward card into hand.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Every player is out of markers: the game is a draw.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Done moving</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Stay here</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Further offering with Pillar</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Keep all cards, draw 2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Everything random</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Only the courtyard is fixed in the middle; the start tiles are shuffled in too.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Expansion buildings</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The four expansion buildings fill the corners, with their abilities.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>2006 edition scale pool</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Use 9/12/15 golden scales for 2/3/4 players as in the FFG/Kosmos edition instead of the 2018 edition&apos;s 7/10/12.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Everybody returns scales</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>At golden-scale scoring every player returns their scales, paid or not (the designer&apos;s original rule, changed by the publishers).</source>
        <translation type="unfinished"></translation>
    </message>
</context>
</TS>
