<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="ko_KR" sourcelanguage="en">
<context>
    <name>blueprints</name>
    <message>
        <source>There is no such cell: a building stands on 3 rows of 2 cells.</source>
        <translation>그런 칸은 없습니다. 건물은 3줄 2칸 위에 짓습니다.</translation>
    </message>
    <message>
        <source>This cell is crossed out on your blueprint: no die may be built there.</source>
        <translation>청사진에서 빗금으로 지워진 칸입니다. 여기에는 주사위를 놓을 수 없습니다.</translation>
    </message>
    <message>
        <source>A {value} cannot go on a {below}: a die must show a value at least as high as the one below.</source>
        <translation>{value}은(는) {below} 위에 놓을 수 없습니다. 위 주사위 눈은 아래 주사위 눈과 같거나 높아야 합니다.</translation>
    </message>
    <message>
        <source>Blueprints
2 to 4 players, 3 rounds. Build a small building of dice each round and win award and prize cards.

Components
* 32 dice in a bag, 8 of each material: orange wood, green recycled, black stone, clear glass.
* 24 blueprint cards: a footprint of 3 rows by 2 columns; each cell shows the height to build, or is crossed out.
* Award cards: gold 3, silver 2, bronze 1 points. 4 players: gold, silver and bronze each round; 3 players: gold and silver; 2 players: silver only.
* Prize cards, 2 points each, one of each per round:
* Skyscraper (마천루 상): a stack at least 5 dice tall.
* Structural Integrity (완전한 구조 상): at least 4 dice showing the same number.
* Geometer (기하학 상): every number from 1 to 6.
* Materials (자재 상): at least 5 dice of one colour.

Round set-up
Two in-demand dice of different colours are drawn from the bag (a second die of the first colour goes back and another is drawn). Everyone gets a secret blueprint. Dice are rolled into the depot and sorted by value: 8 with 2 players, 9 with 3, 7 with 4.

Start player
Round 1: chosen in the new-game dialog, or random. Rounds 2 and 3: the player with the lowest building score in the previous round.

Your turn
Take one die from the depot and build with it, then a new die is drawn from the bag, rolled and added to the depot. Everyone builds with six dice per round.
Two players (variant, on by default as in the rulebook): take one die to build with and one to throw away, then two new dice are rolled into the depot.

Placing a die
* Never on a cell your blueprint crosses out.
* On top of another die only if it shows a value at least as high as the die below.
* Placed dice never move and are never rolled again.
* A die that fits nowhere leaves the game for this round, and the turn still counts.

Scoring after six dice each
* Blueprint bonus: 6 points if every cell is exactly as high as your card shows.
* Wood: 2 points for every die touching it: four sides, above and below, any colour.
* Recycled: by how many green dice you used: 1/2/3/4/5/6 dice = 2/5/10/15/20/30 points.
* Stone: each black die by its level: 1st 2, 2nd 3, 3rd 5, 4th and higher 8 points.
* Glass: each clear die scores its value, even when covered.
The highest building scores win the award cards. Every prize goes to a building that meets its condition (covered dice count too); one building may win several.
Ties for an award or a prize: more dice of the first in-demand colour wins, then more of the second, then the player later in this round&apos;s turn order.
Award and prize cards stay face down until the end of the game.

End of a round
Every die goes back into the bag, the dice left in the depot included; the used blueprints are discarded. The lowest building score starts the next round.

End of the game
After round 3 everyone adds up the points of their cards. Ties: more award cards (gold, silver and bronze together) wins, then more gold, then more silver, then more bronze; otherwise the tied players share the win.

Where the rulebook is unclear
* The footprint is 3 rows by 2 columns, and the 24 blueprint cards are designed for this app (the real card art is not published).
* The award table missing from the Korean text follows the published game: gold 3, silver 2, bronze 1.
* The end-game tie-break counts award cards first, then gold, silver and bronze (the rulebook&apos;s sentence mixes up award and prize cards).
* A die that fits nowhere still uses up the turn.
* If several players share the lowest building score, the one who lost the award tie-break among them starts the next round.
* Prizes between qualifying buildings are decided by the in-demand tie-break alone, not by building score.
* In the two-player game nothing is thrown away on the very last turn of a round, when it would change nothing.
</source>
        <translation>블루프린트
2-4인, 3라운드. 라운드마다 주사위로 작은 건물을 지어 상패와 상장 카드를 얻으세요.

