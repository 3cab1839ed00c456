"""A session to and from its JSON export: the document, its checks, and the replay that
writes it back as the ledger itself would have."""
