import type { Config } from '../config/config';
import { movableClock, type MovableClock } from './movableClock';
import { smtpCapture } from './smtpCapture';
import { createTestApp, type TestAppData } from './testApp';
import { visitorsOf } from './visitors';

export { TEST_PASSWORD, type Agent } from './visitors';
export type TestAppWithMail = Awaited<ReturnType<typeof createTestAppWithMail>>;

/**
 * The real app (createTestApp) on the given clock, its mail sent to a local SMTP capture
 * (`smtp`), and behind a "proxy" with its visitors and signed-in accounts (visitorsOf): each
 * `visitor()` is a browser of its own from an address of its own, so that no test meets the rate
 * limits another test used up. `close()` closes both.
 */
export async function createTestAppWithMail(
  clock: () => Date,
  overrides: Partial<Config> = {},
  data?: TestAppData,
) {
  const smtp = await smtpCapture();
  const testApp = createTestApp(
    { smtpUrl: smtp.url, trustProxy: true, ...overrides },
    {},
    undefined,
    { clock, data },
  );
  return {
    ...testApp,
    ...visitorsOf(() => testApp),
    smtp,
    async close() {
      await testApp.close();
      await smtp.close();
    },
  };
}

/**
 * The app with mail that a test file's tests share, on a movable clock (`testApp.clock`): built
 * before the first test and closed after the last; before each test the clock is set back to
 * `start()`, the present unless given. Its members are there from the first test on.
 */
export function testAppWithMailPerFile(start: () => Date = () => new Date()) {
  const clock = movableClock(start());
  const testApp = { clock } as TestAppWithMail & { clock: MovableClock };
  beforeAll(async () => {
    Object.assign(testApp, await createTestAppWithMail(clock));
  });
  afterAll(() => testApp.close());
  beforeEach(() => {
    clock.set(start());
  });
  return testApp;
}
