import Router from '@koa/router';
import request from 'supertest';
import { DEMO_ACCOUNT, type HelperRole } from '@legacy-planner/contracts';
import { OWN_PLAN, PLAN_HEADER } from '@legacy-planner/contracts/endpoints/planHeader';
import { createTestApp } from '../testing/testApp';
import { apiRouter } from '../features';
import { seedDemoAccount } from '../features/auth/demoAccount';
import { hashPassword } from '../features/auth/passwords';
import { declaredRoutes, mountRoute } from './pipeline';
import type { Endpoint } from '@legacy-planner/contracts/endpoints/endpoint';
import * as shape from '@legacy-planner/contracts/endpoints/shape';
import { route, type AnyRoute, type Policy } from './declaration';
import { setViewerCookie } from '../session/viewerCookie';
import { startPendingSignIn } from '../session/pendingSignIn';
import { setChosenHelper } from '../session/chosenPlan';
import type { UserRecord } from '../storage/port';
import { helperRecord } from '../testing/helperRecords';
import {
  HELPER_MAY_NOT_MESSAGE,
  NO_LONGER_HELPING_MESSAGE,
  OWNER_ONLY_MESSAGE,
  PLAN_CHANGED_MESSAGE,
} from './policy';

jest.setTimeout(30_000);

const wallClock = () => new Date();

