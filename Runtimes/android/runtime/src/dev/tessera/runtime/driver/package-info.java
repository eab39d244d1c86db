/**
 * The last stage: the scroll driver, what a scrolling view asks frame after frame, with batch
 * updates (ItemUpdate, UpdateElement) and switches between layouts (LayoutSwitch).
 *
 * <p>An app uses ScrollDriver, ItemUpdate, UpdateElement and LayoutSwitch.
 *
 * <p>A stage of the runtime (docs/ARCHITECTURE.md): its files name only this and earlier stages.
 */
package dev.tessera.runtime.driver;
