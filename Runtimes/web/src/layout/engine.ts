// Runs a layout model, as the Swift runtime's LayoutEngine: picks the variant for the viewport,
// resolves each section's formulas into numbers, and stacks the sections.

import type { LayoutAttributes } from "../geometry/attributes.js";
import type { Evaluator } from "../programs/evaluator.js";
import { AxisRect, LayoutError, Size, describe, swiftDouble } from "../geometry/geometry.js";
import { limits } from "../inputs/limits.js";
import type { Arrangement, BodyModel, EffectsModel, LayoutModel, SectionModel } from "../model/model.js";
import { PreparedLayout } from "../queries/prepared.js";
import type { SectionInLayout } from "../queries/sections.js";
import { Context } from "../programs/program.js";
import { roundAway, swiftMax, swiftMin } from "../geometry/swiftmath.js";
import { Continuation, ItemSize, ScrollEffects, SectionResolver, itemCount } from "../engines/resolver.js";
import { isOnGrid } from "../engines/explicitFrames.js";

/** What a layout is prepared for: the viewport, each section's item count, the items' sizes for
 * layouts sized by data, the reader's text size (1 by default), and whether the reader asks for
 * reduced motion (`prefers-reduced-motion`; false by default). */
/** What a layout is prepared for, as Swift's `LayoutInput`. */
export interface LayoutInput {
  /** The scroll view's visible size, in points. */
  viewport: Size;
  /** Items per section. */
  sectionCounts: number[];
  /** Each item's size, by section, for layouts sized by data: a length along the scroll axis, or a size. */
  itemSizes?: ItemSize[][];
  /** The reader's text size relative to the default (Dynamic Type): 1 when absent. */
  textScale?: number;
  /** Whether the reader asks for reduced motion: false when absent. */
  reduceMotion?: boolean;
}

/** The effects in force, as Swift's `EffectsModel.inForce`: `effects`, or under Reduce Motion
 * `reduced` when given, else `effects` without those that move cells (opacity and order stay). */
function effectsInForce(effects: EffectsModel | undefined, reduced: EffectsModel | undefined, reduceMotion: boolean): EffectsModel | undefined {
  if (!reduceMotion) return effects;
  if (reduced !== undefined) return reduced;
  if (effects === undefined) return undefined;
  const stilled: EffectsModel = {};
  if (effects.alpha !== undefined) stilled.alpha = effects.alpha;
  if (effects.zIndex !== undefined) stilled.zIndex = effects.zIndex;
  return stilled;
}

const isEmpty = (effects: EffectsModel) => Object.values(effects).every((value) => value === undefined);


/** What of the input a layout's formulas read. */
export type InputRead = "width" | "height" | "count" | "textScale";

export class LayoutEngine {
  readonly reads: Set<InputRead>;

  constructor(readonly model: LayoutModel, readonly evaluator: Evaluator, readonly file: string | undefined) {
    this.reads = new Set<InputRead>();
    for (const program of evaluator.programs) {
      for (const name of ["width", "height", "count", "textScale"] as const) if (program.readsName(name)) this.reads.add(name);
    }
  }

  /** The first variant whose condition holds, else the base. */
  body(viewport: Size, textScale: number): BodyModel {
    const context = new Context();
    context.width = viewport.width;
    context.height = viewport.height;
    context.textScale = textScale;
    for (const variant of this.model.variants) {
      if (this.evaluator.finiteValue(variant.condition, context) !== 0) return variant.body;
    }
    return this.model.base;
  }

  prepare(input: LayoutInput): PreparedLayout {
    try {
      return this.resolve(input);
    } catch (error) {
      if (error instanceof LayoutError) throw error.naming(this.file);
      throw error;
    }
  }

  private resolve(input: LayoutInput): PreparedLayout {
    const viewport = input.viewport;
    const textScale = input.textScale ?? 1;
    if (!(Number.isFinite(viewport.width) && Number.isFinite(viewport.height) && viewport.width >= 0 && viewport.height >= 0)) {
      throw new LayoutError(`the viewport must have a finite, non-negative size, not ${describe(viewport.width)}×${describe(viewport.height)}`);
    }
    checkCounts(input.sectionCounts);
    checkTextScale(textScale);
    const body = this.body(viewport, textScale);
    const sections = input.sectionCounts.map((_, index) => this.resolveSection(input, index, body));
    const reduceMotion = input.reduceMotion ?? false;
    // Stilled effects with nothing left are none: scrolling then invalidates nothing for them.
    const inForce = effectsInForce(body.effects, body.reducedMotionEffects, reduceMotion);
    const effects = inForce === undefined || isEmpty(inForce) ? undefined : new ModelEffects(inForce, this.evaluator, viewport, textScale, this.turnAxis);
    const prepared = new PreparedLayout(viewport, this.model.axis, this.model.direction, sections, effects, body.snap, textScale, body.gravity ?? "start");
    prepared.reduceMotion = reduceMotion;
    return prepared;
  }

