<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="ru_RU" sourcelanguage="en">
<context>
    <name>millionaire</name>
    <message>
        <source>Receive {amount} from the bank.</source>
        <translation>Получите {amount} от банка.</translation>
    </message>
    <message>
        <source>Pay the bank {amount}.</source>
        <translation>Заплатите банку {amount}.</translation>
    </message>
    <message>
        <source>Advance to {cell}.</source>
        <translation>Идите на поле «{cell}».</translation>
    </message>
    <message>
        <source>{who}: play the Jackpot? Bet {lo} to {hi} (the box holds {box}), or walk past.</source>
        <translation>{who}: сыграть в Джекпот? Ставка от {lo} до {hi} (в кассе {box}) — или пройдите мимо.</translation>
    </message>
    <message>
        <source>{who}: you owe {owner} {amount} rent. Use your Rent holiday card to skip it, or pay.</source>
        <translation>{who}: вы должны игроку {owner} ренту {amount}. Используйте карту «Рентные каникулы», чтобы не платить, или заплатите.</translation>
    </message>
    <message>
        <source>{who} drew a {deck} card: {title}. {text}</source>
        <translation>{who} тянет карту «{deck}»: {title}. {text}</translation>
    </message>
    <message>
        <source>{who} keeps the {title} card.</source>
        <translation>{who} оставляет себе карту «{title}».</translation>
    </message>
    <message>
        <source>The card costs {who} nothing.</source>
        <translation>Карта ничего не стоит игроку {who}.</translation>
    </message>
    <message>
        <source>{who} rolled {die} in the street lottery and won {amount}.</source>
        <translation>{who} выбрасывает {die} в уличной лотерее и выигрывает {amount}.</translation>
    </message>
    <message>
        <source>Every plot has an owner: {who} stays where they are.</source>
        <translation>У всех фирм есть владельцы: {who} остаётся на месте.</translation>
    </message>
    <message>
        <source>{who} took the Charity Fund: {amount}.</source>
        <translation>{who} забирает Благотворительный фонд: {amount}.</translation>
    </message>
    <message>
        <source>The Charity Fund is empty: {who} gets nothing.</source>
        <translation>Благотворительный фонд пуст: {who} ничего не получает.</translation>
    </message>
    <message>
        <source>{who} stops on White Business: the bank pays a prize.</source>
        <translation>{who} останавливается на поле «Белый бизнес»: банк выплачивает премию.</translation>
    </message>
    <message>
        <source>Black Business: {who} flies to the Charity Fund and pays a fine of {amount} into it.</source>
        <translation>Чёрный бизнес: {who} летит в Благотворительный фонд и платит туда штраф {amount}.</translation>
    </message>
    <message numerus="yes">
        <source>Tax Inspection: {who} owes {amount} of tax on {n} plots.</source>
        <translation>
            <numerusform>Налоговая инспекция: {who} должен заплатить налог {amount} за {n} фирму.</numerusform>
            <numerusform>Налоговая инспекция: {who} должен заплатить налог {amount} за {n} фирмы.</numerusform>
            <numerusform>Налоговая инспекция: {who} должен заплатить налог {amount} за {n} фирм.</numerusform>
        </translation>
    </message>
    <message>
        <source>{who} is held by the Tax Police.</source>
        <translation>{who} задержан Налоговой полицией.</translation>
    </message>
    <message>
        <source>{who} paid the Tax Police {amount} and is free.</source>
        <translation>{who} платит Налоговой полиции {amount} и свободен.</translation>
    </message>
    <message>
        <source>Doubles! {who} leaves the Tax Police.</source>
        <translation>Дубль! {who} уходит из Налоговой полиции.</translation>
    </message>
    <message>
        <source>No doubles: {who} stays with the Tax Police ({n} of 3 tries made).</source>
        <translation>Дубля нет: {who} остаётся в Налоговой полиции (попыток: {n} из 3).</translation>
    </message>
    <message>
        <source>{who} bets {bet} on the Jackpot and rolls {faces} ({shown}).</source>
        <translation>{who} ставит {bet} в Джекпоте и выбрасывает {faces} ({shown}).</translation>
    </message>
    <message>
        <source>{line}: {who} gets {amount} back.</source>
        <translation>{line}: {who} получает {amount}.</translation>
    </message>
    <message>
        <source>No winning line for {who}: the bet of {bet} stays in the Jackpot box (now {box}).</source>
        <translation>У игрока {who} нет выигрышной комбинации: ставка {bet} остаётся в кассе Джекпота (теперь {box}).</translation>
    </message>
    <message>
        <source>{who} does not play the Jackpot.</source>
        <translation>{who} не играет в Джекпот.</translation>
    </message>
    <message>
        <source>{who} has less than {least} and cannot play the Jackpot.</source>
        <translation>У игрока {who} меньше {least}: в Джекпот он сыграть не может.</translation>
    </message>
    <message>
        <source>{who} used the Rent holiday card and skips {amount} of rent.</source>
        <translation>{who} использует карту «Рентные каникулы» и не платит ренту {amount}.</translation>
    </message>
    <message>
        <source>Chance</source>
        <translation>Шанс</translation>
    </message>
    <message>
        <source>Movement</source>
        <translation>Движение</translation>
    </message>
    <message>
        <source>To {cell}</source>
        <translation>На поле «{cell}»</translation>
    </message>
    <message>
        <source>Forward {n}</source>
        <translation>Вперёд на {n}</translation>
    </message>
    <message>
        <source>Back {n}</source>
        <translation>Назад на {n}</translation>
    </message>
    <message>
        <source>Bank dividend</source>
        <translation>Дивиденды банка</translation>
    </message>
    <message>
        <source>Won a tender</source>
        <translation>Выигран тендер</translation>
    </message>
    <message>
        <source>Inheritance</source>
        <translation>Наследство</translation>
    </message>
    <message>
        <source>Consulting fee</source>
        <translation>Гонорар за консультацию</translation>
    </message>
    <message>
        <source>Tax refund</source>
        <translation>Возврат налога</translation>
    </message>
    <message>
        <source>Birthday</source>
        <translation>День рождения</translation>
    </message>
    <message>
        <source>City festival sponsor</source>
        <translation>Спонсор городского праздника</translation>
    </message>
    <message>
        <source>Late-report fine</source>
        <translation>Штраф за просроченный отчёт</translation>
    </message>
    <message>
        <source>Audit fine</source>
        <translation>Штраф по итогам ревизии</translation>
    </message>
    <message>
        <source>Equipment repair</source>
        <translation>Ремонт оборудования</translation>
    </message>
    <message>
        <source>Fire inspection</source>
        <translation>Пожарная проверка</translation>
    </message>
    <message>
        <source>Lawyer&apos;s fees</source>
        <translation>Услуги адвоката</translation>
    </message>
    <message>
        <source>Insurance payout</source>
        <translation>Страховая выплата</translation>
    </message>
    <message>
        <source>Amnesty</source>
        <translation>Амнистия</translation>
    </message>
    <message>
        <source>Rent holiday</source>
        <translation>Рентные каникулы</translation>
    </message>
    <message>
        <source>Street lottery</source>
        <translation>Уличная лотерея</translation>
    </message>
    <message>
        <source>Donation</source>
        <translation>Пожертвование</translation>
    </message>
    <message>
        <source>Court case won</source>
        <translation>Выигранный суд</translation>
    </message>
    <message>
        <source>Customs fine</source>
        <translation>Таможенный штраф</translation>
    </message>
    <message>
        <source>Free spin</source>
        <translation>Бесплатная игра</translation>
    </message>
    <message>
        <source>To Black Business</source>
        <translation>На Чёрный бизнес</translation>
    </message>
    <message>
        <source>To the nearest Chance</source>
        <translation>На ближайший Шанс</translation>
    </message>
    <message>
        <source>To the nearest free plot</source>
        <translation>На ближайшую свободную фирму</translation>
    </message>
    <message>
        <source>Every other player gives you {amount}.</source>
        <translation>Каждый другой игрок даёт вам {amount}.</translation>
    </message>
    <message>
        <source>Pay every other player {amount}.</source>
        <translation>Заплатите каждому другому игроку {amount}.</translation>
    </message>
    <message>
        <source>Pay the bank {branch} for each of your branches and {enterprise} for each enterprise.</source>
        <translation>Заплатите банку {branch} за каждый свой филиал и {enterprise} за каждое предприятие.</translation>
    </message>
    <message>
        <source>Pay the bank a tenth of your cash, rounded down to 10 F.</source>
        <translation>Заплатите банку десятую часть своих денег, округлив вниз до 10 F.</translation>
    </message>
    <message>
        <source>Keep this card: it sets you free from the Tax Police without a fine.</source>
        <translation>Сохраните эту карту: она освобождает из Налоговой полиции без штрафа.</translation>
    </message>
    <message>
        <source>Keep this card: it lets you skip one rent payment.</source>
        <translation>Сохраните эту карту: она позволяет один раз не платить ренту.</translation>
    </message>
    <message>
        <source>Roll one die: the bank pays you {amount} for each pip.</source>
        <translation>Бросьте один кубик: банк платит вам {amount} за каждое очко.</translation>
    </message>
    <message>
        <source>Pay {amount} into the Charity Fund.</source>
        <translation>Внесите {amount} в Благотворительный фонд.</translation>
    </message>
    <message>
        <source>The opponent with the most cash pays you {amount}.</source>
        <translation>Самый богатый наличными соперник платит вам {amount}.</translation>
    </message>
    <message>
        <source>Go to the Jackpot and play one spin on a bet of {amount} paid by the bank.</source>
        <translation>Идите на Джекпот и сыграйте один раз на ставку {amount} за счёт банка.</translation>
    </message>
    <message>
        <source>Go to START. You receive no circular income.</source>
        <translation>Идите на СТАРТ. Круговой доход не получаете.</translation>
    </message>
    <message numerus="yes">
        <source>Move forward {n} cells.</source>
        <translation>
            <numerusform>Пройдите вперёд на {n} поле.</numerusform>
            <numerusform>Пройдите вперёд на {n} поля.</numerusform>
            <numerusform>Пройдите вперёд на {n} полей.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Move back {n} cells.</source>
        <translation>
            <numerusform>Вернитесь назад на {n} поле.</numerusform>
            <numerusform>Вернитесь назад на {n} поля.</numerusform>
            <numerusform>Вернитесь назад на {n} полей.</numerusform>
        </translation>
    </message>
    <message>
        <source>Go to the Tax Police. You receive no circular income.</source>
        <translation>Идите в Налоговую полицию. Круговой доход не получаете.</translation>
    </message>
    <message>
        <source>Advance to the nearest Black Business, then fly to the Charity Fund and pay the fine.</source>
        <translation>Идите на ближайший Чёрный бизнес, затем летите в Благотворительный фонд и платите штраф.</translation>
    </message>
    <message>
        <source>Advance to the nearest Chance cell and draw a card.</source>
        <translation>Идите на ближайшее поле «Шанс» и возьмите карту.</translation>
    </message>
    <message>
        <source>Advance to the nearest plot nobody owns. If there is none, stay where you are.</source>
        <translation>Идите на ближайшую ничейную фирму. Если таких нет, оставайтесь на месте.</translation>
    </message>
    <message>
        <source>{who}: you are held by the Tax Police. Roll for doubles (attempt {n} of 3) or pay {fine}.</source>
        <translation>{who}: вас задержала Налоговая полиция. Бросайте на дубль (попытка {n} из 3) или заплатите {fine}.</translation>
    </message>
    <message>
        <source>{who}: you are held by the Tax Police. Roll for doubles (attempt {n} of 3); the fine of {fine} is more than your cash.</source>
        <translation>{who}: вас задержала Налоговая полиция. Бросайте на дубль (попытка {n} из 3): штраф {fine} больше ваших денег.</translation>
    </message>
    <message>
        <source>A Jackpot bet is a multiple of 10 F from 10 F to 100 F.</source>
        <translation>Ставка в Джекпоте — от 10 F до 100 F, кратно 10 F.</translation>
    </message>
    <message>
        <source>You cannot bet more than your cash, {cash}.</source>
        <translation>Нельзя поставить больше, чем у вас денег ({cash}).</translation>
    </message>
    <message>
        <source>The fine is {amount} and you have {cash}: roll for doubles instead.</source>
        <translation>Штраф {amount}, а у вас {cash}: бросайте на дубль.</translation>
    </message>
    <message>
        <source>Only the Amnesty card sets you free from the Tax Police.</source>
        <translation>Из Налоговой полиции освобождает только карта «Амнистия».</translation>
    </message>
    <message>
        <source>You do not hold the Amnesty card.</source>
        <translation>У вас нет карты «Амнистия».</translation>
    </message>
    <message>
        <source>Only the Rent holiday card lets you skip a rent.</source>
        <translation>Не платить ренту позволяет только карта «Рентные каникулы».</translation>
    </message>
    <message>
        <source>That move is not part of the Classic edition.</source>
        <translation>Такого хода нет в Классической версии.</translation>
    </message>
    <message>
        <source>Walk past the Jackpot</source>
        <translation>Пройти мимо Джекпота</translation>
    </message>
    <message>
        <source>Pay the fine</source>
        <translation>Заплатить штраф</translation>
    </message>
    <message>
        <source>Pay the rent</source>
        <translation>Заплатить ренту</translation>
    </message>
    <message>
        <source>Tax Inspection: {who} owns no taxable plot and pays nothing.</source>
        <translation>Налоговая инспекция: у игрока {who} нет облагаемых фирм, он ничего не платит.</translation>
    </message>
    <message>
        <source>Three tries without doubles: {who} pays the Tax Police {amount} and moves.</source>
        <translation>Три попытки без дубля: {who} платит Налоговой полиции {amount} и ходит.</translation>
    </message>
    <message>
        <source>{who} showed the Amnesty card and leaves the Tax Police free.</source>
        <translation>{who} показывает карту «Амнистия» и свободно уходит из Налоговой полиции.</translation>
    </message>
    <message>
        <source>{who} spins the Jackpot on the bank&apos;s bet of {bet}: {faces} ({shown}).</source>
        <translation>{who} играет в Джекпот на ставку банка {bet}: {faces} ({shown}).</translation>
    </message>
    <message>
        <source>JACKPOT! {who} takes the whole box: {amount}.</source>
        <translation>ДЖЕКПОТ! {who} забирает всю кассу: {amount}.</translation>
    </message>
    <message>
        <source>cherry</source>
        <translation>вишня</translation>
    </message>
    <message>
        <source>lemon</source>
        <translation>лимон</translation>
    </message>
    <message>
        <source>bell</source>
        <translation>колокольчик</translation>
    </message>
    <message>
        <source>seven</source>
        <translation>семёрка</translation>
    </message>
    <message>
        <source>dollar</source>
        <translation>доллар</translation>
    </message>
    <message>
        <source>Three sevens</source>
        <translation>Три семёрки</translation>
    </message>
    <message>
        <source>Three bells</source>
        <translation>Три колокольчика</translation>
    </message>
    <message>
        <source>Three lemons</source>
        <translation>Три лимона</translation>
    </message>
    <message>
        <source>Three cherries</source>
        <translation>Три вишни</translation>
    </message>
    <message>
        <source>Two dollars</source>
        <translation>Два доллара</translation>
    </message>
    <message>
        <source>Two cherries</source>
        <translation>Две вишни</translation>
    </message>
    <message>
        <source>Your Amnesty card sets you free at no cost.</source>
        <translation>Карта «Амнистия» освобождает вас бесплатно.</translation>
    </message>
    <message>
        <source>Bet {amount}</source>
        <translation>Ставка {amount}</translation>
    </message>
    <message>
        <source>Bet</source>
        <translation>Ставка</translation>
    </message>
    <message>
        <source>Use {card}</source>
        <translation>Использовать «{card}»</translation>
    </message>
    <message>
        <source>Use a card</source>
        <translation>Использовать карту</translation>
    </message>
    <message>
        <source>Cards</source>
        <translation>Карты</translation>
    </message>
    <message>
        <source>Tax Police</source>
        <translation>Налоговая полиция</translation>
    </message>
    <message>
        <source>held, attempt {n} of 3</source>
        <translation>задержан, попытка {n} из 3</translation>
    </message>
    <message>
        <source>Green policy</source>
        <translation>Зелёный полис</translation>
    </message>
    <message>
        <source>Blue policy</source>
        <translation>Синий полис</translation>
    </message>
    <message>
        <source>Orange policy</source>
        <translation>Оранжевый полис</translation>
    </message>
    <message>
        <source>Red policy</source>
        <translation>Красный полис</translation>
    </message>
    <message>
        <source>{who} bought shares: {count} × {price} = {amount}.</source>
        <translation>{who} покупает акции: {count} × {price} = {amount}.</translation>
    </message>
    <message>
        <source>{who} sold shares: {count} × {price} = {amount}.</source>
        <translation>{who} продаёт акции: {count} × {price} = {amount}.</translation>
    </message>
    <message>
        <source>The share price stays at {new}.</source>
        <translation>Курс акций остаётся {new}.</translation>
    </message>
    <message>
        <source>{who} played the Exchange: {first} (odd, down), then {points}: {move} down.</source>
        <translation>{who} играет на Бирже: {first} (нечет — вниз), затем {points}: курс падает на {move}.</translation>
    </message>
    <message>
        <source>{who} is exempt and paid no circular tax this time.</source>
        <translation>{who} освобождён и на этот раз не платит круговой налог.</translation>
    </message>
    <message>
        <source>{who} rolled {dice} for the Auction: {plot} is picked.</source>
        <translation>{who} выбрасывает {dice} на Аукционе: выбрана фирма «{plot}».</translation>
    </message>
    <message>
        <source>{who} drew the Fortune card {title}: {text}</source>
        <translation>{who} тянет карту Фортуны «{title}»: {text}</translation>
    </message>
    <message>
        <source>{who} drew the Chance card {title}: {text}</source>
        <translation>{who} тянет карту Шанса «{title}»: {text}</translation>
    </message>
    <message>
        <source>{who} is insured ({policy}) against {title}.</source>
        <translation>{who} застрахован ({policy}) от карты «{title}».</translation>
    </message>
    <message>
        <source>{who} handed back to the bank: {policies}.</source>
        <translation>{who} возвращает банку: {policies}.</translation>
    </message>
    <message>
        <source>{who} rolled no doubles and stays at Tax Inspection ({attempts} of 3 tries used).</source>
        <translation>{who} не выбросил дубль и остаётся в Налоговой инспекции (попыток: {attempts} из 3).</translation>
    </message>
    <message>
        <source>You may trade shares once through the player on the Exchange (5 % commission).</source>
        <translation>Можно один раз заключить сделку с акциями через игрока на Бирже (комиссия 5 %).</translation>
    </message>
    <message>
        <source>Buy shares</source>
        <translation>Купить акции</translation>
    </message>
    <message>
        <source>Roll the Exchange</source>
        <translation>Бросок на Бирже</translation>
    </message>
    <message>
        <source>Buy a policy</source>
        <translation>Купить полис</translation>
    </message>
    <message>
        <source>Pay the 50 F fine</source>
        <translation>Заплатить штраф 50 F</translation>
    </message>
    <message>
        <source>Go there</source>
        <translation>Идти туда</translation>
    </message>
    <message>
        <source>Cover this point</source>
        <translation>Покрыть этот пункт</translation>
    </message>
    <message>
        <source>Use the policy</source>
        <translation>Использовать полис</translation>
    </message>
    <message>
        <source>Keep the policy</source>
        <translation>Сохранить полис</translation>
    </message>
    <message>
        <source>Done</source>
        <translation>Готово</translation>
    </message>
    <message>
        <source>That move is not allowed now. {prompt}</source>
        <translation>Сейчас так ходить нельзя. {prompt}</translation>
    </message>
    <message>
        <source>You hold that policy already, or cannot afford it.</source>
        <translation>Такой полис у вас уже есть, или на него не хватает денег.</translation>
    </message>
    <message>
        <source>That card cannot be used now.</source>
        <translation>Эту карту сейчас использовать нельзя.</translation>
    </message>
    <message>
        <source>Building moratorium (Fortune): no new branches or enterprises while it is in force.</source>
        <translation>Мораторий на строительство (Фортуна): пока он действует, новых филиалов и предприятий не строят.</translation>
    </message>
    <message>
        <source>Elite edition

