import 'maplibre-gl/dist/maplibre-gl.css';
import type { CourierOnMap, Mission } from '@sameday/contract';
import maplibregl, { type StyleSpecification } from 'maplibre-gl';
// MapLibre draws its GeoJSON (the base layer, the routes) in a web worker. Its default worker is
// made from a blob: address, which the app's Content-Security-Policy (script-src 'self', no
// worker-src) refuses: the map then shows only its background. The worker is served as a file.
import workerUrl from 'maplibre-gl/dist/maplibre-gl-csp-worker.js?url';
import { useEffect, useRef, useState } from 'react';
import { UAE_BASE_STYLE } from './uae-base';

export type DispatchMapProps = {
  missions: Mission[];
  /** A tile style's address (MAP_STYLE_URL), or none: the product's own base layer. */
  styleUrl: string | undefined;
  colorOf: (missionId: string) => string;
  /** The map's accessible name, and each stop marker's (with the stop's place in its mission, 1, 2, 3…). */
  label: string;
  stopLabel: (mission: Mission, stop: Mission['stops'][number], position: number) => string;
  /** Couriers on shift at their latest position (today's board only). */
  couriers?: readonly CourierOnMap[];
  /** A courier marker's accessible name and tooltip. */
  courierLabel?: (courier: CourierOnMap) => string;
  /** Called when the map cannot draw (its WebGL context is lost, or never came). */
  onFail?: () => void;
};

maplibregl.setWorkerUrl(workerUrl);

const NO_COURIERS: readonly CourierOnMap[] = [];

/** A courier's marker: their first name on a dark tag, apart from the missions' coloured stops. */
function courierElement(courier: CourierOnMap, label: string): HTMLElement {
  const element = document.createElement('div');
  element.textContent = courier.firstName;
  element.setAttribute('role', 'img');
  element.setAttribute('aria-label', label);
  element.title = label;
  Object.assign(element.style, {
    padding: '0 8px',
    borderRadius: '11px',
    background: '#1f2937',
    color: '#fff',
    font: '600 12px/20px sans-serif',
    whiteSpace: 'nowrap',
    border: '2px solid #fff',
    boxShadow: '0 1px 4px rgba(0,0,0,.5)',
  });
  return element;
}

const UAE_BOUNDS: [[number, number], [number, number]] = [
  [51.5, 22.6],
  [56.5, 26.2],
];

/** Each mission's stops as a line, in its colour. */
function routeLines(missions: Mission[], colorOf: (id: string) => string) {
  return {
    type: 'FeatureCollection' as const,
    features: missions.map((mission) => ({
      type: 'Feature' as const,
      properties: { color: colorOf(mission.id) },
      geometry: {
        type: 'LineString' as const,
        coordinates: mission.stops.map((stop) => [stop.location.lng, stop.location.lat]),
      },
    })),
  };
}

/**
 * The board's map (MapLibre GL, loaded in a chunk of its own): the missions' stops as numbered
 * markers and lines in each mission's colour, over the tile style when one is configured, else
 * over the Emirates' outlines shipped in the product.
 */
