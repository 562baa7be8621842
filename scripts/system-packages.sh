#!/usr/bin/env bash
# The first step of `npm test` (and so of .ci/run): the browsers, nginx and the headless screen
# the end-to-end tests drive are Debian packages, not npm's (docs/decisions/0013). As root it
# installs the missing ones with apt; otherwise it stops at once with the one command that does,
# instead of letting Playwright fail test by test.
set -euo pipefail

missing=()
need() { # need <package> <program or path>, where a set variable names another program
  if [ -n "${3:-}" ] || command -v "$2" >/dev/null 2>&1 || [ -x "$2" ]; then return; fi
  missing+=("$1")
}
need chromium-headless-shell chromium-headless-shell "${CHROMIUM_PATH:-}"
need nginx-light /usr/sbin/nginx
need firefox-esr firefox-esr "${FIREFOX_PATH:-}"
need webkit2gtk-driver WebKitWebDriver "${WEBKIT_WEBDRIVER_PATH:-}"
need xvfb Xvfb
need matchbox-window-manager matchbox-window-manager
[ "${#missing[@]}" -eq 0 ] && exit 0

install="apt-get install -y --no-install-recommends ${missing[*]}"
if [ "$(id -u)" -ne 0 ]; then
  echo "The end-to-end tests need Debian packages this machine lacks; install them, then run npm test again:" >&2
  echo "  sudo apt-get update && sudo $install" >&2
  exit 1
fi
echo "Installing: ${missing[*]}"
apt-get update -qq
DEBIAN_FRONTEND=noninteractive $install -qq >/dev/null
