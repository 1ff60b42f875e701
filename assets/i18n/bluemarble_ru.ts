<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="ru_RU" sourcelanguage="en">
<context>
    <name>bluemarble</name>
    <message>
        <source>{who} rolled {d1} and {d2} ({total}).</source>
        <translation>{who}: на кубиках {d1} и {d2} ({total}).</translation>
    </message>
    <message>
        <source>{who} moved to {space}.</source>
        <translation>{who} переходит на клетку «{space}».</translation>
    </message>
    <message>
        <source>{who} passed START and received a salary of {amount}.</source>
        <translation>{who} проходит СТАРТ и получает зарплату {amount}.</translation>
    </message>
    <message>
        <source>{who} bought {city} for {price}.</source>
        <translation>{who} покупает «{city}» за {price}.</translation>
    </message>
    <message>
        <source>{who} passed on {city}.</source>
        <translation>{who} не покупает «{city}».</translation>
    </message>
    <message>
        <source>{who} paid {amount} to {to}.</source>
        <translation>{who} платит {amount}: {to}.</translation>
    </message>
    <message>
        <source>{who} donated {amount} to the Social Welfare Fund (now {fund}).</source>
        <translation>{who} вносит {amount} в Фонд соцпомощи (в фонде {fund}).</translation>
    </message>
    <message>
        <source>{who} received the Social Welfare Fund: {amount}.</source>
        <translation>{who} забирает Фонд соцпомощи: {amount}.</translation>
    </message>
    <message>
        <source>{who} reached the Welfare Fund reception, but the fund is empty.</source>
        <translation>{who} приходит за Фондом соцпомощи, но фонд пуст.</translation>
    </message>
    <message>
        <source>{who} showed a Preferential Ticket and passed {to}&apos;s deed free.</source>
        <translation>{who} предъявляет льготный билет и проходит владение игрока {to} бесплатно.</translation>
    </message>
    <message>
        <source>{who} built up {city} to {what} for {cost}.</source>
        <translation>{who} строит в городе «{city}» до уровня «{what}» за {cost}.</translation>
    </message>
    <message>
        <source>{who} sold buildings on {city} to the bank for {amount} (now {what}).</source>
        <translation>{who} продаёт банку постройки в городе «{city}» за {amount} (теперь: {what}).</translation>
    </message>
    <message>
        <source>{who} handed the {city} deed to {to} to settle a debt of {amount}.</source>
        <translation>{who} отдаёт владение «{city}» ({to}) в счёт долга {amount}.</translation>
    </message>
    <message>
        <source>{who} drew a Golden Key: {title} ({ko}). {text}</source>
        <translation>{who} тянет Золотой ключ: {title} ({ko}). {text}</translation>
    </message>
    <message>
        <source>{who} received {amount} from the bank.</source>
        <translation>{who} получает от банка {amount}.</translation>
    </message>
    <message>
        <source>The card has no effect for {who} now.</source>
        <translation>Сейчас карта ничего не даёт: {who}.</translation>
    </message>
    <message>
        <source>{who} keeps the card for later.</source>
        <translation>{who} оставляет карту себе на потом.</translation>
    </message>
    <message>
        <source>{who} sold {city} to the bank at half price: {amount}.</source>
        <translation>{who} продаёт «{city}» банку за полцены: {amount}.</translation>
    </message>
    <message>
        <source>{who} gave {host} a party prize of {amount} (paid by the bank).</source>
        <translation>{who} назначает игроку {host} приз за выступление {amount} (платит банк).</translation>
    </message>
    <message numerus="yes">
        <source>{who} is stranded on the Deserted Island for {n} turns.</source>
        <translation>
            <numerusform>{who} застревает на Необитаемом острове на {n} ход.</numerusform>
            <numerusform>{who} застревает на Необитаемом острове на {n} хода.</numerusform>
            <numerusform>{who} застревает на Необитаемом острове на {n} ходов.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{who} stays on the Deserted Island ({n} turns left).</source>
        <translation>
            <numerusform>{who} остаётся на Необитаемом острове (остался {n} ход).</numerusform>
            <numerusform>{who} остаётся на Необитаемом острове (осталось {n} хода).</numerusform>
            <numerusform>{who} остаётся на Необитаемом острове (осталось {n} ходов).</numerusform>
        </translation>
    </message>
    <message>
        <source>{who} rolled doubles and left the Deserted Island.</source>
        <translation>{who} выбрасывает дубль и покидает Необитаемый остров.</translation>
    </message>
    <message>
        <source>{who} rolled doubles three times and goes to the Deserted Island.</source>
        <translation>{who} выбрасывает дубль три раза подряд и отправляется на Необитаемый остров.</translation>
    </message>
    <message>
        <source>{who} boarded the Columbia free; next turn they fly anywhere.</source>
        <translation>{who} бесплатно садится в «Колумбию»; в следующий ход — полёт на любую клетку.</translation>
    </message>
    <message>
        <source>{who} flew to {space}.</source>
        <translation>{who} перелетает на клетку «{space}».</translation>
    </message>
    <message>
        <source>{who} took over {city} from {owner} for {price}.</source>
        <translation>{who} перекупает «{city}» у игрока {owner} за {price}.</translation>
    </message>
    <message>
        <source>{who} offers the Island Escape card to {to} for {price}.</source>
        <translation>{who} предлагает игроку {to} карту побега с острова за {price}.</translation>
    </message>
    <message>
        <source>{who} sold the Island Escape card to {to} for {price}.</source>
        <translation>{who} продаёт игроку {to} карту побега с острова за {price}.</translation>
    </message>
    <message>
        <source>{who} did not buy the Island Escape card.</source>
        <translation>{who} не покупает карту побега с острова.</translation>
    </message>
    <message numerus="yes">
        <source>Only {n} deeds are left: each is now offered to all players ({cities}).</source>
        <translation>
            <numerusform>Осталось {n} владение: теперь его предлагают всем игрокам ({cities}).</numerusform>
            <numerusform>Осталось {n} владения: теперь каждое предлагают всем игрокам ({cities}).</numerusform>
            <numerusform>Осталось {n} владений: теперь каждое предлагают всем игрокам ({cities}).</numerusform>
        </translation>
    </message>
    <message>
        <source>{who} applies for {city}.</source>
        <translation>{who} претендует на «{city}».</translation>
    </message>
    <message>
        <source>Roll-off for {city}: {parts}.</source>
        <translation>Переброс за «{city}»: {parts}.</translation>
    </message>
    <message>
        <source>Nobody took {city}; it stays with the bank.</source>
        <translation>«{city}» никто не взял; владение остаётся у банка.</translation>
    </message>
    <message>
        <source>Nobody bid for {city}; it stays with the bank.</source>
        <translation>На «{city}» никто не сделал ставку; владение остаётся у банка.</translation>
    </message>
    <message>
        <source>The second half begins: build, and tolls are paid from now on.</source>
        <translation>Начинается вторая половина: теперь можно строить и платить за проезд.</translation>
    </message>
    <message>
        <source>{who} passed a draft pick.</source>
        <translation>{who} пропускает свой выбор.</translation>
    </message>
    <message>
        <source>The draft is over; Seoul goes to auction.</source>
        <translation>Раздача владений окончена; Сеул идёт на аукцион.</translation>
    </message>
    <message>
        <source>{who} bids {amount} for {city}.</source>
        <translation>{who} ставит {amount} за «{city}».</translation>
    </message>
    <message>
        <source>{who} drops out of the auction.</source>
        <translation>{who} выходит из аукциона.</translation>
    </message>
    <message>
        <source>{who} cannot pay {amount} and is bankrupt.</source>
        <translation>{who} не может заплатить {amount} и разоряется.</translation>
    </message>
    <message>
        <source>Game over: {winners} wins!</source>
        <translation>Игра окончена: побеждает {winners}!</translation>
    </message>
    <message>
        <source>{who} moved back to {space}.</source>
        <translation>{who} отступает на клетку «{space}».</translation>
    </message>
    <message numerus="yes">
        <source>{who} moved {n} spaces: {via}.</source>
        <translation>
            <numerusform>{who} проходит {n} клетку: {via}.</numerusform>
            <numerusform>{who} проходит {n} клетки: {via}.</numerusform>
            <numerusform>{who} проходит {n} клеток: {via}.</numerusform>
        </translation>
    </message>
    <message>
        <source>{who} went once round the board.</source>
        <translation>{who} обходит поле по кругу.</translation>
    </message>
    <message numerus="yes">
        <source>{who} moved {n} spaces to {space}.</source>
        <translation>
            <numerusform>{who} проходит {n} клетку до клетки «{space}».</numerusform>
            <numerusform>{who} проходит {n} клетки до клетки «{space}».</numerusform>
            <numerusform>{who} проходит {n} клеток до клетки «{space}».</numerusform>
        </translation>
    </message>
    <message>
        <source>{who} won the auction for {city} at {price}.</source>
        <translation>{who} выигрывает аукцион за «{city}»: {price}.</translation>
    </message>
    <message>
        <source>{who} takes {city} for {price}.</source>
        <translation>{who} получает «{city}» за {price}.</translation>
    </message>
    <message>
        <source>{who} paid {amount} toll to {to} for {city}.</source>
        <translation>{who} платит игроку {to} {amount} за проезд через «{city}».</translation>
    </message>
    <message>
        <source>{who} paid the {carrier} fare of {amount} to {to}.</source>
        <translation>{who} платит игроку {to} за билет на «{carrier}»: {amount}.</translation>
    </message>
    <message>
        <source>{who} drew a Golden Key: {title}. {text}</source>
        <translation>{who} тянет Золотой ключ: {title}. {text}</translation>
    </message>
    <message>
        <source>{who} stays on the Deserted Island and leaves on the next turn.</source>
        <translation>{who} остаётся на Необитаемом острове и уплывёт в следующий ход.</translation>
    </message>
    <message>
        <source>{who} used the Island Escape card and left the Deserted Island.</source>
        <translation>{who} использует карту побега и покидает Необитаемый остров.</translation>
    </message>
    <message>
        <source>{who} paid {amount} bail and left the Deserted Island.</source>
        <translation>{who} платит выкуп {amount} и покидает Необитаемый остров.</translation>
    </message>
    <message>
        <source>{who} boarded the Columbia; next turn they fly anywhere.</source>
        <translation>{who} садится в «Колумбию»; в следующий ход — полёт на любую клетку.</translation>
    </message>
    <message>
        <source>The round limit is reached. {winners} is the richest and wins!</source>
        <translation>Лимит кругов достигнут. Богаче всех {winners} — победа!</translation>
    </message>
    <message>
        <source>Time is up. {winners} is the richest and wins!</source>
        <translation>Время вышло. Богаче всех {winners} — победа!</translation>
    </message>
    <message>
        <source>Doubles!</source>
        <translation>Дубль!</translation>
    </message>
    <message>
        <source>That is not possible now. {prompt}</source>
        <translation>Сейчас так нельзя. {prompt}</translation>
    </message>
    <message>
        <source>Not now: {prompt}</source>
        <translation>Не сейчас: {prompt}</translation>
    </message>
    <message>
        <source>That move is not complete or has unknown parts. {prompt}</source>
        <translation>Этот ход не завершён или содержит неизвестные части. {prompt}</translation>
    </message>
    <message>
        <source>Bid at least {lo} in ₩10K steps, and no more than your cash ({money}).</source>
        <translation>Ставка — не меньше {lo}, шагом в 10 тыс. ₩ и не больше ваших денег ({money}).</translation>
    </message>
    <message>
        <source>You can take over a city only right after paying its toll. {prompt}</source>
        <translation>Перекупить город можно только сразу после уплаты за проезд через него. {prompt}</translation>
    </message>
    <message>
        <source>You cannot build here: {city} is not a city.</source>
        <translation>Здесь строить нельзя: «{city}» — не город.</translation>
    </message>
    <message>
        <source>You cannot build here: {city} allows no buildings.</source>
        <translation>Здесь строить нельзя: на «{city}» постройки не ставятся.</translation>
    </message>
    <message>
        <source>You cannot build here: you do not own {city}.</source>
        <translation>Здесь строить нельзя: «{city}» вам не принадлежит.</translation>
    </message>
    <message>
        <source>Building starts in the second half; now you may only buy deeds.</source>
        <translation>Строить можно со второй половины; сейчас можно только покупать владения.</translation>
    </message>
    <message>
        <source>You may build only when your plane stops on your own city (house rule).</source>
        <translation>Строить можно, только когда ваш самолёт остановился на вашем городе (домашнее правило).</translation>
    </message>
    <message>
        <source>You may build only on the city you landed on.</source>
        <translation>Строить можно только в городе, где вы остановились.</translation>
    </message>
    <message>
        <source>You already changed {city} this turn; build all levels in one step.</source>
        <translation>Вы уже меняли «{city}» в этот ход; стройте все уровни за один раз.</translation>
    </message>
    <message>
        <source>{city} has {now}; choose a higher level.</source>
        <translation>В городе «{city}» уже {now}; выберите уровень выше.</translation>
    </message>
    <message>
        <source>A {what} on {city} costs {cost}; you have {money}.</source>
        <translation>{what} в городе «{city}» стоит {cost}; у вас {money}.</translation>
    </message>
    <message>
        <source>The bank has no {what} left to build.</source>
        <translation>У банка не осталось фигур для уровня «{what}».</translation>
    </message>
    <message>
        <source>There is no building on {city} to sell.</source>
        <translation>В городе «{city}» нет построек на продажу.</translation>
    </message>
    <message>
        <source>You have enough cash to pay: no need to sell.</source>
        <translation>Денег хватает: продавать не нужно.</translation>
    </message>
    <message>
        <source>You already changed {city} this turn.</source>
        <translation>Вы уже меняли «{city}» в этот ход.</translation>
    </message>
    <message>
        <source>Choose a lower level than {now} to sell down to.</source>
        <translation>Выберите уровень ниже, чем «{now}», до которого продать.</translation>
    </message>
    <message>
        <source>You hold no Island Escape card to sell.</source>
        <translation>У вас нет карты побега с острова на продажу.</translation>
    </message>
    <message>
        <source>You already offered the card this turn.</source>
        <translation>Вы уже предлагали карту в этот ход.</translation>
    </message>
    <message>
        <source>Offer the card to another player still in the game.</source>
        <translation>Предложите карту другому игроку, который ещё в игре.</translation>
    </message>
    <message>
        <source>Ask a price from ₩0 to what {buyer} has, in ₩10K steps.</source>
        <translation>Назовите цену от 0 ₩ до суммы, которая есть у игрока {buyer}, шагом в 10 тыс. ₩.</translation>
    </message>
    <message>
        <source>You are already at Space Travel: choose another space.</source>
        <translation>Вы уже на клетке «Космическое путешествие»: выберите другую клетку.</translation>
    </message>
    <message>
        <source>Choose a space of the board (0 to 39).</source>
        <translation>Выберите клетку поля (от 0 до 39).</translation>
    </message>
    <message>
        <source>You hold no Island Escape card.</source>
        <translation>У вас нет карты побега с острова.</translation>
    </message>
    <message>
        <source>Bail is a house rule that is off in this game.</source>
        <translation>Выкуп — домашнее правило, в этой игре оно выключено.</translation>
    </message>
    <message>
        <source>You pay bail only to leave the Deserted Island.</source>
        <translation>Выкуп платят только чтобы покинуть Необитаемый остров.</translation>
    </message>
    <message>
        <source>Bail costs {amount}; you have {money}.</source>
        <translation>Выкуп стоит {amount}; у вас {money}.</translation>
    </message>
    <message>
        <source>You can only buy the deed you landed on. {prompt}</source>
        <translation>Купить можно только владение, на котором вы стоите. {prompt}</translation>
    </message>
    <message>
        <source>You have only {money}: sell buildings or hand over a deed first.</source>
        <translation>У вас только {money}: сначала продайте постройки или отдайте владение.</translation>
    </message>
    <message>
        <source>You hold no Preferential Ticket.</source>
        <translation>У вас нет льготного билета.</translation>
    </message>
    <message>
        <source>A Preferential Ticket only lets you pass another player&apos;s deed or fare without paying.</source>
        <translation>Льготный билет позволяет только бесплатно пройти чужое владение или не платить за билет.</translation>
    </message>
    <message>
        <source>You can only hand over a deed you own.</source>
        <translation>Отдать можно только своё владение.</translation>
    </message>
    <message>
        <source>You have enough cash: pay instead of handing over a deed.</source>
        <translation>Денег хватает: заплатите, а не отдавайте владение.</translation>
    </message>
    <message>
        <source>Seoul is not drafted: it is auctioned after all other deeds.</source>
        <translation>Сеул не раздают: его продают с аукциона после всех остальных владений.</translation>
    </message>
    <message>
        <source>Pick a space that has a deed.</source>
        <translation>Выберите клетку, у которой есть владение.</translation>
    </message>
    <message>
        <source>{city} is already taken.</source>
        <translation>«{city}» уже занят.</translation>
    </message>
    <message>
        <source>{city} costs {price}; you have {money}.</source>
        <translation>«{city}» стоит {price}; у вас {money}.</translation>
    </message>
    <message>
        <source>You cannot afford the asked price.</source>
        <translation>Вам не хватает денег на эту цену.</translation>
    </message>
    <message>
        <source>You can buy a deed only when your plane stops on it. {prompt}</source>
        <translation>Владение можно купить, только когда ваш самолёт остановился на нём. {prompt}</translation>
    </message>
    <message>
        <source>You can fly only on the turn after you reach Space Travel. {prompt}</source>
        <translation>Лететь можно только в ход после прибытия на «Космическое путешествие». {prompt}</translation>
    </message>
    <message>
        <source>Not yet: {prompt}</source>
        <translation>Ещё рано: {prompt}</translation>
    </message>
    <message>
        <source>You owe nothing now. {prompt}</source>
        <translation>Сейчас вы ничего не должны. {prompt}</translation>
    </message>
    <message>
        <source>This game has no time limit: it ends when one player is left.</source>
        <translation>В этой игре нет лимита времени: она кончается, когда остаётся один игрок.</translation>
    </message>
    <message>
        <source>You hand over a deed only to settle a debt you cannot pay.</source>
        <translation>Владение отдают только в счёт долга, который нечем заплатить.</translation>
    </message>
    <message>
        <source>No dice this turn: the Columbia flies you to any space you choose.</source>
        <translation>В этот ход кубики не бросают: «Колумбия» доставит вас на любую клетку.</translation>
    </message>
    <message>
        <source>The Island Escape card is used only on the Deserted Island.</source>
        <translation>Карту побега используют только на Необитаемом острове.</translation>
    </message>
    <message>
        <source>Taking over cities is a house rule that is off in this game.</source>
        <translation>Перекупка городов — домашнее правило, в этой игре оно выключено.</translation>
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
        <translation>Blue Marble (부루마불)

