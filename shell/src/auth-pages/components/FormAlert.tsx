import { Alert } from '@csan/shared-ui';

/** A form's outcome message, announced as soon as it appears (role alert / status). */
export function FormAlert({
  status,
  message,
}: {
  status: 'error' | 'success' | 'info';
  message: string;
}) {
  return (
    <Alert.Root status={status} role={status === 'error' ? 'alert' : 'status'}>
      <Alert.Indicator />
      <Alert.Title>{message}</Alert.Title>
    </Alert.Root>
  );
}
