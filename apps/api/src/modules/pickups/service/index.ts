export { courierManifestPdf, type ManifestFileDeps, merchantManifestPdf } from './documents';
export { listManifests, signStopManifest, stopSignOffs } from './manifests';
export { cancelPickup, listRequests, type PickupsDeps, requestPickup } from './requests';
export { collectionWindowsOf, requestedPickupWindowsOf, windowsOffered } from './windows';
