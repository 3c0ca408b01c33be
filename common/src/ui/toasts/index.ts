export { useToasts, type Toasts } from './toasts';
export { ToastProvider } from './ToastProvider';
