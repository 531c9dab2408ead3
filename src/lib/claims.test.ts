import { describe, expect, it } from 'vitest';
import { realCatalogue } from '../../test/catalogue.ts';
import { licences, promises, teams } from '../site.config.ts';
import { allCities } from './catalogue.ts';
import {
  homeContractNote,
  insuranceLine,
  insuredClaim,
  inReach,
  pesticideNote,
  ratingReason,
  reachIn,
  servedFrom,
  whoServes,
  yearsInBusiness,
} from './claims.ts';

const rating = { source: 'Google', average: 5, count: 42, url: 'https://example.com/reviews' };

describe('ratingReason', () => {
  it('without a rating, is the satisfaction guarantee in its one wording, with no link', () => {
    expect(ratingReason(undefined, 'en')).toEqual({ title: 'Satisfaction Guaranteed', text: promises.en.satisfaction });
    expect(ratingReason(undefined, 'fr')).toEqual({ title: 'Satisfaction garantie', text: promises.fr.satisfaction });
  });

  it("with a five-star rating, says '5-Star Rated' and names its source, count and link", () => {
    expect(ratingReason(rating, 'en')).toEqual({
      title: '5-Star Rated',
      text: '5 out of 5 from 42 reviews on Google.',
      link: { href: 'https://example.com/reviews', label: 'Read the reviews on Google' },
    });
  });

  it('never calls a lower average five stars', () => {
    expect(ratingReason({ ...rating, average: 4.7 }, 'en').title).toBe('Rated 4.7 out of 5');
    expect(ratingReason({ ...rating, average: 4.95 }, 'en').title).toBe('5-Star Rated');
  });

  it('writes the average with a decimal comma in French', () => {
    expect(ratingReason({ ...rating, average: 4.7 }, 'fr')).toEqual({
      title: 'Noté 4,7 sur 5',
      text: '4,7 sur 5 d’après 42 avis sur Google.',
      link: { href: 'https://example.com/reviews', label: 'Lire les avis sur Google' },
    });
  });
});

describe('what the data lets the pages claim', () => {
  it('calls a team local only in its own city, serves the cities of its reach from it, and no other', () => {
    expect(whoServes('on/brampton')).toMatchObject({ kind: 'own', team: { city: 'on/brampton' } });
    const vaughan = whoServes('on/vaughan');
    expect(vaughan.kind).toBe('reach');
    expect(servedFrom(vaughan, 'en')).toBe(
      'our head office in North York and our base in Castlemore, north-east Brampton',
    );
    expect(servedFrom(whoServes('on/oakville'), 'fr')).toBe('notre siège social de North York');
    // Ottawa is in Ontario, 350 km from the head office: no team drives there.
    for (const far of ['on/ottawa', 'bc/vancouver', 'qc/montreal', 'nl/st-johns']) {
      expect(whoServes(far)).toEqual({ kind: 'outside', headOffice: teams[0] });
      expect(inReach(far)).toBe(false);
    }
  });

  it('reads the reach from the teams it is given: a team reaches its own city and the cities it lists', () => {
    const base = { en: 'our base in Ottawa', fr: 'notre base d’Ottawa' };
    const phone = { text: '613-555-0100', href: 'tel:+16135550100', languages: ['en', 'fr'] } as const;
    const withOttawa = [...teams, { city: 'on/ottawa', base, reach: ['qc/gatineau'], phone }];
    expect(whoServes('on/ottawa', withOttawa)).toMatchObject({ kind: 'own' });
    expect(whoServes('qc/gatineau', withOttawa)).toEqual({ kind: 'reach', teams: [withOttawa[2]] });
    expect(whoServes('qc/montreal', withOttawa).kind).toBe('outside');
  });

  it("names only cities the catalogue has in a team's reach", () => {
    const cities = new Set(allCities(realCatalogue()).map((c) => `${c.provinceCode}/${c.slug}`));
    expect(teams.flatMap((t) => [t.city, ...t.reach]).filter((c) => !cities.has(c))).toEqual([]);
  });

  it('says "licensed" only with the provinces where site.config.ts lists a licence, and nothing of insurance while none is entered', () => {
    expect(insuredClaim('en')).toBe('Licensed in Ontario');
    expect(insuredClaim('fr')).toBe('Titulaire d’un permis en Ontario');
  });

  it('offers a pesticide treatment only where a pesticide licence is held, and says who does it elsewhere', () => {
    expect(pesticideNote('en', 'on')).toMatch(
      /^We hold a pesticide licence in Ontario, issued by the Ontario Ministry/,
    );
    expect(pesticideNote('en', 'on')).toContain('Our technicians treat nests and place bait themselves.');
    expect(pesticideNote('en', 'nl')).toMatch(/^We hold no pesticide licence in Newfoundland and Labrador\./);
    expect(pesticideNote('en', 'nl')).toContain('a provincially licensed applicator');
    expect(pesticideNote('fr', 'qc')).toMatch(/^Nous ne détenons pas de permis de pesticides au Québec\./);
  });
});