구성물
* 주머니에 든 주사위 32개, 재료마다 8개: 주황색 목재, 녹색 재활용, 검정색 석재, 투명 유리.
* 청사진 카드 24장: 3줄 2칸의 바닥 그림. 칸마다 지을 높이가 적혀 있거나 빗금으로 지워져 있습니다.
* 상패 카드: 금 3점, 은 2점, 동 1점. 4인은 라운드마다 금, 은, 동; 3인은 금과 은; 2인은 은만 씁니다.
* 상장 카드, 장당 2점, 라운드마다 종류별로 한 장씩:
* 마천루 상: 주사위를 5층 이상 쌓은 더미.
* 완전한 구조 상: 같은 숫자의 주사위 4개 이상.
* 기하학 상: 1부터 6까지 모든 숫자.
* 자재 상: 같은 색깔의 주사위 5개 이상.

라운드 준비
주머니에서 색깔이 다른 필수 재료 주사위 2개를 꺼냅니다 (첫 번째와 같은 색깔이 나오면 다시 넣고 다른 주사위를 꺼냅니다). 각자 청사진 카드를 한 장씩 몰래 받습니다. 주사위를 굴려 재료 창고에 눈 순서대로 놓습니다: 2인 8개, 3인 9개, 4인 7개.

시작 플레이어
1라운드: 새 게임 창에서 정하거나 무작위. 2, 3라운드: 이전 라운드 건물 점수가 가장 낮은 사람.

자기 차례
재료 창고에서 주사위 하나를 골라 건물을 짓고, 주머니에서 새 주사위 하나를 꺼내 굴려 재료 창고에 보충합니다. 라운드마다 모두 주사위 6개로 짓습니다.
2인 게임 (변형 규칙, 규칙서처럼 처음에는 켜져 있음): 지을 주사위 하나와 버릴 주사위 하나를 고른 뒤, 새 주사위 2개를 굴려 재료 창고에 놓습니다.

주사위 배치
* 청사진에서 빗금으로 지워진 칸에는 놓을 수 없습니다.
* 다른 주사위 위에는 아래 주사위 눈과 같거나 높은 주사위만 놓습니다.
* 놓은 주사위는 옮기지 않고 다시 굴리지도 않습니다.
* 놓을 곳이 없는 주사위는 이번 라운드 동안 게임에서 빠지고, 그 차례도 쓴 것으로 칩니다.

모두 주사위 6개를 놓은 뒤 점수 계산
* 블루프린트 보너스: 모든 칸이 카드에 적힌 높이와 정확히 같으면 6점.
* 목재: 맞닿은 주사위마다 2점: 네 옆면과 위아래, 색깔은 상관없음.
* 재활용: 쓴 녹색 주사위 수에 따라: 1/2/3/4/5/6개 = 2/5/10/15/20/30점.
* 석재: 검정색 주사위마다 층에 따라: 1층 2점, 2층 3점, 3층 5점, 4층 이상 8점.
* 유리: 투명 주사위마다 눈만큼, 덮여 있어도 셉니다.
건물 점수가 높은 순서로 상패 카드를 받습니다. 상장은 기준에 맞는 건물에 줍니다 (가려진 주사위도 셉니다). 한 건물이 여러 상장을 받을 수 있습니다.
상패나 상장이 동점이면: 첫 번째 필수 재료 색깔의 주사위가 많은 사람, 그다음 두 번째, 그래도 같으면 이번 라운드 차례가 더 늦은 사람이 이깁니다.
상패와 상장 카드는 게임이 끝날 때까지 뒷면으로 가지고 있습니다.

라운드 종료
재료 창고에 남은 주사위까지 모두 주머니에 넣고, 쓴 청사진은 버립니다. 건물 점수가 가장 낮은 사람이 다음 라운드를 시작합니다.

게임 종료
3라운드가 끝나면 각자 카드 점수를 더합니다. 동점이면 상패 카드 (금, 은, 동 합계)가 많은 사람, 그다음 금, 은, 동이 많은 사람이 이기고, 그래도 같으면 함께 승리합니다.

