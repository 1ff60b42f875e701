<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="ko_KR" sourcelanguage="en">
<context>
    <name>ActionBar</name>
    <message>
        <source>{name} may: </source>
        <extracomment>(action, seat): seat None for the seat at the laptop an out-of-turn seat of a game with secrets asks for the laptop the out-of-turn seat at the laptop gives it back without acting what the controls were built for (rules, actions, offers, back): the same again is relabelled, not rebuilt (new controls cost a layout and a repaint of the bar) the hand-over buttons and the offers they stand for (their labels follow the state)</extracomment>
        <translation>{name} 가능: </translation>
    </message>
</context>
<context>
    <name>ActionPicker</name>
    <message>
        <source>Confirm</source>
        <extracomment>a Choice with at most this many values is a row of buttons; with more, a combo box more listed actions of one type than this are offered through one combo box the prompt is never squeezed narrower than this by the controls beside it pixels a label&apos;s size hint may exceed its lines&apos; spacing (so two lines fit their room) True in a game with secrets: the button asks for the laptop instead of acting at once a fixed text for the button (a picker&apos;s combo box already names the action)</extracomment>
        <translation>확인</translation>
    </message>
</context>
<context>
    <name>Colors</name>
    <message>
        <source>orange</source>
        <translation>주황</translation>
    </message>
    <message>
        <source>sky blue</source>
        <translation>하늘색</translation>
    </message>
    <message>
        <source>bluish green</source>
        <translation>청록색</translation>
    </message>
    <message>
        <source>yellow</source>
        <translation>노랑</translation>
    </message>
    <message>
        <source>blue</source>
        <translation>파랑</translation>
    </message>
    <message>
        <source>vermillion</source>
        <translation>주홍</translation>
    </message>
    <message>
        <source>reddish purple</source>
        <translation>자주</translation>
    </message>
    <message>
        <source>black</source>
        <translation>검정</translation>
    </message>
</context>
<context>
    <name>ErrorReporter</name>
    <message>
        <source>Something went wrong</source>
        <translation>문제가 생겼습니다</translation>
    </message>
    <message>
        <source>Something went wrong inside the app. Your game is autosaved, and you can carry on playing.</source>
        <translation>앱 안에서 문제가 생겼습니다. 게임은 자동 저장되어 있으니 계속 플레이할 수 있습니다.</translation>
    </message>
    <message>
        <source>{count} errors so far. The latest: {summary}</source>
        <translation>지금까지 오류 {count}건. 가장 최근: {summary}</translation>
    </message>
</context>
<context>
    <name>GameCard</name>
    <message>
        <source>Rules</source>
        <extracomment>the card&apos;s Rules button: read the game&apos;s rules before starting one</extracomment>
        <translation>규칙</translation>
    </message>
    <message>
        <source>Read the rules of {title}</source>
        <translation>{title} 규칙 읽기</translation>
    </message>
    <message>
        <source>This game is still being built.</source>
        <translation>이 게임은 아직 만드는 중입니다.</translation>
    </message>
    <message>
        <source>Coming soon</source>
        <translation>곧 나옵니다</translation>
    </message>
</context>
<context>
    <name>GameInfo</name>
    <message>
        <source>Buy the world&apos;s cities, build hotels, and bankrupt your friends.</source>
        <translation>세계의 도시를 사고 호텔을 지어 친구들을 파산시키세요.</translation>
    </message>
    <message>
        <source>Draft dice, stack them into a building, and score its shape.</source>
        <translation>주사위를 골라 건물로 쌓고, 그 모양으로 점수를 얻으세요.</translation>
    </message>
    <message>
        <source>Rebuild the city with eight peoples, ride the dragons, and make offerings.</source>
        <translation>여덟 종족과 함께 도시를 재건하고, 용을 부리고, 오벨리스크에 제물을 바치세요.</translation>
    </message>
    <message>
        <source>Buy whole industries, build branches and enterprises, and outlast every rival.</source>
        <translation>업종을 통째로 사들이고 지점과 기업을 세워 모든 경쟁자보다 오래 버티세요.</translation>
    </message>
    <message>
        <source>Found railway companies, trade their shares, and rebuild after the Korean War.</source>
        <translation>철도 회사를 세우고 주식을 거래하며 한국 전쟁 뒤에 다시 일으키세요.</translation>
    </message>
    <message>
        <source>Blue Marble</source>
        <translation>부루마불</translation>
    </message>
    <message>
        <source>Blueprints</source>
        <translation>블루프린트</translation>
    </message>
    <message>
        <source>Blue Moon City</source>
        <translation>블루문 시티</translation>
    </message>
    <message>
        <source>Millionaire</source>
        <translation>밀리어네어</translation>
    </message>
    <message>
        <source>18Korea</source>
        <translation>18Korea</translation>
    </message>
    <message>
        <source>Pig Race</source>
        <translation>돼지 경주</translation>
    </message>
