"""Saved games opened by double-click land in the app that is already running.

A double-click on a save starts `boardgames FILE` (Windows file association, the Linux
.desktop file). If the app is running already, that second process hands the file's path
to it over a local socket (a named pipe on Windows) and quits; the running window opens
the game as File > Open would. When no app answers, the second process opens its own window.

macOS starts an app bundle once and sends each double-clicked document to it as a
QFileOpenEvent instead (ui/fileopen.py).
"""

from __future__ import annotations

import getpass
import hashlib
import os

from PySide6.QtCore import QObject, Signal
from PySide6.QtNetwork import QLocalServer, QLocalSocket

#: tests name their own socket, so that they never reach a player's running app
NAME_ENV = "BOARDGAMES_INSTANCE_NAME"

#: how long the second process waits for the running app, in milliseconds: a running app
#: answers within a few ms; a hung one must not keep the player waiting long before a new window
CONNECT_MS = 500
ANSWER_MS = 3000

_OPEN = b"open "
_OK = b"ok\n"


def server_name() -> str:
    """One name per user (two people logged in to one computer each have their own app)."""
    override = os.environ.get(NAME_ENV)
    if override:
        return override
    try:
        user = getpass.getuser()
    except (KeyError, OSError):  # no user name in a bare container
        user = str(os.getuid()) if hasattr(os, "getuid") else "user"
    digest = hashlib.sha1(f"{user}|{os.path.expanduser('~')}".encode()).hexdigest()[:12]
    return f"boardgames-gui-{digest}"


def hand_to_running_app(path: str, name: str | None = None) -> bool:
    """Send `path` to the running app; True once it has answered that it took the file."""
    socket = QLocalSocket()
    socket.connectToServer(name or server_name())
    if not socket.waitForConnected(CONNECT_MS):
        return False
    socket.write(_OPEN + os.path.abspath(path).encode("utf-8") + b"\n")
    socket.flush()
    answered = False
    while not answered and socket.waitForReadyRead(ANSWER_MS):
        answered = socket.canReadLine() and bytes(socket.readLine().data()) == _OK
    socket.disconnectFromServer()
    return answered


class InstanceServer(QObject):
    """Listens for later launches; `openRequested(path)` for each file one hands over."""

    openRequested = Signal(str)

    def __init__(self, parent: QObject | None = None, name: str | None = None) -> None:
        super().__init__(parent)
        self.name = name or server_name()
        self.server = QLocalServer(self)
        self.server.setSocketOptions(QLocalServer.SocketOption.UserAccessOption)
        self.server.newConnection.connect(self._accept)

    def listen(self) -> bool:
        """Start listening; False when another app already listens (that one gets the files)."""
        # ask first: on Unix, a listen with socket options replaces a live app's socket file
        probe = QLocalSocket()
        probe.connectToServer(self.name)
        if probe.waitForConnected(CONNECT_MS):
            probe.disconnectFromServer()
            return False
        if self.server.listen(self.name):
            return True
        if self.server.serverError() != QLocalSocket.LocalSocketError.AddressInUseError:
            return False
        # a socket file left behind by an app that crashed: nobody answered on it
        QLocalServer.removeServer(self.name)
        return self.server.listen(self.name)

    def close(self) -> None:
        self.server.close()

    def _accept(self) -> None:
        while self.server.hasPendingConnections():
            socket = self.server.nextPendingConnection()
            socket.readyRead.connect(lambda s=socket: self._read(s))
            socket.disconnected.connect(socket.deleteLater)

    def _read(self, socket: QLocalSocket) -> None:
        while socket.canReadLine():
            line = bytes(socket.readLine().data()).rstrip(b"\n")
            if line.startswith(_OPEN):
                socket.write(_OK)
                socket.flush()
                self.openRequested.emit(line[len(_OPEN) :].decode("utf-8"))
