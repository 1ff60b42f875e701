<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="ko_KR" sourcelanguage="en">
<context>
    <name>18korea</name>
    <message>
        <source>The asset cards left over leave the game.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The draft is over.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A stock round begins.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Every player has passed: the stock round ends.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{player} sells {count} of {company} for {amount}; the price is {price}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{player} buys a share of {company} for {price}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{player} becomes the director of {company}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{player} auctions {company} with a bid of {amount}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{player} bids {amount} for {company}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{player} passes in the auction of {company}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{player} wins {company} for {amount}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{company} cannot be founded after all and stays unfounded.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{player} pays {amount} to the bank.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{player} founds {company} at par {par}, paying {amount} into its treasury.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{player} ends the turn.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{player} passes.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{player} takes {card}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>yellow</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>green</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>brown</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>gray</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Operating rounds of set {set} begin.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Operating round {set}.{number} begins.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Operating round {set}.{number} ends.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{company} operates.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{company} must open a seat in {hex} with its first track action.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{company} places its home station in {hex}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{company} lays tile {tile} on {hex}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Stations waiting outside {hex} take seats.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{company} builds a station in {hex} for {price}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{company} runs for {revenue}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{company} earns nothing this time.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{company} pays {revenue} out.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{company} holds {revenue}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{company}&apos;s share price moves to {new}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{company} buys a {train}-train for {price}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{buyer} buys {seller}&apos;s {train}-train for {price}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{buyer} offers {price} for {seller}&apos;s {train}-train.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{seller} rejects the offer.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The {train}-trains rust.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{company} loses its {train}-trains.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The train limit is now {limit}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{company} discards a {train}-train.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The {era} era begins.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The 2-trains leave the market.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A {train}-train is exported.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The Korean War card is exposed.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The end of the game is near.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{company} must buy a train.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{player} pays {amount} towards {company}&apos;s train.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{player} sells {count} share of {company} to pay for a train.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{player} is bankrupt.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{company} ends its turn.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The game is over.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Give each train one route (or none).</source>
        <translation>열차마다 노선을 하나씩 (또는 없이) 정하세요.</translation>
    </message>
    <message>
        <source>The {train}-train&apos;s route must join at least two stops.</source>
        <translation>{train}열차의 노선은 정차역을 두 곳 이상 이어야 합니다.</translation>
    </message>
    <message>
        <source>The {train}-train&apos;s route has none of {company}&apos;s stations.</source>
        <translation>{train}열차의 노선에 {company}의 역이 하나도 없습니다.</translation>
    </message>
    <message>
        <source>The {train}-train counts only {distance} stops; this route has more.</source>
        <translation>{train}열차는 정차역을 {distance}곳까지만 셉니다. 이 노선은 그보다 많습니다.</translation>
    </message>
    <message>
        <source>The {train}-train&apos;s route names a stop that is not on the map.</source>
        <translation>{train}열차의 노선에 지도에 없는 정차역이 있습니다.</translation>
    </message>
    <message>
        <source>The {train}-train&apos;s route follows track that is not on the map.</source>
        <translation>{train}열차의 노선이 지도에 없는 선로를 따라갑니다.</translation>
    </message>
    <message>
        <source>The {train}-train&apos;s route leaves the track.</source>
        <translation>{train}열차의 노선이 선로를 벗어납니다.</translation>
    </message>
    <message>
        <source>The {train}-train visits {place} twice.</source>
        <translation>{train}열차가 {place}을(를) 두 번 지나갑니다.</translation>
    </message>
    <message>
        <source>The {train}-train runs through {place}: a continent or a sea can only start or end a route.</source>
        <translation>{train}열차가 {place}을(를) 지나갑니다. 대륙이나 바다는 노선의 처음이나 끝에만 올 수 있습니다.</translation>
    </message>
    <message>
        <source>The {train}-train runs through {place}, which other companies&apos; stations block: a blocked city can only start or end a route.</source>
        <translation>{train}열차가 다른 회사의 역으로 막힌 {place}을(를) 지나갑니다. 막힌 도시는 노선의 처음이나 끝에만 올 수 있습니다.</translation>
    </message>
    <message>
        <source>The {train}-train uses the same track twice.</source>
        <translation>{train}열차가 같은 선로를 두 번 씁니다.</translation>
    </message>
    <message>
        <source>With two or more express trains every one runs: the {train}-train has a route.</source>
        <translation>급행열차가 둘 이상이면 모두 달려야 합니다. {train}열차가 달릴 노선이 있습니다.</translation>
    </message>
    <message>
        <source>The {train}-train and the {other}-train share track.</source>
        <translation>{train}열차와 {other}열차가 선로를 함께 씁니다.</translation>
    </message>
    <message>
        <source>a player went bankrupt: the richest of the others wins</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a share price reached 460 or 500: the richest player wins</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the last set after the first 8E-train is over: the richest player wins</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the richest player when the game was cut off</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Worth</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cash + shares at market</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cash</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Shares</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Every share at the market price</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Bankrupt</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Operating rounds. Two per set. The next company is always the face-up token with the highest
