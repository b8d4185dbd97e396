export { attachProofs, uploadedImage, uploadsState } from './attach';
export { openProof, type ProofLinker, proofLinksOf, signedLink } from './links';
export { reencode, uploadProof } from './uploads';
