#!/bin/sh
# Desktop integration of the Linux one-folder build, for the current user only:
# a menu entry, the app icon, and saved games (*.bgsave) opening in the app by double-click.
#
#   ./install.sh              # run from the unpacked BoardGames folder (or give its path)
#   ./install.sh --uninstall  # take the entry, icon and file type away again
#
# Files go to $XDG_DATA_HOME (default ~/.local/share): applications/, mime/packages/,
# icons/hicolor/scalable/apps/. The app itself stays where it was unpacked.
set -eu

HERE="$(cd "$(dirname "$0")" && pwd)"
DATA="${XDG_DATA_HOME:-$HOME/.local/share}"
DESKTOP="$DATA/applications/boardgames-gui.desktop"
MIME="$DATA/mime/packages/boardgames-gui-mime.xml"
ICON="$DATA/icons/hicolor/scalable/apps/boardgames-gui.svg"

refresh() {
    # the desktop's caches; each tool is optional (a bare system has none of them)
    command -v update-mime-database >/dev/null 2>&1 && update-mime-database "$DATA/mime" || true
    command -v update-desktop-database >/dev/null 2>&1 && update-desktop-database "$DATA/applications" || true
    command -v gtk-update-icon-cache >/dev/null 2>&1 && gtk-update-icon-cache -q -t "$DATA/icons/hicolor" || true
}

if [ "${1:-}" = "--uninstall" ]; then
    rm -f "$DESKTOP" "$MIME" "$ICON"
    refresh
    echo "Board Games: menu entry and file type removed (the app folder and saved games are kept)"
    exit 0
fi

[ -x "$HERE/BoardGames" ] || { echo "no BoardGames executable beside $0" >&2; exit 1; }
mkdir -p "$(dirname "$DESKTOP")" "$(dirname "$MIME")" "$(dirname "$ICON")"
# the menu entry starts this folder's executable, with the double-clicked save as its argument
sed -e "s|^Exec=.*|Exec=\"$HERE/BoardGames\" %f|" -e "s|^TryExec=.*|TryExec=$HERE/BoardGames|" \
    "$HERE/boardgames-gui.desktop" >"$DESKTOP"
cp "$HERE/boardgames-gui-mime.xml" "$MIME"
cp "$HERE/boardgames-gui.svg" "$ICON"
refresh
echo "Board Games: menu entry in $DESKTOP; *.bgsave files open in the app"
