/**
 * POST /api/leads: JSON, an ordinary form post, or multipart. The lead is committed before the
 * answer says it was received. What the visitor reads is in the form's language: the language
 * of its page. GET /api/form-token gives a form the token that vouches for the time it was open.
 */
import fastifyMultipart from '@fastify/multipart';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { strings } from '../../i18n/dictionary.ts';
import { langOf, type Lang } from '../../lib/i18n.ts';
import { adviceHash, isSitePath, leadLimits } from '../../lib/lead-rules.ts';
import { fieldErrors, leadSchema, type LeadInput } from '../../lib/lead-schema.ts';
import { mainPhone } from '../../lib/phone.ts';
import { fill } from '../../lib/text.ts';
import { paths } from '../../lib/urls.ts';
import { limits, site } from '../../site.config.ts';
import { apiPaths, postOnly, statusOf } from '../app.ts';
import { clientLeft, noteHangUp } from '../plugins/app/transport.ts';
import { clientKey } from '../domain/clients.ts';
import { issueFormToken, readFormToken } from '../domain/form-token.ts';
import { recordLead } from '../store/leads.ts';
import { leadPartLimits, readLeadUpload, uploadSlots, type LeadUpload, type UploadSlots } from './lead-upload.ts';
import { photoMessage, PhotoRefused, preparePhotos, type PhotoProblem } from '../domain/photos.ts';
import { sendSitePage } from '../render/page-shell.tsx';
import { newLeadRef } from '../domain/leads.ts';

export interface LeadRouteOptions {
  /** The upload slots (lead-upload.ts): a test's own, to see when the work ends. */
  uploads?: UploadSlots;
}

const isMultipart = (request: FastifyRequest) =>
  String(request.headers['content-type'] ?? '')
    .toLowerCase()
    .startsWith('multipart/form-data');

/**
 * A browser's own form post (no JavaScript): answered with a page and redirects. The forms'
 * script posts the same multipart body but asks for JSON, and gets JSON.
 */
function isFormPost(request: FastifyRequest): boolean {
  const type = String(request.headers['content-type'] ?? '').toLowerCase();
  const form = type.startsWith('application/x-www-form-urlencoded') || isMultipart(request);
  return form && !String(request.headers.accept ?? '').includes('application/json');
}

/** The multipart parser's refusals that are about the photos, as the visitor's problem. */
const photoErrors: Record<string, PhotoProblem> = {
  FST_FILES_LIMIT: 'tooManyPhotos',
  FST_REQ_FILE_TOO_LARGE: 'photoTooLarge',
};

/** The language of a form, from its page: that page's when it is a path of this site, else English. */
function formLang(page: unknown): Lang {
  return isSitePath(page) ? langOf(page) : 'en';
}

/**
 * The page a form was posted from, read from the Referer when the body could not be: only a
 * path of this site (the Host the request was sent to, or the site's own address).
 */
function refererPage(request: FastifyRequest): string | undefined {
  const referer = request.headers.referer;
  if (!referer || !URL.canParse(referer)) return undefined;
  const { host, pathname } = new URL(referer);
  const ours = host === request.headers.host || host === new URL(site.url).host;
  return ours && isSitePath(pathname) ? pathname : undefined;
}

interface ErrorPage {
  status: number;
  lang: Lang;
  title: string;
  problems: string[];
  /** The form's own page. */
  back: string;
}

/** For a form posted without JavaScript: the problems, and a way back, in the form's language. */
function sendErrorPage(reply: FastifyReply, stylesheets: string[], { status, lang, title, problems, back }: ErrorPage) {
  const phone = mainPhone(lang);
  const t = strings(lang).formPage;
  return sendSitePage(reply, {
    status,
    lang,
    title,
    stylesheets,
    children: (
      <div className="card max-w-xl p-6">
        <h1 className="text-2xl font-bold text-forest-900">{title}</h1>
        <ul className="mt-3 list-disc space-y-1 pl-5 text-stone-800">
          {problems.map((problem) => (
            <li key={problem}>{problem}</li>
          ))}
        </ul>
        <p className="mt-4 text-stone-700">
          <a className="link" href={back}>
            {t.back}
          </a>
          {t.orCall}
          <a className="link" href={phone.href}>
            {phone.text}
          </a>
          .
        </p>
      </div>
    ),
  });
}

