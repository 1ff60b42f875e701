<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="ko_KR" sourcelanguage="en">
<context>
    <name>millionaire</name>
    <message>
        <source>Receive {amount} from the bank.</source>
        <translation>은행에서 {amount}을(를) 받습니다.</translation>
    </message>
    <message>
        <source>Pay the bank {amount}.</source>
        <translation>은행에 {amount}을(를) 냅니다.</translation>
    </message>
    <message>
        <source>Advance to {cell}.</source>
        <translation>{cell}(으)로 이동합니다.</translation>
    </message>
    <message>
        <source>{who}: play the Jackpot? Bet {lo} to {hi} (the box holds {box}), or walk past.</source>
        <translation>{who}: 잭팟을 하시겠습니까? {lo}~{hi}을(를) 거세요(상자에 {box}). 아니면 그냥 지나갑니다.</translation>
    </message>
    <message>
        <source>{who}: you owe {owner} {amount} rent. Use your Rent holiday card to skip it, or pay.</source>
        <translation>{who}: {owner}에게 임대료 {amount}을(를) 내야 합니다. 임대료 면제 카드를 쓰거나 내세요.</translation>
    </message>
    <message>
        <source>{who} drew a {deck} card: {title}. {text}</source>
        <translation>{who}: {deck} 카드를 뽑았습니다 — {title}. {text}</translation>
    </message>
    <message>
        <source>{who} keeps the {title} card.</source>
        <translation>{who}: {title} 카드를 보관합니다.</translation>
    </message>
    <message>
        <source>The card costs {who} nothing.</source>
        <translation>{who}: 이 카드로 잃는 것이 없습니다.</translation>
    </message>
    <message>
        <source>{who} rolled {die} in the street lottery and won {amount}.</source>
        <translation>{who}: 길거리 복권에서 {die}이(가) 나와 {amount}을(를) 땄습니다.</translation>
    </message>
    <message>
        <source>Every plot has an owner: {who} stays where they are.</source>
        <translation>모든 땅에 주인이 있습니다: {who}은(는) 제자리에 머뭅니다.</translation>
    </message>
    <message>
        <source>{who} took the Charity Fund: {amount}.</source>
        <translation>{who}: 자선기금 {amount}을(를) 가져갑니다.</translation>
    </message>
    <message>
        <source>The Charity Fund is empty: {who} gets nothing.</source>
        <translation>자선기금이 비었습니다: {who}은(는) 아무것도 받지 못합니다.</translation>
    </message>
    <message>
        <source>{who} stops on White Business: the bank pays a prize.</source>
        <translation>{who}: 백색 사업에 멈췄습니다. 은행이 상금을 줍니다.</translation>
    </message>
    <message>
        <source>Black Business: {who} flies to the Charity Fund and pays a fine of {amount} into it.</source>
        <translation>흑색 사업: {who}은(는) 자선기금으로 날아가 벌금 {amount}을(를) 기금에 냅니다.</translation>
    </message>
    <message numerus="yes">
        <source>Tax Inspection: {who} owes {amount} of tax on {n} plots.</source>
        <translation>
            <numerusform>세무조사: {who}은(는) 땅 {n}곳에 대한 세금 {amount}을(를) 내야 합니다.</numerusform>
        </translation>
    </message>
    <message>
        <source>{who} is held by the Tax Police.</source>
        <translation>{who}: 세무경찰에 붙잡혔습니다.</translation>
    </message>
    <message>
        <source>{who} paid the Tax Police {amount} and is free.</source>
        <translation>{who}: 세무경찰에 {amount}을(를) 내고 풀려났습니다.</translation>
    </message>
    <message>
        <source>Doubles! {who} leaves the Tax Police.</source>
        <translation>더블! {who}은(는) 세무경찰에서 풀려납니다.</translation>
    </message>
    <message>
        <source>No doubles: {who} stays with the Tax Police ({n} of 3 tries made).</source>
        <translation>더블이 아닙니다: {who}은(는) 세무경찰에 남습니다(3번 중 {n}번 시도).</translation>
    </message>
    <message>
        <source>{who} bets {bet} on the Jackpot and rolls {faces} ({shown}).</source>
        <translation>{who}: 잭팟에 {bet}을(를) 걸고 {faces}이(가) 나왔습니다({shown}).</translation>
    </message>
    <message>
        <source>{line}: {who} gets {amount} back.</source>
        <translation>{line}: {who}은(는) {amount}을(를) 받습니다.</translation>
    </message>
    <message>
        <source>No winning line for {who}: the bet of {bet} stays in the Jackpot box (now {box}).</source>
        <translation>{who}: 당첨 조합이 없습니다. 건 돈 {bet}은(는) 잭팟 상자에 남습니다(현재 {box}).</translation>
    </message>
    <message>
        <source>{who} does not play the Jackpot.</source>
        <translation>{who}: 잭팟을 하지 않습니다.</translation>
    </message>
    <message>
        <source>{who} has less than {least} and cannot play the Jackpot.</source>
        <translation>{who}: 돈이 {least}보다 적어 잭팟을 할 수 없습니다.</translation>
    </message>
    <message>
        <source>{who} used the Rent holiday card and skips {amount} of rent.</source>
        <translation>{who}: 임대료 면제 카드를 써서 임대료 {amount}을(를) 내지 않습니다.</translation>
    </message>
    <message>
        <source>Chance</source>
        <translation>찬스</translation>
    </message>
    <message>
        <source>Movement</source>
        <translation>이동</translation>
    </message>
    <message>
        <source>To {cell}</source>
        <translation>{cell}(으)로</translation>
    </message>
    <message>
        <source>Forward {n}</source>
        <translation>앞으로 {n}칸</translation>
    </message>
    <message>
        <source>Back {n}</source>
        <translation>뒤로 {n}칸</translation>
    </message>
    <message>
        <source>Bank dividend</source>
        <translation>은행 배당금</translation>
    </message>
    <message>
        <source>Won a tender</source>
        <translation>입찰 성공</translation>
    </message>
    <message>
        <source>Inheritance</source>
        <translation>유산 상속</translation>
    </message>
    <message>
        <source>Consulting fee</source>
        <translation>자문료</translation>
    </message>
    <message>
        <source>Tax refund</source>
        <translation>세금 환급</translation>
    </message>
    <message>
        <source>Birthday</source>
        <translation>생일</translation>
    </message>
    <message>
        <source>City festival sponsor</source>
        <translation>도시 축제 후원</translation>
    </message>
    <message>
        <source>Late-report fine</source>
        <translation>보고 지연 벌금</translation>
    </message>
    <message>
        <source>Audit fine</source>
        <translation>회계감사 벌금</translation>
    </message>
    <message>
        <source>Equipment repair</source>
        <translation>장비 수리</translation>
    </message>
    <message>
        <source>Fire inspection</source>
        <translation>소방 점검</translation>
    </message>
    <message>
        <source>Lawyer&apos;s fees</source>
        <translation>변호사 비용</translation>
    </message>
    <message>
        <source>Insurance payout</source>
        <translation>보험금 지급</translation>
    </message>
    <message>
        <source>Amnesty</source>
        <translation>사면</translation>
    </message>
    <message>
        <source>Rent holiday</source>
        <translation>임대료 면제</translation>
    </message>
    <message>
        <source>Street lottery</source>
        <translation>길거리 복권</translation>
    </message>
    <message>
        <source>Donation</source>
        <translation>기부</translation>
    </message>
    <message>
        <source>Court case won</source>
        <translation>소송 승리</translation>
    </message>
    <message>
        <source>Customs fine</source>
        <translation>세관 벌금</translation>
    </message>
    <message>
        <source>Free spin</source>
        <translation>무료 한 판</translation>
    </message>
    <message>
        <source>To Black Business</source>
        <translation>흑색 사업으로</translation>
    </message>
    <message>
        <source>To the nearest Chance</source>
        <translation>가장 가까운 찬스로</translation>
    </message>
    <message>
        <source>To the nearest free plot</source>
        <translation>가장 가까운 빈 땅으로</translation>
    </message>
    <message>
        <source>Every other player gives you {amount}.</source>
        <translation>다른 모든 플레이어가 당신에게 {amount}씩 줍니다.</translation>
    </message>
    <message>
        <source>Pay every other player {amount}.</source>
        <translation>다른 모든 플레이어에게 {amount}씩 냅니다.</translation>
    </message>
    <message>
        <source>Pay the bank {branch} for each of your branches and {enterprise} for each enterprise.</source>
        <translation>은행에 지점마다 {branch}, 기업마다 {enterprise}을(를) 냅니다.</translation>
    </message>
    <message>
        <source>Pay the bank a tenth of your cash, rounded down to 10 F.</source>
        <translation>은행에 현금의 10분의 1을 냅니다(10 F 단위로 내림).</translation>
    </message>
    <message>
        <source>Keep this card: it sets you free from the Tax Police without a fine.</source>
        <translation>이 카드를 보관하세요: 벌금 없이 세무경찰에서 풀려납니다.</translation>
    </message>
    <message>
        <source>Keep this card: it lets you skip one rent payment.</source>
        <translation>이 카드를 보관하세요: 임대료를 한 번 내지 않아도 됩니다.</translation>
    </message>
    <message>
        <source>Roll one die: the bank pays you {amount} for each pip.</source>
        <translation>주사위 하나를 굴립니다: 은행이 눈 하나마다 {amount}을(를) 줍니다.</translation>
    </message>
    <message>
        <source>Pay {amount} into the Charity Fund.</source>
        <translation>자선기금에 {amount}을(를) 냅니다.</translation>
    </message>
    <message>
        <source>The opponent with the most cash pays you {amount}.</source>
        <translation>현금이 가장 많은 상대가 당신에게 {amount}을(를) 줍니다.</translation>
    </message>
    <message>
        <source>Go to the Jackpot and play one spin on a bet of {amount} paid by the bank.</source>
        <translation>잭팟으로 가서 은행이 대 주는 {amount}을(를) 걸고 한 판 합니다.</translation>
    </message>
    <message>
        <source>Go to START. You receive no circular income.</source>
        <translation>출발로 갑니다. 한 바퀴 수입은 받지 않습니다.</translation>
    </message>
    <message numerus="yes">
        <source>Move forward {n} cells.</source>
        <translation>
            <numerusform>앞으로 {n}칸 갑니다.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Move back {n} cells.</source>
        <translation>
            <numerusform>뒤로 {n}칸 갑니다.</numerusform>
        </translation>
    </message>
    <message>
        <source>Go to the Tax Police. You receive no circular income.</source>
        <translation>세무경찰로 갑니다. 한 바퀴 수입은 받지 않습니다.</translation>
    </message>
    <message>
        <source>Advance to the nearest Black Business, then fly to the Charity Fund and pay the fine.</source>
        <translation>가장 가까운 흑색 사업으로 간 다음 자선기금으로 날아가 벌금을 냅니다.</translation>
    </message>
    <message>
        <source>Advance to the nearest Chance cell and draw a card.</source>
        <translation>가장 가까운 찬스 칸으로 가서 카드를 뽑습니다.</translation>
    </message>
    <message>
        <source>Advance to the nearest plot nobody owns. If there is none, stay where you are.</source>
        <translation>주인 없는 가장 가까운 땅으로 갑니다. 없으면 제자리에 있습니다.</translation>
    </message>
    <message>
        <source>{who}: you are held by the Tax Police. Roll for doubles (attempt {n} of 3) or pay {fine}.</source>
        <translation>{who}: 세무경찰에 붙잡혀 있습니다. 더블을 노려 굴리거나(3번 중 {n}번째) {fine}을(를) 내세요.</translation>
    </message>
    <message>
        <source>{who}: you are held by the Tax Police. Roll for doubles (attempt {n} of 3); the fine of {fine} is more than your cash.</source>
        <translation>{who}: 세무경찰에 붙잡혀 있습니다. 더블을 노려 굴리세요(3번 중 {n}번째). 벌금 {fine}이(가) 현금보다 많습니다.</translation>
    </message>
    <message>
        <source>A Jackpot bet is a multiple of 10 F from 10 F to 100 F.</source>
        <translation>잭팟에 거는 돈은 10 F에서 100 F까지 10 F 단위입니다.</translation>
    </message>
    <message>
        <source>You cannot bet more than your cash, {cash}.</source>
        <translation>가진 현금({cash})보다 많이 걸 수 없습니다.</translation>
    </message>
    <message>
        <source>The fine is {amount} and you have {cash}: roll for doubles instead.</source>
        <translation>벌금은 {amount}인데 현금은 {cash}입니다: 대신 더블을 노려 굴리세요.</translation>
    </message>
    <message>
        <source>Only the Amnesty card sets you free from the Tax Police.</source>
        <translation>세무경찰에서는 사면 카드로만 풀려날 수 있습니다.</translation>
    </message>
    <message>
        <source>You do not hold the Amnesty card.</source>
        <translation>사면 카드가 없습니다.</translation>
    </message>
    <message>
        <source>Only the Rent holiday card lets you skip a rent.</source>
        <translation>임대료는 임대료 면제 카드로만 면제됩니다.</translation>
    </message>
    <message>
        <source>That move is not part of the Classic edition.</source>
        <translation>클래식 판에는 없는 행동입니다.</translation>
    </message>
    <message>
        <source>Walk past the Jackpot</source>
        <translation>잭팟을 지나가기</translation>
    </message>
    <message>
        <source>Pay the fine</source>
        <translation>벌금 내기</translation>
    </message>
    <message>
        <source>Pay the rent</source>
        <translation>임대료 내기</translation>
    </message>
    <message>
        <source>Tax Inspection: {who} owns no taxable plot and pays nothing.</source>
        <translation>세무조사: {who}은(는) 세금 낼 땅이 없어 아무것도 내지 않습니다.</translation>
    </message>
    <message>
        <source>Three tries without doubles: {who} pays the Tax Police {amount} and moves.</source>
        <translation>세 번 모두 더블 실패: {who}은(는) 세무경찰에 {amount}을(를) 내고 이동합니다.</translation>
    </message>
    <message>
        <source>{who} showed the Amnesty card and leaves the Tax Police free.</source>
        <translation>{who}: 사면 카드를 보여 주고 세무경찰에서 풀려납니다.</translation>
    </message>
    <message>
        <source>{who} spins the Jackpot on the bank&apos;s bet of {bet}: {faces} ({shown}).</source>
        <translation>{who}: 은행이 건 {bet}(으)로 잭팟을 돌립니다 — {faces}({shown}).</translation>
    </message>
    <message>
        <source>JACKPOT! {who} takes the whole box: {amount}.</source>
        <translation>잭팟! {who}은(는) 상자를 통째로 가져갑니다: {amount}.</translation>
    </message>
    <message>
        <source>cherry</source>
        <translation>체리</translation>
    </message>
    <message>
        <source>lemon</source>
        <translation>레몬</translation>
    </message>
    <message>
        <source>bell</source>
        <translation>종</translation>
    </message>
    <message>
        <source>seven</source>
        <translation>7</translation>
    </message>
    <message>
        <source>dollar</source>
        <translation>달러</translation>
    </message>
    <message>
        <source>Three sevens</source>
        <translation>7 세 개</translation>
    </message>
    <message>
        <source>Three bells</source>
        <translation>종 세 개</translation>
    </message>
    <message>
        <source>Three lemons</source>
        <translation>레몬 세 개</translation>
    </message>
    <message>
        <source>Three cherries</source>
        <translation>체리 세 개</translation>
    </message>
    <message>
        <source>Two dollars</source>
        <translation>달러 두 개</translation>
    </message>
    <message>
        <source>Two cherries</source>
        <translation>체리 두 개</translation>
    </message>
    <message>
        <source>Your Amnesty card sets you free at no cost.</source>
        <translation>사면 카드로 공짜로 풀려납니다.</translation>
    </message>
    <message>
        <source>Bet {amount}</source>
        <translation>{amount} 걸기</translation>
    </message>
    <message>
        <source>Bet</source>
        <translation>걸기</translation>
    </message>
    <message>
        <source>Use {card}</source>
        <translation>{card} 사용</translation>
    </message>
    <message>
        <source>Use a card</source>
        <translation>카드 사용</translation>
    </message>
    <message>
        <source>Cards</source>
        <translation>카드</translation>
    </message>
    <message>
        <source>Tax Police</source>
        <translation>세무경찰</translation>
    </message>
    <message>
        <source>held, attempt {n} of 3</source>
        <translation>붙잡힘, 3번 중 {n}번째</translation>
    </message>
    <message>
        <source>Green policy</source>
        <translation>초록 보험</translation>
    </message>
    <message>
        <source>Blue policy</source>
        <translation>파랑 보험</translation>
    </message>
    <message>
        <source>Orange policy</source>
        <translation>주황 보험</translation>
    </message>
    <message>
        <source>Red policy</source>
        <translation>빨강 보험</translation>
    </message>
    <message>
        <source>{who} bought shares: {count} × {price} = {amount}.</source>
        <translation>{who}: 주식 매수 {count} × {price} = {amount}.</translation>
    </message>
    <message>
        <source>{who} sold shares: {count} × {price} = {amount}.</source>
        <translation>{who}: 주식 매도 {count} × {price} = {amount}.</translation>
    </message>
    <message>
        <source>The share price stays at {new}.</source>
        <translation>주가는 {new}에 그대로입니다.</translation>
    </message>
    <message>
        <source>{who} played the Exchange: {first} (odd, down), then {points}: {move} down.</source>
        <translation>{who}: 증권거래소 — {first}(홀수, 하락), 이어서 {points}: {move} 하락.</translation>
    </message>
    <message>
        <source>{who} is exempt and paid no circular tax this time.</source>
        <translation>{who}: 면세 중이라 이번에는 한 바퀴 세금을 내지 않았습니다.</translation>
    </message>
    <message>
        <source>{who} rolled {dice} for the Auction: {plot} is picked.</source>
        <translation>{who}: 경매 칸에서 {dice}이(가) 나와 {plot}이(가) 뽑혔습니다.</translation>
    </message>
    <message>
        <source>{who} drew the Fortune card {title}: {text}</source>
        <translation>{who}: 행운 카드 {title}을(를) 뽑았습니다 — {text}</translation>
    </message>
    <message>
        <source>{who} drew the Chance card {title}: {text}</source>
        <translation>{who}: 찬스 카드 {title}을(를) 뽑았습니다 — {text}</translation>
    </message>
    <message>
        <source>{who} is insured ({policy}) against {title}.</source>
        <translation>{who}: {title}에 대해 보험({policy})이 있습니다.</translation>
    </message>
    <message>
        <source>{who} handed back to the bank: {policies}.</source>
        <translation>{who}: 은행에 반납 — {policies}.</translation>
    </message>
    <message>
        <source>{who} rolled no doubles and stays at Tax Inspection ({attempts} of 3 tries used).</source>
        <translation>{who}: 더블이 나오지 않아 세무조사에 남습니다(3번 중 {attempts}번 사용).</translation>
    </message>
    <message>
        <source>You may trade shares once through the player on the Exchange (5 % commission).</source>
        <translation>증권거래소에 있는 플레이어를 통해 주식을 한 번 거래할 수 있습니다(수수료 5 %).</translation>
    </message>
    <message>
        <source>Buy shares</source>
        <translation>주식 사기</translation>
    </message>
    <message>
        <source>Roll the Exchange</source>
        <translation>거래소 주사위 굴리기</translation>
    </message>
    <message>
        <source>Buy a policy</source>
        <translation>보험 사기</translation>
    </message>
    <message>
        <source>Pay the 50 F fine</source>
        <translation>벌금 50 F 내기</translation>
    </message>
    <message>
        <source>Go there</source>
        <translation>그곳으로 가기</translation>
    </message>
    <message>
        <source>Cover this point</source>
        <translation>이 항목 막기</translation>
    </message>
    <message>
        <source>Use the policy</source>
        <translation>보험 쓰기</translation>
    </message>
    <message>
        <source>Keep the policy</source>
        <translation>보험 아끼기</translation>
    </message>
    <message>
        <source>Done</source>
        <translation>완료</translation>
    </message>
    <message>
        <source>That move is not allowed now. {prompt}</source>
        <translation>지금은 할 수 없는 행동입니다. {prompt}</translation>
    </message>
    <message>
        <source>You hold that policy already, or cannot afford it.</source>
        <translation>그 보험이 이미 있거나 살 돈이 없습니다.</translation>
    </message>
    <message>
        <source>That card cannot be used now.</source>
        <translation>그 카드는 지금 쓸 수 없습니다.</translation>
    </message>
    <message>
        <source>Building moratorium (Fortune): no new branches or enterprises while it is in force.</source>
        <translation>건설 중단(행운): 효과가 있는 동안 새 지점이나 기업을 지을 수 없습니다.</translation>
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
        <translation>엘리트 판

