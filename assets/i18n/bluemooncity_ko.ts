<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="ko_KR" sourcelanguage="en">
<context>
    <name>BlueMoonCityView</name>
    <message>
        <source>red dragon</source>
        <translation>빨간색 용</translation>
    </message>
    <message>
        <source>green dragon</source>
        <translation>초록색 용</translation>
    </message>
    <message>
        <source>blue dragon</source>
        <translation>파란색 용</translation>
    </message>
    <message>
        <source>fly or +2 steps</source>
        <translation>날기 또는 +2칸</translation>
    </message>
    <message>
        <source>wild 1</source>
        <translation>아무 색 1</translation>
    </message>
    <message>
        <source>two = wild 3</source>
        <translation>두 장 = 아무 색 3</translation>
    </message>
    <message>
        <source>recolour cards</source>
        <translation>카드 색 바꾸기</translation>
    </message>
    <message>
        <source>one more offering</source>
        <translation>봉헌 한 번 더</translation>
    </message>
    <message>
        <source>The {colour} dragon. {name} cards move it. Contributing where it stands earns a golden scale.</source>
        <translation>{colour} 용. {name} 카드로 움직입니다. 용이 있는 곳에서 기여하면 황금 비늘을 얻습니다.</translation>
    </message>
    <message>
        <source>The obelisk: {goal} offerings win.</source>
        <translation>오벨리스크: 봉헌 {goal}번이면 승리합니다.</translation>
    </message>
    <message>
        <source>{people} ({colour}), value {value}.</source>
        <translation>{people} ({colour}), 값 {value}.</translation>
    </message>
    <message>
        <source>{n} of {total} left</source>
        <translation>{total}개 중 {n}개 남음</translation>
    </message>
    <message>
        <source>nothing</source>
        <translation>없음</translation>
    </message>
    <message>
        <source>The courtyard: everyone starts here. Standing here, offer crystals to the obelisk.</source>
        <translation>안뜰: 모두 여기서 시작합니다. 여기 서 있으면 오벨리스크에 크리스탈을 봉헌합니다.</translation>
    </message>
    <message>
        <source>{building}. Boxes (left to right): {boxes}.</source>
        <translation>{building}. 칸 (왼쪽부터): {boxes}.</translation>
    </message>
    <message>
        <source>Majority bonus (most markers; a tie goes to the farther-left marker): {r}.</source>
        <translation>과반 보너스 (마커가 가장 많은 사람, 같으면 더 왼쪽 마커): {r}.</translation>
    </message>
    <message>
        <source>Construction bonus, to every contributor: {r}.</source>
        <translation>건설 보너스, 기여한 모두에게: {r}.</translation>
    </message>
    <message>
        <source>Neighbourhood bonus, once rebuilt, to each contributor of a neighbour completed later: {r}.</source>
        <translation>이웃 보너스, 재건된 뒤 나중에 완성되는 이웃 건물에 기여한 사람마다: {r}.</translation>
    </message>
    <message>
        <source>Pay</source>
        <translation>내기</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>취소</translation>
    </message>
    <message>
        <source>Draw {n}</source>
        <translation>{n}장 뽑기</translation>
    </message>
    <message>
        <source>A people card, face down.</source>
        <translation>뒷면으로 놓인 종족 카드.</translation>
    </message>
    <message>
        <source>Golden scales</source>
        <translation>황금 비늘</translation>
    </message>
    <message>
        <source>Dragons beside the city</source>
        <translation>도시 옆의 용</translation>
    </message>
    <message>
        <source>Peoples</source>
        <translation>종족</translation>
    </message>
    <message>
        <source>Deck · {n}</source>
        <translation>카드 더미 · {n}</translation>
    </message>
    <message>
        <source>Discard · {n}</source>
        <translation>버린 카드 · {n}</translation>
    </message>
    <message>
        <source>Game over: {who} won: {reason}.</source>
        <translation>게임 끝: {who} 승리: {reason}.</translation>
    </message>
    <message numerus="yes">
        <source>Move: click a glowing tile (up to {n} steps), or play a glowing power card.</source>
        <translation>
            <numerusform>이동: 빛나는 타일을 누르거나 (최대 {n}칸), 빛나는 능력 카드를 내세요.</numerusform>
        </translation>
    </message>
    <message>
        <source>Contribute: click a glowing box to pay it, or end the phase.</source>
        <translation>기여: 빛나는 칸을 눌러 내거나 단계를 마치세요.</translation>
    </message>
    <message>
        <source>Reset: pick up to 2 cards to discard (or none), then draw.</source>
        <translation>카드 교체: 버릴 카드를 2장까지 고르고 (안 골라도 됩니다) 카드를 뽑으세요.</translation>
    </message>
    <message>
        <source>Assembly Hall: click any tile to jump there, or stay.</source>
        <translation>집회장: 아무 타일이나 눌러 그곳으로 뛰거나 머무르세요.</translation>
    </message>
    <message>
        <source>Cards pay {paid} of {value}, {lost} lost</source>
        <translation>카드 {paid}/{value}, {lost} 버려짐</translation>
    </message>
    <message>
        <source>Cards pay {paid} of {value}</source>
        <translation>카드 {paid}/{value}</translation>
    </message>
    <message numerus="yes">
        <source>{n} crystals</source>
        <translation>
            <numerusform>크리스탈 {n}개</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{n} golden scales</source>
        <translation>
            <numerusform>황금 비늘 {n}개</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{n} cards</source>
        <translation>
            <numerusform>카드 {n}장</numerusform>
        </translation>
    </message>
    <message>
        <source>Standing on the courtyard, offer {cost} crystals for the lowest free box.</source>
        <translation>안뜰에 서서 비어 있는 가장 낮은 칸에 크리스탈 {cost}개를 봉헌하세요.</translation>
    </message>
    <message>
        <source>Power ({phase} phase): {power}</source>
        <translation>능력 ({phase} 단계): {power}</translation>
    </message>
    <message>
        <source>the next scale triggers scoring</source>
        <translation>다음 비늘에서 점수 계산</translation>
    </message>
    <message>
        <source>all three fly over the city</source>
        <translation>셋 모두 도시 위를 납니다</translation>
    </message>
    <message>
        <source>The game is over.</source>
        <translation>게임이 끝났습니다.</translation>
    </message>
    <message>
        <source>Game over: {reason}.</source>
        <translation>게임 끝: {reason}.</translation>
    </message>
    <message>
        <source>Click any tile: the {dragon} dragon flies there.</source>
        <translation>아무 타일이나 누르세요: {dragon} 용이 그곳으로 날아갑니다.</translation>
    </message>
    <message>
        <source>Click a glowing tile: the {dragon} dragon walks there (up to {n} steps).</source>
        <translation>빛나는 타일을 누르세요: {dragon} 용이 그곳으로 걸어갑니다 (최대 {n}칸).</translation>
    </message>
    <message>
        <source>Click any tile: your figure flies there.</source>
        <translation>아무 타일이나 누르세요: 말이 그곳으로 날아갑니다.</translation>
    </message>
    <message>
        <source>No steps left: play a glowing power card, or end the movement.</source>
        <translation>남은 걸음이 없습니다. 빛나는 능력 카드를 내거나 이동을 마치세요.</translation>
    </message>
    <message>
        <source>Pay the box: the cheapest cards are raised; click cards to change them, then Pay.</source>
        <translation>칸 내기: 가장 싼 카드가 올라와 있습니다. 카드를 눌러 바꾼 뒤 내기를 누르세요.</translation>
    </message>
    <message>
        <source>Courtyard: click the next obelisk box to offer crystals, or end the phase.</source>
        <translation>안뜰: 오벨리스크의 다음 칸을 눌러 크리스탈을 봉헌하거나 단계를 마치세요.</translation>
    </message>
    <message>
        <source>{building}: {people} box {value}</source>
        <translation>{building}: {people} 칸 {value}</translation>
    </message>
    <message>
        <source>Wait: it is {name}&apos;s turn.</source>
        <translation>기다리세요: {name} 차례입니다.</translation>
    </message>
    <message>
        <source>Player {n}</source>
        <translation>플레이어 {n}</translation>
    </message>
    <message>
        <source>Discard {d}, draw {n}</source>
        <translation>{d}장 버리고 {n}장 뽑기</translation>
    </message>
    <message>
        <source>Offered! A glowing Pillar card makes a further offering; or end the phase.</source>
        <translation>봉헌했습니다! 빛나는 Pillar 카드로 한 번 더 봉헌하거나 단계를 마치세요.</translation>
    </message>
    <message>
        <source>Dragons give</source>
        <translation>용이 주는 것</translation>
    </message>
    <message>
        <source>Completes it! You get</source>
        <translation>완성! 받는 것</translation>
    </message>
    <message>
        <source>you</source>
        <translation>당신</translation>
    </message>
    <message numerus="yes">
        <source>{n} more boxes to rebuild</source>
        <translation>
            <numerusform>재건까지 {n}칸 남음</numerusform>
        </translation>
    </message>
    <message>
        <source>Last scale of the pool: golden scales are scored</source>
        <translation>마지막 비늘: 황금 비늘 점수 계산</translation>
    </message>
    <message>
        <source>Dragons: 1st box only</source>
        <translation>용: 첫 칸에만</translation>
    </message>
    <message>
        <source>Majority bonus: {who}</source>
        <translation>과반 보너스: {who}</translation>
    </message>
    <message>
        <source>to neighbours</source>
        <translation>이웃에게</translation>
    </message>
    <message>
        <source>Obelisk</source>
        <translation>오벨리스크</translation>
    </message>
    <message>
        <source>Pay {value} with cards of any one people (Royal Palace).</source>
        <translation>한 종족의 카드로 {value}을(를) 내세요 (왕궁).</translation>
    </message>
    <message>
        <source>Pay {value} with {people} cards ({colour}); Khind counts 1 and two Mimix 1s or 2s count 3 in any colour, Hoax recolours.</source>
        <translation>{people} 카드({colour})로 {value}을(를) 내세요. Khind는 아무 색 1, Mimix 1이나 2 두 장은 아무 색 3이고, Hoax는 색을 바꿉니다.</translation>
    </message>
    <message>
        <source>Courtyard</source>
        <translation>안뜰</translation>
    </message>
    <message>
        <source>offer crystals here</source>
        <translation>여기서 크리스탈 봉헌</translation>
    </message>
    <message>
        <source>next</source>
        <translation>다음</translation>
    </message>
    <message>
        <source>Royal Palace</source>
        <translation>왕궁</translation>
    </message>
    <message>
        <source>Fire Temple</source>
        <translation>불의 신전</translation>
    </message>
    <message>
        <source>Earth Temple</source>
        <translation>땅의 신전</translation>
    </message>
    <message>
        <source>Water Temple</source>
        <translation>물의 신전</translation>
    </message>
    <message>
        <source>Aqueduct</source>
        <translation>수도교</translation>
    </message>
    <message>
        <source>Market Hall</source>
        <translation>시장</translation>
    </message>
    <message>
        <source>University</source>
        <translation>대학</translation>
    </message>
    <message>
        <source>City Residence</source>
        <translation>시 관저</translation>
    </message>
    <message>
        <source>Hospice</source>
        <translation>구호소</translation>
    </message>
    <message>
        <source>Citadel</source>
        <translation>성채</translation>
    </message>
    <message>
        <source>Watchtower</source>
        <translation>망루</translation>
    </message>
    <message>
        <source>Great Hall</source>
        <translation>대강당</translation>
    </message>
    <message>
        <source>Library</source>
        <translation>도서관</translation>
    </message>
    <message>
        <source>Trading House</source>
        <translation>상관</translation>
    </message>
    <message>
        <source>Flight Tower</source>
        <translation>비행탑</translation>
    </message>
    <message>
        <source>Monastery Tower</source>
        <translation>수도원 탑</translation>
    </message>
    <message>
        <source>Caravanserai</source>
        <translation>대상 숙소</translation>
    </message>
    <message>
        <source>Thermae</source>
        <translation>공중목욕탕</translation>
    </message>
    <message>
        <source>Iron Foundry</source>
        <translation>제철소</translation>
    </message>
    <message>
        <source>Mill</source>
        <translation>방앗간</translation>
    </message>
    <message>
        <source>Hospital</source>
        <translation>병원</translation>
    </message>
    <message>
        <source>Assembly Hall</source>
        <translation>집회장</translation>
    </message>
    <message>
        <source>Golden Shrine</source>
        <translation>황금 성소</translation>
    </message>
    <message>
        <source>Observatory</source>
        <translation>천문대</translation>
    </message>
    <message>
        <source>black</source>
        <translation>검은색</translation>
    </message>
    <message>
        <source>movement</source>
        <translation>이동</translation>
    </message>
    <message>
        <source>Fly the red dragon onto any tile (from the city or from beside it).</source>
        <translation>빨간색 용을 아무 타일로 날립니다 (도시 안에서든 옆에서든).</translation>
    </message>
    <message>
        <source>Move the red dragon up to 3 orthogonal steps (it must already be in the city).</source>
        <translation>빨간색 용을 가로세로로 3칸까지 옮깁니다 (이미 도시 안에 있어야 합니다).</translation>
    </message>
    <message>
        <source>red</source>
        <translation>빨간색</translation>
    </message>
    <message>
        <source>Fly the green dragon onto any tile (from the city or from beside it).</source>
        <translation>초록색 용을 아무 타일로 날립니다 (도시 안에서든 옆에서든).</translation>
    </message>
    <message>
        <source>Move the green dragon up to 3 orthogonal steps (it must already be in the city).</source>
        <translation>초록색 용을 가로세로로 3칸까지 옮깁니다 (이미 도시 안에 있어야 합니다).</translation>
    </message>
    <message>
        <source>green</source>
        <translation>초록색</translation>
    </message>
    <message>
        <source>blue</source>
        <translation>파란색</translation>
    </message>
    <message>
        <source>Fly the blue dragon onto any tile (from the city or from beside it).</source>
        <translation>파란색 용을 아무 타일로 날립니다 (도시 안에서든 옆에서든).</translation>
    </message>
    <message>
        <source>Move the blue dragon up to 3 orthogonal steps (it must already be in the city).</source>
        <translation>파란색 용을 가로세로로 3칸까지 옮깁니다 (이미 도시 안에 있어야 합니다).</translation>
    </message>
    <message>
        <source>grey</source>
        <translation>회색</translation>
    </message>
    <message>
        <source>Move your figure to any tile of the city.</source>
        <translation>말을 도시의 아무 타일로 옮깁니다.</translation>
    </message>
    <message>
        <source>Move your figure up to 2 extra steps this turn.</source>
        <translation>이번 차례에 말을 2칸까지 더 옮깁니다.</translation>
    </message>
    <message>
        <source>contribution</source>
        <translation>기여</translation>
    </message>
    <message>
        <source>Counts as a value 1 of any colour in a contribution.</source>
        <translation>기여할 때 아무 색의 값 1로 칩니다.</translation>
    </message>
    <message>
        <source>brown</source>
        <translation>갈색</translation>
    </message>
    <message>
        <source>Two Mimix cards of value 1 or 2 together count as a value 3 of any colour.</source>
        <translation>값 1이나 2인 Mimix 카드 두 장을 함께 내면 아무 색의 값 3으로 칩니다.</translation>
    </message>
    <message>
        <source>white</source>
        <translation>흰색</translation>
    </message>
    <message>
        <source>Recolour up to 4 cards that share one colour, for one contribution.</source>
        <translation>같은 색의 카드를 4장까지 한 번의 기여 동안 다른 색으로 바꿉니다.</translation>
    </message>
    <message>
        <source>Recolour 1 card, for one contribution.</source>
        <translation>카드 1장을 한 번의 기여 동안 다른 색으로 바꿉니다.</translation>
    </message>
    <message>
        <source>yellow</source>
        <translation>노란색</translation>
    </message>
    <message>
        <source>After an offering, make one more offering paying 1 crystal more than its box.</source>
        <translation>봉헌한 뒤, 칸 값보다 크리스탈 1개를 더 내고 한 번 더 봉헌합니다.</translation>
    </message>
    <message>
        <source>After an offering, make one more offering paying 2 crystals more than its box.</source>
        <translation>봉헌한 뒤, 칸 값보다 크리스탈 2개를 더 내고 한 번 더 봉헌합니다.</translation>
    </message>
    <message>
        <source>Ending your turn here, draw 2 extra cards.</source>
        <translation>여기서 차례를 마치면 카드를 2장 더 뽑습니다.</translation>
    </message>
    <message>
        <source>Ending your turn here, you may jump your figure to any other tile.</source>
        <translation>여기서 차례를 마치면 말을 다른 아무 타일로 뛰게 할 수 있습니다.</translation>
    </message>
    <message>
        <source>You may make your offering to the obelisk from here, paying 1 crystal more.</source>
        <translation>여기서 크리스탈 1개를 더 내고 오벨리스크에 봉헌할 수 있습니다.</translation>
    </message>
