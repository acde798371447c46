// Check-digit algorithms of the identifiers the security scan validates. Each takes the identifier with or without
// punctuation and answers whether its check digits are right; the generators (used by the tests and the corpus) build a
// valid identifier from its base. Sources: Receita Federal (CPF, CNPJ and the alphanumeric CNPJ of IN RFB 2.229/2024),
// Denatran (CNH), Caixa (PIS/PASEP/NIT), TSE (título de eleitor), Ministério da Saúde (CNS), ISO/IEC 7812 (Luhn),
// ISO 13616 (IBAN), the Spanish DNI/NIE, the Portuguese NIF and the Dutch BSN.

const digitsOf = (value: string): number[] => value.replace(/\D/g, '').split('').map(Number);
const allSame = (value: string): boolean => /^(.)\1*$/.test(value);

/** Receita's mod-11 digit: weights applied right to left, remainder below 2 gives 0. */
function mod11Digit(values: number[], weights: number[]): number {
  let sum = 0;
  for (let i = 0; i < values.length; i++) sum += values[i] * weights[i];
  const rest = sum % 11;
  return rest < 2 ? 0 : 11 - rest;
}

export function cpfCheckDigits(base9: string): string {
  const d = digitsOf(base9);
  const d1 = mod11Digit(d, [10, 9, 8, 7, 6, 5, 4, 3, 2]);
  const d2 = mod11Digit([...d, d1], [11, 10, 9, 8, 7, 6, 5, 4, 3, 2]);
  return `${d1}${d2}`;
}

export function isValidCpf(value: string): boolean {
  const clean = value.replace(/[.\-\s]/g, '');
  if (!/^\d{11}$/.test(clean) || allSame(clean)) return false;
  return cpfCheckDigits(clean.slice(0, 9)) === clean.slice(9);
}

/** Value of a CNPJ character: its ASCII code minus 48 ('0'–'9' → 0–9, 'A' → 17 … 'Z' → 42), per IN RFB 2.229/2024. */
const cnpjValue = (char: string): number => char.charCodeAt(0) - 48;
const CNPJ_W1 = [5, 4, 3, 2, 9, 8, 7, 6, 5, 4, 3, 2];
const CNPJ_W2 = [6, 5, 4, 3, 2, 9, 8, 7, 6, 5, 4, 3, 2];

export function cnpjCheckDigits(base12: string): string {
  const values = base12.toUpperCase().split('').map(cnpjValue);
  const d1 = mod11Digit(values, CNPJ_W1);
  const d2 = mod11Digit([...values, d1], CNPJ_W2);
  return `${d1}${d2}`;
}

/** Numeric and alphanumeric CNPJ (12 characters 0–9/A–Z, then two numeric check digits). */
export function isValidCnpj(value: string): boolean {
  const clean = value.replace(/[.\-/\s]/g, '').toUpperCase();
  if (!/^[0-9A-Z]{12}\d{2}$/.test(clean) || allSame(clean)) return false;
  return cnpjCheckDigits(clean.slice(0, 12)) === clean.slice(12);
}

export function cnhCheckDigits(base9: string): string {
  const d = digitsOf(base9);
  let sum = 0;
  for (let i = 0; i < 9; i++) sum += d[i] * (9 - i);
  let first = sum % 11;
  let discount = 0;
  if (first >= 10) {
    first = 0;
    discount = 2;
  }
  sum = 0;
  for (let i = 0; i < 9; i++) sum += d[i] * (i + 1);
  let second = (sum % 11) - discount;
  if (second < 0) second += 11;
  if (second >= 10) second = 0;
  return `${first}${second}`;
}

export function isValidCnh(value: string): boolean {
  const clean = value.replace(/\s/g, '');
  if (!/^\d{11}$/.test(clean) || allSame(clean)) return false;
  return cnhCheckDigits(clean.slice(0, 9)) === clean.slice(9);
}

export function pisCheckDigit(base10: string): string {
  const d = digitsOf(base10);
  const weights = [3, 2, 9, 8, 7, 6, 5, 4, 3, 2];
  let sum = 0;
  for (let i = 0; i < 10; i++) sum += d[i] * weights[i];
  const rest = 11 - (sum % 11);
  return String(rest >= 10 ? 0 : rest);
}

export function isValidPis(value: string): boolean {
  const clean = value.replace(/[.\-\s]/g, '');
  if (!/^\d{11}$/.test(clean) || allSame(clean)) return false;
  return pisCheckDigit(clean.slice(0, 10)) === clean[10];
}

