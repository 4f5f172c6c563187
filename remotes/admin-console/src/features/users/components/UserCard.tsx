import { Badge, Box, formatDate, HStack, Stack, Text, VisuallyHidden } from '@csan/shared-ui';
import { useTranslation } from 'react-i18next';
import { NS } from '../../../i18n/namespace';
import { ACCESS_FLAGS, type UserRow } from '../api/user-list-query';
import { AccessFlagSwitch } from './AccessFlagSwitch';

/** One user: name, e-mail, organization, tier, MFA, joined; the three access switches. */
export function UserCard({ user }: { user: UserRow }) {
  const { t, i18n } = useTranslation(NS);
  const name = user.full_name?.trim() || t('users.noName');
  return (
    <Box as="li" borderWidth="1px" borderRadius="md" p="4" listStyleType="none">
      <Stack gap="3">
        <Stack gap="1">
          <HStack gap="2" flexWrap="wrap">
            <Text as="h3" fontWeight="semibold">
              {name}
            </Text>
            <Badge variant="subtle" colorPalette={user.membership_tier ? 'blue' : 'gray'}>
              {user.membership_tier ?? t('users.noTier')}
            </Badge>
            <Badge variant="subtle" colorPalette={user.mfa_enabled ? 'green' : 'orange'}>
              {user.mfa_enabled ? t('users.mfaOn') : t('users.mfaOff')}
            </Badge>
          </HStack>
          <Text fontSize="sm" wordBreak="break-all">
            {user.email ?? t('users.noEmail')}
          </Text>
          <Text fontSize="sm" color="fg.muted">
            {[
              user.organization,
              t('users.joined', { date: formatDate(user.created_at, i18n.language) }),
            ]
              .filter(Boolean)
              .join(' · ')}
          </Text>
        </Stack>
        <Box as="fieldset" border="0" p="0" m="0">
          <VisuallyHidden as="legend">{t('users.flagsLabel', { name })}</VisuallyHidden>
          <Stack direction={{ base: 'column', md: 'row' }} gap={{ base: '2', md: '6' }}>
            {ACCESS_FLAGS.map((flag) => (
              <AccessFlagSwitch key={flag} user={user} flag={flag} />
            ))}
          </Stack>
        </Box>
      </Stack>
    </Box>
  );
}