</context>
<context>
    <name>GamePage</name>
    <message>
        <source>move {number}</source>
        <extracomment>the pause before a computer seat moves, unless the window sets its pace (Settings) the width of a side column beside the board (GameView.side_widget_beside), in pixels how long a person sees what their move did before the table is covered for the next one how long the hand-off screen shows before the next player&apos;s table is drawn beneath it: passing a laptop takes longer, and the screen is painted first the game just ended (argument: the Result) decision, prompt or history changed (menus refresh their enabled state) the pause before each computer move (Settings &gt; Computer pace) a human seat acting out of turn that has (or is being handed) the laptop the person whose moves the undo stack holds (the undo rule: `_record_undo`) set by a person&apos;s move (with animations on) for the refresh that shows it (actions so far, seat): computer seats already asked whether to act out of turn there</extracomment>
        <translation>{number}번째 수</translation>
    </message>
    <message>
        <source>{name} may act out of turn; the table waits for {waited}.</source>
        <translation>{name} 님은 차례가 아니어도 행동할 수 있습니다. 지금은 {waited} 님의 차례입니다.</translation>
    </message>
    <message>
        <source>{prompt} (the computer is thinking…)</source>
        <translation>{prompt} (컴퓨터가 생각하는 중…)</translation>
    </message>
    <message>
        <source>Not now: back to {waited}</source>
        <translation>나중에 하기: {waited} 님에게 돌려주기</translation>
    </message>
    <message>
        <source>The game is over.</source>
        <translation>게임이 끝났습니다.</translation>
    </message>
    <message>
        <source>Game over: a draw.</source>
        <translation>게임 종료: 무승부입니다.</translation>
    </message>
    <message>
        <source>Game over: {winners} won.</source>
        <translation>게임 종료: {winners} 승리.</translation>
    </message>
    <message>
        <source>Wait: it is not your turn to act.</source>
        <translation>잠깐만요: 지금은 당신 차례가 아닙니다.</translation>
    </message>
    <message>
        <source>The game could not be autosaved: {reason}</source>
        <translation>게임을 자동 저장하지 못했습니다: {reason}</translation>
    </message>
</context>
<context>
    <name>HandoffOverlay</name>
    <message>
        <source>Pass the laptop to {name}</source>
        <translation>{name}에게 노트북을 넘겨 주세요</translation>
    </message>
    <message>
        <source>Everyone else, please look away: {name}&apos;s secrets will be on the screen.</source>
        <translation>다른 분들은 잠시 화면에서 눈을 돌려 주세요. {name}의 비밀이 화면에 나옵니다.</translation>
    </message>
    <message>
        <source>I am {name}: show the table</source>
        <translation>제가 {name}입니다: 테이블 보기</translation>
    </message>
