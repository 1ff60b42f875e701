<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="ru_RU" sourcelanguage="en">
<context>
    <name>PigRaceView</name>
    <message>
        <source>{name} wins!</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{name} is rolling</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Click the die to roll</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Verdict on {banker}&apos;s big bank: {cheers} cheers, {boos} boos</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>still to answer: {waiting}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{offerer} offers {partner} a swap of lucky numbers</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Pig Race</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>First to {target} points wins</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>turn total</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Lucky numbers (secret, +2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Scores</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>✦ charm</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>testgame</name>
    <message>
        <source>Offer a swap</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{name}: roll the die or hold</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{name}: you may buy a charm for 2 points</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{name}: cheer or boo {banker}&apos;s big bank</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{name}: {offerer} offers to swap lucky numbers unseen. Accept?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>That move is not complete or has unknown parts.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Pig Race

Roll the die as often as you like, adding each roll to your turn total, or hold to bank it. A 1 loses the turn total. Your secret lucky number adds 2. First to the target score wins.

Charms: at any moment of another player&apos;s turn you may buy a charm for 2 banked points; the next 1 you roll then costs nothing.

Verdicts: after a bank of 10 or more, every other player cheers or boos; more boos than cheers cost the banker 2 points.

Swaps: before rolling, you may offer another player to swap lucky numbers unseen; it happens only if they accept.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{who} rolled {value}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{who} rolled a 1 and lost {lost} points.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{who} banked {amount} (total {score}).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{who} wins the race!</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{who} bought a charm.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{who} rolled a 1, but the charm saved the turn.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{who} banked {amount}: cheer or boo?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{who} cheered.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{who} booed.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>More boos than cheers: {who} loses {lost}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The table cheers {who} on.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{who} offers {to} a swap of lucky numbers.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{who} declines the swap.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{who} and {to} swap lucky numbers.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Offer {name} a swap</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Roll the die</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Buy a charm</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cheer</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Boo</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Accept the swap</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Decline</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Bank {amount}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Bank</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Swapping lucky numbers is off in this game.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>You have offered a swap this turn already.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Offer a swap before you roll, not during your run.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Offer the swap to another player at the table.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A charm costs 2 banked points; you have {score}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>first to the target score</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>highest score at the time limit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>You have nothing to hold: roll first.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>You can bank 1 to {total} points.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Target score</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>First to this score wins.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A 1 ends the turn</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Rolling a 1 loses the turn total.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Charms</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Out of turn, buy a charm for 2 points: your next 1 costs nothing.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Verdicts</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>After a bank of 10 or more, everyone else cheers or boos.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Swaps</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Before rolling, offer another player to swap lucky numbers.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
</TS>
