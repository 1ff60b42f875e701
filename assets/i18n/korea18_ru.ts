<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="ru_RU" sourcelanguage="en">
<context>
    <name>18korea</name>
    <message>
        <source>Attach, trade or use an asset card.</source>
        <translation>Прикрепите, продайте или используйте карту активов.</translation>
    </message>
    <message>
        <source>{player} buys {card} from {seller} for {price}.</source>
        <translation>{player} покупает {card} у игрока {seller} за {price}.</translation>
    </message>
    <message>
        <source>{company} builds a ferry station on {sea} for {price}.</source>
        <translation>{company} строит паромную станцию на {sea} за {price}.</translation>
    </message>
    <message>
        <source>{company} sells a {train}-train to the bank for {price}; it leaves the game.</source>
        <translation>{company} продаёт банку поезд {train} за {price}; он выходит из игры.</translation>
    </message>
    <message>
        <source>{company} hands in a {old}-train and takes a {train}-train for {price}.</source>
        <translation>{company} сдаёт поезд {old} и берёт поезд {train} за {price}.</translation>
    </message>
    <message>
        <source>{company} makes {hex} its new home.</source>
        <translation>{company} делает {hex} своим новым домом.</translation>
    </message>
    <message>
        <source>{company} builds its port on {hex}: a sea area for its trains only.</source>
        <translation>{company} строит свой порт на {hex}: морская зона только для её поездов.</translation>
    </message>
    <message>
        <source>treasury</source>
        <translation>казна</translation>
    </message>
    <message>
        <source>bank pool</source>
        <translation>банковский пул</translation>
    </message>
    <message>
        <source>The asset cards left over leave the game.</source>
        <translation>Оставшиеся карты активов выходят из игры.</translation>
    </message>
    <message>
        <source>The draft is over.</source>
        <translation>Драфт окончен.</translation>
    </message>
    <message>
        <source>A stock round begins.</source>
        <translation>Начинается биржевой раунд.</translation>
    </message>
    <message>
        <source>Every player has passed: the stock round ends.</source>
        <translation>Все игроки спасовали: биржевой раунд окончен.</translation>
    </message>
    <message>
        <source>{player} sells {count} of {company} for {amount}; the price is {price}.</source>
        <translation>{player} продаёт акции компании {company} ({count} шт.) за {amount}; курс теперь {price}.</translation>
    </message>
    <message>
        <source>{player} buys a share of {company} for {price}.</source>
        <translation>{player} покупает акцию компании {company} за {price}.</translation>
    </message>
    <message>
        <source>{player} becomes the director of {company}.</source>
        <translation>{player} становится директором компании {company}.</translation>
    </message>
    <message>
        <source>{player} auctions {company} with a bid of {amount}.</source>
        <translation>{player} выставляет на аукцион компанию {company} со ставкой {amount}.</translation>
    </message>
    <message>
        <source>{player} bids {amount} for {company}.</source>
        <translation>{player} ставит {amount} за компанию {company}.</translation>
    </message>
    <message>
        <source>{player} passes in the auction of {company}.</source>
        <translation>{player} пасует на аукционе компании {company}.</translation>
    </message>
    <message>
        <source>{player} wins {company} for {amount}.</source>
        <translation>{player} выигрывает компанию {company} за {amount}.</translation>
    </message>
    <message>
        <source>{company} cannot be founded after all and stays unfounded.</source>
        <translation>Компанию {company} всё же нельзя основать, она остаётся неоснованной.</translation>
    </message>
    <message>
        <source>{player} pays {amount} to the bank.</source>
        <translation>{player} платит банку {amount}.</translation>
    </message>
    <message>
        <source>{player} founds {company} at par {par}, paying {amount} into its treasury.</source>
        <translation>{player} основывает компанию {company} с номиналом {par} и вносит в её казну {amount}.</translation>
    </message>
    <message>
        <source>{player} ends the turn.</source>
        <translation>{player} заканчивает ход.</translation>
    </message>
    <message>
        <source>{player} passes.</source>
        <translation>{player} пасует.</translation>
    </message>
    <message>
        <source>{player} takes {card}.</source>
        <translation>{player} берёт карту «{card}».</translation>
    </message>
    <message>
        <source>yellow</source>
        <translation>жёлтая</translation>
    </message>
    <message>
        <source>green</source>
        <translation>зелёная</translation>
    </message>
    <message>
        <source>brown</source>
        <translation>коричневая</translation>
    </message>
    <message>
        <source>gray</source>
        <translation>серая</translation>
    </message>
    <message>
        <source>Operating rounds of set {set} begin.</source>
        <translation>Начинаются операционные раунды серии {set}.</translation>
    </message>
    <message>
        <source>Operating round {set}.{number} begins.</source>
        <translation>Начинается операционный раунд {set}.{number}.</translation>
    </message>
    <message>
        <source>Operating round {set}.{number} ends.</source>
        <translation>Операционный раунд {set}.{number} окончен.</translation>
    </message>
    <message>
        <source>{company} operates.</source>
        <translation>Ходит компания {company}.</translation>
    </message>
    <message>
        <source>{company} must open a seat in {hex} with its first track action.</source>
        <translation>{company} должна первым действием с путями открыть место в {hex}.</translation>
    </message>
    <message>
        <source>{company} places its home station in {hex}.</source>
        <translation>{company} ставит домашнюю станцию в {hex}.</translation>
    </message>
    <message>
        <source>{company} lays tile {tile} on {hex}.</source>
        <translation>{company} кладёт тайл {tile} на {hex}.</translation>
    </message>
    <message>
        <source>Stations waiting outside {hex} take seats.</source>
        <translation>Станции, ждавшие у {hex}, занимают места.</translation>
    </message>
    <message>
        <source>{company} builds a station in {hex} for {price}.</source>
        <translation>{company} строит станцию в {hex} за {price}.</translation>
    </message>
    <message>
        <source>{company} runs for {revenue}.</source>
        <translation>Поезда компании {company} приносят {revenue}.</translation>
    </message>
    <message>
        <source>{company} earns nothing this time.</source>
        <translation>{company} на этот раз ничего не зарабатывает.</translation>
    </message>
    <message>
        <source>{company} pays {revenue} out.</source>
        <translation>{company} выплачивает {revenue} дивидендов.</translation>
    </message>
    <message>
        <source>{company} holds {revenue}.</source>
        <translation>{company} оставляет {revenue} себе.</translation>
    </message>
    <message>
        <source>{company}&apos;s share price moves to {new}.</source>
        <translation>Курс акций компании {company} переходит на {new}.</translation>
    </message>
    <message>
        <source>{company} buys a {train}-train for {price}.</source>
        <translation>{company} покупает поезд {train} за {price}.</translation>
    </message>
    <message>
        <source>{buyer} buys {seller}&apos;s {train}-train for {price}.</source>
        <translation>{buyer} покупает поезд {train} у компании {seller} за {price}.</translation>
    </message>
    <message>
        <source>{buyer} offers {price} for {seller}&apos;s {train}-train.</source>
        <translation>{buyer} предлагает {price} за поезд {train} компании {seller}.</translation>
    </message>
    <message>
        <source>{seller} rejects the offer.</source>
        <translation>{seller} отклоняет предложение.</translation>
    </message>
    <message>
        <source>The {train}-trains rust.</source>
        <translation>Поезда {train} ржавеют.</translation>
    </message>
    <message>
        <source>{company} loses its {train}-trains.</source>
        <translation>{company} теряет свои поезда {train}.</translation>
    </message>
    <message>
        <source>The train limit is now {limit}.</source>
        <translation>Лимит поездов теперь {limit}.</translation>
    </message>
    <message>
        <source>{company} discards a {train}-train.</source>
        <translation>{company} сбрасывает поезд {train}.</translation>
    </message>
    <message>
        <source>The {era} era begins.</source>
        <translation>Начинается {era} эпоха.</translation>
    </message>
    <message>
        <source>The 2-trains leave the market.</source>
        <translation>Поезда 2 уходят с рынка.</translation>
    </message>
    <message>
        <source>A {train}-train is exported.</source>
        <translation>Поезд {train} уходит на экспорт.</translation>
    </message>
    <message>
        <source>The Korean War card is exposed.</source>
        <translation>Открыта карта Корейской войны.</translation>
    </message>
    <message>
        <source>The end of the game is near.</source>
        <translation>Конец игры близок.</translation>
    </message>
    <message>
        <source>{company} must buy a train.</source>
        <translation>{company} обязана купить поезд.</translation>
    </message>
    <message>
        <source>{player} pays {amount} towards {company}&apos;s train.</source>
        <translation>{player} доплачивает {amount} за поезд компании {company}.</translation>
    </message>
    <message>
        <source>{player} sells {count} share of {company} to pay for a train.</source>
        <translation>{player} продаёт акции компании {company} ({count} шт.), чтобы оплатить поезд.</translation>
    </message>
    <message>
        <source>{player} is bankrupt.</source>
        <translation>{player} — банкрот.</translation>
    </message>
    <message>
        <source>{company} ends its turn.</source>
        <translation>{company} заканчивает ход.</translation>
    </message>
    <message>
        <source>The game is over.</source>
        <translation>Игра окончена.</translation>
    </message>
    <message>
        <source>Give each train one route (or none).</source>
        <translation>Задайте каждому поезду один маршрут (или ни одного).</translation>
    </message>
    <message>
        <source>The {train}-train&apos;s route must join at least two stops.</source>
        <translation>Маршрут поезда {train} должен соединять хотя бы две остановки.</translation>
    </message>
    <message>
        <source>The {train}-train&apos;s route has none of {company}&apos;s stations.</source>
        <translation>На маршруте поезда {train} нет ни одной станции компании {company}.</translation>
    </message>
    <message>
        <source>The {train}-train counts only {distance} stops and one more big city; this route has more.</source>
        <translation>Поезд {train} засчитывает только {distance} остановок и ещё один большой город, а на этом маршруте их больше.</translation>
    </message>
    <message>
        <source>The {train}-train counts only {distance} stops; this route has more.</source>
        <translation>Поезд {train} засчитывает только {distance} остановок, а на этом маршруте их больше.</translation>
    </message>
    <message>
        <source>The {train}-train&apos;s route names a stop that is not on the map.</source>
        <translation>На маршруте поезда {train} есть остановка, которой нет на карте.</translation>
    </message>
    <message>
        <source>The {train}-train&apos;s route follows track that is not on the map.</source>
        <translation>Маршрут поезда {train} идёт по путям, которых нет на карте.</translation>
    </message>
    <message>
        <source>The {train}-train&apos;s route leaves the track.</source>
        <translation>Маршрут поезда {train} сходит с путей.</translation>
    </message>
    <message>
        <source>The {train}-train runs to the port at {place}, which serves only {company}.</source>
        <translation>Поезд {train} идёт в порт на {place}, а этот порт обслуживает только компанию {company}.</translation>
    </message>
    <message>
        <source>The {train}-train visits {place} twice.</source>
        <translation>Поезд {train} дважды проходит через {place}.</translation>
    </message>
    <message>
        <source>The {train}-train runs through {place}: a continent or a sea can only start or end a route.</source>
        <translation>Поезд {train} проходит через {place}: континент или море может быть только началом или концом маршрута.</translation>
    </message>
    <message>
        <source>The {train}-train runs through {place}, which other companies&apos; stations block: a blocked city can only start or end a route.</source>
        <translation>Поезд {train} проходит через {place}, где станции других компаний закрывают путь: закрытый город может быть только началом или концом маршрута.</translation>
    </message>
    <message>
        <source>The {train}-train uses the same track twice.</source>
        <translation>Поезд {train} дважды использует один и тот же путь.</translation>
    </message>
    <message>
        <source>With two or more express trains every one runs: the {train}-train has a route.</source>
        <translation>Если экспрессов два или больше, едут все: у поезда {train} есть маршрут.</translation>
    </message>
    <message>
        <source>The {train}-train and the {other}-train share track.</source>
        <translation>Поезда {train} и {other} используют общий путь.</translation>
    </message>
    <message>
        <source>a player went bankrupt: the richest of the others wins</source>
        <translation>игрок обанкротился: побеждает самый богатый из остальных</translation>
    </message>
    <message>
        <source>a share price reached 460 or 500: the richest player wins</source>
        <translation>курс акций достиг 460 или 500: побеждает самый богатый игрок</translation>
    </message>
    <message>
        <source>the last set after the first 8E-train is over: the richest player wins</source>
        <translation>последняя серия после первого поезда 8E окончена: побеждает самый богатый игрок</translation>
    </message>
    <message>
        <source>no company is in play and nobody can start one: the richest player wins</source>
        <translation>в игре нет компаний и никто не может основать новую: побеждает самый богатый игрок</translation>
    </message>
    <message>
        <source>the richest player when the game was cut off</source>
        <translation>самый богатый игрок на момент остановки игры</translation>
    </message>
    <message>
        <source>Worth</source>
        <translation>Состояние</translation>
    </message>
    <message>
        <source>Cash + shares at market</source>
        <translation>Деньги + акции по рыночному курсу</translation>
    </message>
    <message>
        <source>Cash</source>
        <translation>Деньги</translation>
    </message>
    <message>
        <source>Shares</source>
        <translation>Акции</translation>
    </message>
    <message>
        <source>Every share at the market price</source>
        <translation>Все акции по рыночному курсу</translation>
    </message>
    <message>
        <source>Bankrupt</source>
        <translation>Банкрот</translation>
    </message>
    <message>
        <source>Sell shares, buy one share or auction a director&apos;s certificate, or pass.</source>
        <translation>Продайте акции, купите одну акцию или выставьте на аукцион директорский сертификат — или спасуйте.</translation>
    </message>
    <message>
        <source>Auction of {company}: the high bid is {high}. Raise by ₩5 or more, or pass for good.</source>
        <translation>Аукцион компании {company}: высшая ставка {high}. Повысьте на ₩5 или больше либо спасуйте до конца аукциона.</translation>
    </message>
    <message>
        <source>You won {company} for {bid}: sell shares if you need to, then choose its par price.</source>
        <translation>Вы выиграли компанию {company} за {bid}: при необходимости продайте акции, затем выберите номинал.</translation>
    </message>
    <message>
        <source>Take one asset card of a tier you do not hold yet.</source>
        <translation>Возьмите карту активов того уровня, которого у вас ещё нет.</translation>
    </message>
    <message>
        <source>Take an asset card.</source>
        <translation>Возьмите карту активов.</translation>
    </message>
    <message>
        <source>You are over the certificate limit of {limit}: sell shares.</source>
        <translation>Вы превысили лимит сертификатов ({limit}): продайте акции.</translation>
    </message>
    <message>
        <source>Sell more, buy a share if you have not, or end your turn.</source>
        <translation>Продайте ещё, купите акцию, если ещё не покупали, или закончите ход.</translation>
    </message>
    <message>
        <source>Certificates</source>
        <translation>Сертификаты</translation>
    </message>
    <message>
        <source>Directs</source>
        <translation>Руководит</translation>
    </message>
    <message>
        <source>Asset cards</source>
        <translation>Карты активов</translation>
    </message>
    <message>
        <source>Pick a tile; click it again (or turn the wheel) for its next rotation.</source>
        <translation>Выберите тайл; нажмите на него ещё раз (или покрутите колесо), чтобы повернуть.</translation>
    </message>
    <message>
        <source>Click a glowing hex to build a station there.</source>
        <translation>Нажмите на светящийся гекс, чтобы построить там станцию.</translation>
    </message>
    <message>
        <source>{train}: {revenue}</source>
        <translation>{train}: {revenue}</translation>
    </message>
    <message>
        <source>Terrain: the first tile costs {cost}.</source>
        <translation>Местность: первый тайл стоит {cost}.</translation>
    </message>
    <message>
        <source>Tile {tile}, pays {revenue}.</source>
        <translation>Тайл {tile}, доход {revenue}.</translation>
    </message>
    <message>
        <source>Stations: {companies}</source>
        <translation>Станции: {companies}</translation>
    </message>
    <message>
        <source>Upgrades: {tiles}</source>
        <translation>Замены: {tiles}</translation>
    </message>
    <message>
        <source>Pay out: {share} a share
