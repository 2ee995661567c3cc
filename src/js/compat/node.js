// Node.js entry of `chess-arbiter/compat`: browser.js bundled by scripts/bundle.mjs into
// pkg/compat/index.cjs, for `require`; pkg/compat/node.js, for `import`, imports that file and
// exports its exports (one copy for both in a process).
export * from './browser.js';
