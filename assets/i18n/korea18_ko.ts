<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="ko_KR" sourcelanguage="en">
<context>
    <name>18korea</name>
    <message>
        <source>Attach, trade or use an asset card.</source>
        <translation>자산 카드를 붙이거나, 거래하거나, 사용하세요.</translation>
    </message>
    <message>
        <source>{player} buys {card} from {seller} for {price}.</source>
        <translation>{player} 님이 {seller} 님에게서 {card}를 {price}에 삽니다.</translation>
    </message>
    <message>
        <source>{company} builds a ferry station on {sea} for {price}.</source>
        <translation>{company}가 {price}을 들여 {sea}에 여객선 역을 짓습니다.</translation>
    </message>
    <message>
        <source>{company} sells a {train}-train to the bank for {price}; it leaves the game.</source>
        <translation>{company}가 {train}-기차를 은행에 {price}에 팝니다. 그 기차는 게임에서 제외됩니다.</translation>
    </message>
    <message>
        <source>{company} hands in a {old}-train and takes a {train}-train for {price}.</source>
        <translation>{company}가 {old}-기차를 반납하고 {price}에 {train}-기차를 받습니다.</translation>
    </message>
    <message>
        <source>{company} makes {hex} its new home.</source>
        <translation>{company}가 {hex}를 새 본거지로 삼습니다.</translation>
    </message>
    <message>
        <source>{company} builds its port on {hex}: a sea area for its trains only.</source>
        <translation>{company}가 {hex}에 항구를 짓습니다. 이 회사의 열차만 쓰는 바다 구역입니다.</translation>
    </message>
    <message>
        <source>treasury</source>
        <translation>회사 금고</translation>
    </message>
    <message>
        <source>bank pool</source>
        <translation>은행 풀</translation>
    </message>
    <message>
        <source>The asset cards left over leave the game.</source>
        <translation>남은 자산 카드는 게임에서 제외됩니다.</translation>
    </message>
    <message>
        <source>The draft is over.</source>
        <translation>드래프트가 끝났습니다.</translation>
    </message>
    <message>
        <source>A stock round begins.</source>
        <translation>주식 라운드가 시작됩니다.</translation>
    </message>
    <message>
        <source>Every player has passed: the stock round ends.</source>
        <translation>모든 플레이어가 패스했습니다. 주식 라운드가 끝납니다.</translation>
    </message>
    <message>
        <source>{player} sells {count} of {company} for {amount}; the price is {price}.</source>
        <translation>{player} 님이 {company} 주식 {count}주를 {amount}에 팔았습니다. 주가는 {price}입니다.</translation>
    </message>
    <message>
        <source>{player} buys a share of {company} for {price}.</source>
        <translation>{player} 님이 {company} 주식 1주를 {price}에 샀습니다.</translation>
    </message>
    <message>
        <source>{player} becomes the director of {company}.</source>
        <translation>{player} 님이 {company}의 사장이 됩니다.</translation>
    </message>
    <message>
        <source>{player} auctions {company} with a bid of {amount}.</source>
        <translation>{player} 님이 {company}를 {amount}의 입찰로 경매에 부칩니다.</translation>
    </message>
    <message>
        <source>{player} bids {amount} for {company}.</source>
        <translation>{player} 님이 {company}에 {amount}을 입찰합니다.</translation>
    </message>
    <message>
        <source>{player} passes in the auction of {company}.</source>
        <translation>{player} 님이 {company} 경매에서 패스합니다.</translation>
    </message>
    <message>
        <source>{player} wins {company} for {amount}.</source>
        <translation>{player} 님이 {amount}에 {company}를 낙찰받았습니다.</translation>
    </message>
    <message>
        <source>{company} cannot be founded after all and stays unfounded.</source>
        <translation>{company}는 끝내 설립되지 못하고 미설립으로 남습니다.</translation>
    </message>
    <message>
        <source>{player} pays {amount} to the bank.</source>
        <translation>{player} 님이 은행에 {amount}을 냅니다.</translation>
    </message>
    <message>
        <source>{player} founds {company} at par {par}, paying {amount} into its treasury.</source>
        <translation>{player} 님이 액면가 {par}로 {company}를 설립하고 회사 금고에 {amount}을 넣습니다.</translation>
    </message>
    <message>
        <source>{player} ends the turn.</source>
        <translation>{player} 님이 차례를 마칩니다.</translation>
    </message>
    <message>
        <source>{player} passes.</source>
        <translation>{player} 님이 패스합니다.</translation>
    </message>
    <message>
        <source>{player} takes {card}.</source>
        <translation>{player} 님이 {card} 카드를 가져갑니다.</translation>
    </message>
    <message>
        <source>yellow</source>
        <translation>노란색</translation>
    </message>
    <message>
        <source>green</source>
        <translation>초록색</translation>
    </message>
    <message>
        <source>brown</source>
        <translation>갈색</translation>
    </message>
    <message>
        <source>gray</source>
        <translation>회색</translation>
    </message>
    <message>
        <source>Operating rounds of set {set} begin.</source>
        <translation>{set}세트의 운영 라운드가 시작됩니다.</translation>
    </message>
    <message>
        <source>Operating round {set}.{number} begins.</source>
        <translation>{set}.{number} 운영 라운드가 시작됩니다.</translation>
    </message>
    <message>
        <source>Operating round {set}.{number} ends.</source>
        <translation>{set}.{number} 운영 라운드가 끝납니다.</translation>
    </message>
    <message>
        <source>{company} operates.</source>
        <translation>{company}가 운영합니다.</translation>
    </message>
    <message>
        <source>{company} must open a seat in {hex} with its first track action.</source>
        <translation>{company}는 첫 선로 작업으로 {hex}에 빈 자리를 만들어야 합니다.</translation>
    </message>
    <message>
        <source>{company} places its home station in {hex}.</source>
        <translation>{company}가 {hex}에 본거지 역을 놓습니다.</translation>
    </message>
    <message>
        <source>{company} lays tile {tile} on {hex}.</source>
        <translation>{company}가 {hex}에 {tile}번 타일을 놓습니다.</translation>
    </message>
    <message>
        <source>Stations waiting outside {hex} take seats.</source>
        <translation>{hex} 바깥에서 기다리던 역들이 자리를 잡습니다.</translation>
    </message>
    <message>
        <source>{company} builds a station in {hex} for {price}.</source>
        <translation>{company}가 {price}을 들여 {hex}에 역을 짓습니다.</translation>
    </message>
    <message>
        <source>{company} runs for {revenue}.</source>
        <translation>{company}가 열차를 운행해 {revenue}을 법니다.</translation>
    </message>
    <message>
        <source>{company} earns nothing this time.</source>
        <translation>{company}는 이번에 아무 수익도 올리지 못했습니다.</translation>
    </message>
    <message>
        <source>{company} pays {revenue} out.</source>
        <translation>{company}가 {revenue}을 배당합니다.</translation>
    </message>
    <message>
        <source>{company} holds {revenue}.</source>
        <translation>{company}가 {revenue}을 사내 유보합니다.</translation>
    </message>
    <message>
        <source>{company}&apos;s share price moves to {new}.</source>
        <translation>{company}의 주가가 {new}(으)로 움직입니다.</translation>
    </message>
    <message>
        <source>{company} buys a {train}-train for {price}.</source>
        <translation>{company}가 {train}열차를 {price}에 삽니다.</translation>
    </message>
    <message>
        <source>{buyer} buys {seller}&apos;s {train}-train for {price}.</source>
        <translation>{buyer}가 {seller}의 {train}열차를 {price}에 삽니다.</translation>
    </message>
    <message>
        <source>{buyer} offers {price} for {seller}&apos;s {train}-train.</source>
        <translation>{buyer}가 {seller}의 {train}열차에 {price}을 제안합니다.</translation>
    </message>
    <message>
        <source>{seller} rejects the offer.</source>
        <translation>{seller}가 제안을 거절합니다.</translation>
    </message>
    <message>
        <source>The {train}-trains rust.</source>
        <translation>{train}열차가 폐차됩니다.</translation>
    </message>
    <message>
        <source>{company} loses its {train}-trains.</source>
        <translation>{company}가 {train}열차를 잃습니다.</translation>
    </message>
    <message>
        <source>The train limit is now {limit}.</source>
        <translation>이제 열차 한도는 {limit}대입니다.</translation>
    </message>
    <message>
        <source>{company} discards a {train}-train.</source>
        <translation>{company}가 {train}열차 한 대를 버립니다.</translation>
    </message>
    <message>
        <source>The {era} era begins.</source>
        <translation>{era} 시대가 시작됩니다.</translation>
    </message>
    <message>
        <source>The 2-trains leave the market.</source>
        <translation>2열차가 시장에서 빠집니다.</translation>
    </message>
    <message>
        <source>A {train}-train is exported.</source>
        <translation>{train}열차 한 대가 수출됩니다.</translation>
    </message>
    <message>
        <source>The Korean War card is exposed.</source>
        <translation>한국전쟁 카드가 드러났습니다.</translation>
    </message>
    <message>
        <source>The end of the game is near.</source>
        <translation>게임의 끝이 다가옵니다.</translation>
    </message>
    <message>
        <source>{company} must buy a train.</source>
        <translation>{company}는 열차를 사야 합니다.</translation>
    </message>
    <message>
        <source>{player} pays {amount} towards {company}&apos;s train.</source>
        <translation>{player} 님이 {company}의 열차 값으로 {amount}을 보탭니다.</translation>
    </message>
    <message>
        <source>{player} sells {count} share of {company} to pay for a train.</source>
        <translation>{player} 님이 열차 값을 치르려고 {company} 주식 {count}주를 팝니다.</translation>
    </message>
    <message>
        <source>{player} is bankrupt.</source>
        <translation>{player} 님이 파산했습니다.</translation>
    </message>
    <message>
        <source>{company} ends its turn.</source>
        <translation>{company}가 차례를 마칩니다.</translation>
    </message>
    <message>
        <source>The game is over.</source>
        <translation>게임이 끝났습니다.</translation>
    </message>
    <message>
        <source>Give each train one route (or none).</source>
        <translation>열차마다 노선을 하나씩 (또는 없이) 정하세요.</translation>
    </message>
    <message>
        <source>The {train}-train&apos;s route must join at least two stops.</source>
        <translation>{train}열차의 노선은 정차역을 두 곳 이상 이어야 합니다.</translation>
    </message>
    <message>
        <source>The {train}-train&apos;s route has none of {company}&apos;s stations.</source>
        <translation>{train}열차의 노선에 {company}의 역이 하나도 없습니다.</translation>
    </message>
    <message>
        <source>The {train}-train counts only {distance} stops and one more big city; this route has more.</source>
        <translation>{train}열차는 정차역을 {distance}곳과 큰 도시 한 곳 더까지만 셉니다. 이 노선은 그보다 많습니다.</translation>
    </message>
    <message>
        <source>The {train}-train counts only {distance} stops; this route has more.</source>
        <translation>{train}열차는 정차역을 {distance}곳까지만 셉니다. 이 노선은 그보다 많습니다.</translation>
    </message>
    <message>
        <source>The {train}-train&apos;s route names a stop that is not on the map.</source>
        <translation>{train}열차의 노선에 지도에 없는 정차역이 있습니다.</translation>
    </message>
    <message>
        <source>The {train}-train&apos;s route follows track that is not on the map.</source>
        <translation>{train}열차의 노선이 지도에 없는 선로를 따라갑니다.</translation>
    </message>
    <message>
        <source>The {train}-train&apos;s route leaves the track.</source>
        <translation>{train}열차의 노선이 선로를 벗어납니다.</translation>
    </message>
    <message>
        <source>The {train}-train runs to the port at {place}, which serves only {company}.</source>
        <translation>{train}열차가 {place}의 항구로 갑니다. 그 항구는 {company}만 씁니다.</translation>
    </message>
    <message>
        <source>The {train}-train visits {place} twice.</source>
        <translation>{train}열차가 {place}을(를) 두 번 지나갑니다.</translation>
    </message>
    <message>
        <source>The {train}-train runs through {place}: a continent or a sea can only start or end a route.</source>
        <translation>{train}열차가 {place}을(를) 지나갑니다. 대륙이나 바다는 노선의 처음이나 끝에만 올 수 있습니다.</translation>
    </message>
    <message>
        <source>The {train}-train runs through {place}, which other companies&apos; stations block: a blocked city can only start or end a route.</source>
        <translation>{train}열차가 다른 회사의 역으로 막힌 {place}을(를) 지나갑니다. 막힌 도시는 노선의 처음이나 끝에만 올 수 있습니다.</translation>
    </message>
    <message>
        <source>The {train}-train uses the same track twice.</source>
        <translation>{train}열차가 같은 선로를 두 번 씁니다.</translation>
    </message>
    <message>
        <source>With two or more express trains every one runs: the {train}-train has a route.</source>
        <translation>급행열차가 둘 이상이면 모두 달려야 합니다. {train}열차가 달릴 노선이 있습니다.</translation>
    </message>
    <message>
        <source>The {train}-train and the {other}-train share track.</source>
        <translation>{train}열차와 {other}열차가 선로를 함께 씁니다.</translation>
    </message>
    <message>
        <source>a player went bankrupt: the richest of the others wins</source>
        <translation>한 플레이어가 파산했습니다. 나머지 중 가장 부유한 플레이어가 이깁니다</translation>
    </message>
    <message>
        <source>a share price reached 460 or 500: the richest player wins</source>
        <translation>주가가 460 또는 500에 이르렀습니다. 가장 부유한 플레이어가 이깁니다</translation>
    </message>
    <message>
        <source>the last set after the first 8E-train is over: the richest player wins</source>
        <translation>첫 8E열차 이후의 마지막 세트가 끝났습니다. 가장 부유한 플레이어가 이깁니다</translation>
    </message>
    <message>
        <source>no company is in play and nobody can start one: the richest player wins</source>
        <translation>게임에 있는 회사가 없고 아무도 회사를 세울 수 없습니다: 가장 부유한 플레이어가 이깁니다</translation>
    </message>
    <message>
        <source>the richest player when the game was cut off</source>
        <translation>게임이 중단된 시점에 가장 부유한 플레이어</translation>
    </message>
    <message>
        <source>Worth</source>
        <translation>자산</translation>
    </message>
    <message>
        <source>Cash + shares at market</source>
        <translation>현금 + 시장가 주식</translation>
    </message>
    <message>
        <source>Cash</source>
        <translation>현금</translation>
    </message>
    <message>
        <source>Shares</source>
        <translation>주식</translation>
    </message>
    <message>
        <source>Every share at the market price</source>
        <translation>모든 주식을 시장가로</translation>
    </message>
    <message>
        <source>Bankrupt</source>
        <translation>파산</translation>
    </message>
    <message>
        <source>Sell shares, buy one share or auction a director&apos;s certificate, or pass.</source>
        <translation>주식을 팔고, 주식 1주를 사거나 사장 증서를 경매에 부치세요. 아니면 패스하세요.</translation>
    </message>
    <message>
        <source>Auction of {company}: the high bid is {high}. Raise by ₩5 or more, or pass for good.</source>
        <translation>{company} 경매: 최고 입찰가는 {high}입니다. ₩5 이상 올리거나, 패스하고 경매에서 빠지세요.</translation>
    </message>
    <message>
        <source>You won {company} for {bid}: sell shares if you need to, then choose its par price.</source>
        <translation>{bid}에 {company}를 낙찰받았습니다. 필요하면 주식을 판 뒤 액면가를 정하세요.</translation>
    </message>
    <message>
        <source>Take one asset card of a tier you do not hold yet.</source>
        <translation>아직 갖고 있지 않은 등급의 자산 카드를 한 장 가져가세요.</translation>
    </message>
    <message>
        <source>Take an asset card.</source>
        <translation>자산 카드를 한 장 가져가세요.</translation>
    </message>
    <message>
        <source>You are over the certificate limit of {limit}: sell shares.</source>
        <translation>증서 한도 {limit}장을 넘었습니다. 주식을 파세요.</translation>
    </message>
    <message>
        <source>Sell more, buy a share if you have not, or end your turn.</source>
        <translation>더 팔거나, 아직 사지 않았다면 주식 1주를 사거나, 차례를 마치세요.</translation>
    </message>
    <message>
        <source>Certificates</source>
        <translation>증서</translation>
    </message>
    <message>
        <source>Directs</source>
        <translation>사장인 회사</translation>
    </message>
    <message>
        <source>Asset cards</source>
        <translation>자산 카드</translation>
    </message>
    <message>
        <source>Pick a tile; click it again (or turn the wheel) for its next rotation.</source>
        <translation>타일을 고르세요. 한 번 더 누르면(또는 휠을 돌리면) 다음 방향으로 돌아갑니다.</translation>
    </message>
    <message>
        <source>Click a glowing hex to build a station there.</source>
        <translation>빛나는 칸을 눌러 그곳에 역을 지으세요.</translation>
    </message>
    <message>
        <source>{train}: {revenue}</source>
        <translation>{train}: {revenue}</translation>
    </message>
    <message>
        <source>Terrain: the first tile costs {cost}.</source>
        <translation>지형: 첫 타일 비용 {cost}.</translation>
    </message>
    <message>
        <source>Tile {tile}, pays {revenue}.</source>
        <translation>타일 {tile}, 수입 {revenue}.</translation>
    </message>
    <message>
        <source>Stations: {companies}</source>
        <translation>역: {companies}</translation>
    </message>
    <message>
        <source>Upgrades: {tiles}</source>
        <translation>업그레이드: {tiles}</translation>
    </message>
    <message>
        <source>Pay out: {share} a share
