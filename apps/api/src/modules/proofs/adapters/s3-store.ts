import { checkKey, type FileStore } from './file-store';

export type S3Settings = {
  bucket: string;
  region: string;
  /** An S3-compatible server other than AWS: addressed path-style (`endpoint/bucket/key`). */
  endpoint?: string;
  /** Unset: the SDK's own chain (the environment, an instance role). */
  credentials?: { accessKeyId: string; secretAccessKey: string };
};

type S3Module = typeof import('@aws-sdk/client-s3');

/**
 * Proof images in an S3-compatible bucket (`@aws-sdk/client-s3`, loaded with the first call, not at
 * start). The bucket stays private: the API reads objects back for its signed links.
 */
export function s3Store(settings: S3Settings): FileStore {
  let ready: Promise<{ sdk: S3Module; client: InstanceType<S3Module['S3Client']> }> | undefined;
  const connect = () => {
    ready ??= import('@aws-sdk/client-s3').then((sdk) => ({
      sdk,
      client: new sdk.S3Client({
        region: settings.region,
        ...(settings.endpoint ? { endpoint: settings.endpoint, forcePathStyle: true } : {}),
        ...(settings.credentials ? { credentials: settings.credentials } : {}),
      }),
    }));
    return ready;
  };
  const Bucket = settings.bucket;
  return {
    name: 's3',
    async put(key, body, contentType) {
      const { sdk, client } = await connect();
      await client.send(new sdk.PutObjectCommand({ Bucket, Key: checkKey(key), Body: body, ContentType: contentType }));
    },
    async get(key) {
      const { sdk, client } = await connect();
      try {
        const answer = await client.send(new sdk.GetObjectCommand({ Bucket, Key: checkKey(key) }));
        const bytes = await answer.Body?.transformToByteArray();
        if (!bytes) return undefined;
        return { body: Buffer.from(bytes), contentType: answer.ContentType ?? 'application/octet-stream' };
      } catch (error) {
        const name = (error as { name?: string }).name;
        if (name === 'NoSuchKey' || name === 'NotFound') return undefined;
        throw error;
      }
    },
    async delete(key) {
      const { sdk, client } = await connect();
      await client.send(new sdk.DeleteObjectCommand({ Bucket, Key: checkKey(key) }));
    },
  };
}
