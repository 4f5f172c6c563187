import { type ReactNode, useRef } from 'react';
import { Button, CloseButton, Portal } from '../components/chakra';
import { Dialog } from './chakra';
import { useFormsTranslation } from './texts';

type Props = {
  /** The button that opens the dialog (left out when the page opens it itself). */
  trigger?: ReactNode;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: ReactNode;
  /** A line under the title, read with it (aria-describedby). */
  description?: ReactNode;
  children: ReactNode;
  /** The action's label; without it the footer has only the close button (a read-only step). */
  confirmLabel?: string;
  /** Cancel's label (default: the shared "Cancel", or "Close" when there is no action). */
  cancelLabel?: string;
  busy?: boolean;
  /** The action is refused for now (an invalid form that the button should not submit). */
  confirmDisabled?: boolean;
  /** Red action for what cannot be undone: an alertdialog whose Cancel has the first focus. */
  danger?: boolean;
  /** Called on the action or Enter in the form (not while busy). */
  onConfirm?: () => void;
  /** Above the footer: an error message, a progress bar. */
  footerNote?: ReactNode;
  size?: 'xs' | 'sm' | 'md' | 'lg' | 'xl';
  /** The close button's name (default: the shared "Close"). */
  closeLabel?: string;
  /** The action's label while busy ("Saving…"). */
  busyLabel?: string;
  /** The action's colour when it is not a danger action (e.g. 'brand'). */
  confirmPalette?: string;
  /** Where the focus goes on opening (default: the first field, or Cancel when `danger`). */
  initialFocus?: () => HTMLElement | null;
  /** Where the focus returns on closing (default: the trigger, or what had it before). */
  finalFocus?: () => HTMLElement | null;
  /** A long form scrolls inside the dialog (header and footer stay in view). */
  scrollInside?: boolean;
  /** A click outside does not close it (a form with typed values, a code being entered). */
  keepOnOutsideClick?: boolean;
  /** The body mounts on opening and unmounts on closing, so its state starts fresh each time. */
  freshOnOpen?: boolean;
  /** On a phone the dialog fills the screen and the footer's buttons are full width. */
  fullOnPhone?: boolean;
  /** Only the footer's buttons close it: no Escape, outside click or close button. */
  locked?: boolean;
  /** An alertdialog without a red action (something the member must read before going on). */
  alert?: boolean;
  /** false: the body is not a form (it holds its own form and buttons). */
  asForm?: boolean;
  /** Replaces Cancel and the action (false: no footer at all). */
  footer?: ReactNode | false;
};

/**
 * The portal's one dialog shell: title (and description), a body that is a form (Enter submits
 * it), Cancel and the action; nothing closes it while it is saving, and a danger dialog is an
 * alertdialog whose Cancel — the safe choice — takes the first focus. Centred, with a margin on
 * a phone; Escape and the close button close it when not busy.
 */
export function FormDialog(props: Props) {
  const { trigger, open, onOpenChange, title, description, children, busy = false } = props;
  const { danger, confirmLabel, onConfirm, footerNote, size, fullOnPhone, locked } = props;
  const { t } = useFormsTranslation();
  const cancelRef = useRef<HTMLButtonElement>(null);
  // On a phone a full-screen dialog stacks its buttons, the action on top, each full width.
  const phoneWide = fullOnPhone ? ({ width: { base: 'full', sm: 'auto' } } as const) : {};
  const footer =
    props.footer === undefined ? (
      <>
        <Dialog.ActionTrigger asChild>
          <Button ref={cancelRef} variant="outline" disabled={busy} {...phoneWide}>
            {props.cancelLabel ?? t(confirmLabel ? 'dialog.cancel' : 'dialog.close')}
          </Button>
        </Dialog.ActionTrigger>
        {confirmLabel ? (
          <Button
            type="submit"
            colorPalette={danger ? 'red' : props.confirmPalette}
            loading={busy}
            loadingText={props.busyLabel}
            disabled={props.confirmDisabled}
            {...phoneWide}
          >
            {confirmLabel}
          </Button>
        ) : null}
      </>
    ) : (
      props.footer
    );
  const parts = (
    <>
      <Dialog.Header flexDirection="column" alignItems="start" gap="1">
        <Dialog.Title>{title}</Dialog.Title>
        {description ? (
          <Dialog.Description color="fg.muted">{description}</Dialog.Description>
        ) : null}
      </Dialog.Header>
      <Dialog.Body pb={footer === false ? '6' : undefined}>{children}</Dialog.Body>
      {footerNote ? <Dialog.Body pt="0">{footerNote}</Dialog.Body> : null}
      {footer === false ? null : (
        <Dialog.Footer
          flexWrap="wrap"
          {...(fullOnPhone
            ? { flexDirection: { base: 'column-reverse', sm: 'row' }, gap: '3' }
            : {})}
        >
          {footer}
        </Dialog.Footer>
      )}
    </>
  );
  return (
    <Dialog.Root
      role={danger || props.alert ? 'alertdialog' : 'dialog'}
      open={open}
      onOpenChange={(details) => {
        if (!busy) onOpenChange(details.open);
      }}
      initialFocusEl={props.initialFocus ?? (danger ? () => cancelRef.current : undefined)}
      finalFocusEl={props.finalFocus}
      closeOnEscape={!locked}
      closeOnInteractOutside={!locked && !props.keepOnOutsideClick}
      placement="center"
      scrollBehavior={props.scrollInside ? 'inside' : undefined}
      size={fullOnPhone ? { base: 'full', sm: size ?? 'lg' } : size}
      lazyMount={props.freshOnOpen}
      unmountOnExit={props.freshOnOpen}
    >
      {trigger ? <Dialog.Trigger asChild>{trigger}</Dialog.Trigger> : null}
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner px={fullOnPhone ? { base: '0', sm: '4' } : '4'}>
          <Dialog.Content>
            {props.asForm === false ? (
              parts
            ) : (
              <form
                noValidate
                onSubmit={(event) => {
                  event.preventDefault();
                  if (!busy && !props.confirmDisabled) onConfirm?.();
                }}
              >
                {parts}
              </form>
            )}
            {locked ? null : (
              <Dialog.CloseTrigger asChild disabled={busy}>
                <CloseButton size="sm" aria-label={props.closeLabel ?? t('dialog.close')} />
              </Dialog.CloseTrigger>
            )}
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