// Every route of the API, with who may call it. A new route, or a route whose policy changes,
// must be added here: opening a route to more callers is a decision made visibly in review.
const expectedPolicies: Record<string, Policy> = {
  'GET /health': 'public',
  'GET /openapi.json': 'public',
  'POST /auth/signup': 'public',
  'POST /auth/login': 'public',
  'POST /auth/logout': 'public',
  'GET /auth/user': 'owner',
  'PUT /auth/onboarding': 'owner',
  'GET /auth/providers': 'public',
  'GET /auth/google': 'public',
  'GET /auth/google/callback': 'public',
  'GET /auth/facebook': 'public',
  'GET /auth/facebook/callback': 'public',
  'GET /auth/provider-sign-in-failed': 'public',
  'GET /documents': 'owner_or_helper',
  'POST /documents': 'owner_or_helper',
  'GET /documents/:id': 'owner_or_helper',
  'PUT /documents/:id': 'owner_or_helper',
  'DELETE /documents/:id': 'owner_or_helper',
  'POST /files': 'owner_or_helper',
  'GET /files': 'owner_or_helper',
  'GET /files/usage': 'owner_or_helper',
  'GET /files/:id': 'owner_or_helper',
  'GET /files/:id/content': 'owner_or_helper',
  'PUT /files/:id': 'owner_or_helper',
  'DELETE /files/:id': 'owner_or_helper',
  'GET /wishes': 'owner_or_helper',
  'POST /wishes': 'owner_or_helper',
  'GET /wishes/:id': 'owner_or_helper',
  'PUT /wishes/:id': 'owner_or_helper',
  'GET /wizards/:kind': 'owner_or_helper',
  'PUT /wizards/:kind': 'owner_or_helper',
  'GET /wizards/:kind/pdf': 'owner_or_helper',
  'GET /plan/binder': 'owner_or_helper',
  'DELETE /wizards/:kind': 'owner_or_helper',
  'DELETE /wishes/:id': 'owner_or_helper',
  'GET /contacts': 'owner_or_helper',
  'GET /contacts/counts': 'owner_or_helper',
  'POST /contacts': 'owner_or_helper',
  'GET /contacts/:id': 'owner_or_helper',
  'PUT /contacts/:id': 'owner_or_helper',
  'DELETE /contacts/:id': 'owner_or_helper',
  'GET /activities': 'owner_or_helper',
  'GET /journey': 'owner',
  'PUT /journey': 'owner',
  'GET /privacy/items': 'owner',
  'GET /privacy/items/overview': 'owner',
  'GET /privacy/items/found': 'owner',
  'PUT /privacy/items/:type/:id': 'owner',
  'PUT /privacy/items': 'owner',
  'POST /privacy/items/recommended': 'owner',
  'DELETE /privacy/items/file/:id/settings': 'owner',
  'GET /privacy/access-key': 'owner',
  'POST /privacy/access-key': 'owner',
  'DELETE /privacy/access-key': 'owner',
  'GET /privacy/cards': 'owner',
  'POST /privacy/cards': 'owner',
  'PUT /privacy/cards/:cardId': 'owner',
  'DELETE /privacy/cards/:cardId': 'owner',
  'GET /privacy/cards/:cardId/pdf': 'owner',
  'GET /privacy/requests': 'owner',
  'POST /privacy/requests/:id/approve': 'owner',
  'POST /privacy/requests/:id/reject': 'owner',
  'GET /privacy/grants': 'owner',
  'PUT /privacy/grants/:id': 'owner',
  'DELETE /privacy/grants/:id': 'owner',
  'GET /privacy/settings': 'owner',
  'PUT /privacy/settings': 'owner',
  'GET /privacy/log': 'owner',
  'GET /privacy/preview': 'owner',
  'POST /privacy/rehearsal': 'owner',
  'GET /privacy/notices': 'owner',
  'POST /privacy/notices/read': 'owner',
  // Anyone may ask; what they get is decided by what they prove.
  'POST /access/requests': 'public',
  'POST /access/requests/:id/claim': 'public',
  'POST /access/leave': 'public',
  'GET /access/view': 'viewer',
  'GET /access/view/emergency-summary/pdf': 'viewer',
  'GET /access/view/files/:id': 'viewer',
  'GET /access/view/wizards/:kind/pdf': 'viewer',
  'GET /access/view/messages': 'viewer',
  'POST /access/view/messages/:id/milestone': 'viewer',
  'POST /access/view/messages/:id/resend': 'viewer',
  // The executor's packet: full grants only, which the route checks as the messages' do.
  'GET /access/view/packet': 'viewer',
  'PUT /access/view/packet/tasks/:id': 'viewer',
  'GET /access/view/packet/pdf': 'viewer',
  'GET /messages': 'owner_or_helper',
  'POST /messages/:id/test-delivery': 'owner',
  'GET /messages/open': 'public',
  'GET /messages/open/recording': 'public',
  'GET /admin/airtable-status': 'admin',
  'POST /admin/test-airtable': 'admin',
  'POST /admin/create-test-data': 'admin',
  'POST /admin/airtable-sync': 'admin',
  'GET /admin/airtable-sync': 'admin',
  'GET /admin/airtable-fields': 'admin',
  'GET /admin/access-requests': 'admin',
  'POST /admin/access-requests/:id/verify': 'admin',
  'POST /admin/access-requests/:id/reject': 'admin',
  'GET /admin/jobs': 'admin',
  'GET /account/preferences': 'owner',
  'PUT /account/preferences': 'owner',
  'GET /account/export': 'owner',
  'POST /account/delete': 'owner',
  'POST /auth/verify-email': 'public',
  'POST /account/email/verification': 'owner',
  'POST /account/email': 'owner',
  'POST /auth/password/forgot': 'public',
  'POST /auth/password/reset': 'public',
  'POST /account/password': 'owner',
  'GET /account/security': 'owner',
  'POST /account/two-factor/setup': 'owner',
  'POST /account/two-factor/enable': 'owner',
  'POST /account/two-factor/disable': 'owner',
  // Only the browser whose password step was right, for five minutes.
  'POST /auth/login/two-factor': 'second_factor',
  'GET /account/sessions': 'owner',
  'DELETE /account/sessions/:id': 'owner',
  'POST /account/sessions/end-others': 'owner',
  'PUT /account/signing-place': 'owner',
  'PUT /account/marital-status': 'owner',
  'GET /plan/signing-place': 'owner_or_helper',
  // Helpers see when the plan was last reviewed; marking it reviewed is the owner's word alone.
  'GET /plan/review': 'owner_or_helper',
  'PUT /plan/review': 'owner',
  'GET /plan/packet': 'owner_or_helper',
  'GET /plan/packet/pdf': 'owner_or_helper',
  'GET /check-ins': 'owner',
  'PUT /check-ins/settings': 'owner',
  'POST /check-ins': 'owner',
  'POST /check-ins/test': 'owner',
  // The emailed link is the proof: it records a check-in, once, and opens nothing.
  'POST /check-ins/link': 'public',
  'POST /check-ins/back-to-normal': 'owner',
  'GET /check-ins/question': 'public',
  'POST /check-ins/answers': 'public',
  // The owner's helpers: the owner's alone, refused while the session is on someone else's plan.
  'GET /helpers': 'owner',
  'POST /helpers': 'owner',
  'POST /helpers/:id/approve': 'owner',
  'PUT /helpers/:id': 'owner',
  'DELETE /helpers/:id': 'owner',
  'GET /helpers/:id/changes': 'owner',
  // The plans the signed-in person helps with (person routes: whatever plan the session is on).
  'GET /helping': 'owner',
  'POST /helping/requests': 'owner',
  'POST /helping/:id/accept': 'owner',
  'DELETE /helping/:id': 'owner',
  'PUT /helping/active': 'owner',
};

