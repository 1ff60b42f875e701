"""The rules browser's text for Millionaire (Миллионер), both editions; the Elite
edition's own section follows it (`elite_texts.ELITE_RULES_TEXT`).

Where the rule text leaves a question open, the text says in plain words how the game
plays it (the design notes' readings M1-M28 are cited in the code, not to players);
figures the rule text does not give are house values (M26).
"""

RULES_TEXT = """Millionaire (Миллионер)

An economic game for 2 to 6 players, in two editions: Classic and Elite. Everyone starts
with 2,000 F on START. The last player who is not bankrupt wins.

The board
- 40 cells round a square, numbered clockwise from START; the corners are START, Tax
  Inspection, Jackpot and Tax Police.
- Classic: 24 plots in 8 industries of 3 (the "most expensive plots in the
  middle of each side" belong to Elite). Elite: 8 industries of 2 or 3 plots and the central
  industry, four plots of 500 F in the middle of the sides.
- Prices, rents, taxes and building prices are house values: the rule text does not print
  them.

Your turn
- Before you roll you may build, sell buildings, mortgage, redeem mortgaged plots and offer
  a trade. Then roll two dice and move clockwise.
- Doubles: after your move, roll again. Three doubles in a row send you straight to the
  jail cell with no circular income, and your turn ends: Tax Police in Classic, Tax
  Inspection in Elite.
- After the move you may build, sell, mortgage and trade, then end your turn.

START
- Each time a forward move passes or reaches START you receive the circular income,
  200 F (Elite: plus 20 % of your shares' value). Backward moves never pay. A Classic
  Movement card that ends on START pays nothing; the Elite card "Advance to START" pays
  in full.

Plots
- On a free plot you buy it at its price or decline it. A declined plot is auctioned at
  once: in Classic the decliner names the starting price (a multiple of 10 F);
  in Elite it is half the printed price. Starting after the decliner, every player in turn
  bids at least the starting price, then at least 10 F more than the high bid, or passes
  for good; the decliner bids last in the round. Nobody bids above their cash. The highest
  bidder pays the bank; with no bid the plot stays free.
- On another player's plot you pay its rent. A single plot earns its base rent; the owner
  of the whole industry (the monopolist) earns double, and more with buildings: 1 branch
  ×5, 2 branches ×15, 3 branches ×40, an enterprise ×60 of the base rent. A mortgaged plot
  earns nothing. Central plots (Elite) earn 60, 125, 250 or 500 F by how many of them
  the owner holds.

Building
- Only a monopolist builds, on their own turn, before the roll or after the move, any
  number of pieces their cash allows.
- Evenly: one branch on each plot of the industry, then the second, then the third; then
  enterprises. An enterprise replaces the plot's three branches, which go back to the bank.
  A branch and an enterprise cost the same.
- Selling goes evenly the other way, at half the price. An enterprise sold leaves three
  branches in its place.
- The bank holds 24 branches and 12 enterprises; a piece it does not have cannot be built
  (switch "Limited pieces", on by default).

Mortgage
- A plot is mortgaged only when no plot of its industry has a building: sell them first,
  evenly. The bank pays half the price.
- Redeem it at the start of your own turn, before you roll, for half the price plus 10 %
  of the price.
- A mortgaged plot earns no rent, pays no tax, breaks the monopoly and cannot be traded.

Trades
- On your turn you may offer another player any mix of your plots, money and kept cards
  for any mix of theirs. Plots whose industry has buildings and mortgaged plots cannot be
  traded. The other player accepts or rejects; an accepted trade happens at once.

Debts and bankruptcy
- When you owe more than your cash you raise money: sell buildings at half, mortgage
  plots, and in Elite sell shares. Then you pay.
- If even all of that would not cover the debt you go bankrupt: your cash goes to the
  creditor and the bank pays them the rest; your buildings go back to the bank, your plots
  return to the board unowned and unmortgaged, shares and policies to the bank, kept cards
  under their decks. You leave the game.
- The bank never runs out of money.

The end
- The last solvent player wins.
- Switch "Short game": the first player with an enterprise on every plot of
  one industry wins at once.
- Round limit (the timed game): when the limit is reached the game ends after
  that round, so that everyone has had as many turns. The wealthiest player wins: cash,
  unmortgaged plots at their price, mortgaged plots at 40 % of it, buildings at what they
  cost, and in Elite shares at the current price. Ties share the win.

Classic cells
- Movement and Chance: draw a card. Chance cards you cannot carry out at once are kept
  until you can.
- Charity Fund and White Business pay only when a Movement card's move ends on them: the
  fund's whole content, or 100 F from the bank. Switch "pay on any arrival".
- Black Business: fly to the Charity Fund and pay 50 F into it, with no circular income
  and without taking the fund.
- Tax Inspection: pay the land tax of your unmortgaged plots.
- Tax Police: pay 50 F before rolling, or try for doubles on your next three turns; after
  the third failure pay 50 F and move by that roll.
- Jackpot: bet 10-100 F and roll one die for each of the three columns; the bank pays the
  winning combinations and a lost bet stays in the Jackpot box (switch "prize on
  top of the returned bet").
"""
