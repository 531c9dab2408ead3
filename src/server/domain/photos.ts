/**
 * Photos sent with a lead. The type is read from the bytes by libvips (never from the file's
 * name or the part's header); anything but a JPEG, PNG, WebP or HEIF/HEIC it can decode is
 * refused, and so is an image whose header gives sizes no camera makes (photoLimits), before a
 * pixel of it is decoded. What is kept is a new JPEG: turned upright, at most photoLimits.edge on
 * its long side, with no metadata at all (sharp writes none unless asked: no EXIF, so no GPS
 * position, no camera serial, no ICC profile).
 *
 * Decoding is the one costly thing a stranger can make this server do. sharp runs it on libuv's
 * thread pool (4 threads), the same threads @fastify/static reads the site's files with: so at
 * most DECODING_AT_ONCE images are decoded at a time, whoever sent them, and the other threads
 * stay free to serve pages. A decode that still runs after DECODE_SECONDS is stopped.
 */
import { availableParallelism } from 'node:os';
import pLimit from 'p-limit';
import sharp from 'sharp';
import { strings } from '../../i18n/dictionary.ts';
import { languages, type Lang } from '../../lib/i18n.ts';
import { photoLimits } from '../../lib/lead-rules.ts';
import { fill } from '../../lib/text.ts';

const MEGABYTE = 1024 * 1024;
export const photoBytes = photoLimits.megabytes * MEGABYTE;
const maxPixels = photoLimits.megapixels * 1_000_000;
const decodable = new Set(['jpeg', 'png', 'webp', 'heif']);

/**
 * Images decoded at once, across every request: at most two (half of libuv's pool), and one core
 * fewer than the machine has, so the pages always have a core of their own.
 */
export const DECODING_AT_ONCE = Math.max(1, Math.min(2, availableParallelism() - 1));
/** No photo within the limits takes a second to decode here; one that takes this long is refused. */
const DECODE_SECONDS = 20;
const decoding = pLimit(DECODING_AT_ONCE);

// libvips keeps recent operations and their pixels for reuse: this server never decodes the same
// upload twice, so the cache would only hold memory after the uploads are done.
sharp.cache(false);

export type PhotoProblem = 'photoTooLarge' | 'tooManyPhotos' | 'photoUnreadable';

export class PhotoRefused extends Error {
  readonly problem: PhotoProblem;
  constructor(problem: PhotoProblem) {
    super(problem);
    this.problem = problem;
  }
}

export interface PreparedPhoto {
  type: 'image/jpeg';
  width: number;
  height: number;
  data: Buffer;
}

/** The visitor's words for a problem, in the form's language, with the limits filled in. */
export function photoMessage(problem: PhotoProblem, lang: Lang): string {
  const side = photoLimits.side.toLocaleString(languages[lang].locale);
  return fill(strings(lang).leadErrors[problem], { ...photoLimits, side });
}

/**
 * Why an image of this header cannot be a photo, if it cannot: more pixels than a camera makes, a
 * side longer than one makes, or a strip longer than 20 times its width.
 */
export function headerProblem({ width = 0, height = 0 }: { width?: number; height?: number }): PhotoProblem | null {
  if (width < 1 || height < 1) return 'photoUnreadable';
  if (width * height > maxPixels || Math.max(width, height) > photoLimits.side) return 'photoTooLarge';
  if (Math.max(width, height) / Math.min(width, height) > photoLimits.aspect) return 'photoUnreadable';
  return null;
}

/**
 * Re-encodes one photo to keep (a file's path, or its bytes), or throws PhotoRefused. With a
 * signal, it waits for its turn to decode only while the signal holds: a visitor who left frees
 * the queue for those still waiting.
 */
export async function preparePhoto(input: string | Buffer, signal?: AbortSignal): Promise<PreparedPhoto> {
  if (Buffer.isBuffer(input) && input.length > photoBytes) throw new PhotoRefused('photoTooLarge');
  // The header alone, whatever its size, so a bomb is told as too large rather than failing half-way.
  const meta = await sharp(input, { limitInputPixels: false })
    .metadata()
    .catch(() => undefined);
  if (!meta?.format || !decodable.has(meta.format)) throw new PhotoRefused('photoUnreadable');
  const problem = headerProblem(meta);
  if (problem) throw new PhotoRefused(problem);
  return decoding(async () => {
    signal?.throwIfAborted();
    try {
      // failOn 'error' and the pixel limit: a truncated file or a bomb is refused, not half-read.
      const { data, info } = await sharp(input, { limitInputPixels: maxPixels, failOn: 'error' })
        .timeout({ seconds: DECODE_SECONDS })
        .rotate()
        .resize({ width: photoLimits.edge, height: photoLimits.edge, fit: 'inside', withoutEnlargement: true })
        .flatten({ background: '#ffffff' })
        .jpeg({ quality: 80, mozjpeg: true })
        .toBuffer({ resolveWithObject: true });
      return { type: 'image/jpeg', width: info.width, height: info.height, data };
    } catch {
      // A HEIC photo's HEVC codec is not in sharp's own build of libvips (patents): the header
      // reads, the pixels do not. Phones send JPEG to a web form's image/* input anyway.
      throw new PhotoRefused('photoUnreadable');
    }
  });
}

/**
 * Every photo of a lead, in order, or the first problem. One at a time: a lead's photos never
 * hold more than one decoded image in memory, nor more than one of the decoding turns.
 */
export async function preparePhotos(files: (string | Buffer)[], signal?: AbortSignal): Promise<PreparedPhoto[]> {
  if (files.length > photoLimits.count) throw new PhotoRefused('tooManyPhotos');
  const prepared: PreparedPhoto[] = [];
  for (const file of files) prepared.push(await preparePhoto(file, signal));
  return prepared;
}

/** The copy of a kept photo that an e-mail carries: 800 px on its long side at most. */
export async function emailCopy(data: Buffer): Promise<Buffer> {
  return decoding(() =>
    sharp(data)
      .resize({ width: 800, height: 800, fit: 'inside', withoutEnlargement: true })
      .jpeg({ quality: 75 })
      .toBuffer(),
  );
}
