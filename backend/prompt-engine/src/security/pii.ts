// Personal-data recognizers: a pattern finds candidates, a checksum or a format rule validates them, and context words
// near the match raise the confidence or are required (Presidio's recipe). Offsets are UTF-16 code units.

import {
  BRAZIL_AREA_CODES,
  cardNetwork,
  isRealDate,
  isValidBsn,
  isValidCnh,
  isValidCnpj,
  isValidCns,
  isValidCpf,
  isValidIban,
  isValidPis,
  isValidPortugueseNif,
  isValidSpanishId,
  isValidTitulo,
  luhnValid,
} from './checksums';
import { foldCase, touchesToken, windowAround, windowBefore, words } from './context';
import type { Candidate, Severity } from './types';

interface PiiSpec {
  type: string;
  detector: string;
  severity: Severity;
  description: string;
  suggestion: string;
  priority: number;
}

const PLACEHOLDER_ADVICE = 'use synthetic data or a placeholder in prompts, and pass real values only at run time when the task needs them.';

export const PII_SPECS: Record<string, PiiSpec> = {
  CPF: { type: 'CPF', detector: 'pii/cpf', severity: 'High', priority: 80, description: 'Brazilian CPF (individual taxpayer number) with valid check digits', suggestion: `Remove the CPF or replace it with <CPF>; ${PLACEHOLDER_ADVICE}` },
  CNPJ: { type: 'CNPJ', detector: 'pii/cnpj', severity: 'Medium', priority: 80, description: 'Brazilian CNPJ (company registration number) with valid check digits', suggestion: `Replace the CNPJ with <CNPJ>; a sole trader's CNPJ identifies a person. ${cap(PLACEHOLDER_ADVICE)}` },
  CNH: { type: 'CNH', detector: 'pii/cnh', severity: 'High', priority: 80, description: "Brazilian driver's licence number (CNH) with valid check digits", suggestion: `Replace the CNH number with <CNH>; ${PLACEHOLDER_ADVICE}` },
  PIS: { type: 'PIS', detector: 'pii/pis', severity: 'High', priority: 80, description: 'Brazilian PIS/PASEP/NIT social security number with a valid check digit', suggestion: `Replace the PIS/PASEP/NIT with <PIS>; ${PLACEHOLDER_ADVICE}` },
  TITULO_ELEITOR: { type: 'TITULO_ELEITOR', detector: 'pii/titulo-eleitor', severity: 'High', priority: 80, description: "Brazilian voter ID (título de eleitor) with valid state code and check digits", suggestion: `Replace the voter ID with <TITULO_ELEITOR>; ${PLACEHOLDER_ADVICE}` },
  CNS: { type: 'CNS', detector: 'pii/cns', severity: 'High', priority: 80, description: 'Brazilian national health card number (CNS, cartão SUS); health data is sensitive under LGPD Art. 11', suggestion: `Replace the CNS with <CNS>; health identifiers need a legal basis for sensitive data. ${cap(PLACEHOLDER_ADVICE)}` },
  RG: { type: 'RG', detector: 'pii/rg', severity: 'Medium', priority: 45, description: 'Brazilian identity card number (RG), found by its context', suggestion: `Replace the RG with <RG>; ${PLACEHOLDER_ADVICE}` },
  CEP: { type: 'CEP', detector: 'pii/cep', severity: 'Low', priority: 30, description: 'Brazilian postal code (CEP) next to address words', suggestion: 'Keep only the part of the address the task needs (a city or a state), or replace the CEP with <CEP>.' },
  PHONE_BR: { type: 'PHONE_BR', detector: 'pii/phone-br', severity: 'Medium', priority: 50, description: 'Brazilian phone number (valid area code)', suggestion: `Replace the phone number with <PHONE_BR>; ${PLACEHOLDER_ADVICE}` },
  PHONE: { type: 'PHONE', detector: 'pii/phone', severity: 'Medium', priority: 48, description: 'Phone number', suggestion: `Replace the phone number with <PHONE>; ${PLACEHOLDER_ADVICE}` },
  EMAIL: { type: 'EMAIL', detector: 'pii/email', severity: 'Medium', priority: 70, description: 'E-mail address', suggestion: `Replace the e-mail address with <EMAIL>; ${PLACEHOLDER_ADVICE}` },
  PIX_KEY: { type: 'PIX_KEY', detector: 'pii/pix-key', severity: 'Medium', priority: 85, description: 'Pix random key (EVP) next to Pix words', suggestion: 'Replace the Pix key with <PIX_KEY>; payment keys identify an account holder.' },
  CREDIT_CARD: { type: 'CREDIT_CARD', detector: 'pii/credit-card', severity: 'High', priority: 82, description: 'Payment card number (valid Luhn checksum and issuer prefix)', suggestion: 'Remove the card number; card data must never be sent to a model (PCI DSS). Use a test card or <CREDIT_CARD>.' },
  IBAN: { type: 'IBAN', detector: 'pii/iban', severity: 'High', priority: 82, description: 'IBAN bank account number (valid mod-97 check)', suggestion: 'Replace the IBAN with <IBAN>; bank account numbers identify a person and enable fraud.' },
  IP_ADDRESS: { type: 'IP_ADDRESS', detector: 'pii/ip-address', severity: 'Low', priority: 60, description: 'IP address (an online identifier under GDPR Recital 30)', suggestion: 'Replace the IP address with <IP_ADDRESS> or a documentation range (192.0.2.0/24, 2001:db8::/32).' },
  DATE_OF_BIRTH: { type: 'DATE_OF_BIRTH', detector: 'pii/date-of-birth', severity: 'Medium', priority: 55, description: 'Date of birth', suggestion: 'Replace the date of birth with <DATE_OF_BIRTH>, or with an age range if the task needs one.' },
  PASSPORT: { type: 'PASSPORT', detector: 'pii/passport', severity: 'High', priority: 55, description: 'Passport number next to passport words', suggestion: `Replace the passport number with <PASSPORT>; ${PLACEHOLDER_ADVICE}` },
  EU_NATIONAL_ID: { type: 'EU_NATIONAL_ID', detector: 'pii/eu-national-id', severity: 'High', priority: 78, description: 'EU national identification number with a valid check (Spanish DNI/NIE, Portuguese NIF, Dutch BSN, Italian codice fiscale)', suggestion: `Replace the national ID with <EU_NATIONAL_ID>; ${PLACEHOLDER_ADVICE}` },
  ADDRESS: { type: 'ADDRESS', detector: 'pii/address', severity: 'Medium', priority: 20, description: 'Street address', suggestion: 'Replace the street address with <ADDRESS>, or keep only the city if the task needs a location.' },
};

