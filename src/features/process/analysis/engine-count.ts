// Apart from the engine's module, so the card queue (analysis-runner.ts) knows how many cards to
// read at once without loading anything of the reader before a card is claimed.

/**
 * How many engines read side by side: one per core, two at most (each holds its own copy of the trained
 * data, ~100 MB). One core: one engine. As many cards of a stack are read at once.
 */
export const engineCount = (cores = typeof navigator === 'undefined' ? 1 : navigator.hardwareConcurrency || 1) => Math.max(1, Math.min(2, cores))