Облетите мир, скупайте его города, стройте дачи, здания и отели и собирайте плату за проезд, пока все остальные не разорятся. Деньги считаются в тысячах вон (тыс. ₩).

ПОДГОТОВКА
- От 2 до 4 игроков. Все начинают на СТАРТЕ с 2 930 тыс. ₩ (3–4 игрока); при двух игроках каждый получает вдвое больше — 5 860 тыс. ₩.
- 30 карт Золотого ключа перемешивают и кладут рубашкой вверх.

ВАШ ХОД
- Бросьте оба кубика и передвиньте самолёт по часовой стрелке на выпавшую сумму. Дубль: после хода бросайте ещё раз.
- Каждый раз, проходя СТАРТ, вы получаете от банка зарплату 200 тыс. ₩ — и тогда, когда вас проводит мимо него Золотой ключ.
- Остановившись на ничьём владении, можно купить его по цене (покупка не обязательна). У каждого владения один хозяин.

ОБЫЧНАЯ ИГРА: ДВЕ ПОЛОВИНЫ
Первая половина — захват земли. Никто не платит за проезд и никто не строит.
- Когда у банка остаётся 5 или 6 владений (проверяем после каждого хода, в том числе перед повторным броском после дубля, так что раздача начинается, когда их 6 или 5), каждое оставшееся владение по очереди предлагают всем игрокам по его цене. Если претендентов несколько, каждый бросает два кубика, и владение берёт выбросивший больше (при равенстве перебрасывают). Владение без претендентов остаётся у банка, и его всё ещё можно купить, остановившись на нём. Затем начинается вторая половина.
Вторая половина — стройка и плата за проезд.
- В её начале каждый игрок по очереди может построиться в своих городах.
- В свой ход (до броска) можно строить в любом своём городе или продавать постройки банку по их цене. В правилах сказано лишь «в свой ход»; вариант «Строить и после хода фишкой» даёт вторую возможность после перемещения. Каждый город можно менять раз за ход; за один раз можно подняться (или опуститься) на несколько уровней.
- Уровни: 1 дача, 2 дачи, здание, отель. Стоимость уровня указана на карточке (дача, две дачи, здание, отель); при повышении платят разницу между уровнями, а заменённые фигуры возвращаются в банк.
- На шести особых владениях — Чеджу, «Конкорд», Пусан, «Королева Елизавета», «Колумбия» и Сеул — не строят; если их несколько, плата за проезд не растёт.
- Остановившись на чужом владении, вы платите за проезд по его текущему уровню.

