import { Box, Stack, Text } from '@csan/shared-ui';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { NS } from '../../../i18n/namespace';

/** The file being sent: 'Uploading file… N%' over a bar (a progressbar to screen readers). */
export function UploadProgress({ fraction }: { fraction: number }) {
  const { t } = useTranslation(NS);
  const labelId = useId();
  const percent = Math.min(100, Math.max(0, Math.round(fraction * 100)));
  return (
    <Stack gap="1.5">
      <Text id={labelId} fontSize="sm" aria-live="polite">
        {t('resources.form.uploading', { percent })}
      </Text>
      <Box
        role="progressbar"
        aria-labelledby={labelId}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
        height="2"
        bg="bg.muted"
        borderRadius="full"
        overflow="hidden"
      >
        <Box height="full" width={`${percent}%`} bg="brand.600" transition="width 0.2s" />
      </Box>
    </Stack>
  );
}
