import '../../i18n';
import {
  Box,
  Button,
  EmptyState,
  ErrorState,
  HStack,
  LoadingState,
  PageHeader,
  Stack,
  Text,
} from '@csan/shared-ui';
import { Field, Input, NativeSelect, Pager, pageCount, useListParams } from '@csan/shared-ui/forms';
import { type FormEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useSearchParams } from 'react-router-dom';
import { useIsAnalyst } from '../../api/analyst-query';
import { useRememberLanguage } from '../../api/remember-language';
import { NS } from '../../i18n/namespace';
import { intelPaths } from '../../lib/paths';
import { INCIDENT_TYPES, PROTOCOL_PAGE_SIZE, useProtocolPage } from './api/protocol-list-query';
import { ProtocolItem } from './components/ProtocolItem';

/**
 * `/protocols`: the response playbooks the viewer may read, by incident type, searchable;
 * analysts and admins also get 'New playbook' and each playbook's 'Edit'.
 */
export default function ProtocolsPage() {
  const { t } = useTranslation(NS);
  const { search, page, setSearch, setPage } = useListParams();
  useRememberLanguage();
  const [params, setParams] = useSearchParams();
  const type = params.get('type') ?? '';
  const protocols = useProtocolPage(search, type, page);
  const { isAnalyst } = useIsAnalyst();
  const [text, setText] = useState(search);
  const searchId = useId();
  const typeId = useId();
  const total = protocols.data?.total ?? 0;
  const setType = (value: string) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        if (value) next.set('type', value);
        else next.delete('type');
        next.delete('page');
        return next;
      },
      { replace: true },
    );
  return (
    <Stack maxW="5xl" mx="auto" px={{ base: '4', md: '6' }} py={{ base: '8', md: '12' }}>
      <PageHeader title={t('protocols.title')} description={t('protocols.intro')} />
      {isAnalyst ? (
        <Button asChild colorPalette="brand" alignSelf="flex-start" mb="6">
          <RouterLink to={intelPaths.newProtocol()}>{t('playbook.new')}</RouterLink>
        </Button>
      ) : null}
      <Box
        as="form"
        role="search"
        aria-label={t('protocols.search')}
        mb="6"
        onSubmit={(event: FormEvent) => {
          event.preventDefault();
          setSearch(text.trim());
        }}
      >
        <Stack direction={{ base: 'column', md: 'row' }} gap="3" align={{ md: 'flex-end' }}>
          <Field.Root flex="2">
            <Field.Label htmlFor={searchId}>{t('protocols.search')}</Field.Label>
            <HStack gap="2" width="full">
              <Input
                id={searchId}
                type="search"
                value={text}
                maxLength={200}
                onChange={(event) => setText(event.target.value)}
              />
              <Button type="submit" colorPalette="brand">
                {t('list.searchButton')}
              </Button>
            </HStack>
          </Field.Root>
          <Field.Root flex="1">
            <Field.Label htmlFor={typeId}>{t('protocols.type')}</Field.Label>
            <NativeSelect.Root>
              <NativeSelect.Field
                id={typeId}
                value={type}
                onChange={(e) => setType(e.target.value)}
              >
                <option value="">{t('list.any')}</option>
                {INCIDENT_TYPES.map((it) => (
                  <option key={it} value={it}>
                    {t(`incident.${it}`)}
                  </option>
                ))}
              </NativeSelect.Field>
              <NativeSelect.Indicator />
            </NativeSelect.Root>
          </Field.Root>
        </Stack>
      </Box>
      {protocols.isPending ? (
        <LoadingState />
      ) : protocols.isError ? (
        <ErrorState message={t('protocols.loadError')} onRetry={() => void protocols.refetch()} />
      ) : protocols.data.rows.length === 0 ? (
        <EmptyState message={search || type ? t('protocols.noMatches') : t('protocols.empty')} />
      ) : (
        <>
          <Text fontSize="sm" color="fg.muted">
            {t('protocols.count', { count: total })}
          </Text>
          <Stack
            as="ul"
            gap="4"
            listStyleType="none"
            aria-label={t('protocols.title')}
            aria-busy={protocols.isPlaceholderData || undefined}
          >
            {protocols.data.rows.map((p) => (
              <ProtocolItem key={p.id} protocol={p} canEdit={isAnalyst} />
            ))}
          </Stack>
          {total > PROTOCOL_PAGE_SIZE ? (
            <Pager
              page={page}
              pages={pageCount(total, PROTOCOL_PAGE_SIZE)}
              onPage={setPage}
              label={t('protocols.pages')}
            />
          ) : null}
        </>
      )}
    </Stack>
  );
}
