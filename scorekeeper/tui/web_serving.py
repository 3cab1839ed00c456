"""Key w: the web face started and stopped from the TUI, off the UI thread.

Starting waits for the server to listen (a second or so), so it runs in a thread worker;
the link and its QR code are shown once it serves. The app stops it as it closes, so no
server outlives the TUI that started it.
"""

from __future__ import annotations

from textual.app import App

from scorekeeper.present.language import _
from scorekeeper.store.errors import StorageError
from scorekeeper.tui.ledger_app import LedgerApp
from scorekeeper.tui.web_face import WebFace


def web_face_of(app: LedgerApp) -> WebFace:
    if app.web_face is None:
        app.web_face = WebFace(str(app.ledger.db.target))
    return app.web_face


def toggle_web_face(app: LedgerApp) -> None:
    face = web_face_of(app)
    if face.running:
        face.stop()
        app.notify(
            _("The web face is stopped; the phones' pages stop following."), title=_("Web face")
        )
        return
    app.notify(_("Starting the web face…"), title=_("Web face"), timeout=3)
    app.run_worker(lambda: _start(app, face), thread=True, exclusive=True, group="web-face")


def _start(app: App, face: WebFace) -> None:
    try:
        face.start()
    except StorageError as error:
        app.call_from_thread(
            app.notify, str(error), title="Web face not started", severity="error", markup=False
        )
        return
    app.call_from_thread(show_web_face, app, face)


def show_web_face(app: App, face: WebFace) -> None:
    from scorekeeper.tui.dialogs.web_face import WebFaceDialog

    def answered(stop: bool | None) -> None:
        if stop:
            face.stop()
            app.notify(_("The web face is stopped."), title=_("Web face"))

    app.push_screen(WebFaceDialog(face.url, face.view_url), answered)


def stop_web_face(app: LedgerApp) -> None:
    if app.web_face is not None:
        app.web_face.stop()
