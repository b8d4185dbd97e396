// The board's map with MapLibre stood in for (jsdom has no WebGL): what it puts on the map and
// when it gives up. How the map looks is checked in a real browser (docs/decisions/057).
import type { Mission } from '@sameday/contract';
import { render, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';

type Handler = () => void;
const maps: FakeMap[] = [];
const markers: HTMLElement[] = [];
const workerUrls: string[] = [];

class FakeMap {
  handlers = new Map<string, Handler[]>();
  constructor() {
    maps.push(this);
  }
  on(event: string, handler: Handler) {
    this.handlers.set(event, [...(this.handlers.get(event) ?? []), handler]);
    return this;
  }
  once(event: string, handler: Handler) {
    return this.on(event, handler);
  }
  fire(event: string) {
    for (const handler of this.handlers.get(event) ?? []) handler();
  }
  addControl() {}
  remove() {}
  isStyleLoaded() {
    return false;
  }
  fitBounds() {}
  getBounds() {
    return { contains: () => true, extend: () => {} };
  }
}

class FakeMarker {
  constructor(private readonly options: { element: HTMLElement }) {}
  setLngLat() {
    return this;
  }
  addTo() {
    markers.push(this.options.element);
    return this;
  }
  remove() {
    markers.splice(markers.indexOf(this.options.element), 1);
  }
}

vi.mock('maplibre-gl', () => ({
  default: {
    Map: FakeMap,
    Marker: FakeMarker,
    NavigationControl: class {},
    setWorkerUrl: (url: string) => workerUrls.push(url),
  },
}));

const { default: DispatchMap } = await import('./dispatch-map');

const stop = (id: string, sequence: number, lng: number): Mission['stops'][number] => ({
  id,
  sequence,
  kind: 'dropoff',
  label: `Stop ${id}`,
  location: { lat: 25.1, lng },
  orderIds: ['SD-1'],
  window: { from: '2026-11-29T06:00:00.000Z', to: '2026-11-29T08:00:00.000Z' },
  predictedArrival: null,
  risk: 'on_time',
  locked: false,
  state: 'pending',
});

// A mission a re-plan kept: its stops' stored sequences have a gap.
const kept = {
  id: 'msn_1',
  courierName: 'Fatima',
  stops: [stop('a', 1, 55.2), stop('b', 13, 55.3)],
} as Mission;

describe('the dispatch map', () => {
  it('draws its GeoJSON in a worker served by the app, not one made from a blob: address', () => {
    expect(workerUrls).toHaveLength(1);
    expect(workerUrls[0]).toMatch(/maplibre-gl-csp-worker/);
    expect(workerUrls[0]).not.toMatch(/^blob:/);
  });

  it('numbers each stop by its place in its mission, as its card does', () => {
    render(
      <DispatchMap
        missions={[kept]}
        styleUrl={undefined}
        colorOf={() => '#1c7ed6'}
        label="Map of the missions"
        stopLabel={(mission, one, position) => `${mission.courierName} · ${position}. ${one.label}`}
      />,
    );
    expect(markers.map((marker) => marker.textContent)).toEqual(['1', '2']);
    expect(markers.map((marker) => marker.getAttribute('aria-label'))).toEqual([
      'Fatima · 1. Stop a',
      'Fatima · 2. Stop b',
    ]);
  });

  it('says when it can no longer draw: its WebGL context is lost', async () => {
    const onFail = vi.fn();
    render(
      <DispatchMap
        missions={[kept]}
        styleUrl={undefined}
        colorOf={() => '#1c7ed6'}
        label="Map of the missions"
        stopLabel={() => 'stop'}
        onFail={onFail}
      />,
    );
    const map = maps.at(-1) as FakeMap;
    expect(onFail).not.toHaveBeenCalled();
    map.fire('webglcontextlost');
    await waitFor(() => expect(onFail).toHaveBeenCalledTimes(1));
  });
});
