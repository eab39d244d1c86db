// Runs a layout model, as the Swift runtime's LayoutEngine: picks the variant for the viewport,
// resolves each section's formulas into numbers, and stacks the sections.

import type { LayoutAttributes } from "./attributes.js";
import type { Evaluator } from "./evaluator.js";
import { LayoutError, Size, describe, swiftDouble } from "./geometry.js";
import type { BodyModel, EffectsModel, LayoutModel } from "./model.js";
import { swiftMax, swiftMin } from "./placements.js";
import { PreparedLayout, ScrollEffects, SectionInLayout } from "./prepared.js";
import { Context, LayoutMath } from "./program.js";
import { ItemSize, SectionResolver } from "./resolver.js";

/** What a layout is prepared for: the viewport, each section's item count, the items' sizes for
 * layouts sized by data, and the reader's text size (1 by default). */
export interface LayoutInput {
  viewport: Size;
  sectionCounts: number[];
  itemSizes?: ItemSize[][];
  textScale?: number;
}

export const maxItems = 50_000_000;
export const maxSections = 100_000;

export class LayoutEngine {
  constructor(readonly model: LayoutModel, readonly evaluator: Evaluator, readonly file: string | undefined) {}

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
    const turnAxis = this.model.axis === "horizontal" ? "vertical" : "horizontal";
    const sections: SectionInLayout[] = input.sectionCounts.map((count, index) => {
      const model = index < body.sectionOverrides.length ? body.sectionOverrides[index] : body.defaultSection;
      const sizes = input.itemSizes !== undefined && index < input.itemSizes.length ? input.itemSizes[index] : undefined;
      const resolver = new SectionResolver(this.evaluator, this.model.axis, viewport.width, viewport.height, textScale, index, count, sizes);
      const resolved: SectionInLayout = resolver.resolve(model);
      if (model.effects !== undefined) resolved.effects = new ModelEffects(model.effects, this.evaluator, viewport, textScale, turnAxis);
      if (model.snap !== undefined) resolved.snap = model.snap;
      return resolved;
    });
    const effects = body.effects === undefined ? undefined : new ModelEffects(body.effects, this.evaluator, viewport, textScale, turnAxis);
    return new PreparedLayout(viewport, this.model.axis, this.model.direction, sections, effects, body.snap, textScale);
  }
}

function checkCounts(counts: number[]): void {
  if (counts.length > maxSections) throw new LayoutError(`${counts.length} sections is more than a layout takes (${maxSections})`);
  counts.forEach((count, index) => {
    if (!Number.isInteger(count)) throw new LayoutError(`section ${index}'s item count must be a whole number, not ${count}`);
    if (count < 0) throw new LayoutError(`section ${index} has a negative item count (${count})`);
    if (count > maxItems) throw new LayoutError(`section ${index} has ${count} items, more than a layout takes (${maxItems})`);
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
    const context = this.context;
    Object.assign(context, new Context());
    context.width = this.viewport.width;
    context.height = this.viewport.height;
    context.textScale = this.textScale;
    context.distance = distance;
    context.index = element.item;
    context.section = element.section;
    context.count = sectionCount;
    const model = this.model;
    const value = (formula: number) => this.evaluator.finiteValue(formula, context);
    // Held in range, as a view would need them: a negative scale would mirror the cell.
    if (model.scale !== undefined) element.scale = swiftMax(0, value(model.scale));
    if (model.alpha !== undefined) element.alpha = swiftMin(1, swiftMax(0, value(model.alpha)));
    if (model.zIndex !== undefined) {
      const z = LayoutMath.round(swiftMax(-1e9, swiftMin(1e9, value(model.zIndex))));
      element.zIndex = z === 0 ? 0 : z;
    }
    if (model.rotation !== undefined) element.rotation = value(model.rotation);
    if (model.translateX !== undefined) element.translateX = swiftMin(this.viewport.width, swiftMax(-this.viewport.width, value(model.translateX)));
    if (model.translateY !== undefined) element.translateY = swiftMin(this.viewport.height, swiftMax(-this.viewport.height, value(model.translateY)));
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