price {old} → {new}</source>
        <translation>Выплатить: {share} на акцию
курс {old} → {new}</translation>
    </message>
    <message>
        <source>Attach {card}
to {company}</source>
        <translation>Прикрепить «{card}»
к {company}</translation>
    </message>
    <message>
        <source>Hold: {revenue} to the treasury
price {old} → {new}</source>
        <translation>Удержать: {revenue} в казну
курс {old} → {new}</translation>
    </message>
    <message>
        <source>DMZ</source>
        <translation>ДМЗ</translation>
    </message>
    <message>
        <source>Lay tile</source>
        <translation>Положить тайл</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Отмена</translation>
    </message>
    <message>
        <source>Stock market</source>
        <translation>Биржа</translation>
    </message>
    <message>
        <source>Companies</source>
        <translation>Компании</translation>
    </message>
    <message>
        <source>No train left in the market</source>
        <translation>На рынке не осталось поездов</translation>
    </message>
    <message>
        <source>Track</source>
        <translation>Пути</translation>
    </message>
    <message>
        <source>Treasury</source>
        <translation>Казна</translation>
    </message>
    <message>
        <source>Trains</source>
        <translation>Поезда</translation>
    </message>
    <message>
        <source>Stations</source>
        <translation>Станции</translation>
    </message>
    <message>
        <source>IPO / pool</source>
        <translation>Размещение / пул</translation>
    </message>
    <message>
        <source>Director</source>
        <translation>Директор</translation>
    </message>
    <message>
        <source>Era: {era}, train limit {limit}</source>
        <translation>Эпоха: {era}, предел поездов {limit}</translation>
    </message>
    <message>
        <source>Tiles for {hex}</source>
        <translation>Тайлы для {hex}</translation>
    </message>
    <message>
        <source>Train on sale: {train} for {price}</source>
        <translation>Продаётся поезд: {train} за {price}</translation>
    </message>
    <message>
        <source>Run these routes</source>
        <translation>Пустить поезда</translation>
    </message>
    <message>
        <source>Best routes</source>
        <translation>Лучшие маршруты</translation>
    </message>
    <message>
        <source>Clear this route</source>
        <translation>Очистить маршрут</translation>
    </message>
    <message>
        <source>does not run</source>
        <translation>не едет</translation>
    </message>
    <message>
        <source>Searching for the best routes… {seconds} s</source>
        <translation>Поиск лучших маршрутов… {seconds} с</translation>
    </message>
    <message>
        <source>Total {revenue}</source>
        <translation>Итого {revenue}</translation>
    </message>
    <message>
        <source>Routes of {company}</source>
        <translation>Маршруты: {company}</translation>
    </message>
    <message>
        <source>Click a train, then stops on the map to change its route.</source>
        <translation>Выберите поезд, затем нажимайте на остановки на карте, чтобы изменить его маршрут.</translation>
    </message>
    <message>
        <source>best so far {revenue}</source>
        <translation>пока лучший {revenue}</translation>
    </message>
    <message>
        <source>The Korean War breaks out.</source>
        <translation>Начинается Корейская война.</translation>
    </message>
    <message>
        <source>{company}&apos;s spy: {hex} counts as a South city from now on.</source>
        <translation>Разведчик компании {company}: отныне {hex} считается южным городом.</translation>
    </message>
    <message>
        <source>{company} moves its station from {source} to {target}.</source>
        <translation>{company} переносит станцию из {source} в {target}.</translation>
    </message>
    <message>
        <source>{company} has no station in the South and leaves the game with its shares.</source>
        <translation>У компании {company} нет станции на Юге: она выходит из игры вместе с акциями.</translation>
    </message>
    <message>
        <source>The North leaves the map; the South&apos;s city tiles are removed and their stations wait outside.</source>
        <translation>Север уходит с карты; тайлы южных городов убраны, их станции ждут за тайлом.</translation>
    </message>
    <message>
        <source>The North row closes; the post-war companies may now be founded.</source>
        <translation>Северный ряд закрыт; теперь можно основывать послевоенные компании.</translation>
    </message>
    <message>
        <source>The war is over; play goes on with the same trains and era.</source>
        <translation>Война окончена; игра продолжается с теми же поездами и эпохой.</translation>
    </message>
    <message>
        <source>Express scoring</source>
        <translation>Доход экспрессов</translation>
    </message>
    <message>
        <source>With two or more express trains a company earns one train&apos;s run times their number: the lowest-numbered train&apos;s (as the rulebook says), or the lowest-earning one&apos;s.</source>
        <translation>С двумя и более экспрессами компания получает доход одного поезда, умноженный на их число: поезда с наименьшим номером (как в правилах) или поезда с наименьшим доходом.</translation>
    </message>
    <message>
        <source>Lowest-numbered express train</source>
        <translation>Экспресс с наименьшим номером</translation>
    </message>
    <message>
        <source>Lowest-earning express train</source>
        <translation>Экспресс с наименьшим доходом</translation>
    </message>
    <message>
        <source>Draft order</source>
        <translation>Порядок драфта</translation>
    </message>
    <message>
        <source>The order players take asset cards in: as printed in the rulebook, or a true snake.</source>
        <translation>Порядок, в котором игроки берут карты активов: как напечатано в правилах или настоящей «змейкой».</translation>
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
        <translation>Этот ход записан не так, как его понимает эта игра.</translation>
    </message>
    <message>
        <source>That asset card is not on offer.</source>
        <translation>Этой карты активов нет среди предложенных.</translation>
    </message>
    <message>
        <source>You already hold a tier {tier} card: take a card of a tier you do not have yet.</source>
        <translation>У вас уже есть карта уровня {tier}: возьмите карту уровня, которого у вас ещё нет.</translation>
    </message>
    <message>
        <source>You do not hold {count} shares of {company} to sell.</source>
        <translation>У вас нет стольких акций компании {company} ({count}), чтобы их продать.</translation>
    </message>
    <message>
        <source>The bank pool may hold at most half of {company}: that sale would pass it.</source>
        <translation>В банковском пуле может быть не больше половины акций компании {company}: эта продажа превысила бы этот предел.</translation>
    </message>
    <message>
        <source>The director&apos;s certificate of {company} can change hands only to another player holding 20% or more.</source>
        <translation>Директорский сертификат компании {company} может перейти только к другому игроку, у которого 20% или больше.</translation>
    </message>
    <message>
        <source>That sale would change {company}&apos;s director.</source>
        <translation>Эта продажа сменила бы директора компании {company}.</translation>
    </message>
    <message>
        <source>You hold {held} certificates, over the limit of {limit}: sell down before your turn ends.</source>
        <translation>У вас сертификатов: {held}, это больше лимита {limit}: продайте лишние до конца хода.</translation>
    </message>
    <message>
        <source>You have already acted this turn: end your turn instead of passing.</source>
        <translation>Вы уже действовали в этот ход: закончите ход, а не пасуйте.</translation>
    </message>
    <message>
        <source>You have done nothing this turn: pass instead.</source>
        <translation>Вы ничего не сделали в этот ход: лучше спасуйте.</translation>
    </message>
    <message>
        <source>You have already bought this turn: one share or one auction per turn.</source>
        <translation>Вы уже покупали в этот ход: одна акция или один аукцион за ход.</translation>
    </message>
    <message>
        <source>{company} has not been founded: its director&apos;s certificate must be auctioned first.</source>
        <translation>{company} ещё не основана: сначала её директорский сертификат должен пройти аукцион.</translation>
    </message>
    <message>
        <source>You sold shares of {company} in this stock round and may not buy it again in it.</source>
        <translation>Вы продавали акции компании {company} в этом биржевом раунде и не можете снова покупать их в нём.</translation>
    </message>
    <message>
        <source>There is no share of {company} there to buy.</source>
        <translation>Там нет акций компании {company} для покупки.</translation>
    </message>
    <message>
        <source>You may hold at most {cap}% of {company} from its treasury; only shares in the bank pool may take you above that.</source>
        <translation>Из казны компании {company} можно иметь не больше {cap}%; превысить это можно только акциями из банковского пула.</translation>
    </message>
    <message>
        <source>That would take you over the certificate limit of {limit}.</source>
        <translation>Так вы превысите лимит сертификатов ({limit}).</translation>
    </message>
    <message>
        <source>A share of {company} costs {price}; you have {cash}.</source>
        <translation>Акция компании {company} стоит {price}, а у вас {cash}.</translation>
    </message>
    <message>
        <source>{company} cannot be auctioned now.</source>
        <translation>Компанию {company} сейчас нельзя выставить на аукцион.</translation>
    </message>
    <message>
        <source>Bids go in steps of ₩5.</source>
        <translation>Ставки делаются с шагом ₩5.</translation>
    </message>
    <message>
        <source>The high bid is {high}: bid at least {least}, or pass.</source>
        <translation>Высшая ставка {high}: поставьте не меньше {least} или спасуйте.</translation>
    </message>
    <message>
        <source>You can bid at most {most}: a bid and twice the lowest par must be within your cash and the shares you could sell.</source>
        <translation>Вы можете поставить не больше {most}: ставка и двойной наименьший номинал должны покрываться вашими деньгами и акциями, которые вы могли бы продать.</translation>
    </message>
    <message>
        <source>The par price must be from {low} to {high}.</source>
        <translation>Номинал должен быть от {low} до {high}.</translation>
    </message>
    <message>
        <source>The bid of {bid} and the {amount} capital need more than your {cash}.</source>
        <translation>Ставке {bid} и капиталу {amount} не хватает ваших {cash}.</translation>
    </message>
    <message>
        <source>Take {card}</source>
        <translation>Взять «{card}»</translation>
    </message>
    <message>
        <source>Sell {count} of {company}</source>
        <translation>Продать акции {company}: {count} шт.</translation>
    </message>
    <message>
        <source>Buy a share of {company}</source>
        <translation>Купить акцию {company}</translation>
    </message>
    <message>
        <source>Auction {company} with a bid of {bid}</source>
        <translation>Аукцион {company} со ставкой {bid}</translation>
    </message>
    <message>
        <source>Bid {amount}</source>
        <translation>Ставка {amount}</translation>
    </message>
    <message>
        <source>Pass</source>
        <translation>Пас</translation>
    </message>
    <message>
        <source>End the turn</source>
        <translation>Закончить ход</translation>
    </message>
    <message>
        <source>Par at {price}</source>
        <translation>Номинал {price}</translation>
    </message>
    <message>
        <source>{company} is not at that step now: {prompt}</source>
        <translation>{company} сейчас не на этом шаге: {prompt}</translation>
    </message>
    <message>
        <source>{company} must first lay or upgrade its home city {hex} so that its home station gets a seat.</source>
        <translation>{company} должна сначала положить или улучшить тайл своего домашнего города {hex}, чтобы домашней станции нашлось место.</translation>
    </message>
    <message>
        <source>{company} has already built on {hex} in this operating round.</source>
        <translation>{company} уже строила на {hex} в этом операционном раунде.</translation>
    </message>
    <message>
        <source>That needs {points} track points; {company} has {left} left.</source>
        <translation>Для этого нужно очков путей: {points}; у компании {company} осталось {left}.</translation>
    </message>
    <message>
        <source>Laying there costs {cost} for the terrain; {company} has {cash}.</source>
        <translation>Укладка там стоит {cost} за местность; у компании {company} {cash}.</translation>
    </message>
    <message>
        <source>That tile cannot be laid there in that rotation now.</source>
        <translation>Этот тайл сейчас нельзя положить туда с таким поворотом.</translation>
    </message>
    <message>
        <source>No track is laid in the last set of operating rounds.</source>
        <translation>В последней серии операционных раундов пути не прокладываются.</translation>
    </message>
    <message>
        <source>No stations are built in the last set of operating rounds.</source>
        <translation>В последней серии операционных раундов станции не строятся.</translation>
    </message>
    <message>
        <source>{company} has no station token left.</source>
        <translation>У компании {company} не осталось жетонов станций.</translation>
    </message>
    <message>
        <source>The next station costs {price}; {company} has {cash}.</source>
        <translation>Следующая станция стоит {price}; у компании {company} {cash}.</translation>
    </message>
    <message>
        <source>{company} cannot build a station on {hex}: it must be a metropolitan city it reaches, with a free seat and none of its stations.</source>
        <translation>{company} не может построить станцию на {hex}: это должен быть досягаемый для неё мегаполис со свободным местом и без её станций.</translation>
    </message>
    <message>
        <source>{problem}</source>
        <translation>{problem}</translation>
    </message>
    <message>
        <source>Give one list of stops for each of {company}&apos;s {count} trains (an empty list for a train that does not run).</source>
        <translation>Задайте по списку остановок для каждого поезда компании {company} (всего {count}; пустой список — для поезда, который не едет).</translation>
    </message>
    <message>
        <source>There is no revenue to pay out or hold.</source>
        <translation>Нет дохода, который можно выплатить или оставить.</translation>
    </message>
    <message>
        <source>Only the lowest train in the market may be bought: now the {train}-train.</source>
        <translation>Купить можно только младший поезд на рынке: сейчас это поезд {train}.</translation>
    </message>
    <message>
        <source>{company} already holds {count} trains, the limit now.</source>
        <translation>У компании {company} уже {count} поезда — это нынешний лимит.</translation>
    </message>
    <message>
        <source>The {train}-train costs {price}; {company} has {cash}.</source>
        <translation>Поезд {train} стоит {price}; у компании {company} {cash}.</translation>
    </message>
    <message>
        <source>Companies do not trade trains in the last set of operating rounds.</source>
        <translation>В последней серии операционных раундов компании не торгуют поездами.</translation>
    </message>
    <message>
        <source>{company} and {seller} share no city and no track joins their stations.</source>
        <translation>У компаний {company} и {seller} нет общего города, и их станции не соединены путями.</translation>
    </message>
    <message>
        <source>{seller} has no {train}-train.</source>
        <translation>У компании {seller} нет поезда {train}.</translation>
    </message>
    <message>
        <source>The price must be a whole amount from {least} up to what {company} has ({most}).</source>
        <translation>Цена должна быть целой суммой от {least} до того, что есть у компании {company} ({most}).</translation>
    </message>
    <message>
        <source>{company} has no {train}-train to discard.</source>
        <translation>У компании {company} нет поезда {train}, чтобы его сбросить.</translation>
    </message>
    <message>
        <source>Sell one certificate at a time until the train is paid for.</source>
        <translation>Продавайте по одному сертификату, пока поезд не будет оплачен.</translation>
    </message>
    <message>
        <source>That sale is not allowed now: the pool takes at most half of a company and no sale may change a director.</source>
        <translation>Такая продажа сейчас запрещена: пул принимает не больше половины компании, и никакая продажа не может сменить директора.</translation>
    </message>
    <message>
        <source>Choose {seats} of the stations waiting outside {hex}.</source>
        <translation>Выберите станции, ждущие у {hex} (мест: {seats}).</translation>
    </message>
    <message>
        <source>{company}: lay or upgrade the home city {hex} to seat the home station.</source>
        <translation>{company}: положите или улучшите тайл домашнего города {hex}, чтобы поставить домашнюю станцию.</translation>
    </message>
    <message>
        <source>{company}: build a station in a metropolitan city or skip.</source>
        <translation>{company}: постройте станцию в мегаполисе или пропустите.</translation>
    </message>
    <message>
        <source>{company}: run the trains.</source>
        <translation>{company}: запустите поезда.</translation>
    </message>
    <message>
        <source>{company} earned {revenue}: pay it out or hold it.</source>
        <translation>{company} заработала {revenue}: выплатите дивиденды или оставьте доход в казне.</translation>
    </message>
    <message>
        <source>{company}: buy trains or end the turn.</source>
        <translation>{company}: купите поезда или закончите ход.</translation>
    </message>
    <message>
        <source>{company} is over the train limit: discard a train.</source>
        <translation>{company} превысила лимит поездов: сбросьте поезд.</translation>
    </message>
    <message>
        <source>{buyer} offers {price} for {seller}&apos;s {train}-train: accept or reject.</source>
        <translation>{buyer} предлагает {price} за поезд {train} компании {seller}: примите или отклоните.</translation>
    </message>
    <message>
        <source>{company} must buy a train: sell shares to raise the {shortfall} still missing.</source>
        <translation>{company} обязана купить поезд: продайте акции, чтобы собрать недостающие {shortfall}.</translation>
    </message>
    <message>
        <source>Choose which stations waiting outside {hex} take the {seats} free seats.</source>
        <translation>Выберите, какие станции, ждущие у {hex}, займут свободные места (их {seats}).</translation>
    </message>
    <message>
        <source>Lay tile {tile} on {hex} (rotation {rotation})</source>
        <translation>Положить тайл {tile} на {hex} (поворот {rotation})</translation>
    </message>
    <message>
        <source>Stop building track</source>
        <translation>Прекратить прокладку путей</translation>
    </message>
    <message>
        <source>Build a station on {hex}</source>
        <translation>Построить станцию на {hex}</translation>
    </message>
    <message>
        <source>Build no station</source>
        <translation>Не строить станцию</translation>
    </message>
    <message>
        <source>Run the trains</source>
        <translation>Запустить поезда</translation>
    </message>
    <message>
        <source>Pay a dividend</source>
        <translation>Выплатить дивиденды</translation>
    </message>
    <message>
        <source>Hold the revenue</source>
        <translation>Оставить доход в казне</translation>
    </message>
    <message>
        <source>Buy a {train}-train</source>
        <translation>Купить поезд {train}</translation>
    </message>
    <message>
        <source>Offer for {seller}&apos;s {train}-train</source>
        <translation>Предложить цену за поезд {train} компании {seller}</translation>
    </message>
    <message>
        <source>Accept</source>
        <translation>Принять</translation>
    </message>
    <message>
        <source>Reject</source>
        <translation>Отклонить</translation>
    </message>
    <message>
        <source>Discard a {train}-train</source>
        <translation>Сбросить поезд {train}</translation>
    </message>
    <message>
        <source>Sell {count} share of {company}</source>
        <translation>Продать акции {company}: {count} шт.</translation>
    </message>
    <message>
        <source>Seat the chosen stations</source>
        <translation>Разместить выбранные станции</translation>
    </message>
    <message>
        <source>You do not hold that asset card.</source>
        <translation>У вас нет этой карты активов.</translation>
    </message>
    <message>
        <source>Asset cards go only to a company you direct that started in a pre-war row of the IPO.</source>
        <translation>Карты активов прикрепляются только к компании под вашим руководством, начинавшей в довоенном ряду первичного размещения.</translation>
    </message>
    <message>
        <source>Asset cards cannot change hands now: during the draft or while another decision is open.</source>
        <translation>Сейчас карты активов не могут менять владельца: идёт драфт или открыто другое решение.</translation>
    </message>
    <message>
        <source>Offer the card to another player.</source>
        <translation>Предложите карту другому игроку.</translation>
    </message>
    <message>
        <source>The price must be a whole amount from ₩0 up to what the buyer has ({cash}).</source>
        <translation>Цена должна быть целой суммой от ₩0 до денег покупателя ({cash}).</translation>
    </message>
    <message>
        <source>That card cannot be used that way now.</source>
        <translation>Сейчас эту карту так использовать нельзя.</translation>
    </message>
    <message>
        <source>Choose a big city of the South for the new home.</source>
        <translation>Выберите большой город Юга новым домом.</translation>
    </message>
    <message>
        <source>The port goes on an empty coastal hex of the South: no tile, no city, beside the sea.</source>
        <translation>Порт ставится на пустой прибрежный гекс Юга: без тайла, без города, у моря.</translation>
    </message>
    <message>
        <source>The ferry station goes on a sea area of the South.</source>
        <translation>Паромная станция ставится на морскую зону Юга.</translation>
    </message>
    <message>
        <source>{seller} offers you {card} for {price}: accept or reject.</source>
        <translation>{seller} предлагает вам {card} за {price}: примите или отклоните.</translation>
    </message>
    <message>
        <source>{company} has no station left: choose a big city of the South for its new home.</source>
        <translation>У компании {company} не осталось станций: выберите большой город Юга её новым домом.</translation>
    </message>
    <message>
        <source>Attach {card} to {company}</source>
        <translation>Прикрепить {card} к {company}</translation>
    </message>
    <message>
        <source>Each lay or upgrade on Seoul by another company moves this company&apos;s price one square right.</source>
        <translation>Каждая укладка или замена тайла в Сеуле другой компанией сдвигает курс этой компании на клетку вправо.</translation>
    </message>
    <message>
        <source>₩80 into the treasury in every operating round the company runs a train.</source>
        <translation>₩80 в казну в каждом операционном раунде, когда компания пускает поезд.</translation>
    </message>
    <message>
        <source>A North company survives the war and may take a new home in the South.</source>
        <translation>Северная компания переживает войну и может выбрать новую базу на Юге.</translation>
    </message>
    <message>
        <source>The company has 4 track points instead of 3.</source>
        <translation>У компании 4 очка путей вместо 3.</translation>
    </message>
    <message>
        <source>Once: a free yellow tile on any empty hex, without a connection.</source>
        <translation>Один раз: бесплатный жёлтый тайл на любой пустой гекс, без связи с сетью.</translation>
    </message>
    <message>
        <source>At the war, every North station of the company moves to the South.</source>
        <translation>При войне все северные станции компании переезжают на Юг.</translation>
    </message>
    <message>
        <source>₩150 to the treasury when attached.</source>
        <translation>₩150 в казну при прикреплении.</translation>
    </message>
    <message>
        <source>Once an operating round: sell a train to the bank at its printed price.</source>
        <translation>Раз за операционный раунд: продать поезд банку по печатной цене.</translation>
    </message>
    <message>
        <source>Once before the war: name a North border city; it counts as South from the war on.</source>
        <translation>Один раз до войны: назвать северный приграничный город; с войны он считается южным.</translation>
    </message>
    <message>
        <source>The company pays no terrain costs.</source>
        <translation>Компания не платит за местность.</translation>
    </message>
    <message>
        <source>Market trains cost the company 20% less.</source>
        <translation>Поезда с рынка обходятся компании на 20% дешевле.</translation>
    </message>
    <message>
        <source>+₩10 for each run through the home city.</source>
        <translation>+₩10 за каждый маршрут через родной город.</translation>
    </message>
    <message>
        <source>+₩20 in every operating round the company runs a train.</source>
        <translation>+₩20 в каждом операционном раунде, когда компания пускает поезд.</translation>
    </message>
    <message>
        <source>+₩30 before the war while the track reaches Anju or Tokchon.</source>
        <translation>+₩30 до войны, пока пути доходят до Анджу или Токчхона.</translation>
    </message>
    <message>
        <source>Once a stock round: the director may buy a second share of the company.</source>
        <translation>Раз за биржевой раунд: директор может купить вторую акцию компании.</translation>
    </message>
    <message>
        <source>Once an operating round: hand in a 2, 3 or 4 for the 4, 6E or 8E on sale, paying the difference.</source>
        <translation>Раз за операционный раунд: сдать 2, 3 или 4 за продаваемый 4, 6E или 8E, доплатив разницу.</translation>
    </message>
    <message>
        <source>₩100 with the company&apos;s first market train.</source>
        <translation>₩100 при первой покупке поезда на рынке.</translation>
    </message>
    <message>
        <source>A station may go outside a full metropolitan city.</source>
        <translation>Станция может встать снаружи заполненного мегаполиса.</translation>
    </message>
    <message>
        <source>One more station token at the last charter price.</source>
        <translation>Ещё один жетон станции по последней цене устава.</translation>
    </message>
    <message>
        <source>Once: a station in a metropolitan city without a route to it.</source>
        <translation>Один раз: станция в мегаполисе без маршрута до него.</translation>
    </message>
    <message>
        <source>At the war, one North station of the company moves to the South.</source>
        <translation>При войне одна северная станция компании переезжает на Юг.</translation>
    </message>
    <message>
        <source>The company&apos;s home city tile survives the war.</source>
        <translation>Тайл родного города компании переживает войну.</translation>
    </message>
    <message>
        <source>The company&apos;s train limit is one higher.</source>
        <translation>Лимит поездов компании на один выше.</translation>
    </message>
    <message>
        <source>With the Defector: stations may move to any South big city, whose tile survives.</source>
        <translation>С Перебежчиком: станции могут переехать в любой большой город Юга, и его тайл уцелеет.</translation>
    </message>
    <message>
        <source>Once an operating round an upgrade costs 1 track point.</source>
        <translation>Раз за операционный раунд замена тайла стоит 1 очко путей.</translation>
    </message>
    <message>
        <source>In the first operating round after the war, up to 2 extra yellow tiles for free.</source>
        <translation>В первом операционном раунде после войны — до 2 дополнительных жёлтых тайлов бесплатно.</translation>
    </message>
    <message>
        <source>Set {set}, operating round {number} of 2</source>
        <translation>Серия {set}, операционный раунд {number} из 2</translation>
    </message>
    <message>
        <source>{train}-train: {price}</source>
        <translation>Поезд {train}: {price}</translation>
    </message>
    <message>
        <source>Tier {tier}: {card}</source>
        <translation>Уровень {tier}: {card}</translation>
    </message>
    <message>
        <source>Home</source>
        <translation>База</translation>
    </message>
    <message>
        <source>Station</source>
        <translation>Станция</translation>
    </message>
    <message>
        <source>Run</source>
        <translation>Маршруты</translation>
    </message>
    <message>
        <source>Dividend</source>
        <translation>Дивиденды</translation>
    </message>
    <message>
        <source>The game is over</source>
        <translation>Игра окончена</translation>
    </message>
    <message>
        <source>Asset draft</source>
        <translation>Драфт активов</translation>
    </message>
    <message>
        <source>Stock round {number}</source>
        <translation>Биржевой раунд {number}</translation>
    </message>
    <message>
        <source>{round}: {company}</source>
        <translation>{round}: {company}</translation>
    </message>
    <message numerus="yes">
        <source>{n} cards left face up</source>
        <translation>
            <numerusform>Открытой осталась {n} карта</numerusform>
            <numerusform>Открытыми остались {n} карты</numerusform>
            <numerusform>Открытыми остались {n} карт</numerusform>
        </translation>
    </message>
    <message>
        <source>Express: counts {n} big cities or off-board areas, passes small ones.</source>
        <translation>Экспресс: считает {n} больших городов или внешних областей, малые проезжает.</translation>
    </message>
    <message>
        <source>Runs to {n} stops.</source>
        <translation>Проходит до {n} остановок.</translation>
    </message>
    <message>
        <source>Unlimited in the market.</source>
        <translation>На рынке без ограничения.</translation>
    </message>
    <message numerus="yes">
        <source>{n} left in the market.</source>
        <translation>
            <numerusform>На рынке остался {n}.</numerusform>
            <numerusform>На рынке осталось {n}.</numerusform>
            <numerusform>На рынке осталось {n}.</numerusform>
        </translation>
    </message>
    <message>
        <source>Dividend of {least} or more: to {price}.</source>
        <translation>Дивиденды от {least}: на {price}.</translation>
    </message>
    <message>
        <source>Hold, or each share its director sells: to {price}.</source>
        <translation>Удержание или каждая акция, проданная директором: на {price}.</translation>
    </message>
    <message>
        <source>Stock round {number}, the last</source>
        <translation>Биржевой раунд {number}, последний</translation>
    </message>
    <message>
        <source>Passed: {names}</source>
        <translation>Спасовали: {names}</translation>
    </message>
    <message>
        <source>Nobody has passed yet</source>
        <translation>Пока никто не спасовал</translation>
    </message>
    <message>
        <source>Opens the {era} era.</source>
        <translation>Открывает эпоху: {era}.</translation>
    </message>
    <message>
        <source>The first one bought rusts every {train}-train.</source>
        <translation>Первая покупка отправляет в ржавчину все поезда {train}.</translation>
    </message>
    <message>
        <source>The train limit falls to {limit}.</source>
        <translation>Лимит поездов падает до {limit}.</translation>
    </message>
    <message>
        <source>The Korean War breaks out when the third 4-train leaves the market.</source>
        <translation>Корейская война начинается, когда третий поезд 4 уходит с рынка.</translation>
    </message>
    <message>
        <source>The first one bought ends the game after one more stock round and set.</source>
        <translation>Первая покупка завершает игру после ещё одного биржевого раунда и серии.</translation>
    </message>
    <message>
        <source>Rusts when the first {train}-train is bought.</source>
        <translation>Ржавеет, когда куплен первый поезд {train}.</translation>
    </message>
    <message>
        <source>Never rusts.</source>
        <translation>Никогда не ржавеет.</translation>
    </message>
    <message>
        <source>A price arriving here ends the game after this operating round.</source>
        <translation>Курс, дошедший сюда, завершает игру после этого операционного раунда.</translation>
    </message>
    <message>
        <source>A par price before and after the war.</source>
        <translation>Номинал до и после войны.</translation>
    </message>
    <message>
        <source>Every company keeps a station in the South: none leaves the game.</source>
        <translation>У каждой компании есть станция на Юге: никто не выбывает.</translation>
    </message>
    <message>
        <source>A par price after the war.</source>
        <translation>Номинал после войны.</translation>
    </message>
    <message>
        <source>Now open to found: {companies}.</source>
        <translation>Теперь можно основать: {companies}.</translation>
    </message>
    <message>
        <source>cash {amount}</source>
        <translation>деньги {amount}</translation>
    </message>
    <message>
        <source>The Korean War</source>
        <translation>Корейская война</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>Закрыть</translation>
    </message>
    <message>
        <source>Par price</source>
        <translation>Номинал</translation>
    </message>
    <message>
        <source>Train offer</source>
        <translation>Предложение за поезд</translation>
    </message>
    <message>
        <source>Card offer</source>
        <translation>Предложение за карту</translation>
    </message>
    <message>
        <source>Train limit</source>
        <translation>Лимит поездов</translation>
    </message>
    <message>
        <source>Director&apos;s certificate of {company}</source>
        <translation>Директорский сертификат {company}</translation>
    </message>
    <message>
        <source>high bid {amount}</source>
        <translation>высшая ставка {amount}</translation>
    </message>
    <message>
        <source>Sell a share of {company}</source>
        <translation>Продать акцию {company}</translation>
    </message>
    <message>
        <source>{company} must buy a train</source>
        <translation>{company} обязана купить поезд</translation>
    </message>
    <message>
        <source>still to raise {amount}</source>
        <translation>ещё собрать {amount}</translation>
    </message>
    <message>
        <source>{company} buys trains</source>
        <translation>{company} покупает поезда</translation>
    </message>
    <message>
        <source>Sell before the par</source>
        <translation>Продажа до номинала</translation>
    </message>
    <message>
        <source>treasury {amount}</source>
        <translation>казна {amount}</translation>
    </message>
    <message>
        <source>leads</source>
        <translation>лидирует</translation>
    </message>
    <message>
        <source>A card may be attached at any moment to a company its holder directs.</source>
        <translation>Карту можно в любой момент прикрепить к компании, которой руководит её владелец.</translation>
    </message>
    <message>
        <source>{tier}: {card}</source>
        <translation>{tier}: {card}</translation>
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
        <source>Sell {n} shares of {company} ({amount})</source>
        <translation>
            <numerusform>Продать {n} акцию {company} ({amount})</numerusform>
            <numerusform>Продать {n} акции {company} ({amount})</numerusform>
            <numerusform>Продать {n} акций {company} ({amount})</numerusform>
        </translation>
    </message>
    <message>
        <source>Par {price} (pays {capital} in)</source>
        <translation>Номинал {price} (взнос {capital})</translation>
    </message>
    <message>
        <source>Buy {company} from the IPO ({price})</source>
        <translation>Купить {company} из размещения ({price})</translation>
    </message>
    <message>
        <source>Buy {company} from the pool ({price})</source>
        <translation>Купить {company} из пула ({price})</translation>
    </message>
    <message>
        <source>Auction {company}, bid {amount}</source>
        <translation>Аукцион {company}, ставка {amount}</translation>
    </message>
    <message numerus="yes">
        <source>{company}: lay or upgrade track ({n} track points left) or stop building.</source>
        <translation>
            <numerusform>{company}: положите или улучшите пути (осталось {n} очко пути) или прекратите стройку.</numerusform>
            <numerusform>{company}: положите или улучшите пути (осталось {n} очка пути) или прекратите стройку.</numerusform>
            <numerusform>{company}: положите или улучшите пути (осталось {n} очков пути) или прекратите стройку.</numerusform>
        </translation>
    </message>
    <message>
        <source>Once, in the track step: a port on an empty South coastal hex, a sea area for this company only.</source>
        <translation>Один раз, на шаге путей: порт на пустом прибрежном гексе Юга — морская зона только для этой компании.</translation>
    </message>
    <message>
        <source>The company&apos;s trains may pass small cities without counting them.</source>
        <translation>Поезда компании могут проезжать малые города, не считая их.</translation>
    </message>
    <message>
        <source>The company&apos;s first express train may visit one more big city.</source>
        <translation>Первый экспресс компании может посетить ещё один большой город.</translation>
    </message>
    <message>
        <source>Once, as a station step&apos;s station: a station on a South sea area, where its routes may start or end.</source>
        <translation>Один раз, как станция шага станций: станция в морской зоне Юга, где могут начинаться и заканчиваться её маршруты.</translation>
    </message>
    <message>
        <source>The Korean War breaks out: the directors move their North stations South.</source>
        <translation>Началась Корейская война: директора переносят свои северные станции на Юг.</translation>
    </message>
    <message>
        <source>Out of the game with the North: {companies}.</source>
        <translation>Выбыли из игры вместе с Севером: {companies}.</translation>
    </message>
    <message>
        <source>{company}&apos;s port (New Port Development): a sea area for {company}&apos;s trains only, worth {value} now ({values} by era).</source>
        <translation>Порт компании {company} (Строительство нового порта): морская зона только для поездов {company}, сейчас стоит {value} ({values} по эпохам).</translation>
    </message>
    <message numerus="yes">
        <source>Rotation {index} of {count}; terrain cost {cost}; {n} track points left.</source>
        <translation>
            <numerusform>Поворот {index} из {count}; стоимость местности {cost}; осталось {n} очко пути.</numerusform>
            <numerusform>Поворот {index} из {count}; стоимость местности {cost}; осталось {n} очка пути.</numerusform>
            <numerusform>Поворот {index} из {count}; стоимость местности {cost}; осталось {n} очков пути.</numerusform>
        </translation>
    </message>
    <message>
        <source>Pays {values} by era.</source>
        <translation>Приносит {values} по эпохам.</translation>
    </message>
    <message numerus="yes">
        <source>Click a glowing hex to lay or upgrade a tile ({n} track points left).</source>
        <translation>
            <numerusform>Нажмите на светящийся гекс, чтобы положить или заменить тайл (осталось {n} очко пути).</numerusform>
            <numerusform>Нажмите на светящийся гекс, чтобы положить или заменить тайл (осталось {n} очка пути).</numerusform>
            <numerusform>Нажмите на светящийся гекс, чтобы положить или заменить тайл (осталось {n} очков пути).</numerusform>
        </translation>
    </message>
    <message>
        <source>{company}&apos;s ferry station (Ferry Terminal): its routes may start or end here.</source>
        <translation>Паромная станция компании {company} (Паромный терминал): её маршруты могут здесь начинаться и заканчиваться.</translation>
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
        <translation>Карты активов, меняющие маршруты (их учитывают оптимизатор и проверка маршрутов):
