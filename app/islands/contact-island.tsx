/**
 * Renders the contact page's interactive parts into their prerendered elements. With Preact
 * (aliased for React by vite.islands.config.ts), `render` adopts the existing DOM: it reuses
 * the prerendered nodes and brings their attributes and text up to date.
 */
import type { ReactNode } from "react";
import { createRoot } from "react-dom/client";

import { TodayStatus } from "~/components/sections/office-hours";
import { contactIslandRoots } from "~/lib/islands";

function renderInto(id: string, node: ReactNode) {
  const element = document.getElementById(id);
  if (element) createRoot(element).render(node);
}

renderInto(contactIslandRoots.officeStatus, <TodayStatus />);
