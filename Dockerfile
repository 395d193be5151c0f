# syntax=docker/dockerfile:1
# The build runs the same commands as CI: `npm ci` then `npm run build`.

FROM node:24-slim AS build
WORKDIR /app
COPY package.json package-lock.json ./
RUN npm ci --no-audit --no-fund
COPY . .
RUN npm run build

FROM node:24-slim AS production-deps
WORKDIR /app
COPY package.json package-lock.json ./
# TypeScript arrives as an optional peer of React Router and i18next; Node strips types itself, so the image drops it.
RUN npm ci --omit=dev --no-audit --no-fund && rm -rf node_modules/typescript

FROM node:24-slim
# TRUST_PROXY: a proxy or load balancer in front of a container reaches it from a private network (decision 041).
ENV NODE_ENV=production \
    HOST=0.0.0.0 \
    PORT=3000 \
    DATABASE_URL=sqlite:/app/data/fantai.db \
    UPLOAD_DIR=/app/data/uploads \
    TRUST_PROXY="loopback, uniquelocal"
# Memory that stays flat under load: a small young generation, an old-space ceiling
# well above the ~60 MB live set, and two malloc arenas instead of one per thread.
ENV NODE_OPTIONS="--max-semi-space-size=8 --max-old-space-size=192" \
    MALLOC_ARENA_MAX=2
WORKDIR /app
COPY --from=production-deps /app/node_modules ./node_modules
COPY --from=build /app/build ./build
COPY package.json ./
# The server runs its TypeScript directly (Node 24 type stripping) and shares src/lib and the texts with the pages.
COPY server ./server
COPY domain ./domain
COPY src/lib ./src/lib
COPY locales ./locales
RUN mkdir -p /app/data && chown node:node /app/data
USER node
VOLUME ["/app/data"]
EXPOSE 3000
HEALTHCHECK --interval=30s --timeout=5s --start-period=60s --retries=3 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:' + (process.env.PORT || 3000) + '/healthz').then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"]
STOPSIGNAL SIGTERM
CMD ["node", "--import", "./server/node-version.js", "server/index.ts"]
