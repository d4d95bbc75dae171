#!/usr/bin/env bash
# The whole test suite on a fresh Debian/Ubuntu machine, as CI runs it (.ci/run calls this):
# installs what is missing (scripts/setup.sh), then `npm test` (types, lint, format, build,
# vitest with a real keychain, Playwright end-to-end).
set -euo pipefail
cd "$(dirname "$0")/.."
# shellcheck source=scripts/setup.sh
. scripts/setup.sh
setup_say "npm test"
exec npm test