</context>
<context>
    <name>bluemooncity</name>
    <message>
        <source>any people</source>
        <translation>아무 종족</translation>
    </message>
    <message>
        <source>the Courtyard</source>
        <translation>안뜰</translation>
    </message>
    <message>
        <source>Play a Vulca, Terrah or Aqua card to move a dragon.</source>
        <translation>용을 움직이려면 Vulca, Terrah, Aqua 카드를 내세요.</translation>
    </message>
    <message>
        <source>There is no power waiting for a target.</source>
        <translation>목표를 기다리는 능력이 없습니다.</translation>
    </message>
    <message>
        <source>Choose up to two cards to discard: the reset cannot be skipped.</source>
        <translation>버릴 카드를 2장까지 고르세요. 카드 교체는 건너뛸 수 없습니다.</translation>
    </message>
    <message>
        <source>Offerings to the obelisk are made on the Courtyard: walk there first.</source>
        <translation>오벨리스크 봉헌은 안뜰에서 합니다. 먼저 그곳으로 가세요.</translation>
    </message>
    <message>
        <source>Only one offering per turn; a Pillar card of value 1 or 2 allows one more.</source>
        <translation>봉헌은 차례마다 한 번입니다. 값 1이나 2인 Pillar 카드가 있으면 한 번 더 할 수 있습니다.</translation>
    </message>
    <message>
        <source>You have no marker left, so you cannot make an offering.</source>
        <translation>남은 마커가 없어 봉헌할 수 없습니다.</translation>
    </message>
    <message>
        <source>The obelisk is full.</source>
        <translation>오벨리스크가 가득 찼습니다.</translation>
    </message>
    <message>
        <source>The next obelisk box costs {cost} crystals and you have {have}.</source>
        <translation>오벨리스크의 다음 칸은 크리스탈 {cost}개인데 {have}개뿐입니다.</translation>
    </message>
    <message>
        <source>That is not a move of Blue Moon City.</source>
        <translation>Blue Moon City의 수가 아닙니다.</translation>
    </message>
    <message>
        <source>That move is missing a detail or has one too many.</source>
        <translation>이 수에는 빠진 부분이나 남는 부분이 있습니다.</translation>
    </message>
    <message>
        <source>First choose the target of the power you played, or cancel it.</source>
        <translation>먼저 낸 능력의 목표를 고르거나 취소하세요.</translation>
    </message>
    <message>
        <source>First choose where the dragon goes, or cancel the power.</source>
        <translation>먼저 용이 갈 곳을 고르거나 능력을 취소하세요.</translation>
    </message>
    <message>
        <source>Figures move only onto tiles of the city.</source>
        <translation>말은 도시의 타일로만 움직입니다.</translation>
    </message>
    <message numerus="yes">
        <source>You can move only {steps} more orthogonal steps (no diagonals); a grey Flit card takes you farther.</source>
        <translation>
            <numerusform>가로세로로 {steps}칸만 더 갈 수 있습니다 (대각선 안 됨). 회색 Flit 카드가 있으면 더 멀리 갑니다.</numerusform>
        </translation>
    </message>
    <message>
        <source>Dragons land only on tiles of the city.</source>
        <translation>용은 도시의 타일에만 내려앉습니다.</translation>
    </message>
    <message>
        <source>With a value-2 card the dragon moves 1 to {n} orthogonal steps.</source>
        <translation>값 2 카드로는 용이 가로세로로 1~{n}칸 움직입니다.</translation>
    </message>
    <message>
        <source>You can only play cards from your hand.</source>
        <translation>손에 든 카드만 낼 수 있습니다.</translation>
    </message>
    <message>
        <source>Cards of value 3 have no power.</source>
        <translation>값 3 카드에는 능력이 없습니다.</translation>
    </message>
    <message>
        <source>{people} cards work in the contribution phase, as part of paying a box or an offering.</source>
        <translation>{people} 카드는 기여 단계에서 칸이나 봉헌을 낼 때 씁니다.</translation>
    </message>
    <message>
        <source>The {dragon} dragon is still beside the city: only a value-1 card can fly it in.</source>
        <translation>{dragon} 용은 아직 도시 옆에 있습니다. 값 1 카드로만 날아 들어올 수 있습니다.</translation>
    </message>
    <message>
        <source>An offering uses no card, or one Pillar card.</source>
        <translation>봉헌에는 카드를 쓰지 않거나 Pillar 카드 한 장만 씁니다.</translation>
    </message>
    <message>
        <source>You can only discard cards from your hand.</source>
        <translation>손에 든 카드만 버릴 수 있습니다.</translation>
    </message>
    <message>
        <source>In the reset phase you may discard at most two cards.</source>
        <translation>카드 교체 단계에서는 2장까지만 버릴 수 있습니다.</translation>
    </message>
    <message>
        <source>Moving and the powers of Vulca, Terrah, Aqua and Flit belong to the movement phase.</source>
        <translation>이동과 Vulca, Terrah, Aqua, Flit의 능력은 이동 단계에 씁니다.</translation>
    </message>
    <message>
        <source>Contributions and offerings belong to the contribution phase.</source>
        <translation>기여와 봉헌은 기여 단계에 합니다.</translation>
    </message>
    <message>
        <source>Cards are discarded for new ones in the reset phase.</source>
        <translation>카드는 카드 교체 단계에서 버리고 새로 뽑습니다.</translation>
    </message>
    <message>
        <source>You can contribute only to the building your figure stands on.</source>
        <translation>말이 서 있는 건물에만 기여할 수 있습니다.</translation>
    </message>
    <message>
        <source>The Courtyard has no boxes: here you make an offering to the obelisk.</source>
        <translation>안뜰에는 칸이 없습니다. 여기서는 오벨리스크에 봉헌합니다.</translation>
    </message>
    <message>
        <source>This building is already rebuilt.</source>
        <translation>이 건물은 이미 재건되었습니다.</translation>
    </message>
    <message>
        <source>This building has no such box.</source>
        <translation>이 건물에는 그런 칸이 없습니다.</translation>
    </message>
    <message>
        <source>That box already holds a marker.</source>
        <translation>그 칸에는 이미 마커가 있습니다.</translation>
    </message>
    <message>
        <source>You have no marker left, so you cannot contribute.</source>
        <translation>남은 마커가 없어 기여할 수 없습니다.</translation>
    </message>
    <message>
        <source>Pay with cards from your hand.</source>
        <translation>손에 든 카드로 내세요.</translation>
    </message>
    <message>
        <source>Every card must count: use {people} cards, Khind as a wild 1, two Mimix as a wild 3, or Hoax to recolour.</source>
        <translation>모든 카드가 쓰여야 합니다: {people} 카드, 아무 색 1인 Khind, 아무 색 3인 Mimix 두 장, 또는 색을 바꾸는 Hoax를 쓰세요.</translation>
    </message>
    <message>
        <source>These cards are worth {worth}; this box needs at least {value}.</source>
        <translation>이 카드들은 {worth}입니다. 이 칸에는 {value} 이상이 필요합니다.</translation>
    </message>
    <message>
        <source>A Pillar card gives a further offering: make a normal offering first.</source>
        <translation>Pillar 카드는 봉헌을 한 번 더 하게 합니다. 먼저 보통 봉헌을 하세요.</translation>
    </message>
    <message>
        <source>A further offering needs a Pillar card of value 1 or 2 from your hand.</source>
        <translation>한 번 더 봉헌하려면 손에 값 1이나 2인 Pillar 카드가 있어야 합니다.</translation>
    </message>
    <message>
        <source>Your figure already stands there.</source>
        <translation>말이 이미 그곳에 있습니다.</translation>
    </message>
    <message>
        <source>Your cards cannot pay this box: it needs {people} cards worth {value}.</source>
        <translation>가진 카드로는 이 칸을 낼 수 없습니다. {people} 카드로 {value}이(가) 필요합니다.</translation>
    </message>
    <message>
        <source>{n} (+{k} after the turn)</source>
        <translation>{n} (차례 뒤 +{k})</translation>
    </message>
    <message>
        <source>reached {n} offerings to the obelisk</source>
        <translation>오벨리스크에 {n}번 봉헌</translation>
    </message>
    <message>
        <source>every player ran out of markers: a draw</source>
        <translation>모두 마커가 떨어져 무승부</translation>
    </message>
    <message>
        <source>the city is rebuilt and nobody can offer more: most offerings, then crystals</source>
        <translation>도시가 재건되었고 아무도 더 봉헌할 수 없음: 봉헌이 가장 많은 사람, 그다음 크리스탈</translation>
    </message>
    <message>
        <source>Offerings made at the obelisk</source>
        <translation>오벨리스크에 한 봉헌</translation>
    </message>
    <message>
        <source>Crystals left: the tie-break</source>
        <translation>남은 크리스탈: 동점 판정</translation>
    </message>
    <message>
        <source>time limit: most offerings, then most crystals</source>
        <translation>시간 제한: 봉헌이 가장 많은 사람, 그다음 크리스탈이 가장 많은 사람</translation>
    </message>
    <message>
        <source>Offerings</source>
        <translation>봉헌</translation>
    </message>
    <message>
        <source>Crystals</source>
        <translation>크리스탈</translation>
    </message>
    <message>
        <source>Golden scales</source>
        <translation>황금 비늘</translation>
    </message>
    <message>
        <source>Markers left</source>
        <translation>남은 마커</translation>
    </message>
    <message>
        <source>Equal offerings: more crystals ranks higher.</source>
        <translation>봉헌 수가 같으면 크리스탈이 많은 사람이 앞섭니다.</translation>
    </message>
    <message>
        <source>Cards</source>
        <translation>카드</translation>
    </message>
    <message>
        <source>{name}: play a movement power or end your movement</source>
        <translation>{name}: 이동 능력을 쓰거나 이동을 마치세요</translation>
    </message>
    <message>
        <source>{name}: choose any tile for your figure (Flit)</source>
        <translation>{name}: 말을 보낼 타일을 고르세요 (Flit)</translation>
    </message>
    <message>
        <source>{name}: choose where the {dragon} dragon goes</source>
        <translation>{name}: {dragon} 용이 갈 곳을 고르세요</translation>
    </message>
    <message>
        <source>{name}: a Pillar card makes a further offering, or go on</source>
        <translation>{name}: Pillar 카드로 한 번 더 봉헌하거나 넘어가세요</translation>
    </message>
    <message>
        <source>{name}: make an offering to the obelisk, or go on</source>
        <translation>{name}: 오벨리스크에 봉헌하거나 넘어가세요</translation>
    </message>
    <message>
        <source>{name}: contribute to this building, make an offering, or go on</source>
        <translation>{name}: 이 건물에 기여하거나, 봉헌하거나, 넘어가세요</translation>
    </message>
    <message>
        <source>{name}: contribute to this building, or go on</source>
        <translation>{name}: 이 건물에 기여하거나 넘어가세요</translation>
    </message>
    <message>
        <source>{name}: jump from the Assembly Hall to any tile, or stay</source>
        <translation>{name}: 집회장에서 아무 타일로 뛰거나 머무르세요</translation>
    </message>
    <message>
        <source>{name}: discard up to two cards, then draw two more than that</source>
        <translation>{name}: 카드를 2장까지 버리고, 버린 수보다 2장 더 뽑으세요</translation>
    </message>
    <message>
        <source>{name}: move your figure one step or play a movement power</source>
        <translation>{name}: 말을 한 칸 옮기거나 이동 능력을 쓰세요</translation>
    </message>
    <message>
        <source>{name}: move your figure up to {steps} steps or play a movement power</source>
        <translation>{name}: 말을 {steps}칸까지 옮기거나 이동 능력을 쓰세요</translation>
    </message>
    <message numerus="yes">
        <source>{who} moved {n} steps.</source>
        <translation>
            <numerusform>{who}: {n}칸 이동했습니다.</numerusform>
        </translation>
    </message>
    <message>
        <source>{who} jumped to another tile.</source>
        <translation>{who}: 다른 타일로 뛰었습니다.</translation>
    </message>
    <message>
        <source>{who} played Flit for two extra steps.</source>
        <translation>{who}: Flit을 내어 2칸을 더 갑니다.</translation>
    </message>
    <message>
        <source>{who} moved the {dragon} dragon.</source>
        <translation>{who}: {dragon} 용을 옮겼습니다.</translation>
    </message>
    <message>
        <source>{who} paid a {value} box of the {building} (cards spent: {n}).</source>
        <translation>{who}: {building}의 {value} 칸을 냈습니다 (쓴 카드 {n}장).</translation>
    </message>
    <message numerus="yes">
        <source>{who} took {n} golden scales from the dragons.</source>
        <translation>
            <numerusform>{who}: 용에게서 황금 비늘 {n}개를 받았습니다.</numerusform>
        </translation>
    </message>
    <message>
        <source>The {building} is rebuilt; {who} takes the majority bonus.</source>
        <translation>{building} 재건 완료. {who}이(가) 과반 보너스를 받습니다.</translation>
    </message>
    <message>
        <source>Golden scales scored: {parts} crystals.</source>
        <translation>황금 비늘 점수 계산: 크리스탈 {parts}.</translation>
    </message>
    <message>
        <source>{who} made an offering to the obelisk ({n} so far).</source>
        <translation>{who}: 오벨리스크에 봉헌했습니다 (지금까지 {n}번).</translation>
    </message>
    <message>
        <source>{who} discarded {d}, drew {n}.</source>
        <translation>{who}: {d}장 버리고 {n}장 뽑았습니다.</translation>
    </message>
    <message>
        <source>The discard pile was shuffled into a new deck.</source>
        <translation>버린 카드를 섞어 새 카드 더미를 만들었습니다.</translation>
    </message>
    <message numerus="yes">
        <source>{who} takes {n} reward cards into hand.</source>
        <translation>
            <numerusform>{who}: 보상 카드 {n}장을 손에 넣습니다.</numerusform>
        </translation>
    </message>
    <message>
        <source>{who} wins Blue Moon City!</source>
        <translation>{who}, Blue Moon City 승리!</translation>
    </message>
    <message>
        <source>Done contributing</source>
        <translation>기여 마치기</translation>
    </message>
    <message>
        <source>Cancel the power</source>
        <translation>능력 취소</translation>
    </message>
    <message>
        <source>Move to row {r}, column {c}</source>
        <translation>{r}줄 {c}칸으로 이동</translation>
    </message>
    <message>
        <source>Dragon to row {r}, column {c}</source>
        <translation>용을 {r}줄 {c}칸으로</translation>
    </message>
    <message>
        <source>Play {people} {value}: {power}</source>
        <translation>{people} {value} 내기: {power}</translation>
    </message>
    <message>
        <source>Pay the {people} {value} box</source>
        <translation>{people} {value} 칸 내기</translation>
    </message>
    <message>
        <source>Make an offering ({cost} crystals)</source>
        <translation>봉헌하기 (크리스탈 {cost}개)</translation>
    </message>
    <message>
        <source>Discard {cards}, draw {n}</source>
        <translation>{cards} 버리고 {n}장 뽑기</translation>
    </message>
    <message>
        <source>offerings</source>
        <translation>봉헌</translation>
    </message>
    <message>
        <source>crystals</source>
        <translation>크리스탈</translation>
    </message>
    <message>
        <source>scales</source>
        <translation>황금 비늘</translation>
    </message>
    <message>
        <source>markers left</source>
        <translation>남은 마커</translation>
    </message>
    <message>
        <source>Royal Palace</source>
        <translation>왕궁</translation>
    </message>
    <message>
        <source>Fire Temple</source>
        <translation>불의 신전</translation>
    </message>
    <message>
        <source>Earth Temple</source>
        <translation>땅의 신전</translation>
    </message>
    <message>
        <source>Water Temple</source>
        <translation>물의 신전</translation>
    </message>
    <message>
        <source>Aqueduct</source>
        <translation>수도교</translation>
    </message>
    <message>
        <source>Market Hall</source>
        <translation>시장</translation>
    </message>
    <message>
        <source>University</source>
        <translation>대학</translation>
    </message>
    <message>
        <source>City Residence</source>
        <translation>시 관저</translation>
    </message>
    <message>
        <source>Hospice</source>
        <translation>구호소</translation>
    </message>
    <message>
        <source>Citadel</source>
        <translation>성채</translation>
    </message>
    <message>
        <source>Watchtower</source>
        <translation>망루</translation>
    </message>
    <message>
        <source>Great Hall</source>
        <translation>대강당</translation>
    </message>
    <message>
        <source>Library</source>
        <translation>도서관</translation>
    </message>
    <message>
        <source>Trading House</source>
        <translation>상관</translation>
    </message>
    <message>
        <source>Flight Tower</source>
        <translation>비행탑</translation>
    </message>
    <message>
        <source>Monastery Tower</source>
        <translation>수도원 탑</translation>
    </message>
    <message>
        <source>Caravanserai</source>
        <translation>대상 숙소</translation>
    </message>
    <message>
        <source>Thermae</source>
        <translation>공중목욕탕</translation>
    </message>
    <message>
        <source>Iron Foundry</source>
        <translation>제철소</translation>
    </message>
    <message>
        <source>Mill</source>
        <translation>방앗간</translation>
    </message>
    <message>
        <source>Hospital</source>
        <translation>병원</translation>
    </message>
    <message>
        <source>Assembly Hall</source>
        <translation>집회장</translation>
    </message>
    <message>
        <source>Golden Shrine</source>
        <translation>황금 성소</translation>
    </message>
    <message>
        <source>Observatory</source>
        <translation>천문대</translation>
    </message>
    <message>
        <source>black</source>
        <translation>검은색</translation>
    </message>
    <message>
        <source>movement</source>
        <translation>이동</translation>
    </message>
    <message>
        <source>Fly the red dragon onto any tile (from the city or from beside it).</source>
        <translation>빨간색 용을 아무 타일로 날립니다 (도시 안에서든 옆에서든).</translation>
    </message>
    <message>
        <source>Move the red dragon up to 3 orthogonal steps (it must already be in the city).</source>
        <translation>빨간색 용을 가로세로로 3칸까지 옮깁니다 (이미 도시 안에 있어야 합니다).</translation>
    </message>
    <message>
        <source>red</source>
        <translation>빨간색</translation>
    </message>
    <message>
        <source>Fly the green dragon onto any tile (from the city or from beside it).</source>
        <translation>초록색 용을 아무 타일로 날립니다 (도시 안에서든 옆에서든).</translation>
    </message>
    <message>
        <source>Move the green dragon up to 3 orthogonal steps (it must already be in the city).</source>
        <translation>초록색 용을 가로세로로 3칸까지 옮깁니다 (이미 도시 안에 있어야 합니다).</translation>
    </message>
    <message>
        <source>green</source>
        <translation>초록색</translation>
    </message>
    <message>
        <source>blue</source>
        <translation>파란색</translation>
    </message>
    <message>
        <source>Fly the blue dragon onto any tile (from the city or from beside it).</source>
        <translation>파란색 용을 아무 타일로 날립니다 (도시 안에서든 옆에서든).</translation>
    </message>
    <message>
        <source>Move the blue dragon up to 3 orthogonal steps (it must already be in the city).</source>
        <translation>파란색 용을 가로세로로 3칸까지 옮깁니다 (이미 도시 안에 있어야 합니다).</translation>
    </message>
    <message>
        <source>grey</source>
        <translation>회색</translation>
    </message>
    <message>
        <source>Move your figure to any tile of the city.</source>
        <translation>말을 도시의 아무 타일로 옮깁니다.</translation>
    </message>
    <message>
        <source>Move your figure up to 2 extra steps this turn.</source>
        <translation>이번 차례에 말을 2칸까지 더 옮깁니다.</translation>
    </message>
    <message>
        <source>contribution</source>
        <translation>기여</translation>
    </message>
    <message>
        <source>Counts as a value 1 of any colour in a contribution.</source>
        <translation>기여할 때 아무 색의 값 1로 칩니다.</translation>
    </message>
    <message>
        <source>brown</source>
        <translation>갈색</translation>
    </message>
    <message>
        <source>Two Mimix cards of value 1 or 2 together count as a value 3 of any colour.</source>
        <translation>값 1이나 2인 Mimix 카드 두 장을 함께 내면 아무 색의 값 3으로 칩니다.</translation>
    </message>
    <message>
        <source>white</source>
        <translation>흰색</translation>
    </message>
    <message>
        <source>Recolour up to 4 cards that share one colour, for one contribution.</source>
        <translation>같은 색의 카드를 4장까지 한 번의 기여 동안 다른 색으로 바꿉니다.</translation>
    </message>
    <message>
        <source>Recolour 1 card, for one contribution.</source>
        <translation>카드 1장을 한 번의 기여 동안 다른 색으로 바꿉니다.</translation>
    </message>
    <message>
        <source>yellow</source>
        <translation>노란색</translation>
    </message>
    <message>
        <source>After an offering, make one more offering paying 1 crystal more than its box.</source>
        <translation>봉헌한 뒤, 칸 값보다 크리스탈 1개를 더 내고 한 번 더 봉헌합니다.</translation>
    </message>
    <message>
        <source>After an offering, make one more offering paying 2 crystals more than its box.</source>
        <translation>봉헌한 뒤, 칸 값보다 크리스탈 2개를 더 내고 한 번 더 봉헌합니다.</translation>
    </message>
    <message>
        <source>Ending your turn here, draw 2 extra cards.</source>
        <translation>여기서 차례를 마치면 카드를 2장 더 뽑습니다.</translation>
    </message>
    <message>
        <source>Ending your turn here, you may jump your figure to any other tile.</source>
        <translation>여기서 차례를 마치면 말을 다른 아무 타일로 뛰게 할 수 있습니다.</translation>
    </message>
    <message>
        <source>You may make your offering to the obelisk from here, paying 1 crystal more.</source>
        <translation>여기서 크리스탈 1개를 더 내고 오벨리스크에 봉헌할 수 있습니다.</translation>
    </message>
    <message>
        <source>Every player is out of markers: the game is a draw.</source>
        <translation>모두 마커가 떨어졌습니다. 무승부입니다.</translation>
    </message>
    <message>
        <source>Blue Moon City

