import { describe, expect, it } from 'vitest';
import business from '../data/business.json' with { type: 'json' };
import licences from '../data/licences.json' with { type: 'json' };
import promises from '../data/promises.json' with { type: 'json' };
import teams from '../data/teams.json' with { type: 'json' };
import warranty from '../data/warranty.json' with { type: 'json' };
import { telHref, teams as readTeams } from '../site.config.ts';
import { businessDataProblems, checkBusinessData } from './business-data.ts';

const files = { business, licences, promises, teams, warranty };

describe('the business data files', () => {
  it('hold to their schemas as they are', () => {
    expect(() => checkBusinessData()).not.toThrow();
  });

  it('name the file and the field of a mistake', () => {
    const [headOffice, brampton] = teams.teams;
    const broken = {
      ...files,
      teams: { teams: [headOffice, { ...brampton, phone: { text: '905-5550', languages: ['en'] } }] },
    };
    const [problem] = businessDataProblems(broken);
    expect(problem).toMatch(/^src\/data\/teams\.json:/);
    expect(problem).toContain('teams[1].phone.text');
    expect(businessDataProblems({ ...files, warranty: { ...warranty, years: 0 } })[0]).toMatch(
      /warranty\.json[\s\S]*years/,
    );
    expect(
      businessDataProblems({ ...files, promises: { ...promises, en: { ...promises.en, warranty: 'Two years.' } } })[0],
    ).toContain('the warranty promise says its term as {years}');
  });
});

describe('telHref', () => {
  it('dials a local number with the country code, and a toll-free one as written', () => {
    expect(telHref('905-555-0173')).toBe('tel:+19055550173');
    expect(telHref('1-888-555-0142')).toBe('tel:+18885550142');
    expect(readTeams.map((t) => t.phone.href)).toEqual(['tel:+18885550142', 'tel:+19055550173']);
  });
});