export default function DispatchMap({
  missions,
  styleUrl,
  colorOf,
  label,
  stopLabel,
  couriers = NO_COURIERS,
  courierLabel = (courier) => courier.firstName,
  onFail,
}: DispatchMapProps) {
  const container = useRef<HTMLElement>(null);
  const [map, setMap] = useState<maplibregl.Map | null>(null);
  const markers = useRef<maplibregl.Marker[]>([]);
  const courierMarkers = useRef<maplibregl.Marker[]>([]);
  const fitted = useRef<maplibregl.Map | null>(null);

  useEffect(() => {
    if (!container.current) return;
    const instance = new maplibregl.Map({
      container: container.current,
      style: styleUrl ?? (UAE_BASE_STYLE as StyleSpecification),
      bounds: UAE_BOUNDS,
      attributionControl: false,
    });
    instance.addControl(new maplibregl.NavigationControl({ showCompass: false }));
    if (onFail) instance.on('webglcontextlost', onFail);
    setMap(instance);
    return () => {
      instance.remove();
      setMap(null);
    };
  }, [styleUrl, onFail]);

  useEffect(() => {
    const instance = map;
    if (!instance) return;
    const draw = () => {
      const data = routeLines(missions, colorOf);
      const source = instance.getSource('missions') as maplibregl.GeoJSONSource | undefined;
      if (source) source.setData(data);
      else {
        instance.addSource('missions', { type: 'geojson', data });
        instance.addLayer({
          id: 'mission-lines',
          type: 'line',
          source: 'missions',
          paint: { 'line-color': ['get', 'color'], 'line-width': 3, 'line-opacity': 0.8 },
        });
      }
    };
    if (instance.isStyleLoaded()) draw();
    else instance.once('load', draw);

    const points = missions.flatMap((mission) =>
      mission.stops.map((stop) => [stop.location.lng, stop.location.lat] as const),
    );
    // Fitted once: a change on the board keeps where the reader has moved the map.
    if (points.length > 0 && fitted.current !== instance) {
      fitted.current = instance;
      const lngs = points.map(([lng]) => lng);
      const lats = points.map(([, lat]) => lat);
      instance.fitBounds(
        [
          [Math.min(...lngs), Math.min(...lats)],
          [Math.max(...lngs), Math.max(...lats)],
        ],
        { padding: 40, maxZoom: 12, duration: 0 },
      );
    }
    for (const marker of markers.current) marker.remove();
    markers.current = missions.flatMap((mission) =>
      mission.stops.map((stop, index) => {
        const element = document.createElement('div');
        // The stop's place in its mission, as on its card: `sequence` keeps gaps after a re-plan.
        element.textContent = String(index + 1);
        element.setAttribute('role', 'img');
        element.setAttribute('aria-label', stopLabel(mission, stop, index + 1));
        element.title = stopLabel(mission, stop, index + 1);
        const late = stop.risk !== 'on_time';
        Object.assign(element.style, {
          width: '22px',
          height: '22px',
          borderRadius: stop.kind === 'dropoff' ? '50%' : '4px',
          background: colorOf(mission.id),
          color: '#fff',
          font: '600 11px/22px sans-serif',
          textAlign: 'center',
          border: late ? '3px solid #e03131' : '2px solid #fff',
          boxShadow: '0 1px 3px rgba(0,0,0,.4)',
        });
        return new maplibregl.Marker({ element }).setLngLat([stop.location.lng, stop.location.lat]).addTo(instance);
      }),
    );
  }, [map, missions, colorOf, stopLabel]);

  const shownCouriers = useRef<maplibregl.Map | null>(null);
  useEffect(() => {
    if (!map) return;
    // Once, when couriers first arrive: the view grows to take in any courier outside it.
    const view = map.getBounds();
    const outside = couriers.filter((courier) => !view.contains([courier.lng, courier.lat]));
    if (outside.length > 0 && shownCouriers.current !== map) {
      shownCouriers.current = map;
      for (const courier of outside) view.extend([courier.lng, courier.lat]);
      // Room above and beside a point for its tag (anchored at its bottom), and for the zoom buttons.
      map.fitBounds(view, { padding: { top: 56, bottom: 24, left: 72, right: 72 }, maxZoom: 12, duration: 0 });
    }
    for (const marker of courierMarkers.current) marker.remove();
    courierMarkers.current = couriers.map((courier) =>
      new maplibregl.Marker({ element: courierElement(courier, courierLabel(courier)), anchor: 'bottom' })
        .setLngLat([courier.lng, courier.lat])
        .addTo(map),
    );
  }, [map, couriers, courierLabel]);

  return <section ref={container} aria-label={label} style={{ height: '100%', minHeight: 320 }} />;
}
