import { reportError } from '@csan/shared-auth';
import { paths } from '@csan/shared-auth/paths';
import { Button, toaster } from '@csan/shared-ui';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import { NS } from '../../../i18n/namespace';
import { useBetaRequestCreateMutation } from '../api/beta-request-create-mutation';
import { type CatalogueTool, toolAction } from '../rules/catalogue';

export type BetaState =
  /** Signed out: asked to sign in first. */
  | { kind: 'signed-out' }
  /** Session or the member's requests still loading. */
  | { kind: 'loading' }
  | { kind: 'member'; userId: string; requested: boolean };

type Props = { tool: CatalogueTool; title: string; beta: BetaState };

/**
 * A tool's button by status: Available launches the link in a new tab; Beta asks for beta
 * access (a visitor goes to sign in first, back to /products); the others are disabled.
 */
export function ToolButton({ tool, title, beta }: Props) {
  const { t } = useTranslation(NS);
  const mutation = useBetaRequestCreateMutation();
  const action = toolAction(tool);

  if (action.kind === 'launch') {
    return (
      <Button asChild colorPalette="brand" size="sm">
        <a
          href={action.href}
          target="_blank"
          rel="noopener noreferrer"
          aria-label={t('products.action.launchNamed', { title })}
        >
          {t('products.action.available')}
        </a>
      </Button>
    );
  }

  if (action.kind === 'disabled') {
    return (
      <Button size="sm" variant="outline" disabled>
        {t(`products.action.${action.status}`)}
      </Button>
    );
  }

  if (beta.kind === 'signed-out') {
    return (
      <Button asChild size="sm" colorPalette="gold">
        <RouterLink
          to={paths.login({ next: paths.products() })}
          onClick={() =>
            toaster.info({
              title: t('products.beta.signInTitle'),
              description: t('products.beta.signInBody'),
            })
          }
        >
          {t('products.action.betaSignIn')}
        </RouterLink>
      </Button>
    );
  }

  if (beta.kind === 'member' && beta.requested) {
    return (
      <Button size="sm" variant="outline" disabled>
        {t('products.action.betaRequested')}
      </Button>
    );
  }

  const request = async () => {
    if (beta.kind !== 'member') return;
    try {
      const answer = await mutation.mutateAsync({
        userId: beta.userId,
        toolId: tool.id,
        toolTitle: title,
      });
      toaster.success({
        title: answer.alreadyRequested ? t('products.beta.already') : t('products.beta.sent'),
      });
    } catch (error) {
      reportError(error, { remote: 'library', action: 'beta access request' });
      toaster.error({ title: t('products.beta.failed') });
    }
  };

  return (
    <Button
      size="sm"
      colorPalette="gold"
      loading={beta.kind === 'loading' || mutation.isPending}
      aria-label={t('products.action.betaNamed', { title })}
      onClick={() => void request()}
    >
      {t('products.action.beta')}
    </Button>
  );
}
