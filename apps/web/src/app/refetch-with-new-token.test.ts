import { QueryObserver } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { refetchWithNewToken } from './app';
import { createQueryClient } from './query-host';

type Answer = { token: string };

describe('refetchWithNewToken', () => {
  it('starts a first load in flight again with the new token instead of keeping the old one’s refusal', async () => {
    const queryClient = createQueryClient();
    let token = 'old';
    const settle: Array<{ token: string; finish: () => void }> = [];
    const queryFn = ({ signal }: { signal: AbortSignal }) =>
      new Promise<Answer>((resolve, reject) => {
        const sentWith = token;
        settle.push({
          token: sentWith,
          finish: () => (sentWith === 'old' ? reject(new Error('refused: old token')) : resolve({ token: sentWith })),
        });
        signal.addEventListener('abort', () => reject(signal.reason));
      });
    const observer = new QueryObserver<Answer>(queryClient, { queryKey: ['orders'], queryFn });
    const unsubscribe = observer.subscribe(() => {});
    expect(settle).toHaveLength(1);

    // The session moves on while the first load, sent with the old token, is still out.
    token = 'new';
    const refetched = refetchWithNewToken(queryClient);
    await new Promise((resolve) => setTimeout(resolve, 0));
    // The old call's refusal comes back late, then the new call answers.
    for (const call of settle) call.finish();
    await refetched;

    expect(settle.map((call) => call.token)).toEqual(['old', 'new']);
    expect(observer.getCurrentResult()).toMatchObject({ status: 'success', data: { token: 'new' } });
    unsubscribe();
  });
});
