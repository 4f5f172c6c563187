import {
  type ComponentType,
  lazy,
  type ReactNode,
  type RefObject,
  Suspense,
  useEffect,
  useRef,
  useState,
} from 'react';
import { RemoteErrorBoundary } from '../routes/RemoteErrorBoundary';

/** What the stand-in button needs: spread these on it. */
export type StandInProps = {
  onPointerEnter?: () => void;
  onFocus?: () => void;
  onClick?: () => void;
  'aria-haspopup': 'menu' | 'dialog';
  'aria-expanded': false;
};

type Loader = () => Promise<{ default: ComponentType }>;

/**
 * A header panel (the language menu, the phone side panel) whose code loads when it is first
 * wanted, so `/` does not download Chakra's Menu and Drawer (issue 23's size budget). Until then
 * `standIn` renders a plain button that looks and reads as the panel's trigger; pointing at it
 * or focusing it starts the download, pressing it mounts the panel, whose own trigger then takes
 * the press (`useClickOnMount`). A failed download leaves the stand-in, which tries again.
 */
export function PanelOnIntent({
  load,
  haspopup,
  standIn,
}: {
  load: Loader;
  haspopup: StandInProps['aria-haspopup'];
  standIn: (props: StandInProps) => ReactNode;
}) {
  const [Panel, setPanel] = useState<ComponentType | null>(null);
  const preload = () => void load().catch(() => undefined);
  const mount = () => setPanel(() => lazy(load));
  const idle = { 'aria-haspopup': haspopup, 'aria-expanded': false } as const;
  if (!Panel)
    return standIn({ ...idle, onPointerEnter: preload, onFocus: preload, onClick: mount });
  return (
    <RemoteErrorBoundary onRetry={mount} fallback={(retry) => standIn({ ...idle, onClick: retry })}>
      <Suspense fallback={standIn(idle)}>
        <Panel />
      </Suspense>
    </RemoteErrorBoundary>
  );
}

/**
 * In a panel mounted by PanelOnIntent: its trigger gets focus and the press that mounted it, so
 * the panel opens as a pressed trigger opens it (focus moves in; Escape brings it back here).
 * Once, even under StrictMode's repeated effects.
 */
export function useClickOnMount(trigger: RefObject<HTMLElement | null>) {
  const done = useRef(false);
  useEffect(() => {
    if (done.current || !trigger.current) return;
    done.current = true;
    trigger.current.focus();
    trigger.current.click();
  }, [trigger]);
}
