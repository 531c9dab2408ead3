import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { strings } from '../i18n/dictionary.ts';
import { photoBytes, photoFiles, photoMessage, preparePhoto, preparePhotos, PhotoRefused } from './photos.ts';

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

describe('photoFiles', () => {
  it.each([
    [undefined, 0],
    ['', 0],
    [Buffer.alloc(0), 0],
    [Buffer.from('x'), 1],
    [[Buffer.from('x'), Buffer.alloc(0), 'text', Buffer.from('y')], 2],
  ])('finds the files in %j', (value, count) => {
    expect(photoFiles(value)).toHaveLength(count);
  });
});

describe('photoMessage', () => {
  it('fills in the limits in both languages', () => {
    expect(photoMessage('photoTooLarge', strings('en').leadErrors)).toBe(
      'A photo is too large: each can be up to 15 MB and 36 megapixels.',
    );
    expect(photoMessage('tooManyPhotos', strings('fr').leadErrors)).toBe('Veuillez choisir au plus 3\u00a0photos.');
  });
});
