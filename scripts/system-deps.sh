#!/usr/bin/env bash
# Installs what Cardroom needs on Debian/Ubuntu when it is missing; quiet when all is there.
#   scripts/system-deps.sh build   what `make run` needs: compilers, WebKitGTK, Node, Rust
#   scripts/system-deps.sh test    that, plus Xvfb, WebKitWebDriver, Chromium and PostgreSQL for the tests
set -euo pipefail

optional=()
want=(libwebkit2gtk-4.1-dev build-essential curl wget file libxdo-dev libssl-dev
      libayatana-appindicator3-dev librsvg2-dev pkg-config)
if [ "${1:-build}" = "test" ]; then
  # postgresql: the tests start a server of their own (a room on several machines).
  # poppler-utils, unzip, libreoffice-calc-nogui: the PDF and .xlsx files read back as a
  # reader and an accountant's spreadsheet read them. xdotool: the real-window tests answer
  # the native save dialog with it. lintian: Debian's checks of the package.
  want+=(xvfb xauth webkit2gtk-driver dbus-x11 at-spi2-core fonts-dejavu-core chromium postgresql openssl
        poppler-utils unzip libreoffice-calc-nogui xdotool lintian)
  # Chromium's headless shell, where the distribution packages it (Debian does; Ubuntu's
  # Chromium is a snap): the browser tests' Chromium, the same engine in three quarters of the
  # processor time (ui/e2e/harness.mjs falls back to `chromium` without it). Asked of apt
  # once its package lists are read (below).
  optional=(chromium-headless-shell)
fi

installed() { dpkg-query -W -f='${Status}' "$1" 2>/dev/null | grep -q "install ok installed"; }
missing=()
for pkg in "${want[@]}"; do
  installed "$pkg" || missing+=("$pkg")
done
# What apt offers of the optional packages not installed (after `apt-get update` when it runs).
offered() {
  local pkg
  for pkg in "${optional[@]}"; do
    installed "$pkg" || ! apt-cache show "$pkg" >/dev/null 2>&1 || missing+=("$pkg")
  done
}
sudo=""
[ "$(id -u)" -eq 0 ] || sudo="sudo"
if [ "${#missing[@]}" -gt 0 ]; then
  if ! command -v apt-get >/dev/null; then
    echo "Cardroom's setup needs apt-get (Debian/Ubuntu). Install these yourself: ${missing[*]}" >&2
    exit 1
  fi
  $sudo apt-get update -qq
fi
command -v apt-cache >/dev/null && offered
if [ "${#missing[@]}" -gt 0 ]; then
  echo "Installing system packages: ${missing[*]}"
  DEBIAN_FRONTEND=noninteractive $sudo apt-get install -y -qq --no-install-recommends "${missing[@]}" >/dev/null
fi

if ! command -v node >/dev/null || ! node -e 'const [a,b]=process.versions.node.split(".").map(Number); process.exit(a>20||(a===20&&b>=19)?0:1)'; then
  echo "Cardroom's UI build needs Node.js 20.19 or newer (with npm); found: $(node --version 2>/dev/null || echo none)." >&2
  echo "Install it from your distribution or nodejs.org, then run make again." >&2
  exit 1
fi

if ! command -v cargo >/dev/null; then
  echo "Installing the Rust toolchain with rustup"
  curl --proto '=https' --tlsv1.2 -sSf https://sh.rustup.rs | sh -s -- -y --profile minimal
  # shellcheck disable=SC1091
  . "$HOME/.cargo/env"
fi
if command -v rustup >/dev/null; then
  for component in rustfmt clippy; do
    rustup component list --installed 2>/dev/null | grep -q "^$component" || rustup component add "$component"
  done
fi
