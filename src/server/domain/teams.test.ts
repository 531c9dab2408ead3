import { describe, expect, it } from 'vitest';
import { parseTeamRoutes, teamAddress, unknownAreas } from './teams.ts';

const routes = parseTeamRoutes(
  'qc=quebec@northpaw.example, on/brampton=brampton@northpaw.example,on=ontario@northpaw.example',
);

describe('parseTeamRoutes', () => {
  it('reads area=address pairs separated by commas, spaces allowed', () => {
    expect(routes).toEqual([
      { area: 'qc', address: 'quebec@northpaw.example' },
      { area: 'on/brampton', address: 'brampton@northpaw.example' },
      { area: 'on', address: 'ontario@northpaw.example' },
    ]);
    expect(parseTeamRoutes('')).toEqual([]);
    expect(parseTeamRoutes(' , ')).toEqual([]);
  });

  it.each([
    ['qc', '"qc" is not area=address'],
    ['qc=not-an-address', '"qc=not-an-address" is not area=address'],
    ['Quebec=q@northpaw.example', '"Quebec=q@northpaw.example" is not area=address'],
    ['qc=a@b.example=c', '"qc=a@b.example=c" is not area=address'],
    ['qc=a@northpaw.example,qc=b@northpaw.example', 'the area qc is given twice'],
  ])('refuses %s', (text, message) => {
    expect(() => parseTeamRoutes(text)).toThrow(message);
  });
});

describe('teamAddress', () => {
  it.each([
    ['on/brampton', 'brampton@northpaw.example'],
    ['on/toronto', 'ontario@northpaw.example'],
    ['qc/montreal', 'quebec@northpaw.example'],
    ['ab/calgary', 'office@northpaw.example'],
    ['', 'office@northpaw.example'],
  ])('a lead from %s goes to %s', (city, address) => {
    expect(teamAddress(routes, city, 'office@northpaw.example')).toBe(address);
  });
});

describe('unknownAreas', () => {
  it('names the areas the catalogue does not have', () => {
    const known = new Set(['on', 'qc', 'on/brampton', 'on/toronto']);
    expect(unknownAreas(routes, known)).toEqual([]);
    expect(unknownAreas(parseTeamRoutes('on/bramton=x@northpaw.example,zz=y@northpaw.example'), known)).toEqual([
      'on/bramton',
      'zz',
    ]);
  });
});
