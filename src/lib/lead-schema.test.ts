import { describe, expect, it } from 'vitest';
import { en } from '../i18n/en.ts';
import { fr } from '../i18n/fr.ts';
import { fieldErrors, leadSchema } from './lead-schema.ts';

const quote = { kind: 'quote', name: 'Grace Hopper', phone: '905-555-0199', page: '/on/brampton/raccoon-removal/' };
const contact = {
  kind: 'contact',
  name: 'Ada Lovelace',
  email: 'ada@example.com',
  message: 'Hello',
  page: '/contact/',
};

describe('the urgency questions of a lead', () => {
  it.each([
    [{}, { animalInside: '', exposure: '' }],
    [
      { animalInside: '', exposure: '' },
      { animalInside: '', exposure: '' },
    ],
    [{ animalInside: 'yes' }, { animalInside: 'yes', exposure: '' }],
    [{ exposure: 'no' }, { animalInside: '', exposure: 'no' }],
    [
      { animalInside: 'no', exposure: 'yes' },
      { animalInside: 'no', exposure: 'yes' },
    ],
  ])('reads %j as %j, on both forms', (answers, read) => {
    for (const lead of [quote, contact]) expect(leadSchema.parse({ ...lead, ...answers })).toMatchObject(read);
  });

  it.each([
    ['animalInside', 'Yes'],
    ['animalInside', 'oui'],
    ['animalInside', true],
    ['exposure', null],
    ['exposure', ['yes', 'no']],
    ['exposure', 'yes please'],
  ])('refuses %s=%j with a message naming the question, in each language', (field, value) => {
    const result = leadSchema.safeParse({ ...quote, [field]: value });
    expect(result.success).toBe(false);
    if (result.success) return;
    const key = field as 'animalInside' | 'exposure';
    expect(fieldErrors(result.error.issues, en.leadErrors)).toEqual({ [field]: en.leadErrors[key] });
    expect(fieldErrors(result.error.issues, fr.leadErrors)).toEqual({ [field]: fr.leadErrors[key] });
  });

  it('says what is wrong with each question on its own', () => {
    const result = leadSchema.safeParse({ ...contact, animalInside: 'maybe', exposure: 'maybe' });
    expect(result.success || fieldErrors(result.error.issues, en.leadErrors)).toEqual({
      animalInside:
        'Please answer yes or no to whether the animal is inside your living space now, or leave it unanswered.',
      exposure:
        'Please answer yes or no to whether anyone was bitten or scratched, or woke up with a bat in the room, or leave it unanswered.',
    });
  });
});
