/**
 * The stage after the driver: the session, what a collection keeps between a platform's calls and the rules that change
 * it (the first cell in view kept through a change, the end followed, cells' own sizes and the app's, batch updates and
 * interactive moves, layout switches, an error emptying the layout). {@link dev.tessera.runtime.session.CollectionSession}
 * is the Swift runtime's {@code CollectionLayoutCore}, call for call; a shell (TesseraLayoutManager) only translates its
 * platform's calls into these and applies what they answer. docs/SESSIONS.md states the rules.
 *
 * <p>A stage of the runtime (docs/ARCHITECTURE.md): its files name only this and earlier stages.
 */
package dev.tessera.runtime.session;
