<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="ru_RU" sourcelanguage="en">
<context>
    <name>blueprints</name>
    <message>
        <source>There is no such cell: a building stands on 3 rows of 2 cells.</source>
        <translation>Такой клетки нет: здание стоит на 3 рядах по 2 клетки.</translation>
    </message>
    <message>
        <source>This cell is crossed out on your blueprint: no die may be built there.</source>
        <translation>Эта клетка на вашем чертеже зачёркнута: сюда кубик ставить нельзя.</translation>
    </message>
    <message>
        <source>A {value} cannot go on a {below}: a die must show a value at least as high as the one below.</source>
        <translation>{value} нельзя ставить на {below}: значение кубика должно быть не меньше, чем у нижнего.</translation>
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
        <translation>Blueprints
От 2 до 4 игроков, 3 раунда. В каждом раунде постройте из кубиков небольшое здание и получите карты наград и призов.

Состав
* 32 кубика в мешке, по 8 каждого материала: оранжевое дерево, зелёное вторсырьё, чёрный камень, прозрачное стекло.
* 24 карты чертежей: основание из 3 рядов по 2 столбца; на каждой клетке указана высота постройки, или клетка зачёркнута.
* Карты наград: золото 3, серебро 2, бронза 1 очко. 4 игрока: в каждом раунде золото, серебро и бронза; 3 игрока: золото и серебро; 2 игрока: только серебро.
* Карты призов, по 2 очка, в каждом раунде по одной каждого вида:
* Небоскрёб (마천루 상): стопка высотой не меньше 5 кубиков.
* Прочная конструкция (완전한 구조 상): не меньше 4 кубиков с одним и тем же числом.
* Геометр (기하학 상): все числа от 1 до 6.
* Материалы (자재 상): не меньше 5 кубиков одного цвета.

Подготовка раунда
Из мешка тянут два востребованных кубика разных цветов (если второй того же цвета, что первый, его возвращают и тянут другой). Каждый получает тайный чертёж. Кубики бросают на склад и раскладывают по значению: 8 при 2 игроках, 9 при 3, 7 при 4.

Первый игрок
Раунд 1: выбирается в окне новой игры или случайно. Раунды 2 и 3: игрок с наименьшими очками здания в прошлом раунде.

Ваш ход
Возьмите кубик со склада и постройте им, затем из мешка тянут новый кубик, бросают его и добавляют на склад. За раунд каждый строит шестью кубиками.
Двое игроков (вариант, по умолчанию включён, как в правилах): возьмите один кубик для стройки и один выбросите, затем на склад бросают два новых кубика.

Как ставить кубик
* Никогда — на клетку, зачёркнутую на вашем чертеже.
* На другой кубик — только если его значение не меньше, чем у нижнего.
* Поставленные кубики не двигают и не перебрасывают.
* Кубик, которому нигде нет места, выходит из игры до конца раунда, а ход всё равно засчитывается.

Подсчёт после шести кубиков у каждого
* Бонус за чертёж: 6 очков, если каждая клетка ровно такой высоты, как на карте.
* Дерево: 2 очка за каждый касающийся кубик: четыре стороны, сверху и снизу, любого цвета.
* Вторсырьё: по числу использованных зелёных кубиков: 1/2/3/4/5/6 кубиков = 2/5/10/15/20/30 очков.
* Камень: каждый чёрный кубик по своему уровню: 1-й 2, 2-й 3, 3-й 5, 4-й и выше 8 очков.
* Стекло: каждый прозрачный кубик приносит своё значение, даже если он закрыт.
Здания с наибольшими очками получают карты наград. Каждый приз достаётся зданию, выполнившему его условие (закрытые кубики тоже считаются); одно здание может получить несколько.
Равенство за награду или приз: побеждает тот, у кого больше кубиков первого востребованного цвета, затем второго, затем тот, кто позже ходит в этом раунде.
Карты наград и призов лежат рубашкой вверх до конца игры.

Конец раунда
Все кубики, включая оставшиеся на складе, возвращаются в мешок; использованные чертежи сбрасывают. Следующий раунд начинает игрок с наименьшими очками здания.

