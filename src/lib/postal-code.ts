/**
 * Canadian postal codes as visitors type them ("h2x1y4", "H2X 1Y4", "l5b"): a full code or its
 * first three characters, the forward sortation area (FSA) that places a lead and answers the
 * place search. Canada Post never uses D, F, I, O, Q or U, nor W or Z as the first letter.
 * Free of any library: the browser forms and the server share it.
 */
const FSA = /^([ABCEGHJ-NPRSTVXY]\d[ABCEGHJ-NPRSTV-Z])(?:(\d[ABCEGHJ-NPRSTV-Z]\d))?$/;

export interface PostalCode {
  /** "H2X" */
  fsa: string;
  /** "H2X 1Y4", or the FSA alone when only that was given. */
  text: string;
}

/** The postal code in `input` (any case and spacing), or undefined when it is not one. */
export function parsePostalCode(input: string): PostalCode | undefined {
  const match = FSA.exec(input.replace(/[\s-]+/g, '').toUpperCase());
  if (!match?.[1]) return undefined;
  return { fsa: match[1], text: match[2] ? `${match[1]} ${match[2]}` : match[1] };
}
