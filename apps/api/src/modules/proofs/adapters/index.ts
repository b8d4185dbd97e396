import path from 'node:path';
import type { Config } from '../../../config';
import type { FileStore } from './file-store';
import { folderStore } from './folder-store';
import { s3Store } from './s3-store';

export type { FileStore } from './file-store';
export { folderStore } from './folder-store';
export { s3Store } from './s3-store';

/** The file store the configuration names (built by createDomain only): a bucket when S3_BUCKET is set, else DATA_DIR/files. */
export function createFileStore(config: Config): FileStore {
  return config.fileStore ? s3Store(config.fileStore) : folderStore(path.join(config.dataDir, 'files'));
}
