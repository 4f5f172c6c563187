import { IconButton } from '@csan/shared-ui';
import type { ComponentProps, Ref } from 'react';
import { useTranslation } from 'react-i18next';
import { SHELL_NS } from '../i18n/namespace';

function MenuIcon() {
  return (
    <svg viewBox="0 0 24 24" width="24" height="24" aria-hidden="true" focusable="false">
      <path
        d="M3 6h18M3 12h18M3 18h18"
        stroke="currentColor"
        strokeWidth="2"
        strokeLinecap="round"
      />
    </svg>
  );
}

/** The side panel's button on small screens (its trigger, and its stand-in until it loads). */
export function MenuButton({
  ref,
  ...props
}: ComponentProps<typeof IconButton> & { ref?: Ref<HTMLButtonElement> }) {
  const { t } = useTranslation(SHELL_NS);
  return (
    <IconButton
      ref={ref}
      variant="ghost"
      aria-label={t('nav.menu')}
      display={{ base: 'inline-flex', lg: 'none' }}
      {...props}
    >
      <MenuIcon />
    </IconButton>
  );
}
