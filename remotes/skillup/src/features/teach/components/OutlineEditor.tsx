import { Button, Heading, HStack, Link, QueryStates, Stack, Text } from '@csan/shared-ui';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useNavigate } from 'react-router-dom';
import { skillupKeys } from '../../../api/keys';
import { NS } from '../../../i18n/namespace';
import {
  addExam,
  addLesson,
  addModule,
  deleteLesson,
  deleteModule,
  type EditorModule,
  fetchEditorOutline,
} from '../api/outline';
import { AddByTitle } from './AddByTitle';
import { SaveStatus } from './SaveStatus';

/**
 * Modules in order, each with its lessons and quiz, and the course's final exam. Adding or
 * deleting goes straight to the database (RLS: the course's editors); a lesson or an exam is
 * then edited on its own page.
 */
export function OutlineEditor({ courseId }: { courseId: string }) {
  const { t } = useTranslation(NS);
  const client = useQueryClient();
  const navigate = useNavigate();
  const [error, setError] = useState<unknown>(null);
  const key = [...skillupKeys.teachCourse(courseId), 'outline'];
  const query = useQuery({ queryKey: key, queryFn: () => fetchEditorOutline(courseId) });
  const refresh = () => client.invalidateQueries({ queryKey: key });
  const act = async (work: () => Promise<unknown>) => {
    setError(null);
    try {
      await work();
    } catch (caught) {
      setError(caught);
    } finally {
      await refresh();
    }
  };
  const newExam = (moduleId: string | null, title: string) =>
    act(async () => navigate(`exams/${await addExam(courseId, moduleId, title)}`));
  return (
    <Stack as="section" aria-labelledby="teach-outline" gap="4">
      <Heading as="h2" size="lg" id="teach-outline">
        {t('teach.outline')}
      </Heading>
      <QueryStates query={query} isEmpty={() => false}>
        {(outline) => (
          <Stack gap="5">
            {outline.modules.length === 0 ? (
              <Text color="fg.muted">{t('teach.noModules')}</Text>
            ) : null}
            {outline.modules.map((module) => (
              <ModuleBlock
                key={module.id}
                module={module}
                onDelete={() => act(() => deleteModule(module.id))}
                onDeleteLesson={(id) => act(() => deleteLesson(id))}
                onAddLesson={async (title) => {
                  const id = await addLesson(module, title);
                  await refresh();
                  navigate(`lessons/${id}`);
                }}
                onAddQuiz={() => newExam(module.id, t('teach.quizTitle', { module: module.title }))}
              />
            ))}
            <AddByTitle
              label={t('teach.moduleTitle')}
              action={t('teach.addModule')}
              onAdd={async (title) => {
                await addModule(courseId, outline, title);
                await refresh();
              }}
            />
            <HStack gap="3" wrap="wrap">
              <Text fontWeight="semibold">{t('teach.finalExam')}:</Text>
              {outline.finalExam ? (
                <Link asChild color="brand.800">
                  <RouterLink to={`exams/${outline.finalExam.id}`}>
                    {outline.finalExam.title}
                  </RouterLink>
                </Link>
              ) : (
                <Button
                  variant="outline"
                  size="sm"
                  onClick={() => void newExam(null, t('teach.finalExam'))}
                >
                  {t('teach.addFinalExam')}
                </Button>
              )}
            </HStack>
          </Stack>
        )}
      </QueryStates>
      {error ? <SaveStatus error={error} saved={false} /> : null}
    </Stack>
  );
}

type ModuleProps = {
  module: EditorModule;
  onDelete: () => Promise<void>;
  onDeleteLesson: (lessonId: string) => Promise<void>;
  onAddLesson: (title: string) => Promise<void>;
  onAddQuiz: () => Promise<void>;
};

function ModuleBlock({ module, onDelete, onDeleteLesson, onAddLesson, onAddQuiz }: ModuleProps) {
  const { t } = useTranslation(NS);
  return (
    <Stack as="article" borderWidth="1px" borderRadius="md" p="4" gap="3" aria-label={module.title}>
      <HStack justify="space-between" wrap="wrap">
        <Heading as="h3" size="md">
          {module.position}. {module.title}
        </Heading>
        <Button
          size="xs"
          variant="outline"
          colorPalette="red"
          aria-label={t('teach.deleteNamed', { name: module.title })}
          onClick={() => {
            if (window.confirm(t('teach.confirmDeleteModule', { name: module.title }))) {
              void onDelete();
            }
          }}
        >
          {t('teach.delete')}
        </Button>
      </HStack>
      {module.lessons.length > 0 ? (
        <Stack as="ol" gap="2" ps="5" listStyleType="decimal">
          {module.lessons.map((lesson) => (
            <li key={lesson.id}>
              <HStack justify="space-between" wrap="wrap">
                <Link asChild color="brand.800">
                  <RouterLink to={`lessons/${lesson.id}`}>{lesson.title}</RouterLink>
                </Link>
                <Button
                  size="xs"
                  variant="ghost"
                  colorPalette="red"
                  aria-label={t('teach.deleteNamed', { name: lesson.title })}
                  onClick={() => {
                    if (window.confirm(t('teach.confirmDelete', { name: lesson.title }))) {
                      void onDeleteLesson(lesson.id);
                    }
                  }}
                >
                  {t('teach.delete')}
                </Button>
              </HStack>
            </li>
          ))}
        </Stack>
      ) : (
        <Text color="fg.muted">{t('teach.noLessons')}</Text>
      )}
      <AddByTitle
        label={t('teach.lessonTitle')}
        action={t('teach.addLesson')}
        onAdd={onAddLesson}
      />
      <HStack gap="3" wrap="wrap">
        <Text>{t('teach.quiz')}:</Text>
        {module.quiz ? (
          <Link asChild color="brand.800">
            <RouterLink to={`exams/${module.quiz.id}`}>{module.quiz.title}</RouterLink>
          </Link>
        ) : (
          <Button size="sm" variant="outline" onClick={() => void onAddQuiz()}>
            {t('teach.addQuiz')}
          </Button>
        )}
      </HStack>
    </Stack>
  );
}
