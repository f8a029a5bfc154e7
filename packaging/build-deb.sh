#!/usr/bin/env bash
# Build a Debian/Ubuntu package (.deb) of Botifarra from the PyInstaller bundle.
#
#   bash packaging/build-deb.sh                 build the bundle, then the package
#   bash packaging/build-deb.sh --bundle DIR    package an existing bundle (the folder holding
#                                               the `botifarra` program, e.g. packaging/out/dist/botifarra)
#
# The release packages the very bundle its smoke test ran (--bundle); without it the bundle is built here.
# Writes packaging/out/botifarra_<version>-1_<arch>.deb (arch as dpkg names it: amd64, arm64)
# and prints its path.  Installs as (Debian policy 11.11: a game's program is in /usr/games):
#   /usr/lib/botifarra/                         the bundle, without the build machine's library
#                                               search paths (packaging/linux/rpath.py)
#   /usr/games/botifarra                        the launcher
#   /usr/games/botifarra-join                   the launcher of botifarra-join (a computer player for a
#                                               LAN table; the bundle's second program)
#   /usr/share/applications/cat.botifarra.Desktop.desktop      menu entry (Exec=/usr/games/botifarra)
#   /usr/share/metainfo/cat.botifarra.Desktop.metainfo.xml     AppStream metadata
#   /usr/share/icons/hicolor/<size>/apps/cat.botifarra.Desktop.png, scalable/...svg
#   /usr/share/man/man6/botifarra.6.gz, botifarra-join.6.gz   manual pages
#   /usr/share/doc/botifarra/copyright, changelog.Debian.gz   (packaging/linux/debian.py)
# Needs dpkg-deb (Debian/Ubuntu: package dpkg) and, to build the bundle, PyInstaller.
# tests/packaging/test_packaging_deb.py runs lintian on the result (LINTIAN_ALLOWED there says why
# each remaining tag cannot be fixed in a bundled app).
set -euo pipefail
cd "$(dirname "$0")/.."
ROOT=$PWD
PY=${PYTHON:-$(command -v python3)}
[ -x .venv/bin/python ] && [ -z "${PYTHON:-}" ] && PY=.venv/bin/python

BUNDLE=
while [ $# -gt 0 ]; do
  case "$1" in
    --bundle) BUNDLE=${2:?--bundle needs a folder}; shift 2 ;;
    *) echo "build-deb.sh: unknown argument '$1' (see the comment at the top of this script)" >&2; exit 2 ;;
  esac
done
command -v dpkg-deb >/dev/null || { echo "dpkg-deb is needed (Debian/Ubuntu package: dpkg)" >&2; exit 1; }

VERSION=$("$PY" -c 'import botifarra_desktop; print(botifarra_desktop.__version__)')
if command -v dpkg >/dev/null; then
  ARCH=$(dpkg --print-architecture)
else
  case "$(uname -m)" in x86_64) ARCH=amd64 ;; aarch64) ARCH=arm64 ;; *) ARCH=$(uname -m) ;; esac
fi
OUT=$ROOT/packaging/out
DEBVERSION=$VERSION-1
DEB=$OUT/botifarra_${DEBVERSION}_${ARCH}.deb
mkdir -p "$OUT"
export QT_QPA_PLATFORM=offscreen

if [ -z "$BUNDLE" ]; then
  if ! "$PY" -m PyInstaller --version >/dev/null 2>&1; then
    echo "PyInstaller is not installed for $PY; install it with: $PY -m pip install -e '.[packaging]'" >&2
    exit 1
  fi
  rm -rf "$OUT/build" "$OUT/dist"
  "$PY" -m PyInstaller --noconfirm --clean --log-level WARN \
    --distpath "$OUT/dist" --workpath "$OUT/build" packaging/botifarra.spec
  BUNDLE=$OUT/dist/botifarra
fi
BUNDLE=$(cd "$BUNDLE" && pwd)
[ -x "$BUNDLE/botifarra" ] || { echo "no botifarra program in $BUNDLE" >&2; exit 1; }
[ -x "$BUNDLE/botifarra-join" ] || { echo "no botifarra-join program in $BUNDLE: rebuild it" >&2; exit 1; }
got=$("$BUNDLE/botifarra" --version)
case "$got" in
  *"$VERSION"*) ;;
  *) echo "the bundle in $BUNDLE is version '$got', the source is $VERSION: rebuild it" >&2; exit 1 ;;
esac

STAGE=$OUT/deb-root
rm -rf "$STAGE"
mkdir -p "$STAGE/DEBIAN" "$STAGE/usr/lib" "$STAGE/usr/games" "$STAGE/usr/share/applications" \
  "$STAGE/usr/share/metainfo" "$STAGE/usr/share/icons/hicolor/scalable/apps" "$STAGE/usr/share/doc/botifarra" \
  "$STAGE/usr/share/man/man6"
