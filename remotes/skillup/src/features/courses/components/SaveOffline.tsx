import { Box, Button, formatDateTime, HStack, Stack, Text } from '@csan/shared-ui';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { lessonsInOrder } from '../../../api/outline';
import type { CourseOutline } from '../../../api/types';
import { NS } from '../../../i18n/namespace';
import {
  estimateDownload,
  imageUrlsOf,
  offlineSupported,
  readSavedCourse,
  removeSavedCourse,
  saveCourse,
} from '../../../lib/offline/saved-courses';
import { useOnline } from '../../../lib/online';
import { fetchLessonContents } from '../api/lesson-content';

type Plan = Awaited<ReturnType<typeof estimateDownload>> & {
  contents: Awaited<ReturnType<typeof fetchLessonContents>>;
};

const kB = (bytes: number) => Math.max(1, Math.ceil(bytes / 1024));

/**
 * 'Save for offline': first the download's size (lesson texts plus images), then the download
 * on confirmation; a saved course shows when it was saved and can be removed.
 */
export function SaveOffline({
  outline,
  completedLessonIds,
}: {
  outline: CourseOutline;
  completedLessonIds: string[];
}) {
  const { t, i18n } = useTranslation(NS);
  const online = useOnline();
  const client = useQueryClient();
  const savedKey = ['skillup', 'saved-copy', outline.slug];
  const saved = useQuery({
    queryKey: savedKey,
    queryFn: () => readSavedCourse(outline.slug),
    networkMode: 'always',
  });
  const [plan, setPlan] = useState<Plan | null>(null);
  const [busy, setBusy] = useState(false);
  const [failed, setFailed] = useState(false);

  if (!offlineSupported()) return null;

  const run = async (work: () => Promise<void>) => {
    setBusy(true);
    setFailed(false);
    try {
      await work();
    } catch {
      setFailed(true);
    } finally {
      setBusy(false);
    }
  };

  const prepare = () =>
    run(async () => {
      const contents = await fetchLessonContents(lessonsInOrder(outline).map((l) => l.id));
      const estimate = await estimateDownload(
        contents,
        imageUrlsOf(contents.map((c) => c.body_html)),
      );
      setPlan({ ...estimate, contents });
    });

  const download = (current: Plan) =>
    run(async () => {
      await saveCourse({
        outline,
        contents: Object.fromEntries(current.contents.map((c) => [c.lesson_id, c])),
        completedLessonIds,
      });
      setPlan(null);
      await client.invalidateQueries({ queryKey: savedKey });
    });

  const remove = () =>
    run(async () => {
      await removeSavedCourse(outline.slug);
      await client.invalidateQueries({ queryKey: savedKey });
    });

  return (
    <Box as="section" aria-labelledby="offline-heading" borderWidth="1px" borderRadius="md" p="4">
      <Text as="h2" id="offline-heading" fontWeight="semibold" mb="2">
        {t('offline.heading')}
      </Text>
      {saved.data ? (
        <Stack gap="2">
          <Text>
            {t('offline.savedAt', {
              date: formatDateTime(saved.data.savedAt, i18n.language),
              size: kB(saved.data.bytes),
            })}
          </Text>
          <Button alignSelf="start" variant="outline" size="sm" onClick={remove} loading={busy}>
            {t('offline.remove')}
          </Button>
        </Stack>
      ) : plan ? (
        <Stack gap="2">
          <Text data-testid="offline-size">
            {t('offline.size', { size: kB(plan.bytes), count: plan.images })}
            {plan.unknownImages > 0
              ? ` ${t('offline.sizeUnknown', { count: plan.unknownImages })}`
              : ''}
          </Text>
          <HStack gap="2" wrap="wrap">
            <Button colorPalette="brand" size="sm" onClick={() => download(plan)} loading={busy}>
              {t('offline.download', { size: kB(plan.bytes) })}
            </Button>
            <Button variant="ghost" size="sm" onClick={() => setPlan(null)} disabled={busy}>
              {t('offline.cancel')}
            </Button>
          </HStack>
        </Stack>
      ) : (
        <Stack gap="2">
          <Text color="fg.muted">{t('offline.explain')}</Text>
          <Button
            alignSelf="start"
            variant="outline"
            size="sm"
            onClick={prepare}
            loading={busy}
            disabled={!online}
          >
            {t('offline.save')}
          </Button>
        </Stack>
      )}
      {failed ? (
        <Text role="alert" color="fg.error" mt="2">
          {t('offline.failed')}
        </Text>
      ) : null}
    </Box>
  );
}
