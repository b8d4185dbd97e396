// Bank account checks shared by the API and the forms: ISO 13616 mod-97 for IBANs (a UAE IBAN
// is AE + 21 characters). Cards have no check here: their numbers are never typed into Sameday.

export const CARD_BRANDS = ['visa', 'mastercard', 'amex', 'discover', 'card'] as const;
export type CardBrand = (typeof CARD_BRANDS)[number];
export const CARD_BRAND_LABELS: Record<CardBrand, string> = {
  visa: 'Visa',
  mastercard: 'Mastercard',
  amex: 'American Express',
  discover: 'Discover',
  card: 'Card',
};

/** Upper case without spaces: how an IBAN is stored. */
export const normaliseIban = (value: string) => value.replace(/\s+/g, '').toUpperCase();

/** ISO 13616: move the first four characters to the end, letters to numbers, remainder mod 97 is 1. */
export function isIbanChecksumValid(iban: string): boolean {
  if (!/^[A-Z]{2}\d{2}[A-Z0-9]{1,30}$/.test(iban)) return false;
  const rearranged = `${iban.slice(4)}${iban.slice(0, 4)}`;
  let remainder = 0;
  for (const char of rearranged) {
    const value = /\d/.test(char) ? char : String(char.charCodeAt(0) - 55);
    for (const digit of value) remainder = (remainder * 10 + Number(digit)) % 97;
  }
  return remainder === 1;
}

/** A UAE IBAN: AE, two check digits, a three-digit bank code and a 16-digit account number. */
export const UAE_IBAN = /^AE\d{21}$/;

/** The bank account's field checks, in English as the API answers them; the dashboard shows them in Arabic. */
export const BANK_DETAILS_MESSAGES = {
  enterIban: 'Enter the IBAN',
  ibanNotUae: 'Enter a UAE IBAN (it starts with AE)',
  ibanShape: 'A UAE IBAN is AE followed by 21 digits',
  ibanChecksum: 'This IBAN is not valid: check for a typing mistake',
  swiftCode: 'A SWIFT/BIC code has 8 or 11 letters and digits',
} as const;

/** The message of an IBAN that is not a valid UAE IBAN, or null. */
export function ibanProblem(value: string): string | null {
  const iban = normaliseIban(value);
  if (!iban) return BANK_DETAILS_MESSAGES.enterIban;
  if (!iban.startsWith('AE')) return BANK_DETAILS_MESSAGES.ibanNotUae;
  if (!UAE_IBAN.test(iban)) return BANK_DETAILS_MESSAGES.ibanShape;
  if (!isIbanChecksumValid(iban)) return BANK_DETAILS_MESSAGES.ibanChecksum;
  return null;
}

/** Formats an IBAN in groups of four for reading. */
export const formatIban = (iban: string) =>
  normaliseIban(iban)
    .replace(/(.{4})/g, '$1 ')
    .trim();
