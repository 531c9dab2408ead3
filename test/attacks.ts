/**
 * What a hostile client does to the server's transport, over raw sockets, for the e2e specs
 * and the benchmarks alike. Every attack goes to 127.0.0.1 only, opens a fixed number of
 * sockets and ends within a bounded time (or returns a handle whose close() ends it), so a
 * server that does not defend itself fails a test instead of hanging it.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { connect, type Socket } from 'node:net';
import { deflateSync } from 'node:zlib';

const host = '127.0.0.1';

const statusOf = (head: string) => Number(/^HTTP\/1\.[01] (\d{3})/.exec(head)?.[1] ?? 0);

/** A socket that does not answer the server's FIN with its own, as a client that never closes would not. */
function open(port: number): Socket {
  const socket = connect({ port, host, allowHalfOpen: true });
  // A reset or a refused connection is what these attacks expect to meet, not an error of the test.
  socket.on('error', () => {});
  return socket;
}

const connected = (socket: Socket, timeoutMs = 5_000) =>
  new Promise<boolean>((resolve) => {
    const settle = (ok: boolean) => {
      clearTimeout(timer);
      resolve(ok);
    };
    const timer = setTimeout(() => settle(false), timeoutMs);
    socket.once('connect', () => settle(true));
    socket.once('close', () => settle(false));
  });

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

export interface Answer {
  status: number;
  location?: string;
}

/** Sends raw bytes and reads the status line (and Location) of the answer; 0 when none came. */
export function send(port: number, request: string | Buffer, timeoutMs = 10_000): Promise<Answer> {
  return new Promise((resolve) => {
    const socket = connect(port, host);
    let head = '';
    const done = () => {
      socket.destroy();
      resolve({
        status: statusOf(head),
        location: /^Location: (.*)$/im.exec(head.split('\r\n\r\n')[0] ?? '')?.[1]?.trim(),
      });
    };
    socket.setEncoding('latin1');
    socket.on('data', (chunk: string) => {
      head += chunk;
      if (head.includes('\r\n\r\n')) done();
    });
    socket.on('error', done);
    socket.on('close', done);
    socket.setTimeout(timeoutMs, done);
    socket.write(request);
  });
}

export interface Exchange {
  status: number;
  head: string;
  /** Every byte after the header block. */
  body: Buffer;
}

/**
 * Sends raw bytes and reads the whole answer, until the server closes the connection (send
 * `Connection: close`) or `timeoutMs` passes: a body that should not be there is seen even
 * when no Content-Length announces it.
 */
export function exchange(port: number, request: string, timeoutMs = 5_000, localAddress?: string): Promise<Exchange> {
  return new Promise((resolve) => {
    const socket = connect({ port, host, localAddress });
    const chunks: Buffer[] = [];
    const done = () => {
      socket.destroy();
      const all = Buffer.concat(chunks);
      const end = all.indexOf('\r\n\r\n');
      const head = all.subarray(0, end < 0 ? all.length : end).toString('latin1');
      resolve({ status: statusOf(head), head, body: end < 0 ? Buffer.alloc(0) : all.subarray(end + 4) });
    };
    socket.on('data', (chunk: Buffer) => chunks.push(chunk));
    socket.on('error', done);
    socket.on('close', done);
    socket.setTimeout(timeoutMs, done);
    socket.write(request);
  });
}

/**
 * CONNECT, then a TCP reset 200 ms later, once the server has taken the socket over from its
 * HTTP parser: a reset on a socket nobody listens to for errors ends a Node process. Resolves
 * with the status the server answered in those 200 ms (0 for none).
 */
export async function connectThenReset(port: number): Promise<number> {
  const socket = open(port);
  let head = '';
  socket.setEncoding('latin1');
  socket.on('data', (chunk: string) => (head += chunk));
  if (!(await connected(socket))) return 0;
  socket.write('CONNECT a:1 HTTP/1.1\r\nHost: a:1\r\n\r\n');
  await sleep(200);
  const closed = new Promise((r) => socket.once('close', r));
  socket.resetAndDestroy();
  await closed;
  return statusOf(head);
}

export interface HeldRequests {
  /** Sockets that connected and sent their partial request. */
  opened: number;
  /** Milliseconds from the first connection to the last partial request sent. */
  openedInMs: number;
  /** When the server closed a socket on its own (FIN or reset), in ms from the first connection, in order. */
  closedAtMs: number[];
  /** The status the server wrote on each socket it closed, 0 for none. */
  statuses: number[];
  /** Resets every socket still open. */
  close: () => void;
}

