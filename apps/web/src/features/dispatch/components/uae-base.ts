/**
 * The map's own base layer, shipped in the product so the board's map works with no tile server:
 * the seven emirates drawn as simplified, hand-made outlines (a few points each, good enough to see
 * where a stop is) and the main areas as points. Coordinates are [longitude, latitude].
 */
type Position = [number, number];
type Emirate = { name: string; outline: Position[] };
type Area = { name: string; at: Position };

// Shared corners, so neighbouring outlines meet.
const AD_DXB_COAST: Position = [54.88, 24.97];
const AD_DXB_INLAND: Position = [55.3, 24.6];
const DXB_SHJ_COAST: Position = [55.36, 25.29];
const DXB_SHJ_INLAND: Position = [55.65, 24.95];
const SHJ_AJM_COAST: Position = [55.45, 25.37];
const SHJ_AJM_INLAND: Position = [55.52, 25.36];
const AJM_UAQ_COAST: Position = [55.55, 25.44];
const AJM_UAQ_INLAND: Position = [55.6, 25.42];
const UAQ_RAK_COAST: Position = [55.75, 25.62];
const SHJ_UAQ_RAK: Position = [55.9, 25.45];
const RAK_FUJ_EAST: Position = [56.15, 25.7];
const RAK_FUJ_INLAND: Position = [56.1, 25.55];
const SHJ_FUJ_NORTH: Position = [56.0, 25.3];

const EMIRATES: Emirate[] = [
  {
    name: 'Abu Dhabi',
    outline: [
      [51.58, 24.26],
      [51.75, 24.05],
      [52.0, 23.97],
      [52.2, 23.95],
      [52.45, 24.05],
      [52.6, 24.15],
      [52.9, 24.18],
      [53.2, 24.15],
      [53.45, 24.08],
      [53.7, 24.05],
      [53.9, 24.12],
      [54.1, 24.2],
      [54.3, 24.35],
      [54.4, 24.45],
      [54.5, 24.58],
      [54.65, 24.75],
      [54.78, 24.87],
      AD_DXB_COAST,
      [55.1, 24.75],
      AD_DXB_INLAND,
      [55.5, 24.5],
      [55.8, 24.35],
      [55.83, 24.2],
      [55.95, 24.05],
      [55.85, 23.85],
      [55.75, 23.7],
      [55.6, 23.3],
      [55.45, 22.95],
      [55.2, 22.7],
      [54.0, 22.8],
      [52.58, 22.94],
      [52.1, 23.5],
      [51.58, 24.26],
    ],
  },
  {
    name: 'Dubai',
    outline: [
      AD_DXB_COAST,
      [54.98, 25.02],
      [55.05, 25.08],
      [55.13, 25.12],
      [55.2, 25.2],
      [55.27, 25.24],
      DXB_SHJ_COAST,
      [55.4, 25.27],
      [55.47, 25.22],
      [55.55, 25.12],
      DXB_SHJ_INLAND,
      [55.6, 24.85],
      [55.55, 24.75],
      [55.45, 24.68],
      AD_DXB_INLAND,
      [55.1, 24.75],
      AD_DXB_COAST,
    ],
  },
  {
    name: 'Sharjah',
    outline: [
      DXB_SHJ_COAST,
      [55.4, 25.33],
      SHJ_AJM_COAST,
      SHJ_AJM_INLAND,
      AJM_UAQ_INLAND,
      [55.7, 25.5],
      SHJ_UAQ_RAK,
      SHJ_FUJ_NORTH,
      [56.05, 25.1],
      [55.95, 24.95],
      [55.8, 24.85],
      DXB_SHJ_INLAND,
      [55.55, 25.12],
      [55.47, 25.22],
      [55.4, 25.27],
      DXB_SHJ_COAST,
    ],
  },
  {
    name: 'Ajman',
    outline: [SHJ_AJM_COAST, [55.5, 25.42], AJM_UAQ_COAST, AJM_UAQ_INLAND, SHJ_AJM_INLAND, SHJ_AJM_COAST],
  },
  {
    name: 'Umm Al Quwain',
    outline: [
      AJM_UAQ_COAST,
      [55.58, 25.5],
      [55.62, 25.55],
      UAQ_RAK_COAST,
      [55.85, 25.55],
      SHJ_UAQ_RAK,
      [55.7, 25.5],
      AJM_UAQ_INLAND,
      AJM_UAQ_COAST,
    ],
  },
  {
    name: 'Ras Al Khaimah',
    outline: [
      UAQ_RAK_COAST,
      [55.85, 25.68],
      [55.95, 25.78],
      [56.02, 25.92],
      [56.08, 26.07],
      [56.18, 25.95],
      RAK_FUJ_EAST,
      RAK_FUJ_INLAND,
      [56.05, 25.45],
      SHJ_UAQ_RAK,
      [55.85, 25.55],
      UAQ_RAK_COAST,
    ],
  },
  {
    name: 'Fujairah',
    outline: [
      RAK_FUJ_EAST,
      [56.3, 25.65],
      [56.37, 25.62],
      [56.37, 25.45],
      [56.36, 25.3],
      [56.35, 25.05],
      [56.28, 24.95],
      [56.15, 25.0],
      [56.05, 25.1],
      SHJ_FUJ_NORTH,
      [56.05, 25.45],
      RAK_FUJ_INLAND,
      RAK_FUJ_EAST,
    ],
  },
];

