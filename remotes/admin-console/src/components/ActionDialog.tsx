import { Button, CloseButton, Portal } from '@csan/shared-ui';
import { Dialog } from '@csan/shared-ui/forms';
import { type ReactNode, useRef } from 'react';

type Props = {
  /** The button that opens the dialog. */
  trigger: ReactNode;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  children: ReactNode;
  confirmLabel: string;
  cancelLabel: string;
  busy: boolean;
  /** Red confirm button for what cannot be undone. */
  danger?: boolean;
  onConfirm: () => void;
};

/**
 * An admin action behind a dialog: its title and body, Cancel (focused first, the safe choice)
 * and the action. The form inside submits with Enter; nothing closes it while it is saving.
 */
export function ActionDialog(props: Props) {
  const { trigger, open, onOpenChange, title, children, busy, danger } = props;
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
    >
      <Dialog.Trigger asChild>{trigger}</Dialog.Trigger>
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner px="4">
          <Dialog.Content>
            <form
              onSubmit={(event) => {
                event.preventDefault();
                if (!busy) props.onConfirm();
              }}
            >
              <Dialog.Header>
                <Dialog.Title>{title}</Dialog.Title>
              </Dialog.Header>
              <Dialog.Body>{children}</Dialog.Body>
              <Dialog.Footer flexWrap="wrap">
                <Dialog.ActionTrigger asChild>
                  <Button ref={cancelRef} variant="outline" disabled={busy}>
                    {props.cancelLabel}
                  </Button>
                </Dialog.ActionTrigger>
                <Button type="submit" colorPalette={danger ? 'red' : undefined} loading={busy}>
                  {props.confirmLabel}
                </Button>
              </Dialog.Footer>
            </form>
            <Dialog.CloseTrigger asChild disabled={busy}>
              <CloseButton size="sm" />
            </Dialog.CloseTrigger>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
