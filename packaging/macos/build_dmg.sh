#!/usr/bin/env bash
# Wrap the PyInstaller app bundle (dist/BoardGames.app) in a compressed disk image with an
# /Applications link, optionally signing and notarizing on the way.
#
#   pyinstaller --noconfirm --clean packaging/boardgames.spec     # makes dist/BoardGames.app
#   packaging/macos/build_dmg.sh [VERSION]                        # makes dist/BoardGames-VERSION.dmg
#
# Environment (all optional; without them the dmg holds the ad-hoc-signed app):
#   CODESIGN_IDENTITY   "Developer ID Application: Name (TEAMID)": sign every Mach-O inside-out,
#                       then the bundle, with the hardened runtime and a timestamp
#   NOTARY_PROFILE      a keychain profile made with `xcrun notarytool store-credentials`:
#                       submit the dmg, wait, staple the ticket
set -euo pipefail

cd "$(dirname "$0")/../.."
VERSION="${1:-$(python3 -c 'import boardgames_gui; print(boardgames_gui.__version__)')}"
APP="dist/BoardGames.app"
DMG="dist/BoardGames-${VERSION}.dmg"
VOLUME="Board Games ${VERSION}"

[ -d "$APP" ] || { echo "missing $APP: run pyinstaller packaging/boardgames.spec first" >&2; exit 1; }
[ "$(uname)" = "Darwin" ] || { echo "hdiutil and codesign exist only on macOS" >&2; exit 1; }

if [ -n "${CODESIGN_IDENTITY:-}" ]; then
    echo "signing with $CODESIGN_IDENTITY"
    # inside-out: every dylib/.so/framework binary first, the main executable and bundle last
    # (one --deep pass on the bundle is what notarization most often rejects, qt.md 1.3)
    find "$APP/Contents" -type f \( -name "*.dylib" -o -name "*.so" -o -perm -u+x \) -print0 |
        while IFS= read -r -d '' f; do
            if file "$f" | grep -q "Mach-O"; then
                codesign --force --timestamp --options runtime --sign "$CODESIGN_IDENTITY" "$f"
            fi
        done
    # then each framework bundle as a whole (Qt ships its libraries as frameworks)
    find "$APP/Contents" -type d -name "*.framework" -prune -print0 |
        while IFS= read -r -d '' fw; do
            codesign --force --timestamp --options runtime --sign "$CODESIGN_IDENTITY" "$fw"
        done
    codesign --force --timestamp --options runtime --sign "$CODESIGN_IDENTITY" "$APP"
    codesign --verify --strict --verbose=2 "$APP"
fi

STAGING="$(mktemp -d)"
trap 'rm -rf "$STAGING"' EXIT
cp -R "$APP" "$STAGING/"
ln -s /Applications "$STAGING/Applications"
cp boardgames_gui/fonts/OFL.txt "$STAGING/NanumGothic-OFL.txt"

rm -f "$DMG"
# hdiutil fails at random on CI runners while XProtect scans the image (actions/runner-images#7522):
# retry instead of failing the release
for attempt in $(seq 1 10); do
    if hdiutil create -volname "$VOLUME" -srcfolder "$STAGING" -fs HFS+ -format UDZO -ov "$DMG"; then
        break
    fi
    echo "hdiutil failed (attempt $attempt), retrying in 5 s" >&2
    sleep 5
    [ "$attempt" -lt 10 ] || exit 1
done

if [ -n "${CODESIGN_IDENTITY:-}" ]; then
    codesign --force --timestamp --sign "$CODESIGN_IDENTITY" "$DMG"
fi
if [ -n "${NOTARY_PROFILE:-}" ]; then
    xcrun notarytool submit "$DMG" --keychain-profile "$NOTARY_PROFILE" --wait
    xcrun stapler staple "$DMG"
fi
echo "$DMG"