규칙서가 분명하지 않은 곳
* 바닥은 3줄 2칸이고, 청사진 카드 24장은 이 앱을 위해 만들었습니다 (실제 카드 그림은 공개되지 않았습니다).
* 한국어 설명서에 빠진 상패 점수표는 출판된 게임을 따릅니다: 금 3점, 은 2점, 동 1점.
* 게임 끝의 동점 처리는 상패 카드 수를 먼저 보고, 그다음 금, 은, 동을 봅니다 (설명서의 문장은 상패와 상장을 섞어 씁니다).
* 놓을 곳이 없는 주사위도 차례를 씁니다.
* 건물 점수가 가장 낮은 사람이 여럿이면, 그중 상패 동점 우위에서 진 사람이 다음 라운드를 시작합니다.
* 기준에 맞는 건물끼리의 상장은 건물 점수가 아니라 필수 재료 동점 우위로만 정합니다.
* 2인 게임에서 라운드의 마지막 차례에는 아무것도 바뀌지 않으므로 버리지 않습니다.
</translation>
    </message>
    <message>
        <source>Turn order</source>
        <translation>차례</translation>
    </message>
    <message>
        <source>Dice used</source>
        <translation>쓴 주사위</translation>
    </message>
    <message>
        <source>Blueprint</source>
        <translation>청사진</translation>
    </message>
    <message>
        <source>Wood · recycled · stone · glass</source>
        <translation>목재 · 재활용 · 석재 · 유리</translation>
    </message>
    <message>
        <source>hidden</source>
        <translation>비공개</translation>
    </message>
    <message>
        <source>Building score</source>
        <translation>건물 점수</translation>
    </message>
    <message>
        <source>{points} + bonus?</source>
        <translation>{points} + 보너스?</translation>
    </message>
    <message>
        <source>Cards</source>
        <translation>카드</translation>
    </message>
    <message>
        <source>behind the screen</source>
        <translation>가림막 뒤</translation>
    </message>
    <message>
        <source>{count} ({points} points)</source>
        <translation>{count}장 ({points}점)</translation>
    </message>
    <message>
        <source>{count} face down</source>
        <translation>{count}장 (뒷면)</translation>
    </message>
    <message>
        <source>{score} (blueprint bonus {bonus})</source>
        <translation>{score} (보너스 {bonus})</translation>
    </message>
    <message>
        <source>a shared win: equal points and equal award cards</source>
        <translation>공동 승리: 점수도 상패 카드도 같음</translation>
    </message>
    <message>
        <source>most points from award and prize cards</source>
        <translation>상패와 상장 카드 점수가 가장 높음</translation>
    </message>
    <message>
        <source>Equal points: more award cards wins, then more gold, silver and bronze awards.</source>
        <translation>점수가 같으면 상패 카드가 많은 사람이 이기고, 그다음은 금, 은, 동 상패 순으로 비교합니다.</translation>
    </message>
    <message>
        <source>equal points; more award cards</source>
        <translation>점수가 같고 상패 카드가 더 많음</translation>
    </message>
    <message>
        <source>equal points and award cards; more gold awards</source>
        <translation>점수와 상패 카드 수가 같고 금 상패가 더 많음</translation>
    </message>
    <message>
        <source>equal points and award cards; more silver awards</source>
        <translation>점수와 상패 카드 수가 같고 은 상패가 더 많음</translation>
    </message>
    <message>
        <source>equal points and award cards; more bronze awards</source>
        <translation>점수와 상패 카드 수가 같고 동 상패가 더 많음</translation>
    </message>
    <message>
        <source>Points</source>
        <translation>점수</translation>
    </message>
    <message>
        <source>Points of award and prize cards</source>
        <translation>상패 카드와 상장 카드의 점수</translation>
    </message>
    <message>
        <source>Award cards</source>
        <translation>상패 카드</translation>
    </message>
    <message>
        <source>First tie-break</source>
        <translation>첫 번째 동점 판정</translation>
    </message>
    <message>
        <source>Gold</source>
        <translation>금</translation>
    </message>
    <message>
        <source>Gold awards: second tie-break</source>
        <translation>금 상패: 두 번째 동점 판정</translation>
    </message>
    <message>
        <source>Silver</source>
        <translation>은</translation>
    </message>
    <message>
        <source>Silver awards: third tie-break</source>
        <translation>은 상패: 세 번째 동점 판정</translation>
    </message>
    <message>
        <source>Bronze</source>
        <translation>동</translation>
    </message>
    <message>
        <source>Bronze awards: fourth tie-break</source>
        <translation>동 상패: 네 번째 동점 판정</translation>
    </message>
    <message>
        <source>Prize cards</source>
        <translation>상장 카드</translation>
    </message>
    <message>
        <source>Round {n}</source>
        <translation>{n}라운드</translation>
    </message>
    <message>
        <source>The building&apos;s score in round {n}</source>
        <translation>{n}라운드 건물 점수</translation>
    </message>
    <message>
        <source>A placed die never moves and is never rolled again.</source>
        <translation>한 번 놓은 주사위는 옮길 수도, 다시 굴릴 수도 없습니다.</translation>
    </message>
    <message>
        <source>There is no such die in the depot.</source>
        <translation>재료 창고에 그런 주사위가 없습니다.</translation>
    </message>
    <message>
        <source>The round is still being played.</source>
        <translation>라운드가 아직 진행 중입니다.</translation>
    </message>
    <message>
        <source>{name}: take a die from the depot and build with it ({used} of 6)</source>
        <translation>{name}: 재료 창고에서 주사위를 하나 골라 건물을 지으세요 ({used}/6)</translation>
    </message>
    <message>
        <source>{name}: choose a die from the depot to throw away</source>
        <translation>{name}: 재료 창고에서 버릴 주사위를 고르세요</translation>
    </message>
    <message>
        <source>Round {round} is scored. {name} starts round {next}.</source>
        <translation>{round}라운드 점수를 계산했습니다. {next}라운드는 {name}부터 시작합니다.</translation>
    </message>
    <message>
        <source>The game is over: three rounds have been played.</source>
        <translation>게임이 끝났습니다. 세 라운드를 모두 했습니다.</translation>
    </message>
    <message>
        <source>Only in the two-player game is a second die thrown away each turn.</source>
        <translation>차례마다 주사위를 하나 더 버리는 것은 2인 게임뿐입니다.</translation>
    </message>
    <message>
        <source>You have built this turn: now choose a die from the depot to throw away.</source>
        <translation>이번 차례에 지었습니다. 이제 재료 창고에서 버릴 주사위를 고르세요.</translation>
    </message>
    <message>
        <source>The round is over: read the scoring sheet, then start the next round.</source>
        <translation>라운드가 끝났습니다. 점수표를 본 뒤 다음 라운드를 시작하세요.</translation>
    </message>
    <message>
        <source>First build with a die; then choose one to throw away.</source>
        <translation>먼저 주사위 하나로 짓고, 그다음 버릴 주사위를 고르세요.</translation>
    </message>
    <message>
        <source>The {die} fits on your building, so it cannot be thrown away: a die leaves the game only when it fits nowhere.</source>
        <translation>{die}은(는) 건물에 놓을 수 있으므로 버릴 수 없습니다. 주사위는 놓을 곳이 없을 때만 게임에서 빠집니다.</translation>
    </message>
    <message>
        <source>Skyscraper prize</source>
        <translation>마천루 상</translation>
    </message>
    <message>
        <source>Structural Integrity prize</source>
        <translation>완전한 구조 상</translation>
    </message>
    <message>
        <source>Geometer prize</source>
        <translation>기하학 상</translation>
    </message>
    <message>
        <source>Materials prize</source>
        <translation>자재 상</translation>
    </message>
    <message>
        <source>{material} {value}</source>
        <translation>{material} {value}</translation>
    </message>
    <message>
        <source>{who} built the {die} on row {row}, column {col} (level {level}).</source>
        <translation>{who}: {die}을(를) {row}줄 {col}칸에 놓았습니다 ({level}층).</translation>
    </message>
    <message>
        <source>{who} took the {die}; it fitted nowhere and left the game.</source>
        <translation>{who}: {die}을(를) 가져갔지만 놓을 곳이 없어 게임에서 뺐습니다.</translation>
    </message>
    <message>
        <source>{who} threw away the {die}.</source>
        <translation>{who}: {die}을(를) 버렸습니다.</translation>
    </message>
    <message>
        <source>Rolled into the depot: {dice}.</source>
        <translation>재료 창고에 굴려 넣음: {dice}.</translation>
    </message>
    <message>
        <source>Round {round}: {who} starts; in demand: {first}, then {second}.</source>
        <translation>{round}라운드: {who}부터 시작. 필수 재료: {first}, 다음 {second}.</translation>
    </message>
    <message>
        <source>Round {round} is built: the screens come down and every building is shown.</source>
        <translation>{round}라운드 건축 끝: 가림막을 걷고 모든 건물을 공개합니다.</translation>
    </message>
    <message>
        <source>Round {round} scored: {parts}.</source>
        <translation>{round}라운드 점수: {parts}.</translation>
    </message>
    <message>
        <source>{who} receives a prize card (face down).</source>
        <translation>{who}: 상장 카드를 받았습니다 (뒷면으로).</translation>
    </message>
    <message>
        <source>{who} took the {die} and built with it behind the screen.</source>
        <translation>{who}: {die}을(를) 가져가 가림막 뒤에 지었습니다.</translation>
    </message>
    <message>
        <source>{who} receives an award card (face down).</source>
        <translation>{who}: 상패 카드를 받았습니다 (뒷면으로).</translation>
    </message>
    <message>
        <source>Shared win: {who}.</source>
        <translation>공동 승리: {who}.</translation>
    </message>
    <message>
        <source>{who} wins the exhibition!</source>
        <translation>{who}, 건축 박람회 우승!</translation>
    </message>
    <message>
        <source>Build the {die} on row {row}, column {col}</source>
        <translation>{die}을(를) {row}줄 {col}칸에 놓기</translation>
    </message>
    <message>
        <source>Take the {die} out of the game (it fits nowhere)</source>
        <translation>{die} 게임에서 빼기 (놓을 곳 없음)</translation>
    </message>
    <message>
        <source>Throw away the {die}</source>
        <translation>{die} 버리기</translation>
    </message>
    <message>
        <source>Start round {round}</source>
        <translation>{round}라운드 시작</translation>
    </message>
    <message>
        <source>Turn order:</source>
        <translation>차례:</translation>
    </message>
    <message>
        <source>{m} {v}: {rule}.</source>
        <translation>{m} {v}: {rule}.</translation>
    </message>
    <message>
        <source>Click to pick it up, then click a glowing cell.</source>
        <translation>눌러서 집은 뒤 빛나는 칸을 누르세요.</translation>
    </message>
    <message>
        <source>no building qualified</source>
        <translation>기준에 맞는 건물 없음</translation>
    </message>
    <message>
        <source>the only building that qualified</source>
        <translation>기준에 맞는 유일한 건물</translation>
    </message>
    <message>
        <source>score {a} vs {b} ({other})</source>
        <translation>점수 {a} 대 {b} ({other})</translation>
    </message>
    <message>
        <source>tie broken on in-demand {m}: {a} vs {b} dice ({other})</source>
        <translation>동점, 필수 재료 {m}로 결정: 주사위 {a}개 대 {b}개 ({other})</translation>
    </message>
    <message>
        <source>tie broken: later in turn order than {other}</source>
        <translation>동점, 차례가 {other}보다 늦어서 결정</translation>
    </message>
    <message>
        <source>Round {n} of {total}</source>
        <translation>{n}/{total}라운드</translation>
    </message>
    <message>
        <source>IN DEMAND (TIE-BREAKS)  필수 재료</source>
        <translation>필수 재료 (동점 우위)</translation>
    </message>
    <message>
        <source>{name} is choosing a die.</source>
        <translation>{name}이(가) 주사위를 고르는 중입니다.</translation>
    </message>
    <message>
        <source>OUT OF THE GAME THIS ROUND</source>
        <translation>이번 라운드에서 빠진 주사위</translation>
    </message>
    <message>
        <source>to play</source>
        <translation>차례</translation>
    </message>
    <message>
        <source>ROUND {n} BUILDING SCORES</source>
        <translation>{n}라운드 건물 점수</translation>
    </message>
    <message>
        <source>SCOREBOARD · THIS ROUND SO FAR</source>
        <translation>점수판 · 이번 라운드 지금까지</translation>
    </message>
    <message>
        <source>Building scores; +? is a blueprint bonus still secret.</source>
        <translation>건물 점수입니다. +?는 아직 비공개인 블루프린트 보너스입니다.</translation>
    </message>
    <message>
        <source>FINAL ROUND RESULTS</source>
        <translation>마지막 라운드 결과</translation>
    </message>
    <message>
        <source>ROUND {n} RESULTS · {name} starts next (lowest score)</source>
        <translation>{n}라운드 결과 · 다음은 {name}부터 (최저 점수)</translation>
    </message>
    <message>
        <source>wood scores 2 for every die touching it</source>
        <translation>목재는 맞닿은 주사위마다 2점</translation>
    </message>
    <message>
        <source>recycled scores by how many green dice you have: 2/5/10/15/20/30</source>
        <translation>재활용은 녹색 주사위 수에 따라 2/5/10/15/20/30점</translation>
    </message>
    <message>
        <source>stone scores by its level: 2, 3, 5, then 8 from the 4th up</source>
        <translation>석재는 층에 따라 2, 3, 5점, 4층부터 8점</translation>
    </message>
    <message>
        <source>glass scores its face value, even when covered</source>
        <translation>유리는 덮여 있어도 주사위 눈만큼</translation>
    </message>
    <message>
        <source>It fits none of your cells: take it to remove it from the game.</source>
        <translation>놓을 수 있는 칸이 없습니다. 가져가서 게임에서 빼세요.</translation>
    </message>
    <message>
        <source>throw away one pool die</source>
        <translation>창고 주사위 하나 버리기</translation>
    </message>
    <message>
        <source>take die {k} of {total}</source>
        <translation>주사위 {k}/{total} 가져가기</translation>
    </message>
    <message>
        <source>{name} to play:
{what}</source>
        <translation>{name} 차례:
{what}</translation>
    </message>
    <message numerus="yes">
        <source>LEFT IN THE DEPOT · {n} dice go back into the bag</source>
        <translation>
            <numerusform>창고에 남은 주사위 · {n}개는 주머니로 돌아갑니다</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>MATERIALS DEPOT  재료 창고 · {n} dice, by value</source>
        <translation>
            <numerusform>재료 창고 · 주사위 {n}개, 눈 순서</numerusform>
        </translation>
    </message>
    <message>
        <source>Two-player rule: now click a die to throw it away.</source>
        <translation>2인 규칙: 이제 버릴 주사위를 누르세요.</translation>
    </message>
    <message>
        <source>Remove the {v} from the game</source>
        <translation>{v} 게임에서 빼기</translation>
    </message>
    <message>
        <source>Round {n} scoring sheet</source>
        <translation>{n}라운드 점수표</translation>
    </message>
    <message>
        <source>Live score (preview)</source>
        <translation>현재 점수 (미리 보기)</translation>
    </message>
    <message>
        <source>ON OFFER THIS ROUND</source>
        <translation>이번 라운드의 상</translation>
    </message>
    <message>
        <source>nobody</source>
        <translation>없음</translation>
    </message>
    <message>
        <source>The game is over.</source>
        <translation>게임이 끝났습니다.</translation>
    </message>
    <message>
        <source>That is {owner}&apos;s building: {name} builds on their own.</source>
        <translation>{owner}의 건물입니다. {name}은(는) 자기 건물에 지어야 합니다.</translation>
    </message>
    <message>
        <source>First pick a die from the materials depot, then click a cell.</source>
        <translation>먼저 재료 창고에서 주사위를 고른 뒤 칸을 누르세요.</translation>
    </message>
    <message>
        <source>1st
{material}</source>
        <translation>첫째
{material}</translation>
    </message>
    <message>
        <source>2nd
{material}</source>
        <translation>둘째
{material}</translation>
    </message>
    <message>
        <source>GOL</source>
        <translation>금</translation>
    </message>
    <message>
        <source>SIL</source>
        <translation>은</translation>
    </message>
    <message>
        <source>BRO</source>
        <translation>동</translation>
    </message>
    <message>
        <source>SKY</source>
        <translation>마천루</translation>
    </message>
    <message>
        <source>INT</source>
        <translation>구조</translation>
    </message>
    <message>
        <source>GEO</source>
        <translation>기하</translation>
    </message>
    <message>
        <source>MAT</source>
        <translation>자재</translation>
    </message>
    <message>
        <source>Blueprint #{n}</source>
        <translation>청사진 #{n}</translation>
    </message>
    <message>
        <source>BLUEPRINT</source>
        <translation>청사진</translation>
    </message>
    <message>
        <source>exact match +6</source>
        <translation>정확히 일치 +6</translation>
    </message>
    <message>
        <source>match every height: +6</source>
        <translation>모든 높이 일치: +6</translation>
    </message>
    <message>
        <source>Integrity</source>
        <translation>완전한 구조</translation>
    </message>
    <message>
        <source>Each turn you take one die to build with and throw a second one away; then two new dice are rolled into the depot. Off: play as with three or four players.</source>
        <translation>차례마다 주사위 하나를 가져와 짓고 하나를 더 골라 버립니다. 그다음 새 주사위 2개를 굴려 재료 창고에 놓습니다. 끄면 3~4인 게임처럼 합니다.</translation>
    </message>
    <message>
        <source>Open buildings (learning game)</source>
        <translation>건물 공개 (연습 게임)</translation>
    </message>
    <message>
        <source>Everybody builds in the open and sees every score as the round goes. Off: each player builds behind a screen, and the buildings are shown when the round is scored.</source>
        <translation>모두가 건물을 드러내 놓고 지으며 라운드 중에도 모든 점수가 보입니다. 끄면 각자 가림막 뒤에서 짓고, 라운드 점수를 계산할 때 건물을 공개합니다.</translation>
    </message>
    <message>
        <source>points</source>
        <translation>점수</translation>
    </message>
    <message>
        <source>award_cards</source>
        <translation>상패 카드</translation>
    </message>
    <message>
        <source>gold</source>
        <translation>금</translation>
    </message>
    <message>
        <source>silver</source>
        <translation>은</translation>
    </message>
    <message>
        <source>bronze</source>
        <translation>동</translation>
    </message>
    <message>
        <source>prize_cards</source>
        <translation>상장 카드</translation>
    </message>
    <message>
        <source>rank</source>
        <translation>순위</translation>
    </message>
    <message>
        <source>a stack at least 5 dice tall</source>
        <translation>5층 이상으로 쌓은 주사위</translation>
    </message>
    <message>
        <source>at least 4 dice showing the same number</source>
        <translation>같은 숫자의 주사위 4개 이상</translation>
    </message>
    <message>
        <source>every number from 1 to 6</source>
        <translation>1부터 6까지 모든 숫자</translation>
    </message>
    <message>
        <source>at least 5 dice of one colour</source>
        <translation>같은 색깔의 주사위 5개 이상</translation>
    </message>
    <message>
        <source>Gold award</source>
        <translation>금 상패</translation>
    </message>
    <message>
        <source>Silver award</source>
        <translation>은 상패</translation>
    </message>
    <message>
        <source>Bronze award</source>
        <translation>동 상패</translation>
    </message>
    <message>
        <source>Skyscraper</source>
        <translation>마천루</translation>
    </message>
    <message>
        <source>Structural Integrity</source>
        <translation>완전한 구조</translation>
    </message>
    <message>
        <source>Geometer</source>
        <translation>기하학</translation>
    </message>
    <message>
        <source>Materials</source>
        <translation>자재</translation>
    </message>
    <message>
        <source>Round {n} scored: read the sheets,
