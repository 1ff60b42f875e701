"""Scoring of Blueprints buildings, rounds and the game (pure functions, plain-data output).

The view draws its scoring sheet and the live score preview from these dicts, so every
point is returned together with the dice that earned it. Cells are `[row, col]`,
levels count from 1 at the ground. All output is JSON-shaped (lists, no tuples).

Rules implemented here [SEED 점수 계산, 상패/상장 획득, 게임 종료; REF 2.2-2.6]:
* blueprint bonus 6 when every cell has exactly the printed height (crossed cells empty);
* wood: 2 per die sharing a face with it (four sides, above, below; any colour);
* recycled: by the number of green dice, 2/5/10/15/20/30;
* stone: per die by its level, 2/3/5/8 (level 4 and above 8);
* glass: each die its face value, covered or not;
* awards by building score, prizes by their conditions (covered dice count); ties in both
  go to more dice of the first in-demand colour, then of the second, then to the player
  later in the round's turn order.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from .data import (
    AWARD_POINTS,
    AWARDS_BY_PLAYERS,
    BLUEPRINT_BONUS,
    BLUEPRINTS,
    COLS,
    MATERIALS,
    PRIZE_BY_ID,
    PRIZES,
    RECYCLED_POINTS,
    ROWS,
    STONE_POINTS_BY_LEVEL,
    WOOD_POINTS_PER_NEIGHBOUR,
)
from .state import Building

#: Tie-break steps, in the order they are tried; "score" only for awards.
TIEBREAK_STEPS = ("score", "in_demand_1", "in_demand_2", "turn_order")

_NEIGHBOUR_CELLS: dict[tuple[int, int], tuple[tuple[int, int], ...]] = {
    (r, c): tuple(
        (r + dr, c + dc)
        for dr, dc in ((-1, 0), (1, 0), (0, -1), (0, 1))
        if 0 <= r + dr < ROWS and 0 <= c + dc < COLS
    )
    for r in range(ROWS)
    for c in range(COLS)
}


def _stone_points(level: int) -> int:
    return STONE_POINTS_BY_LEVEL[min(level, len(STONE_POINTS_BY_LEVEL)) - 1]


# --------------------------------------------------------------------------- totals


def material_points(building: Building) -> dict[str, int]:
    """Points of each material in a building (the totals of `material_breakdown`)."""
    breakdown = material_breakdown(building)
    return {m: breakdown[m]["points"] for m in MATERIALS}


def blueprint_matched(building: Building, blueprint: int) -> bool:
    """True when every cell is exactly as high as the card says (crossed cells empty)."""
    grid = BLUEPRINTS[blueprint]
    for r in range(ROWS):
        for c in range(COLS):
            if len(building[r][c]) != (grid[r][c] or 0):
                return False
    return True


def building_score(building: Building, blueprint: int | None) -> int:
    """Materials plus the blueprint bonus (bonus left out when the card is unknown)."""
    total = sum(material_points(building).values())
    if blueprint is not None and blueprint_matched(building, blueprint):
        total += BLUEPRINT_BONUS
    return total


# --------------------------------------------------------------------------- detailed breakdown


def material_breakdown(building: Building) -> dict[str, dict[str, Any]]:
    """Each material's points with the dice that earned them.

    {"wood": {"points": 8, "dice": [{"cell": [r, c], "level": 1, "value": 3, "points": 4,
    "neighbours": [[r, c, level], ...]}, ...]}, "recycled": {"points": 5, "count": 2, "dice":
    [...]}, "stone": {... per die "points" by level}, "glass": {... per die "points" = value}}
    """
    out: dict[str, dict[str, Any]] = {m: {"points": 0, "dice": []} for m in MATERIALS}
    for r in range(ROWS):
        for c in range(COLS):
            stack = building[r][c]
            height = len(stack)
            for i, (m, value) in enumerate(stack):
                level = i + 1
                entry: dict[str, Any] = {"cell": [r, c], "level": level, "value": value}
                if m == "wood":
                    touching = []
                    if level > 1:
                        touching.append([r, c, level - 1])
                    if level < height:
                        touching.append([r, c, level + 1])
                    for r2, c2 in _NEIGHBOUR_CELLS[(r, c)]:
                        if len(building[r2][c2]) >= level:
                            touching.append([r2, c2, level])
                    entry["neighbours"] = touching
                    entry["points"] = WOOD_POINTS_PER_NEIGHBOUR * len(touching)
                elif m == "recycled":
                    entry["points"] = 0  # scored as a group, see "count"
                elif m == "stone":
                    entry["points"] = _stone_points(level)
                else:
                    entry["points"] = value
                out[m]["dice"].append(entry)
    for m in ("wood", "stone", "glass"):
        out[m]["points"] = sum(d["points"] for d in out[m]["dice"])
    green = len(out["recycled"]["dice"])
    out["recycled"]["count"] = green
    out["recycled"]["points"] = RECYCLED_POINTS[min(green, 6)]
    return out


def blueprint_check(building: Building, blueprint: int) -> dict[str, Any]:
    """The exact-match check cell by cell: {"card", "matched", "points", "cells": [...]}."""
    grid = BLUEPRINTS[blueprint]
    cells = []
    for r in range(ROWS):
        for c in range(COLS):
            want = grid[r][c]
            have = len(building[r][c])
            cells.append(
                {
                    "cell": [r, c],
                    "crossed": want is None,
                    "want": want or 0,
                    "have": have,
                    "ok": have == (want or 0),
                }
            )
    matched = all(cell["ok"] for cell in cells)
    return {
        "card": blueprint,
        "matched": matched,
        "points": BLUEPRINT_BONUS if matched else 0,
        "cells": cells,
    }


def all_dice(building: Building) -> list[tuple[str, int]]:
    """Every die of a building, covered ones included."""
    return [d for row in building for stack in row for d in stack]


def prize_checks(building: Building) -> dict[str, dict[str, Any]]:
    """For each prize: does the building qualify, and the measure compared with the need."""
    dice = all_dice(building)
    tallest = max(len(stack) for row in building for stack in row)
    by_value = [0] * 7
    by_material = dict.fromkeys(MATERIALS, 0)
    for m, v in dice:
        by_value[v] += 1
        by_material[m] += 1
    best_value = max(range(1, 7), key=lambda v: (by_value[v], v))
    best_material = max(MATERIALS, key=lambda m: by_material[m])
    needed = PRIZE_BY_ID["geometer"]["numbers"]
    missing = [v for v in needed if by_value[v] == 0]
    sky = PRIZE_BY_ID["skyscraper"]["min_height"]
    same = PRIZE_BY_ID["structural_integrity"]["min_same_number"]
    mats = PRIZE_BY_ID["materials"]["min_same_material"]
    return {
        "skyscraper": {"qualifies": tallest >= sky, "measure": tallest, "need": sky},
        "structural_integrity": {
            "qualifies": by_value[best_value] >= same,
            "measure": by_value[best_value],
            "need": same,
            "number": best_value,
        },
        "geometer": {
            "qualifies": not missing,
            "measure": len(needed) - len(missing),
            "need": len(needed),
            "missing": missing,
        },
        "materials": {
            "qualifies": by_material[best_material] >= mats,
            "measure": by_material[best_material],
            "need": mats,
            "material": best_material,
        },
    }


def player_breakdown(building: Building, blueprint: int, in_demand: Sequence[str]) -> dict[str, Any]:
    """One player's line of the round sheet (also the live preview while building)."""
    materials = material_breakdown(building)
    check = blueprint_check(building, blueprint)
    materials_total = sum(materials[m]["points"] for m in MATERIALS)
    dice = all_dice(building)
    return {
        "materials": materials,
        "materials_total": materials_total,
        "blueprint": check,
        "score": materials_total + check["points"],
        "in_demand_counts": [sum(1 for m, _ in dice if m == want) for want in in_demand],
        "dice": len(dice),
        "prize_checks": prize_checks(building),
    }


