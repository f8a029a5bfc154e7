#!/usr/bin/env bash
# Build Botifarra.app with PyInstaller and wrap it in a compressed disk image (macOS only).
#   bash packaging/macos/build-dmg.sh        (inside the build environment, or PYTHON=...)
# The app is built for the Mac's own architecture (arm64 on Apple silicon, x86_64 on Intel):
# packaging/out/botifarra-<version>-macos-<arch>.dmg.  Checks that Info.plist's minimum macOS
# covers every bundled binary (packaging/macos/minos.py).
set -euo pipefail
cd "$(dirname "$0")/../.."
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

STAGE=$(mktemp -d)
trap 'rm -rf "$STAGE"' EXIT
cp -R "$APP" "$STAGE/"
ln -s /Applications "$STAGE/Applications"
DMG="$OUT/botifarra-$VERSION-macos-$ARCH.dmg"
rm -f "$DMG"
# hdiutil on hosted runners fails now and then with "Resource busy": try again a few times.
for attempt in 1 2 3 4 5; do
  if hdiutil create -volname "Botifarra $VERSION" -srcfolder "$STAGE" -ov -format UDZO "$DMG"; then
    break
  fi
  if [ "$attempt" = 5 ]; then
    echo "hdiutil create failed 5 times" >&2
    exit 1
  fi
  echo "hdiutil create failed (attempt $attempt), trying again in $((attempt * 5)) s" >&2
  sleep $((attempt * 5))
done
hdiutil verify "$DMG"
echo "disk image: $DMG ($(du -sh "$DMG" | cut -f1))"