Central industry: the four middle cells of the sides cost 500 F each and take no buildings; the
rent is 60 / 125 / 250 / 500 F and the circular tax 25 / 40 / 60 / 80 F per plot as the owner holds
1 / 2 / 3 / 4 of them (house values).

Shares start at 100 F. Buy them in your turns of the first round before rolling, on passing
START, or on an Exchange cell; sell them to the bank before your roll (or to raise cash). On the
Exchange: one trade, then roll the Exchange (one die: even up, odd down; a second die: 1-6 points
of 10 F; never below 0, and at 0 the bank sells none), then one more trade. While you are there,
every other player may make one trade through you and pays you 5 % of it.

Circular income: 200 F + 20 % of the value of your shares. Circular tax: every time you pass or
arrive at Tax Inspection, 10 F per share plus the land tax of your plots from the tax table. The Exemption cell skips your next circular tax.

Tax Inspection: arriving there holds you; pay 50 F before rolling, or roll doubles in one of your
next three turns; after the third failure you pay 50 F and move. Tax Police and three doubles
send you there without income.

Insurance, bought before rolling, one of each colour: Green 100 F (auctions) and
Blue 200 F (auctions, one harmful point of a Fortune card) go back at START; Orange 300 F
(auctions, both points) and Red 500 F (as Orange, and once one rent or circular tax of your
choice) last until you use them.

Chance (20) cards are yours; a card you cannot carry out now is kept; &quot;go to the
nearest&quot; lets you choose on a tie. Fortune (30) cards concern everyone: a long-term card is in
force until the next Fortune card, one-time cards act at once; drawn cards lie on the Wheel of
Fortune and are shuffled into a new deck when the deck runs out.

Auction cell: three rolls pick a plot (side 1-4, 5-6 cancels; even clockwise, odd
anticlockwise of the central cell; the section counted from the centre). A free plot is auctioned
for the bank from half its price; an owned plot without buildings or mortgage is sold by force
from its price, its owner paid, unless insured.</source>
        <translation>Элитная версия

