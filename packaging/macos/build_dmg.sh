#!/usr/bin/env bash
# Wrap the PyInstaller app bundle (dist/BoardGames.app) in a compressed disk image with an
# /Applications link, signing and notarising on the way when the secrets are there.
#
#   python3 -m PyInstaller --noconfirm --clean packaging/boardgames.spec   # dist/BoardGames.app
#   packaging/macos/build_dmg.sh          # dist/Boardgames-<version>-macos-<arch>.dmg
#
# One dmg per architecture: the app is built for the machine's own (`uname -m`: arm64 on Apple
# silicon, x86_64 on Intel), because shapely and numpy have no universal2 wheels.
# Names and version come from pyproject.toml (packaging/metadata.py).
#
# Environment (all optional; without them the dmg holds PyInstaller's ad-hoc-signed app, which
# Gatekeeper makes players open with right-click > Open):
#   CODESIGN_IDENTITY   "Developer ID Application: Name (TEAMID)": sign every Mach-O inside-out,
#                       then the bundle, with the hardened runtime, a timestamp and
#                       packaging/macos/entitlements.plist; then the dmg
#   NOTARY_PROFILE      a keychain profile made by `xcrun notarytool store-credentials`, or
#   APPLE_ID, APPLE_TEAM_ID, APPLE_APP_PASSWORD   the same three given directly:
#                       submit the dmg to Apple's notary service, wait, staple the ticket
set -euo pipefail

cd "$(dirname "$0")/../.."
meta() { python3 packaging/metadata.py "$1"; }
VERSION="$(meta version)"
NAME="$(meta executable)"
ARCH="$(uname -m)"
APP="dist/${NAME}.app"
DMG="dist/$(meta artifact_name)-${VERSION}-macos-${ARCH}.dmg"
VOLUME="$(meta display_name) ${VERSION}"
ENTITLEMENTS="packaging/macos/entitlements.plist"

[ "$(uname)" = "Darwin" ] || { echo "hdiutil and codesign exist only on macOS" >&2; exit 1; }
[ -d "$APP" ] || { echo "missing $APP: run python3 -m PyInstaller packaging/boardgames.spec first" >&2; exit 1; }
# the app must be of the architecture the dmg is named after
lipo -archs "$APP/Contents/MacOS/$NAME" | grep -qw "$ARCH" || {
    echo "$APP is not built for $ARCH" >&2
    exit 1
}

sign() {
    codesign --force --timestamp --options runtime --entitlements "$ENTITLEMENTS" \
        --sign "$CODESIGN_IDENTITY" "$@"
}

if [ -n "${CODESIGN_IDENTITY:-}" ]; then
    echo "signing with $CODESIGN_IDENTITY"
    # inside-out: every dylib/.so/executable first, then each framework, the bundle last
    # (one --deep pass on the bundle is what notarisation most often rejects for Qt's frameworks)
    find "$APP/Contents" -type f \( -name "*.dylib" -o -name "*.so" -o -perm -u+x \) -print0 |
        while IFS= read -r -d '' f; do
            if file "$f" | grep -q "Mach-O"; then sign "$f"; fi
        done
    find "$APP/Contents" -type d -name "*.framework" -prune -print0 |
        while IFS= read -r -d '' fw; do sign "$fw"; done
    sign "$APP"
    codesign --verify --strict --verbose=2 "$APP"
fi

STAGING="$(mktemp -d)"
trap 'rm -rf "$STAGING"' EXIT
cp -R "$APP" "$STAGING/"
ln -s /Applications "$STAGING/Applications"
cp boardgames_gui/fonts/OFL.txt "$STAGING/NanumGothic-OFL.txt"

rm -f "$DMG"
# hdiutil fails at random on CI runners while XProtect scans the image: retry
for attempt in $(seq 1 10); do
    if hdiutil create -volname "$VOLUME" -srcfolder "$STAGING" -fs HFS+ -format UDZO -ov "$DMG"; then
        break
    fi
    [ "$attempt" -lt 10 ] || exit 1
    echo "hdiutil failed (attempt $attempt), retrying in 5 s" >&2
    sleep 5
done

if [ -n "${CODESIGN_IDENTITY:-}" ]; then
    codesign --force --timestamp --sign "$CODESIGN_IDENTITY" "$DMG"
fi
notary=()
if [ -n "${NOTARY_PROFILE:-}" ]; then
    notary=(--keychain-profile "$NOTARY_PROFILE")
elif [ -n "${APPLE_ID:-}" ] && [ -n "${APPLE_TEAM_ID:-}" ] && [ -n "${APPLE_APP_PASSWORD:-}" ]; then
    notary=(--apple-id "$APPLE_ID" --team-id "$APPLE_TEAM_ID" --password "$APPLE_APP_PASSWORD")
fi
if [ "${#notary[@]}" -gt 0 ]; then
    [ -n "${CODESIGN_IDENTITY:-}" ] || { echo "notarising needs CODESIGN_IDENTITY too" >&2; exit 1; }
    xcrun notarytool submit "$DMG" "${notary[@]}" --wait --output-format json | tee "$STAGING/notary.json"
    grep -q '"status" *: *"Accepted"' "$STAGING/notary.json" || { echo "notarisation was not accepted" >&2; exit 1; }
    xcrun stapler staple "$DMG"
    xcrun stapler validate "$DMG"
fi
echo "$DMG"
