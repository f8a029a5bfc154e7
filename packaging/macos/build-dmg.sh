#!/usr/bin/env bash
# Build Botifarra.app with PyInstaller and wrap it in a compressed disk image (macOS only).
#   bash packaging/macos/build-dmg.sh        (inside the project's virtualenv)
set -euo pipefail
cd "$(dirname "$0")/../.."
PY=${PYTHON:-python3}
VERSION=$("$PY" -c 'import botifarra_desktop; print(botifarra_desktop.__version__)')
OUT=packaging/out
"$PY" packaging/make_icons.py "$OUT/icons"
"$PY" -m PyInstaller --noconfirm --clean --distpath "$OUT/dist" --workpath "$OUT/build" packaging/botifarra.spec
"$OUT/dist/Botifarra.app/Contents/MacOS/botifarra" --version
STAGE=$(mktemp -d)
cp -R "$OUT/dist/Botifarra.app" "$STAGE/"
ln -s /Applications "$STAGE/Applications"
DMG="$OUT/botifarra-$VERSION-macos.dmg"
rm -f "$DMG"
hdiutil create -volname "Botifarra $VERSION" -srcfolder "$STAGE" -ov -format UDZO "$DMG"
rm -rf "$STAGE"
echo "disk image: $DMG ($(du -sh "$DMG" | cut -f1))"
