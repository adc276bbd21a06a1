import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import type { Middleware } from 'koa';
import send from 'koa-send';
import { isApiPath } from '../http/apiPath';

// Serves the public pages and the shell at / (the files of both builds side by side, as the
// shell's static service holds them) and each remote under /<its folder>/ (for example
// /mfe-documents/) from the builds' dist folders: one origin, no CORS, and the same layout the
// shell's remotes manifest describes.
//
// The builds write a brotli (.br) and a gzip (.gz) copy beside every text file
// (build-config/index.mjs); koa-send picks one by Accept-Encoding and answers with the original
// file's Content-Type. Nothing here is compressed per request (that cost 6-8 ms a chunk, for a
// result that never changes until the next deployment); the API's large JSON answers
// still are (http/sendJson.ts).

const HASHED_ASSET = /\.[0-9a-f]{8}\.js$/;
// Production builds keep their source maps (hidden-source-map, for error tracking) next to the
// bundles; they reveal the source code and are never served.
const SOURCE_MAP = /\.map$/i;
const IMMUTABLE = 'public, max-age=31536000, immutable';
// The pages (.html), remoteEntry.js, mf-manifest.json and remotes.json change with each deployment.
const REVALIDATE = 'no-cache';

const COMPRESSED_COPY = /\.(br|gz)$/;

/** `file` is the file actually sent: main.0123abcd.js.br is cached like main.0123abcd.js. */
function cacheHeaders(res: { setHeader(name: string, value: string): void }, file: string) {
  const original = file.replace(COMPRESSED_COPY, '');
  res.setHeader('Cache-Control', HASHED_ASSET.test(original) ? IMMUTABLE : REVALIDATE);
}

export interface FrontendLayout {
  /** The builds served at /: the public pages' (`/`, `/login`, `/signup`) and the shell's. */
  siteDirs: string[];
  /** The shell's build, whose app.html answers every other page address. */
  shellDir: string;
  /** URL path segment -> dist folder, e.g. "mfe-documents" -> /repo/mfe-documents/dist */
  remoteDirs: Map<string, string>;
}

export function findFrontendLayout(root: string): FrontendLayout {
  const remoteDirs = new Map<string, string>();
  for (const entry of readdirSync(root, { withFileTypes: true })) {
    const dist = path.join(root, entry.name, 'dist');
    if (entry.isDirectory() && entry.name.startsWith('mfe-') && existsSync(dist)) {
      remoteDirs.set(entry.name, dist);
    }
  }
  const shellDir = path.join(root, 'shell', 'dist');
  return { siteDirs: [path.join(root, 'public-pages', 'dist'), shellDir], shellDir, remoteDirs };
}

async function sendFile(
  ctx: Parameters<Middleware>[0],
  root: string,
  file: string,
): Promise<boolean> {
  try {
    await send(ctx, file, {
      root,
      index: 'index.html',
      brotli: true,
      gzip: true,
      setHeaders: cacheHeaders,
    });
    // The answer depends on Accept-Encoding.
    ctx.vary('Accept-Encoding');
    return true;
  } catch (error) {
    const status = (error as { status?: number }).status;
    if (status === 404 || status === 400) return false;
    throw error;
  }
}

/** Sends `file` from the first of the site's builds that has it. */
async function sendFromSite(
  ctx: Parameters<Middleware>[0],
  layout: FrontendLayout,
  file: string,
): Promise<boolean> {
  for (const dir of layout.siteDirs) if (await sendFile(ctx, dir, file)) return true;
  return false;
}

/** The path as koa-send will read it (it decodes %xx escapes). */
function decoded(urlPath: string): string {
  try {
    return decodeURIComponent(urlPath);
  } catch {
    return urlPath;
  }
}

export function serveFrontend(layout: FrontendLayout): Middleware {
  return async (ctx, next) => {
    if ((ctx.method !== 'GET' && ctx.method !== 'HEAD') || isApiPath(ctx.path)) {
      return next();
    }
    if (SOURCE_MAP.test(decoded(ctx.path))) return next();
    const [, firstSegment = '', ...rest] = ctx.path.split('/');
    const remoteDir = layout.remoteDirs.get(firstSegment);
    if (remoteDir) {
      // A remote's folder holds its federation files and its standalone harness page.
      if (await sendFile(ctx, remoteDir, rest.join('/') || 'index.html')) return;
      return next();
    }
    if (await sendFromSite(ctx, layout, ctx.path)) return;
    // A page address: its page pre-rendered at build time (/login -> login.html; / is
    // index.html), or else the shell's app.html, whose router shows the route (or its 404 page).
    // A missing file (an address with an extension) stays a 404.
    if (path.extname(ctx.path) === '' && ctx.accepts('html') === 'html') {
      if (!ctx.path.endsWith('/') && (await sendFromSite(ctx, layout, `${ctx.path}.html`))) {
        return;
      }
      await sendFile(ctx, layout.shellDir, 'app.html');
      return;
    }
    return next();
  };
}
