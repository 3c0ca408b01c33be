# Lexa: one image that serves the API, /ws, the shell, the four remotes and the runtime manifest on one port.
#
#   docker build -t lexa .
#   docker run -p 8080:8080 -e TOKEN_SECRET=... -e ADMIN_PASSWORD=... -v lexa-data:/data lexa
#
# The remotes manifest is read from REMOTES_MANIFEST when that file exists, else /config/remotes.json when that
# exists (mount it to switch a remote's version without rebuilding), else the /app/remotes.json baked into the image.
ARG NODE_VERSION=22

# ---- build: every workspace, with dev dependencies ----------------------------------------------------------
FROM node:${NODE_VERSION}-bookworm-slim AS build
WORKDIR /app
ENV CI=true NPM_CONFIG_AUDIT=false NPM_CONFIG_FUND=false NPM_CONFIG_UPDATE_NOTIFIER=false
COPY package.json package-lock.json ./
COPY common/package.json common/
COPY router/package.json router/
COPY api/package.json api/
COPY shell/package.json shell/
COPY mf-public/package.json mf-public/
COPY mf-client/package.json mf-client/
COPY mf-admin/package.json mf-admin/
COPY mf-attorney/package.json mf-attorney/
# `npm install` only when `npm ci` refuses the lockfile (it lacks other platforms' optional binaries when it was
# written against a registry mirror that does not serve them); it still installs the locked versions.
RUN npm ci || npm install
COPY . .
RUN npm run build

# ---- runtime dependencies: only what the API needs (its own dependencies and @lexa/common's) ---------------
FROM node:${NODE_VERSION}-bookworm-slim AS deps
WORKDIR /app
ENV CI=true NPM_CONFIG_AUDIT=false NPM_CONFIG_FUND=false NPM_CONFIG_UPDATE_NOTIFIER=false
COPY --from=build /app/package.json /app/package-lock.json ./
COPY --from=build /app/common/package.json common/
COPY --from=build /app/router/package.json router/
COPY --from=build /app/api/package.json api/
COPY --from=build /app/shell/package.json shell/
COPY --from=build /app/mf-public/package.json mf-public/
COPY --from=build /app/mf-client/package.json mf-client/
COPY --from=build /app/mf-admin/package.json mf-admin/
COPY --from=build /app/mf-attorney/package.json mf-attorney/
RUN (npm ci --omit=dev -w api -w common -w router || npm install --omit=dev -w api -w common -w router) && npm cache clean --force

# ---- runtime ----------------------------------------------------------------------------------------------
FROM node:${NODE_VERSION}-bookworm-slim AS runtime
WORKDIR /app
ENV NODE_ENV=production \
    PORT=8080 \
    DATA_DIR=/data \
    STATIC_ROOT=/app
COPY --from=deps /app/node_modules ./node_modules
COPY --from=build /app/package.json /app/remotes.json ./
COPY --from=build /app/common/package.json common/
COPY --from=build /app/common/dist common/dist
# @lexa/common's standalone mount imports the shared router entry.
COPY --from=build /app/router router
COPY --from=build /app/api/package.json api/
COPY --from=build /app/api/dist api/dist
COPY --from=build /app/shell/dist shell/dist
COPY --from=build /app/mf-public/dist mf-public/dist
COPY --from=build /app/mf-client/dist mf-client/dist
COPY --from=build /app/mf-admin/dist mf-admin/dist
COPY --from=build /app/mf-attorney/dist mf-attorney/dist
COPY scripts/lib/docker-entrypoint.sh /usr/local/bin/lexa-entrypoint
RUN chmod 0755 /usr/local/bin/lexa-entrypoint \
    && mkdir -p /data /config \
    && chown node:node /data
USER node
VOLUME ["/data"]
EXPOSE 8080
HEALTHCHECK --interval=15s --timeout=5s --start-period=30s --retries=3 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:' + (process.env.PORT || 8080) + '/healthz').then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"]
ENTRYPOINT ["/usr/local/bin/lexa-entrypoint"]
CMD ["node", "api/dist/server.js"]
