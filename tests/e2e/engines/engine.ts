/**
 * The small interface the engines' journeys are written against, once (docs/decisions/0013):
 * each engine's adapter (firefox.ts, webkit.ts) implements `EngineDriver` with its own tool;
 * `EnginePage` adds what every journey reads, written once on top of `evaluate`.
 */

import type { InquiryFieldSpec } from "~/lib/inquiry-fields.ts";

/** The keys the journeys press, named as a person would. */
export type Key = "Tab" | "Shift+Tab" | "Enter" | "Escape" | "ArrowDown";

/** The phone (an iPhone's 375 px) and the desktop (the header's xl breakpoint) widths. */
export type Width = 375 | 1280;

export interface EngineDriver {
  /** Loads a URL and waits for its load event. */
  goto(url: string): Promise<void>;
  /** A real click in the middle of the first element the CSS selector matches. */
  click(selector: string): Promise<void>;
  /** Focuses the first element the CSS selector matches and types, key by key. */
  type(selector: string, text: string): Promise<void>;
  /** Presses a key in whatever has focus. */
  press(key: Key): Promise<void>;
  /** Runs a function in the page (serialised: no closures) and returns its awaited result. */
  evaluate<Args extends unknown[], Result>(
    fn: (...args: Args) => Result,
    ...args: Args
  ): Promise<Awaited<Result>>;
  /** Runs a script's source in the page as it is (axe-core's bundle). */
  run(source: string): Promise<void>;
  screenshot(): Promise<Buffer>;
  /** Gives the page up: the next test starts with no storage and no page. */
  close(): Promise<void>;
}

/** One engine for one worker: a browser started once, a page per test. */
export interface EngineBrowser {
  open(width: Width): Promise<EngineDriver>;
  close(): Promise<void>;
}

/** A page of the site in one engine: the driver, plus reading the DOM the same way everywhere. */
export class EnginePage {
  constructor(
    private readonly driver: EngineDriver,
    /** The origin the site is loaded from (the observer proxy). */
    readonly origin: string,
  ) {}

  goto(path: string) {
    return this.driver.goto(new URL(path, this.origin).href);
  }
  /**
   * Brings the element to the middle of the screen first, as a person scrolls to what they tap:
   * WebDriver scrolls it only to the bottom edge, under the toasts' corner of the screen.
   */
  async click(selector: string) {
    await this.evaluate(
      (selector) => document.querySelector(selector)?.scrollIntoView({ block: "center" }),
      selector,
    );
    return this.driver.click(selector);
  }
  type(selector: string, text: string) {
    return this.driver.type(selector, text);
  }
  /**
   * Enters a value in a field of the contact form, whatever its kind: the one place that knows
   * how. A way to meet is tapped; a choice of time is picked from its list with the keyboard, an
   * arrow press per option down to it ("": none chosen).
   */
  async enterField(field: InquiryFieldSpec, value: string) {
    const control = `form [name="${field.name}"]`;
    if (field.type === "meeting") return this.click(`${control}[value="${value}"]`);
    if (field.type !== "time") return this.type(control, value);
    const steps = await this.evaluate(
      (control, value) => {
        const list = document.querySelector<HTMLSelectElement>(control);
        list?.focus();
        return [...(list?.options ?? [])].findIndex((option) => option.text === value);
      },
      control,
      value,
    );
    for (let step = 0; step < steps; step += 1) await this.press("ArrowDown");
  }
  press(key: Key) {
    return this.driver.press(key);
  }
  evaluate<Args extends unknown[], Result>(fn: (...args: Args) => Result, ...args: Args) {
    return this.driver.evaluate(fn, ...args);
  }
  run(source: string) {
    return this.driver.run(source);
  }
  screenshot() {
    return this.driver.screenshot();
  }

  /** The path of the page shown now. */
  path() {
    return this.evaluate(() => location.pathname);
  }

  /** The text of every element the selector matches, whitespace collapsed, as shown or not. */
  texts(selector: string) {
    return this.evaluate(
      (selector) =>
        [...document.querySelectorAll(selector)].map((element) =>
          (element.textContent ?? "").replace(/\s+/g, " ").trim(),
        ),
      selector,
    );
  }

  /** One attribute of every element the selector matches (null where it is absent). */
  attributes(selector: string, name: string) {
    return this.evaluate(
      (selector, name) =>
        [...document.querySelectorAll(selector)].map((element) => element.getAttribute(name)),
      selector,
      name,
    );
  }

  /** The value of every form field the selector matches. */
  values(selector: string) {
    return this.evaluate(
      (selector) =>
        [...document.querySelectorAll<HTMLInputElement | HTMLTextAreaElement>(selector)].map(
          (field) => field.value,
        ),
      selector,
    );
  }

  /** Whether the first element the selector matches is rendered, with a size, and not hidden. */
  isVisible(selector: string) {
    return this.evaluate((selector) => {
      const element = document.querySelector(selector);
      return (
        !!element &&
        element.checkVisibility({ visibilityProperty: true }) &&
        element.getBoundingClientRect().width > 0
      );
    }, selector);
  }

  /** Whether the first element the selector matches has focus. */
  isFocused(selector: string) {
    return this.evaluate((selector) => !!document.activeElement?.matches(selector), selector);
  }
}
