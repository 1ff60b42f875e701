"""The in-app rules text of 18Korea: what each round does and every reading this app plays by.

The readings K1-K42 (the project's choices where the machine-translated rulebook is unclear) are
told to players as rules marked "(the app's choice)", and the rules the project designed where the
rulebook is silent as "the app's own rule": no reading numbers in what players read (issue 15)."""

from __future__ import annotations

from ...engine.i18n import tr
from .asset_texts import RULES_TEXT_CARDS, RULES_TEXT_ROUTE_CARDS
from .or_texts import CTX, RULES_TEXT_OR
from .war_texts import RULES_TEXT_WAR

RULES_TEXT_CORE = """18Korea

Railway companies race across the Korean peninsula before and after the Korean War. Players are
  investors: they found companies, buy their shares and, as directors, run them. The richest player
  wins: cash plus shares at the market price.

The printed rulebook is unclear on some points. There this text says how this app plays, marked
  "(the app's choice)"; where the rulebook says nothing, the rule this app adds is marked "the app's
  own rule".

Set-up
- 2 to 5 players start with ₩800, ₩530, ₩400 or ₩320, and may hold 28, 20, 16 or 14 certificates (a
  director's certificate counts as one).
- Five North companies form the pre-war row of the IPO; six South companies are drawn, three pre-war
  and three post-war (four and four with five players).
- Each company has ten shares: the director's certificate of 20% and eight of 10%.

Asset draft
- One card of each tier A, B and C per player lies face up. Players take one card each in the order
  1-2-3-4-5, 5-4-3-2-1, 5-4-3-2-1, never a tier they already hold (as the rulebook prints it; the
  true snake 1-…-5, 5-…-1, 1-…-5 is a variant).
- Two players draw 2 of each tier twice: player 1 takes one and player 2 two, then player 2 one and
  player 1 two; the rest leave the game (the app's choice).

Stock round
- On your turn sell any number of shares and buy one, in any order, then end the turn; or sell and
  auction a director's certificate; or pass.
- A share costs the price its token shows: from the company's treasury the money goes to the
  company, from the bank pool to the bank (the app's choice). You may hold 60% of a company from its
  treasury (70% with two players); pool shares may take you above that. You may not buy a company
  you sold in this round (the app's choice).
- Sales go to the bank pool, which holds at most half of a company. Each share is paid at the price
  the token shows; when the director sells, the token then drops a square per share (the app's
  choice). The director's certificate never goes to the pool.
- A player holding strictly more shares than the director takes the director's certificate and gives
  two shares for it; after a sale the player with the most takes it, a tie going to the first
  clockwise from the old director (the app's choice).
- Auction: the initiator bids from ₩0 in steps of ₩5; then each player from their left raises or
  passes for good. Nobody may bid more than their cash and the shares they could sell, less twice
  the lowest par. The winner may sell shares, pays the bid to the bank, chooses a par price (60 to
  100 before the war, 60 to 200 after) and pays twice the par into the treasury. The initiator's
  turn ends, whoever won (the app's choice).
- Before the war the North row and the pre-war South row may be auctioned; after it, the South rows.
  None in the last stock round.
- A pass puts your pass token out; an action takes it back. When every token is out the round ends;
  the next stock round goes in the order of the tokens.
- Over the certificate limit you must sell down during your turn (the app's choice).

End of the game
- A bankruptcy ends the game at once; a price of 460 or 500 at the end of that OR; the first
  8E-train bought leads to one last stock round and one last set of operating rounds (the app's
  choice).
- Each player scores cash plus every share at the market price, the director's certificate as two.
  Treasuries count nothing; a bankrupt player is last (the app's choice).
- The app's own rule: when no company is in play and nobody can start one (the war closed them all
  and the cash is spent), the game ends after that stock round and the richest player wins.
- The app's own rule: if another player's sale has filled a pool since the bids, an auction winner
  who can no longer pay both the bid and the lowest par still founds the company at the lowest par,
  the bank taking the bid as far as the cash allows.

"""


RULES_TEXT_MAP = """Map, tiles and stations
- A city pays what the tile on it shows: a small city 10, a big city 20, 30, 40 or 50 from yellow to
  gray; the North's N tiles pay 30 and 40 and never turn brown. An off-board area pays the value of
  the current era, or of the latest era that has one (the app's choice).
- Every land hex may be built on: the map has no gray hexes (the app's choice). An off-board area
  joins only the hexes its printed track stubs face; no track leads into its other edges (the app's
  choice).
- Tiles are limited: 24 yellow and 20 green city tiles, 19 yellow and 6 green small-city tiles, 8
  brown city tiles (plain yellow track is unlimited). A replaced or removed tile goes back at once;
  a lay whose tile is out of stock cannot be made (the app's choice).
- A station waiting outside a hex counts for routes and train trades only while no lay or upgrade
  could give it a seat. It never takes a seat or blocks a city, and its company may always build
  track from it (the app's choice).
- Some home cities lie side by side (Pyongyang, Nampo, Sariwon and Haeju; Seoul, Incheon, Suwon and
  Kaesong; Cheongju, Daejeon and Jeonju), so early stations there can block each other (the app's
  choice).
- The 30 asset cards are split 10 to each tier A, B and C; the split is the app's choice."""


def rules_text() -> str:
    return (
        tr(CTX, RULES_TEXT_CORE)
        + "\n\n"
        + tr(CTX, RULES_TEXT_OR)
        + "\n\n"
        + tr(CTX, RULES_TEXT_MAP)
        + "\n\n"
        + tr(CTX, RULES_TEXT_WAR)
        + "\n\n"
        + tr(CTX, RULES_TEXT_CARDS)
        + "\n"
        + tr(CTX, RULES_TEXT_ROUTE_CARDS)
    )
