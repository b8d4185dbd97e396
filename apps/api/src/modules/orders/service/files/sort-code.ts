// The sort code printed large on a label: where the parcel goes, read from across the depot.
// The emirate's three letters, and for Dubai and Abu Dhabi the delivery zone of the area
// (docs/decisions/018). An area we don't know sorts by its emirate alone.
import type { EMIRATES } from '@sameday/contract';

type Emirate = (typeof EMIRATES)[number];

const EMIRATE_CODES: Record<Emirate, string> = {
  Dubai: 'DXB',
  'Abu Dhabi': 'AUH',
  Sharjah: 'SHJ',
  Ajman: 'AJM',
  'Umm Al Quwain': 'UAQ',
  'Ras Al Khaimah': 'RAK',
  Fujairah: 'FUJ',
};

/** Delivery zones by area: neighbouring areas that one courier route serves. */
const ZONES: Partial<Record<Emirate, string[][]>> = {
  Dubai: [
    // 1: Deira and Bur Dubai, the old town on both sides of the Creek
    ['Deira', 'Bur Dubai', 'Al Karama', 'Oud Metha', 'Al Mankhool', 'Al Satwa', 'Al Rigga', 'Port Saeed', 'Al Garhoud'],
    // 2: along Sheikh Zayed Road to Al Safa
    ['Jumeirah', 'Downtown Dubai', 'Business Bay', 'DIFC', 'Al Wasl', 'Al Safa', 'City Walk', 'Zabeel'],
    // 3: the Marina end
    [
      'Dubai Marina',
      'Jumeirah Lake Towers',
      'Palm Jumeirah',
      'Al Barsha',
      'Al Sufouh',
      'Jumeirah Beach Residence',
      'Jebel Ali',
      'Discovery Gardens',
      'Al Furjan',
    ],
    // 4: inland, south of Sheikh Zayed Road
    [
      'Al Quoz',
      'Jumeirah Village Circle',
      'Dubai Investment Park',
      'Motor City',
      'Arabian Ranches',
      'Dubai Sports City',
      'Dubai Hills Estate',
    ],
    // 5: east of the airport
    [
      'Al Qusais',
      'Al Nahda',
      'Mirdif',
      'Al Warqa',
      'International City',
      'Dubai Silicon Oasis',
      'Muhaisnah',
      'Al Twar',
    ],
  ],
  'Abu Dhabi': [
    // 1: the island
    [
      'Al Markaziyah',
      'Al Zahiyah',
      'Al Khalidiyah',
      'Al Bateen',
      'Corniche',
      'Al Nahyan',
      'Al Mushrif',
      'Al Reem Island',
      'Tourist Club Area',
    ],
    // 2: the islands to the north-east
    ['Saadiyat Island', 'Yas Island', 'Al Raha Beach'],
    // 3: the mainland
    ['Khalifa City', 'Mohammed Bin Zayed City', 'Musaffah', 'Al Shamkha', 'Baniyas'],
  ],
};

/** Area names compared without case, spacing, hyphens or a leading "Al". */
const simplify = (area: string) =>
  area
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, ' ')
    .replace(/^al /, '')
    .replace(/\s+/g, '');

const ZONE_OF_AREA = new Map(
  Object.entries(ZONES).flatMap(([emirate, zones]) =>
    zones.flatMap((areas, index) => areas.map((area) => [`${emirate}|${simplify(area)}`, index + 1] as const)),
  ),
);

/** e.g. DXB-3 for Dubai Marina, AUH-1 for Al Khalidiyah, SHJ for anywhere in Sharjah. */
export function sortCodeOf(emirate: string, area: string): string {
  const code = EMIRATE_CODES[emirate as Emirate] ?? emirate.slice(0, 3).toUpperCase();
  const zone = ZONE_OF_AREA.get(`${emirate}|${simplify(area)}`);
  return zone ? `${code}-${zone}` : code;
}
