#!/usr/bin/env bash
# Makes sure Debian's Chromium is installed for the Playwright journeys (Playwright's own browser
# download cannot work here). Installs it when missing and we are root; otherwise says what to do.
set -euo pipefail
bin="${CHROMIUM_PATH:-/usr/bin/chromium}"
if [ -x "$bin" ]; then exit 0; fi
if [ "$(id -u)" = "0" ] && command -v apt-get >/dev/null; then
  echo "Chromium ontbreekt: installeren met apt-get…"
  apt-get update -qq
  DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium >/dev/null
else
  echo "Chromium ontbreekt. Installeer het met: sudo apt-get install -y chromium (of zet CHROMIUM_PATH)." >&2
  exit 1
fi