  private get turnAxis(): "vertical" | "horizontal" {
    return this.model.axis === "horizontal" ? "vertical" : "horizontal";
  }

  private resolver(input: LayoutInput, index: number): SectionResolver {
    const sizes = input.itemSizes !== undefined && index < input.itemSizes.length ? input.itemSizes[index] : undefined;
    return new SectionResolver(this.evaluator, this.model.axis, input.viewport.width, input.viewport.height, input.textScale ?? 1, index,
      input.sectionCounts[index], sizes);
  }

  /** A section's geometry, with its own effects and snap when it overrides the layout's. */
  private resolveSection(input: LayoutInput, index: number, body: BodyModel): SectionInLayout {
    const model = sectionModel(body, index);
    const resolved: SectionInLayout = this.resolver(input, index).resolve(model);
    // The section's own effects in force, if any; otherwise the body's apply.
    const inForce = effectsInForce(model.effects, model.reducedMotionEffects, input.reduceMotion ?? false);
    if (inForce !== undefined) resolved.effects = new ModelEffects(inForce, this.evaluator, input.viewport, input.textScale ?? 1, this.turnAxis);
    if (model.snap !== undefined) resolved.snap = model.snap;
    return resolved;
  }

  /** The layout for `input` when it differs from `prepared`'s by items appended to sections (and
   * no formula reads the count): a masonry or a grid continues its pass with the new items, any
   * other growing section is resolved again on its own, the others are kept. Otherwise prepares
   * again. The same answers as `prepare(input)`. */
  extend(prepared: PreparedLayout, input: LayoutInput): PreparedLayout {
    try {
      return this.extendUnnamed(prepared, input);
    } catch (error) {
      if (error instanceof LayoutError) throw error.naming(this.file);
      throw error;
    }
  }

  private extendUnnamed(prepared: PreparedLayout, input: LayoutInput): PreparedLayout {
    const counts = input.sectionCounts;
    const textScale = input.textScale ?? 1;
    if (this.reads.has("count") || !sameSurroundings(prepared, input) || counts.some((count, index) => count < prepared.itemCount(index))) {
      return this.prepare(input);
    }
    checkCounts(counts);
    const body = this.body(input.viewport, textScale);
    const sections = [...prepared.sections];
    let changed = false;
    counts.forEach((count, index) => {
      const section = sections[index];
      const from = itemCount(section.items);
      if (count <= from) return;
      changed = true;
      const arrangement = sectionModel(body, index).arrangement;
      const continuation = section.continuation;
      let frames: AxisRect[] | undefined;
      let next: Continuation | undefined;
      if (arrangement.kind === "masonry" && continuation?.kind === "masonry" && section.orthogonal === undefined) {
        const placed = this.resolver(input, index).placeMasonryItems(from, count, arrangement, continuation.columns);
        frames = placed.frames;
        next = { kind: "masonry", columns: placed.columns };
      } else if (arrangement.kind === "grid" && continuation?.kind === "grid" && section.orthogonal === undefined) {
        const placed = this.resolver(input, index).placeGridItems(from, count, arrangement, continuation.pass);
        frames = placed.frames;
        next = { kind: "grid", pass: placed.pass };
      }
      if (frames !== undefined && section.items.kind === "explicit") {
        sections[index] = { ...section, items: { kind: "explicit", frames: section.items.frames.prefixThen(section.items.frames.count, frames) }, continuation: next };
      } else {
        sections[index] = this.resolveSection(input, index, body);
      }
    });
    return changed ? this.withSections(prepared, sections) : prepared;
  }
  /** The layout after items changed size or place (Swift's `relayout(_:changedFrom:to:)`):
   * `firstChanged[section]` is the first item whose size or index may differ (undefined: the
   * section is as it was). A masonry places again only from that item, its pass rewound from the
   * frames before it; other changed sections are resolved again. When `changedEnds[section]` says
   * where the changes end (the items from it on are the same items, of the same sizes, so the
   * count is kept; Swift's `relayout(_:changedItems:to:)`), a list on the grid places again only
   * the changed items and moves the rest by one amount (`listChange`). The same answers as
   * `prepare(input)`. */
  relayout(prepared: PreparedLayout, firstChanged: (number | undefined)[], input: LayoutInput, changedEnds?: (number | undefined)[]): PreparedLayout {
    try {
      return this.relayoutUnnamed(prepared, firstChanged, input, changedEnds);
    } catch (error) {
      if (error instanceof LayoutError) throw error.naming(this.file);
      throw error;
    }
  }