Центральная отрасль: четыре средних поля сторон стоят по 500 F и не застраиваются; рента —
60 / 125 / 250 / 500 F, а круговой налог — 25 / 40 / 60 / 80 F за фирму, если у владельца
1 / 2 / 3 / 4 таких фирмы (значения нашего стола).

Акции стоят вначале 100 F. Покупайте их в свои ходы первого круга до броска, при прохождении
СТАРТА или на поле Биржи; продавайте банку до броска (или чтобы собрать деньги). На Бирже:
одна сделка, затем бросок Биржи (один кубик: чёт — вверх, нечет — вниз; второй кубик: 1–6 пунктов
по 10 F; курс не ниже 0, а при 0 банк акций не продаёт), затем ещё одна сделка. Пока вы там,
каждый другой игрок может заключить одну сделку через вас и платит вам 5 % от неё.

Круговой доход: 200 F + 20 % стоимости ваших акций. Круговой налог: всякий раз, когда вы
проходите Налоговую инспекцию или попадаете на неё, — 10 F за акцию плюс земельный налог ваших
фирм по налоговой таблице. Поле «Освобождение от налога» отменяет ваш следующий
круговой налог.

Налоговая инспекция: попав туда, вы задержаны; заплатите 50 F до броска или выбросьте дубль
в один из трёх следующих ходов; после третьей неудачи заплатите 50 F и идите. Налоговая полиция
и три дубля отправляют вас туда без дохода.

Страхование, покупается до броска, по одному полису каждого цвета: Зелёный
100 F (аукционы) и Синий 200 F (аукционы, один вредный пункт карты Фортуны) возвращаются на
СТАРТЕ; Оранжевый 300 F (аукционы, оба пункта) и Красный 500 F (как Оранжевый и один раз —
одна рента или круговой налог на выбор) действуют, пока вы их не используете.

Карты Шанса (20) — ваши; карта, которую сейчас нельзя выполнить, остаётся у вас;
«идите на ближайшее» при равенстве даёт выбор. Карты Фортуны (30) касаются всех: долгосрочная
действует до следующей карты Фортуны, разовые действуют сразу; вытянутые карты ложатся на
Колесо Фортуны и, когда колода кончается, перемешиваются в новую.