# --------------------------------------------------------------------------- tie-breaks and the round


def _deciding_step(better: Sequence[int], worse: Sequence[int], steps: Sequence[str]) -> tuple[str, list]:
    for step, a, b in zip(steps, better, worse, strict=True):
        if a != b:
            return step, [a, b]
    return steps[-1], [better[-1], worse[-1]]  # unreachable: turn positions differ


def summary(building: Building, blueprint: int, in_demand: Sequence[str]) -> dict[str, Any]:
    """One player's compact round line, the one a round sheet keeps:
    {"materials": {material: points}, "bonus": 6|0, "score", "in_demand_counts": [a, b],
    "prizes": [ids of the prizes the building qualifies for]}."""
    materials = material_points(building)
    bonus = BLUEPRINT_BONUS if blueprint_matched(building, blueprint) else 0
    checks = prize_checks(building)
    dice = all_dice(building)
    return {
        "materials": materials,
        "bonus": bonus,
        "score": sum(materials.values()) + bonus,
        "in_demand_counts": [sum(1 for m, _ in dice if m == want) for want in in_demand],
        "prizes": [prize["id"] for prize in PRIZES if checks[prize["id"]]["qualifies"]],
    }


def round_sheet(
    round_no: int,
    buildings: Sequence[Building],
    blueprints: Sequence[int],
    in_demand: Sequence[str],
    turn_order: Sequence[int],
) -> dict[str, Any]:
    """Score a finished round: compact per-player lines (`summary`), award and prize
    winners with the tie-break step that decided each, the next round's start player,
    and a copy of the buildings so that `full_sheet` can explain every point later.

    awards: [{"id": "gold", "kind": "award", "points": 3, "rank": 1, "player": p,
    "versus": q (the next-ranked player, who missed this card), "decided_by": one of
    TIEBREAK_STEPS, "values": [p's value, q's value] at that step, "tied": players with
    p's building score}]. prizes: [{"id", "kind": "prize", "points", "qualified": [...],
    "player": winner or None, "versus", "decided_by": "only" | a tie-break step | None,
    "values"}]. Turn-order values are positions in `turn_order` (0 = start player).
    """
    n = len(buildings)
    position = {p: i for i, p in enumerate(turn_order)}
    lines = []
    for p in range(n):
        line = summary(buildings[p], blueprints[p], in_demand)
        line["player"] = p
        line["turn_position"] = position[p]
        lines.append(line)

    def tie_key(p: int) -> tuple[int, int, int]:
        a, b = lines[p]["in_demand_counts"]
        return (a, b, position[p])

    award_key = {p: (lines[p]["score"], *tie_key(p)) for p in range(n)}
    ranking = sorted(range(n), key=lambda p: award_key[p], reverse=True)
    awards = []
    for rank, card in enumerate(AWARDS_BY_PLAYERS[n]):
        winner, runner = ranking[rank], ranking[rank + 1]
        step, values = _deciding_step(award_key[winner], award_key[runner], TIEBREAK_STEPS)
        awards.append(
            {
                "id": card,
                "kind": "award",
                "points": AWARD_POINTS[card],
                "rank": rank + 1,
                "player": winner,
                "versus": runner,
                "decided_by": step,
                "values": values,
                "tied": [q for q in range(n) if lines[q]["score"] == lines[winner]["score"]],
            }
        )
    prizes = []
    for prize in PRIZES:
        pid = prize["id"]
        qualified = [p for p in range(n) if pid in lines[p]["prizes"]]
        entry: dict[str, Any] = {
            "id": pid,
            "kind": "prize",
            "points": prize["points"],
            "qualified": qualified,
            "player": None,
            "versus": None,
            "decided_by": None,
            "values": [],
        }
        if len(qualified) == 1:
            entry["player"] = qualified[0]
            entry["decided_by"] = "only"
        elif qualified:
            order = sorted(qualified, key=tie_key, reverse=True)
            step, values = _deciding_step(tie_key(order[0]), tie_key(order[1]), TIEBREAK_STEPS[1:])
            entry.update(player=order[0], versus=order[1], decided_by=step, values=values)
        prizes.append(entry)
    return {
        "round": round_no,
        "in_demand": list(in_demand),
        "turn_order": list(turn_order),
        "blueprints": list(blueprints),
        "buildings": [[[[[d[0], d[1]] for d in st] for st in row] for row in b] for b in buildings],
        "players": lines,
        "ranking": ranking,
        "awards": awards,
        "prizes": prizes,
        # [SEED 차례 정하기] lowest score starts next round; a tie at the bottom is read as
        # the player who lost the award tie-break (last in the ranking) [DESIGNED reading]
        "next_start_player": ranking[-1],
    }