Rebuild the city with the eight peoples and make offerings to the obelisk. With 2/3/4 players the first to make 6/5/4 offerings wins at once.

Set-up
The Courtyard in the middle, the Fire Temple (north), Royal Palace (east), Earth Temple (south) and Water Temple (west) around it, the other 16 buildings shuffled ruin side up. Dragons wait beside the city. 7/10/12 golden scales for 2/3/4 players; 10 markers and a figure each on the Courtyard; 8 cards each from the 80.

Your turn
1. Move 0-2 orthogonal steps.
2. Contribute on the tile you stand on: pay a box with cards of its colour worth at least its value (overpay is lost) and put a marker on it; several boxes per turn, each with its own cards; no marker, no contribution. On the Courtyard make one offering instead: the lowest free obelisk box, paid in crystals.
3. Reset: discard 0-2 cards and draw two more than you discarded. The turn passes.

Powers
Values 1 and 2; a card is used for its value or its power, never both:
{peoples}

Dragons
Contributing on a tile with dragons gives one golden scale per dragon, only for your first contribution of the turn, never at the Courtyard.

Completing a building
The majority bonus goes to the most markers (a tie goes to the marker farther left); every contributor takes the construction bonus and, once per neighbour, the neighbourhood bonus of each adjacent rebuilt building. Markers come back, the tile flips. Reward cards join your hand after the turn.