cp -a "$BUNDLE" "$STAGE/usr/lib/botifarra"
"$PY" packaging/linux/rpath.py "$STAGE/usr/lib/botifarra" | tail -n 1
for program in botifarra botifarra-join; do
  # Botifarra's bundle lives in ../lib/botifarra (from /usr/games: /usr/lib/botifarra) and finds its
  # libraries next to itself; found from the script's own place, so it also runs from an unpacked root.
  cat > "$STAGE/usr/games/$program" <<EOF
#!/bin/sh
here=\$(dirname "\$(readlink -f "\$0")")
exec "\$here/../lib/botifarra/$program" "\$@"
EOF
  chmod 755 "$STAGE/usr/games/$program"
  gzip -9n < "packaging/linux/$program.6" > "$STAGE/usr/share/man/man6/$program.6.gz"
done
# /usr/games is not on every PATH (root's, some sessions'): the menu entry names the program in full.
sed 's|^Exec=botifarra$|Exec=/usr/games/botifarra|' packaging/linux/cat.botifarra.Desktop.desktop \
  > "$STAGE/usr/share/applications/cat.botifarra.Desktop.desktop"
grep -qx 'Exec=/usr/games/botifarra' "$STAGE/usr/share/applications/cat.botifarra.Desktop.desktop"
cp packaging/linux/cat.botifarra.Desktop.metainfo.xml "$STAGE/usr/share/metainfo/"
"$PY" packaging/make_icons.py "$OUT/icons" >/dev/null
cp -a "$OUT/icons/hicolor" "$STAGE/usr/share/icons/"
cp resources/icons/botifarra.svg "$STAGE/usr/share/icons/hicolor/scalable/apps/cat.botifarra.Desktop.svg"
"$PY" packaging/linux/debian.py "$STAGE" "$DEBVERSION"

# Owners root, nothing writable by others, programs and libraries executable.
find "$STAGE" -type d -exec chmod 755 {} +
find "$STAGE/usr/share" -type f -exec chmod 644 {} +
chmod -R go-w "$STAGE/usr/lib/botifarra"
# shared libraries and Python's extension modules are loaded, never run: not executable (policy 8.1)
find "$STAGE/usr/lib/botifarra" -type f \( -name '*.so' -o -name '*.so.*' \) -exec chmod 644 {} +

# What the bundle needs from the system: the libraries its files link to that PyInstaller leaves
# out on purpose (C library, EGL/GL, DRM, xcb, Wayland), and the ones it carries but that need
# the system's data (fontconfig's configuration and fonts) or that a desktop expects shared
# (X11/xcb, xkbcommon, glib, dbus). Qt's xcb platform needs libxcb-cursor0. Alternatives cover
# Debian 12 / Ubuntu 22.04 and the t64 renames of Ubuntu 24.04 / Debian 13. (Qt's GTK 3 theme
# plugin is loaded only on GTK desktops, which have GTK 3.)
GLIBC=$(getconf GNU_LIBC_VERSION 2>/dev/null | grep -oE '[0-9]+\.[0-9]+' || true)
GLIBC=${GLIBC:-2.31}
DEPENDS="libc6 (>= $GLIBC), libegl1, libgl1, libdrm2, libxcb-cursor0, libxcb1, libx11-6, libx11-xcb1,
 libxcb-icccm4, libxcb-image0, libxcb-keysyms1, libxcb-randr0, libxcb-render0, libxcb-render-util0,
 libxcb-shape0, libxcb-shm0, libxcb-sync1, libxcb-xfixes0, libxcb-xkb1, libxcb-util1 | libxcb-util0,
 libxkbcommon0, libxkbcommon-x11-0, libwayland-client0, libwayland-cursor0, libwayland-egl1,
 libfontconfig1, libfreetype6, libglib2.0-0t64 | libglib2.0-0, libdbus-1-3"
DEPENDS=$(echo "$DEPENDS" | tr -s ' \n' ' ' | sed 's/ *$//')
SIZE_KB=$(du -sk "$STAGE/usr" | cut -f1)
cat > "$STAGE/DEBIAN/control" <<EOF
Package: botifarra
Version: $DEBVERSION
Architecture: $ARCH
Maintainer: Botifarra Desktop <botifarra@users.noreply.github.com>
Installed-Size: $SIZE_KB
Depends: $DEPENDS
Section: games
Priority: optional
Description: Catalan card game botifarra, offline and on the local network
 Botifarra for four players in two pairs with the 48-card Spanish deck:
 trumps or botifarra, contro, recontro and Sant Vicenç, and the obligations
 to follow, beat and trump. Play against computer players at three levels,
 practise the rules, or host a table for friends on the same network. Also
 the other ways to play: four or three players on their own, rector i vicari
 and two players.
EOF
(cd "$STAGE" && find usr -type f -print0 | LC_ALL=C sort -z | xargs -0 md5sum) > "$STAGE/DEBIAN/md5sums"
chmod 644 "$STAGE/DEBIAN/control" "$STAGE/DEBIAN/md5sums"

rm -f "$DEB"
dpkg-deb --root-owner-group -Zxz --build "$STAGE" "$DEB" >/dev/null
rm -rf "$STAGE"
echo "package: $DEB ($(du -sm "$DEB" | cut -f1) MB)"
