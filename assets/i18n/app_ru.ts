<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="ru_RU" sourcelanguage="en">
<context>
    <name>ActionBar</name>
    <message>
        <source>{name} may: </source>
        <extracomment>(action, seat): seat None for the seat at the laptop an out-of-turn seat of a game with secrets asks for the laptop the out-of-turn seat at the laptop gives it back without acting what the controls were built for (rules, actions, offers, back): the same again is relabelled, not rebuilt (new controls cost a layout and a repaint of the bar) the hand-over buttons and the offers they stand for (their labels follow the state)</extracomment>
        <translation>{name} может: </translation>
    </message>
</context>
<context>
    <name>ActionPicker</name>
    <message>
        <source>Confirm</source>
        <extracomment>a Choice with at most this many values is a row of buttons; with more, a combo box more listed actions of one type than this are offered through one combo box the prompt is never squeezed narrower than this by the controls beside it pixels a label&apos;s size hint may exceed its lines&apos; spacing (so two lines fit their room) True in a game with secrets: the button asks for the laptop instead of acting at once a fixed text for the button (a picker&apos;s combo box already names the action)</extracomment>
        <translation>Подтвердить</translation>
    </message>
</context>
<context>
    <name>Colors</name>
    <message>
        <source>orange</source>
        <translation>оранжевый</translation>
    </message>
    <message>
        <source>sky blue</source>
        <translation>голубой</translation>
    </message>
    <message>
        <source>bluish green</source>
        <translation>сине-зелёный</translation>
    </message>
    <message>
        <source>yellow</source>
        <translation>жёлтый</translation>
    </message>
    <message>
        <source>blue</source>
        <translation>синий</translation>
    </message>
    <message>
        <source>vermillion</source>
        <translation>киноварный</translation>
    </message>
    <message>
        <source>reddish purple</source>
        <translation>красно-лиловый</translation>
    </message>
    <message>
        <source>black</source>
        <translation>чёрный</translation>
    </message>
</context>
<context>
    <name>ErrorReporter</name>
    <message>
        <source>Something went wrong</source>
        <translation>Что-то пошло не так</translation>
    </message>
    <message>
        <source>Something went wrong inside the app. Your game is autosaved, and you can carry on playing.</source>
        <translation>В приложении произошла ошибка. Игра сохранена автоматически, можно играть дальше.</translation>
    </message>
    <message>
        <source>{count} errors so far. The latest: {summary}</source>
        <translation>Ошибок на данный момент: {count}. Последняя: {summary}</translation>
    </message>
</context>
<context>
    <name>GameCard</name>
    <message>
        <source>Rules</source>
        <extracomment>the card&apos;s Rules button: read the game&apos;s rules before starting one</extracomment>
        <translation>Правила</translation>
    </message>
    <message>
        <source>Read the rules of {title}</source>
        <translation>Прочитать правила игры «{title}»</translation>
    </message>
    <message>
        <source>This game is still being built.</source>
        <translation>Эта игра ещё в разработке.</translation>
    </message>
    <message>
        <source>Coming soon</source>
        <translation>Скоро</translation>
    </message>
</context>
<context>
    <name>GameInfo</name>
    <message>
        <source>Buy the world&apos;s cities, build hotels, and bankrupt your friends.</source>
        <translation>Покупайте города мира, стройте отели и разоряйте друзей.</translation>
    </message>
    <message>
        <source>Draft dice, stack them into a building, and score its shape.</source>
        <translation>Выбирайте кубики, стройте из них здание и получайте очки за его форму.</translation>
    </message>
    <message>
        <source>Rebuild the city with eight peoples, ride the dragons, and make offerings.</source>
        <translation>Отстройте город с восемью народами, призовите драконов, несите дары.</translation>
    </message>
    <message>
        <source>Buy whole industries, build branches and enterprises, and outlast every rival.</source>
        <translation>Скупайте целые отрасли, стройте филиалы и предприятия и переживите всех соперников.</translation>
    </message>
    <message>
        <source>Found railway companies, trade their shares, and rebuild after the Korean War.</source>
        <translation>Основывайте железнодорожные компании, торгуйте их акциями и восстанавливайтесь после Корейской войны.</translation>
    </message>
    <message>
        <source>Blue Marble</source>
        <translation>Blue Marble</translation>
    </message>
    <message>
        <source>Blueprints</source>
        <translation>Blueprints</translation>
    </message>
    <message>
        <source>Blue Moon City</source>
        <translation>Blue Moon City</translation>
    </message>
    <message>
        <source>Millionaire</source>
        <translation>Миллионер</translation>
    </message>
    <message>
        <source>18Korea</source>
        <translation>18Korea</translation>
    </message>
    <message>
        <source>Pig Race</source>
        <translation>Свинские гонки</translation>
    </message>
