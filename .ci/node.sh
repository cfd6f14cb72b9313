# Sourced by .ci/run: puts Node 22 LTS first on PATH when the machine's Node is older.
# It comes from the npm registry's `node` package, the only registry these machines reach.
node_major() { node -p 'process.versions.node.split(".")[0]' 2>/dev/null || echo 0; }
if [ "$(node_major)" -lt 22 ]; then
  NODE22_DIR="${NODE22_DIR:-$HOME/.cache/dpts-node22}"
  if [ ! -x "$NODE22_DIR/bin/node" ]; then
    echo "ci: installing Node 22 from the npm registry into $NODE22_DIR"
    npm i -g --prefix "$NODE22_DIR" node@22 --no-audit --no-fund >/dev/null
  fi
  export PATH="$NODE22_DIR/bin:$PATH"
fi
echo "ci: node $(node --version), npm $(npm --version)"
