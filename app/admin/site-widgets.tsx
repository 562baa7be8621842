/**
 * The CMS's fields, made to hold the build's rules and to be safe on a phone (docs/product.md §18).
 * These are Decap's own widgets (string, text, number, select, boolean, markdown, object, list,
 * image), each extended, none rewritten, registered again under their own names before the CMS
 * starts:
 *
 * - Every field knows its place in the file's data: the object and list fields tell what they
 *   hold (a React context), a list each item's index. A field checks its value with the build's
 *   own check (field-rules.ts) when it loses focus and when the owner publishes; a problem shows
 *   at the field in the build's words, and Decap saves nothing while one shows.
 * - A list's collapsed rows read in words (the schema's `summary`), its button adds one item
 *   ("Add a date"), a new item opens in view with its first field focused, removing one asks
 *   first, and an item holding a problem opens by itself.
 *
 * Decap passes each control its props and reads a few methods off it (`isValid`, `validate`,
 * `focus`); the extensions keep to those. tests/e2e/cms.spec.ts drives each of them in the real
 * CMS, so an upgrade of Decap that changes them fails there.
 */
import type { CMS as DecapCms } from "decap-cms-core";
import {
  cloneElement,
  Component,
  createContext,
  createRef,
  isValidElement,
  memo,
  type ReactNode,
} from "react";
import { flushSync } from "react-dom";
import { referral, site } from "virtual:content";

import { figuresOf } from "~/rules/figures.ts";
import { UPLOADS } from "~/rules/uploads.ts";
import type { ContentIssue } from "~/schemas/check.ts";
import type { CmsMeta } from "~/schemas/fields.ts";

import { DateControl, MonthDayControl } from "./date-controls.tsx";
import { TimeControl } from "./time-control.tsx";
import {
  declarationOf,
  fieldMessage,
  fieldMetaAt,
  issuesAtField,
  issuesAtList,
  issuesOf,
  madeUpOf,
  placeOfValue,
  startsWith,
} from "./field-rules.ts";
import { ReviewList } from "./review-list.tsx";

/* eslint-disable @typescript-eslint/no-explicit-any -- Decap's controls are untyped classes. */
type DecapInstance = Component<any, any> & { [member: string]: any };
type DecapControl = new (...args: any[]) => DecapInstance;
type Immutable = { get(key: string): any; has(key: string): boolean; toJS(): any };

/** Where a field's value sits in its file's data, as the fields around it say. */
interface FieldPlace {
  path: readonly PropertyKey[];
  /** The field is a list item's whole value (a list of texts), not one of its fields. */
  isItemValue: boolean;
  /**
   * The fields checked together: a list item's, or the entry's outside any list. A rule may
   * join them (a date and its authority), so leaving one checks the others that are filled in.
   */
  group: Set<FilledFieldCheck>;
}

interface FilledFieldCheck {
  checkIfFilled(): void;
}

const FieldPlaceContext = createContext<FieldPlace>({
  path: [],
  isItemValue: false,
  group: new Set(),
});

const placeOf = (field: Immutable, around: FieldPlace): readonly PropertyKey[] =>
  around.isItemValue ? around.path : [...around.path, field.get("name") as string];

/** The problems the build would find in the entry a control belongs to. */
function entryIssues(props: { entry?: Immutable; getEntry?: () => Immutable }) {
  const entry = props.getEntry?.() ?? props.entry;
  const declared = entry ? declarationOf(entry.get("slug") as string) : undefined;
  if (!entry || !declared) return undefined;
  const data = entry.get("data") as Immutable;
  return issuesOf(declared, data, () => data.toJS());
}

/** What in the entry a control belongs to still stops the site from going live, by place. */
function entryMadeUp(props: { entry?: Immutable; getEntry?: () => Immutable }) {
  const entry = props.getEntry?.() ?? props.entry;
  const data = entry?.get("data") as Immutable | undefined;
  return entry && data
    ? madeUpOf(entry.get("slug") as string, data, () => data.toJS()).map((value) => ({
        value,
        place: placeOfValue(value),
      }))
    : [];
}

const isPlace = (place: readonly PropertyKey[], other: readonly PropertyKey[]) =>
  place.length === other.length && startsWith(place, other);

/** The field the launch checklist opens next (launch-checklist.tsx), until it shows. */
let wantedField: { entry: string; place: readonly PropertyKey[] } | undefined;

