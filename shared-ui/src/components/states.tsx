import { Button, Center, Spinner, Stack, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { SHARED_UI_NS } from '../i18n/shared-ui-translations';

/** Render order everywhere: loading → error → empty → data. */
export function LoadingState({ label }: { label?: string }) {
  const { t } = useTranslation(SHARED_UI_NS);
  return (
    <Center py="12" role="status" aria-live="polite">
      <Stack align="center" gap="3">
        <Spinner size="lg" color="brand.600" />
        <Text color="fg.muted">{label ?? t('state.loading')}</Text>
      </Stack>
    </Center>
  );
}

type ErrorStateProps = { title?: string; message?: ReactNode; onRetry?: () => void };

export function ErrorState({ title, message, onRetry }: ErrorStateProps) {
  const { t } = useTranslation(SHARED_UI_NS);
  return (
    <Center py="12" role="alert">
      <Stack align="center" gap="3" textAlign="center" maxW="lg">
        <Text fontWeight="semibold" fontSize="lg">
          {title ?? t('state.error')}
        </Text>
        {message ? <Text color="fg.muted">{message}</Text> : null}
        {onRetry ? (
          <Button colorPalette="brand" onClick={onRetry}>
            {t('state.retry')}
          </Button>
        ) : null}
      </Stack>
    </Center>
  );
}

export function EmptyState({ message, action }: { message?: ReactNode; action?: ReactNode }) {
  const { t } = useTranslation(SHARED_UI_NS);
  return (
    <Center py="12">
      <Stack align="center" gap="3" textAlign="center">
        <Text color="fg.muted">{message ?? t('state.empty')}</Text>
        {action}
      </Stack>
    </Center>
  );
}
