/**
 * The content editor's own script (/admin/content/editor.js), run before Sveltia CMS's file: it
 * asks Sveltia to wait, then starts it with our configuration in the editor's language, with the
 * backend the server names (backend.json), and refuses a save the schemas would refuse
 * (check.ts). Bundled by scripts/build-editor.ts; the catalogue is written in at build time.
 */
import { z } from 'zod';
import { fill } from '../lib/text.ts';
import { problemsOf } from './check.ts';
import { editorConfig, type EditorCatalogue } from './collections.ts';
import { editorWords, type EditorLang } from './labels.ts';

declare const EDITOR_CATALOGUE: EditorCatalogue;

interface ImmutableMap {
  toJS(): unknown;
}
interface SveltiaCms {
  init(options: { config: Record<string, unknown> }): void;
  registerEventListener(listener: { name: string; handler: (args: { entry: ImmutableMap }) => unknown }): void;
}
declare global {
  interface Window {
    CMS_MANUAL_INIT?: boolean;
    CMS?: SveltiaCms;
  }
}

window.CMS_MANUAL_INIT = true;

/**
 * Sveltia fetches its interface's words in other languages than English, and its own
 * package.json to see whether it is current, from a CDN: nothing may come from elsewhere, so those
 * requests are answered with the same files from its package, which the build copies beside it.
 */
const sveltiaOnCdn = /^https:\/\/unpkg\.com\/@sveltia\/cms(?:@[^/]+)?\/((?:locales\/[\w-]+\.json)|package\.json)$/;
const fetchFromNetwork = window.fetch.bind(window);
window.fetch = (input, init) => {
  const url = input instanceof Request ? input.url : String(input);
  const file = sveltiaOnCdn.exec(url)?.[1];
  return fetchFromNetwork(file ? `/admin/content/sveltia/${file}` : input, init);
};

/** The editor's language: Sveltia's own setting once chosen, else the browser's. */
function editorLanguage(): EditorLang {
  try {
    const prefs = JSON.parse(localStorage.getItem('sveltia-cms.prefs') ?? '{}') as { locale?: string };
    if (prefs.locale && prefs.locale !== 'auto') return prefs.locale.startsWith('fr') ? 'fr' : 'en';
  } catch {
    // No saved preference: the browser's language decides.
  }
  return navigator.language.startsWith('fr') ? 'fr' : 'en';
}

interface SavedEntry {
  path?: string;
  data?: Record<string, unknown>;
  i18n?: { fr?: { data?: Record<string, unknown> } };
}

/** A list kept as the whole file (provinces.yaml) arrives under its field's name. */
const fileValue = (data: Record<string, unknown> | undefined) =>
  data && Object.keys(data).length === 1 && Array.isArray(data.provinces) ? data.provinces : data;

async function start() {
  const lang = editorLanguage();
  z.config(lang === 'fr' ? z.locales.fr() : z.locales.en());
  const backend = (await fetch('/admin/content/backend.json').then((r) => r.json())) as Record<string, unknown>;
  const cms = window.CMS;
  if (!cms) throw new Error('Sveltia CMS did not load');
  // Sveltia validates its configuration as JSON: no field may be left undefined.
  const config = JSON.parse(JSON.stringify(editorConfig(lang, EDITOR_CATALOGUE, backend))) as Record<string, unknown>;
  cms.registerEventListener({
    name: 'preSave',
    handler: ({ entry }) => {
      const saved = entry.toJS() as SavedEntry;
      const path = saved.path ?? '';
      const problems = problemsOf(path, { en: fileValue(saved.data), fr: fileValue(saved.i18n?.fr?.data) }, lang);
      // Sveltia shows the cause of a "saving_failed" error in its dialog: the owner reads why.
      const refusal = new Error(fill(editorWords.refused[lang], { problems: problems.join('; ') }));
      if (problems.length) throw new Error('saving_failed', { cause: refusal });
    },
  });
  cms.init({ config: { ...config, site_url: location.origin } });
  // Our fonts, declared after Sveltia's own (which name a CDN): the last declaration of a face wins.
  const fonts = document.createElement('link');
  fonts.rel = 'stylesheet';
  fonts.href = '/admin/content/fonts.css';
  document.body.append(fonts);
  linkToInbox(lang);
}

/**
 * The way back to the owner's inbox, first in Sveltia's top bar (which has no option for a link
 * of one's own), put back whenever Sveltia draws its bar anew.
 */
function linkToInbox(lang: EditorLang) {
  const place = () => {
    const bar = document.querySelector('[role="toolbar"]');
    if (!bar || bar.querySelector('a[data-inbox]')) return;
    const link = document.createElement('a');
    link.href = '/admin/';
    link.dataset.inbox = '';
    link.textContent = `← ${editorWords.inbox[lang]}`;
    link.style.cssText = 'align-self:center;padding:0 12px;font-size:14px;color:inherit;white-space:nowrap';
    bar.prepend(link);
  };
  new MutationObserver(place).observe(document.body, { childList: true, subtree: true });
  place();
}

addEventListener('DOMContentLoaded', () => void start());
