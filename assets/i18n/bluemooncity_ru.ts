<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="ru_RU" sourcelanguage="en">
<context>
    <name>BlueMoonCityView</name>
    <message>
        <source>red dragon</source>
        <translation>красный дракон</translation>
    </message>
    <message>
        <source>green dragon</source>
        <translation>зелёный дракон</translation>
    </message>
    <message>
        <source>blue dragon</source>
        <translation>синий дракон</translation>
    </message>
    <message>
        <source>fly or +2 steps</source>
        <translation>полёт или +2 шага</translation>
    </message>
    <message>
        <source>wild 1</source>
        <translation>любой цвет 1</translation>
    </message>
    <message>
        <source>two = wild 3</source>
        <translation>две = любой цвет 3</translation>
    </message>
    <message>
        <source>recolour cards</source>
        <translation>перекрасить карты</translation>
    </message>
    <message>
        <source>one more offering</source>
        <translation>ещё одно подношение</translation>
    </message>
    <message>
        <source>The {colour} dragon. {name} cards move it. Contributing where it stands earns a golden scale.</source>
        <translation>Дракон: {colour}. Его двигают карты {name}. Вклад там, где он стоит, приносит золотую чешуйку.</translation>
    </message>
    <message>
        <source>The obelisk: {goal} offerings win.</source>
        <translation>Обелиск: для победы нужно подношений: {goal}.</translation>
    </message>
    <message>
        <source>{people} ({colour}), value {value}.</source>
        <translation>{people} ({colour}), значение {value}.</translation>
    </message>
    <message>
        <source>{n} of {total} left</source>
        <translation>осталось {n} из {total}</translation>
    </message>
    <message>
        <source>nothing</source>
        <translation>ничего</translation>
    </message>
    <message>
        <source>The courtyard: everyone starts here. Standing here, offer crystals to the obelisk.</source>
        <translation>Двор: здесь все начинают. Стоя здесь, подносите кристаллы обелиску.</translation>
    </message>
    <message>
        <source>{building}. Boxes (left to right): {boxes}.</source>
        <translation>{building}. Ячейки (слева направо): {boxes}.</translation>
    </message>
    <message>
        <source>Majority bonus (most markers; a tie goes to the farther-left marker): {r}.</source>
        <translation>Бонус большинства (больше всего маркеров; при равенстве — у маркера левее): {r}.</translation>
    </message>
    <message>
        <source>Construction bonus, to every contributor: {r}.</source>
        <translation>Бонус за стройку, каждому вкладчику: {r}.</translation>
    </message>
    <message>
        <source>Neighbourhood bonus, once rebuilt, to each contributor of a neighbour completed later: {r}.</source>
        <translation>Соседский бонус, после отстройки, каждому вкладчику соседнего здания, достроенного позже: {r}.</translation>
    </message>
    <message>
        <source>Pay</source>
        <translation>Оплатить</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Отмена</translation>
    </message>
    <message>
        <source>Draw {n}</source>
        <translation>Взять {n}</translation>
    </message>
    <message>
        <source>A people card, face down.</source>
        <translation>Карта народа рубашкой вверх.</translation>
    </message>
    <message>
        <source>Golden scales</source>
        <translation>Золотые чешуйки</translation>
    </message>
    <message>
        <source>Dragons beside the city</source>
        <translation>Драконы у города</translation>
    </message>
    <message>
        <source>Peoples</source>
        <translation>Народы</translation>
    </message>
    <message>
        <source>Deck · {n}</source>
        <translation>Колода · {n}</translation>
    </message>
    <message>
        <source>Discard · {n}</source>
        <translation>Сброс · {n}</translation>
    </message>
    <message>
        <source>Game over: {who} won: {reason}.</source>
        <translation>Игра окончена: победа — {who}: {reason}.</translation>
    </message>
    <message numerus="yes">
        <source>Move: click a glowing tile (up to {n} steps), or play a glowing power card.</source>
        <translation>
            <numerusform>Ход: щёлкните светящуюся плитку (до {n} шага) или сыграйте светящуюся карту силы.</numerusform>
            <numerusform>Ход: щёлкните светящуюся плитку (до {n} шагов) или сыграйте светящуюся карту силы.</numerusform>
            <numerusform>Ход: щёлкните светящуюся плитку (до {n} шагов) или сыграйте светящуюся карту силы.</numerusform>
        </translation>
    </message>
    <message>
        <source>Contribute: click a glowing box to pay it, or end the phase.</source>
        <translation>Вклад: щёлкните светящуюся ячейку, чтобы оплатить её, или закончите фазу.</translation>
    </message>
    <message>
        <source>Reset: pick up to 2 cards to discard (or none), then draw.</source>
        <translation>Смена карт: выберите до 2 карт в сброс (или ни одной), затем возьмите новые.</translation>
    </message>
    <message>
        <source>Assembly Hall: click any tile to jump there, or stay.</source>
        <translation>Зал собраний: щёлкните любую плитку, чтобы перепрыгнуть туда, или останьтесь.</translation>
    </message>
    <message>
        <source>Cards pay {paid} of {value}, {lost} lost</source>
        <translation>Карты дают {paid} из {value}, {lost} пропадает</translation>
    </message>
    <message>
        <source>Cards pay {paid} of {value}</source>
        <translation>Карты дают {paid} из {value}</translation>
    </message>
    <message numerus="yes">
        <source>{n} crystals</source>
        <translation>
            <numerusform>{n} кристалл</numerusform>
            <numerusform>{n} кристалла</numerusform>
            <numerusform>{n} кристаллов</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{n} golden scales</source>
        <translation>
            <numerusform>{n} золотая чешуйка</numerusform>
            <numerusform>{n} золотые чешуйки</numerusform>
            <numerusform>{n} золотых чешуек</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{n} cards</source>
        <translation>
            <numerusform>{n} карта</numerusform>
            <numerusform>{n} карты</numerusform>
            <numerusform>{n} карт</numerusform>
        </translation>
    </message>
    <message>
        <source>Standing on the courtyard, offer {cost} crystals for the lowest free box.</source>
        <translation>Стоя во Дворе, поднесите {cost} кристаллов за нижнюю свободную ячейку.</translation>
    </message>
    <message>
        <source>Power ({phase} phase): {power}</source>
        <translation>Сила (фаза: {phase}): {power}</translation>
    </message>
    <message>
        <source>the next scale triggers scoring</source>
        <translation>следующая чешуйка запустит подсчёт</translation>
    </message>
    <message>
        <source>all three fly over the city</source>
        <translation>все три летают над городом</translation>
    </message>
    <message>
        <source>The game is over.</source>
        <translation>Игра окончена.</translation>
    </message>
    <message>
        <source>Game over: {reason}.</source>
        <translation>Игра окончена: {reason}.</translation>
    </message>
    <message>
        <source>Click any tile: the {dragon} dragon flies there.</source>
        <translation>Щёлкните любую плитку: туда полетит дракон ({dragon}).</translation>
    </message>
    <message>
        <source>Click a glowing tile: the {dragon} dragon walks there (up to {n} steps).</source>
        <translation>Щёлкните светящуюся плитку: туда пойдёт дракон ({dragon}), до {n} шагов.</translation>
    </message>
    <message>
        <source>Click any tile: your figure flies there.</source>
        <translation>Щёлкните любую плитку: туда перелетит ваша фигурка.</translation>
    </message>
    <message>
        <source>No steps left: play a glowing power card, or end the movement.</source>
        <translation>Шагов не осталось: сыграйте светящуюся карту силы или закончите движение.</translation>
    </message>
    <message>
        <source>Pay the box: the cheapest cards are raised; click cards to change them, then Pay.</source>
        <translation>Оплата ячейки: подняты самые дешёвые карты; щёлкайте карты, чтобы заменить, затем «Оплатить».</translation>
    </message>
    <message>
        <source>Courtyard: click the next obelisk box to offer crystals, or end the phase.</source>
        <translation>Двор: щёлкните следующую ячейку обелиска, чтобы поднести кристаллы, или закончите фазу.</translation>
    </message>
    <message>
        <source>{building}: {people} box {value}</source>
        <translation>{building}: ячейка {people} {value}</translation>
    </message>
    <message>
        <source>Wait: it is {name}&apos;s turn.</source>
        <translation>Подождите: сейчас ходит {name}.</translation>
    </message>
    <message>
        <source>Player {n}</source>
        <translation>Игрок {n}</translation>
    </message>
    <message>
        <source>Discard {d}, draw {n}</source>
        <translation>Сбросить {d}, взять {n}</translation>
    </message>
    <message>
        <source>Offered! A glowing Pillar card makes a further offering; or end the phase.</source>
        <translation>Поднесено! Светящаяся карта Pillar даёт ещё одно подношение; или закончите фазу.</translation>
    </message>
    <message>
        <source>Dragons give</source>
        <translation>Драконы дают</translation>
    </message>
    <message>
        <source>Completes it! You get</source>
        <translation>Здание достроено! Вы получаете</translation>
    </message>
    <message>
        <source>you</source>
        <translation>вы</translation>
    </message>
    <message numerus="yes">
        <source>{n} more boxes to rebuild</source>
        <translation>
            <numerusform>до отстройки ещё {n} ячейка</numerusform>
            <numerusform>до отстройки ещё {n} ячейки</numerusform>
            <numerusform>до отстройки ещё {n} ячеек</numerusform>
        </translation>
    </message>
    <message>
        <source>Last scale of the pool: golden scales are scored</source>
        <translation>Последняя чешуйка запаса: подсчёт золотых чешуек</translation>
    </message>
    <message>
        <source>Dragons: 1st box only</source>
        <translation>Драконы: только за первую ячейку</translation>
    </message>
    <message>
        <source>Majority bonus: {who}</source>
        <translation>Бонус большинства: {who}</translation>
    </message>
    <message>
        <source>to neighbours</source>
        <translation>соседям</translation>
    </message>
    <message>
        <source>Obelisk</source>
        <translation>Обелиск</translation>
    </message>
    <message>
        <source>Pay {value} with cards of any one people (Royal Palace).</source>
        <translation>Оплатите {value} картами одного любого народа (Королевский дворец).</translation>
    </message>
    <message>
        <source>Pay {value} with {people} cards ({colour}); Khind counts 1 and two Mimix 1s or 2s count 3 in any colour, Hoax recolours.</source>
        <translation>Оплатите {value} картами {people} ({colour}); Khind — любой цвет 1, две Mimix 1 или 2 — любой цвет 3, Hoax перекрашивает.</translation>
    </message>
    <message>
        <source>Courtyard</source>
        <translation>Двор</translation>
    </message>
    <message>
        <source>offer crystals here</source>
        <translation>подношения здесь</translation>
    </message>
    <message>
        <source>next</source>
        <translation>далее</translation>
    </message>
    <message>
        <source>Royal Palace</source>
        <translation>Королевский дворец</translation>
    </message>
    <message>
        <source>Fire Temple</source>
        <translation>Храм огня</translation>
    </message>
    <message>
        <source>Earth Temple</source>
        <translation>Храм земли</translation>
    </message>
    <message>
        <source>Water Temple</source>
        <translation>Храм воды</translation>
    </message>
    <message>
        <source>Aqueduct</source>
        <translation>Акведук</translation>
    </message>
    <message>
        <source>Market Hall</source>
        <translation>Рынок</translation>
    </message>
    <message>
        <source>University</source>
        <translation>Университет</translation>
    </message>
    <message>
        <source>City Residence</source>
        <translation>Резиденция</translation>
    </message>
    <message>
        <source>Hospice</source>
        <translation>Приют</translation>
    </message>
    <message>
        <source>Citadel</source>
        <translation>Цитадель</translation>
    </message>
    <message>
        <source>Watchtower</source>
        <translation>Дозорная башня</translation>
    </message>
    <message>
        <source>Great Hall</source>
        <translation>Большой зал</translation>
    </message>
    <message>
        <source>Library</source>
        <translation>Библиотека</translation>
    </message>
    <message>
        <source>Trading House</source>
        <translation>Торговый дом</translation>
    </message>
    <message>
        <source>Flight Tower</source>
        <translation>Лётная башня</translation>
    </message>
    <message>
        <source>Monastery Tower</source>
        <translation>Монастырская башня</translation>
    </message>
    <message>
        <source>Caravanserai</source>
        <translation>Караван-сарай</translation>
    </message>
    <message>
        <source>Thermae</source>
        <translation>Термы</translation>
    </message>
    <message>
        <source>Iron Foundry</source>
        <translation>Литейня</translation>
    </message>
    <message>
        <source>Mill</source>
        <translation>Мельница</translation>
    </message>
    <message>
        <source>Hospital</source>
        <translation>Госпиталь</translation>
    </message>
    <message>
        <source>Assembly Hall</source>
        <translation>Зал собраний</translation>
    </message>
    <message>
        <source>Golden Shrine</source>
        <translation>Золотое святилище</translation>
    </message>
    <message>
        <source>Observatory</source>
        <translation>Обсерватория</translation>
    </message>
    <message>
        <source>black</source>
        <translation>чёрный</translation>
    </message>
    <message>
        <source>movement</source>
        <translation>движение</translation>
    </message>
    <message>
        <source>Fly the red dragon onto any tile (from the city or from beside it).</source>
        <translation>Перенесите красного дракона на любую плитку (из города или из-за его края).</translation>
    </message>
    <message>
        <source>Move the red dragon up to 3 orthogonal steps (it must already be in the city).</source>
        <translation>Передвиньте красного дракона до 3 шагов по прямой (он уже должен быть в городе).</translation>
    </message>
    <message>
        <source>red</source>
        <translation>красный</translation>
    </message>
    <message>
        <source>Fly the green dragon onto any tile (from the city or from beside it).</source>
        <translation>Перенесите зелёного дракона на любую плитку (из города или из-за его края).</translation>
    </message>
    <message>
        <source>Move the green dragon up to 3 orthogonal steps (it must already be in the city).</source>
        <translation>Передвиньте зелёного дракона до 3 шагов по прямой (он уже должен быть в городе).</translation>
    </message>
    <message>
        <source>green</source>
        <translation>зелёный</translation>
    </message>
    <message>
        <source>blue</source>
        <translation>синий</translation>
    </message>
    <message>
        <source>Fly the blue dragon onto any tile (from the city or from beside it).</source>
        <translation>Перенесите синего дракона на любую плитку (из города или из-за его края).</translation>
    </message>
    <message>
        <source>Move the blue dragon up to 3 orthogonal steps (it must already be in the city).</source>
        <translation>Передвиньте синего дракона до 3 шагов по прямой (он уже должен быть в городе).</translation>
    </message>
    <message>
        <source>grey</source>
        <translation>серый</translation>
    </message>
    <message>
        <source>Move your figure to any tile of the city.</source>
        <translation>Перенесите свою фигурку на любую плитку города.</translation>
    </message>
    <message>
        <source>Move your figure up to 2 extra steps this turn.</source>
        <translation>В этот ход ваша фигурка может пройти ещё до 2 шагов.</translation>
    </message>
    <message>
        <source>contribution</source>
        <translation>вклад</translation>
    </message>
    <message>
        <source>Counts as a value 1 of any colour in a contribution.</source>
        <translation>При вкладе считается значением 1 любого цвета.</translation>
    </message>
    <message>
        <source>brown</source>
        <translation>коричневый</translation>
    </message>
    <message>
        <source>Two Mimix cards of value 1 or 2 together count as a value 3 of any colour.</source>
        <translation>Две карты Mimix значением 1 или 2 вместе считаются значением 3 любого цвета.</translation>
    </message>
    <message>
        <source>white</source>
        <translation>белый</translation>
    </message>
    <message>
        <source>Recolour up to 4 cards that share one colour, for one contribution.</source>
        <translation>Перекрасьте до 4 карт одного цвета на один вклад.</translation>
    </message>
    <message>
        <source>Recolour 1 card, for one contribution.</source>
        <translation>Перекрасьте 1 карту на один вклад.</translation>
    </message>
    <message>
        <source>yellow</source>
        <translation>жёлтый</translation>
    </message>
    <message>
        <source>After an offering, make one more offering paying 1 crystal more than its box.</source>
        <translation>После подношения сделайте ещё одно, заплатив на 1 кристалл больше цены ячейки.</translation>
    </message>
    <message>
        <source>After an offering, make one more offering paying 2 crystals more than its box.</source>
        <translation>После подношения сделайте ещё одно, заплатив на 2 кристалла больше цены ячейки.</translation>
    </message>
    <message>
        <source>Ending your turn here, draw 2 extra cards.</source>
        <translation>Закончив ход здесь, возьмите 2 дополнительные карты.</translation>
    </message>
    <message>
        <source>Ending your turn here, you may jump your figure to any other tile.</source>
        <translation>Закончив ход здесь, можно перепрыгнуть фигуркой на любую другую плитку.</translation>
    </message>
    <message>
        <source>You may make your offering to the obelisk from here, paying 1 crystal more.</source>
        <translation>Отсюда можно сделать подношение обелиску, заплатив на 1 кристалл больше.</translation>
    </message>
