import { lazy, Suspense, useCallback, useMemo, useRef, useState, type ReactNode } from 'react';
import { ToastContext, type Toasts } from './toasts';

const ToastOutlet = lazy(() => import('./ToastOutlet'));

type ToastCall = (toasts: Toasts) => void;

export interface ToastProviderProps {
  children: ReactNode;
}

/**
 * Gives screens `useToasts()` at once and downloads antd's toast machinery at the first call: calls made before it
 * has arrived wait in order and are shown as soon as it is mounted.
 */
export function ToastProvider({ children }: ToastProviderProps) {
  const [wanted, setWanted] = useState(false);
  const ready = useRef<Toasts | null>(null);
  const waiting = useRef<ToastCall[]>([]);

  const toasts = useMemo<Toasts>(() => {
    const run = (call: ToastCall) => {
      if (ready.current) return call(ready.current);
      waiting.current.push(call);
      setWanted(true);
    };
    return {
      message: {
        success: (content) => run((api) => api.message.success(content)),
        error: (content) => run((api) => api.message.error(content)),
      },
      notification: {
        success: (args) => run((api) => api.notification.success(args)),
        error: (args) => run((api) => api.notification.error(args)),
        info: (args) => run((api) => api.notification.info(args)),
        warning: (args) => run((api) => api.notification.warning(args)),
        // Nothing shown yet means nothing to close: no download for it.
        destroy: () => ready.current?.notification.destroy(),
      },
      modal: { confirm: (config) => run((api) => api.modal.confirm(config)) },
    };
  }, []);

  const onReady = useCallback((api: Toasts) => {
    ready.current = api;
    for (const call of waiting.current.splice(0)) call(api);
  }, []);

  return (
    <ToastContext.Provider value={toasts}>
      {children}
      {wanted && (
        <Suspense fallback={null}>
          <ToastOutlet onReady={onReady} />
        </Suspense>
      )}
    </ToastContext.Provider>
  );
}