- Новый порт: один раз, на шаге путей, компания строит свой порт на пустом прибрежном гексе Юга (без
  тайла и без города; без очков путей, стоимости местности и связи с сетью; собственное правило
  приложения). Путь, направленный на порт, доходит до него. Только для этой компании порт — морская
  зона ценой ₩30, ₩40, ₩60 или ₩80 в жёлтую, зелёную, коричневую или серую эпоху: маршрут может лишь
  начинаться или заканчиваться там. На него никогда не кладут тайл, и поезда других компаний туда не
  ходят.
- Местный администратор: поезда компании, не являющиеся экспрессами, могут проезжать малый город, не
  засчитывая его: без звена и без дохода там, выбор для каждого малого города отдельно; её экспрессы
  получают ₩10 каждого проезжаемого малого города, не засчитывая его как звено (выбор приложения).
- Экспресс-расписание: экспресс компании с наименьшим номером (первый из них, если их несколько)
  может посетить на один большой город больше, чем говорит его номер.
- Паромный терминал: один раз, на шаге станции и как станция этого раунда, компания ставит следующий
  жетон станции по его цене на морскую зону Юга (собственное правило приложения). Он считается
  станцией компании для правила маршрута (на маршруте должна быть её станция) и ни для чего больше:
  пути от него не кладут, а море по-прежнему только начало или конец маршрута.
