import type { MessageArgsProps, ModalFuncProps, NotificationArgsProps } from 'antd';
import { createContext, useContext, type ReactNode } from 'react';

/**
 * What screens tell people through toasts and confirmations: antd's message, notification and modal, the methods the
 * screens use. Calls return nothing: the toast machinery downloads at the first call, not with every page.
 */
export interface Toasts {
  message: Record<'success' | 'error', (content: ReactNode | MessageArgsProps) => void>;
  notification: Record<'success' | 'error' | 'info' | 'warning', (args: NotificationArgsProps) => void> & {
    destroy: () => void;
  };
  modal: { confirm: (config: ModalFuncProps) => void };
}

/** One toast at a time, shown 5 s (public spec §9). */
export const TOAST_CONFIG = { maxCount: 1, duration: 5 } as const;

export const ToastContext = createContext<Toasts | null>(null);

/** The page's toasts; a screen outside `UiProviders` is a wiring mistake worth failing loudly on. */
export function useToasts(): Toasts {
  const toasts = useContext(ToastContext);
  if (!toasts) throw new Error('useToasts() needs UiProviders (or ToastProvider) above the screen');
  return toasts;
}