const AREAS: Area[] = [
  { name: 'Jebel Ali', at: [55.03, 25.0] },
  { name: 'Dubai Marina', at: [55.14, 25.08] },
  { name: 'Al Barsha', at: [55.2, 25.11] },
  { name: 'Downtown Dubai', at: [55.27, 25.19] },
  { name: 'Deira', at: [55.31, 25.27] },
  { name: 'Dubai Silicon Oasis', at: [55.38, 25.12] },
  { name: 'Sharjah City', at: [55.39, 25.35] },
  { name: 'Al Nahda', at: [55.37, 25.3] },
  { name: 'Ajman City', at: [55.44, 25.4] },
  { name: 'Umm Al Quwain', at: [55.55, 25.56] },
  { name: 'Ras Al Khaimah City', at: [55.94, 25.79] },
  { name: 'Fujairah City', at: [56.33, 25.12] },
  { name: 'Khor Fakkan', at: [56.35, 25.34] },
  { name: 'Abu Dhabi City', at: [54.37, 24.47] },
  { name: 'Khalifa City', at: [54.58, 24.42] },
  { name: 'Mussafah', at: [54.5, 24.35] },
  { name: 'Al Ain', at: [55.76, 24.22] },
  { name: 'Ruwais', at: [52.73, 24.11] },
];

/** The emirates as polygons and the areas as points, one GeoJSON collection. */
export const UAE_BASE = {
  type: 'FeatureCollection' as const,
  features: [
    ...EMIRATES.map((emirate) => ({
      type: 'Feature' as const,
      properties: { kind: 'emirate', name: emirate.name },
      geometry: { type: 'Polygon' as const, coordinates: [emirate.outline] },
    })),
    ...AREAS.map((area) => ({
      type: 'Feature' as const,
      properties: { kind: 'area', name: area.name },
      geometry: { type: 'Point' as const, coordinates: area.at },
    })),
  ],
};

/** The base layer as a map style of its own: sea, emirates' fill and outlines, areas as dots. */
export const UAE_BASE_STYLE = {
  version: 8 as const,
  sources: { uae: { type: 'geojson' as const, data: UAE_BASE } },
  layers: [
    { id: 'sea', type: 'background' as const, paint: { 'background-color': '#cfe3ef' } },
    {
      id: 'emirates-fill',
      type: 'fill' as const,
      source: 'uae',
      filter: ['==', ['get', 'kind'], 'emirate'],
      paint: { 'fill-color': '#f4f1ea' },
    },
    {
      id: 'emirates-line',
      type: 'line' as const,
      source: 'uae',
      filter: ['==', ['get', 'kind'], 'emirate'],
      paint: { 'line-color': '#8a8577', 'line-width': 1.2 },
    },
    {
      id: 'areas',
      type: 'circle' as const,
      source: 'uae',
      filter: ['==', ['get', 'kind'], 'area'],
      paint: { 'circle-radius': 3, 'circle-color': '#8a8577' },
    },
  ],
};
