import { track } from './analytics';
import { isApiError } from './api';

/** The spec's user-store topics, each pushed with started, success, failed or error. */
export type UserStoreTopic = 'pickup zones' | 'saved addresses' | 'business accounts' | 'integrations';
export type UserStoreOutcome = 'started' | 'success' | 'failed' | 'error';

export function trackUserStore(topic: UserStoreTopic, outcome: UserStoreOutcome): void {
  track({ event: 'userStore', topic, outcome });
}

/**
 * Runs one fetch of a topic and tells the data layer how it went: `failed` when
 * the server refused (an answer in the error shape), `error` when no answer came
 * or the answer could not be used.
 */
export async function withUserStoreEvents<T>(topic: UserStoreTopic, run: () => Promise<T>): Promise<T> {
  trackUserStore(topic, 'started');
  try {
    const result = await run();
    trackUserStore(topic, 'success');
    return result;
  } catch (error) {
    const isAborted = error instanceof DOMException && error.name === 'AbortError';
    if (!isAborted) trackUserStore(topic, isApiError(error) && error.httpStatus > 0 ? 'failed' : 'error');
    throw error;
  }
}
