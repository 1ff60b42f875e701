"""The integer-state PRNG: deterministic, serialisable, unbiased enough, cheap to copy."""

from boardgames_gui.engine.rng import Rng


def test_same_seed_gives_the_same_sequence():
    a, b = Rng.from_seed(42), Rng.from_seed(42)
    assert [a.next_u64() for _ in range(20)] == [b.next_u64() for _ in range(20)]


def test_state_is_one_integer_that_round_trips():
    a = Rng.from_seed(7)
    a.die()
    b = Rng(a.state)
    assert isinstance(a.state, int)
    assert [a.die() for _ in range(30)] == [b.die() for _ in range(30)]


def test_copy_is_independent():
    a = Rng.from_seed(1)
    b = a.copy()
    a.next_u64()
    assert a != b
    assert b.copy() == b


def test_die_faces_are_all_reached_and_roughly_uniform():
    rng = Rng.from_seed(3)
    counts = [0] * 7
    for _ in range(6000):
        counts[rng.die()] += 1
    assert counts[0] == 0
    assert all(800 < c < 1200 for c in counts[1:])


def test_randint_includes_both_ends_and_shuffle_is_a_permutation():
    rng = Rng.from_seed(9)
    seen = {rng.randint(2, 4) for _ in range(200)}
    assert seen == {2, 3, 4}
    items = list(range(20))
    rng.shuffle(items)
    assert sorted(items) == list(range(20)) and items != list(range(20))


def test_neighbouring_seeds_are_decorrelated():
    firsts = {Rng.from_seed(s).die(6) for s in range(30)}
    assert len(firsts) >= 4


def plain_below(rng: Rng, n: int) -> int:
    """`Rng.below` read plainly: next_u64 modulo n, redrawn above the last whole multiple of n."""
    limit = (1 << 64) - (1 << 64) % n
    while True:
        x = rng.next_u64()
        if x < limit:
            return x % n


def test_below_draws_next_u64_and_rejects_the_biased_top():
    """below(n) is next_u64 modulo n, redrawing the values above the last whole multiple of n
    (checked against that plain reading, with an n where half the draws are redrawn)."""

    for n in (1, 2, 6, 7, 40, 1000, (1 << 63) + 1):
        fast, plain = Rng.from_seed(n), Rng.from_seed(n)
        assert [fast.below(n) for _ in range(200)] == [plain_below(plain, n) for _ in range(200)]
        assert fast == plain


def test_below_with_the_table_of_limits_equals_the_plain_reading_for_every_small_n():
    """below(n) takes its rejection limit from a table for small n: every n of the table, its
    edge and beyond it, from many states, gives the plain reading's draws and final state."""
    from boardgames_gui.engine import rng as rng_module

    table = rng_module._SMALL_LIMITS
    assert table[1:] == tuple((1 << 64) - (1 << 64) % n for n in range(1, len(table)))
    ns = [*range(1, len(table) + 3), 1 << 20, (1 << 62) + 3, (1 << 63) + 1, (1 << 64) - 1]
    for n in ns:
        for seed in (n, n * 7919 + 1):
            fast, plain = Rng.from_seed(seed), Rng.from_seed(seed)
            assert [fast.below(n) for _ in range(8)] == [plain_below(plain, n) for _ in range(8)], n
            assert fast == plain
