import { createInflateRaw } from 'node:zlib';

/**
 * What an .xlsx may unpack to before it is read: a zip of 5 MB can hold gigabytes of shared strings (a zip
 * bomb), which exceljs would keep in memory. The zip is checked first, entry by entry, as a streaming reader
 * will see it: the sizes its directory declares, then the bytes each entry really inflates to, counted while
 * inflating (a declared size may lie), and the shared strings counted on the way.
 */
export interface XlsxLimits {
  /** All entries together, inflated. */
  maxInflatedBytes: number;
  maxEntries: number;
  /** `<si>` items of xl/sharedStrings.xml. */
  maxSharedStrings: number;
}

export const XLSX_LIMITS: XlsxLimits = {
  maxInflatedBytes: 64 * 1024 * 1024,
  maxEntries: 1000,
  maxSharedStrings: 300_000,
};

/** `unreadable`: not a zip a streaming reader reads as its directory says; `tooLarge`: over a limit. */
export class XlsxLimitError extends Error {
  constructor(readonly problem: 'unreadable' | 'tooLarge') {
    super(`xlsx: ${problem}`);
    this.name = 'XlsxLimitError';
  }
}

interface ZipEntry {
  name: string;
  method: number;
  flags: number;
  compressedSize: number;
  declaredSize: number;
  localOffset: number;
}

const END_SIGNATURE = 0x06054b50;
const CENTRAL_SIGNATURE = 0x02014b50;
const LOCAL_SIGNATURE = 0x04034b50;
const DESCRIPTOR_SIGNATURE = 0x08074b50;
const ZIP64_MARK = 0xffffffff;

const unreadable = () => new XlsxLimitError('unreadable');

function endOfDirectory(bytes: Buffer): { count: number; offset: number } {
  // The record is 22 bytes plus a comment of at most 65,535.
  for (let at = bytes.length - 22; at >= Math.max(0, bytes.length - 22 - 65_535); at--) {
    if (bytes.readUInt32LE(at) !== END_SIGNATURE) continue;
    return { count: bytes.readUInt16LE(at + 10), offset: bytes.readUInt32LE(at + 16) };
  }
  throw unreadable();
}

function centralDirectory(bytes: Buffer, limits: XlsxLimits): { entries: ZipEntry[]; start: number } {
  const { count, offset } = endOfDirectory(bytes);
  if (count > limits.maxEntries) throw new XlsxLimitError('tooLarge');
  const entries: ZipEntry[] = [];
  let at = offset;
  for (let index = 0; index < count; index++) {
    if (at + 46 > bytes.length || bytes.readUInt32LE(at) !== CENTRAL_SIGNATURE) throw unreadable();
    const nameLength = bytes.readUInt16LE(at + 28);
    const entry: ZipEntry = {
      flags: bytes.readUInt16LE(at + 8),
      method: bytes.readUInt16LE(at + 10),
      compressedSize: bytes.readUInt32LE(at + 20),
      declaredSize: bytes.readUInt32LE(at + 24),
      localOffset: bytes.readUInt32LE(at + 42),
      name: bytes.toString('utf8', at + 46, at + 46 + nameLength),
    };
    // Zip64 (over 4 GB) has no place in a 5 MB spreadsheet.
    if (entry.compressedSize === ZIP64_MARK || entry.declaredSize === ZIP64_MARK) throw unreadable();
    entries.push(entry);
    at += 46 + nameLength + bytes.readUInt16LE(at + 30) + bytes.readUInt16LE(at + 32);
  }
  return { entries, start: offset };
}

/**
 * Where each entry's data starts. The entries must follow each other from the first byte to the directory,
 * each local header naming what the directory names: a streaming reader (exceljs reads local headers in
 * order) then meets exactly the entries checked here, none hidden and none overlapping.
 */