function cap(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

function make(kind: keyof typeof PII_SPECS, text: string, start: number, end: number, confidence: number, note?: string): Candidate {
  const spec = PII_SPECS[kind];
  return {
    severity: spec.severity,
    type: spec.type,
    detector: spec.detector,
    category: 'pii',
    description: note ? `${spec.description} ${note}` : spec.description,
    segment: text.slice(start, end),
    start,
    end,
    confidence: Math.round(confidence * 100) / 100,
    suggestion: spec.suggestion,
    priority: spec.priority,
  };
}

function* matches(re: RegExp, text: string): Generator<RegExpExecArray> {
  re.lastIndex = 0;
  let m: RegExpExecArray | null;
  while ((m = re.exec(text))) {
    if (m[0].length === 0) re.lastIndex++;
    yield m;
  }
}

// ---------- context word lists ----------
const CPF_WORDS = words(['cpf', 'c.p.f', 'cadastro de pessoa física', 'cadastro de pessoas físicas', 'taxpayer']);
const CNPJ_WORDS = words(['cnpj', 'c.n.p.j', 'empresa', 'razão social', 'company registration']);
const CNH_WORDS = words(['cnh', 'habilitação', 'habilitacao', 'carteira de motorista', 'carteira nacional de habilitação', "driver's license", 'driver license', 'driving licence', 'registro nacional']);
const PIS_WORDS = words(['pis', 'pasep', 'nit', 'nis', 'pis/pasep', 'inss', 'social security']);
const TITULO_WORDS = words(['título de eleitor', 'titulo de eleitor', 'título eleitoral', 'eleitor', 'eleitoral', 'voter', 'voter id', 'zona eleitoral']);
const CNS_WORDS = words(['cns', 'cartão sus', 'cartao sus', 'cartão nacional de saúde', 'cartao nacional de saude', 'sus', 'health card']);
const RG_WORDS = words(['rg', 'r.g', 'r.g.', 'identidade', 'registro geral', 'carteira de identidade', 'cédula de identidade', 'identity card', 'ssp']);
const CEP_WORDS = words(['cep', 'c.e.p', 'código postal', 'codigo postal', 'endereço', 'endereco', 'postal code', 'zip', 'bairro', 'rua', 'avenida', 'cidade']);
const PHONE_WORDS = words(['tel', 'tel.', 'telefone', 'fone', 'celular', 'cel', 'whatsapp', 'whats', 'zap', 'phone', 'mobile', 'call', 'ligue', 'ligar', 'contato', 'contact', 'sms', 'fax', 'telephone', 'cell']);
const PIX_WORDS = words(['pix', 'chave aleatória', 'chave aleatoria', 'chave pix', 'evp', 'chave']);
const DOB_WORDS = words(['born', 'birth', 'birthday', 'date of birth', 'dob', 'd.o.b', 'nascimento', 'nascido', 'nascida', 'nasceu', 'aniversário', 'aniversario', 'data de nasc', 'dt. nasc', 'dt nasc', 'geboren', 'né le', 'née le', 'nacido', 'nacida']);
const PASSPORT_WORDS = words(['passport', 'passaporte', 'passeport', 'pasaporte', 'reisepass', 'passport number', 'passport no']);
const NIF_WORDS = words(['nif', 'contribuinte', 'número fiscal', 'numero fiscal', 'tax number', 'tax id', 'nipc']);
const BSN_WORDS = words(['bsn', 'burgerservicenummer', 'citizen service number', 'sofinummer']);
const DNI_WORDS = words(['dni', 'nie', 'documento nacional de identidad', 'national id', 'id number', 'número de identidad']);
const ADDRESS_WORDS = words(['address', 'endereço', 'endereco', 'mora', 'moro', 'reside', 'resides', 'lives at', 'live at', 'residência', 'residencia', 'located at', 'entrega', 'delivery', 'ship to', 'morada', 'domicílio', 'domicilio', 'wohnt', 'adresse']);
/** Words that say a number is not personal: order, invoice, protocol, tracking, build numbers. */
const NOT_PERSONAL_WORDS = words(['pedido', 'order', 'invoice', 'fatura', 'nota fiscal', 'protocolo', 'protocol', 'ticket', 'chamado', 'tracking', 'rastreio', 'rastreamento', 'timestamp', 'epoch', 'build', 'sku', 'isbn', 'serial', 'lote', 'batch', 'transaction', 'transação', 'transacao', 'boleto', 'código de barras', 'barcode', 'version', 'versão', 'ref', 'referência', 'reference', 'id', 'uuid', 'hash', 'código do produto', 'product code', 'account number', 'conta', 'agência', 'agencia']);

const near = (re: RegExp, text: string, start: number, end: number, size = 48) => re.test(windowAround(text, start, end, size));
const before = (re: RegExp, text: string, start: number, size = 48) => re.test(windowBefore(text, start, size));

// ---------- Brazilian documents ----------

function brazilianDocuments(text: string, out: Candidate[]): void {
  // CPF with punctuation: 000.000.000-00 (the format is the CPF's own).
  for (const m of matches(/\d{3}\.\d{3}\.\d{3}-\d{2}/g, text)) {
    const start = m.index;
    const end = start + m[0].length;
    if (touchesToken(text, start, end) || !isValidCpf(m[0])) continue;
    out.push(make('CPF', text, start, end, near(CPF_WORDS, text, start, end) ? 0.99 : 0.9));
  }
  // CNPJ with punctuation, numeric or alphanumeric: 00.000.000/0000-00, 12.ABC.345/01DE-35.
  for (const m of matches(/[0-9A-Z]{2}\.[0-9A-Z]{3}\.[0-9A-Z]{3}\/[0-9A-Z]{4}-\d{2}/g, text)) {
    const start = m.index;
    const end = start + m[0].length;
    if (touchesToken(text, start, end) || !isValidCnpj(m[0])) continue;
    const alnum = /[A-Z]/.test(m[0]);
    out.push(make('CNPJ', text, start, end, near(CNPJ_WORDS, text, start, end) ? 0.99 : 0.9, alnum ? '(alphanumeric format)' : undefined));
  }
  // PIS/PASEP/NIT with punctuation: 000.00000.00-0.
  for (const m of matches(/\d{3}\.\d{5}\.\d{2}-\d/g, text)) {
    const start = m.index;
    const end = start + m[0].length;
    if (touchesToken(text, start, end) || !isValidPis(m[0])) continue;
    out.push(make('PIS', text, start, end, near(PIS_WORDS, text, start, end) ? 0.97 : 0.85));
  }
  // Bare 11-digit runs: CPF, CNH or PIS, told apart by the words around them.
  for (const m of matches(/\d{11}/g, text)) {
    const start = m.index;
    const end = start + 11;
    if (touchesToken(text, start, end) || /[.\-/]\d$/.test(text.slice(Math.max(0, start - 2), start))) continue;
    const digits = m[0];
    const around = windowAround(text, start, end, 40);
    if (CNH_WORDS.test(around) && isValidCnh(digits)) out.push(make('CNH', text, start, end, 0.95));
    else if (PIS_WORDS.test(around) && isValidPis(digits)) out.push(make('PIS', text, start, end, 0.95));
    else if (isValidCpf(digits)) {
      if (CPF_WORDS.test(around)) out.push(make('CPF', text, start, end, 0.97));
      else if (!NOT_PERSONAL_WORDS.test(around) && !PHONE_WORDS.test(around) && !CNH_WORDS.test(around) && !PIS_WORDS.test(around)) out.push(make('CPF', text, start, end, 0.7));
    }
  }
  // Bare 14-character CNPJ: numeric accepted unless the words say it is something else; alphanumeric needs 'CNPJ' near.
  for (const m of matches(/[0-9A-Z]{12}\d{2}/g, text)) {
    const start = m.index;
    const end = start + 14;
    if (touchesToken(text, start, end) || !isValidCnpj(m[0])) continue;
    const around = windowAround(text, start, end, 40);
    const alnum = /[A-Z]/.test(m[0]);
    if (CNPJ_WORDS.test(around)) out.push(make('CNPJ', text, start, end, 0.95, alnum ? '(alphanumeric format)' : undefined));
    else if (!alnum && !NOT_PERSONAL_WORDS.test(around)) out.push(make('CNPJ', text, start, end, 0.7));
  }
  // Título de eleitor: 12 digits (optionally 4+4+4), valid state code and check digits, with voter words or the spaced format.
  for (const m of matches(/\d{4}\s?\d{4}\s?\d{4}/g, text)) {
    const start = m.index;
    const end = start + m[0].length;
    if (touchesToken(text, start, end) || !isValidTitulo(m[0])) continue;
    const spaced = /\s/.test(m[0]);
    if (near(TITULO_WORDS, text, start, end)) out.push(make('TITULO_ELEITOR', text, start, end, 0.95));
    else if (spaced && !NOT_PERSONAL_WORDS.test(windowAround(text, start, end, 40))) out.push(make('TITULO_ELEITOR', text, start, end, 0.6));
  }
  // CNS: 15 digits (optionally 3+4+4+4), both series rules; health-card words or the printed spacing.
  for (const m of matches(/\d{3}\s?\d{4}\s?\d{4}\s?\d{4}/g, text)) {
    const start = m.index;
    const end = start + m[0].length;
    if (touchesToken(text, start, end) || !isValidCns(m[0].replace(/\s/g, ''))) continue;
    if (near(CNS_WORDS, text, start, end)) out.push(make('CNS', text, start, end, 0.95));
    else if (/\s/.test(m[0]) && !NOT_PERSONAL_WORDS.test(windowAround(text, start, end, 40))) out.push(make('CNS', text, start, end, 0.65));
  }
  // RG: context only (each state has its own format; SP's check digit raises the confidence).
  const lower = text.toLowerCase();
  if (RG_WORDS.test(lower)) for (const m of matches(/\d{1,2}\.?\d{3}\.?\d{3}-?[\dXx]/g, text)) {
    const start = m.index;
    const end = start + m[0].length;
    if (touchesToken(text, start, end)) continue;
    if (!before(RG_WORDS, text, start, 32)) continue;
    const clean = m[0].replace(/[.-]/g, '');
    if (clean.length < 8 || clean.length > 10) continue;
    if (isValidCpf(clean)) continue; // a CPF after 'identidade' is still a CPF
    out.push(make('RG', text, start, end, spRgValid(clean) ? 0.7 : 0.55));
  }
  // CEP: 00000-000 or 8 digits with address words.
  if (CEP_WORDS.test(lower)) for (const m of matches(/\d{5}-\d{3}|\d{2}\.\d{3}-\d{3}|\d{8}/g, text)) {
    const start = m.index;
    const end = start + m[0].length;
    if (touchesToken(text, start, end)) continue;
    if (Number(m[0].replace(/\D/g, '').slice(0, 5)) < 1000) continue;
    if (!near(CEP_WORDS, text, start, end, 40)) continue;
    out.push(make('CEP', text, start, end, /cep/.test(windowBefore(text, start, 16)) ? 0.95 : 0.75));
  }
}

/** São Paulo's RG check digit (8 digits, weights 2 … 9, remainder 10 is 'X'). */
function spRgValid(clean: string): boolean {
  if (clean.length !== 9) return false;
  let sum = 0;
  for (let i = 0; i < 8; i++) sum += Number(clean[i]) * (i + 2);
  const rest = sum % 11;
  const expected = rest === 10 ? 'X' : String(rest);
  return clean[8].toUpperCase() === expected;
}

// ---------- phones ----------

function phones(text: string, out: Candidate[]): void {
  const isMobile = (local: string) => local.length === 9 && local[0] === '9';
  const isLandline = (local: string) => local.length === 8 && /^[2-5]/.test(local);
  // Brazilian: +55, (DD), or DD followed by a hyphenated number. A local number with no area code identifies too
  // little to report.
  const br = /(\+55[\s-]?)?(\(\d{2}\)|\d{2})[\s-]?(\d{4,5})[\s-]?(\d{4})\b/g;
  for (const m of matches(br, text)) {
    const start = m.index;
    const end = start + m[0].length;
    const [, country, ddd, first, last] = m;
    const local = first + last;
    if (!isMobile(local) && !isLandline(local)) continue;
    if (touchesToken(text, start, end) || /[+\d]/.test(text[start - 1] ?? '')) continue;
    if (!BRAZIL_AREA_CODES.has(Number(ddd.replace(/\D/g, '')))) continue;
    const afterDdd = m[0].slice((country ?? '').length + ddd.length);
    const context = near(PHONE_WORDS, text, start, end, 40);
    if (NOT_PERSONAL_WORDS.test(windowBefore(text, start, 24)) && !context) continue;
    if (country) out.push(make('PHONE_BR', text, start, end, 0.95));
    else if (ddd.startsWith('(')) out.push(make('PHONE_BR', text, start, end, context ? 0.95 : 0.85));
    else if (/^\s\d{4,5}-\d{4}$/.test(afterDdd)) out.push(make('PHONE_BR', text, start, end, context ? 0.9 : 0.75));
    else if (context && /^\s?\d{8,9}$/.test(afterDdd)) out.push(make('PHONE_BR', text, start, end, 0.7));
  }
  // International (not +55): + country code and 7–14 more digits in groups.
  for (const m of matches(/\+(?!55)[1-9]\d{0,2}(?:[\s.-]?\(?\d{1,4}\)?){2,5}/g, text)) {
    const start = m.index;
    const end = start + m[0].length;
    const digits = m[0].replace(/\D/g, '');
    if (digits.length < 8 || digits.length > 15 || /[\d]/.test(text[end] ?? '') || /[\p{L}\p{N}]/u.test(text[start - 1] ?? '')) continue;
    out.push(make('PHONE', text, start, end, near(PHONE_WORDS, text, start, end) ? 0.95 : 0.8));
  }
  // North American format (555) 123-4567 and, with phone words, 555-123-4567.
  for (const m of matches(/\(\d{3}\)\s?\d{3}-\d{4}|\b\d{3}[-.]\d{3}[-.]\d{4}\b/g, text)) {
    const start = m.index;
    const end = start + m[0].length;
    if (touchesToken(text, start, end) || /[+]/.test(text[start - 1] ?? '')) continue;
    if (m[0].startsWith('(') ? true : near(PHONE_WORDS, text, start, end, 32)) out.push(make('PHONE', text, start, end, 0.75));
  }
}

// ---------- e-mail, Pix ----------

const EMAIL = /[A-Za-z0-9](?:[A-Za-z0-9._%+-]{0,62}[A-Za-z0-9_%+-])?@[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?(?:\.[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?)*\.[A-Za-z]{2,24}\b/g;

/** E-mail matches, looked for only around each '@' (the pattern alone would start at every letter). */
function* emailMatches(text: string): Generator<{ index: number; value: string }> {
  const seen = new Set<number>();
  for (let at = text.indexOf('@'); at !== -1; at = text.indexOf('@', at + 1)) {
    const from = Math.max(0, at - 66);
    const window = text.slice(from, at + 260);
    for (const m of matches(EMAIL, window)) {
      const index = from + m.index;
      if (index > at || index + m[0].length <= at || seen.has(index)) continue;
      // A match cut by the window's left edge is not a match of the whole text.
      if (m.index === 0 && from > 0 && /[A-Za-z0-9._%+-]/.test(text[from - 1])) continue;
      seen.add(index);
      yield { index, value: m[0] };
    }
  }
}

function emails(text: string, out: Candidate[]): void {
  for (const m of emailMatches(text)) {
    const start = m.index;
    const end = start + m.value.length;
    if (/[A-Za-z0-9._%+-]/.test(text[start - 1] ?? '')) continue;
    if (/\.\./.test(m.value)) continue;
    const pix = before(PIX_WORDS, text, start, 24);
    out.push(make('EMAIL', text, start, end, 0.95, pix ? '(used as a Pix key)' : undefined));
  }
  for (const m of matches(/\b[0-9a-f]{8}-[0-9a-f]{4}-[1-8][0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}\b/gi, text)) {
    const start = m.index;
    const end = start + m[0].length;
    if (!before(PIX_WORDS, text, start, 32)) continue;
    out.push(make('PIX_KEY', text, start, end, 0.9));
  }
}

// ---------- payment cards, IBAN ----------

function finance(text: string, out: Candidate[]): void {
  for (const m of matches(/\b\d(?:[ -]?\d){12,18}\b/g, text)) {
    const start = m.index;
    const end = start + m[0].length;
    const raw = m[0];
    const separators = raw.replace(/\d/g, '');
    if (separators && new Set(separators).size > 1) continue;
    if (separators) {
      const groups = raw.split(/[ -]/).map((g) => g.length);
      const fours = groups.slice(0, -1).every((g) => g === 4);
      const amex = groups.join(',') === '4,6,5' || groups.join(',') === '4,6,4';
      if (!fours && !amex) continue;
    }
    const digits = raw.replace(/\D/g, '');
    const network = cardNetwork(digits);
    if (!network || !luhnValid(digits) || /^(\d)\1+$/.test(digits)) continue;
    if (NOT_PERSONAL_WORDS.test(windowBefore(text, start, 24)) && !/card|cartão|cartao|crédito|credito|visa|master/.test(windowAround(text, start, end, 40))) continue;
    out.push(make('CREDIT_CARD', text, start, end, separators ? 0.95 : 0.85, `(${network})`));
  }
  for (const m of matches(/\b[A-Z]{2}\d{2}(?: ?[A-Z0-9]){11,30}\b/g, text)) {
    let value = m[0];
    // Trim trailing words glued by a space (e.g. "… 3000 TO"): keep the longest prefix that validates.
    let found: string | null = null;
    while (value.length >= 15) {
      if (isValidIban(value)) {
        found = value;
        break;
      }
      const cut = value.lastIndexOf(' ');
      if (cut < 0) break;
      value = value.slice(0, cut);
    }
    if (!found) continue;
    out.push(make('IBAN', text, m.index, m.index + found.length, 0.97));
  }
}

// ---------- network ----------

const VERSION_WORDS = words(['version', 'versão', 'versao', 'release', 'v', 'build', 'oid', 'snmp']);

function network(text: string, out: Candidate[]): void {
  for (const m of matches(/\b(?:(?:25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d)\.){3}(?:25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d)\b/g, text)) {
    const start = m.index;
    const end = start + m[0].length;
    if (/[.\d]/.test(text[start - 1] ?? '') || /^\.\d/.test(text.slice(end, end + 2)) || /[vV]$/.test(text.slice(start - 1, start))) continue;
    if (VERSION_WORDS.test(windowBefore(text, start, 16))) continue;
    const [a, b] = m[0].split('.').map(Number);
    if (a === 0 || a === 127 || (a === 255 && b === 255)) continue;
    out.push(make('IP_ADDRESS', text, start, end, 0.85));
  }
  for (const m of matches(/(?<![0-9A-Za-z:])[0-9A-Fa-f]{0,4}(?::[0-9A-Fa-f]{0,4}){2,7}(?![0-9A-Za-z:])/g, text)) {
    if (!isIpv6(m[0])) continue;
    out.push(make('IP_ADDRESS', text, m.index, m.index + m[0].length, 0.85));
  }
}

function isIpv6(value: string): boolean {
  const parts = value.split('::');
  if (parts.length > 2) return false;
  const group = /^[0-9A-Fa-f]{1,4}$/;
  const left = parts[0] ? parts[0].split(':') : [];
  const right = parts.length === 2 && parts[1] ? parts[1].split(':') : [];
  if (![...left, ...right].every((g) => group.test(g))) return false;
  const groups = left.length + right.length;
  if (parts.length === 1) return groups === 8;
  if (groups < 2 || groups > 7) return false; // '::1' (loopback) and '::' alone are not personal
  return true;
}

// ---------- dates of birth, passports, EU IDs, addresses ----------

const MONTHS: Record<string, number> = {
  january: 1, february: 2, march: 3, april: 4, may: 5, june: 6, july: 7, august: 8, september: 9, october: 10, november: 11, december: 12,
  jan: 1, feb: 2, mar: 3, apr: 4, jun: 6, jul: 7, aug: 8, sep: 9, sept: 9, oct: 10, nov: 11, dec: 12,
  janeiro: 1, fevereiro: 2, março: 3, marco: 3, abril: 4, maio: 5, junho: 6, julho: 7, agosto: 8, setembro: 9, outubro: 10, novembro: 11, dezembro: 12,
};
const MONTH_NAMES = Object.keys(MONTHS).sort((a, b) => b.length - a.length).join('|');
const DATE_PATTERNS: Array<{ re: RegExp; parse: (m: RegExpExecArray) => Array<[number, number, number]>; folded?: boolean }> = [
  { re: /\b(\d{1,2})[/.-](\d{1,2})[/.-](\d{4})\b/g, parse: (m) => [[+m[3], +m[2], +m[1]], [+m[3], +m[1], +m[2]]] },
  { re: /\b(\d{4})-(\d{2})-(\d{2})\b/g, parse: (m) => [[+m[1], +m[2], +m[3]]] },
  // Month names run on the case-folded text (same offsets), without the slow `i` and `u` flags.
  { re: new RegExp(`\\b(\\d{1,2})(?:º|°)?\\s+(?:de\\s+)?(${MONTH_NAMES})\\.?(?:\\s+de)?,?\\s+(\\d{4})\\b`, 'g'), parse: (m) => [[+m[3], MONTHS[m[2]], +m[1]]], folded: true },
  { re: new RegExp(`\\b(?=[jfmasond])(${MONTH_NAMES})\\.?\\s+(\\d{1,2})(?:st|nd|rd|th)?,?\\s+(\\d{4})\\b`, 'g'), parse: (m) => [[+m[3], MONTHS[m[1]], +m[2]]], folded: true },
];

function personal(text: string, out: Candidate[]): void {
  const lower = text.toLowerCase();
  // Context-only recognizers are skipped when their words appear nowhere in the text.
  const folded = foldCase(text);
  if (DOB_WORDS.test(lower)) for (const { re, parse, folded: onFolded } of DATE_PATTERNS) {
    for (const m of matches(re, onFolded ? folded : text)) {
      const start = m.index;
      const end = start + m[0].length;
      if (!parse(m).some(([y, mo, d]) => y >= 1900 && y <= 2030 && isRealDate(y, mo, d))) continue;
      if (!before(DOB_WORDS, text, start, 40)) continue;
      out.push(make('DATE_OF_BIRTH', text, start, end, 0.9));
    }
  }
  if (PASSPORT_WORDS.test(lower)) for (const m of matches(/\b(?:[A-Z]{1,2}\d{6,8}|\d{9})\b/g, text)) {
    const start = m.index;
    const end = start + m[0].length;
    if (!before(PASSPORT_WORDS, text, start, 40)) continue;
    out.push(make('PASSPORT', text, start, end, 0.85));
  }
  for (const m of matches(/\b[XYZ]?\d{7,8}-?[A-Z]\b/g, text)) {
    const start = m.index;
    const end = start + m[0].length;
    if (!isValidSpanishId(m[0])) continue;
    out.push(make('EU_NATIONAL_ID', text, start, end, near(DNI_WORDS, text, start, end) ? 0.97 : 0.85, '(Spanish DNI/NIE)'));
  }
  if (NIF_WORDS.test(lower) || BSN_WORDS.test(lower)) for (const m of matches(/\b\d{9}\b|\b\d{3} \d{3} \d{3}\b|\b\d{4}\.\d{2}\.\d{3}\b/g, text)) {
    const start = m.index;
    const end = start + m[0].length;
    const around = windowAround(text, start, end, 40);
    if (NIF_WORDS.test(around) && isValidPortugueseNif(m[0].replace(/\D/g, ''))) out.push(make('EU_NATIONAL_ID', text, start, end, 0.95, '(Portuguese NIF)'));
    else if (BSN_WORDS.test(around) && isValidBsn(m[0])) out.push(make('EU_NATIONAL_ID', text, start, end, 0.95, '(Dutch BSN)'));
  }
  for (const m of matches(/\b[A-Z]{6}\d{2}[ABCDEHLMPRST]\d{2}[A-Z]\d{3}[A-Z]\b/g, text)) {
    if (!isValidCodiceFiscale(m[0])) continue;
    out.push(make('EU_NATIONAL_ID', text, m.index, m.index + 16, 0.95, '(Italian codice fiscale)'));
  }
  addresses(text, out);
}

const CF_ODD: Record<string, number> = {
  0: 1, 1: 0, 2: 5, 3: 7, 4: 9, 5: 13, 6: 15, 7: 17, 8: 19, 9: 21, A: 1, B: 0, C: 5, D: 7, E: 9, F: 13, G: 15, H: 17, I: 19,
  J: 21, K: 2, L: 4, M: 18, N: 20, O: 11, P: 3, Q: 6, R: 8, S: 12, T: 14, U: 16, V: 10, W: 22, X: 25, Y: 24, Z: 23,
};

export function codiceFiscaleCheck(first15: string): string {
  let sum = 0;
  for (let i = 0; i < 15; i++) {
    const c = first15[i];
    sum += i % 2 === 0 ? CF_ODD[c] : /\d/.test(c) ? Number(c) : c.charCodeAt(0) - 65;
  }
  return String.fromCharCode(65 + (sum % 26));
}

export const isValidCodiceFiscale = (value: string): boolean => codiceFiscaleCheck(value.slice(0, 15)) === value[15];

const STREET_PT = /\b(?:Rua|Avenida|Av\.|Alameda|Travessa|Praça|Rodovia|Estrada|Largo)\s+(?:(?:d[aeo]s?|[\p{Lu}\d][\p{L}\d'’.-]*)\s+){0,6}[\p{Lu}\d][\p{L}\d'’.-]*,?\s+(?:n[º°.]\s*|número\s+)?\d{1,5}(?:\s*[-,]\s*(?:apto|apt|ap|sala|bloco|casa)\.?\s*\d{1,5}[A-Z]?)?/gu;
const STREET_EN = /\b\d{1,5}\s+(?:[NSEW]\.?\s+)?(?:[A-Z][a-z]+\s+){1,4}(?:Street|St\.|Avenue|Ave\.|Road|Rd\.|Lane|Ln\.|Boulevard|Blvd\.|Drive|Dr\.|Court|Ct\.|Way|Place|Terrace|Close|Crescent)(?:,?\s+(?:Apt|Suite|Unit)\.?\s*\d+[A-Z]?)?/g;
const STREET_DE = /\b[A-ZÄÖÜ][a-zäöüß]+(?:straße|strasse|weg|platz|allee|gasse)\s+\d{1,4}[a-z]?\b/g;

function addresses(text: string, out: Candidate[]): void {
  for (const re of [STREET_PT, STREET_EN, STREET_DE]) {
    for (const m of matches(re, text)) {
      const start = m.index;
      const end = start + m[0].length;
      out.push(make('ADDRESS', text, start, end, near(ADDRESS_WORDS, text, start, end, 40) ? 0.9 : 0.7));
    }
  }
}

export function detectPii(text: string): Candidate[] {
  const out: Candidate[] = [];
  brazilianDocuments(text, out);
  phones(text, out);
  emails(text, out);
  finance(text, out);
  network(text, out);
  personal(text, out);
  return out;
}
