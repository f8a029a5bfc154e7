#!/usr/bin/env bash
# Install Botifarra for the current user (no root needed):
#   ./install.sh            install or update
#   ./install.sh --remove   uninstall
set -euo pipefail
HERE=$(cd "$(dirname "$0")" && pwd)
PREFIX=${PREFIX:-$HOME/.local}
APP=$PREFIX/opt/botifarra
if [ "${1:-}" = "--remove" ]; then
  rm -rf "$APP" "$PREFIX/bin/botifarra" "$PREFIX/share/applications/cat.botifarra.Desktop.desktop" \
    "$PREFIX/share/metainfo/cat.botifarra.Desktop.metainfo.xml"
  find "$PREFIX/share/icons/hicolor" -name cat.botifarra.Desktop.png -delete 2>/dev/null || true
  echo "Botifarra removed."
  exit 0
fi
mkdir -p "$PREFIX/opt" "$PREFIX/bin" "$PREFIX/share"
rm -rf "$APP"
cp -a "$HERE/botifarra" "$APP"
ln -sf "$APP/botifarra" "$PREFIX/bin/botifarra"
cp -a "$HERE/share/." "$PREFIX/share/"
command -v update-desktop-database >/dev/null 2>&1 && update-desktop-database "$PREFIX/share/applications" || true
echo "Botifarra installed: run 'botifarra' or find it in your applications menu."
echo "Qt needs the system library libxcb-cursor0 (Debian/Ubuntu: sudo apt install libxcb-cursor0)."
