<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="ru_RU" sourcelanguage="en">
<context>
    <name>PigRaceView</name>
    <message>
        <source>{name} wins!</source>
        <translation>{name} побеждает!</translation>
    </message>
    <message>
        <source>{name} is rolling</source>
        <translation>Бросает {name}</translation>
    </message>
    <message>
        <source>Click the die to roll</source>
        <translation>Щёлкните кубик, чтобы бросить</translation>
    </message>
    <message>
        <source>Verdict on {banker}&apos;s big bank: {cheers} cheers, {boos} boos</source>
        <translation>Оценка большого банка игрока {banker}: «ура» — {cheers}, «бу» — {boos}</translation>
    </message>
    <message>
        <source>still to answer: {waiting}</source>
        <translation>ещё не ответили: {waiting}</translation>
    </message>
    <message>
        <source>{offerer} offers {partner} a swap of lucky numbers</source>
        <translation>{offerer} предлагает игроку {partner} обменяться счастливыми числами</translation>
    </message>
    <message>
        <source>Pig Race</source>
        <translation>Свинские гонки</translation>
    </message>
    <message>
        <source>First to {target} points wins</source>
        <translation>Побеждает первый, кто наберёт {target} очков</translation>
    </message>
    <message>
        <source>turn total</source>
        <translation>очки хода</translation>
    </message>
    <message>
        <source>Lucky numbers (secret, +2)</source>
        <translation>Счастливые числа (тайные, +2)</translation>
    </message>
    <message>
        <source>Scores</source>
        <translation>Очки</translation>
    </message>
    <message>
        <source>✦ charm</source>
        <translation>✦ талисман</translation>
    </message>
</context>
<context>
    <name>testgame</name>
    <message>
        <source>Offer a swap</source>
        <translation>Предложить обмен</translation>
    </message>
    <message>
        <source>{name}: roll the die or hold</source>
        <translation>{name}: бросайте кубик или остановитесь</translation>
    </message>
    <message>
        <source>{name}: you may buy a charm for 2 points</source>
        <translation>{name}: можно купить талисман за 2 очка</translation>
    </message>
    <message>
        <source>{name}: cheer or boo {banker}&apos;s big bank</source>
        <translation>{name}: «ура» или «бу» большому банку игрока {banker}</translation>
    </message>
    <message>
        <source>{name}: {offerer} offers to swap lucky numbers unseen. Accept?</source>
        <translation>{name}: {offerer} предлагает не глядя обменяться счастливыми числами. Согласны?</translation>
    </message>
    <message>
        <source>That move is not complete or has unknown parts.</source>
        <translation>Этот ход не завершён или содержит неизвестные части.</translation>
    </message>
    <message>
        <source>Pig Race

Roll the die as often as you like, adding each roll to your turn total, or hold to bank it. A 1 loses the turn total. Your secret lucky number adds 2. First to the target score wins.

Charms: at any moment of another player&apos;s turn you may buy a charm for 2 banked points; the next 1 you roll then costs nothing.

Verdicts: after a bank of 10 or more, every other player cheers or boos; more boos than cheers cost the banker 2 points.

Swaps: before rolling, you may offer another player to swap lucky numbers unseen; it happens only if they accept.</source>
        <translation>Свинские гонки

Бросайте кубик сколько угодно, прибавляя каждый бросок к очкам хода, или остановитесь и отложите их в банк. Выпавшая 1 сжигает очки хода. Ваше тайное счастливое число добавляет 2. Побеждает первый, кто наберёт нужные очки.

Талисманы: в любой момент чужого хода можно купить талисман за 2 очка из банка; тогда ваша следующая 1 ничего не стоит.

Оценки: после банка в 10 очков и больше каждый другой игрок кричит «ура» или «бу»; если «бу» больше, чем «ура», отложивший теряет 2 очка.