then Start round {next}</source>
        <translation>{n}라운드 점수 계산 끝: 점수표를 본 뒤
{next}라운드를 시작하세요</translation>
    </message>
    <message numerus="yes">
        <source>Bag: {n} dice</source>
        <translation>
            <numerusform>주머니: 주사위 {n}개</numerusform>
        </translation>
    </message>
    <message>
        <source>In-demand material {k}: ties go to more {m} dice</source>
        <translation>필수 재료 {k}: 동점이면 {m} 주사위가 많은 쪽</translation>
    </message>
    <message>
        <source>Game over:
{who} wins</source>
        <translation>게임 끝:
{who} 승리</translation>
    </message>
    <message>
        <source>Game over</source>
        <translation>게임 끝</translation>
    </message>
    <message>
        <source>Click a die to pick it up.</source>
        <translation>주사위를 눌러 집으세요.</translation>
    </message>
    <message>
        <source>It fits none of your cells: remove it.</source>
        <translation>놓을 칸이 없습니다. 게임에서 빼세요.</translation>
    </message>
    <message>
        <source>Now click a glowing cell of your building.</source>
        <translation>이제 건물의 빛나는 칸을 누르세요.</translation>
    </message>
    <message>
        <source>{p} pts · rank {r}</source>
        <translation>{p}점 · {r}위</translation>
    </message>
    <message>
        <source>2 pts · {rule}</source>
        <translation>2점 · {rule}</translation>
    </message>
    <message>
        <source>{m} {v}, level {lv}</source>
        <translation>{m} {v}, {lv}층</translation>
    </message>
    <message>
        <source>{n} of 6 dice taken</source>
        <translation>주사위 {n}/6개 가져감</translation>
    </message>
    <message numerus="yes">
        <source>{name} has built {n} dice</source>
        <translation>
            <numerusform>{name}: 주사위 {n}개를 지었습니다</numerusform>
        </translation>
    </message>
    <message>
        <source>dice touching it: {n}, so {p} points</source>
        <translation>맞닿은 주사위 {n}개, {p}점</translation>
    </message>
    <message>
        <source>tie-break</source>
        <translation>동점 우위</translation>
    </message>
    <message>
        <source>WON THIS ROUND</source>
        <translation>이번 라운드에 받은 카드</translation>
    </message>
    <message>
        <source>Behind the screen</source>
        <translation>가림막 뒤</translation>
    </message>
    <message>
        <source>Where each die went, the score and the blueprint are shown when the round is scored.</source>
        <translation>주사위를 어디에 놓았는지, 점수와 청사진은 라운드 점수를 계산할 때 공개됩니다.</translation>
    </message>
    <message>
        <source>Click to look at this board up close</source>
        <translation>눌러서 이 판을 크게 보기</translation>
    </message>
    <message>
        <source>Turn the building a quarter turn</source>
        <translation>건물을 90도 돌리기</translation>
    </message>
    <message>
        <source>Pull the levels apart to see the covered dice</source>
        <translation>층을 벌려 가려진 주사위 보기</translation>
    </message>
    <message>
        <source>one of {n} green dice: {p} points together</source>
        <translation>녹색 주사위 {n}개 중 하나: 모두 합쳐 {p}점</translation>
    </message>
    <message>
        <source>FINAL STANDINGS</source>
        <translation>최종 순위</translation>
    </message>
    <message numerus="yes">
        <source>{n} pts</source>
        <translation>
            <numerusform>{n}점</numerusform>
        </translation>
    </message>
    <message>
        <source>cards: {n}</source>
        <translation>카드 {n}장</translation>
    </message>
    <message>
        <source>stone on level {lv}: {p} points</source>
        <translation>{lv}층의 석재: {p}점</translation>
    </message>
    <message>
        <source>glass scores its face: {p} points</source>
        <translation>유리는 눈만큼: {p}점</translation>
    </message>
    <message>
        <source>secret until scoring</source>
        <translation>점수 계산까지 비공개</translation>
    </message>
    <message>
        <source>Skyscraper (마천루): a stack at least 5 dice tall. 2 points.</source>
        <translation>마천루 상: 주사위를 5층 이상 쌓기. 2점.</translation>
    </message>
    <message>
        <source>Structural Integrity (완전한 구조): at least 4 dice with the same number. 2 points.</source>
        <translation>완전한 구조 상: 같은 숫자의 주사위 4개 이상. 2점.</translation>
    </message>
    <message>
        <source>Geometer (기하학): every number 1 to 6 in the building. 2 points.</source>
        <translation>기하학 상: 건물에 1부터 6까지 모든 숫자. 2점.</translation>
    </message>
    <message>
        <source>Materials (자재): at least 5 dice of one colour. 2 points.</source>
        <translation>자재 상: 같은 색깔의 주사위 5개 이상. 2점.</translation>
    </message>
    <message>
        <source>Covered dice count too.</source>
        <translation>가려진 주사위도 셉니다.</translation>
    </message>
    <message>
        <source>Wood</source>
        <translation>목재</translation>
    </message>
    <message>
        <source>Recycled</source>
        <translation>재활용</translation>
    </message>
    <message>
        <source>Stone</source>
        <translation>석재</translation>
    </message>
    <message>
        <source>Glass</source>
        <translation>유리</translation>
    </message>
    <message>
        <source>2 per die touching each wood die (sides, above, below)</source>
        <translation>목재 주사위에 맞닿은 주사위마다 2점 (옆, 위, 아래)</translation>
    </message>
    <message>
        <source>by count: 1/2/3/4/5/6 green = 2/5/10/15/20/30</source>
        <translation>개수별: 녹색 1/2/3/4/5/6개 = 2/5/10/15/20/30점</translation>
    </message>
    <message>
        <source>by level: 1st 2, 2nd 3, 3rd 5, 4th+ 8</source>
        <translation>층별: 1층 2, 2층 3, 3층 5, 4층 이상 8점</translation>
    </message>
    <message>
        <source>face value of each glass die, covered or not</source>
        <translation>유리 주사위마다 눈만큼, 덮여 있어도</translation>
    </message>
    <message>
        <source>Blueprint bonus: secret until scoring</source>
        <translation>블루프린트 보너스: 점수 계산까지 비공개</translation>
    </message>
    <message>
        <source>Blueprint bonus: exact match</source>
        <translation>블루프린트 보너스: 정확히 일치</translation>
    </message>
    <message>
        <source>Blueprint bonus: heights differ</source>
        <translation>블루프린트 보너스: 높이가 다름</translation>
    </message>
    <message>
        <source>{n} green</source>
        <translation>녹색 {n}개</translation>
    </message>
    <message>
        <source>Two players: build one die and throw one away each turn</source>
        <translation>2인: 차례마다 주사위 하나는 짓고 하나는 버리기</translation>
    </message>
    <message>
        <source>Start player of round 1</source>
        <translation>1라운드 시작 플레이어</translation>
    </message>
    <message>
        <source>The rulebook lets the player who most recently visited a building site start.</source>
        <translation>규칙서에서는 가장 최근에 공사 현장을 방문한 사람이 시작합니다.</translation>
    </message>
    <message>
        <source>Random</source>
        <translation>무작위</translation>
    </message>
    <message>
        <source>Player 1</source>
        <translation>플레이어 1</translation>
    </message>
    <message>
        <source>Player 2</source>
        <translation>플레이어 2</translation>
    </message>
    <message>
        <source>Player 3</source>
        <translation>플레이어 3</translation>
    </message>
    <message>
        <source>Player 4</source>
        <translation>플레이어 4</translation>
    </message>
</context>
</TS>