describe('what the business says of itself, from the data it holds', () => {
  const insurer = {
    insurer: 'Example Mutual',
    coverage: { en: 'general liability, $2,000,000', fr: 'responsabilité civile, 2 000 000 $' },
  };
  const ontario = licences.filter((l) => l.province === 'on');

  it('says "insured" only with an insurer and coverage, and "licensed" only with a licence', () => {
    expect(insuredClaim('en', undefined, ontario)).toBe('Licensed in Ontario');
    expect(insuredClaim('fr', undefined, ontario)).toBe('Titulaire d’un permis en Ontario');
    expect(insuredClaim('en', insurer, ontario)).toBe('Insured, and licensed in Ontario');
    expect(insuredClaim('en', insurer, [])).toBe('Insured');
    expect(insuredClaim('en', undefined, [])).toBe('');
  });

  it('names the insurer and the coverage on the about page, and nothing without them', () => {
    expect(insuranceLine('en', insurer)).toBe('Insurance: general liability, $2,000,000, with Example Mutual.');
    expect(insuranceLine('fr', insurer)).toBe(
      'Assurance\u00a0: responsabilité civile, 2 000 000 $, auprès de Example Mutual.',
    );
    expect(insuranceLine('en', undefined)).toBe('');
  });

  it('counts only the years in business that have surely passed since the founding year', () => {
    expect(yearsInBusiness(new Date('2026-11-27'), 2015)).toBe(10);
    expect(yearsInBusiness(new Date('2027-01-02'), 2015)).toBe(11);
    expect(yearsInBusiness(new Date('2015-06-01'), 2015)).toBe(0);
  });
});

describe('homeContractNote', () => {
  const permit = {
    province: 'qc',
    authority: { en: 'Office de la protection du consommateur', fr: 'Office de la protection du consommateur' },
    kind: { en: 'Itinerant merchant permit', fr: 'Permis de commerçant itinérant' },
    pesticides: false,
    homeContracts: true,
  };

  it('says nothing where the law asks for no permit to make a contract at the home', () => {
    expect(homeContractNote('en', 'on')).toBeUndefined();
    expect(homeContractNote('fr', 'bc')).toBeUndefined();
  });

  it('in Québec without the permit, offers no contract at the home and says how the work is agreed instead', () => {
    expect(homeContractNote('en', 'qc')).toMatch(
      /^We hold no itinerant merchant permit from the Office de la protection du consommateur in Quebec, so our technician makes no contract at your home/,
    );
    expect(homeContractNote('en', 'qc')).toContain('our office sends you the written estimate by e-mail');
    expect(homeContractNote('fr', 'qc')).toMatch(/^Nous ne détenons pas de permis de commerçant itinérant/);
    // A permit entered without its number does not count.
    expect(homeContractNote('en', 'qc', [permit])).toMatch(/^We hold no itinerant merchant permit/);
  });

  it('with the permit and its number, gives the number and the 10 days to cancel, and still no decontamination at the home', () => {
    const note = homeContractNote('en', 'qc', [{ ...permit, number: '123456' }]);
    expect(note).toMatch(
      /^We hold itinerant merchant permit no\. 123456 from the Office de la protection du consommateur in Quebec\./,
    );
    expect(note).toContain('you may cancel it within 10 days after you receive your copy');
    expect(note).toContain(
      'Cleanup and decontamination, which an itinerant merchant may not sell at your home, is never agreed there',
    );
  });
});

describe('reachIn', () => {
  it('names a greater area every city of which a team reaches, in each language', () => {
    expect(reachIn(realCatalogue('en'), 'en')).toBe('in Greater Toronto');
    expect(reachIn(realCatalogue('fr'), 'fr')).toBe('dans le Grand Toronto');
  });

  it('names the cities a team reaches where it reaches only part of an area', () => {
    const some = new Set(['on/toronto', 'on/vaughan', 'qc/montreal']);
    expect(reachIn(realCatalogue('en'), 'en', (city) => some.has(city))).toBe(
      'in Toronto, in Vaughan and in Greater Montreal',
    );
  });
});