/** Opens an entry at a field: once drawn, the field comes into view, focused. */
export const openAtField = (entry: string, place: readonly PropertyKey[]) => {
  wantedField = { entry, place };
};

/** Decap's own test for a value that is not there (its presence check). */
const isBlank = (value: any) =>
  value === null ||
  value === undefined ||
  value === "" ||
  (typeof value?.size === "number" && value.size === 0);

/**
 * After a refused publish, the first field with a problem comes into view, wherever the owner
 * had scrolled: Decap checks every field when a Publish menu item is chosen, and marks the ones
 * refused in red, but leaves the page where it was (a problem may be 40 items up, folded).
 */
const firstProblem = {
  /** Until when the checks running belong to a publish (a menu item was just chosen). */
  publishingUntil: 0,
  fieldIds: new Set<string>(),

  watchPublish() {
    document.addEventListener(
      "click",
      (event) => {
        if ((event.target as Element | null)?.closest?.('[role="menuitem"]')) {
          this.publishingUntil = Date.now() + 2000;
        }
      },
      true,
    );
  },

  /** A field refused a value: during a publish, it may be the one to show. */
  report(fieldId: string) {
    if (Date.now() > this.publishingUntil) return;
    if (this.fieldIds.size === 0) {
      // Once the lists have opened their items with problems (a render or two later).
      setTimeout(() => requestAnimationFrame(() => this.show()), 50);
    }
    this.fieldIds.add(fieldId);
  },

  show() {
    const [first] = [...this.fieldIds]
      .map((id) => document.getElementById(id))
      .filter((element): element is HTMLElement => element !== null)
      .sort((a, b) => (a.compareDocumentPosition(b) & Node.DOCUMENT_POSITION_FOLLOWING ? -1 : 1));
    this.fieldIds.clear();
    this.publishingUntil = 0;
    first?.scrollIntoView({ block: "center" });
    first?.focus({ preventScroll: true });
  },
};

/** Decap's error at a field: typed as a missing value, so Decap's own notice says to look. */
const fieldError = (message: string, parentIds: unknown) => ({
  type: "PRESENCE",
  parentIds,
  message,
});

/**
 * A value field (a text, a number, a choice, a switch, prose) that also checks what the build
 * checks. Decap's own check speaks first (a required value missing), then the build's.
 */
function checkedField(Base: DecapControl): DecapControl {
  return class CheckedField extends Base {
    static contextType = FieldPlaceContext;
    declare context: FieldPlace;

    constructor(props: any) {
      super(props);
      const ownCheck = this.isValid?.bind(this) as (() => unknown) | undefined;
      this.isValid = () => {
        const problem = this.buildProblem() ?? ownCheck?.() ?? { error: false };
        if ((problem as { error: unknown }).error || this.failsDecapsCheck()) {
          firstProblem.report(this.props.forID);
        }
        return problem;
      };
    }

    /** Whether Decap's own check refuses the value: a required value missing. */
    failsDecapsCheck(): boolean {
      const { field, value } = this.props;
      return isBlank(value) && field.get("required", true) !== false;
    }

    buildProblem(): { error: unknown } | undefined {
      const { field, parentIds } = this.props;
      if (this.failsDecapsCheck()) return undefined;
      const issues = entryIssues(this.props);
      if (!issues) return undefined;
      const [issue] = issuesAtField(issues, placeOf(field, this.context));
      return issue
        ? { error: fieldError(fieldMessage(field.get("label"), issue), parentIds) }
        : undefined;
    }

    /** The group this field was counted in (its item's, or the entry's). */
    private checkedWith: Set<FilledFieldCheck> | undefined;

    override componentDidMount() {
      super.componentDidMount?.();
      this.checkedWith = this.context.group;
      this.checkedWith.add(this);
      const entry = (this.props.getEntry?.() ?? this.props.entry)?.get("slug");
      if (!wantedField || wantedField.entry !== entry || !isPlace(wantedField.place, this.place()))
        return;
      wantedField = undefined;
      // Once the list holding it has opened its item (a render later). A control with no
      // element of its id (prose) comes into view by its note, and takes Decap's own focus.
      setTimeout(() => {
        const control = document.getElementById(this.props.forID);
        (control ?? this.note.current)?.scrollIntoView({ block: "center" });
        if (control) control.focus({ preventScroll: true });
        else this.focus?.();
      }, 100);
    }

    private readonly note = createRef<HTMLParagraphElement>();

    place() {
      return placeOf(this.props.field, this.context);
    }

    override componentWillUnmount() {
      super.componentWillUnmount?.();
      this.checkedWith?.delete(this);
    }

    checkIfFilled() {
      if (!isBlank(this.props.value)) this.props.validate?.();
    }

    override componentDidUpdate(previous: any, state: any, snapshot: any) {
      // Decap's text field puts the caret back after each change, which an input holding no
      // selection (an email address's) refuses: it throws.
      if (this._el?.selectionStart !== null) {
        super.componentDidUpdate?.(previous, state, snapshot);
      }
      // A day picked on the phone's picker is checked at once: the picker never leaves the field.
      if (this.props.field.get("widget") === "date" && previous.value !== this.props.value) {
        for (const field of this.context.group) field.checkIfFilled();
      }
    }

    /**
     * Leaving a field checks it and the fields beside it that are filled in: a format is said at
     * once, a rule that joins two fields as soon as both are there, and a problem fixed in one
     * clears in the other. Fields still empty wait for Publish.
     */
    checkOnLeave = (event: FocusEvent & { currentTarget: Element; relatedTarget: unknown }) => {
      const leftTo = event.relatedTarget as Node | null;
      if (leftTo && event.currentTarget.contains(leftTo)) return;
      for (const field of this.context.group) field.checkIfFilled();
    };

    override render() {
      const madeUp = entryMadeUp(this.props).filter(({ place }) => isPlace(place, this.place()));
      const { field, value } = this.props;
      const control = super.render();
      return (
        <div
          className="cms-field"
          data-widget={field.get("widget")}
          onBlur={this.checkOnLeave as never}
        >
          {field.get("input_type") && isValidElement(control)
            ? cloneElement(control, { type: field.get("input_type") } as never)
            : control}
          {field.get("figures") && <FiguresInWords text={typeof value === "string" ? value : ""} />}
          {madeUp.map(({ value }, index) => (
            <p key={index} ref={index === 0 ? this.note : undefined} className="cms-launch-note">
              Blocks going live: {value.value || this.props.field.get("label")} {value.says}.
            </p>
          ))}
        </div>
      );
    }
  };
}