price {old} → {new}</source>
        <translation>배당: 주당 {share}
주가 {old} → {new}</translation>
    </message>
    <message>
        <source>Attach {card}
to {company}</source>
        <translation>{card}을(를)
{company}에 붙이기</translation>
    </message>
    <message>
        <source>Hold: {revenue} to the treasury
price {old} → {new}</source>
        <translation>유보: {revenue}을(를) 금고에
주가 {old} → {new}</translation>
    </message>
    <message>
        <source>DMZ</source>
        <translation>비무장지대</translation>
    </message>
    <message>
        <source>Lay tile</source>
        <translation>타일 놓기</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>취소</translation>
    </message>
    <message>
        <source>Stock market</source>
        <translation>주식 시장</translation>
    </message>
    <message>
        <source>Companies</source>
        <translation>회사</translation>
    </message>
    <message>
        <source>No train left in the market</source>
        <translation>시장에 남은 기차 없음</translation>
    </message>
    <message>
        <source>Track</source>
        <translation>선로</translation>
    </message>
    <message>
        <source>Treasury</source>
        <translation>금고</translation>
    </message>
    <message>
        <source>Trains</source>
        <translation>기차</translation>
    </message>
    <message>
        <source>Stations</source>
        <translation>역</translation>
    </message>
    <message>
        <source>IPO / pool</source>
        <translation>공모 / 풀</translation>
    </message>
    <message>
        <source>Director</source>
        <translation>사장</translation>
    </message>
    <message>
        <source>Era: {era}, train limit {limit}</source>
        <translation>시대: {era}, 기차 한도 {limit}</translation>
    </message>
    <message>
        <source>Tiles for {hex}</source>
        <translation>{hex}의 타일</translation>
    </message>
    <message>
        <source>Train on sale: {train} for {price}</source>
        <translation>판매 중인 기차: {train}, {price}</translation>
    </message>
    <message>
        <source>Run these routes</source>
        <translation>이 노선으로 운행</translation>
    </message>
    <message>
        <source>Best routes</source>
        <translation>최적 노선</translation>
    </message>
    <message>
        <source>Clear this route</source>
        <translation>이 노선 지우기</translation>
    </message>
    <message>
        <source>does not run</source>
        <translation>운행 안 함</translation>
    </message>
    <message>
        <source>Searching for the best routes… {seconds} s</source>
        <translation>최적 노선을 찾는 중… {seconds}초</translation>
    </message>
    <message>
        <source>Total {revenue}</source>
        <translation>합계 {revenue}</translation>
    </message>
    <message>
        <source>Routes of {company}</source>
        <translation>{company}의 노선</translation>
    </message>
    <message>
        <source>Click a train, then stops on the map to change its route.</source>
        <translation>열차를 고른 뒤 지도의 정차역을 눌러 노선을 바꾸세요.</translation>
    </message>
    <message>
        <source>best so far {revenue}</source>
        <translation>현재 최고 {revenue}</translation>
    </message>
    <message>
        <source>The Korean War breaks out.</source>
        <translation>한국 전쟁이 일어납니다.</translation>
    </message>
    <message>
        <source>{company}&apos;s spy: {hex} counts as a South city from now on.</source>
        <translation>{company}의 첩보원: 이제부터 {hex}는 남한 도시로 칩니다.</translation>
    </message>
    <message>
        <source>{company} moves its station from {source} to {target}.</source>
        <translation>{company}가 역을 {source}에서 {target}로 옮깁니다.</translation>
    </message>
    <message>
        <source>{company} has no station in the South and leaves the game with its shares.</source>
        <translation>{company}는 남한에 역이 없어 주식과 함께 게임에서 나갑니다.</translation>
    </message>
    <message>
        <source>The North leaves the map; the South&apos;s city tiles are removed and their stations wait outside.</source>
        <translation>북한이 지도에서 빠집니다. 남한의 도시 타일을 치우고, 그 역들은 바깥에서 기다립니다.</translation>
    </message>
    <message>
        <source>The North row closes; the post-war companies may now be founded.</source>
        <translation>북한 줄이 닫힙니다. 이제 전쟁 후 회사를 설립할 수 있습니다.</translation>
    </message>
    <message>
        <source>The war is over; play goes on with the same trains and era.</source>
        <translation>전쟁이 끝났습니다. 같은 기차와 시대로 게임이 이어집니다.</translation>
    </message>
    <message>
        <source>Express scoring</source>
        <translation>급행열차 수익 계산</translation>
    </message>
    <message>
        <source>With two or more express trains a company earns one train&apos;s run times their number: the lowest-numbered train&apos;s (as the rulebook says), or the lowest-earning one&apos;s.</source>
        <translation>급행열차가 둘 이상이면 회사는 한 열차의 운행 수익에 급행열차 수를 곱해 법니다. 그 열차는 번호가 가장 낮은 열차(규칙서대로)이거나 수익이 가장 낮은 열차입니다.</translation>
    </message>
    <message>
        <source>Lowest-numbered express train</source>
        <translation>번호가 가장 낮은 급행열차</translation>
    </message>
    <message>
        <source>Lowest-earning express train</source>
        <translation>수익이 가장 낮은 급행열차</translation>
    </message>
    <message>
        <source>Draft order</source>
        <translation>드래프트 순서</translation>
    </message>
    <message>
        <source>The order players take asset cards in: as printed in the rulebook, or a true snake.</source>
        <translation>플레이어가 자산 카드를 가져가는 순서: 규칙서에 인쇄된 대로, 또는 진짜 스네이크 순서.</translation>
    </message>
    <message>
        <source>1-2-3-4-5 / 5-4-3-2-1 / 5-4-3-2-1</source>
        <translation>1-2-3-4-5 / 5-4-3-2-1 / 5-4-3-2-1</translation>
    </message>
    <message>
        <source>1-2-3-4-5 / 5-4-3-2-1 / 1-2-3-4-5</source>
        <translation>1-2-3-4-5 / 5-4-3-2-1 / 1-2-3-4-5</translation>
    </message>
    <message>
        <source>That move is not written the way this game reads it.</source>
        <translation>그 수는 이 게임이 읽을 수 있는 형식으로 적혀 있지 않습니다.</translation>
    </message>
    <message>
        <source>That asset card is not on offer.</source>
        <translation>그 자산 카드는 고를 수 있는 카드가 아닙니다.</translation>
    </message>
    <message>
        <source>You already hold a tier {tier} card: take a card of a tier you do not have yet.</source>
        <translation>이미 {tier}등급 카드를 갖고 있습니다. 아직 없는 등급의 카드를 가져가세요.</translation>
    </message>
    <message>
        <source>You do not hold {count} shares of {company} to sell.</source>
        <translation>팔 수 있는 {company} 주식이 {count}주만큼 없습니다.</translation>
    </message>
    <message>
        <source>The bank pool may hold at most half of {company}: that sale would pass it.</source>
        <translation>은행 풀은 {company} 주식을 절반까지만 가질 수 있습니다. 그렇게 팔면 그 한도를 넘습니다.</translation>
    </message>
    <message>
        <source>The director&apos;s certificate of {company} can change hands only to another player holding 20% or more.</source>
        <translation>{company}의 사장 증서는 20% 이상을 가진 다른 플레이어에게만 넘어갈 수 있습니다.</translation>
    </message>
    <message>
        <source>That sale would change {company}&apos;s director.</source>
        <translation>그렇게 팔면 {company}의 사장이 바뀝니다.</translation>
    </message>
    <message>
        <source>You hold {held} certificates, over the limit of {limit}: sell down before your turn ends.</source>
        <translation>증서를 {held}장 갖고 있어 한도 {limit}장을 넘었습니다. 차례가 끝나기 전에 팔아서 줄이세요.</translation>
    </message>
    <message>
        <source>You have already acted this turn: end your turn instead of passing.</source>
        <translation>이번 차례에 이미 행동했습니다. 패스 대신 차례를 마치세요.</translation>
    </message>
    <message>
        <source>You have done nothing this turn: pass instead.</source>
        <translation>이번 차례에 아무것도 하지 않았습니다. 대신 패스하세요.</translation>
    </message>
    <message>
        <source>You have already bought this turn: one share or one auction per turn.</source>
        <translation>이번 차례에 이미 샀습니다. 차례마다 주식 1주 또는 경매 한 번입니다.</translation>
    </message>
    <message>
        <source>{company} has not been founded: its director&apos;s certificate must be auctioned first.</source>
        <translation>{company}는 아직 설립되지 않았습니다. 먼저 사장 증서를 경매에 부쳐야 합니다.</translation>
    </message>
    <message>
        <source>You sold shares of {company} in this stock round and may not buy it again in it.</source>
        <translation>이번 주식 라운드에 {company} 주식을 팔았으므로 이 라운드에는 다시 살 수 없습니다.</translation>
    </message>
    <message>
        <source>There is no share of {company} there to buy.</source>
        <translation>그곳에는 살 수 있는 {company} 주식이 없습니다.</translation>
    </message>
    <message>
        <source>You may hold at most {cap}% of {company} from its treasury; only shares in the bank pool may take you above that.</source>
        <translation>회사 금고에서는 {company} 주식을 최대 {cap}%까지만 가질 수 있습니다. 그 이상은 은행 풀의 주식으로만 가능합니다.</translation>
    </message>
    <message>
        <source>That would take you over the certificate limit of {limit}.</source>
        <translation>그러면 증서 한도 {limit}장을 넘게 됩니다.</translation>
    </message>
    <message>
        <source>A share of {company} costs {price}; you have {cash}.</source>
        <translation>{company} 주식 1주는 {price}입니다. 가진 돈은 {cash}입니다.</translation>
    </message>
    <message>
        <source>{company} cannot be auctioned now.</source>
        <translation>지금은 {company}를 경매에 부칠 수 없습니다.</translation>
    </message>
    <message>
        <source>Bids go in steps of ₩5.</source>
        <translation>입찰은 ₩5 단위로 합니다.</translation>
    </message>
    <message>
        <source>The high bid is {high}: bid at least {least}, or pass.</source>
        <translation>최고 입찰가는 {high}입니다. {least} 이상 입찰하거나 패스하세요.</translation>
    </message>
    <message>
        <source>You can bid at most {most}: a bid and twice the lowest par must be within your cash and the shares you could sell.</source>
        <translation>최대 {most}까지 입찰할 수 있습니다. 입찰가와 최저 액면가의 두 배가 가진 현금과 팔 수 있는 주식 안에 들어야 합니다.</translation>
    </message>
    <message>
        <source>The par price must be from {low} to {high}.</source>
        <translation>액면가는 {low}에서 {high} 사이여야 합니다.</translation>
    </message>
    <message>
        <source>The bid of {bid} and the {amount} capital need more than your {cash}.</source>
        <translation>입찰가 {bid}과 자본금 {amount}을 합하면 가진 돈 {cash}보다 많습니다.</translation>
    </message>
    <message>
        <source>Take {card}</source>
        <translation>{card} 가져가기</translation>
    </message>
    <message>
        <source>Sell {count} of {company}</source>
        <translation>{company} {count}주 팔기</translation>
    </message>
    <message>
        <source>Buy a share of {company}</source>
        <translation>{company} 주식 1주 사기</translation>
    </message>
    <message>
        <source>Auction {company} with a bid of {bid}</source>
        <translation>{company}를 {bid} 입찰로 경매에 부치기</translation>
    </message>
    <message>
        <source>Bid {amount}</source>
        <translation>{amount} 입찰</translation>
    </message>
    <message>
        <source>Pass</source>
        <translation>패스</translation>
    </message>
    <message>
        <source>End the turn</source>
        <translation>차례 마치기</translation>
    </message>
    <message>
        <source>Par at {price}</source>
        <translation>액면가 {price}</translation>
    </message>
    <message>
        <source>{company} is not at that step now: {prompt}</source>
        <translation>{company}는 지금 그 단계가 아닙니다: {prompt}</translation>
    </message>
    <message>
        <source>{company} must first lay or upgrade its home city {hex} so that its home station gets a seat.</source>
        <translation>{company}는 본거지 역이 자리를 얻도록 먼저 본거지 도시 {hex}에 타일을 놓거나 업그레이드해야 합니다.</translation>
    </message>
    <message>
        <source>{company} has already built on {hex} in this operating round.</source>
        <translation>{company}는 이번 운영 라운드에 이미 {hex}에 건설했습니다.</translation>
    </message>
    <message>
        <source>That needs {points} track points; {company} has {left} left.</source>
        <translation>선로 점수가 {points}점 필요합니다. {company}에게는 {left}점이 남았습니다.</translation>
    </message>
    <message>
        <source>Laying there costs {cost} for the terrain; {company} has {cash}.</source>
        <translation>그곳에 놓으려면 지형 비용 {cost}이 듭니다. {company}에게는 {cash}이 있습니다.</translation>
    </message>
    <message>
        <source>That tile cannot be laid there in that rotation now.</source>
        <translation>지금은 그 타일을 그 방향으로 그곳에 놓을 수 없습니다.</translation>
    </message>
    <message>
        <source>No track is laid in the last set of operating rounds.</source>
        <translation>마지막 운영 라운드 세트에는 선로를 놓지 않습니다.</translation>
    </message>
    <message>
        <source>No stations are built in the last set of operating rounds.</source>
        <translation>마지막 운영 라운드 세트에는 역을 짓지 않습니다.</translation>
    </message>
    <message>
        <source>{company} has no station token left.</source>
        <translation>{company}에게 남은 역 토큰이 없습니다.</translation>
    </message>
    <message>
        <source>The next station costs {price}; {company} has {cash}.</source>
        <translation>다음 역은 {price}입니다. {company}에게는 {cash}이 있습니다.</translation>
    </message>
    <message>
        <source>{company} cannot build a station on {hex}: it must be a metropolitan city it reaches, with a free seat and none of its stations.</source>
        <translation>{company}는 {hex}에 역을 지을 수 없습니다. 회사가 닿는 광역시여야 하고, 빈 자리가 있으며 그 회사의 역이 없어야 합니다.</translation>
    </message>
    <message>
        <source>{problem}</source>
        <translation>{problem}</translation>
    </message>
    <message>
        <source>Give one list of stops for each of {company}&apos;s {count} trains (an empty list for a train that does not run).</source>
        <translation>{company}의 열차 {count}대마다 정차역 목록을 하나씩 주세요(달리지 않는 열차는 빈 목록).</translation>
    </message>
    <message>
        <source>There is no revenue to pay out or hold.</source>
        <translation>배당하거나 유보할 수익이 없습니다.</translation>
    </message>
    <message>
        <source>Only the lowest train in the market may be bought: now the {train}-train.</source>
        <translation>시장에서 가장 낮은 열차만 살 수 있습니다. 지금은 {train}열차입니다.</translation>
    </message>
    <message>
        <source>{company} already holds {count} trains, the limit now.</source>
        <translation>{company}는 이미 지금의 한도인 열차 {count}대를 갖고 있습니다.</translation>
    </message>
    <message>
        <source>The {train}-train costs {price}; {company} has {cash}.</source>
        <translation>{train}열차는 {price}입니다. {company}에게는 {cash}이 있습니다.</translation>
    </message>
    <message>
        <source>Companies do not trade trains in the last set of operating rounds.</source>
        <translation>마지막 운영 라운드 세트에는 회사끼리 열차를 거래하지 않습니다.</translation>
    </message>
    <message>
        <source>{company} and {seller} share no city and no track joins their stations.</source>
        <translation>{company}와 {seller}는 함께 쓰는 도시가 없고, 두 회사의 역을 잇는 선로도 없습니다.</translation>
    </message>
    <message>
        <source>{seller} has no {train}-train.</source>
        <translation>{seller}에게는 {train}열차가 없습니다.</translation>
    </message>
    <message>
        <source>The price must be a whole amount from {least} up to what {company} has ({most}).</source>
        <translation>가격은 {least}부터 {company}가 가진 금액({most})까지의 정수여야 합니다.</translation>
    </message>
    <message>
        <source>{company} has no {train}-train to discard.</source>
        <translation>{company}에게는 버릴 {train}열차가 없습니다.</translation>
    </message>
    <message>
        <source>Sell one certificate at a time until the train is paid for.</source>
        <translation>열차 값을 다 치를 때까지 증서를 한 장씩 파세요.</translation>
    </message>
    <message>
        <source>That sale is not allowed now: the pool takes at most half of a company and no sale may change a director.</source>
        <translation>지금은 그렇게 팔 수 없습니다. 은행 풀은 한 회사의 절반까지만 받고, 어떤 매도도 사장을 바꿀 수 없습니다.</translation>
    </message>
    <message>
        <source>Choose {seats} of the stations waiting outside {hex}.</source>
        <translation>{hex} 바깥에서 기다리는 역 중 {seats}개를 고르세요.</translation>
    </message>
    <message>
        <source>{company}: lay or upgrade the home city {hex} to seat the home station.</source>
        <translation>{company}: 본거지 역이 자리를 잡도록 본거지 도시 {hex}에 타일을 놓거나 업그레이드하세요.</translation>
    </message>
    <message>
        <source>{company}: build a station in a metropolitan city or skip.</source>
        <translation>{company}: 광역시에 역을 짓거나 건너뛰세요.</translation>
    </message>
    <message>
        <source>{company}: run the trains.</source>
        <translation>{company}: 열차를 운행하세요.</translation>
    </message>
    <message>
        <source>{company} earned {revenue}: pay it out or hold it.</source>
        <translation>{company}가 {revenue}을 벌었습니다. 배당하거나 유보하세요.</translation>
    </message>
    <message>
        <source>{company}: buy trains or end the turn.</source>
        <translation>{company}: 열차를 사거나 차례를 마치세요.</translation>
    </message>
    <message>
        <source>{company} is over the train limit: discard a train.</source>
        <translation>{company}가 열차 한도를 넘었습니다. 열차 한 대를 버리세요.</translation>
    </message>
    <message>
        <source>{buyer} offers {price} for {seller}&apos;s {train}-train: accept or reject.</source>
        <translation>{buyer}가 {seller}의 {train}열차에 {price}을 제안합니다. 받아들이거나 거절하세요.</translation>
    </message>
    <message>
        <source>{company} must buy a train: sell shares to raise the {shortfall} still missing.</source>
        <translation>{company}는 열차를 사야 합니다. 주식을 팔아 아직 모자란 {shortfall}을 마련하세요.</translation>
    </message>
    <message>
        <source>Choose which stations waiting outside {hex} take the {seats} free seats.</source>
        <translation>{hex} 바깥에서 기다리는 역 중 어느 역이 빈 자리 {seats}개를 차지할지 고르세요.</translation>
    </message>
    <message>
        <source>Lay tile {tile} on {hex} (rotation {rotation})</source>
        <translation>{hex}에 {tile}번 타일 놓기 (회전 {rotation})</translation>
    </message>
    <message>
        <source>Stop building track</source>
        <translation>선로 건설 멈추기</translation>
    </message>
    <message>
        <source>Build a station on {hex}</source>
        <translation>{hex}에 역 짓기</translation>
    </message>
    <message>
        <source>Build no station</source>
        <translation>역 짓지 않기</translation>
    </message>
    <message>
        <source>Run the trains</source>
        <translation>열차 운행</translation>
    </message>
    <message>
        <source>Pay a dividend</source>
        <translation>배당하기</translation>
    </message>
    <message>
        <source>Hold the revenue</source>
        <translation>수익 유보</translation>
    </message>
    <message>
        <source>Buy a {train}-train</source>
        <translation>{train}열차 사기</translation>
    </message>
    <message>
        <source>Offer for {seller}&apos;s {train}-train</source>
        <translation>{seller}의 {train}열차 구매 제안</translation>
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
        <source>Discard a {train}-train</source>
        <translation>{train}열차 버리기</translation>
    </message>
    <message>
        <source>Sell {count} share of {company}</source>
        <translation>{company} 주식 {count}주 팔기</translation>
    </message>
    <message>
        <source>Seat the chosen stations</source>
        <translation>고른 역에 자리 주기</translation>
    </message>
    <message>
        <source>You do not hold that asset card.</source>
        <translation>그 자산 카드를 갖고 있지 않습니다.</translation>
    </message>
    <message>
        <source>Asset cards go only to a company you direct that started in a pre-war row of the IPO.</source>
        <translation>자산 카드는 공모 주식 칸의 전쟁 전 줄에서 시작한, 내가 사장인 회사에만 붙일 수 있습니다.</translation>
    </message>
    <message>
        <source>Asset cards cannot change hands now: during the draft or while another decision is open.</source>
        <translation>지금은 자산 카드가 주인을 바꿀 수 없습니다: 드래프트 중이거나 다른 결정이 열려 있습니다.</translation>
    </message>
    <message>
        <source>Offer the card to another player.</source>
        <translation>다른 플레이어에게 카드를 제안하세요.</translation>
    </message>
    <message>
        <source>The price must be a whole amount from ₩0 up to what the buyer has ({cash}).</source>
        <translation>가격은 ₩0부터 사는 사람이 가진 돈({cash})까지의 정수 금액이어야 합니다.</translation>
    </message>
    <message>
        <source>That card cannot be used that way now.</source>
        <translation>지금은 그 카드를 그렇게 쓸 수 없습니다.</translation>
    </message>
    <message>
        <source>Choose a big city of the South for the new home.</source>
        <translation>새 본거지로 남한의 큰 도시를 고르세요.</translation>
    </message>
    <message>
        <source>The port goes on an empty coastal hex of the South: no tile, no city, beside the sea.</source>
        <translation>항구는 남한의 빈 해안 헥스에 놓입니다. 타일도 도시도 없고 바다에 닿은 곳이어야 합니다.</translation>
    </message>
    <message>
        <source>The ferry station goes on a sea area of the South.</source>
        <translation>여객선 역은 남한의 바다 구역에 놓입니다.</translation>
    </message>
    <message>
        <source>{seller} offers you {card} for {price}: accept or reject.</source>
        <translation>{seller} 님이 {card}를 {price}에 제안합니다: 받아들이거나 거절하세요.</translation>
    </message>
    <message>
        <source>{company} has no station left: choose a big city of the South for its new home.</source>
        <translation>{company}는 역이 하나도 남지 않았습니다: 새 본거지로 남한의 큰 도시를 고르세요.</translation>
    </message>
    <message>
        <source>Attach {card} to {company}</source>
        <translation>{card}를 {company}에 붙이기</translation>
    </message>
    <message>
        <source>Each lay or upgrade on Seoul by another company moves this company&apos;s price one square right.</source>
        <translation>다른 회사가 서울에 타일을 놓거나 업그레이드할 때마다 이 회사의 주가가 오른쪽으로 한 칸 움직입니다.</translation>
    </message>
    <message>
        <source>₩80 into the treasury in every operating round the company runs a train.</source>
        <translation>회사가 열차를 운행하는 운영 라운드마다 금고에 ₩80이 들어옵니다.</translation>
    </message>
    <message>
        <source>A North company survives the war and may take a new home in the South.</source>
        <translation>북한 회사가 전쟁에서 살아남고 남한에 새 본거지를 정할 수 있습니다.</translation>
    </message>
    <message>
        <source>The company has 4 track points instead of 3.</source>
        <translation>회사의 선로 점수가 3 대신 4입니다.</translation>
    </message>
    <message>
        <source>Once: a free yellow tile on any empty hex, without a connection.</source>
        <translation>한 번: 연결 없이 아무 빈 헥스에 노란 타일을 무료로 놓습니다.</translation>
    </message>
    <message>
        <source>At the war, every North station of the company moves to the South.</source>
        <translation>전쟁 때 회사의 북한 역이 모두 남한으로 옮겨갑니다.</translation>
    </message>
    <message>
        <source>₩150 to the treasury when attached.</source>
        <translation>붙일 때 금고에 ₩150이 들어옵니다.</translation>
    </message>
    <message>
        <source>Once an operating round: sell a train to the bank at its printed price.</source>
        <translation>운영 라운드마다 한 번: 열차 하나를 인쇄된 가격에 은행에 팝니다.</translation>
    </message>
    <message>
        <source>Once before the war: name a North border city; it counts as South from the war on.</source>
        <translation>전쟁 전에 한 번: 북한 접경 도시 하나를 지정하면 전쟁부터 남한으로 칩니다.</translation>
    </message>
    <message>
        <source>The company pays no terrain costs.</source>
        <translation>회사는 지형 비용을 내지 않습니다.</translation>
    </message>
    <message>
        <source>Market trains cost the company 20% less.</source>
        <translation>시장 열차가 회사에게 20% 더 쌉니다.</translation>
    </message>
    <message>
        <source>+₩10 for each run through the home city.</source>
        <translation>본거지 도시를 지나는 운행마다 +₩10.</translation>
    </message>
    <message>
        <source>+₩20 in every operating round the company runs a train.</source>
        <translation>회사가 열차를 운행하는 운영 라운드마다 +₩20.</translation>
    </message>
    <message>
        <source>+₩30 before the war while the track reaches Anju or Tokchon.</source>
        <translation>전쟁 전, 선로가 안주나 덕천에 닿아 있는 동안 +₩30.</translation>
    </message>
    <message>
        <source>Once a stock round: the director may buy a second share of the company.</source>
        <translation>주식 라운드마다 한 번: 사장이 이 회사의 주식을 한 주 더 살 수 있습니다.</translation>
    </message>
    <message>
        <source>Once an operating round: hand in a 2, 3 or 4 for the 4, 6E or 8E on sale, paying the difference.</source>
        <translation>운영 라운드마다 한 번: 2, 3, 4열차를 내고 차액을 내어 판매 중인 4, 6E, 8E 열차로 바꿉니다.</translation>
    </message>
    <message>
        <source>₩100 with the company&apos;s first market train.</source>
        <translation>회사가 처음 시장 열차를 살 때 ₩100.</translation>
    </message>
    <message>
        <source>A station may go outside a full metropolitan city.</source>
        <translation>가득 찬 대도시 바깥에 역을 둘 수 있습니다.</translation>
    </message>
    <message>
        <source>One more station token at the last charter price.</source>
        <translation>헌장의 마지막 가격으로 역 토큰 하나를 더 얻습니다.</translation>
    </message>
    <message>
        <source>Once: a station in a metropolitan city without a route to it.</source>
        <translation>한 번: 노선이 닿지 않는 대도시에 역을 짓습니다.</translation>
    </message>
    <message>
        <source>At the war, one North station of the company moves to the South.</source>
        <translation>전쟁 때 회사의 북한 역 하나가 남한으로 옮겨갑니다.</translation>
    </message>
    <message>
        <source>The company&apos;s home city tile survives the war.</source>
        <translation>회사 본거지 도시의 타일이 전쟁에서 살아남습니다.</translation>
    </message>
    <message>
        <source>The company&apos;s train limit is one higher.</source>
        <translation>회사의 열차 한도가 하나 더 높습니다.</translation>
    </message>
    <message>
        <source>With the Defector: stations may move to any South big city, whose tile survives.</source>
        <translation>귀순자와 함께: 역이 남한의 아무 큰 도시로 옮겨갈 수 있고, 그 타일은 살아남습니다.</translation>
    </message>
    <message>
        <source>Once an operating round an upgrade costs 1 track point.</source>
        <translation>운영 라운드마다 한 번 업그레이드에 선로 점수 1이 듭니다.</translation>
    </message>
    <message>
        <source>In the first operating round after the war, up to 2 extra yellow tiles for free.</source>
        <translation>전쟁 후 첫 운영 라운드에 노란 타일을 최대 2개 더 무료로 놓습니다.</translation>
    </message>
    <message>
        <source>Set {set}, operating round {number} of 2</source>
        <translation>{set}세트, 운영 라운드 {number}/2</translation>
    </message>
    <message>
        <source>{train}-train: {price}</source>
        <translation>{train}열차: {price}</translation>
    </message>
    <message>
        <source>Tier {tier}: {card}</source>
        <translation>{tier}등급: {card}</translation>
    </message>
    <message>
        <source>Home</source>
        <translation>본거지</translation>
    </message>
    <message>
        <source>Station</source>
        <translation>역</translation>
    </message>
    <message>
        <source>Run</source>
        <translation>운행</translation>
    </message>
    <message>
        <source>Dividend</source>
        <translation>배당</translation>
    </message>
    <message>
        <source>The game is over</source>
        <translation>게임이 끝났습니다</translation>
    </message>
    <message>
        <source>Asset draft</source>
        <translation>자산 드래프트</translation>
    </message>
    <message>
        <source>Stock round {number}</source>
        <translation>주식 라운드 {number}</translation>
    </message>
    <message>
        <source>{round}: {company}</source>
        <translation>{round}: {company}</translation>
    </message>
    <message numerus="yes">
        <source>{n} cards left face up</source>
        <translation>
            <numerusform>앞면으로 남은 카드 {n}장</numerusform>
        </translation>
    </message>
    <message>
        <source>Express: counts {n} big cities or off-board areas, passes small ones.</source>
        <translation>급행: 큰 도시나 보드 밖 지역 {n}곳을 세고, 작은 도시는 지나칩니다.</translation>
    </message>
    <message>
        <source>Runs to {n} stops.</source>
        <translation>정차지 {n}곳까지 달립니다.</translation>
    </message>
    <message>
        <source>Unlimited in the market.</source>
        <translation>시장에 무제한으로 있습니다.</translation>
    </message>
    <message numerus="yes">
        <source>{n} left in the market.</source>
        <translation>
            <numerusform>시장에 {n}대 남음.</numerusform>
        </translation>
    </message>
    <message>
        <source>Dividend of {least} or more: to {price}.</source>
        <translation>{least} 이상 배당: {price}(으)로.</translation>
    </message>
    <message>
        <source>Hold, or each share its director sells: to {price}.</source>
        <translation>유보, 또는 사장이 파는 주식마다: {price}(으)로.</translation>
    </message>
    <message>
        <source>Stock round {number}, the last</source>
        <translation>주식 라운드 {number} (마지막)</translation>
    </message>
    <message>
        <source>Passed: {names}</source>
        <translation>패스: {names}</translation>
    </message>
    <message>
        <source>Nobody has passed yet</source>
        <translation>아직 아무도 패스하지 않았습니다</translation>
    </message>
    <message>
        <source>Opens the {era} era.</source>
        <translation>{era} 시대를 엽니다.</translation>
    </message>
    <message>
        <source>The first one bought rusts every {train}-train.</source>
        <translation>처음 팔리면 모든 {train}열차가 폐차됩니다.</translation>
    </message>
    <message>
        <source>The train limit falls to {limit}.</source>
        <translation>열차 한도가 {limit}대로 줄어듭니다.</translation>
    </message>
    <message>
        <source>The Korean War breaks out when the third 4-train leaves the market.</source>
        <translation>세 번째 4열차가 시장을 떠나면 한국 전쟁이 일어납니다.</translation>
    </message>
    <message>
        <source>The first one bought ends the game after one more stock round and set.</source>
        <translation>처음 팔리면 주식 라운드와 세트를 한 번 더 하고 게임이 끝납니다.</translation>
    </message>
    <message>
        <source>Rusts when the first {train}-train is bought.</source>
        <translation>첫 {train}열차가 팔리면 폐차됩니다.</translation>
    </message>
    <message>
        <source>Never rusts.</source>
        <translation>폐차되지 않습니다.</translation>
    </message>
    <message>
        <source>A price arriving here ends the game after this operating round.</source>
        <translation>주가가 여기에 닿으면 이 운영 라운드 뒤에 게임이 끝납니다.</translation>
    </message>
    <message>
        <source>A par price before and after the war.</source>
        <translation>전쟁 전후의 액면가입니다.</translation>
    </message>
    <message>
        <source>Every company keeps a station in the South: none leaves the game.</source>
        <translation>모든 회사가 남한에 역을 가지고 있어 아무 회사도 게임에서 빠지지 않습니다.</translation>
    </message>
    <message>
        <source>A par price after the war.</source>
        <translation>전쟁 후의 액면가입니다.</translation>
    </message>
    <message>
        <source>Now open to found: {companies}.</source>
        <translation>이제 설립할 수 있는 회사: {companies}.</translation>
    </message>
    <message>
        <source>cash {amount}</source>
        <translation>현금 {amount}</translation>
    </message>
    <message>
        <source>The Korean War</source>
        <translation>한국 전쟁</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>닫기</translation>
    </message>
    <message>
        <source>Par price</source>
        <translation>액면가</translation>
    </message>
    <message>
        <source>Train offer</source>
        <translation>열차 제안</translation>
    </message>
    <message>
        <source>Card offer</source>
        <translation>카드 제안</translation>
    </message>
    <message>
        <source>Train limit</source>
        <translation>열차 한도</translation>
    </message>
    <message>
        <source>Director&apos;s certificate of {company}</source>
        <translation>{company} 사장 증서</translation>
    </message>
    <message>
        <source>high bid {amount}</source>
        <translation>최고 입찰 {amount}</translation>
    </message>
    <message>
        <source>Sell a share of {company}</source>
        <translation>{company} 주식 1주 팔기</translation>
    </message>
    <message>
        <source>{company} must buy a train</source>
        <translation>{company}는 열차를 사야 합니다</translation>
    </message>
    <message>
        <source>still to raise {amount}</source>
        <translation>더 마련할 돈 {amount}</translation>
    </message>
    <message>
        <source>{company} buys trains</source>
        <translation>{company} 열차 구매</translation>
    </message>
    <message>
        <source>Sell before the par</source>
        <translation>액면가 전에 팔기</translation>
    </message>
    <message>
        <source>treasury {amount}</source>
        <translation>금고 {amount}</translation>
    </message>
    <message>
        <source>leads</source>
        <translation>선두</translation>
    </message>
    <message>
        <source>A card may be attached at any moment to a company its holder directs.</source>
        <translation>카드는 언제든지 카드 주인이 사장인 회사에 붙일 수 있습니다.</translation>
    </message>
    <message>
        <source>{tier}: {card}</source>
        <translation>{tier}: {card}</translation>
    </message>
    <message>
        <source>to bid</source>
        <translation>입찰 차례</translation>
    </message>
    <message>
        <source>in</source>
        <translation>참가 중</translation>
    </message>
    <message numerus="yes">
        <source>Sell {n} shares of {company} ({amount})</source>
        <translation>
            <numerusform>{company} {n}주 팔기 ({amount})</numerusform>
        </translation>
    </message>
    <message>
        <source>Par {price} (pays {capital} in)</source>
        <translation>액면가 {price} (자본 {capital} 납입)</translation>
    </message>
    <message>
        <source>Buy {company} from the IPO ({price})</source>
        <translation>공모에서 {company} 사기 ({price})</translation>
    </message>
    <message>
        <source>Buy {company} from the pool ({price})</source>
        <translation>풀에서 {company} 사기 ({price})</translation>
    </message>
    <message>
        <source>Auction {company}, bid {amount}</source>
        <translation>{company} 경매, 입찰 {amount}</translation>
    </message>
    <message numerus="yes">
        <source>{company}: lay or upgrade track ({n} track points left) or stop building.</source>
        <translation>
            <numerusform>{company}: 선로를 놓거나 업그레이드하세요(선로 점수 {n}점 남음). 아니면 건설을 멈추세요.</numerusform>
        </translation>
    </message>
    <message>
        <source>Once, in the track step: a port on an empty South coastal hex, a sea area for this company only.</source>
        <translation>한 번, 선로 단계에: 남부의 빈 해안 칸에 항구를 짓습니다. 이 회사에게만 바다 지역입니다.</translation>
    </message>
    <message>
        <source>The company&apos;s trains may pass small cities without counting them.</source>
        <translation>이 회사의 열차는 작은 도시를 세지 않고 지나갈 수 있습니다.</translation>
    </message>
    <message>
        <source>The company&apos;s first express train may visit one more big city.</source>
        <translation>이 회사의 첫 급행열차는 큰 도시 하나를 더 방문할 수 있습니다.</translation>
    </message>
    <message>
        <source>Once, as a station step&apos;s station: a station on a South sea area, where its routes may start or end.</source>
        <translation>한 번, 역 단계의 역으로: 남부 바다 지역에 역을 짓습니다. 노선이 그곳에서 시작하거나 끝날 수 있습니다.</translation>
    </message>
    <message>
        <source>The Korean War breaks out: the directors move their North stations South.</source>
        <translation>한국 전쟁이 일어났습니다: 사장들이 북부의 역을 남부로 옮깁니다.</translation>
    </message>
    <message>
        <source>Out of the game with the North: {companies}.</source>
        <translation>북부와 함께 게임에서 빠진 회사: {companies}.</translation>
    </message>
    <message>
        <source>{company}&apos;s port (New Port Development): a sea area for {company}&apos;s trains only, worth {value} now ({values} by era).</source>
        <translation>{company}의 항구(신항만 개발): {company}의 열차만 쓰는 바다 지역, 지금 가치 {value} (시대별 {values}).</translation>
    </message>
    <message numerus="yes">
        <source>Rotation {index} of {count}; terrain cost {cost}; {n} track points left.</source>
        <translation>
            <numerusform>회전 {index}/{count}; 지형 비용 {cost}; 남은 선로 점수 {n}점.</numerusform>
        </translation>
    </message>
    <message>
        <source>Pays {values} by era.</source>
        <translation>시대별 수익 {values}.</translation>
    </message>
    <message numerus="yes">
        <source>Click a glowing hex to lay or upgrade a tile ({n} track points left).</source>
        <translation>
            <numerusform>빛나는 칸을 눌러 타일을 놓거나 업그레이드하세요(선로 점수 {n}점 남음).</numerusform>
        </translation>
    </message>
    <message>
        <source>{company}&apos;s ferry station (Ferry Terminal): its routes may start or end here.</source>
        <translation>{company}의 여객선 역(여객선 터미널): 이 회사의 노선이 여기서 시작하거나 끝날 수 있습니다.</translation>
    </message>
    <message>
        <source>Asset cards that change the routes (the optimiser and the route check apply them):
