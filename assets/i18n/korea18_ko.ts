<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="ko_KR" sourcelanguage="en">
<context>
    <name>18korea</name>
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
</context>
</TS>
