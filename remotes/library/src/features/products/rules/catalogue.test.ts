import { describe, expect, it } from 'vitest';
import data from '../catalogue.json';
import { catalogueSchema, TOOLS, toolAction, toolText } from './catalogue';

describe('the tools catalogue', () => {
  it('lists four tools, each with texts in the four languages and as many features in each', () => {
    expect(TOOLS).toHaveLength(4);
    for (const tool of TOOLS) {
      const counts = Object.values(tool.text).map((text) => text.features.length);
      expect(new Set(counts).size, tool.id).toBe(1);
      expect(counts[0], tool.id).toBeGreaterThan(0);
    }
    expect(new Set(TOOLS.map((tool) => tool.id)).size).toBe(TOOLS.length);
  });

  it('refuses an edit with an unknown status, a missing language or a non-web link', () => {
    const [first] = data.tools;
    const broken = (change: object) =>
      catalogueSchema.safeParse({ tools: [{ ...first, ...change }] }).success;
    expect(broken({})).toBe(true);
    expect(broken({ status: 'Available' })).toBe(false);
    expect(broken({ link: 'javascript:alert(1)' })).toBe(false);
    expect(broken({ text: { en: first?.text.en } })).toBe(false);
  });

  it('picks the page language, English otherwise', () => {
    const [tool] = TOOLS;
    if (!tool) throw new Error('no tool');
    expect(toolText(tool, 'fr')).toBe(tool.text.fr);
    expect(toolText(tool, 'de')).toBe(tool.text.en);
    expect(toolText(tool, undefined)).toBe(tool.text.en);
  });

  it.each([
    ['available', { kind: 'launch', href: 'https://tools.example/x' }],
    ['beta', { kind: 'beta' }],
    ['coming_soon', { kind: 'disabled', status: 'coming_soon' }],
    ['planning', { kind: 'disabled', status: 'planning' }],
    ['partner_access_only', { kind: 'disabled', status: 'partner_access_only' }],
  ] as const)('%s → %j', (status, action) => {
    expect(toolAction({ status, link: 'https://tools.example/x' })).toEqual(action);
  });
});
