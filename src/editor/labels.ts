/**
 * What the content editor calls each field, in the editor's language, and the hint under it. A
 * field is looked up by its name, or by "parent.name" where one name means two things. The field
 * rules themselves are never written here: they come from the zod schemas (fields.ts).
 */
export type EditorLang = 'en' | 'fr';
export type Words = Record<EditorLang, string>;

export interface FieldWords {
  label: Words;
  hint?: Words;
}

const w = (en: string, fr: string, hint?: [string, string]): FieldWords => ({
  label: { en, fr },
  ...(hint && { hint: { en: hint[0], fr: hint[1] } }),
});

export const fieldWords: Record<string, FieldWords> = {
  // Shared
  name: w('Name', 'Nom'),
  title: w('Title', 'Titre'),
  text: w('Text', 'Texte'),
  order: w('Order', 'Ordre', [
    'Position in menus and lists: 1 comes first.',
    'Position dans les menus et les listes : 1 vient en premier.',
  ]),
  faq: w('Questions and answers', 'Questions et réponses'),
  q: w('Question', 'Question', ['As a visitor would ask it.', 'Telle qu’un visiteur la poserait.']),
  a: w('Answer', 'Réponse', [
    'A complete answer; a blank line starts a new paragraph.',
    'Une réponse complète; une ligne vide commence un nouveau paragraphe.',
  ]),
  slug: w('Address (slug)', 'Adresse (slug)', [
    'Lowercase words joined by hyphens. On a French page: the slug of the French address.',
    'Des mots en minuscules reliés par des traits d’union : le segment de l’adresse française.',
  ]),
  body: w('Text', 'Texte'),
  heading: w('Heading', 'Titre de la page'),
  intro: w('Introduction', 'Introduction'),
  presence: w('Presence', 'Présence', [
    'common, occasional or absent: an absent animal is never offered on these pages.',
    'common (courant), occasional (occasionnel) ou absent : un animal absent n’est jamais offert sur ces pages.',
  ]),
  note: w('What is true here', 'Ce qui est vrai ici'),
  services: w('Services', 'Services'),
  languages: w('Answered in', 'Réponse en', [
    'The languages the line is answered in at every hour: a French page offers it only if French is one.',
    'Les langues dans lesquelles on répond à toute heure : une page française ne l’offre que si le français en est une.',
  ]),
  en: w('English', 'Anglais'),
  fr: w('French', 'Français'),

  // Provinces and their greater areas
  provinces: w('Provinces', 'Provinces'),
  id: w('Code', 'Code', [
    'Two letters, as in the addresses: "on", "qc".',
    'Deux lettres, comme dans les adresses : « on », « qc ».',
  ]),
  greaterAreas: w('Greater areas (two)', 'Grandes régions (deux)'),
  'greaterAreas.slug': w('Key', 'Clé', [
    '"greater-" and the area, e.g. "greater-toronto".',
    '« greater- » et la région, p. ex. « greater-toronto ».',
  ]),
  urlSlug: w('French address', 'Adresse française', [
    'French pages only: "grand-" or "region-de-" and the area.',
    'Pages françaises seulement : « grand- » ou « region-de- » et la région.',
  ]),
  inPhrase: w('In a sentence', 'Dans une phrase', ['"in Greater Toronto"', '« dans le Grand Toronto »']),
  blurb: w('About the area', 'À propos de la région'),

  // Cities
  label: w('Name standing alone', 'Nom seul', [
    'Only where the bare name could mean something else: « Ville de Québec ».',
    'Seulement si le nom seul peut prêter à confusion : « Ville de Québec ».',
  ]),
  greaterArea: w('Greater area', 'Grande région', [
    'The key of its area, e.g. "greater-toronto".',
    'La clé de sa région, p. ex. « greater-toronto ».',
  ]),
  timeZone: w('Time zone', 'Fuseau horaire', ['e.g. "America/Toronto"', 'p. ex. « America/Toronto »']),
  nap: w('Business listing', 'Fiche d’entreprise'),
  address: w('Address', 'Adresse', [
    'Leave out where no team works from the city.',
    'À laisser vide si aucune équipe ne travaille de cette ville.',
  ]),
  street: w('Street', 'Rue'),
  postalCode: w('Postal code', 'Code postal'),
  locationHint: w('Where the team is', 'Où est l’équipe'),
  areasServed: w('Areas served', 'Secteurs desservis'),
  hours: w('Office hours', 'Heures d’ouverture', [
    'Only in the city a team works from. The phone line is 24/7 everywhere.',
    'Seulement dans la ville d’où travaille une équipe. La ligne téléphonique répond 24 h sur 24 partout.',
  ]),
  days: w('Days', 'Jours'),
  opens: w('Opens', 'Ouvre', ['24-hour clock: "08:00"', 'Sur 24 heures : « 08:00 »']),
  closes: w('Closes', 'Ferme', ['24-hour clock: "19:00"', 'Sur 24 heures : « 19:00 »']),
  mapsUrl: w('Map link', 'Lien vers la carte'),
  setting: w('Homes and green corridors', 'Maisons et corridors verts'),

  // Regions
  province: w('Province', 'Province'),
  climate: w('Climate', 'Climat'),
  likelyInstead: w('More likely instead', 'Plus probablement'),

  // Services
  menu: w('In the menu', 'Dans le menu'),
  audiences: w('For', 'Pour'),
  animals: w('Animals', 'Animaux', [
    'Plural, lowercase: "raccoons".',
    'Au pluriel, en minuscules : « ratons laveurs ».',
  ]),
  pesticides: w('May call for a pesticide', 'Peut exiger un pesticide'),
  description: w('Description', 'Description'),
  card: w('Card text', 'Texte de la carte', [
    'One full sentence that fits the card.',
    'Une phrase complète qui tient sur la carte.',
  ]),
  modalTitle: w('Details window: title', 'Fenêtre de détails : titre'),
  modalBody: w('Details window: text', 'Fenêtre de détails : texte'),
  whatItIs: w('What it is', 'De quoi il s’agit'),
  signsAndRisks: w('Signs and risks', 'Signes et risques'),
  humaneProcess: w('Our humane process', 'Notre méthode sans cruauté'),
  whenToCall: w('When to call', 'Quand appeler'),
  pricing: w('What drives the price', 'Ce qui détermine le prix', ['Never an amount.', 'Jamais un montant.']),
  extra: w('One more section', 'Une section de plus'),
  relatedServices: w('Related services', 'Services connexes'),
  bramptonFaq: w('Brampton questions (five)', 'Questions sur Brampton (cinq)'),

  // Pages
  page: w('Page', 'Page'),
  heroHeading: w('Banner heading', 'Titre de la bannière'),
  heroText: w('Banner text', 'Texte de la bannière'),
  steps: w('The four steps', 'Les quatre étapes'),
  story: w('Our story', 'Notre histoire', ['One paragraph a line.', 'Un paragraphe par élément.']),
  promises: w('Promises', 'Engagements'),
  ctaHeading: w('Call to action: heading', 'Appel à l’action : titre'),
  ctaText: w('Call to action: text', 'Appel à l’action : texte'),
  listHeading: w('List heading', 'Titre de la liste'),
  list: w('List', 'Liste'),
  sidebarHeading: w('Sidebar heading', 'Titre de la colonne'),

  // Legal pages and blog posts
  updated: w('Last updated', 'Dernière mise à jour', ['Change it with the text.', 'À changer avec le texte.']),
  date: w('Published', 'Publié le'),
  excerpt: w('Excerpt', 'Extrait', [
    'One or two sentences for the list and search results.',
    'Une ou deux phrases pour la liste et les moteurs de recherche.',
  ]),
  author: w('Author', 'Auteur'),
  art: w('Artwork', 'Illustration', [
    'An artwork name, e.g. "services/raccoon-removal"; a picture added as blog/<post address> replaces it.',
    'Le nom d’une illustration, p. ex. « services/raccoon-removal ».',
  ]),
  'blog.services': w('About the services', 'Services dont parle l’article'),

  // The business's facts
  teams: w('Teams', 'Équipes', ['The first team is the head office.', 'La première équipe est le siège social.']),
  city: w('City', 'Ville', [
    'Province code, slash, city: "on/brampton".',
    'Code de province, barre oblique, ville : « on/brampton ».',
  ]),
  base: w('Where it works from', 'D’où elle travaille'),
  reach: w('Cities it drives to', 'Villes où elle se déplace'),
  phone: w('Phone line', 'Ligne téléphonique'),
  'phone.text': w('Number', 'Numéro', [
    'As the English pages print it: "905-555-0173".',
    'Comme l’écrivent les pages anglaises : « 905-555-0173 ».',
  ]),
  licences: w('Licences', 'Permis'),
  authority: w('Issued by', 'Délivré par'),
  kind: w('What it is', 'Nature du permis'),
  homeContracts: w('Contracts at the home (Québec permit)', 'Contrats à domicile (permis du Québec)'),
  number: w('Licence number', 'Numéro du permis'),
  founded: w('Year founded', 'Année de fondation'),
  insurance: w('Insurance', 'Assurance', [
    'Until both are entered, no page says "insured".',
    'Tant que les deux ne sont pas remplis, aucune page ne dit « assuré ».',
  ]),
  insurer: w('Insurer', 'Assureur'),
  coverage: w('Coverage', 'Couverture'),
  rating: w('Rating', 'Note', ['Without it, no stars.', 'Sans elle, aucune étoile.']),
  source: w('Where the reviews are', 'Où sont les avis'),
  average: w('Average out of 5', 'Moyenne sur 5'),
  count: w('Number of reviews', 'Nombre d’avis'),
  url: w('Link to the reviews', 'Lien vers les avis'),
  years: w('Term in years', 'Durée en années', [
    'Every promise and the terms follow. The terms change with it: set their "Last updated" (Legal pages › Terms), English and French, to today.',
    'Les engagements et les conditions suivent. Les conditions changent avec elle : mettez leur « Dernière mise à jour » (Pages juridiques › Conditions), en anglais et en français, à aujourd’hui.',
  ]),
  exclusions: w('What it does not cover', 'Ce qu’elle ne couvre pas', [
    'Quoted word for word by the terms: change them together.',
    'Citées mot pour mot par les conditions : changez-les ensemble.',
  ]),
  scope: w('What it covers, service by service', 'Ce qu’elle couvre, service par service'),
  quote: w('What is free', 'Ce qui est gratuit'),
  inspectionFee: w('Inspection fee', 'Frais d’inspection'),
  warranty: w('Warranty', 'Garantie', [
    "{years} stands for the warranty's term.",
    '{years} tient lieu de la durée de la garantie.',
  ]),
  satisfaction: w('Satisfaction', 'Satisfaction'),
};

