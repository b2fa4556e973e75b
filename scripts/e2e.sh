#!/usr/bin/env bash
# The Playwright journeys against the real built server in Debian's Chromium.
set -euo pipefail
cd "$(dirname "$0")/.."
bash scripts/ensure-chromium.sh
npx vite build --logLevel warn
npx playwright test "$@"
