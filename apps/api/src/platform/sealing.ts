import { createCipheriv, createDecipheriv, createHash, randomBytes } from 'node:crypto';

/**
 * Seals secrets at rest with AES-256-GCM: `v1.<iv>.<tag>.<ciphertext>` in base64url. A
 * changed byte anywhere makes `open` throw. The key is 32 bytes (configuration, or a
 * generated secret kept in the database and hashed to 32 bytes).
 */
export type Sealer = { seal(plain: string): string; open(sealed: string): string };

export function createSealer(key: string, fromBase64 = false): Sealer {
  const bytes = fromBase64 ? Buffer.from(key, 'base64') : createHash('sha256').update(key).digest();
  if (bytes.length !== 32) throw new Error('the sealing key must be 32 bytes');
  return {
    seal(plain) {
      const iv = randomBytes(12);
      const cipher = createCipheriv('aes-256-gcm', bytes, iv);
      const data = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
      return ['v1', iv, cipher.getAuthTag(), data]
        .map((part) => (typeof part === 'string' ? part : part.toString('base64url')))
        .join('.');
    },
    open(sealed) {
      const [version, iv, tag, data] = sealed.split('.');
      if (version !== 'v1' || !iv || !tag || data === undefined) throw new Error('not a sealed value');
      const decipher = createDecipheriv('aes-256-gcm', bytes, Buffer.from(iv, 'base64url'));
      decipher.setAuthTag(Buffer.from(tag, 'base64url'));
      return Buffer.concat([decipher.update(Buffer.from(data, 'base64url')), decipher.final()]).toString('utf8');
    },
  };
}
