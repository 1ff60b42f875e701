<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="ko_KR" sourcelanguage="en">
<context>
    <name>bluemarble</name>
    <message>
        <source>{who} rolled {d1} and {d2} ({total}).</source>
        <translation>{who}: 주사위 {d1}, {d2} (합 {total}).</translation>
    </message>
    <message>
        <source>{who} moved to {space}.</source>
        <translation>{who}: {space}(으)로 이동했습니다.</translation>
    </message>
    <message>
        <source>{who} passed START and received a salary of {amount}.</source>
        <translation>{who}: 출발을 지나 월급 {amount}을(를) 받았습니다.</translation>
    </message>
    <message>
        <source>{who} bought {city} for {price}.</source>
        <translation>{who}: {city}을(를) {price}에 샀습니다.</translation>
    </message>
    <message>
        <source>{who} passed on {city}.</source>
        <translation>{who}: {city}을(를) 사지 않았습니다.</translation>
    </message>
    <message>
        <source>{who} paid {amount} to {to}.</source>
        <translation>{who}: {to}에게 {amount}을(를) 냈습니다.</translation>
    </message>
    <message>
        <source>{who} donated {amount} to the Social Welfare Fund (now {fund}).</source>
        <translation>{who}: 사회복지기금에 {amount}을(를) 냈습니다 (기금 {fund}).</translation>
    </message>
    <message>
        <source>{who} received the Social Welfare Fund: {amount}.</source>
        <translation>{who}: 사회복지기금 {amount}을(를) 받았습니다.</translation>
    </message>
    <message>
        <source>{who} reached the Welfare Fund reception, but the fund is empty.</source>
        <translation>{who}: 사회복지기금 접수처에 왔지만 기금이 비어 있습니다.</translation>
    </message>
    <message>
        <source>{who} showed a Preferential Ticket and passed {to}&apos;s deed free.</source>
        <translation>{who}: 우대권을 보여 주고 {to}의 땅을 무료로 지나갔습니다.</translation>
    </message>
    <message>
        <source>{who} built up {city} to {what} for {cost}.</source>
        <translation>{who}: {city}에 {cost}을(를) 들여 {what}까지 지었습니다.</translation>
    </message>
    <message>
        <source>{who} sold buildings on {city} to the bank for {amount} (now {what}).</source>
        <translation>{who}: {city}의 건물을 은행에 {amount}에 팔았습니다 (이제 {what}).</translation>
    </message>
    <message>
        <source>{who} handed the {city} deed to {to} to settle a debt of {amount}.</source>
        <translation>{who}: 빚 {amount} 대신 {city} 땅문서를 {to}에게 넘겼습니다.</translation>
    </message>
    <message>
        <source>{who} drew a Golden Key: {title} ({ko}). {text}</source>
        <translation>{who}: 황금열쇠 {title} ({ko}). {text}</translation>
    </message>
    <message>
        <source>{who} received {amount} from the bank.</source>
        <translation>{who}: 은행에서 {amount}을(를) 받았습니다.</translation>
    </message>
    <message>
        <source>The card has no effect for {who} now.</source>
        <translation>지금은 {who}에게 이 카드의 효과가 없습니다.</translation>
    </message>
    <message>
        <source>{who} keeps the card for later.</source>
        <translation>{who}: 카드를 나중을 위해 보관합니다.</translation>
    </message>
    <message>
        <source>{who} sold {city} to the bank at half price: {amount}.</source>
        <translation>{who}: {city}을(를) 은행에 반값 {amount}에 팔았습니다.</translation>
    </message>
    <message>
        <source>{who} gave {host} a party prize of {amount} (paid by the bank).</source>
        <translation>{who}: {host}에게 파티 상금 {amount}을(를) 주었습니다 (은행이 지불).</translation>
    </message>
    <message numerus="yes">
        <source>{who} is stranded on the Deserted Island for {n} turns.</source>
        <translation>
            <numerusform>{who}: 무인도에 {n}턴 동안 갇혔습니다.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{who} stays on the Deserted Island ({n} turns left).</source>
        <translation>
            <numerusform>{who}: 무인도에 남습니다 ({n}턴 남음).</numerusform>
        </translation>
    </message>
    <message>
        <source>{who} rolled doubles and left the Deserted Island.</source>
        <translation>{who}: 더블이 나와 무인도를 탈출했습니다.</translation>
    </message>
    <message>
        <source>{who} rolled doubles three times and goes to the Deserted Island.</source>
        <translation>{who}: 더블이 세 번 나와 무인도로 갑니다.</translation>
    </message>
    <message>
        <source>{who} boarded the Columbia free; next turn they fly anywhere.</source>
        <translation>{who}: 컬럼비아호에 무료로 탔습니다. 다음 턴에 원하는 곳으로 날아갑니다.</translation>
    </message>
    <message>
        <source>{who} flew to {space}.</source>
        <translation>{who}: {space}(으)로 날아갔습니다.</translation>
    </message>
    <message>
        <source>{who} took over {city} from {owner} for {price}.</source>
        <translation>{who}: {owner}의 {city}을(를) {price}에 인수했습니다.</translation>
    </message>
    <message>
        <source>{who} offers the Island Escape card to {to} for {price}.</source>
        <translation>{who}: {to}에게 무인도 탈출권을 {price}에 팔겠다고 합니다.</translation>
    </message>
    <message>
        <source>{who} sold the Island Escape card to {to} for {price}.</source>
        <translation>{who}: {to}에게 무인도 탈출권을 {price}에 팔았습니다.</translation>
    </message>
    <message>
        <source>{who} did not buy the Island Escape card.</source>
        <translation>{who}: 무인도 탈출권을 사지 않았습니다.</translation>
    </message>
    <message numerus="yes">
        <source>Only {n} deeds are left: each is now offered to all players ({cities}).</source>
        <translation>
            <numerusform>땅문서가 {n}장만 남았습니다. 이제 남은 땅을 모두에게 하나씩 내놓습니다 ({cities}).</numerusform>
        </translation>
    </message>
    <message>
        <source>{who} applies for {city}.</source>
        <translation>{who}: {city}을(를) 신청합니다.</translation>
    </message>
    <message>
        <source>Roll-off for {city}: {parts}.</source>
        <translation>{city} 주사위 결정전: {parts}.</translation>
    </message>
    <message>
        <source>Nobody took {city}; it stays with the bank.</source>
        <translation>아무도 {city}을(를) 가져가지 않아 은행에 남습니다.</translation>
    </message>
    <message>
        <source>Nobody bid for {city}; it stays with the bank.</source>
        <translation>아무도 {city}에 입찰하지 않아 은행에 남습니다.</translation>
    </message>
    <message>
        <source>The second half begins: build, and tolls are paid from now on.</source>
        <translation>후반전이 시작됩니다. 이제부터 건물을 짓고 통행료를 냅니다.</translation>
    </message>
    <message>
        <source>{who} passed a draft pick.</source>
        <translation>{who}: 이번 선택을 건너뛰었습니다.</translation>
    </message>
    <message>
        <source>The draft is over; Seoul goes to auction.</source>
        <translation>땅 나누기가 끝났습니다. 서울은 경매에 부칩니다.</translation>
    </message>
    <message>
        <source>{who} bids {amount} for {city}.</source>
        <translation>{who}: {city}에 {amount}을(를) 부릅니다.</translation>
    </message>
    <message>
        <source>{who} drops out of the auction.</source>
        <translation>{who}: 경매를 포기합니다.</translation>
    </message>
    <message>
        <source>{who} cannot pay {amount} and is bankrupt.</source>
        <translation>{who}: {amount}을(를) 낼 수 없어 파산했습니다.</translation>
    </message>
    <message>
        <source>Game over: {winners} wins!</source>
        <translation>게임 끝: {winners} 승리!</translation>
    </message>
    <message>
        <source>{who} moved back to {space}.</source>
        <translation>{who}: {space}(으)로 뒤로 이동했습니다.</translation>
    </message>
    <message numerus="yes">
        <source>{who} moved {n} spaces: {via}.</source>
        <translation>
            <numerusform>{who}: {n}칸 이동했습니다: {via}.</numerusform>
        </translation>
    </message>
    <message>
        <source>{who} went once round the board.</source>
        <translation>{who}: 판을 한 바퀴 돌았습니다.</translation>
    </message>
    <message numerus="yes">
        <source>{who} moved {n} spaces to {space}.</source>
        <translation>
            <numerusform>{who}: {n}칸 이동해 {space}에 도착했습니다.</numerusform>
        </translation>
    </message>
    <message>
        <source>{who} won the auction for {city} at {price}.</source>
        <translation>{who}: {city} 경매에서 {price}에 낙찰받았습니다.</translation>
    </message>
    <message>
        <source>{who} takes {city} for {price}.</source>
        <translation>{who}: {city}을(를) {price}에 가져갑니다.</translation>
    </message>
    <message>
        <source>{who} paid {amount} toll to {to} for {city}.</source>
        <translation>{who}: {city} 통행료 {amount}을(를) {to}에게 냈습니다.</translation>
    </message>
    <message>
        <source>{who} paid the {carrier} fare of {amount} to {to}.</source>
        <translation>{who}: {carrier} 요금 {amount}을(를) {to}에게 냈습니다.</translation>
    </message>
    <message>
        <source>{who} drew a Golden Key: {title}. {text}</source>
        <translation>{who}: 황금열쇠 「{title}」. {text}</translation>
    </message>
    <message>
        <source>{who} stays on the Deserted Island and leaves on the next turn.</source>
        <translation>{who}: 무인도에 남고 다음 턴에 떠납니다.</translation>
    </message>
    <message>
        <source>{who} used the Island Escape card and left the Deserted Island.</source>
        <translation>{who}: 무인도 탈출권을 써서 무인도를 떠났습니다.</translation>
    </message>
    <message>
        <source>{who} paid {amount} bail and left the Deserted Island.</source>
        <translation>{who}: 보석금 {amount}을(를) 내고 무인도를 떠났습니다.</translation>
    </message>
    <message>
        <source>{who} boarded the Columbia; next turn they fly anywhere.</source>
        <translation>{who}: 컬럼비아호에 탔습니다. 다음 턴에 원하는 곳으로 날아갑니다.</translation>
    </message>
    <message>
        <source>The round limit is reached. {winners} is the richest and wins!</source>
        <translation>정한 바퀴 수에 이르렀습니다. 가장 부자인 {winners} 승리!</translation>
    </message>
    <message>
        <source>Time is up. {winners} is the richest and wins!</source>
        <translation>시간이 다 되었습니다. 가장 부자인 {winners} 승리!</translation>
    </message>
    <message>
        <source>Doubles!</source>
        <translation>더블!</translation>
    </message>
    <message>
        <source>That is not possible now. {prompt}</source>
        <translation>지금은 할 수 없습니다. {prompt}</translation>
    </message>
    <message>
        <source>Not now: {prompt}</source>
        <translation>지금은 아닙니다: {prompt}</translation>
    </message>
    <message>
        <source>That move is not complete or has unknown parts. {prompt}</source>
        <translation>이 수는 완성되지 않았거나 알 수 없는 부분이 있습니다. {prompt}</translation>
    </message>
    <message>
        <source>Bid at least {lo} in ₩10K steps, and no more than your cash ({money}).</source>
        <translation>{lo} 이상, 1만원 단위로, 가진 현금({money}) 이하로 부르세요.</translation>
    </message>
    <message>
        <source>You can take over a city only right after paying its toll. {prompt}</source>
        <translation>도시 인수는 그 도시의 통행료를 낸 직후에만 할 수 있습니다. {prompt}</translation>
    </message>
    <message>
        <source>You cannot build here: {city} is not a city.</source>
        <translation>여기에는 지을 수 없습니다: {city}은(는) 도시가 아닙니다.</translation>
    </message>
    <message>
        <source>You cannot build here: {city} allows no buildings.</source>
        <translation>여기에는 지을 수 없습니다: {city}에는 건물을 지을 수 없습니다.</translation>
    </message>
    <message>
        <source>You cannot build here: you do not own {city}.</source>
        <translation>여기에는 지을 수 없습니다: {city}은(는) 당신의 땅이 아닙니다.</translation>
    </message>
    <message>
        <source>Building starts in the second half; now you may only buy deeds.</source>
        <translation>건물은 후반전부터 지을 수 있습니다. 지금은 땅만 살 수 있습니다.</translation>
    </message>
    <message>
        <source>You may build only when your plane stops on your own city (house rule).</source>
        <translation>자기 도시에 비행기가 멈췄을 때만 지을 수 있습니다 (하우스 룰).</translation>
    </message>
    <message>
        <source>You may build only on the city you landed on.</source>
        <translation>도착한 도시에만 지을 수 있습니다.</translation>
    </message>
    <message>
        <source>You already changed {city} this turn; build all levels in one step.</source>
        <translation>이번 턴에 이미 {city}을(를) 바꿨습니다. 여러 단계는 한 번에 지으세요.</translation>
    </message>
    <message>
        <source>{city} has {now}; choose a higher level.</source>
        <translation>{city}에는 이미 {now}이(가) 있습니다. 더 높은 단계를 고르세요.</translation>
    </message>
    <message>
        <source>A {what} on {city} costs {cost}; you have {money}.</source>
        <translation>{city}의 {what}은(는) {cost}입니다. 가진 돈은 {money}입니다.</translation>
    </message>
    <message>
        <source>The bank has no {what} left to build.</source>
        <translation>은행에 지을 {what}이(가) 남아 있지 않습니다.</translation>
    </message>
    <message>
        <source>There is no building on {city} to sell.</source>
        <translation>{city}에는 팔 건물이 없습니다.</translation>
    </message>
    <message>
        <source>You have enough cash to pay: no need to sell.</source>
        <translation>낼 현금이 충분합니다. 팔 필요가 없습니다.</translation>
    </message>
    <message>
        <source>You already changed {city} this turn.</source>
        <translation>이번 턴에 이미 {city}을(를) 바꿨습니다.</translation>
    </message>
    <message>
        <source>Choose a lower level than {now} to sell down to.</source>
        <translation>{now}보다 낮은 단계를 골라 파세요.</translation>
    </message>
    <message>
        <source>You hold no Island Escape card to sell.</source>
        <translation>팔 무인도 탈출권이 없습니다.</translation>
    </message>
    <message>
        <source>You already offered the card this turn.</source>
        <translation>이번 턴에 이미 카드를 팔겠다고 했습니다.</translation>
    </message>
    <message>
        <source>Offer the card to another player still in the game.</source>
        <translation>아직 게임 중인 다른 플레이어에게 카드를 내놓으세요.</translation>
    </message>
    <message>
        <source>Ask a price from ₩0 to what {buyer} has, in ₩10K steps.</source>
        <translation>0원부터 {buyer}이(가) 가진 돈까지 1만원 단위로 값을 부르세요.</translation>
    </message>
    <message>
        <source>You are already at Space Travel: choose another space.</source>
        <translation>이미 우주여행 칸에 있습니다. 다른 칸을 고르세요.</translation>
    </message>
    <message>
        <source>Choose a space of the board (0 to 39).</source>
        <translation>판의 칸을 고르세요 (0~39).</translation>
    </message>
    <message>
        <source>You hold no Island Escape card.</source>
        <translation>무인도 탈출권이 없습니다.</translation>
    </message>
    <message>
        <source>Bail is a house rule that is off in this game.</source>
        <translation>보석금은 이 게임에서 꺼 둔 하우스 룰입니다.</translation>
    </message>
    <message>
        <source>You pay bail only to leave the Deserted Island.</source>
        <translation>보석금은 무인도를 떠날 때만 냅니다.</translation>
    </message>
    <message>
        <source>Bail costs {amount}; you have {money}.</source>
        <translation>보석금은 {amount}입니다. 가진 돈은 {money}입니다.</translation>
    </message>
    <message>
        <source>You can only buy the deed you landed on. {prompt}</source>
        <translation>도착한 땅만 살 수 있습니다. {prompt}</translation>
    </message>
    <message>
        <source>You have only {money}: sell buildings or hand over a deed first.</source>
        <translation>가진 돈이 {money}뿐입니다. 먼저 건물을 팔거나 땅문서를 넘기세요.</translation>
    </message>
    <message>
        <source>You hold no Preferential Ticket.</source>
        <translation>우대권이 없습니다.</translation>
    </message>
    <message>
        <source>A Preferential Ticket only lets you pass another player&apos;s deed or fare without paying.</source>
        <translation>우대권은 다른 플레이어의 땅이나 요금을 내지 않고 지나갈 때만 씁니다.</translation>
    </message>
    <message>
        <source>You can only hand over a deed you own.</source>
        <translation>자기 땅문서만 넘길 수 있습니다.</translation>
    </message>
    <message>
        <source>You have enough cash: pay instead of handing over a deed.</source>
        <translation>현금이 충분합니다. 땅문서를 넘기지 말고 돈을 내세요.</translation>
    </message>
    <message>
        <source>Seoul is not drafted: it is auctioned after all other deeds.</source>
        <translation>서울은 나누지 않습니다. 다른 땅을 모두 나눈 뒤 경매에 부칩니다.</translation>
    </message>
    <message>
        <source>Pick a space that has a deed.</source>
        <translation>땅문서가 있는 칸을 고르세요.</translation>
    </message>
    <message>
        <source>{city} is already taken.</source>
        <translation>{city}은(는) 이미 주인이 있습니다.</translation>
    </message>
    <message>
        <source>{city} costs {price}; you have {money}.</source>
        <translation>{city}은(는) {price}입니다. 가진 돈은 {money}입니다.</translation>
    </message>
    <message>
        <source>You cannot afford the asked price.</source>
        <translation>부른 값을 낼 돈이 없습니다.</translation>
    </message>
    <message>
        <source>You can buy a deed only when your plane stops on it. {prompt}</source>
        <translation>땅은 비행기가 그 칸에 멈췄을 때만 살 수 있습니다. {prompt}</translation>
    </message>
    <message>
        <source>You can fly only on the turn after you reach Space Travel. {prompt}</source>
        <translation>우주여행 칸에 도착한 다음 턴에만 날아갈 수 있습니다. {prompt}</translation>
    </message>
    <message>
        <source>Not yet: {prompt}</source>
        <translation>아직 아닙니다: {prompt}</translation>
    </message>
    <message>
        <source>You owe nothing now. {prompt}</source>
        <translation>지금은 갚을 돈이 없습니다. {prompt}</translation>
    </message>
    <message>
        <source>This game has no time limit: it ends when one player is left.</source>
        <translation>이 게임에는 시간 제한이 없습니다. 한 명만 남으면 끝납니다.</translation>
    </message>
    <message>
        <source>You hand over a deed only to settle a debt you cannot pay.</source>
        <translation>땅문서는 낼 수 없는 빚을 갚을 때만 넘깁니다.</translation>
    </message>
    <message>
        <source>No dice this turn: the Columbia flies you to any space you choose.</source>
        <translation>이번 턴에는 주사위를 굴리지 않습니다. 컬럼비아호가 원하는 칸으로 데려다줍니다.</translation>
    </message>
    <message>
        <source>The Island Escape card is used only on the Deserted Island.</source>
        <translation>무인도 탈출권은 무인도에서만 씁니다.</translation>
    </message>
    <message>
        <source>Taking over cities is a house rule that is off in this game.</source>
        <translation>도시 인수는 이 게임에서 꺼 둔 하우스 룰입니다.</translation>
    </message>
    <message>
        <source>Blue Marble (부루마불)

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
  back to the bank at their price. The rulebook says only &quot;during your turn&quot;; the variant
  &quot;Build also after your move&quot; opens a second chance after your move. Each city can be changed once per turn; you may go up
  (or down) several levels in one step.
