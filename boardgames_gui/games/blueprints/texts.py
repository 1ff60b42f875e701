"""Player-facing text of Blueprints: names, log lines, button labels, the rules.

Every sentence goes through `tr` so that the GUI can show it in another language.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from ...engine.i18n import noop, tr
from .data import MATERIAL_INFO, PRIZE_BY_ID
from .state import BlueprintsState

CTX = "blueprints"

_CARD_NAMES = {
    "gold": noop(CTX, "Gold award"),
    "silver": noop(CTX, "Silver award"),
    "bronze": noop(CTX, "Bronze award"),
    "skyscraper": noop(CTX, "Skyscraper prize"),
    "structural_integrity": noop(CTX, "Structural Integrity prize"),
    "geometer": noop(CTX, "Geometer prize"),
    "materials": noop(CTX, "Materials prize"),
}


def material_name(material: str) -> str:
    return tr(CTX, MATERIAL_INFO[material]["name"])


def die_text(die: Any) -> str:
    """'recycled 4' for a die (material, value)."""
    m, v = die[0], die[1]
    return tr(CTX, "{material} {value}", material=material_name(m).lower(), value=v)


def prize_rule(prize_id: str) -> str:
    """'a stack at least 5 dice tall' in the player's language."""
    return tr(CTX, PRIZE_BY_ID[prize_id]["rule"])


def card_name(card_id: str) -> str:
    return tr(CTX, _CARD_NAMES[card_id])


def _who(event: Mapping[str, Any], names: list[str]) -> str:
    return names[event["player"]]


def _placed(event: Mapping[str, Any], names: list[str]) -> str:
    if event.get("behind_screen"):
        # built behind the screen: the others saw the die taken, not where it went
        return tr(
            CTX,
            "{who} took the {die} and built with it behind the screen.",
            who=_who(event, names),
            die=die_text(event["die"]),
        )
    return tr(
        CTX,
        "{who} built the {die} on row {row}, column {col} (level {level}).",
        who=_who(event, names),
        die=die_text(event["die"]),
        row=event["row"] + 1,
        col=event["col"] + 1,
        level=event["level"],
    )


def _discarded(event: Mapping[str, Any], names: list[str]) -> str:
    return tr(
        CTX,
        "{who} took the {die}; it fitted nowhere and left the game.",
        who=_who(event, names),
        die=die_text(event["die"]),
    )


def _set_aside(event: Mapping[str, Any], names: list[str]) -> str:
    return tr(CTX, "{who} threw away the {die}.", who=_who(event, names), die=die_text(event["die"]))


def _refilled(event: Mapping[str, Any], names: list[str]) -> str:
    return tr(CTX, "Rolled into the depot: {dice}.", dice=", ".join(die_text(d) for d in event["dice"]))


def _round_started(event: Mapping[str, Any], names: list[str]) -> str:
    return tr(
        CTX,
        "Round {round}: {who} starts; in demand: {first}, then {second}.",
        round=event["round"],
        who=names[event["start_player"]],
        first=material_name(event["in_demand"][0]).lower(),
        second=material_name(event["in_demand"][1]).lower(),
    )


def _buildings_revealed(event: Mapping[str, Any], names: list[str]) -> str:
    return tr(
        CTX,
        "Round {round} is built: the screens come down and every building is shown.",
        round=event["round"],
    )


def _round_scored(event: Mapping[str, Any], names: list[str]) -> str:
    parts = ", ".join(f"{names[p]} {s}" for p, s in enumerate(event["scores"]))
    return tr(CTX, "Round {round} scored: {parts}.", round=event["round"], parts=parts)


def _card_won(event: Mapping[str, Any], names: list[str]) -> str:
    # the card itself stays face down [SEED 중요합니다]
    if event["kind"] == "award":
        return tr(CTX, "{who} receives an award card (face down).", who=_who(event, names))
    return tr(CTX, "{who} receives a prize card (face down).", who=_who(event, names))


def _game_over(event: Mapping[str, Any], names: list[str]) -> str:
    winners = event.get("winners") or []
    if len(winners) > 1:
        return tr(CTX, "Shared win: {who}.", who=", ".join(names[w] for w in winners))
    if winners:
        return tr(CTX, "{who} wins the exhibition!", who=names[winners[0]])
    return ""


#: the log sentence of each event type
EVENT_TEXTS = {
    "placed": _placed,
    "discarded": _discarded,
    "set_aside": _set_aside,
    "refilled": _refilled,
    "round_started": _round_started,
    "buildings_revealed": _buildings_revealed,
    "round_scored": _round_scored,
    "card_won": _card_won,
    "game_over": _game_over,
}


def event_text(event: Mapping[str, Any], names: list[str]) -> str:
    """One log sentence for an event of `BlueprintsRules.apply` ('' = not logged)."""
    text = EVENT_TEXTS.get(event["type"])
    return "" if text is None else text(event, names)


def action_label(state: BlueprintsState, action: Mapping[str, Any]) -> str | None:
    """Button text for an action (None: let the engine make a generic one)."""
    t = action.get("type")
    pool = state.pool
    i = action.get("die")
    die = pool[i] if isinstance(i, int) and 0 <= i < len(pool) else None
    if t == "place" and die is not None:
        return tr(
            CTX,
            "Build the {die} on row {row}, column {col}",
            die=die_text(die),
            row=action["row"] + 1,
            col=action["col"] + 1,
        )
    if t == "discard" and die is not None:
        return tr(CTX, "Take the {die} out of the game (it fits nowhere)", die=die_text(die))
    if t == "set_aside" and die is not None:
        return tr(CTX, "Throw away the {die}", die=die_text(die))
    if t == "next_round":
        return tr(CTX, "Start round {round}", round=state.round + 1)
    return None


_PRIZE_LINES = "\n".join(
    f"* {p['name']} ({p['korean']}): {p['rule']}." for p in (PRIZE_BY_ID[k] for k in PRIZE_BY_ID)
)

RULES_TEXT = f"""Blueprints
2 to 4 players, 3 rounds. Build a small building of dice each round and win award and prize cards.

Components
* 32 dice in a bag, 8 of each material: orange wood, green recycled, black stone, clear glass.
* 24 blueprint cards: a footprint of 3 rows by 2 columns; each cell shows the height to build, or is crossed out.
* Award cards: gold 3, silver 2, bronze 1 points. 4 players: gold, silver and bronze each round; 3 players: gold and silver; 2 players: silver only.
* Prize cards, 2 points each, one of each per round:
{_PRIZE_LINES}

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
Ties for an award or a prize: more dice of the first in-demand colour wins, then more of the second, then the player later in this round's turn order.
Award and prize cards stay face down until the end of the game.

End of a round
Every die goes back into the bag, the dice left in the depot included; the used blueprints are discarded. The lowest building score starts the next round.

End of the game
After round 3 everyone adds up the points of their cards. Ties: more award cards (gold, silver and bronze together) wins, then more gold, then more silver, then more bronze; otherwise the tied players share the win.

Where the rulebook is unclear
* The footprint is 3 rows by 2 columns, and the 24 blueprint cards are designed for this app (the real card art is not published).
* The award table missing from the Korean text follows the published game: gold 3, silver 2, bronze 1.
* The end-game tie-break counts award cards first, then gold, silver and bronze (the rulebook's sentence mixes up award and prize cards).
* A die that fits nowhere still uses up the turn.
* If several players share the lowest building score, the one who lost the award tie-break among them starts the next round.
* Prizes between qualifying buildings are decided by the in-demand tie-break alone, not by building score.
* In the two-player game nothing is thrown away on the very last turn of a round, when it would change nothing.
"""
