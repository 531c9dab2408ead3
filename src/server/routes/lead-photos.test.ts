/**
 * A lead's postal code and photos through POST /api/leads (intake.tsx), as the forms send them:
 * multipart, asking for JSON (the forms' script) or not (a browser without JavaScript).
 */
import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { connect } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  leadRows,
  makeClientDir,
  quoteLead,
  listening,
  startSiteServer,
  storeKinds,
  testBuild,
  useStore,
  type RunningServer,
} from '../../../test/db.ts';
import { uploadSlots, type UploadSlots } from './lead-upload.ts';
import { deleteLeads } from '../store/leads.ts';
import { photoBytes } from '../domain/photos.ts';
import { findPhoto, photosOf } from '../store/photos.ts';

const image = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: '#8b5a2b' } });
const withGps = () =>
  image(2400, 1800)
    .jpeg()
    .withExif({
      IFD0: { Make: 'PhoneMaker' },
      IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '45/1 30/1 0/1', GPSLongitudeRef: 'W', GPSLongitude: '73/1 34/1 0/1' },
    })
    .toBuffer();

const json = { accept: 'application/json' };

describe.each(storeKinds)('photos and postal codes on $name', (kind) => {
  const store = useStore(kind);
  let server: RunningServer;
  let clientDir: string;
  let uploads: UploadSlots;

  beforeAll(async () => {
    clientDir = await makeClientDir();
  });
  beforeEach(async () => {
    uploads = uploadSlots();
    server = await startSiteServer({
      build: testBuild(clientDir, {
        places: {
          ...testBuild(clientDir).places,
          nearestToPostalCode: (code) => {
            const city = ({ H2X: 'qc/montreal', L5B: 'on/brampton' } as Record<string, string>)[code.fsa];
            return city ? { city, km: 1 } : undefined;
          },
        },
      }),
      db: store.db,
      deliveries: { email: async () => 'sent' },
      uploads,
    });
  });
  afterEach(() => server.close());
  afterAll(() => rm(clientDir, { recursive: true, force: true }));

  /** The quote as a multipart body, with these fields changed and these files as `photos`. */
  function body(fields: Record<string, string> = {}, files: Buffer[] = [], name = 'raccoon.jpg') {
    const form = new FormData();
    for (const [key, value] of Object.entries({ ...quoteLead, ...fields })) {
      if (value !== undefined) form.append(key, String(value));
    }
    for (const file of files) form.append('photos', new Blob([new Uint8Array(file)], { type: 'image/jpeg' }), name);
    return form;
  }
  const post = (form: FormData, headers: Record<string, string> = {}) =>
    server.fetch(`${server.origin}/api/leads`, { method: 'POST', body: form, headers, redirect: 'manual' });

  it('keeps the photos re-encoded, metadata gone, with the lead', async () => {
    const png = await image(900, 700).png().toBuffer();
    const res = await post(body({}, [await withGps(), png]), json);
    expect(res.status).toBe(201);
    const [lead] = await leadRows(store.db);
    if (!lead) throw new Error('no lead stored');
    const photos = await photosOf(store.db, lead.id);
    expect(photos.map((p) => [p.width, p.height])).toEqual([
      [1600, 1200],
      [900, 700],
    ]);
    const kept = await findPhoto(store.db, lead.id, photos[0]?.id ?? 0);
    if (!kept) throw new Error('the first photo is not kept');
    const meta = await sharp(kept.data).metadata();
    expect([meta.format, meta.exif, meta.icc]).toEqual(['jpeg', undefined, undefined]);
    expect(Buffer.from(kept.data).includes('PhoneMaker')).toBe(false);
  });

  it('takes photos from a form posted without JavaScript, and an empty file input as none', async () => {
    expect((await post(body({}, [await image(300, 200).webp().toBuffer()]))).status).toBe(303);
    expect((await post(body({ name: 'No Photo' }, [Buffer.alloc(0)]))).status).toBe(303);
    const leads = await leadRows(store.db);
    expect(await Promise.all(leads.map(async (l) => [l.name, (await photosOf(store.db, l.id)).length]))).toEqual([
      ['Grace Hopper', 1],
      ['No Photo', 0],
    ]);
  });

  it.each([
    [
      'a text file renamed .jpg',
      async () => [Buffer.from('not a picture\n'.repeat(20))],
      'We could not open one of the photos',
    ],
    ['a 40-megapixel PNG', async () => [await image(8000, 5000).png().toBuffer()], 'A photo is too large'],
    [
      'a fourth photo',
      async () => Array(4).fill(await image(64, 64).jpeg().toBuffer()),
      'Please choose at most 3 photos.',
    ],
    ['a file over 15 MB', async () => [Buffer.alloc(photoBytes + 1024, 0xff)], 'A photo is too large'],
  ])('refuses %s with a message for the photos field, storing nothing', async (_name, files, message) => {
    const res = await post(body({}, await files()), json);
    expect(res.status).toBe(400);
    expect(((await res.json()) as { errors: { photos: string } }).errors.photos).toContain(message);
    expect(await leadRows(store.db)).toEqual([]);
  });

  it('tells a French visitor without JavaScript, on a page, with the way back', async () => {
    const page = '/fr/on/brampton/retrait-ratons-laveurs/';
    const res = await post(body({ page }, [Buffer.from('pas une photo')]), { referer: `${server.origin}${page}` });
    expect(res.status).toBe(400);
    const html = await res.text();
    expect(html).toContain('Nous n’avons pas pu ouvrir une des photos');
    expect(html).toContain(`href="${page}"`);
  });

  it.each([
    ['h2x1y4', 'H2X 1Y4', 'qc/montreal'],
    ['l5b', 'L5B', 'on/brampton'],
    ['', '', 'on/brampton'], // the page's city
  ])('places a quote from postal code %j with the nearest team', async (code, kept, city) => {
    expect((await post(body({ postalCode: code }), json)).status).toBe(201);
    expect((await leadRows(store.db)).map((l) => [l.postal_code, l.city])).toEqual([[kept, city]]);
  });

  it.each([
    ['en', '/on/brampton/raccoon-removal/', 'Please enter a Canadian postal code'],
    ['fr', '/fr/on/brampton/retrait-ratons-laveurs/', 'Veuillez entrer un code postal canadien'],
  ])('refuses a postal code that is none (%s)', async (_lang, page, message) => {
    const res = await post(body({ postalCode: '12345', page }), json);
    expect(res.status).toBe(400);
    expect(((await res.json()) as { errors: { postalCode: string } }).errors.postalCode).toContain(message);
  });

  it('keeps a photo attached twice once', async () => {
    const photo = await image(640, 480).jpeg().toBuffer();
    const other = await image(480, 640).jpeg().toBuffer();
    expect((await post(body({}, [photo, other, photo]), json)).status).toBe(201);
    const [lead] = await leadRows(store.db);
    const photos = await photosOf(store.db, lead?.id ?? 0);
    expect(photos.map((p) => [p.width, p.height])).toEqual([
      [640, 480],
      [480, 640],
    ]);
  });

  it('leaves no file of a visitor behind once the lead is stored or refused', async () => {
    const own = await mkdtemp(join(tmpdir(), 'northpaw-test-tmp-'));
    const tmp = process.env.TMPDIR;
    process.env.TMPDIR = own;
    try {
      expect((await post(body({}, [await image(64, 64).jpeg().toBuffer()]), json)).status).toBe(201);
      expect((await post(body({}, [Buffer.from('not a picture')]), json)).status).toBe(400);
      // The folder goes when the lead's work ends, just after its answer.
      while (uploads.taken > 0) await new Promise((resolve) => setTimeout(resolve, 5));
      expect(await readdir(own)).toEqual([]);
    } finally {
      if (tmp === undefined) delete process.env.TMPDIR;
      else process.env.TMPDIR = tmp;
      await rm(own, { recursive: true, force: true });
    }
  });

  it('stores nothing for a visitor who sends photos and hangs up before the answer, and holds the slot until the work ends', async () => {
    // A photo that takes a moment to decode (36 megapixels), so the visitor leaves while the server works.
    const large = await image(6000, 6000).png({ compressionLevel: 1 }).toBuffer();
    const request = new Request(`${server.origin}/api/leads`, {
      method: 'POST',
      body: body({}, [large, await image(64, 64).jpeg().toBuffer()]),
      headers: json,
    });
    const payload = Buffer.from(await request.arrayBuffer());
    // A socket of its own: the visitor's leaving is what is tested.
    const socketServer = await listening({ build: testBuild(clientDir), db: store.db, uploads });
    const { port } = new URL(socketServer.origin);
    const socket = connect(Number(port), '127.0.0.1');
    await new Promise((resolve) => socket.once('connect', resolve));
    socket.write(
      `POST /api/leads HTTP/1.1\r\nHost: 127.0.0.1\r\nAccept: application/json\r\n` +
        `Content-Type: ${request.headers.get('content-type')}\r\nContent-Length: ${payload.length}\r\n\r\n`,
    );
    await new Promise((resolve) => socket.write(payload, resolve));
    // The server has the whole request and decodes its first photo: the visitor leaves.
    while (sharp.counters().process === 0) await new Promise((resolve) => setTimeout(resolve, 1));
    socket.resetAndDestroy();
    // The slot is still held: the work it stands for has not ended.
    expect(uploads.taken).toBe(1);
    let answered = '';
    socket.on('data', (chunk: Buffer) => (answered += chunk.toString()));
    while (uploads.taken > 0) await new Promise((resolve) => setTimeout(resolve, 20));
    await socketServer.close();
    expect(answered).toBe('');
    expect(await leadRows(store.db)).toEqual([]);
    expect(await store.db.selectFrom('lead_photos').selectAll().execute()).toEqual([]);
  });

  it('deletes the photos with their lead', async () => {
    await post(body({}, [await image(64, 64).jpeg().toBuffer()]), json);
    const [lead] = await leadRows(store.db);
    expect(await deleteLeads(store.db, { id: lead?.id ?? 0 })).toBe(1);
    expect(await store.db.selectFrom('lead_photos').selectAll().execute()).toEqual([]);
  });
});