  private relayoutUnnamed(prepared: PreparedLayout, firstChanged: (number | undefined)[], input: LayoutInput, changedEnds?: (number | undefined)[]): PreparedLayout {
    const counts = input.sectionCounts;
    const textScale = input.textScale ?? 1;
    const countsKept = counts.every((count, index) => count === prepared.itemCount(index));
    if ((!countsKept && this.reads.has("count")) || !sameSurroundings(prepared, input) || firstChanged.length !== counts.length) {
      return this.prepare(input);
    }
    checkCounts(counts);
    const body = this.body(input.viewport, textScale);
    const sections = [...prepared.sections];
    let changed = false;
    counts.forEach((count, index) => {
      const first = firstChanged[index];
      if (first === undefined) return;
      changed = true;
      const section = sections[index];
      const arrangement = sectionModel(body, index).arrangement;
      const end = changedEnds?.[index];
      const listed = end === undefined || !countsKept ? undefined : this.listChange(section, first, end, arrangement, input, index);
      if (listed !== undefined) {
        sections[index] = listed;
        return;
      }
      const continuation = section.continuation;
      const columns = arrangement.kind === "masonry" && continuation?.kind === "masonry" && section.orthogonal === undefined
        && section.items.kind === "explicit" && first >= 0 && first <= Math.min(count, section.items.frames.count)
        ? continuation.columns.rewound(first, section.items.frames) : undefined;
      if (columns !== undefined && arrangement.kind === "masonry" && section.items.kind === "explicit") {
        const placed = this.resolver(input, index).placeMasonryItems(first, count, arrangement, columns);
        const frames = section.items.frames.prefixThen(first, placed.frames);
        sections[index] = { ...section, items: { kind: "explicit", frames }, continuation: { kind: "masonry", columns: placed.columns } };
      } else {
        sections[index] = this.resolveSection(input, index, body);
      }
    });
    return changed ? this.withSections(prepared, sections) : prepared;
  }

  /** For a list (a one-column masonry whose count is kept) whose positions are exact sums: the
   * section with items `first..<end` placed again and the items after them moved by one amount
   * (`ExplicitFrames.replacingListItems`). Undefined when the section is no such list or a new
   * number is off the grid that makes the sums exact: it is placed in order then. */
  private listChange(section: SectionInLayout, first: number, end: number, arrangement: Arrangement, input: LayoutInput, index: number): SectionInLayout | undefined {
    const pass = section.continuation;
    const items = section.items;
    if (arrangement.kind !== "masonry" || pass?.kind !== "masonry" || section.orthogonal !== undefined || items.kind !== "explicit") return undefined;
    const frames = items.frames;
    const columns = pass.columns;
    if (columns.ends.length !== 1 || input.sectionCounts[index] !== frames.count || !(first >= 0 && first <= end && end <= frames.count)) return undefined;
    if (!(columns.itemSpacing >= 0) || !isOnGrid(columns.itemSpacing) || !isOnGrid(columns.ends[0])) return undefined;
    const rewound = columns.rewound(first, frames);
    if (rewound === undefined || !frames.isExactList()) return undefined;
    const placed = this.resolver(input, index).placeMasonryItems(first, end, arrangement, rewound);
    for (const frame of placed.frames) {
      if (!(frame.length >= 0) || !isOnGrid(frame.u) || !isOnGrid(frame.length) || !isOnGrid(frame.u + frame.length)) return undefined;
    }
    const next = placed.columns.ends[0];
    if (!isOnGrid(next)) return undefined;
    if (end === frames.count) {
      return { ...section, items: { kind: "explicit", frames: frames.replacingListItems(first, end, placed.frames, 0) }, continuation: { kind: "masonry", columns: placed.columns } };
    }
    const delta = next - frames.frame(end).u;
    const moved = columns.copy();
    moved.ends[0] = moved.ends[0] + delta;
    if (!isOnGrid(delta) || !isOnGrid(frames.extent + delta) || !isOnGrid(moved.ends[0])) return undefined;
    return { ...section, items: { kind: "explicit", frames: frames.replacingListItems(first, end, placed.frames, delta) }, continuation: { kind: "masonry", columns: moved } };
  }