- Корейская война оставляет порт и паромную станцию: они на Юге, и ни один шаг войны их не убирает
  (выбор приложения). Паромная станция — не станция в гексе Юга, поэтому северную компанию в игре
  она не удерживает (выбор приложения); компания, уходящая из игры на войне, забирает с собой свой
  порт и паромную станцию.</translation>
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
        <translation>Карты активов. Свою карту можно в любой момент, в том числе в ход других игроков, прикрепить к
  компании, которой вы руководите и которая начинала в довоенном ряду первичного размещения; она
  остаётся там навсегда, даже если директор сменится, и пропадает вместе с компанией на войне (выбор
  приложения).
Ещё не прикреплённые карты игроки могут продавать друг другу за любую сумму от ₩0, на которую
  согласен покупатель, кроме как во время драфта или пока открыт аукцион, вынужденная покупка или
  другое предложение (собственное правило приложения). Действие карт:
- Чудо на реке Ханган: каждая укладка или замена тайла в Сеуле другой компанией сдвигает жетон этой
  компании на клетку вправо (выбор приложения). Промышленный комплекс Ульсан: ₩80 в казну в каждом
  операционном раунде, где компания водит поезд. Местный богач: северная компания переживает войну;
  если у неё не осталось станций, в следующем операционном раунде она выбирает новым домом любой
  большой город Юга (выбор приложения). Концессия линии Кёнбу: 4 очка путей. Земельное бюро: один
  раз бесплатная жёлтая укладка где угодно без соединения и без очков путей. Перебежчик, Отпор
  северной армии, Эвакуационный поезд: см. войну. Основатель чеболя: ₩150 при прикреплении.
