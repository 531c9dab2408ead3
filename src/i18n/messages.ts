/**
 * The messages of spec §8 in both languages (issue 15, WIP): the French say the same thing
 * in Québec French, not word for word. Typed so a message in one language only does not
 * compile. The English is the site's own copy, read from lib/not-found.ts and lib/lead-rules.ts;
 * when the pages learn their language, those modules' callers read these instead.
 */
import type { Lang } from '../lib/i18n.ts';
import { leadMessages } from '../lib/lead-rules.ts';
import { notFoundMessages, type NotFoundKind } from '../lib/not-found.ts';

interface Message {
  heading: string;
  text: string;
}

type NotFoundText = Message & { linkLabel: string };

export const notFoundText: Record<Lang, Record<NotFoundKind, NotFoundText>> = {
  en: Object.fromEntries(
    Object.values(notFoundMessages).map((m) => [m.kind, { heading: m.heading, text: m.text, linkLabel: m.link.label }]),
  ) as Record<NotFoundKind, NotFoundText>,
  fr: {
    post: {
      heading: 'Article introuvable',
      text: "L'article de blogue que vous cherchez n'existe pas.",
      linkLabel: 'Retour au blogue',
    },
    service: {
      heading: 'Service introuvable',
      text: "Le service que vous cherchez n'existe pas.",
      linkLabel: "Retour à l'accueil",
    },
    content: {
      heading: 'Page introuvable',
      text: "Le contenu que vous cherchez n'est pas disponible.",
      linkLabel: "Aller à l'accueil",
    },
    location: {
      heading: 'Emplacement introuvable',
      text: "Nous n'avons pas trouvé l'emplacement que vous cherchez.",
      linkLabel: "Aller à l'accueil",
    },
    page: {
      heading: 'Page introuvable',
      text: "La page que vous cherchez n'existe pas.",
      linkLabel: "Aller à l'accueil",
    },
  },
};

type LeadMessageKey = 'contactMissing' | 'quoteMissing' | 'quoteSent';

export const leadText: Record<Lang, Record<LeadMessageKey, { title: string; description: string }>> = {
  en: leadMessages,
  fr: {
    contactMissing: {
      title: 'Renseignements manquants',
      description: 'Veuillez remplir tous les champs obligatoires (nom, courriel, message).',
    },
    quoteMissing: {
      title: 'Renseignements manquants',
      description: 'Veuillez indiquer votre nom et votre numéro de téléphone.',
    },
    quoteSent: {
      title: 'Demande de soumission envoyée!',
      description: 'Merci! Nous avons bien reçu votre demande et nous vous rappellerons sous peu.',
    },
  },
};

/** The default error screen of spec §8, headed in the page's language; the error text follows. */
export const unexpectedError: Record<Lang, string> = {
  en: 'Unexpected Application Error!',
  fr: "Erreur inattendue de l'application!",
};
