"""Modal dialogs: each ``dismiss()``es its answer."""
