/** "1 order", "1,250 orders": the count with the word that fits it. */
export const plural = (count: number, one: string, many: string) =>
  `${count.toLocaleString('en-US')} ${count === 1 ? one : many}`;
