/** One recipient message through the provider: SMS, or WhatsApp when the sender has a WhatsApp number. */
export type OutgoingMessage = { channel: 'sms' | 'whatsapp'; to: string; text: string; idempotencyKey: string };

/** The recipients' SMS and WhatsApp provider: the tracking services send through it and never know which it is. */
export type MessageProvider = { send: (message: OutgoingMessage) => Promise<void> };
