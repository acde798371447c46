export { dismissToast, toast, TOAST_DURATION_MS, type ToastInput, type ToastVariant } from './toast-store';
export { Toaster } from './Toaster';
