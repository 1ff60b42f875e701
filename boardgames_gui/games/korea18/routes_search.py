"""Branch and bound over whole train sets: which route (or none) each train runs.

The company's revenue is not a sum of independent routes (K16 multiplies the lowest express
run), so the search scores complete train sets with routes_rules.company_revenue's terms:

* the multiplied express trains (K16) come first; their part is k x the smallest of their runs;
* then the trains whose runs are added, longest first;
* then the express trains that only have to run (K16 default reading: their run earns nothing,
  but they must run if they can), tried on one-connection routes (routes_graph.shortest_routes).

Each train's candidates are sorted richest first, so a branch is cut as soon as the revenue
taken so far plus an upper bound of what is left cannot beat the best set found. The bound
for the added trains is the exact joint best of every suffix of them (Rails' revenue
prediction, reference 5.1), solved from the last train backwards. As the bound grows with a
candidate's revenue, the candidates worth trying are a prefix of the list, found by halving;
within it the next candidate free of the used track comes from an index of the candidates by
the connections they take (CandidateList), so conflicting routes are skipped in bulk, which is
what makes two long express trains on a full gray map fast. Identical trains take
their routes in list order, so each set is tried once. Ties in revenue go to the set in which
more express trains run, which is what K16 asks of the set the optimiser proposes.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass

from .routes_graph import Candidate, SearchCancelled

MULTIPLIED, ADDED, MUST_RUN = "multiplied", "added", "must_run"

#: a score is revenue * SCALE + the number of express trains running (at most 4 trains)
SCALE = 8

#: the search asks its caller whether to stop after about this many candidates looked at
CHECK_EVERY = 2048

#: ranges of candidates shorter than this are tested one by one rather than through the index
SCAN_MOST = 64


@dataclass(frozen=True)
class Slot:
    """One train in the search order."""

    train: int
    role: str
    candidates: list[Candidate]
    express: bool
    twin: bool  # the same train as the slot before: it takes a later candidate, or none


class CandidateList:
    """One train's candidates as the search reads them: revenues (falling), track bitsets, and
    an index from each track segment to the candidates using it (an int over candidate
    numbers), so the first candidate free of the used track is found with a few big-int
    operations instead of one test per candidate. The index covers the candidates that can
    still matter when it is first needed (after the search has a set to beat); any beyond it
    are tested one by one."""

    def __init__(self, candidates: list[Candidate]) -> None:
        self.candidates = candidates
        self.revenues = [candidate.revenue for candidate in candidates]
        self.track = [candidate.bits for candidate in candidates]
        self.indexed = -1  # the index covers candidates 0..indexed-1 (-1: not built yet)
        self.users: dict[int, int] = {}  # a connection's track -> the candidates using it
        self.blocked: dict[int, int] = {}  # used track -> the indexed candidates it blocks

    def next_free(self, used: int, low: int, high: int, may_index: bool) -> int:
        """The first candidate in low..high-1 whose track avoids `used` (high if none)."""
        if self.indexed < 0 and may_index and high - low > SCAN_MOST:
            self._build(high)
        top = min(high, self.indexed)
        if top - low > SCAN_MOST:
            free = ~self._blocked(used) >> low & ((1 << (top - low)) - 1)
            if free:
                return low + (free & -free).bit_length() - 1
            low = top
        track = self.track
        while low < high and track[low] & used:
            low += 1
        return low

    def _build(self, size: int) -> None:
        """Indexes candidates 0..size-1 by the connections they take (keyed by the
        connection's track bits: a connection is fewer steps than its segments)."""
        rows: dict[int, bytearray] = {}
        width = size // 8 + 1
        for number in range(size):
            byte, bit = number >> 3, 1 << (number & 7)
            for track in self.candidates[number].track or (self.track[number],):
                row = rows.get(track)
                if row is None:
                    row = rows[track] = bytearray(width)
                row[byte] |= bit
        self.users = {track: int.from_bytes(row, "little") for track, row in rows.items()}
        self.indexed = size

    def _blocked(self, used: int) -> int:
        blocked = self.blocked.get(used)
        if blocked is None:
            blocked = 0
            for track, users in self.users.items():
                if track & used:
                    blocked |= users
            if len(self.blocked) > 256:
                self.blocked.clear()
            self.blocked[used] = blocked
        return blocked


class TrainSetSearch:
    """Finds the best routes for the slots; `best` holds (score, picks) found so far, picks
    being one candidate index per slot (len(candidates) for "no route")."""

    def __init__(
        self,
        slots: list[Slot],
        express_count: int,
        added_bounds: list[int] | None = None,
        on_better: Callable[[list[Candidate | None], int], None] | None = None,
        cancelled: Callable[[], bool] | None = None,
        lists: dict[int, CandidateList] | None = None,
    ) -> None:
        self.slots = slots
        self.express_count = express_count
        self.on_better = on_better
        self.cancelled = cancelled
        self.steps = 0
        self.next_check = CHECK_EVERY
        # per slot: its candidates as the search reads them (twins share one)
        self.shared = lists if lists is not None else {}
        self.lists = [self._listed(slot.candidates) for slot in slots]
        self.revenues = [listed.revenues for listed in self.lists]
        self.best_score = -1
        self.best_picks: list[int] = []
        self.first_added = next((p for p, slot in enumerate(slots) if slot.role == ADDED), len(slots))
        self.has_multiplied = any(slot.role == MULTIPLIED for slot in slots)
        # express slots from each position on (each may still run)
        self.express_left = [sum(1 for slot in slots[p:] if slot.express) for p in range(len(slots) + 1)]
        self.added_bound = added_bounds if added_bounds is not None else self._added_suffix_bounds()

    def _listed(self, candidates: list[Candidate]) -> CandidateList:
        if id(candidates) not in self.shared:
            self.shared[id(candidates)] = CandidateList(candidates)
        return self.shared[id(candidates)]

    def _added_suffix_bounds(self) -> list[int]:
        """bound[p] = the most the added trains from position p on can earn together."""
        bounds = [0] * (len(self.slots) + 1)
        last_added = max((p for p, slot in enumerate(self.slots) if slot.role == ADDED), default=-1)
        for p in range(last_added, self.first_added - 1, -1):
            tail = [slot for slot in self.slots[p : last_added + 1]]
            if tail and tail[0].twin:
                tail[0] = Slot(tail[0].train, ADDED, tail[0].candidates, tail[0].express, False)
            sub = TrainSetSearch(tail, 0, bounds[p:], cancelled=self.cancelled, lists=self.shared)
            sub.steps = self.steps
            sub.search()
            self.steps = sub.steps
            bounds[p] = sub.best_score // SCALE
        return bounds

    def search(self) -> None:
        self._visit(0, 0, 0, None, 0, [])

    def _total(self, added: int, low_run: int | None) -> int:
        if not self.has_multiplied:
            return added
        return added + self.express_count * (low_run or 0)

    def _visit(
        self, position: int, used: int, added: int, low_run: int | None, running: int, picks: list[int]
    ):
        if position == len(self.slots):
            score = self._total(added, low_run) * SCALE + running
            if score > self.best_score:
                self.best_score = score
                self.best_picks = list(picks)
                if self.on_better is not None:
                    self.on_better(self.picked(picks), score // SCALE)
            return
        slot = self.slots[position]
        listed = self.lists[position]
        none = len(listed.revenues)
        start = picks[-1] + 1 if slot.twin else 0
        express = 1 if slot.express else 0
        index = start
        # candidates are richest first and the bound grows with the revenue: the ones worth
        # trying are a prefix, cut again each time a better set raises the bar
        limit = self._cut(position, added, low_run, running, index, none)
        while index < limit:
            index = listed.next_free(used, index, limit, self.best_score >= 0)
            if index >= limit:
                break
            self._tick(index - start)
            start = index
            picks.append(index)
            self._descend(
                position,
                used | listed.track[index],
                added,
                low_run,
                running + express,
                picks,
                slot.candidates[index],
            )
            picks.pop()
            index += 1
            limit = self._cut(position, added, low_run, running, index, limit)
        self._tick(index - start)
        if self._bound(position, added, low_run, running - express, 0) > self.best_score:
            picks.append(none)
            self._descend(position, used, added, low_run, running, picks, None)
            picks.pop()

    def _tick(self, steps: int) -> None:
        """Counts the candidates looked at and asks the caller every few thousand whether to stop."""
        self.steps += steps + 1
        if self.cancelled is not None and self.steps >= self.next_check:
            self.next_check = self.steps + CHECK_EVERY
            if self.cancelled():
                raise SearchCancelled

    def _cut(self, position: int, added: int, low_run: int | None, running: int, low: int, high: int) -> int:
        """The first index in low..high whose candidate's bound cannot beat the best set found
        (binary search: the revenues fall, so the bounds do too)."""
        revenues = self.revenues[position]
        if low < high and self._bound(position, added, low_run, running, revenues[low]) <= self.best_score:
            return low  # the common case once a good set is known: nothing more to try here
        while low < high:
            middle = (low + high) // 2
            if self._bound(position, added, low_run, running, revenues[middle]) <= self.best_score:
                high = middle
            else:
                low = middle + 1
        return low

    def _descend(self, position, used, added, low_run, running, picks, candidate: Candidate | None):
        revenue = candidate.revenue if candidate is not None else 0
        slot = self.slots[position]
        if slot.role == MULTIPLIED:
            low_run = revenue if low_run is None else min(low_run, revenue)
        elif slot.role == ADDED:
            added += revenue
        if candidate is None and position + 1 < len(self.slots) and self.slots[position + 1].twin:
            # a twin after "no route" has no route either: the same set in another order
            rest = position + 1
            while rest < len(self.slots) and self.slots[rest].twin:
                picks.append(len(self.slots[rest].candidates))
                if self.slots[rest].role == MULTIPLIED:
                    low_run = 0
                rest += 1
            self._visit(rest, used, added, low_run, running, picks)
            del picks[len(picks) - (rest - position - 1) :]
            return
        self._visit(position + 1, used, added, low_run, running, picks)

    def _bound(self, position: int, added: int, low_run: int | None, running: int, revenue: int) -> int:
        """An upper bound of the score of any set that gives slot `position` a route
        earning `revenue` (running counts the express trains running before it)."""
        slot = self.slots[position]
        if slot.role == MULTIPLIED:
            low = revenue if low_run is None else min(low_run, revenue)
            total = added + self.express_count * low + self.added_bound[self.first_added]
        elif slot.role == ADDED:
            total = self._total(added + revenue, low_run) + self.added_bound[position + 1]
        else:
            total = self._total(added, low_run)
        return total * SCALE + running + self.express_left[position]

    def picked(self, picks: list[int]) -> list[Candidate | None]:
        out: list[Candidate | None] = []
        for slot, index in zip(self.slots, picks, strict=False):
            out.append(slot.candidates[index] if index < len(slot.candidates) else None)
        return out
