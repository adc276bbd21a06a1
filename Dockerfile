# One Dockerfile for every deployable: `--target api` for the API, `--target static` with
# --build-arg WORKSPACE=<folder> for the shell or a remote (a static bundle behind nginx). The
# shell's service also serves the public pages (`/`, `/login`, `/signup`), a build of their own:
# --build-arg PAGES_WORKSPACE=public-pages puts its files beside the shell's.

FROM node:20-bookworm AS build
WORKDIR /app
COPY . .
RUN npm install --no-audit --no-fund

FROM build AS static-build
ARG WORKSPACE
ARG PAGES_WORKSPACE=
RUN npm run build -w ${WORKSPACE} \
  && if [ -n "${PAGES_WORKSPACE}" ]; then \
    npm run build -w ${PAGES_WORKSPACE} && cp -R ${PAGES_WORKSPACE}/dist/. ${WORKSPACE}/dist/; \
  fi

FROM nginx:1.27-alpine AS static
ARG WORKSPACE
ARG NGINX_CONF=remote.conf
COPY deploy/nginx/${NGINX_CONF} /etc/nginx/conf.d/default.conf
COPY --from=static-build /app/${WORKSPACE}/dist /usr/share/nginx/html

FROM build AS api-build
RUN npm run build -w api && npm prune --omit=dev

FROM node:20-bookworm-slim AS api
ENV NODE_ENV=production SERVE_FRONTEND=false PORT=8080
# The fonts the PDFs print the scripts Roboto lacks with (api/src/pdf/pdfmake.ts).
RUN apt-get update \
  && apt-get install -y --no-install-recommends fonts-dejavu-core fonts-wqy-microhei fonts-symbola \
  && rm -rf /var/lib/apt/lists/*
WORKDIR /app
COPY --from=api-build /app /app
USER node
EXPOSE 8080
CMD ["node", "api/dist/start.js"]
