// Node.js entry of `chess-arbiter/core` (the rules-only build): browser.js bundled by scripts/bundle.mjs into
// pkg/core/index.cjs, for `require`; pkg/core/node.js, for `import`, imports that file and
// exports its exports (one copy for both in a process).
export * from './browser.js';
