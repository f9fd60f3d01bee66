# One brand's shell as a container: the standalone server of `npm run build:brands -- <brand>`,
# started by its SIGTERM-aware wrapper (serve.mjs), as a non-root user. docs/deploy.md explains it.
#
#   docker build --build-arg SHELL_BRAND=faith --build-arg SHELL_VERSION=$(git rev-parse --short HEAD) \
#     [--build-arg SHELL_ASSET_PREFIX=https://cdn.example.com] -t therapy-shell-faith .
#   docker run -p 3000:3000 -e SHELL_API_ORIGIN=http://backend:8080 \
#     -e SHELL_SITE_HOSTS=www.faith.example,faith.example -e SHELL_TRUSTED_PROXIES=10.0.0.0/8 therapy-shell-faith
#
# Not built in this repository's CI (it has no registry access): `npm test` runs the same standalone
# server and wrapper (tools/deploy/deploy-test.mjs), not this file.

ARG NODE_IMAGE=node:24-bookworm-slim

# ---- install and build (the whole workspace: the libraries are built before the app) ----------------
FROM ${NODE_IMAGE} AS build
ARG SHELL_BRAND=main
# Build time only: Next fixes the asset prefix in the pages it renders (empty: assets from the server).
ARG SHELL_ASSET_PREFIX=
ENV NEXT_TELEMETRY_DISABLED=1 NX_DAEMON=false NX_NO_CLOUD=true NX_TUI=false \
    PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD=1 PUPPETEER_SKIP_DOWNLOAD=1
WORKDIR /repo
COPY . .
# `npm install`, not `npm ci`: the lockfile is made on one platform and lacks others' optional binaries (README).
RUN npm install --no-audit --no-fund
RUN SHELL_ASSET_PREFIX="${SHELL_ASSET_PREFIX}" node tools/scripts/build-brands.mjs "${SHELL_BRAND}" \
 && mv "apps/shell/.next-${SHELL_BRAND}/standalone" /standalone

# ---- run: only the standalone server (traced node_modules, static files, public/, serve.mjs) -------
FROM ${NODE_IMAGE} AS run
ARG SHELL_VERSION=
# Docker sets HOSTNAME to the container id, and Next's server listens on HOSTNAME: all interfaces here.
ENV NODE_ENV=production NEXT_TELEMETRY_DISABLED=1 \
    HOSTNAME=0.0.0.0 PORT=3000 \
    SHELL_VERSION=${SHELL_VERSION} \
    SHELL_SHUTDOWN_TIMEOUT_MS=10000
WORKDIR /app
COPY --from=build --chown=node:node /standalone ./
USER node
EXPOSE 3000
# Liveness: the process answers. Readiness (/_shell/health, 503 while the backend is away or the
# server drains) is for the load balancer: a container is not restarted because the backend is down.
HEALTHCHECK --interval=15s --timeout=3s --start-period=20s --retries=3 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:' + (process.env.PORT || 3000) + '/_shell/live').then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"]
STOPSIGNAL SIGTERM
# Exec form: node is PID 1 and gets SIGTERM itself; serve.mjs drains and exits within SHELL_SHUTDOWN_TIMEOUT_MS.
# A young generation of 64-128 MB (V8's default grows from 1 MB to 32 MB, and shrinks back when the
# server idles): a page allocates about 0.6 MB that is garbage when the page has been sent, and with
# the default the collector runs every few dozen pages, catching the pages still in flight, whose
# objects it copies and soon promotes to the old generation, which then needs a full collection every
# 2-3 s. Larger, each scavenge finds fewer pages in flight: about 10 % less CPU per page, and a
# steadier p99 when load comes back after a quiet spell (npm run bench starts every server it
# measures with these flags, read from here). It costs about 100 MB of memory (docs/deploy.md).
# Heap flags are refused in NODE_OPTIONS, hence the command line.
CMD ["node", "--max-semi-space-size=64", "--min-semi-space-size=32", "apps/shell/serve.mjs"]
