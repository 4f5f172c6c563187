import { LoadingState, toaster } from '@csan/shared-ui';
import { useEffect, useRef } from 'react';
import { useNavigate } from 'react-router-dom';

type Props = { to: string; message: string; kind: 'info' | 'error' };

/**
 * Tells the visitor why, then leaves (spec: the admin notice and 'Failed to load pricing'
 * both go back to /membership). Once only, even under StrictMode's double effects.
 */
export function RedirectWithToast({ to, message, kind }: Props) {
  const navigate = useNavigate();
  const done = useRef(false);
  useEffect(() => {
    if (done.current) return;
    done.current = true;
    toaster.create({ title: message, type: kind });
    navigate(to, { replace: true });
  }, [navigate, to, message, kind]);
  return <LoadingState />;
}
