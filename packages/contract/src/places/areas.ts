import type { EMIRATES } from '../addresses/address';

/**
 * Common delivery areas of each emirate (a starting list, not exhaustive: an address may name
 * any area). The web's Area suggestions and the API's address search read this one list.
 */
export const UAE_AREAS: Record<(typeof EMIRATES)[number], readonly string[]> = {
  Dubai: [
    'Al Barsha',
    'Al Furjan',
    'Al Karama',
    'Al Mankhool',
    'Al Nahda',
    'Al Quoz',
    'Al Qusais',
    'Al Satwa',
    'Al Warqa',
    'Arabian Ranches',
    'Bur Dubai',
    'Business Bay',
    'Deira',
    'Discovery Gardens',
    'Downtown Dubai',
    'Dubai Hills Estate',
    'Dubai Investment Park',
    'Dubai Marina',
    'Dubai Silicon Oasis',
    'Dubai Sports City',
    'International City',
    'Jebel Ali',
    'Jumeirah',
    'Jumeirah Lake Towers',
    'Jumeirah Village Circle',
    'Mirdif',
    'Motor City',
    'Muhaisnah',
    'Oud Metha',
    'Palm Jumeirah',
  ],
  'Abu Dhabi': [
    'Al Bateen',
    'Al Khalidiyah',
    'Al Markaziyah',
    'Al Mushrif',
    'Al Nahyan',
    'Al Raha Beach',
    'Al Reem Island',
    'Al Shamkha',
    'Al Zahiyah',
    'Corniche',
    'Khalifa City',
    'Mohammed Bin Zayed City',
    'Musaffah',
    'Saadiyat Island',
    'Yas Island',
  ],
  Sharjah: ['Al Khan', 'Al Majaz', 'Al Nahda', 'Al Qasimia', 'Al Taawun', 'Muwaileh'],
  Ajman: ['Al Jurf', 'Al Nuaimiya', 'Al Rashidiya'],
  'Umm Al Quwain': ['Al Salamah', 'Al Raas'],
  'Ras Al Khaimah': ['Al Nakheel', 'Al Hamra', 'Khuzam'],
  Fujairah: ['Al Faseel', 'Dibba', 'Merashid'],
};

/** The common areas of an emirate; none for a name that is not an emirate. */
export function areasOf(emirate: string): readonly string[] {
  return (UAE_AREAS as Record<string, readonly string[]>)[emirate] ?? [];
}
