import { toaster } from '@csan/shared-ui';
import { Switch } from '@csan/shared-ui/forms';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { NS } from '../../../i18n/namespace';
import { useDirectoryEntryUpdateMutation } from '../api/directory-entry-update-mutation';

/**
 * The make-public switch. It shows the stored state (it moves once the database has saved),
 * and says so in a toast; a failed save leaves it where it was.
 */
export function VisibilitySwitch({ userId, isPublic }: { userId: string; isPublic: boolean }) {
  const { t } = useTranslation(NS);
  const update = useDirectoryEntryUpdateMutation(userId);
  // A refused change remounts the switch, so it shows the stored state again.
  const [refusals, setRefusals] = useState(0);
  const change = async (next: boolean) => {
    try {
      await update.mutateAsync({ kind: 'visibility', isPublic: next });
      toaster.success({
        title: t(next ? 'memberDirectory.own.nowPublic' : 'memberDirectory.own.nowPrivate'),
      });
    } catch {
      setRefusals((n) => n + 1);
      toaster.error({ title: t('memberDirectory.edit.saveFailure') });
    }
  };
  return (
    <Switch.Root
      key={refusals}
      checked={isPublic}
      disabled={update.isPending}
      onCheckedChange={(details) => void change(details.checked)}
      colorPalette="brand"
    >
      <Switch.HiddenInput />
      <Switch.Control>
        <Switch.Thumb />
      </Switch.Control>
      <Switch.Label fontWeight="medium">{t('memberDirectory.own.makePublic')}</Switch.Label>
    </Switch.Root>
  );
}