Golden scales
When the last one leaves the pool, the sole leader gains 6 crystals (tied leaders 3 each), everybody else with at least 3 scales gains 3; those paid return their scales.

End of the game
Crystals are secret and unlimited. If the city is rebuilt and nobody can reach the goal, play on until nobody can offer: most offerings wins, then most crystals, else a shared win. If every player runs out of markers first, the game is a draw.

How this app reads unclear rules
The palace boxes take one people each of any colour; a Flit value-1 jump keeps the steps you have left; several Hoax cards may help one contribution; reward cards of all contributors join their hands when the current turn ends; every card of a paid set must count; golden-scale scoring waits until all rewards of a completed building are handed out; a dragon may land on the Courtyard but gives nothing there; the game ends as soon as the city is rebuilt and no player has the crystals and a marker for the next obelisk box; a phase where only &apos;go on&apos; is possible passes by itself.

Variants
&apos;Everything random&apos; shuffles the start tiles in too. &apos;2006 edition scale pool&apos; uses 9/12/15 golden scales (the FFG/Kosmos numbers). &apos;Everybody returns scales&apos; makes every player return their golden scales at a scoring, paid or not (Knizia&apos;s original rule). &apos;Expansion buildings&apos; fills the corners:
{abilities}</source>
        <translation>Blue Moon City

