/**
 * Owns the toasts (docs/product.md §7): the container's options and the two notifications the
 * site raises. react-toastify's unstyled entry injects no <style> element (the strict CSP
 * allows none); its stylesheet is imported as a file by the contact island, which mounts it.
 */
import { toast, type ToastContainerProps } from "react-toastify/unstyled";

import { messages } from "~/interface-strings.ts";

/** Specification §4 and §9: bottom centre, 5000 ms, pause on hover and blur, drag, click. */
export const TOAST_AUTO_CLOSE_MS = 5000;

export const toastContainerOptions = {
  position: "bottom-center",
  autoClose: TOAST_AUTO_CLOSE_MS,
  pauseOnHover: true,
  pauseOnFocusLoss: true,
  draggable: true,
  closeOnClick: true,
  newestOnTop: true,
  theme: "light",
  "aria-label": messages.inquiry.notifications,
} as const satisfies ToastContainerProps;

/** The success toast: a polite status, not an interruption. */
export function notifySuccess(): void {
  toast.success(messages.inquiry.success, { role: "status" });
}

/** The failure toast: an alert, announced at once. */
export function notifyFailure(): void {
  toast.error(messages.inquiry.failure, { role: "alert" });
}

/** Closes the toasts on screen: a new submit makes the last one's outcome stale. */
export function dismissNotifications(): void {
  toast.dismiss();
}
