import { Alert, LoadingState } from '@csan/shared-ui';
import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router-dom';
import { skillupKeys } from '../../../api/keys';
import { NS } from '../../../i18n/namespace';
import { useCanTeach } from '../../../lib/can-teach';
import { isCourseEditor } from '../api/courses';

/**
 * The authoring pages' content for instructors and admins; others are told who writes courses.
 * Under `/teach/courses/<id>`, also only for that course's editors: an instructor opening
 * another instructor's published course (readable by everyone) is told it is not theirs rather
 * than shown a form whose saves RLS would refuse. Only a mirror: the same writes sent by hand
 * are refused by the database.
 */
export function TeachGate({ children }: { children: () => ReactNode }) {
  const { t } = useTranslation(NS);
  const { loading, canTeach } = useCanTeach();
  const { courseId } = useParams();
  const editor = useQuery({
    queryKey: skillupKeys.teachEditor(courseId ?? ''),
    queryFn: () => isCourseEditor(courseId ?? ''),
    enabled: canTeach && Boolean(courseId),
  });
  if (loading || (canTeach && courseId && editor.isPending)) return <LoadingState />;
  if (!canTeach) return <Refusal testId="teach-refused" text={t('teach.notEditor')} />;
  // A failed check falls through: the page's own reads then show their error.
  if (courseId && editor.data === false) {
    return <Refusal testId="teach-not-yours" text={t('teach.noCourse')} />;
  }
  return <>{children()}</>;
}

function Refusal({ testId, text }: { testId: string; text: string }) {
  return (
    <Alert.Root status="info" role="status">
      <Alert.Indicator />
      <Alert.Description data-testid={testId}>{text}</Alert.Description>
    </Alert.Root>
  );
}
