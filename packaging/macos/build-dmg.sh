#!/usr/bin/env bash
# Build Botifarra.app with PyInstaller and wrap it in a compressed disk image (macOS only).
#   bash packaging/macos/build-dmg.sh        (inside the build environment, or PYTHON=...)
# The app is built for the Mac's own architecture (arm64 on Apple silicon, x86_64 on Intel):
# packaging/out/botifarra-<version>-macos-<arch>.dmg.  Checks that Info.plist's minimum macOS
# covers every bundled binary (packaging/macos/minos.py), and that the app's (ad-hoc) signature is
# whole: a failed signing stops PyInstaller (by default it only warns, and players would be told
# the app is "damaged", with no "Open Anyway"), and codesign verifies the app before it is packed.
set -euo pipefail
cd "$(dirname "$0")/../.."
source packaging/macos/retry.sh
export PYINSTALLER_STRICT_BUNDLE_CODESIGN_ERROR=1 PYINSTALLER_VERIFY_BUNDLE_SIGNATURE=1
PY=${PYTHON:-python3}
VERSION=$("$PY" -c 'import botifarra_desktop; print(botifarra_desktop.__version__)')
ARCH=$(uname -m)
OUT=packaging/out
APP=$OUT/dist/Botifarra.app
"$PY" packaging/make_icons.py "$OUT/icons"
"$PY" -m PyInstaller --noconfirm --clean --log-level WARN \
  --distpath "$OUT/dist" --workpath "$OUT/build" packaging/botifarra.spec
"$PY" packaging/macos/minos.py "$APP" --check-plist "$APP/Contents/Info.plist"
got=$("$APP/Contents/MacOS/botifarra" --version)
case "$got" in
  *"$VERSION"*) ;;
  *) echo "the built app printed '$got' for --version, expected $VERSION" >&2; exit 1 ;;
esac
codesign --verify --deep --strict --verbose=2 "$APP"

STAGE=$(mktemp -d)
trap 'rm -rf "$STAGE"' EXIT
cp -R "$APP" "$STAGE/"
ln -s /Applications "$STAGE/Applications"
DMG="$OUT/botifarra-$VERSION-macos-$ARCH.dmg"
rm -f "$DMG"
retry 5 "hdiutil create" hdiutil create -volname "Botifarra $VERSION" -srcfolder "$STAGE" -ov -format UDZO "$DMG"
hdiutil verify "$DMG"
echo "disk image: $DMG ($(du -sh "$DMG" | cut -f1))"
