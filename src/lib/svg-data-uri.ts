/**
 * An SVG as a `data:` URL that stays readable and compresses well inside a page: only the
 * characters a URL or an HTML attribute cannot carry are escaped (a single quote would be, by
 * React, into six characters; `%22` is three). Spaces too: HTML does not allow them in a URL.
 * Whitespace between tags is dropped: for drawings, not for SVG text.
 */
export function svgDataUri(svg: string): string {
  let uri = written.get(svg);
  if (uri === undefined) {
    const text = svg.trim().replace(/>\s+</g, '><').replace(/\s+/g, ' ');
    uri = `data:image/svg+xml,${text.replace(/[\s"%#<>{}]/g, encodeURIComponent)}`;
    written.set(svg, uri);
  }
  return uri;
}

/** The same few drawings go into thousands of pages: each is escaped once (a profile of the build). */
const written = new Map<string, string>();
