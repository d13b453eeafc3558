/**
 * The import-cycle check (`npm run lint:cycles`, part of `npm run lint`): no module may reach
 * itself through its imports, type-only imports included (`tsPreCompilationDeps`), across every
 * workspace. A cycle makes the order in which modules initialise matter and ties files that should
 * change apart; split the file that does two jobs instead.
 */
module.exports = {
  forbidden: [
    {
      name: 'no-circular',
      severity: 'error',
      comment: 'An import cycle: split the module that does two jobs so the graph has no circle.',
      from: {},
      to: { circular: true },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: ['(^|/)node_modules/', '(^|/)dist/', '(^|/)\\.tmp/', '(^|/)\\.node/'] },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.json' },
    enhancedResolveOptions: { exportsFields: ['exports'], conditionNames: ['import', 'require', 'node', 'default', 'types'], extensions: ['.ts', '.tsx', '.js', '.mjs', '.json'] },
    moduleSystems: ['es6', 'cjs'],
  },
};