Поле «Аукцион»: три броска выбирают фирму (сторона 1–4, 5–6 — отмена; чёт — по
часовой стрелке, нечет — против от центрального поля; участок отсчитывается от центра). Свободная
фирма продаётся с аукциона от имени банка, начиная с половины цены; чужая фирма без построек и
залога продаётся принудительно, начиная с её цены, а владельцу платят — если он не застрахован.</translation>
    </message>
    <message>
        <source>{who} handed worthless shares back to the bank: {count}.</source>
        <translation>{who} возвращает банку обесцененные акции: {count}.</translation>
    </message>
    <message>
        <source>The share price rose from {old} to {new}.</source>
        <translation>Курс акций вырос с {old} до {new}.</translation>
    </message>
    <message>
        <source>The share price fell from {old} to {new}.</source>
        <translation>Курс акций упал с {old} до {new}.</translation>
    </message>
    <message>
        <source>{who} played the Exchange: {first} (even, up), then {points}: {move} up.</source>
        <translation>{who} играет на Бирже: {first} (чёт — вверх), затем {points}: курс растёт на {move}.</translation>
    </message>
    <message>
        <source>{who} used the Tax exemption card and paid no circular tax.</source>
        <translation>{who} использует карту «Освобождение от налога» и не платит круговой налог.</translation>
    </message>
    <message>
        <source>{who} rolled {dice} for the Auction: no auction this time.</source>
        <translation>{who} выбрасывает {dice} на Аукционе: на этот раз аукциона нет.</translation>
    </message>
    <message>
        <source>{who} rolled doubles and leaves Tax Inspection.</source>
        <translation>{who} выбрасывает дубль и уходит из Налоговой инспекции.</translation>
    </message>
    <message>
        <source>{who} paid the fine and leaves Tax Inspection.</source>
        <translation>{who} платит штраф и уходит из Налоговой инспекции.</translation>
    </message>
    <message>
        <source>{who} failed a third time, pays the fine and leaves Tax Inspection.</source>
        <translation>{who} не смог в третий раз, платит штраф и уходит из Налоговой инспекции.</translation>
    </message>
    <message>
        <source>{who} used the Release card and leaves Tax Inspection.</source>
        <translation>{who} использует карту «Освобождение» и уходит из Налоговой инспекции.</translation>
    </message>
    <message>
        <source>{who} leaves Tax Inspection under the amnesty.</source>
        <translation>{who} уходит из Налоговой инспекции по амнистии.</translation>
    </message>
    <message>
        <source>{who} paid {broker} a commission of {amount}.</source>
        <translation>{who} платит игроку {broker} комиссию {amount}.</translation>
    </message>
    <message>
        <source>Share split: every holder&apos;s shares doubled.</source>
        <translation>Дробление акций: у каждого владельца акций стало вдвое больше.</translation>
    </message>
    <message>
        <source>{who} is on the Exchange; others may trade shares through them.</source>
        <translation>{who} на Бирже: остальные могут торговать акциями через него.</translation>
    </message>
    <message>
        <source>{who} leaves the Exchange.</source>
        <translation>{who} уходит с Биржи.</translation>
    </message>
    <message>
        <source>The Exchange is closed: {who} cannot play it.</source>
        <translation>Биржа закрыта: {who} не может на ней играть.</translation>
    </message>
    <message>
        <source>{who} owes no circular tax.</source>
        <translation>{who} не должен платить круговой налог.</translation>
    </message>
    <message>
        <source>{who} will skip the next circular tax.</source>
        <translation>{who} не будет платить следующий круговой налог.</translation>
    </message>
    <message>
        <source>{who} is held at Tax Inspection.</source>
        <translation>{who} задержан в Налоговой инспекции.</translation>
    </message>
    <message>
        <source>{who} bought a {policy} for {price}.</source>
        <translation>{who} покупает {policy} за {price}.</translation>
    </message>
    <message>
        <source>{who} received a free {policy}.</source>
        <translation>{who} бесплатно получает {policy}.</translation>
    </message>
    <message>
        <source>{who} used up the {policy}.</source>
        <translation>{who} использовал {policy}.</translation>
    </message>
    <message>
        <source>The Fortune cards on the Wheel were shuffled into a new deck.</source>
        <translation>Карты Фортуны с Колеса перемешаны в новую колоду.</translation>
    </message>
    <message>
        <source>{title} is no longer in force.</source>
        <translation>«{title}» больше не действует.</translation>
    </message>
    <message>
        <source>{title} is now in force.</source>
        <translation>«{title}» теперь действует.</translation>
    </message>
    <message>
        <source>{title} yields to {by}, drawn first.</source>
        <translation>«{title}» уступает карте «{by}», вытянутой раньше.</translation>
    </message>
    <message>
        <source>{who} keeps the card {title}.</source>
        <translation>{who} оставляет себе карту «{title}».</translation>
    </message>
    <message>
        <source>{who} used the card {title}.</source>
        <translation>{who} использует карту «{title}».</translation>
    </message>
    <message>
        <source>The Chance deck is empty: {who} draws nothing.</source>
        <translation>Колода Шанса пуста: {who} ничего не тянет.</translation>
    </message>
    <message>
        <source>The auction is cancelled.</source>
        <translation>Аукцион отменён.</translation>
    </message>
    <message>
        <source>{plot} is mortgaged or built on and cannot be auctioned.</source>
        <translation>Фирма «{plot}» заложена или застроена: её нельзя выставить на аукцион.</translation>
    </message>
    <message>
        <source>{who} is insured: {plot} is not auctioned.</source>
        <translation>{who} застрахован: фирма «{plot}» не идёт на аукцион.</translation>
    </message>
    <message>
        <source>Casino ban: the Jackpot does nothing.</source>
        <translation>Запрет казино: Джекпот не действует.</translation>
    </message>
    <message>
        <source>You may buy shares at {price} each.</source>
        <translation>Можно купить акции по {price} за штуку.</translation>
    </message>
    <message>
        <source>You may sell shares at {price} each.</source>
        <translation>Можно продать акции по {price} за штуку.</translation>
    </message>
    <message>
        <source>Exchange: one share trade if you wish, then roll the Exchange.</source>
        <translation>Биржа: при желании одна сделка с акциями, затем бросок на Бирже.</translation>
    </message>
    <message>
        <source>Two cells are equally near: choose where to go.</source>
        <translation>Два поля одинаково близко: выберите, куда идти.</translation>
    </message>
    <message>
        <source>{title} harms you: use a long-term policy against it?</source>
        <translation>«{title}» вам вредит: использовать против неё долгосрочный полис?</translation>
    </message>
    <message>
        <source>{plot} is picked for auction: use a long-term policy to keep it?</source>
        <translation>Фирма «{plot}» выбрана для аукциона: использовать долгосрочный полис, чтобы её сохранить?</translation>
    </message>
    <message>
        <source>You owe {amount}: use your Red policy to cancel this payment?</source>
        <translation>Вы должны {amount}: использовать Красный полис, чтобы не платить?</translation>
    </message>
    <message>
        <source>You are held at Tax Inspection: pay 50 F, or roll for doubles.</source>
        <translation>Вы задержаны в Налоговой инспекции: заплатите 50 F или бросайте на дубль.</translation>
    </message>
    <message>
        <source>Buy the {policy}</source>
        <translation>Купить: {policy}</translation>
    </message>
    <message>
        <source>Exchange: one more share trade if you wish, then done.</source>
        <translation>Биржа: при желании ещё одна сделка с акциями, и всё.</translation>
    </message>
    <message>
        <source>Your Blue policy covers one point of {title}: choose which.</source>
        <translation>Синий полис покрывает один пункт карты «{title}»: выберите какой.</translation>
    </message>
    <message>
        <source>Shares</source>
        <translation>Акции</translation>
    </message>
    <message>
        <source>Policies</source>
        <translation>Полисы</translation>
    </message>
    <message>
        <source>Tax skips</source>
        <translation>Без налога</translation>
    </message>
    <message>
        <source>Held</source>
        <translation>Задержан</translation>
    </message>
    <message>
        <source>at Tax Inspection</source>
        <translation>в Налоговой инспекции</translation>
    </message>
    <message>
        <source>tax</source>
        <translation>налог</translation>
    </message>
    <message>
        <source>a fine</source>
        <translation>штраф</translation>
    </message>
    <message>
        <source>a card</source>
        <translation>карта</translation>
    </message>
    <message>
        <source>an auction</source>
        <translation>аукцион</translation>
    </message>
    <message>
        <source>a trade</source>
        <translation>сделка</translation>
    </message>
    <message>
        <source>{who} rolled {d1} and {d2}.</source>
        <translation>{who} выбрасывает {d1} и {d2}.</translation>
    </message>
    <message>
        <source>{who} moved to {cell}.</source>
        <translation>{who} переходит на поле «{cell}».</translation>
    </message>
    <message>
        <source>{who} paid {amount} to {creditor} ({reason}).</source>
        <translation>{who} платит {amount}: {creditor} ({reason}).</translation>
    </message>
    <message>
        <source>{who} owes {amount} to {creditor} and must raise cash.</source>
        <translation>{who} должен {amount} ({creditor}) и должен раздобыть деньги.</translation>
    </message>
    <message>
        <source>{who} bought {cell} for {price}.</source>
        <translation>{who} покупает фирму «{cell}» за {price}.</translation>
    </message>
    <message>
        <source>{who} built a branch on {cell} ({level} now).</source>
        <translation>{who} строит филиал на фирме «{cell}» (теперь: {level}).</translation>
    </message>
    <message>
        <source>{who} rolled doubles three times in a row.</source>
        <translation>{who} выбрасывает дубль три раза подряд.</translation>
    </message>
    <message>
        <source>{who} passed START and received {amount}.</source>
        <translation>{who} проходит СТАРТ и получает {amount}.</translation>
    </message>
    <message>
        <source>{who} received {amount}.</source>
        <translation>{who} получает {amount}.</translation>
    </message>
    <message>
        <source>{who} pays no rent: {cell} is mortgaged.</source>
        <translation>{who} не платит ренту: фирма «{cell}» заложена.</translation>
    </message>
    <message>
        <source>{who} declined {cell}.</source>
        <translation>{who} отказывается от фирмы «{cell}».</translation>
    </message>
    <message>
        <source>{who} sold a building on {cell} for {amount}.</source>
        <translation>{who} продаёт постройку на фирме «{cell}» за {amount}.</translation>
    </message>
    <message>
        <source>{who} mortgaged {cell} for {amount}.</source>
        <translation>{who} закладывает фирму «{cell}» за {amount}.</translation>
    </message>
    <message>
        <source>{who} redeemed {cell} for {amount}.</source>
        <translation>{who} выкупает фирму «{cell}» за {amount}.</translation>
    </message>
    <message>
        <source>{who} went bankrupt.</source>
        <translation>{who} разоряется.</translation>
    </message>
    <message>
        <source>{cell} is up for auction, starting at {start}.</source>
        <translation>Фирма «{cell}» выставлена на аукцион, начальная цена {start}.</translation>
    </message>
    <message>
        <source>{who} bid {amount}.</source>
        <translation>{who} предлагает {amount}.</translation>
    </message>
    <message>
        <source>{who} passed.</source>
        <translation>{who} пасует.</translation>
    </message>
    <message>
        <source>Nobody bid: {cell} stays as it was.</source>
        <translation>Ставок не было: фирма «{cell}» остаётся как была.</translation>
    </message>
    <message>
        <source>{who} offered {partner} a trade.</source>
        <translation>{who} предлагает сделку игроку {partner}.</translation>
    </message>
    <message>
        <source>{who} accepted the trade with {partner}.</source>
        <translation>{who} принимает сделку с игроком {partner}.</translation>
    </message>
    <message>
        <source>{who} rejected the trade with {partner}.</source>
        <translation>{who} отклоняет сделку с игроком {partner}.</translation>
    </message>
    <message>
        <source>{who}&apos;s turn.</source>
        <translation>Ход игрока {who}.</translation>
    </message>
    <message>
        <source>Round {round} begins.</source>
        <translation>Начинается круг {round}.</translation>
    </message>
    <message>
        <source>{who} went straight to {cell}.</source>
        <translation>{who} отправляется прямо на поле «{cell}».</translation>
    </message>
    <message>
        <source>{who} moved back to {cell}.</source>
        <translation>{who} возвращается на поле «{cell}».</translation>
    </message>
    <message>
        <source>{who} won the auction for {cell} at {price}.</source>
        <translation>{who} выигрывает аукцион за фирму «{cell}» с ценой {price}.</translation>
    </message>
    <message>
        <source>{who} built an enterprise on {cell}.</source>
        <translation>{who} строит предприятие на фирме «{cell}».</translation>
    </message>
    <message>
        <source>The game is over.</source>
        <translation>Игра окончена.</translation>
    </message>
    <message>
        <source>Doubles!</source>
        <translation>Дубль!</translation>
    </message>
    <message>
        <source>the bank</source>
        <translation>банк</translation>
    </message>
    <message>
        <source>the Charity Fund</source>
        <translation>Благотворительный фонд</translation>
    </message>
    <message>
        <source>the Jackpot box</source>
        <translation>касса Джекпота</translation>
    </message>
    <message>
        <source>That move is not written the way this game reads it.</source>
        <translation>Этот ход записан не так, как его понимает игра.</translation>
    </message>
    <message>
        <source>There is no such cell on the board.</source>
        <translation>На поле нет такой клетки.</translation>
    </message>
    <message>
        <source>That cell is not a plot.</source>
        <translation>Это поле — не фирма.</translation>
    </message>
    <message>
        <source>{plot} is not your plot.</source>
        <translation>Фирма «{plot}» вам не принадлежит.</translation>
    </message>
    <message>
        <source>Nothing can be built on {plot}: the central industry takes no buildings.</source>
        <translation>На фирме «{plot}» строить нельзя: в центральной отрасли построек нет.</translation>
    </message>
    <message>
        <source>Only the owner of the whole industry of {plot} may build there.</source>
        <translation>Строить на фирме «{plot}» может только владелец всей её отрасли.</translation>
    </message>
    <message>
        <source>Redeem the mortgaged plots of the industry of {plot} before you build there.</source>
        <translation>Прежде чем строить на фирме «{plot}», выкупите заложенные фирмы её отрасли.</translation>
    </message>
    <message>
        <source>{plot} already has an enterprise, the most a plot can hold.</source>
        <translation>На фирме «{plot}» уже стоит предприятие — больше строить нельзя.</translation>
    </message>
    <message>
        <source>Build evenly: first bring the other plots of the industry of {plot} up to its number of pieces.</source>
        <translation>Стройте равномерно: сначала доведите остальные фирмы отрасли «{plot}» до того же числа построек.</translation>
    </message>
    <message>
        <source>The bank has no branches left to build.</source>
        <translation>У банка не осталось филиалов.</translation>
    </message>
    <message>
        <source>The bank has no enterprises left to build.</source>
        <translation>У банка не осталось предприятий.</translation>
    </message>
    <message>
        <source>That costs {price}, more than you have.</source>
        <translation>Это стоит {price} — больше, чем у вас есть.</translation>
    </message>
    <message>
        <source>There is no building on {plot} to sell.</source>
        <translation>На фирме «{plot}» нет построек для продажи.</translation>
    </message>
    <message>
        <source>Sell evenly: first sell from the plots of the industry of {plot} that have more pieces.</source>
        <translation>Продавайте равномерно: сначала с тех фирм отрасли «{plot}», где построек больше.</translation>
    </message>
    <message>
        <source>{plot} is mortgaged already.</source>
        <translation>Фирма «{plot}» уже заложена.</translation>
    </message>
    <message>
        <source>Sell every building of the industry of {plot} first: a plot is mortgaged only when its industry has no buildings.</source>
        <translation>Сначала продайте все постройки отрасли «{plot}»: фирму можно заложить, только когда в её отрасли нет построек.</translation>
    </message>
    <message>
        <source>{plot} is not mortgaged.</source>
        <translation>Фирма «{plot}» не заложена.</translation>
    </message>
    <message>
        <source>A mortgaged plot is redeemed only on your own turn, before you roll.</source>
        <translation>Заложенную фирму выкупают только в свой ход, до броска.</translation>
    </message>
    <message>
        <source>Roll the dice first.</source>
        <translation>Сначала бросьте кубики.</translation>
    </message>
    <message>
        <source>You have rolled already: end your turn.</source>
        <translation>Вы уже бросали: закончите ход.</translation>
    </message>
    <message>
        <source>You rolled doubles: roll again.</source>
        <translation>У вас дубль: бросайте снова.</translation>
    </message>
    <message>
        <source>{plot} is not for sale.</source>
        <translation>Фирма «{plot}» не продаётся.</translation>
    </message>
    <message>
        <source>You may buy only {plot}, the plot you stopped on.</source>
        <translation>Купить можно только фирму «{plot}», на которой вы остановились.</translation>
    </message>
    <message>
        <source>You owe {amount} and have {cash}: raise the rest first.</source>
        <translation>Вы должны {amount}, а у вас {cash}: сначала соберите остальное.</translation>
    </message>
    <message>
        <source>You can still raise enough to pay {amount}: sell or mortgage first.</source>
        <translation>Вы ещё можете собрать {amount}: сначала продайте или заложите имущество.</translation>
    </message>
    <message>
        <source>You owe nothing now.</source>
        <translation>Сейчас вы ничего не должны.</translation>
    </message>
    <message>
        <source>Pay your debt before you build.</source>
        <translation>Прежде чем строить, заплатите долг.</translation>
    </message>
    <message>
        <source>The starting price is a multiple of 10 F from 10 F to {most}.</source>
        <translation>Начальная цена — от 10 F до {most}, кратно 10 F.</translation>
    </message>
    <message>
        <source>Bid at least {least}.</source>
        <translation>Предложите не меньше {least}.</translation>
    </message>
    <message>
        <source>You cannot bid more than your cash, {cash}.</source>
        <translation>Нельзя предложить больше, чем у вас денег ({cash}).</translation>
    </message>
    <message>
        <source>Bids go in steps of 10 F.</source>
        <translation>Ставки повышаются шагом 10 F.</translation>
    </message>
    <message>
        <source>It is not your turn to bid.</source>
        <translation>Сейчас не ваша очередь ставить.</translation>
    </message>
    <message>
        <source>You have offered a trade this turn already.</source>
        <translation>В этот ход вы уже предлагали сделку.</translation>
    </message>
    <message>
        <source>Offer a trade to another player still in the game.</source>
        <translation>Предложите сделку другому игроку, который ещё в игре.</translation>
    </message>
    <message>
        <source>A trade must give or take something.</source>
        <translation>В сделке нужно что-то отдать или получить.</translation>
    </message>
    <message>
        <source>{item} cannot be traded: only your own plots with no buildings in their industry, unmortgaged, and kept cards.</source>
        <translation>«{item}» нельзя обменять: только свои незаложенные фирмы, в отрасли которых нет построек, и карты на руках.</translation>
    </message>
    <message>
        <source>{item} cannot be asked for: only the partner&apos;s plots with no buildings in their industry, unmortgaged, and kept cards.</source>
        <translation>«{item}» нельзя запросить: только незаложенные фирмы партнёра, в отрасли которых нет построек, и его карты на руках.</translation>
    </message>
    <message>
        <source>Money in a trade is a whole number from 0 to what the giver has ({cash}).</source>
        <translation>Деньги в сделке — целое число от 0 до суммы, что есть у отдающего ({cash}).</translation>
    </message>
    <message>
        <source>Only the player offered the trade answers it.</source>
        <translation>Отвечает на сделку только тот, кому её предложили.</translation>
    </message>
    <message>
        <source>That move belongs to the other edition of the game.</source>
        <translation>Этот ход относится к другой версии игры.</translation>
    </message>
    <message>
        <source>Millionaire (Миллионер)

An economic game for 2 to 6 players, in two editions: Classic and Elite. Everyone starts
with 2,000 F on START. The last player who is not bankrupt wins.

The board
- 40 cells round a square, numbered clockwise from START; the corners are START, Tax
  Inspection, Jackpot and Tax Police.
- Classic: 24 plots in 8 industries of 3 (the &quot;most expensive plots in the
  middle of each side&quot; belong to Elite). Elite: 8 industries of 2 or 3 plots and the central
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
  200 F (Elite: plus 20 % of your shares&apos; value). Backward moves never pay. A Classic
  Movement card that ends on START pays nothing; the Elite card &quot;Advance to START&quot; pays
  in full.

