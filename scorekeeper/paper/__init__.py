"""The evening on paper: the PDF report of a session and the blank score sheet.

A face-level package beside ``present/``: it reads the ledger's shapes and draws them
with fpdf2, which nothing else imports (the faces import this package inside the
function that prints, so no other command pays for fpdf2 at start-up).
"""