중앙 업종: 각 변 가운데의 네 칸은 한 곳에 500 F이고 건물을 지을 수 없습니다. 주인이 그중
1 / 2 / 3 / 4곳을 가지면 임대료는 60 / 125 / 250 / 500 F, 한 바퀴 세금은 땅 하나에 25 / 40 /
60 / 80 F입니다(이 게임에서 정한 값).

주식은 100 F에서 시작합니다. 첫 라운드의 내 차례에 굴리기 전, 출발을 지날 때, 증권거래소
칸에서 살 수 있고, 굴리기 전에(또는 돈을 마련하려고) 은행에 팔 수 있습니다. 증권거래소에서는
한 번 거래하고, 거래소 주사위를 굴리고(주사위 하나: 짝수면 상승, 홀수면 하락. 두 번째
주사위: 1~6포인트, 1포인트에 10 F. 0 아래로는 내려가지 않고, 0이면 은행은 팔지 않음), 한 번
더 거래합니다. 그곳에 있는 동안 다른 플레이어는 누구나 나를 통해 한 번 거래할 수 있고, 그
금액의 5 %를 나에게 줍니다.

한 바퀴 수입: 200 F + 보유 주식 가치의 20 %. 한 바퀴 세금: 세무조사를 지나거나 그곳에 닿을
때마다 주식 한 주에 10 F와 세금표에 따른 내 땅의 토지세를 냅니다. 면세 칸에 서면
다음 한 바퀴 세금을 건너뜁니다.

