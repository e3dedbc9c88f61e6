import { describe, expect, it } from 'vitest';
import { apiBuildForm, buildPageIntent } from './builds.server';

describe('apiBuildForm', () => {
  it("renames the vehicle selects to the API's fields and passes the text, kept photos and chosen photos on", () => {
    const form = new FormData();
    form.append('title', 'Trail rig');
    form.append('story', 'Lifted.');
    form.append('parts', 'TA-1\nTA-2');
    form.append('keepPhotos', 'a1');
    form.append('keepPhotos', 'b2');
    form.append('year', '2021');
    form.append('make', 'jeep');
    form.append('model', 'wrangler');
    form.append('photos', new Blob([new Uint8Array([0xff, 0xd8, 0xff])]), 'rig.jpg');
    const sent = apiBuildForm(form);
    expect([...sent.keys()]).toEqual([
      'title',
      'story',
      'parts',
      'keepPhotos',
      'keepPhotos',
      'year',
      'makeSlug',
      'modelSlug',
      'photos',
    ]);
    expect(sent.getAll('keepPhotos')).toEqual(['a1', 'b2']);
    expect(sent.get('makeSlug')).toBe('jeep');
    expect((sent.get('photos') as File).name).toBe('rig.jpg');
  });

  it('leaves out the empty file part of a file input left empty, and selects left on their placeholder', () => {
    const form = new FormData();
    form.append('title', 'Trail rig');
    form.append('make', '');
    form.append('photos', new Blob([]), '');
    const sent = apiBuildForm(form);
    expect(sent.has('photos')).toBe(false);
    expect(sent.has('makeSlug')).toBe(false);
  });
});

describe('buildPageIntent', () => {
  it('knows adding all parts to the cart, the two decisions and deleting, and nothing else', () => {
    const intent = (value: string) => {
      const form = new FormData();
      form.append('intent', value);
      return buildPageIntent(form);
    };
    expect(intent('add-all-to-cart')).toBe('add-all-to-cart');
    expect(intent('publish')).toBe('publish');
    expect(intent('reject')).toBe('reject');
    expect(intent('delete-build')).toBe('delete-build');
    expect(intent('delete')).toBeNull();
  });
});
