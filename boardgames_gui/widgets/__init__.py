"""Qt pieces shared by the games: the game-view base, dice, theme, zoomable view."""
