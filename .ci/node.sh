# Sourced by .ci/run: puts Node 22 LTS first on PATH when the machine's Node is older than
# 22.22 (`engines`; React Router 8's minimum). It comes from the npm registry's `node` package,
# the only registry these machines reach.
is_recent_node() {
  "$1" -e 'const [a, b] = process.versions.node.split(".").map(Number); process.exit(a > 22 || (a === 22 && b >= 22) ? 0 : 1)' 2>/dev/null
}
if ! is_recent_node node; then
  NODE22_DIR="${NODE22_DIR:-$HOME/.cache/dpts-node22}"
  # An older copy left by an earlier run is replaced too.
  if ! is_recent_node "$NODE22_DIR/bin/node"; then
    echo "ci: installing Node 22 from the npm registry into $NODE22_DIR"
    npm i -g --prefix "$NODE22_DIR" node@22 --no-audit --no-fund >/dev/null
  fi
  export PATH="$NODE22_DIR/bin:$PATH"
fi
echo "ci: node $(node --version), npm $(npm --version)"