Конец игры
После раунда 3 каждый складывает очки своих карт. При равенстве побеждает тот, у кого больше наград (золото, серебро и бронза вместе), затем больше золота, затем серебра, затем бронзы; иначе победа общая.

Где правила неясны
* Основание — 3 ряда по 2 столбца, а 24 карты чертежей сделаны для этого приложения (настоящие карты не опубликованы).
* Таблица наград, которой нет в корейском тексте, взята из изданной игры: золото 3, серебро 2, бронза 1.
* Равенство в конце игры решают сначала по числу наград, затем по золоту, серебру и бронзе (в правилах фраза путает награды и призы).
* Кубик, которому нигде нет места, всё равно тратит ход.
* Если наименьшие очки здания у нескольких игроков, следующий раунд начинает тот из них, кто проиграл равенство за награду.
* Призы между подходящими зданиями решаются только по востребованным материалам, а не по очкам здания.
* В игре вдвоём на самом последнем ходу раунда ничего не выбрасывают, потому что это ничего не меняет.
</translation>
    </message>
    <message>
        <source>Turn order</source>
        <translation>Порядок хода</translation>
    </message>
    <message>
        <source>Dice used</source>
        <translation>Кубики</translation>
    </message>
    <message>
        <source>Blueprint</source>
        <translation>Чертёж</translation>
    </message>
    <message>
        <source>Wood · recycled · stone · glass</source>
        <translation>Дер. · втор. · кам. · стекло</translation>
    </message>
    <message>
        <source>hidden</source>
        <translation>скрыто</translation>
    </message>
    <message>
        <source>Building score</source>
        <translation>Очки здания</translation>
    </message>
    <message>
        <source>{points} + bonus?</source>
        <translation>{points} + бонус?</translation>
    </message>
    <message>
        <source>Cards</source>
        <translation>Карты</translation>
    </message>
    <message>
        <source>behind the screen</source>
        <translation>за ширмой</translation>
    </message>
    <message>
        <source>{count} ({points} points)</source>
        <translation>{count} ({points} очк.)</translation>
    </message>
    <message>
        <source>{count} face down</source>
        <translation>{count} рубашкой вверх</translation>
    </message>
    <message>
        <source>{score} (blueprint bonus {bonus})</source>
        <translation>{score} (бонус {bonus})</translation>
    </message>
    <message>
        <source>a shared win: equal points and equal award cards</source>
        <translation>общая победа: поровну очков и наград</translation>
    </message>
    <message>
        <source>most points from award and prize cards</source>
        <translation>больше всех очков за награды и призы</translation>
    </message>
    <message>
        <source>Equal points: more award cards wins, then more gold, silver and bronze awards.</source>
        <translation>При равенстве очков побеждает тот, у кого больше наград, затем больше золотых, серебряных и бронзовых.</translation>
    </message>
    <message>
        <source>equal points; more award cards</source>
        <translation>очков поровну; больше наград</translation>
    </message>
    <message>
        <source>equal points and award cards; more gold awards</source>
        <translation>очков и наград поровну; больше золотых наград</translation>
    </message>
    <message>
        <source>equal points and award cards; more silver awards</source>
        <translation>очков и наград поровну; больше серебряных наград</translation>
    </message>
    <message>
        <source>equal points and award cards; more bronze awards</source>
        <translation>очков и наград поровну; больше бронзовых наград</translation>
    </message>
    <message>
        <source>Points</source>
        <translation>Очки</translation>
    </message>
    <message>
        <source>Points of award and prize cards</source>
        <translation>Очки за награды и призы</translation>
    </message>
    <message>
        <source>Award cards</source>
        <translation>Награды</translation>
    </message>
    <message>
        <source>First tie-break</source>
        <translation>Первое условие при равенстве</translation>
    </message>
    <message>
        <source>Gold</source>
        <translation>Золото</translation>
    </message>
    <message>
        <source>Gold awards: second tie-break</source>
        <translation>Золотые награды: второе условие при равенстве</translation>
    </message>
    <message>
        <source>Silver</source>
        <translation>Серебро</translation>
    </message>
    <message>
        <source>Silver awards: third tie-break</source>
        <translation>Серебряные награды: третье условие при равенстве</translation>
    </message>
    <message>
        <source>Bronze</source>
        <translation>Бронза</translation>
    </message>
    <message>
        <source>Bronze awards: fourth tie-break</source>
        <translation>Бронзовые награды: четвёртое условие при равенстве</translation>
    </message>
    <message>
        <source>Prize cards</source>
        <translation>Призы</translation>
    </message>
    <message>
        <source>Round {n}</source>
        <translation>Раунд {n}</translation>
    </message>
    <message>
        <source>The building&apos;s score in round {n}</source>
        <translation>Очки здания в раунде {n}</translation>
    </message>
    <message>
        <source>A placed die never moves and is never rolled again.</source>
        <translation>Поставленный кубик больше не двигают и не перебрасывают.</translation>
    </message>
    <message>
        <source>There is no such die in the depot.</source>
        <translation>На складе нет такого кубика.</translation>
    </message>
    <message>
        <source>The round is still being played.</source>
        <translation>Раунд ещё идёт.</translation>
    </message>
    <message>
        <source>{name}: take a die from the depot and build with it ({used} of 6)</source>
        <translation>{name}: возьмите кубик со склада и постройте им ({used} из 6)</translation>
    </message>
    <message>
        <source>{name}: choose a die from the depot to throw away</source>
        <translation>{name}: выберите на складе кубик, который выбросить</translation>
    </message>
    <message>
        <source>Round {round} is scored. {name} starts round {next}.</source>
        <translation>Раунд {round} подсчитан. Раунд {next} начинает {name}.</translation>
    </message>
    <message>
        <source>The game is over: three rounds have been played.</source>
        <translation>Игра окончена: сыграны три раунда.</translation>
    </message>
    <message>
        <source>Only in the two-player game is a second die thrown away each turn.</source>
        <translation>Второй кубик каждый ход выбрасывают только в игре вдвоём.</translation>
    </message>
    <message>
        <source>You have built this turn: now choose a die from the depot to throw away.</source>
        <translation>Вы уже построили в этот ход: теперь выберите на складе кубик, который выбросить.</translation>
    </message>
    <message>
        <source>The round is over: read the scoring sheet, then start the next round.</source>
        <translation>Раунд окончен: посмотрите лист подсчёта и начните следующий раунд.</translation>
    </message>
    <message>
        <source>First build with a die; then choose one to throw away.</source>
        <translation>Сначала постройте кубиком, затем выберите кубик, который выбросить.</translation>
    </message>
    <message>
        <source>The {die} fits on your building, so it cannot be thrown away: a die leaves the game only when it fits nowhere.</source>
        <translation>Кубик «{die}» подходит к вашему зданию, поэтому его нельзя убрать: кубик выходит из игры, только если ему нигде нет места.</translation>
    </message>
    <message>
        <source>Skyscraper prize</source>
        <translation>Приз «Небоскрёб»</translation>
    </message>
    <message>
        <source>Structural Integrity prize</source>
        <translation>Приз «Прочная конструкция»</translation>
    </message>
    <message>
        <source>Geometer prize</source>
        <translation>Приз «Геометр»</translation>
    </message>
    <message>
        <source>Materials prize</source>
        <translation>Приз «Материалы»</translation>
    </message>
    <message>
        <source>{material} {value}</source>
        <translation>{material} {value}</translation>
    </message>
    <message>
        <source>{who} built the {die} on row {row}, column {col} (level {level}).</source>
        <translation>{who} ставит кубик «{die}» в ряд {row}, столбец {col} (уровень {level}).</translation>
    </message>
    <message>
        <source>{who} took the {die}; it fitted nowhere and left the game.</source>
        <translation>{who} берёт кубик «{die}»; ему нигде нет места, и он выходит из игры.</translation>
    </message>
    <message>
        <source>{who} threw away the {die}.</source>
        <translation>{who} выбрасывает кубик «{die}».</translation>
    </message>
    <message>
        <source>Rolled into the depot: {dice}.</source>
        <translation>Брошены на склад: {dice}.</translation>
    </message>
    <message>
        <source>Round {round}: {who} starts; in demand: {first}, then {second}.</source>
        <translation>Раунд {round}: начинает {who}; востребованы: {first}, затем {second}.</translation>
    </message>
    <message>
        <source>Round {round} is built: the screens come down and every building is shown.</source>
        <translation>Раунд {round} построен: ширмы убраны, все здания видны.</translation>
    </message>
    <message>
        <source>Round {round} scored: {parts}.</source>
        <translation>Раунд {round} подсчитан: {parts}.</translation>
    </message>
    <message>
        <source>{who} receives a prize card (face down).</source>
        <translation>{who} получает карту приза (рубашкой вверх).</translation>
    </message>
    <message>
        <source>{who} took the {die} and built with it behind the screen.</source>
        <translation>{who} берёт кубик «{die}» и строит за ширмой.</translation>
    </message>
    <message>
        <source>{who} receives an award card (face down).</source>
        <translation>{who} получает карту награды (рубашкой вверх).</translation>
    </message>
    <message>
        <source>Shared win: {who}.</source>
        <translation>Общая победа: {who}.</translation>
    </message>
    <message>
        <source>{who} wins the exhibition!</source>
        <translation>{who} побеждает на выставке!</translation>
    </message>
    <message>
        <source>Build the {die} on row {row}, column {col}</source>
        <translation>Поставить «{die}» в ряд {row}, столбец {col}</translation>
    </message>
    <message>
        <source>Take the {die} out of the game (it fits nowhere)</source>
        <translation>Убрать «{die}» из игры (ему нет места)</translation>
    </message>
    <message>
        <source>Throw away the {die}</source>
        <translation>Выбросить «{die}»</translation>
    </message>
    <message>
        <source>Start round {round}</source>
        <translation>Начать раунд {round}</translation>
    </message>
    <message>
        <source>Turn order:</source>
        <translation>Порядок хода:</translation>
    </message>
    <message>
        <source>{m} {v}: {rule}.</source>
        <translation>{m} {v}: {rule}.</translation>
    </message>
    <message>
        <source>Click to pick it up, then click a glowing cell.</source>
        <translation>Щёлкните, чтобы взять, затем щёлкните светящуюся клетку.</translation>
    </message>
    <message>
        <source>no building qualified</source>
        <translation>ни одно здание не подошло</translation>
    </message>
    <message>
        <source>the only building that qualified</source>
        <translation>единственное подходящее здание</translation>
    </message>
    <message>
        <source>score {a} vs {b} ({other})</source>
        <translation>очки {a} против {b} ({other})</translation>
    </message>
    <message>
        <source>tie broken on in-demand {m}: {a} vs {b} dice ({other})</source>
        <translation>равенство решил востребованный материал «{m}»: {a} против {b} кубиков ({other})</translation>
    </message>
    <message>
        <source>tie broken: later in turn order than {other}</source>
        <translation>равенство решил порядок хода: позже, чем {other}</translation>
    </message>
    <message>
        <source>Round {n} of {total}</source>
        <translation>Раунд {n} из {total}</translation>
    </message>
    <message>
        <source>IN DEMAND (TIE-BREAKS)  필수 재료</source>
        <translation>ВОСТРЕБОВАНЫ (ПРИ РАВЕНСТВЕ)  필수 재료</translation>
    </message>
    <message>
        <source>{name} is choosing a die.</source>
        <translation>{name} выбирает кубик.</translation>
    </message>
    <message>
        <source>OUT OF THE GAME THIS ROUND</source>
        <translation>ВНЕ ИГРЫ В ЭТОМ РАУНДЕ</translation>
    </message>
    <message>
        <source>to play</source>
        <translation>ходит</translation>
    </message>
    <message>
        <source>ROUND {n} BUILDING SCORES</source>
        <translation>ОЧКИ ЗДАНИЙ, РАУНД {n}</translation>
    </message>
    <message>
        <source>SCOREBOARD · THIS ROUND SO FAR</source>
        <translation>ТАБЛО · ЭТОТ РАУНД ПОКА</translation>
    </message>
    <message>
        <source>Building scores; +? is a blueprint bonus still secret.</source>
        <translation>Очки зданий; +? — бонус за чертёж, пока тайный.</translation>
    </message>
    <message>
        <source>FINAL ROUND RESULTS</source>
        <translation>ИТОГИ ПОСЛЕДНЕГО РАУНДА</translation>
    </message>
    <message>
        <source>ROUND {n} RESULTS · {name} starts next (lowest score)</source>
        <translation>ИТОГИ РАУНДА {n} · следующий начинает {name} (меньше всех очков)</translation>
    </message>
    <message>
        <source>wood scores 2 for every die touching it</source>
        <translation>дерево: 2 очка за каждый соседний кубик</translation>
    </message>
    <message>
        <source>recycled scores by how many green dice you have: 2/5/10/15/20/30</source>
        <translation>вторсырьё: по числу зелёных кубиков 2/5/10/15/20/30</translation>
    </message>
    <message>
        <source>stone scores by its level: 2, 3, 5, then 8 from the 4th up</source>
        <translation>камень: по уровню 2, 3, 5, с 4-го и выше 8</translation>
    </message>
    <message>
        <source>glass scores its face value, even when covered</source>
        <translation>стекло: по значению кубика, даже если он закрыт</translation>
    </message>
    <message>
        <source>It fits none of your cells: take it to remove it from the game.</source>
        <translation>Он не подходит ни к одной вашей клетке: возьмите его, чтобы убрать из игры.</translation>
    </message>
    <message>
        <source>throw away one pool die</source>
        <translation>выбросить один кубик со склада</translation>
    </message>
    <message>
        <source>take die {k} of {total}</source>
        <translation>взять кубик {k} из {total}</translation>
    </message>
    <message>
        <source>{name} to play:
{what}</source>
        <translation>Ходит {name}:
{what}</translation>
    </message>
    <message numerus="yes">
        <source>LEFT IN THE DEPOT · {n} dice go back into the bag</source>
        <translation>
            <numerusform>ОСТАЛОСЬ НА СКЛАДЕ · {n} кубик вернётся в мешок</numerusform>
            <numerusform>ОСТАЛОСЬ НА СКЛАДЕ · {n} кубика вернутся в мешок</numerusform>
            <numerusform>ОСТАЛОСЬ НА СКЛАДЕ · {n} кубиков вернутся в мешок</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>MATERIALS DEPOT  재료 창고 · {n} dice, by value</source>
        <translation>
            <numerusform>СКЛАД МАТЕРИАЛОВ · {n} кубик, по значению</numerusform>
            <numerusform>СКЛАД МАТЕРИАЛОВ · {n} кубика, по значению</numerusform>
            <numerusform>СКЛАД МАТЕРИАЛОВ · {n} кубиков, по значению</numerusform>
        </translation>
    </message>
    <message>
        <source>Two-player rule: now click a die to throw it away.</source>
        <translation>Правило для двоих: теперь щёлкните кубик, который выбросить.</translation>
    </message>
    <message>
        <source>Remove the {v} from the game</source>
        <translation>Убрать «{v}» из игры</translation>
    </message>
    <message>
        <source>Round {n} scoring sheet</source>
        <translation>Лист подсчёта, раунд {n}</translation>
    </message>
    <message>
        <source>Live score (preview)</source>
        <translation>Текущие очки (предварительно)</translation>
    </message>
    <message>
        <source>ON OFFER THIS ROUND</source>
        <translation>НАГРАДЫ ЭТОГО РАУНДА</translation>
    </message>
    <message>
        <source>nobody</source>
        <translation>никто</translation>
    </message>
    <message>
        <source>The game is over.</source>
        <translation>Игра окончена.</translation>
    </message>
    <message>
        <source>That is {owner}&apos;s building: {name} builds on their own.</source>
        <translation>Это здание игрока {owner}: {name} строит только своё.</translation>
    </message>
    <message>
        <source>First pick a die from the materials depot, then click a cell.</source>
        <translation>Сначала возьмите кубик со склада материалов, затем щёлкните клетку.</translation>
    </message>
    <message>
        <source>1st
{material}</source>
        <translation>1-й
{material}</translation>
    </message>
    <message>
        <source>2nd
{material}</source>
        <translation>2-й
{material}</translation>
    </message>
    <message>
        <source>GOL</source>
        <translation>ЗОЛ</translation>
    </message>
    <message>
        <source>SIL</source>
        <translation>СЕР</translation>
    </message>
    <message>
        <source>BRO</source>
        <translation>БРЗ</translation>
    </message>
    <message>
        <source>SKY</source>
        <translation>НЕБ</translation>
    </message>
    <message>
        <source>INT</source>
        <translation>КОН</translation>
    </message>
    <message>
        <source>GEO</source>
        <translation>ГЕО</translation>
    </message>
    <message>
        <source>MAT</source>
        <translation>МАТ</translation>
    </message>
    <message>
        <source>Blueprint #{n}</source>
        <translation>Чертёж №{n}</translation>
    </message>
    <message>
        <source>BLUEPRINT</source>
        <translation>ЧЕРТЁЖ</translation>
    </message>
    <message>
        <source>exact match +6</source>
        <translation>точное совпадение +6</translation>
    </message>
    <message>
        <source>match every height: +6</source>
        <translation>совпадут все высоты: +6</translation>
    </message>
    <message>
        <source>Integrity</source>
        <translation>Конструкция</translation>
    </message>
    <message>
        <source>Each turn you take one die to build with and throw a second one away; then two new dice are rolled into the depot. Off: play as with three or four players.</source>
        <translation>Каждый ход вы берёте кубик для стройки и выбрасываете второй; затем на склад бросают два новых кубика. Выключено: играйте как втроём или вчетвером.</translation>
    </message>
    <message>
        <source>Open buildings (learning game)</source>
        <translation>Открытые здания (учебная игра)</translation>
    </message>
    <message>
        <source>Everybody builds in the open and sees every score as the round goes. Off: each player builds behind a screen, and the buildings are shown when the round is scored.</source>
        <translation>Все строят открыто и видят все очки по ходу раунда. Выключено: каждый строит за ширмой, а здания открывают при подсчёте раунда.</translation>
    </message>
    <message>
        <source>points</source>
        <translation>Очки</translation>
    </message>
    <message>
        <source>award_cards</source>
        <translation>Награды</translation>
    </message>
    <message>
        <source>gold</source>
        <translation>Золото</translation>
    </message>
    <message>
        <source>silver</source>
        <translation>Серебро</translation>
    </message>
    <message>
        <source>bronze</source>
        <translation>Бронза</translation>
    </message>
    <message>
        <source>prize_cards</source>
        <translation>Призы</translation>
    </message>
    <message>
        <source>rank</source>
        <translation>Место</translation>
    </message>
    <message>
        <source>a stack at least 5 dice tall</source>
        <translation>стопка высотой не меньше 5 кубиков</translation>
    </message>
    <message>
        <source>at least 4 dice showing the same number</source>
        <translation>не меньше 4 кубиков с одним числом</translation>
    </message>
    <message>
        <source>every number from 1 to 6</source>
        <translation>все числа от 1 до 6</translation>
    </message>
    <message>
        <source>at least 5 dice of one colour</source>
        <translation>не меньше 5 кубиков одного цвета</translation>
    </message>
    <message>
        <source>Gold award</source>
        <translation>Золотая награда</translation>
    </message>
    <message>
        <source>Silver award</source>
        <translation>Серебряная награда</translation>
    </message>
    <message>
        <source>Bronze award</source>
        <translation>Бронзовая награда</translation>
    </message>
    <message>
        <source>Skyscraper</source>
        <translation>Небоскрёб</translation>
    </message>
    <message>
        <source>Structural Integrity</source>
        <translation>Прочная конструкция</translation>
    </message>
    <message>
        <source>Geometer</source>
        <translation>Геометр</translation>
    </message>
    <message>
        <source>Materials</source>
        <translation>Материалы</translation>
    </message>
    <message>
        <source>Round {n} scored: read the sheets,
