import {
  Badge,
  Box,
  Button,
  formatDateTime,
  HStack,
  List,
  QueryStates,
  Stack,
  Text,
  toaster,
} from '@csan/shared-ui';
import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormField } from '../../../components/FormField';
import { NS } from '../../../i18n/namespace';
import { useMessageCreateMutation } from '../api/rd-message-create-mutation';
import { type ProjectMessage, useMessageListQuery } from '../api/rd-message-list-query';
import { type MessageValues, messageSchema } from '../rules/collaboration-schemas';
import { MESSAGE_PAGE_SIZE } from '../rules/project-pages';
import { Section } from './Section';

/**
 * The thread between the project's team and its managers: the latest messages (earlier ones on
 * request), oldest first, and the form to post.
 */
export function MessagesSection({ projectId, userId }: { projectId: string; userId: string }) {
  const { t } = useTranslation(NS);
  const [limit, setLimit] = useState(MESSAGE_PAGE_SIZE);
  const thread = useMessageListQuery(projectId, limit);
  return (
    <Section title={t('rdProjects.messages.title')}>
      <QueryStates
        query={thread}
        errorTitle={t('rdProjects.messages.loadFailure')}
        errorMessage={(error) => error.message}
        isEmpty={(data) => data.total === 0}
        empty={t('rdProjects.messages.empty')}
      >
        {({ messages, total }) => (
          <Stack gap="4">
            {total > messages.length ? (
              <HStack>
                <Button
                  variant="ghost"
                  colorPalette="brand"
                  loading={thread.isFetching}
                  onClick={() => setLimit((n) => n + MESSAGE_PAGE_SIZE)}
                >
                  {t('rdProjects.messages.earlier', { count: total - messages.length })}
                </Button>
              </HStack>
            ) : null}
            <List.Root as="ol" listStyleType="none" gap="3" m="0" p="0">
              {messages.map((message) => (
                <MessageItem
                  key={message.message_id}
                  message={message}
                  own={message.author_id === userId}
                />
              ))}
            </List.Root>
          </Stack>
        )}
      </QueryStates>
      <MessageForm projectId={projectId} />
    </Section>
  );
}

function MessageItem({ message, own }: { message: ProjectMessage; own: boolean }) {
  const { t, i18n } = useTranslation(NS);
  const author = own
    ? t('rdProjects.messages.you')
    : message.author_name || t('rdProjects.team.unnamed');
  return (
    <List.Item>
      <Box
        as="article"
        borderWidth="1px"
        borderRadius="md"
        px="4"
        py="3"
        bg={own ? 'brand.50' : undefined}
      >
        <HStack gap="2" wrap="wrap" mb="1">
          <Text fontWeight="semibold">{author}</Text>
          <Badge variant="subtle" size="sm">
            {t(`rdProjects.messages.role.${message.author_role}`)}
          </Badge>
          <Text as="span" fontSize="sm" color="fg.muted">
            <time dateTime={message.created_at}>
              {formatDateTime(message.created_at, i18n.language)}
            </time>
          </Text>
        </HStack>
        <Text whiteSpace="pre-wrap" wordBreak="break-word">
          {message.body}
        </Text>
      </Box>
    </List.Item>
  );
}

function MessageForm({ projectId }: { projectId: string }) {
  const { t } = useTranslation(NS);
  const send = useMessageCreateMutation(projectId);
  const form = useForm<MessageValues>({
    resolver: zodResolver(messageSchema),
    defaultValues: { body: '' },
  });
  const { errors, isSubmitting } = form.formState;
  const save = form.handleSubmit(async (values) => {
    try {
      await send.mutateAsync(values);
      form.reset({ body: '' });
    } catch {
      toaster.error({ title: t('rdProjects.messages.sendFailure') });
    }
  });
  return (
    <form
      noValidate
      aria-label={t('rdProjects.messages.new')}
      onSubmit={(event) => void save(event)}
    >
      <Stack gap="3">
        <FormField
          label={t('rdProjects.messages.body')}
          error={errors.body?.message ? t(`rdProjects.errors.${errors.body.message}`) : undefined}
          registration={form.register('body')}
          multiline
          rows={3}
        />
        <HStack>
          <Button type="submit" colorPalette="brand" loading={isSubmitting}>
            {t('rdProjects.messages.send')}
          </Button>
        </HStack>
      </Stack>
    </form>
  );
}