- Levels: 1 villa, 2 villas, a building, a hotel. The cost of a level is on the deed
  (villa, twice the villa, building, hotel); going up pays the difference between the two
  levels, and the replaced pieces go back to the bank.
- The six special deeds - Jeju, Concorde, Busan, Queen Elizabeth, Columbia and Seoul -
  take no buildings; owning several does not raise their toll.
- Landing on another player&apos;s deed, you pay the toll for its current level.

CAN&apos;T PAY?
- Sell buildings to the bank at their price, or hand a deed (with its buildings) to the
  player you owe. No change is given if the deed is worth more than the debt.
- Owing the bank or the Welfare Fund, you may hand the deed to the bank instead.
- If even that is impossible (no cash enough and no deed left), you are bankrupt and out:
  your cash goes to the creditor, your kept cards go back under the deck.
- The last player not bankrupt wins.

GOLDEN KEY
- Draw the top card, carry it out, and put it under the deck.
- Preferential Ticket: keep it and show it once to pass another player&apos;s deed (or a
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
  followed by &quot;2 each&quot; rounds until the deeds run out. You may pass a pick.
- Seoul is auctioned last: bid in turn in steps of ₩10K, a pass is final; the highest
  bid buys it.
- Then play as in the second half of the formal game.

VARIANTS (switches in the new-game dialog, all off by default)
- Tolls from the first turn: the usual quick game, second-half rules from the start.
- Three doubles: rolling doubles three times in a row sends you to the Deserted Island.
- Build only when landing: you may build on a city only when your plane stops on it.
- Limited building supply: 30 villas, 18 buildings and 21 hotels in the box.
- Take-over (인수), a modern house rule: after paying the toll on another player&apos;s city
  you may buy it with its buildings for twice its price; the owner cannot refuse.
- Island bail, a house rule: while stranded you may pay ₩100K to the bank and roll as usual.
- Round limit: after that many rounds the richest player (cash plus deeds and buildings
  at their price) wins. The same scoring ends a game that reaches the action limit.
- Time limit (the rulebook&apos;s tip &quot;set an end time&quot;): a clock on the board counts down the
  minutes of play; when it runs out the richest player wins, scored as above. The time
  left is saved with the game.
- Build also after your move: besides before rolling, you may build or sell once more
  after your move, before the next player rolls.

WHERE THE RULEBOOK IS UNCLEAR
- Tolls use the deed&apos;s level table (land, 1 villa, 2 villas, building, hotel); a higher
  level replaces the lower one.
- The Space Travel fare and the Concorde / Queen Elizabeth card fares are tolls: they are
  paid only when tolls are paid (second half). The card fare is the carrier&apos;s toll.
- Escaping the island with doubles, you move by that roll (the rulebook&apos;s &quot;throw once
  more&quot; is read as moving by the doubles you threw). The variant &quot;Island: doubles, then
  throw again&quot; takes it word for word: you throw once more and move by the new throw
  (no extra turn even if it is doubles).
- Landing on the island or at Space Travel ends your turn even after doubles.
- Passing START includes stopping on it; going backwards never pays the salary.
- World Tour: you go once round to the same space, collect the salary and the Welfare
  Fund as you pass the reception, and do not draw again.
- Seoul&apos;s auction may open at any bid from ₩10K.

SECRET OPERATIONS (tips from the rulebook)
1. Operation Carnegie: in the first half, notice where the planes often stop; in the
   second half, put buildings or hotels there.
2. Operation Ford: when an opponent&apos;s plane comes close to one of your deeds, sell a
   building elsewhere and build a hotel right in front of them.
3. Operation 36: in the second half, fly from Space Travel to the Deserted Island and
   rest there, collecting tolls while the others run the board.
4. Operation Lincoln: choose your most promising deeds and build them up high; a few
   hotels beat a villa in every corner of the world.
5. Operation Normandy: keep your Golden Key cards for the moment that matters most.
</source>
        <translation>부루마불 (Blue Marble)

비행기를 타고 세계를 돌며 도시를 사고, 별장·빌딩·호텔을 지어 통행료를 받으세요. 다른 사람이 모두 파산하면 이깁니다. 돈은 만원 단위로 셉니다.

게임 준비
- 2~4명. 모두 출발 칸에서 293만원을 가지고 시작합니다 (3~4명). 2명이면 두 배인 586만원씩 가지고 시작합니다.
- 황금열쇠 카드 30장을 섞어 뒷면이 위로 가게 놓습니다.

자기 차례
- 주사위 두 개를 굴려 나온 합만큼 비행기를 시계 방향으로 옮깁니다. 더블이 나오면 이동한 뒤 한 번 더 굴립니다.
- 출발 칸을 지날 때마다 은행에서 월급 20만원을 받습니다. 황금열쇠 때문에 지나가도 받습니다.
- 주인 없는 땅에 도착하면 땅값을 내고 살 수 있습니다 (사지 않아도 됩니다). 땅마다 주인은 한 명입니다.

정식 게임: 전반전과 후반전
전반전 - 땅 차지하기. 아무도 통행료를 내지 않고 아무도 건물을 짓지 않습니다.
- 은행에 땅이 5~6장만 남으면 (이동할 때마다, 더블로 한 번 더 굴리기 전에도 확인하므로 6장이나 5장 남았을 때 시작합니다), 남은 땅을 하나씩 모두에게 차례로 땅값에 내놓습니다. 여럿이 신청하면 신청한 사람끼리 주사위 두 개를 굴려 가장 높은 사람이 가져갑니다 (같으면 다시 굴립니다). 아무도 신청하지 않은 땅은 은행에 남고, 그 칸에 도착하면 여전히 살 수 있습니다. 그다음 후반전이 시작됩니다.
후반전 - 건설과 통행료.
- 후반전이 시작되면 모두 차례로 자기 도시에 건물을 지을 수 있습니다.
- 자기 차례에 (주사위를 굴리기 전에) 자기 도시 어디에나 짓거나, 건물을 값대로 은행에 되팔 수 있습니다. 규칙서에는 &apos;자기 차례에&apos;라고만 되어 있어서, 변형 규칙 &apos;이동한 뒤에도 건설&apos;을 켜면 이동한 뒤에 한 번 더 기회가 있습니다. 도시마다 한 턴에 한 번만 바꿀 수 있고, 한 번에 여러 단계를 올리거나 내릴 수 있습니다.
- 단계: 별장 1채, 별장 2채, 빌딩, 호텔. 단계별 건설비는 땅문서에 적혀 있습니다 (별장, 별장의 두 배, 빌딩, 호텔). 단계를 올리면 두 단계의 차액을 내고, 바뀐 건물은 은행에 돌려줍니다.
- 특수 증서 여섯 장 - 제주도, 콩코드 여객기, 부산, 퀸 엘리자베스호, 컬럼비아호, 서울 - 에는 건물을 지을 수 없고, 여러 장 가져도 통행료가 오르지 않습니다.
- 다른 플레이어의 땅에 도착하면 지금 단계의 통행료를 냅니다.

돈이 모자라면?
- 건물을 값대로 은행에 팔거나, 땅문서를 (건물과 함께) 빚진 플레이어에게 넘깁니다. 땅값이 빚보다 많아도 거스름돈은 없습니다.
- 은행이나 사회복지기금에 빚졌다면 땅문서를 은행에 넘겨도 됩니다.
- 그래도 안 되면 (현금이 모자라고 남은 땅도 없으면) 파산해서 게임에서 빠집니다. 현금은 빚을 받을 사람에게 가고, 가지고 있던 카드는 카드 더미 맨 밑으로 돌아갑니다.
- 마지막까지 파산하지 않은 플레이어가 이깁니다.

황금열쇠
- 맨 위 카드를 뽑아 그대로 한 뒤 카드 더미 맨 밑에 넣습니다.
- 우대권: 가지고 있다가 한 번 보여 주면 다른 플레이어의 땅 (또는 요금)을 무료로 지나갑니다. 그 뒤 카드 더미 맨 밑으로 돌아갑니다.
- 무인도 탈출: 가지고 있다가 한 번 무인도를 떠날 때 씁니다. 자기 차례에 다른 플레이어에게 원하는 값에 팔겠다고 할 수 있습니다.
- 정기 종합소득세, 건물 수리비, 방범비: 후반전에만 냅니다.
- 반액대매출: 전반전과 후반전 모두 - 가장 비싼 땅을 반값에 은행에 팝니다 (후반전에는 건물과 함께 팔고, 건물값도 땅값에 들어갑니다).
- 파티 초대권: 다른 플레이어가 각자 상금 0원, 5만원, 10만원 중 하나를 고르고, 은행이 냅니다.

무인도
- 무인도에 도착하면 세 턴 동안 갇힙니다. 그동안 매 턴 주사위를 굴려 더블이 나오면 곧바로 떠나 그 눈만큼 갑니다 (한 번 더 굴리지 않습니다). 아니면 남습니다. 무인도 탈출 카드를 쓰면 풀려나고, 평소처럼 주사위를 굴립니다.
- 후반전에는 갇혀 있어도 통행료를 받습니다.

사회복지기금
- 기부 칸에 도착하면 기금에 15만원을 냅니다.
- 접수처 칸에 도착하면 쌓인 기금을 모두 받습니다. 비어 있으면 아무것도 없습니다.

우주여행
- 우주여행 칸에 도착하면 컬럼비아호에 타고 주인에게 요금 20만원을 냅니다 (컬럼비아호 주인이 없으면 무료). 다음 턴에는 주사위를 굴리지 않고 원하는 칸으로 날아가며, 출발 칸을 지나면 월급을 받습니다.

옵션 게임
- 모두 100만원을 더 받습니다.
- 땅을 차례로 고릅니다: 4명이면 1, 2, 3, 4장, 그다음 4, 3, 2, 1장, 그다음 2장씩 고르고 땅값을 은행에 냅니다. 2~3명이면 같은 두 바퀴 뒤에 땅이 떨어질 때까지 &apos;2장씩&apos;을 되풀이합니다. 고르지 않고 넘겨도 됩니다.
- 서울은 마지막에 경매합니다: 차례로 1만원 단위로 값을 부르고, 포기하면 끝입니다. 가장 높게 부른 사람이 삽니다.
- 그다음은 정식 게임의 후반전처럼 합니다.

변형 규칙 (새 게임 창의 스위치, 처음에는 모두 꺼져 있음)
- 첫 턴부터 통행료: 흔히 하는 빠른 게임. 처음부터 후반전 규칙으로 합니다.
- 더블 세 번이면 무인도: 더블이 세 번 연속 나오면 무인도로 갑니다.
- 도착했을 때만 건설: 비행기가 멈춘 도시에만 지을 수 있습니다.
- 건물 수량 제한: 상자에 든 별장 30채, 빌딩 18채, 호텔 21채만 씁니다.
- 인수, 요즘의 하우스 룰: 다른 플레이어의 도시에 통행료를 낸 뒤 그 도시를 건물과 함께 두 배 값에 살 수 있습니다. 주인은 거절할 수 없습니다.
- 무인도 보석금, 하우스 룰: 갇혀 있을 때 은행에 10만원을 내고 평소처럼 주사위를 굴릴 수 있습니다.
- 바퀴 수 제한: 정한 바퀴 수가 지나면 가장 부자 (현금과 땅, 건물 값)가 이깁니다. 행동 수 한도에 이른 게임도 같은 방법으로 점수를 매깁니다.
- 시간 제한 (규칙서의 게임 요령 &apos;끝낼 시간을 정한다&apos;): 판 위의 시계가 남은 시간을 셉니다. 시간이 다 되면 가장 부자가 이기며, 점수는 위와 같습니다. 남은 시간은 게임과 함께 저장됩니다.
- 이동한 뒤에도 건설: 주사위를 굴리기 전 말고도, 이동한 뒤 다음 사람이 굴리기 전에 한 번 더 짓거나 팔 수 있습니다.

규칙서가 분명하지 않은 곳
- 통행료는 땅문서의 단계표 (대지, 별장 1채, 별장 2채, 빌딩, 호텔)를 따릅니다. 높은 단계가 낮은 단계를 대신합니다.
- 우주여행 요금과 콩코드 / 퀸 엘리자베스호 카드 요금은 통행료입니다. 통행료를 내는 때 (후반전)에만 냅니다. 카드 요금은 그 탈것의 통행료입니다.
- 더블로 무인도를 떠나면 그 눈만큼 갑니다 (규칙서의 &apos;한 번 더 던진다&apos;를 던진 더블만큼 간다고 읽었습니다). 변형 규칙 &apos;무인도: 더블이면 한 번 더 굴리기&apos;는 글자 그대로 따릅니다: 한 번 더 던져 새 눈만큼 갑니다 (더블이어도 한 턴 더 하지 않습니다).
- 무인도나 우주여행 칸에 도착하면 더블이어도 차례가 끝납니다.
- 출발 칸에 멈춰도 지난 것으로 칩니다. 뒤로 가면 월급을 받지 않습니다.
- 세계일주: 한 바퀴 돌아 같은 칸으로 오며, 월급을 받고 접수처를 지나면서 사회복지기금도 받습니다. 카드를 다시 뽑지 않습니다.
- 서울 경매는 1만원부터 얼마든지 부를 수 있습니다.

비밀 작전 (규칙서의 요령)
1. 카네기 작전: 전반전에 비행기가 자주 멈추는 곳을 봐 두었다가 후반전에 그곳에 빌딩이나 호텔을 지으세요.
2. 포드 작전: 상대 비행기가 내 땅에 다가오면 다른 곳의 건물을 팔아 바로 앞에 호텔을 지으세요.
3. 36 작전: 후반전에 우주여행에서 무인도로 날아가 쉬면서, 다른 사람들이 판을 도는 동안 통행료를 받으세요.
4. 링컨 작전: 가장 유망한 땅을 골라 높이 지으세요. 호텔 몇 채가 세계 곳곳의 별장보다 낫습니다.
5. 노르망디 작전: 황금열쇠 카드는 가장 중요한 순간을 위해 아껴 두세요.
</translation>
    </message>
    <message>
        <source>richest player when the round limit was reached</source>
        <translation>정한 바퀴 수에 이르렀을 때 가장 부자</translation>
    </message>
    <message>
        <source>last player not bankrupt</source>
        <translation>파산하지 않은 마지막 플레이어</translation>
    </message>
    <message>
        <source>richest player at the time limit (cash + deeds + buildings at price)</source>
        <translation>제한 시간이 되었을 때 가장 부자 (현금 + 땅 + 건물 값)</translation>
    </message>
    <message>
        <source>Worth</source>
        <translation>총자산</translation>
    </message>
    <message>
        <source>Cash + deeds + buildings at their price</source>
        <translation>현금 + 땅 + 건물의 가격</translation>
    </message>
    <message>
        <source>Cash</source>
        <translation>현금</translation>
    </message>
    <message>
        <source>Deeds at their price</source>
        <translation>땅의 가격</translation>
    </message>
    <message>
        <source>Villas, buildings and hotels at what they cost</source>
        <translation>별장, 빌딩, 호텔의 건설비</translation>
    </message>
    <message>
        <source>Bankrupt players rank by how long they lasted: the later out, the higher.</source>
        <translation>파산한 플레이어는 버틴 순서대로 순위가 정해집니다. 늦게 파산할수록 순위가 높습니다.</translation>
    </message>
    <message>
        <source>Bankrupt</source>
        <translation>파산</translation>
    </message>
    <message numerus="yes">
        <source>{who}: you are stranded on the Deserted Island ({n} turns left). Roll: doubles set you free.</source>
        <translation>
            <numerusform>{who}: 무인도에 갇혀 있습니다 ({n}턴 남음). 주사위를 굴리세요. 더블이 나오면 탈출합니다.</numerusform>
        </translation>
    </message>
    <message>
        <source>{who}: click any space of the board to fly there with the Columbia (no dice).</source>
        <translation>{who}: 컬럼비아호로 날아갈 칸을 누르세요 (주사위 없음).</translation>
    </message>
    <message>
        <source>{who}: buy {city} for {price}, or pass (buying is optional).</source>
        <translation>{who}: {city}을(를) {price}에 사거나 넘기세요 (사지 않아도 됩니다).</translation>
    </message>
    <message>
        <source>{who}: you landed on your own {city}. Build on it, or pass.</source>
        <translation>{who}: 자기 땅 {city}에 도착했습니다. 건물을 짓거나 넘기세요.</translation>
    </message>
    <message>
        <source>{who}: the second half begins. Build villas, buildings or hotels on your cities, then finish.</source>
        <translation>{who}: 후반전이 시작됩니다. 자기 도시에 별장, 빌딩, 호텔을 지은 뒤 마치세요.</translation>
    </message>
    <message>
        <source>{who}: {host} performs at the party. Choose the prize the bank pays them.</source>
        <translation>{who}: {host}이(가) 파티에서 공연합니다. 은행이 줄 상금을 고르세요.</translation>
    </message>
    <message>
        <source>{who}: only a few deeds are left, so each is offered to all. Apply for {city} at {price}? If several apply, the highest roll takes it.</source>
        <translation>{who}: 땅이 몇 장 남지 않아 모두에게 내놓습니다. {city}을(를) {price}에 신청할까요? 여럿이 신청하면 주사위가 가장 높은 사람이 가져갑니다.</translation>
    </message>
    <message>
        <source>{who}: pick a deed to buy at its price ({left} picks left for you), or pass.</source>
        <translation>{who}: 제값에 살 땅을 고르거나 넘기세요 (남은 선택 {left}번).</translation>
    </message>
    <message>
        <source>{who}: {leader} bids {amount} for Seoul. Bid higher, or pass (a pass is final).</source>
        <translation>{who}: {leader}이(가) 서울에 {amount}을(를) 불렀습니다. 더 부르거나 포기하세요 (포기하면 끝).</translation>
    </message>
    <message>
        <source>{who}: you may take over {city} from {owner} for {price} (twice its land and buildings), or pass.</source>
        <translation>{who}: {owner}의 {city}을(를) {price}(땅값과 건물값의 두 배)에 인수하거나 넘기세요.</translation>
    </message>
    <message>
        <source>{who}: {seller} offers you the Island Escape card for {price}. Accept or pass.</source>
        <translation>{who}: {seller}이(가) 무인도 탈출권을 {price}에 팔겠다고 합니다. 사거나 거절하세요.</translation>
    </message>
    <message>
        <source>{who}: your move is over. Build or sell on your cities now, or end your turn.</source>
        <translation>{who}: 이동이 끝났습니다. 지금 자기 도시에 짓거나 팔거나, 턴을 마치세요.</translation>
    </message>
    <message>
        <source>Pay {amount} to {target}: {why}.</source>
        <translation>{target}에게 {amount}을(를) 내세요: {why}.</translation>
    </message>
    <message>
        <source>the bank</source>
        <translation>은행</translation>
    </message>
    <message>
        <source>the Welfare Fund</source>
        <translation>사회복지기금</translation>
    </message>
    <message>
        <source>{who}: doubles! Roll again.</source>
        <translation>{who}: 더블! 한 번 더 굴리세요.</translation>
    </message>
    <message>
        <source>{who}: roll the dice.</source>
        <translation>{who}: 주사위를 굴리세요.</translation>
    </message>
    <message numerus="yes">
        <source>{who}: you are stranded on the Deserted Island ({n} turns left). Roll doubles to leave, or use your Island Escape card.</source>
        <translation>
            <numerusform>{who}: 무인도에 갇혀 있습니다 ({n}턴 남음). 더블을 굴려 탈출하거나 무인도 탈출권을 쓰세요.</numerusform>
        </translation>
    </message>
    <message>
        <source>{who}: Seoul is auctioned last. Bid for it, or pass.</source>
        <translation>{who}: 마지막으로 서울을 경매합니다. 값을 부르거나 포기하세요.</translation>
    </message>
    <message>
        <source>{who}: your move.</source>
        <translation>{who}: 당신 차례입니다.</translation>
    </message>
    <message>
        <source>{city} has a hotel</source>
        <translation>{city}에 호텔이 있음</translation>
    </message>
    <message>
        <source>the fare for the {carrier}</source>
        <translation>{carrier} 요금</translation>
    </message>
    <message>
        <source>the Social Welfare Fund donation</source>
        <translation>사회복지기금 기부</translation>
    </message>
    <message>
        <source>a birthday present</source>
        <translation>생일 선물</translation>
    </message>
    <message>
        <source>the Golden Key &apos;{title}&apos;</source>
        <translation>황금열쇠 「{title}」</translation>
    </message>
    <message>
        <source>Roll the dice</source>
        <translation>주사위 굴리기</translation>
    </message>
    <message>
        <source>Buy {city} ({price})</source>
        <translation>{city} 사기 ({price})</translation>
    </message>
    <message>
        <source>Pass</source>
        <translation>넘기기</translation>
    </message>
    <message>
        <source>Pay {amount}</source>
        <translation>{amount} 내기</translation>
    </message>
    <message>
        <source>Use Preferential Ticket</source>
        <translation>우대권 쓰기</translation>
    </message>
    <message>
        <source>Use Island Escape card</source>
        <translation>무인도 탈출권 쓰기</translation>
    </message>
    <message>
        <source>Pay {amount} bail</source>
        <translation>보석금 {amount} 내기</translation>
    </message>
    <message>
        <source>Build {what} on {city} ({cost})</source>
        <translation>{city}에 {what} 짓기 ({cost})</translation>
    </message>
    <message>
        <source>Sell {city} down to {what} (+{amount})</source>
        <translation>{city}을(를) {what}까지 팔기 (+{amount})</translation>
    </message>
    <message>
        <source>Take over {city} ({price})</source>
        <translation>{city} 인수 ({price})</translation>
    </message>
    <message>
        <source>Hand over {city}</source>
        <translation>{city} 넘기기</translation>
    </message>
    <message>
        <source>Fly to {space}</source>
        <translation>{space}(으)로 날아가기</translation>
    </message>
    <message>
        <source>Offer escape card to {to}</source>
        <translation>{to}에게 탈출권 팔기</translation>
    </message>
    <message>
        <source>Buy the card</source>
        <translation>카드 사기</translation>
    </message>
    <message>
        <source>Prize {amount}</source>
        <translation>상금 {amount}</translation>
    </message>
    <message>
        <source>Apply for {city}</source>
        <translation>{city} 신청</translation>
    </message>
    <message>
        <source>Pick {city} ({price})</source>
        <translation>{city} 고르기 ({price})</translation>
    </message>
    <message>
        <source>Bid</source>
        <translation>입찰</translation>
    </message>
    <message>
        <source>Finish building</source>
        <translation>건설 마치기</translation>
    </message>
    <message>
        <source>Time is up</source>
        <translation>시간 종료</translation>
    </message>
    <message>
        <source>You may build on your cities first.</source>
        <translation>먼저 자기 도시에 건물을 지을 수 있습니다.</translation>
    </message>
    <message>
        <source>they own {city}</source>
        <translation>{city}의 주인</translation>
    </message>
    <message>
        <source>{city} has a villa</source>
        <translation>{city}에 별장 1채</translation>
    </message>
    <message>
        <source>{city} has 2 villas</source>
        <translation>{city}에 별장 2채</translation>
    </message>
    <message>
        <source>{city} has a building</source>
        <translation>{city}에 빌딩이 있음</translation>
    </message>
    <message>
        <source>Drop out</source>
        <translation>포기</translation>
    </message>
    <message>
        <source>Don&apos;t build</source>
        <translation>짓지 않기</translation>
    </message>
    <message>
        <source>Decline</source>
        <translation>거절</translation>
    </message>
    <message>
        <source>Don&apos;t apply</source>
        <translation>신청 안 함</translation>
    </message>
    <message>
        <source>End turn</source>
        <translation>턴 마치기</translation>
    </message>
    <message>
        <source>cash</source>
        <translation>현금</translation>
    </message>
    <message>
        <source>deeds</source>
        <translation>땅</translation>
    </message>
    <message>
        <source>buildings</source>
        <translation>건물</translation>
    </message>
    <message>
        <source>total</source>
        <translation>합계</translation>
    </message>
    <message>
        <source>2 villas</source>
        <translation>별장 2채</translation>
    </message>
    <message>
        <source>building</source>
        <translation>빌딩</translation>
    </message>
    <message>
        <source>hotel</source>
        <translation>호텔</translation>
    </message>
    <message>
        <source>Asia / Africa</source>
        <translation>아시아·아프리카</translation>
    </message>
    <message>
        <source>Europe / North America</source>
        <translation>유럽·북아메리카</translation>
    </message>
    <message>
        <source>Scenic sites</source>
        <translation>명승지</translation>
    </message>
    <message>
        <source>Metropolises</source>
        <translation>대도시</translation>
    </message>
    <message>
        <source>Lottery win</source>
        <translation>복권 당첨</translation>
    </message>
    <message>
        <source>Receive ₩200K from the bank.</source>
        <translation>은행에서 20만원을 받습니다.</translation>
    </message>
    <message>
        <source>Nobel Peace Prize</source>
        <translation>노벨평화상 수상</translation>
    </message>
    <message>
        <source>Receive ₩300K from the bank.</source>
        <translation>은행에서 30만원을 받습니다.</translation>
    </message>
    <message>
        <source>Scholarship</source>
        <translation>장학금 혜택</translation>
    </message>
    <message>
        <source>Receive ₩100K from the bank.</source>
        <translation>은행에서 10만원을 받습니다.</translation>
    </message>
    <message>
        <source>Car-race champion</source>
        <translation>자동차 경주 우승</translation>
    </message>
    <message>
        <source>Pension</source>
        <translation>연금 혜택</translation>
    </message>
    <message>
        <source>Receive ₩50K from the bank.</source>
        <translation>은행에서 5만원을 받습니다.</translation>
    </message>
    <message>
        <source>Birthday</source>
        <translation>생일 축하</translation>
    </message>
    <message>
        <source>Every other player gives you ₩10K.</source>
        <translation>다른 플레이어가 모두 1만원씩 줍니다.</translation>
    </message>
    <message>
        <source>Party invitation</source>
        <translation>파티 초대권</translation>
    </message>
    <message>
        <source>Perform for the table: each other player sets a prize of ₩0, ₩50K or ₩100K, and the bank pays you the total.</source>
        <translation>모두 앞에서 장기자랑을 하세요. 다른 플레이어가 각자 상금 0원, 5만원, 10만원 중 하나를 정하고, 은행이 그 합계를 줍니다.</translation>
    </message>
    <message>
        <source>Hospital bill</source>
        <translation>병원비 지불</translation>
    </message>
    <message>
        <source>Pay ₩50K to the bank.</source>
        <translation>은행에 5만원을 냅니다.</translation>
    </message>
    <message>
        <source>Speeding fine</source>
        <translation>과속운전 벌금</translation>
    </message>
    <message>
        <source>Study abroad</source>
        <translation>해외 유학</translation>
    </message>
    <message>
        <source>Pay ₩100K tuition to the bank.</source>
        <translation>은행에 학비 10만원을 냅니다.</translation>
    </message>
    <message>
        <source>Periodic income tax</source>
        <translation>정기 종합소득세</translation>
    </message>
    <message>
        <source>Pay per building: hotel ₩150K, building ₩100K, villa ₩30K (second half only).</source>
        <translation>건물마다 냅니다: 호텔 15만원, 빌딩 10만원, 별장 3만원 (후반전에만).</translation>
    </message>
    <message>
        <source>Building repairs</source>
        <translation>건물 수리비</translation>
    </message>
    <message>
        <source>Pay per building: hotel ₩100K, building ₩60K, villa ₩30K (second half only).</source>
        <translation>건물마다 냅니다: 호텔 10만원, 빌딩 6만원, 별장 3만원 (후반전에만).</translation>
    </message>
    <message>
        <source>Crime-prevention fee</source>
        <translation>방범비</translation>
    </message>
    <message>
        <source>Pay per building: hotel ₩50K, building ₩30K, villa ₩10K (second half only).</source>
        <translation>건물마다 냅니다: 호텔 5만원, 빌딩 3만원, 별장 1만원 (후반전에만).</translation>
    </message>
    <message>
        <source>Half-price sale</source>
        <translation>반액대매출</translation>
    </message>
    <message>
        <source>Sell your most expensive property (with its buildings in the second half) to the bank at half price.</source>
        <translation>가장 비싼 땅을 (후반전에는 건물과 함께) 은행에 반값에 팝니다.</translation>
    </message>
    <message>
        <source>Preferential ticket</source>
        <translation>우대권</translation>
    </message>
    <message>
        <source>Keep this card. Show it once to pass another player&apos;s deed without paying; then it goes back under the deck.</source>
        <translation>이 카드는 가지고 있다가, 다른 플레이어의 땅을 한 번 돈을 내지 않고 지나갈 때 보여 줍니다. 그 뒤 카드 더미 맨 밑에 넣습니다.</translation>
    </message>
    <message>
        <source>Island escape (radio)</source>
        <translation>무인도 탈출 (무전기)</translation>
    </message>
    <message>
        <source>Keep this card. Use it once to leave the Deserted Island. You may sell it to another player.</source>
        <translation>이 카드는 가지고 있다가 한 번 무인도를 떠날 때 씁니다. 다른 플레이어에게 팔 수도 있습니다.</translation>
    </message>
    <message>
        <source>Storm</source>
        <translation>폭풍우</translation>
    </message>
    <message>
        <source>Go straight to the Deserted Island. No salary, even if you pass START.</source>
        <translation>곧장 무인도로 갑니다. 출발을 지나도 월급은 없습니다.</translation>
    </message>
    <message>
        <source>Highway</source>
        <translation>고속도로</translation>
    </message>
    <message>
        <source>Go to START and collect your salary.</source>
        <translation>출발로 가서 월급을 받습니다.</translation>
    </message>
    <message>
        <source>Tour: Jeju</source>
        <translation>관광여행: 제주도</translation>
    </message>
    <message>
        <source>Go to Jeju Island. Pay the toll if another player owns it; salary if you pass START.</source>
        <translation>제주도로 갑니다. 다른 플레이어의 땅이면 통행료를 내고, 출발을 지나면 월급을 받습니다.</translation>
    </message>
    <message>
        <source>Tour: Busan</source>
        <translation>관광여행: 부산</translation>
    </message>
    <message>
        <source>Go to Busan. Pay the toll if another player owns it; salary if you pass START.</source>
        <translation>부산으로 갑니다. 다른 플레이어의 땅이면 통행료를 내고, 출발을 지나면 월급을 받습니다.</translation>
    </message>
    <message>
        <source>Tour: Seoul</source>
        <translation>관광여행: 서울</translation>
    </message>
    <message>
        <source>Go to Seoul. Pay the toll if another player owns it; salary if you pass START.</source>
        <translation>서울로 갑니다. 다른 플레이어의 땅이면 통행료를 내고, 출발을 지나면 월급을 받습니다.</translation>
    </message>
    <message>
        <source>Air travel</source>
        <translation>항공여행</translation>
    </message>
    <message>
        <source>Board the Concorde to Taipei. Pay the fare to the Concorde&apos;s owner; salary if you pass START.</source>
        <translation>콩코드 여객기를 타고 타이베이로 갑니다. 콩코드 주인에게 요금을 내고, 출발을 지나면 월급을 받습니다.</translation>
    </message>
    <message>
        <source>Cruise</source>
        <translation>유람선 여행</translation>
    </message>
    <message>
        <source>Board the Queen Elizabeth to Beijing. Pay the fare to its owner; salary if you pass START.</source>
        <translation>퀸 엘리자베스호를 타고 베이징으로 갑니다. 배 주인에게 요금을 내고, 출발을 지나면 월급을 받습니다.</translation>
    </message>
    <message>
        <source>Space invitation</source>
        <translation>우주여행 초청장</translation>
    </message>
    <message>
        <source>Go to Space Travel without paying the Columbia fare; salary if you pass START.</source>
        <translation>컬럼비아호 요금을 내지 않고 우주여행 칸으로 갑니다. 출발을 지나면 월급을 받습니다.</translation>
    </message>
    <message>
        <source>World tour</source>
        <translation>세계일주 초대권</translation>
    </message>
    <message>
        <source>Go once round the board back to this space: collect the salary, and the Welfare Fund as you pass it.</source>
        <translation>판을 한 바퀴 돌아 이 칸으로 돌아옵니다. 월급을 받고, 지나가는 사회복지기금도 받습니다.</translation>
    </message>
    <message>
        <source>Welfare dividend</source>
        <translation>사회복지기금 배당</translation>
    </message>
    <message>
        <source>Go to the Welfare Fund reception and take the fund; salary if you pass START.</source>
        <translation>사회복지기금 접수처로 가서 기금을 받습니다. 출발을 지나면 월급을 받습니다.</translation>
    </message>
    <message>
        <source>Move house</source>
        <translation>이사</translation>
    </message>
    <message>
        <source>Go back 3 spaces.</source>
        <translation>뒤로 3칸 갑니다.</translation>
    </message>
    <message>
        <source>Go back 2 spaces.</source>
        <translation>뒤로 2칸 갑니다.</translation>
    </message>
    <message numerus="yes">
        <source>{n} hotels</source>
        <translation>
            <numerusform>호텔 {n}채</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{n} buildings</source>
        <translation>
            <numerusform>빌딩 {n}채</numerusform>
        </translation>
    </message>
    <message>
        <source>START</source>
        <translation>출발</translation>
    </message>
    <message>
        <source>Taipei</source>
        <translation>타이베이</translation>
    </message>
    <message>
        <source>Golden Key</source>
        <translation>황금열쇠</translation>
    </message>
    <message>
        <source>Beijing</source>
        <translation>베이징</translation>
    </message>
    <message>
        <source>Manila</source>
        <translation>마닐라</translation>
    </message>
    <message>
        <source>Jeju Island</source>
        <translation>제주도</translation>
    </message>
    <message>
        <source>Singapore</source>
        <translation>싱가포르</translation>
    </message>
    <message>
        <source>Cairo</source>
        <translation>카이로</translation>
    </message>
    <message>
        <source>Istanbul</source>
        <translation>이스탄불</translation>
    </message>
    <message>
        <source>Deserted Island</source>
        <translation>무인도</translation>
    </message>
    <message>
        <source>Athens</source>
        <translation>아테네</translation>
    </message>
    <message>
        <source>Copenhagen</source>
        <translation>코펜하겐</translation>
    </message>
    <message>
        <source>Stockholm</source>
        <translation>스톡홀름</translation>
    </message>
    <message>
        <source>Concorde</source>
        <translation>콩코드 여객기</translation>
    </message>
    <message>
        <source>Bern</source>
        <translation>베른</translation>
    </message>
    <message>
        <source>Berlin</source>
        <translation>베를린</translation>
    </message>
    <message>
        <source>Ottawa</source>
        <translation>오타와</translation>
    </message>
    <message>
        <source>Welfare Fund (receive)</source>
        <translation>사회복지기금 접수처</translation>
    </message>
    <message>
        <source>Buenos Aires</source>
        <translation>부에노스아이레스</translation>
    </message>
    <message>
        <source>São Paulo</source>
        <translation>상파울루</translation>
    </message>
    <message>
        <source>Sydney</source>
        <translation>시드니</translation>
    </message>
    <message>
        <source>Busan</source>
        <translation>부산</translation>
    </message>
    <message>
        <source>Hawaii</source>
        <translation>하와이</translation>
    </message>
    <message>
        <source>Lisbon</source>
        <translation>리스본</translation>
    </message>
    <message>
        <source>Queen Elizabeth</source>
        <translation>퀸 엘리자베스호</translation>
    </message>
    <message>
        <source>Madrid</source>
        <translation>마드리드</translation>
    </message>
    <message>
        <source>Space Travel</source>
        <translation>우주여행</translation>
    </message>
    <message>
        <source>Tokyo</source>
        <translation>도쿄</translation>
    </message>
    <message>
        <source>Columbia</source>
        <translation>컬럼비아호</translation>
    </message>
    <message>
        <source>Paris</source>
        <translation>파리</translation>
    </message>
    <message>
        <source>Rome</source>
        <translation>로마</translation>
    </message>
    <message>
        <source>London</source>
        <translation>런던</translation>
    </message>
    <message>
        <source>New York</source>
        <translation>뉴욕</translation>
    </message>
    <message>
        <source>Welfare Fund (pay)</source>
        <translation>사회복지기금</translation>
    </message>
    <message>
        <source>Seoul</source>
        <translation>서울</translation>
    </message>
    <message>
        <source>land</source>
        <translation>대지</translation>
    </message>
    <message>
        <source>1 villa</source>
        <translation>별장 1채</translation>
    </message>
    <message numerus="yes">
        <source>{n} villas</source>
        <translation>
            <numerusform>별장 {n}채</numerusform>
        </translation>
    </message>
    <message>
        <source>You are {short} short: sell buildings to the bank, or hand a deed to {target} (no change given).</source>
        <translation>{short}이(가) 모자랍니다. 건물을 은행에 팔거나 {target}에게 땅문서를 넘기세요 (거스름돈 없음).</translation>
    </message>
    <message>
        <source>You are {short} short: sell buildings to the bank, or hand a deed to the bank (no change given).</source>
        <translation>{short}이(가) 모자랍니다. 건물을 은행에 팔거나 땅문서를 은행에 넘기세요 (거스름돈 없음).</translation>
    </message>
    <message>
        <source>Money</source>
        <translation>돈</translation>
    </message>
    <message>
        <source>Deeds</source>
        <translation>땅문서</translation>
    </message>
    <message>
        <source>Buildings</source>
        <translation>건물</translation>
    </message>
    <message>
        <source>Cards</source>
        <translation>카드</translation>
    </message>
    <message>
        <source>Status</source>
        <translation>상태</translation>
    </message>
    <message>
        <source>bankrupt</source>
        <translation>파산</translation>
    </message>
    <message>
        <source>winner</source>
        <translation>승자</translation>
    </message>
    <message numerus="yes">
        <source>Deserted Island ({n} turns)</source>
        <translation>
            <numerusform>무인도 ({n}턴)</numerusform>
        </translation>
    </message>
    <message>
        <source>flying next turn</source>
        <translation>다음 턴에 비행</translation>
    </message>
    <message>
        <source>Game</source>
        <translation>게임 방식</translation>
    </message>
    <message>
        <source>Formal: a first half of buying only, then building and tolls. Optional: +₩1M each, deeds drafted in turn, Seoul auctioned, then second-half play.</source>
        <translation>정식 게임: 전반전에는 땅만 사고, 후반전부터 건물과 통행료가 있습니다. 옵션 게임: 모두 100만원을 더 받고, 차례로 땅을 고르고, 서울을 경매한 뒤 후반전처럼 합니다.</translation>
    </message>
    <message>
        <source>Formal game (two halves)</source>
        <translation>정식 게임 (전반전·후반전)</translation>
    </message>
    <message>
        <source>Optional game (deed draft)</source>
        <translation>옵션 게임 (땅 고르기)</translation>
    </message>
    <message>
        <source>Tolls from the first turn</source>
        <translation>첫 턴부터 통행료</translation>
    </message>
    <message>
        <source>The usual quick game: tolls and building from the first turn (no first half).</source>
        <translation>흔히 하는 빠른 게임: 첫 턴부터 통행료와 건설이 있습니다 (전반전 없음).</translation>
    </message>
    <message>
        <source>Three doubles: Deserted Island</source>
        <translation>더블 세 번이면 무인도</translation>
    </message>
    <message>
        <source>Rolling doubles three times in a row sends you to the Deserted Island.</source>
        <translation>더블이 세 번 연속 나오면 무인도로 갑니다.</translation>
    </message>
    <message>
        <source>Build only when landing on your deed</source>
        <translation>자기 땅에 도착했을 때만 건설</translation>
    </message>
    <message>
        <source>You may build on a city only when your plane stops on it.</source>
        <translation>비행기가 멈춘 도시에만 지을 수 있습니다.</translation>
    </message>
    <message>
        <source>Limited building supply</source>
        <translation>건물 수량 제한</translation>
    </message>
    <message>
        <source>The box holds 30 villas, 18 buildings and 21 hotels; when a kind runs out it cannot be built.</source>
        <translation>상자에는 별장 30채, 빌딩 18채, 호텔 21채가 있습니다. 다 떨어진 건물은 지을 수 없습니다.</translation>
    </message>
    <message>
        <source>Take-over (인수)</source>
        <translation>인수</translation>
    </message>
    <message>
        <source>House rule (Modu Marble style): after paying the toll on another player&apos;s city you may buy it, with its buildings, for twice its price; the owner cannot refuse.</source>
        <translation>하우스 룰 (모두의 마블 방식): 다른 플레이어의 도시에 통행료를 낸 뒤, 그 도시를 건물과 함께 두 배 값에 살 수 있습니다. 주인은 거절할 수 없습니다.</translation>
    </message>
    <message>
        <source>Island bail ₩100K</source>
        <translation>무인도 보석금 10만원</translation>
    </message>
    <message>
        <source>House rule: while stranded on the Deserted Island you may pay ₩100K to the bank to leave, then roll as usual.</source>
        <translation>하우스 룰: 무인도에 갇혀 있을 때 은행에 10만원을 내고 떠난 뒤 평소처럼 주사위를 굴릴 수 있습니다.</translation>
    </message>
    <message>
        <source>Round limit (0 = none)</source>
        <translation>바퀴 수 제한 (0 = 없음)</translation>
    </message>
    <message>
        <source>After this many rounds the richest player (cash + deeds + buildings at price) wins.</source>
        <translation>이만큼 돌고 나면 가장 부자 (현금 + 땅 + 건물 값)가 이깁니다.</translation>
    </message>
    <message>
        <source>Island: doubles, then throw again</source>
        <translation>무인도: 더블이면 한 번 더 굴리기</translation>
    </message>
    <message>
        <source>On the Deserted Island, doubles set you free, then you throw the dice once more and move by that throw. Off: you move by the doubles you threw.</source>
        <translation>무인도에서 더블이 나오면 탈출하고, 주사위를 한 번 더 굴려 그 눈만큼 갑니다. 끄면 나온 더블만큼 갑니다.</translation>
    </message>
    <message>
        <source>Time limit in minutes (0 = none)</source>
        <translation>시간 제한, 분 (0 = 없음)</translation>
    </message>
    <message>
        <source>Agree on an end time: a clock runs on the board, and when it runs out the richest player (cash + deeds + buildings at price) wins.</source>
        <translation>끝낼 시간을 정합니다. 판 위에 시계가 돌고, 시간이 다 되면 가장 부자 (현금 + 땅 + 건물 값)가 이깁니다.</translation>
    </message>
    <message>
        <source>Build also after your move</source>
        <translation>이동한 뒤에도 건설</translation>
    </message>
    <message>
        <source>Off: you build or sell before you roll. On: you may also build or sell after your move, before the next player rolls.</source>
        <translation>끄면 주사위를 굴리기 전에 짓거나 팝니다. 켜면 이동한 뒤, 다음 사람이 굴리기 전에도 짓거나 팔 수 있습니다.</translation>
    </message>
</context>
<context>
    <name>bluemarble_view</name>
    <message>
        <source>price {amount}</source>
        <translation>땅값 {amount}</translation>
    </message>
    <message>
        <source>owner {name}</source>
        <translation>주인 {name}</translation>
    </message>
    <message>
        <source>for sale</source>
        <translation>판매 중</translation>
    </message>
    <message>
        <source>toll now {amount}</source>
        <translation>현재 통행료 {amount}</translation>
    </message>
    <message>
        <source>{names} · winner</source>
        <translation>{names} · 승리</translation>
    </message>
    <message numerus="yes">
        <source>{n} deeds unsold</source>
        <translation>
            <numerusform>안 팔린 땅 {n}장</numerusform>
        </translation>
    </message>
    <message>
        <source>Hand {city} to {creditor} (no change)</source>
        <translation>{creditor}에게 {city} 넘기기 (거스름돈 없음)</translation>
    </message>
    <message>
        <source>roll-off for {city}: {rolls} → {winner}</source>
        <translation>{city} 주사위 결정전: {rolls} → {winner}</translation>
    </message>
    <message>
        <source>the last deeds go to all: {spaces} · applied: {applied}</source>
        <translation>남은 땅은 모두에게: {spaces} · 신청: {applied}</translation>
    </message>
    <message>
        <source>Second half</source>
        <translation>후반전</translation>
    </message>
    <message>
        <source>the bank</source>
        <translation>은행</translation>
    </message>
    <message>
        <source>Game over</source>
        <translation>게임 끝</translation>
    </message>
    <message>
        <source>nobody yet</source>
        <translation>아직 없음</translation>
    </message>
    <message>
        <source>End of the first half</source>
        <translation>전반전 마무리</translation>
    </message>
    <message>
        <source>Optional game: the draft</source>
        <translation>옵션 게임: 땅 고르기</translation>
    </message>
    <message>
        <source>pick deeds in turn · {n} left, then Seoul is auctioned</source>
        <translation>차례로 땅 고르기 · 남은 땅 {n}장, 그다음 서울 경매</translation>
    </message>
    <message>
        <source>high bid {amount} by {name}</source>
        <translation>최고가 {amount} ({name})</translation>
    </message>
    <message>
        <source>no bid yet</source>
        <translation>아직 입찰 없음</translation>
    </message>
    <message>
        <source>Seoul auction</source>
        <translation>서울 경매</translation>
    </message>
    <message>
        <source>Second half begins</source>
        <translation>후반전 시작</translation>
    </message>
    <message>
        <source>everyone may build on their cities now · tolls are paid from here on</source>
        <translation>이제 모두 자기 도시에 지을 수 있습니다 · 이제부터 통행료를 냅니다</translation>
    </message>
    <message>
        <source>First half</source>
        <translation>전반전</translation>
    </message>
    <message>
        <source>Optional game</source>
        <translation>옵션 게임</translation>
    </message>
    <message>
        <source>Quick game</source>
        <translation>빠른 게임</translation>
    </message>
    <message>
        <source>tolls are paid · build on your deeds</source>
        <translation>통행료를 냅니다 · 자기 땅에 건설</translation>
    </message>
    <message>
        <source>free pass</source>
        <translation>무료 통과</translation>
    </message>
    <message>
        <source>island escape</source>
        <translation>무인도 탈출</translation>
    </message>
    <message>
        <source>a pass is final</source>
        <translation>포기하면 끝</translation>
    </message>
    <message>
        <source>buy deeds · no tolls, no building yet</source>
        <translation>땅 사기 · 아직 통행료도 건설도 없음</translation>
    </message>
    <message>
        <source>tolls and building from the first turn</source>
        <translation>첫 턴부터 통행료와 건설</translation>
    </message>
    <message>
        <source>Time left {m}:{s:02d}</source>
        <translation>남은 시간 {m}:{s:02d}</translation>
    </message>
    <message>
        <source>Time is up</source>
        <translation>시간 종료</translation>
    </message>
    <message>
        <source>Time limit: when the clock runs out the richest player (cash + deeds + buildings) wins.</source>
        <translation>시간 제한: 시간이 다 되면 가장 부자 (현금 + 땅 + 건물)가 이깁니다.</translation>
    </message>
    <message>
        <source>land only</source>
        <translation>대지만</translation>
    </message>
    <message>
        <source>1 villa</source>
        <translation>별장 1채</translation>
    </message>
    <message>
        <source>2 villas</source>
        <translation>별장 2채</translation>
    </message>
    <message>
        <source>building</source>
        <translation>빌딩</translation>
    </message>
    <message>
        <source>hotel</source>
        <translation>호텔</translation>
    </message>
    <message>
        <source>villa {villa} · building {building} · hotel {hotel}</source>
        <translation>별장 {villa} · 빌딩 {building} · 호텔 {hotel}</translation>
    </message>
    <message>
        <source>tolls are collected now</source>
        <translation>지금 통행료를 받습니다</translation>
    </message>
    <message>
        <source>no tolls until the second half</source>
        <translation>후반전까지 통행료 없음</translation>
    </message>
    <message>
        <source>{amount} back</source>
        <translation>{amount} 돌려받음</translation>
    </message>
    <message>
        <source>A special deed takes no buildings;</source>
        <translation>특수 증서에는 건물을 지을 수 없고,</translation>
    </message>
    <message>
        <source>owning several does not raise the toll.</source>
        <translation>여러 장 가져도 통행료가 오르지 않습니다.</translation>
    </message>
    <message>
        <source>special deed</source>
        <translation>특수 증서</translation>
    </message>
    <message>
        <source>price</source>
        <translation>땅값</translation>
    </message>
    <message>
        <source>the bank (for sale)</source>
        <translation>은행 (판매 중)</translation>
    </message>
    <message>
        <source>building costs</source>
        <translation>건설비</translation>
    </message>
    <message>
        <source>toll</source>
        <translation>통행료</translation>
    </message>
    <message>
        <source>to build</source>
        <translation>건설비</translation>
    </message>
    <message>
        <source>pay / back</source>
        <translation>내기 / 돌려받기</translation>
    </message>
    <message>
        <source>click a glowing row to build up or sell down</source>
        <translation>빛나는 줄을 눌러 짓거나 파세요</translation>
    </message>
    <message>
        <source>Space Travel fare {amount} is paid to its owner.</source>
        <translation>우주여행 요금 {amount}은(는) 주인에게 냅니다.</translation>
    </message>
    <message>
        <source>owner</source>
        <translation>주인</translation>
    </message>
    <message>
        <source>click a glowing row to build up</source>
        <translation>빛나는 줄을 눌러 지으세요</translation>
    </message>
    <message>
        <source>click a glowing row to sell down</source>
        <translation>빛나는 줄을 눌러 파세요</translation>
    </message>
    <message>
        <source>{total} · doubles</source>
        <translation>{total} · 더블</translation>
    </message>
    <message>
        <source>GOLDEN KEY</source>
        <translation>GOLDEN KEY</translation>
    </message>
    <message>
        <source>Click any city for its price, building costs and the toll at each level.</source>
        <translation>도시를 누르면 땅값, 건설비, 단계별 통행료가 나옵니다.</translation>
    </message>
    <message>
        <source>Title deeds</source>
        <translation>땅문서</translation>
    </message>
    <message>
        <source>Golden Key</source>
        <translation>황금열쇠</translation>
    </message>
    <message>
        <source>Welfare Fund</source>
        <translation>사회복지기금</translation>
    </message>
    <message>
        <source>pay {amount}</source>
        <translation>{amount} 내기</translation>
    </message>
    <message>
        <source>START</source>
        <translation>출발</translation>
    </message>
    <message>
        <source>salary {amount}</source>
        <translation>월급 {amount}</translation>
    </message>
    <message>
        <source>Deserted Island</source>
        <translation>무인도</translation>
    </message>
    <message>
        <source>{n} turns · doubles free</source>
        <translation>{n}턴 · 더블이면 탈출</translation>
    </message>
    <message>
        <source>Welfare Fund · collect</source>
        <translation>사회복지기금 · 받기</translation>
    </message>
    <message>
        <source>empty</source>
        <translation>비어 있음</translation>
    </message>
    <message>
        <source>Space Travel</source>
        <translation>우주여행</translation>
    </message>
    <message>
        <source>fare {amount} → Columbia</source>
        <translation>요금 {amount} → 컬럼비아호</translation>
    </message>
</context>
</TS>
