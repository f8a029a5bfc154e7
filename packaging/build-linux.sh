#!/usr/bin/env bash
# Build the Linux bundle: a one-folder PyInstaller build in a tarball with a desktop
# entry, AppStream metainfo, icons and a per-user install script.
#
#   bash packaging/build-linux.sh            (inside the project's virtualenv, or PYTHON=...)
#
# Prints the bundle size and the start-up time of the built program, checks `--version`,
# and runs the smoke test every system's bundle gets (packaging/smoke.py: one hand offscreen,
# the frozen bot worker playing, the worker gone after the app).
set -euo pipefail
cd "$(dirname "$0")/.."
ROOT=$PWD
PY=${PYTHON:-$(command -v python3)}
[ -x .venv/bin/python ] && [ -z "${PYTHON:-}" ] && PY=.venv/bin/python

if ! "$PY" -m PyInstaller --version >/dev/null 2>&1; then
  echo "PyInstaller is not installed for $PY; install it with: $PY -m pip install -e '.[packaging]'" >&2
  exit 1
fi
VERSION=$("$PY" -c 'import botifarra_desktop; print(botifarra_desktop.__version__)')
ARCH=$(uname -m)
OUT=$ROOT/packaging/out
NAME=botifarra-$VERSION-linux-$ARCH
rm -rf "$OUT/build" "$OUT/dist" "$OUT/$NAME" "$OUT/$NAME.tar.gz"
mkdir -p "$OUT"

export QT_QPA_PLATFORM=offscreen
"$PY" packaging/make_icons.py "$OUT/icons"
"$PY" -m PyInstaller --noconfirm --clean --log-level WARN \
  --distpath "$OUT/dist" --workpath "$OUT/build" packaging/botifarra.spec
# Qt's xcb platform needs libxcb-cursor, which many desktops lack: the bundle carries the build
# machine's copy (PyInstaller collects it when it is installed), so players need not install it.
if [ ! -e "$OUT/dist/botifarra/_internal/libxcb-cursor.so.0" ]; then
  echo "the bundle lacks libxcb-cursor.so.0: install it on the build machine (Debian/Ubuntu: libxcb-cursor0)" >&2
  exit 1
fi

# Tarball layout: the bundle plus what a desktop needs to show it in its menus.
STAGE=$OUT/$NAME
mkdir -p "$STAGE/share/applications" "$STAGE/share/metainfo" "$STAGE/share/icons"
cp -a "$OUT/dist/botifarra" "$STAGE/botifarra"
cp packaging/linux/cat.botifarra.Desktop.desktop "$STAGE/share/applications/"
cp packaging/linux/cat.botifarra.Desktop.metainfo.xml "$STAGE/share/metainfo/"
cp -a "$OUT/icons/hicolor" "$STAGE/share/icons/"
cp packaging/linux/install.sh "$STAGE/install.sh"
chmod +x "$STAGE/install.sh"
tar -C "$OUT" -czf "$OUT/$NAME.tar.gz" "$NAME"

EXE=$OUT/dist/botifarra/botifarra
got=$("$EXE" --version)
case "$got" in
  *"$VERSION"*) ;;
  *) echo "the built program printed '$got' for --version, expected $VERSION" >&2; exit 1 ;;
esac
t0=$(date +%s%N)
"$EXE" --version >/dev/null
t1=$(date +%s%N)
"$PY" packaging/smoke.py "$EXE" --expect-version "$VERSION"
t2=$(date +%s%N)

bundle_mb=$(du -sm "$OUT/dist/botifarra" | cut -f1)
tar_mb=$(du -sm "$OUT/$NAME.tar.gz" | cut -f1)
echo "bundle: $OUT/dist/botifarra ($bundle_mb MB on disk)"
echo "tarball: $OUT/$NAME.tar.gz ($tar_mb MB)"
echo "start-up to exit, --version: $(( (t1 - t0) / 1000000 )) ms"
echo "smoke test (1 hand with hard bots, then a game killed midway; all checks): $(( (t2 - t1) / 1000000 )) ms"
