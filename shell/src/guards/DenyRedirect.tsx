import { toaster } from '@csan/shared-ui';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { SHELL_NS } from '../i18n/namespace';
import type { GuardNotice } from './decide';

/**
 * Leaves a page the visitor may not open: one toast (the ref keeps StrictMode's second effect
 * run from raising it twice; the id folds repeats into one), then a replacing navigation so
 * Back does not return to the refused page.
 */
export function DenyRedirect({ to, notice }: { to: string; notice?: GuardNotice }) {
  const { t } = useTranslation(SHELL_NS);
  const navigate = useNavigate();
  const done = useRef(false);
  useEffect(() => {
    if (done.current) return;
    done.current = true;
    if (notice) {
      const toast =
        notice.key === 'guard.tierRequired'
          ? { title: t(notice.key, { tier: t(`tiers.${notice.tier}`) }) }
          : notice.key === 'guard.corporateTeamRequired'
            ? { title: t('guard.accessDenied'), description: t(notice.key) }
            : { title: t(notice.key) };
      // After this commit's effects: on a first render the layout's <Toaster /> (a later
      // sibling) subscribes in the same commit, and a toast raised before that is lost.
      setTimeout(() => toaster.error({ id: notice.key, ...toast }), 0);
    }
    navigate(to, { replace: true });
  }, [navigate, notice, t, to]);
  return null;
}
