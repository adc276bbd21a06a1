import { createHash } from 'node:crypto';
import { FIRST_SCREEN_SCRIPT_HASH } from '../api/src/http/securityHeaders';
import { FIRST_SCREEN_SCRIPT } from '../shell/src/prerender/firstScreenScript';

// app.html carries one inline script (the pre-rendered first screen's), which the Content
// Security Policy of both servers allows by its hash alone; any change to its text must change
// that hash too (nginx.test.ts checks that nginx's policy is the API's).
describe('the Content Security Policy', () => {
  it("allows app.html's inline script by the hash of its text", () => {
    const hash = createHash('sha256').update(FIRST_SCREEN_SCRIPT).digest('base64');
    expect(FIRST_SCREEN_SCRIPT_HASH).toBe(`'sha256-${hash}'`);
  });
});