세무조사: 그곳에 닿으면 붙잡힙니다. 굴리기 전에 50 F를 내거나, 다음 세 차례 중 한 번
더블을 내세요. 세 번째도 실패하면 50 F를 내고 이동합니다. 세무경찰과 세 번 연속 더블은
수입 없이 그곳으로 보냅니다.

보험은 굴리기 전에 색마다 하나씩 삽니다: 초록 100 F(경매)와 파랑 200 F(경매, 행운
카드의 불리한 항목 하나)는 출발에서 반납하고, 주황 300 F(경매, 두 항목 모두)와 빨강 500 F
(주황과 같고, 원하는 임대료나 한 바퀴 세금 한 번)는 쓸 때까지 유지됩니다.

찬스 카드(20장)는 뽑은 사람의 것입니다. 지금 실행할 수 없는 카드는 보관합니다.
&quot;가장 가까운 곳으로&quot; 카드는 거리가 같으면 고를 수 있습니다. 행운 카드(30장)는 모두에게
적용됩니다: 장기 카드는 다음 행운 카드가 나올 때까지 효과가 있고, 일회성 카드는 바로
적용됩니다. 뽑은 카드는 행운의 수레바퀴에 놓이고, 더미가 떨어지면 섞어서 새 더미가 됩니다.

