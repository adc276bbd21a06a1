import { loadOnce } from './loadOnce';

describe('loadOnce', () => {
  it('loads at the first call only, and shares the load between calls made meanwhile', async () => {
    let loads = 0;
    const load = loadOnce(async () => ({ loaded: ++loads }));
    expect(loads).toBe(0);
    const [first, second] = await Promise.all([load(), load()]);
    expect(first).toBe(second);
    expect(await load()).toBe(first);
    expect(loads).toBe(1);
  });

  it('tries again after a load that failed', async () => {
    let loads = 0;
    const load = loadOnce(async () => {
      loads += 1;
      if (loads === 1) throw new Error('EMFILE: too many open files');
      return 'loaded';
    });
    await expect(load()).rejects.toThrow('EMFILE');
    await expect(load()).resolves.toBe('loaded');
    expect(loads).toBe(2);
  });
});
