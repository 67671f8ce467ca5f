#!/usr/bin/env bash
# Installs the Firebase CLI (for its Auth emulator) into <repo>/.cache/firebase-tools when missing.
# It is NOT a package.json dependency on purpose: it takes minutes to install and only the
# Google sign-in browser test needs it. Idempotent: does nothing when the pinned version is there.
# Prints the path of the `firebase` binary on its last line.
set -euo pipefail

FIREBASE_TOOLS_VERSION="${FIREBASE_TOOLS_VERSION:-15.34.2}" # engines: node >=20
REPO_ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/../.." && pwd)"
PREFIX="${FIREBASE_TOOLS_PREFIX:-$REPO_ROOT/.cache/firebase-tools}"
BIN="$PREFIX/node_modules/.bin/firebase"
INSTALLED_PKG="$PREFIX/node_modules/firebase-tools/package.json"

installed_version() {
  [ -f "$INSTALLED_PKG" ] && node -p "require(process.argv[1]).version" "$INSTALLED_PKG" 2>/dev/null || true
}

if [ -x "$BIN" ] && [ "$(installed_version)" = "$FIREBASE_TOOLS_VERSION" ]; then
  echo "$BIN"
  exit 0
fi

mkdir -p "$PREFIX"
# A private package.json keeps npm from treating the prefix as part of the workspace tree.
[ -f "$PREFIX/package.json" ] || echo '{"name":"firebase-tools-cache","private":true}' > "$PREFIX/package.json"
echo "Installing firebase-tools@$FIREBASE_TOOLS_VERSION into $PREFIX (takes a few minutes)..." >&2
# --ignore-scripts: the only install script that matters is re2's, a native regex module that
# compiles for minutes on a small machine; it is optional (superstatic falls back to RegExp) and
# the Auth emulator does not use it.
npm install --prefix "$PREFIX" --no-audit --no-fund --loglevel=error --ignore-scripts \
  --no-workspaces "firebase-tools@$FIREBASE_TOOLS_VERSION" >&2
[ -x "$BIN" ] || { echo "firebase-tools install failed: $BIN missing" >&2; exit 1; }
echo "$BIN"
