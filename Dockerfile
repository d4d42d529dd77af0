# The Node server (API, admin, and the prerendered site) in a container.
# Build: docker build --build-arg SITE_ORIGIN=https://www.example.com -t solana-vision-care .
# Run:   docker run -p 3000:3000 -v svc-data:/data -e SITE_ORIGIN=https://www.example.com \
#          -e ADMIN_PASSWORD_HASH=... solana-vision-care
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
ARG SITE_ORIGIN
RUN if [ -z "$SITE_ORIGIN" ]; then unset SITE_ORIGIN; fi \
 && node scripts/build.mjs && npm prune --omit=dev --no-audit --no-fund

# 2. Run: the build and production dependencies only, as an unprivileged user.
FROM node:22-slim
ENV NODE_ENV=production \
    PORT=3000 \
    HOST=0.0.0.0 \
    DATA_DIR=/data \
    CLIENT_DIR=/app/build/client
WORKDIR /app
COPY --from=build --chown=root:root /app/package.json ./
COPY --from=build --chown=root:root /app/node_modules ./node_modules
COPY --from=build --chown=root:root /app/build ./build
# The database (and the generated session secret) live on a volume the server user owns.
RUN mkdir -p /data && chown node:node /data
VOLUME ["/data"]
USER node
EXPOSE 3000
HEALTHCHECK --interval=30s --timeout=5s --start-period=10s \
  CMD node -e "fetch('http://127.0.0.1:'+process.env.PORT+'/api/health').then(r=>process.exit(r.ok?0:1),()=>process.exit(1))"
# SIGTERM (docker stop) lets requests in flight finish and closes the database cleanly.
CMD ["node", "build/node/index.js"]
