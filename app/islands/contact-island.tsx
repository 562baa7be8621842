/**
 * Hydrates the contact page's interactive parts in their prerendered elements with React 19:
 * the toasts, the form and today's office status, one root each (docs/decisions/0007).
 * Each hydration runs inside a transition, so React works in short slices and a tap or a key
 * is never held up for long. Hydration keeps the prerendered nodes: a field chosen before keeps
 * focus, and the form adopts anything typed before this code arrived.
 * The toasts' stylesheet comes with this code, after the first paint: no toast can show
 * before it, so it need not block rendering.
 */
import "react-toastify/ReactToastify.css";
import "~/toasts.css";

import { type ReactNode, startTransition } from "react";
import { hydrateRoot } from "react-dom/client";
import { ToastContainer } from "react-toastify/unstyled";

import { ContactForm } from "~/components/sections/contact-form.tsx";
import { TodayStatus } from "~/components/sections/today-status.tsx";
import { islandRoots } from "~/lib/islands.ts";
import { toastContainerOptions } from "~/lib/notify.ts";
import type { IsoDate } from "~/rules/calendar-day.ts";

function hydrateInto(id: string, node: ReactNode) {
  const element = document.getElementById(id);
  if (!element) return;
  startTransition(() => {
    hydrateRoot(element, node);
  });
}

hydrateInto(islandRoots.toasts, <ToastContainer {...toastContainerOptions} />);
// The day the page was built on, which the form's prerendered times are of.
const builtOn = document.querySelector<HTMLElement>(`#${islandRoots.contactForm} [data-day]`)
  ?.dataset.day as IsoDate | undefined;
hydrateInto(islandRoots.contactForm, <ContactForm builtOn={builtOn} />);
hydrateInto(islandRoots.officeStatus, <TodayStatus />);
