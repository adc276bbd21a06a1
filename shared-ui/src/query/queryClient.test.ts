import { createQueryClient } from './queryClient';

describe('query client defaults (spec section 9)', () => {
  it('never goes stale, never refetches on focus, never polls, never retries', () => {
    const { queries, mutations } = createQueryClient().getDefaultOptions();
    expect(queries).toMatchObject({
      staleTime: Infinity,
      refetchOnWindowFocus: false,
      refetchInterval: false,
      retry: false,
    });
    expect(mutations).toMatchObject({ retry: false });
  });

  it('does not retry a failing query', async () => {
    const client = createQueryClient();
    let calls = 0;
    await expect(
      client.fetchQuery({
        queryKey: ['failing'],
        queryFn: async () => {
          calls += 1;
          throw new Error('down');
        },
      }),
    ).rejects.toThrow('down');
    expect(calls).toBe(1);
  });
});
