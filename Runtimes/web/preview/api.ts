// The preview's JSON API (docs/PREVIEW.md), typed by its one description (answers.ts, generated
// from CodeGeneration's APIDescription).
import type { Answers, Refusal } from "./answers.js";

export type Parameters = Record<string, string | number>;

/** An answer of 400 or more: its status and what the server said (with diagnostics for a 422). */
export class APIRefusal extends Error {
  constructor(readonly status: number, readonly answer: Refusal) {
    super(answer.error);
  }
}

/** Asks `path`; its answer as described, or an `APIRefusal`. */
export async function ask<Path extends keyof Answers>(path: Path, parameters: Parameters = {}, body?: string): Promise<Answers[Path]> {
  // %20 for spaces, not URLSearchParams' "+", which the server reads as a plus sign.
  const query = Object.entries(parameters).map(([name, value]) => `${encodeURIComponent(name)}=${encodeURIComponent(value)}`).join("&");
  const init: RequestInit = body === undefined ? {} : { method: "POST", body, headers: { "Content-Type": "application/json" } };
  const response = await fetch(query ? `${path}?${query}` : path, init);
  const json: unknown = await response.json();
  if (!response.ok) throw new APIRefusal(response.status, json as Refusal);
  return json as Answers[Path];
}

export const messageOf = (error: unknown) => (error instanceof Error ? error.message : String(error));