- New Port Development: once, in its track step, the company builds its port on an empty coastal hex
  of the South (no tile, no city; no track points, no terrain cost and no connection needed; the
  app&apos;s own rule). Track pointing at the port reaches it. For this company only it is a sea area
  worth ₩30, ₩40, ₩60 or ₩80 in the yellow, green, brown or gray era: a route may only start or end
  there. No tile is ever laid on it, and no other company&apos;s train goes there.
- Local Administrator: the company&apos;s trains that are not express trains may pass a small city
  without counting it, using no link and earning nothing there, chosen per small city; its express
  trains collect the ₩10 of every small city they pass without counting it as a link (the app&apos;s
  choice).
- Express Timetable: the company&apos;s lowest-numbered express train (the first of them if it has
  several) may visit one more big city than its number says.
- Ferry Terminal: once, in its station step and as that round&apos;s station, the company builds a
  station on a sea area of the South with its next token, at that token&apos;s price (the app&apos;s own
  rule). It counts as the company&apos;s station for the route rule (a route must hold one) and for
  nothing else: track is not laid from it, and the sea is still only a route end.
- The Korean War keeps the port and the ferry station: they lie in the South and no step of the war
  removes them (the app&apos;s choice). A ferry station is no station in a South hex, so it does not keep
  a North company in the game (the app&apos;s choice); a company that leaves the game at the war takes
  its port and its ferry station with it.</source>
        <translation>경로를 바꾸는 자산 카드(최적화기와 노선 검사가 적용합니다):
