import { Toaster as ChakraToaster, createToaster, Portal, Stack, Toast } from '@chakra-ui/react';

/**
 * The page's one toast queue (spec section 9: up to 3 visible, 4000 ms). It lives in
 * shared-ui, a shared singleton, so a toast raised by any remote appears in the shell's
 * `<Toaster />`. Use `toaster.success/error/info/warning({ title })`.
 */
export const toaster = createToaster({
  placement: 'top-end',
  max: 3,
  duration: 4000,
  pauseOnPageIdle: true,
});

/** Rendered once, by the shell's layout (and the standalone harness). */
export function Toaster() {
  return (
    <Portal>
      <ChakraToaster toaster={toaster} insetInline={{ mdDown: '4' }}>
        {(toast) => (
          <Toast.Root width={{ md: 'sm' }} data-testid="toast" data-type={toast.type}>
            <Toast.Indicator />
            <Stack gap="1" flex="1" maxWidth="100%">
              {toast.title ? <Toast.Title>{toast.title}</Toast.Title> : null}
              {toast.description ? (
                <Toast.Description>{toast.description}</Toast.Description>
              ) : null}
            </Stack>
            <Toast.CloseTrigger />
          </Toast.Root>
        )}
      </ChakraToaster>
    </Portal>
  );
}
