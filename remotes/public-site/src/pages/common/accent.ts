// One accent palette for the public pages. Blue's solid shade keeps white
// button text above the WCAG AA 4.5:1 contrast ratio (teal's does not).
export const ACCENT_PALETTE = 'blue';
