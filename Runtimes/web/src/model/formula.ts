// A formula as the model holds it, as the Swift runtime's Formula: here an index into the compiled
// file's programs (programs/program.ts runs them).

export type F = number;
