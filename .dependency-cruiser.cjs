// `pnpm lint:cycles`: no module of any app or package may import itself back, directly or through others
// (type-only imports included). Workspace packages are followed into their sources (the `@fitkit/source`
// export condition), so a cycle across packages is caught too.
/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: 'no-circular',
      severity: 'error',
      comment: 'An import cycle: break it by moving the shared part into a module both sides import.',
      from: {},
      to: { circular: true },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: {
      path: '(^|/)(node_modules|dist|build|build-assets|dist-assets|\\.react-router|storybook-static)/',
    },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.base.json' },
    enhancedResolveOptions: {
      conditionNames: ['@fitkit/source', 'import', 'types', 'default'],
      exportsFields: ['exports'],
      extensions: ['.ts', '.tsx', '.js', '.mjs'],
    },
  },
};
