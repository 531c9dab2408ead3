/**
 * The third 'Why Choose Us' reason ('5-Star Rated'), as the Competition Act allows it:
 * a rating only with the source it rests on, and '5-Star' only where the average is five stars.
 * Without a rating, the satisfaction guarantee in the terms' own words.
 */
import { strings } from '../i18n/dictionary.ts';
import { promises, type Rating } from '../site.config.ts';
import { languages, type Lang } from './i18n.ts';
import { fill } from './text.ts';

export interface Reason {
  title: string;
  text: string;
  /** Where the visitor can check the claim. */
  href?: string;
}

export function ratingReason(rating: Rating | undefined, lang: Lang): Reason {
  const t = strings(lang).rating;
  if (!rating) return { title: t.satisfaction, text: promises[lang].satisfaction };
  const values = {
    average: new Intl.NumberFormat(languages[lang].locale).format(rating.average),
    count: rating.count,
    source: rating.source,
  };
  return {
    // Rounded as the stars are drawn: 4.95 shows five stars, 4.9 does not.
    title: rating.average >= 4.95 ? t.fiveStars : fill(t.rated, values),
    text: fill(t.text, values),
    href: rating.url,
  };
}
