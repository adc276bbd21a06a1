import type { Middleware } from 'koa';
import type { Layer } from '@koa/router';
import type { AnyRoute } from '../routing/declaration';
import { mountRoute } from '../routing/pipeline';
import { RoutesByFirstSegment } from '../routing/routesByFirstSegment';
import { API_PREFIX } from '../http/apiPath';
import { apiNotFound } from '../http/errors';
import { openapiDocument } from '../openapi/generate';
import { accounts } from './auth/accounts';
import { authRoutes } from './auth/routes';
import { oauthRoutes } from './auth/oauth';
import { plannerRoutes } from './planner/routes';
import { fileRoutes } from './files/routes';
import { wizardRoutes } from './wizards/routes';
import { systemRoutes } from './system/routes';
import { privacyRoutes } from './privacy/routes';
import { rehearsalRoutes } from './privacy/rehearsalRoutes';
import { accessRoutes } from './access/routes';
import { messageRoutes } from './messages/routes';
import { packetRoutes } from './packet/routes';
import { accountRoutes } from './account/routes';
import { adminRoutes } from './admin/routes';
import { ownershipRoutes } from './ownership/routes';
import { securityRoutes } from './security/routes';
import { accountMail } from './security/accountMail';
import { checkInRoutes } from './checkIns/routes';
import { checkInService } from './checkIns/checkInService';
import { contactAnswers } from './checkIns/answers';
import { helperRoutes } from './helpers/routes';
import { signingRoutes } from './signing/routes';
import { planReviewRoutes } from './planReview/routes';
import { binderRoutes } from './binder/routes';
import type { FeatureDependencies } from './dependencies';

/** Every route of the API, feature by feature, each a declaration with its policy. */
export function apiRoutes(dependencies: FeatureDependencies): AnyRoute[] {
  const { config, store, blobs, clock, mail } = dependencies;
  const accountService = accounts(store, config.adminEmails, clock);
  const checkIns = checkInService(dependencies);
  // Every way of signing in is a check-in.
  const signedIn = checkIns.signedIn;
  let document: ReturnType<typeof openapiDocument> | undefined;
  const routes: AnyRoute[] = [
    ...systemRoutes(store, () => (document ??= openapiDocument(routes))),
    ...authRoutes(store, config, accountService, {
      mail: accountMail(config, mail),
      clock,
      signedIn,
    }),
    ...securityRoutes(dependencies, accountService, signedIn),
    ...oauthRoutes(accountService, store.twoFactor, signedIn),
    ...plannerRoutes(dependencies),
    ...fileRoutes(dependencies),
    ...wizardRoutes(dependencies),
    ...privacyRoutes(dependencies),
    ...rehearsalRoutes(dependencies),
    ...accessRoutes(dependencies, blobs),
    ...messageRoutes(dependencies, blobs),
    ...packetRoutes(dependencies),
    ...accountRoutes(store),
    ...ownershipRoutes(dependencies),
    ...adminRoutes(dependencies),
    ...checkInRoutes(checkIns, contactAnswers(dependencies)),
    ...helperRoutes(dependencies),
    ...signingRoutes(dependencies),
    ...planReviewRoutes(dependencies),
    ...binderRoutes(dependencies),
  ];
  return routes;
}

/** The paths, lower case, of the routes that take a multipart body (see csrfProtection). */
export function multipartPaths(routes: readonly AnyRoute[]): Set<string> {
  return new Set(
    routes.filter((route) => route.multipart).map((route) => `${API_PREFIX}${route.path}`),
  );
}

/** The /api routes: the declared ones, then a JSON 404 for any other path under /api. */
export function apiRouter(
  dependencies: FeatureDependencies,
  routes: readonly AnyRoute[] = apiRoutes(dependencies),
): { middleware: Middleware; layers: Layer[] } {
  const grouped = new RoutesByFirstSegment(API_PREFIX);
  for (const declaration of routes) {
    const router = grouped.routerFor(declaration.path);
    mountRoute(router, declaration, dependencies.store, dependencies.clock);
  }
  return { middleware: grouped.middleware(apiNotFound), layers: grouped.layers };
}