def full_sheet(sheet: dict[str, Any]) -> dict[str, Any]:
    """A stored round sheet with each player's line expanded by `player_breakdown`
    (each material's dice, the cell-by-cell blueprint check, the prize measures), for the
    scoring sheet the view draws. The stored compact fields stay as they are."""
    out = dict(sheet)
    buildings = [[[[(d[0], d[1]) for d in st] for st in row] for row in b] for b in sheet["buildings"]]
    out["players"] = [
        {**line, **player_breakdown(buildings[p], sheet["blueprints"][p], sheet["in_demand"])}
        for p, line in enumerate(sheet["players"])
    ]
    return out


def cards_from_sheet(sheet: dict[str, Any]) -> list[tuple[int, dict[str, Any]]]:
    """(player, card) for every award and prize card a round hands out."""
    out = []
    for entry in sheet["awards"] + sheet["prizes"]:
        if entry["player"] is not None:
            card = {
                "kind": entry["kind"],
                "id": entry["id"],
                "points": entry["points"],
                "round": sheet["round"],
            }
            out.append((entry["player"], card))
    return out


# --------------------------------------------------------------------------- the game


def final_key(cards: Sequence[dict[str, Any]]) -> tuple[int, int, int, int, int]:
    """End-of-game order [SEED 게임 종료, issue 4 reading]: points, then award cards in
    total, then gold, then silver, then bronze; equal keys share the win."""
    points = sum(c["points"] for c in cards)
    awards = [c["id"] for c in cards if c["kind"] == "award"]
    return (points, len(awards), awards.count("gold"), awards.count("silver"), awards.count("bronze"))


FINAL_STEPS = ("points", "awards", "gold", "silver", "bronze")


def final_breakdown(
    cards: Sequence[dict[str, Any]], sheets: Sequence[dict[str, Any]], player: int
) -> dict[str, Any]:
    key = final_key(cards)
    return {
        "points": key[0],
        "award_cards": key[1],
        "gold": key[2],
        "silver": key[3],
        "bronze": key[4],
        "prize_cards": sum(1 for c in cards if c["kind"] == "prize"),
        "cards": [dict(c) for c in cards],
        "round_scores": [s["players"][player]["score"] for s in sheets],
    }
