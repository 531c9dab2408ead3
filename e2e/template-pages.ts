/** One page of every template (issue 6): what the byte budgets and Lighthouse look at. */
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