  /** `prepared` with `sections` in place of its own, for `extend` and `relayout`. */
  private withSections(prepared: PreparedLayout, sections: SectionInLayout[]): PreparedLayout {
    const changed = new PreparedLayout(prepared.viewport, this.model.axis, this.model.direction, sections, prepared.effects, prepared.snap, prepared.textScale, prepared.gravity);
    changed.reduceMotion = prepared.reduceMotion;
    return changed;
  }
}

/** Whether `input` has `prepared`'s viewport, text size, Reduce Motion and number of sections:
 * what `extend` and `relayout` need to keep the sections they do not place again. */
function sameSurroundings(prepared: PreparedLayout, input: LayoutInput): boolean {
  return input.viewport.width === prepared.viewport.width && input.viewport.height === prepared.viewport.height
    && (input.textScale ?? 1) === prepared.textScale && (input.reduceMotion ?? false) === prepared.reduceMotion
    && input.sectionCounts.length === prepared.sectionCount;
}

function sectionModel(body: BodyModel, index: number): SectionModel {
  return index < body.sectionOverrides.length ? body.sectionOverrides[index] : body.defaultSection;
}

function checkCounts(counts: number[]): void {
  if (counts.length > limits.maxSections) throw new LayoutError(`${counts.length} sections is more than a layout takes (${limits.maxSections})`);
  counts.forEach((count, index) => {
    if (!Number.isInteger(count)) throw new LayoutError(`section ${index}'s item count must be a whole number, not ${count}`);
    if (count < 0) throw new LayoutError(`section ${index} has a negative item count (${count})`);
    if (count > limits.maxItems) throw new LayoutError(`section ${index} has ${count} items, more than a layout takes (${limits.maxItems})`);
  });
}

export function checkTextScale(textScale: number): void {
  if (!(Number.isFinite(textScale) && textScale > 0 && textScale <= 100)) {
    throw new LayoutError(`the text scale must be a number above 0 and at most 100 (1 is the default text size), not ${describe(textScale)}`);
  }
}

/** A body's or a section's scroll effects, evaluated per cell. */
class ModelEffects implements ScrollEffects {
  readonly transforms: boolean;
  private readonly context = new Context();

  constructor(readonly model: EffectsModel, readonly evaluator: Evaluator, readonly viewport: Size, readonly textScale: number,
    readonly turnAxis: "vertical" | "horizontal") {
    this.transforms = model.rotation !== undefined || model.translateX !== undefined || model.translateY !== undefined || model.turn !== undefined;
  }

  apply(element: LayoutAttributes, distance: number, sectionCount: number): void {
    // One context for every cell, reset: effects run per element per frame, and allocate nothing.
    const context = this.context;
    context.reset();
    context.width = this.viewport.width;
    context.height = this.viewport.height;
    context.textScale = this.textScale;
    context.distance = distance;
    context.index = element.id.item;
    context.section = element.id.section;
    context.count = sectionCount;
    const model = this.model;
    const value = (formula: number) => this.evaluator.finiteValue(formula, context);
    // Held in range, as a view would need them: a negative scale would mirror the cell.
    if (model.scale !== undefined) element.scale = swiftMax(0, value(model.scale));
    if (model.alpha !== undefined) element.alpha = swiftMin(1, swiftMax(0, value(model.alpha)));
    if (model.zIndex !== undefined) {
      const z = roundAway(swiftMax(-1e9, swiftMin(1e9, value(model.zIndex))));
      element.zIndex = z === 0 ? 0 : z;
    }
    if (model.rotation !== undefined) element.rotation = value(model.rotation);
    if (model.translateX !== undefined) element.translation.x = swiftMin(this.viewport.width, swiftMax(-this.viewport.width, value(model.translateX)));
    if (model.translateY !== undefined) element.translation.y = swiftMin(this.viewport.height, swiftMax(-this.viewport.height, value(model.translateY)));
    if (model.turn !== undefined) {
      element.turnAxis = this.turnAxis;
      element.turn = value(model.turn);
      if (model.perspective !== undefined) {
        const viewerDistance = value(model.perspective);
        if (!(viewerDistance > 0)) {
          const [line, column] = this.evaluator.place(model.perspective);
          throw new LayoutError(`the perspective is ${swiftDouble(viewerDistance)} for a ${describe(this.viewport.width)}×${describe(this.viewport.height)} viewport; `
            + "it is the viewer's distance and must be positive", undefined, line, column);
        }
        element.perspective = viewerDistance;
      }
    }
  }
}
