import type { ReactElement } from 'react';

// Simplified flags as inline SVG: emoji flags render as two letters on systems without an
// emoji font (most Linux and Windows desktops), and images would be extra requests.
const FLAGS: Record<string, ReactElement> = {
  GB: (
    <>
      <rect width="60" height="40" fill="#012169" />
      <path d="M0 0l60 40M60 0L0 40" stroke="#fff" strokeWidth="8" />
      <path d="M0 0l60 40M60 0L0 40" stroke="#c8102e" strokeWidth="3" />
      <path d="M30 0v40M0 20h60" stroke="#fff" strokeWidth="12" />
      <path d="M30 0v40M0 20h60" stroke="#c8102e" strokeWidth="7" />
    </>
  ),
  FR: (
    <>
      <rect width="20" height="40" fill="#002395" />
      <rect x="20" width="20" height="40" fill="#fff" />
      <rect x="40" width="20" height="40" fill="#ed2939" />
    </>
  ),
  PT: (
    <>
      <rect width="24" height="40" fill="#046a38" />
      <rect x="24" width="36" height="40" fill="#da291c" />
      <circle cx="24" cy="20" r="8" fill="#ffe900" />
    </>
  ),
  KE: (
    <>
      <rect width="60" height="40" fill="#fff" />
      <rect width="60" height="12" fill="#000" />
      <rect y="14" width="60" height="12" fill="#bb0000" />
      <rect y="28" width="60" height="12" fill="#006600" />
      <ellipse cx="30" cy="20" rx="5" ry="11" fill="#bb0000" stroke="#000" strokeWidth="1" />
    </>
  ),
};

/** A small decorative flag for a country code (GB, FR, PT, KE); the label beside it names it. */
export function Flag({ country }: { country: string }) {
  const flag = FLAGS[country];
  if (!flag) return null;
  return (
    <svg
      viewBox="0 0 60 40"
      width="20"
      height="14"
      aria-hidden="true"
      focusable="false"
      style={{ borderRadius: 2 }}
    >
      {flag}
    </svg>
  );
}
