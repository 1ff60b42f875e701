"""Sentences of Blue Moon City: log lines for events, button labels for actions, the rules text."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from ...engine.i18n import tr, tr_n
from .data import ABILITY_TEXT, BASE_DRAW, BUILDINGS, CARDS, PEOPLES
from .queries import building_name, obelisk_cost, offer_place, people_name
from .state import ASSEMBLY, MOVE, BlueMoonCityState

CTX = "bluemooncity"


def event_text(event: Mapping[str, Any], names: list[str]) -> str:
    t = event["type"]
    who = names[event["player"]] if "player" in event and event["player"] is not None else ""
    if t == "figure_moved":
        n = len(event["path"]) - 1
        return tr_n(CTX, "{who} moved {n} step.", "{who} moved {n} steps.", n, who=who)
    if t == "figure_jumped":
        return tr(CTX, "{who} jumped to another tile.", who=who)
    if t == "power_used":
        return tr(CTX, "{who} played Flit for two extra steps.", who=who)
    if t == "dragon_moved":
        return tr(CTX, "{who} moved the {dragon} dragon.", who=who, dragon=tr(CTX, event["dragon"]))
    if t == "contributed":
        return tr(
            CTX,
            "{who} paid a {value} box of the {building} (cards spent: {n}).",
            who=who,
            value=BUILDINGS[event["building"]]["boxes"][event["box"]][1],
            building=building_name(event["building"]),
            n=len(event["cards"]),
        )
    if t == "dragon_scales":
        return tr_n(
            CTX,
            "{who} took {n} golden scale from the dragon.",
            "{who} took {n} golden scales from the dragons.",
            event["scales"],
            who=who,
        )
    if t == "building_completed":
        return tr(
            CTX,
            "The {building} is rebuilt; {who} takes the majority bonus.",
            building=building_name(event["building"]),
            who=names[event["majority"]],
        )
    if t == "scales_scored":
        parts = ", ".join(f"{names[int(p)]} +{v}" for p, v in event["payouts"].items())
        return tr(CTX, "Golden scales scored: {parts} crystals.", parts=parts)
    if t == "offered":
        return tr(CTX, "{who} made an offering to the obelisk ({n} so far).", who=who, n=event["offerings"])
    if t == "reset":
        return tr(
            CTX,
            "{who} discarded {d}, drew {n}.",
            who=who,
            d=len(event["discarded"]),
            n=event["drew"],
        )
    if t == "reshuffled":
        return tr(CTX, "The discard pile was shuffled into a new deck.")
    if t == "cards_joined":
        return tr_n(
            CTX,
            "{who} takes {n} reward card into hand.",
            "{who} takes {n} reward cards into hand.",
            event["count"],
            who=who,
        )
    if t == "game_over":
        if event["kind"] == "draw":
            return tr(CTX, "Every player is out of markers: the game is a draw.")
        winners = " & ".join(names[p] for p in event["winners"])
        return tr(CTX, "{who} wins Blue Moon City!", who=winners)
    return ""


def action_label(state: BlueMoonCityState, action: Mapping[str, Any]) -> str | None:
    """Button text for an action, or None for the engine's default."""
    kind = action.get("type")
    if kind == "end_phase":
        if state.phase == MOVE:
            return tr(CTX, "Done moving")
        if state.phase == ASSEMBLY:
            return tr(CTX, "Stay here")
        return tr(CTX, "Done contributing")
    if kind == "cancel":
        return tr(CTX, "Cancel the power")
    if kind == "move":
        return tr(CTX, "Move to row {r}, column {c}", r=action["to"][0] + 1, c=action["to"][1] + 1)
    if kind == "dragon":
        return tr(CTX, "Dragon to row {r}, column {c}", r=action["to"][0] + 1, c=action["to"][1] + 1)
    if kind == "power":
        people, value = CARDS[action["card"]]
        return tr(
            CTX,
            "Play {people} {value}: {power}",
            people=people_name(people),
            value=value,
            power=tr(CTX, PEOPLES[people][f"power{value}"]),
        )
    if kind == "contribute":
        tile = state.tile(action["tile"])
        people, value = BUILDINGS[tile["building"]]["boxes"][action["box"]]
        return tr(CTX, "Pay the {people} {value} box", people=people_name(people), value=value)
    if kind == "offer":
        if action["cards"]:
            return tr(CTX, "Further offering with Pillar")
        return tr(
            CTX,
            "Make an offering ({cost} crystals)",
            cost=obelisk_cost(state, offer_place(state) or 0),
        )
    if kind == "discard":
        cards = action["cards"]
        if not cards:
            return tr(CTX, "Keep all cards, draw 2")
        names = ", ".join(f"{people_name(CARDS[c][0])} {CARDS[c][1]}" for c in cards)
        return tr(CTX, "Discard {cards}, draw {n}", cards=names, n=BASE_DRAW + len(cards))
    return None


