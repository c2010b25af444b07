// The one @babel/core call scripts/vite/lingui-macros.ts makes (we don't ship @types/babel__core).
declare module '@babel/core' {
  export type TransformOptions = {
    filename?: string
    babelrc?: boolean
    configFile?: boolean | string
    sourceMaps?: boolean
    parserOpts?: { sourceType?: 'module' | 'script'; allowAwaitOutsideFunction?: boolean; plugins?: string[] }
    plugins?: Array<string | [string, Record<string, unknown>]>
  }
  export type SourceMap = { version: number; sources: string[]; names: string[]; mappings: string; file?: string; sourcesContent?: string[] }
  export function transformAsync(code: string, options?: TransformOptions): Promise<{ code?: string | null; map?: SourceMap | null } | null>
}