여덟 종족과 함께 도시를 재건하고 오벨리스크에 봉헌하세요. 2/3/4명이면 봉헌을 6/5/4번 먼저 한 사람이 곧바로 이깁니다.

준비
가운데 안뜰, 그 둘레에 불의 신전 (북), 왕궁 (동), 땅의 신전 (남), 물의 신전 (서)을 놓고, 나머지 건물 16개는 폐허 면이 위로 가게 섞어 놓습니다. 용은 도시 옆에서 기다립니다. 2/3/4명이면 황금 비늘 7/10/12개. 각자 마커 10개와 안뜰에 말 하나, 카드 80장 중 8장씩.

자기 차례
1. 가로세로로 0~2칸 이동.
2. 서 있는 타일에 기여: 칸의 색 카드로 칸 값 이상을 내고 (넘치는 값은 버려집니다) 마커를 놓습니다. 한 차례에 여러 칸을 낼 수 있고, 칸마다 따로 카드를 씁니다. 마커가 없으면 기여할 수 없습니다. 안뜰에서는 그 대신 한 번 봉헌합니다: 오벨리스크의 비어 있는 가장 낮은 칸을 크리스탈로 냅니다.
3. 카드 교체: 카드를 0~2장 버리고 버린 수보다 2장 더 뽑습니다. 차례가 넘어갑니다.

