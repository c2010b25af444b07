import { transformAsync } from '@babel/core'
import type { Plugin } from 'vite'

// Lingui's macros (`t`, `msg`, `<Trans>`…) are a Babel plugin. We run @babel/core ourselves on the
// few files that import a macro instead of using @rolldown/plugin-babel, whose engines (Node ≥ 22.12)
// exclude the Node 20 our `engines` promise and which pulled a second rolldown into the lockfile.
const MACRO_IMPORT = /@lingui\/(core|react)\/macro/

const syntaxFor = (file: string): Array<'typescript' | 'jsx'> =>
  /\.tsx$/.test(file) ? ['typescript', 'jsx'] : /\.ts$/.test(file) ? ['typescript'] : /\.jsx$/.test(file) ? ['jsx'] : []

/** Expands Lingui macros before Vite strips types and JSX; source maps follow. */
export function linguiMacros(): Plugin {
  return {
    name: 'meishi:lingui-macros',
    enforce: 'pre',
    async transform(code, id) {
      const file = id.split('?')[0]
      if (file.includes('/node_modules/') || !/\.[jt]sx?$/.test(file) || !MACRO_IMPORT.test(code)) return null
      const result = await transformAsync(code, {
        filename: file,
        babelrc: false,
        configFile: false,
        sourceMaps: true,
        parserOpts: { sourceType: 'module', allowAwaitOutsideFunction: true, plugins: syntaxFor(file) },
        plugins: ['@lingui/babel-plugin-lingui-macro'],
      })
      return result?.code == null ? null : { code: result.code, map: result.map }
    },
  }
}
