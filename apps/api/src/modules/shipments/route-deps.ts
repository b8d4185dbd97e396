import { z } from 'zod';
import type { Config } from '../../config';
import type { Db } from '../../db/client';
import type { AuthGuard } from '../../platform/auth';
import type { CarrierAdapters } from './adapters/carrier-adapter';

// What the shipments' routes share (routes/): their dependencies, their tags and a file's answer.

export const tags = ['shipments'];
export const settingsTags = ['shipment settings'];

export type Deps = {
  db: Db;
  authenticate: AuthGuard;
  config: Pick<Config, 'carrierWebhookKey'>;
  /** The carriers, built where the app is composed (createCarrierAdapters). */
  carriers: CarrierAdapters;
};

const FileBytesSchema = z.custom<Buffer>((value) => Buffer.isBuffer(value)).meta({ type: 'string', format: 'binary' });
/** A file answered as bytes of `type`. */
export const binary = (description: string, type: string) => ({
  200: { description, content: { [type]: { schema: FileBytesSchema } } },
});
