import { useCallback, useEffect, useState } from 'react';

export type AsyncState<T> =
  | { status: 'loading' }
  | { status: 'error'; error: Error }
  | { status: 'success'; data: T };

type Keyed<T> = AsyncState<T> & { key: string | null };

/**
 * Runs `load` when `key` changes (or on reload()) and keeps only the latest answer, so a slow
 * earlier request never overwrites a newer one. `key` null = not ready to load yet. A reload
 * keeps showing the current data until the new answer arrives (no flash of a spinner).
 */
export function useAsync<T>(
  key: string | null,
  load: () => Promise<T>,
): AsyncState<T> & { reload: () => void } {
  const [state, setState] = useState<Keyed<T>>({ status: 'loading', key: null });
  const [round, setRound] = useState(0);
  // biome-ignore lint/correctness/useExhaustiveDependencies: `load` is keyed by `key`; `round` forces a reload.
  useEffect(() => {
    if (key === null) return;
    let current = true;
    setState((previous) =>
      previous.status === 'success' && previous.key === key ? previous : { status: 'loading', key },
    );
    load().then(
      (data) => {
        if (current) setState({ status: 'success', data, key });
      },
      (error: unknown) => {
        if (!current) return;
        const reason = error instanceof Error ? error : new Error(String(error));
        setState({ status: 'error', error: reason, key });
      },
    );
    return () => {
      current = false;
    };
  }, [key, round]);
  const reload = useCallback(() => setRound((n) => n + 1), []);
  if (state.key !== key) return { status: 'loading', reload };
  return { ...state, reload };
}