def rules_text() -> str:
    peoples = "\n".join(
        tr(
            CTX,
            "- {name} ({colour}, {phase} phase): 1 = {power1} 2 = {power2}",
            name=info["name"],
            colour=tr(CTX, info["colour"]),
            phase=tr(CTX, info["phase"]),
            power1=tr(CTX, info["power1"]),
            power2=tr(CTX, info["power2"]),
        )
        for info in PEOPLES.values()
    )
    abilities = "\n".join(
        tr(
            CTX,
            "- {building}: {ability}",
            building=building_name(b),
            ability=tr(CTX, ABILITY_TEXT[BUILDINGS[b]["ability"]]),
        )
        for b in BUILDINGS
        if BUILDINGS[b]["ability"]
    )
    return tr(
        CTX,
        "Blue Moon City\n"
        "\n"
        "Rebuild the city with the eight peoples and make offerings to the obelisk. With 2/3/4 players "
        "the first to make 6/5/4 offerings wins at once.\n"
        "\n"
        "Set-up\n"
        "The Courtyard in the middle, the Fire Temple (north), Royal Palace (east), Earth Temple "
        "(south) and Water Temple (west) around it, the other 16 buildings shuffled ruin side up. "
        "Dragons wait beside the city. 7/10/12 golden scales for 2/3/4 players; 10 markers and a figure "
        "each on the Courtyard; 8 cards each from the 80.\n"
        "\n"
        "Your turn\n"
        "1. Move 0-2 orthogonal steps.\n"
        "2. Contribute on the tile you stand on: pay a box with cards of its colour worth at least its "
        "value (overpay is lost) and put a marker on it; several boxes per turn, each with its own "
        "cards; no marker, no contribution. On the Courtyard make one offering instead: the lowest free "
        "obelisk box, paid in crystals.\n"
        "3. Reset: discard 0-2 cards and draw two more than you discarded. The turn passes.\n"
        "\n"
        "Powers\n"
        "Values 1 and 2; a card is used for its value or its power, never both:\n"
        "{peoples}\n"
        "\n"
        "Dragons\n"
        "Contributing on a tile with dragons gives one golden scale per dragon, only for your first "
        "contribution of the turn, never at the Courtyard.\n"
        "\n"
        "Completing a building\n"
        "The majority bonus goes to the most markers (a tie goes to the marker farther left); every "
        "contributor takes the construction bonus and, once per neighbour, the neighbourhood bonus of "
        "each adjacent rebuilt building. Markers come back, the tile flips. Reward cards join your hand "
        "after the turn.\n"
        "\n"
        "Golden scales\n"
        "When the last one leaves the pool, the sole leader gains 6 crystals (tied leaders 3 each), "
        "everybody else with at least 3 scales gains 3; those paid return their scales.\n"
        "\n"
        "End of the game\n"
        "Crystals are secret and unlimited. If the city is rebuilt and nobody can reach the goal, play "
        "on until nobody can offer: most offerings wins, then most crystals, else a shared win. If "
        "every player runs out of markers first, the game is a draw.\n"
        "\n"
        "How this app reads unclear rules\n"
        "The palace boxes take one people each of any colour; a Flit value-1 jump keeps the steps you "
        "have left; several Hoax cards may help one contribution; reward cards of all contributors join "
        "their hands when the current turn ends; every card of a paid set must count; golden-scale "
        "scoring waits until all rewards of a completed building are handed out; a dragon may land on "
        "the Courtyard but gives nothing there; the game ends as soon as the city is rebuilt and no "
        "player has the crystals and a marker for the next obelisk box; a phase where only 'go on' is "
        "possible passes by itself.\n"
        "\n"
        "Variants\n"
        "'Everything random' shuffles the start tiles in too. '2006 edition scale pool' uses 9/12/15 "
        "golden scales (the FFG/Kosmos numbers). 'Everybody returns scales' makes every player return "
        "their golden scales at a scoring, paid or not (Knizia's original rule). 'Expansion buildings' "
        "fills the corners:\n"
        "{abilities}",
        peoples=peoples,
        abilities=abilities,
    )