then Start round {next}</source>
        <translation>Раунд {n} подсчитан: посмотрите листы,
затем начните раунд {next}</translation>
    </message>
    <message numerus="yes">
        <source>Bag: {n} dice</source>
        <translation>
            <numerusform>В мешке {n} кубик</numerusform>
            <numerusform>В мешке {n} кубика</numerusform>
            <numerusform>В мешке {n} кубиков</numerusform>
        </translation>
    </message>
    <message>
        <source>In-demand material {k}: ties go to more {m} dice</source>
        <translation>Востребованный материал {k}: при равенстве — у кого больше кубиков «{m}»</translation>
    </message>
    <message>
        <source>Game over:
{who} wins</source>
        <translation>Игра окончена:
побеждает {who}</translation>
    </message>
    <message>
        <source>Game over</source>
        <translation>Игра окончена</translation>
    </message>
    <message>
        <source>Click a die to pick it up.</source>
        <translation>Щёлкните кубик, чтобы взять его.</translation>
    </message>
    <message>
        <source>It fits none of your cells: remove it.</source>
        <translation>Ему нет места ни на одной клетке: уберите его.</translation>
    </message>
    <message>
        <source>Now click a glowing cell of your building.</source>
        <translation>Теперь щёлкните светящуюся клетку своего здания.</translation>
    </message>
    <message>
        <source>{p} pts · rank {r}</source>
        <translation>{p} очк. · место {r}</translation>
    </message>
    <message>
        <source>2 pts · {rule}</source>
        <translation>2 очка · {rule}</translation>
    </message>
    <message>
        <source>{m} {v}, level {lv}</source>
        <translation>{m} {v}, уровень {lv}</translation>
    </message>
    <message>
        <source>{n} of 6 dice taken</source>
        <translation>взято кубиков: {n} из 6</translation>
    </message>
    <message numerus="yes">
        <source>{name} has built {n} dice</source>
        <translation>
            <numerusform>{name} построил(а) {n} кубик</numerusform>
            <numerusform>{name} построил(а) {n} кубика</numerusform>
            <numerusform>{name} построил(а) {n} кубиков</numerusform>
        </translation>
    </message>
    <message>
        <source>dice touching it: {n}, so {p} points</source>
        <translation>соседних кубиков: {n}, итого {p} очк.</translation>
    </message>
    <message>
        <source>tie-break</source>
        <translation>при равенстве</translation>
    </message>
    <message>
        <source>WON THIS ROUND</source>
        <translation>ПОЛУЧЕНО В ЭТОМ РАУНДЕ</translation>
    </message>
    <message>
        <source>Behind the screen</source>
        <translation>За ширмой</translation>
    </message>
    <message>
        <source>Where each die went, the score and the blueprint are shown when the round is scored.</source>
        <translation>Куда лёг каждый кубик, очки и чертёж откроют при подсчёте раунда.</translation>
    </message>
    <message>
        <source>Click to look at this board up close</source>
        <translation>Щёлкните, чтобы рассмотреть это поле вблизи</translation>
    </message>
    <message>
        <source>Turn the building a quarter turn</source>
        <translation>Повернуть здание на четверть оборота</translation>
    </message>
    <message>
        <source>Pull the levels apart to see the covered dice</source>
        <translation>Раздвинуть уровни, чтобы увидеть закрытые кубики</translation>
    </message>
    <message>
        <source>one of {n} green dice: {p} points together</source>
        <translation>один из зелёных кубиков ({n}): вместе {p} очк.</translation>
    </message>
    <message>
        <source>FINAL STANDINGS</source>
        <translation>ИТОГОВОЕ ПОЛОЖЕНИЕ</translation>
    </message>
    <message numerus="yes">
        <source>{n} pts</source>
        <translation>
            <numerusform>{n} очко</numerusform>
            <numerusform>{n} очка</numerusform>
            <numerusform>{n} очков</numerusform>
        </translation>
    </message>
    <message>
        <source>cards: {n}</source>
        <translation>карт: {n}</translation>
    </message>
    <message>
        <source>stone on level {lv}: {p} points</source>
        <translation>камень на уровне {lv}: {p} очк.</translation>
    </message>
    <message>
        <source>glass scores its face: {p} points</source>
        <translation>стекло по значению: {p} очк.</translation>
    </message>
    <message>
        <source>secret until scoring</source>
        <translation>тайна до подсчёта</translation>
    </message>
    <message>
        <source>Skyscraper (마천루): a stack at least 5 dice tall. 2 points.</source>
        <translation>Небоскрёб (마천루): стопка не ниже 5 кубиков. 2 очка.</translation>
    </message>
    <message>
        <source>Structural Integrity (완전한 구조): at least 4 dice with the same number. 2 points.</source>
        <translation>Прочная конструкция (완전한 구조): не меньше 4 кубиков с одним числом. 2 очка.</translation>
    </message>
    <message>
        <source>Geometer (기하학): every number 1 to 6 in the building. 2 points.</source>
        <translation>Геометр (기하학): в здании все числа от 1 до 6. 2 очка.</translation>
    </message>
    <message>
        <source>Materials (자재): at least 5 dice of one colour. 2 points.</source>
        <translation>Материалы (자재): не меньше 5 кубиков одного цвета. 2 очка.</translation>
    </message>
    <message>
        <source>Covered dice count too.</source>
        <translation>Закрытые кубики тоже считаются.</translation>
    </message>
    <message>
        <source>Wood</source>
        <translation>Дерево</translation>
    </message>
    <message>
        <source>Recycled</source>
        <translation>Вторсырьё</translation>
    </message>
    <message>
        <source>Stone</source>
        <translation>Камень</translation>
    </message>
    <message>
        <source>Glass</source>
        <translation>Стекло</translation>
    </message>
    <message>
        <source>2 per die touching each wood die (sides, above, below)</source>
        <translation>2 за каждый кубик, касающийся деревянного (сбоку, сверху, снизу)</translation>
    </message>
    <message>
        <source>by count: 1/2/3/4/5/6 green = 2/5/10/15/20/30</source>
        <translation>по числу: 1/2/3/4/5/6 зелёных = 2/5/10/15/20/30</translation>
    </message>
    <message>
        <source>by level: 1st 2, 2nd 3, 3rd 5, 4th+ 8</source>
        <translation>по уровню: 1-й 2, 2-й 3, 3-й 5, 4-й и выше 8</translation>
    </message>
    <message>
        <source>face value of each glass die, covered or not</source>
        <translation>значение каждого стеклянного кубика, закрыт он или нет</translation>
    </message>
    <message>
        <source>Blueprint bonus: secret until scoring</source>
        <translation>Бонус за чертёж: тайна до подсчёта</translation>
    </message>
    <message>
        <source>Blueprint bonus: exact match</source>
        <translation>Бонус за чертёж: точное совпадение</translation>
    </message>
    <message>
        <source>Blueprint bonus: heights differ</source>
        <translation>Бонус за чертёж: высоты не совпадают</translation>
    </message>
    <message>
        <source>{n} green</source>
        <translation>зелёных: {n}</translation>
    </message>
    <message>
        <source>Two players: build one die and throw one away each turn</source>
        <translation>Вдвоём: каждый ход один кубик в стройку, один выбросить</translation>
    </message>
    <message>
        <source>Start player of round 1</source>
        <translation>Первый игрок в раунде 1</translation>
    </message>
    <message>
        <source>The rulebook lets the player who most recently visited a building site start.</source>
        <translation>По правилам начинает тот, кто позже всех побывал на стройке.</translation>
    </message>
    <message>
        <source>Random</source>
        <translation>Случайно</translation>
    </message>
    <message>
        <source>Player 1</source>
        <translation>Игрок 1</translation>
    </message>
    <message>
        <source>Player 2</source>
        <translation>Игрок 2</translation>
    </message>
    <message>
        <source>Player 3</source>
        <translation>Игрок 3</translation>
    </message>
    <message>
        <source>Player 4</source>
        <translation>Игрок 4</translation>
    </message>
</context>
</TS>
