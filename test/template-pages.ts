/** One page of every template: what the byte budgets, the Nu checker, axe and Lighthouse look at. */
export const templatePages = [
  { template: 'home', path: '/' },
  { template: 'about', path: '/about/' },
  { template: 'contact', path: '/contact/' },
  { template: 'services', path: '/services/' },
  { template: 'audience', path: '/services/residential/' },
  { template: 'service', path: '/services/bat-removal/' },
  { template: 'area', path: '/on/greater-toronto/' },
  { template: 'city', path: '/on/brampton/' },
  { template: 'city x service', path: '/on/brampton/raccoon-removal/' },
  { template: 'blog', path: '/blog/' },
  { template: 'post', path: '/blog/how-one-way-doors-work/' },
  { template: 'legal', path: '/privacy/' },
  { template: 'thank-you', path: '/thank-you/' },
  { template: 'not found', path: '/on/nowhere/' },
] as const;

/** The French twin of each template page: French pages meet every budget and check English does. */
export const frenchTemplatePages = [
  { template: 'home', path: '/fr/' },
  { template: 'about', path: '/fr/a-propos/' },
  { template: 'contact', path: '/fr/contact/' },
  { template: 'services', path: '/fr/services/' },
  { template: 'audience', path: '/fr/services/residentiel/' },
  { template: 'service', path: '/fr/services/retrait-chauves-souris/' },
  { template: 'area', path: '/fr/qc/grand-montreal/' },
  { template: 'city', path: '/fr/qc/montreal/' },
  { template: 'city x service', path: '/fr/qc/montreal/retrait-ratons-laveurs/' },
  { template: 'blog', path: '/fr/blogue/' },
  { template: 'post', path: '/fr/blogue/fonctionnement-des-portes-a-sens-unique/' },
  { template: 'legal', path: '/fr/confidentialite/' },
  { template: 'thank-you', path: '/fr/merci/' },
  { template: 'not found', path: '/fr/on/nulle-part/' },
] as const;

/** Every template page in both languages. */
export const bothLanguagesTemplatePages = [...templatePages, ...frenchTemplatePages];

/**
 * More pages of the same templates whose content changes what a checker sees: the other
 * audience, an area without raccoons, a city without a street address, an absent species,
 * the other legal pages. axe opens these as well as the list above.
 */
export const variantPages = [
  { template: 'audience', path: '/services/commercial/' },
  { template: 'area', path: '/nl/greater-st-johns/' },
  { template: 'city', path: '/on/vaughan/' },
  { template: 'city', path: '/ab/calgary/' },
  { template: 'city x service', path: '/nl/st-johns/skunk-removal/' },
  { template: 'legal', path: '/terms/' },
  { template: 'legal', path: '/accessibility/' },
  { template: 'city', path: '/fr/on/brampton/' },
  { template: 'city x service', path: '/fr/nl/st-johns/retrait-mouffettes/' },
] as const;
