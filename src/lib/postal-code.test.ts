import { describe, expect, it } from 'vitest';
import { parsePostalCode } from './postal-code.ts';

describe('parsePostalCode', () => {
  it.each([
    ['H2X 1Y4', 'H2X', 'H2X 1Y4'],
    ['h2x1y4', 'H2X', 'H2X 1Y4'],
    ['  h2x   1y4 ', 'H2X', 'H2X 1Y4'],
    ['H2X-1Y4', 'H2X', 'H2X 1Y4'],
    ['l5b', 'L5B', 'L5B'],
    ['L6P 0A5', 'L6P', 'L6P 0A5'],
    ['K1A', 'K1A', 'K1A'],
  ])('reads %j as %s (%s)', (input, fsa, text) => {
    expect(parsePostalCode(input)).toEqual({ fsa, text });
  });

  it.each([
    '',
    'H2',
    'H2X 1Y',
    'H2X 1Y45',
    '12345',
    'D2X 1Y4', // D is never used
    'W1A 1AA', // nor W first
    'Z1A', // nor Z first
    'H2X 1O4', // nor O
    'Mississauga',
    'H2X1Y4H2X1Y4',
  ])('refuses %j', (input) => {
    expect(parsePostalCode(input)).toBeUndefined();
  });
});