Обмены: до броска можно предложить другому игроку не глядя обменяться счастливыми числами; обмен состоится, только если он согласится.
</translation>
    </message>
    <message>
        <source>{who} rolled {value}.</source>
        <translation>{who}: выпало {value}.</translation>
    </message>
    <message>
        <source>{who} rolled a 1 and lost {lost} points.</source>
        <translation>{who}: выпала 1, потеряно очков: {lost}.</translation>
    </message>
    <message>
        <source>{who} banked {amount} (total {score}).</source>
        <translation>{who} откладывает в банк {amount} (всего {score}).</translation>
    </message>
    <message>
        <source>{who} wins the race!</source>
        <translation>{who} выигрывает гонку!</translation>
    </message>
    <message>
        <source>{who} bought a charm.</source>
        <translation>{who} покупает талисман.</translation>
    </message>
    <message>
        <source>{who} rolled a 1, but the charm saved the turn.</source>
        <translation>{who}: выпала 1, но талисман спас ход.</translation>
    </message>
    <message>
        <source>{who} banked {amount}: cheer or boo?</source>
        <translation>{who} откладывает в банк {amount}: «ура» или «бу»?</translation>
    </message>
    <message>
        <source>{who} cheered.</source>
        <translation>{who}: «ура»!</translation>
    </message>
    <message>
        <source>{who} booed.</source>
        <translation>{who}: «бу»!</translation>
    </message>
    <message>
        <source>More boos than cheers: {who} loses {lost}.</source>
        <translation>«Бу» больше, чем «ура»: {who} теряет {lost}.</translation>
    </message>
    <message>
        <source>The table cheers {who} on.</source>
        <translation>Стол подбадривает: {who}.</translation>
    </message>
    <message>
        <source>{who} offers {to} a swap of lucky numbers.</source>
        <translation>{who} предлагает игроку {to} обменяться счастливыми числами.</translation>
    </message>
    <message>
        <source>{who} declines the swap.</source>
        <translation>{who} отказывается от обмена.</translation>
    </message>
    <message>
        <source>{who} and {to} swap lucky numbers.</source>
        <translation>{who} и {to} меняются счастливыми числами.</translation>
    </message>
    <message>
        <source>Offer {name} a swap</source>
        <translation>Предложить обмен: {name}</translation>
    </message>
    <message>
        <source>Roll the die</source>
        <translation>Бросить кубик</translation>
    </message>
    <message>
        <source>Buy a charm</source>
        <translation>Купить талисман</translation>
    </message>
    <message>
        <source>Cheer</source>
        <translation>Ура</translation>
    </message>
    <message>
        <source>Boo</source>
        <translation>Бу</translation>
    </message>
    <message>
        <source>Accept the swap</source>
        <translation>Согласиться на обмен</translation>
    </message>
    <message>
        <source>Decline</source>
        <translation>Отказаться</translation>
    </message>
    <message>
        <source>Bank {amount}</source>
        <translation>В банк {amount}</translation>
    </message>
    <message>
        <source>Bank</source>
        <translation>В банк</translation>
    </message>
    <message>
        <source>Swapping lucky numbers is off in this game.</source>
        <translation>В этой игре обмен счастливыми числами выключен.</translation>
    </message>
    <message>
        <source>You have offered a swap this turn already.</source>
        <translation>Вы уже предлагали обмен в этот ход.</translation>
    </message>
    <message>
        <source>Offer a swap before you roll, not during your run.</source>
        <translation>Предлагайте обмен до броска, а не посреди серии.</translation>
    </message>
    <message>
        <source>Offer the swap to another player at the table.</source>
        <translation>Предложите обмен другому игроку за столом.</translation>
    </message>
    <message>
        <source>A charm costs 2 banked points; you have {score}.</source>
        <translation>Талисман стоит 2 очка из банка; у вас {score}.</translation>
    </message>
    <message>
        <source>first to the target score</source>
        <translation>первым набрал нужные очки</translation>
    </message>
    <message>
        <source>highest score at the time limit</source>
        <translation>больше всех очков к концу времени</translation>
    </message>
    <message>
        <source>You have nothing to hold: roll first.</source>
        <translation>Откладывать нечего: сначала бросьте.</translation>
    </message>
    <message>
        <source>You can bank 1 to {total} points.</source>
        <translation>В банк можно отложить от 1 до {total} очков.</translation>
    </message>
    <message>
        <source>Target score</source>
        <translation>Нужно очков</translation>
    </message>
    <message>
        <source>First to this score wins.</source>
        <translation>Побеждает первый, кто наберёт столько.</translation>
    </message>
    <message>
        <source>A 1 ends the turn</source>
        <translation>1 заканчивает ход</translation>
    </message>
    <message>
        <source>Rolling a 1 loses the turn total.</source>
        <translation>Выпавшая 1 сжигает очки хода.</translation>
    </message>
    <message>
        <source>Charms</source>
        <translation>Талисманы</translation>
    </message>
    <message>
        <source>Out of turn, buy a charm for 2 points: your next 1 costs nothing.</source>
        <translation>В чужой ход купите талисман за 2 очка: ваша следующая 1 ничего не стоит.</translation>
    </message>
    <message>
        <source>Verdicts</source>
        <translation>Оценки</translation>
    </message>
    <message>
        <source>After a bank of 10 or more, everyone else cheers or boos.</source>
        <translation>После банка в 10 очков и больше все остальные кричат «ура» или «бу».</translation>
    </message>
    <message>
        <source>Swaps</source>
        <translation>Обмены</translation>
    </message>
    <message>
        <source>Before rolling, offer another player to swap lucky numbers.</source>
        <translation>До броска предложите другому игроку обменяться счастливыми числами.</translation>
    </message>
</context>
</TS>
