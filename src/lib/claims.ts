/**
 * The third 'Why Choose Us' reason (spec §2: '5-Star Rated'), as the Competition Act allows it:
 * a rating only with the source it rests on, and '5-Star' only where the average is five stars.
 * Without a rating, the satisfaction guarantee in the terms' own words (DESIGN §4.13).
 */
import { promises, type Rating } from '../site.config.ts';

export interface Reason {
  title: string;
  text: string;
  /** Where the visitor can check the claim. */
  href?: string;
}

export function ratingReason(rating: Rating | undefined): Reason {
  if (!rating) return { title: 'Satisfaction Guaranteed', text: promises.satisfaction };
  return {
    // Rounded as the stars are drawn: 4.95 shows five stars, 4.9 does not.
    title: rating.average >= 4.95 ? '5-Star Rated' : `Rated ${rating.average} out of 5`,
    text: `${rating.average} out of 5 from ${rating.count} reviews on ${rating.source}.`,
    href: rating.url,
  };
}
