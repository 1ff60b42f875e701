"""The bot interface and the random bot every game gets for free."""

from __future__ import annotations

from typing import Any

from ..api import Action, Rules, concretise
from ..rng import Rng


class Bot:
    """A computer player. Bots keep their own RNG so that they never disturb
    the game's, and a game replays from its action log alone.

    A bot should base its choice only on what `rules.observation(state,
    player)` shows; heuristic bots read the state for speed but must not use
    hidden facts (deck order, other hands).
    """

    name = "bot"

    def __init__(self, seed: int = 0) -> None:
        self.rng = Rng.from_seed(seed)

    def choose(self, rules: Rules, state: Any, player: int) -> Action:
        raise NotImplementedError

    def act_out_of_turn(self, rules: Rules, state: Any, player: int) -> Action | None:
        """An action for `player` in a window open to it while the table waits for another
        seat (a share trade through the player on an Exchange), or None to let it go by.
        The table asks once at each point of the game; by default a bot lets every window go."""
        return None


class RandomBot(Bot):
    """Picks uniformly among the seat's legal actions; a template takes a uniform pick."""

    name = "random"

    def choose(self, rules: Rules, state: Any, player: int) -> Action:
        legal = rules.legal_actions(state, player)
        if not legal:
            raise RuntimeError("no legal action to choose from")
        return concretise(self.rng.choice(legal), self.rng)
