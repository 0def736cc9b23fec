# syntax=docker/dockerfile:1
#
# The portal's production image. It contains only the production server and the built app:
# no mocks, no tests, no demo settings. SESSION_SECRET, UPSTREAM_URL, IDENTITY_ISSUER,
# IDENTITY_CLIENT_ID, IDENTITY_CLIENT_SECRET and PORTAL_ORIGIN come from the environment at run
# time (README.md, "Environment variables"). Set TRUST_PROXY=true behind a TLS-terminating proxy.
#
# The server is the small Express server in server.js, not remix-serve: it refuses foreign-Origin
# POSTs, drains on SIGTERM and sets the CSP nonce (docs/decisions/001-custom-server.md).

# Node 20.19 or later (package.json "engines": ">=20.19").
ARG NODE_IMAGE=node:20-bookworm-slim

# --- deps: every dependency, dev ones included, for the build -------------------------------
FROM ${NODE_IMAGE} AS deps
WORKDIR /app
COPY package.json package-lock.json ./
RUN npm ci --no-audit --no-fund

# --- build: compile the app, then drop the dev dependencies ---------------------------------
FROM ${NODE_IMAGE} AS build
WORKDIR /app
COPY --from=deps /app/node_modules ./node_modules
COPY . .
RUN npm run build && npm prune --omit=dev

# --- runtime ---------------------------------------------------------------------------------
FROM ${NODE_IMAGE} AS runtime
# An explicit heap limit keeps V8 from sizing the heap by the host's memory (docs/decisions/046);
# the same as scripts/portal-node-args.js.
ENV NODE_ENV=production \
    PORT=3000 \
    NODE_OPTIONS=--max-old-space-size=512
WORKDIR /app
COPY --from=build --chown=node:node /app/package.json ./package.json
COPY --from=build --chown=node:node /app/node_modules ./node_modules
COPY --from=build --chown=node:node /app/build ./build
COPY --from=build --chown=node:node /app/server.js ./server.js
COPY --from=build --chown=node:node /app/server ./server
USER node
EXPOSE 3000
# Slim images have no curl: ask node itself. /healthz is liveness; orchestrators should use
# /readyz for readiness (it answers 503 while the server drains after SIGTERM).
HEALTHCHECK --interval=30s --timeout=5s --start-period=10s --retries=3 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:' + (process.env.PORT || 3000) + '/healthz').then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"]
# node as PID 1 receives SIGTERM directly, so server.js can drain (SHUTDOWN_TIMEOUT_MS, default
# 25 s). Give the container a stop grace period above that (`docker stop` waits only 10 s).
CMD ["node", "server.js"]
