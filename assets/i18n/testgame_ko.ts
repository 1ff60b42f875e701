<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="ko_KR" sourcelanguage="en">
<context>
    <name>PigRaceView</name>
    <message>
        <source>{name} wins!</source>
        <translation>{name} 승리!</translation>
    </message>
    <message>
        <source>{name} is rolling</source>
        <translation>{name} 차례</translation>
    </message>
    <message>
        <source>Click the die to roll</source>
        <translation>주사위를 눌러 굴리세요</translation>
    </message>
    <message>
        <source>Verdict on {banker}&apos;s big bank: {cheers} cheers, {boos} boos</source>
        <translation>{banker}의 큰 저금 평가: 응원 {cheers}, 야유 {boos}</translation>
    </message>
    <message>
        <source>still to answer: {waiting}</source>
        <translation>아직 답하지 않음: {waiting}</translation>
    </message>
    <message>
        <source>{offerer} offers {partner} a swap of lucky numbers</source>
        <translation>{offerer}이(가) {partner}에게 행운의 수 교환을 제안합니다</translation>
    </message>
    <message>
        <source>Pig Race</source>
        <translation>돼지 경주</translation>
    </message>
    <message>
        <source>First to {target} points wins</source>
        <translation>{target}점에 먼저 닿으면 승리</translation>
    </message>
    <message>
        <source>turn total</source>
        <translation>이번 차례 합계</translation>
    </message>
    <message>
        <source>Lucky numbers (secret, +2)</source>
        <translation>행운의 수 (비밀, +2)</translation>
    </message>
    <message>
        <source>Scores</source>
        <translation>점수</translation>
    </message>
    <message>
        <source>✦ charm</source>
        <translation>✦ 부적</translation>
    </message>
</context>
<context>
    <name>testgame</name>
    <message>
        <source>Offer a swap</source>
        <translation>교환 제안</translation>
    </message>
    <message>
        <source>{name}: roll the die or hold</source>
        <translation>{name}: 주사위를 굴리거나 멈추세요</translation>
    </message>
    <message>
        <source>{name}: you may buy a charm for 2 points</source>
        <translation>{name}: 2점으로 부적을 살 수 있습니다</translation>
    </message>
    <message>
        <source>{name}: cheer or boo {banker}&apos;s big bank</source>
        <translation>{name}: {banker}의 큰 저금을 응원하거나 야유하세요</translation>
    </message>
    <message>
        <source>{name}: {offerer} offers to swap lucky numbers unseen. Accept?</source>
        <translation>{name}: {offerer}이(가) 보지 않고 행운의 수를 바꾸자고 합니다. 받아들일까요?</translation>
    </message>
    <message>
        <source>That move is not complete or has unknown parts.</source>
        <translation>이 수는 완성되지 않았거나 알 수 없는 부분이 있습니다.</translation>
    </message>
    <message>
        <source>Pig Race

Roll the die as often as you like, adding each roll to your turn total, or hold to bank it. A 1 loses the turn total. Your secret lucky number adds 2. First to the target score wins.

Charms: at any moment of another player&apos;s turn you may buy a charm for 2 banked points; the next 1 you roll then costs nothing.

Verdicts: after a bank of 10 or more, every other player cheers or boos; more boos than cheers cost the banker 2 points.

Swaps: before rolling, you may offer another player to swap lucky numbers unseen; it happens only if they accept.</source>
        <translation>돼지 경주

주사위를 원하는 만큼 굴려 나온 수를 이번 차례 합계에 더하거나, 멈추고 저금하세요. 1이 나오면 이번 차례 합계를 잃습니다. 비밀인 행운의 수가 나오면 2를 더합니다. 목표 점수에 먼저 닿는 사람이 이깁니다.

부적: 다른 사람의 차례 중 언제든 저금한 2점으로 부적을 살 수 있습니다. 그러면 다음에 나오는 1이 손해가 없습니다.

평가: 10점 이상 저금하면 나머지 모두가 응원하거나 야유합니다. 야유가 응원보다 많으면 저금한 사람이 2점을 잃습니다.