/**
 * The French of each rule message the schemas write in English, for an editor in French. A
 * message missing here fails a unit test (editor.test.ts).
 */
export const frenchMessages: Record<string, string> = {
  'use lowercase words joined by hyphens, e.g. "greater-toronto"':
    'des mots en minuscules reliés par des traits d’union, p. ex. « greater-toronto »',
  'a province id is its two-letter code, e.g. "on"': 'le code de la province en deux lettres, p. ex. « on »',
  'a province as its two-letter code, e.g. "on"': 'le code de la province en deux lettres, p. ex. « on »',
  'greater area slugs start with "greater-"': 'la clé d’une grande région commence par « greater- »',
  'French greater area slugs start with "grand-" or "region-de-", e.g. "grand-toronto"':
    'l’adresse française d’une grande région commence par « grand- » ou « region-de- », p. ex. « grand-toronto »',
  'times are 24-hour "HH:MM", e.g. "19:00"': 'une heure sur 24 heures, « HH:MM », p. ex. « 19:00 »',
  'opens must be before closes on the same day': 'l’ouverture doit précéder la fermeture le même jour',
  'each weekday may appear in only one row': 'chaque jour ne peut paraître que sur une ligne',
  'not an IANA time zone; use e.g. "America/Toronto"':
    'ce n’est pas un fuseau horaire IANA; p. ex. « America/Toronto »',
  'a Canadian postal code as "L6P 0A1"': 'un code postal canadien comme « L6P 0A1 »',
  [`a card holds at most 80 characters`]: 'une carte contient au plus 80 caractères',
  'a card is a full sentence: end it with a full stop': 'une carte est une phrase complète : terminez-la par un point',
  'modalTitle and modalBody go together': 'le titre et le texte de la fenêtre de détails vont ensemble',
  'links must be site paths such as [bat removal](/services/bat-removal/)':
    'les liens doivent mener à des pages du site, comme [retrait de chauves-souris](/fr/services/retrait-chauves-souris/)',
  'a phone number with its area code, groups joined by hyphens: "905-555-0173", or "1-888-555-0142" for a toll-free line':
    'un numéro avec son indicatif régional, les groupes reliés par des traits d’union : « 905-555-0173 », ou « 1-888-555-0142 » pour une ligne sans frais',
  'a city as "on/brampton": the province code, a slash, the city\'s file name':
    'une ville comme « on/brampton » : le code de la province, une barre oblique, le nom du fichier de la ville',
  'write something here': 'écrivez quelque chose ici',
  'two teams work from the same city': 'deux équipes travaillent de la même ville',
  'the English and French lists of exclusions must be as long':
    'les listes d’exclusions anglaise et française doivent être aussi longues',
  'the warranty promise says its term as {years}': 'l’engagement de garantie dit sa durée avec {years}',
};

