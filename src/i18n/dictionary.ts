/**
 * The interface strings of both languages: one typed dictionary per language, so a
 * key that exists in one language only does not compile. Server-rendered components and views
 * read them here; islands get the sections they need as props (see ./en.ts).
 */
import type { Lang } from '../lib/i18n.ts';
import { en } from './en.ts';
import { fr } from './fr.ts';

export type Dictionary = typeof en;

export const dictionaries: Record<Lang, Dictionary> = { en, fr };

/** The strings of one language. */
export const strings = (lang: Lang): Dictionary => dictionaries[lang];