</context>
<context>
    <name>bluemooncity</name>
    <message>
        <source>any people</source>
        <translation>любой народ</translation>
    </message>
    <message>
        <source>the Courtyard</source>
        <translation>Двор</translation>
    </message>
    <message>
        <source>Play a Vulca, Terrah or Aqua card to move a dragon.</source>
        <translation>Чтобы сдвинуть дракона, сыграйте карту Vulca, Terrah или Aqua.</translation>
    </message>
    <message>
        <source>There is no power waiting for a target.</source>
        <translation>Нет силы, ждущей цели.</translation>
    </message>
    <message>
        <source>Choose up to two cards to discard: the reset cannot be skipped.</source>
        <translation>Выберите до двух карт в сброс: смену карт нельзя пропустить.</translation>
    </message>
    <message>
        <source>Offerings to the obelisk are made on the Courtyard: walk there first.</source>
        <translation>Подношения обелиску делают во Дворе: сначала дойдите туда.</translation>
    </message>
    <message>
        <source>Only one offering per turn; a Pillar card of value 1 or 2 allows one more.</source>
        <translation>Одно подношение за ход; карта Pillar значением 1 или 2 даёт ещё одно.</translation>
    </message>
    <message>
        <source>You have no marker left, so you cannot make an offering.</source>
        <translation>У вас не осталось маркеров, поэтому подношение невозможно.</translation>
    </message>
    <message>
        <source>The obelisk is full.</source>
        <translation>Обелиск заполнен.</translation>
    </message>
    <message>
        <source>The next obelisk box costs {cost} crystals and you have {have}.</source>
        <translation>Следующая ячейка обелиска стоит {cost} кристаллов, а у вас {have}.</translation>
    </message>
    <message>
        <source>That is not a move of Blue Moon City.</source>
        <translation>Такого хода в Blue Moon City нет.</translation>
    </message>
    <message>
        <source>That move is missing a detail or has one too many.</source>
        <translation>В этом ходе чего-то не хватает или что-то лишнее.</translation>
    </message>
    <message>
        <source>First choose the target of the power you played, or cancel it.</source>
        <translation>Сначала выберите цель сыгранной силы или отмените её.</translation>
    </message>
    <message>
        <source>First choose where the dragon goes, or cancel the power.</source>
        <translation>Сначала выберите, куда пойдёт дракон, или отмените силу.</translation>
    </message>
    <message>
        <source>Figures move only onto tiles of the city.</source>
        <translation>Фигурки ходят только по плиткам города.</translation>
    </message>
    <message numerus="yes">
        <source>You can move only {steps} more orthogonal steps (no diagonals); a grey Flit card takes you farther.</source>
        <translation>
            <numerusform>Можно пройти ещё только {steps} шаг по прямой (не по диагонали); серая карта Flit уведёт дальше.</numerusform>
            <numerusform>Можно пройти ещё только {steps} шага по прямой (не по диагонали); серая карта Flit уведёт дальше.</numerusform>
            <numerusform>Можно пройти ещё только {steps} шагов по прямой (не по диагонали); серая карта Flit уведёт дальше.</numerusform>
        </translation>
    </message>
    <message>
        <source>Dragons land only on tiles of the city.</source>
        <translation>Драконы садятся только на плитки города.</translation>
    </message>
    <message>
        <source>With a value-2 card the dragon moves 1 to {n} orthogonal steps.</source>
        <translation>С картой значением 2 дракон проходит от 1 до {n} шагов по прямой.</translation>
    </message>
    <message>
        <source>You can only play cards from your hand.</source>
        <translation>Играть можно только картами с руки.</translation>
    </message>
    <message>
        <source>Cards of value 3 have no power.</source>
        <translation>У карт значением 3 нет силы.</translation>
    </message>
    <message>
        <source>{people} cards work in the contribution phase, as part of paying a box or an offering.</source>
        <translation>Карты {people} действуют в фазе вклада, при оплате ячейки или подношения.</translation>
    </message>
    <message>
        <source>The {dragon} dragon is still beside the city: only a value-1 card can fly it in.</source>
        <translation>Дракон ({dragon}) ещё у города: ввести его может только карта значением 1.</translation>
    </message>
    <message>
        <source>An offering uses no card, or one Pillar card.</source>
        <translation>Подношение делают без карт или с одной картой Pillar.</translation>
    </message>
    <message>
        <source>You can only discard cards from your hand.</source>
        <translation>Сбрасывать можно только карты с руки.</translation>
    </message>
    <message>
        <source>In the reset phase you may discard at most two cards.</source>
        <translation>В фазе смены карт можно сбросить не больше двух карт.</translation>
    </message>
    <message>
        <source>Moving and the powers of Vulca, Terrah, Aqua and Flit belong to the movement phase.</source>
        <translation>Движение и силы Vulca, Terrah, Aqua и Flit относятся к фазе движения.</translation>
    </message>
    <message>
        <source>Contributions and offerings belong to the contribution phase.</source>
        <translation>Вклады и подношения относятся к фазе вклада.</translation>
    </message>
    <message>
        <source>Cards are discarded for new ones in the reset phase.</source>
        <translation>Карты меняют на новые в фазе смены карт.</translation>
    </message>
    <message>
        <source>You can contribute only to the building your figure stands on.</source>
        <translation>Вкладываться можно только в здание, на котором стоит ваша фигурка.</translation>
    </message>
    <message>
        <source>The Courtyard has no boxes: here you make an offering to the obelisk.</source>
        <translation>Во Дворе нет ячеек: здесь делают подношение обелиску.</translation>
    </message>
    <message>
        <source>This building is already rebuilt.</source>
        <translation>Это здание уже отстроено.</translation>
    </message>
    <message>
        <source>This building has no such box.</source>
        <translation>У этого здания нет такой ячейки.</translation>
    </message>
    <message>
        <source>That box already holds a marker.</source>
        <translation>В этой ячейке уже есть маркер.</translation>
    </message>
    <message>
        <source>You have no marker left, so you cannot contribute.</source>
        <translation>У вас не осталось маркеров, поэтому вклад невозможен.</translation>
    </message>
    <message>
        <source>Pay with cards from your hand.</source>
        <translation>Платите картами с руки.</translation>
    </message>
    <message>
        <source>Every card must count: use {people} cards, Khind as a wild 1, two Mimix as a wild 3, or Hoax to recolour.</source>
        <translation>Каждая карта должна идти в счёт: карты {people}, Khind как любой цвет 1, две Mimix как любой цвет 3 или Hoax для перекраски.</translation>
    </message>
    <message>
        <source>These cards are worth {worth}; this box needs at least {value}.</source>
        <translation>Эти карты дают {worth}; ячейке нужно не меньше {value}.</translation>
    </message>
    <message>
        <source>A Pillar card gives a further offering: make a normal offering first.</source>
        <translation>Карта Pillar даёт дополнительное подношение: сначала сделайте обычное.</translation>
    </message>
    <message>
        <source>A further offering needs a Pillar card of value 1 or 2 from your hand.</source>
        <translation>Для дополнительного подношения нужна карта Pillar значением 1 или 2 с руки.</translation>
    </message>
    <message>
        <source>Your figure already stands there.</source>
        <translation>Ваша фигурка уже стоит там.</translation>
    </message>
    <message>
        <source>Your cards cannot pay this box: it needs {people} cards worth {value}.</source>
        <translation>Вашими картами эту ячейку не оплатить: нужны карты {people} на {value}.</translation>
    </message>
    <message>
        <source>{n} (+{k} after the turn)</source>
        <translation>{n} (+{k} после хода)</translation>
    </message>
    <message>
        <source>reached {n} offerings to the obelisk</source>
        <translation>сделано подношений обелиску: {n}</translation>
    </message>
    <message>
        <source>every player ran out of markers: a draw</source>
        <translation>у всех кончились маркеры: ничья</translation>
    </message>
    <message>
        <source>the city is rebuilt and nobody can offer more: most offerings, then crystals</source>
        <translation>город отстроен, и подносить больше никто не может: больше подношений, затем кристаллов</translation>
    </message>
    <message>
        <source>Offerings made at the obelisk</source>
        <translation>Подношения у обелиска</translation>
    </message>
    <message>
        <source>Crystals left: the tie-break</source>
        <translation>Оставшиеся кристаллы: решают при равенстве</translation>
    </message>
    <message>
        <source>time limit: most offerings, then most crystals</source>
        <translation>лимит времени: больше подношений, затем кристаллов</translation>
    </message>
    <message>
        <source>Offerings</source>
        <translation>Подношения</translation>
    </message>
    <message>
        <source>Crystals</source>
        <translation>Кристаллы</translation>
    </message>
    <message>
        <source>Golden scales</source>
        <translation>Золотые чешуйки</translation>
    </message>
    <message>
        <source>Markers left</source>
        <translation>Маркеров осталось</translation>
    </message>
    <message>
        <source>Equal offerings: more crystals ranks higher.</source>
        <translation>При равенстве подношений выше тот, у кого больше кристаллов.</translation>
    </message>
    <message>
        <source>Cards</source>
        <translation>Карты</translation>
    </message>
    <message>
        <source>{name}: play a movement power or end your movement</source>
        <translation>{name}: сыграйте силу движения или закончите движение</translation>
    </message>
    <message>
        <source>{name}: choose any tile for your figure (Flit)</source>
        <translation>{name}: выберите любую плитку для фигурки (Flit)</translation>
    </message>
    <message>
        <source>{name}: choose where the {dragon} dragon goes</source>
        <translation>{name}: выберите, куда пойдёт дракон ({dragon})</translation>
    </message>
    <message>
        <source>{name}: a Pillar card makes a further offering, or go on</source>
        <translation>{name}: карта Pillar даёт ещё одно подношение, или идите дальше</translation>
    </message>
    <message>
        <source>{name}: make an offering to the obelisk, or go on</source>
        <translation>{name}: сделайте подношение обелиску или идите дальше</translation>
    </message>
    <message>
        <source>{name}: contribute to this building, make an offering, or go on</source>
        <translation>{name}: вложитесь в это здание, сделайте подношение или идите дальше</translation>
    </message>
    <message>
        <source>{name}: contribute to this building, or go on</source>
        <translation>{name}: вложитесь в это здание или идите дальше</translation>
    </message>
    <message>
        <source>{name}: jump from the Assembly Hall to any tile, or stay</source>
        <translation>{name}: прыгните из Зала собраний на любую плитку или останьтесь</translation>
    </message>
    <message>
        <source>{name}: discard up to two cards, then draw two more than that</source>
        <translation>{name}: сбросьте до двух карт, затем возьмите на две больше</translation>
    </message>
    <message>
        <source>{name}: move your figure one step or play a movement power</source>
        <translation>{name}: сделайте фигуркой один шаг или сыграйте силу движения</translation>
    </message>
    <message>
        <source>{name}: move your figure up to {steps} steps or play a movement power</source>
        <translation>{name}: пройдите фигуркой до {steps} шагов или сыграйте силу движения</translation>
    </message>
    <message numerus="yes">
        <source>{who} moved {n} steps.</source>
        <translation>
            <numerusform>{who} проходит {n} шаг.</numerusform>
            <numerusform>{who} проходит {n} шага.</numerusform>
            <numerusform>{who} проходит {n} шагов.</numerusform>
        </translation>
    </message>
    <message>
        <source>{who} jumped to another tile.</source>
        <translation>{who} перепрыгивает на другую плитку.</translation>
    </message>
    <message>
        <source>{who} played Flit for two extra steps.</source>
        <translation>{who} играет Flit: ещё два шага.</translation>
    </message>
    <message>
        <source>{who} moved the {dragon} dragon.</source>
        <translation>{who} передвигает дракона ({dragon}).</translation>
    </message>
    <message>
        <source>{who} paid a {value} box of the {building} (cards spent: {n}).</source>
        <translation>{who} оплачивает ячейку {value} здания «{building}» (потрачено карт: {n}).</translation>
    </message>
    <message numerus="yes">
        <source>{who} took {n} golden scales from the dragons.</source>
        <translation>
            <numerusform>{who} получает от драконов {n} золотую чешуйку.</numerusform>
            <numerusform>{who} получает от драконов {n} золотые чешуйки.</numerusform>
            <numerusform>{who} получает от драконов {n} золотых чешуек.</numerusform>
        </translation>
    </message>
    <message>
        <source>The {building} is rebuilt; {who} takes the majority bonus.</source>
        <translation>Здание «{building}» отстроено; бонус большинства получает {who}.</translation>
    </message>
    <message>
        <source>Golden scales scored: {parts} crystals.</source>
        <translation>Подсчёт золотых чешуек: {parts} кристаллов.</translation>
    </message>
    <message>
        <source>{who} made an offering to the obelisk ({n} so far).</source>
        <translation>{who} делает подношение обелиску (всего: {n}).</translation>
    </message>
    <message>
        <source>{who} discarded {d}, drew {n}.</source>
        <translation>{who}: сброшено {d}, взято {n}.</translation>
    </message>
    <message>
        <source>The discard pile was shuffled into a new deck.</source>
        <translation>Сброс перемешан в новую колоду.</translation>
    </message>
    <message numerus="yes">
        <source>{who} takes {n} reward cards into hand.</source>
        <translation>
            <numerusform>{who} берёт в руку {n} карту награды.</numerusform>
            <numerusform>{who} берёт в руку {n} карты награды.</numerusform>
            <numerusform>{who} берёт в руку {n} карт награды.</numerusform>
        </translation>
    </message>
    <message>
        <source>{who} wins Blue Moon City!</source>
        <translation>{who} побеждает в Blue Moon City!</translation>
    </message>
    <message>
        <source>Done contributing</source>
        <translation>Закончить вклад</translation>
    </message>
    <message>
        <source>Cancel the power</source>
        <translation>Отменить силу</translation>
    </message>
    <message>
        <source>Move to row {r}, column {c}</source>
        <translation>Идти: ряд {r}, столбец {c}</translation>
    </message>
    <message>
        <source>Dragon to row {r}, column {c}</source>
        <translation>Дракон: ряд {r}, столбец {c}</translation>
    </message>
    <message>
        <source>Play {people} {value}: {power}</source>
        <translation>Сыграть {people} {value}: {power}</translation>
    </message>
    <message>
        <source>Pay the {people} {value} box</source>
        <translation>Оплатить ячейку {people} {value}</translation>
    </message>
    <message>
        <source>Make an offering ({cost} crystals)</source>
        <translation>Подношение ({cost} кристаллов)</translation>
    </message>
    <message>
        <source>Discard {cards}, draw {n}</source>
        <translation>Сбросить {cards}, взять {n}</translation>
    </message>
    <message>
        <source>offerings</source>
        <translation>Подношения</translation>
    </message>
    <message>
        <source>crystals</source>
        <translation>Кристаллы</translation>
    </message>
    <message>
        <source>scales</source>
        <translation>Золотые чешуйки</translation>
    </message>
    <message>
        <source>markers left</source>
        <translation>Маркеров осталось</translation>
    </message>
    <message>
        <source>Royal Palace</source>
        <translation>Королевский дворец</translation>
    </message>
    <message>
        <source>Fire Temple</source>
        <translation>Храм огня</translation>
    </message>
    <message>
        <source>Earth Temple</source>
        <translation>Храм земли</translation>
    </message>
    <message>
        <source>Water Temple</source>
        <translation>Храм воды</translation>
    </message>
    <message>
        <source>Aqueduct</source>
        <translation>Акведук</translation>
    </message>
    <message>
        <source>Market Hall</source>
        <translation>Рынок</translation>
    </message>
    <message>
        <source>University</source>
        <translation>Университет</translation>
    </message>
    <message>
        <source>City Residence</source>
        <translation>Резиденция</translation>
    </message>
    <message>
        <source>Hospice</source>
        <translation>Приют</translation>
    </message>
    <message>
        <source>Citadel</source>
        <translation>Цитадель</translation>
    </message>
    <message>
        <source>Watchtower</source>
        <translation>Дозорная башня</translation>
    </message>
    <message>
        <source>Great Hall</source>
        <translation>Большой зал</translation>
    </message>
    <message>
        <source>Library</source>
        <translation>Библиотека</translation>
    </message>
    <message>
        <source>Trading House</source>
        <translation>Торговый дом</translation>
    </message>
    <message>
        <source>Flight Tower</source>
        <translation>Лётная башня</translation>
    </message>
    <message>
        <source>Monastery Tower</source>
        <translation>Монастырская башня</translation>
    </message>
    <message>
        <source>Caravanserai</source>
        <translation>Караван-сарай</translation>
    </message>
    <message>
        <source>Thermae</source>
        <translation>Термы</translation>
    </message>
    <message>
        <source>Iron Foundry</source>
        <translation>Литейня</translation>
    </message>
    <message>
        <source>Mill</source>
        <translation>Мельница</translation>
    </message>
    <message>
        <source>Hospital</source>
        <translation>Госпиталь</translation>
    </message>
    <message>
        <source>Assembly Hall</source>
        <translation>Зал собраний</translation>
    </message>
    <message>
        <source>Golden Shrine</source>
        <translation>Золотое святилище</translation>
    </message>
    <message>
        <source>Observatory</source>
        <translation>Обсерватория</translation>
    </message>
    <message>
        <source>black</source>
        <translation>чёрный</translation>
    </message>
    <message>
        <source>movement</source>
        <translation>движение</translation>
    </message>
    <message>
        <source>Fly the red dragon onto any tile (from the city or from beside it).</source>
        <translation>Перенесите красного дракона на любую плитку (из города или из-за его края).</translation>
    </message>
    <message>
        <source>Move the red dragon up to 3 orthogonal steps (it must already be in the city).</source>
        <translation>Передвиньте красного дракона до 3 шагов по прямой (он уже должен быть в городе).</translation>
    </message>
    <message>
        <source>red</source>
        <translation>красный</translation>
    </message>
    <message>
        <source>Fly the green dragon onto any tile (from the city or from beside it).</source>
        <translation>Перенесите зелёного дракона на любую плитку (из города или из-за его края).</translation>
    </message>
    <message>
        <source>Move the green dragon up to 3 orthogonal steps (it must already be in the city).</source>
        <translation>Передвиньте зелёного дракона до 3 шагов по прямой (он уже должен быть в городе).</translation>
    </message>
    <message>
        <source>green</source>
        <translation>зелёный</translation>
    </message>
    <message>
        <source>blue</source>
        <translation>синий</translation>
    </message>
    <message>
        <source>Fly the blue dragon onto any tile (from the city or from beside it).</source>
        <translation>Перенесите синего дракона на любую плитку (из города или из-за его края).</translation>
    </message>
    <message>
        <source>Move the blue dragon up to 3 orthogonal steps (it must already be in the city).</source>
        <translation>Передвиньте синего дракона до 3 шагов по прямой (он уже должен быть в городе).</translation>
    </message>
    <message>
        <source>grey</source>
        <translation>серый</translation>
    </message>
    <message>
        <source>Move your figure to any tile of the city.</source>
        <translation>Перенесите свою фигурку на любую плитку города.</translation>
    </message>
    <message>
        <source>Move your figure up to 2 extra steps this turn.</source>
        <translation>В этот ход ваша фигурка может пройти ещё до 2 шагов.</translation>
    </message>
    <message>
        <source>contribution</source>
        <translation>вклад</translation>
    </message>
    <message>
        <source>Counts as a value 1 of any colour in a contribution.</source>
        <translation>При вкладе считается значением 1 любого цвета.</translation>
    </message>
    <message>
        <source>brown</source>
        <translation>коричневый</translation>
    </message>
    <message>
        <source>Two Mimix cards of value 1 or 2 together count as a value 3 of any colour.</source>
        <translation>Две карты Mimix значением 1 или 2 вместе считаются значением 3 любого цвета.</translation>
    </message>
    <message>
        <source>white</source>
        <translation>белый</translation>
    </message>
    <message>
        <source>Recolour up to 4 cards that share one colour, for one contribution.</source>
        <translation>Перекрасьте до 4 карт одного цвета на один вклад.</translation>
    </message>
    <message>
        <source>Recolour 1 card, for one contribution.</source>
        <translation>Перекрасьте 1 карту на один вклад.</translation>
    </message>
    <message>
        <source>yellow</source>
        <translation>жёлтый</translation>
    </message>
    <message>
        <source>After an offering, make one more offering paying 1 crystal more than its box.</source>
        <translation>После подношения сделайте ещё одно, заплатив на 1 кристалл больше цены ячейки.</translation>
    </message>
    <message>
        <source>After an offering, make one more offering paying 2 crystals more than its box.</source>
        <translation>После подношения сделайте ещё одно, заплатив на 2 кристалла больше цены ячейки.</translation>
    </message>
    <message>
        <source>Ending your turn here, draw 2 extra cards.</source>
        <translation>Закончив ход здесь, возьмите 2 дополнительные карты.</translation>
    </message>
    <message>
        <source>Ending your turn here, you may jump your figure to any other tile.</source>
        <translation>Закончив ход здесь, можно перепрыгнуть фигуркой на любую другую плитку.</translation>
    </message>
    <message>
        <source>You may make your offering to the obelisk from here, paying 1 crystal more.</source>
        <translation>Отсюда можно сделать подношение обелиску, заплатив на 1 кристалл больше.</translation>
    </message>
    <message>
        <source>Every player is out of markers: the game is a draw.</source>
        <translation>У всех кончились маркеры: ничья.</translation>
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

