/**
 * The messages of spec §8 in both languages (issue 15, WIP): the French say the same thing
 * in Québec French, not word for word. Typed so a message in one language only does not
 * compile. To wire in: notFoundMessages (lib/not-found.ts) and leadMessages (lib/lead-rules.ts)
 * read these by the page's language.
 */
import type { Lang } from '../lib/i18n.ts';
import type { NotFoundKind } from '../lib/not-found.ts';

interface Message {
  heading: string;
  text: string;
}

export const notFoundText: Record<Lang, Record<NotFoundKind, Message & { linkLabel: string }>> = {
  en: {
    post: {
      heading: 'Post not found',
      text: 'The blog post you are looking for does not exist.',
      linkLabel: 'Back to Blog',
    },
    service: {
      heading: 'Service not found',
      text: 'The service you are looking for does not exist.',
      linkLabel: 'Go Home',
    },
    content: {
      heading: 'Page Not Found',
      text: 'The content you are looking for is not available.',
      linkLabel: 'Go to Homepage',
    },
    location: {
      heading: 'Location Not Found',
      text: "We couldn't find the location you're looking for.",
      linkLabel: 'Go to Homepage',
    },
    page: {
      heading: 'Page Not Found',
      text: 'The page you are looking for does not exist.',
      linkLabel: 'Go to Homepage',
    },
  },
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
  en: {
    contactMissing: {
      title: 'Missing Information',
      description: 'Please fill out all required fields (Name, Email, Message).',
    },
    quoteMissing: { title: 'Missing Information', description: 'Please fill out both your name and phone number.' },
    quoteSent: {
      title: 'Quote Request Sent!',
      description: "Thank you! We've received your request and will call you back shortly.",
    },
  },
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
