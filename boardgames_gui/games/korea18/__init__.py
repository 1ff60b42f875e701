"""18Korea (game id "18korea"): the model, built in pieces; not registered yet (issue 13)."""
