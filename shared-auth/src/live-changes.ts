import { useEffect, useRef, useState } from 'react';
import { reportError } from './report-error';
import { loadSupabase } from './supabase';
import { type LiveChangesOptions, type LiveStatus, watchChanges } from './watch-changes';

export type { LiveChangesOptions, LiveStatus };

/**
 * React: watches the tables while mounted and enabled; `onChange` may change between renders
 * (the latest one is called). Returns the live status for an indicator.
 */
export function useLiveChanges(options: LiveChangesOptions): LiveStatus {
  const { tables, event, filter, enabled = true } = options;
  const [status, setStatus] = useState<LiveStatus>('off');
  const onChange = useRef(options.onChange);
  onChange.current = options.onChange;
  const key = tables.join(',');
  useEffect(() => {
    if (!enabled) {
      setStatus('off');
      return;
    }
    let stop: (() => void) | undefined;
    let cancelled = false;
    loadSupabase()
      .then((client) =>
        watchChanges(
          client,
          { tables: key.split(','), event, filter, onChange: () => onChange.current() },
          (next) => {
            if (!cancelled) setStatus(next);
          },
        ),
      )
      .then(
        (remove) => {
          if (cancelled) remove();
          else stop = remove;
        },
        (error: unknown) => {
          reportError(error, { remote: 'shell', action: 'live updates unavailable' });
          if (!cancelled) setStatus('reconnecting');
        },
      );
    return () => {
      cancelled = true;
      stop?.();
    };
  }, [key, event, filter, enabled]);
  return status;
}