// The routes that let someone into a plan, which an account whose email is not proven may not
// call (someone can sign up first with another person's email). Taking access away is not here.
const expectedVerifiedEmailRoutes = [
  'POST /privacy/access-key',
  'POST /privacy/cards',
  'PUT /privacy/cards/:cardId',
  'POST /privacy/requests/:id/approve',
  'PUT /privacy/grants/:id',
  'PUT /privacy/settings',
  'PUT /account/preferences',
  'PUT /check-ins/settings',
  'POST /helpers',
  'POST /helpers/:id/approve',
].sort();

// The plan's records, which its helpers reach (issue 28): every helper reads them, only editors
// change them. Each works on the plan the session chose, never on the signed-in user's own.
const expectedHelperRoutes: Record<string, HelperRole> = {
  'GET /documents': 'viewer-helper',
  'GET /documents/:id': 'viewer-helper',
  'POST /documents': 'editor',
  'PUT /documents/:id': 'editor',
  'DELETE /documents/:id': 'editor',
  'GET /wishes': 'viewer-helper',
  'GET /wishes/:id': 'viewer-helper',
  'POST /wishes': 'editor',
  'PUT /wishes/:id': 'editor',
  'DELETE /wishes/:id': 'editor',
  'GET /contacts': 'viewer-helper',
  'GET /contacts/counts': 'viewer-helper',
  'GET /contacts/:id': 'viewer-helper',
  'POST /contacts': 'editor',
  'PUT /contacts/:id': 'editor',
  'DELETE /contacts/:id': 'editor',
  'GET /activities': 'viewer-helper',
  'GET /files': 'viewer-helper',
  'GET /files/usage': 'viewer-helper',
  'GET /files/:id': 'viewer-helper',
  'GET /files/:id/content': 'viewer-helper',
  'POST /files': 'editor',
  'PUT /files/:id': 'editor',
  'DELETE /files/:id': 'editor',
  'GET /wizards/:kind': 'viewer-helper',
  'GET /wizards/:kind/pdf': 'viewer-helper',
  'GET /plan/binder': 'viewer-helper',
  'PUT /wizards/:kind': 'editor',
  'DELETE /wizards/:kind': 'editor',
  // The final wishes' wizard shows each legacy message's delivery; sending a test stays the owner's.
  'GET /messages': 'viewer-helper',
  'GET /plan/signing-place': 'viewer-helper',
  'GET /plan/review': 'viewer-helper',
  'GET /plan/packet': 'viewer-helper',
  'GET /plan/packet/pdf': 'viewer-helper',
};

// The owner routes about the signed-in person rather than a plan, which answer the same while
// the session works on a plan they help with. Every other owner route is refused then.
const expectedPersonRoutes = [
  'GET /auth/user',
  'PUT /auth/onboarding',
  'GET /journey',
  'PUT /journey',
  'GET /helping',
  'POST /helping/requests',
  'POST /helping/:id/accept',
  'DELETE /helping/:id',
  'PUT /helping/active',
  'POST /account/email/verification',
  'POST /account/email',
  'POST /account/password',
  'GET /account/security',
  'POST /account/two-factor/setup',
  'POST /account/two-factor/enable',
  'POST /account/two-factor/disable',
  'GET /account/sessions',
  'DELETE /account/sessions/:id',
  'POST /account/sessions/end-others',
].sort();

// The owner routes the read-only demo account may not call even to read: it has nothing of its
// own there to give.
const expectedDemoRefusedRoutes = ['GET /account/export'];

