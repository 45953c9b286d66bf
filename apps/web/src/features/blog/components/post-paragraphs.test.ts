// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { postParagraphs } from './post-paragraphs';

describe('postParagraphs', () => {
  it('splits on blank lines, however many and whatever line endings', () => {
    expect(postParagraphs('One.\n\nTwo.\r\n\r\nThree.\n \n\n\tFour.')).toEqual([
      'One.',
      'Two.',
      'Three.',
      'Four.',
    ]);
  });

  it('keeps single line breaks inside a paragraph and drops empty edges', () => {
    expect(postParagraphs('\n\nRoses are red,\nviolets are blue.\n\n')).toEqual([
      'Roses are red,\nviolets are blue.',
    ]);
  });

  it('gives nothing for blank content', () => {
    expect(postParagraphs(' \n\n ')).toEqual([]);
  });
});