경매 칸: 주사위 세 번으로 땅을 고릅니다(변 1~4, 5~6이면 취소. 짝수는 중앙 칸에서
시계 방향, 홀수는 반시계 방향. 구간은 중앙에서 셈). 빈 땅은 은행을 위해 가격의 절반부터 경매에
부치고, 건물도 저당도 없는 주인 있는 땅은 보험이 없으면 그 가격부터 강제로 팔리며, 주인이
대금을 받습니다.</translation>
    </message>
    <message>
        <source>{who} handed worthless shares back to the bank: {count}.</source>
        <translation>{who}: 휴지 조각이 된 주식 {count}주를 은행에 반납했습니다.</translation>
    </message>
    <message>
        <source>The share price rose from {old} to {new}.</source>
        <translation>주가가 {old}에서 {new}(으)로 올랐습니다.</translation>
    </message>
    <message>
        <source>The share price fell from {old} to {new}.</source>
        <translation>주가가 {old}에서 {new}(으)로 내렸습니다.</translation>
    </message>
    <message>
        <source>{who} played the Exchange: {first} (even, up), then {points}: {move} up.</source>
        <translation>{who}: 증권거래소 — {first}(짝수, 상승), 이어서 {points}: {move} 상승.</translation>
    </message>
    <message>
        <source>{who} used the Tax exemption card and paid no circular tax.</source>
        <translation>{who}: 면세 카드를 써서 한 바퀴 세금을 내지 않았습니다.</translation>
    </message>
    <message>
        <source>{who} rolled {dice} for the Auction: no auction this time.</source>
        <translation>{who}: 경매 칸에서 {dice}이(가) 나왔습니다. 이번에는 경매가 없습니다.</translation>
    </message>
    <message>
        <source>{who} rolled doubles and leaves Tax Inspection.</source>
        <translation>{who}: 더블이 나와 세무조사에서 풀려납니다.</translation>
    </message>
    <message>
        <source>{who} paid the fine and leaves Tax Inspection.</source>
        <translation>{who}: 벌금을 내고 세무조사에서 풀려납니다.</translation>
    </message>
    <message>
        <source>{who} failed a third time, pays the fine and leaves Tax Inspection.</source>
        <translation>{who}: 세 번째도 실패해 벌금을 내고 세무조사에서 나갑니다.</translation>
    </message>
    <message>
        <source>{who} used the Release card and leaves Tax Inspection.</source>
        <translation>{who}: 석방 카드를 써서 세무조사에서 풀려납니다.</translation>
    </message>
    <message>
        <source>{who} leaves Tax Inspection under the amnesty.</source>
        <translation>{who}: 사면으로 세무조사에서 풀려납니다.</translation>
    </message>
    <message>
        <source>{who} paid {broker} a commission of {amount}.</source>
        <translation>{who}: {broker}에게 수수료 {amount}을(를) 냈습니다.</translation>
    </message>
    <message>
        <source>Share split: every holder&apos;s shares doubled.</source>
        <translation>주식 분할: 모든 주주의 주식이 두 배가 되었습니다.</translation>
    </message>
    <message>
        <source>{who} is on the Exchange; others may trade shares through them.</source>
        <translation>{who}: 증권거래소에 있습니다. 다른 플레이어는 이 플레이어를 통해 주식을 거래할 수 있습니다.</translation>
    </message>
    <message>
        <source>{who} leaves the Exchange.</source>
        <translation>{who}: 증권거래소를 떠납니다.</translation>
    </message>
    <message>
        <source>The Exchange is closed: {who} cannot play it.</source>
        <translation>증권거래소가 닫혔습니다: {who}은(는) 거래할 수 없습니다.</translation>
    </message>
    <message>
        <source>{who} owes no circular tax.</source>
        <translation>{who}: 낼 한 바퀴 세금이 없습니다.</translation>
    </message>
    <message>
        <source>{who} will skip the next circular tax.</source>
        <translation>{who}: 다음 한 바퀴 세금을 건너뜁니다.</translation>
    </message>
    <message>
        <source>{who} is held at Tax Inspection.</source>
        <translation>{who}: 세무조사에 붙잡혔습니다.</translation>
    </message>
    <message>
        <source>{who} bought a {policy} for {price}.</source>
        <translation>{who}: {policy}을(를) {price}에 샀습니다.</translation>
    </message>
    <message>
        <source>{who} received a free {policy}.</source>
        <translation>{who}: {policy}을(를) 공짜로 받았습니다.</translation>
    </message>
    <message>
        <source>{who} used up the {policy}.</source>
        <translation>{who}: {policy}을(를) 다 썼습니다.</translation>
    </message>
    <message>
        <source>The Fortune cards on the Wheel were shuffled into a new deck.</source>
        <translation>수레바퀴의 행운 카드를 섞어 새 더미를 만들었습니다.</translation>
    </message>
    <message>
        <source>{title} is no longer in force.</source>
        <translation>{title}의 효과가 끝났습니다.</translation>
    </message>
    <message>
        <source>{title} is now in force.</source>
        <translation>이제 {title}의 효과가 적용됩니다.</translation>
    </message>
    <message>
        <source>{title} yields to {by}, drawn first.</source>
        <translation>{title}은(는) 먼저 뽑힌 {by}에 밀립니다.</translation>
    </message>
    <message>
        <source>{who} keeps the card {title}.</source>
        <translation>{who}: {title} 카드를 보관합니다.</translation>
    </message>
    <message>
        <source>{who} used the card {title}.</source>
        <translation>{who}: {title} 카드를 썼습니다.</translation>
    </message>
    <message>
        <source>The Chance deck is empty: {who} draws nothing.</source>
        <translation>찬스 더미가 비었습니다: {who}은(는) 아무것도 뽑지 않습니다.</translation>
    </message>
    <message>
        <source>The auction is cancelled.</source>
        <translation>경매가 취소되었습니다.</translation>
    </message>
    <message>
        <source>{plot} is mortgaged or built on and cannot be auctioned.</source>
        <translation>{plot}은(는) 저당 잡혔거나 건물이 있어 경매에 부칠 수 없습니다.</translation>
    </message>
    <message>
        <source>{who} is insured: {plot} is not auctioned.</source>
        <translation>{who}: 보험이 있어 {plot}은(는) 경매에 부쳐지지 않습니다.</translation>
    </message>
    <message>
        <source>Casino ban: the Jackpot does nothing.</source>
        <translation>카지노 금지: 잭팟은 아무 일도 하지 않습니다.</translation>
    </message>
    <message>
        <source>You may buy shares at {price} each.</source>
        <translation>주식을 주당 {price}에 살 수 있습니다.</translation>
    </message>
    <message>
        <source>You may sell shares at {price} each.</source>
        <translation>주식을 주당 {price}에 팔 수 있습니다.</translation>
    </message>
    <message>
        <source>Exchange: one share trade if you wish, then roll the Exchange.</source>
        <translation>증권거래소: 원하면 주식을 한 번 거래한 뒤 거래소 주사위를 굴립니다.</translation>
    </message>
    <message>
        <source>Two cells are equally near: choose where to go.</source>
        <translation>두 칸의 거리가 같습니다: 갈 곳을 고르세요.</translation>
    </message>
    <message>
        <source>{title} harms you: use a long-term policy against it?</source>
        <translation>{title}이(가) 불리합니다: 장기 보험을 쓰시겠습니까?</translation>
    </message>
    <message>
        <source>{plot} is picked for auction: use a long-term policy to keep it?</source>
        <translation>{plot}이(가) 경매에 뽑혔습니다: 장기 보험을 써서 지키시겠습니까?</translation>
    </message>
    <message>
        <source>You owe {amount}: use your Red policy to cancel this payment?</source>
        <translation>{amount}을(를) 내야 합니다: 빨강 보험으로 이 지불을 없애시겠습니까?</translation>
    </message>
    <message>
        <source>You are held at Tax Inspection: pay 50 F, or roll for doubles.</source>
        <translation>세무조사에 붙잡혀 있습니다: 50 F를 내거나 더블을 노려 굴리세요.</translation>
    </message>
    <message>
        <source>Buy the {policy}</source>
        <translation>{policy} 사기</translation>
    </message>
    <message>
        <source>Exchange: one more share trade if you wish, then done.</source>
        <translation>증권거래소: 원하면 주식을 한 번 더 거래하고 끝냅니다.</translation>
    </message>
    <message>
        <source>Your Blue policy covers one point of {title}: choose which.</source>
        <translation>파랑 보험은 {title}의 한 항목을 막아 줍니다: 고르세요.</translation>
    </message>
    <message>
        <source>Shares</source>
        <translation>주식</translation>
    </message>
    <message>
        <source>Policies</source>
        <translation>보험</translation>
    </message>
    <message>
        <source>Tax skips</source>
        <translation>면세</translation>
    </message>
    <message>
        <source>Held</source>
        <translation>붙잡힘</translation>
    </message>
    <message>
        <source>at Tax Inspection</source>
        <translation>세무조사에서</translation>
    </message>
    <message>
        <source>tax</source>
        <translation>세금</translation>
    </message>
    <message>
        <source>a fine</source>
        <translation>벌금</translation>
    </message>
    <message>
        <source>a card</source>
        <translation>카드</translation>
    </message>
    <message>
        <source>an auction</source>
        <translation>경매</translation>
    </message>
    <message>
        <source>a trade</source>
        <translation>거래</translation>
    </message>
    <message>
        <source>{who} rolled {d1} and {d2}.</source>
        <translation>{who}: {d1}, {d2}이(가) 나왔습니다.</translation>
    </message>
    <message>
        <source>{who} moved to {cell}.</source>
        <translation>{who}: {cell}(으)로 이동했습니다.</translation>
    </message>
    <message>
        <source>{who} paid {amount} to {creditor} ({reason}).</source>
        <translation>{who}: {creditor}에 {amount}을(를) 냈습니다({reason}).</translation>
    </message>
    <message>
        <source>{who} owes {amount} to {creditor} and must raise cash.</source>
        <translation>{who}: {creditor}에 {amount}을(를) 빚졌습니다. 돈을 마련해야 합니다.</translation>
    </message>
    <message>
        <source>{who} bought {cell} for {price}.</source>
        <translation>{who}: {cell}을(를) {price}에 샀습니다.</translation>
    </message>
    <message>
        <source>{who} built a branch on {cell} ({level} now).</source>
        <translation>{who}: {cell}에 지점을 지었습니다(현재 {level}).</translation>
    </message>
    <message>
        <source>{who} rolled doubles three times in a row.</source>
        <translation>{who}: 세 번 연속 더블이 나왔습니다.</translation>
    </message>
    <message>
        <source>{who} passed START and received {amount}.</source>
        <translation>{who}: 출발을 지나 {amount}을(를) 받았습니다.</translation>
    </message>
    <message>
        <source>{who} received {amount}.</source>
        <translation>{who}: {amount}을(를) 받았습니다.</translation>
    </message>
    <message>
        <source>{who} pays no rent: {cell} is mortgaged.</source>
        <translation>{who}: {cell}은(는) 저당 잡혀 있어 임대료를 내지 않습니다.</translation>
    </message>
    <message>
        <source>{who} declined {cell}.</source>
        <translation>{who}: {cell}을(를) 사지 않았습니다.</translation>
    </message>
    <message>
        <source>{who} sold a building on {cell} for {amount}.</source>
        <translation>{who}: {cell}의 건물을 {amount}에 팔았습니다.</translation>
    </message>
    <message>
        <source>{who} mortgaged {cell} for {amount}.</source>
        <translation>{who}: {cell}을(를) 저당 잡히고 {amount}을(를) 받았습니다.</translation>
    </message>
    <message>
        <source>{who} redeemed {cell} for {amount}.</source>
        <translation>{who}: {cell}을(를) {amount}에 되찾았습니다.</translation>
    </message>
    <message>
        <source>{who} went bankrupt.</source>
        <translation>{who}: 파산했습니다.</translation>
    </message>
    <message>
        <source>{cell} is up for auction, starting at {start}.</source>
        <translation>{cell}이(가) 경매에 나왔습니다. 시작가 {start}.</translation>
    </message>
    <message>
        <source>{who} bid {amount}.</source>
        <translation>{who}: {amount}을(를) 불렀습니다.</translation>
    </message>
    <message>
        <source>{who} passed.</source>
        <translation>{who}: 포기했습니다.</translation>
    </message>
    <message>
        <source>Nobody bid: {cell} stays as it was.</source>
        <translation>아무도 부르지 않았습니다: {cell}은(는) 그대로입니다.</translation>
    </message>
    <message>
        <source>{who} offered {partner} a trade.</source>
        <translation>{who}: {partner}에게 거래를 제안했습니다.</translation>
    </message>
    <message>
        <source>{who} accepted the trade with {partner}.</source>
        <translation>{who}: {partner}의 거래를 받아들였습니다.</translation>
    </message>
    <message>
        <source>{who} rejected the trade with {partner}.</source>
        <translation>{who}: {partner}의 거래를 거절했습니다.</translation>
    </message>
    <message>
        <source>{who}&apos;s turn.</source>
        <translation>{who}의 차례입니다.</translation>
    </message>
    <message>
        <source>Round {round} begins.</source>
        <translation>{round}라운드가 시작됩니다.</translation>
    </message>
    <message>
        <source>{who} went straight to {cell}.</source>
        <translation>{who}: 곧장 {cell}(으)로 갔습니다.</translation>
    </message>
    <message>
        <source>{who} moved back to {cell}.</source>
        <translation>{who}: {cell}(으)로 되돌아갔습니다.</translation>
    </message>
    <message>
        <source>{who} won the auction for {cell} at {price}.</source>
        <translation>{who}: {cell} 경매에서 {price}에 낙찰받았습니다.</translation>
    </message>
    <message>
        <source>{who} built an enterprise on {cell}.</source>
        <translation>{who}: {cell}에 기업을 세웠습니다.</translation>
    </message>
    <message>
        <source>The game is over.</source>
        <translation>게임이 끝났습니다.</translation>
    </message>
    <message>
        <source>Doubles!</source>
        <translation>더블!</translation>
    </message>
    <message>
        <source>the bank</source>
        <translation>은행</translation>
    </message>
    <message>
        <source>the Charity Fund</source>
        <translation>자선기금</translation>
    </message>
    <message>
        <source>the Jackpot box</source>
        <translation>잭팟 상자</translation>
    </message>
    <message>
        <source>That move is not written the way this game reads it.</source>
        <translation>이 게임이 읽을 수 있는 형식의 행동이 아닙니다.</translation>
    </message>
    <message>
        <source>There is no such cell on the board.</source>
        <translation>게임판에 그런 칸이 없습니다.</translation>
    </message>
    <message>
        <source>That cell is not a plot.</source>
        <translation>그 칸은 땅이 아닙니다.</translation>
    </message>
    <message>
        <source>{plot} is not your plot.</source>
        <translation>{plot}은(는) 내 땅이 아닙니다.</translation>
    </message>
    <message>
        <source>Nothing can be built on {plot}: the central industry takes no buildings.</source>
        <translation>{plot}에는 지을 수 없습니다: 중앙 업종에는 건물이 없습니다.</translation>
    </message>
    <message>
        <source>Only the owner of the whole industry of {plot} may build there.</source>
        <translation>{plot}에는 그 업종 전체의 주인만 지을 수 있습니다.</translation>
    </message>
    <message>
        <source>Redeem the mortgaged plots of the industry of {plot} before you build there.</source>
        <translation>{plot}에 짓기 전에 그 업종의 저당 잡힌 땅을 되찾으세요.</translation>
    </message>
    <message>
        <source>{plot} already has an enterprise, the most a plot can hold.</source>
        <translation>{plot}에는 이미 기업이 있습니다. 땅 하나에 지을 수 있는 최대입니다.</translation>
    </message>
    <message>
        <source>Build evenly: first bring the other plots of the industry of {plot} up to its number of pieces.</source>
        <translation>고르게 지으세요: 먼저 {plot} 업종의 다른 땅을 같은 건물 수까지 채우세요.</translation>
    </message>
    <message>
        <source>The bank has no branches left to build.</source>
        <translation>은행에 남은 지점이 없습니다.</translation>
    </message>
    <message>
        <source>The bank has no enterprises left to build.</source>
        <translation>은행에 남은 기업이 없습니다.</translation>
    </message>
    <message>
        <source>That costs {price}, more than you have.</source>
        <translation>{price}이(가) 들어 가진 돈보다 많습니다.</translation>
    </message>
    <message>
        <source>There is no building on {plot} to sell.</source>
        <translation>{plot}에는 팔 건물이 없습니다.</translation>
    </message>
    <message>
        <source>Sell evenly: first sell from the plots of the industry of {plot} that have more pieces.</source>
        <translation>고르게 파세요: 먼저 {plot} 업종에서 건물이 더 많은 땅부터 파세요.</translation>
    </message>
    <message>
        <source>{plot} is mortgaged already.</source>
        <translation>{plot}은(는) 이미 저당 잡혀 있습니다.</translation>
    </message>
    <message>
        <source>Sell every building of the industry of {plot} first: a plot is mortgaged only when its industry has no buildings.</source>
        <translation>먼저 {plot} 업종의 건물을 모두 파세요: 업종에 건물이 없을 때만 저당 잡힐 수 있습니다.</translation>
    </message>
    <message>
        <source>{plot} is not mortgaged.</source>
        <translation>{plot}은(는) 저당 잡혀 있지 않습니다.</translation>
    </message>
    <message>
        <source>A mortgaged plot is redeemed only on your own turn, before you roll.</source>
        <translation>저당 잡힌 땅은 내 차례에 굴리기 전에만 되찾을 수 있습니다.</translation>
    </message>
    <message>
        <source>Roll the dice first.</source>
        <translation>먼저 주사위를 굴리세요.</translation>
    </message>
    <message>
        <source>You have rolled already: end your turn.</source>
        <translation>이미 굴렸습니다: 차례를 마치세요.</translation>
    </message>
    <message>
        <source>You rolled doubles: roll again.</source>
        <translation>더블입니다: 다시 굴리세요.</translation>
    </message>
    <message>
        <source>{plot} is not for sale.</source>
        <translation>{plot}은(는) 팔지 않습니다.</translation>
    </message>
    <message>
        <source>You may buy only {plot}, the plot you stopped on.</source>
        <translation>멈춘 땅인 {plot}만 살 수 있습니다.</translation>
    </message>
    <message>
        <source>You owe {amount} and have {cash}: raise the rest first.</source>
        <translation>{amount}을(를) 내야 하는데 현금은 {cash}입니다: 먼저 나머지를 마련하세요.</translation>
    </message>
    <message>
        <source>You can still raise enough to pay {amount}: sell or mortgage first.</source>
        <translation>아직 {amount}을(를) 마련할 수 있습니다: 먼저 팔거나 저당 잡히세요.</translation>
    </message>
    <message>
        <source>You owe nothing now.</source>
        <translation>지금은 빚이 없습니다.</translation>
    </message>
    <message>
        <source>Pay your debt before you build.</source>
        <translation>짓기 전에 빚을 갚으세요.</translation>
    </message>
    <message>
        <source>The starting price is a multiple of 10 F from 10 F to {most}.</source>
        <translation>시작가는 10 F에서 {most}까지 10 F 단위입니다.</translation>
    </message>
    <message>
        <source>Bid at least {least}.</source>
        <translation>{least} 이상 부르세요.</translation>
    </message>
    <message>
        <source>You cannot bid more than your cash, {cash}.</source>
        <translation>가진 현금({cash})보다 많이 부를 수 없습니다.</translation>
    </message>
    <message>
        <source>Bids go in steps of 10 F.</source>
        <translation>값은 10 F 단위로 부릅니다.</translation>
    </message>
    <message>
        <source>It is not your turn to bid.</source>
        <translation>지금은 부를 차례가 아닙니다.</translation>
    </message>
    <message>
        <source>You have offered a trade this turn already.</source>
        <translation>이번 차례에 이미 거래를 제안했습니다.</translation>
    </message>
    <message>
        <source>Offer a trade to another player still in the game.</source>
        <translation>아직 게임 중인 다른 플레이어에게 거래를 제안하세요.</translation>
    </message>
    <message>
        <source>A trade must give or take something.</source>
        <translation>거래에는 주거나 받는 것이 있어야 합니다.</translation>
    </message>
    <message>
        <source>{item} cannot be traded: only your own plots with no buildings in their industry, unmortgaged, and kept cards.</source>
        <translation>{item}은(는) 거래할 수 없습니다: 업종에 건물이 없고 저당 잡히지 않은 내 땅과 보관 카드만 됩니다.</translation>
    </message>
    <message>
        <source>{item} cannot be asked for: only the partner&apos;s plots with no buildings in their industry, unmortgaged, and kept cards.</source>
        <translation>{item}은(는) 요구할 수 없습니다: 업종에 건물이 없고 저당 잡히지 않은 상대의 땅과 보관 카드만 됩니다.</translation>
    </message>
    <message>
        <source>Money in a trade is a whole number from 0 to what the giver has ({cash}).</source>
        <translation>거래하는 돈은 0부터 주는 사람이 가진 돈({cash})까지의 정수입니다.</translation>
    </message>
    <message>
        <source>Only the player offered the trade answers it.</source>
        <translation>거래를 제안받은 플레이어만 답할 수 있습니다.</translation>
    </message>
    <message>
        <source>That move belongs to the other edition of the game.</source>
        <translation>다른 판의 행동입니다.</translation>
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
        <translation>밀리어네어 (Миллионер)

