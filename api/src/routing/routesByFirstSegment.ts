import Router, { type Layer, type RouterContext } from '@koa/router';
import type { Middleware } from 'koa';
import { isUnder } from '../http/apiPath';

/**
 * Routes under a prefix, kept in one @koa/router per first path segment after it ("auth",
 * "documents", ...). @koa/router tests a request against every route's expression in turn:
 * with the API's 150 routes in one router, that matching was about a fifteenth of the time of
 * its cheapest request (GET /api/auth/user). A request is now matched against its segment's
 * routes only. Routes match as @koa/router matches them: case-insensitively, a trailing slash
 * allowed.
 */
export class RoutesByFirstSegment {
  private readonly routers = new Map<string, Router>();
  private sealed = false;

  /** `prefix`: lower case, without a trailing slash ("/api"). */
  constructor(private readonly prefix: string) {}

  /** The router for a route's path (after the prefix), whose first segment must be fixed. */
  routerFor(path: string): Router {
    // The middleware knows the segments it was made with; a later one would never be served.
    if (this.sealed) throw new Error(`${path}: routes are added before the middleware is made`);
    const segment = firstSegment(path, 0);
    if (!/^[\w.-]+$/.test(segment)) {
      throw new Error(`${path}: a route's first segment is a fixed name`);
    }
    const key = segment.toLowerCase();
    let router = this.routers.get(key);
    if (!router) {
      router = new Router({ prefix: this.prefix });
      this.routers.set(key, router);
    }
    return router;
  }

  /** Every route's layer, segment by segment. */
  get layers(): Layer[] {
    return [...this.routers.values()].flatMap((router) => router.stack);
  }

  /**
   * A request to the prefix or under it goes to its segment's routes, and to `unmatched` when
   * none of them has its path and method; any other request goes on.
   */
  middleware(unmatched: Middleware): Middleware {
    this.sealed = true;
    const routes = new Map([...this.routers].map(([key, router]) => [key, router.routes()]));
    const { prefix } = this;
    return (ctx, next) => {
      const path = ctx.path;
      // The prefix itself too ("/api": nothing there, a JSON 404).
      if (!isUnder(prefix, path)) return next();
      const segmentRoutes = routes.get(firstSegment(path, prefix.length).toLowerCase());
      const otherwise = () => unmatched(ctx, next);
      // The router adds its params and itself to the context.
      return segmentRoutes ? segmentRoutes(ctx as RouterContext, otherwise) : otherwise();
    };
  }
}

/** The segment after the slash at `slashAt`. */
function firstSegment(path: string, slashAt: number): string {
  const end = path.indexOf('/', slashAt + 1);
  return path.slice(slashAt + 1, end === -1 ? undefined : end);
}
