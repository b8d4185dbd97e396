import type { Db } from '../../../db/client';
import type { Actor } from '../../../platform/actor';
import { courierPickupStop } from '../../missions';
import { type FileStore, uploadedImage } from '../../proofs';
import { renderManifestPdf } from './manifest-pdf';
import { type ManifestDocument, merchantManifest, stopManifest } from './manifests';

export type ManifestFileDeps = { db: Db; store: FileStore; now: () => Date };

async function pdfOf({ db, store }: ManifestFileDeps, manifest: ManifestDocument) {
  const signature = manifest.signOff ? await uploadedImage(db, store, manifest.signOff.signatureUploadId) : undefined;
  const pdf = await renderManifestPdf(manifest, signature?.body);
  const signed = manifest.signOff ? '-signed' : '';
  return { pdf, filename: `pickup-manifest-${manifest.date}${signed}.pdf` };
}

/** GET /quiqdash/pickups/manifests/{id}/pdf?date=: one of the account's pickup addresses' manifest. */
export async function merchantManifestPdf(deps: ManifestFileDeps, accountId: string, locationId: string, date: string) {
  return pdfOf(deps, await merchantManifest(deps.db, accountId, locationId, date, deps.now()));
}

/** GET /courier/manifests/{id}/pdf: the manifest of one of the courier's own pickup stops. */
export async function courierManifestPdf(deps: ManifestFileDeps, actor: Actor, stopId: string) {
  return pdfOf(deps, await stopManifest(deps.db, await courierPickupStop(deps.db, actor, stopId)));
}
