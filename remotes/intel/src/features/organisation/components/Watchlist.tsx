import { Button, chakra, HStack, List, Stack, Text } from '@csan/shared-ui';
import { Input, LabelledField, NativeSelect, useDataErrorText } from '@csan/shared-ui/forms';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { NS } from '../../../i18n/namespace';
import { useWatchlist, useWatchlistWrites, type WatchKind } from '../api/organisation-queries';

const KINDS: readonly WatchKind[] = ['cidr', 'domain', 'asn'];

type Props = { orgId: string; orgName: string; canEdit: boolean };

/**
 * The organisation's constituency. The database validates each entry (a bare IP becomes a
 * /32, AS numbers are stored `AS64500`) and matches advisories' indicators against it.
 */
export function Watchlist({ orgId, orgName, canEdit }: Props) {
  const { t } = useTranslation(NS);
  const errorText = useDataErrorText();
  const entries = useWatchlist(orgId);
  const { add, remove } = useWatchlistWrites(orgId);
  const [kind, setKind] = useState<WatchKind>('cidr');
  const [value, setValue] = useState('');
  const [error, setError] = useState<string | null>(null);
  const onAdd = (event: FormEvent) => {
    event.preventDefault();
    setError(null);
    if (value.trim() === '') {
      setError(t('org.watch.required'));
      return;
    }
    add.mutate(
      { kind, value },
      {
        onSuccess: () => setValue(''),
        onError: (cause) => {
          const invalid = (cause as { code?: string }).code === '23514';
          setError(invalid ? t(`org.watch.invalid.${kind}`) : errorText(cause));
        },
      },
    );
  };
  return (
    <Stack gap="3">
      <Text color="fg.muted" fontSize="sm">
        {t('org.watch.intro')}
      </Text>
      {entries.isPending ? <Text>{t('editor.loading')}</Text> : null}
      {entries.isError ? (
        <Text role="alert" color="fg.error">
          {t('org.loadError')}
        </Text>
      ) : null}
      {entries.data && entries.data.length === 0 ? (
        <Text color="fg.muted">{t('org.watch.empty')}</Text>
      ) : null}
      {entries.data && entries.data.length > 0 ? (
        <List.Root
          as="ul"
          gap="1"
          listStyleType="none"
          aria-label={t('org.watch.list', { org: orgName })}
        >
          {entries.data.map((entry) => (
            <List.Item key={entry.id} data-testid="watch-entry">
              <HStack gap="3" wrap="wrap">
                <Text as="span" fontSize="sm" color="fg.muted" minW="5rem">
                  {t(`org.watch.kind.${entry.kind}`)}
                </Text>
                <chakra.code wordBreak="break-all">{entry.value}</chakra.code>
                {canEdit ? (
                  <Button
                    size="xs"
                    variant="ghost"
                    colorPalette="red"
                    loading={remove.isPending && remove.variables === entry.id}
                    onClick={() => remove.mutate(entry.id)}
                  >
                    {t('org.watch.remove', { value: entry.value })}
                  </Button>
                ) : null}
              </HStack>
            </List.Item>
          ))}
        </List.Root>
      ) : null}
      {remove.isError ? (
        <Text role="alert" color="fg.error" fontSize="sm">
          {errorText(remove.error)}
        </Text>
      ) : null}
      {canEdit ? (
        <chakra.form
          onSubmit={onAdd}
          aria-label={t('org.watch.addForm', { org: orgName })}
          noValidate
        >
          <Stack direction={{ base: 'column', md: 'row' }} gap="3" align={{ md: 'flex-end' }}>
            <LabelledField label={t('org.watch.kindLabel')}>
              <NativeSelect.Root>
                <NativeSelect.Field
                  value={kind}
                  onChange={(e) => setKind(e.target.value as WatchKind)}
                >
                  {KINDS.map((k) => (
                    <option key={k} value={k}>
                      {t(`org.watch.kind.${k}`)}
                    </option>
                  ))}
                </NativeSelect.Field>
                <NativeSelect.Indicator />
              </NativeSelect.Root>
            </LabelledField>
            <LabelledField
              label={t('org.watch.value')}
              helper={t(`org.watch.example.${kind}`)}
              error={error ?? undefined}
            >
              <Input value={value} onChange={(e) => setValue(e.target.value)} autoComplete="off" />
            </LabelledField>
            <Button type="submit" colorPalette="brand" loading={add.isPending}>
              {t('org.watch.add')}
            </Button>
          </Stack>
        </chakra.form>
      ) : null}
      <Text fontSize="sm" color="fg.muted">
        {t('org.watch.asnNote')}
      </Text>
    </Stack>
  );
}