const LEAD_WINDOW_MS = 10 * 60_000;

/** The lead routes, registered as their own plugin so their error answers stay theirs. */
export async function leadRoutes(app: FastifyInstance, options: LeadRouteOptions): Promise<void> {
  const { settings, secret } = app;
  const { stylesheets, places } = app.build;

  // Multipart is this plugin's alone (it posts the forms and their photos); elsewhere it is a 415.
  await app.register(fastifyMultipart, { limits: leadPartLimits });

  const perClient = {
    keyGenerator: (request: FastifyRequest) => clientKey(request.ip, secret),
  };

  app.get(
    '/api/form-token',
    {
      config: {
        rateLimit: { ...perClient, max: settings.FORM_TOKENS_PER_MINUTE, timeWindow: 60_000 },
      },
    },
    async (_request, reply) =>
      reply.header('Cache-Control', 'no-store').send({ token: issueFormToken(secret, app.now().getTime()) }),
  );

  // Too large, too many, not JSON: a form posted without JavaScript gets a page in its
  // language (from the Referer: the body was not read), a script gets JSON.
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (clientLeft(request)) return noteHangUp(request, reply);
    const photoProblem = error instanceof PhotoRefused ? error.problem : photoErrors[error.code];
    const status = statusOf(error);
    if (status >= 500 && !photoProblem) throw error;
    const page = refererPage(request);
    const lang = formLang(page);
    const { formPage: t, leadErrors } = strings(lang);
    const back = page ?? paths[lang].contact;
    if (photoProblem) {
      // The post was cut short at the photo: answered like any field the visitor must change.
      const message = photoMessage(photoProblem, lang);
      return isFormPost(request)
        ? sendErrorPage(reply, stylesheets, { status: 400, lang, title: t.invalid, problems: [message], back })
        : reply
            .code(400)
            .header('Cache-Control', 'no-store')
            .send({ errors: { photos: message } });
    }
    if (!isFormPost(request)) {
      const message =
        status === 413
          ? `The request is larger than ${leadLimits.body / 1024} KB.`
          : status === 429
            ? 'Too many requests. Please try again later or call us.'
            : status === 415
              ? 'Send the lead as JSON or as a form post.'
              : 'The request body is not valid JSON.';
      return reply.code(status).header('Cache-Control', 'no-store').send({ error: message });
    }
    const retryAfter = Number(reply.getHeader('retry-after') ?? 600);
    return sendErrorPage(reply, stylesheets, {
      status,
      lang,
      ...(status === 429
        ? {
            title: t.rateLimited,
            problems: [fill(t.rateLimitedText, { minutes: Math.ceil(retryAfter / 60) })],
          }
        : status === 413
          ? { title: t.tooLarge, problems: [t.tooLargeText] }
          : // A body the browser could not have sent (a broken multipart post): nothing of it was read.
            { title: t.invalid, problems: [leadErrors.kind] }),
      back,
    });
  });

  postOnly(app, '/api/leads');

  const uploads = options.uploads ?? uploadSlots();

  /** Each multipart lead's photos, read before the body is validated, removed when its work ends. */
  const uploaded = new WeakMap<FastifyRequest, LeadUpload>();

  for (const url of apiPaths('/api/leads')) {
    app.withTypeProvider<ZodTypeProvider>().post(
      url,
      {
        config: { rateLimit: { ...perClient, max: settings.LEADS_RATE_LIMIT, timeWindow: LEAD_WINDOW_MS } },
        schema: { body: leadSchema },
        // A lead the schema refuses is answered with what to mend, field by field, in the form's language.
        attachValidation: true,
        onRequest: async (request, reply) => {
          if (!isMultipart(request) || uploads.take(request, reply)) return;
          return reply
            .code(503)
            .header('Retry-After', '30')
            .header('Cache-Control', 'no-store')
            .send({ error: 'Many visitors are sending photos right now. Please try again in a minute.' });
        },
        // A multipart body is read here, its photos to files, so the schema sees its fields like any other body's.
        preValidation: async (request) => {
          if (!isMultipart(request)) return;
          const upload = await readLeadUpload(request);
          uploaded.set(request, upload);
          // Raw fields until the schema has read them, as a JSON or form body is.
          request.body = upload.fields as LeadInput;
        },
      },
      async (request, reply) => {
        const slot = uploads.of(request);
        if (slot) slot.working = true;
        // A visitor who leaves before the answer is owed nothing: the work stops at its next step
        // and nothing is stored, since no answer ever said it was received.
        const left = new AbortController();
        reply.raw.once('close', () => reply.raw.writableFinished || left.abort());
        const upload = uploaded.get(request);
        try {
          return await receiveLead(request, reply, upload, left.signal);
        } catch (error) {
          if (left.signal.aborted || clientLeft(request)) return noteHangUp(request, reply);
          throw error;
        } finally {
          await upload?.remove();
          slot?.release();
        }
      },
    );
  }

  async function receiveLead(
    request: FastifyRequest<{ Body: LeadInput }>,
    reply: FastifyReply,
    upload: LeadUpload | undefined,
    left: AbortSignal,
  ) {
    const now = app.now();
    const isForm = isFormPost(request);
    const fields: unknown = request.body;
    if (typeof fields !== 'object' || fields === null || Array.isArray(fields)) {
      return reply.code(415).send({ error: 'Send the lead as JSON or as a form post.' });
    }

    // The way back is the form's own page, when that is a path of this site.
    const page = (fields as { page?: unknown }).page;
    const lang = formLang(page);
    const back = isSitePath(page) ? page : paths[lang].contact;
    const t = strings(lang);

    /** 400 with what to mend: a page in the form's language for a plain post, JSON for a script. */
    const refused = (errors: Record<string, string>) =>
      isForm
        ? sendErrorPage(reply, stylesheets, {
            status: 400,
            lang,
            title: t.formPage.invalid,
            problems: Object.values(errors),
            back,
          })
        : reply.code(400).send({ errors });

    const problems = request.validationError?.validation;
    if (problems) {
      const issues = problems.map(({ instancePath, message }: { instancePath: string; message?: string }) => ({
        path: instancePath.split('/').filter(Boolean),
        message: message ?? '',
      }));
      return refused(fieldErrors(issues, t.leadErrors));
    }
    const lead = request.body;
    // A contact message lands on the thank-you page, a quote back on its own page with its
    // confirmation (#quote-sent). After a yes to the exposure question, both land on the
    // public-health advice instead (#exposure-advice): the thank-you page's copy, or the quote
    // form's own, each shown while targeted, and the quote's confirmation with it (global.css).
    const landing =
      lead.kind === 'contact'
        ? `${paths[lang].thankYou}${adviceHash(lead)}`
        : `${lead.page}?quote=sent${adviceHash(lead) || '#quote-sent'}`;
    const received = (ref: string) =>
      isForm
        ? reply.code(303).header('Cache-Control', 'no-store').redirect(landing, 303)
        : reply.code(201).header('Cache-Control', 'no-store').send({ id: ref });

    const evidence = readFormToken(secret, lead.formToken, now.getTime(), limits.minFormMillis);
    if (lead.website.trim() !== '') {
      // Answered like a success, with a reference of the same shape, so a bot learns nothing; nothing is stored.
      request.log.info(`[leads] dropped a ${lead.kind} submission as a bot (honeypot filled)`);
      return received(newLeadRef());
    }
    if (evidence.kind === 'too-fast') {
      // A person who scrolled straight to the form and sent it at once looks like this too:
      // told to send it again, never dropped in silence. Nothing is stored.
      request.log.info(`[leads] asked a ${lead.kind} submission sent too fast to be sent again`);
      return refused({ form: t.leadErrors.tooFast });
    }

    let photos;
    try {
      photos = await preparePhotos(upload?.photos ?? [], left);
    } catch (error) {
      if (!(error instanceof PhotoRefused)) throw error;
      return refused({ photos: photoMessage(error.problem, lang) });
    }
    left.throwIfAborted();

    const ref = newLeadRef();
    // A postal code places the lead with the nearest of our cities' teams, however far.
    const place = lead.postalCode ? places.nearestToPostalCode(lead.postalCode)?.city : undefined;
    await recordLead(app.db, lead, app.outbox.channels, now, {
      remindAfterMs: settings.LEADS_REMIND_AFTER_MS,
      urgentRemindAfterMs: settings.LEADS_URGENT_REMIND_AFTER_MS,
      verified: evidence.kind === 'human',
      formToken: evidence.kind === 'human' ? evidence.id : undefined,
      ref,
      place,
      photos,
    });
    app.outbox.kick();
    return received(ref);
  }
}