교환: 굴리기 전에 다른 플레이어에게 보지 않고 행운의 수를 바꾸자고 제안할 수 있습니다. 상대가 받아들여야 바뀝니다.
</translation>
    </message>
    <message>
        <source>{who} rolled {value}.</source>
        <translation>{who}: {value}이(가) 나왔습니다.</translation>
    </message>
    <message>
        <source>{who} rolled a 1 and lost {lost} points.</source>
        <translation>{who}: 1이 나와 {lost}점을 잃었습니다.</translation>
    </message>
    <message>
        <source>{who} banked {amount} (total {score}).</source>
        <translation>{who}: {amount}점을 저금했습니다 (합계 {score}).</translation>
    </message>
    <message>
        <source>{who} wins the race!</source>
        <translation>{who}, 경주 우승!</translation>
    </message>
    <message>
        <source>{who} bought a charm.</source>
        <translation>{who}: 부적을 샀습니다.</translation>
    </message>
    <message>
        <source>{who} rolled a 1, but the charm saved the turn.</source>
        <translation>{who}: 1이 나왔지만 부적 덕분에 차례를 지켰습니다.</translation>
    </message>
    <message>
        <source>{who} banked {amount}: cheer or boo?</source>
        <translation>{who}: {amount}점을 저금했습니다. 응원할까요, 야유할까요?</translation>
    </message>
    <message>
        <source>{who} cheered.</source>
        <translation>{who}: 응원했습니다.</translation>
    </message>
    <message>
        <source>{who} booed.</source>
        <translation>{who}: 야유했습니다.</translation>
    </message>
    <message>
        <source>More boos than cheers: {who} loses {lost}.</source>
        <translation>야유가 응원보다 많습니다: {who} {lost}점 잃음.</translation>
    </message>
    <message>
        <source>The table cheers {who} on.</source>
        <translation>모두가 {who}을(를) 응원합니다.</translation>
    </message>
    <message>
        <source>{who} offers {to} a swap of lucky numbers.</source>
        <translation>{who}: {to}에게 행운의 수 교환을 제안합니다.</translation>
    </message>
    <message>
        <source>{who} declines the swap.</source>
        <translation>{who}: 교환을 거절합니다.</translation>
    </message>
    <message>
        <source>{who} and {to} swap lucky numbers.</source>
        <translation>{who}와(과) {to}이(가) 행운의 수를 바꿉니다.</translation>
    </message>
    <message>
        <source>Offer {name} a swap</source>
        <translation>{name}에게 교환 제안</translation>
    </message>
    <message>
        <source>Roll the die</source>
        <translation>주사위 굴리기</translation>
    </message>
    <message>
        <source>Buy a charm</source>
        <translation>부적 사기</translation>
    </message>
    <message>
        <source>Cheer</source>
        <translation>응원</translation>
    </message>
    <message>
        <source>Boo</source>
        <translation>야유</translation>
    </message>
    <message>
        <source>Accept the swap</source>
        <translation>교환 받아들이기</translation>
    </message>
    <message>
        <source>Decline</source>
        <translation>거절</translation>
    </message>
    <message>
        <source>Bank {amount}</source>
        <translation>{amount}점 저금</translation>
    </message>
    <message>
        <source>Bank</source>
        <translation>저금</translation>
    </message>
    <message>
        <source>Swapping lucky numbers is off in this game.</source>
        <translation>이 게임에서는 행운의 수 교환이 꺼져 있습니다.</translation>
    </message>
    <message>
        <source>You have offered a swap this turn already.</source>
        <translation>이번 차례에 이미 교환을 제안했습니다.</translation>
    </message>
    <message>
        <source>Offer a swap before you roll, not during your run.</source>
        <translation>교환은 굴리는 중이 아니라 굴리기 전에 제안하세요.</translation>
    </message>
    <message>
        <source>Offer the swap to another player at the table.</source>
        <translation>같은 자리의 다른 플레이어에게 교환을 제안하세요.</translation>
    </message>
    <message>
        <source>A charm costs 2 banked points; you have {score}.</source>
        <translation>부적은 저금한 2점입니다. 가진 점수는 {score}입니다.</translation>
    </message>
    <message>
        <source>first to the target score</source>
        <translation>목표 점수에 가장 먼저 닿음</translation>
    </message>
    <message>
        <source>highest score at the time limit</source>
        <translation>제한 시간에 가장 높은 점수</translation>
    </message>
    <message>
        <source>You have nothing to hold: roll first.</source>
        <translation>멈출 것이 없습니다. 먼저 굴리세요.</translation>
    </message>
    <message>
        <source>You can bank 1 to {total} points.</source>
        <translation>1점부터 {total}점까지 저금할 수 있습니다.</translation>
    </message>
    <message>
        <source>Target score</source>
        <translation>목표 점수</translation>
    </message>
    <message>
        <source>First to this score wins.</source>
        <translation>이 점수에 먼저 닿으면 이깁니다.</translation>
    </message>
    <message>
        <source>A 1 ends the turn</source>
        <translation>1이 나오면 차례 끝</translation>
    </message>
    <message>
        <source>Rolling a 1 loses the turn total.</source>
        <translation>1이 나오면 이번 차례 점수를 잃습니다.</translation>
    </message>
    <message>
        <source>Charms</source>
        <translation>부적</translation>
    </message>
    <message>
        <source>Out of turn, buy a charm for 2 points: your next 1 costs nothing.</source>
        <translation>남의 차례에 2점으로 부적을 사면 다음에 나오는 1이 손해가 없습니다.</translation>
    </message>
    <message>
        <source>Verdicts</source>
        <translation>평가</translation>
    </message>
    <message>
        <source>After a bank of 10 or more, everyone else cheers or boos.</source>
        <translation>10점 이상 저금하면 나머지 모두가 응원하거나 야유합니다.</translation>
    </message>
    <message>
        <source>Swaps</source>
        <translation>교환</translation>
    </message>
    <message>
        <source>Before rolling, offer another player to swap lucky numbers.</source>
        <translation>굴리기 전에 다른 플레이어에게 행운의 수 교환을 제안합니다.</translation>
    </message>
</context>
</TS>
