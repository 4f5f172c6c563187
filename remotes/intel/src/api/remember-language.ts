import { loadSupabase, reportError, useAccess } from '@csan/shared-auth';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';

const LANGUAGES = new Set(['en', 'fr', 'pt', 'sw']);

/**
 * Keeps the reader's language in their account (auth user metadata `language`), where
 * intel-notify reads it to mail alerts in that language (docs/areas/intel-data.md, requests to
 * the app side). Written only when it differs, so an intel page costs no write after the first.
 */
export function useRememberLanguage(): void {
  const { i18n } = useTranslation();
  const { user } = useAccess();
  const language = (i18n.resolvedLanguage ?? i18n.language ?? '').slice(0, 2);
  const saved = user?.user_metadata?.language;
  useEffect(() => {
    if (!user || !LANGUAGES.has(language) || saved === language) return;
    void loadSupabase()
      .then((client) => client.auth.updateUser({ data: { language } }))
      .then(({ error }) => {
        if (error) reportError(error, { remote: 'intel', action: 'language save' });
      })
      .catch((error: unknown) => reportError(error, { remote: 'intel', action: 'language save' }));
  }, [user, language, saved]);
}
