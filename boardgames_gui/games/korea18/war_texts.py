"""What players read about the Korean War: the log's sentences and the war's part of the in-app
rules text, each through `tr` (log_texts and rules_text merge them)."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from ...engine.api import IllegalAction
from ...engine.i18n import tr
from .or_texts import CTX, EventText, company_name, place_name
from .or_texts import _say as say

#: W2's decision: the director of a company holding OA09 or OC04 picks where a station goes
PROMPTS = {
    "metro": "Korean War: {company} moves a station out of the North. Choose the South metropolitan city it goes to.",
    "city": "Korean War: {company} moves a station out of the North. Choose the South big city it goes to.",
}
ACTION_LABELS = {"move_station": "Move the station to {target}"}
REFUSALS = {
    "war_malformed": "That move is not written the way this game reads it.",
    "war_target_metro": "{company}'s station cannot go to {target}: choose a South metropolitan city where the company has no station.",
    "war_target_city": "{company}'s station cannot go to {target}: choose a South big city where the company has no station.",
}


def outbreak_prompt(company: str, any_city: bool) -> str:
    return tr(CTX, PROMPTS["city" if any_city else "metro"], company=company_name(company))


def action_label(action: Mapping[str, Any]) -> str:
    if action.get("type") != "move_station" or not isinstance(action.get("target"), str):
        return ""
    return tr(CTX, ACTION_LABELS["move_station"], target=place_name(action["target"]))


def refuse(code: str, company: str = "", target: Any = "") -> IllegalAction:
    shown = place_name(target) if isinstance(target, str) else str(target)
    return IllegalAction(code, tr(CTX, REFUSALS[code], company=company_name(company), target=shown))


EVENT_TEXTS: dict[str, EventText] = {
    "war_outbreak": say("The Korean War breaks out."),
    "spy_city": say("{company}'s spy: {hex} counts as a South city from now on."),
    "station_moved": say("{company} moves its station from {source} to {target}."),
    "company_removed": say("{company} has no station in the South and leaves the game with its shares."),
    "war_board": say(
        "The North leaves the map; the South's city tiles are removed and their stations wait outside."
    ),
    "post_war_row": say("The North row closes; the post-war companies may now be founded."),
    "war_over": say("The war is over; play goes on with the same trains and era."),
}

#: the war's part of the in-app rules text (core's rules_text merges it)
RULES_TEXT_WAR = """The Korean War. The War card lies before the last 4-train: when the third 4-train leaves the market
  (bought, handed in with The Newest Parts or exported) the war breaks out at the end of that
  operating round, or at once after an export (the app's choice). A 4th 4-train bought later in that
  round opens the Brown era before the war (the app's choice). The war runs in this order (the app's
  choice):
1. The outbreak cards act, company by company in the operating order: Anti-North Spy's city counts
   as South (the app's choice); Evacuation Train moves one North station, Defector every one, to
   South metropolitan cities where the company has none, as stations waiting outside (the app's
   choice); with Repulsion of the North Army too, to any South big city, whose tile then survives
   (the app's choice). The director of each such company chooses, station by station, the city each
   station goes to; a station that can move must move (the app's choice).
2. North companies without a station in the South leave the game with all their shares, trains,
   money and cards, without compensation; The Local Rich keeps its company (the app's choice).
3. Every tile and station in the North is removed. Every South tile with a city or small city is
   removed too (except Nakdong Defense Line's home city and the cities Repulsion protects); their
   stations wait outside the hex until a tile is laid there again. Plain track stays.
4. The DMZ becomes the edge of the map; the North leaves play (the spy's city excepted).
5. The North row of the IPO closes and the post-war South row opens.
6. Era, trains, limits and the market stay as they are; play goes on.
After the war Seoul's capital seat is an ordinary seat: the yellow tile laid there seats two of the
  stations waiting outside (the app's choice). The company laying a tile on a hex with waiting
  stations chooses which of them take the free seats (the app's choice)."""
