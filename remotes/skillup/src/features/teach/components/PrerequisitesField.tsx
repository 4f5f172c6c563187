import { chakra, Heading, Text } from '@csan/shared-ui';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { skillupKeys } from '../../../api/keys';
import { NS } from '../../../i18n/namespace';
import { fetchPrerequisites, setPrerequisite } from '../api/courses';
import { SaveStatus } from './SaveStatus';

/** Published courses a learner must complete before enrolling (checked by `skillup_enrol`). */
export function PrerequisitesField({ courseId }: { courseId: string }) {
  const { t } = useTranslation(NS);
  const client = useQueryClient();
  const key = [...skillupKeys.teachCourse(courseId), 'prerequisites'];
  const query = useQuery({ queryKey: key, queryFn: () => fetchPrerequisites(courseId) });
  const toggle = useMutation({
    mutationFn: ({ id, on }: { id: string; on: boolean }) => setPrerequisite(courseId, id, on),
    onSettled: () => client.invalidateQueries({ queryKey: key }),
  });
  const options = query.data?.options ?? [];
  return (
    <chakra.fieldset display="flex" flexDirection="column" gap="2" disabled={toggle.isPending}>
      <Heading as="legend" size="md" mb="2">
        {t('teach.prerequisites')}
      </Heading>
      {query.isSuccess && options.length === 0 ? (
        <Text color="fg.muted">{t('teach.noPrerequisites')}</Text>
      ) : null}
      {options.map((option) => (
        <chakra.label key={option.id} display="flex" gap="2" alignItems="center">
          <input
            type="checkbox"
            checked={query.data?.chosen.includes(option.id) ?? false}
            onChange={(event) => toggle.mutate({ id: option.id, on: event.target.checked })}
          />
          {option.title}
        </chakra.label>
      ))}
      {toggle.error ? <SaveStatus error={toggle.error} saved={false} /> : null}
    </chakra.fieldset>
  );
}