/**
 * `count` sockets, each sending a request line and one header and never the blank line that
 * ends the header block; the client never closes them itself (nor answers the server's FIN),
 * so only the server's header time-out frees them. Opened 100 at a time, so the kernel's
 * listen backlog does not turn the attack into SYN retries.
 */
export async function holdHalfSentRequests(port: number, count: number): Promise<HeldRequests> {
  const started = Date.now();
  const sockets: Socket[] = [];
  let closing = false;
  const held: HeldRequests = {
    opened: 0,
    openedInMs: 0,
    closedAtMs: [],
    statuses: [],
    close: () => {
      closing = true;
      for (const socket of sockets) if (!socket.destroyed) socket.resetAndDestroy();
    },
  };
  const hold = async () => {
    const socket = open(port);
    sockets.push(socket);
    let head = '';
    let closed = false;
    const closedByServer = () => {
      if (closed || closing) return;
      closed = true;
      held.closedAtMs.push(Date.now() - started);
      held.statuses.push(statusOf(head));
    };
    socket.setEncoding('latin1');
    socket.on('data', (chunk: string) => (head += chunk));
    socket.on('end', closedByServer);
    socket.on('close', closedByServer);
    if (!(await connected(socket))) return closedByServer();
    socket.write('GET / HTTP/1.1\r\nHost: 127.0.0.1\r\n');
    held.opened++;
  };
  for (let i = 0; i < count; i += 100) {
    await Promise.all(Array.from({ length: Math.min(100, count - i) }, hold));
  }
  held.openedInMs = Date.now() - started;
  return held;
}

export interface UnreadPipeline {
  /** Sockets that connected and sent their requests. */
  opened: number;
  close: () => void;
}

/**
 * `connections` sockets, each writing `requests` pipelined keep-alive GETs of `path` at once
 * and never reading an answer: whatever the server produces for them waits in its memory.
 */
export async function pipelineUnread(
  port: number,
  connections: number,
  requests: number,
  path: string,
): Promise<UnreadPipeline> {
  const sockets: Socket[] = [];
  const batch = `GET ${path} HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: keep-alive\r\n\r\n`.repeat(requests);
  const pipeline: UnreadPipeline = {
    opened: 0,
    close: () => {
      for (const socket of sockets) if (!socket.destroyed) socket.resetAndDestroy();
    },
  };
  await Promise.all(
    Array.from({ length: connections }, async () => {
      const socket = open(port);
      sockets.push(socket);
      socket.pause();
      if (!(await connected(socket))) return;
      socket.write(batch);
      pipeline.opened++;
    }),
  );
  return pipeline;
}

export interface ProcessStats {
  /** Resident memory (VmRSS), MB. */
  rssMb: number;
  /** Open file descriptors, sockets included. */
  openFiles: number;
}

/** A running process's resident memory and open files, from /proc (Linux). */
export function processStats(pid: number): ProcessStats {
  const kb = Number(/^VmRSS:\s+(\d+) kB/m.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1] ?? NaN);
  return { rssMb: kb / 1024, openFiles: readdirSync(`/proc/${pid}/fd`).length };
}

/** GET / with two different Host headers: which one is the site? Resolves with the status line ('' for none). */
export async function twoHostHeaders(port: number): Promise<string> {
  const { head } = await exchange(
    port,
    'GET / HTTP/1.1\r\nHost: 127.0.0.1\r\nHost: evil.example\r\nConnection: close\r\n\r\n',
  );
  return head.split('\r\n')[0] ?? '';
}

/** A body of `multipart/form-data` as a browser writes it: the fields, then each file as `photos`. */
export function multipartBody(fields: Record<string, string>, photos: Buffer[] = []) {
  const boundary = `----northpaw${Math.random().toString(36).slice(2)}`;
  const parts: Buffer[] = [];
  for (const [name, value] of Object.entries(fields)) {
    parts.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`));
  }
  for (const [i, photo] of photos.entries()) {
    parts.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="photos"; filename="photo-${i}.png"\r\n` +
          'Content-Type: image/png\r\n\r\n',
      ),
      photo,
      Buffer.from('\r\n'),
    );
  }
  parts.push(Buffer.from(`--${boundary}--\r\n`));
  return { contentType: `multipart/form-data; boundary=${boundary}`, body: Buffer.concat(parts) };
}

