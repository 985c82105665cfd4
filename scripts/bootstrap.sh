#!/usr/bin/env bash
# Installs what coordgraph needs beyond the Swift toolchain: Graphviz's C library (libgvc), found
# through pkg-config. Does nothing when it is already there.
set -euo pipefail

if pkg-config --exists libgvc 2>/dev/null; then
  exit 0
fi

case "$(uname -s)" in
  Linux)
    sudo=""
    if [ "$(id -u)" -ne 0 ]; then sudo="sudo"; fi
    echo "bootstrap: installing libgraphviz-dev and pkg-config with apt-get" >&2
    $sudo env DEBIAN_FRONTEND=noninteractive apt-get update
    $sudo env DEBIAN_FRONTEND=noninteractive apt-get install -y libgraphviz-dev pkg-config
    ;;
  Darwin)
    echo "bootstrap: installing graphviz and pkg-config with Homebrew" >&2
    brew install graphviz pkg-config
    ;;
  *)
    echo "bootstrap: install Graphviz's development files (libgvc, with pkg-config) for $(uname -s)" >&2
    exit 1
    ;;
esac
