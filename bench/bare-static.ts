/**
 * The ceiling bench/serve.ts measures our server against: a bare `node:http` server that
 * holds every built file, and its brotli twin, in memory and does nothing else. Run as its
 * own process (`node bench/bare-static.ts <client dir>`), like ours, so both pay the same
 * for the loopback and the event loop; prints "listening <port>" once it answers.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { createServer } from 'node:http';
import { extname, join, relative, sep } from 'node:path';

const dir = process.argv[2];
if (!dir) throw new Error('usage: node bench/bare-static.ts <client dir>');

const types: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.xml': 'application/xml; charset=utf-8',
  '.txt': 'text/plain; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.webp': 'image/webp',
  '.avif': 'image/avif',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
  '.webmanifest': 'application/manifest+json',
};

interface File {
  body: Buffer;
  br: Buffer | undefined;
  type: string;
}
const files = new Map<string, File>();
const names = new Set(
  readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => join(entry.parentPath, entry.name)),
);
for (const path of names) {
  if (path.endsWith('.br') || path.endsWith('.gz')) continue;
  const file = {
    body: readFileSync(path),
    br: names.has(`${path}.br`) ? readFileSync(`${path}.br`) : undefined,
    type: types[extname(path).toLowerCase()] ?? 'application/octet-stream',
  };
  const url = `/${relative(dir, path).split(sep).join('/')}`;
  files.set(url, file);
  if (url.endsWith('/index.html')) files.set(url.slice(0, -'index.html'.length), file);
}

const notFound = Buffer.from('Not found.\n');
const server = createServer((req, res) => {
  const file = files.get((req.url ?? '/').split('?')[0] ?? '/');
  if (!file) {
    res.writeHead(404, { 'Content-Type': 'text/plain; charset=utf-8', 'Content-Length': notFound.length });
    res.end(notFound);
    return;
  }
  const br = file.br && String(req.headers['accept-encoding'] ?? '').includes('br') ? file.br : undefined;
  res.writeHead(200, {
    'Content-Type': file.type,
    'Content-Length': (br ?? file.body).length,
    Vary: 'Accept-Encoding',
    ...(br ? { 'Content-Encoding': 'br' } : {}),
  });
  res.end(br ?? file.body);
});
server.listen(0, '127.0.0.1', () => {
  console.log(`listening ${(server.address() as { port: number }).port}`);
});
process.on('SIGTERM', () => server.close(() => process.exit(0)));
