import { describe, expect, it } from 'vitest';
import { callClickParams } from './call-clicks.ts';

describe('callClickParams', () => {
  it('names the place and the number dialled', () => {
    expect(callClickParams({ href: 'tel:+19055550173', place: 'hero' })).toEqual({
      event_category: 'Call',
      event_label: 'hero',
      phone_number: '+19055550173',
    });
  });
});