</context>
<context>
    <name>Launcher</name>
    <message>
        <source>{n} players</source>
        <translation>{n}명</translation>
    </message>
    <message>
        <source>{lo}–{hi} players</source>
        <translation>{lo}–{hi}명</translation>
    </message>
    <message>
        <source>Board Games</source>
        <translation>보드게임</translation>
    </message>
    <message>
        <source>Friends around one laptop. Pick a game: the app teaches the rules as you play.</source>
        <translation>노트북 한 대에 친구들이 모였다면, 게임을 고르세요. 플레이하면서 규칙을 알려 드립니다.</translation>
    </message>
    <message>
        <source>Open saved game…</source>
        <translation>저장된 게임 열기…</translation>
    </message>
    <message>
        <source>Hot-seat play · colour-blind safe player colours · English, 한국어, Русский</source>
        <translation>한 컴퓨터에서 번갈아 플레이 · 색각 이상에도 구별되는 플레이어 색 · English, 한국어, Русский</translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message>
        <source>&amp;File</source>
        <translation>파일(&amp;F)</translation>
    </message>
    <message>
        <source>&amp;New game…</source>
        <translation>새 게임(&amp;N)…</translation>
    </message>
    <message>
        <source>&amp;Open…</source>
        <translation>열기(&amp;O)…</translation>
    </message>
    <message>
        <source>&amp;Save</source>
        <translation>저장(&amp;S)</translation>
    </message>
    <message>
        <source>Save &amp;As…</source>
        <translation>다른 이름으로 저장(&amp;A)…</translation>
    </message>
    <message>
        <source>Open &amp;Recent</source>
        <translation>최근 게임 열기(&amp;R)</translation>
    </message>
    <message>
        <source>&amp;Close game</source>
        <translation>게임 닫기(&amp;C)</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>끝내기(&amp;Q)</translation>
    </message>
    <message>
        <source>&amp;Edit</source>
        <translation>편집(&amp;E)</translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation>보기(&amp;V)</translation>
    </message>
    <message>
        <source>Zoom &amp;in</source>
        <translation>확대(&amp;I)</translation>
    </message>
    <message>
        <source>Zoom &amp;out</source>
        <translation>축소(&amp;O)</translation>
    </message>
    <message>
        <source>&amp;Fit the board</source>
        <translation>보드를 창에 맞추기(&amp;F)</translation>
    </message>
    <message>
        <source>F&amp;ull screen</source>
        <translation>전체 화면(&amp;U)</translation>
    </message>
    <message>
        <source>Players</source>
        <translation>플레이어</translation>
    </message>
    <message>
        <source>Game log</source>
        <translation>게임 기록</translation>
    </message>
    <message>
        <source>&amp;Settings</source>
        <translation>설정(&amp;S)</translation>
    </message>
    <message>
        <source>&amp;Language</source>
        <translation>언어(&amp;L)</translation>
    </message>
    <message>
        <source>&amp;Animations</source>
        <translation>애니메이션(&amp;A)</translation>
    </message>
    <message>
        <source>Off</source>
        <translation>끄기</translation>
    </message>
    <message>
        <source>Fast</source>
        <translation>빠르게</translation>
    </message>
    <message>
        <source>Normal</source>
        <translation>보통</translation>
    </message>
    <message>
        <source>Slow</source>
        <translation>느리게</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>도움말(&amp;H)</translation>
    </message>
    <message>
        <source>Take back your own moves since the dice or a card last showed something (with free undo, chosen for a friendly game when it starts: any move).</source>
        <extracomment>saved games are JSON; the installers tie &quot;.bgsave&quot; to the app (pyproject.toml&apos;s [tool.boardgames.bundle] save_extension), older saves are &quot;.bgsave.json&quot; or &quot;.json&quot; a window narrower than this shows the Players and Game log docks as two tabs of one column on the left, so the board and its game&apos;s column keep the width of the other the docks&apos; saved arrangement of an older version is not restored (1: saved before the narrow-window rule, which a laptop&apos;s first game after the update then applies once)</extracomment>
        <translation>주사위나 카드가 마지막으로 무언가를 보여 준 뒤에 둔 자기 수만 되돌립니다 (게임을 시작할 때 친선 게임으로 자유 되돌리기를 고르면 어떤 수든 되돌립니다).</translation>
    </message>
    <message>
        <source>&amp;Computer pace</source>
        <translation>컴퓨터 속도(&amp;C)</translation>
    </message>
    <message>
        <source>Instant</source>
        <translation>즉시</translation>
    </message>
    <message>
        <source>Brisk</source>
        <translation>빠르게</translation>
    </message>
    <message>
        <source>&amp;Rules of this game</source>
        <translation>이 게임의 규칙(&amp;R)</translation>
    </message>
    <message>
        <source>&amp;About</source>
        <translation>정보(&amp;A)</translation>
    </message>
    <message>
        <source>Board Games</source>
        <translation>보드게임</translation>
    </message>
    <message>
        <source>unsaved game</source>
        <translation>저장하지 않은 게임</translation>
    </message>
    <message>
        <source>{title} · seed {seed} · move {moves}</source>
        <translation>{title} · 시드 {seed} · {moves}번째 수</translation>
    </message>
    <message>
        <source>Close this game?</source>
        <translation>이 게임을 닫을까요?</translation>
    </message>
    <message>
        <source>The moves since the last save will be lost.</source>
        <translation>마지막으로 저장한 뒤에 둔 수는 사라집니다.</translation>
    </message>
    <message>
        <source>Open a saved game</source>
        <translation>저장된 게임 열기</translation>
    </message>
    <message>
        <source>Saved games ({patterns})</source>
        <translation>저장된 게임 ({patterns})</translation>
    </message>
    <message>
        <source>This game cannot be opened</source>
        <extracomment>set by bench/startup.py: print &quot;shown&quot; and the CPU time once the first frame is painted, then quit</extracomment>
        <translation>이 게임을 열 수 없습니다</translation>
    </message>
    <message>
        <source>Save the game</source>
        <translation>게임 저장</translation>
    </message>
    <message>
        <source>The game was not saved</source>
        <translation>게임을 저장하지 못했습니다</translation>
    </message>
    <message>
        <source>The file could not be written: {reason}.</source>
        <translation>파일을 쓸 수 없습니다: {reason}.</translation>
    </message>
    <message>
        <source>Saved to {path}</source>
        <translation>{path}에 저장했습니다</translation>
    </message>
    <message>
        <source>No recent games</source>
        <translation>최근 게임 없음</translation>
    </message>
    <message>
        <source>Clear the list</source>
        <translation>목록 지우기</translation>
    </message>
    <message>
        <source>About Board Games</source>
        <translation>보드게임 정보</translation>
    </message>
    <message>
        <source>Blue Marble, Blueprints and Blue Moon City for friends around one laptop. The app knows the rules and explains every move it refuses.</source>
        <translation>노트북 한 대에 둘러앉은 친구들을 위한 부루마불, 블루프린트, 블루문 시티. 앱이 규칙을 알고 있어서, 받아들이지 않는 수마다 이유를 설명합니다.</translation>
    </message>
