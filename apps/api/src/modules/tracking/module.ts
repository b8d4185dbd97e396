import type { ModuleDeclaration } from '../../platform/module';
import { registerTrackingRoutes } from './routes';
import {
  createTrackingCodes,
  type MessageProvider,
  NOTICE_QUEUE,
  type Notice,
  noticeOfMove,
  sendNotice,
  type TrackingCodes,
} from './service';
import { resolveCode } from './service/view';

declare module '../../platform/module' {
  interface DomainAdapters {
    /** The recipients' SMS or WhatsApp provider, when one is configured. */
    messaging: MessageProvider | undefined;
  }
}

/** The tracking page of an order (the shops' fulfilments link to it). */
async function trackingUrlOf(
  codes: TrackingCodes,
  db: Parameters<TrackingCodes['issue']>[0],
  order: { id: string; accountId: string },
) {
  const [code = ''] = (await codes.issue(db, [order])).values();
  return codes.urlOf(code);
}

/**
 * The recipient's side: the public tracking page and its actions, each label's tracking link (the
 * `trackingUrls` port), the shops' links (`trackingLinkOf`), and the recipient's message for each
 * move that matters, queued in the move's transaction and sent by the notice job.
 */
export const trackingModule: ModuleDeclaration = {
  name: 'tracking',
  build: async ({ db, jobs, mailer, config, secret, adapters }) => {
    const codes = createTrackingCodes(await secret('tracking_code_key'), config.publicUrl);
    const recipientPhone = {
      provider: adapters.messaging,
      phoneChannel: config.messaging?.whatsappFrom ? ('whatsapp' as const) : ('sms' as const),
    };
    const noticeDeps = { db, jobs, codes, mailer, ...recipientPhone };
    return {
      routes: {
        platform: (app, { authenticate }) =>
          registerTrackingRoutes(app, { db, codes, authenticate, rateLimits: config.rateLimits, ...recipientPhone }),
      },
      jobs: (runner) => runner.handle(NOTICE_QUEUE, async (payload) => sendNotice(noticeDeps, payload as Notice)),
      wiring: {
        reactions: { 'order.moved': noticeOfMove },
        ports: {
          trackingUrls: (tx, orders) => {
            const { codes: issued, recorded } = codes.beginIssue(tx, orders);
            return { urls: new Map([...issued].map(([id, code]) => [id, codes.urlOf(code)])), recorded };
          },
          trackingLinkOf: (order) => trackingUrlOf(codes, db, order),
          // The live socket of a tracking page hears of its own order only (decision 058).
          trackedOrderOf: async (code) => (await resolveCode({ db, codes }, db, code).catch(() => undefined))?.order.id,
        },
      },
    };
  },
};
