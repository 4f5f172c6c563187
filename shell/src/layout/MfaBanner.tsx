import type { MfaDeadlineState } from '@csan/shared-auth';
import { paths } from '@csan/shared-auth/paths';
import { Alert, Button, Container } from '@csan/shared-ui';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import { SHELL_NS } from '../i18n/namespace';
import { useSiteBase } from './site-base';

type Shown = Extract<MfaDeadlineState, { kind: 'normal' | 'urgent' }>;

/**
 * The MFA deadline banner: 'MFA Setup Required Today' / 'in N Day(s)' with the two
 * warning texts; destructive styling at 1 day or less; 'Set Up MFA Now' leads to /account.
 * On a phone a deadline that is not urgent gets a compact banner (the warning shows two lines,
 * whole for screen readers) so that a year-away deadline does not take a quarter of the screen.
 */
export default function MfaBanner({ state }: { state: Shown }) {
  const { t } = useTranslation(SHELL_NS);
  const today = state.daysLeft === 0;
  const count = state.daysLeft;
  const base = useSiteBase();
  const compact = state.kind === 'normal';
  return (
    <Container maxW="7xl" pt="4">
      <Alert.Root
        status={state.kind === 'urgent' ? 'error' : 'info'}
        variant={state.kind === 'urgent' ? 'solid' : 'subtle'}
        data-testid="mfa-banner"
        data-urgency={state.kind}
        flexWrap={{ base: 'wrap', md: 'nowrap' }}
        alignItems="center"
        {...(compact ? { py: { base: '2', md: '3' }, rowGap: { base: '1', md: '2' } } : {})}
      >
        <Alert.Indicator />
        {/* On a phone the text takes the row and the button wraps under it; without a basis the
            text column shrank beside the button to a few words a line (long in Swahili). */}
        <Alert.Content flexBasis={{ base: 'calc(100% - 2.5rem)', md: '0' }}>
          <Alert.Title {...(compact ? { fontSize: { base: 'sm', md: 'md' } } : {})}>
            {today ? t('mfaBanner.titleToday') : t('mfaBanner.titleDays', { count })}
          </Alert.Title>
          <Alert.Description
            {...(compact
              ? { fontSize: { base: 'xs', md: 'sm' }, lineClamp: { base: 2, md: 'unset' } }
              : {})}
          >
            {today ? t('mfaBanner.bodyToday') : t('mfaBanner.bodyDays', { count })}
          </Alert.Description>
        </Alert.Content>
        <Button
          asChild
          size={compact ? { base: 'xs', md: 'sm' } : 'sm'}
          ms={{ base: '8', md: '0' }}
          variant={state.kind === 'urgent' ? 'surface' : 'solid'}
          colorPalette={state.kind === 'urgent' ? 'gray' : 'brand'}
        >
          {base ? (
            // On an area host MFA is set up on the main site's account page.
            <a href={new URL(paths.account(), base).href}>{t('mfaBanner.action')}</a>
          ) : (
            <RouterLink to={paths.account()}>{t('mfaBanner.action')}</RouterLink>
          )}
        </Button>
      </Alert.Root>
    </Container>
  );
}
