#!/usr/bin/env bash
# `npm test`: unit and API tests (Vitest, real SQLite), then the user journeys (Playwright, Chromium).
set -euo pipefail
cd "$(dirname "$0")/.."
npx vitest run
bash scripts/e2e.sh
