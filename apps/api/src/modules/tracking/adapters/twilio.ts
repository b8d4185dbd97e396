import type { MessageProvider } from './message-provider';

export type MessagingConfig = {
  url: string;
  accountSid: string;
  authToken: string;
  smsFrom: string;
  whatsappFrom: string;
};

/**
 * A Twilio-compatible Messages API (POST {url}/2010-04-01/Accounts/{sid}/Messages.json, form
 * fields To, From, Body, basic auth): the same call sends SMS and, with whatsapp: addresses,
 * WhatsApp. The job's key goes as I-Twilio-Idempotency-Token, so a retried job sends once.
 */
export function createTwilioProvider(config: MessagingConfig, fetcher: typeof fetch = fetch): MessageProvider {
  return {
    async send(message) {
      const isWhatsapp = message.channel === 'whatsapp';
      const body = new URLSearchParams({
        To: isWhatsapp ? `whatsapp:${message.to}` : message.to,
        From: isWhatsapp ? `whatsapp:${config.whatsappFrom}` : config.smsFrom,
        Body: message.text,
      });
      const response = await fetcher(`${config.url}/2010-04-01/Accounts/${config.accountSid}/Messages.json`, {
        method: 'POST',
        headers: {
          authorization: `Basic ${Buffer.from(`${config.accountSid}:${config.authToken}`).toString('base64')}`,
          'content-type': 'application/x-www-form-urlencoded',
          'i-twilio-idempotency-token': message.idempotencyKey,
        },
        body,
        signal: AbortSignal.timeout(10_000),
      });
      if (!response.ok) throw new Error(`the messaging provider answered ${response.status}`);
    },
  };
}
