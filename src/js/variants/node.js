// Node.js entry of `chess-arbiter/variants`: browser.js bundled by scripts/bundle.mjs into
// pkg/variants/index.cjs, for `require`; pkg/variants/node.js, for `import`, imports that file and
// exports its exports (one copy for both in a process).
export * from './browser.js';
