// @vitest-environment jsdom
/**
 * The contact island's hydration, with React's development build (which reports every
 * mismatch): the prerendered form, toasts and office status hydrate without one warning, text
 * typed before hydration is kept and adopted, and the no-JavaScript note goes away.
 */
import { act, screen } from "@testing-library/react";
import { type ReactNode, startTransition } from "react";
import { hydrateRoot, type Root } from "react-dom/client";
import { renderToString } from "react-dom/server";
import { ToastContainer } from "react-toastify/unstyled";
import { afterEach, beforeEach, expect, it, vi } from "vitest";

import { ContactForm } from "~/components/sections/contact-form.tsx";
import { TodayStatus } from "~/components/sections/today-status.tsx";
import { messages } from "~/interface-strings.ts";
import { inquiryRecord } from "~/lib/inquiry.ts";
import { inquiryFieldId, inquiryFields, type InquiryFieldSpec } from "~/lib/inquiry-fields.ts";
import { DRAFT_KEY } from "~/lib/inquiry-draft.ts";
import { islandRoots } from "~/lib/islands.ts";
import { toastContainerOptions } from "~/lib/notify.ts";

/** What the island hydrates into each root it lists: a root added there fails typecheck here. */
const hydrated = {
  toasts: <ToastContainer {...toastContainerOptions} />,
  // Built on a named past day: hydration refreshes the times to the visitor's day, no warning.
  contactForm: <ContactForm builtOn="2026-11-20" />,
  officeStatus: <TodayStatus />,
} satisfies Record<keyof typeof islandRoots, ReactNode>;
const islands = (Object.keys(islandRoots) as (keyof typeof islandRoots)[]).map(
  (name) => [islandRoots[name], hydrated[name]] as const,
);

let roots: Root[] = [];

beforeEach(() => {
  sessionStorage.clear();
  document.body.innerHTML = islands
    .map(([id, node]) => `<div id="${id}">${renderToString(node)}</div>`)
    .join("");
});

afterEach(() => {
  act(() => roots.forEach((root) => root.unmount()));
  roots = [];
  document.body.innerHTML = "";
});

async function hydrateAll() {
  await act(async () => {
    for (const [id, node] of islands) {
      startTransition(() => {
        roots.push(hydrateRoot(document.getElementById(id) as HTMLElement, node));
      });
    }
  });
}

it("hydrates the prerendered roots without a warning or an error", async () => {
  const errors = vi.spyOn(console, "error");
  const warnings = vi.spyOn(console, "warn");
  await hydrateAll();
  expect(errors).not.toHaveBeenCalled();
  expect(warnings).not.toHaveBeenCalled();
  expect(screen.getByRole("button", { name: messages.inquiry.submit })).toBeEnabled();
});

it("shows the no-JavaScript note in the prerender only", async () => {
  const note = () => screen.queryByText(messages.inquiry.scriptRequired.heading);
  expect(note()?.closest(".script-fallback")).not.toBeNull();
  expect(screen.getByRole("button", { name: messages.inquiry.submit })).toBeDisabled();
  await hydrateAll();
  expect(note()).toBeNull();
});

it("adopts what was typed before hydration into every field of the list one types in: the state and the draft hold it", async () => {
  const isTyped = ({ type }: InquiryFieldSpec) => type !== "time" && type !== "meeting";
  const typed = inquiryRecord((field) => (isTyped(field) ? `Typed into ${field.name} early` : ""));
  const control = (field: InquiryFieldSpec) =>
    document.getElementById(inquiryFieldId(field.name)) as HTMLInputElement;
  for (const field of inquiryFields.filter(isTyped)) control(field).value = typed[field.name];
  await hydrateAll();
  for (const field of inquiryFields.filter(isTyped)) {
    expect(control(field)).toHaveValue(typed[field.name]);
  }
  expect(JSON.parse(sessionStorage.getItem(DRAFT_KEY) ?? "{}")).toEqual(typed);
  // The count follows what the message holds.
  expect(screen.getByText(`${typed.message.length} of 10,000 characters`)).toBeDefined();
});
