import { Box, Text } from '@csan/shared-ui';

/** A course's progress in per cent, as a named progress bar with its figure beside it. */
export function ProgressBar({ percent, label }: { percent: number; label: string }) {
  const value = Math.max(0, Math.min(100, Math.round(percent)));
  return (
    <Box>
      <Text fontSize="sm" mb="1" data-testid="progress-percent">
        {label}: {value}%
      </Text>
      <Box
        role="progressbar"
        aria-label={label}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={value}
        h="2"
        bg="bg.muted"
        borderRadius="full"
        overflow="hidden"
      >
        <Box h="full" w={`${value}%`} bg="brand.600" />
      </Box>
    </Box>
  );
}
