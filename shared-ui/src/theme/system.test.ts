import { defaultSystem } from '@chakra-ui/react';
import { describe, expect, it } from 'vitest';
import * as facade from '../components/chakra';
import { system } from './system';

/** `IconButton` → `iconButton`: Chakra's recipe keys are the component names in camelCase. */
const recipeKey = (name: string) => name.charAt(0).toLowerCase() + name.slice(1);

describe('the trimmed Chakra system', () => {
  it('has the recipe of every facade component that Chakra styles with one', () => {
    const names = Object.keys(facade).filter((name) => /^[A-Z]/.test(name));
    const missing = names.map(recipeKey).filter((key) => {
      const styled = defaultSystem.isRecipe(key) || defaultSystem.isSlotRecipe(key);
      return styled && !system.isRecipe(key) && !system.isSlotRecipe(key);
    });
    expect(names.length).toBeGreaterThan(10);
    expect(missing).toEqual([]);
  });

  it('styles the buttons built on the button recipe and the icons inside them', () => {
    for (const key of ['button', 'icon']) expect(system.isRecipe(key)).toBe(true);
  });

  it('keeps the default tokens and the CSAN palettes', () => {
    expect(system.token('colors.gray.500')).toBe(defaultSystem.token('colors.gray.500'));
    expect(system.token('colors.brand.800')).toBe('#0b4f3c');
    expect(system.token('spacing.4')).toBe(defaultSystem.token('spacing.4'));
  });

  it('leaves out recipes of components the portal does not use', () => {
    expect(defaultSystem.isSlotRecipe('table')).toBe(true);
    expect(system.isSlotRecipe('table')).toBe(false);
  });

  it('leaves the recipes of the on-demand components to @csan/shared-ui/forms', () => {
    // This file never loads ../forms, which adds them (forms/forms.test.tsx).
    for (const key of ['dialog', 'field', 'nativeSelect', 'tabs', 'toast']) {
      expect(system.isSlotRecipe(key)).toBe(false);
    }
    for (const key of ['input', 'textarea']) expect(system.isRecipe(key)).toBe(false);
  });
});
