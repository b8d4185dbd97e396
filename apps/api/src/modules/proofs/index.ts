export { createFileStore, type FileStore, folderStore, s3Store } from './adapters';
export { proofsModule } from './module';
/** What the missions module uses of proofs: whether a delivery's images have arrived, and keeping them with the move. */
export { attachProofs, uploadedImage, uploadsState } from './service';
