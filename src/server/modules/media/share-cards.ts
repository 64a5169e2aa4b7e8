import { createHash } from 'node:crypto';
import { mkdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';
import { CATEGORY_IDS, findCategory, findSubCategory } from '../../../shared/categories';
import { SHARE_CARD_HEIGHT, SHARE_CARD_WIDTH, shareCardSvg } from './share-card-svg';

/**
 * The link-preview JPEGs of the pages that show no product (home, shop, about, contact, a category):
 * one of the shop and one per category, 1200x630 and under 300 KB. Each is served at
 * `/media/share/{key}-{hash}.jpg`, the hash taken from its drawing, so the address changes only when the
 * picture does and can be cached as immutable. A picture is drawn once, on first need (or when the
 * server starts listening), and kept in DATA_DIR/share-cards for the next start.
 */
export const SHARE_CARD = {
  width: SHARE_CARD_WIDTH,
  height: SHARE_CARD_HEIGHT,
  type: 'image/jpeg',
  maxBytes: 300 * 1024,
} as const;

export const SHARE_CARD_PREFIX = '/media/share/';
/** Bumped when the encoding changes, so the addresses change with it. */
const ENCODING = 'jpeg-mozjpeg-v1';
const QUALITIES = [82, 72, 62, 50] as const;

interface Card {
  key: string;
  svg: string;
  fileName: string;
}

let cards: Map<string, Card> | undefined;

/** The cards by key ('shop' and each category id), drawn as SVG once per process (a few milliseconds). */
function allCards(): Map<string, Card> {
  if (!cards) {
    cards = new Map();
    for (const key of ['shop', ...CATEGORY_IDS]) {
      const svg = shareCardSvg(key);
      const hash = createHash('sha256').update(ENCODING).update(svg).digest('hex').slice(0, 12);
      cards.set(key, { key, svg, fileName: `${key}-${hash}.jpg` });
    }
  }
  return cards;
}

/**
 * The picture key of a storefront address: the category's (from `category`, or the parent of
 * `subCategory`) on the shop page, else the shop's.
 */
export function shareCardKey(pathname: string, search = ''): string {
  if (pathname !== '/shop') return 'shop';
  const params = new URLSearchParams(search);
  const category = params.get('category');
  if (category && findCategory(category)) return category;
  const sub = params.get('subCategory');
  return (sub && findSubCategory(sub)?.category.id) || 'shop';
}

/** The path of a card's picture; an unknown key gets the shop's. */
export function shareCardPath(key: string): string {
  const all = allCards();
  const card = all.get(key) ?? all.get('shop')!;
  return `${SHARE_CARD_PREFIX}${card.fileName}`;
}

async function encode(svg: string): Promise<Buffer> {
  const pixels = await sharp(Buffer.from(svg)).flatten({ background: '#09090b' }).raw().toBuffer({
    resolveWithObject: true,
  });
  const raw = { width: pixels.info.width, height: pixels.info.height, channels: pixels.info.channels };
  let jpeg = Buffer.alloc(0);
  for (const quality of QUALITIES) {
    jpeg = await sharp(pixels.data, { raw }).jpeg({ quality, mozjpeg: true }).toBuffer();
    if (jpeg.length <= SHARE_CARD.maxBytes) break;
  }
  return jpeg;
}

export class ShareCards {
  private readonly pictures = new Map<string, Promise<Buffer>>();

  constructor(private readonly cacheDir: string) {}

  /** The JPEG named `fileName`, or undefined when no current card has that name. */
  async picture(fileName: string): Promise<Buffer | undefined> {
    const card = [...allCards().values()].find((entry) => entry.fileName === fileName);
    if (!card) return undefined;
    let picture = this.pictures.get(card.fileName);
    if (!picture) {
      picture = this.load(card);
      this.pictures.set(card.fileName, picture);
      // A failed draw is tried again on the next request.
      picture.catch(() => this.pictures.delete(card.fileName));
    }
    return picture;
  }

  /** Draws every picture not drawn yet, one after the other (when the server starts listening). */
  async warm(): Promise<void> {
    for (const card of allCards().values()) await this.picture(card.fileName);
  }

  private async load(card: Card): Promise<Buffer> {
    const file = path.join(this.cacheDir, card.fileName);
    try {
      return await readFile(file);
    } catch {
      const jpeg = await encode(card.svg);
      await this.keep(file, jpeg);
      return jpeg;
    }
  }

  /** Keeps a drawn picture for the next start; a folder that cannot be written only costs a redraw. */
  private async keep(file: string, jpeg: Buffer): Promise<void> {
    const temp = `${file}.${process.pid}.tmp`;
    try {
      await mkdir(this.cacheDir, { recursive: true });
      await writeFile(temp, jpeg);
      await rename(temp, file);
    } catch {
      await rm(temp, { force: true }).catch(() => undefined);
    }
  }
}

/** The pages' link-preview pictures, as the web plugin asks for them. */
export const SHARE_CARD_IMAGES = {
  width: SHARE_CARD.width,
  height: SHARE_CARD.height,
  type: SHARE_CARD.type,
  pathFor: (pathname: string, search = '') => shareCardPath(shareCardKey(pathname, search)),
};
