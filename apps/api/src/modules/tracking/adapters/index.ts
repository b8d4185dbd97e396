import type { Config } from '../../../config';
import type { MessageProvider } from './message-provider';
import { createTwilioProvider } from './twilio';

/** The configured messaging provider (a Twilio-compatible Messages API); undefined when none is configured. */
export function createMessageProvider(config: Pick<Config, 'messaging'>): MessageProvider | undefined {
  return config.messaging ? createTwilioProvider(config.messaging) : undefined;
}