НЕЧЕМ ЗАПЛАТИТЬ?
- Продайте постройки банку по их цене или отдайте владение (с постройками) тому, кому должны. Если владение стоит больше долга, сдачи не дают.
- Если вы должны банку или Фонду соцпомощи, владение можно отдать банку.
- Если и это невозможно (денег мало, а владений не осталось), вы разоряетесь и выбываете: ваши деньги получает кредитор, а оставленные карты уходят под низ колоды.
- Побеждает последний не разорившийся игрок.

ЗОЛОТОЙ КЛЮЧ
- Возьмите верхнюю карту, выполните её и положите под низ колоды.
- Льготный билет: оставьте себе и покажите один раз, чтобы бесплатно пройти чужое владение (или не платить за билет); затем он уходит под низ колоды.
- Побег с острова: оставьте себе и используйте один раз, чтобы покинуть Необитаемый остров. В свой ход можно предложить её другому игроку по названной вами цене.
- Подоходный налог, ремонт зданий и сбор на охрану порядка: только во второй половине.
- Распродажа за полцены: в обеих половинах — продайте банку самое дорогое владение за половину цены (во второй половине — с постройками, которые входят в цену).
- Приглашение на вечеринку: каждый другой игрок выбирает приз 0 ₩, 50 тыс. ₩ или 100 тыс. ₩; платит банк.

НЕОБИТАЕМЫЙ ОСТРОВ
- Попав туда, вы застреваете на три хода. В каждый из них вы бросаете кубики: с дублем вы сразу уходите и идёте на выпавшее число (без повторного броска); иначе остаётесь. Карта побега освобождает вас; затем вы бросаете как обычно.
- Во второй половине вы и на острове получаете плату за проезд.

ФОНД СОЦПОМОЩИ
- Остановившись на клетке взноса, вы вносите в фонд 150 тыс. ₩.
- Остановившись на клетке получения, вы забираете весь фонд; если он пуст — ничего.

КОСМИЧЕСКОЕ ПУТЕШЕСТВИЕ
- Попав туда, вы садитесь в «Колумбию» и платите её владельцу 200 тыс. ₩ за билет (бесплатно, если «Колумбия» ничья). В следующий ход вы без броска летите на любую клетку и получаете зарплату, если проходите СТАРТ.

ДОПОЛНИТЕЛЬНАЯ ИГРА
- Каждый игрок получает ещё 1 млн ₩.
- Владения выбирают по очереди: при 4 игроках места берут 1, 2, 3, 4 владения, затем 4, 3, 2, 1, затем по 2, платя цену банку. При 2 или 3 игроках после тех же двух кругов идут круги «по 2», пока владения не кончатся. Выбор можно пропустить.
- Сеул идёт с аукциона последним: ставки по очереди, шагом 10 тыс. ₩, пас окончателен; покупает тот, чья ставка выше.
- Дальше играют как во второй половине обычной игры.

