#!/usr/bin/env bash
# Make sure Debian's headless browser for the `browser` tests is installed: /usr/bin/chromium and
# /usr/bin/chromedriver (package chromium-driver, the driver built for that same chromium).
# Idempotent and quiet: does nothing when both are there; otherwise apt-get update + install.
set -euo pipefail
CHROMIUM=/usr/bin/chromium
DRIVER=/usr/bin/chromedriver

if [ -x "$CHROMIUM" ] && [ -x "$DRIVER" ]; then
  exit 0
fi
if ! command -v apt-get >/dev/null 2>&1; then
  echo "chromium: missing and no apt-get here; install chromium + chromium-driver by hand" >&2
  exit 1
fi
SUDO=()
if [ "$(id -u)" != "0" ]; then
  if command -v sudo >/dev/null 2>&1; then
    SUDO=(sudo -n)
  else
    echo "chromium: missing; run this script as root to install it" >&2
    exit 1
  fi
fi
echo "chromium: installing Debian's chromium and chromium-driver with apt-get" >&2
export DEBIAN_FRONTEND=noninteractive
"${SUDO[@]}" apt-get update -qq >&2
"${SUDO[@]}" apt-get install -y -qq --no-install-recommends chromium chromium-driver >/dev/null
[ -x "$CHROMIUM" ] && [ -x "$DRIVER" ] || { echo "chromium: install did not provide $CHROMIUM and $DRIVER" >&2; exit 1; }
