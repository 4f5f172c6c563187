import { createToaster } from '@chakra-ui/react';

/**
 * The page's one toast queue (up to 3 visible, 4000 ms each), at the bottom end of the window:
 * at the top they covered the header's sign-in button and account menu. It lives in the
 * shared-ui core, a shared singleton, so a toast raised by any remote appears in the shell's
 * `<Toaster />`. Use `toaster.success/error/info/warning({ title })`. Only the queue is here:
 * the `<Toaster />` that renders it is on-demand code (`@csan/shared-ui/forms`), which the
 * shell mounts once the queue holds a toast.
 */
export const toaster = createToaster({
  placement: 'bottom-end',
  max: 3,
  duration: 4000,
  pauseOnPageIdle: true,
});
