/**
 * Photos sent with a lead. The type is read from the bytes by libvips (never from the file's
 * name or the part's header); anything but a JPEG, PNG, WebP or HEIF/HEIC it can decode is
 * refused, and so is an image of more pixels than photoLimits allows, before it is decoded.
 * What is kept is a new JPEG: turned upright, at most photoLimits.edge on its long side, with
 * no metadata at all (sharp writes none unless asked: no EXIF, so no GPS position, no camera
 * serial, no ICC profile).
 */
import sharp from 'sharp';
import type { Dictionary } from '../i18n/dictionary.ts';
import { photoLimits } from '../lib/lead-rules.ts';
import { fill } from '../lib/text.ts';

const MEGABYTE = 1024 * 1024;
export const photoBytes = photoLimits.megabytes * MEGABYTE;
const maxPixels = photoLimits.megapixels * 1_000_000;
const decodable = new Set(['jpeg', 'png', 'webp', 'heif']);

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
export const photoMessage = (problem: PhotoProblem, t: Dictionary['leadErrors']) => fill(t[problem], photoLimits);

/**
 * The files of a parsed multipart body's `photos` field: one Buffer, several, or none. A file
 * input left empty still sends a part with no bytes, which is no photo.
 */
export function photoFiles(value: unknown): Buffer[] {
  const values = Array.isArray(value) ? value : [value];
  return values.filter((file): file is Buffer => Buffer.isBuffer(file) && file.length > 0);
}

/** Re-encodes one photo to keep, or throws PhotoRefused. */
export async function preparePhoto(input: Buffer): Promise<PreparedPhoto> {
  if (input.length > photoBytes) throw new PhotoRefused('photoTooLarge');
  // failOn 'error' and the pixel limit: a truncated file or a bomb is refused, not half-read.
  const options = { limitInputPixels: maxPixels, failOn: 'error' } as const;
  // The header alone, whatever its size: the pixel count is checked here, so a bomb is told as too large.
  const meta = await sharp(input, { limitInputPixels: false })
    .metadata()
    .catch(() => undefined);
  if (!meta?.format || !decodable.has(meta.format)) throw new PhotoRefused('photoUnreadable');
  if ((meta.width ?? 0) * (meta.height ?? 0) > maxPixels) throw new PhotoRefused('photoTooLarge');
  try {
    const { data, info } = await sharp(input, options)
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
}

/** Every photo of a lead, in order, or the first problem. */
export async function preparePhotos(files: Buffer[]): Promise<PreparedPhoto[]> {
  if (files.length > photoLimits.count) throw new PhotoRefused('tooManyPhotos');
  const prepared: PreparedPhoto[] = [];
  // One at a time: a lead's photos never hold more than one decoded image in memory.
  for (const file of files) prepared.push(await preparePhoto(file));
  return prepared;
}

/** The copy of a kept photo that an e-mail carries: 800 px on its long side at most. */
export async function emailCopy(data: Buffer): Promise<Buffer> {
  return sharp(data)
    .resize({ width: 800, height: 800, fit: 'inside', withoutEnlargement: true })
    .jpeg({ quality: 75 })
    .toBuffer();
}