Отстройте город вместе с восемью народами и делайте подношения обелиску. При 2/3/4 игроках тот, кто первым сделает 6/5/4 подношения, сразу побеждает.

Подготовка
В центре Двор, вокруг него Храм огня (север), Королевский дворец (восток), Храм земли (юг) и Храм воды (запад); остальные 16 зданий перемешаны руинами вверх. Драконы ждут у края города. Золотых чешуек 7/10/12 на 2/3/4 игроков; у каждого 10 маркеров и фигурка во Дворе; по 8 карт из 80.

Ваш ход
1. Пройдите 0–2 шага по прямой.
2. Вклад на плитке, где вы стоите: оплатите ячейку картами её цвета на сумму не меньше её значения (излишек пропадает) и поставьте на неё маркер; за ход можно оплатить несколько ячеек, каждую своими картами; нет маркера — нет вклада. Во Дворе вместо этого делают одно подношение: нижняя свободная ячейка обелиска, оплата кристаллами.
3. Смена карт: сбросьте 0–2 карты и возьмите на две больше, чем сбросили. Ход переходит дальше.

Силы
Значения 1 и 2; карту используют либо ради значения, либо ради силы, но не то и другое:
{peoples}

Драконы
Вклад на плитке с драконами приносит по золотой чешуйке за каждого дракона, только за первый вклад в ход и никогда во Дворе.

