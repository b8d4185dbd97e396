// Well-known landmarks merchants name as an address, with the area each stands in. The areas
// themselves are the contract's UAE_AREAS, which the web's Area suggestions read too.

/** Landmarks: the name a merchant types, and the area and emirate it stands in. */
export const UAE_LANDMARKS: readonly { name: string; area: string; emirate: string }[] = [
  { name: 'Burj Khalifa', area: 'Downtown Dubai', emirate: 'Dubai' },
  { name: 'The Dubai Mall', area: 'Downtown Dubai', emirate: 'Dubai' },
  { name: 'Mall of the Emirates', area: 'Al Barsha', emirate: 'Dubai' },
  { name: 'Dubai Marina Mall', area: 'Dubai Marina', emirate: 'Dubai' },
  { name: 'Ibn Battuta Mall', area: 'Jebel Ali', emirate: 'Dubai' },
  { name: 'Atlantis The Palm', area: 'Palm Jumeirah', emirate: 'Dubai' },
  { name: 'Mirdif City Centre', area: 'Mirdif', emirate: 'Dubai' },
  { name: 'Deira City Centre', area: 'Deira', emirate: 'Dubai' },
  { name: 'BurJuman', area: 'Bur Dubai', emirate: 'Dubai' },
  { name: 'Dubai Festival City Mall', area: 'Dubai Festival City', emirate: 'Dubai' },
  { name: 'Dubai International Airport', area: 'Al Garhoud', emirate: 'Dubai' },
  { name: 'Global Village', area: 'Dubailand', emirate: 'Dubai' },
  { name: 'Sheikh Zayed Grand Mosque', area: 'Khor Al Maqta', emirate: 'Abu Dhabi' },
  { name: 'Yas Mall', area: 'Yas Island', emirate: 'Abu Dhabi' },
  { name: 'The Galleria Al Maryah Island', area: 'Al Maryah Island', emirate: 'Abu Dhabi' },
  { name: 'Abu Dhabi Corniche', area: 'Al Khalidiyah', emirate: 'Abu Dhabi' },
  { name: 'Sharjah City Centre', area: 'Al Qasimia', emirate: 'Sharjah' },
  { name: 'Ajman City Centre', area: 'Al Jurf', emirate: 'Ajman' },
];