능력
값 1과 2. 카드는 값이나 능력 중 하나로만 씁니다:
{peoples}

용
용이 있는 타일에 기여하면 용마다 황금 비늘 하나를 받습니다. 그 차례의 첫 기여에서만, 안뜰에서는 받지 않습니다.

건물 완성
과반 보너스는 마커가 가장 많은 사람이 받습니다 (같으면 더 왼쪽 마커). 기여한 모두가 건설 보너스를 받고, 이웃한 재건 건물마다 한 번씩 그 건물의 이웃 보너스를 받습니다. 마커는 돌아오고 타일을 뒤집습니다. 보상 카드는 차례가 끝난 뒤 손에 들어옵니다.

황금 비늘
마지막 비늘이 없어지면 혼자 가장 많은 사람이 크리스탈 6개를 받고 (공동 1등은 3개씩), 비늘이 3개 이상인 나머지는 모두 3개를 받습니다. 받은 사람은 비늘을 반납합니다.

게임 끝
크리스탈은 비밀이고 수량 제한이 없습니다. 도시가 재건되었는데 아무도 목표에 닿을 수 없으면, 아무도 봉헌할 수 없을 때까지 계속합니다: 봉헌이 가장 많은 사람, 그다음 크리스탈이 가장 많은 사람이 이기고, 그래도 같으면 함께 승리합니다. 먼저 모두 마커가 떨어지면 무승부입니다.

