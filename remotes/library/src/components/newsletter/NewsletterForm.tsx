import { Button, chakra, Heading, Stack, Text } from '@csan/shared-ui';
import { useMutation } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { looksLikeEmail, newsletterFailure, subscribeToNewsletter } from '../../api/newsletter';
import { NS } from '../../i18n/namespace';

/**
 * "Subscribe to the newsletter": one labelled address field. The answer is the same whether the
 * address is new or already subscribed (the database does not tell, nor does this form): check
 * the inbox for the confirmation link. Errors are announced (role="alert") and tied to the field.
 */
export function NewsletterForm({
  headingLevel = 'h2',
  initialEmail = '',
}: {
  headingLevel?: 'h2' | 'h3';
  /** `/newsletter?email=…`: what the footer's form sent when it ran without JavaScript. */
  initialEmail?: string;
}) {
  const { t, i18n } = useTranslation(NS);
  const id = useId();
  const [email, setEmail] = useState(initialEmail);
  const [typo, setTypo] = useState(false);
  const subscribe = useMutation({
    mutationFn: (address: string) => subscribeToNewsletter(address, i18n.resolvedLanguage ?? 'en'),
  });
  const failure = subscribe.isError ? newsletterFailure(subscribe.error) : null;
  const error =
    typo || failure === 'invalid'
      ? t('newsletter.form.invalid')
      : failure
        ? t(`newsletter.form.${failure}`)
        : null;

  return (
    <chakra.form
      noValidate
      aria-labelledby={`${id}-heading`}
      onSubmit={(event) => {
        event.preventDefault();
        const address = email.trim();
        setTypo(!looksLikeEmail(address));
        if (looksLikeEmail(address)) subscribe.mutate(address);
      }}
      borderWidth="1px"
      borderRadius="md"
      p="4"
      w="full"
    >
      <Stack gap="3">
        <Heading as={headingLevel} size="sm" id={`${id}-heading`}>
          {t('newsletter.form.heading')}
        </Heading>
        <Text fontSize="sm" color="fg.muted">
          {t('newsletter.form.intro')}
        </Text>
        <chakra.label htmlFor={`${id}-email`} fontWeight="medium" fontSize="sm">
          {t('newsletter.form.label')}
        </chakra.label>
        <chakra.input
          id={`${id}-email`}
          type="email"
          name="email"
          autoComplete="email"
          inputMode="email"
          value={email}
          onChange={(event) => {
            setEmail(event.target.value);
            setTypo(false);
          }}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
          h="10"
          px="3"
          w="full"
          borderWidth="1px"
          borderColor={error ? 'border.error' : 'border.emphasized'}
          borderRadius="md"
          bg="bg"
          _focusVisible={{ outline: '2px solid', outlineColor: 'brand.600', outlineOffset: '1px' }}
        />
        <Button type="submit" colorPalette="brand" alignSelf="start" loading={subscribe.isPending}>
          {t('newsletter.form.button')}
        </Button>
        {/* Live regions only while they say something: an empty one would be a second 'status'
            / 'alert' beside the page's own (the library's result count is a status). */}
        {error ? (
          <Text role="alert" id={`${id}-error`} color="fg.error">
            {error}
          </Text>
        ) : null}
        {subscribe.isSuccess && !typo ? (
          <Text role="status" fontWeight="medium">
            {t('newsletter.form.sent', { email: subscribe.variables })}
          </Text>
        ) : null}
      </Stack>
    </chakra.form>
  );
}
