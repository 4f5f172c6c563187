import { Button, Stack } from '@csan/shared-ui';
import { Input, LabelledField } from '@csan/shared-ui/forms';
import { useState } from 'react';
import { SaveStatus } from './SaveStatus';

type Props = {
  label: string;
  action: string;
  /** Adds the item; a rejection keeps the typed title and shows why. */
  onAdd: (title: string) => Promise<unknown>;
};

/** One labelled title and an 'Add' button (Enter adds too): a module, a lesson. */
export function AddByTitle({ label, action, onAdd }: Props) {
  const [title, setTitle] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<unknown>(null);
  const valid = title.trim().length >= 1 && title.trim().length <= 200;
  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        if (!valid || busy) return;
        setBusy(true);
        setError(null);
        onAdd(title.trim())
          .then(() => setTitle(''))
          .catch(setError)
          .finally(() => setBusy(false));
      }}
    >
      <Stack direction={{ base: 'column', sm: 'row' }} gap="2" align={{ sm: 'end' }}>
        <LabelledField label={label}>
          <Input value={title} maxLength={200} onChange={(event) => setTitle(event.target.value)} />
        </LabelledField>
        <Button type="submit" variant="outline" loading={busy} disabled={!valid}>
          {action}
        </Button>
      </Stack>
      {error ? <SaveStatus error={error} saved={false} /> : null}
    </form>
  );
}