Завершение здания
Бонус большинства получает владелец наибольшего числа маркеров (при равенстве — у кого маркер левее); каждый вкладчик получает бонус за стройку и, по разу за соседа, соседский бонус каждого соседнего отстроенного здания. Маркеры возвращаются, плитку переворачивают. Карты награды приходят в руку после хода.

Золотые чешуйки
Когда последняя уходит из запаса, единственный лидер получает 6 кристаллов (лидеры поровну — по 3), все остальные, у кого не меньше 3 чешуек, получают 3; получившие выплату возвращают свои чешуйки.

Конец игры
Кристаллы тайные и не ограничены. Если город отстроен и до цели никто не дотягивается, играют, пока кто-то ещё может подносить: побеждает больше подношений, затем больше кристаллов, иначе победа общая. Если раньше у всех кончатся маркеры, игра заканчивается вничью.

Как мы прочли правила
Ячейки дворца оплачивают одним народом любого цвета каждую; прыжок Flit значением 1 сохраняет оставшиеся шаги; на один вклад можно сыграть несколько карт Hoax; карты награды всех вкладчиков приходят им в руку в конце текущего хода; каждая карта оплаченного набора должна идти в счёт; подсчёт золотых чешуек ждёт, пока не розданы все награды достроенного здания; дракон может сесть во Дворе, но там ничего не даёт; игра кончается, как только город отстроен и ни у кого нет кристаллов и маркера для следующей ячейки обелиска; фаза, где можно только «идти дальше», проходит сама.