/** Título de eleitor: 8 sequential digits, the state code (01 SP … 28 exterior), two check digits. */
export function tituloCheckDigits(base10: string): string {
  const d = digitsOf(base10);
  const uf = Number(base10.replace(/\D/g, '').slice(8, 10));
  const spOrMg = uf === 1 || uf === 2;
  let sum = 0;
  for (let i = 0; i < 8; i++) sum += d[i] * (i + 2);
  let first = sum % 11;
  if (first === 10) first = 0;
  else if (first === 0 && spOrMg) first = 1;
  let second = (d[8] * 7 + d[9] * 8 + first * 9) % 11;
  if (second === 10) second = 0;
  else if (second === 0 && spOrMg) second = 1;
  return `${first}${second}`;
}

export function isValidTitulo(value: string): boolean {
  const clean = value.replace(/[.\-\s/]/g, '');
  if (!/^\d{12}$/.test(clean) || allSame(clean)) return false;
  const uf = Number(clean.slice(8, 10));
  if (uf < 1 || uf > 28) return false;
  return tituloCheckDigits(clean.slice(0, 10)) === clean.slice(10);
}

/**
 * Cartão Nacional de Saúde: 15 digits whose weighted sum (weights 15 … 1) is a multiple of 11. Definitive cards
 * (first digit 1 or 2) are built from a PIS with '000' or '001' before the check digit; provisional ones start 7, 8 or 9.
 */
export function isValidCns(value: string): boolean {
  const clean = value.replace(/\s/g, '');
  if (!/^[12789]\d{14}$/.test(clean)) return false;
  let sum = 0;
  for (let i = 0; i < 15; i++) sum += Number(clean[i]) * (15 - i);
  if (sum % 11 !== 0) return false;
  if (clean[0] === '1' || clean[0] === '2') return clean.slice(11, 14) === '000' || clean.slice(11, 14) === '001';
  return true;
}

/** A definitive CNS (series 1 and 2) from an 11-digit PIS-like base starting with 1 or 2. */
export function cnsFromBase(base11: string): string {
  let sum = 0;
  for (let i = 0; i < 11; i++) sum += Number(base11[i]) * (15 - i);
  let dv = 11 - (sum % 11);
  if (dv === 11) dv = 0;
  if (dv === 10) {
    sum += 2;
    dv = 11 - (sum % 11);
    return `${base11}001${dv}`;
  }
  return `${base11}000${dv}`;
}

/** A provisional CNS (series 7, 8, 9): the last digit chosen so the weighted sum is a multiple of 11 (if one exists). */
export function provisionalCns(base14: string): string | null {
  let sum = 0;
  for (let i = 0; i < 14; i++) sum += Number(base14[i]) * (15 - i);
  for (let last = 0; last <= 9; last++) if ((sum + last) % 11 === 0) return `${base14}${last}`;
  return null;
}

export function luhnValid(digits: string): boolean {
  let sum = 0;
  let double = false;
  for (let i = digits.length - 1; i >= 0; i--) {
    let n = digits.charCodeAt(i) - 48;
    if (double) {
      n *= 2;
      if (n > 9) n -= 9;
    }
    sum += n;
    double = !double;
  }
  return sum % 10 === 0;
}

export function luhnCheckDigit(partial: string): string {
  for (let d = 0; d <= 9; d++) if (luhnValid(partial + d)) return String(d);
  return '0';
}

/** Card networks by issuer prefix and length (Visa, Mastercard, Amex, Discover, JCB, Diners, Elo, Hipercard). */
export function cardNetwork(digits: string): string | null {
  const len = digits.length;
  const p2 = Number(digits.slice(0, 2));
  const p3 = Number(digits.slice(0, 3));
  const p4 = Number(digits.slice(0, 4));
  const p6 = Number(digits.slice(0, 6));
  if (/^(401178|401179|431274|438935|451416|457393|457631|457632|504175|506699|5067\d\d|509\d\d\d|627780|636297|636368|650\d\d\d|6516\d\d|6550\d\d)/.test(digits) && len === 16) return 'Elo';
  if (/^(606282|384100|384140|384160)/.test(digits) && (len === 16 || len === 19)) return 'Hipercard';
  if (digits[0] === '4' && (len === 13 || len === 16 || len === 19)) return 'Visa';
  if (((p2 >= 51 && p2 <= 55) || (p4 >= 2221 && p4 <= 2720)) && len === 16) return 'Mastercard';
  if ((p2 === 34 || p2 === 37) && len === 15) return 'American Express';
  if ((p4 === 6011 || p2 === 65 || (p3 >= 644 && p3 <= 649) || (p6 >= 622126 && p6 <= 622925)) && len >= 16 && len <= 19) return 'Discover';
  if (p4 >= 3528 && p4 <= 3589 && len >= 16 && len <= 19) return 'JCB';
  if (((p3 >= 300 && p3 <= 305) || p2 === 36 || p2 === 38 || p2 === 39) && len >= 14 && len <= 19) return 'Diners Club';
  return null;
}

