"""The sentences a record form says for one mistake, written once: the TUI's and the web's
tests both expect these very words, which is the point (one sentence per mistake)."""

NO_WINNER = "winner: who won? Exactly one player must be the winner"
NO_HAND = "hand: Bina needs hand points or a surrender status (every loser does)"
NOT_CARDS = (
    "hand: Chen: must be points 0–10000 (23 or 10+10+3) or cards such as K Q 7 "
    "(A 2–10 J Q K, a suit is ignored, JK or * a joker), got '1 K' ('1' is not a card)"
)
LONE_THREE = (
    "hand: Bina's hand: a lone 3 is the card 3 (5 points here) or 3 points, which no cards "
    "make; type 3h for the card or 5 for its points"
)
