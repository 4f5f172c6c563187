// One accent palette for the public pages: the brand green the rest of the site uses. Its
// solid shade (brand.700) keeps white button text far above the WCAG AA 4.5:1 contrast ratio.
export const ACCENT_PALETTE = 'brand';