describe('route policies', () => {
  let testApp: ReturnType<typeof createTestApp>;
  beforeEach(() => {
    testApp = createTestApp();
  });
  afterEach(() => testApp.close());

  it('every route of the API router declares a policy and serves an endpoint of contracts', () => {
    const router = apiRouter({
      config: testApp.config,
      store: testApp.store,
      blobs: testApp.blobs,
      sealer: testApp.sealer,
      clock: () => new Date(),
      mail: null,
    });
    const found: Record<string, Policy> = {};
    const verifiedEmail: string[] = [];
    const demoRefused: string[] = [];
    const helperRoles: Record<string, HelperRole> = {};
    const person: string[] = [];
    const undeclared: string[] = [];
    const withoutEndpoint: string[] = [];
    for (const layer of router.layers) {
      const handler = layer.stack[layer.stack.length - 1]!;
      const declaration = declaredRoutes.get(handler);
      if (declaration) {
        const key = `${declaration.method} ${declaration.path}`;
        expect(layer.methods).toContain(declaration.method);
        found[key] = declaration.policy;
        if (declaration.requires === 'verified_email') verifiedEmail.push(key);
        if (declaration.demo) demoRefused.push(key);
        if (declaration.helpers) helperRoles[key] = declaration.helpers;
        if (declaration.person) person.push(key);
        // Its method, path, body and response shape come from an endpoint of contracts.
        if (declaration.endpoint?.path !== declaration.path) withoutEndpoint.push(key);
      } else {
        undeclared.push(`${layer.methods.join(',')} ${layer.path}`);
      }
    }
    expect(undeclared).toEqual([]);
    expect(withoutEndpoint).toEqual([]);
    expect(found).toEqual(expectedPolicies);
    expect(verifiedEmail.sort()).toEqual(expectedVerifiedEmailRoutes);
    expect(demoRefused.sort()).toEqual(expectedDemoRefusedRoutes);
    expect(helperRoles).toEqual(expectedHelperRoutes);
    expect(person.sort()).toEqual(expectedPersonRoutes);
  });

  it('refuses to mount a route without a valid policy, or a viewer route that writes', () => {
    const router = new Router();
    const base = {
      endpoint: { method: 'GET', path: '/x', response: { empty: true } },
      summary: 'x',
      tag: 'x',
      rateLimit: { none: 'test' },
      action: () => undefined,
    } as const;
    const posted = { ...base, endpoint: { ...base.endpoint, method: 'POST' } } as const;
    expect(() =>
      mountRoute(
        router,
        { ...base, policy: undefined } as unknown as AnyRoute,
        testApp.store,
        wallClock,
      ),
    ).toThrow(/declares no valid policy/);
    expect(() =>
      mountRoute(
        router,
        { ...base, policy: 'friends' } as unknown as AnyRoute,
        testApp.store,
        wallClock,
      ),
    ).toThrow(/declares no valid policy/);
    expect(() =>
      mountRoute(router, route({ ...posted, policy: 'viewer' }), testApp.store, wallClock),
    ).toThrow(/viewers may only read/);
    expect(() =>
      mountRoute(
        router,
        route({ ...base, policy: 'public', requires: 'verified_email' }),
        testApp.store,
        wallClock,
      ),
    ).toThrow(/only owner routes require more/);
    expect(() =>
      mountRoute(
        router,
        route({ ...posted, policy: 'public', writesNothing: true }),
        testApp.store,
        wallClock,
      ),
    ).toThrow(/only owner routes say so/);
    expect(() =>
      mountRoute(
        router,
        route({ ...base, policy: 'viewer', demo: { refuse: 'No.' } }),
        testApp.store,
        wallClock,
      ),
    ).toThrow(/only owner routes refuse the demo account/);
  });

  describe('what each policy lets through', () => {
    // Probe routes mounted on the real app, after its session and current-user middleware.
    function mountProbes() {
      const router = new Router({ prefix: '/probe' });
      const probeAnswer = shape.object({
        kind: shape.string(),
        who: shape.nullable(shape.string()),
      });
      const echo = (
        policy: Policy,
        method: 'GET' | 'POST' = 'GET',
        writesNothing = false,
        { path = '', ...extra }: { path?: string; demo?: { refuse: string } } = {},
      ) =>
        route({
          endpoint: {
            method,
            path: `/${policy}${writesNothing ? '/check' : ''}${path}`,
            response: { json: probeAnswer },
          } satisfies Endpoint,
          ...(writesNothing ? { writesNothing } : {}),
          summary: 'probe',
          tag: 'probe',
          policy,
          rateLimit: { none: 'test' },
          action: ({ caller }) => ({
            kind: caller.kind,
            who:
              'user' in caller
                ? (caller.user?.email ?? null)
                : 'grant' in caller
                  ? caller.grant.viewerName
                  : caller.userId,
          }),
          ...extra,
        });
      for (const policy of ['public', 'owner', 'admin', 'viewer'] as const) {
        mountRoute(router, echo(policy), testApp.store, wallClock);
      }
      mountRoute(router, echo('second_factor', 'POST'), testApp.store, wallClock);
      mountRoute(
        router,
        echo('owner', 'GET', false, {
          path: '/not-for-the-demo',
          demo: { refuse: 'The demo account has nothing here.' },
        }),
        testApp.store,
        wallClock,
      );
      mountRoute(router, echo('owner', 'POST'), testApp.store, wallClock);
      mountRoute(router, echo('owner', 'POST', true), testApp.store, wallClock);
      // Stands in for the access flow (the privacy issue), which puts a grant in the session.
      router.post('/enter-grant/:id', (ctx) => {
        setViewerCookie(ctx, { id: ctx.params.id!, expiresAt: '2099-01-01T00:00:00.000Z' });
        ctx.status = 204;
      });
      // Stands in for a right password on an account with two-factor sign-in.
      router.post('/password-step/:userId', async (ctx) => {
        await startPendingSignIn(ctx, ctx.params.userId!);
        ctx.status = 204;
      });
      testApp.app.use(router.routes());
    }

    async function signedIn(email: string, options: { admin?: boolean } = {}) {
      const user = await testApp.store.users.create({
        name: email,
        email,
        passwordHash: await hashPassword('password-1'),
        role: options.admin ? 'admin' : 'user',
      });
      if (options.admin) await testApp.store.users.setRole(user.id, 'admin', 'command_line');
      const agent = request.agent(testApp.app.callback());
      await agent.post('/api/auth/login').send({ email, password: 'password-1' }).expect(200);
      return { agent, user };
    }

    beforeEach(mountProbes);

    it('public: anyone, with the signed-in user when there is one', async () => {
      await request(testApp.app.callback())
        .get('/probe/public')
        .expect(200, { kind: 'public', who: null });
      const { agent } = await signedIn('ann@example.com');
      await agent.get('/probe/public').expect(200, { kind: 'public', who: 'ann@example.com' });
    });

    it('owner: the signed-in user; the demo account may read, and post what writes nothing', async () => {
      await request(testApp.app.callback()).get('/probe/owner').expect(401);
      const { agent } = await signedIn('ann@example.com');
      await agent.get('/probe/owner').expect(200, { kind: 'owner', who: 'ann@example.com' });
      await agent.post('/probe/owner').expect(200);

      await seedDemoAccount(testApp.store);
      const demo = request.agent(testApp.app.callback());
      await demo.post('/api/auth/login').send(DEMO_ACCOUNT).expect(200);
      await demo.get('/probe/owner').expect(200);
      const refused = await demo.post('/probe/owner').expect(403);
      expect(refused.body.error).toBe('demo_read_only');
      await demo.post('/probe/owner/check').expect(200, { kind: 'owner', who: DEMO_ACCOUNT.email });
      await request(testApp.app.callback()).post('/probe/owner/check').expect(401);
    });

    it('owner, refusing the demo account: the demo may not even read', async () => {
      const { agent } = await signedIn('ann@example.com');
      await agent.get('/probe/owner/not-for-the-demo').expect(200);
      await seedDemoAccount(testApp.store);
      const demo = request.agent(testApp.app.callback());
      await demo.post('/api/auth/login').send(DEMO_ACCOUNT).expect(200);
      await demo.get('/probe/owner/not-for-the-demo').expect(403, {
        error: 'demo_read_only',
        message: 'The demo account has nothing here.',
      });
      await request(testApp.app.callback()).get('/probe/owner/not-for-the-demo').expect(401);
    });

    it('second_factor: only the browser whose password step was right, not a signed-in one', async () => {
      const signInAgain = {
        error: 'sign_in_again',
        message: 'Please sign in again with your password.',
      };
      const visitor = request.agent(testApp.app.callback());
      await visitor.post('/probe/second_factor').expect(401, signInAgain);
      const { agent, user } = await signedIn('ann@example.com');
      await agent.post('/probe/second_factor').expect(401, signInAgain);
      await visitor.post(`/probe/password-step/${user.id}`).expect(204);
      await visitor
        .post('/probe/second_factor')
        .expect(200, { kind: 'second_factor', who: user.id });
      // Not signed in meanwhile: the owner's routes still say so.
      await visitor.get('/probe/owner').expect(401);
    });

    it('admin: 401 without a session, 403 to a user, the admin through', async () => {
      await request(testApp.app.callback()).get('/probe/admin').expect(401);
      const { agent: user } = await signedIn('ann@example.com');
      await user.get('/probe/admin').expect(403);
      const { agent: admin } = await signedIn('boss@example.com', { admin: true });
      await admin.get('/probe/admin').expect(200, { kind: 'admin', who: 'boss@example.com' });
    });

    it('viewer: only with an active grant, never one revoked or expired', async () => {
      const { user: owner } = await signedIn('ann@example.com');
      const viewer = request.agent(testApp.app.callback());
      await viewer.get('/probe/viewer').expect(401);
      // A signed-in owner is not a viewer.
      const { agent: ownerAgent } = await signedIn('bob@example.com');
      await ownerAgent.get('/probe/viewer').expect(401);

      const hour = 60 * 60 * 1000;
      const active = await testApp.store.grants.create({
        ownerId: owner.id,
        level: 'basic',
        viewerName: 'Cara',
        viewerEmail: 'cara@example.com',
        viewerRelationship: 'Sister',
        source: 'card',
        emergency: true,
        expiresAt: new Date(Date.now() + hour).toISOString(),
      });
      await viewer.post(`/probe/enter-grant/${active.id}`).expect(204);
      await viewer.get('/probe/viewer').expect(200, { kind: 'viewer', who: 'Cara' });
      await testApp.store.grants.revoke(owner.id, active.id);
      await viewer.get('/probe/viewer').expect(401);

      const expired = await testApp.store.grants.create({
        ownerId: owner.id,
        level: 'full',
        viewerName: 'Dan',
        viewerEmail: 'dan@example.com',
        viewerRelationship: 'Son',
        source: 'request',
        emergency: false,
        expiresAt: new Date(Date.now() - 1).toISOString(),
      });
      await viewer.post(`/probe/enter-grant/${expired.id}`).expect(204);
      await viewer.get('/probe/viewer').expect(401);
      await viewer.post('/probe/enter-grant/no-such-grant').expect(204);
      await viewer.get('/probe/viewer').expect(401);
    });
  });
});

