# Multi-stage image (docs/decisions/017-image-and-probes.md): build the client and SSR bundles
# with every dependency, install production dependencies alone in a second stage, and run on
# Node 24 under tini as the unprivileged `node` user. The server runs its TypeScript directly
# (Node's type stripping), so the runtime needs the server sources and whatever they import.
# tests/deploy/image.test.ts assembles exactly the runtime stage's COPY lines and boots it.
FROM node:24-bookworm-slim AS build
WORKDIR /app
COPY package.json package-lock.json .npmrc ./
COPY scripts/check-node.cjs ./scripts/
# The content service is an npm workspace: its manifest is needed to install.
COPY content-service/package.json ./content-service/
RUN npm ci --no-audit --no-fund
COPY . .
RUN npm run build

# Production dependencies only. --omit=optional as well: typescript and @types/* are optional
# peers of i18next/react-i18next, which --omit=dev alone still installs. No install scripts run.
FROM node:24-bookworm-slim AS deps
WORKDIR /app
COPY package.json package-lock.json .npmrc ./
COPY content-service/package.json ./content-service/
RUN npm ci --omit=dev --omit=optional --ignore-scripts --no-audit --no-fund

FROM node:24-bookworm-slim
# tini as PID 1: forwards SIGTERM to node (graceful drain) and reaps zombies.
RUN apt-get update && apt-get install -y --no-install-recommends tini && rm -rf /var/lib/apt/lists/*
ENV NODE_ENV=production HOST=0.0.0.0 PORT=3000 CONTENT_DB_PATH=/app/data/content.db SHUTDOWN_DRAIN_MS=5000
# Memory by design (README "Memory", docs/decisions/032-cheaper-render-and-memory.md): a V8
# heap cap and a smaller young generation chosen from `node scripts/measure-memory.ts`, and
# glibc malloc kept from hoarding freed native memory (two arenas, large blocks mmap-ed and
# returned on free). The heap flags are on the site's CMD (not NODE_OPTIONS, which the content
# service and the health check would inherit). That script reads both lines, so what it
# measures is what runs here.
ENV MALLOC_ARENA_MAX=2 MALLOC_MMAP_THRESHOLD_=131072
WORKDIR /app
COPY --from=deps /app/node_modules ./node_modules
COPY --from=build /app/package.json ./package.json
COPY --from=build /app/dist ./dist
COPY --from=build /app/server ./server
COPY --from=build /app/shared ./shared
COPY --from=build /app/locales ./locales
# server/main.js and content-service/src/main.js run the same Node version check as npm's pre-scripts.
COPY --from=build /app/scripts/check-node.cjs ./scripts/check-node.cjs
# The health check: one GET over bash's /dev/tcp, no second Node process (docs/decisions/017).
COPY --from=build /app/deploy/healthcheck.sh ./deploy/healthcheck.sh
# The embedded content service (node_modules/@qinglan/content-service links here): code, seed,
# media. Its tests, scripts and docs stay out (.dockerignore keeps them from the build context).
COPY --from=build /app/content-service/package.json ./content-service/package.json
COPY --from=build /app/content-service/src ./content-service/src
COPY --from=build /app/content-service/seed ./content-service/seed
COPY --from=build /app/content-service/media ./content-service/media
RUN mkdir -p /app/data && chown node:node /app/data
USER node
EXPOSE 3000 9100
# The site's /healthz on $PORT; the content service's container gives its own port and path
# (docker-compose.yml). ~3 MB and ~20 ms per check where `node -e fetch(…)` took 63–87 MB and up to 1.1 s.
HEALTHCHECK --interval=15s --timeout=3s --start-period=20s CMD ["/app/deploy/healthcheck.sh"]
ENTRYPOINT ["/usr/bin/tini", "--"]
CMD ["node", "--max-old-space-size=128", "--max-semi-space-size=8", "server/main.js"]