Варианты
«Всё случайно» перемешивает и стартовые плитки. «Запас чешуек издания 2006 года» даёт 9/12/15 золотых чешуек (числа FFG/Kosmos). «Все возвращают чешуйки» заставляет всех возвращать золотые чешуйки при подсчёте, с выплатой или без (исходное правило Книции). «Здания дополнения» занимают углы:
{abilities}
</translation>
    </message>
    <message>
        <source>Done moving</source>
        <translation>Закончить движение</translation>
    </message>
    <message>
        <source>Stay here</source>
        <translation>Остаться здесь</translation>
    </message>
    <message>
        <source>Further offering with Pillar</source>
        <translation>Ещё подношение с Pillar</translation>
    </message>
    <message>
        <source>Keep all cards, draw 2</source>
        <translation>Оставить все карты, взять 2</translation>
    </message>
    <message>
        <source>- {name} ({colour}, {phase} phase): 1 = {power1} 2 = {power2}</source>
        <translation>- {name} ({colour}, фаза: {phase}): 1 = {power1} 2 = {power2}</translation>
    </message>
    <message>
        <source>- {building}: {ability}</source>
        <translation>- {building}: {ability}</translation>
    </message>
    <message>
        <source>Everything random</source>
        <translation>Всё случайно</translation>
    </message>
    <message>
        <source>Only the courtyard is fixed in the middle; the start tiles are shuffled in too.</source>
        <translation>В центре закреплён только Двор; стартовые плитки тоже перемешиваются.</translation>
    </message>
    <message>
        <source>Expansion buildings</source>
        <translation>Здания дополнения</translation>
    </message>
    <message>
        <source>The four expansion buildings fill the corners, with their abilities.</source>
        <translation>Четыре здания дополнения занимают углы, со своими свойствами.</translation>
    </message>
    <message>
        <source>2006 edition scale pool</source>
        <translation>Запас чешуек издания 2006 года</translation>
    </message>
    <message>
        <source>Use 9/12/15 golden scales for 2/3/4 players as in the FFG/Kosmos edition instead of the 2018 edition&apos;s 7/10/12.</source>
        <translation>9/12/15 золотых чешуек на 2/3/4 игроков, как в издании FFG/Kosmos, вместо 7/10/12 издания 2018 года.</translation>
    </message>
    <message>
        <source>Everybody returns scales</source>
        <translation>Все возвращают чешуйки</translation>
    </message>
    <message>
        <source>At golden-scale scoring every player returns their scales, paid or not (the designer&apos;s original rule, changed by the publishers).</source>
        <translation>При подсчёте золотых чешуек все возвращают свои чешуйки, получили они выплату или нет (исходное правило автора, изменённое издателями).</translation>
    </message>
</context>
</TS>
