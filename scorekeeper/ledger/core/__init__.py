"""What both the reads and the changes stand on: a session found and described, a game's
rows, the dealer's turn, carried payments, the standing of an ending or a pool."""