</context>
<context>
    <name>NewGameDialog</name>
    <message>
        <source>Player {n}</source>
        <translation>플레이어 {n}</translation>
    </message>
    <message>
        <source>Human</source>
        <translation>사람</translation>
    </message>
    <message>
        <source>Computer</source>
        <translation>컴퓨터</translation>
    </message>
    <message>
        <source>Seat {n}</source>
        <translation>{n}번 자리</translation>
    </message>
    <message>
        <source>New game: {title}</source>
        <translation>새 게임: {title}</translation>
    </message>
    <message>
        <source>Number of players</source>
        <translation>플레이어 수</translation>
    </message>
    <message>
        <source>Players</source>
        <translation>플레이어</translation>
    </message>
    <message>
        <source>Variants</source>
        <translation>변형 규칙</translation>
    </message>
    <message>
        <source>Free undo (friendly game)</source>
        <translation>자유 되돌리기 (친선 게임)</translation>
    </message>
    <message>
        <source>Off: Undo takes back only your own moves since the dice or a card last showed something, so nobody can undo a roll to learn the next one. On: Undo takes back anything.</source>
        <translation>끔: 되돌리기는 주사위나 카드가 마지막으로 무언가를 보여 준 뒤에 둔 자기 수만 되돌리므로, 누구도 주사위를 되돌려 다음 결과를 미리 알 수 없습니다. 켬: 무엇이든 되돌립니다.</translation>
    </message>
    <message>
        <source>Seed</source>
        <translation>시드</translation>
    </message>
    <message>
        <source>random</source>
        <translation>무작위</translation>
    </message>
    <message>
        <source>The same seed and the same moves give the same dice and cards.</source>
        <translation>시드와 수가 같으면 주사위와 카드도 똑같이 나옵니다.</translation>
    </message>
    <message>
        <source>Start game</source>
        <translation>게임 시작</translation>
    </message>
</context>
<context>
    <name>PlayerCard</name>
    <message>
        <source>Colour: {colour}</source>
        <translation>색: {colour}</translation>
    </message>
    <message>
        <source>computer</source>
        <extracomment>the card&apos;s ground and edge, lit and unlit (painted by the card: a style sheet set on every change of turn re-polished the whole card, about 9 ms a move)</extracomment>
        <translation>컴퓨터</translation>
    </message>
    <message>
        <source>to play</source>
        <translation>차례</translation>
    </message>