- 신항만 개발: 한 번, 선로 단계에 회사가 남한의 빈 해안 헥스(타일도 도시도 없는 곳)에 항구를 짓습니다(선로 점수, 지형 비용, 연결 모두 필요 없음; 앱의 자체 규칙).
  항구를 향한 선로는 항구에 닿습니다. 이 회사에게만 항구는 노랑, 초록, 갈색, 회색 시대에 ₩30, ₩40, ₩60, ₩80인 바다 구역이어서 노선의 처음이나 끝에만 올 수
  있습니다. 그 위에는 어떤 타일도 놓이지 않고, 다른 회사의 열차는 가지 못합니다.
- 지방 행정관: 회사의 급행이 아닌 열차는 소도시를 세지 않고 지나갈 수 있습니다. 칸을 쓰지 않고 그곳에서는 아무것도 벌지 않으며, 소도시마다 따로 고릅니다. 회사의 급행열차는
  지나가는 모든 소도시의 ₩10을 벌면서도 그 소도시를 칸으로 세지 않습니다(앱의 선택).
- 급행 시간표: 회사에서 번호가 가장 낮은 급행열차(여러 대면 그중 첫 번째)는 번호보다 큰 도시를 하나 더 들를 수 있습니다.
- 여객선 터미널: 한 번, 역 단계에 그 운영 라운드의 역으로, 회사가 다음 역 표지를 그 가격에 남한의 바다 구역에 놓습니다(앱의 자체 규칙). 이 역은 노선 규칙(노선에
  회사의 역이 하나 있어야 함)에서만 회사의 역으로 칩니다. 여기서 선로를 놓아 나갈 수 없고, 바다는 여전히 노선의 처음이나 끝에만 옵니다.
