import { describe, expect, it } from 'vitest';
import { editableAttributes } from './editable';

describe('editableAttributes', () => {
  it('reads the editor comment into data attributes', () => {
    const editable = '<!--#storyblok#{"name":"section","space":"7","uid":"abc-1","id":"42"}-->';
    expect(editableAttributes(editable)).toEqual({
      'data-blok-c': '{"name":"section","space":"7","uid":"abc-1","id":"42"}',
      'data-blok-uid': '42-abc-1',
    });
  });

  it('accepts a numeric story id', () => {
    expect(editableAttributes('<!--#storyblok#{"uid":"u","id":5}-->')['data-blok-uid']).toBe('5-u');
  });

  it.each([
    undefined,
    '',
    'not a comment',
    '<!--#storyblok#{broken-->',
    '<!--#storyblok#null-->',
    '<!--#storyblok#{"uid":"u"}-->',
    '<!--#storyblok#{"id":"1"}-->',
  ])('gives nothing for %j', (editable) => {
    expect(editableAttributes(editable)).toEqual({});
  });
});
