/**
 * Renders the contact page's interactive parts into their prerendered elements: the form, its
 * toasts and today's office status. In the browser React is Preact (vite.islands.config.ts).
 * Preact's own `render` adopts the existing DOM: it reuses the prerendered nodes (so the
 * autofocused name field keeps focus and anything typed stays) and brings their attributes
 * and text up to date, ids included. (compat's createRoot would empty the element first.)
 * The toasts' stylesheet comes with this code, after the first paint: no toast can show
 * before it, so it need not block rendering.
 */
import "react-toastify/ReactToastify.css";
import "~/toasts.css";

import { type ComponentChild, render } from "preact";
import { ToastContainer } from "react-toastify/unstyled";

import { ContactForm } from "~/components/sections/contact-form";
import { TodayStatus } from "~/components/sections/office-hours";
import { islandRoots } from "~/lib/islands";
import { toastContainerOptions } from "~/lib/notify";

type Control = HTMLInputElement | HTMLTextAreaElement;

function renderInto(id: string, node: ComponentChild) {
  const element = document.getElementById(id);
  if (!element) return;
  const controls = () => [...element.querySelectorAll<Control>("input[name], textarea[name]")];
  // Anything typed before this code arrived goes back in through the component's own change
  // handler, so what the person sees is what the form holds (and sends).
  const typed = controls()
    .filter((control) => control.value !== control.defaultValue)
    .map((control) => [control.name, control.value] as const);
  render(node, element);
  for (const [name, value] of typed) {
    const control = controls().find((candidate) => candidate.name === name);
    if (!control || control.value === value) continue;
    control.value = value;
    control.dispatchEvent(new Event("input", { bubbles: true }));
  }
}

// One task each, so none is long enough to hold up a tap or a key (Total Blocking Time).
const nextTask = () => new Promise((resolve) => setTimeout(resolve));
renderInto(islandRoots.toasts, <ToastContainer {...toastContainerOptions} />);
await nextTask();
renderInto(islandRoots.contactForm, <ContactForm />);
await nextTask();
renderInto(islandRoots.officeStatus, <TodayStatus />);
