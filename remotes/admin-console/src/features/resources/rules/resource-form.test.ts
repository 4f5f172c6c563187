import { describe, expect, it } from 'vitest';
import {
  formValuesOf,
  RESOURCE_FORM_DEFAULTS,
  type ResourceFormInput,
  resourceFormSchema,
  splitList,
  todayUtc,
} from './resource-form';

const TODAY = '2026-11-25';
const parse = (changes: Partial<ResourceFormInput>, keptType?: string) =>
  resourceFormSchema(TODAY, keptType).safeParse({
    ...RESOURCE_FORM_DEFAULTS,
    title: 'Zero Trust',
    authors: 'Ama Owusu',
    ...changes,
  });
const errorsOf = (changes: Partial<ResourceFormInput>, keptType?: string) => {
  const parsed = parse(changes, keptType);
  return parsed.success ? [] : parsed.error.issues.map((i) => `${i.path.join('.')}:${i.message}`);
};

describe('the resource dialog: the rules', () => {
  it('writes the trimmed fields, authors and tags as lists, and today as the publish date', () => {
    const parsed = parse({
      title: '  Zero Trust for Banks ',
      description: ' A guide. ',
      contentType: 'White Paper',
      accessTier: 'Professional',
      authors: ' Ama Owusu ,Kofi Mensah,, ',
      tags: 'zero trust, banking , zero trust',
    });
    expect(parsed.success && parsed.data).toEqual({
      title: 'Zero Trust for Banks',
      description: 'A guide.',
      content_type: 'White Paper',
      access_tier: 'Professional',
      author_names: ['Ama Owusu', 'Kofi Mensah'],
      tags: ['zero trust', 'banking'],
      publish_date: TODAY,
    });
  });

  it('stores no description and no tags when they are left empty', () => {
    const parsed = parse({ description: '   ', tags: ' , ' });
    expect(parsed.success && parsed.data).toMatchObject({ description: null, tags: null });
  });

  it('requires a title of at most 300 characters', () => {
    expect(errorsOf({ title: '   ' })).toEqual(['title:titleRequired']);
    expect(errorsOf({ title: 'x'.repeat(301) })).toEqual(['title:titleTooLong']);
    expect(errorsOf({ title: 'x'.repeat(300) })).toEqual([]);
  });

  it('requires at least one author', () => {
    expect(errorsOf({ authors: '' })).toEqual(['authors:authorsRequired']);
    expect(errorsOf({ authors: ' , ,' })).toEqual(['authors:authorsRequired']);
  });

  it('takes a description of at most 5,000 characters', () => {
    expect(errorsOf({ description: 'x'.repeat(5001) })).toEqual(['description:descriptionTooLong']);
  });

  it('offers the six content types, and keeps an edited item’s other type', () => {
    for (const type of [
      'Research Paper',
      'White Paper',
      'Case Study',
      'Technical Guide',
      'Report',
      'Article',
    ]) {
      expect(errorsOf({ contentType: type })).toEqual([]);
    }
    expect(errorsOf({ contentType: 'R&D Report' })).toEqual(['contentType:contentType']);
    expect(errorsOf({ contentType: 'R&D Report' }, 'R&D Report')).toEqual([]);
  });

  it('takes the four access tiers only', () => {
    expect(errorsOf({ accessTier: 'Patron' as ResourceFormInput['accessTier'] })).toEqual([
      'accessTier:accessTier',
    ]);
  });

  it('fills the form from an item, lists comma separated', () => {
    expect(
      formValuesOf({
        title: 'T',
        description: null,
        content_type: 'R&D Report',
        access_tier: 'Corporate',
        author_names: ['A', 'B'],
        tags: null,
      }),
    ).toEqual({
      title: 'T',
      description: '',
      contentType: 'R&D Report',
      accessTier: 'Corporate',
      authors: 'A, B',
      tags: '',
    });
  });

  it('splits comma-separated lists', () => {
    expect(splitList(' a, b ,,a , c ')).toEqual(['a', 'b', 'c']);
    expect(splitList('')).toEqual([]);
  });

  it('knows today in UTC', () => {
    expect(todayUtc(new Date('2026-11-25T23:30:00-05:00'))).toBe('2026-11-26');
  });
});