/**
 * A PNG of `width` x `height` blank pixels, written by hand: 70 KB for 1 x 36,000,000, which
 * passes a pixel count of 36 megapixels and costs libvips seconds of CPU to decode.
 */
export function blankPng(width: number, height: number): Buffer {
  const chunk = (type: string, data: Buffer) => {
    const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(body));
    return Buffer.concat([length, body, crc]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 0, 0, 0, 0], 8); // 8-bit greyscale, no interlace
  // Each row is its filter byte (0) and its pixels.
  const rows = Buffer.alloc((width + 1) * height);
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(rows, { level: 9 })),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

function crc32(bytes: Buffer): number {
  let crc = 0xffffffff;
  for (const byte of bytes) {
    crc ^= byte;
    for (let k = 0; k < 8; k++) crc = crc & 1 ? (crc >>> 1) ^ 0xedb88320 : crc >>> 1;
  }
  return (crc ^ 0xffffffff) >>> 0;
}

/**
 * POSTs a lead with photos to /api/leads over a socket of its own (from `localAddress`, one of
 * 127/8), as a browser's script does. Resolves with the status (0 for none within `timeoutMs`)
 * and the answer's body.
 */
export async function postPhotos(
  port: number,
  fields: Record<string, string>,
  photos: Buffer[],
  { localAddress, timeoutMs = 60_000 }: { localAddress?: string; timeoutMs?: number } = {},
): Promise<{ status: number; body: string }> {
  const { contentType, body } = multipartBody(fields, photos);
  const head =
    `POST /api/leads HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\nAccept: application/json\r\n` +
    `Content-Type: ${contentType}\r\nContent-Length: ${body.length}\r\n\r\n`;
  return new Promise((resolve) => {
    const socket = connect({ port, host, localAddress });
    const chunks: Buffer[] = [];
    const done = () => {
      socket.destroy();
      const all = Buffer.concat(chunks).toString('utf8');
      const end = all.indexOf('\r\n\r\n');
      resolve({ status: statusOf(all), body: end < 0 ? '' : all.slice(end + 4) });
    };
    socket.on('data', (chunk: Buffer) => chunks.push(chunk));
    socket.on('error', done);
    socket.on('close', done);
    socket.setTimeout(timeoutMs, done);
    socket.write(head);
    socket.write(body);
  });
}

/**
 * A multipart POST to `path` of a lead with a 40 KB photo, of which only the first 2 KB are
 * sent, then a TCP reset: a phone that lost its signal mid-upload. Resolves with the
 * status answered before the reset (0 for none).
 */
export async function abortedUpload(port: number, path: string): Promise<number> {
  const socket = open(port);
  let head = '';
  socket.setEncoding('latin1');
  socket.on('data', (chunk: string) => (head += chunk));
  if (!(await connected(socket))) return 0;
  const { contentType, body } = multipartBody({ kind: 'quote', name: 'Ada' }, [Buffer.alloc(40_000, 0x42)]);
  socket.write(
    `POST ${path} HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: ${contentType}\r\nContent-Length: ${body.length}\r\n\r\n`,
  );
  socket.write(body.subarray(0, 2_000));
  await sleep(50);
  const closed = new Promise((r) => socket.once('close', r));
  socket.resetAndDestroy();
  await closed;
  return statusOf(head);
}

/**
 * A JSON POST to `path` announcing 5,000 bytes, sending 100 and then a TCP reset: a visitor
 * whose connection dropped mid-form. Resolves with the status answered before the reset (0 for none).
 */
export async function abortedBody(port: number, path: string): Promise<number> {
  const socket = open(port);
  let head = '';
  socket.setEncoding('latin1');
  socket.on('data', (chunk: string) => (head += chunk));
  if (!(await connected(socket))) return 0;
  const body = `{"kind":"contact","name":"Ada","message":"${'x'.repeat(100)}`.slice(0, 100);
  socket.write(
    `POST ${path} HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\nContent-Length: 5000\r\n\r\n${body}`,
  );
  await sleep(100);
  const closed = new Promise((r) => socket.once('close', r));
  socket.resetAndDestroy();
  await closed;
  return statusOf(head);
}
