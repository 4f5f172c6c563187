import { createSystem, defaultBaseConfig, defaultConfig, defineConfig } from '@chakra-ui/react';
import { describe, expect, it } from 'vitest';
import { csanRecipes } from './recipes';
import { system } from './system';
import { lightOnly, UNUSED_PALETTES } from './tokens';

type Css = { [key: string]: string | Css };

/** Every CSS variable of the system's token CSS, by the selector (condition) it is set under. */
function variablesBySelector(
  css: Css,
  selector = '',
  out: Record<string, Record<string, string>> = {},
) {
  for (const [key, value] of Object.entries(css)) {
    if (typeof value === 'object') variablesBySelector(value, `${selector} ${key}`, out);
    else out[selector] = { ...out[selector], [key]: value };
  }
  return out;
}

/** The variables a page without Chakra's `dark` class sees: all but the `.dark` ones. */
function lightVariables(css: Css) {
  const seen: Record<string, string> = {};
  for (const [selector, vars] of Object.entries(variablesBySelector(css)))
    if (!selector.includes('.dark')) Object.assign(seen, vars);
  return seen;
}

describe('lightOnly', () => {
  it('keeps the light value of a light/dark pair and leaves other tokens alone', () => {
    const tree = {
      bg: {
        DEFAULT: { value: { _light: '{colors.white}', _dark: '{colors.black}' } },
        hover: { value: { _light: 'a', _dark: 'b', _hover: 'c' }, description: 'kept' },
      },
      plain: { value: '{colors.gray.500}' },
    };
    expect(lightOnly(tree)).toEqual({
      bg: {
        DEFAULT: { value: '{colors.white}' },
        hover: { value: { _light: 'a', _hover: 'c' }, description: 'kept' },
      },
      plain: { value: '{colors.gray.500}' },
    });
  });
});

describe('the trimmed tokens', () => {
  // The same recipes and CSAN palettes on Chakra's untrimmed tokens: what the portal had before.
  const untrimmed = createSystem(
    defaultBaseConfig,
    defineConfig({
      ...csanRecipes,
      theme: {
        ...csanRecipes.theme,
        tokens: defaultConfig.theme?.tokens,
        semanticTokens: defaultConfig.theme?.semanticTokens,
      },
    }),
    system._config,
  );

  it('sets no dark-mode variables and none of the unused palettes', () => {
    const selectors = Object.keys(variablesBySelector(system.getTokenCss() as Css));
    expect(selectors.some((selector) => selector.includes('.dark'))).toBe(false);
    const names = Object.keys(lightVariables(system.getTokenCss() as Css));
    for (const palette of UNUSED_PALETTES)
      expect(names.filter((name) => name.includes(`-colors-${palette}-`))).toEqual([]);
    expect(system.tokens.allTokens.length).toBeLessThan(untrimmed.tokens.allTokens.length);
  });

  it('leaves no variable pointing at one that was removed', () => {
    const vars = lightVariables(system.getTokenCss() as Css);
    const referenced = Object.values(vars).flatMap((value) =>
      [...String(value).matchAll(/var\((--chakra-[\w-]+)/g)].map((match) => match[1] ?? ''),
    );
    expect(referenced.length).toBeGreaterThan(50);
    expect(referenced.filter((name) => !(name in vars))).toEqual([]);
  });

  it('gives every variable a page sees the value it had before', () => {
    const before = lightVariables(untrimmed.getTokenCss() as Css);
    const after = lightVariables(system.getTokenCss() as Css);
    const removed = new RegExp(`-colors-(${UNUSED_PALETTES.join('|')})-`);
    for (const name of Object.keys(before).filter((n) => !removed.test(n)))
      expect([name, after[name]]).toEqual([name, before[name]]);
    expect(Object.keys(after).sort()).toEqual(
      Object.keys(before)
        .filter((n) => !removed.test(n))
        .sort(),
    );
  });

  it('styles semantic tokens, shadows and palettes the same way', () => {
    const styles = [
      { bg: 'bg.muted', color: 'fg.muted', borderColor: 'border.emphasized', boxShadow: 'md' },
      { colorPalette: 'brand', bg: 'colorPalette.solid', color: 'colorPalette.contrast' },
      { bg: 'red.subtle', _hover: { bg: 'gray.100' }, color: 'whiteAlpha.800' },
    ];
    for (const style of styles) expect(system.css(style)).toEqual(untrimmed.css(style));
  });
});