</context>
<context>
    <name>GamePage</name>
    <message>
        <source>move {number}</source>
        <extracomment>the pause before a computer seat moves, unless the window sets its pace (Settings) the width of a side column beside the board (GameView.side_widget_beside), in pixels how long a person sees what their move did before the table is covered for the next one how long the hand-off screen shows before the next player&apos;s table is drawn beneath it: passing a laptop takes longer, and the screen is painted first the game just ended (argument: the Result) decision, prompt or history changed (menus refresh their enabled state) the pause before each computer move (Settings &gt; Computer pace) a human seat acting out of turn that has (or is being handed) the laptop the person whose moves the undo stack holds (the undo rule: `_record_undo`) set by a person&apos;s move (with animations on) for the refresh that shows it (actions so far, seat): computer seats already asked whether to act out of turn there</extracomment>
        <translation>ход {number}</translation>
    </message>
    <message>
        <source>{name} may act out of turn; the table waits for {waited}.</source>
        <translation>{name} может действовать вне очереди; стол ждёт игрока {waited}.</translation>
    </message>
    <message>
        <source>{prompt} (the computer is thinking…)</source>
        <translation>{prompt} (компьютер думает…)</translation>
    </message>
    <message>
        <source>Not now: back to {waited}</source>
        <translation>Не сейчас: вернуть игроку {waited}</translation>
    </message>
    <message>
        <source>The game is over.</source>
        <translation>Игра окончена.</translation>
    </message>
    <message>
        <source>Game over: a draw.</source>
        <translation>Игра окончена: ничья.</translation>
    </message>
    <message>
        <source>Game over: {winners} won.</source>
        <translation>Игра окончена. Победа: {winners}.</translation>
    </message>
    <message>
        <source>Wait: it is not your turn to act.</source>
        <translation>Подождите: сейчас не ваш ход.</translation>
    </message>
    <message>
        <source>The game could not be autosaved: {reason}</source>
        <translation>Не удалось автоматически сохранить игру: {reason}</translation>
    </message>
</context>
<context>
    <name>HandoffOverlay</name>
    <message>
        <source>Pass the laptop to {name}</source>
        <translation>Передайте ноутбук игроку {name}</translation>
    </message>
    <message>
        <source>Everyone else, please look away: {name}&apos;s secrets will be on the screen.</source>
        <translation>Остальные, пожалуйста, отвернитесь: на экране будут секреты игрока {name}.</translation>
    </message>
    <message>
        <source>I am {name}: show the table</source>
        <translation>Я — {name}: показать стол</translation>
    </message>
