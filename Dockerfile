# syntax=docker/dockerfile:1
# The clubfoot community site: docs/deploy.md. Two stages: the build stage runs scripts/release-build.sh
# (the same script tests/release/release-build.test.ts runs on every `npm test`); the run stage holds
# only its output, Node and pg_dump (for `npm run backup`), and runs as the unprivileged `node` user.

FROM node:20-bookworm-slim AS build
WORKDIR /src
COPY . .
RUN scripts/release-build.sh /release

FROM node:20-bookworm-slim
# pg_dump and pg_restore for backups (Debian 12's are PostgreSQL 15: they read a server of 15 or older;
# for a newer server install its own client from apt.postgresql.org instead). tini forwards signals, so
# a stop finishes the requests in flight.
RUN apt-get update \
 && apt-get install -y --no-install-recommends postgresql-client tini \
 && rm -rf /var/lib/apt/lists/*
ENV NODE_ENV=production \
    HOST=0.0.0.0 \
    PORT=3000 \
    DATA_DIR=/data \
    BACKUP_TO=/backups
WORKDIR /app
COPY --from=build --chown=root:root /release /app
RUN mkdir -p /data /backups && chown node:node /data /backups
USER node
VOLUME ["/data", "/backups"]
EXPOSE 3000
HEALTHCHECK --interval=15s --timeout=3s --start-period=60s \
  CMD ["node", "-e", "fetch('http://127.0.0.1:3000/api/health').then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"]
ENTRYPOINT ["/usr/bin/tini", "--"]
CMD ["node", "--import", "tsx", "server/main.ts"]
