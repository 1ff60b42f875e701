"""Qt-free core shared by all games: rules protocol, PRNG, matches, save files, bots."""
