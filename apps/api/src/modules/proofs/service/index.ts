export { attachProofs, uploadedImage, uploadsState } from './attach';
export { openProof, type ProofLinker, proofLinksOf, signedLink } from './links';
export { deleteExpiredProofs, proofRetentionSchedule } from './retention';
export { reencode, uploadProof } from './uploads';