- Торговец подержанными поездами: раз за операционный раунд в свой ход продать поезд банку по
  напечатанной цене; он выходит из игры и ничего не запускает (выбор приложения). Разведчик на
  Севере: один раз до войны назовите Кэсон, Пхёнган или Косон; с войны этот город считается южным
  (выбор приложения). Туннельщики: без стоимости местности. Покупатель поездов: поезда с рынка на
  20% дешевле (выбор приложения). Телеграф: +₩10 за каждый маршрут через домашний город; Почтовый
  контракт: +₩20; Угольная концессия: +₩30 до войны, пока пути достигают Анджу или Токчхона; всё это
  в операционном раунде, где компания водит поезд, после множителя экспрессов (выбор приложения).
  Биржевой маклер: раз за биржевой раунд директор может купить за один ход вторую акцию этой
  компании. Новейшие детали: раз за операционный раунд сдать поезд 2, 3 или 4 за продаваемый 4, 6E
  или 8E, доплатив ₩200, ₩420 или ₩500; это считается покупкой с рынка и разрешено при заполненном
  пределе (выбор приложения). Государственная субсидия: ₩100 с первым поездом с рынка.
- Строительство внешней станции: станция в достигнутом метрополисе без свободного места ставится за
  тайлом; в Сеуле до войны она никогда не занимает последнее свободное место (выбор приложения).
  Дополнительная станция: ещё один жетон станции по последней цене устава (выбор приложения).
  Приоритет станции: один раз станция в метрополисе без маршрута к нему. Нактонская линия обороны:
  домашний тайл города переживает войну. Резерв подвижного состава: предел поездов на один больше.
  Путевая бригада: раз за операционный раунд одна замена тайла стоит 1 очко путей. Восстановительная
  бригада: в первом операционном раунде после войны до 2 дополнительных жёлтых укладок без очков
  путей и стоимости местности.</translation>
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
        <translation>Корейская война. Карта войны лежит перед последним поездом 4: когда третий поезд 4 уходит с рынка
  (куплен, обменян по «Новейшим деталям» или вывезен), война начинается в конце этого операционного
  раунда, а после вывоза — сразу (выбор приложения). Четвёртый поезд 4, купленный позже в том же
  раунде, открывает коричневую эпоху до войны (выбор приложения). Война идёт в таком порядке (выбор
  приложения):
