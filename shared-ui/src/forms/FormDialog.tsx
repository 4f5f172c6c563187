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
};

/**
 * The portal's one dialog shell: title (and description), a body that is a form (Enter submits
 * it), Cancel and the action; nothing closes it while it is saving, and a danger dialog is an
 * alertdialog whose Cancel — the safe choice — takes the first focus. Centred, with a margin on
 * a phone; Escape and the close button close it when not busy.
 */
export function FormDialog(props: Props) {
  const { trigger, open, onOpenChange, title, description, children, busy = false } = props;
  const { danger, confirmLabel, onConfirm, footerNote, size } = props;
  const { t } = useFormsTranslation();
  const cancelRef = useRef<HTMLButtonElement>(null);
  return (
    <Dialog.Root
      role={danger ? 'alertdialog' : 'dialog'}
      open={open}
      onOpenChange={(details) => {
        if (!busy) onOpenChange(details.open);
      }}
      initialFocusEl={danger ? () => cancelRef.current : undefined}
      placement="center"
      size={size}
    >
      {trigger ? <Dialog.Trigger asChild>{trigger}</Dialog.Trigger> : null}
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner px="4">
          <Dialog.Content>
            <form
              noValidate
              onSubmit={(event) => {
                event.preventDefault();
                if (!busy && !props.confirmDisabled) onConfirm?.();
              }}
            >
              <Dialog.Header flexDirection="column" alignItems="start" gap="1">
                <Dialog.Title>{title}</Dialog.Title>
                {description ? (
                  <Dialog.Description color="fg.muted">{description}</Dialog.Description>
                ) : null}
              </Dialog.Header>
              <Dialog.Body>{children}</Dialog.Body>
              {footerNote ? <Dialog.Body pt="0">{footerNote}</Dialog.Body> : null}
              <Dialog.Footer flexWrap="wrap">
                <Dialog.ActionTrigger asChild>
                  <Button ref={cancelRef} variant="outline" disabled={busy}>
                    {props.cancelLabel ?? t(confirmLabel ? 'dialog.cancel' : 'dialog.close')}
                  </Button>
                </Dialog.ActionTrigger>
                {confirmLabel ? (
                  <Button
                    type="submit"
                    colorPalette={danger ? 'red' : undefined}
                    loading={busy}
                    disabled={props.confirmDisabled}
                  >
                    {confirmLabel}
                  </Button>
                ) : null}
              </Dialog.Footer>
            </form>
            <Dialog.CloseTrigger asChild disabled={busy}>
              <CloseButton size="sm" aria-label={t('dialog.close')} />
            </Dialog.CloseTrigger>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