/**
 * The figures a text names, in words (docs/product.md §24): "{phone} shows (513) 555-0100", as
 * last published; the file's own names ({retention}) are filled in by the website.
 */
function FiguresInWords({ text }: { text: string }) {
  const values: Record<string, string | undefined> = figuresOf({ site, referral });
  const said = [...new Set(text.match(/\{\w+\}/g))].map((name) => {
    const value = values[name.slice(1, -1)];
    return `${name} ${value === undefined ? "is filled in by the website" : `shows ${value}`}`;
  });
  return said.length > 0 && <p className="cms-figures">In this text: {said.join("; ")}.</p>;
}

/**
 * The picture field: an upload previews at once, read from where the CMS keeps it (the
 * repository, or the upload itself), not from the served site, which has it only once a publish
 * has rebuilt it. Decap takes a value starting with "/" for a web address; the file's name
 * alone is found in the uploads folder (rules/uploads.ts).
 */
function previewedUpload(Base: DecapControl): DecapControl {
  const byName = new WeakMap<object, (path: string, field: unknown) => unknown>();
  return class PreviewedUpload extends Component<any> {
    override shouldComponentUpdate() {
      return true; // Decap's picture field decides for itself (a media library's choice)
    }

    override render() {
      const { getAsset } = this.props;
      if (!byName.has(getAsset)) {
        byName.set(getAsset, (path, field) =>
          getAsset(path?.startsWith(`${UPLOADS.path}/`) ? path.split("/").at(-1) : path, field),
        );
      }
      return <Base {...this.props} getAsset={byName.get(getAsset)} />;
    }
  };
}

/** An object field: it tells the fields it holds where they are. */
function placedObject(Base: DecapControl): DecapControl {
  return class PlacedObject extends Base {
    static contextType = FieldPlaceContext;
    declare context: FieldPlace;

    override render() {
      const place = {
        path: placeOf(this.props.field, this.context),
        isItemValue: false,
        group: this.context.group,
      };
      return (
        <FieldPlaceContext.Provider value={place}>{super.render()}</FieldPlaceContext.Provider>
      );
    }
  };
}

/**
 * Sets what differs only: labeling a list's items runs after each key typed, and an attribute
 * written again, unchanged, still costs the page a new look at its styles.
 */
