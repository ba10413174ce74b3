export { describeOutcome, gridToastKeys, notifyOutcome, showGridToast } from './notify';
export type { GridToastKey } from './notify';
export { showToast } from './show-toast';
export type { ShowToastOptions, ToastId, ToastKind, ToastLinkTarget } from './show-toast';
export { ToastViewport } from './toast-viewport';
export type { ToastViewportProps } from './toast-viewport';
