/** The pickups' calls, relative to the platform base (decision 072). */
export const PICKUP_PATHS = {
  /** GET (merchant): the windows a pickup can be asked for now. */
  windows: '/quiqdash/pickups/windows',
  /** GET (merchant): the account's pickup requests; POST: asks a pickup for a window. */
  requests: '/quiqdash/pickups/requests',
  /** DELETE (merchant): cancels a request not planned yet. */
  request: (id: string) => `/quiqdash/pickups/requests/${id}`,
  /** GET (merchant): each pickup address's manifest of a day (`?date=`). */
  manifests: '/quiqdash/pickups/manifests',
  /** GET (merchant): one pickup address's manifest of a day as a PDF (`?date=`); signed once signed off. */
  manifestPdf: (locationId: string) => `/quiqdash/pickups/manifests/${locationId}/pdf`,
  /** GET (the courier): the manifest of one of the courier's pickup stops as a PDF. */
  courierManifestPdf: (stopId: string) => `/courier/manifests/${stopId}/pdf`,
} as const;