function setAttributes(element: Element | undefined, attributes: Record<string, string>) {
  for (const [name, value] of Object.entries(attributes)) {
    if (element && element.getAttribute(name) !== value) element.setAttribute(name, value);
  }
}

/**
 * Decap hands its drag-and-drop library the list's keys as a new array on each render
 * (`keys.map((key) => ({ id: key }))`), which draws every item's drag handle again on each key
 * typed. Its keys are a new array whenever they change, so one mapping per array and callback
 * is the same answer, kept.
 */
function mapOncePerArray(keys: string[]) {
  if (Object.hasOwn(keys, "map")) return;
  const mapped = new Map<string, unknown[]>();
  const map = (callback: (key: string, index: number, all: string[]) => unknown) => {
    const known = mapped.get(String(callback)) ?? Array.prototype.map.call(keys, callback);
    mapped.set(String(callback), known);
    return known;
  };
  Object.defineProperty(keys, "map", { value: map });
}

/** "date" -> "a date", "IRS link" -> "an IRS link". */
const withArticle = (noun: string) => `${/^[aeiou]/i.test(noun) ? "an" : "a"} ${noun}`;

const ADD_PHRASE = "editor.editorWidgets.list.add";

/**
 * A folded item, drawn again only when what it holds or shows changed: Decap draws every item's
 * fields on each key typed anywhere in the list (a folded one hidden, its text boxes measured
 * all the same), which took 800 ms a key in a list of 130 dates on a phone's CPU.
 */
type FoldedItemProps = { draw: () => ReactNode; isFolded: boolean } & Record<string, unknown>;
const FoldedItem = memo(
  ({ draw }: FoldedItemProps) => draw(),
  (before, after) =>
    before.isFolded &&
    Object.keys(after).every((key) => key === "draw" || before[key] === after[key]),
);

