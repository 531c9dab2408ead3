import { describe, expect, it } from 'vitest';
import { csvCell, toCsv } from './csv.ts';

describe('csvCell', () => {
  it.each([
    ['=1+2', `"'=1+2"`],
    ['+1 416 555 0100', `"'+1 416 555 0100"`],
    ['-5', `"'-5"`],
    ['@SUM(A1)', `"'@SUM(A1)"`],
    ['\tcmd', `"'\tcmd"`],
    ['\rcmd', `"'\rcmd"`],
    ['=HYPERLINK("x")', `"'=HYPERLINK(""x"")"`],
  ])('neutralises a formula: %j -> %s', (value, cell) => {
    expect(csvCell(value)).toBe(cell);
  });

  it.each([
    ['a,b', '"a,b"'],
    ['say "hi"', '"say ""hi"""'],
    ['line 1\nline 2', '"line 1\nline 2"'],
    ['line 1\r\nline 2', '"line 1\r\nline 2"'],
    ["'quoted already", `"'quoted already"`],
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

describe('toCsv', () => {
  it('writes a header and rows, each line ending in CRLF', () => {
    expect(
      toCsv(
        ['id', 'name', 'message'],
        [
          [1, 'Ada', 'Hello, world'],
          [2, '=cmd', 'two\nlines'],
        ],
      ),
    ).toBe(`id,name,message\r\n1,Ada,"Hello, world"\r\n2,"'=cmd","two\nlines"\r\n`);
  });

  it('writes just the header when there are no rows', () => {
    expect(toCsv(['id', 'name'], [])).toBe('id,name\r\n');
  });
});