ВАРИАНТЫ (переключатели в окне новой игры, по умолчанию все выключены)
- Плата за проезд с первого хода: привычная быстрая игра, правила второй половины с самого начала.
- Три дубля: три дубля подряд отправляют вас на Необитаемый остров.
- Строить, только остановившись: строить в городе можно, только когда ваш самолёт остановился на нём.
- Ограниченный запас построек: 30 дач, 18 зданий и 21 отель в коробке.
- Перекупка (인수), современное домашнее правило: заплатив за проезд через чужой город, можно купить его с постройками за двойную цену; владелец не может отказать.
- Выкуп с острова, домашнее правило: застряв, можно заплатить банку 100 тыс. ₩ и бросать как обычно.
- Лимит кругов: после стольких кругов побеждает самый богатый (деньги плюс владения и постройки по цене). Так же подсчитывается игра, дошедшая до предела действий.
- Лимит времени (совет из правил: «назначьте время окончания»): часы на поле отсчитывают минуты игры; когда время выходит, побеждает самый богатый, подсчёт как выше. Оставшееся время сохраняется вместе с игрой.
- Строить и после хода фишкой: кроме как до броска, можно ещё раз строить или продавать после перемещения, пока следующий игрок не бросил.

ГДЕ ПРАВИЛА НЕЯСНЫ
- Плата за проезд берётся по таблице уровней на карточке (земля, 1 дача, 2 дачи, здание, отель); более высокий уровень заменяет низкий.
- Билет на «Колумбию» и билеты на «Конкорд» и «Королеву Елизавету» по картам — это плата за проезд: её платят только тогда, когда платят за проезд (во второй половине). Билет по карте — плата за проезд этого транспорта.
- Уходя с острова с дублем, вы идёте на выпавшее число («бросить ещё раз» в правилах прочитано как ход на выброшенный дубль). Вариант «Остров: после дубля бросить ещё раз» понимает правило дословно: вы бросаете ещё раз и идёте на новое число (без дополнительного хода, даже если снова дубль).
- Попадание на остров или на «Космическое путешествие» заканчивает ход даже после дубля.
- Остановка на СТАРТЕ считается проходом; при движении назад зарплату не платят.
- Кругосветное путешествие: вы обходите поле до той же клетки, получаете зарплату и Фонд соцпомощи, проходя кассу, и карту снова не тянете.
- Аукцион Сеула может начаться с любой ставки от 10 тыс. ₩.

