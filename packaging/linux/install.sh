#!/usr/bin/env bash
# Install Botifarra for the current user (no root needed):
#   ./install.sh            install or update
#   ./install.sh --remove   uninstall
# PREFIX (default ~/.local) chooses where: PREFIX/opt/botifarra, PREFIX/bin/botifarra (and
# botifarra-join, the command that seats a computer player at a LAN table), PREFIX/share.
# The menu entry names PREFIX/bin/botifarra in full: a session whose PATH lacks ~/.local/bin (it is
# added at login, once the folder exists) still starts the game from the menu.
set -euo pipefail
HERE=$(cd "$(dirname "$0")" && pwd)
PREFIX=${PREFIX:-$HOME/.local}
mkdir -p "$PREFIX"
PREFIX=$(cd "$PREFIX" && pwd)
APP=$PREFIX/opt/botifarra
ENTRY=$PREFIX/share/applications/cat.botifarra.Desktop.desktop
if [ "${1:-}" = "--remove" ]; then
  rm -rf "$APP" "$PREFIX/bin/botifarra" "$PREFIX/bin/botifarra-join" "$ENTRY" "$PREFIX/share/metainfo/cat.botifarra.Desktop.metainfo.xml"
  find "$PREFIX/share/icons/hicolor" -name cat.botifarra.Desktop.png -delete 2>/dev/null || true
  echo "Botifarra removed."
  exit 0
fi

# The Exec value for a program path (Desktop Entry spec, "The Exec key"): %% for %, the path in
# double quotes with \ " ` $ escaped when it holds a reserved character, then every \ doubled
# (the escaping of any string value in the file).
exec_value() {
  local p=${1//%/%%}
  case "$p" in
    *[[:space:]\"\'\\\>\<~\|\&\;\$\*\?\#\(\)\`]*)
      p=${p//\\/\\\\}
      p=${p//\"/\\\"}
      p=${p//\`/\\\`}
      p=${p//\$/\\\$}
      p="\"$p\""
      ;;
  esac
  printf '%s' "${p//\\/\\\\}"
}

mkdir -p "$PREFIX/opt" "$PREFIX/bin" "$PREFIX/share"
rm -rf "$APP"
cp -a "$HERE/botifarra" "$APP"
ln -sf "$APP/botifarra" "$PREFIX/bin/botifarra"
ln -sf "$APP/botifarra-join" "$PREFIX/bin/botifarra-join"
cp -a "$HERE/share/." "$PREFIX/share/"
exec_line="Exec=$(exec_value "$PREFIX/bin/botifarra")"
while IFS= read -r line || [ -n "$line" ]; do
  case "$line" in
    Exec=*) printf '%s\n' "$exec_line" ;;
    *) printf '%s\n' "$line" ;;
  esac
done < "$HERE/share/applications/cat.botifarra.Desktop.desktop" > "$ENTRY"
command -v update-desktop-database >/dev/null 2>&1 && update-desktop-database "$PREFIX/share/applications" || true
echo "Botifarra installed: find it in your applications menu, or run $PREFIX/bin/botifarra."