2~6명이 하는 경제 게임으로, 클래식과 엘리트 두 판이 있습니다. 모두 출발 칸에서 2,000 F를
가지고 시작합니다. 파산하지 않은 마지막 플레이어가 이깁니다.

게임판
- 정사각형 둘레에 40칸이 있고, 출발부터 시계 방향으로 번호를 매깁니다. 네 모서리는 출발,
  세무조사, 잭팟, 세무경찰입니다.
- 클래식: 8개 업종에 3곳씩 땅 24곳(&quot;각 변 가운데의 가장 비싼 땅&quot;은 엘리트의
  것입니다). 엘리트: 2곳 또는 3곳으로 된 8개 업종과 중앙 업종, 곧 각 변 가운데의 500 F짜리
  땅 네 곳.
- 가격, 임대료, 세금, 건물 값은 이 게임에서 정한 값입니다. 규칙 원문에는 나와 있지
  않습니다.

내 차례
- 주사위를 굴리기 전에 건물을 짓거나 팔고, 저당 잡히거나 저당 잡힌 땅을 되찾고, 거래를
  제안할 수 있습니다. 그다음 주사위 두 개를 굴려 시계 방향으로 갑니다.
- 더블: 이동한 뒤 다시 굴립니다. 세 번 연속 더블이면 한 바퀴 수입 없이 곧장 갇히는 칸으로
  가고 차례가 끝납니다. 클래식은 세무경찰, 엘리트는 세무조사입니다.
- 이동한 뒤에도 짓고, 팔고, 저당 잡히고, 거래할 수 있고, 그다음 차례를 마칩니다.

출발
- 앞으로 가다 출발을 지나거나 출발에 닿을 때마다 한 바퀴 수입 200 F를 받습니다(엘리트:
  여기에 보유 주식 가치의 20 %). 뒤로 갈 때는 받지 않습니다. 클래식의 이동 카드로 출발에
  닿으면 아무것도 받지 않고, 엘리트의 &quot;출발로 가시오&quot; 카드는 전액을 줍니다.

땅
- 빈 땅에 서면 가격대로 사거나 사지 않습니다. 사지 않은 땅은 곧바로 경매에 부칩니다. 클래식에서는 사지 않은 사람이 시작가(10 F 단위)를 정하고, 엘리트에서는 가격의
  절반입니다. 사지 않은 사람 다음 사람부터 차례로 시작가 이상, 그다음에는 최고가보다 10 F
  이상 더 부르거나 아예 포기합니다. 사지 않은 사람은 한 바퀴의 마지막에 부릅니다. 누구도
  가진 현금보다 많이 부를 수 없습니다. 최고가를 부른 사람이 은행에 돈을 내고, 아무도
  부르지 않으면 땅은 빈 채로 남습니다.
- 남의 땅에 서면 임대료를 냅니다. 땅 하나는 기본 임대료를 받고, 업종 전체의 주인(독점자)은
  두 배를, 건물이 있으면 더 받습니다: 지점 1개 ×5, 지점 2개 ×15, 지점 3개 ×40, 기업 ×60(기본
  임대료 기준). 저당 잡힌 땅은 아무것도 받지 않습니다. 중앙 땅(엘리트)은 주인이 몇 곳을
  가졌는지에 따라 60, 125, 250, 500 F를 받습니다.

건설
- 독점자만, 자기 차례에, 굴리기 전이나 이동한 뒤에, 현금이 허락하는 만큼 지을 수 있습니다.
- 고르게: 업종의 땅마다 지점 하나씩, 그다음 둘째, 그다음 셋째, 그 뒤에 기업입니다. 기업은
  그 땅의 지점 세 개를 대신하고, 지점은 은행으로 돌아갑니다. 지점과 기업은 값이 같습니다.
- 팔 때는 반대 순서로 고르게, 반값에 팝니다. 기업을 팔면 그 자리에 지점 세 개가 남습니다.
- 은행에는 지점 24개와 기업 12개가 있고, 은행에 없는 건물은 지을 수 없습니다
  (&quot;건물 수 제한&quot; 설정, 기본은 켜짐).

저당
- 업종의 어느 땅에도 건물이 없을 때만 저당 잡힐 수 있습니다. 먼저 건물을 고르게 파세요.
  은행이 가격의 절반을 줍니다.
- 되찾기는 자기 차례 처음, 굴리기 전에 가격의 절반에 가격의 10 %를 더해 냅니다.
- 저당 잡힌 땅은 임대료를 받지 않고, 세금을 내지 않고, 독점을 깨고, 거래할 수 없습니다.

거래
- 자기 차례에 다른 플레이어에게 내 땅, 돈, 보관 카드를 어떻게 섞어서든 상대의 것과
  바꾸자고 제안할 수 있습니다. 건물이 있는 업종의 땅과 저당 잡힌 땅은 거래할 수 없습니다.
  상대가 받아들이거나 거절하고, 받아들이면 바로 이루어집니다.

빚과 파산
- 가진 현금보다 많이 내야 하면 돈을 마련합니다: 건물을 반값에 팔고, 땅을 저당 잡히고,
  엘리트에서는 주식을 팝니다. 그다음 냅니다.
- 그래도 빚을 갚을 수 없으면 파산합니다: 현금은 채권자에게 가고 나머지는 은행이 채워
  줍니다. 건물은 은행으로, 땅은 주인 없고 저당 없는 상태로 게임판에, 주식과 보험은 은행으로,
  보관 카드는 각 더미 맨 아래로 갑니다. 게임에서 빠집니다.
- 은행의 돈은 바닥나지 않습니다.

게임 끝
- 파산하지 않은 마지막 플레이어가 이깁니다.
- &quot;짧은 게임&quot; 설정: 한 업종의 모든 땅에 기업을 처음 세운 플레이어가 바로 이깁니다.
- 라운드 제한(시간제 게임): 제한에 이르면 그 라운드가 끝난 뒤 게임이 끝나므로
  모두 같은 횟수의 차례를 갖습니다. 가장 부유한 플레이어가 이깁니다: 현금, 저당 없는 땅은
  가격대로, 저당 잡힌 땅은 가격의 40 %, 건물은 지은 값, 엘리트에서는 주식을 현재 주가로
  셉니다. 동점이면 함께 이깁니다.

클래식 칸
- 이동과 찬스: 카드를 뽑습니다. 바로 실행할 수 없는 찬스 카드는 실행할 수 있을 때까지
  보관합니다.
- 자선기금과 백색 사업은 이동 카드로 간 걸음이 그 칸에서 끝날 때만 지급합니다: 기금 전부,
  또는 은행에서 100 F. &quot;언제 멈춰도 지급&quot; 설정이 있습니다.
- 흑색 사업: 자선기금으로 날아가 기금에 50 F를 냅니다. 한 바퀴 수입은 없고 기금도 가져가지
  않습니다.
- 세무조사: 저당 잡히지 않은 내 땅의 토지세를 냅니다.
- 세무경찰: 굴리기 전에 50 F를 내거나 다음 세 차례 동안 더블을 노립니다. 세 번째도 실패하면
  50 F를 내고 그 주사위만큼 갑니다.
- 잭팟: 10~100 F를 걸고 세 칸마다 주사위를 하나씩 굴립니다. 은행은 당첨 조합에 돈을 주고,
  잃은 돈은 잭팟 상자에 남습니다(&quot;건 돈과 별도로 상금 지급&quot; 설정).
