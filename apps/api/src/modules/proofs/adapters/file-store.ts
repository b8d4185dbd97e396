/**
 * Where proof images are kept (decision 059): put, get and delete by key. A folder under DATA_DIR
 * by default, an S3-compatible bucket from configuration. Nothing in a store is public: the API
 * reads an image back and serves it through its own short-lived signed links.
 */
export interface FileStore {
  /** `folder` or `s3`. */
  readonly name: string;
  /** Writes the object whole (a retry with the same key overwrites it). */
  put(key: string, body: Buffer, contentType: string): Promise<void>;
  /** The object, or undefined when there is none. */
  get(key: string): Promise<{ body: Buffer; contentType: string } | undefined>;
  /** Removes the object; none is not an error. */
  delete(key: string): Promise<void>;
}

/** A key is a path of safe segments: letters, digits, dot, dash and underscore, no `..`. */
export function checkKey(key: string): string {
  if (!/^[A-Za-z0-9_-][A-Za-z0-9._-]*(\/[A-Za-z0-9_-][A-Za-z0-9._-]*)*$/.test(key) || key.includes('..')) {
    throw new Error(`Not a file store key: ${key}`);
  }
  return key;
}