1. Карты начала войны действуют по компаниям в операционном порядке: город Разведчика считается
   южным (выбор приложения); Эвакуационный поезд переносит одну северную станцию, Перебежчик — все,
   в южные метрополисы, где у компании станций нет, и там они ждут за тайлом (выбор приложения);
   вместе с Отпором северной армии — в любой большой город Юга, и его тайл остаётся (выбор
   приложения). Директор каждой такой компании выбирает, станцию за станцией, город для каждой;
   станция, которую можно перенести, переносится (выбор приложения).
2. Северные компании без станции на Юге выходят из игры со всеми акциями, поездами, деньгами и
   картами, без возмещения; Местный богач сохраняет свою компанию (выбор приложения).
3. Все тайлы и станции Севера убираются. Убираются и все южные тайлы с городом или малым городом
   (кроме домашнего города по Нактонской линии обороны и городов под защитой Отпора); их станции
   ждут за гексом, пока там снова не положат тайл. Простые пути остаются.
4. Демилитаризованная зона становится краем карты; Север выходит из игры (кроме города Разведчика).
5. Северный ряд первичного размещения закрывается, открывается послевоенный южный ряд.
6. Эпоха, поезда, пределы и рынок не меняются; игра продолжается.
После войны столичное место Сеула становится обычным: жёлтый тайл, положенный там, сажает две из
  ожидающих станций (выбор приложения). Компания, кладущая тайл на гекс с ожидающими станциями,
  выбирает, какие из них займут свободные места (выбор приложения).</translation>
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
        <translation>Карта, тайлы и станции
- Город приносит то, что показывает лежащий на нём тайл: малый город 10, большой город 20, 30, 40
  или 50 от жёлтого до серого; северные тайлы N приносят 30 и 40 и никогда не становятся
  коричневыми. Область за краем карты приносит значение текущей эпохи, а если его нет — последней
  эпохи, у которой оно есть (выбор приложения).
- Строить можно на каждом гексе суши: серых гексов на карте нет (выбор приложения). Область за краем
  карты соединена только с гексами, на которые смотрят её напечатанные концы путей; к другим её
  сторонам пути не ведут (выбор приложения).
- Тайлов ограниченное число: 24 жёлтых и 20 зелёных тайлов большого города, 19 жёлтых и 6 зелёных
  тайлов малого города, 8 коричневых тайлов города (простые жёлтые пути не ограничены). Заменённый
  или убранный тайл сразу возвращается в запас; тайл, которого нет в запасе, положить нельзя (выбор
  приложения).
- Станция, ждущая за гексом, считается для маршрутов и продажи поездов, только пока никакая укладка
  или улучшение не может дать ей место. Она не занимает мест и не блокирует город, а её компания
  всегда может строить от неё пути (выбор приложения).
- Некоторые домашние города соседствуют (Пхеньян, Нампхо, Саривон и Хэджу; Сеул, Инчхон, Сувон и
  Кэсон; Чхонджу, Тэджон и Чонджу), поэтому ранние станции там могут блокировать друг друга (выбор
  приложения).
- 30 карт активов разделены по 10 на каждый уровень A, B и C; это разделение — выбор приложения.</translation>
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
        <translation>Операционные раунды. По два в серии. Следующей всегда ходит компания с открытым жетоном на самом
  высоком курсе, на общей клетке — самый левый (выбор приложения). Ход компании: в первом ОР —
  домашняя станция (на свободное место; иначе укладка или улучшение, открывающие место, как первое
  действие с путями; иначе внешняя станция; выбор приложения), затем 3 очка путей (жёлтая укладка 1,
  улучшение 2, одна стройка на гекс, стоимость местности при жёлтой укладке), затем одна станция в
  досягаемом мегаполисе по цене с карты компании (выбор приложения), затем поездка (компьютер
  предлагает лучшие маршруты; при двух и более экспрессах едут все, и компания получает доход
  экспресса с наименьшим номером, умноженный на их число, а в варианте — доход экспресса с
  наименьшим доходом; выбор приложения), затем дивиденды или удержание (выбор приложения: ниже курса
  — без сдвига, от курса — +1, от двойного курса — +2; удержание −1; нулевой доход ничего не
  выплачивает и курс не сдвигает), затем поезда. Внешние станции, ждущие в гексе, занимают места,
  открытые улучшением; какие именно — выбирает директор компании, положившей тайл (выбор
  приложения).

Поезда. Купить можно только младший поезд на рынке; компания на лимите покупать не может (выбор
  приложения).
Поезд можно купить у компании с общим городом или соединённой путями, не дешевле 1, если её директор
  согласен; но не в последней серии (выбор приложения). Компания, заканчивающая ход без поезда,
  обязана купить младший поезд рынка: казна платит всё, что имеет, остальное — директор, при
  необходимости продавая акции по одному сертификату, но никогда не меняя директора; если всё равно
  не хватает — банкротство (выбор приложения). Первый 4 ржавит поезда 2, и лимит падает до 3; первый
  6E ржавит поезда 3, лимит 2; первый 8E ржавит поезда 4. Компании сверх нового лимита сбрасывают
  поезда. После последнего ОР серии один поезд 3 или 4 уходит на экспорт (выбор приложения). Конец
  ОР: отложенная война, затем экспорт, затем следующий раунд (выбор приложения). Куплен первый 8E:
  серия заканчивается, затем последний биржевой раунд и последняя серия без путей, станций и
  торговли между компаниями (выбор приложения). Курс 460 или 500 завершает игру после этого ОР.</translation>
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

Железнодорожные компании соревнуются на Корейском полуострове до и после Корейской войны. Игроки —
  инвесторы: они основывают компании, покупают их акции и как директора управляют ими. Побеждает
  самый богатый игрок: деньги плюс акции по рыночному курсу.

Печатные правила местами неясны. В таких местах этот текст говорит, как играет приложение, с
  пометкой «(выбор приложения)»; там, где правила молчат, правило, которое добавляет приложение,
  помечено словами «собственное правило приложения».

Подготовка
- От 2 до 5 игроков начинают с ₩800, ₩530, ₩400 или ₩320 и могут иметь 28, 20, 16 или 14
  сертификатов (директорский сертификат считается за один).
- Пять северных компаний образуют довоенный ряд первичного размещения; шесть южных тянутся случайно:
  три довоенные и три послевоенные (при пяти игроках — четыре и четыре).
- У каждой компании десять долей: директорский сертификат на 20% и восемь сертификатов по 10%.

Драфт активов
- На каждого игрока открыто выкладывается по одной карте уровней A, B и C. Игроки берут по одной
  карте в порядке 1-2-3-4-5, 5-4-3-2-1, 5-4-3-2-1, никогда не беря уровень, который у них уже есть
  (как напечатано в правилах; настоящая «змейка» 1-…-5, 5-…-1, 1-…-5 — вариант).