</context>
<context>
    <name>ResultDialog</name>
    <message>
        <source>Game over</source>
        <translation>게임 종료</translation>
    </message>
    <message>
        <source>{winners} won!</source>
        <translation>{winners} 승리!</translation>
    </message>
    <message>
        <source>A draw!</source>
        <translation>무승부!</translation>
    </message>
    <message>
        <source> (time limit)</source>
        <translation> (시간 제한)</translation>
    </message>
    <message>
        <source>Place</source>
        <translation>순위</translation>
    </message>
    <message>
        <source>Player</source>
        <translation>플레이어</translation>
    </message>
    <message>
        <source>New game</source>
        <translation>새 게임</translation>
    </message>
</context>
<context>
    <name>ResumeBanner</name>
    <message>
        <source>Resume</source>
        <translation>이어하기</translation>
    </message>
    <message>
        <source>Discard</source>
        <translation>버리기</translation>
    </message>
    <message>
        <source>a game</source>
        <translation>게임</translation>
    </message>
    <message>
        <source>An unfinished game was found, but its autosave {path} is damaged: {problem}</source>
        <translation>끝나지 않은 게임을 찾았지만 자동 저장 파일 {path}이(가) 손상되었습니다: {problem}</translation>
    </message>
    <message>
        <source>Your last game of {title} was not finished ({players}; {moves} moves).</source>
        <translation>지난번 {title} 게임이 끝나지 않았습니다 ({players}, {moves}수 진행).</translation>
    </message>
</context>
<context>
    <name>RulesBrowser</name>
    <message>
        <source>This game has no rules text yet.</source>
        <translation>이 게임은 아직 규칙 설명이 없습니다.</translation>
    </message>
    <message>
        <source>Variants</source>
        <translation>변형 규칙</translation>
    </message>
    <message>
        <source>Rules: {title}</source>
        <translation>규칙: {title}</translation>
    </message>
</context>
<context>
    <name>dialogs</name>
    <message>
        <source>: your bid</source>
        <translation>: 값을 부를 차례</translation>
    </message>
    <message>
        <source>Pass</source>
        <translation>포기</translation>
    </message>
    <message>
        <source>Bid {amount}</source>
        <translation>{amount} 부르기</translation>
    </message>
    <message>
        <source>Bid</source>
        <translation>부르기</translation>
    </message>
    <message>
        <source>+{amount}</source>
        <translation>+{amount}</translation>
    </message>
    <message>
        <source>nothing</source>
        <translation>없음</translation>
    </message>
    <message>
        <source>You give</source>
        <translation>주는 것</translation>
    </message>
    <message>
        <source>You get</source>
        <translation>받는 것</translation>
    </message>
    <message>
        <source>Offer the trade</source>
        <translation>거래 제안하기</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>취소</translation>
    </message>
    <message>
        <source>You get from {name}</source>
        <translation>{name}에게서 받는 것</translation>
    </message>
    <message>
        <source>Accept</source>
        <translation>수락</translation>
    </message>
    <message>
        <source>Reject</source>
        <translation>거절</translation>
    </message>
    <message>
        <source> offers {partner} a trade</source>
        <translation>이(가) {partner}에게 거래를 제안합니다</translation>
    </message>
    <message>
        <source>You give: {items}</source>
        <translation>주는 것: {items}</translation>
    </message>
    <message>
        <source>You get: {items}</source>
        <translation>받는 것: {items}</translation>
    </message>
    <message>
        <source>trades with</source>
        <translation>거래 상대</translation>
    </message>
    <message>
        <source>money: </source>
        <translation>돈: </translation>
    </message>
    <message>
        <source>nothing to trade</source>
        <translation>거래할 것이 없음</translation>
    </message>
</context>
<context>
    <name>engine</name>
    <message>
        <source>The game is over.</source>
        <translation>게임이 끝났습니다.</translation>
    </message>
    <message>
        <source>That is not a move of this game.</source>
        <translation>이 게임에 없는 수입니다.</translation>
    </message>
    <message>
        <source>{who}, it is not your move now: the table waits for {waited}.</source>
        <translation>{who}님, 지금은 차례가 아닙니다. {waited}님의 차례입니다.</translation>
    </message>
    <message>
        <source>That move is not allowed now. {prompt}</source>
        <translation>지금은 그 수를 둘 수 없습니다. {prompt}</translation>
    </message>
    <message>
        <source>Score</source>
        <translation>점수</translation>
    </message>
</context>
</TS>
