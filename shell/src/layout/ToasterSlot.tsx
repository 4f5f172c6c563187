import { toaster } from '@csan/shared-ui';
import { lazy, Suspense, useEffect, useState } from 'react';

// The toast list's code (Chakra's Toaster, Ark's toast machines, the toast recipe) is part of
// the on-demand @csan/shared-ui/forms: it loads with the first toast, not with every page.
const Toaster = lazy(() =>
  import('@csan/shared-ui/forms').then((forms) => ({ default: forms.Toaster })),
);

/**
 * Where the page's toasts appear. Renders nothing until the shared queue (`toaster`, in the
 * shared-ui core) holds a toast, then mounts the Toaster for good; the Toaster shows the toasts
 * raised before it loaded, each for its full duration.
 */
export function ToasterSlot() {
  const [needed, setNeeded] = useState(() => toaster.getCount() > 0);
  useEffect(() => {
    if (needed) return;
    const unsubscribe = toaster.subscribe(() => setNeeded(true));
    // A toast raised between the render and this effect.
    if (toaster.getCount() > 0) setNeeded(true);
    return unsubscribe;
  }, [needed]);
  if (!needed) return null;
  return (
    <Suspense fallback={null}>
      <Toaster />
    </Suspense>
  );
}