- Двое игроков дважды тянут по 2 карты каждого уровня: игрок 1 берёт одну, игрок 2 — две, затем
  игрок 2 — одну, игрок 1 — две; остальные выходят из игры (выбор приложения).

Биржевой раунд
- В свой ход продайте сколько угодно акций и купите одну, в любом порядке, затем закончите ход; или
  продайте акции и выставьте на аукцион директорский сертификат; или спасуйте.
- Акция стоит столько, сколько показывает её жетон: из казны компании деньги идут компании, из
  банковского пула — банку (выбор приложения). Из казны компании можно иметь 60% её акций (70% при
  двух игроках); акции из пула позволяют превысить это. Нельзя покупать акции компании, которые вы
  продавали в этом раунде (выбор приложения).
- Проданные акции уходят в банковский пул, который вмещает не больше половины компании. Каждая акция
  оплачивается по курсу, который показывает жетон; когда продаёт директор, жетон затем опускается на
  клетку за каждую акцию (выбор приложения). Директорский сертификат никогда не уходит в пул.
- Игрок, у которого строго больше акций, чем у директора, забирает директорский сертификат и отдаёт
  за него две акции; после продажи его забирает тот, у кого акций больше всех, при равенстве —
  первый по часовой стрелке от прежнего директора (выбор приложения).
- Аукцион: открывший его ставит от ₩0 с шагом ₩5; затем каждый игрок, начиная с его левого соседа,
  повышает или пасует до конца аукциона. Никто не может поставить больше, чем его деньги и акции,
  которые он мог бы продать, за вычетом двойного наименьшего номинала. Победитель может продать
  акции, платит ставку банку, выбирает номинал (60–100 до войны, 60–200 после) и вносит в казну
  двойной номинал. Ход открывшего аукцион заканчивается, кто бы ни выиграл (выбор приложения).
- До войны на аукцион можно выставлять северный ряд и довоенный южный; после войны — южные ряды. В
  последнем биржевом раунде аукционов нет.
- Пас выкладывает ваш жетон паса; действие возвращает его. Когда выложены все жетоны, раунд
  заканчивается; следующий биржевой раунд идёт в порядке жетонов.
- Сверх лимита сертификатов нужно продать лишнее в течение своего хода (выбор приложения).

Конец игры
- Банкротство сразу завершает игру; курс 460 или 500 — в конце этого ОР; первый купленный поезд 8E
  ведёт к последнему биржевому раунду и последней серии операционных раундов (выбор приложения).
- Каждый игрок получает деньги плюс все акции по рыночному курсу, директорский сертификат — как две
  акции. Казна компаний не считается; обанкротившийся игрок занимает последнее место (выбор
  приложения).
- Собственное правило приложения: если в игре нет ни одной компании и никто не может основать новую
  (война закрыла все, а деньги потрачены), игра кончается после этого биржевого раунда; побеждает
  самый богатый.
- Собственное правило приложения: если после ставок продажа другого игрока заполнила пул и
  победитель аукциона уже не может оплатить и ставку, и наименьший номинал, он всё равно основывает
  компанию по наименьшему номиналу, а банк забирает ставку, насколько хватает денег.

</translation>
    </message>
    <message>
        <source>{card}: click a glowing hex for its free tile.</source>
        <translation>{card}: нажмите на светящийся гекс для бесплатного тайла.</translation>
    </message>
    <message>
        <source>New home city</source>
        <translation>Новый домашний город</translation>
    </message>
    <message>
        <source>Free seats</source>
        <translation>Свободные места</translation>
    </message>
    <message>
        <source>Opening bid</source>
        <translation>Начальная ставка</translation>
    </message>
    <message>
        <source>Seat {companies}</source>
        <translation>Посадить: {companies}</translation>
    </message>
    <message>
        <source>Sell a card to a player…</source>
        <translation>Продать карту игроку…</translation>
    </message>
    <message>
        <source>Use {card}:
pick its place on the map</source>
        <translation>{card}:
