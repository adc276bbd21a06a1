import { createHash } from 'node:crypto';
import { APP_START_SCRIPT_HASH } from '../api/src/http/securityHeaders';
import { APP_START_SCRIPT } from '../shell/src/prerender/appStartScript';

// app.html carries one inline script (it shows the pre-rendered first screen and starts the
// app's scripts), which the Content Security Policy of both servers allows by its hash alone;
// any change to its text must change that hash too (nginx.test.ts checks that nginx's policy is
// the API's).
describe('the Content Security Policy', () => {
  it("allows app.html's inline script by the hash of its text", () => {
    const hash = createHash('sha256').update(APP_START_SCRIPT).digest('base64');
    expect(APP_START_SCRIPT_HASH).toBe(`'sha256-${hash}'`);
  });
});
