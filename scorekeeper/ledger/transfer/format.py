"""What names a session export and its version: read by the exporter and the importer
alike, kept apart from both so that neither imports the other for it."""

FORMAT = "scorekeeper-session"
FORMAT_VERSION = 1
