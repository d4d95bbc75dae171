#!/usr/bin/env bash
# The product on a fresh Debian/Ubuntu machine: installs what is missing (scripts/setup.sh),
# builds, then starts the headless service (`npm run serve`) on the default data directory,
# or on IC_DATA_DIR / IC_PORT / the flags passed through: scripts/run.sh --port 9000.
set -euo pipefail
cd "$(dirname "$0")/.."
# shellcheck source=scripts/setup.sh
. scripts/setup.sh
setup_say "npm run serve (builds the service, then listens; Ctrl-C stops it)"
exec npm run --silent serve -- "$@"
