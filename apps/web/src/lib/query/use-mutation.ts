import { useCallback, useEffect, useRef, useState } from 'react';

/**
 * A write and its state, as TanStack Query v5's `useMutation`: the hook's callbacks run (and are
 * awaited) before the state settles, so a returned invalidation keeps it pending until the lists
 * are fresh; the callbacks given to `mutate` run after, only for the latest call of a mounted screen.
 * A mutation is never retried.
 */

type Callbacks<D, V, C> = {
  onSuccess?: (data: D, variables: V, context: C | undefined) => unknown;
  onError?: (error: Error, variables: V, context: C | undefined) => unknown;
  onSettled?: (data: D | undefined, error: Error | null, variables: V, context: C | undefined) => unknown;
};

export type MutationOptions<D, V, C> = Callbacks<D, V, C> & {
  mutationFn: (variables: V) => Promise<D>;
  /** Runs first; what it returns is the other callbacks' `context`. */
  onMutate?: (variables: V) => C | Promise<C>;
};

type MutationState<D, V> =
  | { status: 'idle'; data: undefined; error: null; variables: undefined }
  | { status: 'pending'; data: undefined; error: null; variables: V }
  | { status: 'success'; data: D; error: null; variables: V }
  | { status: 'error'; data: undefined; error: Error; variables: V };

/** Each state with its flags, so `if (m.isError) m.error.message` type-checks. */
type Flags<S> = S extends { status: infer St }
  ? S & {
      isIdle: St extends 'idle' ? true : false;
      isPending: St extends 'pending' ? true : false;
      isSuccess: St extends 'success' ? true : false;
      isError: St extends 'error' ? true : false;
    }
  : never;

export type MutationResult<D, V, C> = Flags<MutationState<D, V>> & {
  mutate: (variables: V, callbacks?: Callbacks<D, V, C>) => void;
  mutateAsync: (variables: V, callbacks?: Callbacks<D, V, C>) => Promise<D>;
  /** Back to idle; a call in flight no longer changes this state. */
  reset: () => void;
};

const IDLE = { status: 'idle', data: undefined, error: null, variables: undefined } as const;

/** A `mutate` callback's own failure must not turn a finished write into a failed one. */
function report(callback: () => unknown) {
  try {
    callback();
  } catch (error) {
    void Promise.reject(error);
  }
}

export function useMutation<D = unknown, V = void, C = unknown>(
  options: MutationOptions<D, V, C>,
): MutationResult<D, V, C> {
  const [state, setState] = useState<MutationState<D, V>>(IDLE);
  const latest = useRef(options);
  latest.current = options;
  const call = useRef(0);
  const mounted = useRef(false);
  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);

  const mutateAsync = useCallback(async (variables: V, callbacks: Callbacks<D, V, C> = {}) => {
    const id = ++call.current;
    const { mutationFn, onMutate, onSuccess, onError, onSettled } = latest.current;
    const show = (next: MutationState<D, V>) => call.current === id && setState(next);
    const ours = () => call.current === id && mounted.current;
    show({ status: 'pending', data: undefined, error: null, variables });
    let context: C | undefined;
    try {
      context = await onMutate?.(variables);
      const data = await mutationFn(variables);
      await onSuccess?.(data, variables, context);
      await onSettled?.(data, null, variables, context);
      show({ status: 'success', data, error: null, variables });
      if (ours()) {
        report(() => callbacks.onSuccess?.(data, variables, context));
        report(() => callbacks.onSettled?.(data, null, variables, context));
      }
      return data;
    } catch (caught) {
      const error = caught as Error;
      try {
        await onError?.(error, variables, context);
        await onSettled?.(undefined, error, variables, context);
      } finally {
        show({ status: 'error', data: undefined, error, variables });
        if (ours()) {
          report(() => callbacks.onError?.(error, variables, context));
          report(() => callbacks.onSettled?.(undefined, error, variables, context));
        }
      }
      throw error;
    }
  }, []);
  const mutate = useCallback(
    (variables: V, callbacks?: Callbacks<D, V, C>) => void mutateAsync(variables, callbacks).catch(() => {}),
    [mutateAsync],
  );
  const reset = useCallback(() => {
    call.current++;
    setState(IDLE);
  }, []);

  return {
    ...state,
    isIdle: state.status === 'idle',
    isPending: state.status === 'pending',
    isSuccess: state.status === 'success',
    isError: state.status === 'error',
    mutate,
    mutateAsync,
    reset,
  } as MutationResult<D, V, C>;
}