Plots
- On a free plot you buy it at its price or decline it. A declined plot is auctioned at
  once: in Classic the decliner names the starting price (a multiple of 10 F);
  in Elite it is half the printed price. Starting after the decliner, every player in turn
  bids at least the starting price, then at least 10 F more than the high bid, or passes
  for good; the decliner bids last in the round. Nobody bids above their cash. The highest
  bidder pays the bank; with no bid the plot stays free.
- On another player&apos;s plot you pay its rent. A single plot earns its base rent; the owner
  of the whole industry (the monopolist) earns double, and more with buildings: 1 branch
  ×5, 2 branches ×15, 3 branches ×40, an enterprise ×60 of the base rent. A mortgaged plot
  earns nothing. Central plots (Elite) earn 60, 125, 250 or 500 F by how many of them
  the owner holds.

Building
- Only a monopolist builds, on their own turn, before the roll or after the move, any
  number of pieces their cash allows.
- Evenly: one branch on each plot of the industry, then the second, then the third; then
  enterprises. An enterprise replaces the plot&apos;s three branches, which go back to the bank.
  A branch and an enterprise cost the same.
- Selling goes evenly the other way, at half the price. An enterprise sold leaves three
  branches in its place.
- The bank holds 24 branches and 12 enterprises; a piece it does not have cannot be built
  (switch &quot;Limited pieces&quot;, on by default).

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
- Switch &quot;Short game&quot;: the first player with an enterprise on every plot of
  one industry wins at once.
- Round limit (the timed game): when the limit is reached the game ends after
  that round, so that everyone has had as many turns. The wealthiest player wins: cash,
  unmortgaged plots at their price, mortgaged plots at 40 % of it, buildings at what they
  cost, and in Elite shares at the current price. Ties share the win.

Classic cells
- Movement and Chance: draw a card. Chance cards you cannot carry out at once are kept
  until you can.
- Charity Fund and White Business pay only when a Movement card&apos;s move ends on them: the
  fund&apos;s whole content, or 100 F from the bank. Switch &quot;pay on any arrival&quot;.
- Black Business: fly to the Charity Fund and pay 50 F into it, with no circular income
  and without taking the fund.
- Tax Inspection: pay the land tax of your unmortgaged plots.
- Tax Police: pay 50 F before rolling, or try for doubles on your next three turns; after
  the third failure pay 50 F and move by that roll.
- Jackpot: bet 10-100 F and roll one die for each of the three columns; the bank pays the
  winning combinations and a lost bet stays in the Jackpot box (switch &quot;prize on
  top of the returned bet&quot;).
</source>
        <translation>Миллионер

Экономическая игра для 2–6 игроков в двух версиях: Классической и Элитной. Каждый начинает
на СТАРТЕ с 2 000 F. Побеждает последний игрок, который не разорился.

Поле
- 40 полей по сторонам квадрата, пронумерованных по часовой стрелке от СТАРТА; в углах — СТАРТ,
  Налоговая инспекция, Джекпот и Налоговая полиция.
- Классическая: 24 фирмы в 8 отраслях по 3 («самые дорогие фирмы в середине
  каждой стороны» относятся к Элитной). Элитная: 8 отраслей по 2 или 3 фирмы и центральная
  отрасль — четыре фирмы по 500 F в середине сторон.
- Цены, ренты, налоги и цены построек — значения нашего стола: в тексте правил их нет.

Ваш ход
- До броска можно строить, продавать постройки, закладывать, выкупать заложенные фирмы и
  предлагать сделку. Затем бросьте два кубика и идите по часовой стрелке.
- Дубль: после хода бросайте снова. Три дубля подряд отправляют вас прямо в место заключения
  без кругового дохода, и ход кончается: в Классической — в Налоговую полицию, в Элитной — в
  Налоговую инспекцию.
- После хода можно строить, продавать, закладывать и меняться, затем закончите ход.

СТАРТ
- Всякий раз, когда ход вперёд проходит СТАРТ или заканчивается на нём, вы получаете круговой
  доход, 200 F (Элитная: плюс 20 % стоимости ваших акций). Ход назад никогда не оплачивается.
  Карта Движения Классической версии, ведущая на СТАРТ, ничего не платит; карта Элитной «Идите
  на СТАРТ» платит полностью.

Фирмы
- Попав на свободную фирму, вы покупаете её по цене или отказываетесь. Фирма, от которой
  отказались, сразу идёт на аукцион: в Классической начальную цену (кратную 10 F)
  называет отказавшийся; в Элитной это половина цены. Начиная со следующего за отказавшимся,
  каждый игрок по очереди предлагает не меньше начальной цены, затем хотя бы на 10 F больше
  высшей ставки, или пасует окончательно; отказавшийся ставит последним в круге. Никто не
  ставит больше своих денег. Победитель платит банку; если ставок нет, фирма остаётся свободной.
- На чужой фирме вы платите её ренту. Одна фирма приносит базовую ренту; владелец всей
  отрасли (монополист) получает вдвое больше, а с постройками ещё больше: 1 филиал ×5,
  2 филиала ×15, 3 филиала ×40, предприятие ×60 от базовой ренты. Заложенная фирма ничего не
  приносит. Центральные фирмы (Элитная) приносят 60, 125, 250 или 500 F — смотря сколько их
  у владельца.

Строительство
- Строит только монополист, в свой ход, до броска или после хода, сколько позволяют деньги.
- Равномерно: по одному филиалу на каждую фирму отрасли, затем второй, затем третий; потом
  предприятия. Предприятие заменяет три филиала фирмы, они возвращаются в банк.
  Филиал и предприятие стоят одинаково.
- Продажа идёт равномерно в обратном порядке, за полцены. На месте проданного предприятия
  остаются три филиала.
- У банка 24 филиала и 12 предприятий; то, чего у него нет, построить нельзя
  (переключатель «Ограниченный запас построек», по умолчанию включён).

Залог
- Фирму можно заложить, только если ни на одной фирме её отрасли нет построек: сначала
  продайте их, равномерно. Банк платит половину цены.
- Выкупить её можно в начале своего хода, до броска, за половину цены плюс 10 % цены.
- Заложенная фирма не приносит ренты, не облагается налогом, разрушает монополию и не
  участвует в сделках.

Сделки
- В свой ход можно предложить другому игроку любое сочетание своих фирм, денег и карт на
  руках за любое сочетание его. Фирмы отраслей с постройками и заложенные фирмы обменивать
  нельзя. Другой игрок принимает или отклоняет; принятая сделка совершается сразу.

Долги и банкротство
- Если вы должны больше, чем у вас денег, соберите их: продайте постройки за полцены,
  заложите фирмы, а в Элитной продайте акции. Затем заплатите.
- Если даже всего этого не хватит, вы разоряетесь: ваши деньги получает кредитор, а остальное
  ему доплачивает банк; постройки возвращаются в банк, фирмы — на поле, ничейные и не
  заложенные, акции и полисы — в банк, карты на руках — под низ своих колод. Вы выходите из игры.
- Деньги у банка никогда не кончаются.

Конец игры
- Побеждает последний платёжеспособный игрок.
- Переключатель «Короткая игра»: первый, у кого предприятия стоят на всех
  фирмах одной отрасли, сразу побеждает.
- Предел кругов (игра на время): когда предел достигнут, игра кончается после
  этого круга, чтобы у всех было поровну ходов. Побеждает самый богатый: деньги, незаложенные
  фирмы по цене, заложенные по 40 % цены, постройки по их стоимости, а в Элитной — акции по
  текущему курсу. При равенстве победу делят.

Поля Классической версии
- Движение и Шанс: возьмите карту. Карты Шанса, которые нельзя выполнить сразу, остаются у
  вас, пока это не станет возможным.
- Благотворительный фонд и Белый бизнес платят, только когда на них заканчивается ход по
  карте Движения: всё содержимое фонда или 100 F от банка. Переключатель
  «платят при любой остановке».
- Чёрный бизнес: летите в Благотворительный фонд и внесите туда 50 F, без кругового дохода и
  не забирая фонд.
- Налоговая инспекция: заплатите земельный налог за свои незаложенные фирмы.
- Налоговая полиция: заплатите 50 F до броска или пытайтесь выбросить дубль в следующие три
  хода; после третьей неудачи заплатите 50 F и идите на выпавшее число.
- Джекпот: ставка 10–100 F и по кубику на каждый из трёх столбцов; банк платит за выигрышные
  комбинации, а проигранная ставка остаётся в кассе Джекпота (переключатель
  «выигрыш сверх возвращённой ставки»).
