type DataLayerEvent = Record<string, unknown> & { event: string };

declare global {
  interface Window {
    dataLayer?: unknown[];
  }
}

/** Pushes one event to the analytics data layer (window.dataLayer). */
export function track(event: DataLayerEvent): void {
  window.dataLayer ??= [];
  window.dataLayer.push(event);
}
