import type { EMIRATES } from '@sameday/contract';

/**
 * Common delivery areas of each emirate, for the Area field's suggestions (from
 * shared/data/uae-areas.json). Not exhaustive: the field accepts any area.
 */
export const COMMON_AREAS: Record<(typeof EMIRATES)[number], readonly string[]> = {
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

export function commonAreasOf(emirate: string): readonly string[] {
  return (COMMON_AREAS as Record<string, readonly string[]>)[emirate] ?? [];
}
