import { createSystem, defaultBaseConfig, defineConfig } from '@chakra-ui/react';
import { csanRecipes } from './recipes';

/**
 * CSAN's look: deep green (security, Ghana's forests) with gold accents. Only colour tokens and
 * a few global styles are ours. `brand` and `gold` are full palettes so `colorPalette="brand"`
 * works.
 */
const csanTheme = defineConfig({
  theme: {
    tokens: {
      colors: {
        brand: {
          50: { value: '#e8f5ef' },
          100: { value: '#c5e6d6' },
          200: { value: '#9dd4ba' },
          300: { value: '#6fbf9b' },
          400: { value: '#45a87d' },
          500: { value: '#1f8c62' },
          600: { value: '#16704f' },
          700: { value: '#0f5a40' },
          800: { value: '#0b4f3c' },
          900: { value: '#06301f' },
          950: { value: '#031d13' },
        },
        gold: {
          50: { value: '#fdf8e7' },
          100: { value: '#f9ecc0' },
          200: { value: '#f3dc8d' },
          300: { value: '#eccb59' },
          400: { value: '#e5bb33' },
          500: { value: '#d4a017' },
          600: { value: '#a97f10' },
          700: { value: '#7f5f0c' },
          800: { value: '#564008' },
          900: { value: '#2d2104' },
          950: { value: '#1a1302' },
        },
      },
    },
    semanticTokens: {
      colors: {
        brand: {
          solid: { value: '{colors.brand.700}' },
          contrast: { value: 'white' },
          fg: { value: '{colors.brand.700}' },
          muted: { value: '{colors.brand.100}' },
          subtle: { value: '{colors.brand.50}' },
          emphasized: { value: '{colors.brand.200}' },
          focusRing: { value: '{colors.brand.500}' },
        },
        gold: {
          solid: { value: '{colors.gold.500}' },
          contrast: { value: '{colors.brand.950}' },
          fg: { value: '{colors.gold.700}' },
          muted: { value: '{colors.gold.100}' },
          subtle: { value: '{colors.gold.50}' },
          emphasized: { value: '{colors.gold.200}' },
          focusRing: { value: '{colors.gold.500}' },
        },
      },
    },
  },
  globalCss: {
    // A visible focus ring for keyboard users everywhere (WCAG 2.4.7).
    ':focus-visible': { outline: '2px solid {colors.gold.500}', outlineOffset: '2px' },
  },
});

/**
 * Chakra's base config (conditions, utilities) + its default tokens and styles + only the
 * recipes of the components the facade exports (./recipes), instead of `defaultConfig` with
 * every recipe of the library: the system is on the start-up path of every page.
 */
export const system = createSystem(defaultBaseConfig, csanRecipes, csanTheme);
