/**
 * Renders the contact page's interactive parts into their prerendered elements: the form, its
 * toasts and today's office status. In the browser React is Preact (vite.islands.config.ts).
 * Preact's own `render` adopts the existing DOM: it reuses the prerendered nodes (so the
 * autofocused name field keeps focus) and brings their attributes and text up to date, ids
 * included. (compat's createRoot would empty the element first.)
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

function renderInto(id: string, node: ComponentChild) {
  const element = document.getElementById(id);
  if (element) render(node, element);
}

renderInto(islandRoots.toasts, <ToastContainer {...toastContainerOptions} />);
renderInto(islandRoots.contactForm, <ContactForm />);
renderInto(islandRoots.officeStatus, <TodayStatus />);
