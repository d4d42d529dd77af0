# The Node server (API, admin, and the prerendered site) in a container, with what publishing
# needs to build the site again from the office's content (docs/decisions/0002).
# Build: docker build --build-arg SITE_ORIGIN=https://www.example.com -t solana-vision-care .
# Run:   deploy/compose.yaml (with Caddy for HTTPS), or
#        docker run -p 3000:3000 -v svc-data:/data -e SITE_ORIGIN=https://www.example.com \
#          -e ADMIN_PASSWORD_HASH=... solana-vision-care
# Everything the office makes lives on the /data volume: the database, the content folder
# (/data/content, made from the shipped content on first start), the published releases
# (/data/releases) and, with BACKUP_DIR=/data/backups, the backups. A new image never touches it.
# Configuration is by environment variables only (README, "Configuration").

# 1. Build: all dependencies, the prerendered site and the server bundle.
FROM node:22-slim AS build
WORKDIR /app
# better-sqlite3 compiles from source when no prebuilt binary fits.
RUN apt-get update && apt-get install -y --no-install-recommends python3 make g++ && rm -rf /var/lib/apt/lists/*
COPY package.json package-lock.json ./
RUN npm install --no-audit --no-fund
COPY . .
# The public origin is written into the pages (canonical links, sitemap, share images) when they
# are built: docker build --build-arg SITE_ORIGIN=https://www.example.com . Unset, the practice
# config's origin is used.
# The image's own build reads the shipped content; a site's content is on /data (see above).
ARG SITE_ORIGIN
RUN if [ -z "$SITE_ORIGIN" ]; then unset SITE_ORIGIN; fi \
 && CONTENT_DIR=/app/app/content node scripts/build.mjs

# 2. Run, as an unprivileged user. Publishing builds the site again (tsx, react-router, sharp),
# so the sources and the build tools stay in the image, owned by root and read-only to the
# server; it writes only /data and the build's caches. Git keeps the content folder's history.
FROM node:22-slim
RUN apt-get update && apt-get install -y --no-install-recommends git && rm -rf /var/lib/apt/lists/*
ENV NODE_ENV=production \
    PORT=3000 \
    HOST=0.0.0.0 \
    DATA_DIR=/data \
    CLIENT_DIR=/app/build/client
WORKDIR /app
COPY --from=build --chown=root:root /app ./
# The caches a build writes (processed photos, Vite's bundled config) are the server user's.
RUN mkdir -p .cache node_modules/.vite node_modules/.vite-temp .react-router /data \
 && chown -R node:node .cache node_modules/.vite node_modules/.vite-temp .react-router /data
VOLUME ["/data"]
USER node
EXPOSE 3000
HEALTHCHECK --interval=30s --timeout=5s --start-period=10s \
  CMD node -e "fetch('http://127.0.0.1:'+process.env.PORT+'/api/health').then(r=>process.exit(r.ok?0:1),()=>process.exit(1))"
# SIGTERM (docker stop) lets requests in flight finish and closes the database cleanly.
CMD ["node", "build/node/index.js"]