- 한국 전쟁은 항구와 여객선 역을 남겨 둡니다. 둘 다 남한에 있고 전쟁의 어느 단계도 그것들을 없애지 않습니다(앱의 선택). 여객선 역은 남한 헥스의 역이 아니므로 북한 회사를
  게임에 남기지 못합니다(앱의 선택). 전쟁으로 게임에서 빠지는 회사는 자기 항구와 여객선 역도 함께 가져갑니다.</translation>
    </message>
    <message>
        <source>Asset cards. A card you hold may be attached at any moment, other players&apos; turns included, to a
  company you direct that started in a pre-war row of the IPO; it stays there for good, also when
  the director changes, and is lost with the company at the war (the app&apos;s choice). Cards not yet
  attached may be sold between players for any amount from ₩0 that the buyer accepts, except during
  the draft or while an auction, a forced purchase or another offer is open (the app&apos;s own rule).
  Effects:
- Miracle on the Han River: each lay or upgrade on Seoul by another company moves this company&apos;s
  token one square right (the app&apos;s choice). Ulsan Industrial Complex: ₩80 into the treasury in
  every OR the company runs a train. The Local Rich: a North company survives the war; with no
  station left it takes any South big city as its new home in its next OR (the app&apos;s choice).
  Gyeongbu Line Concession: 4 track points. Land Survey Bureau: once, a free yellow lay anywhere
  without a connection, no track points. Defector, Repulsion of the North Army, Evacuation Train:
  see the war. Chaebol Founder: ₩150 when attached.
- Used-Train Dealer: once per OR in its turn, sell a train to the bank for its printed price; it
  leaves the game and sets off nothing (the app&apos;s choice). Anti-North Spy: once before the war, name
  Kaesong, Pyonggang or Kosong; it counts as South from the war on (the app&apos;s choice). Tunnel
  Engineers: no terrain costs. Train Buyer: market trains 20% off (the app&apos;s choice). Telegraph
  Office: +₩10 per run through the home city; Mail Contract: +₩20; Coal Concession: +₩30 before the
  war while the track reaches Anju or Tokchon; each in an OR the company runs a train, after the
  express multiplier (the app&apos;s choice). Stock Broker: once per stock round, the director may buy a
  second share of this company in one turn. The Newest Parts: once per OR, hand in a 2, 3 or 4 for
  the 4, 6E or 8E on sale, paying ₩200, ₩420 or ₩500; it counts as a market purchase and is allowed
  at the limit (the app&apos;s choice). Government Subsidy: ₩100 with the first market train.
- Outer Station Construction: a station in a reached metropolitan city without a free seat goes
  outside the tile; in Seoul before the war it never takes the last free seat (the app&apos;s choice).
  Extra Station: one more station token at the last charter price (the app&apos;s choice). Station
  Priority: once, a station in a metropolitan city without a route to it. Nakdong Defense Line: the
  home city tile survives the war. Rolling Stock Reserve: train limit one higher. Track Gang: once
  per OR an upgrade costs 1 track point. Reconstruction Crew: in the first OR after the war, up to 2
  extra yellow lays without track points or terrain cost.</source>
        <translation>자산 카드. 가진 카드는 언제든지, 다른 플레이어의 차례에도, 내가 사장인 회사 가운데 공모 주식 칸의 전쟁 전 줄에서 시작한 회사에 붙일 수 있습니다. 카드는 사장이 바뀌어도 그
  회사에 영구히 남고, 전쟁 때 회사와 함께 사라집니다(앱의 선택). 아직 붙이지 않은 카드는 플레이어끼리 ₩0부터 사는 사람이 받아들이는 금액에 팔 수 있습니다. 단, 드래프트
  중이나 경매, 강제 구매, 다른 제안이 열려 있는 동안은 안 됩니다(앱의 자체 규칙).
효과:
- 한강의 기적: 다른 회사가 서울에 타일을 놓거나 업그레이드할 때마다 이 회사의 주가 표시가 오른쪽으로 한 칸 움직입니다(앱의 선택). 울산 공업단지: 기차를 운행한 운영
  라운드마다 회사 금고에 ₩80. 지방 부호: 북한 회사가 전쟁에서 살아남습니다. 역이 하나도 남지 않으면 다음 운영 라운드에 남한의 큰 도시 아무 곳이나 새 본거지로
  삼습니다(앱의 선택). 경부선 부설권: 선로 점수 4점. 토지 측량국: 한 번, 연결 없이 아무 곳에나 선로 점수 없이 무료로 노란 타일 하나. 귀순자, 북진 격퇴, 피난
  열차: 전쟁 항목을 보세요. 재벌 창업주: 붙일 때 ₩150.
- 중고 기차 상인: 운영 라운드마다 한 번, 자기 차례에 기차 하나를 인쇄된 가격에 은행에 팝니다. 그 기차는 게임에서 제외되고 아무 일도 일으키지 않습니다(앱의 선택). 대북
  첩보원: 전쟁 전에 한 번, 개성, 평강, 고성 중 하나를 지정합니다. 전쟁부터 그곳은 남한으로 칩니다(앱의 선택). 터널 기술자: 지형 비용 없음. 기차 구매상: 시장의 기차
  20% 할인(앱의 선택). 전신국: 본거지 도시를 지나는 운행마다 +₩10. 우편 계약: +₩20. 석탄 채굴권: 전쟁 전, 선로가 안주나 덕천에 닿아 있는 동안 +₩30.
  모두 회사가 기차를 운행한 운영 라운드에, 급행 배수 다음에 더합니다(앱의 선택). 증권 중개인: 주식 라운드마다 한 번, 사장이 한 차례에 이 회사 주식을 한 주 더 살 수
  있습니다. 최신 부품: 운영 라운드마다 한 번, 2, 3, 4 기차를 판매 중인 4, 6E, 8E 기차와 바꾸고 ₩200, ₩420, ₩500을 냅니다. 시장 구매로 치며,
  한도에 차 있어도 됩니다(앱의 선택). 정부 보조금: 첫 시장 기차와 함께 ₩100.
- 외곽 역 건설: 빈 자리가 없는 도달한 대도시 역은 타일 바깥에 놓입니다. 전쟁 전 서울에서는 마지막 빈 자리를 차지하지 않습니다(앱의 선택). 추가 역: 마지막 설립 가격으로
  역 표지 하나 더(앱의 선택). 역 우선권: 한 번, 경로가 없는 대도시에 역 하나. 낙동강 방어선: 본거지 도시 타일이 전쟁에서 살아남습니다. 예비 차량: 기차 한도 하나
  더. 선로 작업반: 운영 라운드마다 한 번 업그레이드 하나가 선로 점수 1점. 재건 작업반: 전쟁 뒤 첫 운영 라운드에 선로 점수와 지형 비용 없이 노란 타일을 2개까지 더
  놓습니다.</translation>
    </message>
    <message>
        <source>The Korean War. The War card lies before the last 4-train: when the third 4-train leaves the market
  (bought, handed in with The Newest Parts or exported) the war breaks out at the end of that
  operating round, or at once after an export (the app&apos;s choice). A 4th 4-train bought later in that
  round opens the Brown era before the war (the app&apos;s choice). The war runs in this order (the app&apos;s
  choice):