</context>
<context>
    <name>Launcher</name>
    <message>
        <source>{n} players</source>
        <translation>Игроков: {n}</translation>
    </message>
    <message>
        <source>{lo}–{hi} players</source>
        <translation>Игроков: {lo}–{hi}</translation>
    </message>
    <message>
        <source>Board Games</source>
        <translation>Настольные игры</translation>
    </message>
    <message>
        <source>Friends around one laptop. Pick a game: the app teaches the rules as you play.</source>
        <translation>Друзья за одним ноутбуком. Выберите игру — правила приложение объяснит прямо во время партии.</translation>
    </message>
    <message>
        <source>Open saved game…</source>
        <translation>Открыть сохранённую игру…</translation>
    </message>
    <message>
        <source>Hot-seat play · colour-blind safe player colours · English, 한국어, Русский</source>
        <translation>Игра по очереди за одним компьютером · цвета игроков, различимые при дальтонизме · English, 한국어, Русский</translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message>
        <source>&amp;File</source>
        <translation>&amp;Файл</translation>
    </message>
    <message>
        <source>&amp;New game…</source>
        <translation>&amp;Новая игра…</translation>
    </message>
    <message>
        <source>&amp;Open…</source>
        <translation>&amp;Открыть…</translation>
    </message>
    <message>
        <source>&amp;Save</source>
        <translation>&amp;Сохранить</translation>
    </message>
    <message>
        <source>Save &amp;As…</source>
        <translation>Сохранить &amp;как…</translation>
    </message>
    <message>
        <source>Open &amp;Recent</source>
        <translation>&amp;Недавние игры</translation>
    </message>
    <message>
        <source>&amp;Close game</source>
        <translation>&amp;Закрыть игру</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>&amp;Выход</translation>
    </message>
    <message>
        <source>&amp;Edit</source>
        <translation>&amp;Правка</translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation>&amp;Вид</translation>
    </message>
    <message>
        <source>Zoom &amp;in</source>
        <translation>&amp;Увеличить</translation>
    </message>
    <message>
        <source>Zoom &amp;out</source>
        <translation>У&amp;меньшить</translation>
    </message>
    <message>
        <source>&amp;Fit the board</source>
        <translation>&amp;Вписать поле в окно</translation>
    </message>
    <message>
        <source>F&amp;ull screen</source>
        <translation>&amp;Полный экран</translation>
    </message>
    <message>
        <source>Players</source>
        <translation>Игроки</translation>
    </message>
    <message>
        <source>Game log</source>
        <translation>Журнал игры</translation>
    </message>
    <message>
        <source>&amp;Settings</source>
        <translation>&amp;Настройки</translation>
    </message>
    <message>
        <source>&amp;Language</source>
        <translation>&amp;Язык</translation>
    </message>
    <message>
        <source>&amp;Animations</source>
        <translation>&amp;Анимация</translation>
    </message>
    <message>
        <source>Off</source>
        <translation>Выключена</translation>
    </message>
    <message>
        <source>Fast</source>
        <translation>Быстрая</translation>
    </message>
    <message>
        <source>Normal</source>
        <translation>Обычная</translation>
    </message>
    <message>
        <source>Slow</source>
        <translation>Медленная</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>&amp;Справка</translation>
    </message>
    <message>
        <source>Take back your own moves since the dice or a card last showed something (with free undo, chosen for a friendly game when it starts: any move).</source>
        <extracomment>saved games are JSON; the installers tie &quot;.bgsave&quot; to the app (pyproject.toml&apos;s [tool.boardgames.bundle] save_extension), older saves are &quot;.bgsave.json&quot; or &quot;.json&quot; a window narrower than this shows the Players and Game log docks as two tabs of one column on the left, so the board and its game&apos;s column keep the width of the other the docks&apos; saved arrangement of an older version is not restored (1: saved before the narrow-window rule, which a laptop&apos;s first game after the update then applies once)</extracomment>
        <translation>Отменяет только ваши ходы после того, как кубики или карта в последний раз что-то открыли (со свободной отменой, выбранной в начале дружеской игры, — любой ход).</translation>
    </message>
    <message>
        <source>&amp;Computer pace</source>
        <translation>&amp;Темп компьютера</translation>
    </message>
    <message>
        <source>Instant</source>
        <translation>Мгновенно</translation>
    </message>
    <message>
        <source>Brisk</source>
        <translation>Бодро</translation>
    </message>
    <message>
        <source>&amp;Rules of this game</source>
        <translation>&amp;Правила этой игры</translation>
    </message>
    <message>
        <source>&amp;About</source>
        <translation>&amp;О программе</translation>
    </message>
    <message>
        <source>Board Games</source>
        <translation>Настольные игры</translation>
    </message>
    <message>
        <source>unsaved game</source>
        <translation>несохранённая игра</translation>
    </message>
    <message>
        <source>{title} · seed {seed} · move {moves}</source>
        <translation>{title} · сид {seed} · ход {moves}</translation>
    </message>
    <message>
        <source>Close this game?</source>
        <translation>Закрыть эту игру?</translation>
    </message>
    <message>
        <source>The moves since the last save will be lost.</source>
        <translation>Ходы после последнего сохранения будут потеряны.</translation>
    </message>
    <message>
        <source>Open a saved game</source>
        <translation>Открыть сохранённую игру</translation>
    </message>
    <message>
        <source>Saved games ({patterns})</source>
        <translation>Сохранённые игры ({patterns})</translation>
    </message>
    <message>
        <source>This game cannot be opened</source>
        <extracomment>set by bench/startup.py: print &quot;shown&quot; and the CPU time once the first frame is painted, then quit</extracomment>
        <translation>Эту игру нельзя открыть</translation>
    </message>
    <message>
        <source>Save the game</source>
        <translation>Сохранить игру</translation>
    </message>
    <message>
        <source>The game was not saved</source>
        <translation>Игра не сохранена</translation>
    </message>
    <message>
        <source>The file could not be written: {reason}.</source>
        <translation>Не удалось записать файл: {reason}.</translation>
    </message>
    <message>
        <source>Saved to {path}</source>
        <translation>Сохранено: {path}</translation>
    </message>
    <message>
        <source>No recent games</source>
        <translation>Нет недавних игр</translation>
    </message>
    <message>
        <source>Clear the list</source>
        <translation>Очистить список</translation>
    </message>
    <message>
        <source>About Board Games</source>
        <translation>О программе «Настольные игры»</translation>
    </message>
    <message>
        <source>Blue Marble, Blueprints and Blue Moon City for friends around one laptop. The app knows the rules and explains every move it refuses.</source>
        <translation>Blue Marble, Blueprints и Blue Moon City для друзей за одним ноутбуком. Приложение знает правила и объясняет, почему не принимает ход.</translation>
    </message>
