/**
 * `npm run lint`'s import-cycle check (dependency-cruiser, run by infra/lint.sh): no module of ours may
 * import itself again through others at run time. In a cycle, whichever module loads first sees the
 * other's exports still undefined (a `const` read before it is set throws), and which one loads first
 * depends on which entry point, test or worker reached it. Type-only imports (`import type`, or every
 * name marked `type`) are erased before anything runs, so they are no cycle: they are not followed.
 * @type {import('dependency-cruiser').IConfiguration}
 */
export default {
  forbidden: [
    {
      name: 'no-import-cycle',
      severity: 'error',
      comment:
        'A run-time import cycle: move what both sides need into a module of its own that imports neither, ' +
        'or make the import `import type` when only types cross.',
      from: {},
      to: { circular: true },
    },
  ],
  options: {
    // What TypeScript erases (type-only imports) is not followed: a cycle through types alone is no cycle.
    tsPreCompilationDeps: false,
    // Our workspaces, reached through their package names (shared/…, backend/…) as well as by path.
    includeOnly: '^(shared|backend|workers|frontend)/',
    doNotFollow: { path: 'node_modules' },
    enhancedResolveOptions: {
      exportsFields: ['exports'],
      conditionNames: ['import', 'node', 'default'],
      extensions: ['.ts', '.tsx', '.js', '.mjs'],
    },
    reporterOptions: { text: { highlightFocused: true } },
  },
};
