/**
 * The text layer of a page's share image (1200 x 630, what a link shows when shared): the
 * business's name above the page's title, on the dark band over the page's artwork. Pure, so
 * the wrapping is tested; src/views/share-image.ts draws it with sharp.
 */
export const shareSize = { width: 1200, height: 630, band: 250 } as const;

/** A bold sans at this size fits about this many characters in the band's 1,100 px. */
const sizes = [
  { fontSize: 60, perLine: 30 },
  { fontSize: 48, perLine: 38 },
  { fontSize: 40, perLine: 46 },
];

/** Words into at most `maxLines` lines of `perLine` characters; undefined when they do not fit. */
export function wrapWords(text: string, perLine: number, maxLines: number): string[] | undefined {
  const lines: string[] = [];
  // Split at plain spaces only: a no-break space (« 24 h sur 24 ») keeps its words together.
  for (const word of text.split(/[\t\n\r ]+/).filter(Boolean)) {
    const last = lines.at(-1);
    if (last !== undefined && `${last} ${word}`.length <= perLine) lines[lines.length - 1] = `${last} ${word}`;
    else if (word.length > perLine || lines.push(word) > maxLines) return undefined;
  }
  return lines;
}

/** The largest size at which the title fits two lines, else the smallest, cut with an ellipsis. */
export function titleLines(title: string): { fontSize: number; lines: string[] } {
  for (const { fontSize, perLine } of sizes) {
    const lines = wrapWords(title, perLine, 2);
    if (lines) return { fontSize, lines };
  }
  const { fontSize, perLine } = sizes[sizes.length - 1] ?? { fontSize: 40, perLine: 46 };
  const [first = '', second = ''] = wrapWords(title, perLine, Infinity) ?? [title.slice(0, perLine)];
  let end = second;
  while (end.length > perLine - 1) end = end.replace(/\s*\S+$/, '');
  return { fontSize, lines: [first, `${end}…`] };
}

const escape = (text: string) =>
  text.replace(/[&<>"]/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[c] ?? c);

/** The band and its two texts, as SVG over a transparent 1200 x 630. */
export function shareCardSvg(eyebrow: string, title: string): string {
  const { width, height, band } = shareSize;
  const { fontSize, lines } = titleLines(title);
  const top = band - 40 - (lines.length - 1) * fontSize * 1.15;
  const tspans = lines
    .map((line, i) => `<tspan x="60" y="${Math.round(top + i * fontSize * 1.15)}">${escape(line)}</tspan>`)
    .join('');
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">
<rect width="${width}" height="${band}" fill="#163828"/>
<rect y="${band - 6}" width="${width}" height="6" fill="#f2a93b"/>
<text x="60" y="70" font-family="DejaVu Sans, Liberation Sans, sans-serif" font-size="28" font-weight="bold" fill="#f2a93b">${escape(eyebrow)}</text>
<text font-family="DejaVu Sans, Liberation Sans, sans-serif" font-size="${fontSize}" font-weight="bold" fill="#ffffff">${tspans}</text>
</svg>`;
}