function dataStarts(bytes: Buffer, entries: readonly ZipEntry[], directoryStart: number): number[] {
  const order = entries
    .map((_, index) => index)
    .sort((a, b) => entries[a]!.localOffset - entries[b]!.localOffset);
  const starts = new Array<number>(entries.length);
  let expected = 0;
  for (const index of order) {
    const entry = entries[index]!;
    const at = entry.localOffset;
    if (at !== expected || at + 30 > bytes.length || bytes.readUInt32LE(at) !== LOCAL_SIGNATURE)
      throw unreadable();
    const nameLength = bytes.readUInt16LE(at + 26);
    const name = bytes.toString('utf8', at + 30, at + 30 + nameLength);
    if (name !== entry.name || bytes.readUInt16LE(at + 8) !== entry.method) throw unreadable();
    starts[index] = at + 30 + nameLength + bytes.readUInt16LE(at + 28);
    expected = starts[index] + entry.compressedSize;
    // A data descriptor (flag bit 3) follows the data: 12 bytes, or 16 with its signature.
    if (entry.flags & 0x08)
      expected +=
        expected + 4 <= bytes.length && bytes.readUInt32LE(expected) === DESCRIPTOR_SIGNATURE ? 16 : 12;
  }
  if (expected !== directoryStart) throw unreadable();
  return starts;
}

/** Counts `<si>` (or `<x:si>`, `<si/>`) start tags across chunks. */
function sharedStringCounter() {
  const tag = /<(?:[A-Za-z_][\w.-]*:)?si[\s/>]/g;
  let carry = '';
  let total = 0;
  return {
    add(chunk: Buffer): number {
      const text = carry + chunk.toString('latin1');
      total += text.match(tag)?.length ?? 0;
      // The end of a chunk may hold the start of a tag; never one counted already (a tag is under 64 chars).
      const tail = text.slice(-64);
      const lastOpen = tail.lastIndexOf('<');
      carry = lastOpen >= 0 && !/[\s/>]/.test(tail.slice(lastOpen)) ? tail.slice(lastOpen) : '';
      return total;
    },
  };
}

/** Inflates one entry's data, counting; stops at once past `budget` bytes or past its declared size. */
function inflatedSize(
  data: Buffer,
  entry: ZipEntry,
  budget: number,
  onChunk: (chunk: Buffer) => void,
): Promise<number> {
  if (entry.method === 0) {
    if (data.length !== entry.declaredSize) throw unreadable();
    if (data.length > budget) throw new XlsxLimitError('tooLarge');
    onChunk(data);
    return Promise.resolve(data.length);
  }
  if (entry.method !== 8) throw unreadable();
  return new Promise((resolve, reject) => {
    const inflater = createInflateRaw();
    let size = 0;
    const stop = (error: XlsxLimitError) => {
      inflater.destroy();
      reject(error);
    };
    inflater.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size > entry.declaredSize) return stop(unreadable());
      if (size > budget) return stop(new XlsxLimitError('tooLarge'));
      try {
        onChunk(chunk);
      } catch (error) {
        stop(error as XlsxLimitError);
      }
    });
    inflater.on('error', () => reject(unreadable()));
    inflater.on('end', () => (size === entry.declaredSize ? resolve(size) : reject(unreadable())));
    inflater.end(data);
  });
}

/** A checked zip as its parts: each entry's local record (header, data, descriptor) and the directory. */
export interface XlsxParts {
  records: { name: string; bytes: Buffer }[];
  directory: Buffer;
}

/**
 * Throws `XlsxLimitError` unless the zip unpacks within the limits; holds one inflated chunk at a time.
 * Answers the zip's parts, which follow each other from the first byte to the directory.
 */
export async function checkXlsxLimits(bytes: Buffer, limits: XlsxLimits = XLSX_LIMITS): Promise<XlsxParts> {
  if (bytes.length < 22) throw unreadable();
  const { entries, start } = centralDirectory(bytes, limits);
  const declared = entries.reduce((sum, entry) => sum + entry.declaredSize, 0);
  if (declared > limits.maxInflatedBytes) throw new XlsxLimitError('tooLarge');
  const starts = dataStarts(bytes, entries, start);
  let inflated = 0;
  for (const [index, entry] of entries.entries()) {
    const data = bytes.subarray(starts[index], starts[index]! + entry.compressedSize);
    const counter = entry.name === 'xl/sharedStrings.xml' ? sharedStringCounter() : null;
    inflated += await inflatedSize(data, entry, limits.maxInflatedBytes - inflated, (chunk) => {
      if (counter && counter.add(chunk) > limits.maxSharedStrings) throw new XlsxLimitError('tooLarge');
    });
  }
  const inFileOrder = [...entries].sort((a, b) => a.localOffset - b.localOffset);
  const records = inFileOrder.map((entry, index) => ({
    name: entry.name,
    bytes: bytes.subarray(entry.localOffset, inFileOrder[index + 1]?.localOffset ?? start),
  }));
  return { records, directory: bytes.subarray(start) };
}