describe('the viewer policy reads the app’s clock', () => {
  it('lets a grant in until its end on that clock, whatever the wall clock says', async () => {
    let now = new Date();
    const testApp = createTestApp({}, {}, undefined, { clock: () => now });
    try {
      const owner = await testApp.store.users.create({
        name: 'Ann',
        email: 'ann@example.com',
        passwordHash: null,
        role: 'user',
      });
      const grant = await testApp.store.grants.create({
        ownerId: owner.id,
        level: 'basic',
        viewerName: 'Cara',
        viewerEmail: 'cara@example.com',
        viewerRelationship: 'Sister',
        source: 'card',
        emergency: true,
        expiresAt: new Date(now.getTime() + 60 * 60 * 1000).toISOString(),
      });
      const router = new Router({ prefix: '/probe' });
      router.post('/enter-grant', (ctx) => {
        setViewerCookie(ctx, { id: grant.id, expiresAt: '2099-01-01T00:00:00.000Z' });
        ctx.status = 204;
      });
      testApp.app.use(router.routes());
      const viewer = request.agent(testApp.app.callback());
      await viewer.post('/probe/enter-grant').expect(204);
      await viewer.get('/api/access/view').expect(200);
      now = new Date(now.getTime() + 2 * 60 * 60 * 1000);
      const ended = await viewer.get('/api/access/view').expect(401);
      expect(ended.body.error).toBe('no_access');
    } finally {
      await testApp.close();
    }
  });
});