/** Decap's list, its items placed, read in words, added in view and removed only when asked. */
function safeListItems(Base: DecapControl): DecapControl {
  return class SafeListItems extends Base {
    static contextType = FieldPlaceContext;
    declare context: FieldPlace;
    /** The index of the item just added, to bring into view once it is drawn. */
    private addedIndex: number | undefined;
    /** The index of the item whose line is being written (Decap gives its item only). */
    private labelIndex = 0;
    /** Each item's place, kept while its index is (a new one would draw every item again). */
    private readonly itemPlaces = new Map<string, FieldPlace>();

    constructor(props: any) {
      super(props);
      const renderItem = this.renderItem as (item: unknown, index: number) => unknown;
      this.renderItem = (item: unknown, index: number) => {
        const key: string = this.state.keys[index];
        let place = this.itemPlaces.get(key);
        if (place?.path.at(-1) !== index) {
          place = {
            path: [...this.listPlace(), index],
            isItemValue: this.props.field.has("field"),
            // Each item's fields are checked together (by the item's key, which follows it).
            group: place?.group ?? new Set(),
          };
          this.itemPlaces.set(key, place);
        }
        const draw = () => {
          this.labelIndex = index;
          return renderItem(item, index) as ReactNode;
        };
        return (
          <FieldPlaceContext.Provider key={key} value={place}>
            <FoldedItem
              draw={draw}
              item={item}
              index={index}
              isFolded={this.state.itemsCollapsed[index]}
              errors={this.props.fieldsErrors}
              keys={this.state.keys}
            />
          </FieldPlaceContext.Provider>
        );
      };

      const handleRemove = this.handleRemove as (index: number, event: Event) => void;
      this.handleRemove = (index: number, event: Event) => {
        event.preventDefault();
        this.labelIndex = index;
        const label = this.objectLabel(this.props.value.get(index));
        const question = label
          ? `Remove “${label}”? It leaves the site when you publish.`
          : "Remove this item? It leaves the site when you publish.";
        if (window.confirm(question)) handleRemove(index, event);
      };

      // An item never opened has no fields drawn (build-tools/admin-environment.ts): one the
      // build's check finds a problem in opens before Decap checks the fields, so its are checked
      // and marked too.
      const validate = this.validate as () => void;
      this.validate = () => {
        const list = this.listPlace();
        const troubled = new Set(
          entryIssues(this.props)
            ?.filter((issue) => startsWith(issue.path, list))
            .map((issue) => issue.path[list.length]),
        );
        const collapsed: boolean[] = this.state.itemsCollapsed;
        const itemsCollapsed = collapsed.map((is, index) => is && !troubled.has(index));
        flushSync(() => this.setState({ itemsCollapsed }));
        validate();
      };

      const validateSize = this.validateSize as () => unknown[];
      this.validateSize = () => {
        const own = validateSize();
        if (own.length > 0) return own;
        const issues = entryIssues(this.props);
        if (!issues) return own;
        const itemsAreObjects = this.props.field.has("fields");
        const problems = issuesAtList(issues, this.listPlace(), { itemsAreObjects }).map(
          (issue: ContentIssue) =>
            fieldError(fieldMessage(this.props.field.get("label"), issue), this.props.parentIds),
        );
        if (problems.length > 0) firstProblem.report(this.props.forID);
        return problems;
      };

      const addItem = this.addItem as (value: unknown) => void;
      this.addItem = (value: unknown) => {
        addItem(value);
        this.addedIndex = this.props.field.get("add_to_top") ? 0 : (this.props.value?.size ?? 0);
      };
    }

    listPlace(): readonly PropertyKey[] {
      return placeOf(this.props.field, this.context);
    }

    private meta: CmsMeta | undefined | null = null;

    /** The list's words in the schema (read once: its place does not change). */
    listMeta(): CmsMeta | undefined {
      if (this.meta === null) {
        const entry = this.props.getEntry?.() ?? this.props.entry;
        const declared = entry ? declarationOf(entry.get("slug")) : undefined;
        this.meta = declared ? fieldMetaAt(declared, this.listPlace()) : undefined;
      }
      return this.meta;
    }

    /** A collapsed item's line: the schema's summary of it, in words. */
    objectLabel(item: Immutable | string) {
      const summary = this.listMeta()?.summary;
      if (!summary) return super.objectLabel(item);
      const value = typeof item === "object" && item !== null ? item.toJS() : item;
      return summary(value, this.labelIndex) || super.objectLabel(item);
    }

    /** Switches off `needsReview` on the items at these indexes: one change, one publish. */
    markReviewed = (indexes: ReadonlySet<number>) => {
      this.props.onChange(
        this.props.value.map((item: any, index: number) =>
          indexes.has(index) ? item.set("needsReview", false) : item,
        ),
      );
    };

    override render() {
      mapOncePerArray(this.state.keys);
      const review = this.listMeta()?.review;
      return (
        <>
          {review && (
            <ReviewList
              value={this.props.value}
              review={review}
              itemLabel={this.props.field.get("label_singular") ?? "item"}
              onReviewed={this.markReviewed}
            />
          )}
          {super.render()}
        </>
      );
    }

    componentDidMount() {
      super.componentDidMount?.();
      // An item holding what stops the site from going live opens, so its field says so.
      const list = this.listPlace();
      const marked = entryMadeUp(this.props)
        .filter(({ place }) => startsWith(place, list))
        .map(({ place }) => place[list.length]);
      const collapsed: boolean[] = this.state.itemsCollapsed;
      if (marked.length > 0) {
        this.setState({
          itemsCollapsed: collapsed.map((is, index) => is && !marked.includes(index)),
        });
      }
      this.labelItems();
      const element = document.getElementById(this.props.forID);
      for (const type of ["click", "keydown"])
        element?.addEventListener(type, this.toggleFromSummary);
    }

    componentWillUnmount() {
      super.componentWillUnmount?.();
      const element = document.getElementById(this.props.forID);
      for (const type of ["click", "keydown"])
        element?.removeEventListener(type, this.toggleFromSummary);
    }

    componentDidUpdate(previous: any, previousState: any) {
      super.componentDidUpdate?.(previous, previousState);
      this.bringAddedItemIntoView();
      this.openItemsWithProblems(previous);
      this.labelSoon();
    }

    private isLabelPending = false;

    /** Labels the items once the key just typed is on screen: a long list's labels wait for it. */
    labelSoon() {
      if (this.isLabelPending) return;
      this.isLabelPending = true;
      requestAnimationFrame(() =>
        setTimeout(() => {
          this.isLabelPending = false;
          this.labelItems();
        }),
      );
    }

    /**
     * Decap draws each item as a bar (a fold button, a drag handle, a remove button, all icons)
     * above its summary: the buttons get names, and the summary opens and folds its item too,
     * so a row opens from its words, not only from a small chevron.
     */
    items(): HTMLElement[] {
      const list = document.getElementById(this.props.forID)?.children[1];
      return list ? ([...list.children] as HTMLElement[]) : [];
    }

    labelItems() {
      const collapsed: boolean[] = this.state.itemsCollapsed;
      for (const [index, item] of this.items().entries()) {
        const [bar, summary] = [...item.children] as HTMLElement[];
        const buttons = bar?.querySelectorAll(":scope > button");
        if (!bar || !summary || !buttons?.length) continue;
        const words = summary.textContent?.trim() || `item ${index + 1}`;
        const isOpen = !collapsed[index];
        const fold = buttons[0];
        const remove = buttons.length > 1 ? buttons[buttons.length - 1] : null;
        setAttributes(fold, {
          "aria-label": `${isOpen ? "Fold" : "Open"} “${words}”`,
          "aria-expanded": String(isOpen),
        });
        if (remove) setAttributes(remove, { "aria-label": `Remove “${words}”` });
        setAttributes(bar, { "data-cms-item-bar": "" });
        setAttributes(summary, {
          "data-cms-item-summary": "",
          role: "button",
          tabindex: "0",
          "aria-expanded": String(isOpen),
        });
      }
    }

    toggleFromSummary = (event: Event) => {
      if (event instanceof KeyboardEvent && event.key !== "Enter" && event.key !== " ") return;
      const summary = (event.target as Element | null)?.closest?.("[data-cms-item-summary]");
      const index = this.items().findIndex((item) => item.children[1] === summary);
      if (index === -1) return;
      event.preventDefault();
      this.handleItemCollapseToggle(index, event);
    };

    bringAddedItemIntoView() {
      const index = this.addedIndex;
      if (index === undefined) return;
      this.addedIndex = undefined;
      // The item's first field, through Decap's own focus (which also opens the item).
      const item = this.childRefs?.[this.state.keys[index]];
      const fields = this.props.field.get("fields");
      const first = fields
        ? fields.first()?.get("name")
        : this.props.field.getIn(["field", "name"]);
      item?.childRefs?.[first]?.focus?.();
      (document.activeElement as HTMLElement | null)?.scrollIntoView({ block: "center" });
    }

    /** When a publish is refused, the items holding a problem open, so the problem shows. */
    openItemsWithProblems(previous: any) {
      if (previous.fieldsErrors === this.props.fieldsErrors) return;
      const collapsed: boolean[] = this.state.itemsCollapsed;
      const opened = collapsed.map((isCollapsed, index) => isCollapsed && !this.hasError(index));
      if (opened.some((isCollapsed, index) => isCollapsed !== collapsed[index])) {
        this.setState({ itemsCollapsed: opened });
      }
    }
  };
}