</context>
<context>
    <name>NewGameDialog</name>
    <message>
        <source>Player {n}</source>
        <translation>Игрок {n}</translation>
    </message>
    <message>
        <source>Human</source>
        <translation>Человек</translation>
    </message>
    <message>
        <source>Computer</source>
        <translation>Компьютер</translation>
    </message>
    <message>
        <source>Seat {n}</source>
        <translation>Место {n}</translation>
    </message>
    <message>
        <source>New game: {title}</source>
        <translation>Новая игра: {title}</translation>
    </message>
    <message>
        <source>Number of players</source>
        <translation>Число игроков</translation>
    </message>
    <message>
        <source>Players</source>
        <translation>Игроки</translation>
    </message>
    <message>
        <source>Variants</source>
        <translation>Варианты правил</translation>
    </message>
    <message>
        <source>Free undo (friendly game)</source>
        <translation>Свободная отмена (дружеская игра)</translation>
    </message>
    <message>
        <source>Off: Undo takes back only your own moves since the dice or a card last showed something, so nobody can undo a roll to learn the next one. On: Undo takes back anything.</source>
        <translation>Выкл.: отмена возвращает только ваши ходы после того, как кубики или карта в последний раз что-то открыли, — никто не сможет отменить бросок, чтобы узнать следующий. Вкл.: отменить можно что угодно.</translation>
    </message>
    <message>
        <source>Seed</source>
        <translation>Сид</translation>
    </message>
    <message>
        <source>random</source>
        <translation>случайный</translation>
    </message>
    <message>
        <source>The same seed and the same moves give the same dice and cards.</source>
        <translation>С тем же сидом и теми же ходами выпадут те же кубики и карты.</translation>
    </message>
    <message>
        <source>Start game</source>
        <translation>Начать игру</translation>
    </message>
</context>
<context>
    <name>PlayerCard</name>
    <message>
        <source>Colour: {colour}</source>
        <translation>Цвет: {colour}</translation>
    </message>
    <message>
        <source>computer</source>
        <extracomment>the card&apos;s ground and edge, lit and unlit (painted by the card: a style sheet set on every change of turn re-polished the whole card, about 9 ms a move)</extracomment>
        <translation>компьютер</translation>
    </message>
    <message>
        <source>to play</source>
        <translation>ходит</translation>
    </message>
