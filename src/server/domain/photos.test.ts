import sharp from 'sharp';
import { blankPng } from '../../../test/attacks.ts';
import { describe, expect, it } from 'vitest';
import {
  DECODING_AT_ONCE,
  headerProblem,
  photoBytes,
  photoMessage,
  preparePhoto,
  preparePhotos,
  PhotoRefused,
} from './photos.ts';

const image = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: '#6b8e23' } });

/** A phone's photo: a JPEG carrying EXIF with a GPS position and the camera's make, lying on its side. */
const phonePhoto = () =>
  image(3000, 2000)
    .jpeg()
    .withMetadata({ orientation: 6 })
    .withExif({
      IFD0: { Make: 'PhoneMaker', Model: 'Phone 12' },
      IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '45/1 30/1 0/1', GPSLongitudeRef: 'W', GPSLongitude: '73/1 34/1 0/1' },
    })
    .toBuffer();

const refusal = (promise: Promise<unknown>) =>
  promise.then(
    () => 'accepted',
    (error: unknown) => (error instanceof PhotoRefused ? error.problem : String(error)),
  );

describe('preparePhoto', () => {
  it('keeps a JPEG at most 1,600 px, upright, with no metadata left', async () => {
    const input = await phonePhoto();
    const sent = await sharp(input).metadata();
    expect([sent.orientation, sent.exif?.includes('PhoneMaker')]).toEqual([6, true]);
    const photo = await preparePhoto(input);
    const meta = await sharp(photo.data).metadata();
    // Orientation 6 (turned on its side) is applied, so the 3000x2000 picture stands 1067x1600.
    expect([meta.format, meta.width, meta.height]).toEqual(['jpeg', 1067, 1600]);
    expect([photo.width, photo.height, photo.type]).toEqual([1067, 1600, 'image/jpeg']);
    expect(meta.exif).toBeUndefined();
    expect(meta.icc).toBeUndefined();
    expect(meta.xmp).toBeUndefined();
    expect(meta.orientation).toBeUndefined();
    expect(photo.data.includes('PhoneMaker')).toBe(false);
  });

  it.each([
    ['PNG', () => image(800, 600).png().toBuffer()],
    ['WebP', () => image(800, 600).webp().toBuffer()],
    ['HEIF (AVIF)', () => image(800, 600).avif().toBuffer()],
  ])('takes a %s and keeps a JPEG of the same size (never enlarged)', async (_name, make) => {
    const photo = await preparePhoto(await make());
    expect([photo.width, photo.height]).toEqual([800, 600]);
    expect((await sharp(photo.data).metadata()).format).toBe('jpeg');
  });

  it.each([
    [
      'a text file named like a photo',
      async () => Buffer.from('raccoon.jpg is not a picture at all\n'),
      'photoUnreadable',
    ],
    ['a GIF (not a photo format we keep)', () => image(40, 40).gif().toBuffer(), 'photoUnreadable'],
    [
      'an SVG, which could carry script',
      async () => Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>'),
      'photoUnreadable',
    ],
    [
      'a JPEG cut off halfway',
      async () => (await image(600, 400).jpeg().toBuffer()).subarray(0, 900),
      'photoUnreadable',
    ],
    ['a 40-megapixel PNG (a decompression bomb)', () => image(8000, 5000).png().toBuffer(), 'photoTooLarge'],
    // 36 megapixels in one row: within the pixel count, seconds of decoding. Its header gives it away.
    ['a PNG of 1 x 36,000,000 px', async () => blankPng(1, 36_000_000), 'photoTooLarge'],
    ['a PNG of 12,001 x 100 px', async () => blankPng(12_001, 100), 'photoTooLarge'],
    ['a strip of 210 x 4,300 px (over 1:20)', async () => blankPng(210, 4_300), 'photoUnreadable'],
    ['more than 15 MB', async () => Buffer.alloc(photoBytes + 1, 0xff), 'photoTooLarge'],
  ])('refuses %s', async (_name, make, problem) => {
    expect(await refusal(preparePhoto(await make()))).toBe(problem);
  });
});

describe('preparePhotos', () => {
  it('refuses a fourth photo before reading any', async () => {
    const one = await image(10, 10).jpeg().toBuffer();
    expect(await refusal(preparePhotos([one, one, one, one]))).toBe('tooManyPhotos');
    expect(await preparePhotos([one, one, one])).toHaveLength(3);
  });
});

describe('headerProblem', () => {
  it.each([
    [{ width: 6000, height: 4000 }, null],
    [{ width: 4000, height: 6000 }, null],
    [{ width: 12_000, height: 3000 }, null],
    [{ width: 7000, height: 6000 }, 'photoTooLarge'],
    [{ width: 12_001, height: 1000 }, 'photoTooLarge'],
    [{ width: 1, height: 36_000_000 }, 'photoTooLarge'],
    [{ width: 600, height: 12_000 }, null],
    [{ width: 599, height: 12_000 }, 'photoUnreadable'],
    [{ width: 0, height: 100 }, 'photoUnreadable'],
    [{}, 'photoUnreadable'],
  ])('%j: %s', (size, problem) => {
    expect(headerProblem(size)).toBe(problem);
  });
});

describe('decoding', () => {
  it(`decodes at most ${DECODING_AT_ONCE} images at a time, whoever sent them`, async () => {
    const photo = await image(2400, 1800).jpeg().toBuffer();
    const sharpPipelines = () => sharp.counters().process;
    let most = 0;
    const watch = setInterval(() => (most = Math.max(most, sharpPipelines())), 1);
    await Promise.all(Array.from({ length: 8 }, () => preparePhoto(photo)));
    clearInterval(watch);
    expect(most).toBeGreaterThan(0);
    expect(most).toBeLessThanOrEqual(DECODING_AT_ONCE);
  });

  it('skips the turn of a visitor who left while waiting for it', async () => {
    const left = new AbortController();
    left.abort();
    await expect(preparePhoto(await image(64, 64).jpeg().toBuffer(), left.signal)).rejects.toThrow(/abort/i);
  });
});

describe('photoMessage', () => {
  it('fills in the limits in both languages', () => {
    expect(photoMessage('photoTooLarge', 'en')).toBe(
      'A photo is too large: each can be up to 15 MB, 36 megapixels and 12,000 pixels on its long side.',
    );
    expect(photoMessage('photoTooLarge', 'fr')).toBe(
      'Une photo est trop volumineuse\u00a0: chacune peut peser jusqu’à 15\u00a0Mo, compter 36\u00a0mégapixels et mesurer 12\u00a0000\u00a0pixels sur son grand côté.',
    );
    expect(photoMessage('tooManyPhotos', 'fr')).toBe('Veuillez choisir au plus 3\u00a0photos.');
  });
});
