import { readFileSync } from 'node:fs';
import { join } from 'node:path';

export type TableEncoding = 'o200k_base' | 'cl100k_base';

/** gpt-tokenizer's vocabulary: by rank, a token as text, or as bytes where it is not valid UTF-8; holes allowed. */
type RankedTokens = ReadonlyArray<string | number[] | undefined>;

/** FNV-1a over bytes[start, end). */
function hashOf(bytes: Uint8Array, start: number, end: number): number {
  let hash = 0x811c9dc5;
  for (let index = start; index < end; index++) hash = Math.imul(hash ^ bytes[index], 0x01000193);
  return hash >>> 0;
}

/**
 * A BPE vocabulary as one binary block: an open-addressing hash table from a token's bytes to its rank, the tokens'
 * offsets, and their bytes. Read from a file it costs a read and no parsing: building gpt-tokenizer's Map of 200,000
 * strings from its JavaScript module costs several bare Node start-ups, and a count needs only a few thousand lookups.
 * Layout (native-endian u32): slot count, rank count, byte count; slots (rank + 1, 0 for empty); offsets (rank count
 * + 1); the bytes.
 */
export class VocabularyTable {
  private readonly mask: number;

  private constructor(
    private readonly slots: Uint32Array,
    private readonly offsets: Uint32Array,
    private readonly bytes: Uint8Array,
  ) {
    this.mask = slots.length - 1;
  }

  static build(ranked: RankedTokens): VocabularyTable {
    const encoder = new TextEncoder();
    const tokens = Array.from(ranked, (token) => (token === undefined ? new Uint8Array(0) : typeof token === 'string' ? encoder.encode(token) : Uint8Array.from(token)));
    const offsets = new Uint32Array(tokens.length + 1);
    tokens.forEach((token, rank) => (offsets[rank + 1] = offsets[rank] + token.length));
    const bytes = new Uint8Array(offsets[tokens.length]);
    tokens.forEach((token, rank) => bytes.set(token, offsets[rank]));
    let slotCount = 1;
    while (slotCount < tokens.length * 2) slotCount *= 2;
    const slots = new Uint32Array(slotCount);
    tokens.forEach((token, rank) => {
      if (token.length === 0) return;
      let slot = hashOf(bytes, offsets[rank], offsets[rank + 1]) & (slotCount - 1);
      while (slots[slot] !== 0) slot = (slot + 1) & (slotCount - 1);
      slots[slot] = rank + 1;
    });
    return new VocabularyTable(slots, offsets, bytes);
  }

  static parse(buffer: Uint8Array): VocabularyTable {
    const block = buffer.byteOffset % 4 === 0 ? buffer : buffer.slice();
    const [slotCount, rankCount, byteCount] = new Uint32Array(block.buffer, block.byteOffset, 3);
    let at = block.byteOffset + 12;
    const slots = new Uint32Array(block.buffer, at, slotCount);
    at += slotCount * 4;
    const offsets = new Uint32Array(block.buffer, at, rankCount + 1);
    at += (rankCount + 1) * 4;
    return new VocabularyTable(slots, offsets, new Uint8Array(block.buffer, at, byteCount));
  }

  serialize(): Uint8Array {
    const header = Uint32Array.of(this.slots.length, this.offsets.length - 1, this.bytes.length);
    const block = new Uint8Array(header.byteLength + this.slots.byteLength + this.offsets.byteLength + this.bytes.length);
    let at = 0;
    for (const part of [header, this.slots, this.offsets, this.bytes]) {
      block.set(new Uint8Array(part.buffer, part.byteOffset, part.byteLength), at);
      at += part.byteLength;
    }
    return block;
  }

  /** The rank of the token whose bytes are bytes[start, end), or -1. */
  rankOf(bytes: Uint8Array, start: number, end: number): number {
    const length = end - start;
    for (let slot = hashOf(bytes, start, end) & this.mask; ; slot = (slot + 1) & this.mask) {
      const entry = this.slots[slot];
      if (entry === 0) return -1;
      const from = this.offsets[entry - 1];
      if (this.offsets[entry] - from !== length) continue;
      let index = 0;
      while (index < length && this.bytes[from + index] === bytes[start + index]) index++;
      if (index === length) return entry - 1;
    }
  }
}

/** Where the build writes the tables (`scripts/write-vocabularies.mjs`), next to the compiled code. */
export const vocabularyFile = (encoding: TableEncoding) => join(__dirname, '..', 'vocabularies', `${encoding}.bin`);

/** The encoding's table: the built file, or (from the sources, in tests) built from gpt-tokenizer's vocabulary. */
export function loadVocabulary(encoding: TableEncoding): VocabularyTable {
  let file: Buffer | undefined;
  try {
    file = readFileSync(vocabularyFile(encoding));
  } catch {
    file = undefined;
  }
  return file ? VocabularyTable.parse(file) : VocabularyTable.build(rankedTokens(encoding));
}

export function rankedTokens(encoding: TableEncoding): RankedTokens {
  return (require(`gpt-tokenizer/bpeRanks/${encoding}`) as { default: RankedTokens }).default;
}

/**
 * tiktoken's count of one pre-token: one token when the vocabulary has it whole, else the byte-pair merge (the
 * lowest-ranked adjacent pair first, the leftmost of equals) until no pair is in the vocabulary.
 */
export function pieceTokenCount(table: VocabularyTable, bytes: Uint8Array, length: number): number {
  if (table.rankOf(bytes, 0, length) >= 0) return 1;
  const bounds = Array.from({ length: length + 1 }, (_, index) => index);
  const pairRank = (index: number) => {
    if (index + 2 >= bounds.length) return Infinity;
    const rank = table.rankOf(bytes, bounds[index], bounds[index + 2]);
    return rank < 0 ? Infinity : rank;
  };
  const ranks = Array.from({ length: length - 1 }, (_, index) => pairRank(index));
  while (ranks.length > 0) {
    let lowest = 0;
    for (let index = 1; index < ranks.length; index++) if (ranks[index] < ranks[lowest]) lowest = index;
    if (ranks[lowest] === Infinity) break;
    bounds.splice(lowest + 1, 1);
    ranks.splice(lowest, 1);
    if (lowest < ranks.length) ranks[lowest] = pairRank(lowest);
    if (lowest > 0) ranks[lowest - 1] = pairRank(lowest - 1);
  }
  return bounds.length - 1;
}

/** Counts texts as tiktoken's encode_ordinary does, given the encoding's table and pre-tokenizer. */
export function tableCounter(table: VocabularyTable, splitter: RegExp): (text: string) => number {
  const encoder = new TextEncoder();
  let scratch = new Uint8Array(4096);
  const known = new Map<string, number>();
  return (text) => {
    let tokens = 0;
    for (const [piece] of text.matchAll(splitter)) {
      let count = known.get(piece);
      if (count === undefined) {
        if (scratch.length < piece.length * 3) scratch = new Uint8Array(piece.length * 3);
        count = pieceTokenCount(table, scratch, encoder.encodeInto(piece, scratch).written);
        known.set(piece, count);
      }
      tokens += count;
    }
    return tokens;
  };
}