выберите место на карте</translation>
    </message>
    <message>
        <source>Offer {price} for {seller}&apos;s {train}</source>
        <translation>Предложить {price} за поезд {train} компании {seller}</translation>
    </message>
    <message>
        <source>Buy a {train}-train ({price})</source>
        <translation>Купить поезд {train} ({price})</translation>
    </message>
    <message>
        <source>Offer one asset card at a time, for an amount of money.</source>
        <translation>Предлагайте по одной карте активов за раз, за деньги.</translation>
    </message>
    <message>
        <source>Offer {card} to {buyer} for {price}</source>
        <translation>Предложить {card} игроку {buyer} за {price}</translation>
    </message>
    <message>
        <source>Use {card}</source>
        <translation>Использовать {card}</translation>
    </message>
    <message>
        <source>New home in {hex}</source>
        <translation>Новый дом в {hex}</translation>
    </message>
    <message>
        <source>Anti-North Spy: name {hex}</source>
        <translation>Разведчик на Севере: назвать {hex}</translation>
    </message>
    <message>
        <source>Sell a {train}-train to the bank</source>
        <translation>Продать банку поезд {train}</translation>
    </message>
    <message>
        <source>Buy a second share of the company from the {source}</source>
        <translation>Купить вторую акцию компании: {source}</translation>
    </message>
    <message>
        <source>Hand in a {train}-train for the train on sale</source>
        <translation>Сдать поезд {train} за продаваемый поезд</translation>
    </message>
    <message>
        <source>Build a station on {hex} without a route</source>
        <translation>Построить станцию на {hex} без маршрута</translation>
    </message>
    <message>
        <source>Survey: lay tile {tile} on {hex} (rotation {rotation})</source>
        <translation>Съёмка: положить тайл {tile} на {hex} (поворот {rotation})</translation>
    </message>
    <message>
        <source>Rebuild: lay tile {tile} on {hex} (rotation {rotation})</source>
        <translation>Восстановление: положить тайл {tile} на {hex} (поворот {rotation})</translation>
    </message>
    <message>
        <source>New Port Development: build the port on {hex}</source>
        <translation>Новый порт: построить порт на {hex}</translation>
    </message>
    <message>
        <source>Ferry Terminal: build a station on {sea}</source>
        <translation>Паромный терминал: построить станцию на {sea}</translation>
    </message>
    <message>
        <source>{player} attaches {card} to {company}.</source>
        <translation>{player} прикрепляет карту «{card}» к компании {company}.</translation>
    </message>
    <message>
        <source>{card} brings {company} {amount}.</source>
        <translation>Карта «{card}» приносит компании {company} {amount}.</translation>
    </message>
    <message>
        <source>{card} acts for {company}.</source>
        <translation>Карта «{card}» действует для компании {company}.</translation>
    </message>
    <message>
        <source>{card} is offered for {price}.</source>
        <translation>Карту «{card}» предлагают за {price}.</translation>
    </message>
    <message>
        <source>The offer of {card} is rejected.</source>
        <translation>Предложение карты «{card}» отклонено.</translation>
    </message>
    <message>
        <source>The offer of {card} lapses.</source>
        <translation>Предложение карты «{card}» снято.</translation>
    </message>
    <message>
        <source>{company} uses {card}.</source>
        <translation>{company} использует карту «{card}».</translation>
    </message>
    <message>
        <source>Korean War: {company} moves a station out of the North. Choose the South metropolitan city it goes to.</source>
        <translation>Корейская война: {company} переносит станцию с Севера. Выберите южный метрополис, куда она пойдёт.</translation>
    </message>
    <message>
        <source>Korean War: {company} moves a station out of the North. Choose the South big city it goes to.</source>
        <translation>Корейская война: {company} переносит станцию с Севера. Выберите большой город Юга, куда она пойдёт.</translation>
    </message>
    <message>
        <source>Move the station to {target}</source>
        <translation>Перенести станцию в {target}</translation>
    </message>
    <message>
        <source>{company}&apos;s station cannot go to {target}: choose a South metropolitan city where the company has no station.</source>
        <translation>Станция компании {company} не может пойти в {target}: выберите южный метрополис, где у этой компании нет станции.</translation>
    </message>
    <message>
        <source>{company}&apos;s station cannot go to {target}: choose a South big city where the company has no station.</source>
        <translation>Станция компании {company} не может пойти в {target}: выберите большой город Юга, где у этой компании нет станции.</translation>
    </message>
    <message>
        <source>Pyongyang Railway</source>
        <translation>ЖД Пхеньяна</translation>
    </message>
    <message>
        <source>Sinuiju Railway</source>
        <translation>ЖД Синыйджу</translation>
    </message>
    <message>
        <source>Nampo Railway</source>
        <translation>ЖД Нампхо</translation>
    </message>
    <message>
        <source>Sariwon Railway</source>
        <translation>ЖД Саривона</translation>
    </message>
    <message>
        <source>Haeju Railway</source>
        <translation>ЖД Хэджу</translation>
    </message>
    <message>
        <source>Kaesong Railway</source>
        <translation>ЖД Кэсона</translation>
    </message>
    <message>
        <source>Wonsan Railway</source>
        <translation>ЖД Вонсана</translation>
    </message>
    <message>
        <source>Hamhung Railway</source>
        <translation>ЖД Хамхына</translation>
    </message>
    <message>
        <source>Chongjin Railway</source>
        <translation>ЖД Чхонджина</translation>
    </message>
    <message>
        <source>Kanggye Railway</source>
        <translation>ЖД Канге</translation>
    </message>
    <message>
        <source>Hyesan Railway</source>
        <translation>ЖД Хесана</translation>
    </message>
    <message>
        <source>Rajin Railway</source>
        <translation>ЖД Раджина</translation>
    </message>
    <message>
        <source>Seoul Railway</source>
        <translation>ЖД Сеула</translation>
    </message>
    <message>
        <source>Incheon Railway</source>
        <translation>ЖД Инчхона</translation>
    </message>
    <message>
        <source>Suwon Railway</source>
        <translation>ЖД Сувона</translation>
    </message>
    <message>
        <source>Chuncheon Railway</source>
        <translation>ЖД Чхунчхона</translation>
    </message>
    <message>
        <source>Gangneung Railway</source>
        <translation>ЖД Каннына</translation>
    </message>
    <message>
        <source>Cheongju Railway</source>
        <translation>ЖД Чхонджу</translation>
    </message>
    <message>
        <source>Daejeon Railway</source>
        <translation>ЖД Тэджона</translation>
    </message>
    <message>
        <source>Jeonju Railway</source>
        <translation>ЖД Чонджу</translation>
    </message>
    <message>
        <source>Gwangju Railway</source>
        <translation>ЖД Кванджу</translation>
    </message>
    <message>
        <source>Daegu Railway</source>
        <translation>ЖД Тэгу</translation>
    </message>
    <message>
        <source>Busan Railway</source>
        <translation>ЖД Пусана</translation>
    </message>
    <message>
        <source>Andong Railway</source>
        <translation>ЖД Андона</translation>
    </message>
    <message>
        <source>Miracle on the Han River</source>
        <translation>Чудо на реке Ханган</translation>
    </message>
    <message>
        <source>Ulsan Industrial Complex</source>
        <translation>Промышленный комплекс Ульсана</translation>
    </message>
    <message>
        <source>The Local Rich</source>
        <translation>Местный богач</translation>
    </message>
    <message>
        <source>Gyeongbu Line Concession</source>
        <translation>Концессия на линию Кёнбу</translation>
    </message>
    <message>
        <source>New Port Development</source>
        <translation>Строительство нового порта</translation>
    </message>
    <message>
        <source>Land Survey Bureau</source>
        <translation>Земельно-кадастровое бюро</translation>
    </message>
    <message>
        <source>Local Administrator</source>
        <translation>Местный администратор</translation>
    </message>
    <message>
        <source>Express Timetable</source>
        <translation>Расписание экспрессов</translation>
    </message>
    <message>
        <source>Defector</source>
        <translation>Перебежчик</translation>
    </message>
    <message>
        <source>Chaebol Founder</source>
        <translation>Основатель чеболя</translation>
    </message>
    <message>
        <source>Used-Train Dealer</source>
        <translation>Торговец подержанными поездами</translation>
    </message>
    <message>
        <source>Anti-North Spy</source>
        <translation>Разведчик против Севера</translation>
    </message>
    <message>
        <source>Tunnel Engineers</source>
        <translation>Тоннельщики</translation>
    </message>
    <message>
        <source>Train Buyer</source>
        <translation>Закупщик поездов</translation>
    </message>
    <message>
        <source>Telegraph Office</source>
        <translation>Телеграф</translation>
    </message>
    <message>
        <source>Mail Contract</source>
        <translation>Почтовый контракт</translation>
    </message>
    <message>
        <source>Coal Concession</source>
        <translation>Угольная концессия</translation>
    </message>
    <message>
        <source>Stock Broker</source>
        <translation>Биржевой маклер</translation>
    </message>
    <message>
        <source>The Newest Parts</source>
        <translation>Новейшие детали</translation>
    </message>
    <message>
        <source>Government Subsidy</source>
        <translation>Государственная субсидия</translation>
    </message>
    <message>
        <source>Outer Station Construction</source>
        <translation>Строительство внешней станции</translation>
    </message>
    <message>
        <source>Extra Station</source>
        <translation>Дополнительная станция</translation>
    </message>
    <message>
        <source>Station Priority</source>
        <translation>Приоритет станции</translation>
    </message>
    <message>
        <source>Evacuation Train</source>
        <translation>Эвакуационный поезд</translation>
    </message>
    <message>
        <source>Nakdong Defense Line</source>
        <translation>Оборонительный рубеж на Нактонгане</translation>
    </message>
    <message>
        <source>Rolling Stock Reserve</source>
        <translation>Резерв подвижного состава</translation>
    </message>
    <message>
        <source>Ferry Terminal</source>
        <translation>Паромный терминал</translation>
    </message>
    <message>
        <source>Repulsion of the North Army</source>
        <translation>Отражение армии Севера</translation>
    </message>
    <message>
        <source>Track Gang</source>
        <translation>Путейская бригада</translation>
    </message>
    <message>
        <source>Reconstruction Crew</source>
        <translation>Восстановительная бригада</translation>
    </message>
    <message>
        <source>Hoeryong</source>
        <translation>Хверён</translation>
    </message>
    <message>
        <source>Rajin</source>
        <translation>Раджин</translation>
    </message>
    <message>
        <source>Musan</source>
        <translation>Мусан</translation>
    </message>
    <message>
        <source>Chongjin</source>
        <translation>Чхонджин</translation>
    </message>
    <message>
        <source>Manpo</source>
        <translation>Манпхо</translation>
    </message>
    <message>
        <source>Hyesan</source>
        <translation>Хесан</translation>
    </message>
    <message>
        <source>Kanggye</source>
        <translation>Канге</translation>
    </message>
    <message>
        <source>Kimchaek</source>
        <translation>Кимчхэк</translation>
    </message>
    <message>
        <source>Sinuiju</source>
        <translation>Синыйджу</translation>
    </message>
    <message>
        <source>Sinpo</source>
        <translation>Синпхо</translation>
    </message>
    <message>
        <source>Jongju</source>
        <translation>Чончжу</translation>
    </message>
    <message>
        <source>Tokchon</source>
        <translation>Токчхон</translation>
    </message>
    <message>
        <source>Hamhung</source>
        <translation>Хамхын</translation>
    </message>
    <message>
        <source>Anju</source>
        <translation>Анджу</translation>
    </message>
    <message>
        <source>Pyongyang</source>
        <translation>Пхеньян</translation>
    </message>
    <message>
        <source>Wonsan</source>
        <translation>Вонсан</translation>
    </message>
    <message>
        <source>Nampo</source>
        <translation>Нампхо</translation>
    </message>
    <message>
        <source>Kosong</source>
        <translation>Косон</translation>
    </message>
    <message>
        <source>Sariwon</source>
        <translation>Саривон</translation>
    </message>
    <message>
        <source>Pyonggang</source>
        <translation>Пхёнган</translation>
    </message>
    <message>
        <source>Sokcho</source>
        <translation>Сокчхо</translation>
    </message>
    <message>
        <source>Haeju</source>
        <translation>Хэджу</translation>
    </message>
    <message>
        <source>Kaesong</source>
        <translation>Кэсон</translation>
    </message>
    <message>
        <source>Chuncheon</source>
        <translation>Чхунчхон</translation>
    </message>
    <message>
        <source>Seoul</source>
        <translation>Сеул</translation>
    </message>
    <message>
        <source>Gangneung</source>
        <translation>Каннын</translation>
    </message>
    <message>
        <source>Incheon</source>
        <translation>Инчхон</translation>
    </message>
    <message>
        <source>Suwon</source>
        <translation>Сувон</translation>
    </message>
    <message>
        <source>Wonju</source>
        <translation>Вонджу</translation>
    </message>
    <message>
        <source>Jecheon</source>
        <translation>Чечхон</translation>
    </message>
    <message>
        <source>Samcheok</source>
        <translation>Самчхок</translation>
    </message>
    <message>
        <source>Seosan</source>
        <translation>Сосан</translation>
    </message>
    <message>
        <source>Cheonan</source>
        <translation>Чхонан</translation>
    </message>
    <message>
        <source>Chungju</source>
        <translation>Чхунджу</translation>
    </message>
    <message>
        <source>Yeongju</source>
        <translation>Ёнджу</translation>
    </message>
    <message>
        <source>Cheongju</source>
        <translation>Чхонджу</translation>
    </message>
    <message>
        <source>Sangju</source>
        <translation>Санджу</translation>
    </message>
    <message>
        <source>Andong</source>
        <translation>Андон</translation>
    </message>
    <message>
        <source>Daejeon</source>
        <translation>Тэджон</translation>
    </message>
    <message>
        <source>Gumi</source>
        <translation>Куми</translation>
    </message>
    <message>
        <source>Gunsan</source>
        <translation>Кунсан</translation>
    </message>
    <message>
        <source>Jeonju</source>
        <translation>Чонджу</translation>
    </message>
    <message>
        <source>Daegu</source>
        <translation>Тэгу</translation>
    </message>
    <message>
        <source>Pohang</source>
        <translation>Пхохан</translation>
    </message>
    <message>
        <source>Namwon</source>
        <translation>Намвон</translation>
    </message>
    <message>
        <source>Gyeongju</source>
        <translation>Кёнджу</translation>
    </message>
    <message>
        <source>Ulsan</source>
        <translation>Ульсан</translation>
    </message>
    <message>
        <source>Gwangju</source>
        <translation>Кванджу</translation>
    </message>
    <message>
        <source>Jinju</source>
        <translation>Чинджу</translation>
    </message>
    <message>
        <source>Masan</source>
        <translation>Масан</translation>
    </message>
    <message>
        <source>Busan</source>
        <translation>Пусан</translation>
    </message>
    <message>
        <source>Mokpo</source>
        <translation>Мокпхо</translation>
    </message>
    <message>
        <source>Suncheon</source>
        <translation>Сунчхон</translation>
    </message>
    <message>
        <source>Yeosu</source>
        <translation>Ёсу</translation>
    </message>
    <message>
        <source>Manchuria (Dandong)</source>
        <translation>Маньчжурия (Даньдун)</translation>
    </message>
    <message>
        <source>Manchuria</source>
        <translation>Маньчжурия</translation>
    </message>
    <message>
        <source>Manchuria (Ji&apos;an)</source>
        <translation>Маньчжурия (Цзиань)</translation>
    </message>
    <message>
        <source>Manchuria (Changbai)</source>
        <translation>Маньчжурия (Чанбай)</translation>
    </message>
    <message>
        <source>Manchuria (Yanji-Tumen)</source>
        <translation>Маньчжурия (Яньцзи-Тумэнь)</translation>
    </message>
    <message>
        <source>Russia (Vladivostok)</source>
        <translation>Россия (Владивосток)</translation>
    </message>
    <message>
        <source>Russia</source>
        <translation>Россия</translation>
    </message>
    <message>
        <source>Yellow Sea (Nampo)</source>
        <translation>Жёлтое море (Нампхо)</translation>
    </message>
    <message>
        <source>Yellow Sea</source>
        <translation>Жёлтое море</translation>
    </message>
    <message>
        <source>East Sea (Hungnam)</source>
        <translation>Восточное море (Хыннам)</translation>
    </message>
    <message>
        <source>East Sea</source>
        <translation>Восточное море</translation>
    </message>
    <message>
        <source>East Sea (Chongjin)</source>
        <translation>Восточное море (Чхонджин)</translation>
    </message>
    <message>
        <source>Yellow Sea (Incheon)</source>
        <translation>Жёлтое море (Инчхон)</translation>
    </message>
    <message>
        <source>Yellow Sea (Mokpo)</source>
        <translation>Жёлтое море (Мокпхо)</translation>
    </message>
    <message>
        <source>South Sea (Yeosu)</source>
        <translation>Южное море (Ёсу)</translation>
    </message>
    <message>
        <source>South Sea</source>
        <translation>Южное море</translation>
    </message>
    <message>
        <source>South Sea (Busan)</source>
        <translation>Южное море (Пусан)</translation>
    </message>
    <message>
        <source>East Sea (Pohang)</source>
        <translation>Восточное море (Пхохан)</translation>
    </message>
    <message>
        <source>East Sea (Gangneung)</source>
        <translation>Восточное море (Каннын)</translation>
    </message>
</context>
</TS>
