# Multi-stage image: build the client and SSR bundles, then run on Node 24 with production
# dependencies only. The server runs its TypeScript directly (Node's type stripping).
FROM node:24-bookworm-slim AS build
WORKDIR /app
COPY package.json package-lock.json ./
# The content service is an npm workspace: its manifest is needed to install.
COPY content-service/package.json ./content-service/
RUN npm install --no-audit --no-fund
COPY . .
RUN npm run build && npm prune --omit=dev

FROM node:24-bookworm-slim
ENV NODE_ENV=production HOST=0.0.0.0 PORT=3000 CONTENT_DB_PATH=/app/data/content.db
WORKDIR /app
COPY --from=build /app/package.json ./
COPY --from=build /app/node_modules ./node_modules
COPY --from=build /app/dist ./dist
COPY --from=build /app/server ./server
COPY --from=build /app/shared ./shared
COPY --from=build /app/locales ./locales
# The embedded content service (node_modules/@qinglan/content-service links here): code, seed, media.
COPY --from=build /app/content-service ./content-service
RUN mkdir -p /app/data && chown node:node /app/data
USER node
EXPOSE 3000
HEALTHCHECK --interval=15s --timeout=3s CMD node -e "fetch('http://127.0.0.1:'+process.env.PORT+'/healthz').then(r=>process.exit(r.ok?0:1),()=>process.exit(1))"
CMD ["node", "server/main.ts"]
