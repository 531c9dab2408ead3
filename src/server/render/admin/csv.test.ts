import { describe, expect, it } from 'vitest';
import { csvCell, csvRow } from './csv.ts';

describe('csvCell', () => {
  it.each([
    ['=1+2', `"'=1+2"`],
    ['+1 416 555 0100', `"'+1 416 555 0100"`],
    ['-5', `"'-5"`],
    ['@SUM(A1)', `"'@SUM(A1)"`],
    ['\tcmd', `"'\tcmd"`],
    ['\rcmd', `"'\rcmd"`],
    ['=HYPERLINK("x")', `"'=HYPERLINK(""x"")"`],
    // Excel in French and German locales splits an unquoted cell on ";".
    ['a;=1+2', `"a;'=1+2"`],
    ['Smith;@SUM(A1);-2', `"Smith;'@SUM(A1);'-2"`],
    ['x\t+cmd', `"x\t'+cmd"`],
    ['\t=cmd', `"'\t'=cmd"`],
  ])('neutralises a formula: %j -> %s', (value, cell) => {
    expect(csvCell(value)).toBe(cell);
  });

  it.each([
    ['a,b', '"a,b"'],
    ['say "hi"', '"say ""hi"""'],
    ['line 1\nline 2', '"line 1\nline 2"'],
    ['line 1\r\nline 2', '"line 1\r\nline 2"'],
    ["'quoted already", `"'quoted already"`],
    ['a;b', '"a;b"'],
    ['a\tb', '"a\tb"'],
  ])('quotes %j as %s', (value, cell) => {
    expect(csvCell(value)).toBe(cell);
  });

  it.each([
    ['plain text', 'plain text'],
    ['a=b', 'a=b'],
    ['416-555-0100', '416-555-0100'],
    [42, '42'],
    [null, ''],
    [undefined, ''],
    ['', ''],
  ])('leaves %j as %j', (value, cell) => {
    expect(csvCell(value)).toBe(cell);
  });
});

describe('csvRow', () => {
  it('writes one line ending in CRLF', () => {
    expect(csvRow([1, 'Ada', 'Hello, world'])).toBe('1,Ada,"Hello, world"\r\n');
    expect(csvRow([2, '=cmd', 'two\nlines'])).toBe(`2,"'=cmd","two\nlines"\r\n`);
  });
});
