import { describe, expect, it } from 'vitest';
import { catalogueFile } from '../../lib/catalogue.ts';
import { realCatalogue } from '../../../test/catalogue.ts';
import { namesFrom } from './names.ts';

const names = namesFrom(catalogueFile(realCatalogue('en'), realCatalogue('fr')));

describe('names', () => {
  it('names services in either language, the general inquiry too', () => {
    expect(names.service('raccoon-removal', 'en')).toBe('Raccoon Removal');
    expect(names.service('raccoon-removal', 'fr')).toBe('Retrait de ratons laveurs');
    expect(names.service('general-inquiry', 'en')).toBe('General Inquiry');
    expect(names.service('general-inquiry', 'fr')).toBe('Demande générale');
    expect(names.service('no-such-service', 'en')).toBe('no-such-service');
  });

  it('writes a city with its province, as the site does, in either language', () => {
    expect(names.place('qc/montreal', 'en')).toBe('Montreal, QC');
    expect(names.place('qc/montreal', 'fr')).toBe('Montréal, QC');
    expect(names.place('', 'en')).toBe('');
  });

  it('knows every province and city a team may serve', () => {
    expect(names.areas.has('qc')).toBe(true);
    expect(names.areas.has('on/brampton')).toBe(true);
    expect(names.areas.has('on/bramton')).toBe(false);
    expect(names.areas.size).toBe(10 + 23);
  });

  it.each([
    ['/on/brampton/raccoon-removal/', 'raccoon-removal'],
    ['/fr/qc/montreal/retrait-ratons-laveurs/', 'raccoon-removal'],
    ['/services/bat-removal/', 'bat-removal'],
    ['/fr/services/retrait-chauves-souris/', 'bat-removal'],
    ['/on/brampton/', undefined],
    ['/contact/', undefined],
    ['/blog/how-one-way-doors-work/', undefined],
  ])('the service of %s is %s', (page, service) => {
    expect(names.serviceOfPage(page)).toBe(service);
  });
});