우리가 정한 해석
왕궁의 칸은 색에 상관없이 칸마다 한 종족으로 냅니다. Flit 값 1로 뛰어도 남은 걸음은 그대로입니다. 한 번의 기여에 Hoax 카드를 여러 장 쓸 수 있습니다. 기여한 모두의 보상 카드는 지금 차례가 끝날 때 손에 들어옵니다. 낸 카드는 모두 값에 쓰여야 합니다. 황금 비늘 점수 계산은 완성된 건물의 보상을 모두 나눈 뒤에 합니다. 용은 안뜰에 내려앉을 수 있지만 거기서는 아무것도 주지 않습니다. 도시가 재건되고 다음 오벨리스크 칸에 필요한 크리스탈과 마커를 가진 사람이 없으면 바로 게임이 끝납니다. &apos;넘어가기&apos;만 할 수 있는 단계는 저절로 지나갑니다.

변형 규칙
&apos;모두 무작위&apos;는 시작 타일도 함께 섞습니다. &apos;2006년판 비늘 수&apos;는 황금 비늘 9/12/15개를 씁니다 (FFG/Kosmos판의 수). &apos;모두 비늘 반납&apos;은 점수 계산 때 보상을 받았든 안 받았든 모두 황금 비늘을 반납하게 합니다 (크니치아의 원래 규칙). &apos;확장 건물&apos;은 모서리를 채웁니다:
{abilities}
</translation>
    </message>
    <message>
        <source>Done moving</source>
        <translation>이동 마치기</translation>
    </message>
    <message>
        <source>Stay here</source>
        <translation>여기 머무르기</translation>
    </message>
    <message>
        <source>Further offering with Pillar</source>
        <translation>Pillar로 한 번 더 봉헌</translation>
    </message>
    <message>
        <source>Keep all cards, draw 2</source>
        <translation>카드를 모두 두고 2장 뽑기</translation>
    </message>
    <message>
        <source>- {name} ({colour}, {phase} phase): 1 = {power1} 2 = {power2}</source>
        <translation>- {name} ({colour}, {phase} 단계): 1 = {power1} 2 = {power2}</translation>
    </message>
    <message>
        <source>- {building}: {ability}</source>
        <translation>- {building}: {ability}</translation>
    </message>
    <message>
        <source>Everything random</source>
        <translation>모두 무작위</translation>
    </message>
    <message>
        <source>Only the courtyard is fixed in the middle; the start tiles are shuffled in too.</source>
        <translation>가운데 안뜰만 고정하고, 시작 타일도 함께 섞습니다.</translation>
    </message>
    <message>
        <source>Expansion buildings</source>
        <translation>확장 건물</translation>
    </message>
    <message>
        <source>The four expansion buildings fill the corners, with their abilities.</source>
        <translation>확장 건물 네 개가 능력과 함께 모서리를 채웁니다.</translation>
    </message>
    <message>
        <source>2006 edition scale pool</source>
        <translation>2006년판 비늘 수</translation>
    </message>
    <message>
        <source>Use 9/12/15 golden scales for 2/3/4 players as in the FFG/Kosmos edition instead of the 2018 edition&apos;s 7/10/12.</source>
        <translation>2/3/4명일 때 2018년판의 7/10/12개 대신 FFG/Kosmos판처럼 황금 비늘 9/12/15개를 씁니다.</translation>
    </message>
    <message>
        <source>Everybody returns scales</source>
        <translation>모두 비늘 반납</translation>
    </message>
    <message>
        <source>At golden-scale scoring every player returns their scales, paid or not (the designer&apos;s original rule, changed by the publishers).</source>
        <translation>황금 비늘 점수 계산 때 보상을 받았든 안 받았든 모두 비늘을 반납합니다 (출판사가 바꾸기 전 디자이너의 원래 규칙).</translation>
    </message>
</context>
</TS>