/** IBAN lengths by country (ISO 13616 registry, SEPA countries and Brazil). */
export const IBAN_LENGTHS: Record<string, number> = {
  AD: 24, AE: 23, AT: 20, BE: 16, BG: 22, BR: 29, CH: 21, CY: 28, CZ: 24, DE: 22, DK: 18, EE: 20, ES: 24, FI: 18,
  FR: 27, GB: 22, GI: 23, GR: 27, HR: 21, HU: 28, IE: 22, IS: 26, IT: 27, LI: 21, LT: 20, LU: 20, LV: 21, MC: 27,
  MT: 31, NL: 18, NO: 15, PL: 28, PT: 25, RO: 24, SA: 24, SE: 24, SI: 19, SK: 24, SM: 27, TR: 26, VA: 22,
};

function mod97(numeric: string): number {
  let rest = 0;
  for (let i = 0; i < numeric.length; i += 7) rest = Number(String(rest) + numeric.slice(i, i + 7)) % 97;
  return rest;
}

const ibanNumeric = (text: string): string => text.replace(/[A-Z]/g, (c) => String(c.charCodeAt(0) - 55));

export function isValidIban(value: string): boolean {
  const clean = value.replace(/\s/g, '').toUpperCase();
  const length = IBAN_LENGTHS[clean.slice(0, 2)];
  if (!length || clean.length !== length || !/^[A-Z]{2}\d{2}[A-Z0-9]+$/.test(clean)) return false;
  return mod97(ibanNumeric(clean.slice(4) + clean.slice(0, 4))) === 1;
}

export function ibanFromBban(country: string, bban: string): string {
  const check = 98 - mod97(ibanNumeric(`${bban}${country}00`));
  return `${country}${String(check).padStart(2, '0')}${bban}`;
}

const DNI_LETTERS = 'TRWAGMYFPDXBNJZSQVHLCKE';

/** Spanish DNI (8 digits + letter) and NIE (X/Y/Z + 7 digits + letter): the letter is the number mod 23. */
export function isValidSpanishId(value: string): boolean {
  const clean = value.replace(/[\s-]/g, '').toUpperCase();
  const m = /^([XYZ]?)(\d{7,8})([A-Z])$/.exec(clean);
  if (!m) return false;
  if (m[1] ? m[2].length !== 7 : m[2].length !== 8) return false;
  const number = Number(`${m[1] ? 'XYZ'.indexOf(m[1]) : ''}${m[2]}`);
  return DNI_LETTERS[number % 23] === m[3];
}

export const spanishIdLetter = (number: number): string => DNI_LETTERS[number % 23];

/** Portuguese NIF: 9 digits, weights 9 … 2, check = 11 − sum mod 11 (10 and 11 give 0). */
export function isValidPortugueseNif(value: string): boolean {
  const clean = value.replace(/\s/g, '');
  if (!/^[1235689]\d{8}$/.test(clean)) return false;
  let sum = 0;
  for (let i = 0; i < 8; i++) sum += Number(clean[i]) * (9 - i);
  const check = 11 - (sum % 11);
  return (check >= 10 ? 0 : check) === Number(clean[8]);
}

/** Dutch BSN: the "11-proof", weights 9 … 2 and −1. */
export function isValidBsn(value: string): boolean {
  const clean = value.replace(/[\s.]/g, '');
  if (!/^\d{9}$/.test(clean) || allSame(clean)) return false;
  let sum = 0;
  for (let i = 0; i < 8; i++) sum += Number(clean[i]) * (9 - i);
  sum -= Number(clean[8]);
  return sum % 11 === 0 && sum !== 0;
}

/** Brazilian area codes (DDD) in use, Anatel. */
export const BRAZIL_AREA_CODES = new Set([
  11, 12, 13, 14, 15, 16, 17, 18, 19, 21, 22, 24, 27, 28, 31, 32, 33, 34, 35, 37, 38, 41, 42, 43, 44, 45, 46, 47, 48,
  49, 51, 53, 54, 55, 61, 62, 63, 64, 65, 66, 67, 68, 69, 71, 73, 74, 75, 77, 79, 81, 82, 83, 84, 85, 86, 87, 88, 89,
  91, 92, 93, 94, 95, 96, 97, 98, 99,
]);

/** Shannon entropy in bits per character. */
export function shannonEntropy(text: string): number {
  if (!text) return 0;
  const counts = new Map<string, number>();
  for (const ch of text) counts.set(ch, (counts.get(ch) ?? 0) + 1);
  let entropy = 0;
  const length = [...text].length;
  for (const count of counts.values()) {
    const p = count / length;
    entropy -= p * Math.log2(p);
  }
  return entropy;
}

export function isRealDate(year: number, month: number, day: number): boolean {
  if (month < 1 || month > 12 || day < 1) return false;
  const days = [31, (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0 ? 29 : 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31];
  return day <= days[month - 1];
}