price, the leftmost on a shared square (K8). A company&apos;s turn: home station in its first OR (a
free seat; else the lay or upgrade that opens one, as its first track action; else an outer
station: K19, K21), then 3 track points (yellow lay 1, upgrade 2, one build per hex, terrain cost
on yellow lays), then one station in a reached metropolitan city at the charter price (K17), then
the run (the computer proposes the best routes; with two or more express trains all of them run
and the company earns the lowest-numbered one&apos;s run times their number, or the lowest-earning
one&apos;s in the variant: K16), then dividend or hold (K7: below the price no move, from the price +1,
from twice the price +2; hold -1; zero revenue pays nothing and does not move), then trains.
Outer stations waiting in a hex take seats an upgrade opens, chosen by the laying director (K23).

Trains. Only the lowest train in the market may be bought; a company at the limit cannot buy (K13).
Trains may be bought from a company sharing a city or joined by track for at least 1, if its
director accepts; not in the last set (K14). A company ending its turn without a train must buy
the lowest market train: its treasury pays all it has, the director the rest, selling shares one
certificate at a time if need be, never changing a director; still short is bankruptcy (K15).
The first 4 rusts the 2s and the limit falls to 3; the first 6E rusts the 3s, limit 2; the first
8E rusts the 4s. Companies over a new limit discard. After the last OR of a set one 3- or
4-train is exported (K12). The end of an OR: a pending war, then the export, then the next round
(K11). The first 8E bought: the set ends, one last stock round and one last set without track,
stations or trades between companies (K37). A price of 460 or 500 ends the game after that OR.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>18Korea

Railway companies race across the Korean peninsula before and after the Korean War. Players
are investors: they found companies, buy their shares and, as directors, run them. The richest
player wins: cash plus shares at the market price.

Set-up
- 2 to 5 players start with ₩800, ₩530, ₩400 or ₩320, and may hold 28, 20, 16 or 14
  certificates (a director&apos;s certificate counts as one).
- Five North companies form the pre-war row of the IPO; six South companies are drawn, three
  pre-war and three post-war (four and four with five players).
- Each company has ten shares: the director&apos;s certificate of 20% and eight of 10%.

Asset draft
- One card of each tier A, B and C per player lies face up. Players take one card each in the
  order 1-2-3-4-5, 5-4-3-2-1, 5-4-3-2-1, never a tier they already hold (reading K26; the true
  snake 1-…-5, 5-…-1, 1-…-5 is a variant).
- Two players draw 2 of each tier twice: player 1 takes one and player 2 two, then player 2
  one and player 1 two; the rest leave the game (reading K27).

Stock round
- On your turn sell any number of shares and buy one, in any order, then end the turn; or sell
  and auction a director&apos;s certificate; or pass.
- A share costs the price its token shows: from the company&apos;s treasury the money goes to the
  company, from the bank pool to the bank (reading K3). You may hold 60% of a company from
  its treasury (70% with two players); pool shares may take you above that. You may not buy a
  company you sold in this round (reading K4).
- Sales go to the bank pool, which holds at most half of a company. Each share is paid at the
  price the token shows; when the director sells, the token then drops a square per share
  (reading K6). The director&apos;s certificate never goes to the pool.
- A player holding strictly more shares than the director takes the director&apos;s certificate
  and gives two shares for it; after a sale the player with the most takes it, a tie going to
  the first clockwise from the old director (reading K5).