ТАЙНЫЕ ОПЕРАЦИИ (советы из правил)
1. Операция «Карнеги»: в первой половине замечайте, где чаще останавливаются самолёты; во второй стройте там здания или отели.
2. Операция «Форд»: когда самолёт соперника подходит к вашему владению, продайте постройку в другом месте и поставьте отель прямо перед ним.
3. Операция «36»: во второй половине летите с «Космического путешествия» на Необитаемый остров и отдыхайте там, собирая плату, пока другие бегают по полю.
4. Операция «Линкольн»: выберите самые многообещающие владения и стройте их высоко; несколько отелей лучше дачи в каждом уголке мира.
5. Операция «Нормандия»: приберегите карты Золотого ключа для самого важного момента.
</translation>
    </message>
    <message>
        <source>richest player when the round limit was reached</source>
        <translation>самый богатый игрок к лимиту кругов</translation>
    </message>
    <message>
        <source>last player not bankrupt</source>
        <translation>последний не разорившийся игрок</translation>
    </message>
    <message>
        <source>richest player at the time limit (cash + deeds + buildings at price)</source>
        <translation>самый богатый игрок к концу времени (деньги + владения + постройки по цене)</translation>
    </message>
    <message>
        <source>Worth</source>
        <translation>Капитал</translation>
    </message>
    <message>
        <source>Cash + deeds + buildings at their price</source>
        <translation>Деньги + владения + постройки по их цене</translation>
    </message>
    <message>
        <source>Cash</source>
        <translation>Деньги</translation>
    </message>
    <message>
        <source>Deeds at their price</source>
        <translation>Владения по их цене</translation>
    </message>
    <message>
        <source>Villas, buildings and hotels at what they cost</source>
        <translation>Виллы, здания и отели по цене постройки</translation>
    </message>
    <message>
        <source>Bankrupt players rank by how long they lasted: the later out, the higher.</source>
        <translation>Банкроты занимают места по тому, как долго продержались: кто выбыл позже, тот выше.</translation>
    </message>
    <message>
        <source>Bankrupt</source>
        <translation>Банкрот</translation>
    </message>
    <message numerus="yes">
        <source>{who}: you are stranded on the Deserted Island ({n} turns left). Roll: doubles set you free.</source>
        <translation>
            <numerusform>{who}: вы на Необитаемом острове (остался {n} ход). Бросайте: дубль освобождает.</numerusform>
            <numerusform>{who}: вы на Необитаемом острове (осталось {n} хода). Бросайте: дубль освобождает.</numerusform>
            <numerusform>{who}: вы на Необитаемом острове (осталось {n} ходов). Бросайте: дубль освобождает.</numerusform>
        </translation>
    </message>
    <message>
        <source>{who}: click any space of the board to fly there with the Columbia (no dice).</source>
        <translation>{who}: щёлкните любую клетку, чтобы долететь туда на «Колумбии» (без кубиков).</translation>
    </message>
    <message>
        <source>{who}: buy {city} for {price}, or pass (buying is optional).</source>
        <translation>{who}: купите «{city}» за {price} или откажитесь (покупка не обязательна).</translation>
    </message>
    <message>
        <source>{who}: you landed on your own {city}. Build on it, or pass.</source>
        <translation>{who}: вы на своём городе «{city}». Стройте или пропустите.</translation>
    </message>
    <message>
        <source>{who}: the second half begins. Build villas, buildings or hotels on your cities, then finish.</source>
        <translation>{who}: начинается вторая половина. Стройте дачи, здания или отели в своих городах, затем закончите.</translation>
    </message>
    <message>
        <source>{who}: {host} performs at the party. Choose the prize the bank pays them.</source>
        <translation>{who}: {host} выступает на вечеринке. Выберите приз, который заплатит банк.</translation>
    </message>
    <message>
        <source>{who}: only a few deeds are left, so each is offered to all. Apply for {city} at {price}? If several apply, the highest roll takes it.</source>
        <translation>{who}: владений осталось мало, каждое предлагают всем. Претендовать на «{city}» за {price}? Если претендентов несколько, берёт тот, кто выбросит больше.</translation>
    </message>
    <message>
        <source>{who}: pick a deed to buy at its price ({left} picks left for you), or pass.</source>
        <translation>{who}: выберите владение по его цене (осталось выборов: {left}) или пропустите.</translation>
    </message>
    <message>
        <source>{who}: {leader} bids {amount} for Seoul. Bid higher, or pass (a pass is final).</source>
        <translation>{who}: {leader} ставит {amount} за Сеул. Поднимите ставку или спасуйте (пас окончателен).</translation>
    </message>
    <message>
        <source>{who}: you may take over {city} from {owner} for {price} (twice its land and buildings), or pass.</source>
        <translation>{who}: можно перекупить «{city}» у игрока {owner} за {price} (двойная цена земли и построек) или отказаться.</translation>
    </message>
    <message>
        <source>{who}: {seller} offers you the Island Escape card for {price}. Accept or pass.</source>
        <translation>{who}: {seller} предлагает вам карту побега с острова за {price}. Купите или откажитесь.</translation>
    </message>
    <message>
        <source>{who}: your move is over. Build or sell on your cities now, or end your turn.</source>
        <translation>{who}: ход фишкой окончен. Стройте или продавайте в своих городах или завершите ход.</translation>
    </message>
    <message>
        <source>Pay {amount} to {target}: {why}.</source>
        <translation>Заплатите {amount} ({target}): {why}.</translation>
    </message>
    <message>
        <source>the bank</source>
        <translation>банк</translation>
    </message>
    <message>
        <source>the Welfare Fund</source>
        <translation>Фонд соцпомощи</translation>
    </message>
    <message>
        <source>{who}: doubles! Roll again.</source>
        <translation>{who}: дубль! Бросайте ещё раз.</translation>
    </message>
    <message>
        <source>{who}: roll the dice.</source>
        <translation>{who}: бросайте кубики.</translation>
    </message>
    <message numerus="yes">
        <source>{who}: you are stranded on the Deserted Island ({n} turns left). Roll doubles to leave, or use your Island Escape card.</source>
        <translation>
            <numerusform>{who}: вы на Необитаемом острове (остался {n} ход). Выбросьте дубль или используйте карту побега.</numerusform>
            <numerusform>{who}: вы на Необитаемом острове (осталось {n} хода). Выбросьте дубль или используйте карту побега.</numerusform>
            <numerusform>{who}: вы на Необитаемом острове (осталось {n} ходов). Выбросьте дубль или используйте карту побега.</numerusform>
        </translation>
    </message>
    <message>
        <source>{who}: Seoul is auctioned last. Bid for it, or pass.</source>
        <translation>{who}: последним с аукциона идёт Сеул. Делайте ставку или спасуйте.</translation>
    </message>
    <message>
        <source>{who}: your move.</source>
        <translation>{who}: ваш ход.</translation>
    </message>
    <message>
        <source>{city} has a hotel</source>
        <translation>в городе «{city}» отель</translation>
    </message>
    <message>
        <source>the fare for the {carrier}</source>
        <translation>билет на «{carrier}»</translation>
    </message>
    <message>
        <source>the Social Welfare Fund donation</source>
        <translation>взнос в Фонд соцпомощи</translation>
    </message>
    <message>
        <source>a birthday present</source>
        <translation>подарок на день рождения</translation>
    </message>
    <message>
        <source>the Golden Key &apos;{title}&apos;</source>
        <translation>Золотой ключ «{title}»</translation>
    </message>
    <message>
        <source>Roll the dice</source>
        <translation>Бросить кубики</translation>
    </message>
    <message>
        <source>Buy {city} ({price})</source>
        <translation>Купить «{city}» ({price})</translation>
    </message>
    <message>
        <source>Pass</source>
        <translation>Пропустить</translation>
    </message>
    <message>
        <source>Pay {amount}</source>
        <translation>Заплатить {amount}</translation>
    </message>
    <message>
        <source>Use Preferential Ticket</source>
        <translation>Льготный билет</translation>
    </message>
    <message>
        <source>Use Island Escape card</source>
        <translation>Карта побега</translation>
    </message>
    <message>
        <source>Pay {amount} bail</source>
        <translation>Выкуп {amount}</translation>
    </message>
    <message>
        <source>Build {what} on {city} ({cost})</source>
        <translation>«{city}»: построить {what} ({cost})</translation>
    </message>
    <message>
        <source>Sell {city} down to {what} (+{amount})</source>
        <translation>«{city}»: продать до уровня «{what}» (+{amount})</translation>
    </message>
    <message>
        <source>Take over {city} ({price})</source>
        <translation>Перекупить «{city}» ({price})</translation>
    </message>
    <message>
        <source>Hand over {city}</source>
        <translation>Отдать «{city}»</translation>
    </message>
    <message>
        <source>Fly to {space}</source>
        <translation>Лететь: «{space}»</translation>
    </message>
    <message>
        <source>Offer escape card to {to}</source>
        <translation>Предложить карту побега: {to}</translation>
    </message>
    <message>
        <source>Buy the card</source>
        <translation>Купить карту</translation>
    </message>
    <message>
        <source>Prize {amount}</source>
        <translation>Приз {amount}</translation>
    </message>
    <message>
        <source>Apply for {city}</source>
        <translation>Претендовать на «{city}»</translation>
    </message>
    <message>
        <source>Pick {city} ({price})</source>
        <translation>Взять «{city}» ({price})</translation>
    </message>
    <message>
        <source>Bid</source>
        <translation>Ставка</translation>
    </message>
    <message>
        <source>Finish building</source>
        <translation>Закончить стройку</translation>
    </message>
    <message>
        <source>Time is up</source>
        <translation>Время вышло</translation>
    </message>
    <message>
        <source>You may build on your cities first.</source>
        <translation>Сначала можно построиться в своих городах.</translation>
    </message>
    <message>
        <source>they own {city}</source>
        <translation>владеет городом «{city}»</translation>
    </message>
    <message>
        <source>{city} has a villa</source>
        <translation>в городе «{city}» дача</translation>
    </message>
    <message>
        <source>{city} has 2 villas</source>
        <translation>в городе «{city}» 2 дачи</translation>
    </message>
    <message>
        <source>{city} has a building</source>
        <translation>в городе «{city}» здание</translation>
    </message>
    <message>
        <source>Drop out</source>
        <translation>Выйти</translation>
    </message>
    <message>
        <source>Don&apos;t build</source>
        <translation>Не строить</translation>
    </message>
    <message>
        <source>Decline</source>
        <translation>Отказаться</translation>
    </message>
    <message>
        <source>Don&apos;t apply</source>
        <translation>Не претендовать</translation>
    </message>
    <message>
        <source>End turn</source>
        <translation>Завершить ход</translation>
    </message>
    <message>
        <source>cash</source>
        <translation>Деньги</translation>
    </message>
    <message>
        <source>deeds</source>
        <translation>Владения</translation>
    </message>
    <message>
        <source>buildings</source>
        <translation>Постройки</translation>
    </message>
    <message>
        <source>total</source>
        <translation>Всего</translation>
    </message>
    <message>
        <source>2 villas</source>
        <translation>2 дачи</translation>
    </message>
    <message>
        <source>building</source>
        <translation>здание</translation>
    </message>
    <message>
        <source>hotel</source>
        <translation>отель</translation>
    </message>
    <message>
        <source>Asia / Africa</source>
        <translation>Азия и Африка</translation>
    </message>
    <message>
        <source>Europe / North America</source>
        <translation>Европа и Северная Америка</translation>
    </message>
    <message>
        <source>Scenic sites</source>
        <translation>Живописные места</translation>
    </message>
    <message>
        <source>Metropolises</source>
        <translation>Мегаполисы</translation>
    </message>
    <message>
        <source>Lottery win</source>
        <translation>Выигрыш в лотерею</translation>
    </message>
    <message>
        <source>Receive ₩200K from the bank.</source>
        <translation>Получите от банка 200 тыс. ₩.</translation>
    </message>
    <message>
        <source>Nobel Peace Prize</source>
        <translation>Нобелевская премия мира</translation>
    </message>
    <message>
        <source>Receive ₩300K from the bank.</source>
        <translation>Получите от банка 300 тыс. ₩.</translation>
    </message>
    <message>
        <source>Scholarship</source>
        <translation>Стипендия</translation>
    </message>
    <message>
        <source>Receive ₩100K from the bank.</source>
        <translation>Получите от банка 100 тыс. ₩.</translation>
    </message>
    <message>
        <source>Car-race champion</source>
        <translation>Победа в автогонке</translation>
    </message>
    <message>
        <source>Pension</source>
        <translation>Пенсия</translation>
    </message>
    <message>
        <source>Receive ₩50K from the bank.</source>
        <translation>Получите от банка 50 тыс. ₩.</translation>
    </message>
    <message>
        <source>Birthday</source>
        <translation>День рождения</translation>
    </message>
    <message>
        <source>Every other player gives you ₩10K.</source>
        <translation>Каждый другой игрок дарит вам 10 тыс. ₩.</translation>
    </message>
    <message>
        <source>Party invitation</source>
        <translation>Приглашение на вечеринку</translation>
    </message>
    <message>
        <source>Perform for the table: each other player sets a prize of ₩0, ₩50K or ₩100K, and the bank pays you the total.</source>
        <translation>Выступите перед всеми: каждый другой игрок назначает приз 0 ₩, 50 тыс. ₩ или 100 тыс. ₩, и банк выплачивает вам сумму.</translation>
    </message>
    <message>
        <source>Hospital bill</source>
        <translation>Счёт из больницы</translation>
    </message>
    <message>
        <source>Pay ₩50K to the bank.</source>
        <translation>Заплатите банку 50 тыс. ₩.</translation>
    </message>
    <message>
        <source>Speeding fine</source>
        <translation>Штраф за превышение скорости</translation>
    </message>
    <message>
        <source>Study abroad</source>
        <translation>Учёба за границей</translation>
    </message>
    <message>
        <source>Pay ₩100K tuition to the bank.</source>
        <translation>Заплатите банку 100 тыс. ₩ за обучение.</translation>
    </message>
    <message>
        <source>Periodic income tax</source>
        <translation>Подоходный налог</translation>
    </message>
    <message>
        <source>Pay per building: hotel ₩150K, building ₩100K, villa ₩30K (second half only).</source>
        <translation>Платите за каждую постройку: отель 150 тыс. ₩, здание 100 тыс. ₩, дача 30 тыс. ₩ (только во второй половине).</translation>
    </message>
    <message>
        <source>Building repairs</source>
        <translation>Ремонт зданий</translation>
    </message>
    <message>
        <source>Pay per building: hotel ₩100K, building ₩60K, villa ₩30K (second half only).</source>
        <translation>Платите за каждую постройку: отель 100 тыс. ₩, здание 60 тыс. ₩, дача 30 тыс. ₩ (только во второй половине).</translation>
    </message>
    <message>
        <source>Crime-prevention fee</source>
        <translation>Сбор на охрану порядка</translation>
    </message>
    <message>
        <source>Pay per building: hotel ₩50K, building ₩30K, villa ₩10K (second half only).</source>
        <translation>Платите за каждую постройку: отель 50 тыс. ₩, здание 30 тыс. ₩, дача 10 тыс. ₩ (только во второй половине).</translation>
    </message>
    <message>
        <source>Half-price sale</source>
        <translation>Распродажа за полцены</translation>
    </message>
    <message>
        <source>Sell your most expensive property (with its buildings in the second half) to the bank at half price.</source>
        <translation>Продайте банку за полцены самое дорогое владение (во второй половине — вместе с постройками).</translation>
    </message>
    <message>
        <source>Preferential ticket</source>
        <translation>Льготный билет</translation>
    </message>
    <message>
        <source>Keep this card. Show it once to pass another player&apos;s deed without paying; then it goes back under the deck.</source>
        <translation>Оставьте карту себе. Покажите её один раз, чтобы бесплатно пройти чужое владение; затем она уходит под низ колоды.</translation>
    </message>
    <message>
        <source>Island escape (radio)</source>
        <translation>Побег с острова (рация)</translation>
    </message>
    <message>
        <source>Keep this card. Use it once to leave the Deserted Island. You may sell it to another player.</source>
        <translation>Оставьте карту себе. Используйте её один раз, чтобы покинуть Необитаемый остров. Её можно продать другому игроку.</translation>
    </message>
    <message>
        <source>Storm</source>
        <translation>Шторм</translation>
    </message>
    <message>
        <source>Go straight to the Deserted Island. No salary, even if you pass START.</source>
        <translation>Отправляйтесь прямо на Необитаемый остров. Зарплаты нет, даже если проходите СТАРТ.</translation>
    </message>
    <message>
        <source>Highway</source>
        <translation>Шоссе</translation>
    </message>
    <message>
        <source>Go to START and collect your salary.</source>
        <translation>Идите на СТАРТ и получите зарплату.</translation>
    </message>
    <message>
        <source>Tour: Jeju</source>
        <translation>Экскурсия: Чеджу</translation>
    </message>
    <message>
        <source>Go to Jeju Island. Pay the toll if another player owns it; salary if you pass START.</source>
        <translation>Идите на остров Чеджу. Если им владеет другой игрок, платите за проезд; за проход СТАРТА — зарплата.</translation>
    </message>
    <message>
        <source>Tour: Busan</source>
        <translation>Экскурсия: Пусан</translation>
    </message>
    <message>
        <source>Go to Busan. Pay the toll if another player owns it; salary if you pass START.</source>
        <translation>Идите в Пусан. Если им владеет другой игрок, платите за проезд; за проход СТАРТА — зарплата.</translation>
    </message>
    <message>
        <source>Tour: Seoul</source>
        <translation>Экскурсия: Сеул</translation>
    </message>
    <message>
        <source>Go to Seoul. Pay the toll if another player owns it; salary if you pass START.</source>
        <translation>Идите в Сеул. Если им владеет другой игрок, платите за проезд; за проход СТАРТА — зарплата.</translation>
    </message>
    <message>
        <source>Air travel</source>
        <translation>Авиаперелёт</translation>
    </message>
    <message>
        <source>Board the Concorde to Taipei. Pay the fare to the Concorde&apos;s owner; salary if you pass START.</source>
        <translation>Летите на «Конкорде» в Тайбэй. Заплатите владельцу «Конкорда» за билет; за проход СТАРТА — зарплата.</translation>
    </message>
    <message>
        <source>Cruise</source>
        <translation>Круиз</translation>
    </message>
    <message>
        <source>Board the Queen Elizabeth to Beijing. Pay the fare to its owner; salary if you pass START.</source>
        <translation>Плывите на «Королеве Елизавете» в Пекин. Заплатите её владельцу за билет; за проход СТАРТА — зарплата.</translation>
    </message>
    <message>
        <source>Space invitation</source>
        <translation>Приглашение в космос</translation>
    </message>
    <message>
        <source>Go to Space Travel without paying the Columbia fare; salary if you pass START.</source>
        <translation>Идите на «Космическое путешествие», не платя за «Колумбию»; за проход СТАРТА — зарплата.</translation>
    </message>
    <message>
        <source>World tour</source>
        <translation>Кругосветное путешествие</translation>
    </message>
    <message>
        <source>Go once round the board back to this space: collect the salary, and the Welfare Fund as you pass it.</source>
        <translation>Обойдите поле по кругу до этой же клетки: получите зарплату и Фонд соцпомощи, проходя его.</translation>
    </message>
    <message>
        <source>Welfare dividend</source>
        <translation>Выплата из Фонда</translation>
    </message>
    <message>
        <source>Go to the Welfare Fund reception and take the fund; salary if you pass START.</source>
        <translation>Идите к кассе Фонда соцпомощи и заберите фонд; за проход СТАРТА — зарплата.</translation>
    </message>
    <message>
        <source>Move house</source>
        <translation>Переезд</translation>
    </message>
    <message>
        <source>Go back 3 spaces.</source>
        <translation>Отступите на 3 клетки.</translation>
    </message>
    <message>
        <source>Go back 2 spaces.</source>
        <translation>Отступите на 2 клетки.</translation>
    </message>
    <message numerus="yes">
        <source>{n} hotels</source>
        <translation>
            <numerusform>{n} отель</numerusform>
            <numerusform>{n} отеля</numerusform>
            <numerusform>{n} отелей</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{n} buildings</source>
        <translation>
            <numerusform>{n} здание</numerusform>
            <numerusform>{n} здания</numerusform>
            <numerusform>{n} зданий</numerusform>
        </translation>
    </message>
    <message>
        <source>START</source>
        <translation>СТАРТ</translation>
    </message>
    <message>
        <source>Taipei</source>
        <translation>Тайбэй</translation>
    </message>
    <message>
        <source>Golden Key</source>
        <translation>Золотой ключ</translation>
    </message>
    <message>
        <source>Beijing</source>
        <translation>Пекин</translation>
    </message>
    <message>
        <source>Manila</source>
        <translation>Манила</translation>
    </message>
    <message>
        <source>Jeju Island</source>
        <translation>Чеджу</translation>
    </message>
    <message>
        <source>Singapore</source>
        <translation>Сингапур</translation>
    </message>
    <message>
        <source>Cairo</source>
        <translation>Каир</translation>
    </message>
    <message>
        <source>Istanbul</source>
        <translation>Стамбул</translation>
    </message>
    <message>
        <source>Deserted Island</source>
        <translation>Необитаемый остров</translation>
    </message>
    <message>
        <source>Athens</source>
        <translation>Афины</translation>
    </message>
    <message>
        <source>Copenhagen</source>
        <translation>Копенгаген</translation>
    </message>
    <message>
        <source>Stockholm</source>
        <translation>Стокгольм</translation>
    </message>
    <message>
        <source>Concorde</source>
        <translation>Конкорд</translation>
    </message>
    <message>
        <source>Bern</source>
        <translation>Берн</translation>
    </message>
    <message>
        <source>Berlin</source>
        <translation>Берлин</translation>
    </message>
    <message>
        <source>Ottawa</source>
        <translation>Оттава</translation>
    </message>
    <message>
        <source>Welfare Fund (receive)</source>
        <translation>Фонд соцпомощи (получить)</translation>
    </message>
    <message>
        <source>Buenos Aires</source>
        <translation>Буэнос-Айрес</translation>
    </message>
    <message>
        <source>São Paulo</source>
        <translation>Сан-Паулу</translation>
    </message>
    <message>
        <source>Sydney</source>
        <translation>Сидней</translation>
    </message>
    <message>
        <source>Busan</source>
        <translation>Пусан</translation>
    </message>
    <message>
        <source>Hawaii</source>
        <translation>Гавайи</translation>
    </message>
    <message>
        <source>Lisbon</source>
        <translation>Лиссабон</translation>
    </message>
    <message>
        <source>Queen Elizabeth</source>
        <translation>Королева Елизавета</translation>
    </message>
    <message>
        <source>Madrid</source>
        <translation>Мадрид</translation>
    </message>
    <message>
        <source>Space Travel</source>
        <translation>Космическое путешествие</translation>
    </message>
    <message>
        <source>Tokyo</source>
        <translation>Токио</translation>
    </message>
    <message>
        <source>Columbia</source>
        <translation>Колумбия</translation>
    </message>
    <message>
        <source>Paris</source>
        <translation>Париж</translation>
    </message>
    <message>
        <source>Rome</source>
        <translation>Рим</translation>
    </message>
    <message>
        <source>London</source>
        <translation>Лондон</translation>
    </message>
    <message>
        <source>New York</source>
        <translation>Нью-Йорк</translation>
    </message>
    <message>
        <source>Welfare Fund (pay)</source>
        <translation>Фонд соцпомощи (взнос)</translation>
    </message>
    <message>
        <source>Seoul</source>
        <translation>Сеул</translation>
    </message>
    <message>
        <source>land</source>
        <translation>земля</translation>
    </message>
    <message>
        <source>1 villa</source>
        <translation>1 дача</translation>
    </message>
    <message numerus="yes">
        <source>{n} villas</source>
        <translation>
            <numerusform>{n} дача</numerusform>
            <numerusform>{n} дачи</numerusform>
            <numerusform>{n} дач</numerusform>
        </translation>
    </message>
    <message>
        <source>You are {short} short: sell buildings to the bank, or hand a deed to {target} (no change given).</source>
        <translation>Не хватает {short}: продайте постройки банку или отдайте владение ({target}) — сдачи не будет.</translation>
    </message>
    <message>
        <source>You are {short} short: sell buildings to the bank, or hand a deed to the bank (no change given).</source>
        <translation>Не хватает {short}: продайте постройки банку или отдайте владение банку — сдачи не будет.</translation>
    </message>
    <message>
        <source>Money</source>
        <translation>Деньги</translation>
    </message>
    <message>
        <source>Deeds</source>
        <translation>Владения</translation>
    </message>
    <message>
        <source>Buildings</source>
        <translation>Постройки</translation>
    </message>
    <message>
        <source>Cards</source>
        <translation>Карты</translation>
    </message>
    <message>
        <source>Status</source>
        <translation>Состояние</translation>
    </message>
    <message>
        <source>bankrupt</source>
        <translation>разорён</translation>
    </message>
    <message>
        <source>winner</source>
        <translation>победитель</translation>
    </message>
    <message numerus="yes">
        <source>Deserted Island ({n} turns)</source>
        <translation>
            <numerusform>Необитаемый остров ({n} ход)</numerusform>
            <numerusform>Необитаемый остров ({n} хода)</numerusform>
            <numerusform>Необитаемый остров ({n} ходов)</numerusform>
        </translation>
    </message>
    <message>
        <source>flying next turn</source>
        <translation>летит в следующий ход</translation>
    </message>
    <message>
        <source>Game</source>
        <translation>Игра</translation>
    </message>
    <message>
        <source>Formal: a first half of buying only, then building and tolls. Optional: +₩1M each, deeds drafted in turn, Seoul auctioned, then second-half play.</source>
        <translation>Обычная: в первой половине только покупают владения, потом строят и платят за проезд. Дополнительная: каждому +1 млн ₩, владения выбирают по очереди, Сеул идёт с аукциона, дальше — как во второй половине.</translation>
    </message>
    <message>
        <source>Formal game (two halves)</source>
        <translation>Обычная игра (две половины)</translation>
    </message>
    <message>
        <source>Optional game (deed draft)</source>
        <translation>Дополнительная игра (выбор владений)</translation>
    </message>
    <message>
        <source>Tolls from the first turn</source>
        <translation>Плата за проезд с первого хода</translation>
    </message>
    <message>
        <source>The usual quick game: tolls and building from the first turn (no first half).</source>
        <translation>Привычная быстрая игра: плата за проезд и стройка с первого хода (без первой половины).</translation>
    </message>
    <message>
        <source>Three doubles: Deserted Island</source>
        <translation>Три дубля — на остров</translation>
    </message>
    <message>
        <source>Rolling doubles three times in a row sends you to the Deserted Island.</source>
        <translation>Три дубля подряд отправляют вас на Необитаемый остров.</translation>
    </message>
    <message>
        <source>Build only when landing on your deed</source>
        <translation>Строить, только остановившись на своём владении</translation>
    </message>
    <message>
        <source>You may build on a city only when your plane stops on it.</source>
        <translation>Строить в городе можно, только когда ваш самолёт остановился на нём.</translation>
    </message>
    <message>
        <source>Limited building supply</source>
        <translation>Ограниченный запас построек</translation>
    </message>
    <message>
        <source>The box holds 30 villas, 18 buildings and 21 hotels; when a kind runs out it cannot be built.</source>
        <translation>В коробке 30 дач, 18 зданий и 21 отель; когда какие-то кончаются, их больше не построить.</translation>
    </message>
    <message>
        <source>Take-over (인수)</source>
        <translation>Перекупка (인수)</translation>
    </message>
    <message>
        <source>House rule (Modu Marble style): after paying the toll on another player&apos;s city you may buy it, with its buildings, for twice its price; the owner cannot refuse.</source>
        <translation>Домашнее правило (как в Modu Marble): заплатив за проезд через чужой город, можно купить его вместе с постройками за двойную цену; владелец не может отказать.</translation>
    </message>
    <message>
        <source>Island bail ₩100K</source>
        <translation>Выкуп с острова 100 тыс. ₩</translation>
    </message>
    <message>
        <source>House rule: while stranded on the Deserted Island you may pay ₩100K to the bank to leave, then roll as usual.</source>
        <translation>Домашнее правило: застряв на Необитаемом острове, можно заплатить банку 100 тыс. ₩, уйти и бросать кубики как обычно.</translation>
    </message>
    <message>
        <source>Round limit (0 = none)</source>
        <translation>Лимит кругов (0 — нет)</translation>
    </message>
    <message>
        <source>After this many rounds the richest player (cash + deeds + buildings at price) wins.</source>
        <translation>После стольких кругов побеждает самый богатый (деньги + владения + постройки по цене).</translation>
    </message>
    <message>
        <source>Island: doubles, then throw again</source>
        <translation>Остров: после дубля бросить ещё раз</translation>
    </message>
    <message>
        <source>On the Deserted Island, doubles set you free, then you throw the dice once more and move by that throw. Off: you move by the doubles you threw.</source>
        <translation>На Необитаемом острове дубль освобождает, затем вы бросаете кубики ещё раз и идёте на выпавшее число. Выключено: идёте на выпавший дубль.</translation>
    </message>
    <message>
        <source>Time limit in minutes (0 = none)</source>
        <translation>Лимит времени в минутах (0 — нет)</translation>
    </message>
    <message>
        <source>Agree on an end time: a clock runs on the board, and when it runs out the richest player (cash + deeds + buildings at price) wins.</source>
        <translation>Заранее назначьте время окончания. На поле идут часы; когда время выйдет, побеждает самый богатый (деньги + владения + постройки по цене).</translation>
    </message>
    <message>
        <source>Build also after your move</source>
        <translation>Строить и после хода фишкой</translation>
    </message>
    <message>
        <source>Off: you build or sell before you roll. On: you may also build or sell after your move, before the next player rolls.</source>
        <translation>Выключено: строите или продаёте до броска. Включено: можно также после хода фишкой, пока следующий игрок не бросил.</translation>
    </message>
