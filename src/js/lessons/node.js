// Node.js entry of `chess-arbiter/lessons`: browser.js bundled by scripts/bundle.mjs into
// pkg/lessons/index.cjs, for `require`; pkg/lessons/node.js, for `import`, imports that file and
// exports its exports (one copy for both in a process).
export * from './browser.js';
