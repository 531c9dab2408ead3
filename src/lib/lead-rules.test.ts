import { describe, expect, it } from 'vitest';
import { adviceHash, isSitePath, isUrgent, multiLine, singleLine } from './lead-rules.ts';

describe('isSitePath', () => {
  it.each(['/', '/contact/', '/on/brampton/raccoon-removal/'])('accepts %s', (path) => {
    expect(isSitePath(path)).toBe(true);
  });

  it.each([
    '//evil.example/',
    '/.//evil.example/',
    '/x//evil.example/',
    '/a/../../evil/',
    '/..',
    '/./',
    'https://evil.example/',
    'contact/',
    '/a b/',
    '',
    42,
  ])('refuses %s', (path) => {
    expect(isSitePath(path)).toBe(false);
  });
});

describe('singleLine / multiLine', () => {
  it.each([
    ['Ada\u0000 Lovelace', 'Ada Lovelace'],
    ['Ada\r\nBcc: x@evil.example', 'AdaBcc: x@evil.example'],
    ['\u202eecnalevoL adA', 'ecnalevoL adA'],
    ['Zoë\u200b Tremblay', 'Zoë Tremblay'],
    ['\u0007\u001b[31mred', '[31mred'],
  ])('singleLine(%j) is %j', (text, clean) => {
    expect(singleLine(text)).toBe(clean);
  });

  it('keeps line breaks and tabs in a message, and drops the rest', () => {
    expect(multiLine('Line 1\r\nLine 2\rLine 3\n\tindented\u0000\u202e')).toBe('Line 1\nLine 2\nLine 3\n\tindented');
  });
});

describe('isUrgent / adviceHash', () => {
  it.each([
    { animalInside: '', exposure: '', urgent: false, hash: '' },
    { animalInside: 'no', exposure: 'no', urgent: false, hash: '' },
    { animalInside: 'yes', exposure: '', urgent: true, hash: '' },
    { animalInside: 'no', exposure: 'yes', urgent: true, hash: '#exposure-advice' },
    { animalInside: 'yes', exposure: 'yes', urgent: true, hash: '#exposure-advice' },
  ] as const)('animalInside=$animalInside, exposure=$exposure: urgent $urgent, lands on "$hash"', (lead) => {
    expect(isUrgent(lead)).toBe(lead.urgent);
    expect(adviceHash(lead)).toBe(lead.hash);
  });
});