</context>
<context>
    <name>ResultDialog</name>
    <message>
        <source>Game over</source>
        <translation>Игра окончена</translation>
    </message>
    <message>
        <source>{winners} won!</source>
        <translation>Победа: {winners}!</translation>
    </message>
    <message>
        <source>A draw!</source>
        <translation>Ничья!</translation>
    </message>
    <message>
        <source> (time limit)</source>
        <translation> (по лимиту времени)</translation>
    </message>
    <message>
        <source>Place</source>
        <translation>Место</translation>
    </message>
    <message>
        <source>Player</source>
        <translation>Игрок</translation>
    </message>
    <message>
        <source>New game</source>
        <translation>Новая игра</translation>
    </message>
</context>
<context>
    <name>ResumeBanner</name>
    <message>
        <source>Resume</source>
        <translation>Продолжить</translation>
    </message>
    <message>
        <source>Discard</source>
        <translation>Удалить</translation>
    </message>
    <message>
        <source>a game</source>
        <translation>игра</translation>
    </message>
    <message>
        <source>An unfinished game was found, but its autosave {path} is damaged: {problem}</source>
        <translation>Найдена незаконченная игра, но её автосохранение {path} повреждено: {problem}</translation>
    </message>
    <message>
        <source>Your last game of {title} was not finished ({players}; {moves} moves).</source>
        <translation>Последняя партия ({title}) не закончена: {players}; сделано ходов: {moves}.</translation>
    </message>
</context>
<context>
    <name>RulesBrowser</name>
    <message>
        <source>This game has no rules text yet.</source>
        <translation>Для этой игры ещё нет текста правил.</translation>
    </message>
    <message>
        <source>Variants</source>
        <translation>Варианты правил</translation>
    </message>
    <message>
        <source>Rules: {title}</source>
        <translation>Правила: {title}</translation>
    </message>
</context>
<context>
    <name>dialogs</name>
    <message>
        <source>: your bid</source>
        <translation>: ваша ставка</translation>
    </message>
    <message>
        <source>Pass</source>
        <translation>Пас</translation>
    </message>
    <message>
        <source>Bid {amount}</source>
        <translation>Предложить {amount}</translation>
    </message>
    <message>
        <source>Bid</source>
        <translation>Ставка</translation>
    </message>
    <message>
        <source>+{amount}</source>
        <translation>+{amount}</translation>
    </message>
    <message>
        <source>nothing</source>
        <translation>ничего</translation>
    </message>
    <message>
        <source>You give</source>
        <translation>Вы отдаёте</translation>
    </message>
    <message>
        <source>You get</source>
        <translation>Вы получаете</translation>
    </message>
    <message>
        <source>Offer the trade</source>
        <translation>Предложить сделку</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Отмена</translation>
    </message>
    <message>
        <source>You get from {name}</source>
        <translation>Вы получаете от {name}</translation>
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
        <source> offers {partner} a trade</source>
        <translation> предлагает сделку игроку {partner}</translation>
    </message>
    <message>
        <source>You give: {items}</source>
        <translation>Вы отдаёте: {items}</translation>
    </message>
    <message>
        <source>You get: {items}</source>
        <translation>Вы получаете: {items}</translation>
    </message>
    <message>
        <source>trades with</source>
        <translation>меняется с</translation>
    </message>
    <message>
        <source>money: </source>
        <translation>деньги: </translation>
    </message>
    <message>
        <source>nothing to trade</source>
        <translation>нечего предложить</translation>
    </message>
</context>
<context>
    <name>engine</name>
    <message>
        <source>The game is over.</source>
        <translation>Игра окончена.</translation>
    </message>
    <message>
        <source>That is not a move of this game.</source>
        <translation>В этой игре такого хода нет.</translation>
    </message>
    <message>
        <source>{who}, it is not your move now: the table waits for {waited}.</source>
        <translation>{who}, сейчас не ваш ход: стол ждёт игрока {waited}.</translation>
    </message>
    <message>
        <source>That move is not allowed now. {prompt}</source>
        <translation>Сейчас этот ход сделать нельзя. {prompt}</translation>
    </message>
    <message>
        <source>Score</source>
        <translation>Очки</translation>
    </message>
</context>
</TS>