/** The editor's own words: collections, groups and the refusals it explains. */
export const editorWords = {
  cities: { en: 'Cities: {province}', fr: 'Villes : {province}' },
  city: { en: 'City', fr: 'Ville' },
  regions: { en: 'Services by province', fr: 'Services par province' },
  provinces: { en: 'Provinces and areas', fr: 'Provinces et régions' },
  services: { en: 'Services', fr: 'Services' },
  pages: { en: 'Pages', fr: 'Pages' },
  legal: { en: 'Legal pages', fr: 'Pages juridiques' },
  blog: { en: 'Blog posts', fr: 'Articles de blogue' },
  business: { en: 'Business facts', fr: 'Renseignements sur l’entreprise' },
  home: { en: 'Home', fr: 'Accueil' },
  about: { en: 'About', fr: 'À propos' },
  residential: { en: 'Residential', fr: 'Résidentiel' },
  commercial: { en: 'Commercial', fr: 'Commercial' },
  teamsFile: { en: 'Teams and phone lines', fr: 'Équipes et lignes téléphoniques' },
  licencesFile: { en: 'Licences', fr: 'Permis' },
  businessFile: { en: 'Founding year, insurance, rating', fr: 'Année de fondation, assurance, note' },
  warrantyFile: { en: 'Warranty', fr: 'Garantie' },
  promisesFile: { en: 'Promises', fr: 'Engagements' },
  refused: {
    en: 'Not saved: {problems}',
    fr: 'Rien n’a été enregistré : {problems}',
  },
  missingTwin: {
    en: 'its {lang} twin, {path}, is missing: fill in the {lang} side too',
    fr: 'son jumeau en {lang}, {path}, manque : remplissez aussi le côté {lang}',
  },
  field: { en: '{field}: {message}', fr: '{field} : {message}' },
  inEnglish: { en: 'English', fr: 'anglais' },
  inFrench: { en: 'French', fr: 'français' },
  inbox: { en: 'Inbox', fr: 'Boîte de réception' },
} satisfies Record<string, Words>;