describe('owner_or_helper: the plan the session chose', () => {
  let testApp: ReturnType<typeof createTestApp>;

  // Probes on the real app: who is signed in and whose plan the route works on, for a read every
  // helper may call, a write only editors may, an owner route and one about the person.
  function mountProbes() {
    const router = new Router({ prefix: '/probe' });
    const planAnswer = shape.object({
      user: shape.string(),
      owner: shape.nullable(shape.string()),
    });
    const probe = (
      method: 'GET' | 'POST',
      path: string,
      access:
        { policy: 'owner_or_helper'; helpers: HelperRole } | { policy: 'owner'; person?: true },
    ) =>
      route({
        endpoint: { method, path, response: { json: planAnswer } } satisfies Endpoint,
        summary: 'probe',
        tag: 'probe',
        rateLimit: { none: 'test' },
        ...access,
        action: ({ caller }) => ({
          user: (caller as { user: UserRecord }).user.email,
          owner: 'owner' in caller ? caller.owner.email : null,
        }),
      });
    for (const declaration of [
      probe('GET', '/plan', { policy: 'owner_or_helper', helpers: 'viewer-helper' }),
      probe('POST', '/plan', { policy: 'owner_or_helper', helpers: 'editor' }),
      probe('GET', '/owner', { policy: 'owner' }),
      probe('GET', '/person', { policy: 'owner', person: true }),
    ]) {
      mountRoute(router, declaration, testApp.store, wallClock);
    }
    // Stands in for any way a session could come to name a helper record (the switcher checks
    // its own choice; the policy must hold whatever the session names).
    router.post('/choose/:id', (ctx) => {
      setChosenHelper(ctx, ctx.params.id!);
      ctx.status = 204;
    });
    testApp.app.use(router.routes());
  }

  async function signedIn(email: string) {
    const user = await testApp.store.users.create({
      name: email,
      email,
      passwordHash: await hashPassword('password-1'),
      role: 'user',
    });
    const agent = request.agent(testApp.app.callback());
    await agent.post('/api/auth/login').send({ email, password: 'password-1' }).expect(200);
    return { agent, user };
  }

  const noLongerHelping = { error: 'no_longer_helping', message: NO_LONGER_HELPING_MESSAGE };

  beforeEach(() => {
    testApp = createTestApp();
    mountProbes();
  });
  afterEach(() => testApp.close());

  it('works on the signed-in user’s own plan until the session chooses another', async () => {
    await request(testApp.app.callback()).get('/probe/plan').expect(401);
    const { agent } = await signedIn('ann@example.com');
    await agent
      .get('/probe/plan')
      .expect(200, { user: 'ann@example.com', owner: 'ann@example.com' });
    await agent.post('/probe/plan').expect(200);
    await agent.get('/probe/owner').expect(200);
  });

  it('works on the plan of the user’s active helper record: owner routes refused, the person’s answer', async () => {
    const { user: ann } = await signedIn('ann@example.com');
    const { agent: maria, user: mariaUser } = await signedIn('maria@example.com');
    const record = await helperRecord(testApp.store, ann, mariaUser);
    await maria.post(`/probe/choose/${record.id}`).expect(204);

    await maria
      .get('/probe/plan')
      .expect(200, { user: 'maria@example.com', owner: 'ann@example.com' });
    await maria
      .post('/probe/plan')
      .expect(200, { user: 'maria@example.com', owner: 'ann@example.com' });
    await maria
      .get('/probe/owner')
      .expect(403, { error: 'owner_only', message: OWNER_ONLY_MESSAGE });
    await maria.get('/probe/person').expect(200, { user: 'maria@example.com', owner: null });
  });

  it('lets a viewer-helper read the plan, never change it', async () => {
    const { user: ann } = await signedIn('ann@example.com');
    const { agent: maria, user: mariaUser } = await signedIn('maria@example.com');
    const record = await helperRecord(testApp.store, ann, mariaUser, { role: 'viewer-helper' });
    await maria.post(`/probe/choose/${record.id}`).expect(204);
    await maria
      .get('/probe/plan')
      .expect(200, { user: 'maria@example.com', owner: 'ann@example.com' });
    await maria
      .post('/probe/plan')
      .expect(403, { error: 'helper_may_not', message: HELPER_MAY_NOT_MESSAGE });
  });

  it('refuses, once, a record of another user, one not active, or one gone; then the user’s own plan', async () => {
    const { user: ann } = await signedIn('ann@example.com');
    const { agent: maria, user: mariaUser } = await signedIn('maria@example.com');
    const { user: bob } = await signedIn('bob@example.com');
    const bobs = await helperRecord(testApp.store, ann, bob);
    const invited = await helperRecord(testApp.store, ann, mariaUser, { active: false });
    const removed = await helperRecord(testApp.store, bob, mariaUser);
    await testApp.store.helpers.remove(removed.id);

    for (const id of [bobs.id, invited.id, removed.id, 'no-such-record']) {
      await maria.post(`/probe/choose/${id}`).expect(204);
      await maria.post('/probe/plan').expect(403, noLongerHelping);
      // The choice is forgotten: the next request works on Maria's own plan, owner routes too.
      await maria
        .get('/probe/plan')
        .expect(200, { user: 'maria@example.com', owner: 'maria@example.com' });
      await maria.get('/probe/owner').expect(200);
    }
  });

  it('refuses an owner route once as no longer helping when the chosen record is gone, then answers it', async () => {
    const { user: ann } = await signedIn('ann@example.com');
    const { agent: maria, user: mariaUser } = await signedIn('maria@example.com');
    const record = await helperRecord(testApp.store, ann, mariaUser);
    await maria.post(`/probe/choose/${record.id}`).expect(204);
    await maria
      .get('/probe/owner')
      .expect(403, { error: 'owner_only', message: OWNER_ONLY_MESSAGE });
    await testApp.store.helpers.remove(record.id);
    await maria.get('/probe/owner').expect(403, noLongerHelping);
    await maria.get('/probe/owner').expect(200);
  });

  it('refuses a call made for the plan the session has left (409 plan_changed) before its handler runs', async () => {
    const planChanged = { error: 'plan_changed', message: PLAN_CHANGED_MESSAGE };
    const { user: ann } = await signedIn('ann@example.com');
    const { agent: maria, user: mariaUser } = await signedIn('maria@example.com');
    const record = await helperRecord(testApp.store, ann, mariaUser);

    // On her own plan: a page of Ann's plan (another window) is refused, her own answered.
    await maria.post('/probe/plan').set(PLAN_HEADER, record.id).expect(409, planChanged);
    await maria.get('/probe/owner').set(PLAN_HEADER, record.id).expect(409, planChanged);
    await maria
      .post('/probe/plan')
      .set(PLAN_HEADER, OWN_PLAN)
      .expect(200, { user: 'maria@example.com', owner: 'maria@example.com' });
    await maria.get('/probe/owner').set(PLAN_HEADER, OWN_PLAN).expect(200);

    // On Ann's plan: a page of her own plan (a wizard saving as it closes) is refused.
    await maria.post(`/probe/choose/${record.id}`).expect(204);
    await maria.post('/probe/plan').set(PLAN_HEADER, OWN_PLAN).expect(409, planChanged);
    await maria.get('/probe/owner').set(PLAN_HEADER, OWN_PLAN).expect(409, planChanged);
    await maria
      .post('/probe/plan')
      .set(PLAN_HEADER, record.id)
      .expect(200, { user: 'maria@example.com', owner: 'ann@example.com' });
    await maria
      .get('/probe/owner')
      .set(PLAN_HEADER, record.id)
      .expect(403, { error: 'owner_only', message: OWNER_ONLY_MESSAGE });
    // The person's routes are the same whichever plan a page showed.
    await maria.get('/probe/person').set(PLAN_HEADER, OWN_PLAN).expect(200);
    // A choice gone is said as such first: the page learns the user no longer helps.
    await testApp.store.helpers.remove(record.id);
    await maria.post('/probe/plan').set(PLAN_HEADER, record.id).expect(403, noLongerHelping);
  });

  it('keeps the demo account read-only', async () => {
    await seedDemoAccount(testApp.store);
    const demo = request.agent(testApp.app.callback());
    await demo.post('/api/auth/login').send(DEMO_ACCOUNT).expect(200);
    await demo
      .get('/probe/plan')
      .expect(200, { user: DEMO_ACCOUNT.email, owner: DEMO_ACCOUNT.email });
    const refused = await demo.post('/probe/plan').expect(403);
    expect(refused.body.error).toBe('demo_read_only');
  });
});
