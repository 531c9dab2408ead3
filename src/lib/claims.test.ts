import { describe, expect, it } from 'vitest';
import { realCatalogue } from '../../test/catalogue.ts';
import { promises, teams } from '../site.config.ts';
import { allCities, allGreaterAreas } from './catalogue.ts';
import { insuredClaim, pesticideNote, ratingReason, servedFrom, whoServes } from './claims.ts';

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
  const catalogue = realCatalogue();
  const city = (slug: string) => {
    const found = allCities(catalogue).find((c) => c.slug === slug);
    if (!found) throw new Error(`no city ${slug}`);
    return found;
  };
  const areaOf = (slug: string) => allGreaterAreas(catalogue).find((a) => a.slug === city(slug).greaterAreaSlug);

  it('calls a team local only in its own city, serves its greater area from it, and the rest from the head office', () => {
    expect(whoServes(city('brampton'), areaOf('brampton'))).toMatchObject({
      kind: 'own',
      team: { city: 'on/brampton' },
    });
    const vaughan = whoServes(city('vaughan'), areaOf('vaughan'));
    expect(vaughan.kind).toBe('area');
    expect(servedFrom(vaughan, 'en')).toBe(
      'our head office in North York and our base in Castlemore, north-east Brampton',
    );
    expect(whoServes(city('st-johns'), areaOf('st-johns'))).toMatchObject({ kind: 'headOffice', team: teams[0] });
  });

  it('says "licensed" only with the provinces where site.config.ts lists a licence', () => {
    expect(insuredClaim('en')).toBe('Insured, and licensed in Ontario');
    expect(insuredClaim('fr')).toBe('Entreprise assurée et titulaire d’un permis en Ontario');
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