- Auction: the initiator bids from ₩0 in steps of ₩5; then each player from their left raises
  or passes for good. Nobody may bid more than their cash and the shares they could sell, less
  twice the lowest par. The winner may sell shares, pays the bid to the bank, chooses a par
  price (60 to 100 before the war, 60 to 200 after) and pays twice the par into the treasury.
  The initiator&apos;s turn ends, whoever won (readings K1, K2).
- Before the war the North row and the pre-war South row may be auctioned; after it, the South
  rows. None in the last stock round.
- A pass puts your pass token out; an action takes it back. When every token is out the round
  ends; the next stock round goes in the order of the tokens.
- Over the certificate limit you must sell down during your turn (reading K4).

End of the game
- A bankruptcy ends the game at once; a price of 460 or 500 at the end of that OR; the first
  8E-train bought leads to one last stock round and one last set of operating rounds
  (reading K37).
- Each player scores cash plus every share at the market price, the director&apos;s certificate as
  two. Treasuries count nothing; a bankrupt player is last (reading K38).
- [designed] If another player&apos;s sale has filled a pool since the bids, an auction winner who
  can no longer pay both the bid and the lowest par still founds the company at the lowest
  par, the bank taking the bid as far as the cash allows.
</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Sell shares, buy one share or auction a director&apos;s certificate, or pass.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Auction of {company}: the high bid is {high}. Raise by ₩5 or more, or pass for good.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>You won {company} for {bid}: sell shares if you need to, then choose its par price.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Take one asset card of a tier you do not hold yet.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Take an asset card.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>You are over the certificate limit of {limit}: sell shares.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Sell more, buy a share if you have not, or end your turn.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Certificates</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Directs</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Asset cards</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Express scoring</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>With two or more express trains a company earns one train&apos;s run times their number: the lowest-numbered train&apos;s (as the rulebook says), or the lowest-earning one&apos;s.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Lowest-numbered express train</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Lowest-earning express train</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Draft order</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The order players take asset cards in: as printed in the rulebook, or a true snake.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>1-2-3-4-5 / 5-4-3-2-1 / 5-4-3-2-1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>1-2-3-4-5 / 5-4-3-2-1 / 1-2-3-4-5</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>That move is not written the way this game reads it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>That asset card is not on offer.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>You already hold a tier {tier} card: take a card of a tier you do not have yet.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>You do not hold {count} shares of {company} to sell.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The bank pool may hold at most half of {company}: that sale would pass it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The director&apos;s certificate of {company} can change hands only to another player holding 20% or more.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>That sale would change {company}&apos;s director.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>You hold {held} certificates, over the limit of {limit}: sell down before your turn ends.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>You have already acted this turn: end your turn instead of passing.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>You have done nothing this turn: pass instead.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>You have already bought this turn: one share or one auction per turn.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{company} has not been founded: its director&apos;s certificate must be auctioned first.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>You sold shares of {company} in this stock round and may not buy it again in it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>There is no share of {company} there to buy.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>You may hold at most {cap}% of {company} from its treasury; only shares in the bank pool may take you above that.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>That would take you over the certificate limit of {limit}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A share of {company} costs {price}; you have {cash}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{company} cannot be auctioned now.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Bids go in steps of ₩5.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The high bid is {high}: bid at least {least}, or pass.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>You can bid at most {most}: a bid and twice the lowest par must be within your cash and the shares you could sell.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The par price must be from {low} to {high}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The bid of {bid} and the {amount} capital need more than your {cash}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Take {card}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Sell {count} of {company}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Buy a share of {company}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Auction {company} with a bid of {bid}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Bid {amount}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Pass</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>End the turn</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Par at {price}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{company} is not at that step now: {prompt}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{company} must first lay or upgrade its home city {hex} so that its home station gets a seat.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{company} has already built on {hex} in this operating round.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>That needs {points} track points; {company} has {left} left.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Laying there costs {cost} for the terrain; {company} has {cash}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>That tile cannot be laid there in that rotation now.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No track is laid in the last set of operating rounds.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No stations are built in the last set of operating rounds.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{company} has no station token left.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The next station costs {price}; {company} has {cash}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{company} cannot build a station on {hex}: it must be a metropolitan city it reaches, with a free seat and none of its stations.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{problem}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Give one list of stops for each of {company}&apos;s {count} trains (an empty list for a train that does not run).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>There is no revenue to pay out or hold.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Only the lowest train in the market may be bought: now the {train}-train.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{company} already holds {count} trains, the limit now.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The {train}-train costs {price}; {company} has {cash}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Companies do not trade trains in the last set of operating rounds.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{company} and {seller} share no city and no track joins their stations.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{seller} has no {train}-train.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The price must be a whole amount from {least} up to what {company} has ({most}).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{company} has no {train}-train to discard.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Sell one certificate at a time until the train is paid for.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>That sale is not allowed now: the pool takes at most half of a company and no sale may change a director.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Choose {seats} of the stations waiting outside {hex}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{company}: lay or upgrade the home city {hex} to seat the home station.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{company}: lay or upgrade track ({points} track points left) or stop building.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{company}: build a station in a metropolitan city or skip.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{company}: run the trains.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{company} earned {revenue}: pay it out or hold it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{company}: buy trains or end the turn.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{company} is over the train limit: discard a train.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{buyer} offers {price} for {seller}&apos;s {train}-train: accept or reject.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{company} must buy a train: sell shares to raise the {shortfall} still missing.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Choose which stations waiting outside {hex} take the {seats} free seats.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Lay tile {tile} on {hex} (rotation {rotation})</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Stop building track</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Build a station on {hex}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Build no station</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Run the trains</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Pay a dividend</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Hold the revenue</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Buy a {train}-train</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Offer for {seller}&apos;s {train}-train</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Accept</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Reject</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Discard a {train}-train</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Sell {count} share of {company}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Seat the chosen stations</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Pyongyang Railway</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Sinuiju Railway</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Nampo Railway</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Sariwon Railway</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Haeju Railway</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Kaesong Railway</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Wonsan Railway</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Hamhung Railway</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Chongjin Railway</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Kanggye Railway</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Hyesan Railway</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Rajin Railway</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Seoul Railway</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Incheon Railway</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Suwon Railway</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Chuncheon Railway</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Gangneung Railway</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cheongju Railway</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Daejeon Railway</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Jeonju Railway</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Gwangju Railway</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Daegu Railway</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Busan Railway</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Andong Railway</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Miracle on the Han River</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Ulsan Industrial Complex</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The Local Rich</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Gyeongbu Line Concession</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>New Port Development</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Land Survey Bureau</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Local Administrator</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Express Timetable</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Defector</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Chaebol Founder</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Used-Train Dealer</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Anti-North Spy</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Tunnel Engineers</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Train Buyer</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Telegraph Office</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Mail Contract</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Coal Concession</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Stock Broker</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The Newest Parts</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Government Subsidy</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Outer Station Construction</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Extra Station</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Station Priority</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Evacuation Train</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Nakdong Defense Line</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Rolling Stock Reserve</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Ferry Terminal</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Repulsion of the North Army</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Track Gang</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Reconstruction Crew</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Hoeryong</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Rajin</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Musan</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Chongjin</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Manpo</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Hyesan</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Kanggye</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Kimchaek</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Sinuiju</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Sinpo</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Jongju</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Tokchon</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Hamhung</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Anju</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Pyongyang</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Wonsan</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Nampo</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Kosong</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Sariwon</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Pyonggang</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Sokcho</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Haeju</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Kaesong</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Chuncheon</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Seoul</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Gangneung</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Incheon</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Suwon</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Wonju</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Jecheon</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Samcheok</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Seosan</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cheonan</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Chungju</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Yeongju</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cheongju</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Sangju</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Andong</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Daejeon</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Gumi</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Gunsan</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Jeonju</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Daegu</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Pohang</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Namwon</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Gyeongju</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Ulsan</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Gwangju</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Jinju</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Masan</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Busan</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Mokpo</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Suncheon</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Yeosu</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Manchuria (Dandong)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Manchuria</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Manchuria (Ji&apos;an)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Manchuria (Changbai)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Manchuria (Yanji-Tumen)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Russia (Vladivostok)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Russia</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Yellow Sea (Nampo)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Yellow Sea</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>East Sea (Hungnam)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>East Sea</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>East Sea (Chongjin)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Yellow Sea (Incheon)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Yellow Sea (Mokpo)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>South Sea (Yeosu)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>South Sea</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>South Sea (Busan)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>East Sea (Pohang)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>East Sea (Gangneung)</source>
        <translation type="unfinished"></translation>
    </message>
</context>
</TS>
