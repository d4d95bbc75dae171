#!/usr/bin/env bash
# Runs a command with a real, unlocked Secret Service (gnome-keyring) on a private D-Bus
# session, so the keychain vault is tested against the real OS keychain on headless Linux.
set -euo pipefail
if [ -n "${IC_KEYRING_READY:-}" ] || ! command -v dbus-run-session >/dev/null || ! command -v gnome-keyring-daemon >/dev/null; then
  exec "$@"
fi
export IC_KEYRING_READY=1
# The keyring's password only protects this throwaway session's login keyring.
exec dbus-run-session -- bash -c 'printf "ci-keyring" | gnome-keyring-daemon --unlock --components=secrets >/dev/null; exec "$@"' bash "$@"