</translation>
    </message>
    <message>
        <source>the last player not bankrupt</source>
        <translation>파산하지 않은 마지막 플레이어</translation>
    </message>
    <message>
        <source>an enterprise on every plot of one industry (short game)</source>
        <translation>한 업종의 모든 땅에 기업을 세움 (짧은 게임)</translation>
    </message>
    <message>
        <source>the richest player when the round limit was reached</source>
        <translation>라운드 제한에 도달했을 때 가장 부유한 플레이어</translation>
    </message>
    <message>
        <source>the richest player when the game was cut off</source>
        <translation>게임이 중단되었을 때 가장 부유한 플레이어</translation>
    </message>
    <message>
        <source>the richest player</source>
        <translation>가장 부유한 플레이어</translation>
    </message>
    <message>
        <source>Worth</source>
        <translation>총자산</translation>
    </message>
    <message>
        <source>Cash + plots + buildings + shares</source>
        <translation>현금 + 땅 + 건물 + 주식</translation>
    </message>
    <message>
        <source>Plots at their price; mortgaged ones at 40 %</source>
        <translation>땅의 가격, 저당 잡힌 땅은 40 %</translation>
    </message>
    <message>
        <source>Buildings</source>
        <translation>건물</translation>
    </message>
    <message>
        <source>Branches and enterprises at what they cost</source>
        <translation>지점과 기업의 건설비</translation>
    </message>
    <message>
        <source>Bankrupt players rank by how long they lasted: the later out, the higher.</source>
        <translation>파산한 플레이어는 버틴 순서대로 순위가 정해집니다. 늦게 파산할수록 순위가 높습니다.</translation>
    </message>
    <message>
        <source>Shares at the current price</source>
        <translation>현재 주가로 계산한 주식</translation>
    </message>
    <message>
        <source>Bankrupt</source>
        <translation>파산</translation>
    </message>
    <message>
        <source>{who}: build, mortgage or trade if you like, then end your turn.</source>
        <translation>{who}: 원하면 짓거나 저당 잡히거나 거래한 뒤 차례를 마치세요.</translation>
    </message>
    <message>
        <source>Roll the dice</source>
        <translation>주사위 굴리기</translation>
    </message>
    <message>
        <source>End the turn</source>
        <translation>차례 마치기</translation>
    </message>
    <message>
        <source>Decline (to auction)</source>
        <translation>사지 않기(경매로)</translation>
    </message>
    <message>
        <source>Pass</source>
        <translation>포기</translation>
    </message>
    <message>
        <source>Pay the debt</source>
        <translation>빚 갚기</translation>
    </message>
    <message>
        <source>Accept the trade</source>
        <translation>거래 받아들이기</translation>
    </message>
    <message>
        <source>Reject the trade</source>
        <translation>거래 거절하기</translation>
    </message>
    <message>
        <source>Offer a trade</source>
        <translation>거래 제안하기</translation>
    </message>
    <message>
        <source>Buy {plot}</source>
        <translation>{plot} 사기</translation>
    </message>
    <message>
        <source>Build on {plot}</source>
        <translation>{plot}에 짓기</translation>
    </message>
    <message>
        <source>Sell a building on {plot}</source>
        <translation>{plot}의 건물 팔기</translation>
    </message>
    <message>
        <source>Mortgage {plot}</source>
        <translation>{plot} 저당 잡히기</translation>
    </message>
    <message>
        <source>Redeem {plot}</source>
        <translation>{plot} 되찾기</translation>
    </message>
    <message>
        <source>{who}: roll the dice, or first build, mortgage, redeem or trade.</source>
        <translation>{who}: 주사위를 굴리세요. 먼저 짓기, 저당, 되찾기, 거래를 해도 됩니다.</translation>
    </message>
    <message>
        <source>{who}: doubles! Build or trade if you like, then roll again.</source>
        <translation>{who}: 더블! 원하면 짓거나 거래한 뒤 다시 굴리세요.</translation>
    </message>
    <message>
        <source>{who}: buy {plot} for {price}, or decline it and it goes to auction.</source>
        <translation>{who}: {plot}을(를) {price}에 사세요. 사지 않으면 경매에 부쳐집니다.</translation>
    </message>
    <message>
        <source>{who}: you owe {amount} to {creditor} and have {cash}. Sell or mortgage to raise the rest, then pay; or go bankrupt if you cannot.</source>
        <translation>{who}: {creditor}에 {amount}을(를) 내야 하는데 현금은 {cash}입니다. 팔거나 저당 잡혀 나머지를 마련해 내세요. 안 되면 파산합니다.</translation>
    </message>
    <message>
        <source>{who}: set the starting price of the auction for {plot}.</source>
        <translation>{who}: {plot} 경매의 시작가를 정하세요.</translation>
    </message>
    <message>
        <source>{who}: {leader} bids {high} for {plot}: bid at least {least} or pass.</source>
        <translation>{who}: {leader}이(가) {plot}에 {high}을(를) 불렀습니다. {least} 이상 부르거나 포기하세요.</translation>
    </message>
    <message>
        <source>{who}: {offerer} offers you a trade. Accept or reject it.</source>
        <translation>{who}: {offerer}이(가) 거래를 제안합니다. 받아들이거나 거절하세요.</translation>
    </message>
    <message>
        <source>Bid</source>
        <translation>부르기</translation>
    </message>
    <message>
        <source>Bid {amount}</source>
        <translation>{amount} 부르기</translation>
    </message>
    <message>
        <source>Set the starting price</source>
        <translation>시작가 정하기</translation>
    </message>
    <message>
        <source>Starting price {amount}</source>
        <translation>시작가 {amount}</translation>
    </message>
    <message>
        <source>{who}: bid for {plot} (at least {start}) or pass.</source>
        <translation>{who}: {plot}에 값을 부르거나({start} 이상) 포기하세요.</translation>
    </message>
    <message>
        <source>Cash</source>
        <translation>현금</translation>
    </message>
    <message>
        <source>Plots</source>
        <translation>땅</translation>
    </message>
    <message>
        <source>Mortgaged</source>
        <translation>저당</translation>
    </message>
    <message>
        <source>Branches</source>
        <translation>지점</translation>
    </message>
    <message>
        <source>Enterprises</source>
        <translation>기업</translation>
    </message>
    <message>
        <source>Cell</source>
        <translation>칸</translation>
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
        <source>mortgaged</source>
        <translation>저당 잡힘</translation>
    </message>
    <message>
        <source>Shares and insurance</source>
        <translation>주식과 보험</translation>
    </message>
    <message>
        <source>Exchange</source>
        <translation>증권거래소</translation>
    </message>
    <message>
        <source>Jackpot</source>
        <translation>잭팟</translation>
    </message>
    <message>
        <source>Auction</source>
        <translation>경매</translation>
    </message>
    <message>
        <source>Walk past</source>
        <translation>지나가기</translation>
    </message>
    <message>
        <source>Start the auction at {amount}</source>
        <translation>{amount}부터 경매 시작</translation>
    </message>
    <message>
        <source>Trade…</source>
        <translation>거래…</translation>
    </message>
    <message>
        <source>high bid {amount}</source>
        <translation>최고가 {amount}</translation>
    </message>
    <message>
        <source>opens at {amount}</source>
        <translation>시작가 {amount}</translation>
    </message>
    <message>
        <source>Auction: {plot}</source>
        <translation>경매: {plot}</translation>
    </message>
    <message>
        <source>{who} owes {creditor}</source>
        <translation>{who} → {creditor} 빚</translation>
    </message>
    <message>
        <source>cash {amount}</source>
        <translation>현금 {amount}</translation>
    </message>
    <message>
        <source>Pay {amount}</source>
        <translation>{amount} 내기</translation>
    </message>
    <message>
        <source>Entertainment</source>
        <translation>오락 산업</translation>
    </message>
    <message>
        <source>Food industry</source>
        <translation>식품 산업</translation>
    </message>
    <message>
        <source>Communications</source>
        <translation>통신</translation>
    </message>
    <message>
        <source>Light industry</source>
        <translation>경공업</translation>
    </message>
    <message>
        <source>Mass media</source>
        <translation>언론</translation>
    </message>
    <message>
        <source>Transport</source>
        <translation>운송</translation>
    </message>
    <message>
        <source>Heavy industry</source>
        <translation>중공업</translation>
    </message>
    <message>
        <source>Extractive industry</source>
        <translation>광업</translation>
    </message>
    <message>
        <source>Central industry</source>
        <translation>중앙 업종</translation>
    </message>
    <message>
        <source>Cinema</source>
        <translation>영화관</translation>
    </message>
    <message>
        <source>Karaoke club</source>
        <translation>노래방</translation>
    </message>
    <message>
        <source>Night club</source>
        <translation>나이트클럽</translation>
    </message>
    <message>
        <source>Bakery</source>
        <translation>제빵 공장</translation>
    </message>
    <message>
        <source>Dairy plant</source>
        <translation>유제품 공장</translation>
    </message>
    <message>
        <source>Brewery</source>
        <translation>맥주 공장</translation>
    </message>
    <message>
        <source>Internet provider</source>
        <translation>인터넷 회사</translation>
    </message>
    <message>
        <source>Paging company</source>
        <translation>삐삐 회사</translation>
    </message>
    <message>
        <source>Mobile operator</source>
        <translation>이동통신사</translation>
    </message>
    <message>
        <source>Shoe factory</source>
        <translation>신발 공장</translation>
    </message>
    <message>
        <source>Furniture factory</source>
        <translation>가구 공장</translation>
    </message>
    <message>
        <source>Garment association</source>
        <translation>봉제 조합</translation>
    </message>
    <message>
        <source>Publishing house</source>
        <translation>출판사</translation>
    </message>
    <message>
        <source>Radio station</source>
        <translation>라디오 방송국</translation>
    </message>
    <message>
        <source>TV company</source>
        <translation>방송사</translation>
    </message>
    <message>
        <source>Railway company</source>
        <translation>철도 회사</translation>
    </message>
    <message>
        <source>Shipping line</source>
        <translation>해운 회사</translation>
    </message>
    <message>
        <source>Airline</source>
        <translation>항공사</translation>
    </message>
    <message>
        <source>Car plant</source>
        <translation>자동차 공장</translation>
    </message>
    <message>
        <source>Shipyard</source>
        <translation>조선소</translation>
    </message>
    <message>
        <source>Steel mill</source>
        <translation>제철소</translation>
    </message>
    <message>
        <source>Coal syndicate</source>
        <translation>석탄 기업 연합</translation>
    </message>
    <message>
        <source>Gas holding</source>
        <translation>가스 지주회사</translation>
    </message>
    <message>
        <source>Oil company</source>
        <translation>석유 회사</translation>
    </message>
    <message>
        <source>Power-grid company</source>
        <translation>전력망 회사</translation>
    </message>
    <message>
        <source>Nuclear power plant</source>
        <translation>원자력 발전소</translation>
    </message>
    <message>
        <source>Hydro power plant</source>
        <translation>수력 발전소</translation>
    </message>
    <message>
        <source>Oil refinery</source>
        <translation>정유 공장</translation>
    </message>
    <message>
        <source>START</source>
        <translation>출발</translation>
    </message>
    <message>
        <source>Tax Inspection</source>
        <translation>세무조사</translation>
    </message>
    <message>
        <source>Insurance</source>
        <translation>보험</translation>
    </message>
    <message>
        <source>{card}: {text}</source>
        <translation>{card}: {text}</translation>
    </message>
    <message>
        <source>Through the broker</source>
        <translation>중개인을 통해</translation>
    </message>
    <message>
        <source>Each player may make one share trade through {broker}, who is on the Exchange, for a commission of {percent} % of it. Share {price}.</source>
        <translation>각 플레이어는 증권거래소에 있는 {broker}을(를) 통해 주식 거래를 한 번 할 수 있으며, 수수료는 거래액의 {percent}%입니다. 주가 {price}.</translation>
    </message>
    <message numerus="yes">
        <source>Sell {n} shares ({amount} − {fee})</source>
        <translation>
            <numerusform>주식 {n}주 팔기({amount} − {fee})</numerusform>
        </translation>
    </message>
    <message>
        <source>Use the {policy}</source>
        <translation>{policy} 쓰기</translation>
    </message>
    <message numerus="yes">
        <source>Buy {n} shares ({amount} + {fee})</source>
        <translation>
            <numerusform>주식 {n}주 사기({amount} + {fee})</numerusform>
        </translation>
    </message>
    <message>
        <source>Cover point {point}</source>
        <translation>{point} 항목 막기</translation>
    </message>
    <message>
        <source>White Business</source>
        <translation>백색 사업</translation>
    </message>
    <message>
        <source>Black Business</source>
        <translation>흑색 사업</translation>
    </message>
    <message>
        <source>Exemption from Tax</source>
        <translation>면세</translation>
    </message>
    <message>
        <source>To the nearest Exchange</source>
        <translation>가장 가까운 증권거래소로</translation>
    </message>
    <message>
        <source>Go to the nearest EXCHANGE, forwards or backwards.</source>
        <translation>앞이든 뒤든 가장 가까운 증권거래소로 갑니다.</translation>
    </message>
    <message>
        <source>To the nearest Fortune</source>
        <translation>가장 가까운 행운으로</translation>
    </message>
    <message>
        <source>Go to the nearest FORTUNE, forwards or backwards.</source>
        <translation>앞이든 뒤든 가장 가까운 행운 칸으로 갑니다.</translation>
    </message>
    <message>
        <source>Go to the nearest other CHANCE, forwards or backwards.</source>
        <translation>앞이든 뒤든 가장 가까운 다른 찬스 칸으로 갑니다.</translation>
    </message>
    <message>
        <source>Double Fortune</source>
        <translation>행운 두 장</translation>
    </message>
    <message>
        <source>Draw two FORTUNE cards; the first drawn wins a conflict.</source>
        <translation>행운 카드를 두 장 뽑습니다. 서로 어긋나면 먼저 뽑은 카드가 이깁니다.</translation>
    </message>
    <message>
        <source>To the Auction</source>
        <translation>경매로</translation>
    </message>
    <message>
        <source>Go to the AUCTION and run it.</source>
        <translation>경매 칸으로 가서 경매를 엽니다.</translation>
    </message>
    <message>
        <source>To the Exchange</source>
        <translation>증권거래소로</translation>
    </message>
    <message>
        <source>Go to the next EXCHANGE and play it.</source>
        <translation>다음 증권거래소로 가서 거래합니다.</translation>
    </message>
    <message>
        <source>Tax exemption</source>
        <translation>면세</translation>
    </message>
    <message>
        <source>Keep: skip your next circular tax.</source>
        <translation>보관: 다음 한 바퀴 세금을 건너뜁니다.</translation>
    </message>
    <message>
        <source>Release</source>
        <translation>석방</translation>
    </message>
    <message>
        <source>Keep: leave Tax Inspection without paying.</source>
        <translation>보관: 돈을 내지 않고 세무조사에서 나갑니다.</translation>
    </message>
    <message>
        <source>Free Green policy</source>
        <translation>무료 초록 보험</translation>
    </message>
    <message>
        <source>Take a Green insurance policy from the bank.</source>
        <translation>은행에서 초록 보험을 받습니다.</translation>
    </message>
    <message>
        <source>Broker&apos;s bonus</source>
        <translation>중개인 보너스</translation>
    </message>
    <message>
        <source>Buy up to 5 shares at half the price.</source>
        <translation>주식을 5주까지 반값에 삽니다.</translation>
    </message>
    <message>
        <source>Insider tip</source>
        <translation>내부 정보</translation>
    </message>
    <message>
        <source>Sell any number of shares at the price + 20.</source>
        <translation>원하는 만큼 주식을 주가 + 20에 팝니다.</translation>
    </message>
    <message>
        <source>Dividend</source>
        <translation>배당금</translation>
    </message>
    <message>
        <source>Receive 15 per share you hold.</source>
        <translation>보유 주식 한 주에 15씩 받습니다.</translation>
    </message>
    <message>
        <source>Margin call</source>
        <translation>마진 콜</translation>
    </message>
    <message>
        <source>Sell half your shares (rounded up) at the price.</source>
        <translation>보유 주식의 절반(올림)을 주가대로 팝니다.</translation>
    </message>
    <message>
        <source>Receive 200.</source>
        <translation>200을 받습니다.</translation>
    </message>
    <message>
        <source>Pay 100.</source>
        <translation>100을 냅니다.</translation>
    </message>
    <message>
        <source>Renovation</source>
        <translation>보수 공사</translation>
    </message>
    <message>
        <source>Pay 25 per branch and 100 per enterprise.</source>
        <translation>지점마다 25, 기업마다 100을 냅니다.</translation>
    </message>
    <message>
        <source>Receive 20 from every player.</source>
        <translation>모든 플레이어에게서 20씩 받습니다.</translation>
    </message>
    <message>
        <source>Go to Tax Police</source>
        <translation>세무경찰로</translation>
    </message>
    <message>
        <source>Go to TAX POLICE; no circular income.</source>
        <translation>세무경찰로 갑니다. 한 바퀴 수입은 없습니다.</translation>
    </message>
    <message>
        <source>Advance to START</source>
        <translation>출발로 가시오</translation>
    </message>
    <message>
        <source>Go to START and collect the full circular income.</source>
        <translation>출발로 가서 한 바퀴 수입을 모두 받습니다.</translation>
    </message>
    <message>
        <source>Back 3 cells</source>
        <translation>뒤로 3칸</translation>
    </message>
    <message>
        <source>Move back 3 cells.</source>
        <translation>뒤로 3칸 갑니다.</translation>
    </message>
    <message>
        <source>Economic boom</source>
        <translation>경제 호황</translation>
    </message>
    <message>
        <source>Base circular income is 300.</source>
        <translation>기본 한 바퀴 수입이 300입니다.</translation>
    </message>
    <message>
        <source>Recession</source>
        <translation>경기 침체</translation>
    </message>
    <message>
        <source>Base circular income is 100; Exchange falls count double.</source>
        <translation>기본 한 바퀴 수입이 100이고, 증권거래소 하락은 두 배로 셉니다.</translation>
    </message>
    <message>
        <source>High dividends</source>
        <translation>고배당</translation>
    </message>
    <message>
        <source>Share interest is 40 % instead of 20 %.</source>
        <translation>주식 이자가 20 % 대신 40 %입니다.</translation>
    </message>
    <message>
        <source>Dividend freeze</source>
        <translation>배당 동결</translation>
    </message>
    <message>
        <source>No share interest.</source>
        <translation>주식 이자가 없습니다.</translation>
    </message>
    <message>
        <source>Tax holiday</source>
        <translation>세금 휴일</translation>
    </message>
    <message>
        <source>The plot part of the circular tax is halved.</source>
        <translation>한 바퀴 세금 중 땅에 대한 부분이 절반이 됩니다.</translation>
    </message>
    <message>
        <source>Tax reform</source>
        <translation>세제 개편</translation>
    </message>
    <message>
        <source>The plot tax is doubled; the share tax is 20 per share.</source>
        <translation>토지세가 두 배가 되고, 주식세는 한 주에 20입니다.</translation>
    </message>
    <message>
        <source>Building boom</source>
        <translation>건설 붐</translation>
    </message>
    <message>
        <source>Branches and enterprises cost half.</source>
        <translation>지점과 기업이 반값입니다.</translation>
    </message>
    <message>
        <source>Building moratorium</source>
        <translation>건설 중단</translation>
    </message>
    <message>
        <source>No new branches or enterprises.</source>
        <translation>새 지점이나 기업을 지을 수 없습니다.</translation>
    </message>
    <message>
        <source>Antimonopoly law</source>
        <translation>독점 금지법</translation>
    </message>
    <message>
        <source>All rents are halved.</source>
        <translation>모든 임대료가 절반이 됩니다.</translation>
    </message>
    <message>
        <source>Consumer boom</source>
        <translation>소비 붐</translation>
    </message>
    <message>
        <source>All rents +50 %.</source>
        <translation>모든 임대료 +50 %.</translation>
    </message>
    <message>
        <source>Cheap credit</source>
        <translation>저금리 대출</translation>
    </message>
    <message>
        <source>Redeeming a mortgage costs half the price.</source>
        <translation>저당을 되찾는 데 가격의 절반이 듭니다.</translation>
    </message>
    <message>
        <source>Credit crunch</source>
        <translation>신용 경색</translation>
    </message>
    <message>
        <source>New mortgages pay 40 % of the price; redemption costs +20 %.</source>
        <translation>새 저당은 가격의 40 %를 주고, 되찾기는 20 % 더 듭니다.</translation>
    </message>
    <message>
        <source>Casino ban</source>
        <translation>카지노 금지</translation>
    </message>
    <message>
        <source>The Jackpot cell has no effect.</source>
        <translation>잭팟 칸은 아무 효과가 없습니다.</translation>
    </message>
    <message>
        <source>Lottery fever</source>
        <translation>복권 열풍</translation>
    </message>
    <message>
        <source>The bank&apos;s part of Jackpot prizes is doubled.</source>
        <translation>잭팟 상금 중 은행이 주는 몫이 두 배가 됩니다.</translation>
    </message>
    <message>
        <source>Exchange closed</source>
        <translation>증권거래소 폐장</translation>
    </message>
    <message>
        <source>No share trading; the Exchange cell has no effect.</source>
        <translation>주식 거래가 없고, 증권거래소 칸은 아무 효과가 없습니다.</translation>
    </message>
    <message>
        <source>Market rally</source>
        <translation>증시 급등</translation>
    </message>
    <message>
        <source>The share price rises by 50.</source>
        <translation>주가가 50 오릅니다.</translation>
    </message>
    <message>
        <source>Market crash</source>
        <translation>증시 폭락</translation>
    </message>
    <message>
        <source>The share price falls by 50.</source>
        <translation>주가가 50 내립니다.</translation>
    </message>
    <message>
        <source>Share split</source>
        <translation>주식 분할</translation>
    </message>
    <message>
        <source>Every holder&apos;s shares double; the price halves.</source>
        <translation>모든 주주의 주식이 두 배가 되고 주가는 절반이 됩니다.</translation>
    </message>
    <message>
        <source>State subsidy</source>
        <translation>정부 보조금</translation>
    </message>
    <message>
        <source>Every player receives 100.</source>
        <translation>모든 플레이어가 100을 받습니다.</translation>
    </message>
    <message>
        <source>Emergency levy</source>
        <translation>긴급 부담금</translation>
    </message>
    <message>
        <source>Every player pays 100; central-plot owners pay 50 per central plot.</source>
        <translation>모든 플레이어가 100을 내고, 중앙 땅 주인은 중앙 땅마다 50을 냅니다.</translation>
    </message>
    <message>
        <source>Infrastructure repair</source>
        <translation>기반 시설 보수</translation>
    </message>
    <message>
        <source>Pay 20 per branch and 80 per enterprise.</source>
        <translation>지점마다 20, 기업마다 80을 냅니다.</translation>
    </message>
    <message>
        <source>Social support</source>
        <translation>사회 지원</translation>
    </message>
    <message>
        <source>The player(s) with the least cash receive 200.</source>
        <translation>현금이 가장 적은 플레이어가 200을 받습니다.</translation>
    </message>
    <message>
        <source>Wealth tax</source>
        <translation>부유세</translation>
    </message>
    <message>
        <source>The player(s) with the most cash pay 10 % of it into the Jackpot box.</source>
        <translation>현금이 가장 많은 플레이어가 그 10 %를 잭팟 상자에 냅니다.</translation>
    </message>
    <message>
        <source>Auction day</source>
        <translation>경매의 날</translation>
    </message>
    <message>
        <source>The drawer runs the AUCTION now.</source>
        <translation>카드를 뽑은 사람이 지금 경매를 엽니다.</translation>
    </message>
    <message>
        <source>Insurers&apos; crisis</source>
        <translation>보험사 위기</translation>
    </message>
    <message>
        <source>All Green and Blue policies expire.</source>
        <translation>모든 초록·파랑 보험이 만료됩니다.</translation>
    </message>
    <message>
        <source>Charity marathon</source>
        <translation>자선 마라톤</translation>
    </message>
    <message>
        <source>Every player pays 30 into the Jackpot box.</source>
        <translation>모든 플레이어가 잭팟 상자에 30을 냅니다.</translation>
    </message>
    <message>
        <source>Antimonopoly fine</source>
        <translation>독점 벌금</translation>
    </message>
    <message>
        <source>Pay 100 per complete industry owned.</source>
        <translation>통째로 가진 업종마다 100을 냅니다.</translation>
    </message>
    <message>
        <source>Export subsidy</source>
        <translation>수출 보조금</translation>
    </message>
    <message>
        <source>Receive 30 per Transport or Heavy-industry plot.</source>
        <translation>운송이나 중공업 땅마다 30을 받습니다.</translation>
    </message>
    <message>
        <source>Energy crisis</source>
        <translation>에너지 위기</translation>
    </message>
    <message>
        <source>Receive 50 per Extractive or central plot; players with none pay 20.</source>
        <translation>광업이나 중앙 땅마다 50을 받고, 하나도 없는 플레이어는 20을 냅니다.</translation>
    </message>
    <message>
        <source>Everyone at Tax Inspection leaves now without a fine.</source>
        <translation>세무조사에 있는 모두가 벌금 없이 지금 풀려납니다.</translation>
    </message>
    <message>
        <source>Go bankrupt</source>
        <translation>파산하기</translation>
    </message>
    <message>
        <source>leads</source>
        <translation>선두</translation>
    </message>
    <message>
        <source>Sell shares</source>
        <translation>주식 팔기</translation>
    </message>
    <message>
        <source>still to raise {amount}</source>
        <translation>더 마련할 돈 {amount}</translation>
    </message>
    <message>
        <source>cash covers it</source>
        <translation>현금으로 충분</translation>
    </message>
    <message>
        <source>share {price}</source>
        <translation>주가 {price}</translation>
    </message>
    <message>
        <source>to bid</source>
        <translation>부를 차례</translation>
    </message>
    <message>
        <source>in</source>
        <translation>참가</translation>
    </message>
    <message numerus="yes">
        <source>Sell {n} shares ({amount})</source>
        <translation>
            <numerusform>주식 {n}주 팔기({amount})</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Buy {n} shares ({amount})</source>
        <translation>
            <numerusform>주식 {n}주 사기({amount})</numerusform>
        </translation>
    </message>
    <message>
        <source>{policy} {price}</source>
        <translation>{policy} {price}</translation>
    </message>
    <message>
        <source>rent {amount}</source>
        <translation>임대료 {amount}</translation>
    </message>
    <message>
        <source>G</source>
        <translation>초</translation>
    </message>
    <message>
        <source>B</source>
        <translation>파</translation>
    </message>
    <message>
        <source>O</source>
        <translation>주</translation>
    </message>
    <message>
        <source>R</source>
        <translation>빨</translation>
    </message>
    <message>
        <source>Passing START pays the circular income.</source>
        <translation>출발을 지나면 한 바퀴 수입을 받습니다.</translation>
    </message>
    <message>
        <source>Draw a Chance card.</source>
        <translation>찬스 카드를 뽑습니다.</translation>
    </message>
    <message>
        <source>Draw a Movement card.</source>
        <translation>이동 카드를 뽑습니다.</translation>
    </message>
    <message>
        <source>Draw a Fortune card: it concerns every player.</source>
        <translation>행운 카드를 뽑습니다: 모든 플레이어에게 적용됩니다.</translation>
    </message>
    <message>
        <source>The Exchange: trade shares and roll the Exchange.</source>
        <translation>증권거래소: 주식을 거래하고 거래소 주사위를 굴립니다.</translation>
    </message>
    <message>
        <source>A plot goes up for auction.</source>
        <translation>땅 하나가 경매에 나옵니다.</translation>
    </message>
    <message>
        <source>The Charity Fund holds {fund}.</source>
        <translation>자선기금에 {fund}이(가) 있습니다.</translation>
    </message>
    <message>
        <source>Bet and spin the machine; the box holds {box}.</source>
        <translation>돈을 걸고 기계를 돌립니다. 상자에 {box}이(가) 있습니다.</translation>
    </message>
    <message>
        <source>JACKPOT</source>
        <translation>잭팟</translation>
    </message>
    <message>
        <source>Wheel of Fortune</source>
        <translation>행운의 수레바퀴</translation>
    </message>
    <message>
        <source>No Fortune card is in force.</source>
        <translation>효과가 적용 중인 행운 카드가 없습니다.</translation>
    </message>
    <message>
        <source>Share price</source>
        <translation>주가</translation>
    </message>
    <message>
        <source>shares held</source>
        <translation>보유 주식</translation>
    </message>
    <message>
        <source>price {amount}</source>
        <translation>가격 {amount}</translation>
    </message>
    <message>
        <source>mortgage {amount}, redeem {cost}</source>
        <translation>저당 {amount}, 되찾기 {cost}</translation>
    </message>
    <message>
        <source>for sale</source>
        <translation>매물</translation>
    </message>
    <message>
        <source>Built evenly: {levels}</source>
        <translation>고르게 건설: {levels}</translation>
    </message>
    <message>
        <source>Elite edition</source>
        <translation>엘리트 판</translation>
    </message>
    <message>
        <source>Classic edition</source>
        <translation>클래식 판</translation>
    </message>
    <message>
        <source>keeps: {cards}</source>
        <translation>보관 카드: {cards}</translation>
    </message>
    <message>
        <source>Bet {lo} to {hi}; three $ win the box.</source>
        <translation>{lo}~{hi} 걸기. $ 세 개면 상자를 땁니다.</translation>
    </message>
    <message>
        <source>Stop on the Jackpot cell to play; three $ win the box.</source>
        <translation>잭팟 칸에 멈추면 할 수 있습니다. $ 세 개면 상자를 땁니다.</translation>
    </message>
    <message>
        <source>Charity Fund</source>
        <translation>자선기금</translation>
    </message>
    <message>
        <source>In force: {title}</source>
        <translation>적용 중: {title}</translation>
    </message>
    <message>
        <source>rent</source>
        <translation>임대료</translation>
    </message>
    <message>
        <source>whole industry</source>
        <translation>업종 전체</translation>
    </message>
    <message>
        <source>with an enterprise</source>
        <translation>기업이 있으면</translation>
    </message>
    <message>
        <source>a branch or an enterprise costs {amount}</source>
        <translation>지점이나 기업 하나에 {amount}</translation>
    </message>
    <message>
        <source>owner {name}</source>
        <translation>주인 {name}</translation>
    </message>
    <message>
        <source>price</source>
        <translation>가격</translation>
    </message>
    <message>
        <source>mortgage / redeem</source>
        <translation>저당 / 되찾기</translation>
    </message>
    <message>
        <source>{name} · mortgaged</source>
        <translation>{name} · 저당 잡힘</translation>
    </message>
    <message>
        <source>{name} · rent {amount}</source>
        <translation>{name} · 임대료 {amount}</translation>
    </message>
    <message>
        <source>{name} keeps</source>
        <translation>{name}의 보관 카드</translation>
    </message>
    <message>
        <source>{name} keeps no cards</source>
        <translation>{name}: 보관한 카드 없음</translation>
    </message>
    <message numerus="yes">
        <source>with {n} branches</source>
        <translation>
            <numerusform>지점 {n}개</numerusform>
        </translation>
    </message>
    <message>
        <source>mortgaged: no rent</source>
        <translation>저당 잡힘: 임대료 없음</translation>
    </message>
    <message>
        <source>rent now {amount}</source>
        <translation>현재 임대료 {amount}</translation>
    </message>
    <message>
        <source>land tax now {amount}</source>
        <translation>현재 토지세 {amount}</translation>
    </message>
    <message>
        <source>branch / enterprise</source>
        <translation>지점 / 기업</translation>
    </message>
    <message>
        <source>enterprise</source>
        <translation>기업</translation>
    </message>
    <message>
        <source>{names} · winner</source>
        <translation>{names} · 승리</translation>
    </message>
    <message numerus="yes">
        <source>{n} cards</source>
        <translation>
            <numerusform>카드 {n}장</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>rent with {n} central plots</source>
        <translation>
            <numerusform>중앙 땅 {n}곳일 때 임대료</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{n} branches</source>
        <translation>
            <numerusform>지점 {n}개</numerusform>
        </translation>
    </message>
    <message>
        <source>Fortune</source>
        <translation>행운</translation>
    </message>
    <message>
        <source>Edition</source>
        <translation>판</translation>
    </message>
    <message>
        <source>Classic: 24 plots, Movement and Chance cards, the Jackpot. Elite: adds the central industry, shares and the Exchange, insurance, Fortune cards and the Auction cell.</source>
        <translation>클래식: 땅 24곳, 이동·찬스 카드, 잭팟. 엘리트: 중앙 업종, 주식과 증권거래소, 보험, 행운 카드, 경매 칸이 더해집니다.</translation>
    </message>
    <message>
        <source>Classic</source>
        <translation>클래식</translation>
    </message>
    <message>
        <source>Elite</source>
        <translation>엘리트</translation>
    </message>
    <message>
        <source>Charity Fund / White Business pay on any arrival</source>
        <translation>자선기금·백색 사업은 언제 멈춰도 지급</translation>
    </message>
    <message>
        <source>Classic game: the two cells pay whenever a token stops on them, not only at the end of a Movement card&apos;s move.</source>
        <translation>클래식: 이동 카드로 간 경우만이 아니라 말이 멈출 때마다 두 칸이 지급합니다.</translation>
    </message>
    <message>
        <source>Jackpot prize on top of the returned bet</source>
        <translation>잭팟 상금을 건 돈과 별도로 지급</translation>
    </message>
    <message>
        <source>A win pays bet × N on top of the returned bet (two cherries still only return the bet).</source>
        <translation>당첨되면 건 돈을 돌려받고 그 위에 건 돈 × N을 더 받습니다(체리 두 개는 여전히 건 돈만 돌려받음).</translation>
    </message>
    <message>
        <source>Short game</source>
        <translation>짧은 게임</translation>
    </message>
    <message>
        <source>The first player with an enterprise on every plot of one industry wins at once.</source>
        <translation>한 업종의 모든 땅에 기업을 처음 세운 플레이어가 바로 이깁니다.</translation>
    </message>
    <message>
        <source>Limited pieces</source>
        <translation>건물 수 제한</translation>
    </message>
    <message>
        <source>The bank holds 24 branches and 12 enterprises; when a kind runs out it cannot be built.</source>
        <translation>은행에는 지점 24개와 기업 12개가 있고, 다 떨어진 종류는 지을 수 없습니다.</translation>
    </message>
    <message>
        <source>Round limit (0 = none)</source>
        <translation>라운드 제한(0 = 없음)</translation>
    </message>
    <message>
        <source>The timed game: after this many rounds the wealthiest player wins (cash, plots and buildings at purchase price).</source>
        <translation>시간제 게임: 이 라운드 수가 지나면 가장 부유한 플레이어가 이깁니다(현금, 땅과 건물은 산 값으로).</translation>
    </message>
    <message>
        <source>worth</source>
        <translation>자산</translation>
    </message>
    <message>
        <source>cash</source>
        <translation>현금</translation>
    </message>
</context>
</TS>
