#!/usr/bin/env bash
# The most that caching fragments of the React tree could give an uncached home render (see
# docs/benchmarks.md run 22). It renders the home page once, then builds a throwaway copy of the site whose
# header, <main> and footer are that page's HTML as constant strings (React writes them without rendering a
# component), and measures the copy, the real site and the bare React Router page side by side, all three
# with the render cache off where there is one.
#
#   npm run build && bash scripts/bench-home-upper-bound.sh [rounds=2] [seconds=8]
#
# Needs wrk (/usr/bin/wrk) and python3. Nothing in the working tree changes.
set -euo pipefail
ROOT="$(cd "$(dirname "$0")/.." && pwd)"
ROUNDS="${1:-2}"
SECONDS_EACH="${2:-8}"
WORK="$(mktemp -d /tmp/fantai-upper-bound-XXXX)"
PIDS=()
cleanup() { for pid in "${PIDS[@]}"; do kill "$pid" 2>/dev/null || true; done; rm -rf "$WORK"; }
trap cleanup EXIT

start_site() { # directory port
  (cd "$1" && NODE_ENV=production SEED_DEMO=true PORT="$2" HOST=127.0.0.1 PAGE_CACHE_MAX_BYTES=0 LOG_LEVEL=warn \
    DATABASE_URL="sqlite:$WORK/site-$2.db" UPLOAD_DIR="$WORK/uploads-$2" FILES_DIR="$WORK/files-$2" \
    MALLOC_ARENA_MAX=2 NODE_OPTIONS="--max-semi-space-size=8 --max-old-space-size=192" \
    exec node --import ./server/node-version.js server/index.ts) > "$WORK/site-$2.log" 2>&1 &
  PIDS+=($!)
  for _ in $(seq 1 120); do curl -sf "http://127.0.0.1:$2/readyz" > /dev/null && return; sleep 0.5; done
  echo "the site on port $2 did not start" >&2; cat "$WORK/site-$2.log" >&2; exit 1
}
rate() { wrk -t2 -c50 -d"${SECONDS_EACH}s" "$1" | awk '/Requests\/sec/ { print $2 }'; }

# 1. The real site, and the home page's HTML it renders.
start_site "$ROOT" 21001
curl -s http://127.0.0.1:21001/ -o "$WORK/home.html"

# 2. The copy with the header, <main> and footer as constant HTML.
mkdir "$WORK/copy"
git -C "$ROOT" archive HEAD | tar -x -C "$WORK/copy"
ln -s "$ROOT/node_modules" "$WORK/copy/node_modules"
python3 - "$WORK/home.html" "$WORK/copy" <<'EOF'
import json, re, sys
page, copy = open(sys.argv[1]).read(), sys.argv[2]
parts = {tag: re.search(rf"<{tag}[^>]*>([\s\S]*?)</{tag}>", page).group(1) for tag in ("header", "main", "footer")}
open(f"{copy}/src/static-parts.ts", "w").write(f"export const PARTS = {json.dumps(parts)} as const;\n")
def patch(path, pairs):
    text = open(path).read()
    for old, new in pairs:
        assert old in text, (path, old)
        text = text.replace(old, new)
    open(path, "w").write('import { PARTS } from "#src/static-parts.ts";\n' + text)
patch(f"{copy}/src/routes/public-layout.tsx", [
    ("<Header />", '<header className="site-header" dangerouslySetInnerHTML={{ __html: PARTS.header }} />'),
    ("<Footer />", '<footer className="site-footer" dangerouslySetInnerHTML={{ __html: PARTS.footer }} />'),
])
patch(f"{copy}/src/routes/home.tsx", [(
    "export default function Home({ loaderData }: Route.ComponentProps) {",
    'export default function Home() {\n  return <main id="main" className="home" dangerouslySetInnerHTML={{ __html: PARTS.main }} />;\n}\n'
    "export function RenderedHome({ loaderData }: Route.ComponentProps) {",
)])
EOF
(cd "$WORK/copy" && npx react-router build > "$WORK/copy-build.log" 2>&1)
# The demo images the full build prepared, so the copy starts as quickly as the site.
cp -r "$ROOT/build/demo-images" "$WORK/copy/build/"
start_site "$WORK/copy" 21002

# 3. The bare React Router page (scripts/bench-pages.ts builds and serves it the same way).
BARE="$ROOT/node_modules/.cache/bench-bare-react-router"
(cd "$ROOT/scripts/bench-bare-react-router" && BARE_BUILD_DIRECTORY="$BARE" NODE_ENV=production node "$ROOT/node_modules/@react-router/dev/bin.cjs" build > /dev/null 2>&1)
(cd "$ROOT" && NODE_ENV=production exec node scripts/bench-pages.ts --bare-serve "$BARE") > "$WORK/bare.log" 2>&1 &
PIDS+=($!)
for _ in $(seq 1 50); do grep -q PORT "$WORK/bare.log" && break; sleep 0.2; done
BARE_URL="http://127.0.0.1:$(awk '/PORT/ { print $2 }' "$WORK/bare.log")/"

echo "machine: $(nproc) × $(grep -m1 'model name' /proc/cpuinfo | cut -d: -f2 | xargs), Node $(node --version), load $(cut -d' ' -f1-3 /proc/loadavg)"
echo "home page: $(wc -c < "$WORK/home.html") bytes rendered, $(curl -s http://127.0.0.1:21002/ | wc -c) bytes from the copy"
for url in "$BARE_URL" http://127.0.0.1:21001/ http://127.0.0.1:21002/; do wrk -t2 -c50 -d3s "$url" > /dev/null; done
echo "| Round | Bare page | Home, rendered | Home, header/main/footer as constant HTML | Ratios to bare |"
echo "|---|---|---|---|---|"
for round in $(seq 1 "$ROUNDS"); do
  bare=$(rate "$BARE_URL"); real=$(rate http://127.0.0.1:21001/); constant=$(rate http://127.0.0.1:21002/)
  echo "| $round | $bare/s | $real/s | $constant/s | $(python3 -c "print(f'{$real/$bare:.2f}× and {$constant/$bare:.2f}×')") |"
done
echo "load at the end: $(cut -d' ' -f1-3 /proc/loadavg)"
