import type { LiveStatus } from '@csan/shared-auth';
import { Box, HStack, Text } from '@csan/shared-ui';
import { useTranslation } from 'react-i18next';
import { NS } from '../i18n/namespace';

const COLOR: Record<Exclude<LiveStatus, 'off'>, string> = {
  live: 'green.500',
  connecting: 'gray.400',
  reconnecting: 'orange.500',
};

/**
 * "Live" while the list follows the database's changes, "Connecting…" / "Reconnecting…"
 * otherwise (the client rejoins by itself); nothing when not watching. A polite live region, so a
 * screen reader hears the connection drop and come back; the dot is decoration.
 */
export function LiveIndicator({ status }: { status: LiveStatus }) {
  const { t } = useTranslation(NS);
  if (status === 'off') return null;
  return (
    <HStack gap="1.5" role="status" aria-live="polite" data-live-status={status}>
      <Box aria-hidden="true" w="2" h="2" borderRadius="full" bg={COLOR[status]} />
      <Text fontSize="sm" color="fg.muted">
        {t(`live.${status}`)}
      </Text>
    </HStack>
  );
}
