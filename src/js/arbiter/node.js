// Node.js entry of `chess-arbiter/arbiter`: browser.js bundled by scripts/bundle.mjs into
// pkg/arbiter/index.cjs, for `require`; pkg/arbiter/node.js, for `import`, imports that file and
// exports its exports (one copy for both in a process).
export * from './browser.js';
