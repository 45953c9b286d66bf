# TP: the API and the built web app on one port.
#   docker build -t tp .
#   docker run -p 3000:3000 -e JWT_SECRET=… -e DATABASE_URL=postgres://… tp
# Configuration is the environment only (see .env.example); without DATABASE_URL the embedded
# database lives in the /data volume.

ARG NODE_VERSION=24

# --- build: every dependency, the web app built, then the development ones dropped ---
FROM node:${NODE_VERSION}-bookworm-slim AS build
WORKDIR /app
ENV CI=true
# The manifests first, so that a change of source keeps the dependency layer.
COPY package.json package-lock.json ./
COPY apps/server/package.json apps/server/
COPY apps/web/package.json apps/web/
COPY packages/contract/package.json packages/contract/
COPY packages/phonetics/package.json packages/phonetics/
COPY packages/speech/package.json packages/speech/
COPY packages/testing/package.json packages/testing/
COPY content/package.json content/
COPY e2e/package.json e2e/
RUN npm install --no-audit --no-fund
COPY . .
RUN npm run build && npm prune --omit=dev --no-audit --no-fund

# --- runtime: the pruned tree, read-only, run by an unprivileged user ---
FROM node:${NODE_VERSION}-bookworm-slim
ENV NODE_ENV=production \
    HOST=0.0.0.0 \
    PORT=3000 \
    DATA_DIR=/data
WORKDIR /app
COPY --from=build /app/package.json ./
COPY --from=build /app/node_modules node_modules
COPY --from=build /app/apps/server apps/server
COPY --from=build /app/apps/web/package.json apps/web/
COPY --from=build /app/apps/web/dist apps/web/dist
COPY --from=build /app/apps/web/dist-ssr apps/web/dist-ssr
COPY --from=build /app/content/package.json content/
COPY --from=build /app/content/course.json content/
COPY --from=build /app/content/media content/media
COPY --from=build /app/content/translations content/translations
RUN mkdir -p /data && chown node:node /data
VOLUME /data
USER node
EXPOSE 3000
# Ready once the database answers; an instance that is not is taken out of rotation.
HEALTHCHECK --interval=10s --timeout=3s --start-period=60s --retries=3 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:' + process.env.PORT + '/readyz').then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"]
# The server itself (not npm), so that SIGTERM reaches it and it shuts down gracefully.
CMD ["node", "apps/server/dist/main.js"]
