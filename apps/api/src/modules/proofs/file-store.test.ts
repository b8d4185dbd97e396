import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../config';
import { type S3StandIn, startS3StandIn } from '../../test/stand-ins/s3/stand-in';
import { createFileStore, type FileStore, folderStore, s3Store } from './adapters';

let standIn: S3StandIn;
beforeAll(async () => {
  standIn = await startS3StandIn();
});
afterAll(async () => standIn?.close());

/** What every store does: put, get back the same bytes and type, overwrite, delete, nothing for an unknown key. */
async function roundTrip(store: FileStore) {
  const image = Buffer.from([0xff, 0xd8, 0xff, 1, 2, 3, 4]);
  await store.put('proofs/a1.jpg', image, 'image/jpeg');
  expect(await store.get('proofs/a1.jpg')).toEqual({ body: image, contentType: 'image/jpeg' });
  const again = Buffer.from([0xff, 0xd8, 0xff, 9]);
  await store.put('proofs/a1.jpg', again, 'image/jpeg');
  expect((await store.get('proofs/a1.jpg'))?.body).toEqual(again);
  expect(await store.get('proofs/none.jpg')).toBeUndefined();
  await store.delete('proofs/a1.jpg');
  expect(await store.get('proofs/a1.jpg')).toBeUndefined();
  await store.delete('proofs/a1.jpg');
  await expect(store.put('../escape.jpg', image, 'image/jpeg')).rejects.toThrow(/Not a file store key/);
}

describe('the file store', () => {
  it('keeps files in a folder by default', async () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'sameday-files-'));
    const store = createFileStore({ ...loadConfig({ NODE_ENV: 'test' }), dataDir });
    expect(store.name).toBe('folder');
    await roundTrip(store);
    await roundTrip(folderStore(path.join(dataDir, 'other')));
  });

  it('keeps objects in an S3-compatible bucket (the stand-in speaks S3 to the SDK)', async () => {
    const config = loadConfig({
      NODE_ENV: 'test',
      S3_BUCKET: 'proofs',
      S3_ENDPOINT: standIn.url,
      S3_ACCESS_KEY_ID: 'stand-in-key',
      S3_SECRET_ACCESS_KEY: 'stand-in-secret-key',
    });
    const store = createFileStore(config);
    expect(store.name).toBe('s3');
    await roundTrip(store);
    expect(standIn.requests).toContain('PUT /proofs/proofs/a1.jpg');
    expect(standIn.requests).toContain('DELETE /proofs/proofs/a1.jpg');
  });

  it('fails loudly when the bucket refuses (wrong keys): nothing is taken as stored', async () => {
    const store = s3Store({
      bucket: 'proofs',
      region: 'me-central-1',
      endpoint: standIn.url,
      credentials: { accessKeyId: 'someone-else', secretAccessKey: 'not-the-secret' },
    });
    await expect(store.put('proofs/b.jpg', Buffer.from('x'), 'image/jpeg')).rejects.toThrow();
    expect(standIn.objects.has('proofs/proofs/b.jpg')).toBe(false);
  });

  it('checks the S3 settings: a bucket with the others, both keys or neither, https in production', () => {
    expect(() => loadConfig({ NODE_ENV: 'test', S3_ENDPOINT: 'http://127.0.0.1:9000' })).toThrow(
      /S3_BUCKET: must be set/,
    );
    expect(() => loadConfig({ NODE_ENV: 'test', S3_BUCKET: 'proofs', S3_ACCESS_KEY_ID: 'abc' })).toThrow(
      /S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY are both needed/,
    );
    expect(() => loadConfig({ NODE_ENV: 'test', S3_BUCKET: 'Not_A_Bucket' })).toThrow(
      /S3_BUCKET must be a bucket name/,
    );
    expect(
      loadConfig({ NODE_ENV: 'test', S3_BUCKET: 'proofs', S3_ENDPOINT: 'http://127.0.0.1:9000' }).notForProduction,
    ).toContain('S3_ENDPOINT');
    expect(loadConfig({ NODE_ENV: 'test' }).fileStore).toBeNull();
  });
});
