/** The e-mail that carries a sign-in link: the owner's first, an invitation, or one asked for. */
import { renderToStaticMarkup } from 'react-dom/server';
import { LINK_MINUTES } from '../../domain/people.ts';
import type { Mail } from '../emails.tsx';

export type SignInMailKind = 'sign-in' | 'first' | 'invite';

const text = {
  en: {
    subject: {
      'sign-in': 'Your sign-in link to the Northpaw inbox',
      first: 'Your first sign-in to the Northpaw inbox',
      invite: 'You are invited to the Northpaw inbox',
    },
    lead: {
      'sign-in': 'Someone asked to sign in to the Northpaw inbox with this address.',
      first: 'The Northpaw inbox is set up, with you as its owner.',
      invite: 'You have been given access to the Northpaw inbox, where the website\u2019s requests arrive.',
    },
    button: 'Sign in',
    once: 'The link works once, within {minutes} minutes. After that, ask for a new one on the sign-in page: {login}',
    passkey:
      'Once signed in, add a passkey under \u201cYour account\u201d: next time your phone or computer signs you in.',
    notYou: 'If you did not ask for this, ignore this e-mail: nobody can use the link but whoever reads this mailbox.',
  },
  fr: {
    subject: {
      'sign-in': 'Votre lien de connexion à la boîte de réception Northpaw',
      first: 'Votre première connexion à la boîte de réception Northpaw',
      invite: 'Vous êtes invité à la boîte de réception Northpaw',
    },
    lead: {
      'sign-in': 'Quelqu\u2019un a demandé à se connecter à la boîte de réception Northpaw avec cette adresse.',
      first: 'La boîte de réception Northpaw est prête, et vous en êtes le propriétaire.',
      invite: 'Vous avez maintenant accès à la boîte de réception Northpaw, où arrivent les demandes du site.',
    },
    button: 'Me connecter',
    once: 'Le lien sert une seule fois, dans les {minutes}\u00a0minutes. Ensuite, demandez-en un nouveau sur la page de connexion\u00a0: {login}',
    passkey:
      'Une fois connecté, ajoutez une clé d\u2019accès sous «\u00a0Votre compte\u00a0»\u00a0: la prochaine fois, votre téléphone ou votre ordinateur vous connecte.',
    notYou:
      'Si vous n\u2019avez rien demandé, ne tenez pas compte de ce courriel\u00a0: seule une personne qui lit cette boîte peut utiliser le lien.',
  },
};

export function signInMail({
  to,
  url,
  lang,
  kind,
}: {
  to: string;
  url: string;
  lang: 'en' | 'fr';
  kind: SignInMailKind;
}): Mail {
  const t = text[lang];
  const login = new URL('/admin/login/', url).toString();
  const once = t.once.replace('{login}', login).replace('{minutes}', String(LINK_MINUTES));
  const body = [t.lead[kind], '', `${t.button}: ${url}`, '', once, '', t.passkey, '', t.notYou].join('\n');
  const html = `<!doctype html>${renderToStaticMarkup(
    <html lang={lang === 'fr' ? 'fr-CA' : 'en-CA'}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <title>{t.subject[kind]}</title>
      </head>
      <body style={{ fontFamily: 'system-ui, sans-serif', fontSize: '16px', lineHeight: 1.5, color: '#1c1917' }}>
        <p>{t.lead[kind]}</p>
        <p>
          <a
            href={url}
            style={{
              display: 'inline-block',
              padding: '12px 20px',
              background: '#14532d',
              color: '#ffffff',
              borderRadius: '12px',
              textDecoration: 'none',
              fontWeight: 700,
            }}
          >
            {t.button}
          </a>
        </p>
        <p>{once}</p>
        <p>{t.passkey}</p>
        <p style={{ color: '#57534e' }}>{t.notYou}</p>
      </body>
    </html>,
  )}`;
  return { to, subject: t.subject[kind], text: body, html };
}
