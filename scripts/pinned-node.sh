#!/usr/bin/env bash
# The project's Node, whatever the machine has (docs/decisions/0014-runtime-and-upkeep.md).
#
# The major named in .node-version (read by Cloudflare Pages and actions/setup-node too) is the
# only Node the project runs on. When the Node first on PATH is another major, this installs the
# newest release of the pinned major from the npm registry (the `node` package ships Node's
# official binary) into a cache outside the repository and puts it first on PATH. The cache is
# refreshed once a week, so security releases of the major arrive by themselves.
#
#   . scripts/pinned-node.sh            # in a script or shell: it now runs the pinned Node
#   scripts/pinned-node.sh npm test     # one command on the pinned Node
#
# NODE_CACHE_DIR moves the cache (default: ~/.cache/montgomery-tax-site).

use_pinned_node() {
  local root major current dir stamp
  root="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
  major="$(tr -d '[:space:]v' < "$root/.node-version")"
  major="${major%%.*}"
  current="$(node -p 'process.versions.node.split(".")[0]' 2>/dev/null || true)"
  if [ "$current" != "$major" ]; then
    dir="${NODE_CACHE_DIR:-${XDG_CACHE_HOME:-$HOME/.cache}/montgomery-tax-site}/node-$major"
    stamp="$dir/installed-at"
    if [ ! -x "$dir/node_modules/node/bin/node" ] || [ -z "$(find "$stamp" -mtime -7 2>/dev/null)" ]; then
      echo "Installing the newest Node $major from the npm registry into $dir" >&2
      mkdir -p "$dir"
      # The `node` package fetches its platform's binary in an install script, allowed by name in
      # the cache's own package.json (npm refuses --allow-scripts in a project-scoped install).
      printf '{ "private": true, "allowScripts": { "node": true } }\n' > "$dir/package.json"
      if npm install --prefix "$dir" --no-audit --no-fund --no-save --loglevel=error "node@$major" >&2; then
        date -u +%FT%TZ > "$stamp"
      elif [ -x "$dir/node_modules/node/bin/node" ]; then
        echo "Could not refresh Node $major; using the cached one." >&2
      else
        echo "Could not install Node $major: install it with nvm or fnm (see README.md › Quick start)." >&2
        return 1
      fi
    fi
    export PATH="$dir/node_modules/node/bin:$PATH"
    hash -r
  fi
  echo "Node $(node --version) at $(command -v node)" >&2
}

if [ "${BASH_SOURCE[0]}" = "$0" ]; then
  set -euo pipefail
  use_pinned_node
  if [ "$#" -gt 0 ]; then exec "$@"; fi
else
  use_pinned_node
fi