1. The outbreak cards act, company by company in the operating order: Anti-North Spy&apos;s city counts
   as South (the app&apos;s choice); Evacuation Train moves one North station, Defector every one, to
   South metropolitan cities where the company has none, as stations waiting outside (the app&apos;s
   choice); with Repulsion of the North Army too, to any South big city, whose tile then survives
   (the app&apos;s choice). The director of each such company chooses, station by station, the city each
   station goes to; a station that can move must move (the app&apos;s choice).
2. North companies without a station in the South leave the game with all their shares, trains,
   money and cards, without compensation; The Local Rich keeps its company (the app&apos;s choice).
3. Every tile and station in the North is removed. Every South tile with a city or small city is
   removed too (except Nakdong Defense Line&apos;s home city and the cities Repulsion protects); their
   stations wait outside the hex until a tile is laid there again. Plain track stays.
4. The DMZ becomes the edge of the map; the North leaves play (the spy&apos;s city excepted).
5. The North row of the IPO closes and the post-war South row opens.
6. Era, trains, limits and the market stay as they are; play goes on.
After the war Seoul&apos;s capital seat is an ordinary seat: the yellow tile laid there seats two of the
  stations waiting outside (the app&apos;s choice). The company laying a tile on a hex with waiting
  stations chooses which of them take the free seats (the app&apos;s choice).</source>
        <translation>한국 전쟁. 전쟁 카드는 마지막 4-기차 앞에 놓여 있습니다. 세 번째 4-기차가 시장을 떠나면(구매, 최신 부품 교환, 수출) 그 운영 라운드가 끝날 때, 수출 때문이라면 즉시
  전쟁이 일어납니다(앱의 선택). 그 라운드에 나중에 네 번째 4-기차를 사면 전쟁 전에 갈색 시대가 열립니다(앱의 선택). 전쟁은 이 순서로 진행됩니다(앱의 선택):
1. 발발 카드가 운영 순서대로 회사마다 작동합니다. 대북 첩보원의 도시는 남한으로 칩니다(앱의 선택). 피난 열차는 북한 역 하나를, 귀순자는 모든 북한 역을, 그 회사의 역이
   없는 남한 대도시로 옮겨 바깥에서 기다리게 합니다(앱의 선택). 북진 격퇴도 있으면 남한의 큰 도시 아무 곳으로나 옮기고, 그 도시의 타일은 남습니다(앱의 선택). 그런
   회사마다 사장이 역 하나씩 갈 도시를 고릅니다. 옮길 수 있는 역은 반드시 옮겨야 합니다(앱의 선택).
2. 남한에 역이 없는 북한 회사는 주식, 기차, 돈, 카드를 모두 가지고 보상 없이 게임에서 나갑니다. 지방 부호는 그 회사를 지킵니다(앱의 선택).
3. 북한의 모든 타일과 역을 치웁니다. 도시나 작은 도시가 있는 남한의 모든 타일도 치웁니다(낙동강 방어선의 본거지 도시와 북진 격퇴가 지키는 도시는 제외). 그 역들은 그 칸에
   다시 타일이 놓일 때까지 바깥에서 기다립니다. 일반 선로는 남습니다.
4. 비무장지대가 지도의 가장자리가 되고 북한은 게임에서 빠집니다(첩보원의 도시는 제외).
5. 공모 주식 칸의 북한 줄이 닫히고 전쟁 후 남한 줄이 열립니다.
6. 시대, 기차, 한도, 시장은 그대로이며 게임이 이어집니다.
전쟁 뒤에 서울의 수도 자리는 보통 자리가 됩니다. 그곳에 놓은 노란 타일은 바깥에서 기다리던 역 둘을 앉힙니다(앱의 선택). 기다리는 역이 있는 칸에 타일을 놓는 회사가 어느
  역이 빈 자리를 차지할지 고릅니다(앱의 선택).</translation>
    </message>
    <message>
        <source>Map, tiles and stations
- A city pays what the tile on it shows: a small city 10, a big city 20, 30, 40 or 50 from yellow to
  gray; the North&apos;s N tiles pay 30 and 40 and never turn brown. An off-board area pays the value of
  the current era, or of the latest era that has one (the app&apos;s choice).
- Every land hex may be built on: the map has no gray hexes (the app&apos;s choice). An off-board area
  joins only the hexes its printed track stubs face; no track leads into its other edges (the app&apos;s
  choice).
- Tiles are limited: 24 yellow and 20 green city tiles, 19 yellow and 6 green small-city tiles, 8
  brown city tiles (plain yellow track is unlimited). A replaced or removed tile goes back at once;
  a lay whose tile is out of stock cannot be made (the app&apos;s choice).
- A station waiting outside a hex counts for routes and train trades only while no lay or upgrade
  could give it a seat. It never takes a seat or blocks a city, and its company may always build
  track from it (the app&apos;s choice).
- Some home cities lie side by side (Pyongyang, Nampo, Sariwon and Haeju; Seoul, Incheon, Suwon and
  Kaesong; Cheongju, Daejeon and Jeonju), so early stations there can block each other (the app&apos;s
  choice).
- The 30 asset cards are split 10 to each tier A, B and C; the split is the app&apos;s choice.</source>
        <translation>지도, 타일, 역
- 도시는 그 위에 놓인 타일에 적힌 수입을 냅니다. 작은 도시는 10, 큰 도시는 노랑에서 회색까지 20, 30, 40, 50입니다. 북한의 N 타일은 30과 40을 내며 갈색이
  되지 않습니다. 맵 밖 지역은 지금 시대의 값을, 없으면 값이 있는 가장 최근 시대의 값을 냅니다(앱의 선택).
- 모든 육지 헥스에 건설할 수 있습니다. 이 지도에는 회색 헥스가 없습니다(앱의 선택). 맵 밖 지역은 인쇄된 선로 끝이 향한 헥스와만 이어지며, 그 밖의 변으로는 선로를 놓을
  수 없습니다(앱의 선택).
- 타일은 수가 정해져 있습니다: 노란 도시 타일 24장, 초록 도시 타일 20장, 노란 작은 도시 타일 19장, 초록 작은 도시 타일 6장, 갈색 도시 타일 8장(노란 일반
  선로는 무제한). 바뀌거나 치워진 타일은 바로 공급으로 돌아가며, 재고가 없는 타일은 놓을 수 없습니다(앱의 선택).
- 헥스 바깥에서 기다리는 외곽역은 어떤 타일 놓기나 업그레이드로도 자리를 얻을 수 없는 동안에만 노선과 열차 거래에서 역으로 칩니다. 외곽역은 자리를 차지하지도, 도시를 막지도
  않으며, 그 회사는 언제나 그곳에서부터 선로를 놓을 수 있습니다(앱의 선택).
- 몇몇 본거지 도시는 서로 붙어 있습니다(평양, 남포, 사리원, 해주; 서울, 인천, 수원, 개성; 청주, 대전, 전주). 그래서 초반에 놓은 역이 서로를 막을 수 있습니다(앱의 선택).
- 자산 카드 30장은 A, B, C 등급에 10장씩 나뉩니다. 이 나눔은 앱의 선택입니다.</translation>
    </message>
    <message>
        <source>Operating rounds. Two per set. The next company is always the face-up token with the highest price,
  the leftmost on a shared square (the app&apos;s choice). A company&apos;s turn: home station in its first OR
  (a free seat; else the lay or upgrade that opens one, as its first track action; else an outer
  station; the app&apos;s choice), then 3 track points (yellow lay 1, upgrade 2, one build per hex,
  terrain cost on yellow lays), then one station in a reached metropolitan city at the charter price
  (the app&apos;s choice), then the run (the computer proposes the best routes; with two or more express
  trains all of them run and the company earns the lowest-numbered one&apos;s run times their number, or
  the lowest-earning one&apos;s in the variant; the app&apos;s choice), then dividend or hold (the app&apos;s
  choice: below the price no move, from the price +1, from twice the price +2; hold -1; zero revenue
  pays nothing and does not move), then trains.
Outer stations waiting in a hex take seats an upgrade opens, chosen by the laying director (the
  app&apos;s choice).

Trains. Only the lowest train in the market may be bought; a company at the limit cannot buy (the
  app&apos;s choice).
Trains may be bought from a company sharing a city or joined by track for at least 1, if its
  director accepts; not in the last set (the app&apos;s choice). A company ending its turn without a
  train must buy the lowest market train: its treasury pays all it has, the director the rest,
  selling shares one certificate at a time if need be, never changing a director; still short is
  bankruptcy (the app&apos;s choice).
The first 4 rusts the 2s and the limit falls to 3; the first 6E rusts the 3s, limit 2; the first 8E
  rusts the 4s. Companies over a new limit discard. After the last OR of a set one 3- or 4-train is
  exported (the app&apos;s choice). The end of an OR: a pending war, then the export, then the next round
  (the app&apos;s choice). The first 8E bought: the set ends, one last stock round and one last set
  without track, stations or trades between companies (the app&apos;s choice). A price of 460 or 500 ends
  the game after that OR.</source>
        <translation>운영 라운드. 세트마다 두 번. 다음 회사는 언제나 주가가 가장 높은 앞면 토큰의 회사이며, 같은 칸에서는 가장 왼쪽 토큰입니다(앱의 선택). 회사의 차례: 첫 운영 라운드에
  본거지 역(빈 자리에; 없으면 첫 선로 작업으로 자리를 여는 타일 놓기나 업그레이드; 그것도 안 되면 외곽역; 앱의 선택), 그다음 선로 점수 3점(노란 타일 놓기 1점,
  업그레이드 2점, 헥스마다 한 번만 건설, 노란 타일에는 지형 비용), 그다음 회사가 닿는 광역시에 역 하나를 회사 카드의 가격으로(앱의 선택), 그다음 운행(컴퓨터가 가장
  좋은 노선을 제안합니다.
급행열차가 둘 이상이면 모두 달리고, 회사는 번호가 가장 낮은 급행열차의 수익에 급행열차 수를 곱해 법니다. 변형 규칙에서는 수익이 가장 낮은 열차의 수익; 앱의 선택), 그다음
  배당 또는 유보(앱의 선택: 주가 미만이면 이동 없음, 주가 이상이면 +1, 주가의 두 배 이상이면 +2; 유보 -1; 수익이 0이면 아무것도 나누지 않고 움직이지 않음),
  그다음 열차. 헥스 밖에서 기다리는 외곽역은 업그레이드로 열린 자리를 차지하며, 어느 역이 차지할지는 타일을 놓은 회사의 사장이 고릅니다(앱의 선택).

열차. 시장에서 가장 낮은 열차만 살 수 있고, 열차 한도에 이른 회사는 살 수 없습니다(앱의 선택). 도시를 함께 쓰거나 선로로 이어진 회사에게서 1 이상의 가격으로 열차를 살
  수 있으며, 그 회사의 사장이 받아들여야 합니다. 마지막 세트에는 안 됩니다(앱의 선택). 열차 없이 차례를 마치는 회사는 시장에서 가장 낮은 열차를 사야 합니다. 회사 금고가
  가진 돈을 모두 내고 나머지는 사장이 내며, 필요하면 증서를 한 장씩 팔되 사장이 바뀌어서는 안 됩니다. 그래도 모자라면 파산입니다(앱의 선택).
첫 4열차가 2열차를 폐차시키고 한도는 3으로 내려갑니다. 첫 6E는 3열차를 폐차시키고 한도 2, 첫 8E는 4열차를 폐차시킵니다. 새 한도를 넘은 회사는 열차를 버립니다.
  세트의 마지막 운영 라운드가 끝나면 3열차나 4열차 한 대가 수출됩니다(앱의 선택). 운영 라운드가 끝나면: 남은 전쟁, 그다음 수출, 그다음 다음 라운드(앱의 선택). 첫
  8E를 사면 그 세트가 끝나고, 마지막 주식 라운드 한 번과 선로, 역, 회사 간 거래가 없는 마지막 세트 한 번이 이어집니다(앱의 선택). 주가가 460이나 500에 이르면
  그 운영 라운드가 끝난 뒤 게임이 끝납니다.</translation>
    </message>
    <message>
        <source>18Korea

Railway companies race across the Korean peninsula before and after the Korean War. Players are
  investors: they found companies, buy their shares and, as directors, run them. The richest player
  wins: cash plus shares at the market price.

The printed rulebook is unclear on some points. There this text says how this app plays, marked
  &quot;(the app&apos;s choice)&quot;; where the rulebook says nothing, the rule this app adds is marked &quot;the app&apos;s
  own rule&quot;.

Set-up
- 2 to 5 players start with ₩800, ₩530, ₩400 or ₩320, and may hold 28, 20, 16 or 14 certificates (a
  director&apos;s certificate counts as one).
- Five North companies form the pre-war row of the IPO; six South companies are drawn, three pre-war
  and three post-war (four and four with five players).