</translation>
    </message>
    <message>
        <source>the last player not bankrupt</source>
        <translation>последний не разорившийся игрок</translation>
    </message>
    <message>
        <source>an enterprise on every plot of one industry (short game)</source>
        <translation>предприятия на всех фирмах одной отрасли (короткая игра)</translation>
    </message>
    <message>
        <source>the richest player when the round limit was reached</source>
        <translation>самый богатый игрок, когда достигнут предел кругов</translation>
    </message>
    <message>
        <source>the richest player when the game was cut off</source>
        <translation>самый богатый игрок, когда игра была прервана</translation>
    </message>
    <message>
        <source>the richest player</source>
        <translation>самый богатый игрок</translation>
    </message>
    <message>
        <source>Worth</source>
        <translation>Капитал</translation>
    </message>
    <message>
        <source>Cash + plots + buildings + shares</source>
        <translation>Деньги + фирмы + постройки + акции</translation>
    </message>
    <message>
        <source>Plots at their price; mortgaged ones at 40 %</source>
        <translation>Фирмы по их цене, заложенные — 40 %</translation>
    </message>
    <message>
        <source>Buildings</source>
        <translation>Постройки</translation>
    </message>
    <message>
        <source>Branches and enterprises at what they cost</source>
        <translation>Филиалы и предприятия по цене постройки</translation>
    </message>
    <message>
        <source>Bankrupt players rank by how long they lasted: the later out, the higher.</source>
        <translation>Банкроты занимают места по тому, как долго продержались: кто выбыл позже, тот выше.</translation>
    </message>
    <message>
        <source>Shares at the current price</source>
        <translation>Акции по текущему курсу</translation>
    </message>
    <message>
        <source>Bankrupt</source>
        <translation>Банкрот</translation>
    </message>
    <message>
        <source>{who}: build, mortgage or trade if you like, then end your turn.</source>
        <translation>{who}: при желании стройте, закладывайте или меняйтесь, затем закончите ход.</translation>
    </message>
    <message>
        <source>Roll the dice</source>
        <translation>Бросить кубики</translation>
    </message>
    <message>
        <source>End the turn</source>
        <translation>Закончить ход</translation>
    </message>
    <message>
        <source>Decline (to auction)</source>
        <translation>Отказаться (на аукцион)</translation>
    </message>
    <message>
        <source>Pass</source>
        <translation>Пас</translation>
    </message>
    <message>
        <source>Pay the debt</source>
        <translation>Заплатить долг</translation>
    </message>
    <message>
        <source>Accept the trade</source>
        <translation>Принять сделку</translation>
    </message>
    <message>
        <source>Reject the trade</source>
        <translation>Отклонить сделку</translation>
    </message>
    <message>
        <source>Offer a trade</source>
        <translation>Предложить сделку</translation>
    </message>
    <message>
        <source>Buy {plot}</source>
        <translation>Купить «{plot}»</translation>
    </message>
    <message>
        <source>Build on {plot}</source>
        <translation>Строить на «{plot}»</translation>
    </message>
    <message>
        <source>Sell a building on {plot}</source>
        <translation>Продать постройку на «{plot}»</translation>
    </message>
    <message>
        <source>Mortgage {plot}</source>
        <translation>Заложить «{plot}»</translation>
    </message>
    <message>
        <source>Redeem {plot}</source>
        <translation>Выкупить «{plot}»</translation>
    </message>
    <message>
        <source>{who}: roll the dice, or first build, mortgage, redeem or trade.</source>
        <translation>{who}: бросайте кубики — или сначала стройте, закладывайте, выкупайте или меняйтесь.</translation>
    </message>
    <message>
        <source>{who}: doubles! Build or trade if you like, then roll again.</source>
        <translation>{who}: дубль! При желании стройте или меняйтесь, затем бросайте снова.</translation>
    </message>
    <message>
        <source>{who}: buy {plot} for {price}, or decline it and it goes to auction.</source>
        <translation>{who}: купите фирму «{plot}» за {price} или откажитесь — тогда она уйдёт на аукцион.</translation>
    </message>
    <message>
        <source>{who}: you owe {amount} to {creditor} and have {cash}. Sell or mortgage to raise the rest, then pay; or go bankrupt if you cannot.</source>
        <translation>{who}: вы должны {amount} ({creditor}), а у вас {cash}. Продайте или заложите имущество, чтобы собрать остальное, и заплатите; если не выходит — объявите банкротство.</translation>
    </message>
    <message>
        <source>{who}: set the starting price of the auction for {plot}.</source>
        <translation>{who}: назначьте начальную цену аукциона за фирму «{plot}».</translation>
    </message>
    <message>
        <source>{who}: {leader} bids {high} for {plot}: bid at least {least} or pass.</source>
        <translation>{who}: {leader} предлагает {high} за фирму «{plot}»: предложите не меньше {least} или пасуйте.</translation>
    </message>
    <message>
        <source>{who}: {offerer} offers you a trade. Accept or reject it.</source>
        <translation>{who}: {offerer} предлагает вам сделку. Примите или отклоните её.</translation>
    </message>
    <message>
        <source>Bid</source>
        <translation>Ставка</translation>
    </message>
    <message>
        <source>Bid {amount}</source>
        <translation>Предложить {amount}</translation>
    </message>
    <message>
        <source>Set the starting price</source>
        <translation>Назначить начальную цену</translation>
    </message>
    <message>
        <source>Starting price {amount}</source>
        <translation>Начальная цена {amount}</translation>
    </message>
    <message>
        <source>{who}: bid for {plot} (at least {start}) or pass.</source>
        <translation>{who}: сделайте ставку за фирму «{plot}» (не меньше {start}) или пасуйте.</translation>
    </message>
    <message>
        <source>Cash</source>
        <translation>Деньги</translation>
    </message>
    <message>
        <source>Plots</source>
        <translation>Фирмы</translation>
    </message>
    <message>
        <source>Mortgaged</source>
        <translation>Заложено</translation>
    </message>
    <message>
        <source>Branches</source>
        <translation>Филиалы</translation>
    </message>
    <message>
        <source>Enterprises</source>
        <translation>Предприятия</translation>
    </message>
    <message>
        <source>Cell</source>
        <translation>Поле</translation>
    </message>
    <message>
        <source>Status</source>
        <translation>Состояние</translation>
    </message>
    <message>
        <source>bankrupt</source>
        <translation>банкрот</translation>
    </message>
    <message>
        <source>mortgaged</source>
        <translation>заложена</translation>
    </message>
    <message>
        <source>Shares and insurance</source>
        <translation>Акции и страхование</translation>
    </message>
    <message>
        <source>Exchange</source>
        <translation>Биржа</translation>
    </message>
    <message>
        <source>Jackpot</source>
        <translation>Джекпот</translation>
    </message>
    <message>
        <source>Auction</source>
        <translation>Аукцион</translation>
    </message>
    <message>
        <source>Walk past</source>
        <translation>Пройти мимо</translation>
    </message>
    <message>
        <source>Start the auction at {amount}</source>
        <translation>Начать аукцион с {amount}</translation>
    </message>
    <message>
        <source>Trade…</source>
        <translation>Сделка…</translation>
    </message>
    <message>
        <source>high bid {amount}</source>
        <translation>высшая ставка {amount}</translation>
    </message>
    <message>
        <source>opens at {amount}</source>
        <translation>начало с {amount}</translation>
    </message>
    <message>
        <source>Auction: {plot}</source>
        <translation>Аукцион: {plot}</translation>
    </message>
    <message>
        <source>{who} owes {creditor}</source>
        <translation>{who} должен: {creditor}</translation>
    </message>
    <message>
        <source>cash {amount}</source>
        <translation>деньги {amount}</translation>
    </message>
    <message>
        <source>Pay {amount}</source>
        <translation>Заплатить {amount}</translation>
    </message>
    <message>
        <source>Entertainment</source>
        <translation>Индустрия развлечений</translation>
    </message>
    <message>
        <source>Food industry</source>
        <translation>Пищевая промышленность</translation>
    </message>
    <message>
        <source>Communications</source>
        <translation>Связь и коммуникации</translation>
    </message>
    <message>
        <source>Light industry</source>
        <translation>Лёгкая промышленность</translation>
    </message>
    <message>
        <source>Mass media</source>
        <translation>Средства массовой информации</translation>
    </message>
    <message>
        <source>Transport</source>
        <translation>Транспорт</translation>
    </message>
    <message>
        <source>Heavy industry</source>
        <translation>Тяжёлая промышленность</translation>
    </message>
    <message>
        <source>Extractive industry</source>
        <translation>Добывающая промышленность</translation>
    </message>
    <message>
        <source>Central industry</source>
        <translation>Центральная отрасль</translation>
    </message>
    <message>
        <source>Cinema</source>
        <translation>Кинотеатр</translation>
    </message>
    <message>
        <source>Karaoke club</source>
        <translation>Караоке-клуб</translation>
    </message>
    <message>
        <source>Night club</source>
        <translation>Ночной клуб</translation>
    </message>
    <message>
        <source>Bakery</source>
        <translation>Хлебозавод</translation>
    </message>
    <message>
        <source>Dairy plant</source>
        <translation>Молокозавод</translation>
    </message>
    <message>
        <source>Brewery</source>
        <translation>Пивоваренный завод</translation>
    </message>
    <message>
        <source>Internet provider</source>
        <translation>Интернет-провайдер</translation>
    </message>
    <message>
        <source>Paging company</source>
        <translation>Пейджинговая компания</translation>
    </message>
    <message>
        <source>Mobile operator</source>
        <translation>Оператор сотовой связи</translation>
    </message>
    <message>
        <source>Shoe factory</source>
        <translation>Обувная фабрика</translation>
    </message>
    <message>
        <source>Furniture factory</source>
        <translation>Мебельная фабрика</translation>
    </message>
    <message>
        <source>Garment association</source>
        <translation>Швейное объединение</translation>
    </message>
    <message>
        <source>Publishing house</source>
        <translation>Издательский дом</translation>
    </message>
    <message>
        <source>Radio station</source>
        <translation>Радиостанция</translation>
    </message>
    <message>
        <source>TV company</source>
        <translation>Телекомпания</translation>
    </message>
    <message>
        <source>Railway company</source>
        <translation>Железная дорога</translation>
    </message>
    <message>
        <source>Shipping line</source>
        <translation>Морское пароходство</translation>
    </message>
    <message>
        <source>Airline</source>
        <translation>Авиакомпания</translation>
    </message>
    <message>
        <source>Car plant</source>
        <translation>Автомобильный завод</translation>
    </message>
    <message>
        <source>Shipyard</source>
        <translation>Судоверфь</translation>
    </message>
    <message>
        <source>Steel mill</source>
        <translation>Металлургический комбинат</translation>
    </message>
    <message>
        <source>Coal syndicate</source>
        <translation>Угольный синдикат</translation>
    </message>
    <message>
        <source>Gas holding</source>
        <translation>Газодобывающий холдинг</translation>
    </message>
    <message>
        <source>Oil company</source>
        <translation>Нефтяная компания</translation>
    </message>
    <message>
        <source>Power-grid company</source>
        <translation>Энергосеть</translation>
    </message>
    <message>
        <source>Nuclear power plant</source>
        <translation>АЭС</translation>
    </message>
    <message>
        <source>Hydro power plant</source>
        <translation>ГЭС</translation>
    </message>
    <message>
        <source>Oil refinery</source>
        <translation>НПЗ</translation>
    </message>
    <message>
        <source>START</source>
        <translation>СТАРТ</translation>
    </message>
    <message>
        <source>Tax Inspection</source>
        <translation>Налоговая инспекция</translation>
    </message>
    <message>
        <source>Insurance</source>
        <translation>Страхование</translation>
    </message>
    <message>
        <source>{card}: {text}</source>
        <translation>{card}: {text}</translation>
    </message>
    <message>
        <source>Through the broker</source>
        <translation>Через посредника</translation>
    </message>
    <message>
        <source>Each player may make one share trade through {broker}, who is on the Exchange, for a commission of {percent} % of it. Share {price}.</source>
        <translation>Каждый игрок может один раз купить или продать акции через игрока {broker}, стоящего на Бирже, с комиссией {percent} % от сделки. Акция {price}.</translation>
    </message>
    <message numerus="yes">
        <source>Sell {n} shares ({amount} − {fee})</source>
        <translation>
            <numerusform>Продать {n} акцию ({amount} − {fee})</numerusform>
            <numerusform>Продать {n} акции ({amount} − {fee})</numerusform>
            <numerusform>Продать {n} акций ({amount} − {fee})</numerusform>
        </translation>
    </message>
    <message>
        <source>Use the {policy}</source>
        <translation>Использовать {policy}</translation>
    </message>
    <message numerus="yes">
        <source>Buy {n} shares ({amount} + {fee})</source>
        <translation>
            <numerusform>Купить {n} акцию ({amount} + {fee})</numerusform>
            <numerusform>Купить {n} акции ({amount} + {fee})</numerusform>
            <numerusform>Купить {n} акций ({amount} + {fee})</numerusform>
        </translation>
    </message>
    <message>
        <source>Cover point {point}</source>
        <translation>Покрыть пункт {point}</translation>
    </message>
    <message>
        <source>White Business</source>
        <translation>Белый бизнес</translation>
    </message>
    <message>
        <source>Black Business</source>
        <translation>Чёрный бизнес</translation>
    </message>
    <message>
        <source>Exemption from Tax</source>
        <translation>Освобождение от налога</translation>
    </message>
    <message>
        <source>To the nearest Exchange</source>
        <translation>На ближайшую Биржу</translation>
    </message>
    <message>
        <source>Go to the nearest EXCHANGE, forwards or backwards.</source>
        <translation>Идите на ближайшую БИРЖУ, вперёд или назад.</translation>
    </message>
    <message>
        <source>To the nearest Fortune</source>
        <translation>На ближайшую Фортуну</translation>
    </message>
    <message>
        <source>Go to the nearest FORTUNE, forwards or backwards.</source>
        <translation>Идите на ближайшую ФОРТУНУ, вперёд или назад.</translation>
    </message>
    <message>
        <source>Go to the nearest other CHANCE, forwards or backwards.</source>
        <translation>Идите на ближайший другой ШАНС, вперёд или назад.</translation>
    </message>
    <message>
        <source>Double Fortune</source>
        <translation>Двойная Фортуна</translation>
    </message>
    <message>
        <source>Draw two FORTUNE cards; the first drawn wins a conflict.</source>
        <translation>Возьмите две карты ФОРТУНЫ; при противоречии действует первая.</translation>
    </message>
    <message>
        <source>To the Auction</source>
        <translation>На Аукцион</translation>
    </message>
    <message>
        <source>Go to the AUCTION and run it.</source>
        <translation>Идите на АУКЦИОН и проведите его.</translation>
    </message>
    <message>
        <source>To the Exchange</source>
        <translation>На Биржу</translation>
    </message>
    <message>
        <source>Go to the next EXCHANGE and play it.</source>
        <translation>Идите на следующую БИРЖУ и сыграйте на ней.</translation>
    </message>
    <message>
        <source>Tax exemption</source>
        <translation>Освобождение от налога</translation>
    </message>
    <message>
        <source>Keep: skip your next circular tax.</source>
        <translation>Сохраните: не платите следующий круговой налог.</translation>
    </message>
    <message>
        <source>Release</source>
        <translation>Освобождение</translation>
    </message>
    <message>
        <source>Keep: leave Tax Inspection without paying.</source>
        <translation>Сохраните: уйдите из Налоговой инспекции без оплаты.</translation>
    </message>
    <message>
        <source>Free Green policy</source>
        <translation>Бесплатный Зелёный полис</translation>
    </message>
    <message>
        <source>Take a Green insurance policy from the bank.</source>
        <translation>Получите в банке Зелёный страховой полис.</translation>
    </message>
    <message>
        <source>Broker&apos;s bonus</source>
        <translation>Бонус брокера</translation>
    </message>
    <message>
        <source>Buy up to 5 shares at half the price.</source>
        <translation>Купите до 5 акций за полцены.</translation>
    </message>
    <message>
        <source>Insider tip</source>
        <translation>Инсайдерская информация</translation>
    </message>
    <message>
        <source>Sell any number of shares at the price + 20.</source>
        <translation>Продайте сколько угодно акций по курсу + 20.</translation>
    </message>
    <message>
        <source>Dividend</source>
        <translation>Дивиденды</translation>
    </message>
    <message>
        <source>Receive 15 per share you hold.</source>
        <translation>Получите по 15 за каждую свою акцию.</translation>
    </message>
    <message>
        <source>Margin call</source>
        <translation>Маржин-колл</translation>
    </message>
    <message>
        <source>Sell half your shares (rounded up) at the price.</source>
        <translation>Продайте половину своих акций (с округлением вверх) по курсу.</translation>
    </message>
    <message>
        <source>Receive 200.</source>
        <translation>Получите 200.</translation>
    </message>
    <message>
        <source>Pay 100.</source>
        <translation>Заплатите 100.</translation>
    </message>
    <message>
        <source>Renovation</source>
        <translation>Ремонт</translation>
    </message>
    <message>
        <source>Pay 25 per branch and 100 per enterprise.</source>
        <translation>Заплатите по 25 за филиал и по 100 за предприятие.</translation>
    </message>
    <message>
        <source>Receive 20 from every player.</source>
        <translation>Получите по 20 от каждого игрока.</translation>
    </message>
    <message>
        <source>Go to Tax Police</source>
        <translation>В Налоговую полицию</translation>
    </message>
    <message>
        <source>Go to TAX POLICE; no circular income.</source>
        <translation>Идите в НАЛОГОВУЮ ПОЛИЦИЮ; кругового дохода нет.</translation>
    </message>
    <message>
        <source>Advance to START</source>
        <translation>Идите на СТАРТ</translation>
    </message>
    <message>
        <source>Go to START and collect the full circular income.</source>
        <translation>Идите на СТАРТ и получите полный круговой доход.</translation>
    </message>
    <message>
        <source>Back 3 cells</source>
        <translation>Назад на 3 поля</translation>
    </message>
    <message>
        <source>Move back 3 cells.</source>
        <translation>Вернитесь на 3 поля назад.</translation>
    </message>
    <message>
        <source>Economic boom</source>
        <translation>Экономический бум</translation>
    </message>
    <message>
        <source>Base circular income is 300.</source>
        <translation>Базовый круговой доход — 300.</translation>
    </message>
    <message>
        <source>Recession</source>
        <translation>Спад</translation>
    </message>
    <message>
        <source>Base circular income is 100; Exchange falls count double.</source>
        <translation>Базовый круговой доход — 100; падения на Бирже считаются вдвойне.</translation>
    </message>
    <message>
        <source>High dividends</source>
        <translation>Высокие дивиденды</translation>
    </message>
    <message>
        <source>Share interest is 40 % instead of 20 %.</source>
        <translation>Доход по акциям — 40 % вместо 20 %.</translation>
    </message>
    <message>
        <source>Dividend freeze</source>
        <translation>Заморозка дивидендов</translation>
    </message>
    <message>
        <source>No share interest.</source>
        <translation>Дохода по акциям нет.</translation>
    </message>
    <message>
        <source>Tax holiday</source>
        <translation>Налоговые каникулы</translation>
    </message>
    <message>
        <source>The plot part of the circular tax is halved.</source>
        <translation>Земельная часть кругового налога уменьшается вдвое.</translation>
    </message>
    <message>
        <source>Tax reform</source>
        <translation>Налоговая реформа</translation>
    </message>
    <message>
        <source>The plot tax is doubled; the share tax is 20 per share.</source>
        <translation>Земельный налог удваивается; налог на акции — 20 за акцию.</translation>
    </message>
    <message>
        <source>Building boom</source>
        <translation>Строительный бум</translation>
    </message>
    <message>
        <source>Branches and enterprises cost half.</source>
        <translation>Филиалы и предприятия стоят вдвое дешевле.</translation>
    </message>
    <message>
        <source>Building moratorium</source>
        <translation>Мораторий на строительство</translation>
    </message>
    <message>
        <source>No new branches or enterprises.</source>
        <translation>Новых филиалов и предприятий не строят.</translation>
    </message>
    <message>
        <source>Antimonopoly law</source>
        <translation>Антимонопольный закон</translation>
    </message>
    <message>
        <source>All rents are halved.</source>
        <translation>Все ренты уменьшаются вдвое.</translation>
    </message>
    <message>
        <source>Consumer boom</source>
        <translation>Потребительский бум</translation>
    </message>
    <message>
        <source>All rents +50 %.</source>
        <translation>Все ренты +50 %.</translation>
    </message>
    <message>
        <source>Cheap credit</source>
        <translation>Дешёвый кредит</translation>
    </message>
    <message>
        <source>Redeeming a mortgage costs half the price.</source>
        <translation>Выкуп из залога стоит половину цены.</translation>
    </message>
    <message>
        <source>Credit crunch</source>
        <translation>Кредитный кризис</translation>
    </message>
    <message>
        <source>New mortgages pay 40 % of the price; redemption costs +20 %.</source>
        <translation>Новый залог даёт 40 % цены; выкуп стоит на 20 % дороже.</translation>
    </message>
    <message>
        <source>Casino ban</source>
        <translation>Запрет казино</translation>
    </message>
    <message>
        <source>The Jackpot cell has no effect.</source>
        <translation>Поле «Джекпот» не действует.</translation>
    </message>
    <message>
        <source>Lottery fever</source>
        <translation>Лотерейная лихорадка</translation>
    </message>
    <message>
        <source>The bank&apos;s part of Jackpot prizes is doubled.</source>
        <translation>Доля банка в выигрышах Джекпота удваивается.</translation>
    </message>
    <message>
        <source>Exchange closed</source>
        <translation>Биржа закрыта</translation>
    </message>
    <message>
        <source>No share trading; the Exchange cell has no effect.</source>
        <translation>Торговли акциями нет; поле «Биржа» не действует.</translation>
    </message>
    <message>
        <source>Market rally</source>
        <translation>Рост рынка</translation>
    </message>
    <message>
        <source>The share price rises by 50.</source>
        <translation>Курс акций растёт на 50.</translation>
    </message>
    <message>
        <source>Market crash</source>
        <translation>Обвал рынка</translation>
    </message>
    <message>
        <source>The share price falls by 50.</source>
        <translation>Курс акций падает на 50.</translation>
    </message>
    <message>
        <source>Share split</source>
        <translation>Дробление акций</translation>
    </message>
    <message>
        <source>Every holder&apos;s shares double; the price halves.</source>
        <translation>У каждого владельца акций их становится вдвое больше; курс уменьшается вдвое.</translation>
    </message>
    <message>
        <source>State subsidy</source>
        <translation>Государственная субсидия</translation>
    </message>
    <message>
        <source>Every player receives 100.</source>
        <translation>Каждый игрок получает 100.</translation>
    </message>
    <message>
        <source>Emergency levy</source>
        <translation>Чрезвычайный сбор</translation>
    </message>
    <message>
        <source>Every player pays 100; central-plot owners pay 50 per central plot.</source>
        <translation>Каждый игрок платит 100; владельцы центральных фирм — ещё по 50 за каждую.</translation>
    </message>
    <message>
        <source>Infrastructure repair</source>
        <translation>Ремонт инфраструктуры</translation>
    </message>
    <message>
        <source>Pay 20 per branch and 80 per enterprise.</source>
        <translation>Заплатите по 20 за филиал и по 80 за предприятие.</translation>
    </message>
    <message>
        <source>Social support</source>
        <translation>Социальная поддержка</translation>
    </message>
    <message>
        <source>The player(s) with the least cash receive 200.</source>
        <translation>Игрок (или игроки) с наименьшими деньгами получает 200.</translation>
    </message>
    <message>
        <source>Wealth tax</source>
        <translation>Налог на богатство</translation>
    </message>
    <message>
        <source>The player(s) with the most cash pay 10 % of it into the Jackpot box.</source>
        <translation>Игрок (или игроки) с наибольшими деньгами платит 10 % от них в кассу Джекпота.</translation>
    </message>
    <message>
        <source>Auction day</source>
        <translation>День аукциона</translation>
    </message>
    <message>
        <source>The drawer runs the AUCTION now.</source>
        <translation>Вытянувший карту сразу проводит АУКЦИОН.</translation>
    </message>
    <message>
        <source>Insurers&apos; crisis</source>
        <translation>Кризис страховщиков</translation>
    </message>
    <message>
        <source>All Green and Blue policies expire.</source>
        <translation>Все Зелёные и Синие полисы теряют силу.</translation>
    </message>
    <message>
        <source>Charity marathon</source>
        <translation>Благотворительный марафон</translation>
    </message>
    <message>
        <source>Every player pays 30 into the Jackpot box.</source>
        <translation>Каждый игрок платит 30 в кассу Джекпота.</translation>
    </message>
    <message>
        <source>Antimonopoly fine</source>
        <translation>Антимонопольный штраф</translation>
    </message>
    <message>
        <source>Pay 100 per complete industry owned.</source>
        <translation>Заплатите по 100 за каждую отрасль, которой владеете целиком.</translation>
    </message>
    <message>
        <source>Export subsidy</source>
        <translation>Экспортная субсидия</translation>
    </message>
    <message>
        <source>Receive 30 per Transport or Heavy-industry plot.</source>
        <translation>Получите по 30 за каждую фирму Транспорта или Тяжёлой промышленности.</translation>
    </message>
    <message>
        <source>Energy crisis</source>
        <translation>Энергетический кризис</translation>
    </message>
    <message>
        <source>Receive 50 per Extractive or central plot; players with none pay 20.</source>
        <translation>Получите по 50 за каждую фирму Добывающей или центральной отрасли; у кого их нет, платит 20.</translation>
    </message>
    <message>
        <source>Everyone at Tax Inspection leaves now without a fine.</source>
        <translation>Все, кто в Налоговой инспекции, сразу уходят без штрафа.</translation>
    </message>
    <message>
        <source>Go bankrupt</source>
        <translation>Объявить банкротство</translation>
    </message>
    <message>
        <source>leads</source>
        <translation>лидирует</translation>
    </message>
    <message>
        <source>Sell shares</source>
        <translation>Продать акции</translation>
    </message>
    <message>
        <source>still to raise {amount}</source>
        <translation>осталось собрать {amount}</translation>
    </message>
    <message>
        <source>cash covers it</source>
        <translation>денег хватает</translation>
    </message>
    <message>
        <source>share {price}</source>
        <translation>акция {price}</translation>
    </message>
    <message>
        <source>to bid</source>
        <translation>ставит</translation>
    </message>
    <message>
        <source>in</source>
        <translation>в игре</translation>
    </message>
    <message numerus="yes">
        <source>Sell {n} shares ({amount})</source>
        <translation>
            <numerusform>Продать {n} акцию ({amount})</numerusform>
            <numerusform>Продать {n} акции ({amount})</numerusform>
            <numerusform>Продать {n} акций ({amount})</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Buy {n} shares ({amount})</source>
        <translation>
            <numerusform>Купить {n} акцию ({amount})</numerusform>
            <numerusform>Купить {n} акции ({amount})</numerusform>
            <numerusform>Купить {n} акций ({amount})</numerusform>
        </translation>
    </message>
    <message>
        <source>{policy} {price}</source>
        <translation>{policy} {price}</translation>
    </message>
    <message>
        <source>rent {amount}</source>
        <translation>рента {amount}</translation>
    </message>
    <message>
        <source>G</source>
        <translation>З</translation>
    </message>
    <message>
        <source>B</source>
        <translation>С</translation>
    </message>
    <message>
        <source>O</source>
        <translation>О</translation>
    </message>
    <message>
        <source>R</source>
        <translation>К</translation>
    </message>
    <message>
        <source>Passing START pays the circular income.</source>
        <translation>При прохождении СТАРТА выплачивается круговой доход.</translation>
    </message>
    <message>
        <source>Draw a Chance card.</source>
        <translation>Возьмите карту Шанса.</translation>
    </message>
    <message>
        <source>Draw a Movement card.</source>
        <translation>Возьмите карту Движения.</translation>
    </message>
    <message>
        <source>Draw a Fortune card: it concerns every player.</source>
        <translation>Возьмите карту Фортуны: она касается всех игроков.</translation>
    </message>
    <message>
        <source>The Exchange: trade shares and roll the Exchange.</source>
        <translation>Биржа: торгуйте акциями и бросайте на Бирже.</translation>
    </message>
    <message>
        <source>A plot goes up for auction.</source>
        <translation>Одна фирма уходит на аукцион.</translation>
    </message>
    <message>
        <source>The Charity Fund holds {fund}.</source>
        <translation>В Благотворительном фонде {fund}.</translation>
    </message>
    <message>
        <source>Bet and spin the machine; the box holds {box}.</source>
        <translation>Сделайте ставку и запустите автомат; в кассе {box}.</translation>
    </message>
    <message>
        <source>JACKPOT</source>
        <translation>ДЖЕКПОТ</translation>
    </message>
    <message>
        <source>Wheel of Fortune</source>
        <translation>Колесо Фортуны</translation>
    </message>
    <message>
        <source>No Fortune card is in force.</source>
        <translation>Ни одна карта Фортуны не действует.</translation>
    </message>
    <message>
        <source>Share price</source>
        <translation>Курс акций</translation>
    </message>
    <message>
        <source>shares held</source>
        <translation>акций у игроков</translation>
    </message>
    <message>
        <source>price {amount}</source>
        <translation>цена {amount}</translation>
    </message>
    <message>
        <source>mortgage {amount}, redeem {cost}</source>
        <translation>залог {amount}, выкуп {cost}</translation>
    </message>
    <message>
        <source>for sale</source>
        <translation>продаётся</translation>
    </message>
    <message>
        <source>Built evenly: {levels}</source>
        <translation>Застроено равномерно: {levels}</translation>
    </message>
    <message>
        <source>Elite edition</source>
        <translation>Элитная версия</translation>
    </message>
    <message>
        <source>Classic edition</source>
        <translation>Классическая версия</translation>
    </message>
    <message>
        <source>keeps: {cards}</source>
        <translation>на руках: {cards}</translation>
    </message>
    <message>
        <source>Bet {lo} to {hi}; three $ win the box.</source>
        <translation>Ставка от {lo} до {hi}; три $ забирают кассу.</translation>
    </message>
    <message>
        <source>Stop on the Jackpot cell to play; three $ win the box.</source>
        <translation>Чтобы сыграть, остановитесь на поле «Джекпот»; три $ забирают кассу.</translation>
    </message>
    <message>
        <source>Charity Fund</source>
        <translation>Благотворительный фонд</translation>
    </message>
    <message>
        <source>In force: {title}</source>
        <translation>Действует: {title}</translation>
    </message>
    <message>
        <source>rent</source>
        <translation>рента</translation>
    </message>
    <message>
        <source>whole industry</source>
        <translation>вся отрасль</translation>
    </message>
    <message>
        <source>with an enterprise</source>
        <translation>с предприятием</translation>
    </message>
    <message>
        <source>a branch or an enterprise costs {amount}</source>
        <translation>филиал или предприятие стоит {amount}</translation>
    </message>
    <message>
        <source>owner {name}</source>
        <translation>владелец {name}</translation>
    </message>
    <message>
        <source>price</source>
        <translation>цена</translation>
    </message>
    <message>
        <source>mortgage / redeem</source>
        <translation>залог / выкуп</translation>
    </message>
    <message>
        <source>{name} · mortgaged</source>
        <translation>{name} · заложена</translation>
    </message>
    <message>
        <source>{name} · rent {amount}</source>
        <translation>{name} · рента {amount}</translation>
    </message>
    <message>
        <source>{name} keeps</source>
        <translation>У игрока {name} на руках</translation>
    </message>
    <message>
        <source>{name} keeps no cards</source>
        <translation>У игрока {name} нет карт на руках</translation>
    </message>
    <message numerus="yes">
        <source>with {n} branches</source>
        <translation>
            <numerusform>с {n} филиалом</numerusform>
            <numerusform>с {n} филиалами</numerusform>
            <numerusform>с {n} филиалами</numerusform>
        </translation>
    </message>
    <message>
        <source>mortgaged: no rent</source>
        <translation>заложена: ренты нет</translation>
    </message>
    <message>
        <source>rent now {amount}</source>
        <translation>рента сейчас {amount}</translation>
    </message>
    <message>
        <source>land tax now {amount}</source>
        <translation>земельный налог сейчас {amount}</translation>
    </message>
    <message>
        <source>branch / enterprise</source>
        <translation>филиал / предприятие</translation>
    </message>
    <message>
        <source>enterprise</source>
        <translation>предприятие</translation>
    </message>
    <message>
        <source>{names} · winner</source>
        <translation>{names} · победа</translation>
    </message>
    <message numerus="yes">
        <source>{n} cards</source>
        <translation>
            <numerusform>{n} карта</numerusform>
            <numerusform>{n} карты</numerusform>
            <numerusform>{n} карт</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>rent with {n} central plots</source>
        <translation>
            <numerusform>рента с {n} центральной фирмой</numerusform>
            <numerusform>рента с {n} центральными фирмами</numerusform>
            <numerusform>рента с {n} центральными фирмами</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{n} branches</source>
        <translation>
            <numerusform>{n} филиал</numerusform>
            <numerusform>{n} филиала</numerusform>
            <numerusform>{n} филиалов</numerusform>
        </translation>
    </message>
    <message>
        <source>Fortune</source>
        <translation>Фортуна</translation>
    </message>
    <message>
        <source>Edition</source>
        <translation>Версия</translation>
    </message>
    <message>
        <source>Classic: 24 plots, Movement and Chance cards, the Jackpot. Elite: adds the central industry, shares and the Exchange, insurance, Fortune cards and the Auction cell.</source>
        <translation>Классическая: 24 фирмы, карты Движения и Шанса, Джекпот. Элитная: добавляет центральную отрасль, акции и Биржу, страхование, карты Фортуны и поле «Аукцион».</translation>
    </message>
    <message>
        <source>Classic</source>
        <translation>Классическая</translation>
    </message>
    <message>
        <source>Elite</source>
        <translation>Элитная</translation>
    </message>
    <message>
        <source>Charity Fund / White Business pay on any arrival</source>
        <translation>Благотворительный фонд и Белый бизнес платят при любой остановке</translation>
    </message>
    <message>
        <source>Classic game: the two cells pay whenever a token stops on them, not only at the end of a Movement card&apos;s move.</source>
        <translation>Классическая игра: оба поля платят всякий раз, когда на них останавливается фишка, а не только в конце хода по карте Движения.</translation>
    </message>
    <message>
        <source>Jackpot prize on top of the returned bet</source>
        <translation>Выигрыш Джекпота сверх возвращённой ставки</translation>
    </message>
    <message>
        <source>A win pays bet × N on top of the returned bet (two cherries still only return the bet).</source>
        <translation>Выигрыш — ставка × N сверх возвращённой ставки (две вишни по-прежнему лишь возвращают ставку).</translation>
    </message>
    <message>
        <source>Short game</source>
        <translation>Короткая игра</translation>
    </message>
    <message>
        <source>The first player with an enterprise on every plot of one industry wins at once.</source>
        <translation>Первый, у кого предприятия стоят на всех фирмах одной отрасли, сразу побеждает.</translation>
    </message>
    <message>
        <source>Limited pieces</source>
        <translation>Ограниченный запас построек</translation>
    </message>
    <message>
        <source>The bank holds 24 branches and 12 enterprises; when a kind runs out it cannot be built.</source>
        <translation>У банка 24 филиала и 12 предприятий; когда какие-то закончились, их строить нельзя.</translation>
    </message>
    <message>
        <source>Round limit (0 = none)</source>
        <translation>Предел кругов (0 — без предела)</translation>
    </message>
    <message>
        <source>The timed game: after this many rounds the wealthiest player wins (cash, plots and buildings at purchase price).</source>
        <translation>Игра на время: после этого числа кругов побеждает самый богатый (деньги, фирмы и постройки по цене покупки).</translation>
    </message>
    <message>
        <source>worth</source>
        <translation>состояние</translation>
    </message>
    <message>
        <source>cash</source>
        <translation>деньги</translation>
    </message>
</context>
</TS>
