/**
 * GET /find/?q= and /fr/trouver/?q=: the find page's search form, answered here so it works
 * without JavaScript. A place one of our teams reaches goes to that city's page (303); a far one
 * gets a page naming our three nearest teams, how far each is, and the number to call; nothing
 * found, the form again. Without q the find page itself is served, as the static file it is.
 */
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { ReactNode } from 'react';
import { PlaceSearchForm } from '../../components/location/PlaceSearchForm.tsx';
import { strings } from '../../i18n/dictionary.ts';
import { languages, type Lang } from '../../lib/i18n.ts';
import { QUERY_MAX_LENGTH, SERVED_WITHIN_KM, teamName } from '../../lib/places.ts';
import { mainPhone } from '../../lib/phone.ts';
import { fill } from '../../lib/text.ts';
import { cityUrl, paths } from '../../lib/urls.ts';
import { sendSitePage } from '../render/page-shell.tsx';

/** A search is one `q`; sent twice, it is answered as a mistake (400), never guessed. */
const searchQuery = z.object({ q: z.union([z.string(), z.array(z.string())]).optional() });

/** A city's page from its id: "on/brampton" is /on/brampton/ (/fr/on/brampton/ in French). */
function cityPage(lang: Lang, city: string): string {
  const [province = '', slug = ''] = city.split('/');
  return cityUrl(lang, province, slug);
}

interface Answer {
  status: number;
  title: string;
  body: ReactNode;
  /** The search, back in the form. */
  query: string;
}

function sendAnswer(reply: FastifyReply, lang: Lang, stylesheets: string[], { status, title, body, query }: Answer) {
  const t = strings(lang);
  const phone = mainPhone(lang);
  return sendSitePage(reply, {
    status,
    lang,
    title,
    stylesheets,
    children: (
      <div className="card max-w-2xl p-6">
        <h1 className="text-2xl font-bold text-forest-900">{title}</h1>
        {body}
        <p className="mt-4 text-stone-700">
          {t.find.callUs}
          <a className="link" href={phone.href}>
            {phone.text}
          </a>
          .
        </p>
        <div className="mt-6">
          <PlaceSearchForm lang={lang} words={t.find} value={query} />
        </div>
        <p className="mt-4">
          <a className="link" href={paths[lang].find}>
            {t.find.everyCity}
          </a>
        </p>
      </div>
    ),
  });
}

/** The find page of each language: the static page without `q`, the search's answer with it. */
export async function findRoutes(app: FastifyInstance): Promise<void> {
  const { places, stylesheets } = app.build;
  for (const lang of ['en', 'fr'] as const) {
    const page = paths[lang].find;
    app
      .withTypeProvider<ZodTypeProvider>()
      .get(page, { schema: { querystring: searchQuery } }, async (request, reply) => {
        const { q } = request.query;
        if (q === undefined) return reply.sendFile(`${page}index.html`);
        const t = strings(lang).find;
        const text = (line: string) => (
          <p key={line} className="mt-3 text-stone-800">
            {line}
          </p>
        );

        if (typeof q !== 'string') {
          return sendAnswer(reply, lang, stylesheets, {
            status: 400,
            title: t.noMatchTitle,
            body: text(t.oneAtATime),
            query: '',
          });
        }
        const query = q.trim();
        if (query.length > QUERY_MAX_LENGTH) {
          return sendAnswer(reply, lang, stylesheets, {
            status: 400,
            title: t.noMatchTitle,
            body: [t.tooLong, t.searchTip].map(text),
            query: '',
          });
        }

        const match = query ? places.search(query) : undefined;
        if (!match) {
          const noMatch = fill(strings(lang).picker.noMatch, { query });
          return sendAnswer(reply, lang, stylesheets, {
            status: 200,
            title: t.noMatchTitle,
            body: (query ? [noMatch, t.searchTip] : [t.searchTip]).map(text),
            query,
          });
        }
        if (match.km <= SERVED_WITHIN_KM) {
          return reply.header('Cache-Control', 'no-store').redirect(cityPage(lang, match.city), 303);
        }

        const km = (n: number) => fill(t.kmAway, { km: n.toLocaleString(languages[lang].locale) });
        return sendAnswer(reply, lang, stylesheets, {
          status: 200,
          title: fill(t.farTitle, { place: match.name }),
          body: (
            <>
              {text(t.farText)}
              <ul className="mt-2 list-disc space-y-1 pl-5 text-stone-800">
                {match.nearest.map(({ city, km: distance }) => (
                  <li key={city}>
                    <a className="link" href={cityPage(lang, city)}>
                      {teamName(places.file, city, lang)}
                    </a>
                    , {km(distance)}
                  </li>
                ))}
              </ul>
            </>
          ),
          query,
        });
      });
  }
}
