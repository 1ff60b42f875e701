<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="ru_RU" sourcelanguage="en">
<context>
    <name>18korea</name>
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
</context>
</TS>
