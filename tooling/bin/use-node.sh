# Puts the project's Node.js (the LTS major that `engines` names) first on PATH.
#
#   source tooling/bin/use-node.sh
#
# Debian's `nodejs` on this machine kind is older than the project supports, and nothing but the npm
# registry can be reached, so the binary comes from there: the `node-linux-<arch>` package carries the
# official build (bin/node). It is unpacked once into `.node/<version>/` (ignored by git); npm itself
# is whichever npm is on PATH (its `#!/usr/bin/env node` then runs on this Node). A machine that
# already has a supported Node (`node --version` matching `engines`) needs none of this.
NODE_LTS_VERSION="24.21.0"

_platform_node_arch() {
  case "$(uname -m)" in
    x86_64 | amd64) echo x64 ;;
    aarch64 | arm64) echo arm64 ;;
    *) echo "unsupported" ;;
  esac
}

_platform_use_node() {
  local root arch dir package tmp
  root="$(cd "$(dirname "${BASH_SOURCE[0]}")/../.." && pwd)"
  arch="$(_platform_node_arch)"
  if [ "$arch" = unsupported ]; then
    echo "use-node: no Node.js package for $(uname -m); install Node.js $NODE_LTS_VERSION yourself" >&2
    return 1
  fi
  dir="$root/.node/$NODE_LTS_VERSION"
  if [ ! -x "$dir/bin/node" ]; then
    package="node-linux-$arch@$NODE_LTS_VERSION"
    echo "use-node: fetching $package from the npm registry" >&2
    tmp="$(mktemp -d)"
    if ! (cd "$tmp" && npm pack --silent "$package" >/dev/null); then
      echo "use-node: could not fetch $package" >&2
      rm -rf "$tmp"
      return 1
    fi
    mkdir -p "$dir"
    tar -xzf "$tmp"/node-linux-*.tgz -C "$dir" --strip-components=1 package/bin package/LICENSE
    rm -rf "$tmp"
  fi
  case ":$PATH:" in
    *":$dir/bin:"*) ;;
    *) export PATH="$dir/bin:$PATH" ;;
  esac
  echo "use-node: $(node --version) ($dir/bin/node)" >&2
}

_platform_use_node
