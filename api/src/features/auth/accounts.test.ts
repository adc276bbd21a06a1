import { createTestApp } from '../../testing/testApp';
import { accounts } from './accounts';

describe('accounts', () => {
  let testApp: ReturnType<typeof createTestApp>;
  beforeEach(() => {
    testApp = createTestApp();
  });
  afterEach(() => testApp.close());

  it('gives two first sign-ins of one email at once the same account', async () => {
    const service = accounts(testApp.store, new Set(), () => new Date());
    const [first, second] = await Promise.all([
      service.findOrCreateVerified('grace@example.com', 'Grace'),
      service.findOrCreateVerified('grace@example.com', 'Grace'),
    ]);
    expect(first.id).toBe(second.id);
    expect(first).toMatchObject({ email: 'grace@example.com', emailVerified: true });
  });
});