- Each company has ten shares: the director&apos;s certificate of 20% and eight of 10%.

Asset draft
- One card of each tier A, B and C per player lies face up. Players take one card each in the order
  1-2-3-4-5, 5-4-3-2-1, 5-4-3-2-1, never a tier they already hold (as the rulebook prints it; the
  true snake 1-…-5, 5-…-1, 1-…-5 is a variant).
- Two players draw 2 of each tier twice: player 1 takes one and player 2 two, then player 2 one and
  player 1 two; the rest leave the game (the app&apos;s choice).

Stock round
- On your turn sell any number of shares and buy one, in any order, then end the turn; or sell and
  auction a director&apos;s certificate; or pass.
- A share costs the price its token shows: from the company&apos;s treasury the money goes to the
  company, from the bank pool to the bank (the app&apos;s choice). You may hold 60% of a company from its
  treasury (70% with two players); pool shares may take you above that. You may not buy a company
  you sold in this round (the app&apos;s choice).
- Sales go to the bank pool, which holds at most half of a company. Each share is paid at the price
  the token shows; when the director sells, the token then drops a square per share (the app&apos;s
  choice). The director&apos;s certificate never goes to the pool.
- A player holding strictly more shares than the director takes the director&apos;s certificate and gives
  two shares for it; after a sale the player with the most takes it, a tie going to the first
  clockwise from the old director (the app&apos;s choice).
- Auction: the initiator bids from ₩0 in steps of ₩5; then each player from their left raises or
  passes for good. Nobody may bid more than their cash and the shares they could sell, less twice
  the lowest par. The winner may sell shares, pays the bid to the bank, chooses a par price (60 to
  100 before the war, 60 to 200 after) and pays twice the par into the treasury. The initiator&apos;s
  turn ends, whoever won (the app&apos;s choice).
- Before the war the North row and the pre-war South row may be auctioned; after it, the South rows.
  None in the last stock round.
- A pass puts your pass token out; an action takes it back. When every token is out the round ends;
  the next stock round goes in the order of the tokens.
- Over the certificate limit you must sell down during your turn (the app&apos;s choice).

End of the game
- A bankruptcy ends the game at once; a price of 460 or 500 at the end of that OR; the first
  8E-train bought leads to one last stock round and one last set of operating rounds (the app&apos;s
  choice).
- Each player scores cash plus every share at the market price, the director&apos;s certificate as two.
  Treasuries count nothing; a bankrupt player is last (the app&apos;s choice).
- The app&apos;s own rule: when no company is in play and nobody can start one (the war closed them all
  and the cash is spent), the game ends after that stock round and the richest player wins.
- The app&apos;s own rule: if another player&apos;s sale has filled a pool since the bids, an auction winner
  who can no longer pay both the bid and the lowest par still founds the company at the lowest par,
  the bank taking the bid as far as the cash allows.

</source>
        <translation>18Korea

철도 회사들이 한국전쟁 전후로 한반도를 가로질러 경쟁합니다. 플레이어는 투자자입니다. 회사를 설립하고 주식을 사며, 사장으로서 회사를 운영합니다. 가장 부유한 플레이어가 이깁니다:
  현금과 시장가로 센 주식의 합.

인쇄된 규칙서는 몇 군데가 불분명합니다. 그런 곳에서 이 앱이 어떻게 진행하는지는 &apos;(앱의 선택)&apos;으로 표시하고, 규칙서에 아무 말이 없어 이 앱이 더한 규칙은 &apos;앱의 자체
  규칙&apos;으로 표시합니다.

준비
- 2~5명의 플레이어는 각각 ₩800, ₩530, ₩400, ₩320으로 시작하고, 증서를 28, 20, 16, 14장까지 가질 수 있습니다(사장 증서는 한 장으로 셉니다).
- 북한 회사 다섯 개가 공모 주식 칸의 전쟁 전 줄을 이룹니다. 남한 회사 여섯 개를 뽑아 셋은 전쟁 전, 셋은 전쟁 후 줄에 둡니다(5인 게임에서는 넷과 넷).
- 각 회사의 주식은 열 몫입니다: 20% 사장 증서 한 장과 10% 증서 여덟 장.

자산 드래프트
- 플레이어 한 명당 A, B, C 등급 카드가 한 장씩 앞면으로 놓입니다. 플레이어는 1-2-3-4-5, 5-4-3-2-1, 5-4-3-2-1 순서로 한 장씩 가져가며, 이미
  가진 등급은 가져갈 수 없습니다(규칙서에 인쇄된 대로; 진짜 스네이크 1-…-5, 5-…-1, 1-…-5는 변형 규칙입니다).
- 2인 게임에서는 등급마다 2장씩 두 번 뽑습니다. 플레이어 1이 한 장, 플레이어 2가 두 장을 가져가고, 다음에는 플레이어 2가 한 장, 플레이어 1이 두 장을 가져갑니다.
  나머지는 게임에서 빠집니다(앱의 선택).

주식 라운드
- 자기 차례에 주식을 몇 주든 팔고 한 주를 사되 순서는 자유이며, 그다음 차례를 마칩니다. 또는 주식을 팔고 사장 증서를 경매에 부칩니다. 또는 패스합니다.
- 주식 값은 그 회사 토큰이 가리키는 가격입니다. 회사 금고에서 사면 돈은 회사로, 은행 풀에서 사면 은행으로 갑니다(앱의 선택). 한 회사의 주식은 회사 금고에서
  60%까지(2인 게임은 70%) 가질 수 있고, 은행 풀의 주식으로는 그 이상도 가질 수 있습니다. 이번 라운드에 판 회사의 주식은 살 수 없습니다(앱의 선택).
- 판 주식은 은행 풀로 가며, 은행 풀은 한 회사의 절반까지만 가질 수 있습니다. 주식마다 토큰이 가리키는 가격을 받습니다. 사장이 팔면 그 뒤 토큰이 한 주에 한 칸씩
  내려갑니다(앱의 선택). 사장 증서는 절대 은행 풀로 가지 않습니다.
- 사장보다 주식을 엄격히 더 많이 가진 플레이어는 사장 증서를 가져가고 그 대신 주식 두 주를 내줍니다. 매도 후에는 가장 많이 가진 플레이어가 가져가며, 동점이면 옛 사장에서
  시계 방향으로 첫 번째 플레이어가 가져갑니다(앱의 선택).
- 경매: 경매를 연 플레이어가 ₩0부터 ₩5 단위로 입찰하고, 그다음 그 왼쪽 플레이어부터 차례로 올리거나 패스하고 경매에서 빠집니다. 누구도 가진 현금과 팔 수 있는 주식에서
  최저 액면가의 두 배를 뺀 것보다 많이 입찰할 수 없습니다. 낙찰자는 주식을 팔 수 있고, 입찰가를 은행에 낸 뒤 액면가를 정하며(전쟁 전 60~100, 전쟁 후
  60~200), 액면가의 두 배를 회사 금고에 넣습니다. 누가 낙찰받든 경매를 연 플레이어의 차례는 끝납니다(앱의 선택).
- 전쟁 전에는 북한 줄과 남한의 전쟁 전 줄을, 전쟁 후에는 남한 줄들을 경매에 부칠 수 있습니다. 마지막 주식 라운드에는 경매가 없습니다.
- 패스하면 패스 토큰을 내놓고, 행동하면 다시 가져옵니다. 모든 토큰이 나오면 라운드가 끝나고, 다음 주식 라운드는 토큰을 내놓은 순서로 진행합니다.
- 증서 한도를 넘었다면 자기 차례 동안 팔아서 줄여야 합니다(앱의 선택).

게임의 끝
- 파산하면 게임이 바로 끝납니다. 주가가 460이나 500에 이르면 그 운영 라운드가 끝날 때, 첫 8E열차를 사면 마지막 주식 라운드 한 번과 마지막 운영 라운드 세트 한 번을
  치른 뒤 끝납니다(앱의 선택).
- 각 플레이어의 점수는 현금과 모든 주식을 시장가로 센 값의 합이며, 사장 증서는 두 주로 셉니다. 회사 금고는 점수에 들어가지 않고, 파산한 플레이어는 꼴찌입니다(앱의 선택).
- 앱의 자체 규칙: 게임에 있는 회사가 하나도 없고 아무도 회사를 세울 수 없으면(전쟁이 모두 닫았고 돈이 바닥났을 때), 그 주식 라운드 뒤에 게임이 끝나고 가장 부유한
  플레이어가 이깁니다.
- 앱의 자체 규칙: 입찰 이후 다른 플레이어의 매도로 은행 풀이 차서, 낙찰자가 입찰가와 최저 액면가를 모두 낼 수 없게 되면, 그 낙찰자는 최저 액면가로 회사를 설립하고 은행은
  현금이 허락하는 만큼 입찰가를 가져갑니다.

</translation>
    </message>
    <message>
        <source>{card}: click a glowing hex for its free tile.</source>
        <translation>{card}: 빛나는 칸을 눌러 무료 타일을 놓으세요.</translation>
    </message>
    <message>
        <source>New home city</source>
        <translation>새 본거지 도시</translation>
    </message>
    <message>
        <source>Free seats</source>
        <translation>빈 자리</translation>
    </message>
    <message>
        <source>Opening bid</source>
        <translation>시작 입찰</translation>
    </message>
    <message>
        <source>Seat {companies}</source>
        <translation>{companies} 앉히기</translation>
    </message>
    <message>
        <source>Sell a card to a player…</source>
        <translation>다른 플레이어에게 카드 팔기…</translation>
    </message>
    <message>
        <source>Use {card}:
pick its place on the map</source>
        <translation>{card} 사용:
지도에서 자리를 고르세요</translation>
    </message>
    <message>
        <source>Offer {price} for {seller}&apos;s {train}</source>
        <translation>{seller}의 {train}열차에 {price} 제안</translation>
    </message>
    <message>
        <source>Buy a {train}-train ({price})</source>
        <translation>{train}열차 사기 ({price})</translation>
    </message>
    <message>
        <source>Offer one asset card at a time, for an amount of money.</source>
        <translation>자산 카드는 한 번에 한 장씩, 돈을 받고 제안하세요.</translation>
    </message>
    <message>
        <source>Offer {card} to {buyer} for {price}</source>
        <translation>{card}를 {buyer} 님에게 {price}에 제안</translation>
    </message>
    <message>
        <source>Use {card}</source>
        <translation>{card} 사용</translation>
    </message>
    <message>
        <source>New home in {hex}</source>
        <translation>{hex}에 새 본거지</translation>
    </message>
    <message>
        <source>Anti-North Spy: name {hex}</source>
        <translation>대북 첩보원: {hex} 지정</translation>
    </message>
    <message>
        <source>Sell a {train}-train to the bank</source>
        <translation>{train}-기차를 은행에 팔기</translation>
    </message>
    <message>
        <source>Buy a second share of the company from the {source}</source>
        <translation>{source}에서 회사 주식 한 주 더 사기</translation>
    </message>
    <message>
        <source>Hand in a {train}-train for the train on sale</source>
        <translation>{train}-기차를 반납하고 판매 중인 기차 받기</translation>
    </message>
    <message>
        <source>Build a station on {hex} without a route</source>
        <translation>경로 없이 {hex}에 역 짓기</translation>
    </message>
    <message>
        <source>Survey: lay tile {tile} on {hex} (rotation {rotation})</source>
        <translation>측량: {hex}에 타일 {tile} 놓기(방향 {rotation})</translation>
    </message>
    <message>
        <source>Rebuild: lay tile {tile} on {hex} (rotation {rotation})</source>
        <translation>재건: {hex}에 타일 {tile} 놓기(방향 {rotation})</translation>
    </message>
    <message>
        <source>New Port Development: build the port on {hex}</source>
        <translation>신항만 개발: {hex}에 항구 짓기</translation>
    </message>
    <message>
        <source>Ferry Terminal: build a station on {sea}</source>
        <translation>여객선 터미널: {sea}에 역 짓기</translation>
    </message>
    <message>
        <source>{player} attaches {card} to {company}.</source>
        <translation>{player} 님이 {card}를 {company}에 붙입니다.</translation>
    </message>
    <message>
        <source>{card} brings {company} {amount}.</source>
        <translation>{card} 덕분에 {company}가 {amount}을 받습니다.</translation>
    </message>
    <message>
        <source>{card} acts for {company}.</source>
        <translation>{card}가 {company}를 위해 작동합니다.</translation>
    </message>
    <message>
        <source>{card} is offered for {price}.</source>
        <translation>{card}가 {price}에 제안됩니다.</translation>
    </message>
    <message>
        <source>The offer of {card} is rejected.</source>
        <translation>{card} 제안이 거절됩니다.</translation>
    </message>
    <message>
        <source>The offer of {card} lapses.</source>
        <translation>{card} 제안이 무효가 됩니다.</translation>
    </message>
    <message>
        <source>{company} uses {card}.</source>
        <translation>{company}가 {card}를 사용합니다.</translation>
    </message>
    <message>
        <source>Korean War: {company} moves a station out of the North. Choose the South metropolitan city it goes to.</source>
        <translation>한국 전쟁: {company}가 북한의 역 하나를 옮깁니다. 그 역이 갈 남한 대도시를 고르세요.</translation>
    </message>
    <message>
        <source>Korean War: {company} moves a station out of the North. Choose the South big city it goes to.</source>
        <translation>한국 전쟁: {company}가 북한의 역 하나를 옮깁니다. 그 역이 갈 남한의 큰 도시를 고르세요.</translation>
    </message>
    <message>
        <source>Move the station to {target}</source>
        <translation>역을 {target}(으)로 옮기기</translation>
    </message>
    <message>
        <source>{company}&apos;s station cannot go to {target}: choose a South metropolitan city where the company has no station.</source>
        <translation>{company}의 역은 {target}(으)로 갈 수 없습니다. 그 회사의 역이 없는 남한 대도시를 고르세요.</translation>
    </message>
    <message>
        <source>{company}&apos;s station cannot go to {target}: choose a South big city where the company has no station.</source>
        <translation>{company}의 역은 {target}(으)로 갈 수 없습니다. 그 회사의 역이 없는 남한의 큰 도시를 고르세요.</translation>
    </message>
    <message>
        <source>Pyongyang Railway</source>
        <translation>평양철도</translation>
    </message>
    <message>
        <source>Sinuiju Railway</source>
        <translation>신의주철도</translation>
    </message>
    <message>
        <source>Nampo Railway</source>
        <translation>남포철도</translation>
    </message>
    <message>
        <source>Sariwon Railway</source>
        <translation>사리원철도</translation>
    </message>
    <message>
        <source>Haeju Railway</source>
        <translation>해주철도</translation>
    </message>
    <message>
        <source>Kaesong Railway</source>
        <translation>개성철도</translation>
    </message>
    <message>
        <source>Wonsan Railway</source>
        <translation>원산철도</translation>
    </message>
    <message>
        <source>Hamhung Railway</source>
        <translation>함흥철도</translation>
    </message>
    <message>
        <source>Chongjin Railway</source>
        <translation>청진철도</translation>
    </message>
    <message>
        <source>Kanggye Railway</source>
        <translation>강계철도</translation>
    </message>
    <message>
        <source>Hyesan Railway</source>
        <translation>혜산철도</translation>
    </message>
    <message>
        <source>Rajin Railway</source>
        <translation>나진철도</translation>
    </message>
    <message>
        <source>Seoul Railway</source>
        <translation>서울철도</translation>
    </message>
    <message>
        <source>Incheon Railway</source>
        <translation>인천철도</translation>
    </message>
    <message>
        <source>Suwon Railway</source>
        <translation>수원철도</translation>
    </message>
    <message>
        <source>Chuncheon Railway</source>
        <translation>춘천철도</translation>
    </message>
    <message>
        <source>Gangneung Railway</source>
        <translation>강릉철도</translation>
    </message>
    <message>
        <source>Cheongju Railway</source>
        <translation>청주철도</translation>
    </message>
    <message>
        <source>Daejeon Railway</source>
        <translation>대전철도</translation>
    </message>
    <message>
        <source>Jeonju Railway</source>
        <translation>전주철도</translation>
    </message>
    <message>
        <source>Gwangju Railway</source>
        <translation>광주철도</translation>
    </message>
    <message>
        <source>Daegu Railway</source>
        <translation>대구철도</translation>
    </message>
    <message>
        <source>Busan Railway</source>
        <translation>부산철도</translation>
    </message>
    <message>
        <source>Andong Railway</source>
        <translation>안동철도</translation>
    </message>
    <message>
        <source>Miracle on the Han River</source>
        <translation>한강의 기적</translation>
    </message>
    <message>
        <source>Ulsan Industrial Complex</source>
        <translation>울산 공업단지</translation>
    </message>
    <message>
        <source>The Local Rich</source>
        <translation>지방 유지</translation>
    </message>
    <message>
        <source>Gyeongbu Line Concession</source>
        <translation>경부선 부설권</translation>
    </message>
    <message>
        <source>New Port Development</source>
        <translation>신항만 개발</translation>
    </message>
    <message>
        <source>Land Survey Bureau</source>
        <translation>토지조사국</translation>
    </message>
    <message>
        <source>Local Administrator</source>
        <translation>지방 행정관</translation>
    </message>
    <message>
        <source>Express Timetable</source>
        <translation>급행 시간표</translation>
    </message>
    <message>
        <source>Defector</source>
        <translation>귀순자</translation>
    </message>
    <message>
        <source>Chaebol Founder</source>
        <translation>재벌 창업주</translation>
    </message>
    <message>
        <source>Used-Train Dealer</source>
        <translation>중고 열차 상인</translation>
    </message>
    <message>
        <source>Anti-North Spy</source>
        <translation>대북 첩보원</translation>
    </message>
    <message>
        <source>Tunnel Engineers</source>
        <translation>터널 기술자</translation>
    </message>
    <message>
        <source>Train Buyer</source>
        <translation>열차 구매 담당자</translation>
    </message>
    <message>
        <source>Telegraph Office</source>
        <translation>전신국</translation>
    </message>
    <message>
        <source>Mail Contract</source>
        <translation>우편 계약</translation>
    </message>
    <message>
        <source>Coal Concession</source>
        <translation>석탄 채굴권</translation>
    </message>
    <message>
        <source>Stock Broker</source>
        <translation>주식 중개인</translation>
    </message>
    <message>
        <source>The Newest Parts</source>
        <translation>최신 부품</translation>
    </message>
    <message>
        <source>Government Subsidy</source>
        <translation>정부 보조금</translation>
    </message>
    <message>
        <source>Outer Station Construction</source>
        <translation>외곽역 건설</translation>
    </message>
    <message>
        <source>Extra Station</source>
        <translation>추가 역</translation>
    </message>
    <message>
        <source>Station Priority</source>
        <translation>역 우선권</translation>
    </message>
    <message>
        <source>Evacuation Train</source>
        <translation>피란 열차</translation>
    </message>
    <message>
        <source>Nakdong Defense Line</source>
        <translation>낙동강 방어선</translation>
    </message>
    <message>
        <source>Rolling Stock Reserve</source>
        <translation>예비 차량</translation>
    </message>
    <message>
        <source>Ferry Terminal</source>
        <translation>여객선 터미널</translation>
    </message>
    <message>
        <source>Repulsion of the North Army</source>
        <translation>북한군 격퇴</translation>
    </message>
    <message>
        <source>Track Gang</source>
        <translation>선로 작업반</translation>
    </message>
    <message>
        <source>Reconstruction Crew</source>
        <translation>복구반</translation>
    </message>
    <message>
        <source>Hoeryong</source>
        <translation>회령</translation>
    </message>
    <message>
        <source>Rajin</source>
        <translation>나진</translation>
    </message>
    <message>
        <source>Musan</source>
        <translation>무산</translation>
    </message>
    <message>
        <source>Chongjin</source>
        <translation>청진</translation>
    </message>
    <message>
        <source>Manpo</source>
        <translation>만포</translation>
    </message>
    <message>
        <source>Hyesan</source>
        <translation>혜산</translation>
    </message>
    <message>
        <source>Kanggye</source>
        <translation>강계</translation>
    </message>
    <message>
        <source>Kimchaek</source>
        <translation>김책</translation>
    </message>
    <message>
        <source>Sinuiju</source>
        <translation>신의주</translation>
    </message>
    <message>
        <source>Sinpo</source>
        <translation>신포</translation>
    </message>
    <message>
        <source>Jongju</source>
        <translation>정주</translation>
    </message>
    <message>
        <source>Tokchon</source>
        <translation>덕천</translation>
    </message>
    <message>
        <source>Hamhung</source>
        <translation>함흥</translation>
    </message>
    <message>
        <source>Anju</source>
        <translation>안주</translation>
    </message>
    <message>
        <source>Pyongyang</source>
        <translation>평양</translation>
    </message>
    <message>
        <source>Wonsan</source>
        <translation>원산</translation>
    </message>
    <message>
        <source>Nampo</source>
        <translation>남포</translation>
    </message>
    <message>
        <source>Kosong</source>
        <translation>고성</translation>
    </message>
    <message>
        <source>Sariwon</source>
        <translation>사리원</translation>
    </message>
    <message>
        <source>Pyonggang</source>
        <translation>평강</translation>
    </message>
    <message>
        <source>Sokcho</source>
        <translation>속초</translation>
    </message>
    <message>
        <source>Haeju</source>
        <translation>해주</translation>
    </message>
    <message>
        <source>Kaesong</source>
        <translation>개성</translation>
    </message>
    <message>
        <source>Chuncheon</source>
        <translation>춘천</translation>
    </message>
    <message>
        <source>Seoul</source>
        <translation>서울</translation>
    </message>
    <message>
        <source>Gangneung</source>
        <translation>강릉</translation>
    </message>
    <message>
        <source>Incheon</source>
        <translation>인천</translation>
    </message>
    <message>
        <source>Suwon</source>
        <translation>수원</translation>
    </message>
    <message>
        <source>Wonju</source>
        <translation>원주</translation>
    </message>
    <message>
        <source>Jecheon</source>
        <translation>제천</translation>
    </message>
    <message>
        <source>Samcheok</source>
        <translation>삼척</translation>
    </message>
    <message>
        <source>Seosan</source>
        <translation>서산</translation>
    </message>
    <message>
        <source>Cheonan</source>
        <translation>천안</translation>
    </message>
    <message>
        <source>Chungju</source>
        <translation>충주</translation>
    </message>
    <message>
        <source>Yeongju</source>
        <translation>영주</translation>
    </message>
    <message>
        <source>Cheongju</source>
        <translation>청주</translation>
    </message>
    <message>
        <source>Sangju</source>
        <translation>상주</translation>
    </message>
    <message>
        <source>Andong</source>
        <translation>안동</translation>
    </message>
    <message>
        <source>Daejeon</source>
        <translation>대전</translation>
    </message>
    <message>
        <source>Gumi</source>
        <translation>구미</translation>
    </message>
    <message>
        <source>Gunsan</source>
        <translation>군산</translation>
    </message>
    <message>
        <source>Jeonju</source>
        <translation>전주</translation>
    </message>
    <message>
        <source>Daegu</source>
        <translation>대구</translation>
    </message>
    <message>
        <source>Pohang</source>
        <translation>포항</translation>
    </message>
    <message>
        <source>Namwon</source>
        <translation>남원</translation>
    </message>
    <message>
        <source>Gyeongju</source>
        <translation>경주</translation>
    </message>
    <message>
        <source>Ulsan</source>
        <translation>울산</translation>
    </message>
    <message>
        <source>Gwangju</source>
        <translation>광주</translation>
    </message>
    <message>
        <source>Jinju</source>
        <translation>진주</translation>
    </message>
    <message>
        <source>Masan</source>
        <translation>마산</translation>
    </message>
    <message>
        <source>Busan</source>
        <translation>부산</translation>
    </message>
    <message>
        <source>Mokpo</source>
        <translation>목포</translation>
    </message>
    <message>
        <source>Suncheon</source>
        <translation>순천</translation>
    </message>
    <message>
        <source>Yeosu</source>
        <translation>여수</translation>
    </message>
    <message>
        <source>Manchuria (Dandong)</source>
        <translation>만주 (단둥)</translation>
    </message>
    <message>
        <source>Manchuria</source>
        <translation>만주</translation>
    </message>
    <message>
        <source>Manchuria (Ji&apos;an)</source>
        <translation>만주 (지안)</translation>
    </message>
    <message>
        <source>Manchuria (Changbai)</source>
        <translation>만주 (창바이)</translation>
    </message>
    <message>
        <source>Manchuria (Yanji-Tumen)</source>
        <translation>만주 (옌지-투먼)</translation>
    </message>
    <message>
        <source>Russia (Vladivostok)</source>
        <translation>러시아 (블라디보스토크)</translation>
    </message>
    <message>
        <source>Russia</source>
        <translation>러시아</translation>
    </message>
    <message>
        <source>Yellow Sea (Nampo)</source>
        <translation>서해 (남포)</translation>
    </message>
    <message>
        <source>Yellow Sea</source>
        <translation>서해</translation>
    </message>
    <message>
        <source>East Sea (Hungnam)</source>
        <translation>동해 (흥남)</translation>
    </message>
    <message>
        <source>East Sea</source>
        <translation>동해</translation>
    </message>
    <message>
        <source>East Sea (Chongjin)</source>
        <translation>동해 (청진)</translation>
    </message>
    <message>
        <source>Yellow Sea (Incheon)</source>
        <translation>서해 (인천)</translation>
    </message>
    <message>
        <source>Yellow Sea (Mokpo)</source>
        <translation>서해 (목포)</translation>
    </message>
    <message>
        <source>South Sea (Yeosu)</source>
        <translation>남해 (여수)</translation>
    </message>
    <message>
        <source>South Sea</source>
        <translation>남해</translation>
    </message>
    <message>
        <source>South Sea (Busan)</source>
        <translation>남해 (부산)</translation>
    </message>
    <message>
        <source>East Sea (Pohang)</source>
        <translation>동해 (포항)</translation>
    </message>
    <message>
        <source>East Sea (Gangneung)</source>
        <translation>동해 (강릉)</translation>
    </message>
</context>
</TS>
