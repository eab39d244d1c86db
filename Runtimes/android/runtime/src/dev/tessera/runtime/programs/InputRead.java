package dev.tessera.runtime.programs;

/** What of its input a layout's formulas read: a change of anything else keeps its geometry. */
public enum InputRead {
    WIDTH, HEIGHT, COUNT, TEXT_SCALE
}
