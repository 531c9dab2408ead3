/**
 * The Content-Security-Policy's view of the built pages: the SHA-256 hash of every distinct
 * inline <script>, written to dist/csp.json, so the server allows exactly those scripts (and no
 * 'unsafe-inline' or 'unsafe-eval'), and whether the pages load Google's tag (PUBLIC_GA4_ID at
 * build), for which the server then allows its hosts.
 */
import { createHash } from 'node:crypto';
import { writeFile } from 'node:fs/promises';
import { googleTagUrl } from '../src/lib/consent.ts';

const INLINE_SCRIPT = /<script(?![^>]*\bsrc=)(?![^>]*type="application\/ld\+json")[^>]*>([\s\S]*?)<\/script>/g;

export class CspCollector {
  readonly hashes = new Set<string>();
  analytics = false;

  /** Takes in one built page. */
  add(html: string) {
    // The head script names the tag it loads once the visitor accepts (src/lib/consent.ts).
    this.analytics ||= html.includes(googleTagUrl(''));
    for (const [, body] of html.matchAll(INLINE_SCRIPT)) {
      if (body) this.hashes.add(`'sha256-${createHash('sha256').update(body).digest('base64')}'`);
    }
  }

  /** Writes `${build}/csp.json`, which the server reads at start-up. */
  async write(build: string) {
    const csp = { scriptHashes: [...this.hashes].sort(), analytics: this.analytics };
    await writeFile(`${build}/csp.json`, JSON.stringify(csp, null, 2));
    console.log(
      `csp: ${this.hashes.size} inline scripts allowed by hash${this.analytics ? ', and Google Analytics' : ''}`,
    );
  }
}