/** The list field: Decap's, with its "Add" button naming one item with its article. */
function safeList(Base: DecapControl): DecapControl {
  const Items = safeListItems(Base);
  return class SafeList extends Component<any> {
    private readonly items = createRef<any>();

    validate = () => this.items.current?.validate();
    focus = (path: string) => this.items.current?.focus(path);

    override shouldComponentUpdate() {
      return true; // as Decap's list: every item decides for itself
    }

    t = (key: string, options?: Record<string, unknown>) =>
      key === ADD_PHRASE && typeof options?.item === "string"
        ? `Add ${withArticle(options.item)}`
        : this.props.t(key, options);

    override render() {
      return <Items {...this.props} t={this.t} ref={this.items} />;
    }
  };
}

/** The widgets whose value is one field's. */
const VALUE_WIDGETS = ["string", "text", "number", "select", "boolean", "markdown", "uuid"];

/** Registers the extended widgets under Decap's own names; call before `CMS.init`. */
export function registerSiteWidgets(cms: DecapCms): void {
  firstProblem.watchPublish();
  const register = cms.registerWidget as (...args: unknown[]) => void;
  const extend = (name: string, extension: (base: DecapControl) => DecapControl) => {
    const widget = cms.getWidget(name) as
      { control: DecapControl; preview: never; schema?: unknown } | undefined;
    if (!widget) throw new Error(`Decap CMS has no "${name}" widget to extend.`);
    register(name, extension(widget.control), widget.preview, widget.schema);
  };
  for (const name of VALUE_WIDGETS) extend(name, checkedField);
  extend("object", placedObject);
  extend("list", safeList);
  extend("image", previewedUpload);
  // The schema's own widgets for a time of day and for days, shown in the preview as the text
  // they keep.
  const ownControls = { time: TimeControl, date: DateControl, "month-day": MonthDayControl };
  for (const [name, control] of Object.entries(ownControls)) {
    register(name, checkedField(control as DecapControl), cms.getWidget("string")?.preview);
  }
}
