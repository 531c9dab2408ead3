import { describe, expect, it } from 'vitest';
import { promises } from '../site.config.ts';
import { ratingReason } from './claims.ts';

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
      href: 'https://example.com/reviews',
    });
  });

  it('never calls a lower average five stars', () => {
    expect(ratingReason({ ...rating, average: 4.7 }, 'en').title).toBe('Rated 4.7 out of 5');
    expect(ratingReason({ ...rating, average: 4.95 }, 'en').title).toBe('5-Star Rated');
  });

  it('writes the average with a decimal comma in French', () => {
    expect(ratingReason({ ...rating, average: 4.7 }, 'fr')).toEqual({
      title: 'Noté 4,7 sur 5',
      text: "4,7 sur 5 d'après 42 avis sur Google.",
      href: 'https://example.com/reviews',
    });
  });
});
