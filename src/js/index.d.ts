// Types of chess-arbiter's public API: one declaration per export of src/js/api.js, same names.
// (A test compares this file's exports with the module's runtime exports.)

/** The package's version, as compiled into the wasm module, e.g. `"0.1.0"`. */
export function version(): string;
