# syntax=docker/dockerfile:1
# Switchyard's image (README, "Containers"): deps → build → release (the one-shot `migrate`
# step) and runtime (serves only). Build: docker build -t switchyard .   Run: compose.yaml.
# Node 20 as package.json's engines (>=20.9). Every dependency, dev ones included (the build and the release step run TypeScript through tsx).
FROM node:20-bookworm-slim AS deps
WORKDIR /app
ENV NEXT_TELEMETRY_DISABLED=1
COPY package.json package-lock.json ./
# `npm install --no-save`, not `npm ci`: the lockfile cannot list the other platforms' optional
# binaries (scripts/bootstrap.mjs says why); --no-save keeps it as committed.
RUN npm install --no-save --no-audit --no-fund --loglevel=error

# The production build. It reads the configuration but opens no database; the secrets it
# would generate go to a folder thrown away with the build's own cache.
FROM deps AS build
COPY . .
RUN DATA_DIR=/tmp/build-data node_modules/.bin/tsx --conditions=production scripts/cli.ts build \
 && rm -rf /tmp/build-data .next/cache data

# The release step, run once per deploy before the app's instances start: migrations (Payload's
# and Better Auth's), the admin account, the demo shop with SEED_DEMO=1. Not a server.
FROM build AS release
ENV NODE_ENV=production DATA_DIR=/data
RUN mkdir -p /data && chown node:node /data
USER node
CMD ["node_modules/.bin/tsx", "--conditions=production", "scripts/cli.ts", "migrate"]

# The dependencies the server needs at run time.
FROM build AS prod-deps
RUN npm prune --omit=dev --no-audit --no-fund --loglevel=error

# The server: Node, the production dependencies, the build and the front server's own modules.
# Its files belong to root (the server cannot change its code); it writes only DATA_DIR and Next's cache.
FROM node:20-bookworm-slim AS runtime
WORKDIR /app
ENV NODE_ENV=production NEXT_TELEMETRY_DISABLED=1 NODE_OPTIONS=--no-deprecation PORT=3000 DATA_DIR=/data
COPY --from=prod-deps /app/node_modules ./node_modules
COPY --from=build /app/package.json /app/next.config.ts ./
COPY --from=build /app/public ./public
COPY --from=build /app/.next ./.next
COPY --from=build /app/src/server ./src/server
COPY --from=build /app/src/lib ./src/lib
# The availability rules, which the front server answers POST /api/public/availability with (docs/availability.md).
COPY --from=build /app/src/domain/availability ./src/domain/availability
COPY --from=build /app/scripts/serve.mjs ./scripts/serve.mjs
COPY --from=build /app/scripts/lib/exitCode.mjs ./scripts/lib/exitCode.mjs
RUN mkdir -p /data .next/cache && chown node:node /data .next/cache
USER node
EXPOSE 3000
VOLUME ["/data"]
# Liveness (the process answers); the balancer asks /readyz. Node's own fetch: the slim image has no curl or wget.
HEALTHCHECK --interval=15s --timeout=3s --start-period=60s --retries=3 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:'+(process.env.PORT||3000)+'/healthz').then(r=>process.exit(r.ok?0:1),()=>process.exit(1))"]
# SIGTERM drains (README, "Stopping"): /readyz 503, DRAIN_DELAY_MS, in-flight requests finish, exit 0.
STOPSIGNAL SIGTERM
# Node itself, not npm: the stop signal reaches the server directly.
CMD ["node", "src/server/serve.mjs"]
