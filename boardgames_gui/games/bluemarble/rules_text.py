"""The rules of Blue Marble in plain words (Help > Rules), with the readings we took."""

RULES_TEXT = """\
Blue Marble (부루마불)

Fly round the world, buy its cities, build villas, buildings and hotels, and collect
tolls until everybody else is bankrupt. Money is counted in thousands of won (₩K).

SET-UP
- 2 to 4 players. Everybody starts on START with ₩2,930K (3-4 players); with 2 players
  each starts with twice that, ₩5,860K.
- The 30 Golden Key cards are shuffled face down.

YOUR TURN
- Roll both dice and move your plane clockwise by the sum. Doubles: roll again after the move.
- Each time you pass START you receive a salary of ₩200K from the bank, also when a
  Golden Key moves you past it.
- Land on a deed nobody owns: you may buy it at its price (buying is optional). Each deed
  has one owner.

THE FORMAL GAME: TWO HALVES
First half - a land grab. Nobody pays tolls and nobody builds.
- When only 5 or 6 deeds are left with the bank (we check after every move, also before
  the extra roll of doubles, so it starts with 6 or 5 left), each remaining deed is offered to all players in turn at its price. If several
  players apply, each of them rolls a pair of dice and the highest roll takes it (ties
  roll again). A deed nobody applies for stays with the bank and can still be bought by
  landing on it. Then the second half begins.
Second half - building and tolls.
- At its start every player, in turn, may build on their cities.
- On your turn (before you roll) you may build on any city you own, or sell buildings
  back to the bank at their price. The rulebook says only "during your turn"; the variant
  "Build also after your move" opens a second chance after your move. Each city can be changed once per turn; you may go up
  (or down) several levels in one step.
- Levels: 1 villa, 2 villas, a building, a hotel. The cost of a level is on the deed
  (villa, twice the villa, building, hotel); going up pays the difference between the two
  levels, and the replaced pieces go back to the bank.
- The six special deeds - Jeju, Concorde, Busan, Queen Elizabeth, Columbia and Seoul -
  take no buildings; owning several does not raise their toll.
- Landing on another player's deed, you pay the toll for its current level.

CAN'T PAY?
- Sell buildings to the bank at their price, or hand a deed (with its buildings) to the
  player you owe. No change is given if the deed is worth more than the debt.
- Owing the bank or the Welfare Fund, you may hand the deed to the bank instead.
- If even that is impossible (no cash enough and no deed left), you are bankrupt and out:
  your cash goes to the creditor, your kept cards go back under the deck.
- The last player not bankrupt wins.

GOLDEN KEY
- Draw the top card, carry it out, and put it under the deck.
- Preferential Ticket: keep it and show it once to pass another player's deed (or a
  fare) free; then it goes back under the deck.
- Island Escape: keep it and use it once to leave the Deserted Island. On your turn you
  may offer it for sale to another player at a price you name.
- Periodic income tax, building repairs and crime prevention: from the second half only.
- Half-price sale: in both halves - sell your most expensive property to the bank at half
  its price (in the second half with its buildings, which count in its price).
- Party invitation: each other player chooses a prize of ₩0, ₩50K or ₩100K; the bank pays.

DESERTED ISLAND
- Landing there you are stranded for three turns. On each of those turns you roll: with
  doubles you leave at once and move by that roll (no extra roll); otherwise you stay.
  The escape card frees you; then you roll normally.
- In the second half you still collect tolls while stranded.

SOCIAL WELFARE FUND
- Landing on the donation space you pay ₩150K into the fund.
- Landing on the reception space you take the whole fund; nothing if it is empty.

SPACE TRAVEL
- Landing there you board the Columbia and pay its owner a ₩200K fare (free if nobody
  owns Columbia). On your next turn you fly to any space you choose without rolling, and
  receive the salary if you pass START.

THE OPTIONAL GAME
- Every player receives ₩1,000K more.
- The deeds are drafted: with 4 players the seats take 1, 2, 3, 4 deeds, then 4, 3, 2, 1,
  then 2 each, paying the price to the bank. With 2 or 3 players the same two rounds are
  followed by "2 each" rounds until the deeds run out. You may pass a pick.
- Seoul is auctioned last: bid in turn in steps of ₩10K, a pass is final; the highest
  bid buys it.
- Then play as in the second half of the formal game.

VARIANTS (switches in the new-game dialog, all off by default)
- Tolls from the first turn: the usual quick game, second-half rules from the start.
- Three doubles: rolling doubles three times in a row sends you to the Deserted Island.
- Build only when landing: you may build on a city only when your plane stops on it.
- Limited building supply: 30 villas, 18 buildings and 21 hotels in the box.
- Take-over (인수), a modern house rule: after paying the toll on another player's city
  you may buy it with its buildings for twice its price; the owner cannot refuse.
- Island bail, a house rule: while stranded you may pay ₩100K to the bank and roll as usual.
- Round limit: after that many rounds the richest player (cash plus deeds and buildings
  at their price) wins. The same scoring ends a game that reaches the action limit.
- Time limit (the rulebook's tip "set an end time"): a clock on the board counts down the
  minutes of play; when it runs out the richest player wins, scored as above. The time
  left is saved with the game.
- Build also after your move: besides before rolling, you may build or sell once more
  after your move, before the next player rolls.

WHERE THE RULEBOOK IS UNCLEAR
- Tolls use the deed's level table (land, 1 villa, 2 villas, building, hotel); a higher
  level replaces the lower one.
- The Space Travel fare and the Concorde / Queen Elizabeth card fares are tolls: they are
  paid only when tolls are paid (second half). The card fare is the carrier's toll.
- Escaping the island with doubles, you move by that roll (the rulebook's "throw once
  more" is read as moving by the doubles you threw). The variant "Island: doubles, then
  throw again" takes it word for word: you throw once more and move by the new throw
  (no extra turn even if it is doubles).
- Landing on the island or at Space Travel ends your turn even after doubles.
- Passing START includes stopping on it; going backwards never pays the salary.
- World Tour: you go once round to the same space, collect the salary and the Welfare
  Fund as you pass the reception, and do not draw again.
- Seoul's auction may open at any bid from ₩10K.

SECRET OPERATIONS (tips from the rulebook)
1. Operation Carnegie: in the first half, notice where the planes often stop; in the
   second half, put buildings or hotels there.
2. Operation Ford: when an opponent's plane comes close to one of your deeds, sell a
   building elsewhere and build a hotel right in front of them.
3. Operation 36: in the second half, fly from Space Travel to the Deserted Island and
   rest there, collecting tolls while the others run the board.
4. Operation Lincoln: choose your most promising deeds and build them up high; a few
   hotels beat a villa in every corner of the world.
5. Operation Normandy: keep your Golden Key cards for the moment that matters most.
"""
