// Content import/export: one JSON file per kind of content (docs/content.md). The demo shop's content
// goes through `importContent` too, so a real shop's files and the demo take the same path.
export { ContentFolderError, readContentFolder, writeContentFolder } from './content-folder.ts';
export type { ContentKind, ContentKindSpec, ContentReferences } from './content-kind.ts';
export { contentJson, exportContent } from './export-content.ts';
export { importContent, type ContentDocuments, type ContentImportResult } from './import-content.ts';
export { formatContentIssue, type ContentIssue } from './issues.ts';
export { CONTENT_KIND_NAMES, CONTENT_KINDS } from './kinds.ts';
