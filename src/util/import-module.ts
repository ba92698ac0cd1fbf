/**
 * `import(specifier)`, as a function of its own. Code that must import a module chosen at run time
 * (a config's interceptor modules) calls this instead of `import()` directly: the build keeps this
 * module out of the hook's bundle, which V8 compiles from its code cache, where Node 20 cannot run
 * a dynamic `import()`.
 *
 * @example
 * const namespace = await importModule(pathToFileURL(file).href);
 */
export function importModule(specifier: string): Promise<Record<string, unknown>> {
  return import(specifier) as Promise<Record<string, unknown>>;
}
