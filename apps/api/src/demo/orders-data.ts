// Sample data of the demo orders: delivery areas of each emirate (a few of them, with the
// share of orders each emirate gets), names, buildings and products that look like a UAE
// online shop's day.

/** Delivery areas by emirate, with a rough share of the demo orders. */
export const DEMO_AREAS: { emirate: string; share: number; areas: readonly string[] }[] = [
  {
    emirate: 'Dubai',
    share: 0.55,
    areas: [
      'Al Barsha',
      'Al Furjan',
      'Al Karama',
      'Al Nahda',
      'Al Quoz',
      'Al Qusais',
      'Arabian Ranches',
      'Bur Dubai',
      'Business Bay',
      'Deira',
      'Downtown Dubai',
      'Dubai Hills Estate',
      'Dubai Marina',
      'Dubai Silicon Oasis',
      'International City',
      'Jumeirah',
      'Jumeirah Lake Towers',
      'Jumeirah Village Circle',
      'Mirdif',
      'Motor City',
      'Palm Jumeirah',
    ],
  },
  {
    emirate: 'Abu Dhabi',
    share: 0.2,
    areas: [
      'Al Khalidiyah',
      'Al Mushrif',
      'Al Raha Beach',
      'Al Reem Island',
      'Corniche',
      'Khalifa City',
      'Mohammed Bin Zayed City',
      'Saadiyat Island',
      'Yas Island',
    ],
  },
  {
    emirate: 'Sharjah',
    share: 0.13,
    areas: ['Al Khan', 'Al Majaz', 'Al Nahda', 'Al Qasimia', 'Al Taawun', 'Muwaileh'],
  },
  { emirate: 'Ajman', share: 0.05, areas: ['Al Jurf', 'Al Nuaimiya', 'Al Rashidiya'] },
  { emirate: 'Ras Al Khaimah', share: 0.03, areas: ['Al Nakheel', 'Al Hamra', 'Khuzam'] },
  { emirate: 'Umm Al Quwain', share: 0.02, areas: ['Al Salamah', 'Al Raas'] },
  { emirate: 'Fujairah', share: 0.02, areas: ['Al Faseel', 'Dibba', 'Merashid'] },
];

/** UAE mobile prefixes after +971. */
export const MOBILE_PREFIXES = ['50', '52', '54', '55', '56', '58'] as const;

export const ENGLISH_FIRST_NAMES = [
  'Fatima',
  'Mohammed',
  'Aisha',
  'Omar',
  'Mariam',
  'Ahmed',
  'Layla',
  'Khalid',
  'Noura',
  'Hassan',
  'Sara',
  'Yousef',
  'Priya',
  'Rahul',
  'Anna',
  'James',
  'Maria',
  'Daniel',
  'Chloe',
  'Arjun',
  'Reem',
  'Saeed',
  'Hind',
  'Tariq',
] as const;

export const ENGLISH_LAST_NAMES = [
  'Al Mansoori',
  'Al Hashimi',
  'Al Zaabi',
  'Al Suwaidi',
  'Haddad',
  'Khoury',
  'Al Nuaimi',
  'Al Ketbi',
  'Sharma',
  'Nair',
  'Fernandes',
  'Smith',
  'Petrova',
  'Santos',
  'Walker',
  'Menon',
] as const;

/** Recipients who wrote their name in Arabic script. */
export const ARABIC_NAMES = [
  'فاطمة المنصوري',
  'محمد الهاشمي',
  'عائشة الزعابي',
  'عمر السويدي',
  'مريم النعيمي',
  'أحمد الكتبي',
  'ليلى حداد',
  'خالد الشامسي',
  'نورة المهيري',
  'حسن الظاهري',
  'سارة العلي',
  'يوسف البلوشي',
] as const;

export const BUILDINGS: Record<string, readonly string[]> = {
  Dubai: [
    'Marina Heights Tower',
    'Princess Tower',
    'Burj Views A',
    'Executive Tower B',
    'Al Attar Business Tower',
    'Green Lakes Tower 2',
    'Silicon Star',
    'Park Heights 1',
    'Villa 14, Street 7',
    'Villa 3, Al Waha community',
  ],
  'Abu Dhabi': [
    'Sun Tower',
    'Al Reem Tower B',
    'Etihad Towers T2',
    'Al Bandar Building',
    'Villa 22, Street 12',
    'Yas Acres Villa 41',
  ],
  other: [
    'Al Majaz Tower 3',
    'Corniche Residence',
    'Block C, Al Taawun Mall side',
    'Villa 8, Street 19',
    'Al Hamra Village',
  ],
};

export const DELIVERY_NOTES = [
  'Call 10 minutes before arrival',
  'Leave with the concierge',
  'Please deliver after 5 pm',
  'Gate code 2580',
  'Do not ring the bell, baby sleeping',
  'اتصل قبل الوصول',
] as const;

/** Products of the demo shop: name, weight in kg, and a typical price in AED. */
export const PRODUCTS: { name: string; weightKg: number; priceAed: number }[] = [
  { name: 'Oud perfume 100ml', weightKg: 0.45, priceAed: 320 },
  { name: 'Rose attar 12ml', weightKg: 0.1, priceAed: 95 },
  { name: 'Bakhoor gift box', weightKg: 0.8, priceAed: 180 },
  { name: 'Black abaya (size 56)', weightKg: 0.7, priceAed: 450 },
  { name: 'Silk shayla', weightKg: 0.2, priceAed: 120 },
  { name: 'Kandura (white, 58)', weightKg: 0.6, priceAed: 260 },
  { name: 'Phone case', weightKg: 0.08, priceAed: 49 },
  { name: 'Wireless earbuds', weightKg: 0.15, priceAed: 199 },
  { name: 'Medjool dates 1kg', weightKg: 1.1, priceAed: 85 },
  { name: 'Arabic coffee set', weightKg: 2.4, priceAed: 240 },
  { name: 'Prayer mat', weightKg: 0.9, priceAed: 75 },
  { name: 'Kids sneakers', weightKg: 0.6, priceAed: 150 },
  { name: 'Skincare set', weightKg: 0.5, priceAed: 210 },
  { name: 'Air fryer', weightKg: 5.8, priceAed: 399 },
];

export const FAILURE_REASONS = [
  'Recipient not answering the phone',
  'Recipient asked to deliver another day',
  'Address not found',
  'Building access refused by security',
  'Recipient not at home',
] as const;

export const RIDERS = ['Rashid K.', 'Imran S.', 'Bilal A.', 'Joseph M.', 'Waqas H.', 'Ali R.'] as const;
