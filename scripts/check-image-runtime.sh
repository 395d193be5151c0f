#!/bin/bash
# Reproduces the Dockerfile's production stage without Docker: the same COPY list and `npm ci --omit=dev`
# (minus TypeScript) in a temporary folder, then starts it and checks that / and /healthz answer 200.
# Needs a build (`npm run build`). Prints the size of the runtime node_modules.
set -euo pipefail
ROOT=$(cd "$(dirname "$0")/.." && pwd)
DIR=$(mktemp -d)
PORT=${CHECK_PORT:-39877}
trap 'kill "${PID:-}" 2>/dev/null || true; rm -rf "$DIR"' EXIT
cd "$DIR"
cp "$ROOT/package.json" "$ROOT/package-lock.json" .
npm ci --omit=dev --no-audit --no-fund --prefer-offline >/dev/null && rm -rf node_modules/typescript
cp -r "$ROOT/build" ./build
cp -r "$ROOT/server" ./server
cp -r "$ROOT/domain" ./domain
mkdir -p src && cp -r "$ROOT/src/lib" ./src/lib
cp -r "$ROOT/locales" ./locales
echo "runtime node_modules: $(du -sm node_modules | cut -f1) MB"
PORT=$PORT HOST=127.0.0.1 NODE_ENV=production SEED_DEMO=true DATABASE_URL="sqlite:$DIR/data/check.db" UPLOAD_DIR="$DIR/data/uploads" SHUTDOWN_DRAIN_MS=0 \
  node --import ./server/node-version.js server/index.ts >"$DIR/server.log" 2>&1 &
PID=$!
for _ in $(seq 1 120); do curl -sf "http://127.0.0.1:$PORT/readyz" >/dev/null && break; sleep 1; done
for path in / /healthz; do
  status=$(curl -s -o /dev/null -w "%{http_code}" "http://127.0.0.1:$PORT$path" || true)
  if [ "$status" != 200 ]; then
    echo "image runtime check: $path answered $status" >&2
    cat "$DIR/server.log" >&2
    exit 1
  fi
done
echo "image runtime check: / and /healthz answer 200"
