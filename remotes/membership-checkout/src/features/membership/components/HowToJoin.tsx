import { paths } from '@csan/shared-auth/paths';
import { Button, Heading, List, Stack, Text } from '@csan/shared-ui';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import { NS } from '../../../i18n/namespace';

const STEPS = ['s1', 's2', 's3', 's4'] as const;

/** The sign-in page opened on its waitlist form (the shell's `?tab=waitlist`). */
export const WAITLIST_PATH = `${paths.login()}?tab=waitlist`;

/**
 * For a signed-out visitor, above the tiers: membership is by invitation, the four steps from
 * the waitlist to paying, and the waitlist form one press away (issue 26: the way in was a tab
 * on /login that no page pointed to). `id="join"`: the home page's Join can point here.
 */
export function HowToJoin() {
  const { t } = useTranslation(NS);
  return (
    <Stack
      as="section"
      id="join"
      aria-labelledby="join-heading"
      gap="4"
      borderWidth="1px"
      borderRadius="lg"
      p={{ base: '4', md: '6' }}
      bg="bg.subtle"
    >
      <Heading as="h2" size="xl" id="join-heading">
        {t('membership.join.heading')}
      </Heading>
      <Text>{t('membership.join.byInvitation')}</Text>
      <List.Root as="ol" gap="2" ps="5">
        {STEPS.map((step) => (
          <List.Item key={step}>{t(`membership.join.steps.${step}`)}</List.Item>
        ))}
      </List.Root>
      <Button asChild colorPalette="brand" alignSelf={{ base: 'stretch', sm: 'start' }}>
        <RouterLink to={WAITLIST_PATH}>{t('membership.join.cta')}</RouterLink>
      </Button>
    </Stack>
  );
}