</context>
<context>
    <name>bluemarble_view</name>
    <message>
        <source>price {amount}</source>
        <translation>цена {amount}</translation>
    </message>
    <message>
        <source>owner {name}</source>
        <translation>владелец {name}</translation>
    </message>
    <message>
        <source>for sale</source>
        <translation>продаётся</translation>
    </message>
    <message>
        <source>toll now {amount}</source>
        <translation>проезд сейчас {amount}</translation>
    </message>
    <message>
        <source>{names} · winner</source>
        <translation>{names} · победа</translation>
    </message>
    <message numerus="yes">
        <source>{n} deeds unsold</source>
        <translation>
            <numerusform>не продано {n} владение</numerusform>
            <numerusform>не продано {n} владения</numerusform>
            <numerusform>не продано {n} владений</numerusform>
        </translation>
    </message>
    <message>
        <source>Hand {city} to {creditor} (no change)</source>
        <translation>Отдать «{city}» ({creditor}), без сдачи</translation>
    </message>
    <message>
        <source>roll-off for {city}: {rolls} → {winner}</source>
        <translation>переброс за «{city}»: {rolls} → {winner}</translation>
    </message>
    <message>
        <source>the last deeds go to all: {spaces} · applied: {applied}</source>
        <translation>последние владения — всем: {spaces} · заявки: {applied}</translation>
    </message>
    <message>
        <source>Second half</source>
        <translation>Вторая половина</translation>
    </message>
    <message>
        <source>the bank</source>
        <translation>банк</translation>
    </message>
    <message>
        <source>Game over</source>
        <translation>Игра окончена</translation>
    </message>
    <message>
        <source>nobody yet</source>
        <translation>пока никто</translation>
    </message>
    <message>
        <source>End of the first half</source>
        <translation>Конец первой половины</translation>
    </message>
    <message>
        <source>Optional game: the draft</source>
        <translation>Дополнительная игра: выбор владений</translation>
    </message>
    <message>
        <source>pick deeds in turn · {n} left, then Seoul is auctioned</source>
        <translation>владения выбирают по очереди · осталось: {n}, затем аукцион Сеула</translation>
    </message>
    <message>
        <source>high bid {amount} by {name}</source>
        <translation>высшая ставка {amount} ({name})</translation>
    </message>
    <message>
        <source>no bid yet</source>
        <translation>ставок пока нет</translation>
    </message>
    <message>
        <source>Seoul auction</source>
        <translation>Аукцион Сеула</translation>
    </message>
    <message>
        <source>Second half begins</source>
        <translation>Начало второй половины</translation>
    </message>
    <message>
        <source>everyone may build on their cities now · tolls are paid from here on</source>
        <translation>теперь все могут строить в своих городах · с этого момента платят за проезд</translation>
    </message>
    <message>
        <source>First half</source>
        <translation>Первая половина</translation>
    </message>
    <message>
        <source>Optional game</source>
        <translation>Дополнительная игра</translation>
    </message>
    <message>
        <source>Quick game</source>
        <translation>Быстрая игра</translation>
    </message>
    <message>
        <source>tolls are paid · build on your deeds</source>
        <translation>платят за проезд · стройте на своих владениях</translation>
    </message>
    <message>
        <source>free pass</source>
        <translation>бесплатный проход</translation>
    </message>
    <message>
        <source>island escape</source>
        <translation>побег с острова</translation>
    </message>
    <message>
        <source>a pass is final</source>
        <translation>пас окончателен</translation>
    </message>
    <message>
        <source>buy deeds · no tolls, no building yet</source>
        <translation>покупайте владения · пока без платы за проезд и без стройки</translation>
    </message>
    <message>
        <source>tolls and building from the first turn</source>
        <translation>плата за проезд и стройка с первого хода</translation>
    </message>
    <message>
        <source>Time left {m}:{s:02d}</source>
        <translation>Осталось {m}:{s:02d}</translation>
    </message>
    <message>
        <source>Time is up</source>
        <translation>Время вышло</translation>
    </message>
    <message>
        <source>Time limit: when the clock runs out the richest player (cash + deeds + buildings) wins.</source>
        <translation>Лимит времени: когда часы остановятся, побеждает самый богатый (деньги + владения + постройки).</translation>
    </message>
    <message>
        <source>land only</source>
        <translation>только земля</translation>
    </message>
    <message>
        <source>1 villa</source>
        <translation>1 дача</translation>
    </message>
    <message>
        <source>2 villas</source>
        <translation>2 дачи</translation>
    </message>
    <message>
        <source>building</source>
        <translation>здание</translation>
    </message>
    <message>
        <source>hotel</source>
        <translation>отель</translation>
    </message>
    <message>
        <source>villa {villa} · building {building} · hotel {hotel}</source>
        <translation>дача {villa} · здание {building} · отель {hotel}</translation>
    </message>
    <message>
        <source>tolls are collected now</source>
        <translation>плата за проезд уже взимается</translation>
    </message>
    <message>
        <source>no tolls until the second half</source>
        <translation>до второй половины проезд бесплатный</translation>
    </message>
    <message>
        <source>{amount} back</source>
        <translation>возврат {amount}</translation>
    </message>
    <message>
        <source>A special deed takes no buildings;</source>
        <translation>На особом владении не строят;</translation>
    </message>
    <message>
        <source>owning several does not raise the toll.</source>
        <translation>если их несколько, плата не растёт.</translation>
    </message>
    <message>
        <source>special deed</source>
        <translation>особое владение</translation>
    </message>
    <message>
        <source>price</source>
        <translation>цена</translation>
    </message>
    <message>
        <source>the bank (for sale)</source>
        <translation>банк (продаётся)</translation>
    </message>
    <message>
        <source>building costs</source>
        <translation>стоимость построек</translation>
    </message>
    <message>
        <source>toll</source>
        <translation>проезд</translation>
    </message>
    <message>
        <source>to build</source>
        <translation>стройка</translation>
    </message>
    <message>
        <source>pay / back</source>
        <translation>плата / возврат</translation>
    </message>
    <message>
        <source>click a glowing row to build up or sell down</source>
        <translation>щёлкните светящуюся строку, чтобы строить или продать</translation>
    </message>
    <message>
        <source>Space Travel fare {amount} is paid to its owner.</source>
        <translation>Плата за «Космическое путешествие» {amount} идёт владельцу.</translation>
    </message>
    <message>
        <source>owner</source>
        <translation>владелец</translation>
    </message>
    <message>
        <source>click a glowing row to build up</source>
        <translation>щёлкните светящуюся строку, чтобы строить</translation>
    </message>
    <message>
        <source>click a glowing row to sell down</source>
        <translation>щёлкните светящуюся строку, чтобы продать</translation>
    </message>
    <message>
        <source>{total} · doubles</source>
        <translation>{total} · дубль</translation>
    </message>
    <message>
        <source>GOLDEN KEY</source>
        <translation>ЗОЛОТОЙ КЛЮЧ</translation>
    </message>
    <message>
        <source>Click any city for its price, building costs and the toll at each level.</source>
        <translation>Щёлкните город: цена, стоимость построек и плата за проезд на каждом уровне.</translation>
    </message>
    <message>
        <source>Title deeds</source>
        <translation>Карточки владений</translation>
    </message>
    <message>
        <source>Golden Key</source>
        <translation>Золотой ключ</translation>
    </message>
    <message>
        <source>Welfare Fund</source>
        <translation>Фонд соцпомощи</translation>
    </message>
    <message>
        <source>pay {amount}</source>
        <translation>взнос {amount}</translation>
    </message>
    <message>
        <source>START</source>
        <translation>СТАРТ</translation>
    </message>
    <message>
        <source>salary {amount}</source>
        <translation>зарплата {amount}</translation>
    </message>
    <message>
        <source>Deserted Island</source>
        <translation>Необитаемый остров</translation>
    </message>
    <message>
        <source>{n} turns · doubles free</source>
        <translation>{n} хода · дубль освобождает</translation>
    </message>
    <message>
        <source>Welfare Fund · collect</source>
        <translation>Фонд соцпомощи · получить</translation>
    </message>
    <message>
        <source>empty</source>
        <translation>пусто</translation>
    </message>
    <message>
        <source>Space Travel</source>
        <translation>Космическое путешествие</translation>
    </message>
    <message>
        <source>fare {amount} → Columbia</source>
        <translation>билет {amount} → «Колумбия»</translation>
    </message>
</context>
</TS>
